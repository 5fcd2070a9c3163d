"""Matches between the players the command line offers (``othello-qt match A B --games N``): each
from N/2 distinct openings, each opening with both colours, A's result with its Elo difference.

``python -m benchmarks matches`` plays them all (``MATCHES``), the engine's requirement two games
at a time; ``MATCHES_ONLY=requirement`` (or ``seeds``) plays one group.
"""

from __future__ import annotations

import math
import os
from typing import Any

from benchmarks.figures import table
from othello_qt.core.match import elo_estimate, run_match

WRITES = ("matches",)
"""The figure files this benchmark writes."""

MATCHES = (
    ("seeds", "greedy", "random", 50, 1),
    ("seeds", "corners", "greedy", 50, 1),
    ("seeds", "weighted", "corners", 50, 1),
    ("seeds", "alphabeta:3", "weighted", 50, 1),
    ("seeds", "negascout:6", "alphabeta:3", 50, 1),
    ("seeds", "alphabeta:6", "negascout:6", 50, 1),
    ("seeds", "id:1s", "alphabeta:6", 30, 1),
    ("seeds", "master:1s", "id:1s", 20, 1),
    ("seeds", "master:5s", "master:1s", 10, 1),
    ("seeds", "alphabeta:6", "alphabeta:3", 50, 1),
    ("seeds", "diff", "greedy", 50, 1),
    ("seeds", "minimax:4", "alphabeta:4", 20, 1),
    ("requirement", "master:1s", "corners", 50, 2),
    ("requirement", "master:1s", "alphabeta:6", 50, 2),
)
"""(group, A, B, games, games at a time)."""

CAPTIONS = {
    "seeds": "The seeds' strategies against each other:",
    "requirement": "The engine's requirement, `master:1s` wins every game:",
}


def command(a: str, b: str, games: int, threads: int) -> str:
    return f"othello-qt match {a} {b} --games {games}" + (f" --threads {threads}" if threads > 1 else "")


def run() -> dict[str, Any]:
    only = os.environ.get("MATCHES_ONLY", "")
    values: dict[str, Any] = {}
    for group, a, b, games, threads in MATCHES:
        if only and group != only:
            continue
        result = run_match(a, b, games, seed=1, threads=threads)
        a_seconds, _ = result.seconds_per_move()
        print(
            f"{command(a, b, games, threads)}: {result.wins}-{result.draws}-{result.losses}, "
            f"{result.mean_disc_difference:+.1f} discs, Elo {result.elo().describe()}",
            flush=True,
        )
        values.setdefault(group, {})[command(a, b, games, threads)] = {
            "wins": result.wins,
            "draws": result.draws,
            "losses": result.losses,
            "mean_discs": round(result.mean_disc_difference, 1),
            "a_seconds_per_move": round(a_seconds, 3),
        }
    return values


def _elo(x: float) -> str:
    return "+inf" if x == math.inf else "−inf" if x == -math.inf else f"{round(x) + 0:+d}".replace("-", "−")


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """A table a group: each match's result, mean disc difference and Elo (95 % interval)."""
    result = []
    for group, matches in values.items():
        rows = []
        for text, x in matches.items():
            elo = elo_estimate(x["wins"], x["draws"], x["losses"])
            rows.append(
                [
                    f"`{text}`",
                    f"{x['wins']}–{x['draws']}–{x['losses']}",
                    f"{x['mean_discs']:+.1f}" if "mean_discs" in x else "",
                    f"{_elo(elo.elo)} ({_elo(elo.low)} .. {_elo(elo.high)})",
                ]
            )
        columns = ["command", "A wins–draws–losses", "mean discs (A−B)", "Elo (95 % interval)"]
        result.append(table(columns, rows, CAPTIONS.get(group, "")))
    return result


if __name__ == "__main__":
    run()
