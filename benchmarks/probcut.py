"""Multi-ProbCut measured: how much deeper the engine sees in the same time, and what that wins.

``python -m benchmarks probcut`` prints

* midgame search in 1 s over FFO #50-#59 (26-34 empties), without cuts and at several
  selectivities: the depth completed, nodes a second, and how often the move differs from the one
  a search without cuts finds at the same depth (the price of the cuts);
* strength: ``master`` with cuts against ``master:...:mpc=off`` at the same time a move, from
  varied openings, both colours, with the 95 % interval: ``PROBCUT_GAMES`` games (default 100) at
  ``PROBCUT_BUDGET`` (default ``500ms``) for each selectivity in ``PROBCUT_SELECTIVITIES``
  (default the engine's own), saved game by game (``resumable_match``);
* the shipped statistics' spread (σ) by empty squares and depth, read from the shipped file.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

import numpy as np

from benchmarks import page, resumable_match
from benchmarks.engine import ffo_positions, one_second_searches
from benchmarks.figures import table
from othello_qt.core.engine import probcut
from othello_qt.core.engine.probcut import DEFAULT_SELECTIVITY
from othello_qt.core.engine.search import Searcher

WRITES = ("probcut",)
"""The figure files this benchmark writes."""

SIGMA_EMPTIES = (20, 30, 40, 50)
SIGMA_DEPTHS = (4, 6, 8, 10, 12, 14)


def _name(selectivity: float | None) -> str:
    if selectivity is None:
        return "no cuts (`mpc=off`)"
    default = " (default)" if selectivity == DEFAULT_SELECTIVITY else ""
    return f"`mpc={selectivity:g}`{default}"


def midgame(selectivities: list[float | None]) -> dict[str, Any]:
    positions = ffo_positions(50, 59)
    if not positions:
        print("FFO #50-#59 not found: midgame figures skipped")
        return {}
    values: dict[str, Any] = {}
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
        values[_name(selectivity)] = {
            "depth_mean": round(float(np.mean(depths)), 1),
            "depth_range": [min(depths), max(depths)],
            "nodes_per_second": round(nodes / cpu),
            **({} if selectivity is None else {"moves_differ": differ}),
            "positions": len(positions),
        }
    return values


def strength(selectivities: list[float]) -> dict[str, Any]:
    games = int(os.environ.get("PROBCUT_GAMES", "100"))
    budget = os.environ.get("PROBCUT_BUDGET", "500ms")
    threads = int(os.environ.get("PROBCUT_THREADS", "2"))
    values = {}
    for selectivity in selectivities:
        started = time.perf_counter()
        a, b = f"master:{budget}:mpc={selectivity:g}", f"master:{budget}:mpc=off"
        summary = resumable_match.play(a, b, games, threads)
        print(f"{summary.describe(f'{a} vs {b}')}, {(time.perf_counter() - started) / 60:.0f} min this run")
        values[f"{a} vs {b}"] = {"wins": summary.wins, "draws": summary.draws, "losses": summary.losses}
    return values


def shipped_statistics() -> dict[str, Any]:
    """σ of the shipped statistics by empty squares and depth, with the command that fitted them."""
    with np.load(probcut.shipped_path(), allow_pickle=False) as data:
        sigma = data["sigma"]
        provenance = json.loads(str(data["provenance"])) if "provenance" in data.files else {}
    return {
        "command": provenance.get("command", ""),
        "date": provenance.get("date", "")[:10],
        "measured_depths": provenance.get("measured_depths", ""),
        "sigma": {
            str(e): {str(d): round(float(sigma[e, d]), 2) for d in SIGMA_DEPTHS} for e in SIGMA_EMPTIES
        },
    }


def run() -> dict[str, Any]:
    print("== probcut: Multi-ProbCut against the same search without cuts ==")
    text = os.environ.get("PROBCUT_SELECTIVITIES", f"{DEFAULT_SELECTIVITY:g}")
    selectivities = [float(t) for t in text.split(",")]
    return {
        "midgame": midgame([None, *selectivities]),
        "matches": strength(selectivities),
        "statistics": shipped_statistics(),
    }


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The midgame searches, the matches and the shipped statistics' σ, from ``run``'s values."""
    result = []
    midgame = values.get("midgame", {})
    if midgame:
        rows = [
            [
                name,
                f"{x['depth_mean']:.1f} ({x['depth_range'][0]}–{x['depth_range'][1]})",
                f"{x['nodes_per_second'] / 1e6:.2f} M",
                f"{x['moves_differ']} of {x['positions']}" if "moves_differ" in x else "—",
            ]
            for name, x in midgame.items()
        ]
        columns = ["search", "depth reached in 1 s", "nodes/s", "best move differs from no cuts, same depth"]
        result.append(table(columns, rows))
    matches = values.get("matches", {})
    if matches:
        rows = [
            [
                f"`{a}` vs `{b}`",
                f"{x['wins']}–{x['draws']}–{x['losses']}",
                page.score_text(x["wins"], x["draws"], x["losses"]),
            ]
            for (a, b), x in ((key.split(" vs "), x) for key, x in matches.items())
        ]
        result.append(
            table(["match", "result", "score (95 % interval)"], rows, "Matches at the same time a move:")
        )
    statistics = values.get("statistics", {})
    if statistics.get("sigma"):
        measured = statistics.get("measured_depths", "")
        deepest = int(measured.split("..")[-1]) if ".." in measured else max(SIGMA_DEPTHS)
        depths = list(next(iter(statistics["sigma"].values())))
        columns = ["empties"] + [
            f"{d}/{probcut.shallow_depth(int(d))}" + (" (extrapolated)" if int(d) > deepest else "")
            for d in depths
        ]
        rows = [[e, *(f"{by_depth[d]:.2f}" for d in depths)] for e, by_depth in statistics["sigma"].items()]
        caption = (
            f"The shipped statistics (`{statistics['command']}`, {statistics['date']}): σ of the deep value "
            "predicted from the shallow one, in discs, by empty squares (depth / shallow depth):"
        )
        result.append(table(columns, rows, caption))
    return result
