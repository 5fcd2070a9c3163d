"""The one record of what a search found: a player's decision, a progress report, an analysis.

The engine's driver returns and reports it, every player's ``choose`` and ``analyze`` return it, and
progress callbacks receive it, so no layer copies it into another shape.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from othello_qt.core.position import Color, Move


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


class Certainty(str, Enum):
    """How much a score is worth: a search's estimate, a proved win/loss/draw, the exact result, or
    the opening book's value."""

    ESTIMATE = "estimate"
    WIN_LOSS_DRAW = "win/loss/draw"
    """The sign is proved (+1 win, 0 draw, -1 loss), not the margin."""
    EXACT = "exact"
    """The final disc difference with best play on both sides."""
    BOOK = "book"
    """The opening book's value: deep searches backed up through the book by negamax."""

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class SearchResult:
    """What a search established: the move, its value and how it was obtained."""

    move: Move | None = None
    """The chosen move (``PASS`` for a pass); ``None`` in a report that names no move."""
    score: float | None = None
    """Value for the side to move, in the player's unit (discs: exact disc difference once exact);
    ``None`` when the player gives no value."""
    depth: int | None = None
    pv: tuple[Move, ...] = ()
    nodes: int = 0
    seconds: float = 0.0
    certainty: Certainty = Certainty.ESTIMATE
    move_scores: dict[Move, float] = field(default_factory=dict)
    """Value of each legal move at this depth, when the player computes them (hints)."""
    complete: bool = True
    """False when the search was stopped before reaching its depth (or its exact solve)."""
    unit: ScoreUnit = ScoreUnit.NONE
    """What ``score`` and ``move_scores`` count: ``Player.choose`` and ``analyze`` stamp their
    player's unit on every answer and report, so no reader asks who searched."""
    turn: Color | None = None
    """Whose point of view ``score`` takes: the side to move in the searched position (stamped
    with ``unit``)."""

    def pov(self, color: Color) -> float | None:
        """``score`` from ``color``'s point of view (python-chess's ``PovScore.pov``): the other
        side's disc or point value negated, a win probability as one minus it."""
        if self.score is None or self.turn is None or color is self.turn:
            return self.score
        return 1.0 - self.score if self.unit is ScoreUnit.WIN_PROBABILITY else -self.score

    @property
    def exact(self) -> bool:
        """The score is the final disc difference with best play."""
        return self.certainty is Certainty.EXACT

    @property
    def wld(self) -> bool:
        """The score is a proved win/loss/draw (+1, 0, -1): its sign is certain, not its size."""
        return self.certainty is Certainty.WIN_LOSS_DRAW

    def describe(self) -> str:
        """``depth 12, +4, f5 d6 c3`` for a status line."""
        kind = f"depth {self.depth}" if self.certainty is Certainty.ESTIMATE else str(self.certainty)
        pv = " ".join(str(m) for m in self.pv)
        return f"{kind}, {0.0 if self.score is None else self.score:+.0f}" + (f", {pv}" if pv else "")
