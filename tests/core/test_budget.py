"""``Budget.parse``: the one reader of a thinking budget (``8``, ``1.5s``, ``500ms``, ``8,2s``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.budget import Budget, BudgetError


@pytest.mark.parametrize(
    ("text", "budget"),
    [
        ("8", Budget(depth=8)),
        (" 1.5s ", Budget(seconds=1.5)),
        ("500ms", Budget(seconds=0.5)),
        ("8,250MS", Budget(depth=8, seconds=0.25)),
        ("2s, 8", Budget(depth=8, seconds=2.0)),
        ("60", Budget(depth=60)),
    ],
)
def test_depths_times_and_both(text: str, budget: Budget) -> None:
    assert Budget.parse(text) == budget


def test_a_bare_number_is_a_time_where_the_owner_says_so() -> None:
    assert Budget.parse("2", owner="id", bare="seconds") == Budget(seconds=2.0)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty budget"),
        (" , ", "empty budget"),
        ("fast", "is not a depth like 6, a time like 2s or 500ms, or both like 6,2s"),
        ("0", "depth must be between 1 and 60 plies"),
        ("-3", "depth must be between 1 and 60 plies"),
        ("61", "depth must be between 1 and 60 plies"),
        ("9" * 5000, "depth must be between 1 and 60 plies"),
        ("0s", "time must be greater than 0 seconds"),
        ("nans", "time must be a finite number"),
        ("4000s", "time must be at most 3600 seconds"),
        ("6,7", "is not a depth like 6"),
        ("1s,2s", "is not a depth like 6"),
        ("٣", "is not a depth like 6"),
    ],
)
def test_bad_budgets_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(BudgetError, match=message) as raised:
        Budget.parse(text, owner="match")
    assert str(raised.value).startswith("match: ")


@given(st.text(max_size=40), st.sampled_from(["depth", "seconds"]))
def test_any_text_is_a_budget_or_a_budget_error(text: str, bare: str) -> None:
    try:
        budget = Budget.parse(text, bare=bare)  # type: ignore[arg-type]
    except BudgetError as exc:
        assert str(exc).startswith("budget: ")
        return
    assert budget.depth is not None or budget.seconds is not None
    assert budget.depth is None or 1 <= budget.depth <= MAX_DEPTH


PIECES = st.lists(
    st.sampled_from(
        ["8", "1.5s", "500ms", "1e3ms", "nan", "infs", "nans", " ", ",", "x", "-", "S", "0", "99"]
    ),
    max_size=8,
).map("".join)


@given(PIECES)
def test_pieces_of_budgets_read_as_a_budget_or_a_budget_error(text: str) -> None:
    # any other exception fails the test; each branch checks what it got
    try:
        budget = Budget.parse(text)
    except BudgetError as exc:
        assert str(exc).startswith("budget: ")
        return
    assert budget.limited and budget.clock is None
    assert budget.depth is None or 1 <= budget.depth <= MAX_DEPTH
    assert budget.seconds is None or 0 < budget.seconds <= 3600


def _depth(n: int) -> tuple[str, tuple[int, None] | None]:
    return str(n), ((n, None) if 1 <= n <= MAX_DEPTH else None)


def _time(seconds: float) -> tuple[str, tuple[None, float] | None]:
    return f"{seconds!r}s", ((None, seconds) if 0 < seconds <= 3600 else None)


def _both(depth: int, ms: int) -> tuple[str, tuple[int, float] | None]:
    good = 1 <= depth <= MAX_DEPTH and 0 < ms / 1000 <= 3600
    return f"{depth}, {ms}ms", ((depth, ms / 1000) if good else None)


DEPTHS = st.one_of(
    st.sampled_from([0, 1, 2, MAX_DEPTH - 1, MAX_DEPTH, MAX_DEPTH + 1]), st.integers(-2, MAX_DEPTH + 40)
)
"""Depths, the limits on either side of them drawn as often as all the others."""
MILLISECONDS = st.one_of(st.sampled_from([0, 1, 3_600_000, 3_600_001]), st.integers(0, 4_000_000))
NEAR = st.one_of(  # budgets at and around the limits, each with what it must read as (None: refused)
    DEPTHS.map(_depth),
    st.one_of(st.floats(0, 4000), st.sampled_from([3600.0, 3600.000001, 5e-324])).map(_time),
    st.tuples(DEPTHS, MILLISECONDS).map(lambda pair: _both(*pair)),
)


@given(NEAR)
def test_budgets_near_the_limits_read_exactly_or_are_refused(example: tuple[str, tuple | None]) -> None:
    """A good budget (about half the examples) must read as its depth and time, a bad one must be
    refused with a reason: a reader that refused good budgets would fail here."""
    text, expected = example
    try:
        budget = Budget.parse(text)
    except BudgetError as exc:
        assert expected is None, f"{text!r} refused: {exc}"
        assert str(exc).startswith("budget: ")
        return
    assert expected is not None, f"{text!r} read as {budget}"
    depth, seconds = expected
    assert budget.depth == depth and budget.limited and budget.clock is None
    assert budget.seconds == (None if seconds is None else pytest.approx(seconds, rel=1e-12))


def test_a_clock_becomes_a_fair_share_for_players_that_do_not_plan_with_it() -> None:
    from othello_qt.core.game_clock import ClockReading, plan_move_time
    from othello_qt.core.players.base import budget_for
    from othello_qt.core.players.master import MasterPlayer
    from othello_qt.core.players.registry import create_player
    from othello_qt.core.position import Position

    position = Position.initial()
    clock = ClockReading(30.0, 2.0)
    simple = create_player("greedy")
    master = MasterPlayer()
    capped = Budget(depth=5, seconds=10.0, clock=clock)
    assert budget_for(simple, capped, position) == Budget(
        depth=5, seconds=plan_move_time(30.0, 2.0, 60).target
    )
    assert budget_for(master, capped, position) is capped  # it plans with the clock itself
    assert budget_for(simple, Budget(clock=clock), position) is None  # its own level; the caller stops it
    assert budget_for(simple, Budget(seconds=1.0), position) == Budget(seconds=1.0)
    with pytest.raises(ValueError):
        ClockReading(float("nan"))
