"""The endgame against a real solver: ``othello-qt solve`` and Edax with its evaluation off (the shared
engines' endgame yardstick) solve the same FFO positions exactly, each as a whole process, one thread,
in the same run; and ``solve --threads 2`` against ``--threads 1``.

Absolute times drift between machines and runs, so the figures are ratios of times measured side by
side: the two solvers alternate, ``ROUNDS`` times each, and the fastest run of each counts.  Every
score is checked: ``solve`` exits 1 on a score or move that disagrees with the published one, and
Edax's score of each position is read from its table and compared with the same annotations.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.engine import FFO_40_59, _data_file
from benchmarks.figures import check, table

WRITES = ("yardstick",)
"""The figure files this benchmark writes."""

ENGINES = Path(__file__).resolve().parents[1].parent / "shared" / "engines"
EDAX = ENGINES / "edax"
EDAX_PROGRAM = EDAX / "bin" / "lEdax-x86-64-v3"
"""Run with ``edax/`` as the working folder: it opens ``data/eval.dat`` from there."""
SUITES = {"40-44": (40, 44), "45-49": (45, 49)}
THREADS_SUITE = (40, 49)
ROUNDS = 2
"""Runs of each command, alternating; the fastest counts (a two-core machine is never quite quiet)."""
TARGETS = {"40-44": 0.40, "45-49": 0.22, "threads": 1.5}
"""Issue 42's goals: at most these fractions of Edax's time, and two threads at least ×1.5."""
EDAX_ROW = re.compile(r"^\s*(\d+)\|\s*\d+\s+([+-]\d+)\s")


def obf_lines(first: int, last: int) -> list[str]:
    """FFO #first..#last as the suite's file has them (board, side, annotations)."""
    path = _data_file(FFO_40_59)
    if path is None:
        return []
    lines = [x for x in path.read_text().splitlines() if x.strip() and not x.startswith("%")]
    return lines[first - 40 : last - 40 + 1]


def published_scores(lines: list[str]) -> list[int]:
    """The best score of each line (the first annotation)."""
    return [int(line.split(";")[1].split(":")[1]) for line in lines]


def timed(command: list[str], cwd: Path | None = None) -> tuple[float, subprocess.CompletedProcess[str]]:
    started = time.perf_counter()
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=3600)
    return time.perf_counter() - started, done


def ours(path: Path, threads: int = 1) -> list[str]:
    return [sys.executable, "-m", "othello_qt", "solve", str(path), "--threads", str(threads)]


def edax(path: Path) -> list[str]:
    return [str(EDAX_PROGRAM), "-solve", str(path), "-l", "60", "-n", "1", "-book-usage", "off"]


def check_ours(done: subprocess.CompletedProcess[str], what: str) -> None:
    check(done.returncode == 0, f"othello-qt solve {what}: exit {done.returncode}\n{done.stdout[-2000:]}")


def check_edax(done: subprocess.CompletedProcess[str], expected: list[int], what: str) -> None:
    scores = [int(m.group(2)) for m in map(EDAX_ROW.match, done.stdout.splitlines()) if m]
    check(
        done.returncode == 0 and scores == expected,
        f"Edax {what}: scores {scores}, published {expected}\n{done.stdout[-2000:]}",
    )


def fastest(runs: dict[str, list[float]]) -> dict[str, float]:
    return {name: round(min(times), 2) for name, times in runs.items()}


def against_edax(folder: Path, name: str, first: int, last: int) -> dict[str, Any] | None:
    lines = obf_lines(first, last)
    if not lines:
        return None
    path = folder / f"ffo-{first}-{last}.obf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    expected = published_scores(lines)
    runs: dict[str, list[float]] = {"ours": [], "edax": []}
    for _ in range(ROUNDS):
        seconds, done = timed(ours(path))
        check_ours(done, f"FFO #{first}-#{last}")
        runs["ours"].append(seconds)
        seconds, done = timed(edax(path), cwd=EDAX)
        check_edax(done, expected, f"FFO #{first}-#{last}")
        runs["edax"].append(seconds)
        print(
            f"FFO #{first}-#{last}: ours {runs['ours'][-1]:.2f} s, Edax {runs['edax'][-1]:.2f} s", flush=True
        )
    best = fastest(runs)
    ratio = round(best["ours"] / best["edax"], 3)
    print(f"FFO #{first}-#{last}: {ratio:.2f}× Edax's time (goal ≤ {TARGETS[name]:.2f}×)")
    return {"ours": best["ours"], "edax": best["edax"], "ratio": ratio, "runs": runs}


def two_threads(folder: Path) -> dict[str, Any] | None:
    first, last = THREADS_SUITE
    lines = obf_lines(first, last)
    if not lines:
        return None
    path = folder / f"ffo-{first}-{last}.obf"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    runs: dict[str, list[float]] = {"one": [], "two": []}
    for _ in range(ROUNDS):
        for key, threads in (("one", 1), ("two", 2)):
            seconds, done = timed(ours(path, threads))
            check_ours(done, f"FFO #{first}-#{last} with {threads} threads")
            runs[key].append(seconds)
        print(
            f"FFO #{first}-#{last}: one thread {runs['one'][-1]:.2f} s, two {runs['two'][-1]:.2f} s",
            flush=True,
        )
    best = fastest(runs)
    speedup = round(best["one"] / best["two"], 3)
    print(f"solve --threads 2 over FFO #{first}-#{last}: ×{speedup:.2f} (goal ≥ ×{TARGETS['threads']:.1f})")
    return {"one": best["one"], "two": best["two"], "speedup": speedup, "runs": runs}


def run() -> dict[str, Any] | None:
    if not (EDAX_PROGRAM.is_file() and os.access(EDAX_PROGRAM, os.X_OK)):
        print(f"yardstick: {EDAX_PROGRAM} not found (../shared/engines), skipped")
        return None
    print(f"load average {os.getloadavg()[0]:.1f} at the start, {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        values: dict[str, Any] = {}
        for suite, (first, last) in SUITES.items():
            values[suite] = against_edax(folder, suite, first, last)
        values["threads"] = two_threads(folder)
    return values if all(values.values()) else None


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """Our solver's time against Edax's, and two threads against one, each the fastest of its runs."""
    rows = [
        [
            f"FFO #{suite.replace('-', '–#')}",
            f"{x['ours']:.2f} s",
            f"{x['edax']:.2f} s",
            f"{x['ratio']:.2f}×",
            f"≤ {TARGETS[suite]:.2f}×",
        ]
        for suite, x in values.items()
        if suite in SUITES
    ]
    edax_table = table(["positions", "othello-qt solve", "Edax (evaluation off)", "ratio", "goal"], rows)
    t = values["threads"]
    first, last = THREADS_SUITE
    threads_rows = [
        [
            f"FFO #{first}–#{last}",
            f"{t['one']:.2f} s",
            f"{t['two']:.2f} s",
            f"×{t['speedup']:.2f}",
            f"≥ ×{TARGETS['threads']:.1f}",
        ]
    ]
    threads_table = table(["positions", "--threads 1", "--threads 2", "speed-up", "goal"], threads_rows)
    return [edax_table, threads_table]


if __name__ == "__main__":
    run()
