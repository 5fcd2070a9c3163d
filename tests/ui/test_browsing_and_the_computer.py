"""Browsing the moves of a game the computer plays: where it waits and when it plays on."""

from __future__ import annotations

from othello_qt.core.position import parse_square


def test_returning_to_the_last_move_resumes_the_computer(qtbot, make_window) -> None:
    window = make_window(black="random", white="greedy")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.game.ply >= 4, timeout=10000)
    window.panel.move_list.plyRequested.emit(2)
    assert controller.paused
    ply = controller.game.ply + len(controller.game.redo_moves)
    window.play.nav_actions["end"].trigger()
    assert not controller.paused
    qtbot.waitUntil(lambda: controller.game.ply > ply, timeout=5000)


def test_a_paused_computer_stays_paused_after_browsing(qtbot, make_window) -> None:
    window = make_window(black="random", white="greedy")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.game.ply >= 4, timeout=10000)
    window.play.pause_action.trigger()
    window.panel.move_list.plyRequested.emit(2)
    window.play.nav_actions["end"].trigger()
    assert controller.paused  # the user paused it: browsing does not undo that


def _after_the_computers_answer(qtbot, make_window):
    """Black (a person) played f5 and the computer answered: Black to move at the end of the line."""
    window = make_window(black="human", white="greedy")
    controller = window.controller
    controller.play_square(parse_square("f5"))
    qtbot.waitUntil(lambda: controller.game.ply == 2 and controller.human_to_move(), timeout=10000)
    return window


def test_resume_takes_the_paused_words_away(qtbot, make_window) -> None:
    window = _after_the_computers_answer(qtbot, make_window)
    window.play.pause_action.trigger()
    assert "paused" in window.status.text()
    window.play.pause_action.trigger()
    assert "paused" not in window.status.text() and not window.controller.paused


def test_looking_back_says_whose_turn_the_last_move_brings(qtbot, make_window) -> None:
    window = _after_the_computers_answer(qtbot, make_window)
    window.panel.move_list.plyRequested.emit(1)  # White (the computer) to move there: it waits
    assert window.controller.paused
    said = window.status.text()
    assert "your turn" in said and "the computer plays on" not in said, said
