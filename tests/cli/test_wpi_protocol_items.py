"""The WPI seed read line by line: one test per item of the protocol review, through the commands.

``wpi_fake_program.py`` plays exact bytes on its turns, so the referee can be shown what no
well-behaved program writes: no line end, malformed lines, a 600-character line, a folder.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.position import BLACK, PASS, WHITE, move_at
from othello_qt.core.protocol_numbers import NumberFieldError
from othello_qt.core.protocols.wpi import (
    MAX_TIME_LIMIT,
    TIME_LIMIT_VARIABLE,
    ProtocolError,
    ProtocolMove,
    check_move,
    format_move,
    parse_move_line,
    start_position,
    time_limit_from_environment,
)
from tests.cli.wpi_helpers import HERE, othello_qt
from tests.linear_time import assert_linear

FAKE = HERE / "wpi_fake_program.py"


def _fake(name: str, *texts: str) -> str:
    return f"{name}=" + shlex.join([sys.executable, str(FAKE), name, *texts])


def _wpi(name: str, *extra: str) -> str:
    return f"{name}=" + shlex.join(othello_qt("wpi", name, *extra))


def _referee(white: str, black: str, folder: Path, *extra: str, timeout: float = 180):
    """``--seed 1`` makes the first program White."""
    return subprocess.run(
        othello_qt("referee", white, black, "--dir", str(folder), "--seed", "1", "--quiet", *extra),
        capture_output=True,
        text=True,
        timeout=timeout,
    )


# --- 1: a pass is column P alone ----------------------------------------------------------------


@pytest.mark.parametrize("line", ["(W P 1)", "W P 0", "W P", "(W P)", "( W , P , 7 )", "w p 9\n"])
def test_column_p_alone_is_a_pass(line: str) -> None:
    assert parse_move_line(line) == ProtocolMove(WHITE, PASS)


# --- 2: no line end needed ------------------------------------------------------------------------


def test_the_referee_reads_a_move_without_a_line_end_at_once(tmp_path: Path) -> None:
    done = _referee(_fake("plain", "(W D 3)", "(W A 1)"), _wpi("bob", "--player", "greedy"), tmp_path)
    line = next(line for line in done.stdout.splitlines() if "plain: (W D 3)" in line)
    assert float(line.split()[-2]) < 0.5, line  # seconds charged to the mover


def test_the_player_reads_a_move_without_a_line_end_at_once(tmp_path: Path) -> None:
    process = subprocess.Popen(
        othello_qt("wpi", "me", "--dir", str(tmp_path), "--player", "greedy", "--quiet"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    inbox = tmp_path / "me.in"
    try:
        _give(inbox, "B")
        started = time.monotonic()
        _give(inbox, "(W D 3)")  # no line end
        assert time.monotonic() - started < 0.6
    finally:
        process.kill()
        process.communicate()


def _give(path: Path, text: str, timeout: float = 60) -> None:
    temp = path.with_name(".give.tmp")
    temp.write_text(text)
    os.replace(temp, path)
    deadline = time.monotonic() + timeout
    while path.exists():
        assert time.monotonic() < deadline, f"{text!r} was not read"
        time.sleep(0.01)


# --- 3, 4: an invalid move loses, reported in the protocol's coordinates --------------------------


def test_an_occupied_square_is_named_in_protocol_coordinates(tmp_path: Path) -> None:
    done = _referee(_fake("taker", "(W D 5)\n"), _wpi("bob", "--player", "greedy"), tmp_path)
    assert done.returncode == 1
    assert "invalid move '(W D 5)': space occupied (D 5 already holds a disc)" in done.stdout
    assert "d4" not in done.stdout.lower().replace("(w d 5)", "")
    assert "bob wins; taker loses" in done.stdout


def test_check_move_speaks_protocol_coordinates() -> None:
    position = start_position()
    with pytest.raises(ProtocolError, match="A 1 traps no Black disc"):
        check_move(position, parse_move_line("(W A 1)"))
    with pytest.raises(ProtocolError, match=r"White can move \(for example [A-H] [1-8]\)"):
        check_move(position, parse_move_line("(W P 0)"))


# --- 5: the referee's time limit reaches the programs ---------------------------------------------


def test_the_referees_time_limit_reaches_our_players(tmp_path: Path) -> None:
    done = _referee(
        _wpi("fast", "--player", "master:book=off"),
        _wpi("bob", "--player", "greedy"),
        tmp_path,
        "--time-limit",
        "2",
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "limit 2 s" in (tmp_path / "fast.log").read_text()
    assert "did not move within" not in done.stdout


# --- 6, 7: written as the seed writes, read strictly, relayed canonically ---------------------------


def test_moves_are_written_as_the_seed_writes_them() -> None:
    assert format_move(WHITE, move_at(43)) == "(W D 3)"  # d6 in standard notation
    assert format_move(BLACK, PASS) == "(B P 0)"
    assert parse_move_line("W D 3") == parse_move_line("(W D 3)\n") == ProtocolMove(WHITE, move_at(43))


@pytest.mark.parametrize(
    "line",
    ["(W C 4", "W C 4)", "W\nC\n4", "W C 0004", "WC4", "(W C 4))", "W C 4 5", "W C 4;", "", "W", "((W C 4))"],
)
def test_malformed_lines_are_refused_not_repaired(line: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_move_line(line)
    assert caught.value.reason == "malformed"


def test_the_referee_relays_the_canonical_line(tmp_path: Path) -> None:
    done = _referee(_fake("loose", "   W ,  D\t3  \n", "MKDIR"), _wpi("bob", "--player", "greedy"), tmp_path)
    assert "loose: (W D 3)" in done.stdout
    assert "opponent (W D 3)" in (tmp_path / "bob.log").read_text()


def test_a_huge_line_is_refused_at_once_and_not_echoed(tmp_path: Path) -> None:
    huge = "(W" + " " * 300 + "D" + " " * 300 + "!"
    started = time.monotonic()
    done = _referee(_fake("noisy", huge), _wpi("bob", "--player", "greedy"), tmp_path)
    assert time.monotonic() - started < 60
    assert done.returncode == 1
    assert "malformed" in done.stdout
    assert max(len(line) for line in done.stdout.splitlines()) < 250


# --- 8: linear time --------------------------------------------------------------------------------


def test_the_move_parser_takes_linear_time() -> None:
    def parse(spaces: int) -> None:
        with pytest.raises(ProtocolError) as refused:
            parse_move_line("(W" + " " * spaces + "D" + " " * spaces + "!")
        assert refused.value.reason == "malformed"

    parse(40)  # a short line is scanned and refused
    assert_linear(parse, 20_000)  # lines over 200 characters are refused before the scan


@given(st.text(max_size=40))
def test_any_text_is_a_move_or_a_protocol_error(text: str) -> None:
    try:
        played = parse_move_line(text)
    except ProtocolError as exc:
        assert exc.reason in ("malformed", "off the board")
        return
    assert parse_move_line(format_move(played.color, played.move)) == played


@given(
    st.sampled_from("WBwb"),
    st.sampled_from("ABCDEFGHabcdefgh"),
    st.sampled_from("12345678"),
    st.lists(st.sampled_from([" ", "\t", ",", "  "]), min_size=4, max_size=4),
    st.booleans(),
    st.sampled_from(["", "\n", "\r\n"]),
)
def test_every_spelling_of_a_move_reads_the_same(color, column, row, seps, parens, end) -> None:
    body = f"{color}{seps[0]}{column}{seps[1]}{row}"
    line = (f"({seps[2].strip(',')}{body}{seps[3].strip(',')})" if parens else body) + end
    played = parse_move_line(line)
    assert str(played) == f"({color.upper()} {column.upper()} {row})"


# --- 9: folders that cannot be written, files that are folders --------------------------------------


def test_a_protocol_file_that_is_a_folder_is_one_line_and_an_error(tmp_path: Path) -> None:
    (tmp_path / "me.in").mkdir()
    done = subprocess.run(
        othello_qt("wpi", "me", "--dir", str(tmp_path), "--player", "greedy"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1
    assert done.stderr.strip() == f"wpi: cannot read {tmp_path / 'me.in'}: Is a directory"


def test_a_program_that_turns_its_out_file_into_a_folder(tmp_path: Path) -> None:
    done = _referee(_fake("odd", "MKDIR"), _wpi("bob", "--player", "greedy"), tmp_path)
    assert done.returncode == 2
    assert done.stderr.strip().startswith(f"referee: cannot read {tmp_path / 'odd.out'}")
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr


@contextlib.contextmanager
def _mounted(folder: Path, options: str) -> Iterator[Path]:
    """A small tmpfs at ``folder`` (``ro`` or ``size=...``); skips where mounting is not allowed."""
    folder.mkdir()
    if (
        os.geteuid() != 0
        or subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(folder)]).returncode
    ):
        pytest.skip("needs root to mount a read-only or full file system")
    try:
        yield folder
    finally:
        subprocess.run(["umount", str(folder)], check=False)


@pytest.mark.parametrize("options", ["ro", "size=4k"])
def test_the_referee_on_a_read_only_or_full_folder(tmp_path: Path, options: str) -> None:
    with _mounted(tmp_path / "mnt", options) as folder:
        if options.startswith("size"):
            with contextlib.suppress(OSError):
                (folder / "filler").write_bytes(b"x" * 64 * 1024)
        done = _referee(_wpi("alice", "--player", "greedy"), _wpi("bob", "--player", "greedy"), folder)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("referee: cannot ") and str(folder) in lines[0]
    assert "Traceback" not in done.stderr


# --- 10: numbers are read with their range ----------------------------------------------------------


@pytest.mark.parametrize("value", ["1e400", "nan", "0", "9" * 500])
def test_a_bad_time_limit_from_the_referee_is_reported_and_60_s_used(tmp_path: Path, value: str) -> None:
    """``OTHELLO_WPI_TIME_LIMIT=1e400`` was silently replaced by 60 s: now the player says so."""
    process = subprocess.Popen(
        othello_qt("wpi", "me", "--dir", str(tmp_path), "--player", "greedy"),
        env={**os.environ, TIME_LIMIT_VARIABLE: value},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        waiting = process.stdout.readline()
    finally:
        process.kill()
        _, err = process.communicate()
    assert "limit 60 s" in waiting, waiting
    assert f"wpi: warning: {TIME_LIMIT_VARIABLE}: " in err and "; using 60 s per move" in err, err
    assert "Traceback" not in err and len(err.splitlines()) == 1


def test_the_time_limit_variable_is_read_with_its_range(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(TIME_LIMIT_VARIABLE, raising=False)
    assert time_limit_from_environment() is None
    monkeypatch.setenv(TIME_LIMIT_VARIABLE, f"{2.5:g}")
    assert time_limit_from_environment() == 2.5
    monkeypatch.setenv(TIME_LIMIT_VARIABLE, f"{MAX_TIME_LIMIT:g}")  # as the referee writes it
    assert time_limit_from_environment() == MAX_TIME_LIMIT
    for bad in ("inf", "1e400", "0", "-1", "1_0", f"{MAX_TIME_LIMIT * 2:g}"):
        monkeypatch.setenv(TIME_LIMIT_VARIABLE, bad)
        with pytest.raises(NumberFieldError, match=TIME_LIMIT_VARIABLE):
            time_limit_from_environment()


@pytest.mark.parametrize("row", ["0", "9"])
def test_a_row_outside_1_to_8_is_off_the_board(row: str) -> None:
    with pytest.raises(ProtocolError) as caught:
        parse_move_line(f"(W D {row})")
    assert caught.value.reason == "off the board"
