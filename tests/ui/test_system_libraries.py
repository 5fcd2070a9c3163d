"""The X11 library check of ``make run``: a missing library is named with the one install command."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.ui import system_libraries as sl

LDD_MISSING_CURSOR = """\
\tlinux-vdso.so.1 (0x00007ffd)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f)
\tlibxcb-cursor.so.0 => not found
\tlibxcb-randr.so.0 => not found
\tlibxcb-cursor.so.0 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f)
"""


def test_ldd_output_names_each_missing_library_once() -> None:
    assert sl.missing_libraries(LDD_MISSING_CURSOR) == ["libxcb-cursor.so.0", "libxcb-randr.so.0"]
    assert sl.missing_libraries("\tlibc.so.6 => /lib/libc.so.6 (0x1)\n") == []


@given(st.text())
def test_any_ldd_output_parses_to_names_it_contains(text: str) -> None:
    for name in sl.missing_libraries(text):
        assert name in text and "not found" in text


@pytest.mark.parametrize(
    ("manager", "command"),
    [
        ("apt-get", "sudo apt-get install -y libxcb-cursor0 libxcb-randr0"),
        ("dnf", "sudo dnf install -y xcb-util-cursor libxcb"),
        ("pacman", "sudo pacman -S --needed xcb-util-cursor libxcb"),
        ("zypper", "sudo zypper install libxcb-cursor0 libxcb-randr0"),
    ],
)
def test_one_install_command_per_package_manager(manager: str, command: str) -> None:
    assert sl.install_command(["libxcb-cursor.so.0", "libxcb-randr.so.0"], manager) == command


def test_packages_of_the_same_library_are_not_repeated() -> None:
    assert (
        sl.install_command(["libxcb-randr.so.0", "libxcb-shape.so.0"], "dnf") == "sudo dnf install -y libxcb"
    )


def test_only_an_x11_start_is_checked() -> None:
    linux = sys.platform.startswith("linux")
    assert sl.uses_xcb({}) is linux
    assert sl.uses_xcb({"QT_QPA_PLATFORM": "xcb"}) is linux
    assert not sl.uses_xcb({"QT_QPA_PLATFORM": "offscreen"})
    assert not sl.uses_xcb({"WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"})


def _fake_tools(folder: Path, ldd_output: str, manager: str) -> dict[str, str]:
    """A PATH holding only a fake ``ldd`` (printing ``ldd_output``) and a package manager."""
    folder.mkdir()
    (folder / "ldd.txt").write_text(ldd_output)
    printer = f"#!{sys.executable}\nprint(open({str(folder / 'ldd.txt')!r}).read(), end='')\n"
    for name, text in (("ldd", printer), (manager, "#!/bin/sh\nexit 0\n")):
        script = folder / name
        script.write_text(text)
        script.chmod(0o755)
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env["PATH"] = str(folder)
    return env


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux only")
@pytest.mark.parametrize(
    ("manager", "expected"),
    [("apt-get", "sudo apt-get install -y libxcb-cursor0"), ("zypper", "sudo zypper install libxcb-cursor0")],
)
def test_a_missing_library_stops_make_run_with_the_install_command(
    tmp_path: Path, manager: str, expected: str
) -> None:
    """What ``make run`` runs first, on a machine whose loader cannot find libxcb-cursor."""
    if sl.xcb_plugin() is None:
        pytest.skip("PySide6 has no xcb plugin here")
    env = _fake_tools(tmp_path / "bin", "\tlibxcb-cursor.so.0 => not found\n", manager)
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt.ui.system_libraries"], env=env, capture_output=True, text=True
    )
    assert done.returncode == 1
    assert "libxcb-cursor.so.0" in done.stderr
    assert done.stderr.strip().endswith(expected)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux only")
def test_nothing_missing_lets_make_run_go_on(tmp_path: Path) -> None:
    env = _fake_tools(tmp_path / "bin", "\tlibc.so.6 => /lib/libc.so.6 (0x1)\n", "apt-get")
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt.ui.system_libraries"], env=env, capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stderr == ""


def _entry_points() -> list[list[str]]:
    scripts = Path(sys.executable).parent
    return [
        [str(scripts / "othello-qt")],
        [str(scripts / "othello-qt-gui")],
        [sys.executable, "-m", "othello_qt"],
    ]


@pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="the xcb plugin and abstract sockets are Linux's"
)
@pytest.mark.parametrize(
    "command", _entry_points(), ids=["othello-qt", "othello-qt-gui", "python -m othello_qt"]
)
def test_every_start_of_the_window_says_the_same_one_line(tmp_path: Path, command: list[str]) -> None:
    """On an X display whose machine lacks two of the xcb plugin's libraries, each way of starting the
    window prints the one line of ``make run`` and exits before Qt aborts (the frozen bundle's entry
    runs the same ``run_app``)."""
    if sl.xcb_plugin() is None:
        pytest.skip("PySide6 has no xcb plugin here")
    if not Path(command[0]).exists():
        pytest.skip(f"{command[0]} is not installed (pip install -e . makes it)")
    missing = "\tlibxcb-icccm.so.4 => not found\n\tlibxcb-keysyms.so.1 => not found\n"
    env = _fake_tools(tmp_path / "bin", missing, "apt-get")
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as x_server:  # an X display that answers
        number = next(n for n in range(4700, 4800) if _bound(x_server, f"\0/tmp/.X11-unix/X{n}"))
        x_server.listen(4)
        env["DISPLAY"] = f":{number}"
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert lines == [
        "othello-qt: Qt's X11 (xcb) platform plugin needs system libraries that are not installed "
        "(libxcb-icccm.so.4, libxcb-keysyms.so.1); "
        "install them with: sudo apt-get install -y libxcb-icccm4 libxcb-keysyms1"
    ], done.stderr


def _bound(server: socket.socket, address: str) -> bool:
    try:
        server.bind(address)
    except OSError:
        return False
    return True
