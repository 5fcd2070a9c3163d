"""Book values are shown as such: the hint says "from the opening book", the graph's points "book"."""

from __future__ import annotations

import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.players.master import MasterPlayer
from othello_qt.core.position import Position, move_at
from othello_qt.core.review import GameAnalysis, PositionAnalysis
from othello_qt.core.search_result import Certainty
from othello_qt.ui.eval_graph import value_text
from othello_qt.ui.review_words import best_move_text


@pytest.mark.opening_book
def test_a_hint_at_the_start_shows_the_books_values(qtbot, make_window) -> None:
    window = make_window(black="human", white="human", hint_spec="master")
    window.controller.set_hint_budget(Budget(seconds=1.0))
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(
        lambda: window.controller.hints is not None and window.controller.hints.final, timeout=15000
    )
    hints = window.board_view.hints
    assert hints.info.certainty is Certainty.BOOK
    assert set(hints.scores) == set(window.board_view.state.legal)
    assert "from the opening book" in window.status.text()


@pytest.mark.opening_book
def test_the_graph_labels_a_book_value_book() -> None:
    start = Position.initial()
    analysis = PositionAnalysis.from_search(MasterPlayer(Budget(depth=2)).analyze(start))
    assert analysis.book
    known = GameAnalysis()
    known.add(start, analysis)
    (point,) = known.values([start])
    assert point is not None and point.book
    assert value_text(point).endswith("(book)")


def test_the_reviews_best_move_names_a_book_value_book() -> None:
    assert best_move_text(None, move_at(37), 0.0, False, book=True).endswith(", book)")
    assert best_move_text(None, move_at(37), 2.0, False).endswith(", estimate)")
