"""``othello-qt nboard``: scripted conversations over the engine's stdin/stdout."""

from __future__ import annotations

import io
import queue
import subprocess
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from othello_qt.cli.nboard import NBoardEngine
from othello_qt.core.ggf import read_ggf
from othello_qt.core.notation import parse_move
from othello_qt.core.players.base import Budget, Decision, Player, ProgressCallback, StopFlag
from othello_qt.core.position import Position
from othello_qt.core.td.network import TDNetwork, save_weights
from tests.cli.wpi_helpers import othello_qt

GAME = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
)


class Engine:
    """The engine as a subprocess; lines it prints are collected by a reader thread."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            othello_qt("nboard", *args),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, *lines: str) -> None:
        assert self.process.stdin is not None
        for line in lines:
            self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, prefix: str, timeout: float = 60.0, exact: bool = False) -> list[str]:
        """Lines read up to and including the first one starting with (or equal to) ``prefix``."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} within {timeout} s; got {seen}") from None
            seen.append(line)
            if line == prefix or (not exact and line.startswith(prefix)):
                return seen

    def close(self) -> tuple[int, str]:
        if self.process.poll() is None:
            self.send("quit")
        _, err = self.process.communicate(timeout=30)
        return self.process.returncode, err


@pytest.fixture
def weights(tmp_path: Path) -> Path:
    return save_weights(TDNetwork.random(8, seed=4), tmp_path / "w.npz")


@pytest.fixture
def engine() -> Iterator[Engine]:
    started = Engine("--player", "greedy", "--seed", "1")
    yield started
    if started.process.poll() is None:
        started.process.kill()
        started.process.communicate()


def test_session_go_move_hint_learn(engine: Engine) -> None:
    engine.send("nboard 2", "set depth 6", f"set game {GAME}", "ping 1")
    assert engine.until("pong")[-1] == "pong 1"
    position = read_ggf(GAME).position
    engine.send("go")
    answer = engine.until("===")[-1]
    assert answer.count("/") == 0  # greedy has no disc scale: no value rather than a wrong one
    move_text = answer.split()[1]
    assert position.is_legal(parse_move(move_text))
    engine.send("move " + move_text, "hint 2")
    after = position.play(parse_move(move_text))
    engine.until("status", exact=True)  # the end of go
    hint = engine.until("status", exact=True)
    searches = [line for line in hint if line.startswith("search ")]
    assert searches
    for line in searches:
        _, pv, value, zero, depth = line.split()[:5]
        assert after.is_legal(parse_move(pv.split("-")[0]))
        float(value), int(depth)
        assert zero == "0"
    engine.send("learn")
    assert engine.until("learned")[-1] == "learned"
    code, err = engine.close()
    assert code == 0
    assert "Traceback" not in err


def test_hint_gives_the_top_n_moves_of_an_analysing_player(weights: Path) -> None:
    engine = Engine("--player", f"td:{weights}")
    try:
        engine.send("nboard 2", "set depth 1", f"set game {GAME}", "hint 3")
        lines = engine.until("status", exact=True)
        searches = [line for line in lines if line.startswith("search ")]
        values = [float(line.split()[2]) for line in searches]
        moves = {line.split()[1] for line in searches}
        assert len(moves) == 3
        assert values == sorted(values, reverse=True)
    finally:
        engine.close()


def test_ping_interrupts_a_search_at_once() -> None:
    engine = Engine("--player", "stall:60")
    try:
        engine.send("nboard 2", "set depth 20", f"set game {GAME}", "ping 1")
        engine.until("pong 1")
        engine.send("go")
        engine.until("status")  # "status ... is thinking": the search has started
        started = time.monotonic()
        engine.send("ping 2")
        lines = engine.until("pong 2", timeout=10)
        assert time.monotonic() - started < 5
        assert not any(line.startswith("===") for line in lines)  # the stale answer is dropped
        engine.send("ping 3")  # still responsive after the interruption
        engine.until("pong 3", timeout=10)
    finally:
        code, err = engine.close()
    assert code == 0, err


def test_analyze_values_every_position_from_the_end(engine: Engine) -> None:
    engine.send("nboard 2", "set depth 2", f"set game {GAME}", "analyze")
    lines = engine.until("status", timeout=60, exact=True)
    numbers = [int(line.split()[1]) for line in lines if line.startswith("analysis ")]
    assert numbers == list(range(8, -1, -1))


def test_bad_commands_are_reported_and_ignored(engine: Engine) -> None:
    engine.send(
        "nboard 2",
        "set game (;GM[Othello]BO[8 garbage];)",
        "move Z9",
        "hint lots",
        "frobnicate",
        "set depth 2",
        f"set game {GAME}",
        "move A1",  # illegal in this position
        "go",
    )
    answer = engine.until("===")[-1]
    assert read_ggf(GAME).position.is_legal(parse_move(answer.split()[1].split("/")[0]))
    code, err = engine.close()
    assert code == 0
    assert "set game: cannot read the game" in err
    assert "move 'Z9' rejected" in err
    assert "move 'A1' rejected" in err
    assert "ignoring unknown command 'frobnicate'" in err
    assert "Traceback" not in err


class _SlowPlayer(Player):
    """Thinks 0.3 s unless stopped (then answers at once): shows whether the engine stopped it."""

    spec = "slow"

    def choose(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> Decision:
        if stop is not None:
            stop.wait(0.3)
        return Decision(position.legal_moves()[0], score=1.0)


def test_end_of_input_lets_the_running_search_answer() -> None:
    """``printf 'nboard 2\\ngo\\n' | othello-qt nboard`` prints the move, not only "thinking"."""
    out = io.StringIO()
    engine = NBoardEngine(_SlowPlayer(), out, seconds=5.0, err=io.StringIO())
    assert engine.serve(io.StringIO("nboard 2\ngo\n")) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "set myname othello-qt-slow"
    assert lines[1] == "status othello-qt is thinking"
    assert lines[2].startswith("=== ") and Position.initial().is_legal(
        parse_move(lines[2].split()[1].split("/")[0])
    )
    assert lines[3] == "status"


def test_quit_still_interrupts_the_search() -> None:
    out = io.StringIO()
    engine = NBoardEngine(_SlowPlayer(), out, seconds=5.0, err=io.StringIO())
    assert engine.serve(io.StringIO("go\nquit\n")) == 0
    assert "===" not in out.getvalue()  # an interrupted search's answer is dropped
