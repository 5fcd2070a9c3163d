"""Game → Engines… in the real window: an engine is added and checked (or refused with its own words),
then plays a side, fails without losing the game, and values the moves as the analyst for hints."""

from __future__ import annotations

import shutil
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit, QPushButton

from othello_qt.core import engine_list
from othello_qt.core.players.external import START_SECONDS
from othello_qt.core.position import Move, Position
from othello_qt.ui import file_dialogs, i18n
from othello_qt.ui.engines_dialog import EnginesDialog
from tests.core.test_external_engine import FAKE_ENGINE, process_gone
from tests.ui.conftest import shown_dialog

SILENT_ENGINE = textwrap.dedent(
    """
    import os, sys, time
    with open(sys.argv[1] + ".part", "w") as out:
        out.write(str(os.getpid()))
    os.replace(sys.argv[1] + ".part", sys.argv[1])
    time.sleep(3600)
    """
)
"""Writes its process id to the file named, then never answers: a check that would wait its minute."""


@pytest.fixture
def silent(tmp_path: Path) -> tuple[str, Path]:
    """The command line of a silent engine, and the file where it writes its process id."""
    script, pid_file = tmp_path / "silent_engine.py", tmp_path / "silent.pid"
    script.write_text(SILENT_ENGINE)
    return f"{sys.executable} {script} {pid_file}", pid_file


def started_pid(qtbot, pid_file: Path) -> int:
    qtbot.waitUntil(pid_file.exists, timeout=30000)
    return int(pid_file.read_text())


@pytest.fixture
def script(tmp_path: Path) -> Path:
    path = tmp_path / "fake_engine.py"
    path.write_text(FAKE_ENGINE)
    return path


def start_check(window, name: str, command: str, folder: str = "") -> EnginesDialog:
    """Open Game → Engines…, type the engine in and press Add: its check starts."""
    window.menus.engines_action.trigger()
    dialog = shown_dialog(window, EnginesDialog)
    dialog.name.setText(name)
    dialog.command.setText(command)
    dialog.folder.setText(folder)
    dialog.budget.setText("4")
    dialog.add_button.click()
    assert dialog.busy.isVisible()  # the check shows it is under way
    return dialog


def add_engine(qtbot, window, name: str, command: str, folder: str = "") -> EnginesDialog:
    """Open Game → Engines…, type the engine in and press Add; wait for its check to end."""
    dialog = start_check(window, name, command, folder)
    # the check's own limit decides (a loaded machine starts Python slowly), not this wait
    qtbot.waitUntil(lambda: not dialog.checking, timeout=int((START_SECONDS + 30) * 1000))
    assert not dialog.busy.isVisible() and not dialog.stop_button.isVisible()
    return dialog


def choose_side(chooser, setting: str) -> None:
    """Pick ``setting`` in a Black/White chooser as the user does."""
    index = chooser.findData(setting)
    assert index >= 0, f"{setting} is not offered"
    chooser.setCurrentIndex(index)
    chooser.activated.emit(index)


