"""The difficulty ladder: every level against the one below it, from varied openings, both colours.

``python -m benchmarks ladder`` plays ``LADDER_GAMES`` games (default 100) for each adjacent pair
of levels, two games at a time, and prints each level's score against the one below with its 95 %
interval (the target: at least 65 %, and the interval above 50 %).  ``LADDER_LEVELS=1-6`` limits
the pairs to those levels (the timed top levels take hours: 100 games at 5 s a move is about
three).  Each game is saved as it ends (``resumable_match``), each pair's result goes to
``benchmarks/results/ladder.json``, and a pair already there with the same players, games and
engine data (``resumable_match.engine_data_stamp``: the shipped weights and ProbCut statistics) is not played
again, so an interrupted run resumes (within a pair too) and a retrained engine is measured anew.
"""

from __future__ import annotations

import json
import os
import time
from itertools import pairwise
from pathlib import Path

from benchmarks import resumable_match
from othello_qt.core.atomic import write_atomically
from othello_qt.core.match import score_interval
from othello_qt.core.players.levels import EVERY_CORE, LEVELS, Level

RESULTS = Path(__file__).with_name("results") / "ladder.json"
DEFAULT_GAMES = 100
TARGET = 0.65

WRITES = ("ladder",)
"""The figure files this benchmark writes (its table is rendered from ``results/ladder.json``)."""


def _levels() -> list[Level]:
    text = os.environ.get("LADDER_LEVELS", "")
    if not text:
        return list(LEVELS)
    low, _, high = text.partition("-")
    first, last = int(low), int(high or low)
    return [lv for lv in LEVELS if first <= lv.number <= last]


def _load() -> dict:
    try:
        return json.loads(RESULTS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def entry_of(match: resumable_match.MatchSummary, stamp: str) -> dict:
    """A pair's line in ``ladder.json``: the upper level's result over the games played, with the
    engine data they were played with."""
    return {
        "games": match.games,
        "engine_data": stamp,
        "wins": match.wins,
        "draws": match.draws,
        "losses": match.losses,
        "mean_discs": round(match.mean_discs, 1),
        "seconds_per_move": round(match.a_seconds_per_move, 3),
    }


def run() -> None:
    games = int(os.environ.get("LADDER_GAMES", str(DEFAULT_GAMES)))
    threads = int(os.environ.get("LADDER_THREADS", "2"))
    results = _load()
    stamp = resumable_match.engine_data_stamp()
    print(f"== ladder: each level against the one below, {games} games, {threads} at a time ==")
    print(f"{'level':<34} {'W-D-L':>10} {'score':>6} {'95% interval':>15} {'discs':>6} {'s/move':>7}")
    for lower, upper in pairwise(_levels()):
        key = f"{upper.spec} vs {lower.spec}"
        entry = results.get(key)
        if entry is None or entry["games"] != games or entry.get("engine_data") != stamp:
            started = time.perf_counter()
            # Game by game (resumable_match): a pair of the timed levels takes hours.
            # A level searching on every core plays its games one at a time: two at once would
            # share the cores its search counts on.
            at_once = 1 if EVERY_CORE in upper.spec or EVERY_CORE in lower.spec else threads
            match = resumable_match.play(upper.spec, lower.spec, games, at_once, tag=stamp)
            entry = entry_of(match, stamp)
            entry["minutes"] = round((time.perf_counter() - started) / 60, 1)
            results[key] = entry
            RESULTS.parent.mkdir(exist_ok=True)
            write_atomically(RESULTS, (json.dumps(results, indent=2, sort_keys=True) + "\n").encode())
        score, low, high = score_interval(entry["wins"], entry["draws"], entry["losses"])
        verdict = "ok" if score >= TARGET and low > 0.5 else "BELOW TARGET"
        wdl = f"{entry['wins']}-{entry['draws']}-{entry['losses']}"
        print(
            f"{upper.label + ' vs ' + str(lower.number):<34} {wdl:>10} {score:6.1%} "
            f"{low:6.1%} .. {high:5.1%} {entry['mean_discs']:+6.1f} "
            f"{entry['seconds_per_move']:7.3f}  {verdict}",
            flush=True,
        )
