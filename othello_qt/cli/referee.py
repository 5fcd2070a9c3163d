"""``othello-qt referee A B``: the referee of the WPI tournament protocol.

It assigns the colours at random, runs both programs in the shared folder, relays each move
from one program's ``.out`` to the other's ``.in``, shows the board after every move, times
every move (from the creation of the mover's ``.in``), stops the game on an invalid move or a
timeout naming the offender, and announces the result.

A PROGRAM is ``NAME=COMMAND`` (e.g. ``alice="othello-qt wpi alice --player greedy"``) or the
path of an executable named after its program, as in the seed (``./groupname``).

The programs get the time per move in ``OTHELLO_WPI_TIME_LIMIT`` (``othello-qt wpi`` uses it).
What is relayed is the move as the referee read it, written canonically (``(W D 3)``), never
the raw text.  An invalid move loses the game (``core.protocols.wpi`` says why that reading of the
seed).  A folder that cannot be written (read-only, full) or a protocol file that a program
turned into a folder stops the referee with one line naming the path, and status 2.
"""

from __future__ import annotations

import argparse
import random
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.command_line import split_command

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.-]*$")
STARTUP_SECONDS = 60.0
"""How long a program may take to start and read its colour (not counted as move time)."""


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "referee",
        help="referee a game between two WPI-protocol programs",
        description="Run two programs that speak the WPI file protocol against each other. PROGRAM is "
        "NAME=COMMAND (run in --dir) or the path of an executable named after its program.",
    )
    parser.add_argument("program_a", metavar="PROGRAM_A")
    parser.add_argument("program_b", metavar="PROGRAM_B")
    parser.add_argument(
        "--time-limit",
        type=float,
        default=60.0,
        help="seconds per move (default 60); passed to the programs in OTHELLO_WPI_TIME_LIMIT",
    )
    parser.add_argument(
        "--dir", type=Path, default=None, help="folder for the files (default: a new temp one)"
    )
    parser.add_argument("--seed", type=int, default=None, help="seed of the colour draw")
    parser.add_argument(
        "--startup-time", type=float, default=STARTUP_SECONDS, help="seconds to start and read the colour"
    )
    parser.add_argument("--quiet", action="store_true", help="no board after each move")
    parser.set_defaults(handler=run)


@dataclass
class Program:
    name: str
    command: list[str]
    process: subprocess.Popen[bytes] | None = None
    folder: Path = Path(".")
    total_seconds: float = 0.0
    moves: int = 0
    color: object = None

    @property
    def in_path(self) -> Path:
        return self.folder / f"{self.name}.in"

    @property
    def out_path(self) -> Path:
        return self.folder / f"{self.name}.out"

    @property
    def log_path(self) -> Path:
        return self.folder / f"{self.name}.log"

    def alive(self) -> bool:
        return self.process is not None and self.process.poll() is None


def parse_program(text: str) -> Program:
    """``NAME=COMMAND`` or an executable's path (its file name, without extension, is NAME)."""
    head, sep, rest = text.partition("=")
    if sep and _NAME.match(head.strip()) and rest.strip():
        command = split_command(rest)
        return Program(head.strip(), command)
    command = split_command(text)
    if not command:
        raise ValueError("empty program")
    executable = Path(command[0])
    name = executable.stem
    if not _NAME.match(name):
        raise ValueError(f"cannot take a program name from {command[0]!r}; write NAME=COMMAND")
    if executable.parent != Path(".") or executable.exists():
        command[0] = str(executable.resolve())
    return Program(name, command)


def missing_executable(program: Program, folder: Path | None) -> str | None:
    """Why ``program`` cannot be started (its executable is not there), or None if it can be.

    As ``subprocess`` does with ``cwd``: a relative path is taken from ``folder``, where the
    programs run (None: a new, empty temp folder); a bare name is looked up on ``PATH``.
    """
    import os
    import shutil

    executable = program.command[0]
    if os.sep in executable or (os.altsep and os.altsep in executable):
        path = Path(executable)
        if not path.is_absolute():
            if folder is None:
                return (
                    f"{executable!r} is relative to the folder the programs run in; give --dir or a full path"
                )
            path = folder / path
        if not path.is_file():
            where = "" if Path(executable).is_absolute() else f" in {folder}"
            return f"{executable!r} does not exist{where}"
        if not os.access(path, os.X_OK):
            return f"{executable!r} is not executable"
        return None
    if shutil.which(executable) is None:
        return f"{executable!r} is not a command on PATH"
    return None


