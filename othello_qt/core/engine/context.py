"""The state one search thread needs, allocated once per searcher (kernels never allocate).

``control`` holds the cross-call state the kernels share: ``[ABORT]`` is set by the time keeper,
``[NODES]`` counts nodes, ``[CUT]`` stops one thread of a parallel root search, ``[ABORTED]``
tells callers that a result is void because the search was stopped.  The per-ply buffer holds
move lists: squares, ordering keys and child positions.  The kernels take all of it, with the
shared table, the caller's stop flag, the evaluation weights and the ProbCut table, as one
``SearchState`` argument (a named tuple: numba passes its fields as it would separate arguments,
so it costs nothing).
"""

from __future__ import annotations

from typing import Any, NamedTuple

import numpy as np

from othello_qt.core.engine.ordering import BUFFER_ROWS
from othello_qt.core.engine.prelude import MAX_MOVES, MAX_PLY, search_kernel

ABORT = 0
NODES = 1
ABORTED = 2
GENERATION = 3
CALLS = 4
"""Calls of the polling kernels; the stop flags are read when its low bits are all zero."""
CUT = 5
"""Set when a parallel root search no longer needs this thread's move (another root move cut off):
the kernel stops as it would at the deadline, and the driver clears the flag afterwards."""
CONTROL_SIZE = 8

EXPANDED = 0
SETTLED = 1
PASSES = 2
"""What a split node's first step (``midgame.mid_expand``, ``endgame.end_expand``) found: its
moves to search, its value without searching them (table, ProbCut, game over), or a pass."""

POLL_MASK = 1023
"""Stop flags are read every POLL_MASK + 1 kernel calls (well under a millisecond)."""


class SearchState(NamedTuple):
    """Everything a search kernel reads or writes besides the position and its window."""

    table: np.ndarray
    """The transposition table (``tt.TranspositionTable.table``), shared by all search threads."""
    stop: np.ndarray
    """The caller's stop flag (``stop[0] != 0``: stop)."""
    control: np.ndarray
    buf: np.ndarray
    weights: Any
    """The evaluation's weights, passed through to ``evaluation.evaluate`` as they are."""
    probcut: np.ndarray
    """Where and how Multi-ProbCut cuts (``probcut.ProbCutStatistics.cut_table``)."""


class SearchContext:
    """One search thread's control words and move lists."""

    def __init__(self) -> None:
        self.control = np.zeros(CONTROL_SIZE, dtype=np.int64)
        self.buf = np.zeros((MAX_PLY, BUFFER_ROWS, MAX_MOVES), dtype=np.uint64)
        """Per ply, the move list of ``ordering.push`` / ``ordering.take_best``."""

    def state(self, table: np.ndarray, stop: np.ndarray, weights: Any, probcut: np.ndarray) -> SearchState:
        return SearchState(table, stop, self.control, self.buf, weights, probcut)

    def reset(self, generation: int) -> None:
        self.control[:] = 0
        self.control[GENERATION] = generation

    @property
    def nodes(self) -> int:
        return int(self.control[NODES])

    @property
    def aborted(self) -> bool:
        return bool(self.control[ABORTED])


@search_kernel
def poll(control, stop):
    """True (and marks the search aborted) when a stop was asked for, the deadline passed or a
    parallel root search no longer needs this thread's result."""
    if stop[0] != 0 or control[ABORT] != 0 or control[CUT] != 0:
        control[ABORTED] = 1
        return True
    return False
