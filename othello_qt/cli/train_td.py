"""``othello-qt train-td``: teach the TD network by self-play, as in the last seed, and save it.

Writes the weights (``.npz``), the learning curve as CSV and as a PNG plot.  Ctrl-C stops
after the current chunk of games and still saves everything.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

from othello_qt.cli.progress import ProgressBar


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "train-td",
        help="train the TD(λ) network by self-play and save its weights",
        description="Self-play TD(λ) training of the 128-input network (probability that White wins), "
        "evaluated against the random player as it learns. Writes FILE (.npz), FILE's learning curve "
        "as .csv and .png.",
    )
    parser.add_argument("--games", type=int, default=320_000, help="self-play games (default 320000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument(
        "--out", type=Path, default=Path("td_weights.npz"), help="weights file (default td_weights.npz)"
    )
    parser.add_argument(
        "--resume",
        type=Path,
        metavar="FILE",
        help="continue training these weights (their hidden units and symmetries are kept)",
    )
    parser.add_argument(
        "--hidden", type=int, default=None, help="hidden units of a new network (default 60, as the seed)"
    )
    parser.add_argument("--alpha", type=float, default=0.1, help="learning rate (default 0.1)")
    parser.add_argument(
        "--alpha-final",
        type=float,
        default=0.002,
        help="decay the learning rate geometrically to this by the end (default 0.002)",
    )
    parser.add_argument(
        "--lambda", dest="lam", type=float, default=0.9, help="trace decay λ (default 0.9; the seed: 0.7)"
    )
    parser.add_argument(
        "--epsilon", type=float, default=0.2, help="chance of a random move in self-play (default 0.2)"
    )
    parser.add_argument(
        "--random-share",
        type=float,
        default=0.0,
        help="share of games played against the random mover instead of itself (default 0)",
    )
    parser.add_argument(
        "--calm-empties",
        type=int,
        default=30,
        help="no random moves once this few squares are empty (default 30; 0: explore all game)",
    )
    parser.add_argument(
        "--cut-traces", action="store_true", help="do not learn across random moves (restart the traces)"
    )
    parser.add_argument(
        "--margin-target",
        type=float,
        default=0.0,
        help="weight (0-1) of the final disc difference in the last target (default 0: win/draw/loss)",
    )
    parser.add_argument(
        "--symmetries",
        type=int,
        choices=(1, 8),
        default=None,
        help="8: a new network values positions by the average over the board's symmetries (8x slower; "
        "default 1)",
    )
    parser.add_argument(
        "--eval-every", type=int, default=5_000, help="evaluate against random every N games (default 5000)"
    )
    parser.add_argument(
        "--eval-games", type=int, default=2000, help="games per evaluation against random (default 2000)"
    )
    parser.add_argument(
        "--keep-best",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="save the network as it was at its best evaluation rather than at the end (default)",
    )
    parser.add_argument(
        "--max-minutes", type=float, default=None, help="stop (and save) after this many minutes"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.set_defaults(handler=run)


def curve_paths(out: Path) -> tuple[Path, Path]:
    stem = out.with_suffix("") if out.suffix == ".npz" else out
    return stem.with_name(stem.name + "_curve.csv"), stem.with_name(stem.name + "_curve.png")


def show(bar: ProgressBar, done: int, against_random: str) -> None:
    """The bar after ``done`` games: the speed, the time left and the last rate against random."""
    left = bar.seconds_left(done)
    eta = "-" if left is None else f"{left:4.0f} s"
    bar.update(done, f"{bar.rate(done):,.0f}/s  ETA {eta}  vs random {against_random:>7}")


def run(args: argparse.Namespace) -> int:
    from othello_qt.cli.common import is_positive_number
    from othello_qt.cli.plots import learning_curve_png
    from othello_qt.core.td.network import (
        DEFAULT_HIDDEN,
        WeightsError,
        load_weights,
        weights_path,
        write_weights,
    )
    from othello_qt.core.td.trainer import TrainingConfig, curve_csv, train

    try:
        network = load_weights(args.resume) if args.resume else None
        hidden = args.hidden if args.hidden is not None else DEFAULT_HIDDEN
        symmetries = args.symmetries if args.symmetries is not None else 1
        if network is not None:
            for option, asked, kept in (
                ("--hidden", args.hidden, network.hidden),
                ("--symmetries", args.symmetries, network.symmetries),
            ):
                if asked is not None and asked != kept:
                    raise ValueError(
                        f"{option} {asked} conflicts with {args.resume}, which has {kept}; "
                        f"a resumed network keeps its shape (leave {option} out)"
                    )
            hidden, symmetries = network.hidden, network.symmetries
        config = TrainingConfig(
            games=args.games,
            hidden=hidden,
            alpha=args.alpha,
            alpha_final=args.alpha_final,
            lam=args.lam,
            epsilon=args.epsilon,
            random_share=args.random_share,
            symmetries=symmetries,
            calm_empties=args.calm_empties,
            cut_traces=args.cut_traces,
            margin=args.margin_target,
            seed=args.seed,
            eval_every=args.eval_every,
            eval_games=args.eval_games,
            keep_best=args.keep_best,
        )
    except (ValueError, WeightsError) as exc:
        print(f"train-td: {exc}", file=sys.stderr)
        return 2
    if args.max_minutes is not None and not is_positive_number(args.max_minutes):
        print(f"train-td: --max-minutes must be a positive number, got {args.max_minutes}", file=sys.stderr)
        return 2

    out: Path = weights_path(args.out)
    if not out.parent.is_dir():
        print(f"train-td: folder {out.parent} does not exist (for --out)", file=sys.stderr)
        return 2
    if not os.access(out.parent, os.W_OK):  # find out now, not after hours of training
        print(f"train-td: cannot write in folder {out.parent} (for --out)", file=sys.stderr)
        return 2
    csv_path, png_path = curve_paths(out)
    deadline = None if args.max_minutes is None else time.monotonic() + 60 * args.max_minutes
    interrupted = False

    def on_sigint(_signum: int, _frame: object) -> None:
        nonlocal interrupted
        if interrupted:
            raise KeyboardInterrupt
        interrupted = True
        print("\ntrain-td: stopping after this chunk of games (Ctrl-C again to abort)", file=sys.stderr)

    def should_stop() -> bool:
        return interrupted or (deadline is not None and time.monotonic() > deadline)

    bar = None if args.quiet else ProgressBar(sys.stderr, config.games, unit=" games")
    against_random = "-"

    def on_evaluation(point: object) -> None:
        nonlocal against_random
        rate = f"{100 * point.win_rate:.1f} %"  # type: ignore[attr-defined]
        against_random = rate
        if args.quiet or not sys.stderr.isatty():
            print(f"after {point.games:,} games: {rate} wins against random", flush=True)  # type: ignore[attr-defined]

    already = 0 if network is None else network.games_trained
    resumed = "" if network is None else f" more (resuming {args.resume}, {already:,} games trained)"
    print(
        f"training {config.games:,} games{resumed}: {config.hidden} hidden units, "
        f"symmetries {config.symmetries}, alpha {config.alpha}, lambda {config.lam}, "
        f"epsilon {config.epsilon}, seed {config.seed}",
        flush=True,
    )
    previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        result = train(
            config,
            network,
            on_progress=None if bar is None else lambda done, _total: show(bar, done, against_random),
            on_evaluation=on_evaluation,
            should_stop=should_stop,
        )
    finally:
        signal.signal(signal.SIGINT, previous)
        if bar is not None:
            bar.close()
    title = (
        f"TD(λ) self-play: {config.hidden} hidden units"
        + ("" if config.symmetries == 1 else f" × {config.symmetries} symmetries")
        + f", α {config.alpha}, λ {config.lam}"
    )
    written = save_run(
        {
            out: lambda handle: write_weights(result.network, handle),
            csv_path: curve_csv(result.curve).encode(),
            png_path: learning_curve_png(result.curve, title),
        }
    )
    if written is None:
        return 1
    final = result.curve[-1]
    how = "stopped early" if result.stopped else "done"
    in_all = "" if network is None else f" ({already + result.games_played:,} trained in all)"
    print(
        f"{how}: {result.games_played:,} games{in_all} in {result.seconds:.0f} s; "
        f"{100 * final.win_rate:.1f} % wins against random ({final.wins}/{final.played})"
    )
    best = result.best
    if best is not None:
        print(
            f"saved the best network instead: after {best.games:,} games, "
            f"{100 * best.win_rate:.1f} % wins against random ({best.wins}/{best.played})"
        )
    print(f"wrote {', '.join(str(p) for p in written)}")
    return 0 if written[0] == out else 1


def save_run(files: dict[Path, object]) -> list[Path] | None:
    """Write one run's weights and curve files together (all new, or none replaced).

    If their folder cannot take them (a full disk), the trained network is not thrown away: they
    go to a new folder under the system's temporary folder, then the home folder, and stderr says
    where.  ``None`` only if every place failed (each failure is reported).
    """
    from othello_qt.core.atomic import write_together

    first = next(iter(files))
    try:
        return write_together(files)  # type: ignore[arg-type]
    except OSError as exc:
        print(f"train-td: could not save in {first.parent}: {exc.strerror or exc}", file=sys.stderr)
    for base in (Path(tempfile.gettempdir()), Path.home()):
        folder = None
        try:
            folder = Path(tempfile.mkdtemp(prefix="othello-qt-td-", dir=base))
            written = write_together({folder / path.name: data for path, data in files.items()})  # type: ignore[misc]
        except OSError as exc:
            if folder is not None:
                with contextlib.suppress(OSError):
                    folder.rmdir()
            print(f"train-td: could not save in {base} either: {exc.strerror or exc}", file=sys.stderr)
            continue
        print(f"train-td: the trained network was saved in {folder} instead", file=sys.stderr)
        return written
    print("train-td: the trained network could not be saved anywhere", file=sys.stderr)
    return None
