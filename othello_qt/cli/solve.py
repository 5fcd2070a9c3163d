"""``othello-qt solve FILE.obf``: solve every position of an endgame file and check its annotations."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from othello_qt.core.engine.search import Searcher


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "solve",
        help="solve the positions of an .obf file exactly and compare with its annotations",
        description="Solve every position of a file of board strings (FFO .obf format: 64 squares, the "
        "side to move, then '; MOVE:SCORE;' annotations, best first) with the master engine's exact "
        "solver. Prints the best move, score, nodes and time per position, and whether they agree "
        "with the annotations. Exit status 1 if any position disagrees, 2 if the file cannot be read.",
    )
    parser.add_argument("file", type=Path, help="the .obf file")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--exact", action="store_true", help="exact disc difference (the default)")
    mode.add_argument("--wld", action="store_true", help="only win / loss / draw")
    parser.add_argument("--json", action="store_true", help="print one JSON object per position")
    parser.add_argument("--tt-mib", type=float, default=64, help="transposition table size (default 64)")
    parser.add_argument(
        "--threads", type=int, default=1, help="search threads sharing the root moves (default 1)"
    )
    parser.set_defaults(handler=run)


@dataclass(frozen=True)
class Problem:
    line: int
    text: str


def read_problems(path: Path) -> list[Problem]:
    """Non-empty, non-comment lines of the file (``%`` starts a comment line)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"cannot read {path}: {exc}") from exc
    problems = [
        Problem(number, line.strip())
        for number, line in enumerate(text.splitlines(), start=1)
        if line.strip() and not line.lstrip().startswith("%")
    ]
    if not problems:
        raise ValueError(f"{path}: no positions (one board string per line expected)")
    return problems


def warm_solver(searcher: Searcher) -> None:
    """Load (or compile) the solver's kernels before the first timed position, and only those: the
    app's whole warm-up (the opening book, the games database's and the other players' kernels) was
    1.7 s of a 7 s run of FFO #40-#44 that needs none of it (``benchmarks yardstick``).  A position
    at the selective passes' depth takes every path of a solve; solving it costs a tenth of a second."""
    from othello_qt.core.engine.search import SELECTIVE_PASS_MIN_EMPTIES
    from othello_qt.core.position import Position

    position = Position.initial()
    while position.empty_count > SELECTIVE_PASS_MIN_EMPTIES:
        position = position.play(position.legal_moves()[0])
    searcher.search(position.player, position.opponent, solve_empties=64)
    searcher.clear()


def _wld(score: float) -> int:
    return (score > 0) - (score < 0)


def run(args: argparse.Namespace) -> int:
    from othello_qt.core.engine.search import Searcher
    from othello_qt.core.engine.workers import MAX_SEARCH_THREADS
    from othello_qt.core.notation import parse_annotated_board
    from othello_qt.core.position import PASS

    if not 0 < args.tt_mib <= 16384:
        print(
            f"solve: --tt-mib must be greater than 0 and at most 16384 MiB, got {args.tt_mib:g}",
            file=sys.stderr,
        )
        return 2
    if not 1 <= args.threads <= MAX_SEARCH_THREADS:
        print(f"solve: --threads must be 1..{MAX_SEARCH_THREADS}, got {args.threads}", file=sys.stderr)
        return 2
    try:
        problems = read_problems(args.file)
        parsed = [parse_annotated_board(p.text, where=f"{args.file}:{p.line}") for p in problems]
    except ValueError as exc:
        print(f"solve: {exc}", file=sys.stderr)
        return 2
    for problem, (position, _annotations) in zip(problems, parsed, strict=True):
        if position.is_game_over():
            print(f"solve: {args.file}:{problem.line}: the game is already over", file=sys.stderr)
            return 2
    searcher = Searcher(args.tt_mib, threads=args.threads)
    warm_solver(searcher)
    exact = not args.wld
    status = 0
    total_nodes, total_seconds = 0, 0.0
    for problem, (position, notes) in zip(problems, parsed, strict=True):
        passes = position.must_pass()
        solving = position.play(PASS) if passes else position
        result = searcher.search(solving.player, solving.opponent, solve_empties=64, exact=exact)
        score = -result.score if passes else result.score
        move = PASS if passes else result.move
        total_nodes += result.nodes
        total_seconds += result.seconds
        agrees: bool | None = None
        expected = None
        if notes:
            expected = notes[0].score
            same = [
                a.move for a in notes if (a.score == expected if exact else _wld(a.score) == _wld(expected))
            ]
            if exact:
                agrees = score == expected and move in same
            else:
                agrees = _wld(score) == _wld(expected) and move in same
            status |= 0 if agrees else 1
        if args.json:
            print(
                json.dumps(
                    {
                        "line": problem.line,
                        "empties": position.empty_count,
                        "move": str(move),
                        "score": int(score),
                        "mode": "exact" if exact else "wld",
                        "nodes": result.nodes,
                        "seconds": round(result.seconds, 4),
                        "expected": expected,
                        "agrees": agrees,
                    }
                )
            )
        else:
            verdict = (
                ""
                if agrees is None
                else ("  ok" if agrees else f"  DISAGREES (file: {notes[0].move}:{expected:+d})")
            )
            shown = (
                f"{int(score):+3d}" if exact else ("win " if score > 0 else "loss" if score < 0 else "draw")
            )
            print(
                f"line {problem.line:3d}  {position.empty_count:2d} empties  {move!s:4s} {shown}  "
                f"{result.nodes:>13,} nodes  {result.seconds:8.3f} s{verdict}"
            )
    if not args.json:
        rate = total_nodes / total_seconds if total_seconds > 0 else 0.0
        print(
            f"total: {len(problems)} positions, {total_nodes:,} nodes, {total_seconds:.3f} s "
            f"({rate / 1e6:.1f} M nodes/s)"
        )
    return status
