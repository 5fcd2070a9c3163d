"""Compile (or load from the cache) every numba kernel, so that no user action waits on the JIT.

The window warms the kernels up in a background thread.  Loading cached kernels takes a fraction
of a second; compiling them (a first start from source) takes tens of seconds of Python work that
would share the GIL with the window, so that is done by a child process, at a lower priority,
and this thread then only loads what the child cached.
"""

from __future__ import annotations

import atexit
import contextlib
import gc
import os
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from othello_qt.core.child_process import kill_group, start_child

_warm_up_hooks: list[Callable[[], None]] = []
_done = threading.Event()
_lock = threading.Lock()
_started = False


def register_warm_up(hook: Callable[[], None]) -> None:
    """Add a function that calls some kernels once with their real argument types."""
    _warm_up_hooks.append(hook)


def _warm_rules() -> None:
    from othello_qt.core import bitboard as bb

    player, opponent = np.uint64(0x0000000810000000), np.uint64(0x0000001008000000)
    bb.legal_moves(player, opponent)
    bb.flips(player, opponent, 19)
    bb.count(player)
    bb.perft(player, opponent, 2)


register_warm_up(_warm_rules)


def _warm_openings() -> None:
    from othello_qt.core import openings

    openings.build_index()


register_warm_up(_warm_openings)


def _warm_games_database() -> None:
    from othello_qt.core import position_index

    position_index.warm_up()


register_warm_up(_warm_games_database)


def _warm_classic_search() -> None:
    from othello_qt.core.players import classic_kernels

    classic_kernels.warm_up()


register_warm_up(_warm_classic_search)


def _warm_engine() -> None:
    from othello_qt.core.players.master import warm_up as warm_master

    warm_master()


register_warm_up(_warm_engine)


def warm_up(
    before_hook: Callable[[int], None] | None = None, after_hook: Callable[[int], None] | None = None
) -> float:
    """Run every warm-up hook in this thread; returns the seconds it took (0 once done).

    ``before_hook(i)`` / ``after_hook(i)`` are called around hook number ``i``.
    """
    with _lock:
        if _done.is_set():
            return 0.0
        started = time.perf_counter()
        for index, hook in enumerate(list(_warm_up_hooks)):
            if before_hook is not None:
                before_hook(index)
            if _exiting.is_set():  # the app is closing: nothing more to load or compile
                return time.perf_counter() - started
            hook()
            if after_hook is not None:
                after_hook(index)
        seconds = time.perf_counter() - started
        from othello_qt.core import kernel_cache

        kernel_cache.mark_complete()
        _done.set()
        return seconds


CHILD_REPORT = "othello-qt warmed hook"
CHILD_CODE = (
    "from othello_qt.core import jit; "
    f"jit.warm_up(after_hook=lambda i: print({CHILD_REPORT!r}, i, flush=True))"
)
"""The compiling child: runs the hooks, printing ``CHILD_REPORT i`` once hook ``i``'s kernels are
cached (other lines, such as numba's cache debugging, are passed over)."""


_exiting = threading.Event()
"""Set as the app exits: the warm-up loads and compiles nothing more."""
EXIT_WAIT_SECONDS = 5.0
"""At exit, how long the app waits for the warm-up to finish the kernel it is loading: LLVM left
mid-work as the interpreter finalizes aborts the process (``tests/ui/test_app_start.py``)."""
_running: dict[str, object] = {}
"""The warm-up's thread and compiling child, for the exit."""


def _end_warm_up_at_exit() -> None:
    """The app exits: no more kernels; the compiler child ends at once; the warm-up thread is given
    the moment it needs to finish the kernel in hand (a cached one loads in milliseconds)."""
    _exiting.set()
    child = _running.get("child")
    if isinstance(child, _CompilerChild):
        child.kill()
    thread = _running.get("thread")
    if isinstance(thread, threading.Thread) and thread.is_alive():
        thread.join(EXIT_WAIT_SECONDS)


atexit.register(_end_warm_up_at_exit)

CHILD_NICE = 10
"""The compiling child runs below the window (Linux's nice value), as the warm-up thread does."""


