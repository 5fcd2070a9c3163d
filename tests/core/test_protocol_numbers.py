"""The one checked reader of protocol numbers: plain ASCII numbers in range, or a clear error."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.protocol_numbers import (
    MAX_NUMBER_CHARS,
    NotANumber,
    NumberFieldError,
    OutOfRange,
    in_range,
    parse_float,
    parse_int,
)
from tests.linear_time import assert_linear


@pytest.mark.parametrize(("text", "value"), [("5", 5), ("+5", 5), ("-0", 0), ("060", 60), ("1", 1)])
def test_whole_numbers(text: str, value: int) -> None:
    assert parse_int(text, 0, 60, "depth") == value


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("", NotANumber),
        ("5.0", NotANumber),
        ("1e3", NotANumber),
        ("inf", NotANumber),
        ("nan", NotANumber),
        ("1_0", NotANumber),  # int() reads it
        ("٣", NotANumber),  # so does this Arabic-Indic three
        (" 5", NotANumber),  # callers strip the field
        ("+-5", NotANumber),
        ("9" * (MAX_NUMBER_CHARS + 1), NotANumber),
        ("61", OutOfRange),
        ("-1", OutOfRange),
    ],
)
def test_what_is_not_a_usable_whole_number(text: str, error: type[NumberFieldError]) -> None:
    with pytest.raises(error) as raised:
        parse_int(text, 0, 60, "set depth")
    assert str(raised.value).startswith("set depth: ")


@pytest.mark.parametrize(
    ("text", "value"),
    [("1.5", 1.5), ("-2", -2.0), ("2e3", 2000.0), (".5", 0.5), ("5.", 5.0), ("1e-400", 0.0)],
)
def test_real_numbers(text: str, value: float) -> None:
    assert parse_float(text, -6400, 6400, "contempt") == value


@pytest.mark.parametrize(
    ("text", "error"),
    [
        ("inf", NotANumber),
        ("-Infinity", NotANumber),
        ("nan", NotANumber),
        ("0x10", NotANumber),
        ("1_000", NotANumber),
        ("1e", NotANumber),
        (".", NotANumber),
        ("1e400", OutOfRange),  # float() makes it infinity
        ("-1e400", OutOfRange),
        ("6400.5", OutOfRange),
    ],
)
def test_what_is_not_a_usable_real_number(text: str, error: type[NumberFieldError]) -> None:
    with pytest.raises(error, match=r"^set contempt: "):
        parse_float(text, -6400, 6400, "set contempt")


def test_an_open_low_end_refuses_the_end_itself() -> None:
    assert parse_float("0.001", 0, 10, "time", low_open=True) == 0.001
    with pytest.raises(OutOfRange, match=r"'0' is out of range \(above 0 up to 10\)"):
        parse_float("0", 0, 10, "time", low_open=True)
    assert not in_range(math.nan, 0, 1) and not in_range(math.inf, 0, math.inf)


def test_messages_quote_a_short_piece_of_the_text() -> None:
    with pytest.raises(NotANumber) as raised:
        parse_int("x" * 10_000, 1, 60, "set depth")
    assert len(str(raised.value)) < 120 and "'xxxxxxxxxxxxxxxxxxxx'..." in str(raised.value)


@given(st.text(max_size=60), st.integers(-100, 100), st.integers(0, 100))
def test_any_text_is_a_whole_number_in_range_or_a_number_field_error(text: str, low: int, span: int) -> None:
    try:
        value = parse_int(text, low, low + span, "n")
    except NumberFieldError:
        return
    assert low <= value <= low + span and str(value) == str(int(text))


@given(
    st.text(max_size=60) | st.floats().map(repr) | st.integers().map(str),
    st.floats(-1e6, 1e6),
    st.floats(0, 1e6),
)
def test_any_text_is_a_finite_number_in_range_or_an_error(text: str, low: float, span: float) -> None:
    try:
        value = parse_float(text, low, low + span, "x")
    except NumberFieldError:
        return
    assert math.isfinite(value) and low <= value <= low + span


def test_huge_fields_take_linear_time() -> None:
    def run(n: int) -> None:
        for text in ("9" * n, "1" + "0" * n, "-" + "5" * n, "x" * n):
            for parse in (parse_int, parse_float):
                with pytest.raises(NumberFieldError):
                    parse(text, 0, 100, "n")

    assert_linear(run, 200_000)
