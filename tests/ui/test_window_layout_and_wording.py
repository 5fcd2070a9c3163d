"""The window as a first-time player meets it: its title, panel, move list, notes, dialogs and About."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QPalette
from PySide6.QtWidgets import QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.dialogs import NewGameDialog
from tests.ui.conftest import shown_dialog
from tests.ui.test_game_play import click


def test_title_names_the_app_once(make_window) -> None:
    window = make_window(black="human", white="greedy")
    assert window.windowTitle() == "Your move — Othello"


def test_difficulty_slider_is_off_without_a_level_player(make_window) -> None:
    window = make_window(black="human", white="human")
    assert not window.panel.level_slider.isEnabled()
    window.files.new_game("human", "level", window.controller.level)
    assert window.panel.level_slider.isEnabled()
    assert window.controller.side(BLACK) == "human" and window.controller.side(WHITE) == "level"


def long_transcript(plies: int = 44) -> str:
    game = Game.new()
    while game.ply < plies and not game.is_over():
        if not game.play_pass_if_forced():
            game.play(game.position.legal_moves()[-1])
    return game.transcript()


def test_move_list_shows_the_current_move_whole(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.resize(1000, 700)
    moves = window.panel.move_list

    def current_in_view() -> bool:
        item = moves.current_item()
        return item is not None and moves.viewport().rect().contains(moves.visualItemRect(item))

    QGuiApplication.clipboard().setText(long_transcript())
    window.files.paste_action.trigger()
    qtbot.waitUntil(current_in_view, timeout=3000)
    assert moves.verticalScrollBar().value() > 0  # scrolled down to it, not left at the top
    for size in ((1000, 600), (1200, 800), (980, 700)):
        window.resize(*size)
        qtbot.waitUntil(lambda size=size: (window.width(), window.height()) == size, timeout=3000)
        qtbot.waitUntil(current_in_view, timeout=3000)
    window.play.nav_actions["start"].trigger()
    qtbot.waitUntil(lambda: moves.verticalScrollBar().value() == 0, timeout=3000)


def test_keyboard_cursor_steps_aside_for_the_mouse_and_a_new_game(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert view.cursor_square is not None
    click(qtbot, window, sorted(view.state.legal)[0])
    assert view.cursor_square is None
    qtbot.waitUntil(lambda: not window.controller.animating, timeout=5000)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.cursor_square is not None
    window.files.new_game("human", "human", window.controller.level)
    assert view.cursor_square is None


def test_status_notes_end_with_their_moment(qtbot, make_window, test_players, tmp_path: Path) -> None:
    window = make_window(black="human", white="human", hint_spec="test-analyzer")
    controller = window.controller
    # an illegal click's note goes with the next (legal) move
    click(qtbot, window, 0)
    assert "a1 is not a legal move" in window.status.text()
    click(qtbot, window, sorted(window.board_view.state.legal)[0])
    assert "not a legal move" not in window.status.text()
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    # a hint's text goes with the hints
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: "Hint:" in window.status.text(), timeout=5000)
    window.view_options.hints_action.setChecked(False)
    assert "Hint:" not in window.status.text()
    # a load error is replaced by what the next command did
    bad = tmp_path / "bad.txt"
    bad.write_text("not a game")
    assert not window.files.open_path(bad)
    assert "Cannot read" in window.status.text()
    shown_dialog(window, QMessageBox).close()
    window.view_options.set_theme("dark")
    assert "Cannot read" not in window.status.text()
    assert window.status.text() == "Theme: Dark"


def test_smallest_window_shows_the_whole_panel(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    window.resize(200, 200)  # below the minimum: the window stops at its smallest size
    qtbot.waitUntil(lambda: window.width() < 500, timeout=3000)
    qtbot.wait(50)
    scroll = window.splitter.widget(1)
    panel = window.panel
    for widget in (panel.hint_button, panel.pause_button, panel.move_now_button, panel.white_card.count):
        assert widget.isVisible()
        right = widget.mapTo(scroll, widget.rect().topRight()).x()
        assert right < scroll.width(), (widget, right, scroll.width())


def test_dialogs_follow_the_dark_theme(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.view_options.set_theme("dark")
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    assert dialog.palette().color(QPalette.ColorRole.Window).lightness() < 100
    dialog.reject()
    box = QMessageBox(QMessageBox.Icon.Question, "Unfinished game", "?", parent=window)
    assert box.palette().color(QPalette.ColorRole.Window).lightness() < 100
    window.view_options.set_theme("classic")
    qtbot.waitUntil(lambda: box.palette().color(QPalette.ColorRole.Window).lightness() > 150, timeout=2000)


def test_about_speaks_to_players(make_window) -> None:
    window = make_window()
    window.menus.about_action.trigger()
    text = shown_dialog(window, QMessageBox).text()
    assert "levels" in text and "keyboard" in text
    for jargon in ("numba", "explains itself", "kernel", "engine that"):
        assert jargon not in text
