"""``othello-qt wpi NAME``: a player for the WPI seed's file-based tournament protocol.

To the letter of the seed: read ``NAME.in`` for the colour and delete it; White moves first;
wait for ``NAME.in`` by sleeping 100 ms between checks; read, delete, validate and apply the
opponent's move; write our move (``(W D 3)``, ``(W P 0)`` to pass) to ``NAME.out`` and close it
within the time limit; detect the end and print who won.  An invalid opponent move is printed
with the reason, and this player declares itself the winner, as the seed requires
(``core.protocols.wpi`` explains that choice).  The time limit is ``--time-limit``, else the one the
referee passes in ``OTHELLO_WPI_TIME_LIMIT``, else the seed's 60 s (a value there that is not a
number of seconds is reported on stderr, and 60 s used).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

DEFAULT_TIME_LIMIT = 60.0
PREFERRED_PLAYERS = ("master", "id", "alphabeta", "weighted", "greedy")
"""The first of these that the registry knows is the default: the strongest time-limited one."""


def default_player_spec() -> str:
    from othello_qt.core.players.registry import available_players

    known = {kind.name for kind in available_players()}
    return next((name for name in PREFERRED_PLAYERS if name in known), "greedy")


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "wpi",
        help="play a game over the WPI tournament protocol (NAME.in / NAME.out files)",
        description="Play one game as NAME over the file-based WPI referee protocol: the colour and the "
        "opponent's moves arrive in NAME.in, our moves go to NAME.out (e.g. 'W D 3', 'B P' to pass).",
    )
    from othello_qt.cli.common import add_player_options

    parser.add_argument("name", help="the program's one-word name (files NAME.in and NAME.out)")
    parser.add_argument("--dir", type=Path, default=Path("."), help="folder of the files (default: current)")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=None,
        help="seconds allowed per move by the referee (default: what the referee says in "
        "OTHELLO_WPI_TIME_LIMIT, else 60)",
    )
    parser.add_argument(
        "--move-time",
        type=float,
        default=None,
        help="seconds to think per move (default: a fifth of the limit, at most 10 s)",
    )
    parser.add_argument("--quiet", action="store_true", help="print only the result")
    add_player_options(parser, default="the strongest registered")
    parser.set_defaults(handler=run)


def think_budget(time_limit: float, move_time: float | None) -> tuple[float, float]:
    """(seconds to think, hard deadline) for one move: a safety margin below the referee's limit."""
    margin = max(0.3, 0.15 * time_limit)
    hard = max(0.05, time_limit - margin)
    think = min(time_limit / 5, 10.0) if move_time is None else move_time
    return max(0.02, min(think, hard)), hard


def run(args: argparse.Namespace) -> int:
    from othello_qt.core.protocols.wpi import ProtocolFileError

    try:
        return _play(args)
    except ProtocolFileError as exc:
        print(f"wpi: {exc}", file=sys.stderr, flush=True)
        return 1


def _play(args: argparse.Namespace) -> int:
    from othello_qt.cli.common import build_player_from_args, is_positive_number
    from othello_qt.core.protocol_numbers import NumberFieldError
    from othello_qt.core.protocols.wpi import (
        MAX_TIME_LIMIT,
        POLL_SECONDS,
        ProtocolError,
        TimedPlayer,
        check_move,
        color_letter,
        draw_board,
        format_move,
        is_color_line,
        parse_color,
        parse_move_line,
        remove_file,
        shown,
        start_position,
        time_limit_from_environment,
        wait_for_file,
        write_file,
    )

    name: str = args.name
    if not name or any(ch in name for ch in "/\\ \t") or name.startswith("."):
        print(f"wpi: {name!r} is not a one-word program name", file=sys.stderr)
        return 2
    time_limit = args.time_limit
    if time_limit is None:
        try:
            time_limit = time_limit_from_environment()
        except NumberFieldError as exc:
            print(f"wpi: warning: {exc}; using {DEFAULT_TIME_LIMIT:g} s per move", file=sys.stderr)
    if time_limit is None:
        time_limit = DEFAULT_TIME_LIMIT
    if not is_positive_number(time_limit, MAX_TIME_LIMIT) or (
        args.move_time is not None and not is_positive_number(args.move_time, MAX_TIME_LIMIT)
    ):
        print(
            f"wpi: --time-limit and --move-time must be positive numbers of seconds, "
            f"at most {MAX_TIME_LIMIT:.0f}",
            file=sys.stderr,
        )
        return 2
    folder: Path = args.dir
    if not folder.is_dir():
        print(f"wpi: folder {folder} does not exist", file=sys.stderr)
        return 2
    try:
        timed = TimedPlayer(lambda: build_player_from_args(args, default_player_spec()))
    except ValueError as exc:
        print(f"wpi: {exc}", file=sys.stderr)
        return 2
    in_path, out_path = folder / f"{name}.in", folder / f"{name}.out"
    think, hard = think_budget(time_limit, args.move_time)

    def say(text: str) -> None:
        if not args.quiet:
            print(text, flush=True)

    from othello_qt.core import jit

    jit.warm_up()  # compile before the clock starts, not during our first move
    say(f"{name}: waiting for {in_path} ({timed.player}, {think:.1f} s per move, limit {time_limit:g} s)")
    text = wait_for_file(in_path, complete=is_color_line, poll=POLL_SECONDS)
    remove_file(in_path)
    try:
        me = parse_color(text)
    except ProtocolError as exc:
        print(f"{name}: bad colour file {in_path}: {exc}", flush=True)
        return 1
    say(f"{name}: playing {me} ({color_letter(me)}); White moves first")
    position = start_position()
    timed.new_game()
    while not position.is_game_over():
        if position.turn is me:
            started = time.monotonic()
            decision = timed.decide(position, think, hard)
            line = format_move(me, decision.move)
            write_file(out_path, line)
            position = position.play(decision.move)
            say(f"{name}: {line}   ({time.monotonic() - started:.2f} s)")
        else:
            text = wait_for_file(in_path, poll=POLL_SECONDS)
            remove_file(in_path)
            try:
                played = parse_move_line(text)
                position = check_move(position, played, text)
            except ProtocolError as exc:
                print(f"{name}: invalid move by {position.turn} {shown(text)}: {exc.reason}", flush=True)
                if exc.detail:
                    print(f"{name}: ({exc.detail})", flush=True)
                print(f"{name}: {me} ({name}) wins: the opponent made an invalid move", flush=True)
                return 0
            say(f"{name}: opponent {played}")
        if not args.quiet:
            print(draw_board(position), flush=True)
    result = position.result()
    winner = result.winner
    score = f"White {result.white} - Black {result.black}"
    if winner is None:
        print(f"{name}: game over, a draw: {score}", flush=True)
    elif winner is me:
        print(f"{name}: game over, {winner} ({name}) wins: {score}", flush=True)
    else:
        print(f"{name}: game over, {winner} (the opponent) wins: {score}", flush=True)
    return 0
