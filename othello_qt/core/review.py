"""Game review from engine values: the value of every position, what each move cost, the summary.

The analysis of one position (``PositionAnalysis``) holds its value and the value of every legal
move, all from one search, so a move's cost is measured against the best move at the same depth
(not by subtracting two searches of different positions).  Values from the engine are discs for the
side to move; the graph shows them from Black's point of view.  ``GameAnalysis`` keeps the deepest
analysis of each position met, keyed by position, so undo, redo and a new branch lose nothing.

A verdict comes only from an analysis the review itself would give (``reviews``'s ``min_depth``, or
exact), so a mark seen during play is the review's own; and a move the engine chose in a deeper
search than the analysis (the computer's move, a hint's best move) is never a mistake.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from othello_qt.core.notation import move_numbers
from othello_qt.core.position import BLACK, PASS, Color, Move, Position
from othello_qt.core.search_result import Certainty, SearchResult

MISTAKE_DISCS = 4.0
"""A move that loses at least this many discs against the best move is a mistake."""
BLUNDER_DISCS = 10.0
"""... and at least this many, a blunder."""


class Verdict(enum.Enum):
    """How a move compares with the engine's best move."""

    GOOD = ("", "good")
    MISTAKE = ("?", "mistake")
    BLUNDER = ("??", "blunder")

    @property
    def symbol(self) -> str:
        """``?`` or ``??`` after the move, as annotators write it."""
        return self.value[0]

    @property
    def word(self) -> str:
        return self.value[1]


def classify(loss: float) -> Verdict:
    """The verdict on a move that lost ``loss`` discs against the best one."""
    if loss >= BLUNDER_DISCS:
        return Verdict.BLUNDER
    if loss >= MISTAKE_DISCS:
        return Verdict.MISTAKE
    return Verdict.GOOD


@dataclass(frozen=True, slots=True)
class PositionAnalysis:
    """One position's analysis: its value and every legal move's, for the side to move."""

    score: float
    """Value for the side to move, in discs."""
    depth: int
    exact: bool
    move_scores: dict[Move, float] = field(default_factory=dict)
    best: Move | None = None
    book: bool = False
    """The values are the opening book's (``Certainty.BOOK``)."""

    def settles(self, depth: int) -> bool:
        """Good enough for a verdict that needs a ``depth``-ply search: exact, the opening book's
        (the engine answers the position from its book, however deep the book's searches were), or
        searched that deep."""
        return self.exact or self.book or self.depth >= depth

    @classmethod
    def from_search(cls, info: SearchResult) -> PositionAnalysis:
        best = max(info.move_scores, key=lambda m: info.move_scores[m]) if info.move_scores else None
        if best is None and info.pv:
            best = info.pv[0]
        score = info.move_scores.get(best, info.score) if best is not None else info.score
        book = info.certainty is Certainty.BOOK
        return cls(score, info.depth, info.exact, dict(info.move_scores), best, book)

    def after_pass(self) -> PositionAnalysis:
        """The analysis of a position whose side must pass, from this one of the position after the
        pass: the same value for the other side, the pass its one move.  An engine need never be
        asked about a pass (NBoard engines answer one with no value)."""
        return PositionAnalysis(-self.score, self.depth, self.exact, {PASS: -self.score}, PASS, self.book)

    @classmethod
    def final(cls, position: Position) -> PositionAnalysis:
        """A finished game's exact value: its disc difference (empties to the winner)."""
        black_score = position.result().score
        return cls(black_score if position.turn is BLACK else -black_score, 0, True)

    def better_than(self, other: PositionAnalysis | None) -> bool:
        """True if this analysis should replace ``other`` (exact beats estimates, deeper beats shallower)."""
        if other is None:
            return True
        if other.exact:
            return False
        return self.exact or self.depth > other.depth


@dataclass(frozen=True, slots=True)
class PositionValue:
    """A point of the evaluation graph."""

    ply: int
    black_score: float
    """Value in discs from Black's point of view."""
    exact: bool
    depth: int
    book: bool = False
    """The value is the opening book's."""


@dataclass(frozen=True, slots=True)
class MoveReview:
    """What one move of the game cost against the engine's best move there."""

    ply: int
    """1 for the first move of the game (passes count: the index into the game's positions)."""
    number: int
    """The move's number as players count it (``notation.move_numbers``)."""
    move: Move
    color: Color
    best: Move
    best_score: float
    played_score: float
    exact: bool

    @property
    def loss(self) -> float:
        return max(0.0, self.best_score - self.played_score)

    @property
    def verdict(self) -> Verdict:
        return classify(self.loss)


def black_value(position: Position, analysis: PositionAnalysis) -> float:
    """An analysis's value from Black's point of view."""
    return analysis.score if position.turn is BLACK else -analysis.score


@dataclass(frozen=True, slots=True)
class EngineChoice:
    """The move the analysing engine itself chose in a position (it played it, or hinted it)."""

    move: Move
    depth: int
    exact: bool

    def outranks(self, analysis: PositionAnalysis) -> bool:
        """True if this choice comes from a deeper search than ``analysis`` (or an exact one)."""
        return not analysis.exact and (self.exact or self.depth > analysis.depth)


