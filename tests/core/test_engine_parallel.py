"""The parallel root search (``engine.parallel.split_root``) against a plain sequential reference.

The root moves' searches are stood in for by a table of true values, searched fail-hard, so the
driver's bookkeeping (bounds, re-searches, cut-offs, stops) is checked apart from the kernels;
``test_engine_endgame`` checks the real two-thread search against exact values.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.engine.context import ABORT, ABORTED, CUT, SearchContext, SearchState
from othello_qt.core.engine.parallel import split_root

INF = 10_000


def _states(count: int) -> list[SearchState]:
    table = np.zeros((2, 2), dtype=np.uint64)
    stop = np.zeros(1, dtype=np.int64)
    return [SearchContext().state(table, stop, None, None) for _ in range(count)]


def _fake_search(values: dict[int, int], calls: list[tuple[int, int, int]] | None = None, pause: float = 0.0):
    """A fail-hard search of root move ``square``: its true value clamped to the window; it stops,
    as a kernel does, when the thread's CUT or ABORT word is set."""
    lock = threading.Lock()

    def search(state: SearchState, player, opponent, square: int, depth: int, alpha: int, beta: int) -> int:
        if calls is not None:
            with lock:
                calls.append((square, alpha, beta))
        deadline = time.perf_counter() + pause
        while time.perf_counter() < deadline:
            if state.control[CUT] or state.control[ABORT]:
                state.control[ABORTED] = 1
                return 0
            time.sleep(0.001)
        if state.control[CUT] or state.control[ABORT]:
            state.control[ABORTED] = 1
            return 0
        return max(alpha, min(beta, values[square]))

    return search


def _split(values: list[int], window: tuple[int, int], all_moves: bool, threads: int = 2, pause: float = 0.0):
    order = np.arange(len(values), dtype=np.int64)
    scores = np.zeros(len(values), dtype=np.int64)
    main, *helpers = _states(threads)
    with ThreadPoolExecutor(max(1, threads - 1)) as pool:
        result = split_root(
            _fake_search(dict(enumerate(values)), pause=pause),
            np.uint64(0),
            np.uint64(0),
            5,
            order,
            scores,
            window,
            all_moves,
            main,
            helpers,
            pool,
        )
    return result, scores, main


values_lists = st.lists(st.integers(-64, 64), min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(values=values_lists, threads=st.integers(1, 3))
def test_an_open_window_finds_the_best_move_and_value(values: list[int], threads: int) -> None:
    (best, square, completed), _scores, main = _split(values, (-INF, INF), False, threads)
    assert best == max(values) and values[square] == max(values)
    assert completed == len(values) and not main.control[ABORTED]


@settings(max_examples=60, deadline=None)
@given(values=values_lists, low=st.integers(-70, 70))
def test_a_null_window_answers_whether_the_best_value_exceeds_it(values: list[int], low: int) -> None:
    (best, square, _completed), _scores, main = _split(values, (low, low + 1), False)
    assert (best > low) == (max(values) > low)
    if best > low:
        assert values[square] > low  # the move that cut really does reach beta
    assert not main.control[ABORTED] and not main.control[CUT]


@settings(max_examples=40, deadline=None)
@given(values=values_lists, low=st.integers(-70, 0), width=st.integers(2, 70))
def test_analysis_gives_every_move_its_value_within_the_window(
    values: list[int], low: int, width: int
) -> None:
    high = low + width
    (best, _square, completed), scores, _main = _split(values, (low, high), True)
    assert completed == len(values)
    assert list(scores) == [max(low, min(high, v)) for v in values]
    assert best == max(max(low, min(high, v)) for v in values)


def test_a_cut_stops_the_other_thread_at_once() -> None:
    # Move 0 reaches beta quickly; move 1 would take seconds: the helper is stopped through CUT.
    values = [9, 0, 5]
    order = np.arange(3, dtype=np.int64)
    main, helper = _states(2)
    slow = _fake_search(dict(enumerate(values)), pause=5.0)
    fast = _fake_search(dict(enumerate(values)))

    def search(state, player, opponent, square, depth, alpha, beta):
        return (fast if square == 0 else slow)(state, player, opponent, square, depth, alpha, beta)

    started = time.perf_counter()
    with ThreadPoolExecutor(1) as pool:
        best, square, _ = split_root(
            search,
            np.uint64(0),
            np.uint64(0),
            5,
            order,
            np.zeros(3, dtype=np.int64),
            (7, 8),
            False,
            main,
            [helper],
            pool,
        )
    assert best >= 8 and square == 0
    assert time.perf_counter() - started < 1.0
    assert not helper.control[CUT] and not main.control[ABORTED]


def test_a_stopped_search_reports_itself_aborted() -> None:
    values = [1, 2, 3, 4]
    main, helper = _states(2)
    order = np.arange(4, dtype=np.int64)
    threading.Timer(
        0.05, lambda: (main.control.__setitem__(ABORT, 1), helper.control.__setitem__(ABORT, 1))
    ).start()
    with ThreadPoolExecutor(1) as pool:
        split_root(
            _fake_search(dict(enumerate(values)), pause=0.5),
            np.uint64(0),
            np.uint64(0),
            5,
            order,
            np.zeros(4, dtype=np.int64),
            (-INF, INF),
            True,
            main,
            [helper],
            pool,
        )
    assert main.control[ABORTED]


@pytest.mark.parametrize("threads", [1, 2])
def test_later_moves_are_null_window_tests_at_the_best_so_far(threads: int) -> None:
    calls: list[tuple[int, int, int]] = []
    order = np.arange(3, dtype=np.int64)
    main, *helpers = _states(threads)
    with ThreadPoolExecutor(1) as pool:
        split_root(
            _fake_search({0: 10, 1: 3, 2: 4}, calls),
            np.uint64(0),
            np.uint64(0),
            5,
            order,
            np.zeros(3, dtype=np.int64),
            (-INF, INF),
            False,
            main,
            helpers,
            pool,
        )
    assert calls[0] == (0, -INF, INF)  # the first move alone, with the full window
    assert sorted(calls[1:]) == [(1, 10, 11), (2, 10, 11)]
