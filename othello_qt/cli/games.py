"""``othello-qt games FILE...``: the games of WTHOR and GGF files that match, one a line, for scripts."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from othello_qt.core.game_database import GameFilter
    from othello_qt.core.game_record import DatabaseGame, SkippedRecord


SUMMARY = "list the games of WTHOR (.wtb) and GGF files, filtered by player, tournament, year, opening"
DESCRIPTION = (
    "Print the games of WTHOR .wtb files (player and tournament names from the WTHOR.JOU and "
    "WTHOR.TRN beside them) and GGF collections, one a line: black, white, black's disc margin and "
    "the transcript, separated by tabs. Records that are not games are skipped and counted on "
    "standard error. Exit status 2 if a file cannot be read."
)


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser("games", help=SUMMARY, description=DESCRIPTION)
    parser.add_argument("files", type=Path, nargs="+", metavar="FILE", help="a .wtb file or a GGF file")
    parser.add_argument("--player", metavar="NAME", help="games where black or white has NAME in their name")
    parser.add_argument("--tournament", metavar="NAME", help="games of tournaments with NAME in their name")
    parser.add_argument("--year", type=int, metavar="Y", help="games played in year Y")
    parser.add_argument("--opening", metavar="NAME", help="games whose opening has NAME in its name (Tiger)")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from othello_qt.core.game_database import GameFilter, open_collection

    wanted = GameFilter(args.player, args.tournament, args.year, args.opening)
    try:
        collections = [(path, open_collection(path, wanted)) for path in args.files]
    except ValueError as exc:  # DataFileError, NotationError: the message names the file
        print(f"games: {exc}", file=sys.stderr)
        return 2
    try:
        _print_games(collections, wanted)
    except BrokenPipeError:  # the reader stopped (``| head``): what it wanted was printed
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the exit's flush does not fail again
    return 0


def _print_games(
    collections: list[tuple[Path, Iterator[DatabaseGame | SkippedRecord]]], wanted: GameFilter
) -> None:
    from othello_qt.core.game_database import format_game_line
    from othello_qt.core.game_record import SkippedRecord

    for path, records in collections:
        skipped = 0
        first: SkippedRecord | None = None
        for record in records:
            if isinstance(record, SkippedRecord):
                skipped += 1
                first = first or record
            elif wanted.matches(record):
                print(format_game_line(record))
        if first is not None:
            print(
                f"games: {path}: skipped {skipped} record(s) that are not games "
                f"(first: record {first.number}: {first.reason})",
                file=sys.stderr,
            )
