"""Starting without a display says what is needed in one line, before Qt can abort."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from othello_qt.ui import display


@pytest.fixture
def x11_sockets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(display, "X11_SOCKETS", tmp_path)
    return tmp_path


def listening(path: str) -> socket.socket:
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(path)
    server.listen(1)
    return server


def test_no_display_variable_is_one_line_of_advice() -> None:
    problem = display.display_problem({}, "linux")
    assert problem is not None and "\n" not in problem
    assert "DISPLAY" in problem and "ssh -X" in problem and "QT_QPA_PLATFORM=offscreen" in problem
    assert display.display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") is None
    assert display.display_problem({}, "darwin") is None and display.display_problem({}, "win32") is None
    assert "DISPLAY is not set" in (display.display_problem({"QT_QPA_PLATFORM": "xcb"}, "linux") or "")


def test_an_x_display_is_found_by_its_socket(x11_sockets: Path) -> None:
    assert display.display_problem({"DISPLAY": ":41"}, "linux") is not None
    with listening(str(x11_sockets / "X41")):
        assert display.display_problem({"DISPLAY": ":41"}, "linux") is None
        assert display.display_problem({"DISPLAY": "unix:41.0"}, "linux") is None
    assert display.x11_problem("some-unknown-form") is None  # Qt decides what it does not know


def test_an_x_display_over_tcp_is_found_by_its_port(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen(1)
        port = server.getsockname()[1]
        monkeypatch.setattr(display, "X11_TCP_BASE", port - 10)
        assert display.display_problem({"DISPLAY": "127.0.0.1:10.0"}, "linux") is None
    assert "127.0.0.1:10.0" in (display.display_problem({"DISPLAY": "127.0.0.1:10.0"}, "linux") or "")


def test_a_wayland_display_is_found_by_its_socket(tmp_path: Path) -> None:
    environ = {"WAYLAND_DISPLAY": "wayland-7", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert "wayland-7" in (display.display_problem(environ, "linux") or "")
    with listening(str(tmp_path / "wayland-7")):
        assert display.display_problem(environ, "linux") is None
        assert display.display_problem({**environ, "DISPLAY": ":99"}, "linux") is None  # either will do


def test_the_app_without_a_display_exits_with_one_line() -> None:
    environ = {
        k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt"], capture_output=True, text=True, env=environ, timeout=60
    )
    assert done.returncode == 1
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and "needs a display" in lines[0], done.stderr
    assert "xcb" not in done.stderr and "Reinstalling" not in done.stderr
