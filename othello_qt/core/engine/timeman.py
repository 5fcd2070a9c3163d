"""Time management: how long to think, and a timer that aborts the running kernel at the deadline.

The kernels never read a clock: a ``threading.Timer`` writes the abort word of the search's control
array at the hard deadline, and the kernels poll that word (with the user's stop flag) every
thousand nodes or so.  Between depths the Python driver checks the soft limit, since a new depth
usually costs several times the last one.
"""

from __future__ import annotations

import threading
import time

import numpy as np

from othello_qt.core.engine.context import ABORT

SAFETY_SECONDS = 0.02
"""Kept back from the budget for the answer to travel back to the caller."""
NEXT_DEPTH_FACTOR = 0.45
"""Do not start another depth once this share of the budget is spent."""


class Deadline:
    """A per-search deadline; ``start`` arms the abort timer, ``cancel`` disarms it."""

    def __init__(self, seconds: float | None, control: np.ndarray) -> None:
        self.started = time.perf_counter()
        self.seconds = seconds
        self._control = control
        self._timer: threading.Timer | None = None

    def start(self) -> Deadline:
        if self.seconds is not None:
            hard = max(0.001, self.seconds - SAFETY_SECONDS)
            self._timer = threading.Timer(hard, self._expire)
            self._timer.daemon = True
            self._timer.start()
        return self

    def _expire(self) -> None:
        self._control[ABORT] = 1

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def expired(self) -> bool:
        return bool(self._control[ABORT])

    def may_start_next_depth(self) -> bool:
        """False once so much time is gone that the next depth would probably not finish."""
        if self.seconds is None:
            return True
        return self.elapsed < self.seconds * NEXT_DEPTH_FACTOR

    def __enter__(self) -> Deadline:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.cancel()
