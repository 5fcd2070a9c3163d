"""A game's result said one way wherever it is shown: the board's banner (``status_text.result_text``),
the games list's Score column and the review's summary all say ``White wins 47–17``, the rules'
count (``GameResult.final_counts``: the empty squares go to the winner, as WTHOR records it)."""

from __future__ import annotations

from othello_qt.core.game_database import format_score
from othello_qt.core.position import GameResult, Position
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import result_text


def recorded_result_text(score: float | None) -> str:
    """A record's result (Black's margin, empties counted, as WTHOR and GGF write it) as the banner
    says it: ``White wins 47–17``, ``Draw, 32–32``; a margin no board ends with as written (``+7``);
    ``?`` when the record has none."""
    result = None if score is None else GameResult.from_margin(score)
    return format_score(score) if result is None else result_text(result, ())


def summary_with_result(summary: str, last: Position) -> str:
    """A review's ``summary`` led by the game's result when its line ends the game (``last``: the
    line's last position)."""
    if not last.is_game_over():
        return summary
    text = translate("AnalysisPanel", "{result}. {summary}")
    return text.format(result=result_text(last.result(), ()), summary=summary)
