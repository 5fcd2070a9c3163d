"""``othello-qt games DB...``: the games of a database that match, one a line, for scripts; or the
games that reached a position, the statistics of the moves played there, or a game followed through
the database move by move (``--follow``, as the window's review says it)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    from othello_qt.core.database import Database
    from othello_qt.core.position import Move, Position

SUMMARY = "list the games of WTHOR (.wtb) and GGF files, filtered by player, tournament, year, opening"
DESCRIPTION = (
    "Print the games of a database, one a line: black, white, black's disc margin and the transcript, "
    "separated by tabs. A database is folders (their .wtb files, with the WTHOR.JOU and WTHOR.TRN "
    "beside them for the names, and their .ggf collections) and files. Records that are not games "
    "are skipped and counted on standard error; a file that does not read is reported there and the "
    "others are read. The games and their positions are indexed once, in a cache in the user's data "
    "folder. Exit status 2 if a file cannot be read."
)
RESULTS = ("black", "white", "draw")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("games", help=SUMMARY, description=DESCRIPTION)
    parser.add_argument(
        "files",
        type=Path,
        nargs="+",
        metavar="DB",
        help="a folder of .wtb and .ggf files, a .wtb or a GGF file",
    )
    parser.add_argument("--player", metavar="NAME", help="games where black or white has NAME in their name")
    parser.add_argument("--tournament", metavar="NAME", help="games of tournaments with NAME in their name")
    parser.add_argument(
        "--year",
        type=_years,
        metavar="Y",
        help="games played in year Y, or in a range of years: 1990-2000, 1990- (and later), -2000",
    )
    parser.add_argument("--opening", metavar="NAME", help="games whose opening has NAME in its name (Tiger)")
    parser.add_argument("--result", choices=RESULTS, help="games black won, white won, or drawn")
    parser.add_argument(
        "--reached",
        metavar="MOVES",
        help="games that reached the position after MOVES (f5d6c3d3c4), in any order and any symmetry",
    )
    parser.add_argument(
        "--next-moves",
        action="store_true",
        help="instead of the games: each move played next from the position (--reached, else the start), "
        "with its games, black's score in per cent and black's average margin",
    )
    parser.add_argument(
        "--follow",
        metavar="MOVES",
        help="instead of the games: the game of MOVES (a transcript) against the whole database, a line a "
        "move (how many of the games that reached the position played it, black's score in them), then "
        "where the game left the database",
    )
    parser.add_argument(
        "--no-cache", action="store_true", help="read the files afresh, without the cached index"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from othello_qt.core.database_cache import open_database
    from othello_qt.core.game_database import GameFilter

    try:
        position = _position(args.reached) if args.reached is not None or args.next_moves else None
    except ValueError as exc:
        print(f"games: --reached: {exc}", file=sys.stderr)
        return 2
    try:
        followed = _moves(args.follow) if args.follow is not None else None
    except ValueError as exc:
        print(f"games: --follow: {exc}", file=sys.stderr)
        return 2
    database = open_database(args.files, use_cache=not args.no_cache)
    failed = _report(database)
    first, last = args.year or (None, None)
    wanted = GameFilter(args.player, args.tournament, first, last, args.opening, args.result)
    keep = database.select(wanted)
    try:
        if followed is not None:
            _print_followed(database, followed)
        elif args.next_moves:
            _print_next_moves(database, position, keep)
        else:
            rows = keep
            if args.reached is not None:
                reached = database.reaching(position).games
                rows = reached[keep[reached]]
            else:
                rows = keep.nonzero()[0]
            _print_lines(database, rows)
    except BrokenPipeError:  # the reader stopped (``| head``): what it wanted was printed
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the exit's flush does not fail again
    return 2 if failed else 0


def _position(transcript: str | None) -> Position:
    from othello_qt.core.notation import parse_transcript
    from othello_qt.core.position import Position

    position = Position.initial()
    for move in parse_transcript(transcript or "", position):
        position = position.play(move)
    return position


def _moves(transcript: str) -> list[Move]:
    from othello_qt.core.notation import parse_transcript
    from othello_qt.core.position import Position

    return list(parse_transcript(transcript, Position.initial()))


def _print_followed(database: Database, moves: list[Move]) -> None:
    from othello_qt.core.database_review import follow_game, left_text, move_text
    from othello_qt.core.position import Position

    found = follow_game(database, Position.initial(), moves)
    lines = [move_text(entry) for entry in found.moves if entry.number is not None]
    print("\n".join([*lines, left_text(found)]))


def _report(database: Database) -> bool:
    """Tell standard error about the files that did not read, the records that are not games and
    the cache; whether a file did not read."""
    failed = False
    for source in database.sources:
        if source.error is not None:
            print(f"games: {source.error}", file=sys.stderr)
            failed = True
            continue
        for note in source.notes:
            print(f"games: {note}", file=sys.stderr)
            failed = True
        if source.skipped:
            print(f"games: {source.path}: {source.skipped_text()}", file=sys.stderr)
    for note in database.notes:
        print(f"games: {note}", file=sys.stderr)
    return failed


def _print_lines(database: Database, rows: np.ndarray) -> None:
    chunk = 20_000
    for start in range(0, len(rows), chunk):
        lines = database.lines(rows[start : start + chunk])
        sys.stdout.write("".join(line + "\n" for line in lines))
    sys.stdout.flush()


def _print_next_moves(database: Database, position: Position, keep: np.ndarray) -> None:
    print("move\tgames\tblack %\tmargin")
    for entry in database.next_moves(position, keep):
        move = "end" if entry.move is None else str(entry.move)
        print(f"{move}\t{entry.games}\t{entry.black_percent:.1f}\t{entry.average_margin:+.1f}")


def _years(text: str) -> tuple[int | None, int | None]:
    """``--year``'s (first, last) year (``argparse`` says what is wrong with it)."""
    from othello_qt.core.game_database import parse_years

    try:
        return parse_years(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
