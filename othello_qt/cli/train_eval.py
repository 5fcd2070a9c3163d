"""``othello-qt train-eval``: train the pattern evaluation from the engine's own games.

Plays self-play games in worker processes (every core by default, or an existing Dask cluster's
workers with --scheduler), labels their positions (exact solves near the end; before that, searches
over the later phases' weights, fitted first), fits the weights per phase and writes them with
their provenance.  Everything lands in ``--work`` as it is made, atomically, so an interrupted run
resumes where it stopped when started again with the same options.
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import shlex
import sys
import time
from pathlib import Path
from typing import TextIO

from othello_qt.cli.pool import add_pool_options, pool_errors
from othello_qt.cli.progress import ProgressBar
from othello_qt.core.engine.real_game_positions import TRAINING_UNTIL
from othello_qt.core.engine.training import FitResult, TrainingPlan
from othello_qt.core.engine.workers import make_pool


def register(subparsers: argparse._SubParsersAction) -> None:
    defaults = TrainingPlan()
    parser = subparsers.add_parser(
        "train-eval",
        help="train the engine's pattern evaluation by self-play (resumable)",
        description=__doc__.split("\n\n")[1],
    )
    option = parser.add_argument
    option("--games", type=int, default=defaults.games, help=f"self-play games (default {defaults.games})")
    option(
        "--seed",
        type=int,
        default=defaults.seed,
        help="random seed: the same seed and options give the same weights",
    )
    option(
        "--phases",
        type=int,
        default=defaults.phases,
        help=f"game phases with their own weights (default {defaults.phases})",
    )
    option(
        "--ridges",
        type=comma_separated_ridges,
        default=defaults.ridges,
        help="ridge regularisation candidates, comma-separated; each phase keeps the best on held-out games "
        f"(default {','.join(f'{r:g}' for r in defaults.ridges)})",
    )
    option("--depth", type=int, default=defaults.selfplay.depth, help="search depth of the self-play moves")
    option(
        "--solve-empties",
        type=int,
        default=defaults.selfplay.solve_empties,
        help="exact labels from this many empties on",
    )
    option(
        "--label-depth",
        type=int,
        default=defaults.label_depth,
        help="search depth of the bootstrapped labels",
    )
    option(
        "--per-phase",
        type=int,
        default=defaults.per_phase,
        help="positions labelled and fitted per phase at most",
    )
    option(
        "--iterations",
        type=int,
        default=defaults.iterations,
        help=f"CGLS iterations of each phase's fit (default {defaults.iterations})",
    )
    option(
        "--real-games",
        type=Path,
        metavar="FOLDER",
        help="also learn from the positions of real games: a folder of WTHOR files (../shared/data/wthor)",
    )
    option(
        "--real-until",
        type=int,
        metavar="YEAR",
        help=f"with --real-games, the games played up to this year (default {TRAINING_UNTIL}: later ones "
        "are held out)",
    )
    add_pool_options(parser)
    option(
        "--work",
        type=Path,
        default=Path("train-eval-work"),
        help="folder for games and checkpoints (default ./train-eval-work)",
    )
    option("--out", type=Path, default=Path("pattern_weights.npz"), help="the weights file to write")
    option("--curve", action="store_true", help="also measure the learning curve (test error against games)")
    option("--quiet", action="store_true", help="no progress display")
    parser.set_defaults(handler=run)


def comma_separated_ridges(text: str) -> tuple[float, ...]:
    """``--ridges``'s argument type (also ``benchmarks feature_refit``'s): finite numbers >= 0."""
    try:
        values = tuple(float(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a comma-separated list of numbers") from None
    if not all(math.isfinite(v) and v >= 0 for v in values):
        raise argparse.ArgumentTypeError("ridges must be finite numbers >= 0")
    return values


class Progress:
    """The training's ``(stage, done, total)`` reports as a progress bar per stage, with the time
    left estimated from the stage's rate; ``note`` writes a line of its own."""

    def __init__(self, stream: TextIO, quiet: bool) -> None:
        self.stream = stream
        self.quiet = quiet
        self.stage = ""
        self.bar: ProgressBar | None = None

    def __call__(self, stage: str, done: int, total: int) -> None:
        if self.quiet:
            return
        if self.bar is None or stage != self.stage:
            if self.bar is not None:
                self.bar.close()
            self.stage, self.bar = stage, ProgressBar(self.stream, total, label=f"{stage}: ", done=done)
        left = self.bar.seconds_left(done)
        self.bar.update(done, "estimating..." if left is None else f"{left / 60:5.1f} min left")

    def note(self, text: str) -> None:
        if self.bar is not None:
            self.bar.close()
            self.bar, self.stage = None, ""
        self.stream.write(text + "\n")
        self.stream.flush()


