"""Fuzz harnesses for both protocols: hostile input never gives a traceback, and an NBoard ping is
answered at once whatever is running or queued, with nothing stale after its ``pong``.

Lines come from a seeded ``random.Random`` (the seed is in the test id, so a failure replays):
commands with hostile numbers (``inf``, ``nan``, ``1e400``, 5,000 digits, other scripts' digits),
mutated games, garbage of any character, bytes that are not UTF-8, and pings in between.  The
default runs are short; ``@pytest.mark.slow`` runs the same harnesses on many more lines.

"The reader never waits for a search" is checked without a clock, so a loaded machine cannot fail
it.  In this process, ``handle`` is the reader, and every search the engine runs is held at its end
(``_Gate``) while a line is handled: a reader that waited for a search would wait on the held one,
which says so.  Through the real command, searches are given an hour (``--seconds 3600``), so a
``pong`` that arrives at all arrived while the search it stopped would still have been running.
How long a ``pong`` takes is a figure, measured by ``python -m benchmarks protocols``.
"""

from __future__ import annotations

import io
import random
import subprocess
import tempfile
import threading
import time
from pathlib import Path

import pytest

from othello_qt.core.players.registry import create_player
from othello_qt.core.protocol_numbers import NumberFieldError
from othello_qt.core.protocols.nboard import REQUESTS, NBoardEngine
from othello_qt.core.protocols.wpi import (
    MAX_TIME_LIMIT,
    TIME_LIMIT_VARIABLE,
    ProtocolError,
    check_move,
    is_move_line,
    parse_color,
    parse_move_line,
    read_line_file,
    start_position,
    time_limit_from_environment,
)
from tests.cli.test_nboard import GAME
from tests.cli.wpi_helpers import othello_qt

HELD_SECONDS = 5.0
"""How long ``_Gate`` holds a search that ends while a line is handled: never reached when the
reader does not wait for searches, and generous for a loaded machine."""
SEARCH_SECONDS = "3600"
"""The command's time a move: no search ends by itself while the fuzz runs."""

NUMBERS = [
    *("inf", "-inf", "Infinity", "nan", "NaN", "1e400", "-1e400", "1e-400", "1e", "--1", "+5", "5."),
    *(".5", "1_000", "0x10", "٣", "９", "", "0", "-0", "1", "2", "60", "61", "64", "65", "6400"),
    *("6401", "2147483647", "2147483648", "9" * 5000, "1" + "0" * 400, "3.5", "-3.5"),
]
WORDS = ["nboard", "set", "depth", "game", "contempt", "move", "go", "hint", "analyze", "learn", "frob"]
HOSTILE = "\x00\x01\x07\x0b\x0c\x1b\x1c\x7f\x85\u2028\u2029\ufeff\ufffdÿé€𝄞\t /[]();:,-PA"
SEARCH_OUTPUT = ("search ", "=== ", "analysis ", "nodestats ", "status othello-qt is ")
"""Lines only a search prints (with a bare ``status``, which ends one)."""


def _number(rng: random.Random) -> str:
    if rng.random() < 0.7:
        return rng.choice(NUMBERS)
    return str(rng.randint(-(10**12), 10**12)) if rng.random() < 0.5 else repr(rng.uniform(-1e4, 1e4))


def _garbage(rng: random.Random, size: int) -> str:
    return "".join(rng.choice(HOSTILE + "abcFGH12345678") for _ in range(rng.randint(0, size)))


def _game(rng: random.Random) -> str:
    game = GAME
    roll = rng.random()
    if roll < 0.3:
        game = game.replace("TI[15:00]", f"TI[{rng.choice(['0//0', _number(rng), '0:05', '1:00:00'])}]")
    elif roll < 0.5:
        game = game.replace("B[D3]", f"B[D3/{_number(rng)}/{_number(rng)}]")
    elif roll < 0.6:
        cut = rng.randrange(len(game))
        game = game[:cut] + _garbage(rng, 5) + game[cut + 1 :]
    return game


