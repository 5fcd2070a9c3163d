"""``othello-qt nboard``: an engine speaking the NBoard protocol on stdin/stdout.

NBoard-compatible GUIs start the engine and send one command per line:
``nboard 2``, ``set depth N``, ``set game GGF``, ``move F5[/eval/time]``, ``go`` (answered by
``=== move/eval/time``), ``hint N`` (answered by ``search PV EVAL 0 DEPTH`` lines),
``ping N`` (stop thinking, answer ``pong N``), ``learn`` (``learned``), ``analyze``
(``analysis MOVE_NUMBER EVAL`` for each position, from the end), ``quit``.
Unknown lines are ignored, as the protocol asks.

Searches run in a worker thread with a ``StopFlag`` so that ``ping`` interrupts them at once;
results of an interrupted search are dropped (they belong to a position the GUI left).
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from collections.abc import Callable
from typing import TextIO

from othello_qt.core.players.base import Budget, Player, ScoreUnit, SearchInfo, StopFlag
from othello_qt.core.position import Move, Position

ENGINE_NAME = "othello-qt"


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "nboard",
        help="run as an engine for NBoard-compatible GUIs (NBoard protocol on stdin/stdout)",
        description="Speak the NBoard engine protocol on stdin/stdout, so that NBoard and compatible "
        "GUIs can use othello-qt as an opponent and for hints.",
    )
    who = parser.add_mutually_exclusive_group()
    who.add_argument("--player", help="computer player spec (default: the strongest registered)")
    who.add_argument("--level", type=int, help="difficulty level instead of --player")
    parser.add_argument(
        "--seconds", type=float, default=10.0, help="at most this many seconds per search (default 10)"
    )
    parser.add_argument("--seed", type=int, default=None, help="random seed of the player")
    parser.set_defaults(handler=run)


def format_pv(moves: tuple[Move, ...] | list[Move]) -> str:
    """A PV without white space, as the protocol requires: ``F5-D6-C3`` (``PA`` for a pass)."""
    return "-".join("PA" if m.is_pass else str(m).upper() for m in moves) or "PA"


class NBoardEngine:
    """The protocol state machine: one game, one player, at most one search at a time."""

    def __init__(self, player: Player, out: TextIO, seconds: float = 10.0, err: TextIO | None = None) -> None:
        from othello_qt.core.game import Game

        self.player = player
        self.out = out
        self.err = err if err is not None else sys.stderr
        self.seconds = seconds
        self.depth: int | None = None
        self.game = Game()
        self._lock = threading.Lock()
        self._worker: threading.Thread | None = None
        self._stop = StopFlag()

    # --- output -------------------------------------------------------------------------------------

    def send(self, line: str) -> None:
        with self._lock:
            self.out.write(line + "\n")
            self.out.flush()

    def complain(self, text: str) -> None:
        self.err.write(f"nboard: {text}\n")
        self.err.flush()

    # --- searches -----------------------------------------------------------------------------------

    @property
    def budget(self) -> Budget:
        return Budget(depth=self.depth, seconds=self.seconds)

    def _start(self, name: str, job: Callable[[StopFlag], None]) -> None:
        self.wait()
        stop = StopFlag()
        self._stop = stop

        def work() -> None:
            try:
                job(stop)
            except Exception as exc:  # a failed search must not kill the engine
                self.complain(f"{name} failed: {exc}")
                if not stop.is_set():
                    self.send("status")

        self._worker = threading.Thread(target=work, name=f"nboard-{name}", daemon=True)
        self._worker.start()

    def wait(self) -> None:
        """Let the running search (if any) finish."""
        if self._worker is not None:
            self._worker.join()
            self._worker = None

    def interrupt(self) -> None:
        """Stop the running search (if any) and wait until it has."""
        self._stop.set()
        self.wait()

    def _go(self, stop: StopFlag) -> None:
        position = self.game.position
        self.send(f"status {ENGINE_NAME} is thinking")
        started = time.perf_counter()

        def progress(info: SearchInfo) -> None:
            if not stop.is_set():
                self.send(f"nodestats {info.nodes} {info.seconds:.2f}")

        decision = self.player.choose(position, self.budget, stop, progress)
        if stop.is_set():
            return
        elapsed = time.perf_counter() - started
        move = "PA" if decision.move.is_pass else str(decision.move).upper()
        if decision.score is None or self.player.score_unit != ScoreUnit.DISCS:
            self.send(f"=== {move}")
        else:
            self.send(f"=== {move}/{decision.score:.2f}/{elapsed:.1f}")
        self.send("status")

    def _hint(self, count: int, stop: StopFlag) -> None:
        position = self.game.position
        self.send(f"status {ENGINE_NAME} is thinking")

        reported: list[SearchInfo] = []

        def report(info: SearchInfo) -> None:
            if stop.is_set():
                return
            reported.append(info)
            if info.move_scores:
                ranked = sorted(info.move_scores.items(), key=lambda item: -item[1])[:count]
                for move, score in ranked:
                    pv = info.pv if info.pv and info.pv[0] == move else (move,)
                    self.send(f"search {format_pv(pv)} {score:.2f} 0 {info.depth}")
            elif info.pv:
                self.send(f"search {format_pv(info.pv)} {info.score:.2f} 0 {info.depth}")

        if self.player.supports_analysis:
            final = self.player.analyze(position, self.budget, stop, report)
            if not stop.is_set() and final is not None and not (reported and reported[-1] == final):
                report(final)  # players that report no progress still answer
        else:
            decision = self.player.choose(position, self.budget, stop)
            if not stop.is_set():
                pv = decision.pv or (decision.move,)
                depth = decision.depth if decision.depth is not None else 1
                score = decision.score if decision.score is not None else 0.0
                self.send(f"search {format_pv(pv)} {score:.2f} 0 {depth}")
        if not stop.is_set():
            self.send("status")

    def _analyze(self, stop: StopFlag) -> None:
        """``analysis N EVAL`` for each position of the game, from the last back to the start."""
        positions = self.game.positions
        self.send(f"status {ENGINE_NAME} is analysing the game")
        for number in range(len(positions) - 1, -1, -1):
            if stop.is_set():
                return
            position: Position = positions[number]
            if position.is_game_over():
                result = position.result()
                mine = result.black - result.white if position.turn == 0 else result.white - result.black
                value = float(mine)
            else:
                decision = self.player.choose(position, self.budget, stop)
                if stop.is_set():
                    return
                value = decision.score if decision.score is not None else 0.0
            self.send(f"analysis {number} {value:.2f}")
        self.send("status")

    # --- commands -----------------------------------------------------------------------------------

    def handle(self, line: str) -> bool:
        """Process one command line; False once the engine should exit."""
        text = line.strip()
        if not text:
            return True
        command, _, rest = text.partition(" ")
        rest = rest.strip()
        if command == "ping":
            self.interrupt()
            self.send(f"pong {rest}".rstrip())
            return True
        if command in ("quit", "exit"):
            self.interrupt()
            return False
        self.wait()
        if command == "nboard":
            self.send(f"set myname {ENGINE_NAME}-{self.player}")
        elif command == "set":
            self._set(rest)
        elif command == "move":
            self._move(rest)
        elif command == "go":
            if self.game.is_over():
                self.complain("go: the game is over")
                self.send("status")
            else:
                self._start("go", self._go)
        elif command == "hint":
            try:
                count = max(1, int(rest or "1"))
            except ValueError:
                self.complain(f"hint: {rest!r} is not a number of moves")
                return True
            if self.game.is_over():
                self.send("status")
            else:
                self._start("hint", lambda stop: self._hint(count, stop))
        elif command == "learn":
            self.send("learned")
        elif command == "analyze":
            self._start("analyze", self._analyze)
        elif len(command) == 2 and not rest:
            self._move(command)  # NBoard 1.1 sends the bare move
        else:
            self.complain(f"ignoring unknown command {text!r}")
        return True

    def _set(self, rest: str) -> None:
        from othello_qt.core.ggf import read_ggf

        what, _, value = rest.partition(" ")
        value = value.strip()
        if what == "depth":
            try:
                depth = int(value)
            except ValueError:
                self.complain(f"set depth: {value!r} is not a number")
                return
            self.depth = max(1, min(depth, 60))
            self.send(f"set myname {ENGINE_NAME}-{self.player}")
        elif what == "game":
            try:
                self.game = read_ggf(value)
            except ValueError as exc:
                self.complain(f"set game: cannot read the game ({exc}); keeping the previous one")
        elif what == "contempt":
            pass  # our players have no contempt setting
        else:
            self.complain(f"ignoring unknown setting {rest!r}")

    def _move(self, rest: str) -> None:
        from othello_qt.core.notation import parse_move

        text = rest.split("/")[0].strip()
        try:
            move = parse_move(text)
            if not move.is_pass and self.game.must_pass():
                self.game.play_pass_if_forced()
            self.game.play(move)
        except ValueError as exc:
            self.complain(f"move {text!r} rejected: {exc}")

    def serve(self, lines: TextIO) -> int:
        """Read commands until ``quit`` or end of input.

        This thread only reads and dispatches; searches run in the worker, so a ``ping`` is
        read and acted on while a search is running.  At the end of input a running search is
        let finish (it is bounded by ``seconds``) so that its answer is printed: a scripted
        ``printf 'go\\n' | othello-qt nboard`` gets its move.
        """
        for line in iter(lines.readline, ""):
            if not self.handle(line):
                break
        else:
            self.wait()
        return 0


def run(args: argparse.Namespace) -> int:
    from othello_qt.cli.common import build_player, is_positive_number
    from othello_qt.cli.wpi import default_player_spec
    from othello_qt.core import jit

    if not is_positive_number(args.seconds):
        print(f"nboard: --seconds must be a positive number, got {args.seconds}", file=sys.stderr)
        return 2
    try:
        spec = args.player if args.player or args.level is not None else default_player_spec()
        player = build_player(spec, args.level, args.seed)
    except ValueError as exc:
        print(f"nboard: {exc}", file=sys.stderr)
        return 2
    jit.warm_up()
    engine = NBoardEngine(player, sys.stdout, args.seconds)
    return engine.serve(sys.stdin)
