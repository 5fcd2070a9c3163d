"""Game clocks from GGF records: time controls, move times, the share of time for one move."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.game_clock import (
    MIN_MOVE_SECONDS,
    MOVE_OVERHEAD,
    RunningClock,
    TimeControl,
    checked_move_seconds,
    clock_display,
    format_clock_time,
    parse_clock_time,
    plan_move_time,
    time_loser,
)
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.position import BLACK, WHITE
from othello_qt.core.protocol_numbers import NumberFieldError
from tests.linear_time import assert_linear

DATA = Path(__file__).resolve().parents[1] / "data"


@pytest.mark.parametrize(
    ("text", "seconds"), [("15:00", 900.0), ("1:00:00", 3600.0), ("90", 90.0), ("0:05", 5.0), ("2.5", 2.5)]
)
def test_clock_times(text: str, seconds: float) -> None:
    assert parse_clock_time(text) == seconds


@pytest.mark.parametrize("text", ["", ":", "1::2", "a:b", "-1:00", "nan", "inf", "1:2:3:4", "9" * 400])
def test_bad_clock_times(text: str) -> None:
    with pytest.raises(NotationError):
        parse_clock_time(text)


def test_time_controls_as_ggs_writes_them() -> None:
    assert TimeControl.parse("15:00") == TimeControl(900.0, 0.0)
    assert TimeControl.parse("05:00//02:00") == TimeControl(300.0, 0.0, 120.0)
    assert TimeControl.parse("05:00/00:10/02:00") == TimeControl(300.0, 10.0, 120.0)
    with pytest.raises(NotationError):
        TimeControl.parse("1/2/3/4")


@pytest.mark.parametrize(
    ("text", "untimed"),
    [
        ("0//0", True),
        ("0", True),
        ("00:00/0/0:00", True),
        ("0//2:00", False),
        ("0/10", False),
        ("0:01", False),
    ],
)
def test_a_control_of_zeros_is_no_clock(text: str, untimed: bool) -> None:
    assert TimeControl.parse(text).untimed is untimed


def test_move_times_and_the_clock() -> None:
    (record,) = parse_ggf("(;GM[Othello]TI[1:00]B[f5/1.5/20]W[d6//3.5]B[c3]C[B[a1//99\\]];)")
    assert record.times == [20.0, 3.5, None] and record.time_problems == []
    clock = record.clock()
    assert clock.remaining(BLACK) == 40.0 and clock.remaining(WHITE) == 56.5


def test_move_times_that_are_not_usable_are_reported() -> None:
    with pytest.raises(NumberFieldError, match="move time: '1e400' is out of range"):
        checked_move_seconds("f5/0/1e400")
    assert checked_move_seconds("f5/0/") is None and checked_move_seconds("f5//2.5") == 2.5
    for bad in ("nan", "-1"):
        with pytest.raises(NumberFieldError):
            checked_move_seconds(f"f5/0/{bad}")
    (record,) = parse_ggf("(;GM[Othello]TI[1:00]B[f5//inf]W[d6//3];)")
    clock = record.clock()
    assert clock.remaining(BLACK) == 60.0 and clock.remaining(WHITE) == 57.0
    assert record.time_problems == ["move time: 'inf' is not a number"]


def test_the_clock_of_a_ggs_game_adds_the_seconds_ggs_wrote() -> None:
    # ggs-games.ggf, game 1 (TI[05:00//02:00]): Black's moves took 0.01 s each but g6//5.42,
    # a3//19.10, f1//4.90 and h1//3.80, then B[pass] (no time); White's 0.01 s but a4//17.38.
    (record, *_rest) = parse_ggf((DATA / "ggs-games.ggf").read_text())
    clock = record.clock()
    black_moves, white_moves = clock.moves[BLACK], clock.moves[WHITE]
    assert (black_moves, white_moves) == (31, 30)
    black = 5.42 + 19.10 + 4.90 + 3.80 + 0.01 * (black_moves - 5)
    white = 17.38 + 0.01 * (white_moves - 1)
    assert clock.used[BLACK] == pytest.approx(black) and clock.used[WHITE] == pytest.approx(white)
    assert clock.remaining(BLACK) == pytest.approx(300 - black)


def test_a_move_never_takes_more_than_a_third_of_what_is_left() -> None:
    plan = plan_move_time(60.0, 0.0, 40)
    assert plan.maximum <= (60 - MOVE_OVERHEAD) / 3 and plan.target < plan.maximum
    assert plan_move_time(0.0, 0.0, 10) == plan_move_time(0.03, 5.0, 10)
    assert plan_move_time(0.0, 0.0, 10).maximum == MIN_MOVE_SECONDS


def test_the_moves_before_the_solve_get_more_time() -> None:
    midgame = plan_move_time(30.0, 0.0, 40, solve_empties=20)
    approach = plan_move_time(30.0, 0.0, 24, solve_empties=20)
    solve = plan_move_time(30.0, 0.0, 20, solve_empties=20)
    assert midgame.target < approach.target < solve.target
    # an increment is spent too: with 5 s back after each move a move may take more
    assert plan_move_time(30.0, 5.0, 40).target > midgame.target + 3


@given(
    st.floats(0.0, 3600.0),
    st.floats(0.0, 30.0),
    st.integers(1, 60),
    st.integers(0, 30),
)
def test_a_planned_move_always_ends_inside_the_clock(
    remaining: float, increment: float, empties: int, solve: int
) -> None:
    plan = plan_move_time(remaining, increment, empties, solve)
    assert MIN_MOVE_SECONDS <= plan.target <= plan.maximum
    if remaining >= MOVE_OVERHEAD + 3 * MIN_MOVE_SECONDS:
        assert plan.maximum + MOVE_OVERHEAD <= remaining
    else:
        assert plan.maximum == MIN_MOVE_SECONDS


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_running_clock_counts_the_side_to_move() -> None:
    now = FakeTime()
    clock = RunningClock(TimeControl(60.0, 2.0), now)
    clock.start(BLACK)
    now.now += 7.5
    assert clock.remaining(BLACK) == pytest.approx(52.5) and clock.remaining(WHITE) == 60.0
    assert clock.move_played(BLACK) == 7.5
    assert clock.remaining(BLACK) == pytest.approx(54.5)  # the increment after the move
    clock.start(WHITE)
    now.now += 3.0
    clock.stop()  # a pause: no time runs
    now.now += 100.0
    assert clock.remaining(WHITE) == pytest.approx(57.0) and clock.flag() is None
    clock.start(WHITE)
    now.now += 57.0
    assert clock.flag() is WHITE and clock.remaining(WHITE) == 0.0
    clock.start(BLACK)  # a fallen flag stops the clock for good
    now.now += 10
    assert clock.running is None and clock.remaining(BLACK) == pytest.approx(54.5)


def test_undo_keeps_the_time_used_and_the_record_adds_up() -> None:
    now = FakeTime()
    game = Game.new()
    clock = RunningClock(TimeControl(60.0), now)
    for move, seconds in (("f5", 4.0), ("d6", 6.0), ("c3", 2.0)):
        clock.start(game.position.turn)
        now.now += seconds
        clock.move_played(game.position.turn)
        game.play(move)
    game.undo()
    game.undo()
    clock.follow(game)
    assert clock.move_times == [4.0] and clock.remaining(WHITE) == 54.0 and clock.remaining(BLACK) == 54.0
    game.redo()
    clock.follow(game)
    assert clock.move_times == [4.0, 6.0]
    clock.start(BLACK)
    now.now += 1.0
    clock.move_played(BLACK)  # c3's 2 s were spent: they count in this move
    game.play("c4")
    assert clock.move_times == [4.0, 6.0, 3.0] and clock.remaining(BLACK) == 53.0


def test_a_clock_survives_a_ggf_round_trip() -> None:
    now = FakeTime()
    game = Game.new()
    clock = RunningClock(TimeControl(300.0, 5.0), now)
    for move, seconds in (("f5", 1.25), ("d6", 12.5), ("c3", 0.0)):
        clock.start(game.position.turn)
        now.now += seconds
        clock.move_played(game.position.turn)
        game.play(move)
    text = write_ggf(game, {}, clock)
    assert "TI[05:00/00:05/00:00]" in text and "B[f5//1.25]W[d6//12.50]B[c3//0.00]" in text
    (record,) = parse_ggf(text)
    back = RunningClock.continuing(record.clock(), now)
    assert back.move_times == clock.move_times and back.control == clock.control
    for color in (BLACK, WHITE):
        assert back.remaining(color) == pytest.approx(clock.remaining(color))
    assert back.fallen is None


def test_a_time_loss_is_written_as_ggs_writes_it() -> None:
    # The GGF documentation (skatgame.net/mburo/ggsa/ggf): RE[+64.00:r], flag t for a time out.
    now = FakeTime()
    game = Game.new()
    clock = RunningClock(TimeControl(1.0), now)
    clock.start(BLACK)
    now.now += 2
    assert clock.flag() is BLACK
    text = write_ggf(game, {}, clock)
    assert "RE[-64.00:t]" in text
    (record,) = parse_ggf(text)
    assert record.clock().fallen is BLACK
    assert time_loser("+64.00:t") is WHITE and time_loser("+12") is None and time_loser("x:t") is None


@pytest.mark.parametrize("seconds", [0.0, 1.0, 2.5, 59.999, 60.0, 900.0, 3600.0, 3725.25])
def test_clock_times_are_written_as_they_are_read(seconds: float) -> None:
    assert parse_clock_time(format_clock_time(seconds)) == pytest.approx(round(seconds, 2), abs=0.01)


@given(st.floats(0.0, 100 * 24 * 3600.0), st.floats(0.0, 3600.0), st.floats(0.0, 3600.0))
def test_any_time_control_round_trips(main: float, increment: float, extension: float) -> None:
    back = TimeControl.parse(TimeControl(main, increment, extension).ggf())
    assert back.main == pytest.approx(main, abs=0.01) and back.increment == pytest.approx(increment, abs=0.01)


def test_the_clock_face() -> None:
    assert [clock_display(s) for s in (900, 65.9, 10.0, 9.96, 0.04, -1, 3725)] == [
        "15:00",
        "1:05",
        "0:10",
        "9.9",
        "0.0",
        "0.0",
        "1:02:05",
    ]


@given(st.text(max_size=60))
def test_any_clock_text_is_a_time_or_a_notation_error(text: str) -> None:
    try:
        seconds = parse_clock_time(text)
    except NotationError:
        return
    assert 0 <= seconds <= 100 * 24 * 3600


@given(st.lists(st.sampled_from(["", "/", "//", "/1.5", "//2", "//1e400", "//nan", "//-1", "/x/3", "//0"])))
def test_any_written_move_time_is_seconds_or_a_problem(suffixes: list[str]) -> None:
    moves = ["f5", "d6", "c3", "d3", "c4", "f4", "c5", "b3"]
    text = (
        "(;GM[Othello]TI[1:00]"
        + "".join(
            f"{'BW'[i % 2]}[{move}{suffix}]"
            for i, (move, suffix) in enumerate(zip(moves, suffixes, strict=False))
        )
        + ";)"
    )
    try:
        (record,) = parse_ggf(text)
    except NotationError:  # a bad evaluation (x) is the record's error
        assert any("/x" in suffix for suffix in suffixes)
        return
    assert len(record.times) == len(record.moves)
    assert all(seconds is None or seconds >= 0 for seconds in record.times)
    unusable = sum(suffix in ("//1e400", "//nan", "//-1") for suffix in suffixes[: len(moves)])
    assert len(record.time_problems) == unusable
    clock = record.clock()
    assert clock.used[BLACK] + clock.used[WHITE] == pytest.approx(sum(t or 0.0 for t in record.times))


def test_move_times_take_linear_time() -> None:
    line = "f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1f3e2"
    moves = "".join(f"{'BW'[i % 2]}[{line[2 * i : 2 * i + 2]}//1]" for i in range(len(line) // 2))
    assert_linear(lambda n: parse_ggf("(;GM[Othello]" + moves + "C[" + "x" * n + "];)"), 20_000)
