"""A damaged settings file through the real window: start-up never hangs or crawls, the file is set
aside (never rewritten), the game starts with the default settings and says so in the window."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from othello_qt.core.settings_file import ini_problem

pytestmark = pytest.mark.skipif(
    os.name != "posix" or sys.platform == "darwin", reason="the settings are an INI file on XDG systems"
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.dictionaries(
        st.text(min_size=1, max_size=12).filter(lambda k: k.strip("/") == k and "//" not in k),
        st.one_of(
            st.text(max_size=40),
            st.binary(max_size=40),
            st.integers(-(2**62), 2**62),
            st.booleans(),
            st.floats(allow_nan=False),
            st.lists(st.text(max_size=5), max_size=3),
        ),
        max_size=8,
    )
)
def test_every_file_qt_writes_passes_the_check(tmp_path: Path, values: dict) -> None:
    path = tmp_path / "written.ini"
    path.unlink(missing_ok=True)
    written = QSettings(str(path), QSettings.Format.IniFormat)
    for key, value in values.items():
        written.setValue(key, QByteArray(value) if isinstance(value, bytes) else value)
    written.sync()
    del written
    data = path.read_bytes() if path.exists() else b""
    assert ini_problem(data) is None, data


def test_the_check_looks_where_qt_reads(qapp) -> None:
    from othello_qt.core.settings_file import user_settings_files

    organization, application = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    assert user_settings_files(organization, application)[0] == Path(QSettings().fileName())


@pytest.fixture
def user_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Where ``QSettings()`` keeps this test's settings: a folder of its own (Qt's path and the check's)."""
    folder = tmp_path / "config"
    before = os.environ["XDG_CONFIG_HOME"]
    monkeypatch.setenv("XDG_CONFIG_HOME", str(folder))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(folder))
    path = folder / QCoreApplication.organizationName() / f"{QCoreApplication.applicationName()}.conf"
    path.parent.mkdir(parents=True)
    yield path
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, before)


def _huge(path: Path) -> bytes:
    """30 MB of settings lines (Qt took over 6 s to read them at each start)."""
    line = b"key%d=" + b"x" * 200 + b"\n"
    with open(path, "wb") as out:
        out.write(b"[General]\n")
        for block in range(1500):
            out.write(b"".join(line % (block * 100 + i) for i in range(100)))
    return b""


BAD_SETTINGS = {
    "random bytes": (lambda path: os.urandom(4096), "not UTF-8"),
    "cut short": (lambda path: b'[General]\nlevel=9\ngeometry="@ByteArray(\\x1\\xd9\\xd0', "cut short"),
    "30 MB": (_huge, "bytes is more than the"),
}


@pytest.mark.parametrize("name", list(BAD_SETTINGS))
def test_a_bad_settings_file_is_set_aside_and_reported(
    qtbot, tmp_path: Path, user_file: Path, name: str
) -> None:
    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.settings import AppSettings

    make, words = BAD_SETTINGS[name]
    data = make(user_file)
    if data:
        user_file.write_bytes(data)
    size = user_file.stat().st_size
    started = time.perf_counter()
    settings_ = AppSettings()
    assert time.perf_counter() - started < 2.0  # the 30 MB file is not read
    assert settings_.qsettings.fileName() == str(user_file)
    window = MainWindow(settings_, tmp_path / "data", resume=False, sound=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.controller.ready, timeout=10_000)
    (kept,) = user_file.parent.glob(f"{user_file.stem}.unreadable-*.conf")
    assert kept.stat().st_size == size
    if data:
        assert kept.read_bytes() == data
    message = window._error_box.text()
    assert "Your settings file" in message and str(user_file) in message and str(kept) in message
    assert words in message and "default settings" in message
    assert window.statusBar().isVisible()
    window.close()  # saves the settings anew, beside the one set aside
    assert ini_problem(user_file.read_bytes()) is None


CHILD = textwrap.dedent(
    """
    from PySide6.QtCore import QTimer

    from othello_qt.ui.qt_app import application

    app = application(["othello-qt"])
    said = []

    def look():
        windows = [w for w in app.topLevelWidgets() if w.isVisible() and hasattr(w, "controller")]
        if windows and windows[0].controller.ready:
            box = getattr(windows[0], "_error_box", None)
            said.append(box.text() if box is not None else "")
            app.closeAllWindows()
        else:
            QTimer.singleShot(50, look)

    QTimer.singleShot(50, look)
    from othello_qt.ui.app import run_app

    code = run_app(["othello-qt"])
    print("said:", said)
    """
)


def test_a_fifo_for_settings_does_not_hang_the_start(tmp_path: Path) -> None:
    """The real start (``run_app``): Qt used to block in ``QSettings()`` before any window."""
    config = tmp_path / "config"
    (config / "othello-qt").mkdir(parents=True)
    fifo = config / "othello-qt" / "othello-qt.conf"
    os.mkfifo(fifo)
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(config),
        XDG_DATA_HOME=str(tmp_path / "data"),
        HOME=str(tmp_path),
    )
    done = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    (kept,) = fifo.parent.glob("othello-qt.unreadable-*.conf")
    assert "Your settings file" in done.stdout and "FIFO" in done.stdout and str(kept) in done.stdout
    assert fifo.is_file()  # the settings were saved anew at the exit