class GameStopped(Exception):
    """The game ended early: ``loser`` broke the rules or the clock."""

    def __init__(self, loser: Program, reason: str) -> None:
        super().__init__(reason)
        self.loser = loser
        self.reason = reason


def run(args: argparse.Namespace) -> int:
    import shutil
    import tempfile

    from othello_qt.cli.common import is_positive_number
    from othello_qt.core.protocols.wpi import MAX_TIME_LIMIT, ProtocolFileError

    try:
        a, b = parse_program(args.program_a), parse_program(args.program_b)
    except ValueError as exc:
        print(f"referee: {exc}", file=sys.stderr)
        return 2
    if a.name == b.name:
        print(f"referee: both programs are named {a.name!r}; their files would clash", file=sys.stderr)
        return 2
    for option, value in (("--time-limit", args.time_limit), ("--startup-time", args.startup_time)):
        if not is_positive_number(value, MAX_TIME_LIMIT):
            print(
                f"referee: {option} must be a positive number of seconds, at most {MAX_TIME_LIMIT:.0f}; "
                f"got {value}",
                file=sys.stderr,
            )
            return 2
    for program in (a, b):
        why = missing_executable(program, args.dir)
        if why is not None:
            print(f"referee: cannot run program {program.name}: {why}", file=sys.stderr)
            return 2
    created = args.dir is None
    try:
        folder = Path(tempfile.mkdtemp(prefix="othello-referee-")) if created else args.dir
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        print(f"referee: cannot make the folder for the files: {exc}", file=sys.stderr)
        return 2
    try:
        rng = random.Random(args.seed)
        white, black = (a, b) if rng.random() < 0.5 else (b, a)
        referee = Referee(
            folder, white, black, args.time_limit, args.startup_time, quiet=args.quiet, temporary=created
        )
        try:
            return referee.play()
        except ProtocolFileError as exc:
            print(f"referee: {exc}", file=sys.stderr, flush=True)
            return 2
        finally:
            referee.shutdown()
    finally:
        if created:
            shutil.rmtree(folder, ignore_errors=True)


