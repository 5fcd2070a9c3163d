"""A deadline for nogil kernels: a watcher thread that raises their abort flag in time.

numba code cannot read a clock, so a small thread watches the clock and the caller's
``StopFlag`` and sets a private abort array the kernels poll.  It wakes every few milliseconds
(a GIL acquisition each time, negligible next to a kernel that has released it).
"""

from __future__ import annotations

import threading
import time

import numpy as np

from othello_qt.core.players.base import StopFlag

WATCH_INTERVAL = 0.002
"""Seconds between the watcher's looks at the clock and the stop flag."""


GROWTH_GUARD = 0.45
"""Iterative searches start no new depth once this fraction of their time is gone: it would not
finish (each depth costs several times all the previous ones)."""


def safety_margin(limit: float) -> float:
    """Time kept back from a limit: covers the watcher's tick, unwinding, and a busy machine."""
    return min(0.12 * limit, 0.25) + 0.01


class Deadline:
    """An abort array for the kernels, set when the deadline passes or ``stop`` is set."""

    def __init__(self, deadline: float, stop: StopFlag | None) -> None:
        self.array = np.zeros(1, dtype=np.int64)
        self._deadline = deadline
        self._stop = stop
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="id-deadline", daemon=True)

    def _watch(self) -> None:
        while True:
            remaining = self._deadline - time.perf_counter()
            if remaining <= 0 or (self._stop is not None and self._stop.is_set()):
                self.array[0] = 1
                return
            if self._finished.wait(min(WATCH_INTERVAL, remaining)):
                return

    def __enter__(self) -> Deadline:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._finished.set()
        self._thread.join()
