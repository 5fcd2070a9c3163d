"""The window's own texts under the pseudo-locale: its commands, the notes the game and the files give,
the start-up prompt and greeting, the error boxes.  Only the texts of the window, the controller, the
game start, the files and the commands are checked here: the panels' and the status sentences' are
their modules' (``test_translations.py`` checks the whole window)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.notation import parse_move
from othello_qt.ui import game_files
from othello_qt.ui.i18n import translate
from othello_qt.ui.saved_game import FILE_NAME
from othello_qt.ui.status_text import key_text
from tests.ui.conftest import shown_dialog
from tests.ui.pseudo_locale import WORD, untranslated, untranslated_in
from tests.ui.test_game_play import WIPEOUT_SETUP, click
from tests.ui.test_games_are_never_lost import save_unfinished

PATTERNS = frozenset({"ggf", "txt", "obf"})
"""A file filter's patterns (``*.ggf``): the file system's, never translated."""


def words(*texts: object) -> set[str]:
    """The ASCII words of data the window shows as it is (file names, the core's own reasons)."""
    return {word for text in texts for word in WORD.findall(str(text))}


def english(texts: list[str], data: set[str] | frozenset[str] = frozenset()) -> list[str]:
    return [text for text in texts if untranslated(text, set(data))]


def command_texts(window) -> list[str]:
    """What the window's own commands show: menu text, button text and tooltip."""
    actions = [
        *window.files.game_actions,
        *window.files.clipboard_actions,
        window.play.undo_action,
        window.play.redo_action,
        window.play.move_now_action,
        window.play.pause_action,
        *window.play.nav_actions.values(),
        window.quit_action,
    ]
    return [text for action in actions for text in (action.text(), action.iconText(), action.toolTip())]


def test_the_commands_and_notes_after_a_few_moves(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    for move in ("f5", "d6", "c3"):
        click(qtbot, window, parse_move(move).square)
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    assert controller.game.ply == 3
    assert english(command_texts(window)) == []
    assert english([window.busy.accessibleName()]) == []
    window.files.copy_transcript_action.trigger()
    shown = [window.status.text()]
    window.files.copy_board_action.trigger()
    shown.append(window.status.text())
    QGuiApplication.clipboard().setText("")
    window.files.paste_action.trigger()
    shown.append(window.status.text())
    window.files.new_game("human", "human", controller.level)
    shown.append(window.status.text())
    window.play.undo_action.trigger()  # the game the new one replaced comes back, and the note says so
    shown.append(window.status.text())
    assert controller.game.ply == 3 and all(shown)
    assert english(shown) == []


def test_pause_reads_resume_in_the_players_language(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="greedy")
    controller = window.controller
    window.play.pause_action.trigger()
    assert controller.paused
    pause = window.play.pause_action
    assert english([pause.iconText(), pause.toolTip()]) == []
    assert pause.iconText() == translate("PlayCommands", "Resume")


def test_the_status_line_after_the_game_ends(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    announced: list[str] = []
    window.board_view.announced.connect(announced.append)
    controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    click(qtbot, window, parse_move("b3").square)
    qtbot.waitUntil(lambda: controller.game.is_over() and not controller.animating, timeout=5000)
    game_over = translate("MainWindow", "Game over. {result}").format(result="")
    assert any(text.startswith(game_over) for text in announced) and english([game_over]) == []
    click(qtbot, window, parse_move("a1").square)  # a click on the finished game says what to do
    assert window.status.text() == translate(
        "GameController", "The game is over — start a new game ({keys})"
    ).format(keys=key_text("Ctrl+N"))
    assert english([window.status.text()]) == []


def resume_prompt_answer(answer: str, seen: list[QMessageBox]) -> QTimer:
    """Click ``answer`` in the start-up prompt (found by its icon, whatever its language)."""
    timer = QTimer()
    timer.setInterval(20)

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.icon() == QMessageBox.Icon.Question and box.isVisible():
            seen.append([box.windowTitle(), *(button.text() for button in box.buttons())])
            next(b for b in box.buttons() if b.text() == answer).click()

    timer.timeout.connect(look)
    timer.start()
    return timer


def test_the_resume_prompt_and_the_greetings(qtbot, make_window, pseudo_locale) -> None:
    save_unfinished(make_window(black="human", white="human"))
    seen: list[list[str]] = []
    timer = resume_prompt_answer(translate("GameStart", "New game"), seen)
    declined = make_window(resume=None)
    timer.stop()
    assert seen, "the start-up prompt was not shown"
    title_and_buttons = seen[0]
    assert title_and_buttons[0] == translate("GameStart", "Unfinished game")
    assert translate("GameStart", "Continue") in title_and_buttons
    assert english(title_and_buttons) == []
    assert english([declined.status.text()]) == []  # "New game — Undo brings back your unfinished game"


def test_the_welcome_back_greeting_counts_the_moves(qtbot, make_window, pseudo_locale) -> None:
    save_unfinished(make_window(black="human", white="human"))
    restored = make_window(resume=True)
    assert restored.controller.game.ply > 0
    assert english([restored.status.text()]) == []  # "Welcome back — … (7 moves)"


def test_an_unreadable_autosave_is_reported_in_the_players_language(
    qtbot, make_window, tmp_path, pseudo_locale
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE_NAME).write_text(json.dumps({"format": "something else"}), encoding="utf-8")
    window = make_window(black="human", white="human", resume=True)
    qtbot.waitUntil(lambda: window.controller.ready, timeout=10000)
    box = shown_dialog(window, QMessageBox)
    kept = words(*folder.iterdir(), folder)  # where the file was kept: a path
    assert untranslated_in(box, kept) == []


@pytest.mark.parametrize("content", [b"hello world, not a game", b"\xff\xfe\x00 not text"])
def test_a_malformed_file_is_reported_in_the_players_language(
    qtbot, make_window, tmp_path: Path, pseudo_locale, content: bytes
) -> None:
    window = make_window(black="human", white="human")
    path = tmp_path / "bad.txt"
    path.write_bytes(content)
    assert not window.files.open_path(path)
    try:
        Game.from_transcript(" ".join(content.decode("utf-8", errors="replace").split()))
    except NotationError as exc:
        reason = exc  # the core's reason, in English (the core speaks to programs)
    box = shown_dialog(window, QMessageBox)
    assert path.name in box.text()
    assert untranslated_in(box, words(path.name, reason)) == []


def test_the_file_dialogs_types_are_translated_and_still_pick_the_format(tmp_path, pseudo_locale) -> None:
    opened, saved = game_files.open_filter(), game_files.save_filter()
    assert "(*.ggf *.txt *.obf)" in opened and "(*.txt)" in saved
    assert english([opened, saved], PATTERNS) == []
    transcript = saved.split(";;")[1]
    assert game_files.save_path_for(tmp_path / "mine", transcript) == tmp_path / "mine.txt"


def test_the_unexpected_error_box_is_translated(qtbot, monkeypatch, pseudo_locale) -> None:
    from othello_qt.ui import app

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(app, "_open_boxes", [])
    app._install_excepthook()
    error = RuntimeError("boom")
    sys.excepthook(RuntimeError, error, None)
    (box,) = app._open_boxes
    try:
        assert english([box.windowTitle(), box.text()], {"boom"}) == []  # the error's own words: data
    finally:
        box.close()
