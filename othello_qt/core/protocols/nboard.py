"""The NBoard protocol's state machine: an engine speaking it on a text stream (``othello-qt nboard``).

NBoard-compatible GUIs start the engine and send one command per line:
``nboard 2``, ``set depth N``, ``set game GGF``, ``set contempt N``, ``move F5[/eval/time]``,
``go`` (answered by ``=== move/eval/time``), ``hint N`` (``search PV EVAL 0 DEPTH`` lines),
``ping N`` (stop thinking, answer ``pong N``), ``learn`` (adds the game to the user's own opening
book, then ``learned``), ``analyze``
(``analysis MOVE_NUMBER EVAL`` for each position, from the end), ``quit``.
Unknown lines are ignored, as the protocol asks.

The reading thread never waits for a search.  Requests (``go``, ``hint``, ``analyze``) go to the
queue of an ``EngineService``, whose thread runs them in order.  A ``ping`` or a state change
(``move``, ``set ...``) stops the running search and drops the queued requests -- their answers
belong to a position the GUI has left -- and is acted on at once.  Output of a stopped search is
suppressed under the same lock that stops it, so nothing stale follows a ``pong``.

Every numeric field (``set depth``, ``set contempt``, ``hint``, ``ping``, ``nboard``, the time
of ``move``, the times of ``set game``) is read by ``core.protocol_numbers`` with its range; a
value that is not usable gets a ``status`` line saying so and changes nothing.  The eval of
``move F5/eval/time`` is not used, so it is not read.

Values are discs, as NBoard expects: a player whose scores are not discs (heuristic points, a
win probability) sends moves without values.  ``search`` and ``===`` values are from the side
to move's view; ``analysis`` values from Black's (NBoard's engine interface: "positive numbers
mean black is ahead", and its score graph draws them as sent).  An exact endgame value carries
depth ``100%``, a win/loss/draw proof ``100%W`` (NBoard's own ``Depth`` parser), an estimate
its search depth.  ``nodestats`` times have microseconds, fixed point (NBoard reads them without
an exponent and divides by them for the speed).
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from typing import TextIO

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.budget import Budget
from othello_qt.core.engine_service import EngineService, Ticket
from othello_qt.core.players.base import Player
from othello_qt.core.position import BLACK, Position
from othello_qt.core.protocol_numbers import NumberFieldError, parse_float, parse_int
from othello_qt.core.protocols.nboard_grammar import (
    LEARNED_LINE,
    REQUESTS,
    analysis_line,
    answer_line,
    format_move,
    move_field,
    myname_line,
    nodestats_line,
    parse_command,
    parse_setting,
    pong_line,
    search_line,
    status_line,
)
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.core.stop_flag import StopFlag

ENGINE_NAME = "othello-qt"
STATE_CHANGES = frozenset({"move", "set", "nboard"})
"""Commands that change what the engine works on: the running search is stopped, the queued ones
dropped, and none is waited for.  Requests (``REQUESTS``) queue behind a running one (NBoard pings
before each)."""
PROTOCOL_VERSIONS = (1, 2)
"""``nboard N`` versions spoken (NBoard sends 2; 1 differs only in how moves are sent)."""
MAX_HINTS = 64
MAX_CONTEMPT = 6400.0
"""``set contempt`` is in centidiscs (NBoard sends 100 * draw value); a draw is worth at most 64 discs."""
MAX_PING = 2**31 - 1
"""NBoard numbers its pings with a Java ``int``."""


def clipped(text: object, limit: int = 100) -> str:
    """At most ``limit`` characters of a message: a huge input line is never echoed in full."""
    words = str(text)
    return words if len(words) <= limit else words[: limit - 1] + "…"


class NBoardEngine:
    """The protocol state machine: one game, one player, one search at a time in one worker."""

    def __init__(self, player: Player, out: TextIO, seconds: float = 10.0, err: TextIO | None = None) -> None:
        from othello_qt.core.game import Game

        self.player = player
        self.out = out
        self.err = err if err is not None else sys.stderr
        self.seconds = seconds
        self.depth: int | None = None
        self.contempt = 0.0
        """Centidiscs; kept, as our players have no contempt setting."""
        self.game = Game()
        self.clock = None
        self.in_sync = True
        """False after an illegal move from the GUI, until it sends the game again."""
        self._lock = threading.Lock()
        """Held only to write a line: never during a search."""
        self._service = EngineService("nboard-search", lambda _spec: player)

    @property
    def in_discs(self) -> bool:
        return self.player.score_unit == ScoreUnit.DISCS

    # --- output -------------------------------------------------------------------------------------

    def send(self, line: str, stop: StopFlag | None = None) -> None:
        """Write one line; a search's line (``stop`` given) is dropped once that search is stopped."""
        with self._lock:
            if stop is not None and stop.is_set():
                return
            self.out.write(line + "\n")
            self.out.flush()

    def complain(self, text: str) -> None:
        self.err.write(f"nboard: {text}\n")
        self.err.flush()

    def status(self, text: str = "") -> None:
        """NBoard shows a ``status`` line under the board; an empty one clears it."""
        self.send(status_line(text))

    def refuse(self, error: NumberFieldError, outcome: str) -> None:
        """Report a numeric field that cannot be used, on stderr and in NBoard's status line."""
        self.complain(f"{error}; {outcome}")
        self.status(f"{error}; {outcome}")

    # --- searches -----------------------------------------------------------------------------------

    @property
    def budget(self) -> Budget:
        return Budget(depth=self.depth, seconds=self.seconds)

    def move_budget(self, position: Position) -> Budget:
        """The budget of ``go``: ``--seconds`` and the depth, with the side to move's game clock if the
        GUI gave one (``set game`` with ``TI``); ``players.base.budget_for`` shares it out."""
        from othello_qt.core.players.base import budget_for

        clock = None if self.clock is None else self.clock.reading(position.turn)
        budget = Budget(depth=self.depth, seconds=self.seconds, clock=clock)
        return budget_for(self.player, budget, position) or budget

    def _start(self, name: str, work: Callable[[StopFlag], None]) -> None:
        """Queue a search behind the running one; the caller (the reader) does not wait."""

        def run(ticket: Ticket) -> None:
            try:
                work(ticket.stop)
            except Exception as exc:  # a failed search must not kill the engine
                self.complain(f"{name} failed: {clipped(exc)}")
                self.send(f"status {name} failed: {clipped(exc)}", ticket.stop)

        self._service.submit_work(run, replace=False)

    def wait(self) -> None:
        """Let the queued and running searches finish (the end of input; tests)."""
        self._service.wait_idle()

    def close(self) -> None:
        """Let the worker thread end once the queue is empty (not waited for); no request after this."""
        self._service.close()

    def interrupt(self) -> None:
        """Stop the running search and drop the queued ones, at once: none of them prints again.

        The running search is not waited for: it answers its stop within milliseconds, and the
        next request starts in the worker only after it returned.
        """
        with self._lock:  # no line of theirs is half-way out when this returns
            self._service.cancel()

    def _nodestats(self, info: SearchResult, stop: StopFlag) -> None:
        self.send(nodestats_line(info.nodes, info.seconds), stop)

    def _go(self, position: Position, budget: Budget, stop: StopFlag) -> None:
        self.send(status_line(f"{ENGINE_NAME} is thinking"), stop)
        started = time.perf_counter()

        def thinking(info: SearchResult) -> None:
            self._nodestats(info, stop)
            if self.in_discs and info.pv:
                self.send(search_line(info.pv, info.score, info.depth, info.certainty), stop)

        decision = self.player.choose(position, budget, stop, thinking)
        elapsed = time.perf_counter() - started
        score = decision.score if self.in_discs else None
        self.send(answer_line(decision.move, score, elapsed), stop)
        self.send(status_line(), stop)

    def no_values_reason(self) -> str:
        unit = self.player.score_unit
        if unit == ScoreUnit.NONE:
            return f"{self.player} gives no values"
        return f"{self.player} scores in {unit}, not discs"

    def _hint(self, position: Position, count: int, stop: StopFlag) -> None:
        sent: list[tuple] = []

        def report(info: SearchResult) -> None:
            self._nodestats(info, stop)
            key = (info.depth, info.certainty, frozenset(info.move_scores.items()), info.pv, info.score)
            if sent and sent[-1] == key:
                return  # the final answer repeats the last depth reported
            sent.append(key)
            if info.move_scores:
                ranked = sorted(info.move_scores.items(), key=lambda item: -item[1])[:count]
                for move, score in ranked:
                    pv = info.pv if info.pv and info.pv[0] == move else (move,)
                    self.send(search_line(pv, score, info.depth, info.certainty), stop)
            elif info.pv:
                self.send(search_line(info.pv, info.score, info.depth, info.certainty), stop)

        self.send(status_line(f"{ENGINE_NAME} is thinking"), stop)
        if self.player.supports_analysis:
            final = self.player.analyze(position, self.budget, stop, report)
        else:
            decision = self.player.choose(position, self.budget, stop)
            final = replace(
                decision,
                depth=decision.depth or 1,
                score=decision.score if decision.score is not None else 0.0,
                pv=decision.pv or (decision.move,),
            )
            if decision.score is None:  # a forced move, not valued: name it without a made-up value
                self.send(status_line(f"{format_move(decision.move)} is forced"), stop)
                return
        if not stop.is_set():
            report(final)
        self.send(status_line(), stop)

    def value_of(self, position: Position, stop: StopFlag, counted: list[int]) -> float | None:
        """The value in discs of ``position`` for its side to move (``None`` if stopped).

        A forced move or pass gets the value of the position it leads to (negated): a player
        that only chooses would otherwise answer such positions without a value.  The nodes
        searched are added to ``counted[0]``.
        """
        if position.is_game_over():
            result = position.result()
            black_lead = result.black - result.white
            return float(black_lead if position.turn == 0 else -black_lead)
        if self.player.supports_analysis:
            info = self.player.analyze(position, self.budget, stop)
            counted[0] += info.nodes
            return None if stop.is_set() else info.score
        moves = position.legal_moves()
        if len(moves) == 1:
            after = self.value_of(position.play(moves[0]), stop, counted)
            return None if after is None else -after
        decision = self.player.choose(position, self.budget, stop)
        counted[0] += decision.nodes
        return None if stop.is_set() else decision.score

    def _analyze(self, positions: tuple[Position, ...], stop: StopFlag) -> None:
        """``analysis N EVAL`` for each position of the game, from the last back to the start.

        EVAL is from Black's view (NBoard draws the values as a score graph, as sent).
        """
        self.send(status_line(f"{ENGINE_NAME} is analysing the game"), stop)
        started, counted = time.perf_counter(), [0]
        for number in range(len(positions) - 1, -1, -1):
            position = positions[number]
            value = self.value_of(position, stop, counted)
            if value is None:
                return
            black_value = value if position.turn is BLACK else -value
            self.send(analysis_line(number, black_value), stop)
            self.send(nodestats_line(counted[0], time.perf_counter() - started), stop)
        self.send(status_line(), stop)

    # --- commands -----------------------------------------------------------------------------------

    def handle(self, line: str) -> bool:
        """Process one command line; False once the engine should exit."""
        parsed = parse_command(line)
        if parsed is None:
            return True
        command, rest = parsed.word, parsed.argument
        if command == "ping":
            self.interrupt()
            self._pong(rest)
            return True
        if command in ("quit", "exit"):
            self.interrupt()
            return False
        if command in STATE_CHANGES:  # a bare move (NBoard 1.1) reads as ``move``
            self.interrupt()
        if command == "nboard":
            self._hello(rest)
        elif command == "set":
            self._set(rest)
        elif command == "move":
            self._move(rest)
        elif command == "learn":
            self._start("learn", self._learn)
        elif command in REQUESTS:
            self._request(command, rest)
        else:
            self.complain(f"ignoring unknown command {parsed.text[:80]!r}")
        return True

    def _learn(self, stop: StopFlag) -> None:
        """Add the game to the user's own opening book (beside the shipped one, never over it)."""
        from othello_qt.core.engine.book import user_book_path
        from othello_qt.core.engine.book_building import learn_game

        path = user_book_path()
        learn_game(list(self.game.positions), path)
        self.send(LEARNED_LINE, stop)

    def _pong(self, number: str) -> None:
        """``pong N`` with N as the GUI wrote it; a ping number that is not one gets a status first."""
        if number:
            try:
                parse_int(number, 0, MAX_PING, "ping")
            except NumberFieldError as exc:
                self.refuse(exc, "answered as given")
        self.send(pong_line(clipped(number)))

    def _hello(self, version: str) -> None:
        try:
            parse_int(version, PROTOCOL_VERSIONS[0], PROTOCOL_VERSIONS[-1], "nboard")
        except NumberFieldError as exc:
            self.refuse(exc, f"speaking protocol version {PROTOCOL_VERSIONS[-1]}")
        self.send(myname_line(f"{ENGINE_NAME}-{self.player}"))

    def _request(self, command: str, rest: str) -> None:
        if not self.in_sync:
            self.status("out of step with the GUI after an illegal move: waiting for the game (set game)")
            return
        position = self.game.position
        if command != "go" and not self.in_discs:  # known without a search: answered at once
            self.status(f"{self.no_values_reason()}: no {'hints' if command == 'hint' else 'analysis'}")
            return
        if command == "analyze":
            positions = self.game.positions
            self._start("analyze", lambda stop: self._analyze(positions, stop))
            return
        if self.game.is_over():
            self.complain(f"{command}: the game is over")
            self.status("the game is over")
            return
        if command == "go":
            budget = self.move_budget(position)
            self._start("go", lambda stop: self._go(position, budget, stop))
            return
        try:
            count = parse_int(rest or "1", 1, MAX_HINTS, "hint")
        except NumberFieldError as exc:
            self.refuse(exc, "no hints")
            return
        self._start("hint", lambda stop: self._hint(position, count, stop))

    def _set(self, rest: str) -> None:
        what, value = parse_setting(rest)
        if what == "depth":
            try:
                self.depth = parse_int(value, 1, MAX_DEPTH, "set depth")
            except NumberFieldError as exc:
                self.refuse(exc, f"keeping {'no depth limit' if self.depth is None else self.depth}")
                return
            self.send(myname_line(f"{ENGINE_NAME}-{self.player}"))
        elif what == "game":
            self._set_game(value)
        elif what == "contempt":
            try:
                self.contempt = parse_float(value, -MAX_CONTEMPT, MAX_CONTEMPT, "set contempt")
            except NumberFieldError as exc:
                self.refuse(exc, f"keeping {self.contempt:g}")
        else:
            self.complain(f"ignoring unknown setting {rest[:80]!r}")

    def _set_game(self, text: str) -> None:
        from othello_qt.core.errors import NotationError
        from othello_qt.core.ggf import parse_ggf

        try:
            games = parse_ggf(text)
            if not games:
                raise NotationError("no game in the text")
            game = games[0]
            time_control = game.properties.get("TI", "").strip()
            problems = game.time_problems
            clock = game.clock() if time_control else None
            if clock is not None and clock.control.untimed:
                clock, problems = None, []  # TI[0//0]: a game without a clock, not one that ran out
        except (ValueError, RecursionError) as exc:
            self.complain(f"set game: cannot read the game ({clipped(exc)}); keeping the previous one")
            self.status(f"cannot read the game: {clipped(exc)}")
            return
        self.game = game.to_game()
        self.clock = clock
        self.in_sync = True
        if problems:
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            self.complain(f"set game: {problems[0]}{more}; such times are not counted")
            self.status(f"set game: {problems[0]}{more}; such times are not counted")

    def _move(self, rest: str) -> None:
        from othello_qt.core.game_clock import checked_move_seconds
        from othello_qt.core.notation import parse_move

        text = move_field(rest)
        if not self.in_sync:
            self.complain(f"move {text[:20]!r} ignored: out of step with the GUI until 'set game'")
            return
        try:
            move = parse_move(text)
            mover = self.game.position.turn
            if not move.is_pass and self.game.must_pass():
                self.game.play_pass_if_forced()
                mover = self.game.position.turn
            self.game.play(move)
        except ValueError as exc:
            self.in_sync = False
            self.complain(f"move {text[:20]!r} rejected: {clipped(exc)}")
            self.status(
                f"illegal move {text[:20]} from the GUI ({clipped(exc)}); waiting for the game (set game)"
            )
            return
        try:
            seconds = checked_move_seconds(rest)
        except NumberFieldError as exc:
            seconds = None
            self.refuse(exc, f"{format_move(move)} is played; its time is not counted")
        if self.clock is not None:
            self.clock.record(mover, seconds)

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
        self.close()
        return 0
