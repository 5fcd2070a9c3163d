"""The one interface every computer player implements.

A player gets a ``Position`` and a ``Budget`` and returns a ``SearchResult``.  It can be stopped from
another thread through a ``StopFlag`` (which numba kernels poll) and reports each completed
depth of an iterative search through a ``progress`` callback, called from the searching thread.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a player may think: a depth, a time in seconds, or both (whichever ends first)."""

    depth: int | None = None
    seconds: float | None = None

    def __post_init__(self) -> None:
        if self.depth is not None and self.depth < 0:
            raise ValueError("budget depth must be >= 0")
        if self.seconds is not None and not (math.isfinite(self.seconds) and self.seconds > 0):
            raise ValueError(f"budget time must be a finite number of seconds > 0, not {self.seconds}")

    def __str__(self) -> str:
        parts = []
        if self.depth is not None:
            parts.append(f"depth {self.depth}")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        return ", ".join(parts) or "default"


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


class Player(ABC):
    """A computer player.  ``spec`` is the registry string that builds it (``alphabeta:6``)."""

    spec: str = ""
    description: str = ""

    @abstractmethod
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

    supports_analysis: bool = False
    """True if ``analyze`` gives a value for every legal move (the hint overlay needs it)."""

    score_unit: ScoreUnit = ScoreUnit.NONE
    """What the scores count; the registry declares the same per spec (``registry.score_unit_of``)."""

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
        raise NotImplementedError(f"{self} does not analyse positions")

    def new_game(self) -> None:  # noqa: B027 (optional hook, most players keep no state)
        """Forget per-game state (learning traces, tables); a fresh game starts."""

    def __str__(self) -> str:
        return self.spec or type(self).__name__


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
