"""``othello-qt nboard``: the NBoard engine on stdin/stdout; ``core.protocols.nboard`` speaks it."""

from __future__ import annotations

import argparse
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    from othello_qt.cli.common import add_player_options

    parser = subparsers.add_parser(
        "nboard",
        help="run as an engine for NBoard-compatible GUIs (NBoard protocol on stdin/stdout)",
        description="Speak the NBoard engine protocol on stdin/stdout, so that NBoard and compatible "
        "GUIs can use othello-qt as an opponent and for hints.",
    )
    add_player_options(parser, default="the strongest registered")
    parser.add_argument(
        "--seconds",
        type=float,
        default=10.0,
        help="at most this many seconds per search (default 10); a game clock given in "
        "'set game' (TI and move times) shortens it",
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from othello_qt.cli.common import build_player_from_args, is_positive_number, tolerant_stdin
    from othello_qt.cli.wpi import default_player_spec
    from othello_qt.core import jit
    from othello_qt.core.game_clock import MAX_CLOCK_SECONDS
    from othello_qt.core.protocols.nboard import NBoardEngine

    if not is_positive_number(args.seconds, MAX_CLOCK_SECONDS):
        print(
            f"nboard: --seconds must be a positive number, at most {MAX_CLOCK_SECONDS:.0f}; "
            f"got {args.seconds}",
            file=sys.stderr,
        )
        return 2
    try:
        player = build_player_from_args(args, default_player_spec())
    except ValueError as exc:
        print(f"nboard: {exc}", file=sys.stderr)
        return 2
    jit.warm_up()
    engine = NBoardEngine(player, sys.stdout, args.seconds)
    return engine.serve(tolerant_stdin())