def nboard_line(rng: random.Random) -> bytes:
    """One line an NBoard GUI -- or anything else -- might send (``quit`` and ``ping`` aside)."""
    roll = rng.random()
    if roll < 0.1:
        text = f"set game {GAME}"  # back in step after an illegal move, so that searches run
    elif roll < 0.4:
        text = rng.choice(
            [
                f"set depth {_number(rng)}",
                f"set contempt {_number(rng)}",
                f"hint {_number(rng)}",
                f"nboard {_number(rng)}",
                f"set game {_game(rng)}",
                f"move {rng.choice(['D6', 'C3', 'F5', 'PA', 'A1', 'z9'])}/{_number(rng)}/{_number(rng)}",
                rng.choice(["D6", "C3", "F5", "PA"]),
            ]
        )
    elif roll < 0.7:
        text = rng.choice(["go", "hint 3", "hint 64", "analyze", "learn", "set depth 4", "set depth 60"])
    elif roll < 0.85:
        text = " ".join(
            rng.choice([*WORDS, _number(rng), _garbage(rng, 6)]) for _ in range(rng.randint(1, 5))
        )
    elif roll < 0.95:
        text = _garbage(rng, 300)
    else:
        return bytes(
            rng.choice([0x80, 0xC3, 0xE9, 0xFF, 0xFE, 0x20, 0x41]) for _ in range(rng.randint(1, 40))
        )
    return text.replace("\n", " ").replace("\r", " ").encode("utf-8")


def _is_request(line: str) -> bool:
    """As ``NBoardEngine.handle`` splits a line."""
    return line.strip().partition(" ")[0] in REQUESTS


def _pause(rng: random.Random, line: str) -> None:
    """Now and then, and often after a request, give the search time to start and print."""
    if rng.random() < (0.6 if _is_request(line) else 0.1):
        time.sleep(rng.uniform(0, 0.06))


def _stale_lines(output: list[str], sent: list[str]) -> list[str]:
    """Search output between two pongs whose pings had no request between them: it can only be stale.

    ``sent`` is every line written, pings included; ``output`` every line read.
    """
    pongs = {line: index for index, line in enumerate(output) if line.startswith("pong ")}
    stale: list[str] = []
    previous: str | None = None
    requested = False
    for line in sent:
        if line.startswith("ping "):
            pong = "pong " + line[5:]
            if previous is not None and not requested:
                between = output[pongs[previous] + 1 : pongs[pong]]
                stale += [text for text in between if text == "status" or text.startswith(SEARCH_OUTPUT)]
            previous, requested = pong, False
        elif _is_request(line):
            requested = True
    return stale