class Referee:
    def __init__(
        self,
        folder: Path,
        white: Program,
        black: Program,
        time_limit: float,
        startup: float,
        quiet: bool,
        temporary: bool = False,
    ) -> None:
        from othello_qt.core.position import BLACK, WHITE

        self.folder = folder
        self.white, self.black = white, black
        white.color, black.color = WHITE, BLACK
        white.folder = black.folder = folder
        self.time_limit = time_limit
        self.startup = startup
        self.quiet = quiet
        self.temporary = temporary
        """The folder is the referee's own, removed at the end (no --dir was given)."""

    def say(self, text: str) -> None:
        print(text, flush=True)

    def start(self, program: Program) -> None:
        import os

        from othello_qt.core.protocols.wpi import TIME_LIMIT_VARIABLE, ProtocolFileError

        environment = {**os.environ, TIME_LIMIT_VARIABLE: f"{self.time_limit:g}"}
        try:
            log = open(program.log_path, "wb")  # noqa: SIM115 (closed below, after Popen took it)
        except OSError as exc:
            raise ProtocolFileError("write", program.log_path, exc) from None
        with log:
            try:
                program.process = subprocess.Popen(
                    program.command,
                    cwd=self.folder,
                    stdin=subprocess.DEVNULL,
                    stdout=log,
                    stderr=log,
                    env=environment,
                )
            except OSError as exc:
                raise GameStopped(program, f"could not be started: {exc}") from None

    def shutdown(self) -> None:
        """Give the programs a moment to print their verdicts, then stop any that are still running."""
        deadline = time.monotonic() + 5.0
        for program in (self.white, self.black):
            if program.process is None:
                continue
            try:
                program.process.wait(max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                program.process.terminate()
                try:
                    program.process.wait(3)
                except subprocess.TimeoutExpired:
                    program.process.kill()
                    program.process.wait()

    def wait_deleted(self, program: Program, path: Path, seconds: float) -> None:
        deadline = time.monotonic() + seconds
        while path.exists():
            if not program.alive():
                raise GameStopped(program, f"exited before reading {path.name}")
            if time.monotonic() >= deadline:
                raise GameStopped(program, f"did not read {path.name} within {seconds:g} s")
            time.sleep(0.02)

    def read_move(self, program: Program, started: float) -> str:
        """The mover's line from its ``.out``, or ``GameStopped`` on timeout or death."""
        from othello_qt.core.protocols.wpi import WaitTimeout, read_line_file, remove_file, wait_for_file

        remaining = self.time_limit - (time.monotonic() - started)
        try:
            text = wait_for_file(
                program.out_path, timeout=max(0.0, remaining), poll=0.02, still_waiting=program.alive
            )
        except WaitTimeout:
            partial = read_line_file(program.out_path)
            if partial is not None:
                text = partial
            elif not program.alive():
                raise GameStopped(program, "exited without moving") from None
            else:
                raise GameStopped(program, f"did not move within the {self.time_limit:g} s limit") from None
        elapsed = time.monotonic() - started
        if elapsed > self.time_limit:
            raise GameStopped(program, f"took {elapsed:.2f} s, over the {self.time_limit:g} s limit")
        remove_file(program.out_path)
        return text

    def play(self) -> int:
        from othello_qt.core.position import WHITE
        from othello_qt.core.protocols.wpi import (
            ProtocolError,
            check_move,
            draw_board,
            parse_move_line,
            remove_file,
            shown,
            start_position,
            write_file,
        )

        white, black = self.white, self.black
        kept = " (temporary: removed at the end; --dir keeps the files)" if self.temporary else ""
        self.say(f"referee: folder {self.folder}{kept}")
        self.say(f"referee: White = {white.name} (moves first), Black = {black.name}")
        self.say(f"referee: {self.time_limit:g} s per move")
        position = start_position()
        position.play(position.legal_moves()[0]).is_game_over()  # load the rules' kernels off the clock
        try:
            for program in (white, black):
                for stale in (program.in_path, program.out_path):
                    remove_file(stale)
                write_file(program.in_path, "W" if program is white else "B")
                self.start(program)
            for program in (white, black):
                self.wait_deleted(program, program.in_path, self.startup)
            if not self.quiet:
                self.say(draw_board(position))
            mover_started = time.monotonic()
            while not position.is_game_over():
                mover = white if position.turn is WHITE else black
                other = black if mover is white else white
                text = self.read_move(mover, mover_started)
                elapsed = time.monotonic() - mover_started
                mover.total_seconds += elapsed
                mover.moves += 1
                try:
                    played = parse_move_line(text)
                    position = check_move(position, played, text)
                except ProtocolError as exc:
                    detail = f" ({exc.detail})" if exc.detail else ""
                    reason = f"invalid move {shown(text)}: {exc.reason}{detail}, after {elapsed:.2f} s"
                    raise GameStopped(mover, reason) from None
                line = str(played)  # canonical: what was read, not the raw text
                self.say(f"{mover.color} {mover.name}: {line}   {elapsed:.2f} s")
                if not self.quiet:
                    self.say(draw_board(position))
                write_file(other.in_path, line)
                mover_started = time.monotonic()  # the last move is relayed too: all see the final board
        except GameStopped as stop:
            winner = black if stop.loser is white else white
            self.say(f"referee: {stop.loser.color} {stop.loser.name} {stop.reason}")
            self.say(f"referee: {winner.color} {winner.name} wins; {stop.loser.name} loses")
            return 1
        result = position.result()
        for program in (white, black):
            average = program.total_seconds / program.moves if program.moves else 0.0
            self.say(f"referee: {program.name}: {program.moves} moves, {average:.2f} s per move on average")
        score = f"White {result.white} - Black {result.black}"
        if result.winner is None:
            self.say(f"referee: game over, a draw: {score}")
        else:
            winner = white if result.winner is WHITE else black
            self.say(f"referee: game over, {result.winner} {winner.name} wins: {score}")
        return 0
