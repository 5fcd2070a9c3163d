"""Compile (or load from the cache) every numba kernel, so that no user action waits on the JIT."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import numpy as np

_warm_up_hooks: list[Callable[[], None]] = []
_done = threading.Event()
_lock = threading.Lock()
_started = False
_seconds: float | None = None


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


def _warm_classic_search() -> None:
    from othello_qt.core.players import classic_kernels

    classic_kernels._warm_up()


register_warm_up(_warm_classic_search)


def _warm_engine() -> None:
    from othello_qt.core.players.master import warm_up as warm_master

    warm_master()


register_warm_up(_warm_engine)


def warm_up() -> float:
    """Run every warm-up hook in this thread; returns the seconds it took (0 once done)."""
    global _seconds
    with _lock:
        if _done.is_set():
            return 0.0
        started = time.perf_counter()
        for hook in list(_warm_up_hooks):
            hook()
        _seconds = time.perf_counter() - started
        _done.set()
        return _seconds


def start_warm_up(on_done: Callable[[float], None] | None = None) -> threading.Thread:
    """Warm the kernels up in a daemon thread; ``on_done(seconds)`` is called from that thread."""
    global _started

    def run() -> None:
        seconds = warm_up()
        if on_done is not None:
            on_done(seconds)

    _started = True
    thread = threading.Thread(target=run, name="numba-warm-up", daemon=True)
    thread.start()
    return thread


def is_warm() -> bool:
    return _done.is_set()


def wait_warm(timeout: float | None = None) -> bool:
    return _done.wait(timeout)


def warm_up_seconds() -> float | None:
    return _seconds
