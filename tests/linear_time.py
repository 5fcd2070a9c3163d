"""A size-scaling check: a parser's time must grow linearly with its input, not faster.

Timing on a shared machine is noisy, so the time is the calling thread's CPU time (other processes
and this process's other threads do not count), each size keeps its best of a few runs, and the
bound is loose: 8 times the input may take at most ``slack`` times 8 as long.  A quadratic parser
takes 64 times as long and fails; a backtracking regular expression fails by far more.
"""

from __future__ import annotations

import time
from collections.abc import Callable


def best_time(call: Callable[[], object], repeats: int = 3) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.thread_time()
        call()
        best = min(best, time.thread_time() - started)
    return best


def assert_linear(
    run: Callable[[int], object], small: int, factor: int = 8, slack: float = 3.0, rounds: int = 3
) -> None:
    """``run(n)`` parses an input of size ``n``; ``run(factor * small)`` must take at most
    ``slack * factor`` times as long as ``run(small)`` (with a 2 ms floor against timer noise).
    A round spoilt by another process is measured again, up to ``rounds`` times: a linear parser
    passes one of them, a quadratic one none."""
    run(small)  # warm caches and imports
    for _ in range(rounds):
        short = max(best_time(lambda: run(small)), 0.002)
        long = best_time(lambda: run(small * factor))
        if long <= slack * factor * short:
            return
    raise AssertionError(
        f"size {small} took {short * 1000:.1f} ms, size {small * factor} took {long * 1000:.1f} ms: "
        f"{long / short:.0f}x for {factor}x the input"
    )