def run(args: argparse.Namespace) -> int:
    from othello_qt.core.engine import training
    from othello_qt.core.engine.pattern_weights import save_pattern_weights
    from othello_qt.core.engine.selfplay import SelfPlaySettings

    errors = []
    if args.games < 1:
        errors.append("--games must be >= 1")
    if not 1 <= args.phases <= 61:
        errors.append("--phases must be between 1 and 61")
    errors += pool_errors(args)
    if not 1 <= args.depth <= 20 or not 1 <= args.label_depth <= 20 or not 0 <= args.solve_empties <= 24:
        errors.append("--depth and --label-depth must be 1..20 and --solve-empties 0..24")
    if args.per_phase < 10:
        errors.append("--per-phase must be >= 10")
    if not 1 <= args.iterations <= 100_000:
        errors.append("--iterations must be 1..100000")
    if args.real_games is not None and not args.real_games.is_dir():
        errors.append(f"--real-games: {args.real_games} is not a folder")
    if args.real_until is not None and args.real_games is None:
        errors.append("--real-until goes with --real-games")
    if args.real_games is not None and args.real_until is None:
        args.real_until = TRAINING_UNTIL
    if args.real_until is not None and not 1900 <= args.real_until <= 2100:
        errors.append("--real-until must be a year")
    if errors:
        for error in errors:
            print(f"train-eval: {error}", file=sys.stderr)
        return 2
    plan = TrainingPlan(
        games=args.games,
        seed=args.seed,
        phases=args.phases,
        ridges=args.ridges,
        label_depth=args.label_depth,
        per_phase=args.per_phase,
        iterations=args.iterations,
        selfplay=SelfPlaySettings(depth=args.depth, solve_empties=args.solve_empties),
        real_until=args.real_until or 0,
    )
    progress = Progress(sys.stderr, args.quiet)
    started = time.perf_counter()
    pool = None
    try:
        training.check_plan(args.work, plan)
        pool = make_pool(args.workers, args.scheduler)
        training.play_games(args.work, plan, pool, progress)
        if plan.real_until:
            progress.note(f"reading the real games up to {plan.real_until} in {args.real_games}")
        training.collect_real_games(args.work, plan, args.real_games)
        data = training.all_positions(args.work, plan)
        games = len(set(data.game.tolist()))
        progress.note(f"{len(data):,} positions from {games:,} games; fitting {plan.phases} phases")
        result = training.fit_phases(args.work, plan, data, pool, progress)
        progress.note(_fit_summary(result))
        provenance = _provenance(args, plan, result, time.perf_counter() - started)
        save_pattern_weights(args.out, result.weights, provenance)
        minutes = (time.perf_counter() - started) / 60
        progress.note(f"wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB) in {minutes:.1f} min")
        if args.curve:
            lines = ["games,test_rms"]
            curve = training.learning_curve(args.work, plan, data, (0.1, 0.25, 0.5, 0.75, 1.0))
            for games, rms in curve:
                progress.note(f"learning curve: {games:,} games -> test error {rms:.2f} discs")
                lines.append(f"{games},{rms:.4f}")
            from othello_qt.core.atomic import write_atomically

            stem = args.out.with_name(args.out.stem + "_curve")
            write_atomically(stem.with_suffix(".csv"), ("\n".join(lines) + "\n").encode())
            games = "training games (self-play, then real)" if plan.real_until else "self-play training games"
            write_atomically(stem.with_suffix(".png"), curve_png(curve, games))
    except (OSError, ValueError) as exc:
        print(f"train-eval: {exc}", file=sys.stderr)
        return 1
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return 0


def curve_png(curve: list[tuple[int, float]], games: str = "self-play training games") -> bytes:
    """Test error (discs, over the held-out games) against the number of training games."""
    from othello_qt.cli.plots import line_plot_png

    top = max(10.0, 2.0 * round(max((e for _, e in curve), default=10.0) / 2.0 + 1.0))
    return line_plot_png(
        curve,
        "Pattern evaluation: error on held-out games",
        x_label=games,
        y_label="test error (discs, RMS)",
        y_top=top,
        y_step=top / 10,
        y_format=lambda y: f"{y:.1f}",
    )


def _fit_summary(result: FitResult) -> str:
    rows = [
        f"  phase {r.phase:2d}: {r.positions:8,} positions, "
        f"test error {r.test_rms:5.2f} discs (labels {r.label_rms:5.2f})"
        for r in result.report
    ]
    return "\n".join([f"fit in {result.seconds:.0f} s:", *rows])


def reproducing_command(args: argparse.Namespace) -> str:
    """The command that makes the same weights (every option that changes them, and the output)."""
    options = [
        ("--games", args.games),
        ("--seed", args.seed),
        ("--phases", args.phases),
        ("--ridges", ",".join(f"{r:g}" for r in args.ridges)),
        ("--depth", args.depth),
        ("--solve-empties", args.solve_empties),
        ("--label-depth", args.label_depth),
        ("--per-phase", args.per_phase),
        ("--iterations", args.iterations),
    ]
    if args.real_games is not None:
        options += [("--real-games", args.real_games), ("--real-until", args.real_until)]
    options.append(("--out", args.out))
    return "othello-qt train-eval " + " ".join(f"{name} {shlex.quote(str(value))}" for name, value in options)


def _provenance(args: argparse.Namespace, plan: TrainingPlan, result: FitResult, seconds: float) -> dict:
    return {
        "command": reproducing_command(args),
        "plan": plan.to_json(),
        "games": result.games,
        "positions": result.positions,
        "exact_positions": result.exact_positions,
        "labels": f"exact solves up to {plan.exact_empties} empty squares; earlier positions: the mean of "
        f"the last odd and even depth of a {plan.label_depth}-ply search over the later phases' "
        "fitted weights (phase-by-phase bootstrapping from the end)",
        "phase_test_rms": [round(r.test_rms, 3) for r in result.report],
        **_by_source(plan, result),
        "phase_ridge": [r.ridge for r in result.report],
        "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
        "minutes": round(seconds / 60, 1),
        "minutes_note": "of this invocation; a resumed run counts only what it did itself",
    }


def _by_source(plan: TrainingPlan, result: FitResult) -> dict:
    """With real games: what they are, and each phase's held-out error on each source's positions."""
    if not plan.real_until:
        return {}
    return {
        "real_games": f"the WTHOR games played up to {plan.real_until}, every position once; at 24 empty "
        "squares labelled by the files' theoretical scores (exact)",
        "phase_test_rms_selfplay": [_rounded(a) for a, _ in result.source_test_rms],
        "phase_test_rms_real": [_rounded(b) for _, b in result.source_test_rms],
    }


def _rounded(error: float | None) -> float | None:
    return None if error is None else round(error, 3)
