"""The app's child processes (external engines, the kernel compiler) end with it.

Each child runs in its own process group (its own children go with it).  On Linux the kernel kills it
when the app dies, even by ``kill -9`` (``PR_SET_PDEATHSIG``); since that signal follows the *thread*
that started the child, every child is started by one launcher thread that lives as long as the app.
At a normal exit every child still running is killed (``atexit``).
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import os
import queue
import signal
import subprocess
import sys
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

_PR_SET_PDEATHSIG = 1
"""``prctl`` option from <linux/prctl.h>: the signal a process gets when its parent thread ends."""
_prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
POSIX = os.name == "posix"


def _die_with_parent(parent: int, nice: int) -> None:
    """In the child, before its program runs: be killed when the launcher (the app) ends, and run at
    ``nice`` (the launcher's own priority is not the caller's)."""
    if nice:
        with contextlib.suppress(OSError):
            os.nice(nice)
    if _prctl is not None:
        _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the app died before the line above
        os._exit(1)


class _Launcher:
    """One thread, alive as long as the app, that starts every child (``PR_SET_PDEATHSIG`` kills a
    child when the thread that started it ends, so no short-lived thread may start one)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], subprocess.Popen[Any]], Future]] = (
            queue.SimpleQueue()
        )
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def popen(self, start: Callable[[], subprocess.Popen[Any]]) -> subprocess.Popen[Any]:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="child launcher", daemon=True)
                self._thread.start()
        future: Future[subprocess.Popen[Any]] = Future()
        self._jobs.put((start, future))
        return future.result()

    def _serve(self) -> None:
        while True:
            start, future = self._jobs.get()
            try:
                future.set_result(start())
            except BaseException as exc:  # handed to the caller's thread
                future.set_exception(exc)


_LAUNCHER = _Launcher()
_RUNNING: weakref.WeakSet[subprocess.Popen[Any]] = weakref.WeakSet()


def start_child(argv: list[str], nice: int = 0, **options: Any) -> subprocess.Popen[Any]:
    """``subprocess.Popen(argv, **options)`` as a child that ends with the app: its own process group,
    killed by the kernel if the app dies, killed with its group at the app's exit; ``nice`` lowers
    its priority (POSIX).  ``OSError`` as ``Popen`` raises it."""
    parent = os.getpid()

    def start() -> subprocess.Popen[Any]:
        return subprocess.Popen(
            argv,
            start_new_session=POSIX,
            preexec_fn=(lambda: _die_with_parent(parent, nice)) if POSIX else None,
            **options,
        )

    process = _LAUNCHER.popen(start)
    _RUNNING.add(process)
    return process


def descendants(pid: int) -> list[int]:
    """The processes descended from ``pid`` now (Linux's ``/proc``; elsewhere none are found), those
    that left its process group and session (``setsid``) too."""
    children: dict[int, list[int]] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as stat:
                    parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue  # gone meanwhile
            children.setdefault(parent, []).append(int(entry.name))
    found: list[int] = []
    waiting = [pid]
    while waiting:
        for child in children.get(waiting.pop(), []):
            if child not in found:
                found.append(child)
                waiting.append(child)
    return found


def kill_group(process: subprocess.Popen[Any]) -> None:
    """Kill ``process``, its process group, and every process descended from it (one that escaped
    with ``setsid`` too), and reap it."""
    if POSIX:
        for pid in descendants(process.pid) if process.poll() is None else []:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        process.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(5.0)
    _RUNNING.discard(process)


@atexit.register
def _kill_all() -> None:
    for process in list(_RUNNING):
        if process.poll() is None:
            with contextlib.suppress(Exception):
                kill_group(process)
