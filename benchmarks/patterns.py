"""The pattern evaluation against the linear one it replaced: speed, depth, stable values, strength.

``python -m benchmarks patterns`` prints

* the cost of one evaluation (ns, a numba loop over a midgame position) for both;
* midgame search: nodes a second and the depth completed in 1 s over FFO #50-#59 (26-34 empties);
* value stability: over opening positions (6-8 random plies), how often the best move's value
  changes sign from one depth to the next (depths 4-14), the flicker that made hints jump;
* strength: ``master`` against ``master-linear`` from varied openings, both colours, with the 95 %
  interval: ``PATTERN_GAMES`` games (default 200) at ``PATTERN_BUDGET`` (default ``1s``), two at a
  time (``PATTERN_THREADS``).  That match takes about two hours at 1 s a move, saved game by game
  (``resumable_match``: an interrupted run resumes); ``PATTERN_BUDGET=6`` (six plies) is a quick
  check of the evaluation alone.
"""

from __future__ import annotations

import os
import time
from itertools import pairwise
from typing import Any

import numpy as np
from numba import njit

from benchmarks import page, resumable_match
from benchmarks.engine import ffo_positions, one_second_searches
from benchmarks.figures import shown, table
from othello_qt.core.engine.evaluation import EDGE_STABLE, evaluate, load_weights
from othello_qt.core.engine.pattern_weights import load_pattern_weights
from othello_qt.core.engine.search import Searcher
from othello_qt.core.match import opening_positions

WRITES = ("patterns",)
"""The figure files this benchmark writes."""


@njit(cache=True)
def _evaluate_many(player, opponent, weights, n):
    total = 0
    for i in range(n):
        total += evaluate(player ^ np.uint64(i & 1), opponent, weights, EDGE_STABLE)
    return total


def evaluation_cost(weights_by_name: dict[str, np.ndarray]) -> dict[str, Any]:
    player, opponent = np.uint64(0x0000_0038_1C10_0000), np.uint64(0x0010_0804_0200_0000)
    n = 1_000_000
    values = {}
    for name, weights in weights_by_name.items():
        _evaluate_many(player, opponent, weights, 10)
        started = time.thread_time()
        _evaluate_many(player, opponent, weights, n)
        nanoseconds = (time.thread_time() - started) / n * 1e9
        print(f"evaluation, {name:<7}: {nanoseconds:6.0f} ns (CPU time)")
        values[name] = round(nanoseconds)
    return values


def midgame_depth(weights_by_name: dict[str, np.ndarray]) -> dict[str, Any]:
    positions = ffo_positions(50, 59)
    if not positions:
        print("FFO #50-#59 not found: midgame figures skipped")
        return {}
    values = {}
    for name, weights in weights_by_name.items():
        depths, nodes, cpu = one_second_searches(Searcher(weights=weights), positions)
        print(
            f"midgame 1 s, {name:<7}: depth {np.mean(depths):.1f} on average ({min(depths)}-{max(depths)}), "
            f"{nodes / cpu / 1e6:.2f} M nodes/s (CPU time)"
        )
        values[name] = {
            "depth_mean": round(float(np.mean(depths)), 1),
            "depth_range": [min(depths), max(depths)],
            "nodes_per_second": round(nodes / cpu),
        }
    return values


def sign_flips(
    weights_by_name: dict[str, np.ndarray], positions: int = 30, max_depth: int = 14
) -> dict[str, Any]:
    openings = opening_positions(positions, plies=8, seed=7)
    result = {}
    for name, weights in weights_by_name.items():
        searcher = Searcher(weights=weights)
        flips = steps = 0
        for opening in openings:
            scores: list[float] = []
            searcher.clear()
            pos = opening.position
            searcher.search(
                pos.player,
                pos.opponent,
                depth=max_depth,
                solve_empties=0,
                report=lambda r, scores=scores: scores.append(r.score),
            )
            values = scores[3:]  # depths 4..max_depth
            for before, after in pairwise(values):
                steps += 1
                flips += (before > 0) != (after > 0) and before != 0 and after != 0
        print(
            f"value stability, {name:<7}: best value changes sign in {flips} of {steps} depth steps "
            f"({flips / max(steps, 1):.1%}) over {len(openings)} openings, depths 4-{max_depth}"
        )
        result[name] = {
            "flips": int(flips),
            "steps": steps,
            "openings": len(openings),
            "max_depth": max_depth,
        }
    return result


def strength() -> dict[str, Any]:
    games = int(os.environ.get("PATTERN_GAMES", "200"))
    budget = os.environ.get("PATTERN_BUDGET", "1s")
    threads = int(os.environ.get("PATTERN_THREADS", "2"))
    started = time.perf_counter()
    stamp = resumable_match.engine_data_stamp()
    summary = resumable_match.play(f"master:{budget}", f"master-linear:{budget}", games, threads, tag=stamp)
    label = f"master:{budget} vs master-linear:{budget}"
    print(f"{summary.describe(label)}, {(time.perf_counter() - started) / 60:.0f} min this run")
    return {label: {"wins": summary.wins, "draws": summary.draws, "losses": summary.losses}}


def run() -> dict[str, Any]:
    print("== patterns: the pattern evaluation against the linear one ==")
    weights = {"pattern": load_pattern_weights(), "linear": load_weights()}
    return {
        "evaluation_ns": evaluation_cost(weights),
        "midgame": midgame_depth(weights),
        "sign_flips": sign_flips(weights),
        "matches": strength(),
    }


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """One row a figure, a column for each evaluation; then the matches, from ``run``'s values."""
    names = ("pattern", "linear")
    rows: list[list[Any]] = []
    cost = values.get("evaluation_ns", {})
    if cost:
        rows.append(
            [
                "one evaluation (CPU time)",
                *(shown(cost[n], "{:g}", " ns") if n in cost else "" for n in names),
            ]
        )
    midgame = values.get("midgame", {})
    if midgame:
        rows.append(
            [
                "depth completed in 1 s over FFO #50–#59",
                *(
                    f"{midgame[n]['depth_mean']:.1f} ({shown(midgame[n]['depth_range'], '{}')}), "
                    f"{midgame[n]['nodes_per_second'] / 1e6:.2f} M nodes/s"
                    if n in midgame
                    else ""
                    for n in names
                ),
            ]
        )
    flips = values.get("sign_flips", {})
    if flips:
        some = next(iter(flips.values()))
        rows.append(
            [
                f"best move's value changes sign between depths ({some['openings']} openings, "
                f"depths 4–{some['max_depth']})",
                *(
                    f"{f['flips']} of {f['steps']} ({f['flips'] / f['steps']:.1%})"
                    if (f := flips.get(n))
                    else ""
                    for n in names
                ),
            ]
        )
    for label, x in values.get("matches", {}).items():
        pattern, linear = label.split(" vs ")
        rows.append(
            [
                f"`{pattern}` vs `{linear}`, {x['wins'] + x['draws'] + x['losses']} games",
                f"{x['wins']}–{x['draws']}–{x['losses']}, "
                + page.score_text(x["wins"], x["draws"], x["losses"]),
                "",
            ]
        )
    return [table(["figure", "pattern evaluation", "linear evaluation"], rows)]


if __name__ == "__main__":
    run()
