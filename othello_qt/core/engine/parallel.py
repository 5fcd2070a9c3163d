"""Parallel search at the root: the root moves shared among the search threads.

Root moves are handed out one at a time to whichever thread is free.  The first move gets the full
window; with a window wider than one point it is searched alone first, since it is usually the
best and its value gives the others a bound ("young brothers wait"); a null-window root (the
exact solver's probes) has no bound to wait for, so every thread starts at once.  Each later move
is a null-window test at the best value known when it starts (tested again if another thread
raised the bound meanwhile) and, when it fails high, is searched again with the open window.
A move that reaches beta cuts the root: the other threads are stopped through their ``CUT``
control word.  In analysis (every move with the full window) all moves run in parallel at once.

Each search is one call of a ``nogil`` kernel (``midgame.mid_move`` or ``deep_solver.end_move``), so
the threads run truly in parallel and share only the transposition table.  The threads never
search the same root move: on two cores, threads repeating each other's work (lazy SMP) are
slower than one thread (``python -m benchmarks engine``, parallel search).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor

import numpy as np

from othello_qt.core.engine.context import ABORTED, CUT, SearchState
from othello_qt.core.engine.prelude import PASS_SQUARE

MoveSearch = Callable[[SearchState, int, int, int], int]
"""``search_move(state, square, alpha, beta)``: the fail-soft value of the root move to ``square``
within (alpha, beta), from the root's side's point of view, searched by the thread of ``state``."""


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
    ) -> None:
        self.search_move = search_move
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
        if self.all_moves or index == 0:
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
        """Take root moves until none is left (or this thread is stopped)."""
        while (index := self.take()) >= 0:
            value = self.search(state, index)
            if value is None:
                return
            self.record(index, value)


def split_root(
    search_move: MoveSearch,
    order: np.ndarray,
    scores: np.ndarray,
    window: tuple[int, int],
    all_moves: bool,
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
) -> tuple[int, int, int]:
    """Search the root moves in ``order`` with ``main`` (this thread) and ``helpers`` (in ``pool``).

    Like ``midgame.mid_root``: ``scores[i]`` gets each completed move's value (a bound under PVS),
    and the result is ``(best value, best square, moves completed)``.  If the search was stopped
    (deadline or stop flag) before every needed move was known, ``main.control[ABORTED]`` is set,
    as a stopped kernel would leave it.
    """
    job = _RootJob(search_move, order, scores, window, all_moves, (main, *helpers))
    if not all_moves and job.beta - job.alpha > 1:
        first = job.take()
        value = job.search(main, first)
        if value is None:
            return job.best, job.best_move, job.recorded
        job.record(first, value)
    futures = [pool.submit(job.work, helper) for helper in helpers] if not job.cut else []
    try:
        job.work(main)
    finally:
        if job.cut or main.control[ABORTED]:
            for helper in helpers:
                helper.control[CUT] = 1
        for future in futures:
            future.result()
    for helper in helpers:  # a helper's stop ends with this root search
        helper.control[ABORTED] = 0
        helper.control[CUT] = 0
    finished = job.cut or job.recorded == len(order)
    main.control[ABORTED] = 0 if finished else 1
    main.control[CUT] = 0
    return job.best, job.best_move, job.recorded
