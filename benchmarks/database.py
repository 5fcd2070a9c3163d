"""The real games database at full size (issue 40): the federation's WTHOR files of 1977-2021 (127,475
games, `../shared/data/wthor`) opened whole, first from the files and then from the cached index;
each filter, each sort, the games that reached a position and the next-move statistics over all of
them; and `othello-qt games` as a process. Goals: first open ≤ 3 s, cached open ≤ 0.5 s, a filter or
sort ≤ 50 ms, `games` over the whole database ≤ 5 s, `--reached` and `--next-moves` ≤ 2 s.  Then the
opening book's coverage of the games people play (``benchmarks.book_coverage``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
WTHOR = ROOT.parent / "shared" / "data" / "wthor"
TIGER = "f5d6c3d3c4"
REPEATS = 3

WRITES = ("database",)
"""The figure files this benchmark writes (what it printed, by ``python -m benchmarks``)."""


def _best(call: Callable[[], object], repeats: int = REPEATS) -> float:
    best = float("inf")
    for _ in range(repeats):
        started = time.perf_counter()
        call()
        best = min(best, time.perf_counter() - started)
    return best


def _verdict(seconds: float, goal: float) -> str:
    return f"goal ≤ {goal:g} s: {'met' if seconds <= goal else 'MISSED'}"


def _process(*args: str) -> tuple[float, float, int]:
    """Best wall time of ``othello-qt games WTHOR args`` (output to /dev/null), the peak memory
    (MiB) of the last run and the lines it printed."""
    command = [sys.executable, "-m", "othello_qt", "games", str(WTHOR), *args]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    best, peak, lines = float("inf"), 0.0, 0
    for _ in range(REPEATS):
        started = time.perf_counter()
        with subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env, cwd=ROOT
        ) as child:
            assert child.stdout is not None
            lines = sum(1 for _ in child.stdout)
            _, status, usage = os.wait4(child.pid, 0)
            child.returncode = os.waitstatus_to_exitcode(status)
        best = min(best, time.perf_counter() - started)
        peak = usage.ru_maxrss / 1024
    return best, peak, lines


def run() -> None:
    if not WTHOR.is_dir():
        print(f"== database: skipped, {WTHOR} is missing ==")
        return
    from othello_qt.core import position_index
    from othello_qt.core.database_cache import cache_path, database_files, open_database
    from othello_qt.core.game_database import GameFilter
    from othello_qt.core.notation import parse_transcript
    from othello_qt.core.position import Position

    _processes()
    position_index.warm_up()  # compiled kernels are loaded, as in the app after its warm-up
    cached = cache_path(database_files([WTHOR]))

    def first_open() -> object:
        cached.unlink(missing_ok=True)
        return open_database([WTHOR])

    print("== database: opening the whole database ==")
    seconds = _best(first_open)
    database = open_database([WTHOR])
    print(f"first open (read, replay, index, write the cache): {seconds:.2f} s, {_verdict(seconds, 3)}")
    seconds = _best(lambda: open_database([WTHOR]))
    print(f"cached open: {seconds:.3f} s, {_verdict(seconds, 0.5)}")
    index = database.index
    size = cached.stat().st_size / 2**20
    print(f"{len(database):,} games, {len(index):,} positions indexed; cache {size:.0f} MiB")

    print("== database: filters and sorts over every game (best of 3, ms) ==")
    position = Position.initial()
    for move in parse_transcript(TIGER):
        position = position.play(move)
    filters = {
        "player 'tastet'": GameFilter(player="tastet"),
        "tournament 'paris'": GameFilter(tournament="paris"),
        "year 2000": GameFilter(first_year=2000, last_year=2000),
        "opening 'tiger'": GameFilter(opening="tiger"),
        "result: black won": GameFilter(result="black"),
    }
    for name, wanted in filters.items():
        count = int(database.select(wanted).sum())
        seconds = _best(lambda wanted=wanted: database.select(wanted))
        print(f"{name:30s} {seconds * 1000:7.2f} ms  {count:7,} games  {_verdict(seconds, 0.05)}")
    for name, asked in (("reached: the start", Position.initial()), (f"reached: {TIGER}", position)):
        count = len(database.reaching(asked))
        seconds = _best(lambda asked=asked: database.reaching(asked))
        print(f"{name:30s} {seconds * 1000:7.2f} ms  {count:7,} games  {_verdict(seconds, 0.05)}")
    seconds = _best(lambda: database.next_moves(position))
    print(f"{'next moves after ' + TIGER:30s} {seconds * 1000:7.2f} ms  {_verdict(seconds, 0.05)}")
    for column in ("black", "white", "tournament", "year", "score", "theoretical", "opening"):
        seconds = _best(lambda column=column: database.sort_order(column))
        print(f"{'sort by ' + column:30s} {seconds * 1000:7.2f} ms  {_verdict(seconds, 0.05)}")
    from benchmarks import book_coverage

    book_coverage.run()


def _processes() -> None:
    """Measured first, while this process is small: a child's peak memory counts its parent's at the
    fork."""
    print("== database: othello-qt games as a process (best of 3; the cache written by the first) ==")
    cases = {
        "games DIR --no-cache": (("--no-cache",), 5.0),
        "games DIR": ((), 5.0),
        f"games DIR --reached {TIGER}": (("--reached", TIGER), 2.0),
        f"games DIR --reached {TIGER} --next-moves": (("--reached", TIGER, "--next-moves"), 2.0),
        "games DIR --opening tiger": (("--opening", "tiger"), 2.0),
    }
    for name, (args, goal) in cases.items():
        seconds, peak, lines = _process(*args)
        print(
            f"{name:45s} {seconds:5.2f} s  {lines:7,} lines  peak {peak:4.0f} MiB  {_verdict(seconds, goal)}"
        )


if __name__ == "__main__":
    run()
