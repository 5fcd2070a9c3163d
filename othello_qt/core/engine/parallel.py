"""Parallel search: young brothers wait, at the root and down the line of first moves.

A split node searches its first move before the others ("young brothers wait"): it is usually the
best and its value gives the others a bound, and at a node that cuts off it is usually the only one
searched.  The first move's own node is split the same way, with every thread, down the line of
first moves while the subtrees stay large enough to share (``SplitTree.splits``); then its other
moves are handed out one at a time to whichever thread is free.  Each later move is a null-window
test at the best value known when it starts (tested again if another thread raised the bound
meanwhile) and, when it fails high, is searched again with the open window.  A move that reaches
beta cuts the node: the other threads are stopped through their ``CUT`` control word.  In analysis
(every root move with the full window) all root moves run in parallel at once.

Below the split nodes each move is one call of a ``nogil`` kernel (``midgame.mid_move``,
``endgame.end_move``), so the threads run truly in parallel and share only the transposition
table; the split nodes themselves (a few per search) are Python, the kernels doing their table
probes, cuts and move ordering (``midgame.mid_expand``, ``endgame.end_expand``).  The threads never
search the same move: on two cores, threads repeating each other's work (lazy SMP) are slower than
one thread (``python -m benchmarks engine``, parallel search).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, wait
from typing import Protocol

import numpy as np

from othello_qt.core.bitboard import child_position
from othello_qt.core.engine.context import ABORTED, CUT, PASSES, SETTLED, SearchState
from othello_qt.core.engine.prelude import MAX_MOVES, PASS_SQUARE

MoveSearch = Callable[[SearchState, int, int, int], int]
"""``search_move(state, square, alpha, beta)``: the fail-soft value of the root move to ``square``
within (alpha, beta), from the root's side's point of view, searched by the thread of ``state``."""
FirstSearch = Callable[[int, int], "int | None"]
"""``first(alpha, beta)``: the first move's value searched by every thread (``None``: stopped)."""


class SplitTree(Protocol):
    """What ``split_search`` needs of a search (midgame to a depth, or endgame at a level): its
    kernels for a node's steps.  ``plies`` is the node's remaining depth (the endgame ignores it);
    values are fail-soft, from the node's side to move's point of view."""

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        """Whether the node is worth sharing among the threads (else ``leaf`` searches it)."""
        ...

    def expand(
        self,
        state: SearchState,
        player: int,
        opponent: int,
        plies: int,
        alpha: int,
        beta: int,
        order: np.ndarray,
    ) -> tuple[int, int, int, int, int]:
        """The node's steps before its moves: ``(status, value, alpha, beta, count)``
        (``context.EXPANDED``, ``SETTLED`` or ``PASSES``; see ``endgame.end_expand``)."""
        ...

    def child(
        self, state: SearchState, player: int, opponent: int, square: int, plies: int, alpha: int, beta: int
    ) -> int:
        """The node's move to ``square`` searched by one thread, the node's view."""
        ...

    def leaf(self, state: SearchState, player: int, opponent: int, plies: int, alpha: int, beta: int) -> int:
        """The node searched by one thread."""
        ...

    def store(
        self,
        state: SearchState,
        player: int,
        opponent: int,
        plies: int,
        window: tuple[int, int],
        best: int,
        move: int,
    ) -> None:
        """Record the node's result in the table."""
        ...


class _RootJob:
    """The shared state of one parallel root search: the next move to hand out, the best so far."""

    def __init__(
        self,
        search_move: MoveSearch,
        order: np.ndarray,
        scores: np.ndarray,
        window: tuple[int, int],
        all_moves: bool,
        states: Sequence[SearchState],
        first: FirstSearch | None = None,
    ) -> None:
        self.search_move = search_move
        self.first = first
        self.order = order
        self.scores = scores
        self.alpha, self.beta = window
        self.all_moves = all_moves
        self.states = states
        self.lock = threading.Lock()
        self.next_index = 0
        self.recorded = 0
        self.best = -(1 << 30)
        self.best_move = PASS_SQUARE
        self.cut = False

    def take(self) -> int:
        """The next root move's index, or -1 when none is left (or the root was cut)."""
        with self.lock:
            if self.cut or self.next_index >= len(self.order):
                return -1
            index = self.next_index
            self.next_index += 1
            return index

    def bound(self) -> int:
        """The window's lower end for the next test: the best value found so far."""
        return max(self.alpha, self.best)

    def record(self, index: int, value: int) -> None:
        with self.lock:
            self.scores[index] = value
            self.recorded += 1
            if value > self.best:
                self.best = value
                self.best_move = int(self.order[index])
            if not self.all_moves and value >= self.beta and not self.cut:
                self.cut = True
                for state in self.states:
                    state.control[CUT] = 1

    def _move(self, state: SearchState, index: int, low: int, high: int) -> int:
        return self.search_move(state, int(self.order[index]), low, high)

    def search(self, state: SearchState, index: int) -> int | None:
        """One root move's value (``None`` if the thread was stopped before it was known)."""
        if index == 0 and self.first is not None:
            value = self.first(self.alpha, self.beta)
            if value is None:
                return None
        elif self.all_moves or index == 0:
            value = self._move(state, index, self.alpha, self.beta)
        else:
            low = self.bound()
            value = self._move(state, index, low, low + 1)
            while not state.control[ABORTED] and low < value < self.beta:
                raised = self.bound()
                if value <= raised:  # another thread raised the bound past this one: test again there
                    low = raised
                    value = self._move(state, index, low, low + 1)
                    continue
                value = self._move(state, index, value, self.beta)
                break
        return None if state.control[ABORTED] else int(value)

    def work(self, state: SearchState) -> None:
        """Take root moves until none is left (or this thread is stopped); an error stops every
        thread before it goes up."""
        try:
            while (index := self.take()) >= 0:
                value = self.search(state, index)
                if value is None:
                    return
                self.record(index, value)
        except BaseException:
            with self.lock:
                self.cut = True  # nothing more is handed out
                for other in self.states:
                    other.control[CUT] = 1
            raise


