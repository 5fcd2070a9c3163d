"""Command lines of other programs on Windows, where a backslash separates folders (tested on Linux)."""

from __future__ import annotations

import pytest

from othello_qt.core import command_line
from othello_qt.core.command_line import join_command, split_command


def test_windows_paths_keep_their_backslashes() -> None:
    assert split_command(r"C:\Engines\edax.exe -q -level 20", windows=True) == [
        r"C:\Engines\edax.exe",
        "-q",
        "-level",
        "20",
    ]
    assert split_command(r'"C:\Program Files\Edax 4.4\edax.exe" -book "D:\my books\b.dat"', windows=True) == [
        r"C:\Program Files\Edax 4.4\edax.exe",
        "-book",
        r"D:\my books\b.dat",
    ]
    # what shlex alone (POSIX rules) made of it
    assert split_command(r"C:\Engines\edax.exe", windows=False) == ["C:Enginesedax.exe"]


def test_windows_quoting_is_double_quotes_only() -> None:
    assert split_command("engine.exe --name 'Zoë' #1", windows=True) == [
        "engine.exe",
        "--name",
        "'Zoë'",
        "#1",
    ]
    with pytest.raises(ValueError):
        split_command('"C:\\Program Files\\edax.exe -q', windows=True)


@pytest.mark.parametrize("windows", [True, False])
def test_joined_commands_split_back(windows: bool) -> None:
    argv = [r"C:\Program Files\Edax\edax.exe" if windows else "/opt/my engines/edax", "-q", "Zoë Ångström"]
    assert split_command(join_command(argv, windows=windows), windows=windows) == argv


def test_the_referee_takes_a_windows_engine_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from othello_qt.cli.referee import parse_program

    monkeypatch.setattr(command_line, "WINDOWS", True)
    program = parse_program(r'edax="C:\Program Files\Edax\edax.exe" -q')
    assert program.name == "edax"
    assert program.command == [r"C:\Program Files\Edax\edax.exe", "-q"]
