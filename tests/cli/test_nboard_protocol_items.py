"""``othello-qt nboard`` through the real command: numeric fields, pings behind queued requests,
untimed games, and the views of ``analysis`` and ``nodestats`` as NBoard reads them."""

from __future__ import annotations

import re
import time

import pytest

from othello_qt.core.game import Game
from othello_qt.core.ggf import read_ggf, write_ggf
from othello_qt.core.notation import parse_move
from othello_qt.core.position import BLACK
from tests.cli.nboard_helpers import Engine
from tests.cli.test_nboard import ENDGAME, GAME


def _session(*args: str) -> Engine:
    engine = Engine(*args)
    engine.send("nboard 2", f"set game {GAME}", "ping 0")
    engine.until("pong 0")
    return engine


def _closed(engine: Engine) -> str:
    code, err = engine.close()
    assert code == 0 and "Traceback" not in err, err
    return err


# --- 1: every numeric field is checked, and a bad one gets a status line --------------------------

BAD_FIELDS = [
    ("set contempt inf", "set contempt: 'inf' is not a number; keeping 0"),
    ("set contempt 1e400", "set contempt: '1e400' is out of range (-6400 to 6400); keeping 0"),
    ("set contempt -1e400", "set contempt: '-1e400' is out of range"),
    ("set contempt nan", "set contempt: 'nan' is not a number"),
    ("set depth 1e400", "set depth: '1e400' is not a whole number; keeping no depth limit"),
    ("set depth 0", "set depth: '0' is out of range (1 to 60)"),
    ("set depth 61", "set depth: '61' is out of range (1 to 60)"),
    ("set depth " + "9" * 5000, "set depth: '99999999999999999999'... is too long"),
    ("set depth ５", "set depth: '５' is not a whole number"),
    ("hint 1e400", "hint: '1e400' is not a whole number; no hints"),
    ("hint 65", "hint: '65' is out of range (1 to 64); no hints"),
    ("nboard 1e400", "nboard: '1e400' is not a whole number; speaking protocol version 2"),
    ("move D6/0/1e400", "move time: '1e400' is out of range"),
    ("move C3/0/inf", "move time: 'inf' is not a number"),
    ("ping 1e400", "ping: '1e400' is not a whole number; answered as given"),
    (f"set game {GAME.replace('B[E7]', 'B[E7//-1]')}", "set game: move time: '-1' is out of range"),
    (f"set game {GAME.replace('TI[15:00]', 'TI[1e400]')}", "cannot read the game"),
]


def test_bad_numbers_get_a_status_line_and_change_nothing() -> None:
    """``set contempt inf`` killed the engine with an OverflowError; now every field says why."""
    engine = _session("--player", "master:book=off", "--seconds", "1")
    try:
        for number, (line, status) in enumerate(BAD_FIELDS, start=1):
            engine.send(line, f"ping {number}")
            answer = engine.until(f"pong {number}", timeout=30)
            statuses = [text for text in answer if text.startswith("status ")]
            assert any(status in text for text in statuses), (line, answer)
            assert all(len(text) < 300 for text in answer)  # a huge field is not echoed in full
        engine.send("ping 1e400")
        assert engine.until("pong ")[-1] == "pong 1e400"  # a ping is answered whatever its number
        engine.send("set depth 2", "go")  # the depth and the game are the last good ones
        move = engine.until("===")[-1].split()[1].split("/")[0]
        assert read_ggf(GAME).position.is_legal(parse_move(move))
    finally:
        _closed(engine)


# --- 2: a ping never waits behind queued requests ---------------------------------------------------

TEN_MOVES = GAME.replace("W[F4];)", "W[F4]B[D6]W[C3];)")


@pytest.mark.parametrize(
    "requests",
    [
        [f"set game {GAME}", "hint 3", "go"],
        [f"set game {TEN_MOVES}", "analyze", "go"],
    ],
    ids=["hint-then-go", "analyze-then-go"],
)
def test_a_ping_behind_queued_requests_is_answered_at_once(requests: list[str]) -> None:
    """The reader waited for the running search before queuing the next: pong came after it."""
    assert len(read_ggf(TEN_MOVES).moves) == 10
    engine = _session("--player", "master:book=off", "--seconds", "30")
    try:
        engine.send("set depth 60", *requests)
        # "is thinking" or "is analysing", written by the first request's search as it starts: it
        # runs, and the "go" read after it waits behind it (an analysis writes its first nodestats
        # only once a position is valued, after up to 30 s: not waited for)
        engine.until("status othello-qt is", timeout=30)
        engine.send("ping 2")
        # each search may take 30 s: a pong within 10 s was not queued behind them (how soon it
        # comes is a figure of ``python -m benchmarks protocols``, not a wall-clock bound here)
        answer = engine.until("pong 2", timeout=10)
        assert not any(line.startswith("===") for line in answer)
        engine.send("ping 3")
        assert engine.until("pong 3", timeout=10) == ["pong 3"]  # nothing of either request follows
        engine.send("set depth 1", "go")  # the engine is free for the next request
        assert engine.until("===", timeout=30)[-1].startswith("=== ")
    finally:
        _closed(engine)


