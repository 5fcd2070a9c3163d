"""Worker processes for the training commands, which end when the process that started them ends.

A worker that outlives its parent (killed with ``kill -9``, crashed) keeps the parent's stdout and
stderr open, so a caller reading them to the end waits forever, and keeps a core busy for nothing.
So every worker watches its parent: it holds the read end of a pipe whose only write end is the
parent's, and exits when that pipe ends (on every system, and even when the parent died before the
worker began to watch).  On Linux the kernel also kills it the moment its parent dies, busy or not
(``PR_SET_PDEATHSIG``; the parent is the thread that started the worker, so submit work from a
thread that lives as long as the pool).  multiprocessing's resource tracker
ends by itself once neither the parent nor any worker holds its pipe.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
from concurrent.futures import Executor, ProcessPoolExecutor
from multiprocessing import get_context
from multiprocessing.connection import Connection

MAX_SEARCH_THREADS = 64
"""The most threads one search may use (``master:...:threads=N``, ``solve --threads``)."""
_PR_SET_PDEATHSIG = 1
"""``prctl`` option from <linux/prctl.h>: the signal this process gets when its parent dies."""


class WorkerPool(ProcessPoolExecutor):
    """Spawned workers (the parent's threads are not copied) that end when this process ends."""

    def __init__(self, workers: int) -> None:
        context = get_context("spawn")
        lifeline, self._lifeline = context.Pipe(duplex=False)
        super().__init__(
            max_workers=workers, mp_context=context, initializer=follow_parent, initargs=(lifeline,)
        )


def make_pool(workers: int, scheduler: str | None = None) -> Executor | None:
    """Where the units of work run: the Dask cluster at ``scheduler``; else ``workers`` worker
    processes (a local Dask cluster when Dask is installed); or None to work in this process.

    Raises ValueError for a malformed address, OSError for a scheduler out of reach."""
    from othello_qt.core.engine import distributed

    if scheduler is not None:
        return distributed.connect(scheduler)
    if workers <= 1:
        return None
    if distributed.dask_installed():
        return distributed.local_pool(workers)
    return WorkerPool(workers)


def default_workers() -> int:
    """Every core this process may run on (the training commands' workers, the top levels' search
    threads)."""
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)


def every_core_threads() -> int:
    """The search threads of ``threads=all``: one a core, at most ``MAX_SEARCH_THREADS``."""
    return min(default_workers(), MAX_SEARCH_THREADS)


def follow_parent(lifeline: Connection) -> None:
    """Worker initializer: end this worker when its parent ends (``lifeline`` reaches its end)."""
    if sys.platform.startswith("linux"):
        ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    threading.Thread(target=_exit_when_closed, args=(lifeline,), name="parent watchdog", daemon=True).start()


def _exit_when_closed(lifeline: Connection) -> None:
    with contextlib.suppress(EOFError, OSError):
        lifeline.recv_bytes()
    os._exit(1)
