"""``othello-qt build-book``: grow the master engine's opening book from a games database and by self-play.

With ``--from-games``, every position that at least ``--min-games`` games of the database reached
(up to symmetry) is expanded first; then rounds of self-play walks through the book find more
positions to expand.  Deep searches (exact near the end) value every move of each, and negamax backs
the values up (``core.engine.book_building``): the database says which positions to study and how
often each move is played, never what they are worth.
Each finished unit and each round land in ``--work`` atomically, so a run stopped at any moment and
started again with the same options ends with the same book; ``--rounds`` may grow between runs.
The book is written to ``--out`` with its provenance; ``--export-only`` writes it from the last
finished round without growing it (while another run goes on growing it).
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import shlex
import sys
import time
from pathlib import Path

import numpy as np

from othello_qt.cli.common import add_plan_option
from othello_qt.cli.pool import add_pool_options, pool_errors
from othello_qt.core.engine import book_building
from othello_qt.core.engine.book import Book
from othello_qt.core.engine.book_building import BookPlan
from othello_qt.core.engine.book_games import FrequentPositions
from othello_qt.core.engine.workers import make_pool
from othello_qt.core.position import Position

DEFAULT_ROUNDS = 100
"""Self-play rounds of a book grown without a database."""
DEFAULT_MIN_GAMES = 5


def register(subparsers: argparse._SubParsersAction) -> None:
    defaults = BookPlan()
    parser = subparsers.add_parser(
        "build-book",
        help="grow the master engine's opening book by self-play and deep searches (resumable)",
        description=__doc__.split("\n\n")[1],
    )
    option = parser.add_argument
    option(
        "--seed",
        type=int,
        default=defaults.seed,
        help="random seed: the same seed and options give the same book",
    )
    option(
        "--rounds",
        type=int,
        default=None,
        help=f"self-play rounds to have grown in all (default {DEFAULT_ROUNDS}, or 0 with --from-games)",
    )
    option(
        "--from-games",
        nargs="+",
        type=Path,
        default=None,
        metavar="DB",
        help="first expand every position that enough games of this database reached (folders of "
        "WTHOR .wtb files with their WTHOR.JOU and WTHOR.TRN, .wtb files, GGF files)",
    )
    option(
        "--min-games",
        type=int,
        default=DEFAULT_MIN_GAMES,
        help=f"with --from-games: the games a position needs to be studied (default {DEFAULT_MIN_GAMES})",
    )
    add_plan_option(parser, defaults, "walks", "self-play walks per round")
    add_plan_option(parser, defaults, "depth", "search depth of the values")
    add_plan_option(parser, defaults, "exact-empties", "solve exactly with at most this many empty squares")
    add_plan_option(parser, defaults, "max-ply", "expand positions at most this many moves into the game")
    add_plan_option(parser, defaults, "window", "walks choose among moves within this many discs of the best")
    add_pool_options(parser)
    option(
        "--work",
        type=Path,
        default=Path("build-book-work"),
        help="folder for checkpoints (default ./build-book-work)",
    )
    option("--out", type=Path, default=Path("opening_book.npz"), help="the book file to write")
    option(
        "--from",
        dest="from_book",
        type=Path,
        default=None,
        metavar="BOOK",
        help="start a new --work folder from a book this command wrote with the same options "
        "(othello_qt/resources/opening_book.npz: grow the shipped book)",
    )
    option(
        "--export-only", action="store_true", help="write --out from the last finished round; grow nothing"
    )
    option("--quiet", action="store_true", help="no progress display")
    parser.set_defaults(handler=run)


def _errors(args: argparse.Namespace) -> list[str]:
    errors = []
    if args.rounds is None:
        args.rounds = 0 if args.from_games else DEFAULT_ROUNDS
    if not 1 <= args.min_games <= 1_000_000:
        errors.append("--min-games must be 1..1000000")
    if args.rounds < 0:
        errors.append("--rounds must be >= 0")
    if not 1 <= args.walks <= 100_000:
        errors.append("--walks must be 1..100000")
    if not 1 <= args.depth <= 30:
        errors.append("--depth must be 1..30")
    if not 0 <= args.exact_empties <= 30:
        errors.append("--exact-empties must be 0..30")
    if not 0 <= args.max_ply <= 59:
        errors.append("--max-ply must be 0..59")
    if not math.isfinite(args.window) or not 0 <= args.window <= 64:
        errors.append("--window must be 0..64 discs")
    return errors + pool_errors(args)


def plan_of(args: argparse.Namespace, frequent: FrequentPositions | None = None) -> BookPlan:
    from othello_qt.core.engine.pattern_weights import load_pattern_weights, weights_fingerprint

    return BookPlan(
        min_games=0 if frequent is None else args.min_games,
        games="" if frequent is None else frequent.fingerprint(),
        seed=args.seed,
        depth=args.depth,
        exact_empties=args.exact_empties,
        max_ply=args.max_ply,
        window=args.window,
        walks=args.walks,
        weights=weights_fingerprint(load_pattern_weights()),
    )


def run(args: argparse.Namespace) -> int:
    from othello_qt.cli.train_eval import Progress
    from othello_qt.core.engine.training import check_plan

    errors = _errors(args)
    if errors:
        for error in errors:
            print(f"build-book: {error}", file=sys.stderr)
        return 2
    progress = Progress(sys.stderr, args.quiet)
    started = time.perf_counter()
    pool = None
    try:
        frequent = None if args.from_games is None else _database_positions(args, progress)
        plan = plan_of(args, frequent)
        if not args.export_only:
            pool = make_pool(args.workers, args.scheduler)
        if args.from_book is not None:
            book_building.start_from(args.work, args.from_book, plan)
        check_plan(args.work, plan)
        if args.export_only:
            book, rounds = book_building.load_checkpoint(args.work)
        else:
            book, rounds = book_building.build(args.work, plan, args.rounds, pool, progress, frequent)
        book.provenance = _provenance(args, plan, book, rounds)
        book.save(args.out)
        minutes = (time.perf_counter() - started) / 60
        progress.note(
            f"wrote {args.out}: {len(book):,} positions ({book.expanded_count:,} expanded) "
            f"after {rounds} rounds, {args.out.stat().st_size / 1e6:.2f} MB, in {minutes:.1f} min"
        )
    except (OSError, ValueError) as exc:  # DataFileError is a ValueError
        print(f"build-book: {exc}", file=sys.stderr)
        return 1
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)
    return 0


def _database_positions(args: argparse.Namespace, progress: object) -> FrequentPositions:
    """The positions of the database's games that start from the standard position, with how many
    games reached each (up to ``--max-ply`` moves in); a file that does not read stops the build."""
    from othello_qt.core.database_cache import open_database
    from othello_qt.core.engine.book_games import frequent_positions

    database = open_database(args.from_games)
    unread = [source.error for source in database.sources if source.error]
    if unread:
        raise ValueError("; ".join(unread))
    moves = database.index.moves
    initial = Position.initial()
    standard = np.flatnonzero(
        (moves.start_black == np.uint64(initial.black))
        & (moves.start_white == np.uint64(initial.white))
        & (moves.start_turn == 0)
    )
    frequent = frequent_positions(moves.played, moves.offsets, standard, args.max_ply)
    note = getattr(progress, "note", None)
    if note is not None:
        studied = len(frequent.at_least(args.min_games))
        note(
            f"{len(standard):,} games from the standard start reach {len(frequent):,} positions; "
            f"{studied:,} of them in {args.min_games} games or more"
        )
    return frequent


def reproducing_command(args: argparse.Namespace, rounds: int) -> str:
    """The command that grows the same book (every option that changes it, and the output)."""
    options = [
        ("--seed", args.seed),
        ("--rounds", rounds),
        ("--walks", args.walks),
        ("--depth", args.depth),
        ("--exact-empties", args.exact_empties),
        ("--max-ply", args.max_ply),
        ("--window", f"{args.window:g}"),
        ("--out", args.out),
    ]
    if args.from_games:
        options.insert(1, ("--min-games", args.min_games))
    words = [f"{name} {shlex.quote(str(value))}" for name, value in options]
    if args.from_games:
        words.append("--from-games " + " ".join(shlex.quote(str(path)) for path in args.from_games))
    return "othello-qt build-book " + " ".join(words)


def _provenance(args: argparse.Namespace, plan: BookPlan, book: Book, rounds: int) -> dict:
    return {
        "command": reproducing_command(args, rounds),
        "plan": plan.to_json(),
        "rounds": rounds,
        "positions": len(book),
        "expanded": book.expanded_count,
        "values": f"every move of an expanded position valued by a {plan.depth}-ply search (exact solve "
        f"with at most {plan.exact_empties} empty squares), backed up by negamax",
        book_building.GAMES_DONE: bool(book.provenance.get(book_building.GAMES_DONE)),
        "date": dt.datetime.now(dt.timezone.utc).isoformat(timespec="seconds"),
    }
