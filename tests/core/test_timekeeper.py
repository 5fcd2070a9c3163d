"""The time keeper: abort words at the deadline or on a stop request, and the next-depth forecast."""

from __future__ import annotations

import numpy as np
import pytest

from othello_qt.core import timekeeper
from othello_qt.core.stop_flag import StopFlag
from othello_qt.core.timekeeper import WORTH_STARTING_SHARE, TimeKeeper, safety_margin

WAIT = 10.0
"""The most a test waits for the watcher thread: generous on a loaded machine, never reached when
the time keeper works."""


def watcher_done(keeper: TimeKeeper) -> None:
    """Wait for the watcher thread to end: it ends right after setting the abort words (or when
    the search finishes, which these tests do not do before it)."""
    assert keeper._thread is not None
    keeper._thread.join(WAIT)
    assert not keeper._thread.is_alive(), "the watcher never set the abort words"


def test_no_abort_word_is_set_before_the_usable_time_is_gone() -> None:
    extra = np.zeros(3, dtype=np.int64)
    with TimeKeeper(WAIT) as keeper:
        keeper.abort_also(extra, 2)
        assert not keeper.expired()
        assert keeper.array[0] == 0 and extra[2] == 0
    assert not keeper.expired() and keeper.array[0] == 0 and extra[2] == 0


def test_every_abort_word_is_set_once_the_usable_time_is_gone() -> None:
    extra = np.zeros(3, dtype=np.int64)
    with TimeKeeper(0.05) as keeper:
        keeper.abort_also(extra, 2)
        watcher_done(keeper)
        # the deadline is a lower bound the watcher keeps whatever the machine's load
        assert keeper.elapsed >= keeper.usable
        assert keeper.expired()
    assert keeper.array[0] == 1 and extra[2] == 1 and extra[0] == 0


def test_a_word_added_after_the_deadline_is_set_at_once() -> None:
    with TimeKeeper(0.02) as keeper:
        watcher_done(keeper)
        late = np.zeros(1, dtype=np.int64)
        keeper.abort_also(late, 0)
        assert late[0] == 1


def test_the_stop_flag_aborts_without_a_time_limit() -> None:
    stop = StopFlag()
    with TimeKeeper(None, stop) as keeper:
        assert keeper.array[0] == 0
        stop.set()
        watcher_done(keeper)
        assert keeper.array[0] == 1


def test_the_margin_leaves_most_of_the_budget() -> None:
    assert 0 < safety_margin(1.0) < 0.1
    assert safety_margin(60.0) <= 0.25


class _Clock:
    """A time source the test moves by hand: the forecasts below read no wall clock."""

    def __init__(self) -> None:
        self.now = 1000.0

    def perf_counter(self) -> float:
        return self.now


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> _Clock:
    fake = _Clock()
    monkeypatch.setattr(timekeeper, "time", fake)  # what TimeKeeper reads its time from
    return fake


def test_next_depth_forecast_follows_the_growth_of_the_last_depths(clock: _Clock) -> None:
    keeper = TimeKeeper(10.0)
    keeper._depth_seconds = [0.01, 0.03, 0.09]  # growth 3 per depth
    assert abs(keeper.predicted_next_depth_seconds() - 0.27) < 1e-9
    assert keeper.may_start_next_depth()
    keeper._depth_seconds = [1.0, 4.0]  # growth 4: the next depth would take 16 s
    clock.now += 9.0
    assert keeper.usable < 9.0 + WORTH_STARTING_SHARE * 16.0
    assert not keeper.may_start_next_depth()


def test_a_clock_search_stops_deepening_at_its_target_and_extends_it_when_needed(clock: _Clock) -> None:
    keeper = TimeKeeper(10.0, started=clock.now - 1.0, target=1.2)  # one second already spent
    keeper._depth_seconds = [0.05]  # the next depth is predicted at 0.2 s: 10 % fits before 1.2 s
    assert keeper.elapsed == 1.0 and keeper.may_start_next_depth()
    keeper.target = 1.0  # at the target: no new depth, though the deadline is far
    assert not keeper.may_start_next_depth()
    keeper.extend_target()  # the best move changed
    assert keeper.target == 1.6 and keeper.may_start_next_depth()
    for _ in range(20):
        keeper.extend_target()
    assert keeper.target == keeper.usable  # never past the hard deadline


def test_a_depth_is_timed_from_the_one_before(clock: _Clock) -> None:
    keeper = TimeKeeper(10.0)
    clock.now += 0.5
    keeper.depth_done()
    clock.now += 2.0
    keeper.depth_done()
    assert keeper._depth_seconds == [0.5, 2.0] and keeper.elapsed == 2.5