class _Lines(io.StringIO):
    """An output that keeps what each write wrote (the engine writes one line per write)."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[str] = []

    def write(self, text: str) -> int:
        self.lines.append(text.rstrip("\n"))
        return len(text)


class _Gate:
    """Holds the end of every search of a player while the reader handles a line.

    A search that ends while the gate is closed waits for it to open; if it is still closed after
    ``HELD_SECONDS``, the reader was waiting for that search, and the line is recorded in ``held``.
    """

    def __init__(self, player: object) -> None:
        self.opened = threading.Event()
        self.opened.set()
        self.line = ""
        self.held: list[str] = []
        for name in ("choose", "analyze"):
            setattr(player, name, self._gated(getattr(player, name)))

    def _gated(self, search):
        def held_at_its_end(*args, **kwargs):
            result = search(*args, **kwargs)
            if not self.opened.wait(HELD_SECONDS):
                self.held.append(self.line[:60])
            return result

        return held_at_its_end

    def handle(self, engine: NBoardEngine, line: str) -> bool:
        """``engine.handle(line)`` with every search held until it returns."""
        self.line = line
        self.opened.clear()
        try:
            return engine.handle(line)
        finally:
            self.opened.set()


def _in_process_session(seed: int, count: int) -> None:
    rng = random.Random(seed)
    out, err = _Lines(), io.StringIO()
    player = create_player("master", seed=1)
    gate = _Gate(player)
    engine = NBoardEngine(player, out, seconds=0.2, err=err)
    sent: list[str] = []
    number = 0
    try:
        for _ in range(count):
            if rng.random() < 0.3:
                number += 1
                line = f"ping {number}"
            else:
                line = nboard_line(rng).decode("utf-8", errors="replace")  # as the real reader decodes
            assert gate.handle(engine, line) is True, line
            assert not gate.held, f"the reader waited for a search while it handled {gate.held}"
            sent.append(line)
            if line.startswith("ping "):
                assert out.lines[-1] == f"pong {number}"
            _pause(rng, line)
        engine.handle(f"ping {number + 1}")
        sent.append(f"ping {number + 1}")
    finally:
        engine.interrupt()
        engine.wait()  # whatever a stale search could still write is written now
        engine.close()
    output = out.lines
    assert output[-1] == f"pong {number + 1}"
    assert not _stale_lines(output, sent)
    assert "failed" not in err.getvalue() and "Traceback" not in err.getvalue()


class _Timed:
    """The engine's stdout lines with the time each arrived, read by a thread."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.lines: list[tuple[float, str]] = []
        self._arrived = threading.Condition()
        self._process = process
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self._process.stdout is not None
        for raw in self._process.stdout:
            with self._arrived:
                self.lines.append((time.monotonic(), raw.decode("utf-8", errors="replace").rstrip("\n")))
                self._arrived.notify_all()

    def wait_for(self, text: str, timeout: float = 30.0) -> float:
        """When ``text`` arrived (waiting for it if need be)."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while True:
                for arrived, line in self.lines:
                    if line == text:
                        return arrived
                assert self._arrived.wait(max(0.0, deadline - time.monotonic())), f"no {text!r}"

    def read_to_the_end(self, timeout: float = 30.0) -> None:
        """Every line the engine wrote: its stdout has closed and the reader has taken them all."""
        self._reader.join(timeout)
        assert not self._reader.is_alive(), "the engine's output did not end"


def _command_session(seed: int, count: int) -> None:
    """The fuzz through the real command, its searches given an hour: every ``pong`` arrives (each
    within ``_Timed.wait_for``'s timeout), so none waited for a search to end."""
    with tempfile.TemporaryFile() as errors:  # a pipe nobody reads would fill up and stop the engine
        process = subprocess.Popen(
            othello_qt("nboard", "--player", "master:book=off", "--seconds", SEARCH_SECONDS),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=errors,
        )
        try:
            output, sent, written = _drive(process, random.Random(seed), count)
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
        errors.seek(0)
        err = errors.read()
    assert process.returncode == 0 and b"Traceback" not in err and b"failed" not in err, err[-2000:]
    lines = [line for _, line in output.lines]
    assert lines[-1] == "pong end"
    assert all(pong in lines for pong in written)
    assert not _stale_lines(lines, ["ping 0", *sent])


def _drive(
    process: subprocess.Popen[bytes], rng: random.Random, count: int
) -> tuple[_Timed, list[str], dict[str, float]]:
    """Write ``count`` lines and pings, ``ping end``, ``quit``: (output, lines sent, pong -> ping time)."""
    assert process.stdin is not None
    output = _Timed(process)
    sent: list[str] = []
    written: dict[str, float] = {}
    process.stdin.write(b"nboard 2\nping 0\n")
    process.stdin.flush()
    output.wait_for("pong 0", timeout=120)  # the engine has started
    for number in range(1, count + 1):
        raw = f"ping {number}".encode() if rng.random() < 0.3 else nboard_line(rng)
        line = raw.decode("utf-8", errors="replace")
        process.stdin.write(raw + b"\n")
        process.stdin.flush()
        sent.append(line)
        if line.startswith("ping "):
            written["pong " + line[5:]] = time.monotonic()
        _pause(rng, line)
    process.stdin.write(b"ping end\n")
    process.stdin.flush()
    sent.append("ping end")
    written["pong end"] = time.monotonic()
    output.wait_for("pong end")
    process.stdin.write(b"quit\n")
    process.stdin.close()
    process.wait(timeout=30)
    output.read_to_the_end()  # whatever a stopped search wrote after the pong is among the lines
    return output, sent, written


@pytest.mark.parametrize("seed", [1, 2])
def test_nboard_fuzz_in_process(seed: int) -> None:
    _in_process_session(seed, 250)


def test_nboard_fuzz_through_the_command() -> None:
    _command_session(3, 300)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(10, 16))
def test_nboard_fuzz_long(seed: int) -> None:
    _in_process_session(seed, 2500)
    _command_session(seed, 2500)


# --- WPI ---------------------------------------------------------------------------------------------

WPI_FIELDS = ["W", "B", "w", "b", "P", "D", "3", "0", "9", "WB", "DD", "(", ")", ","]


def wpi_bytes(rng: random.Random) -> bytes:
    """A protocol file's content: a move, a colour, or anything else a program might write."""
    roll = rng.random()
    if roll < 0.5:
        fields = [rng.choice([*WPI_FIELDS, _number(rng)]) for _ in range(rng.randint(0, 4))]
        separator = rng.choice([" ", "\t", ",", "  ", ""])
        text = separator.join(fields)
        if rng.random() < 0.5:
            text = f"({text})"
        text += rng.choice(["", "\n", "\r\n", "\n\n", "\r"])
        return text.encode("utf-8")
    if roll < 0.8:
        return _garbage(rng, 250).encode("utf-8")
    return bytes(rng.randrange(256) for _ in range(rng.randint(0, 300)))