def test_an_engine_is_added_after_its_check_and_offered_to_both_sides(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    dialog = add_engine(qtbot, window, "Fake", f"{sys.executable} {script} good", str(script.parent))
    assert "answered" in dialog.message.text() and "Fake-good" in dialog.message.text()
    assert dialog.list.count() == 1
    for chooser in (window.panel.black_chooser, window.panel.white_chooser):
        assert chooser.findData("engine:Fake") >= 0
    saved = engine_list.EngineList(window.engines.path).entries
    assert [(e.name, e.budget) for e in saved] == [("Fake", "4")]


def test_an_engine_that_fails_its_check_is_refused_with_its_own_words(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    dialog = add_engine(qtbot, window, "Broken", f"{sys.executable} {script} refuse")
    assert "cannot open eval.dat: No such file or directory" in dialog.message.text()
    assert "not added" in dialog.message.text()
    assert dialog.list.count() == 0 and window.engines.entries == []
    assert window.panel.black_chooser.findData("engine:Broken") < 0


def test_the_engine_plays_black_and_the_game_goes_on(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    add_engine(qtbot, window, "Fake", f"{sys.executable} {script} good")
    choose_side(window.panel.black_chooser, "engine:Fake")
    qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=20000)
    assert window.controller.game.moves[0] == Move.parse("f5")
    assert window.settings.black_player == "engine:Fake"


def test_othello_qt_nboard_plays_a_move_as_black(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    command = f"{sys.executable} -m othello_qt nboard --player master --seconds 2"
    dialog = add_engine(qtbot, window, "Self", command, str(Path.cwd()))
    assert "othello-qt-master" in dialog.message.text()
    choose_side(window.panel.black_chooser, "engine:Self")
    qtbot.waitUntil(lambda: window.controller.game.ply >= 1, timeout=60000)
    assert Position.initial().is_legal(window.controller.game.moves[0])


def errors_playing_black(qtbot, window, script, name: str, mode: str) -> list[str]:
    """The errors the window reports once the test engine ``name`` (``script``'s ``mode``) plays Black."""
    window.engines.add(engine_list.make_entry(name, f"{sys.executable} {script} {mode}", "", "4"))
    window._engines_changed()
    errors: list[str] = []
    window.controller.errorOccurred.connect(errors.append)
    choose_side(window.panel.black_chooser, f"engine:{name}")
    qtbot.waitUntil(lambda: bool(errors), timeout=20000)
    return errors


def test_a_crashing_engine_is_stopped_and_the_game_keeps_its_position(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    add_engine(qtbot, window, "Good", f"{sys.executable} {script} good")
    errors = errors_playing_black(qtbot, window, script, "Crash", "crash")
    assert "segmentation fault in search" in errors[0] and "Crash exited with code 139" in errors[0]
    # the engine's name in the player's words, no spec and no exception's name
    assert errors[0].startswith("The computer player External engine (Crash) failed")
    assert "engine:Crash" not in errors[0] and "EngineCrashed" not in errors[0]
    assert window.controller.game.ply == 0 and window.controller.paused
    assert "segmentation fault" in window.status.text()


def test_an_illegal_move_of_an_engine_is_told_in_plain_words(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    errors = errors_playing_black(qtbot, window, script, "Cheat", "illegal")
    assert errors[0].startswith("The computer player External engine (Cheat) failed")
    assert "Cheat answered a1, which is not legal in this position" in errors[0]
    assert "EngineIllegalMove" not in errors[0] and "engine:Cheat" not in errors[0]


def test_a_failed_analyst_is_said_so_by_the_graph_and_best_move(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    window.engines.add(engine_list.make_entry("Crashy", f"{sys.executable} {script} crash", "", "4"))
    window._engines_changed()
    window.analysis.set_graph_visible(True)
    window.menus.analyst_menu.aboutToShow.emit()
    analysts = {a.data(): a for a in window.menus.analyst_menu.actions()}
    analysts["engine:Crashy"].trigger()
    analyzer, graph = window.analysis.analyzer, window.analysis.panel.graph
    qtbot.waitUntil(lambda: "Analysis stopped" in window.status.text(), timeout=20000)
    for text in (graph.accessibleDescription(), graph.placeholder()):  # read, and drawn in the graph
        assert text.startswith("The analyst External engine (Crashy) failed, so the positions are not valued")
        assert "Crashy exited with code 139" in text and "valuing" not in text
    status = window.status.text()
    assert "Analysis stopped: the analyst External engine (Crashy) failed" in status
    assert "segmentation fault in search" in status and "EngineCrashed" not in status
    window.analysis.best_move_action.trigger()
    status = window.status.text()
    assert "not analysed: the analyst External engine (Crashy) failed" in status
    assert "within moments" not in status
    window.analysis.set_analyst(None)  # another analyst: its values are on their way again
    assert analyzer.failure is None
    qtbot.waitUntil(lambda: graph.placeholder() == "The engine is valuing the positions…", timeout=5000)


def test_a_failed_analyst_is_not_started_again_at_every_move(qtbot, make_window, script) -> None:
    """Each start of a crashing engine was reported again; now only the player's asking (a review,
    the graph turned on again, another analyst) tries it once more."""
    window = make_window(black="human", white="human")
    window.engines.add(engine_list.make_entry("Crashy", f"{sys.executable} {script} crash", "", "4"))
    window._engines_changed()
    window.analysis.set_graph_visible(True)
    window.menus.analyst_menu.aboutToShow.emit()
    {a.data(): a for a in window.menus.analyst_menu.actions()}["engine:Crashy"].trigger()
    analyzer = window.analysis.analyzer
    failures: list[str] = []
    analyzer.failed.connect(failures.append)
    qtbot.waitUntil(lambda: len(failures) == 1, timeout=20000)
    for square in ("f5", "d6", "c3"):
        window.controller.play_move(Move.parse(square))
    qtbot.wait(1500)  # time for the engine to be started and to crash again, were it started
    assert len(failures) == 1
    assert window.analysis.panel.graph.placeholder().startswith("The analyst External engine (Crashy) failed")
    window.analysis.start_review()  # asked for: tried again
    qtbot.waitUntil(lambda: len(failures) == 2, timeout=20000)
    assert not analyzer.reviewing


def test_the_engine_as_analyst_gives_the_hints(qtbot, make_window, script) -> None:
    window = make_window(black="human", white="human")
    add_engine(qtbot, window, "Fake", f"{sys.executable} {script} good")
    window.menus.analyst_menu.aboutToShow.emit()
    analysts = {a.data(): a for a in window.menus.analyst_menu.actions()}
    assert set(analysts) == {"", "engine:Fake"}
    analysts["engine:Fake"].trigger()
    assert window.settings.analyst == "engine:Fake"
    analyzer = window.analysis.analyzer  # the graph's values come from the engine too
    qtbot.waitUntil(lambda: analyzer.analysis_of(Position.initial()) is not None, timeout=20000)
    assert analyzer.analysis_of(Position.initial()).score == 1.5
    window.view_options.hints_action.setChecked(True)
    controller = window.controller
    qtbot.waitUntil(lambda: controller.hints is not None and controller.hints.final, timeout=20000)
    names = {Move(square).__str__(): value for square, value in controller.hints.scores.items()}
    assert names == {"f5": 1.5, "d3": -2.0, "c4": 1.0, "e6": 0.5}


def test_enter_in_a_field_adds_and_checks_the_engine(qtbot, tmp_path, script, monkeypatch) -> None:
    browsed: list[str] = []
    monkeypatch.setattr(file_dialogs, "existing_folder", lambda *args: browsed.append("open") or "")
    dialog = EnginesDialog(engine_list.EngineList(tmp_path / engine_list.FILE_NAME))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.name.setText("Fake")
    dialog.command.setText(f"{sys.executable} {script} good")
    dialog.command.setFocus()
    qtbot.keyClick(dialog.command, Qt.Key.Key_Return)
    assert dialog.checking and not browsed  # Enter ran "Add and check", not the folder chooser
    others = [b for b in dialog.findChildren(QPushButton) if b is not dialog.add_button]
    assert dialog.add_button.isDefault() and not any(b.autoDefault() or b.isDefault() for b in others)
    qtbot.waitUntil(lambda: not dialog.checking, timeout=int((START_SECONDS + 30) * 1000))
    assert dialog.list.count() == 1


@pytest.mark.skipif(shutil.which("yes") is None, reason="needs the yes command")
def test_a_program_that_floods_garbage_is_refused_at_once_as_not_nboard(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    dialog = start_check(window, "Garbage", "yes garbage")
    # refused after a bounded amount of its output, long before the minute a start may take
    qtbot.waitUntil(lambda: not dialog.checking, timeout=int(START_SECONDS * 1000 / 2))
    assert "does not speak NBoard's protocol" in dialog.message.text()
    assert "did not answer in time" not in dialog.message.text()
    assert dialog.list.count() == 0


def test_stop_check_stops_the_engine_at_once(qtbot, make_window, silent) -> None:
    command, pid_file = silent
    window = make_window(black="human", white="human")
    dialog = start_check(window, "Silent", command)
    pid = started_pid(qtbot, pid_file)
    assert dialog.stop_button.isVisible() and dialog.stop_button.isEnabled()
    dialog.stop_button.click()
    assert not dialog.checking and not dialog.busy.isVisible() and not dialog.stop_button.isVisible()
    assert dialog.add_button.isEnabled() and "was stopped" in dialog.message.text()
    qtbot.waitUntil(lambda: process_gone(pid), timeout=int(START_SECONDS * 1000 / 4))
    assert dialog.list.count() == 0 and window.engines.entries == []


def test_closing_the_dialog_stops_the_check_and_its_engine(qtbot, make_window, silent) -> None:
    command, pid_file = silent
    window = make_window(black="human", white="human")
    dialog = start_check(window, "Silent", command)
    pid = started_pid(qtbot, pid_file)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: process_gone(pid), timeout=int(START_SECONDS * 1000 / 4))
    assert window.engines.entries == []


def test_an_engines_failure_is_told_in_the_players_language(qtbot, make_window, script) -> None:
    """A German window said "Crash exited with code 139" and "does not speak NBoard's protocol: it
    wrote 5,001 lines" in English; the engine's own words (its stderr) stay as it wrote them."""
    try:
        i18n.install("de")
        window = make_window(black="human", white="human")
        errors = errors_playing_black(qtbot, window, script, "Crash", "crash")
        assert "Crash wurde mit Code 139 beendet: fake: segmentation fault in search" in errors[0]
        assert "exited with code" not in errors[0]
        dialog = start_check(window, "Garbage", "yes garbage")
        qtbot.waitUntil(lambda: not dialog.checking, timeout=int(START_SECONDS * 1000 / 2))
        text = dialog.message.text()
        assert "Garbage spricht nicht das NBoard-Protokoll: Es schrieb 5.001 Zeilen" in text, text
        dialog = start_check(window, "Tief", "gibtsnicht-xyz --level 3")
        qtbot.waitUntil(lambda: not dialog.checking, timeout=int(START_SECONDS * 1000 / 2))
        text = dialog.message.text()  # the system's "No such file or directory" was English
        assert "Tief: 'gibtsnicht-xyz' lässt sich nicht starten: Es gibt kein solches Programm" in text
        dialog.name.setText("")
        dialog.command.setText("edax")
        dialog.add_button.click()  # an entry that cannot be used: said in German too
        assert "gib der Engine einen Namen" in dialog.message.text()
        dialog.name.setText("Edax")
        dialog.budget.setText("99")
        dialog.add_button.click()
        assert "'99' ist weder eine Tiefe von 1 bis 60" in dialog.message.text()
    finally:
        i18n.install("en")


def test_the_fields_stay_put_as_messages_come_and_go(qtbot, tmp_path) -> None:
    """A trial saw the dialog's layout jump as its message changed height."""
    dialog = EnginesDialog(engine_list.EngineList(tmp_path / engine_list.FILE_NAME))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    where = dialog.name.mapTo(dialog, dialog.name.rect().topLeft())
    for text in (
        "",
        "Checking Edax…",
        "Edax was not added: it did not work as an NBoard engine.\nEdax exited",
    ):
        dialog.message.setText(text)
        QApplication.processEvents()
        assert dialog.name.mapTo(dialog, dialog.name.rect().topLeft()) == where, text


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_every_field_shows_its_whole_placeholder(qtbot, tmp_path, language: str) -> None:
    """A placeholder that says what to type is of no use cut short, in any language."""
    try:
        i18n.install(language)
        dialog = EnginesDialog(engine_list.EngineList(tmp_path / engine_list.FILE_NAME))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        for field in dialog.findChildren(QLineEdit):
            room = field.contentsRect().width() - 2 * field.textMargins().left() - 8  # Qt's side margins
            needs = field.fontMetrics().horizontalAdvance(field.placeholderText())
            assert needs <= room, (language, field.placeholderText())
    finally:
        i18n.install("en")


def test_a_damaged_engine_list_is_told_in_the_players_language(qtbot, make_window, tmp_path) -> None:
    """Why the list could not be read was said in English, whatever the window's language."""
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / engine_list.FILE_NAME).write_text('{"format": "othello-qt engines", "engines": [1]}')
    try:
        i18n.install("de")
        window = make_window(black="human", white="human")
        assert window.engines.entries == []
        assert "an engine is not an object" in str(window.engines.problem)  # the log's English
        text = window.status.text()  # the message the window showed at its start
        assert text.startswith("Deine Engine-Liste") and "ein Eintrag ist kein Objekt" in text, text
        assert "aufbewahrt" in text and len(list(folder.glob("engines.unreadable-*.json"))) == 1
        window.menus.engines_action.trigger()
        assert "ein Eintrag ist kein Objekt" in shown_dialog(window, EnginesDialog).message.text()
    finally:
        i18n.install("en")
