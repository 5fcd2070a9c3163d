"""The latest of a stream of short computations, run in a thread of its own, never the window's.

The games database's counts for the board and its review of a game take from under a millisecond to
tens of milliseconds on the whole WTHOR database (127,475 games; the start's position is the slowest):
too long for the UI thread while moves are browsed.  ``LatestJob.ask`` hands a function to the
worker; one still waiting is replaced by it (its answer would be stale), and the answer arrives in
the UI thread as ``finished(key, result)``.  The worker ends after a second with nothing to do.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Hashable

from PySide6.QtCore import QObject, Signal

_log = logging.getLogger(__name__)
IDLE_SECONDS = 1.0
"""The worker thread ends after this long without a job (the next ``ask`` starts another)."""


class LatestJob(QObject):
    """Runs the latest function asked for in a worker thread; ``finished(key, result)`` in the UI thread."""

    finished = Signal(object, object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._name = name
        self._condition = threading.Condition()
        self._waiting: tuple[Hashable, Callable[[], object]] | None = None
        self._thread: threading.Thread | None = None
        self._closed = False

    def ask(self, key: Hashable, job: Callable[[], object]) -> None:
        """Run ``job`` soon (instead of one not started yet); ``finished`` carries ``key`` with its result."""
        with self._condition:
            if self._closed:
                return
            self._waiting = (key, job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._condition.notify()

    def close(self) -> None:
        """No more jobs: a job being run finishes unheard."""
        with self._condition:
            self._closed = True
            self._waiting = None
            self._condition.notify()

    def _run(self) -> None:
        while True:
            with self._condition:
                if self._waiting is None and not self._closed:
                    self._condition.wait(IDLE_SECONDS)
                if self._waiting is None or self._closed:
                    self._thread = None
                    return
                (key, job), self._waiting = self._waiting, None
            try:
                result = job()
            except Exception:  # a bug: logged, and the worker goes on with the next job
                _log.exception("%s: the job for %r failed", self._name, key)
                continue
            with self._condition:
                if self._closed:
                    continue
                try:
                    self.finished.emit(key, result)
                except RuntimeError:  # the window and this object are gone
                    self._closed = True