# --- 7: a zero time control is no clock -------------------------------------------------------------


@pytest.mark.parametrize("control", ["TI[0//0]", "TI[0]", "TI[00:00/00:00/00:00]"])
def test_a_zero_time_control_thinks_for_the_given_seconds(control: str) -> None:
    """``TI[0//0]`` made the engine think it had no time: a depth-1 move in 10 ms."""
    engine = _session("--player", "master:book=off", "--seconds", "2")
    try:
        engine.send("set depth 60", f"set game {GAME.replace('TI[15:00]', control)}", "ping 1")
        engine.until("pong 1")
        started = time.monotonic()
        engine.send("go")
        lines = engine.until("===", timeout=30)
        elapsed = time.monotonic() - started
    finally:
        _closed(engine)
    depths = [int(line.split()[4]) for line in lines if line.startswith("search ")]
    assert elapsed > 0.5 and max(depths) > 4, (elapsed, depths)


def test_a_clock_that_ran_out_still_moves_at_once() -> None:
    game = GAME.replace("TI[15:00]", "TI[1:00]").replace("B[D3]", "B[D3//60]")  # Black used all 60 s
    engine = _session("--player", "master:book=off", "--seconds", "20")
    try:
        engine.send("set depth 60", f"set game {game}", "ping 1")
        engine.until("pong 1")
        started = time.monotonic()
        engine.send("go")
        engine.until("===", timeout=30)
        assert time.monotonic() - started < 2.0
    finally:
        _closed(engine)


# --- 9: analysis from Black's view, nodestats with enough precision ---------------------------------


def _finished_endgame() -> str:
    """ENDGAME from 8 empties, played out to the end (the first legal move after its last)."""
    full = read_ggf(ENDGAME)
    game = Game(full.positions[52], list(full.moves[52:]))
    while not game.is_over():
        game.play_pass_if_forced()
        if not game.is_over():
            game.play(game.position.legal_moves()[0])
    return write_ggf(game)


def test_analysis_values_are_from_blacks_view() -> None:
    """NBoard draws ``analysis`` values as sent, Black ahead positive: mover's values zigzagged."""
    from tests.core.engine_reference import exact_value

    game = read_ggf(_finished_endgame())
    positions = game.positions
    assert positions[-1].is_game_over() and positions[0].empty_count == 8
    engine = _session("--player", "master:book=off", "--seconds", "5")
    try:
        engine.send("set depth 2", f"set game {write_ggf(game)}", "analyze")
        lines = engine.until("status", exact=True, timeout=120)
    finally:
        _closed(engine)
    values = {int(line.split()[1]): float(line.split()[2]) for line in lines if line.startswith("analysis ")}
    assert sorted(values) == list(range(len(positions)))
    result = positions[-1].result()
    assert values[len(positions) - 1] == result.black - result.white
    for number, position in enumerate(positions):
        mover_value = exact_value(position)  # 8 empties or fewer: solved exactly at 'set depth 2'
        assert values[number] == (mover_value if position.turn is BLACK else -mover_value), number
    assert any(p.turn is not BLACK and values[n] != 0 for n, p in enumerate(positions))  # the sign matters


def test_nodestats_times_have_microseconds_in_fixed_point() -> None:
    """Two decimals made short searches ``0.00`` s: NBoard showed 0 s and no speed."""
    engine = _session("--player", "master:book=off", "--seconds", "1")
    try:
        engine.send("set depth 3", "hint 1")
        lines = engine.until("status", exact=True, timeout=30)
    finally:
        _closed(engine)
    stats = [line.split() for line in lines if line.startswith("nodestats ")]
    assert stats
    for _, nodes, seconds in stats:
        assert re.fullmatch(r"[0-9]+\.[0-9]{6}", seconds), seconds  # NBoard reads it without exponent
        assert int(nodes) == 0 or float(seconds) > 0
