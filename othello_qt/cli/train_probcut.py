"""``othello-qt train-probcut``: fit the Multi-ProbCut statistics for a set of evaluation weights.

Draws positions from self-play games, searches each one to ``--depth`` plies without cuts (worker
processes, every core by default), keeping its value at every depth, and fits how well a shallow
search predicts a deep one per game stage and depth.  The positions with 12 to 24 empties are
also solved exactly, to fit how well a shallow search predicts the exact solve.  Everything lands
in ``--work`` as it is made, atomically, so an interrupted run resumes where it stopped when
started again with the same options.
"""

from __future__ import annotations

import argparse
import datetime as dt
import shlex
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from othello_qt.core.engine.probcut_training import ProbCutPlan

if TYPE_CHECKING:
    from othello_qt.core.engine.probcut import ProbCutStatistics


def register(subparsers: argparse._SubParsersAction) -> None:
    from othello_qt.cli.common import add_plan_option
    from othello_qt.cli.pool import add_pool_options

    defaults = ProbCutPlan()
    parser = subparsers.add_parser(
        "train-probcut",
        help="fit the engine's Multi-ProbCut statistics for its evaluation weights (resumable)",
        description=__doc__.split("\n\n")[1],
    )
    option = parser.add_argument
    add_plan_option(parser, defaults, "positions", "positions searched")
    add_plan_option(parser, defaults, "depth", "deepest search measured; deeper ones are extrapolated")
    option("--games", type=int, default=defaults.games, help="self-play games the positions come from")
    option("--seed", type=int, default=defaults.seed, help="random seed: the same options give the same file")
    option("--weights", type=Path, default=None, help="the pattern weights file (default: the shipped one)")
    add_pool_options(parser)
    option(
        "--work",
        type=Path,
        default=Path("train-probcut-work"),
        help="folder for positions and checkpoints (default ./train-probcut-work)",
    )
    option("--out", type=Path, default=Path("probcut_statistics.npz"), help="the statistics file to write")
    option("--quiet", action="store_true", help="no progress display")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    import numpy as np

    from othello_qt.cli.pool import pool_errors
    from othello_qt.cli.train_eval import Progress
    from othello_qt.core.atomic import write_atomically
    from othello_qt.core.engine import pattern_weights, probcut, probcut_training, training
    from othello_qt.core.engine.workers import make_pool

    errors = []
    if args.positions < 1 or args.games < 1:
        errors.append("--positions and --games must be >= 1")
    if not probcut.MIN_DEPTH <= args.depth <= 20:
        errors.append(f"--depth must be {probcut.MIN_DEPTH}..20")
    errors += pool_errors(args)
    if errors:
        for error in errors:
            print(f"train-probcut: {error}", file=sys.stderr)
        return 2
    plan = ProbCutPlan(positions=args.positions, depth=args.depth, seed=args.seed, games=args.games)
    progress = Progress(sys.stderr, args.quiet)
    started = time.perf_counter()
    pool = None
    try:
        weights_path = args.weights or pattern_weights.shipped_path()
        weights = pattern_weights.load_pattern_weights(weights_path)
        training.check_plan(args.work, plan)
        pool = make_pool(args.workers, args.scheduler)
        positions_path = args.work / "positions.npz"
        if positions_path.exists():
            with np.load(positions_path, allow_pickle=False) as saved:
                player, opponent = saved["player"], saved["opponent"]
        else:
            progress.note(f"playing {plan.games:,} self-play games for the positions")
            from othello_qt.core.engine.evaluation import load_weights

            player, opponent = probcut_training.sample_positions(plan, load_weights())
            write_atomically(
                positions_path, lambda handle: np.savez(handle, player=player, opponent=opponent)
            )
        values = probcut_training.measure_values(args.work, weights, player, opponent, plan, pool, progress)
        empties = probcut_training.empty_counts(player, opponent)
        provenance = {
            "command": reproducing_command(args),
            "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
            "positions": len(player),
            "measured_depths": f"{probcut.MIN_DEPTH}..{plan.depth}",
            "plan": plan.to_json(),
            "weights": str(Path(weights_path).name),
        }
        statistics = probcut_training.fit_statistics(
            empties, values, pattern_weights.weights_fingerprint(weights), provenance
        )
        exact = probcut_training.measure_exact(args.work, player, opponent, pool, progress)
        solved = np.isfinite(exact)
        statistics = probcut_training.fit_endgame(
            statistics,
            empties[solved],
            values[solved],
            exact[solved],
            {
                "positions": int(np.count_nonzero(solved)),
                "measured_stages": "{}..{}".format(*probcut_training.ENDGAME_STAGES),
                "what": "the diagonal [e, e]: the exact final score regressed on the "
                "shallow_depth(e) search without cuts",
            },
        )
        probcut.save_probcut(args.out, statistics)
        progress.note(summary(statistics, plan.depth))
        progress.note(f"wrote {args.out} in {(time.perf_counter() - started) / 60:.1f} min")
    except (OSError, ValueError) as exc:
        print(f"train-probcut: {exc}", file=sys.stderr)
        return 1
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return 0


def summary(statistics: ProbCutStatistics, depth: int) -> str:
    """Sigma (discs) by stage for a few depths: the table docs/engine.md describes."""
    from othello_qt.core.engine.probcut import shallow_depth

    depths = [d for d in (4, 6, 8, 10, 12, 14) if d <= max(depth, 14)]
    lines = ["sigma of the shallow search's prediction (discs), by empty squares:"]
    lines.append("  empties " + "".join(f"  d{d:>2}/{shallow_depth(d)}" for d in depths))
    for e in (20, 30, 40, 50):
        cells = "".join(
            f"  {statistics.sigma[e, d]:6.2f}" if statistics.slope[e, d] > 0 else "       -" for d in depths
        )
        lines.append(f"  {e:7d} {cells}")
    return "\n".join(lines)


def reproducing_command(args: argparse.Namespace) -> str:
    options = [
        ("--positions", args.positions),
        ("--depth", args.depth),
        ("--games", args.games),
        ("--seed", args.seed),
        *([("--weights", args.weights)] if args.weights else []),
        ("--out", args.out),
    ]
    return "othello-qt train-probcut " + " ".join(f"{n} {shlex.quote(str(v))}" for n, v in options)