def review_move(
    ply: int,
    number: int,
    before: Position,
    move: Move,
    analysis: PositionAnalysis,
    choice: EngineChoice | None = None,
) -> MoveReview | None:
    """The review of ``move`` (the game's move ``number``) played in ``before``; ``None`` for a pass
    or a move not valued.  A ``choice`` of this move from a deeper search makes it the best move."""
    if move.is_pass or move not in analysis.move_scores or analysis.best is None:
        return None
    best = move if choice is not None and choice.move == move and choice.outranks(analysis) else analysis.best
    return MoveReview(
        ply=ply,
        number=number,
        move=move,
        color=before.turn,
        best=best,
        best_score=analysis.move_scores[best],
        played_score=analysis.move_scores[move],
        exact=analysis.exact,
    )


class GameAnalysis:
    """The deepest analysis found so far of every position met, and what follows for a game."""

    def __init__(self) -> None:
        self._by_position: dict[Position, PositionAnalysis] = {}
        self._choices: dict[Position, EngineChoice] = {}

    def __len__(self) -> int:
        return len(self._by_position)

    def get(self, position: Position) -> PositionAnalysis | None:
        return self._by_position.get(position)

    def add(self, position: Position, analysis: PositionAnalysis) -> bool:
        """Keep ``analysis`` if it is better than what is known; True if it was kept."""
        if analysis.better_than(self._by_position.get(position)):
            self._by_position[position] = analysis
            return True
        return False

    def add_choice(self, position: Position, choice: EngineChoice) -> None:
        """Remember the engine's own choice in ``position`` (the deepest one)."""
        known = self._choices.get(position)
        if known is None or (not known.exact and (choice.exact or choice.depth > known.depth)):
            self._choices[position] = choice

    def clear(self) -> None:
        self._by_position.clear()
        self._choices.clear()

    def values(self, positions: Sequence[Position]) -> list[PositionValue | None]:
        """The graph's points: one per position of the game (``None`` where none is known yet)."""
        points: list[PositionValue | None] = []
        for ply, position in enumerate(positions):
            analysis = self._by_position.get(position)
            if analysis is None and position.is_game_over():
                analysis = PositionAnalysis.final(position)
            points.append(
                None
                if analysis is None
                else PositionValue(
                    ply, black_value(position, analysis), analysis.exact, analysis.depth, analysis.book
                )
            )
        return points

    def reviews(
        self, positions: Sequence[Position], moves: Sequence[Move], min_depth: int = 0
    ) -> list[MoveReview | None]:
        """One entry per move: ``None`` for passes and for moves whose position is not analysed yet,
        or only by a search shallower than ``min_depth`` (the review's depth), ``settles``."""
        out: list[MoveReview | None] = []
        for index, (move, number) in enumerate(zip(moves, move_numbers(moves), strict=True)):
            position = positions[index]
            analysis = self._by_position.get(position)
            if analysis is None or number is None or not analysis.settles(min_depth):
                out.append(None)
                continue
            choice = self._choices.get(position)
            out.append(review_move(index + 1, number, position, move, analysis, choice))
        return out


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def summary(reviews: Iterable[MoveReview | None], color: Color | None = None) -> str:
    """``3 mistakes; the largest, move 23 (c3), cost 12 discs``, or that no move lost discs.

    ``color`` limits it to one side's moves.
    """
    counted = [r for r in reviews if r is not None and (color is None or r.color is color)]
    if not counted:
        return "No move reviewed yet"
    bad = [r for r in counted if r.verdict is not Verdict.GOOD]
    if not bad:
        return "No mistakes"
    blunders = sum(r.verdict is Verdict.BLUNDER for r in bad)
    mistakes = len(bad) - blunders
    parts = [_count(n, word) for n, word in ((mistakes, "mistake"), (blunders, "blunder")) if n]
    worst = max(bad, key=lambda r: (r.loss, -r.ply))
    cost = _count(round(worst.loss), "disc")
    return f"{' and '.join(parts)}; the largest, move {worst.number} ({worst.move}), cost {cost}"


def game_summary(reviews: Sequence[MoveReview | None]) -> str:
    """Both sides' summaries: ``Black: no mistakes. White: 2 mistakes; the largest, …``."""
    parts = []
    for color in Color:
        text = summary(reviews, color)
        parts.append(f"{color}: {text[0].lower()}{text[1:]}.")
    return " ".join(parts)


def short_summary(reviews: Sequence[MoveReview | None]) -> str:
    """Both sides' counts in a few words, for a status line: ``Black: 2 mistakes, 1 blunder.
    White: no mistakes.`` (``game_summary`` says which move cost the most)."""
    parts = []
    for color in Color:
        counted = [r for r in reviews if r is not None and r.color is color]
        verdicts = [r.verdict for r in counted]
        counts = [
            _count(verdicts.count(verdict), verdict.word)
            for verdict in (Verdict.MISTAKE, Verdict.BLUNDER)
            if verdict in verdicts
        ]
        words = ", ".join(counts) if counts else "no mistakes" if counted else "no move reviewed"
        parts.append(f"{color}: {words}.")
    return " ".join(parts)
