"""The one interface every computer player implements.

A player gets a ``Position`` and a ``Budget`` and returns a ``SearchResult``.  It can be stopped from
another thread through a ``StopFlag`` (which numba kernels poll) and reports each completed
depth of an iterative search through a ``progress`` callback, called from the searching thread.
``Player.choose`` and ``Player.analyze`` take these once for every player, as a ``Request``: a player
implements ``decide`` (and ``value_moves`` if it analyses).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from othello_qt.core.budget import Budget
from othello_qt.core.game_clock import plan_move_time
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.core.stop_flag import StopFlag

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

    A player implements ``decide`` and, if it analyses, ``value_moves``.
    """

    spec: str = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        """``choose`` and ``analyze`` are this class's alone: every answer is stamped with its unit
        and point of view there (``_stamped``), whoever implements the search."""
        super().__init_subclass__(**kwargs)
        for name in ("choose", "analyze"):
            if name in cls.__dict__:
                raise TypeError(f"{cls.__name__} overrides Player.{name}: implement decide or value_moves")

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
        request = Request(position, budget, stop, self._stamping(position, progress))
        forced = forced_decision(position) if self.answers_forced_moves else None
        return self._stamped(position, forced if forced is not None else self.decide(request))

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
        request = Request(position, budget, stop, self._stamping(position, progress))
        return self._stamped(position, self.value_moves(request))

    def value_moves(self, request: Request) -> SearchResult:
        """``analyze``'s values for ``request`` (a position with a move to make, or a pass)."""
        raise NotImplementedError(f"{self} does not analyse positions")

    plans_with_clock: bool = False
    """True if the player chooses its own time from ``Budget.clock`` (else ``budget_for`` does)."""

    def new_game(self) -> None:
        """Forget per-game state (learning traces, tables); a fresh game starts."""

    def __str__(self) -> str:
        return self.spec or type(self).__name__

    def _stamped(self, position: Position, result: SearchResult) -> SearchResult:
        """``result`` with its unit and point of view: this player's unit, the side to move."""
        return replace(result, unit=self.score_unit, turn=position.turn)

    def _stamping(self, position: Position, progress: ProgressCallback | None) -> ProgressCallback | None:
        """``progress`` receiving stamped reports (``_stamped``)."""
        if progress is None:
            return None
        return lambda info: progress(self._stamped(position, info))


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
