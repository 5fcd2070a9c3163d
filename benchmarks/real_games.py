"""The evaluation against real games it never trained on: positions with 24 empty squares from the
WTHOR games of 2019-2021 (the years held out of any training), whose exact value the federation's
files give (Black's discs under perfect play, the empties to the winner).

The error is the root mean square, in discs, of the shipped pattern evaluation's value (depth 0)
and of the master engine's midgame search at a few fixed depths (no exact solving), against that
exact value, over a fixed sample of games.  The self-play held-out error by phase is the training
section's; this is the same evaluation on the positions of real players.
"""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

from benchmarks.figures import table

WRITES = ("real_games",)
"""The figure files this benchmark writes."""

WTHOR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "wthor"
HELD_OUT_YEARS = (2019, 2021)
"""The years no training run reads (issue 42: train on games up to 2018)."""
SOLVED_EMPTIES = 24
"""The depth of the files' theoretical scores (their headers' P3)."""
SAMPLE = 1000
SEED = 42
DEPTHS = (0, 4, 8)
"""0: the evaluation alone; then midgame searches of these depths."""


def labelled_positions(folder: Path, sample: int, seed: int) -> list[tuple[int, int, int]]:
    """(player, opponent, exact margin for the side to move) at 24 empties, of ``sample`` held-out
    games chosen by ``seed`` (games that never reach 24 empties with a move to play are passed over)."""
    import numpy as np

    from othello_qt.core.database_build import build_database
    from othello_qt.core.position import BLACK

    database = build_database([folder])
    low, high = HELD_OUT_YEARS
    chosen = np.flatnonzero((database.year >= low) & (database.year <= high) & (database.theoretical <= 64))
    rng = random.Random(seed)
    found: list[tuple[int, int, int]] = []
    for i in rng.sample(chosen.tolist(), len(chosen)):
        game = database.game(i)
        position = game.start
        for move in game.moves:
            if position.empty_count == SOLVED_EMPTIES:
                break
            position = position.play(move)
        if position.empty_count != SOLVED_EMPTIES or position.is_game_over() or position.must_pass():
            continue
        black_margin = 2 * int(database.theoretical[i]) - 64
        found.append(
            (position.player, position.opponent, black_margin if position.turn is BLACK else -black_margin)
        )
        if len(found) == sample:
            break
    return found


def run() -> dict[str, Any] | None:
    if not (WTHOR / "WTHOR.JOU").is_file():
        print(f"real_games: {WTHOR} not found (../shared/data/wthor), skipped")
        return None
    import numpy as np

    from othello_qt.core import jit
    from othello_qt.core.engine.pattern_weights import load_pattern_weights
    from othello_qt.core.engine.patterns import SEARCH_SCALE, pattern_evaluate
    from othello_qt.core.engine.search import Searcher

    jit.warm_up()
    positions = labelled_positions(WTHOR, SAMPLE, SEED)
    weights = load_pattern_weights()
    searcher = Searcher()
    errors: dict[str, float] = {}
    for depth in DEPTHS:
        squares = 0.0
        for player, opponent, margin in positions:
            if depth == 0:
                value = pattern_evaluate(np.uint64(player), np.uint64(opponent), weights) / SEARCH_SCALE
            else:
                searcher.clear()
                value = searcher.search(player, opponent, depth=depth, solve_empties=0).score
            squares += (value - margin) ** 2
        errors[str(depth)] = round(math.sqrt(squares / len(positions)), 2)
        print(
            f"depth {depth}: RMS error {errors[str(depth)]:.2f} discs over {len(positions)} positions",
            flush=True,
        )
    return {
        "positions": len(positions),
        "empties": SOLVED_EMPTIES,
        "years": list(HELD_OUT_YEARS),
        "rms": errors,
    }


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """One row: the error of the evaluation and of each search depth."""
    low, high = values["years"]
    columns = ["positions", *(("evaluation" if d == "0" else f"depth {d}") for d in values["rms"])]
    rows = [[f"{values['positions']} at {values['empties']} empties, {low}–{high}", *values["rms"].values()]]
    caption = "Root mean square error against the exact value, in discs:"
    return [table(columns, rows, caption)]


if __name__ == "__main__":
    run()
