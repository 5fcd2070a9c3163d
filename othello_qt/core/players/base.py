"""The one interface every computer player implements.

A player gets a ``Position`` and a ``Budget`` and returns a ``SearchResult``.  It can be stopped from
another thread through a ``StopFlag`` (which numba kernels poll) and reports each completed
depth of an iterative search through a ``progress`` callback, called from the searching thread.
``Player.choose`` and ``Player.analyze`` take these once for every player, as a ``Request``: a player
implements ``decide`` (and ``value_moves`` if it analyses).
"""

from __future__ import annotations

import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Literal

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.game_clock import ClockReading, plan_move_time
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag

MAX_SECONDS = 3600.0
BUDGET_FORMS = "a depth like 6, a time like 2s or 500ms, or both like 6,2s"


class BudgetError(ValueError):
    """A budget text that is not a depth, a time, or both; the message says which part is wrong."""


def _parse_seconds(owner: str, text: str) -> float:
    """``2s``, ``1.5s``, ``500ms`` (or a bare ``2``) as seconds in (0, MAX_SECONDS]."""
    raw = text.strip().lower()
    scale = 1.0
    if raw.endswith("ms"):
        raw, scale = raw[:-2], 0.001
    elif raw.endswith("s"):
        raw = raw[:-1]
    try:
        seconds = float(raw) * scale
    except ValueError:
        raise BudgetError(f"{owner}: time must look like 2s, 1.5s or 500ms, got {text!r}") from None
    if not math.isfinite(seconds):
        raise BudgetError(f"{owner}: time must be a finite number of seconds like 2s or 500ms, got {text!r}")
    if seconds <= 0:
        raise BudgetError(f"{owner}: time must be greater than 0 seconds, got {text!r}")
    if seconds > MAX_SECONDS:
        raise BudgetError(f"{owner}: time must be at most {MAX_SECONDS:g} seconds, got {text!r}")
    return seconds


def _parse_depth(owner: str, text: str, whole: str) -> int:
    """A whole number of plies in [1, MAX_DEPTH]; ``whole`` is the full budget text, for the message."""
    if re.fullmatch(r"[+-]?[0-9]+", text) is None:
        raise BudgetError(f"{owner}: {whole!r} is not {BUDGET_FORMS}")
    if len(text) > 6 or not 1 <= int(text) <= MAX_DEPTH:
        raise BudgetError(f"{owner}: depth must be between 1 and {MAX_DEPTH} plies, got {text!r}")
    return int(text)


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a player may think: a depth, a time in seconds, or both (whichever ends first).

    ``clock``: the game clock of the side to move.  A player that plans with it
    (``Player.plans_with_clock``) chooses its own time from it, within ``seconds`` if given;
    ``budget_for`` gives any other player a fair share of it as ``seconds``.
    """

    depth: int | None = None
    seconds: float | None = None
    clock: ClockReading | None = None

    def __post_init__(self) -> None:
        if self.depth is not None and self.depth < 0:
            raise ValueError("budget depth must be >= 0")
        if self.seconds is not None and not (math.isfinite(self.seconds) and self.seconds > 0):
            raise ValueError(f"budget time must be a finite number of seconds > 0, not {self.seconds}")

    @classmethod
    def parse(cls, text: str, owner: str = "budget", bare: Literal["depth", "seconds"] = "depth") -> Budget:
        """The one budget parser: ``8`` (depth), ``1.5s``/``500ms`` (time) or ``8,1.5s`` (both).

        A bare number is a depth, or a time when ``bare`` is ``"seconds"`` (``id:2``).  Anything
        else raises ``BudgetError`` whose message starts with ``owner`` (the spec or option name).
        """
        depth: int | None = None
        seconds: float | None = None
        parts = [part.strip().lower() for part in text.split(",")]
        if not any(parts):
            raise BudgetError(f"{owner}: empty budget {text!r}; give {BUDGET_FORMS}")
        for part in parts:
            is_time = part.endswith("s") or bare == "seconds"
            if is_time and seconds is None:
                seconds = _parse_seconds(owner, part)
            elif not is_time and depth is None:
                depth = _parse_depth(owner, part, text)
            else:
                raise BudgetError(f"{owner}: {text!r} is not {BUDGET_FORMS}")
        return cls(depth=depth, seconds=seconds)

    def __str__(self) -> str:
        parts = []
        if self.depth is not None:
            parts.append(f"depth {self.depth}")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        if self.clock is not None:
            parts.append(f"{self.clock.remaining:.1f} s on the clock")
        return ", ".join(parts) or "default"

    @property
    def limited(self) -> bool:
        """True if it limits a search at all (else a player uses its own budget)."""
        return self.depth is not None or self.seconds is not None or self.clock is not None


class ScoreUnit(str, Enum):
    """What a player's scores count, so a display or a protocol never shows one unit as another."""

    DISCS = "discs"
    """The final disc difference the player expects (exact once the value is proved)."""
    POINTS = "points"
    """Heuristic points of an evaluation table: good for ranking moves, not a disc count."""
    WIN_PROBABILITY = "win probability"
    """The chance, 0 to 1, that the side to move wins."""
    NONE = "none"
    """The player gives no scores worth showing (random, greedy, corner-first)."""

    def __str__(self) -> str:
        return self.value


