"""The one time keeper of every timed search: a hard deadline for the kernels, and whether to deepen.

numba kernels cannot read a clock, so a small watcher thread sets their abort words once the
usable time (the limit less ``safety_margin``) is gone, or as soon as the caller's ``StopFlag`` is
set; the kernels poll those words every thousand nodes or so.  Between depths an iterative search
asks ``may_start_next_depth``: the next depth's time is predicted from the last ones (their ratio
is the effective branching factor), and a depth starts when enough of it fits in the time left to
be useful.  That uses the budget where a fixed share would not: a "1 s" search keeps deepening
while it pays, instead of stopping as soon as 45 % of the second is gone.

A search on a game clock has two limits: the hard deadline (``seconds``, the most the move may
take) and a ``target`` that decides whether to deepen; ``extend_target`` moves the target
towards the deadline when the position needs more time (the best move changed between depths).
"""

from __future__ import annotations

import math
import threading
import time

import numpy as np

from othello_qt.core.stop_flag import StopFlag

WATCH_INTERVAL = 0.002
"""Seconds between the watcher's looks at the caller's stop flag (only when there is one)."""
MIN_GROWTH = 1.5
MAX_GROWTH = 12.0
FIRST_GROWTH = 4.0
"""Growth assumed from a single completed depth (a typical effective branching factor)."""
TINY_DEPTH_SECONDS = 0.001
"""Depths faster than this say nothing about growth (timer noise)."""
INSTABILITY_EXTENSION = 1.6
"""A clock search's target grows by this factor each time the best move changes between depths."""
WORTH_STARTING_SHARE = 0.1
"""A depth is worth starting when this share of it is predicted to fit in the time left: a stopped
depth still yields a better move if one completed, and its table entries serve the next depth and
the next move.  (With 0.5, midgame moves of ``master:1s`` took 0.67 s on average; with 0.25,
0.80 s; with 0.1, 0.90 s: ``benchmarks engine``.)"""


def safety_margin(limit: float) -> float:
    """Time kept back from a limit: the kernels' polling, unwinding, and a thread waiting for a core."""
    return min(0.06 * limit, 0.2) + 0.01


class TimeKeeper:
    """A search's clock: ``array`` (and any word given to ``abort_also``) is set at the deadline.

    Use as a context manager around the search.  ``seconds=None`` means no time limit (the stop
    flag is still watched).
    """

    def __init__(
        self,
        seconds: float | None,
        stop: StopFlag | None = None,
        started: float | None = None,
        target: float | None = None,
    ) -> None:
        self.started = time.perf_counter() if started is None else started
        self.seconds = seconds
        self.usable = None if seconds is None else max(0.001, seconds - safety_margin(seconds))
        self.target = target if self.usable is None or target is None else min(target, self.usable)
        """When to stop deepening (``None``: at the usable time); the deadline stays ``usable``."""
        self.array = np.zeros(1, dtype=np.int64)
        self._targets: list[tuple[np.ndarray, int]] = [(self.array, 0)]
        self._stop = stop
        self._expired = False
        self._lock = threading.Lock()
        self._finished = threading.Event()
        self._thread: threading.Thread | None = None
        self._depth_seconds: list[float] = []
        self._depth_started = self.started

    # --- the hard deadline --------------------------------------------------------------------------

    def abort_also(self, array: np.ndarray, index: int) -> None:
        """Set ``array[index]`` to 1 at the deadline too (at once if it has passed)."""
        with self._lock:
            self._targets.append((array, index))
            if self._expired:
                array[index] = 1

    def _expire(self) -> None:
        with self._lock:
            self._expired = True
            for array, index in self._targets:
                array[index] = 1

    def _watch(self) -> None:
        deadline = None if self.usable is None else self.started + self.usable
        while True:
            if self._stop is not None and self._stop.is_set():
                self._expire()
                return
            wait = None if deadline is None else deadline - time.perf_counter()
            if wait is not None and wait <= 0:
                self._expire()
                return
            if self._stop is not None:
                wait = WATCH_INTERVAL if wait is None else min(WATCH_INTERVAL, wait)
            if self._finished.wait(wait):
                return

    def __enter__(self) -> TimeKeeper:
        if self.usable is not None or self._stop is not None:
            self._thread = threading.Thread(target=self._watch, name="time-keeper", daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._finished.set()
        if self._thread is not None:
            self._thread.join()

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def expired(self) -> bool:
        return self._expired

    # --- iterative deepening -----------------------------------------------------------------------

    def depth_done(self) -> None:
        """Record that a depth has just completed (its time is measured from the previous one)."""
        now = time.perf_counter()
        self._depth_seconds.append(now - self._depth_started)
        self._depth_started = now

    def predicted_next_depth_seconds(self) -> float:
        """The last depth's time times the growth between the last two depths (clamped)."""
        if not self._depth_seconds:
            return 0.0
        last = self._depth_seconds[-1]
        growth = FIRST_GROWTH
        if len(self._depth_seconds) >= 2 and self._depth_seconds[-2] >= TINY_DEPTH_SECONDS:
            ratio = last / self._depth_seconds[-2]
            if len(self._depth_seconds) >= 3 and self._depth_seconds[-3] >= TINY_DEPTH_SECONDS:
                # Odd and even depths grow differently: average over the last two steps.
                ratio = max(ratio, math.sqrt(last / self._depth_seconds[-3]))
            growth = min(MAX_GROWTH, max(MIN_GROWTH, ratio))
        return last * growth

    def extend_target(self, factor: float = INSTABILITY_EXTENSION) -> None:
        """Give the search more of its time (never past the deadline): the position needs it."""
        if self.target is not None:
            limit = self.usable if self.usable is not None else math.inf
            self.target = min(limit, self.target * factor)

    def may_start_next_depth(self) -> bool:
        """True while enough of the next depth (``WORTH_STARTING_SHARE``) fits in the target time
        (the usable time when there is no target)."""
        limit = self.target if self.target is not None else self.usable
        if limit is None:
            return not self._expired
        predicted = self.predicted_next_depth_seconds()
        return not self._expired and self.elapsed + WORTH_STARTING_SHARE * predicted <= limit
