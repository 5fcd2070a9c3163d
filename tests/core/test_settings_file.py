"""The settings file is checked before Qt opens it: never blocks, bounded, set aside when damaged."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.datafile import DataFileError, FileTooLargeError
from othello_qt.core.settings_file import (
    MAX_SETTINGS_BYTES,
    check_settings_file,
    ini_problem,
    prepare_user_settings,
    user_settings_files,
)

XDG_ONLY = pytest.mark.skipif(os.name != "posix" or sys.platform == "darwin", reason="INI settings: XDG")
"""Qt keeps the settings in an INI file there (Windows: the registry; macOS: property lists)."""

QT_WRITTEN = (
    b"[General]\n"
    b"animation_speed=off\n"
    b"black_player=human\n"
    b'b="line1\\nline2 \\"q\\" ; # = \\\\ "\n'
    b"f=\xe2\x80\xa8 \xc2\x85\n"
    b'geometry="@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\0\\0\\0\\0\\0\\x17\\0\\0\\x3\\xd3)"\n'
    b"level=5\n"
    b"text=@@foo(\n"
    b"\n"
    b"[%5Bweird%5D]\n"
    b"k%3Dy=true\n"
)
"""A file as Qt 6 writes it (quoted strings and byte arrays, ``@@`` for a leading ``@``, U+2028 raw)."""


def test_what_qt_writes_and_what_a_person_adds_is_accepted() -> None:
    assert ini_problem(QT_WRITTEN) is None
    assert ini_problem(b"") is None
    assert (
        ini_problem(b"\xef\xbb\xbf; a comment\r\n# another\r\n\r\n[a]\r\nkey = value \\\n  more\r\n") is None
    )


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (b"\x89PNG\r\n\x1a\n\x00\x00", "not UTF-8"),
        (b"[General]\nlevel=5\x00\n", "control character on line 2"),
        (QT_WRITTEN[:100], "cut short"),
        (b"[General]\njust words\n", "line 2 is not a setting"),
        (b'[General]\ngeometry="@ByteArray(\\x1\\xd9\n', "line 2"),
        (b"=value\n", "line 1"),
    ],
)
def test_damaged_files_are_refused_with_a_reason(data: bytes, words: str) -> None:
    problem = ini_problem(data)
    assert problem is not None and words in str(problem)


def test_every_cut_of_a_qt_file_is_refused() -> None:
    """A file cut short anywhere but at a line's end (where nothing of a line is lost) is refused."""
    for end in range(1, len(QT_WRITTEN)):
        if QT_WRITTEN[end - 1 : end] != b"\n":
            assert ini_problem(QT_WRITTEN[:end]) is not None, QT_WRITTEN[:end]


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=2000))
def test_the_check_of_any_bytes_answers_without_raising(data: bytes) -> None:
    problem = ini_problem(data)
    assert problem is None or isinstance(problem, DataFileError)


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=1, max_size=300).filter(lambda b: not b.endswith(b"\n")))
def test_bytes_not_ended_by_a_line_end_are_refused(data: bytes) -> None:
    """(A byte-order mark alone is an empty file.)"""
    if data == b"\xef\xbb\xbf":
        return
    assert ini_problem(data) is not None


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.from_regex(r"[A-Za-z0-9_%]{1,12}", fullmatch=True),
            st.from_regex(r"[ -~]{0,40}", fullmatch=True).filter(lambda v: '"' not in v and "\\" not in v),
        ),
        max_size=20,
    )
)
def test_plain_key_value_files_are_accepted(pairs: list[tuple[str, str]]) -> None:
    text = "[General]\n" + "".join(f"{key}={value.removeprefix('@')}\n" for key, value in pairs)
    assert ini_problem(text.encode()) is None


def test_the_check_is_linear() -> None:
    """A megabyte of lines is checked in well under a second (once per start)."""
    data = b"[General]\n" + b"key=" + b"x" * 60 + b"\n"
    data = data * (MAX_SETTINGS_BYTES // len(data))
    started = time.perf_counter()
    assert ini_problem(data) is None
    assert time.perf_counter() - started < 1.0


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "othello-qt.conf"
    os.mkfifo(fifo)
    with pytest.raises(DataFileError, match="FIFO"):
        check_settings_file(fifo)


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "othello-qt.conf"
    with open(big, "wb") as out:
        out.truncate(30 << 20)
    started = time.perf_counter()
    with pytest.raises(FileTooLargeError):
        check_settings_file(big)
    assert time.perf_counter() - started < 0.5


def test_a_missing_file_is_fine(tmp_path: Path) -> None:
    check_settings_file(tmp_path / "none.conf")


@XDG_ONLY
def test_the_files_qt_reads_follow_xdg_config_home(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "XDG_CONFIG_HOME": "/cfg"}
    assert user_settings_files("org", "app", env) == [Path("/cfg/org/app.conf"), Path("/cfg/org.conf")]
    assert user_settings_files("org", "app", {"HOME": "/h"})[0] == Path("/h/.config/org/app.conf")
    relative = {"HOME": "/h", "XDG_CONFIG_HOME": "rel"}  # Qt 6 ignores it
    assert user_settings_files("org", "app", relative)[1] == Path("/h/.config/org.conf")


@XDG_ONLY
def test_a_damaged_file_is_set_aside_once_and_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    (tmp_path / "org").mkdir()
    (tmp_path / "org" / "app.conf").write_bytes(b"\x00\xff random")
    (tmp_path / "org.conf").write_bytes(QT_WRITTEN)
    (problem,) = prepare_user_settings("org", "app")
    (kept,) = (tmp_path / "org").glob("app.unreadable-*.conf")
    assert kept.read_bytes() == b"\x00\xff random"
    assert problem.fields["kept"] == str(kept) and "app.conf could not be read" in str(problem)
    assert (tmp_path / "org.conf").read_bytes() == QT_WRITTEN  # a good file is left alone
    assert prepare_user_settings("org", "app") == (problem,)
