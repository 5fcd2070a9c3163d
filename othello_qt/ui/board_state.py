"""What the board shows, as plain values: the controller publishes them, the view paints them
(``PlayedMove``, a move to animate, is the core's own record of what a move did).

No Qt here, so the view model can be built and compared in tests without widgets.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from othello_qt.core.game import PlayedMove
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult

__all__ = ["BoardState", "Hints", "PlayedMove"]


@dataclass(frozen=True)
class BoardState:
    """What the board shows: the position, the legal squares with what each flips, the last move."""

    position: Position
    legal: dict[int, int] = field(default_factory=dict)
    """Legal square -> bitboard of the discs it would flip (empty when no human may move)."""
    last_move: Move | None = None
    human_to_move: bool = False
    game_over: bool = False


@dataclass(frozen=True)
class Hints:
    """Values of the legal moves for the side to move, from the analyzer, in ``unit``."""

    scores: dict[int, float]
    best: int | None
    info: SearchResult
    final: bool = False

    @property
    def unit(self) -> ScoreUnit:
        """What the scores count (the search's answer says): final disc difference, an
        evaluation's points, a win probability."""
        return self.info.unit
