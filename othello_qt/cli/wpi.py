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
import threading
import time
from collections.abc import Callable
from pathlib import Path

from othello_qt.core.players.base import Budget, Decision, Player
from othello_qt.core.stop_flag import StopFlag

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


SETTLE_SECONDS = 1.0
"""At most this long (and at most half the move's hard deadline) to wait, before a search, for the
previous one abandoned at its deadline to notice its stop flag; then a fresh player is used."""


class TimedPlayer:
    """The player's searches, one at a time, each answered before a hard deadline.

    A search that overruns the deadline is abandoned (its move is replaced by a legal fallback)
    but its thread keeps running until it notices the stop flag.  Players are not made for two
    searches at once, so before the next search that thread is joined -- players answer within
    milliseconds of a stop -- and if it is still busy, a fresh player from ``make_player`` takes
    over and the busy one is left to finish alone.
    """

    def __init__(self, make_player: Callable[[], Player], settle_seconds: float = SETTLE_SECONDS) -> None:
        self._make_player = make_player
        self.player = make_player()
        self.settle_seconds = settle_seconds
        self._straggler: threading.Thread | None = None

    def new_game(self) -> None:
        self._settle(self.settle_seconds)
        self.player.new_game()

    def _settle(self, seconds: float) -> None:
        """Make sure no abandoned search is still using ``self.player``."""
        straggler, self._straggler = self._straggler, None
        if straggler is None:
            return
        straggler.join(seconds)
        if straggler.is_alive():
            print(
                f"warning: player {self.player} is still busy with an abandoned search; using a fresh one",
                file=sys.stderr,
            )
            self.player = self._make_player()
            self.player.new_game()

    def decide(self, position: object, think: float, hard: float) -> Decision:
        """The player's decision, or -- if it overruns ``hard`` seconds -- a fallback legal move.

        The player thinks in a worker thread with a ``Budget(seconds=think)``; at ``think`` the stop
        flag is raised (players answer with their best move so far), and at ``hard`` we stop
        waiting and play the first legal move rather than lose on time.  Time spent waiting for
        an earlier abandoned search comes out of this move's time.
        """
        from othello_qt.core.position import Position

        assert isinstance(position, Position)
        settling = time.monotonic()
        self._settle(min(self.settle_seconds, hard / 2))
        spent = time.monotonic() - settling
        think, hard = max(0.02, think - spent), max(0.05, hard - spent)
        player = self.player
        stop = StopFlag()
        answer: list[Decision] = []
        failure: list[BaseException] = []

        def work() -> None:
            try:
                answer.append(player.choose(position, Budget(seconds=think), stop))
            except BaseException as exc:  # reported below; the game must go on
                failure.append(exc)

        worker = threading.Thread(target=work, name="wpi-search", daemon=True)
        started = time.monotonic()
        worker.start()
        worker.join(think)
        if worker.is_alive():
            stop.set()
            worker.join(max(0.0, hard - (time.monotonic() - started)))
        if worker.is_alive():
            self._straggler = worker
        if answer and position.is_legal(answer[0].move):
            return answer[0]
        why = f"failed ({failure[0]})" if failure else "did not answer in time"
        print(f"warning: player {player} {why}; playing the first legal move", file=sys.stderr)
        return Decision(position.legal_moves()[0])


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
