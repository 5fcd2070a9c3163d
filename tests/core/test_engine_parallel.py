"""The parallel search (``engine.parallel``) against a plain sequential reference.

The root moves' searches are stood in for by a table of true values, searched fail-hard, so the
driver's bookkeeping (bounds, re-searches, cut-offs, stops) is checked apart from the kernels; the
shared nodes below the root (``split_search``) by a tree of real Othello moves over a made-up
evaluation, against plain negamax; the sharing of a later move's subtree by a made-up tree whose
second root move holds nearly all the work.  ``test_engine_endgame`` checks the real two-thread
search against exact values.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.bitboard import child_position
from othello_qt.core.engine import parallel
from othello_qt.core.engine.context import (
    ABORT,
    ABORTED,
    CUT,
    EXPANDED,
    PASSES,
    SETTLED,
    SearchContext,
    SearchState,
)
from othello_qt.core.engine.parallel import split_moves, split_search
from othello_qt.core.engine.search import legal_squares
from tests.core.engine_reference import random_position

INF = 10_000


def _states(count: int) -> list[SearchState]:
    table = np.zeros((2, 2), dtype=np.uint64)
    stop = np.zeros(1, dtype=np.int64)
    return [SearchContext().state(table, stop, None, None) for _ in range(count)]


def _fake_search(values: dict[int, int], calls: list[tuple[int, int, int]] | None = None, pause: float = 0.0):
    """A fail-hard search of root move ``square``: its true value clamped to the window; it stops,
    as a kernel does, when the thread's CUT or ABORT word is set."""
    lock = threading.Lock()

    def search(state: SearchState, square: int, alpha: int, beta: int) -> int:
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


class _RootMovesTree:
    """``parallel.SplitTree`` whose root (one ply deep) has moves searched by ``search``: the root's
    moves are never split further, so only the sharing of the root's moves is at work."""

    def __init__(self, search) -> None:
        self.search = search

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        return plies >= 1

    def child(self, state, player, opponent, square, plies, alpha, beta):
        return self.search(state, square, alpha, beta)

    def store(self, state, player, opponent, plies, window, best, move):
        raise AssertionError("the root is not stored")


def _split(search, moves: int, window: tuple[int, int], all_moves: bool, states: list[SearchState]):
    """``split_moves`` over root moves 0..moves-1 with ``states`` (the first is the main thread's)."""
    order = np.arange(moves, dtype=np.int64)
    scores = np.zeros(moves, dtype=np.int64)
    main, *helpers = states
    root = random_position(50, 1)
    with ThreadPoolExecutor(max(1, len(helpers))) as pool:
        result = split_moves(
            _RootMovesTree(search),
            (root.player, root.opponent),
            1,
            order,
            scores,
            window,
            all_moves,
            main,
            helpers,
            pool,
        )
    return result, scores, main


def _split_values(values: list[int], window: tuple[int, int], all_moves: bool, threads: int = 2):
    return _split(_fake_search(dict(enumerate(values))), len(values), window, all_moves, _states(threads))


values_lists = st.lists(st.integers(-64, 64), min_size=1, max_size=12)


@settings(max_examples=60, deadline=None)
@given(values=values_lists, threads=st.integers(1, 3))
def test_an_open_window_finds_the_best_move_and_value(values: list[int], threads: int) -> None:
    (best, square, completed), _scores, main = _split_values(values, (-INF, INF), False, threads)
    assert best == max(values) and values[square] == max(values)
    assert completed == len(values) and not main.control[ABORTED]


@settings(max_examples=60, deadline=None)
@given(values=values_lists, low=st.integers(-70, 70))
def test_a_null_window_answers_whether_the_best_value_exceeds_it(values: list[int], low: int) -> None:
    (best, square, _completed), _scores, main = _split_values(values, (low, low + 1), False)
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
    (best, _square, completed), scores, _main = _split_values(values, (low, high), True)
    assert completed == len(values)
    assert list(scores) == [max(low, min(high, v)) for v in values]
    assert best == max(max(low, min(high, v)) for v in values)


def test_a_cut_stops_the_other_thread_at_once() -> None:
    # Move 2 reaches beta quickly; move 1 would take seconds: its thread is stopped through CUT.
    values = dict(enumerate([0, 0, 9]))
    slow = _fake_search(values, pause=5.0)
    fast = _fake_search(values)

    def search(state, square, alpha, beta):
        return (slow if square == 1 else fast)(state, square, alpha, beta)

    states = _states(2)
    started = time.perf_counter()
    (best, square, _), _scores, _main = _split(search, 3, (7, 8), False, states)
    assert best >= 8 and square == 2
    assert time.perf_counter() - started < 1.0
    assert not any(state.control[CUT] or state.control[ABORTED] for state in states)


