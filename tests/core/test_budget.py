"""``Budget.parse``: the one reader of a thinking budget (``8``, ``1.5s``, ``500ms``, ``8,2s``)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.players.base import MAX_DEPTH, Budget, BudgetError


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
NEAR = st.one_of(  # budgets at and around the limits, good and bad
    st.integers(-2, MAX_DEPTH + 40).map(str),
    st.floats(0, 4000).map(lambda seconds: f"{seconds!r}s"),
    st.tuples(st.integers(0, MAX_DEPTH + 2), st.integers(0, 4_000_000)).map(
        lambda pair: f"{pair[0]}, {pair[1]}ms"
    ),
)


@given(st.one_of(PIECES, NEAR))
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
