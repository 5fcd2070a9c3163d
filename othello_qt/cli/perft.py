"""``othello-qt perft N``: leaf counts from the start, one line per depth, checked against published ones."""

from __future__ import annotations

import argparse
import json
import sys


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "perft",
        help="count the leaves of the game tree N plies deep (checks move generation)",
        description="Count leaves 1..N plies from the start (a pass is a ply; a finished game is one leaf), "
        "and compare with the published counts.",
    )
    parser.add_argument("depth", type=int, help="deepest ply to count (0-20)")
    parser.add_argument("--json", action="store_true", help="print one JSON object per depth")
    parser.add_argument("--threads", type=int, default=2, help="threads for deep counts (default 2)")
    parser.add_argument("--position", metavar="BOARD", help="start from this board string instead")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from othello_qt.core import jit
    from othello_qt.core.notation import parse_board_string
    from othello_qt.core.perft import PUBLISHED_COUNTS, run_perft
    from othello_qt.core.position import Position

    if not 0 <= args.depth <= 20:
        print("perft: depth must be between 0 and 20", file=sys.stderr)
        return 2
    if args.threads < 1:
        print(f"perft: --threads must be at least 1, got {args.threads}", file=sys.stderr)
        return 2
    try:
        start = parse_board_string(args.position) if args.position else Position.initial()
    except ValueError as exc:
        print(f"perft: {exc}", file=sys.stderr)
        return 2
    jit.warm_up()
    status = 0
    for depth in range(1, args.depth + 1):
        result = run_perft(start, depth, args.threads)
        expected = (
            PUBLISHED_COUNTS[depth] if args.position is None and depth < len(PUBLISHED_COUNTS) else None
        )
        ok = expected is None or expected == result.leaves
        status |= 0 if ok else 1
        if args.json:
            print(
                json.dumps(
                    {
                        "depth": depth,
                        "leaves": result.leaves,
                        "seconds": round(result.seconds, 6),
                        "leaves_per_second": round(result.leaves_per_second),
                        "expected": expected,
                        "ok": ok,
                    }
                )
            )
        else:
            check = "" if expected is None else ("  ok" if ok else f"  MISMATCH (published {expected})")
            print(
                f"perft {depth:2d}  {result.leaves:>14,}  {result.seconds:9.4f} s  "
                f"{result.leaves_per_second / 1e6:8.1f} M leaves/s{check}"
            )
    return status
