"""``othello-qt nboard``: scripted conversations over the engine's stdin/stdout."""

from __future__ import annotations

import io
import os
import subprocess
import time
from pathlib import Path

import pytest

from othello_qt.core.game import Game
from othello_qt.core.game_clock import plan_move_time
from othello_qt.core.ggf import read_ggf, write_ggf
from othello_qt.core.notation import parse_move
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import BLACK, Position
from othello_qt.core.protocols.nboard import NBoardEngine
from othello_qt.core.search_result import SearchResult
from othello_qt.core.td.network import TDNetwork, save_weights
from tests.cli.nboard_helpers import Engine
from tests.cli.wpi_helpers import othello_qt

GAME = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
)


@pytest.fixture
def weights(tmp_path: Path) -> Path:
    return save_weights(TDNetwork.random(8, seed=4), tmp_path / "w.npz")


def test_session_go_move_hint_learn(engine: Engine) -> None:
    engine.send("nboard 2", "set depth 6", f"set game {GAME}", "ping 1")
    assert engine.until("pong")[-1] == "pong 1"
    position = read_ggf(GAME).position
    engine.send("go")
    answer = engine.until("===")[-1]
    assert answer.count("/") == 0  # greedy has no disc scale: no value rather than a wrong one
    move_text = answer.split()[1]
    assert position.is_legal(parse_move(move_text))
    engine.send("move " + move_text, "learn")
    assert engine.until("learned")[-1] == "learned"
    code, err = engine.close()
    assert code == 0
    assert "Traceback" not in err


# --- 1: a state change during a search stops it at once ------------------------------------------


@pytest.mark.parametrize(
    ("request_", "change"),
    [
        ("hint 3", "move D6"),
        ("go", f"set game {GAME}"),
        ("go", "set depth 4"),
        ("hint 1", "set contempt 100"),
    ],
)
def test_a_state_change_stops_the_search_and_pong_comes_at_once(request_: str, change: str) -> None:
    engine = Engine("--player", "master:book=off", "--seconds", "60")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {GAME}", "ping 1")
        engine.until("pong 1")
        engine.send(request_)
        engine.until("status othello-qt is thinking")
        engine.until("search ")  # a depth done: the search is running
        engine.send(change, "ping 2")
        # the search has 60 s: a pong within 10 s did not wait for it (how soon it comes is a
        # figure of ``python -m benchmarks protocols``, not a wall-clock bound here)
        lines = engine.until("pong 2", timeout=10)
        assert not any(line.startswith("===") for line in lines)
        engine.send("ping 3")  # nothing of the stale search follows the pong
        after = engine.until("pong 3", timeout=10)
        assert after == ["pong 3"]
    finally:
        code, err = engine.close()
    assert code == 0 and "Traceback" not in err


def test_two_stale_searches_do_not_pile_up() -> None:
    engine = Engine("--player", "master:book=off", "--seconds", "60")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {GAME}", "ping 1")
        engine.until("pong 1")
        engine.send("go")
        engine.until("status othello-qt is thinking")
        engine.send("move D6", "hint 2")
        engine.until("status othello-qt is thinking")  # the hint's search: the go's was stopped
        engine.until("search ")  # and the hint's has done a depth: it is running
        engine.send(f"set game {GAME}", "ping 2")
        lines = engine.until("pong 2", timeout=10)  # neither 60-s search was waited for
        assert not any(line.startswith("===") for line in lines)
    finally:
        engine.close()


# --- 2 and 3: real values of forced positions, exact and win/loss/draw depths ----------------------

ENDGAME = (
    "(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[c4]W[c5]B[f6]W[c3]B[b5]W[g7]B[e3]W[e6]B[c2]W[f3]B[g3]W[a5]B[h8]W[b3]B[f4]W[f2]B[b4]W[f5]B[f7]"
    "W[h3]B[a3]W[d2]B[e2]W[e1]B[a6]W[e7]B[d7]W[c1]B[c6]W[g8]B[f1]W[g4]B[d1]W[b6]B[b1]W[d3]B[g6]W[b7]"
    "B[f8]W[a7]B[c7]W[h6]B[a8]W[b2]B[g5]W[g2]B[a1]W[d6]B[h2]W[h5]B[a4]W[d8]B[c8]W[h7]B[e8]W[a2]B[h4]W[b8];)"
)
"""A random game up to a forced pass (position 58); position 56 has a single legal move."""


