"""The window's commands: one ``QAction`` each, shared by its menu, its shortcut and its panel button;
the file and clipboard commands driven from the menus as the user drives them."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QGuiApplication, QKeySequence
from PySide6.QtWidgets import QMenu, QToolButton

import othello_qt.ui.main_window
from othello_qt.ui.dialogs import NewGameDialog
from tests.ui.conftest import shown_dialog

MAIN_WINDOW_MOST_LINES = 450


def menu_actions(window) -> dict[str, QAction]:
    """Every command in the menu bar by its path (``Edit/Paste game or position``)."""
    found: dict[str, QAction] = {}

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            if action.menu() is not None:
                walk(action.menu(), f"{path}/{action.text().replace('&', '')}")
            elif not action.isSeparator():
                found[f"{path}/{action.text().replace('&', '')}"] = action

    for top in window.menuBar().actions():
        walk(top.menu(), top.text().replace("&", ""))
    return found


def test_every_button_and_shortcut_is_a_menu_command(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    menus = menu_actions(window)
    commands = set(menus.values())
    buttons = [b for b in window.findChildren(QToolButton) if b.defaultAction() is not None]
    assert len(buttons) >= 9  # hints, move now, pause, four history steps, review, stop
    assert all(b.defaultAction() in commands for b in buttons), [b.text() for b in buttons]
    keyed = [a for a in window.actions() if not a.shortcut().isEmpty()]
    assert set(keyed) <= commands  # a shortcut is always a menu command too
    keys = [a.shortcut().toString() for a in keyed]
    assert len(keys) == len(set(keys)), sorted(keys)
    assert menus["Edit/Paste game or position"].shortcut() == QKeySequence("Ctrl+V")


def test_file_and_clipboard_commands_from_the_menus(qtbot, make_window, tmp_path: Path, monkeypatch) -> None:
    window = make_window(black="human", white="human")
    menus = menu_actions(window)
    clipboard = QGuiApplication.clipboard()
    clipboard.setText("f5d6c3")
    menus["Edit/Paste game or position"].trigger()
    assert window.controller.game.transcript() == "f5d6c3"
    menus["Edit/Copy board string"].trigger()
    assert clipboard.text() == window.controller.position.board_string()
    menus["Edit/Copy transcript"].trigger()
    assert clipboard.text().strip() == "f5d6c3"
    path = tmp_path / "game.ggf"
    dialogs = "othello_qt.ui.file_dialogs"
    monkeypatch.setattr(f"{dialogs}.save_file_name", lambda *a, **k: (str(path), "GGF game (*.ggf)"))
    monkeypatch.setattr(f"{dialogs}.open_file_name", lambda *a, **k: str(path))
    menus["Game/Save as…"].trigger()
    assert "Saved game.ggf" in window.status.text()
    menus["Game/New game…"].trigger()
    shown_dialog(window, NewGameDialog).accept()
    assert window.controller.game.ply == 0
    menus["Game/Open…"].trigger()
    assert window.controller.game.transcript() == "f5d6c3"
    assert "game.ggf" in window.status.text()


def test_main_window_stays_small() -> None:
    lines = Path(othello_qt.ui.main_window.__file__).read_text(encoding="utf-8").count("\n")
    assert lines <= MAIN_WINDOW_MOST_LINES
