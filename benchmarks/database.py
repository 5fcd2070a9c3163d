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
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
WTHOR = ROOT.parent / "shared" / "data" / "wthor"
TIGER = "f5d6c3d3c4"
REPEATS = 3

WRITES = ("database",)
"""The figure files this benchmark writes."""


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


def run() -> dict[str, Any]:
    if not WTHOR.is_dir():
        print(f"== database: skipped, {WTHOR} is missing ==")
        return {}
    from othello_qt.core import position_index
    from othello_qt.core.database_cache import cache_path, database_files, open_database
    from othello_qt.core.game_database import GameFilter
    from othello_qt.core.notation import parse_transcript
    from othello_qt.core.position import Position

    values: dict[str, Any] = {"processes": _processes()}
    position_index.warm_up()  # compiled kernels are loaded, as in the app after its warm-up
    cached = cache_path(database_files([WTHOR]))

    def first_open() -> object:
        cached.unlink(missing_ok=True)
        return open_database([WTHOR])

    print("== database: opening the whole database ==")
    seconds = _best(first_open)
    database = open_database([WTHOR])
    print(f"first open (read, replay, index, write the cache): {seconds:.2f} s, {_verdict(seconds, 3)}")
    cached_seconds = _best(lambda: open_database([WTHOR]))
    print(f"cached open: {cached_seconds:.3f} s, {_verdict(cached_seconds, 0.5)}")
    index = database.index
    size = cached.stat().st_size / 2**20
    print(f"{len(database):,} games, {len(index):,} positions indexed; cache {size:.0f} MiB")
    values["open"] = {
        "first_seconds": round(seconds, 2),
        "cached_seconds": round(cached_seconds, 3),
        "games": len(database),
        "positions": len(index),
        "cache_mib": round(size),
    }
    queries: dict[str, Any] = {}

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
        queries[name] = {"ms": round(seconds * 1000, 2), "games": count}
    for name, asked in (("reached: the start", Position.initial()), (f"reached: {TIGER}", position)):
        count = len(database.reaching(asked))
        seconds = _best(lambda asked=asked: database.reaching(asked))
        print(f"{name:30s} {seconds * 1000:7.2f} ms  {count:7,} games  {_verdict(seconds, 0.05)}")
        queries[name] = {"ms": round(seconds * 1000, 2), "games": count}
    seconds = _best(lambda: database.next_moves(position))
    print(f"{'next moves after ' + TIGER:30s} {seconds * 1000:7.2f} ms  {_verdict(seconds, 0.05)}")
    queries[f"next moves after {TIGER}"] = {"ms": round(seconds * 1000, 2)}
    for column in ("black", "white", "tournament", "year", "score", "theoretical", "opening"):
        seconds = _best(lambda column=column: database.sort_order(column))
        print(f"{'sort by ' + column:30s} {seconds * 1000:7.2f} ms  {_verdict(seconds, 0.05)}")
        queries[f"sort by {column}"] = {"ms": round(seconds * 1000, 2)}
    values["queries"] = queries
    from benchmarks import book_coverage

    values["book_coverage"] = book_coverage.run()
    return values


def _processes() -> dict[str, Any]:
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
    values = {}
    for name, (args, goal) in cases.items():
        seconds, peak, lines = _process(*args)
        print(
            f"{name:45s} {seconds:5.2f} s  {lines:7,} lines  peak {peak:4.0f} MiB  {_verdict(seconds, goal)}"
        )
        values[name] = {"seconds": round(seconds, 2), "lines": lines, "peak_mib": round(peak), "goal_s": goal}
    return values


OPEN_GOALS = {"first": 3.0, "cached": 0.5}
QUERY_GOAL_S = 0.05


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The command's times, the opening of the database, the queries, and the book's coverage."""
    from benchmarks import book_coverage
    from benchmarks.figures import table

    if not values:
        return []
    result = []
    processes = values.get("processes", {})
    if processes:
        rows = [
            [
                f"`othello-qt {name}`",
                f"{x['seconds']:.2f} s",
                f"{x['lines']:,}",
                f"{x['peak_mib']} MiB",
                f"≤ {x['goal_s']:g} s",
            ]
            for name, x in processes.items()
        ]
        caption = "`othello-qt games` as a process (best of three; the cache written by the first):"
        result.append(table(["command", "time", "lines", "peak memory", "goal"], rows, caption))
    opened = values.get("open")
    if opened:
        rows = [
            [
                "first open (read, replay, index, write the cache)",
                f"{opened['first_seconds']:.2f} s",
                f"≤ {OPEN_GOALS['first']:g} s",
            ],
            ["cached open", f"{opened['cached_seconds']:.3f} s", f"≤ {OPEN_GOALS['cached']:g} s"],
            ["games, positions indexed", f"{opened['games']:,}, {opened['positions']:,}", ""],
            ["cache", f"{opened['cache_mib']} MiB", ""],
        ]
        result.append(table(["opening the whole database", "value", "goal"], rows))
    queries = values.get("queries", {})
    if queries:
        rows = [
            [
                name,
                f"{x['ms']:.2f} ms",
                f"{x['games']:,}" if "games" in x else "",
                f"≤ {QUERY_GOAL_S * 1000:g} ms",
            ]
            for name, x in queries.items()
        ]
        caption = "Filters and sorts over every game (best of three):"
        result.append(table(["query", "time", "games", "goal"], rows, caption))
    return result + book_coverage.tables(values.get("book_coverage", {}))


if __name__ == "__main__":
    run()