def test_analyze_gives_forced_positions_their_real_value() -> None:
    from tests.core.engine_reference import exact_value

    positions = read_ggf(ENDGAME).positions
    assert len(positions[56].legal_moves()) == 1 and positions[58].must_pass()
    engine = Engine("--player", "master:book=off", "--seconds", "5")
    try:
        engine.send("nboard 2", "set depth 2", f"set game {ENDGAME}", "analyze")
        lines = engine.until("status", timeout=120, exact=True)
    finally:
        engine.close()
    values = {int(line.split()[1]): float(line.split()[2]) for line in lines if line.startswith("analysis ")}
    assert sorted(values) == list(range(59))
    assert any(line.startswith("nodestats ") for line in lines)
    for number in range(52, 59):  # 8 empties or fewer: solved exactly at 'set depth 2'
        mover_value = exact_value(positions[number])
        assert values[number] == (mover_value if positions[number].turn is BLACK else -mover_value), number
    assert values[56] != 0 and values[58] != 0


def test_exact_and_win_loss_draw_depths_are_marked_as_nboard_reads_them() -> None:
    full = read_ggf(ENDGAME)
    game = write_ggf(Game(full.positions[0], list(full.moves[:46])))
    position = read_ggf(game).position
    assert position.empty_count == 14
    engine = Engine("--player", "master:book=off", "--seconds", "10")
    try:
        engine.send("nboard 2", "set depth 20", f"set game {game}", "go")
        go = engine.until("===", timeout=60)
        engine.until("status", exact=True)  # the end of go
        engine.send("hint 2")
        hint = engine.until("status", timeout=60, exact=True)
    finally:
        engine.close()
    go_depths = [line.split()[4] for line in go if line.startswith("search ")]
    assert "100%W" in go_depths and go_depths[-1] == "100%"
    assert go_depths.index("100%W") < go_depths.index("100%")
    assert not any(d.isdigit() and int(d) == position.empty_count for d in go_depths)  # not "14 ply"
    hint_depths = [line.split()[4] for line in hint if line.startswith("search ")]
    assert hint_depths[-2:] == ["100%", "100%"]


# --- 4: the game clock ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "game",
    [
        GAME.replace("TI[15:00]", "TI[0:05]"),  # 5 s for the whole game
        GAME.replace("TI[15:00]", "TI[10:00]").replace("B[D3]", "B[D3//597]"),  # 3 s left for Black
    ],
)
def test_go_respects_the_game_clock(game: str) -> None:
    engine = Engine("--player", "master:book=off", "--seconds", "6")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {game}", "ping 1")
        engine.until("pong 1")
        started = time.monotonic()
        engine.send("go")
        engine.until("===", timeout=30)
        assert time.monotonic() - started < 2.0
    finally:
        engine.close()


def test_moves_from_the_gui_use_up_the_clock() -> None:
    out = io.StringIO()
    engine = NBoardEngine(_SlowPlayer(), out, seconds=30.0, err=io.StringIO())
    engine.handle(f"set game {GAME.replace('TI[15:00]', 'TI[1:00]')}")
    plan = plan_move_time(60.0, 0.0, 52)  # 52 empties: 26 moves to make
    assert engine.move_budget(engine.game.position).seconds == pytest.approx(plan.target)
    assert 1.0 < plan.target < 60 / 10
    engine.handle("move D6/0.5/50")  # Black used 50 of its 60 s
    engine.handle("move C3/1.0/2")
    assert engine.clock.remaining(engine.game.position.turn) == pytest.approx(10.0)
    assert engine.move_budget(engine.game.position).seconds <= 10 / 3


# --- 5: values are discs, or absent --------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "valued"), [("weighted", False), ("alphabeta:3", False), ("master:3", True)]
)
def test_go_sends_a_value_only_in_discs(spec: str, valued: bool) -> None:
    engine = Engine("--player", spec)
    try:
        engine.send("nboard 2", "set depth 3", f"set game {GAME}", "go")
        answer = engine.until("===")[-1]
        engine.until("status", exact=True)  # the end of go
        engine.send("hint 1")
        hint = engine.until("status", exact=True) if valued else engine.until("status " + spec)
    finally:
        engine.close()
    assert ("/" in answer) is valued
    assert any(line.startswith("search ") for line in hint) is valued
    if not valued:
        assert any("not discs: no hints" in line for line in hint)


