"""Browsing the moves of a game the computer plays: where it waits and when it plays on."""

from __future__ import annotations


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
