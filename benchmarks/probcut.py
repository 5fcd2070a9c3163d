"""Multi-ProbCut measured: how much deeper the engine sees in the same time, and what that wins.

``python -m benchmarks probcut`` prints

* midgame search in 1 s over FFO #50-#59 (26-34 empties), without cuts and at several
  selectivities: the depth completed, nodes a second, and how often the move differs from the one
  a search without cuts finds at the same depth (the price of the cuts);
* strength: ``master`` with cuts against ``master:...:mpc=off`` at the same time a move, from
  varied openings, both colours, with the 95 % interval: ``PROBCUT_GAMES`` games (default 100) at
  ``PROBCUT_BUDGET`` (default ``500ms``) for each selectivity in ``PROBCUT_SELECTIVITIES``
  (default the engine's own), saved game by game (``resumable_match``).
"""

from __future__ import annotations

import os
import time

import numpy as np

from benchmarks import resumable_match
from benchmarks.engine import ffo_positions, one_second_searches
from othello_qt.core.engine.probcut import DEFAULT_SELECTIVITY
from othello_qt.core.engine.search import Searcher


def midgame(selectivities: list[float | None]) -> None:
    positions = ffo_positions(50, 59)
    if not positions:
        print("FFO #50-#59 not found: midgame figures skipped")
        return
    for selectivity in selectivities:
        searcher = Searcher(selectivity=selectivity)
        plain = Searcher(selectivity=None)
        depths, nodes, cpu = one_second_searches(searcher, positions)
        differ = 0
        for (_, position, _, _), reached in zip(positions, depths, strict=True):
            if selectivity is not None:
                depth = min(reached, 11)
                plain.clear()
                searcher.clear()
                check = plain.search(position.player, position.opponent, depth=depth, solve_empties=0)
                same = searcher.search(position.player, position.opponent, depth=depth, solve_empties=0)
                differ += check.move != same.move
        name = "no cuts" if selectivity is None else f"mpc={selectivity:g}"
        moves = f"; move differs from no cuts at the same depth in {differ}/{len(positions)}"
        moves = "" if selectivity is None else moves
        print(
            f"midgame 1 s, {name:<8}: depth {np.mean(depths):.1f} on average ({min(depths)}-{max(depths)}), "
            f"{nodes / cpu / 1e6:.2f} M nodes/s (CPU time){moves}",
            flush=True,
        )


def strength(selectivities: list[float]) -> None:
    games = int(os.environ.get("PROBCUT_GAMES", "100"))
    budget = os.environ.get("PROBCUT_BUDGET", "500ms")
    threads = int(os.environ.get("PROBCUT_THREADS", "2"))
    for selectivity in selectivities:
        started = time.perf_counter()
        a, b = f"master:{budget}:mpc={selectivity:g}", f"master:{budget}:mpc=off"
        summary = resumable_match.play(a, b, games, threads)
        print(f"{summary.describe(f'{a} vs {b}')}, {(time.perf_counter() - started) / 60:.0f} min this run")


def run() -> None:
    print("== probcut: Multi-ProbCut against the same search without cuts ==")
    text = os.environ.get("PROBCUT_SELECTIVITIES", f"{DEFAULT_SELECTIVITY:g}")
    selectivities = [float(t) for t in text.split(",")]
    midgame([None, *selectivities])
    strength(selectivities)
