"""The shipped pattern weights against earlier ones: the evaluation alone, at fixed depths.

``python -m benchmarks weights --reference COMMIT`` reads the weights file of that commit
(``git show``; a file from before the count features loads with zero weights for them, as it always
evaluated) and plays the shipped weights against it: ``master`` at each depth of ``--depths``,
without ProbCut (its statistics belong to one set of weights) and without the book, from varied
openings, each with both colours, ``--jobs`` games at a time.  It prints each depth's result with its
95 % interval; the page's training section quotes them.
"""

from __future__ import annotations

import argparse
import subprocess
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from benchmarks import page
from othello_qt.core.match import opening_positions

REPOSITORY = Path(__file__).resolve().parent.parent
SHIPPED = "othello_qt/resources/pattern_weights.npz"
OPENING_PLIES = 8
OPENING_SEED = 7


def _game(new_path: str, old_path: str, depth: int, game: int, openings: int) -> int:
    """Unit of work: game ``game`` (the new weights have Black in even games); the new side's disc
    difference, empties to the winner."""
    from othello_qt.core.budget import Budget
    from othello_qt.core.engine.pattern_weights import load_pattern_weights
    from othello_qt.core.match import play_game
    from othello_qt.core.players.master import MasterPlayer

    budget = Budget(depth=depth)
    new, old = (
        MasterPlayer(budget, weights=load_pattern_weights(path), selectivity=None, book=False)
        for path in (new_path, old_path)
    )
    opening = opening_positions(openings, OPENING_PLIES, seed=OPENING_SEED)[game // 2]
    new_is_black = game % 2 == 0
    black, white = (new, old) if new_is_black else (old, new)
    _, final, _ = play_game(black, white, opening.position)
    score = final.result().score
    return score if new_is_black else -score


def main(argv: list[str]) -> int:
    description = __doc__.split("\n\n")[0]
    parser = argparse.ArgumentParser(prog="python -m benchmarks weights", description=description)
    parser.add_argument("--reference", required=True, help="the commit whose weights file is the old side")
    parser.add_argument("--new", type=Path, default=REPOSITORY / SHIPPED, help="the new weights file")
    parser.add_argument("--depths", default="8,10", help="search depths, comma-separated (default 8,10)")
    parser.add_argument("--games", type=int, default=200, help="games a depth (default 200)")
    parser.add_argument("--jobs", type=int, default=2, help="games played at a time (default 2)")
    args = parser.parse_args(argv)
    depths = [int(d) for d in args.depths.split(",")]
    if args.games < 2 or args.jobs < 1 or not all(1 <= d <= 20 for d in depths):
        parser.error("--games must be at least 2, --jobs at least 1, depths 1..20")
    old_bytes = subprocess.run(
        ["git", "show", f"{args.reference}:{SHIPPED}"], cwd=REPOSITORY, capture_output=True, check=True
    ).stdout
    with tempfile.TemporaryDirectory() as folder:
        old_path = Path(folder) / "old.npz"
        old_path.write_bytes(old_bytes)
        openings = args.games // 2
        with ProcessPoolExecutor(args.jobs) as pool:
            for depth in depths:
                jobs = [(str(args.new), str(old_path), depth, g, openings) for g in range(2 * openings)]
                discs = list(pool.map(_game, *zip(*jobs, strict=True)))
                wins = sum(d > 0 for d in discs)
                draws = sum(d == 0 for d in discs)
                losses = len(discs) - wins - draws
                print(
                    f"depth {depth}: {wins}–{draws}–{losses}, {page.score_text(wins, draws, losses)}, "
                    f"{sum(discs) / len(discs):+.1f} discs, against {args.reference}'s weights",
                    flush=True,
                )
    return 0
