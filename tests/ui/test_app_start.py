"""The real start-up path (``othello-qt`` with no command), in a child process with its own settings."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

CHILD = textwrap.dedent(
    """
    from PySide6.QtCore import QTimer

    from othello_qt.ui.qt_app import application

    app = application(["othello-qt"])
    seen = {"ticks": 0}

    def look():
        windows = [w for w in app.topLevelWidgets() if w.isVisible() and hasattr(w, "controller")]
        seen["window"] = bool(windows)
        seen["ready"] = bool(windows) and windows[0].controller.ready
        seen["ticks"] += 1
        if seen["ready"] or seen["ticks"] > 1500:  # 150 s: loading the kernels on a loaded machine
            app.closeAllWindows()
        else:
            QTimer.singleShot(100, look)

    QTimer.singleShot(100, look)
    from othello_qt.ui.app import run_app

    code = run_app(["othello-qt"])
    print("result", code, seen.get("window"), seen.get("ready"))
    """
)


def test_run_app_shows_the_window_and_quits_cleanly(tmp_path: Path) -> None:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        HOME=str(tmp_path),
    )
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "result 0 True True" in done.stdout, done.stdout + done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert "QThread" not in done.stderr  # no thread destroyed while running


def test_the_remembered_players_and_level_show_before_play_begins(qtbot, tmp_path: Path) -> None:
    """The panel shows the saved players and level as the window appears, not once kernels are ready."""
    from PySide6.QtCore import QSettings

    from othello_qt.core.position import BLACK, WHITE
    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.settings import AppSettings, playable_levels

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    level = playable_levels()[1].number
    settings.set_player(0, "greedy")
    settings.set_player(1, "human")
    settings.level = level
    window = MainWindow(settings, tmp_path / "data", resume=False, sound=False)
    qtbot.addWidget(window)
    assert not window.controller.ready  # play begins from the event loop
    panel = window.panel
    assert panel.black_chooser.currentData() == "greedy"
    assert panel.white_chooser.currentData() == "human"
    assert panel.level_slider.level_number() == level
    assert "greedy" in panel.black_card.player.text().lower()
    qtbot.waitUntil(lambda: window.controller.ready, timeout=10_000)
    assert window.controller.side(BLACK) == "greedy" and window.controller.side(WHITE) == "human"
    assert panel.level_slider.level_number() == level


def test_no_arguments_open_the_window_without_loading_the_commands(monkeypatch) -> None:
    """Building the parser imports every command module; the window does not need them."""
    from othello_qt.cli import main as cli_main
    from othello_qt.ui import app

    def no_parser():
        raise AssertionError("the parser was built")

    monkeypatch.setattr(cli_main, "build_parser", no_parser)
    monkeypatch.setattr(app, "run_app", lambda argv: 7)
    assert cli_main.main([]) == 7
