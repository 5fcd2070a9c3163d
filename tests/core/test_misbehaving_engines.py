"""Engines that break the host's expectations in ways the fuzzing round found: a helper that escapes the
engine's session and keeps its output open, a start-up that never ends or answers the wrong ``pong``
while the player presses Move now, and a flood of legal ``search`` lines."""

from __future__ import annotations

import itertools
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from othello_qt.core.engine_list import make_entry
from othello_qt.core.game import Game
from othello_qt.core.players import external
from othello_qt.core.players.external import EngineError, EngineStopped, ExternalPlayer
from othello_qt.core.stop_flag import StopFlag
from tests.core.test_external_engine import process_gone

START = Game.new().position

ENGINE = textwrap.dedent(
    """
    import os, sys, time
    mode, pid_file = sys.argv[1], sys.argv[2]
    def say(text):
        sys.stdout.write(text + "\\n")
        sys.stdout.flush()
    if mode == "escapes":
        helper = os.fork()
        if helper == 0:  # a helper that leaves the engine's group and session, stdout still open
            os.setsid()
            with open(pid_file + ".part", "w") as out:
                out.write(str(os.getpid()))
            os.replace(pid_file + ".part", pid_file)
            time.sleep(3600)
            os._exit(0)
    if mode == "slow-start":
        time.sleep(3600)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "ping":
            say("pong " + ("999" if mode == "wrong-pong" else words[1]))
        elif words[0] == "go" and mode == "escapes":
            time.sleep(3600)
        elif words[0] == "go" and mode == "flood":
            ply = 0
            while ply < 200000:
                ply += 1
                say(f"search F5 0.{ply % 10}0 0 {1 + ply // 20000}")
            say("=== F5")
        elif words[0] == "quit":
            break
    """
)


@pytest.fixture
def engine(tmp_path: Path):
    script = tmp_path / "engine.py"
    script.write_text(ENGINE)

    def entry(mode: str, budget: str = "60s") -> tuple[external.EngineEntry, Path]:
        pid_file = tmp_path / f"{mode}.pid"
        command = f"{sys.executable} {script} {mode} {pid_file}"
        return make_entry(mode, command, str(tmp_path), budget), pid_file

    return entry


def stop_after(seconds: float) -> StopFlag:
    stop = StopFlag()
    threading.Timer(seconds, stop.set).start()
    return stop


def test_a_helper_that_escapes_the_engines_session_neither_blocks_nor_survives(engine) -> None:
    """Move now after 0.5 s: the answer came 20 s and more later (the host waited on the pipe the
    helper kept open), and the helper was left running."""
    entry, pid_file = engine("escapes")
    player = ExternalPlayer(entry)
    started = time.monotonic()
    with pytest.raises(EngineError):
        player.choose(START, stop=stop_after(0.5))
    player.close(polite=False)
    assert time.monotonic() - started < 10.0
    helper = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while not process_gone(helper) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process_gone(helper), "the escaped helper survived the engine"


@pytest.mark.parametrize("mode", ["slow-start", "wrong-pong"])
def test_move_now_ends_an_engines_start_at_once(engine, mode: str) -> None:
    """An engine still loading its tables, or answering the wrong ``pong``: the request waited the
    start's 60 s whatever the stop said."""
    entry, _pid_file = engine(mode)
    player = ExternalPlayer(entry)
    started = time.monotonic()
    try:
        with pytest.raises(EngineStopped):
            player.choose(START, stop=stop_after(0.5))
        assert time.monotonic() - started < 5.0
    finally:
        player.close(polite=False)


def test_a_flood_of_legal_search_lines_reaches_the_window_a_few_times_a_second(engine) -> None:
    entry, _pid_file = engine("flood")
    player = ExternalPlayer(entry)
    reports: list[float] = []
    try:
        started = time.monotonic()
        decision = player.choose(START, progress=lambda _info: reports.append(time.monotonic()))
        seconds = time.monotonic() - started
        assert decision.move is not None
        assert len(reports) <= seconds / external.PROGRESS_SECONDS + 2, (len(reports), seconds)
        # The player decides each report PROGRESS_SECONDS after the last; the callback runs a moment
        # after the decision, a moment a loaded machine may stretch for one report and not the next.
        gaps = sorted(later - earlier for earlier, later in itertools.pairwise(reports))
        assert gaps and gaps[len(gaps) // 2] >= external.PROGRESS_SECONDS * 0.99
        assert gaps[0] >= external.PROGRESS_SECONDS / 2
    finally:
        player.close()
