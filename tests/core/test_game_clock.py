"""Game clocks from GGF records: time controls, move times, the share of time for one move."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.errors import NotationError
from othello_qt.core.game_clock import (
    GameClock,
    TimeControl,
    checked_move_seconds,
    ggf_move_times,
    move_seconds,
    parse_clock_time,
    seconds_for_move,
)
from othello_qt.core.position import BLACK, WHITE
from othello_qt.core.protocol_numbers import NumberFieldError
from tests.linear_time import assert_linear


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
    text = "(;GM[Othello]TI[1:00]B[f5/1.5/20]W[d6//3.5]B[c3]C[B[a1//99\\]]];)"
    assert ggf_move_times(text) == [(BLACK, 20.0), (WHITE, 3.5), (BLACK, None)]
    clock = GameClock.from_ggf(text, "1:00")
    assert clock.remaining(BLACK) == 40.0 and clock.remaining(WHITE) == 56.5
    assert move_seconds("f5/0/nan") is None and move_seconds("f5") is None
    assert move_seconds("f5/0/1e400") is None and move_seconds("f5//-1") is None


def test_move_times_that_are_not_usable_are_reported() -> None:
    with pytest.raises(NumberFieldError, match="move time: '1e400' is out of range"):
        checked_move_seconds("f5/0/1e400")
    assert checked_move_seconds("f5/0/") is None and checked_move_seconds("f5//2.5") == 2.5
    problems: list[str] = []
    clock = GameClock.from_ggf("(;GM[Othello]B[f5//inf]W[d6//3];)", "1:00", problems)
    assert clock.remaining(BLACK) == 60.0 and clock.remaining(WHITE) == 57.0
    assert problems == ["move time: 'inf' is not a number"]


def test_a_move_never_takes_more_than_a_third_of_what_is_left() -> None:
    assert seconds_for_move(5.0, 30) == pytest.approx(5 / 15)
    assert seconds_for_move(5.0, 2) == pytest.approx(5 / 3)
    assert seconds_for_move(0.0, 10) == 0.01


@given(st.text(max_size=60))
def test_any_clock_text_is_a_time_or_a_notation_error(text: str) -> None:
    try:
        seconds = parse_clock_time(text)
    except NotationError:
        return
    assert 0 <= seconds <= 100 * 24 * 3600


@given(st.text(alphabet="(;)[]\\BW/0123456789.f5 ", max_size=200))
def test_any_ggf_text_gives_move_times_without_error(text: str) -> None:
    for color, seconds in ggf_move_times(text):
        assert color in (BLACK, WHITE)
        assert seconds is None or seconds >= 0


def test_move_times_take_linear_time() -> None:
    assert_linear(lambda n: ggf_move_times("(;" + "B[f5//1]" * n + ";)"), 2_000)
