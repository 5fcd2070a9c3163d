"""The words of the game review and the analysis strip: the opening's name, a move's verdict and its
note on the graph, each side's mistakes and blunders, the best move where the board is.

Pure functions of the review's values (context ``AnalysisPanel``, as where they were first written),
apart from the strip's widgets and commands so the wording is tested without a window.
"""

from __future__ import annotations

from collections.abc import Sequence

from othello_qt.core.game import Game
from othello_qt.core.openings import opening_of
from othello_qt.core.position import Color, Move, Position
from othello_qt.core.review import MoveReview, Verdict
from othello_qt.ui.i18n import color_name, number_text, translate
from othello_qt.ui.player_words import opening_title
from othello_qt.ui.text_parts import disc_text

GRAPH_REASON_CHARS = 120
"""Of why the analyst failed, the graph shows the first line up to this long (the status line and
its tooltip have all of it)."""


def first_line(text: str, limit: int = GRAPH_REASON_CHARS) -> str:
    """The first line of ``text``, cut to ``limit`` characters with "…"."""
    line = text.strip().split("\n", 1)[0]
    return line if len(line) <= limit else line[: limit - 1] + "…"


def opening_text(game: Game) -> str:
    """``Opening: Tiger``, ``Opening: —`` (no name yet), ``Set-up position``: of the moves up to the
    position shown, not of later ones (looking back at move 3, the opening is move 3's)."""
    match = opening_of(game.start, game.moves)
    if match is None:
        if game.start == Position.initial():
            return translate("AnalysisPanel", "Opening: —")
        return translate("AnalysisPanel", "Set-up position")
    return translate("AnalysisPanel", "Opening: {name}").format(name=opening_title(match.opening))


def best_move_text(
    review: MoveReview | None, best: Move | None, score: float, exact: bool, book: bool = False
) -> str:
    """``Best here: c4 (+2, exact); the game's e3 cost 6 discs (a mistake ?)``; ``(+0, book)`` for
    the opening book's value."""
    if exact:
        text = translate("AnalysisPanel", "Best here: {move} ({score}, exact)")
    elif book:
        text = translate("AnalysisPanel", "Best here: {move} ({score}, book)")
    else:
        text = translate("AnalysisPanel", "Best here: {move} ({score}, estimate)")
    text = text.format(move=best, score=disc_text(score))
    if review is None:
        return text
    if review.move == review.best:
        return translate("AnalysisPanel", "{best}; the game's {move} is as good").format(
            best=text, move=review.move
        )
    loss = round(review.loss)
    if review.verdict is Verdict.BLUNDER:
        tail = translate(
            "AnalysisPanel", "{best}; the game's {move} cost %n disc(s) (a blunder ??)", None, loss
        )
    elif review.verdict is Verdict.MISTAKE:
        tail = translate(
            "AnalysisPanel", "{best}; the game's {move} cost %n disc(s) (a mistake ?)", None, loss
        )
    else:
        tail = translate("AnalysisPanel", "{best}; the game's {move} cost %n disc(s)", None, loss)
    return tail.format(best=text, move=review.move)


def review_note(review: MoveReview) -> str:
    """``Move 23 (a8): a blunder ??, 18 discs lost; a5 was best`` for tooltips."""
    loss = round(review.loss)
    if review.verdict is Verdict.BLUNDER:
        text = translate(
            "AnalysisPanel",
            "Move {number} ({move}): a blunder ??, %n disc(s) lost; {best} was best",
            None,
            loss,
        )
    elif review.verdict is Verdict.MISTAKE:
        text = translate(
            "AnalysisPanel",
            "Move {number} ({move}): a mistake ?, %n disc(s) lost; {best} was best",
            None,
            loss,
        )
    else:
        text = translate(
            "AnalysisPanel", "Move {number} ({move}): %n disc(s) lost; {best} was best", None, loss
        )
    return text.format(number=number_text(review.number), move=review.move, best=review.best)


def _verdict_counts(reviews: list[MoveReview]) -> tuple[int, int]:
    """(mistakes, blunders) among ``reviews``."""
    blunders = sum(r.verdict is Verdict.BLUNDER for r in reviews)
    return sum(r.verdict is Verdict.MISTAKE for r in reviews), blunders


def _counts_text(mistakes: int, blunders: int, *, both: str) -> str:
    """``2 mistakes``, ``1 blunder``, or both joined as ``both`` says (``{mistakes} and {blunders}``)."""
    mistakes_text = translate("AnalysisPanel", "%n mistake(s)", None, mistakes)
    blunders_text = translate("AnalysisPanel", "%n blunder(s)", None, blunders)
    if mistakes and blunders:
        return both.format(mistakes=mistakes_text, blunders=blunders_text)
    return mistakes_text if mistakes else blunders_text


def side_summary(reviews: Sequence[MoveReview | None], color: Color) -> str:
    """``Black: 3 mistakes; the largest, move 23 (c3), cost 12 discs.``, or that none lost discs."""
    counted = [r for r in reviews if r is not None and r.color is color]
    side = color_name(color)
    if not counted:
        return translate("AnalysisPanel", "{color}: no move reviewed yet.").format(color=side)
    bad = [r for r in counted if r.verdict is not Verdict.GOOD]
    if not bad:
        return translate("AnalysisPanel", "{color}: no mistakes.").format(color=side)
    both = translate("AnalysisPanel", "{mistakes} and {blunders}")
    counts = _counts_text(*_verdict_counts(bad), both=both)
    worst = max(bad, key=lambda r: (r.loss, -r.ply))
    text = translate(
        "AnalysisPanel",
        "{color}: {counts}; the largest, move {number} ({move}), cost %n disc(s).",
        None,
        round(worst.loss),
    )
    return text.format(color=side, counts=counts, number=number_text(worst.number), move=worst.move)


def review_summary(reviews: Sequence[MoveReview | None]) -> str:
    """Both sides' summaries: ``Black: no mistakes. White: 2 mistakes; the largest, …``."""
    return " ".join(side_summary(reviews, color) for color in Color)


def short_review_summary(reviews: Sequence[MoveReview | None]) -> str:
    """Both sides' counts in a few words, for a status line: ``Black: 2 mistakes, 1 blunder.
    White: no mistakes.`` (``review_summary`` says which move cost the most)."""
    parts = []
    for color in Color:
        counted = [r for r in reviews if r is not None and r.color is color]
        mistakes, blunders = _verdict_counts(counted)
        counts = ""
        if not counted:
            text = translate("AnalysisPanel", "{color}: no move reviewed.")
        elif not mistakes and not blunders:
            text = translate("AnalysisPanel", "{color}: no mistakes.")
        else:
            text = translate("AnalysisPanel", "{color}: {counts}.")
            counts = _counts_text(
                mistakes, blunders, both=translate("AnalysisPanel", "{mistakes}, {blunders}")
            )
        parts.append(text.format(color=color_name(color), counts=counts))
    return " ".join(parts)
