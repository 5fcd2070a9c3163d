"""The scratch memory one search needs, allocated once per searcher (kernels never allocate).

``control`` holds the cross-call state the kernels share: ``[ABORT]`` is set by the time manager's
timer, ``[NODES]`` counts nodes, ``[ABORTED]`` tells callers that a result is void because the
search was stopped.  The per-ply buffers hold move lists, ordering keys and child positions.
"""

from __future__ import annotations

import numpy as np

ABORT = 0
NODES = 1
ABORTED = 2
GENERATION = 3
CALLS = 4
"""Calls of the polling kernels; the stop flags are read when its low bits are all zero."""
CONTROL_SIZE = 8

MAX_PLY = 128
MAX_MOVES = 40
POLL_MASK = 1023
"""Stop flags are read every POLL_MASK + 1 kernel calls (well under a millisecond)."""


class SearchContext:
    def __init__(self) -> None:
        self.control = np.zeros(CONTROL_SIZE, dtype=np.int64)
        self.ibuf = np.zeros((MAX_PLY, 2, MAX_MOVES), dtype=np.int64)
        """Per ply: ``[0]`` move squares, ``[1]`` their ordering keys."""
        self.ubuf = np.zeros((MAX_PLY, 4, MAX_MOVES), dtype=np.uint64)
        """Per ply: ``[0]`` and ``[1]`` the child positions (side to move's discs first); the endgame
        solver also keeps its move squares in ``[2]`` and ordering keys in ``[3]``."""

    def reset(self, generation: int) -> None:
        self.control[:] = 0
        self.control[GENERATION] = generation

    @property
    def nodes(self) -> int:
        return int(self.control[NODES])

    @property
    def aborted(self) -> bool:
        return bool(self.control[ABORTED])
