"""Stepping through a reviewed game's mistakes (issue 46 §9): the best move is marked on the board
and read out with its square, the move list shows the mistake's row, and a finished game offers
neither Pause nor Play on."""

from __future__ import annotations

from PySide6.QtGui import QAccessible

from othello_qt.core.game import Game
from othello_qt.ui.move_list import PLY_ROLE
from tests.ui.test_analysis import RANDOMISH_GAME, quick_levels  # noqa: F401 (a fixture)


def row_in_view(move_list, ply: int) -> bool:
    """The move list's cell of move ``ply`` lies wholly inside its viewport."""
    item = next(
        move_list.item(row, column)
        for row in range(move_list.rowCount())
        for column in range(2)
        if move_list.item(row, column) is not None and move_list.item(row, column).data(PLY_ROLE) == ply
    )
    return move_list.viewport().rect().contains(move_list.visualItemRect(item))


def test_each_mistake_shows_the_best_move_its_row_and_no_pause(qtbot, make_window, quick_levels) -> None:  # noqa: F811
    window = make_window(black="human", white="human")
    window.resize(800, 600)
    controller, analysis = window.controller, window.analysis
    controller.start(Game.from_transcript(RANDOMISH_GAME), "human", "greedy")  # White: the computer
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=60000):
        analysis.review_action.trigger()
    marked = sorted(analysis._marks)
    assert len(marked) >= 3
    move_list = window.panel.move_list
    controller.go_to_ply(0)
    for ply in marked:
        analysis.next_mark_action.trigger()
        assert controller.game.ply == ply - 1
        review = analysis.analyzer.reviews()[ply - 1]
        assert f"{review.best} was best" in window.status.text()
        hints = window.board_view.hints
        assert hints is not None and hints.best == review.best.square  # marked on the board
        cell = window.board_view.grid.cell_interface(review.best.square)
        assert "best" in cell.text(QAccessible.Text.Name)  # and read out
        qtbot.waitUntil(lambda ply=ply: row_in_view(move_list, ply))  # the mistake's row is shown
        assert not window.play.pause_action.isEnabled()  # the game is over: nothing to pause or play on


def test_with_hints_on_the_reviews_best_move_stays_marked(qtbot, make_window, quick_levels) -> None:  # noqa: F811
    """The live hint search of the position shown answers after *Next mistake* has marked the
    review's best move: the board keeps the review's marking until it moves on."""
    window = make_window(black="human", white="human")
    controller, analysis = window.controller, window.analysis
    controller.start(Game.from_transcript(RANDOMISH_GAME), "human", "greedy")
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=60000):
        analysis.review_action.trigger()
    controller.go_to_ply(0)
    window.view_options.set_hints(True)
    with qtbot.waitSignal(controller.hintsChanged, check_params_cb=lambda h: h is not None, timeout=60000):
        analysis.next_mark_action.trigger()  # the hint search of the mistake's position answers
    review = analysis.analyzer.reviews()[controller.game.ply]
    shown = window.board_view.hints
    assert controller.hints is not None and shown is not controller.hints
    assert shown is not None and shown.best == review.best.square
    with qtbot.waitSignal(controller.historyChanged, timeout=10000):
        controller.go_to_ply(controller.game.ply + 1)  # moving on: the hints are the board's again
    qtbot.waitUntil(lambda: window.board_view.hints is controller.hints)