def test_td_win_probability_is_not_sent_as_discs(weights: Path) -> None:
    engine = Engine("--player", f"td:{weights}")
    try:
        engine.send("nboard 2", f"set game {GAME}", "go")
        answer = engine.until("===")[-1]
        engine.until("status", exact=True)  # the end of go
        engine.send("hint 3", "ping 1")
        hint = engine.until("pong 1")
    finally:
        engine.close()
    assert "/" not in answer
    assert not any(line.startswith("search ") for line in hint)
    assert any("win probability, not discs" in line for line in hint)


# --- 6: hint N, nodestats, no repeated depth, illegal moves from the GUI -----------------------------


def test_hint_n_gives_n_ranked_lines_per_depth_once_each() -> None:
    engine = Engine("--player", "master:book=off", "--seconds", "1")
    try:
        engine.send("nboard 2", "set depth 4", f"set game {GAME}", "hint 3")
        lines = engine.until("status", exact=True, timeout=60)
    finally:
        engine.close()
    searches = [line.split() for line in lines if line.startswith("search ")]
    assert any(line.startswith("nodestats ") for line in lines)
    by_depth: dict[str, list[list[str]]] = {}
    for fields in searches:
        by_depth.setdefault(fields[4], []).append(fields)
    assert list(by_depth) == ["1", "2", "3", "4"]
    for group in by_depth.values():
        assert len(group) == 3  # sent once per depth, three moves each
        values = [float(fields[2]) for fields in group]
        assert values == sorted(values, reverse=True)
        assert len({fields[1][:2] for fields in group}) == 3


def test_an_illegal_move_from_the_gui_is_shown_and_the_engine_waits_for_the_game(engine: Engine) -> None:
    engine.send("nboard 2", f"set game {GAME}", "move A1", "move D6", "go", "ping 1")
    lines = engine.until("pong 1")
    statuses = [line for line in lines if line.startswith("status ")]
    assert any("illegal move A1 from the GUI" in line for line in statuses)
    assert any("waiting for the game" in line for line in statuses)
    assert not any(line.startswith("===") for line in lines)  # no move for a position it does not know
    engine.send(f"set game {GAME}", "go")
    answer = engine.until("===")[-1]
    assert read_ggf(GAME).position.is_legal(parse_move(answer.split()[1]))
    _, err = engine.close()
    assert "move 'A1' rejected" in err and "move 'D6' ignored" in err


def test_bad_commands_are_reported_and_ignored(engine: Engine) -> None:
    engine.send(
        "nboard 2",
        "set game (;GM[Othello]BO[8 garbage];)",
        "hint lots",
        "frobnicate",
        "set depth 2",
        "set depth x" * 1000,
        f"set game {GAME}",
        "go",
    )
    answer = engine.until("===")[-1]
    assert read_ggf(GAME).position.is_legal(parse_move(answer.split()[1].split("/")[0]))
    code, err = engine.close()
    assert code == 0
    assert "set game: cannot read the game" in err
    assert "ignoring unknown command 'frobnicate'" in err
    assert "Traceback" not in err
    assert max(len(line) for line in err.splitlines()) < 300  # a huge line is not echoed in full


# --- 7: bytes that are not UTF-8 ------------------------------------------------------------------


def test_bytes_that_are_not_utf8_do_not_kill_the_engine() -> None:
    process = subprocess.Popen(
        othello_qt("nboard", "--player", "greedy"),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"},
    )
    script = (
        b"nboard 2\n\xff\xfe\x80 garbage\nset game "
        + GAME.encode()
        + b"\nmove \xc3\n\xe9\xe9\nping 7\nquit\n"
    )
    out, err = process.communicate(script, timeout=60)
    assert process.returncode == 0, err
    assert b"pong 7" in out
    assert b"Traceback" not in err


class _SlowPlayer(Player):
    """Thinks 0.3 s unless stopped (then answers at once): shows whether the engine stopped it."""

    spec = "slow"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position, stop = request.position, request.stop
        if stop is not None:
            stop.wait(0.3)
        return SearchResult(position.legal_moves()[0], score=1.0)


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
