"""One home for the process's ``QApplication``: ``othello_qt.ui.qt_app.application``, used by the
window, the headless commands, the tests and the benchmarks."""

from __future__ import annotations

import ast
import contextlib
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
APPLICATION_CLASSES = {"QApplication", "QGuiApplication", "QCoreApplication"}


def application_constructions(path: Path) -> list[int]:
    """Lines of ``path`` that construct a Qt application object (calls of the class itself, not of
    its static methods such as ``QApplication.instance()``); code in test strings included."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    sources = [tree]
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and "Application(" in node.value:
            with contextlib.suppress(SyntaxError):  # prose, not a program
                sources.append(ast.parse(textwrap.dedent(node.value)))
    lines = []
    for source in sources:
        for node in ast.walk(source):
            if isinstance(node, ast.Call):
                func = node.func
                name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
                if name in APPLICATION_CLASSES:
                    lines.append(node.lineno)
    return lines


def test_only_qt_app_constructs_the_application() -> None:
    found = {
        str(path.relative_to(ROOT)): lines
        for folder in ("othello_qt", "benchmarks", "tests")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if (lines := application_constructions(path))
    }
    assert found == {"othello_qt/ui/qt_app.py": found.get("othello_qt/ui/qt_app.py", [])}, found
    assert found["othello_qt/ui/qt_app.py"]


def test_the_tests_run_in_the_application_the_program_makes(qapp) -> None:
    assert qapp.organizationName() == "othello-qt" and qapp.applicationName() == "pytest-qt-qapp"
    assert qapp.style().name().lower() == "fusion"
    assert not qapp.windowIcon().isNull()


def test_a_plot_with_no_display_makes_the_offscreen_application(tmp_path: Path) -> None:
    """``plots`` (and the self-test, the screenshot) need no screen: with no platform asked for,
    the application they make is the program's own, offscreen."""
    child = textwrap.dedent(
        """
        from othello_qt.cli.plots import line_plot_png
        from PySide6.QtWidgets import QApplication

        png = line_plot_png([(0, 0.5), (10, 0.75)], "t", x_label="x", y_label="y", y_top=1.0,
                            y_step=0.25, y_format=str)
        app = QApplication.instance()
        print(png[:4] == b"\\x89PNG", app.platformName(), app.organizationName(), app.style().name())
        """
    )
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    env["HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-c", child], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["True", "offscreen", "othello-qt", "fusion"], done.stdout + done.stderr


def test_a_headless_command_run_in_the_tests_process_keeps_their_application_name(qapp) -> None:
    """A self-test, screenshot or plot run in-process renamed the tests' application ``othello-qt``,
    and every later ``QSettings()`` would have read the player's own."""
    from othello_qt.ui.qt_app import application

    assert application(offscreen=True) is qapp
    assert qapp.applicationName() == "pytest-qt-qapp"