class _CompilerChild:
    """A child process compiling the kernels hook by hook; ``wait_for(i)`` blocks (GIL released)
    until it has cached hook ``i``'s kernels, or has ended (then this process compiles the rest).
    It ends with the app (``child_process``): a user who quits during a first start leaves no
    compiler running; the kernels it cached stay cached."""

    def __init__(self) -> None:
        package_parent = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(p for p in (package_parent, env.get("PYTHONPATH")) if p)
        self._done_through = -1
        try:
            self._process: subprocess.Popen[str] | None = start_child(
                [sys.executable, "-c", CHILD_CODE],
                nice=CHILD_NICE,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
        except OSError:
            self._process = None

    def wait_for(self, index: int) -> None:
        process = self._process
        while process is not None and process.stdout is not None and self._done_through < index:
            line = process.stdout.readline()
            if not line:  # the child ended (or broke) before reaching this hook
                self.close()
                return
            number = line.removeprefix(CHILD_REPORT).strip()
            if line.startswith(CHILD_REPORT) and number.isdigit():
                self._done_through = int(number)

    def kill(self) -> None:
        """End the child at once (the app is closing); what it cached stays cached."""
        if self._process is not None:
            kill_group(self._process)

    def close(self) -> None:
        """Let the child finish (it has cached everything by now, or has failed), then reap it."""
        if self._process is not None:
            try:
                self._process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()
            if self._process.stdout is not None:
                self._process.stdout.close()
            self._process = None


WARM_UP_SWITCH_INTERVAL = 0.0002
"""Seconds between GIL hand-overs while kernels load (Python's default is 0.005).  Loading runs
Python code in numba; the window's thread, waiting for the GIL, must get it back often enough not
to miss frames on a busy machine.  Set by the window's worst timer gap during a later start
(``python -m benchmarks ui``, start-up), which is several times longer with the default."""


def _freeze_garbage_collector(_hook: int = 0) -> None:
    """Exempt every object alive now from later garbage collections.

    Importing numba and Qt and loading kernels leaves a few hundred thousand long-lived objects, and
    a full collection walks them all while holding the GIL: tens of milliseconds, the window's
    longest stalls during a start (``python -m benchmarks ui``, start-up).  What start-up loads stays
    for the app's life, so it is moved out of the collector's sight (``gc.freeze``) as each hook's
    kernels arrive.
    """
    gc.freeze()


def _lower_this_threads_priority() -> None:
    """Linux gives each thread its own nice value: the window's thread comes first on a busy machine
    (a child started from here inherits it)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)


def start_warm_up(on_done: Callable[[float], None] | None = None) -> threading.Thread:
    """Warm the kernels up in a daemon thread; ``on_done(seconds)`` is called from that thread.

    If the cache does not hold them all yet (a first start from source), a child process
    compiles them and this thread loads each hook's kernels once the child has cached them.
    """
    global _started

    def run() -> None:
        _lower_this_threads_priority()
        from othello_qt.core import kernel_cache

        child = None
        if not getattr(sys, "frozen", False) and kernel_cache.needs_compiling():
            child = _running["child"] = _CompilerChild()
        switch_interval = sys.getswitchinterval()
        sys.setswitchinterval(WARM_UP_SWITCH_INTERVAL)
        try:
            seconds = warm_up(
                before_hook=child.wait_for if child is not None else None,
                after_hook=_freeze_garbage_collector,
            )
        except Exception:
            # The app may quit while this daemon thread still imports and compiles; once the
            # interpreter shuts down, an import that registers an atexit hook fails. Nothing is lost.
            if not threading.main_thread().is_alive():
                return
            raise
        finally:
            sys.setswitchinterval(switch_interval)
            if child is not None:
                child.close()
        if on_done is not None and not _exiting.is_set():  # not while the app exits
            on_done(seconds)

    _started = True
    thread = _running["thread"] = threading.Thread(target=run, name="numba-warm-up", daemon=True)
    thread.start()
    return thread


def is_warm() -> bool:
    return _done.is_set()


def is_warming() -> bool:
    """True while a background warm-up has been started and has not finished: a kernel called now
    from another thread would compile (or load) it there, holding the GIL and numba's lock."""
    return _started and not _done.is_set()


def wait_warm(timeout: float | None = None) -> bool:
    return _done.wait(timeout)