def split_root(
    search_move: MoveSearch,
    order: np.ndarray,
    scores: np.ndarray,
    window: tuple[int, int],
    all_moves: bool,
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
    first: FirstSearch | None = None,
) -> tuple[int, int, int]:
    """Search the root moves in ``order`` with ``main`` (this thread) and ``helpers`` (in ``pool``).

    Like ``midgame.mid_root``: ``scores[i]`` gets each completed move's value (a bound under PVS),
    and the result is ``(best value, best square, moves completed)``.  If the search was stopped
    (deadline or stop flag) before every needed move was known, ``main.control[ABORTED]`` is set,
    as a stopped kernel would leave it.  ``first`` searches the first move with every thread
    (``split_search``), before the others start.
    """
    if first is not None and all_moves:  # a helper would then split it, from inside the pool
        raise ValueError("an analysis searches every move alike: its first move is not split")
    job = _RootJob(search_move, order, scores, window, all_moves, (main, *helpers), first)
    if not all_moves and (first is not None or job.beta - job.alpha > 1):
        index = job.take()
        value = job.search(main, index)
        if value is None:
            return job.best, job.best_move, job.recorded
        job.record(index, value)
    futures = [pool.submit(job.work, helper) for helper in helpers] if not job.cut else []
    worked = False
    try:
        job.work(main)
        worked = True
    finally:
        if job.cut or main.control[ABORTED] or not worked:
            for helper in helpers:
                helper.control[CUT] = 1
        wait(futures)  # every helper has stopped before any error goes up
    for future in futures:
        future.result()
    for helper in helpers:  # a helper's stop ends with this root search
        helper.control[ABORTED] = 0
        helper.control[CUT] = 0
    finished = job.cut or job.recorded == len(order)
    main.control[ABORTED] = 0 if finished else 1
    main.control[CUT] = 0
    return job.best, job.best_move, job.recorded


def split_search(
    tree: SplitTree,
    player: int,
    opponent: int,
    plies: int,
    window: tuple[int, int],
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
) -> int | None:
    """The node's fail-soft value within ``window``, searched by ``main`` and ``helpers``: its first
    move by all of them (recursively, while ``tree.splits``), then its other moves shared
    (``split_root``).  ``None`` when the search was stopped (``main.control[ABORTED]`` is then set).
    """
    alpha, beta = window
    if not tree.splits(player, opponent, plies):
        value = tree.leaf(main, player, opponent, plies, alpha, beta)
        return None if main.control[ABORTED] else int(value)
    order = np.empty(MAX_MOVES, dtype=np.int64)
    status, value, alpha, beta, count = tree.expand(main, player, opponent, plies, alpha, beta, order)
    if main.control[ABORTED]:
        return None
    if status == SETTLED:
        return int(value)
    if status == PASSES:
        passed = split_search(tree, opponent, player, plies, (-beta, -alpha), main, helpers, pool)
        return None if passed is None else -passed
    order = order[:count]
    scores = np.zeros(count, dtype=np.int64)
    best, move, _ = split_moves(
        tree, (player, opponent), plies, order, scores, (alpha, beta), False, main, helpers, pool
    )
    if main.control[ABORTED]:
        return None
    tree.store(main, player, opponent, plies, (alpha, beta), best, move)
    return best


def split_moves(
    tree: SplitTree,
    node: tuple[int, int],
    plies: int,
    order: np.ndarray,
    scores: np.ndarray,
    window: tuple[int, int],
    all_moves: bool,
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
) -> tuple[int, int, int]:
    """``split_root`` over the moves in ``order`` of ``node`` (its player's and opponent's discs),
    ``plies`` deep in ``tree``: the first move's node split too (``split_search``), unless every
    move is wanted with the full window (analysis)."""
    player, opponent = node

    def search_move(state: SearchState, square: int, low: int, high: int) -> int:
        return tree.child(state, player, opponent, square, plies, low, high)

    def first(low: int, high: int) -> int | None:
        child_p, child_o = child_position(player, opponent, int(order[0]))
        value = split_search(tree, child_p, child_o, plies - 1, (-high, -low), main, helpers, pool)
        return None if value is None else -value

    first_search = None if all_moves else first
    return split_root(search_move, order, scores, window, all_moves, main, helpers, pool, first_search)
