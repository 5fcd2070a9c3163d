"""Standard output takes any name on Windows too, where a pipe or a file gets the ANSI code page."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

from othello_qt.cli.main import printable_output

ROOT = Path(__file__).resolve().parents[2]
GGF = "(;GM[Othello]PC[test]PB[対局 太郎]PW[Zoë]TY[8]BO[8 {board} *]B[f5]W[d6];)\n".format(
    board="-" * 27 + "O*------*O" + "-" * 27
)


def test_a_redirected_windows_stream_is_switched_to_utf_8() -> None:
    """``othello-qt-cli.exe games FILE > list.txt``: Windows gave the file cp1252, and a Japanese
    name raised ``UnicodeEncodeError``."""
    stream = io.TextIOWrapper(io.BytesIO(), encoding="cp1252")
    printable_output([stream], windows=True)
    stream.write("対局 太郎\tZoë\n")
    stream.flush()
    assert stream.buffer.getvalue() == "対局 太郎\tZoë\n".encode()  # type: ignore[attr-defined]


def test_elsewhere_a_locale_that_cannot_spell_a_name_writes_an_escape() -> None:
    stream = io.TextIOWrapper(io.BytesIO(), encoding="latin-1")
    printable_output([stream], windows=False)
    stream.write("対局 Zoë")
    stream.flush()
    assert stream.buffer.getvalue() == b"\\u5bfe\\u5c40 Zo\xeb"  # type: ignore[attr-defined]


def test_utf_8_streams_are_left_alone() -> None:
    stream = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="strict")
    printable_output([stream], windows=True)
    assert stream.encoding == "utf-8" and stream.errors == "strict"


def test_the_games_command_prints_a_japanese_name_to_a_cp1252_pipe(tmp_path: Path) -> None:
    games = tmp_path / "対局 Zoë.ggf"
    games.write_text(GGF, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="cp1252")
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt", "games", str(games)], env=env, capture_output=True, timeout=300
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    assert done.stdout.startswith(b"\\u5bfe\\u5c40 \\u592a\\u90ce\tZo\xeb\t")