def test_a_stopped_search_reports_itself_aborted() -> None:
    states = _states(2)
    threading.Timer(0.05, lambda: [state.control.__setitem__(ABORT, 1) for state in states]).start()
    search = _fake_search(dict(enumerate([1, 2, 3, 4])), pause=0.5)
    _result, _scores, main = _split(search, 4, (-INF, INF), True, states)
    assert main.control[ABORTED]


def test_no_move_is_handed_out_after_a_stop() -> None:
    # Twenty slow moves; the deadline passes during the first ones: each thread ends its move and
    # takes no other (once the owner stops waiting, its split point is closed to helpers too).
    states = _states(2)
    calls: list[tuple[int, int, int]] = []
    search = _fake_search(dict.fromkeys(range(20), 0), calls, pause=0.05)
    threading.Timer(0.12, lambda: [state.control.__setitem__(ABORT, 1) for state in states]).start()
    started = time.perf_counter()
    (_best, _square, completed), _scores, main = _split(search, 20, (-INF, INF), True, states)
    assert main.control[ABORTED] and completed < 20
    assert len(calls) <= completed + 2  # the moves done, and one stopped move a thread at most
    assert time.perf_counter() - started < 0.5


@pytest.mark.parametrize("threads", [1, 2])
def test_later_moves_are_null_window_tests_at_the_best_so_far(threads: int) -> None:
    calls: list[tuple[int, int, int]] = []
    _split(_fake_search({0: 10, 1: 3, 2: 4}, calls), 3, (-INF, INF), False, _states(threads))
    assert calls[0] == (0, -INF, INF)  # the first move alone, with the full window
    assert sorted(calls[1:]) == [(1, 10, 11), (2, 10, 11)]


def _made_up_value(player: int, opponent: int) -> int:
    """A position's value for the side to move: arbitrary, but fixed and antisymmetric enough to
    make every line's value differ."""
    return (player * 0x9E3779B1 + opponent * 0x85EBCA77) % 61 - 30


def _negamax(player: int, opponent: int, plies: int) -> int:
    """The reference: plain negamax over the made-up value; a pass is not a ply."""
    if plies == 0:
        return _made_up_value(player, opponent)
    moves = legal_squares(player, opponent)
    if not moves:
        if not legal_squares(opponent, player):
            return 1000 * (
                (player.bit_count() > opponent.bit_count()) - (player.bit_count() < opponent.bit_count())
            )
        return -_negamax(opponent, player, plies)
    return max(-_negamax(*child_position(player, opponent, square), plies - 1) for square in moves)


