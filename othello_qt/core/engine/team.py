"""The threads of one ``search.Searcher``: this thread's search context and its helpers'.

A root search is one kernel call (``midgame.mid_root``, ``endgame.end_root``) on the calling thread,
or, with helpers and a root large enough to share, ``parallel.split_moves`` over every thread: young
brothers wait at every node large enough to share.  The helpers run in a pool started at the first
shared search, at a lower priority than the thread that asked.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from othello_qt.core.engine.context import ABORT, NODES, SearchContext, SearchState
from othello_qt.core.engine.endgame import EndgameTree, end_root
from othello_qt.core.engine.midgame import MidgameTree, mid_root
from othello_qt.core.engine.parallel import SplitTree, split_moves
from othello_qt.core.engine.tt import EXACT_LEVEL
from othello_qt.core.timekeeper import TimeKeeper

HELPER_NICENESS = 5
"""Helper threads yield the cores to anything more urgent, such as the UI thread drawing a frame."""


def _lower_priority() -> None:
    """Make the calling (helper) thread nicer where the OS allows it per thread (Linux)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), HELPER_NICENESS)


class ThreadTeam:
    """This thread's ``SearchContext`` and those of ``threads - 1`` helper threads (not thread-safe)."""

    def __init__(self, threads: int) -> None:
        if threads < 1:
            raise ValueError(f"a search needs at least one thread, not {threads}")
        self.context = SearchContext()
        self.helpers = [SearchContext() for _ in range(threads - 1)]
        self._pool: ThreadPoolExecutor | None = None

    def start(self, generation: int, keeper: TimeKeeper) -> None:
        """Ready every thread's context for a search of table generation ``generation`` that
        ``keeper`` stops at its deadline."""
        for context in (self.context, *self.helpers):
            context.reset(generation)
            keeper.abort_also(context.control, ABORT)

    def nodes(self) -> int:
        """Nodes searched by all threads in the current search."""
        return int(self.context.control[NODES]) + sum(int(h.control[NODES]) for h in self.helpers)

    def _splits(self, parallel: bool) -> bool:
        """Whether this root search is shared with the helper threads (``parallel.split_moves``)."""
        return bool(self.helpers) and parallel and not self.context.control[ABORT]

    def _split(
        self,
        tree: SplitTree,
        root: tuple[int, int],
        plies: int,
        order: np.ndarray,
        scores: np.ndarray,
        window: tuple[int, int],
        all_moves: bool,
        state: SearchState,
    ) -> tuple[int, int, int]:
        """The root moves in ``order`` (``plies`` deep in ``tree``) shared by every thread
        (``parallel.split_moves``); the helpers search with ``state``'s table, stop flag, weights
        and ProbCut table."""
        if self._pool is None:
            self._pool = ThreadPoolExecutor(
                len(self.helpers), thread_name_prefix="search-helper", initializer=_lower_priority
            )
        pool = self._pool
        helpers = [h.state(state.table, state.stop, state.weights, state.probcut) for h in self.helpers]
        return split_moves(tree, root, plies, order, scores, window, all_moves, state, helpers, pool)

    def mid_root(
        self,
        p_bits: np.uint64,
        o_bits: np.uint64,
        depth: int,
        alpha: int,
        beta: int,
        all_moves: bool,
        order: np.ndarray,
        scores: np.ndarray,
        state: SearchState,
        parallel: bool,
    ) -> tuple[int, int, int]:
        """The root moves in ``order`` searched ``depth`` plies (``midgame.mid_root``), by every thread."""
        if not self._splits(parallel):
            return mid_root(p_bits, o_bits, depth, alpha, beta, all_moves, order, scores, state)
        root = (int(p_bits), int(o_bits))
        return self._split(MidgameTree(), root, depth, order, scores, (alpha, beta), all_moves, state)

    def end_root(
        self,
        p_bits: np.uint64,
        o_bits: np.uint64,
        alpha: int,
        beta: int,
        all_moves: bool,
        order: np.ndarray,
        scores: np.ndarray,
        state: SearchState,
        level: int = EXACT_LEVEL,
    ) -> tuple[int, int]:
        """The root moves in ``order`` searched to the end at ``level`` (``endgame.end_root``; by
        default solved exactly), by every thread."""
        if not self._splits(True):
            return end_root(p_bits, o_bits, alpha, beta, level, all_moves, order, scores, state)
        root = (int(p_bits), int(o_bits))
        tree = EndgameTree(level)
        best, square, _completed = self._split(tree, root, 0, order, scores, (alpha, beta), all_moves, state)
        return best, square