ProgressCallback = Callable[[SearchResult], None]


@dataclass(frozen=True, slots=True)
class Request:
    """What a player is asked (the arguments of ``Player.choose`` or ``Player.analyze``) and when:
    ``started``, a ``time.perf_counter()`` reading, is where the budget's time counts from."""

    position: Position
    budget: Budget | None = None
    stop: StopFlag | None = None
    progress: ProgressCallback | None = None
    started: float = field(default_factory=time.perf_counter)


class Player:
    """A computer player.  ``spec`` is the registry string that builds it (``alphabeta:6``).

    A player implements ``decide`` (or overrides ``choose`` itself) and, if it analyses,
    ``value_moves``.
    """

    spec: str = ""

    answers_forced_moves: bool = True
    """True if ``choose`` answers a pass or a single legal move itself (``forced_decision``);
    else ``decide`` gets those positions too."""

    def choose(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> SearchResult:
        """The move to play in ``position``, which must not be finished.

        If the side to move must pass, the decision is a pass.  When ``stop`` is set the player
        answers promptly with the best move found so far.
        """
        request = Request(position, budget, stop, progress)
        forced = forced_decision(position) if self.answers_forced_moves else None
        return forced if forced is not None else self.decide(request)

    def decide(self, request: Request) -> SearchResult:
        """``choose``'s move for ``request`` (a position with a choice, if ``answers_forced_moves``)."""
        raise NotImplementedError(f"{type(self).__name__} implements neither decide nor choose")

    supports_analysis: bool = False
    """True if ``analyze`` gives a value for every legal move (the hint overlay needs it)."""

    score_unit: ScoreUnit = ScoreUnit.NONE
    """What the scores count; the registry reads it from here (``PlayerKind.player``)."""

    def analyze(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> SearchResult:
        """Value every legal move (``SearchResult.move_scores``), refining depth by depth.

        Each completed depth is reported through ``progress`` with all move scores, so a hint
        overlay can show values at once and sharpen them; the last report is returned.
        """
        if not self.supports_analysis:
            raise NotImplementedError(f"{self} does not analyse positions")
        if position.is_game_over():
            raise ValueError("the game is over: there is nothing to analyse")
        return self.value_moves(Request(position, budget, stop, progress))

    def value_moves(self, request: Request) -> SearchResult:
        """``analyze``'s values for ``request`` (a position with a move to make, or a pass)."""
        raise NotImplementedError(f"{self} does not analyse positions")

    plans_with_clock: bool = False
    """True if the player chooses its own time from ``Budget.clock`` (else ``budget_for`` does)."""

    def new_game(self) -> None:
        """Forget per-game state (learning traces, tables); a fresh game starts."""

    def __str__(self) -> str:
        return self.spec or type(self).__name__


def budget_for(player: Player, budget: Budget | None, position: Position) -> Budget | None:
    """The budget ``player`` is given: a game clock becomes a fair share of it in ``seconds`` (within
    the budget's own ``seconds``) for a player that does not plan with the clock itself; a budget
    holding only a clock leaves such a player its own depth or time (the caller stops it at
    the clock's maximum)."""
    if budget is None or budget.clock is None or player.plans_with_clock:
        return budget
    if budget.depth is None and budget.seconds is None:
        return None
    plan = plan_move_time(budget.clock.remaining, budget.clock.increment, position.empty_count)
    seconds = plan.target if budget.seconds is None else min(budget.seconds, plan.target)
    return Budget(depth=budget.depth, seconds=seconds)


def legal_moves_or_raise(position: Position) -> list[Move]:
    """The legal moves (``[PASS]`` when forced to pass); ``ValueError`` once the game is over."""
    moves = position.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is no move to choose")
    return moves


def forced_decision(position: Position) -> SearchResult | None:
    """The decision when there is nothing to think about: a pass or a single legal move."""
    moves = legal_moves_or_raise(position)
    if len(moves) == 1:
        return SearchResult(moves[0])
    return None