class _MadeUpTree:
    """``parallel.SplitTree`` over real moves and the made-up value, searched fail-hard; splits
    nodes two plies deep or more.  Moves are tried in reverse square order (any order will do)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.stored: list[tuple[int, int, int]] = []

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        return plies >= 2

    def expand(self, state, player, opponent, plies, alpha, beta, order):
        moves = legal_squares(player, opponent)
        if not moves:
            if not legal_squares(opponent, player):
                return SETTLED, _negamax(player, opponent, plies), alpha, beta, 0
            return PASSES, 0, alpha, beta, 0
        order[: len(moves)] = moves[::-1]
        return EXPANDED, 0, alpha, beta, len(moves)

    def child(self, state, player, opponent, square, plies, alpha, beta):
        return max(alpha, min(beta, -_negamax(*child_position(player, opponent, square), plies - 1)))

    def leaf(self, state, player, opponent, plies, alpha, beta):
        return max(alpha, min(beta, _negamax(player, opponent, plies)))

    def store(self, state, player, opponent, plies, window, best, move):
        with self.lock:
            self.stored.append((plies, best, move))


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    empties=st.integers(40, 56),
    plies=st.integers(2, 4),
    threads=st.integers(1, 3),
)
def test_split_nodes_find_the_negamax_value(seed: int, empties: int, plies: int, threads: int) -> None:
    position = random_position(empties, seed)
    expected = _negamax(position.player, position.opponent, plies)
    tree = _MadeUpTree()
    main, *helpers = _states(threads)
    with ThreadPoolExecutor(max(1, len(helpers))) as pool:
        for window in (
            (-INF, INF),
            (expected - 1, expected + 1),
            (expected, expected + 1),
            (expected - 1, expected),
        ):
            value = split_search(tree, position.player, position.opponent, plies, window, main, helpers, pool)
            assert value is not None and not main.control[ABORTED]
            low, high = window
            if low < expected < high:
                assert value == expected
            else:  # a bound on the right side of the window
                assert (value >= high) == (expected >= high) and (value <= low) == (expected <= low)
    assert tree.stored and all(p >= 2 for p, _best, _move in tree.stored)
    assert not any(state.control[CUT] for state in (main, *helpers))


def test_a_stopped_split_search_answers_none() -> None:
    position = random_position(50, 3)
    tree = _MadeUpTree()
    main, *helpers = _states(2)
    for state in (main, *helpers):
        state.control[ABORT] = 1

    def stopped_leaf(state, player, opponent, plies, alpha, beta):
        state.control[ABORTED] = 1
        return 0

    tree.leaf = stopped_leaf  # type: ignore[method-assign]
    tree.child = lambda state, *args: stopped_leaf(state, *args[:2], 0, 0, 0)  # type: ignore[method-assign]
    with ThreadPoolExecutor(1) as pool:
        assert (
            split_search(tree, position.player, position.opponent, 3, (-INF, INF), main, helpers, pool)
            is None
        )
    assert main.control[ABORTED]


def test_an_error_in_a_move_stops_the_other_thread_before_it_goes_up() -> None:
    slow = _fake_search({1: 0, 2: 0, 3: 0}, pause=5.0)

    def search(state, square, alpha, beta):
        if square == 0:
            raise RuntimeError("broken kernel")
        return slow(state, square, alpha, beta)

    states = _states(2)
    started = time.perf_counter()
    with pytest.raises(RuntimeError, match="broken kernel"):
        _split(search, 4, (-INF, INF), True, states)
    assert time.perf_counter() - started < 2.0  # the helper was stopped, not waited for


class _LopsidedTree:
    """A made-up tree (nodes numbered, not positions): the root's second move holds nearly all the
    work, ``wide`` moves at each of its nodes, the others one; each leaf takes a moment to search.
    ``searched`` records which thread searched each leaf under the root's second move."""

    def __init__(self, wide: int, pause: float) -> None:
        self.wide, self.pause = wide, pause
        self.lock = threading.Lock()
        self.searched: set[str] = set()

    @staticmethod
    def child_position(node: int, _unused: int, square: int) -> tuple[int, int]:
        return node * 8 + square + 1, 0

    def branching(self, node: int) -> int:
        while node > 8:  # up to the root's move
            node = (node - 1) // 8
        return self.wide if node == 2 else 1

    def value(self, node: int, plies: int) -> int:
        if plies == 0:
            return (node * 0x9E3779B1) % 61 - 30
        children = range(self.branching(node)) if node else range(3)
        return max(-self.value(self.child_position(node, 0, square)[0], plies - 1) for square in children)

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        return plies >= 2

    def expand(self, state, player, opponent, plies, alpha, beta, order):
        count = self.branching(player) if player else 3
        order[:count] = range(count)
        return EXPANDED, 0, alpha, beta, count

    def child(self, state, player, opponent, square, plies, alpha, beta):
        child = self.child_position(player, opponent, square)[0]
        time.sleep(self.pause)
        if self.branching(child) == self.wide:
            with self.lock:
                self.searched.add(threading.current_thread().name)
        return max(alpha, min(beta, -self.value(child, plies - 1)))

    def leaf(self, state, player, opponent, plies, alpha, beta):
        return max(alpha, min(beta, self.value(player, plies)))

    def store(self, state, player, opponent, plies, window, best, move):
        pass


def test_a_later_moves_large_subtree_is_shared(monkeypatch: pytest.MonkeyPatch) -> None:
    # The old split (the first moves' line only) left the second root move's whole subtree to one
    # thread; now both threads search inside it (5 ms a move: time for a helper thread to wake on a
    # busy machine).
    tree = _LopsidedTree(wide=4, pause=0.005)
    monkeypatch.setattr(parallel, "child_position", tree.child_position)
    main, *helpers = _states(2)
    with ThreadPoolExecutor(1, thread_name_prefix="helper") as pool:
        value = split_search(tree, 0, 0, 4, (-INF, INF), main, helpers, pool)
    assert value == tree.value(0, 4)
    assert len(tree.searched) == 2  # the main thread and the helper


def test_a_thread_interrupted_as_it_joins_a_point_does_not_hang_the_points_owner(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # An interrupt (KeyboardInterrupt reaches the main thread anywhere) between joining a point and
    # serving it leaves the point's helper count up: its owner must stop waiting once the search failed.
    tree = _LopsidedTree(wide=4, pause=0.002)
    monkeypatch.setattr(parallel, "child_position", tree.child_position)
    interrupted = threading.Event()

    def serve(self, worker, point, back):
        if not interrupted.is_set():
            interrupted.set()
            raise KeyboardInterrupt  # after _join, before the count is given back
        return real_serve(self, worker, point, back)

    real_serve = parallel._SharedSearch._serve
    monkeypatch.setattr(parallel._SharedSearch, "_serve", serve)
    main, *helpers = _states(2)
    outcome: list[BaseException] = []

    def run() -> None:
        with ThreadPoolExecutor(1, thread_name_prefix="helper") as pool:
            try:
                split_search(tree, 0, 0, 4, (-INF, INF), main, helpers, pool)
            except BaseException as exc:  # the test reports whatever went up
                outcome.append(exc)

    runner = threading.Thread(target=run, daemon=True)
    runner.start()
    runner.join(10.0)
    assert interrupted.is_set() and not runner.is_alive()
    assert len(outcome) == 1 and isinstance(outcome[0], KeyboardInterrupt)