def _judged(text: str) -> str | None:
    """Why the start position's mover (White) may not play ``text`` (``None`` if it may)."""
    try:
        check_move(start_position(), parse_move_line(text), text)
    except ProtocolError as exc:
        return exc.reason
    return None


def test_wpi_fuzz_in_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Files as the programs read them: a move, a protocol error, or a colour -- never anything else."""
    rng = random.Random(4)
    path = tmp_path / "me.in"
    for _ in range(1000):
        path.write_bytes(wpi_bytes(rng))
        text = read_line_file(path)
        assert text is not None
        _judged(text)
        is_move_line(text)
        try:
            parse_color(text)
        except ProtocolError as exc:
            assert exc.reason == "malformed"
        value = _number(rng) if rng.random() < 0.8 else _garbage(rng, 20).replace("\x00", "")
        monkeypatch.setenv(TIME_LIMIT_VARIABLE, value)
        try:
            limit = time_limit_from_environment()
        except NumberFieldError:
            continue
        assert limit is not None and 0 < limit <= MAX_TIME_LIMIT


def _refused_lines(rng: random.Random, count: int) -> list[tuple[bytes, str]]:
    """``count`` random file contents that are not a legal first move, with the reason for each."""
    found: list[tuple[bytes, str]] = []
    while len(found) < count:
        raw = wpi_bytes(rng)
        reason = _judged(raw[:201].decode("ascii", errors="replace"))
        if reason is not None and raw.strip():
            found.append((raw, reason))
    return found


def _not_a_colour(raw: bytes) -> bool:
    try:
        parse_color(raw[:201].decode("ascii", errors="replace"))
    except ProtocolError:
        return bool(raw.strip())
    return False


def _player_session(folder: Path, colour: bytes, move: bytes | None) -> tuple[int, str]:
    """``othello-qt wpi me`` as Black: given ``colour``, then ``move`` as White's first move."""
    process = subprocess.Popen(
        othello_qt("wpi", "me", "--dir", str(folder), "--player", "greedy", "--quiet"),
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    inbox = folder / "me.in"
    try:
        for content in (colour, move):
            if content is None:
                break
            (folder / ".me.tmp").write_bytes(content)
            (folder / ".me.tmp").replace(inbox)
            deadline = time.monotonic() + 60
            while inbox.exists() and process.poll() is None:
                assert time.monotonic() < deadline, "the player did not read me.in"
                time.sleep(0.02)
        output, _ = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    return process.returncode, output


def _referee_session(folder: Path, move: bytes) -> subprocess.CompletedProcess[str]:
    """The referee, with a program as White that writes ``move`` byte for byte."""
    import shlex
    import sys

    from tests.cli.wpi_helpers import HERE

    escaped = move.decode("latin-1").encode("unicode_escape").decode("ascii")
    fake = "fake=" + shlex.join([sys.executable, str(HERE / "wpi_fake_program.py"), "fake", escaped])
    bob = "bob=" + shlex.join(othello_qt("wpi", "bob", "--player", "greedy"))
    return subprocess.run(
        othello_qt("referee", fake, bob, "--dir", str(folder), "--seed", "1", "--quiet"),
        capture_output=True,
        text=True,
        timeout=180,
    )


def _wpi_commands(tmp_path: Path, seed: int, count: int) -> None:
    rng = random.Random(seed)
    for number, (raw, reason) in enumerate(_refused_lines(rng, count)):
        folder = tmp_path / f"player{number}"
        folder.mkdir()
        if number % 2:
            colour = next(c for c in iter(lambda: wpi_bytes(rng), None) if _not_a_colour(c))
            code, output = _player_session(folder, colour, None)
            assert code == 1 and "bad colour file" in output and "Traceback" not in output, output
        else:
            code, output = _player_session(folder, b"B\n", raw)
            assert "Traceback" not in output, output
            assert code == 0 and f": {reason}" in output and "the opponent made an invalid move" in output, (
                output
            )
        folder = tmp_path / f"referee{number}"
        folder.mkdir()
        done = _referee_session(folder, raw)
        assert "Traceback" not in done.stderr + done.stdout, done.stderr
        assert done.returncode == 1 and f": {reason}" in done.stdout and "fake loses" in done.stdout, (
            done.stdout
        )


def test_wpi_fuzz_through_the_commands(tmp_path: Path) -> None:
    _wpi_commands(tmp_path, 5, 1)


@pytest.mark.slow
def test_wpi_fuzz_through_the_commands_long(tmp_path: Path) -> None:
    _wpi_commands(tmp_path, 6, 24)
