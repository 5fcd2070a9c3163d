"""External engines (Edax, ntest, ``othello-qt nboard``...) as players: the client side of NBoard's protocol.

``players.engine_process`` runs the engine as a child process and reads its lines;
``ExternalPlayer`` speaks NBoard's protocol to it behind the ``Player`` interface:
each request sends the position (``set game``, the position as the game's start), ``set depth`` and
``ping N``, waits for ``pong N`` (what came before belongs to an earlier request), then ``go``
(answered ``=== MOVE[/EVAL/TIME]``) or ``hint N`` (``search PV EVAL 0 DEPTH`` lines, ended by an
empty ``status``).  NBoard's protocol has no "stop" and ntest and Edax search to the depth they are
given whatever the clock says, so when the time a move is up (or at a stop: *Move now*) the host
sends ``ping``: both engines then answer ``===`` with their best move so far, and ``pong``; an
engine that answers only ``pong`` is taken at the best move of its ``search`` lines.

An engine that exits, gives no answer within ``GRACE_SECONDS`` of being asked, answers a move that
is not legal, or writes garbage (a huge line, thousands of lines or a megabyte that are not the
protocol, when it is greeted as when it searches) is killed and the request fails with an
``EngineError`` saying what happened; the next request starts the engine again.  No engine
outlives the app (``core.child_process``).  Every line is written and read in the words of
``protocols.nboard_grammar``.
"""

from __future__ import annotations

import math
import threading
import time
import weakref
from dataclasses import replace

from othello_qt.core import engine_list
from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.budget import Budget
from othello_qt.core.engine_list import EngineEntry, find_engine
from othello_qt.core.game_clock import TimeControl, plan_move_time
from othello_qt.core.ggf import format_ggf
from othello_qt.core.players.base import Player, ProgressCallback, Request, legal_moves_or_raise
from othello_qt.core.players.engine_process import (
    EngineError,
    EngineGarbage,
    EngineIllegalMove,
    EngineStopped,
    EngineTimeout,
    ExternalEngine,
    NoiseCount,
)
from othello_qt.core.position import PASS, Move, Position
from othello_qt.core.protocols import nboard_grammar as nboard
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.core.stop_flag import StopFlag
from othello_qt.core.translatable import QT_TRANSLATE_NOOP

START_SECONDS = 60.0
"""How long an engine may take to answer its first ``ping`` (loading its tables)."""
GRACE_SECONDS = 5.0
"""How long an engine asked for its move (``ping``) may take to answer before it counts as hung;
ntest and Edax answer within milliseconds."""
DEPTH_SECONDS = 300.0
"""A search with only a depth is asked for its move after this long."""
PROGRESS_SECONDS = 0.1
"""Progress from an engine's ``search`` lines reaches the window at most this often: an engine that
writes thousands of legal lines a second stalled the window's event loop for seconds."""
MIN_CLOCK_SENT = 0.1
"""A clock nearly out is sent as this many seconds: ``TI[0]`` would read as an untimed game."""


def check_engine(entry: EngineEntry, timeout: float = START_SECONDS, stop: StopFlag | None = None) -> str:
    """Start ``entry``, say ``nboard 2`` and ``ping``, and stop it; the name it gives itself
    (``set myname``) or its own name.  ``EngineError`` with the engine's own error text if it fails,
    ``EngineStopped`` once ``stop`` is set; an engine that failed or was stopped is killed at once."""
    engine = ExternalEngine(entry)
    answered = False
    try:
        name = _hello(engine, time.monotonic() + timeout, stop)
        answered = True
        return name
    except EngineError as exc:
        said = engine.error_text()
        if said and said not in str(exc) and not isinstance(exc, EngineStopped):
            raise exc.with_detail(said) from None
        raise
    finally:
        engine.close(polite=answered)


def _hello(engine: ExternalEngine, deadline: float, stop: StopFlag | None = None) -> str:
    engine.send(nboard.hello_line())
    engine.ping(deadline, lambda text: _note_name(engine, nboard.parse_myname(text)), stop)
    return engine.myname or engine.name


def _note_name(engine: ExternalEngine, name: str | None) -> None:
    if name is not None:
        engine.myname = name


# --- the protocol's answers --------------------------------------------------------------------------


def parse_answer(text: str, position: Position, engine: str) -> SearchResult:
    """``=== F5``, ``=== F5/EVAL/TIME`` or ``=== F5 EVAL TIME`` (Edax's spacing), checked to be legal."""
    return _checked_answer(nboard.parse_answer(text), text, position, engine)


def _checked_answer(answer: nboard.Answer, text: str, position: Position, engine: str) -> SearchResult:
    """The move of ``answer`` (the line ``text``); ``EngineGarbage`` if it names none,
    ``EngineIllegalMove`` if it is not legal in ``position``."""
    if not answer.word:
        raise EngineGarbage(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {answer}, which names no move"),
            engine=engine,
            answer=repr(text[:60]),
        )
    if answer.move is None:
        raise EngineGarbage(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {answer}: {word} is not a move"),
            engine=engine,
            answer=repr(text[:60]),
            word=repr(answer.word[:20]),
        )
    if not position.is_legal(answer.move):
        raise EngineIllegalMove(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {move}, which is not legal in this position"),
            engine=engine,
            move=str(answer.move),
        )
    return SearchResult(answer.move, answer.score)


def game_text(position: Position, budget: Budget) -> str:
    """What ``set game`` sends: the position as the game's start (``BO``), written by the GGF writer.

    A game clock is sent as the time the side to move has left (``TI``, with its increment), which
    the engine shares out itself.  Without one, a time a move becomes a clock: that many seconds for
    each move the side to move still has to make, so an engine that shares its clock evenly plans
    about as long as asked; when the time is up the host asks for the move (``ping``), so an engine
    that ignores the clock (ntest and Edax search to their depth) answers in time too.
    """
    properties: dict[str, str] = {}
    if budget.clock is not None:
        left = max(budget.clock.remaining, MIN_CLOCK_SENT)
        properties["TI"] = TimeControl(left, budget.clock.increment).ggf()
    elif budget.seconds is not None:
        total = math.ceil(budget.seconds * max(1, (position.empty_count + 1) // 2))
        properties["TI"] = f"{total // 60}:{total % 60:02d}"
    return format_ggf(position, [], properties)


# --- the player --------------------------------------------------------------------------------------


class ExternalPlayer(Player):
    """An engine of the user's list as a player: ``engine:NAME`` (its own depth or time) or
    ``engine:NAME:2s``.  Its process starts with the first request and is kept between them."""

    supports_analysis = True
    score_unit = ScoreUnit.DISCS
    plans_with_clock = True
    """The game clock goes to the engine (``TI``), which shares it out itself."""

    def __init__(self, entry: EngineEntry, budget: Budget | None = None, spec: str = "") -> None:
        self.entry = entry
        self._spec_budget = budget
        """The budget the spec gave (``engine:NAME:2s``), which outranks the entry's own."""
        self.budget = budget if budget is not None else Budget.parse(entry.budget, owner=entry.name)
        self.spec = spec or entry.spec
        self._engine: ExternalEngine | None = None
        self._holder: list[ExternalEngine | None] = [None]
        """The running engine, shared with the finalizer that stops it when the player is dropped."""
        weakref.finalize(self, ExternalPlayer._close_engine, self._holder)

    @staticmethod
    def _close_engine(holder: list[ExternalEngine | None]) -> None:
        """Stop a dropped player's engine in a thread of its own: the last reference may go on the
        UI thread, which must not wait for the engine to quit."""
        if holder[0] is not None:
            threading.Thread(target=holder[0].close, name="engine close", daemon=True).start()

    def close(self, polite: bool = True) -> None:
        """Stop the engine's process (the next request starts it again); ``polite``: say ``quit``
        first, which a misbehaving engine is not given time for."""
        if self._engine is not None:
            self._engine.close(polite)
        self._engine = self._holder[0] = None

    def _follow_the_list(self) -> None:
        """Take the entry as the user's list has it now: a changed command, folder or depth applies
        to the next request (a changed command or folder starts the engine anew).  An engine no
        longer listed keeps its last entry for the game it plays."""
        engines = engine_list.current()
        latest = engines.find(self.entry.name) if engines is not None else None
        if latest is None or latest == self.entry:
            return
        if (latest.argv, latest.folder) != (self.entry.argv, self.entry.folder):
            self.close()
        self.entry = latest
        if self._spec_budget is None:
            self.budget = Budget.parse(latest.budget, owner=latest.name)

    def _running(self, stop: StopFlag | None = None) -> ExternalEngine:
        self._follow_the_list()
        if self._engine is None or not self._engine.alive:
            self.close()
            engine = ExternalEngine(self.entry)
            self._engine = self._holder[0] = engine
            try:
                _hello(engine, time.monotonic() + START_SECONDS, stop)  # a stop ends the wait
            except EngineError:
                self.close(polite=False)
                raise
        return self._engine

    def _budget(self, asked: Budget | None) -> Budget:
        """The caller's depth if it gives one (the graph's levels), else the engine's; the shorter time."""
        own = self.budget
        depth = asked.depth if asked is not None and asked.depth is not None else own.depth
        times = [b.seconds for b in (own, asked) if b is not None and b.seconds is not None]
        # ``replace`` keeps whatever else the caller's budget carries (a game clock)
        return replace(asked or own, depth=depth, seconds=min(times) if times else None)

    def _prepare(
        self, position: Position, asked: Budget | None, stop: StopFlag | None
    ) -> tuple[ExternalEngine, Budget]:
        """The running engine, told the position and the depth; and the budget of this request
        (taken once the list was read, since the user may have changed the engine's own).  A stop
        ends the waits for the engine's start and its ``pong`` at once."""
        engine = self._running(stop)
        budget = self._budget(asked)
        try:
            engine.send(nboard.set_game_line(game_text(position, budget)))
            depth = budget.depth or MAX_DEPTH
            if depth != engine.depth:
                engine.send(nboard.set_depth_line(depth))
                engine.depth = depth
            engine.ping(time.monotonic() + GRACE_SECONDS * 2, stop=stop)
        except EngineError:
            self.close(polite=False)
            raise
        return engine, budget

    @staticmethod
    def _ask_after(budget: Budget, position: Position) -> float:
        """When the engine is asked for its move (``ping``): at its time a move; with a game clock,
        at the most this move may take of it (``plan_move_time``), so that an engine that ignores
        the clock (ntest and Edax search to their depth) never loses on time; with a depth alone,
        after ``DEPTH_SECONDS``."""
        limits = [DEPTH_SECONDS if budget.seconds is None and budget.clock is None else math.inf]
        if budget.seconds is not None:
            limits.append(budget.seconds)
        if budget.clock is not None:
            clock = budget.clock
            limits.append(plan_move_time(clock.remaining, clock.increment, position.empty_count).maximum)
        return min(limits)

    answers_forced_moves = False
    """The engine is asked for a single legal move too (only a pass is answered without it)."""

    def decide(self, request: Request) -> SearchResult:
        if legal_moves_or_raise(request.position) == [PASS]:
            return SearchResult(PASS)
        return self._ask(request, nboard.GO_LINE)

    def value_moves(self, request: Request) -> SearchResult:
        moves = legal_moves_or_raise(request.position)
        if moves == [PASS]:
            return SearchResult(PASS, depth=1, pv=(PASS,))
        return self._ask(request, nboard.hint_line(len(moves)))

    def _ask(self, request: Request, command: str) -> SearchResult:
        position, stop, progress = request.position, request.stop, request.progress
        engine, budget = self._prepare(position, request.budget, stop)
        try:
            conversation = _Conversation(engine, position, budget, stop, progress, command)
            return conversation.run(self._ask_after(budget, position))
        except EngineStopped:
            raise  # it answered the stop as it should: it is kept for the next request
        except EngineError:
            self.close(polite=False)
            raise

    def new_game(self) -> None:
        """Nothing to forget: every request sends the whole position."""


class _Conversation:
    """One ``go`` or ``hint``: reads the engine's lines until its answer, a stop, or its time is up."""

    def __init__(
        self,
        engine: ExternalEngine,
        position: Position,
        budget: Budget,
        stop: StopFlag | None,
        progress: ProgressCallback | None,
        command: str,
    ) -> None:
        self.engine, self.position, self.budget = engine, position, budget
        self.stop, self.progress, self.command = stop, progress, command
        self.found: dict[Move, SearchResult] = {}
        """The last ``search`` line of each move, at the deepest pass reported."""
        self.nodes = 0
        self.noise = NoiseCount(engine.name)
        self.started = time.monotonic()
        self.reported = -math.inf
        """When progress was last reported (``PROGRESS_SECONDS``)."""

    def _result(self, complete: bool) -> SearchResult:
        best = self.best
        if best is None:
            raise EngineStopped(
                QT_TRANSLATE_NOOP("Errors", "{engine} was stopped before it named a move"),
                engine=self.engine.name,
            )
        return SearchResult(
            best.move,
            best.score,
            best.depth,
            best.pv,
            self.nodes,
            time.monotonic() - self.started,
            best.certainty,
            {move: found.score for move, found in self.found.items() if found.score is not None},
            complete,
        )

    @property
    def best(self) -> SearchResult | None:
        """The move valued highest at the deepest pass reported so far."""
        return max(self.found.values(), key=lambda found: found.score or 0.0, default=None)

    def run(self, ask_after: float) -> SearchResult:
        """Send the command and read until the answer.  After ``ask_after`` seconds (or at a stop)
        the engine is asked for its answer with ``ping``, NBoard's only way to say "now": ntest and
        Edax then answer ``===`` with the best move so far (a hint ends), then ``pong``; an engine
        that answers only ``pong`` is taken at its best ``search`` line.  One that is silent for
        ``GRACE_SECONDS`` after being asked is hung."""
        engine, hint = self.engine, self.command.startswith("hint")
        engine.send(self.command)
        ask_at = self.started + ask_after
        pinged: int | None = None
        deadline = math.inf
        while True:
            if pinged is None:
                text = engine.line(math.inf, self.stop, ask_at)
                if text is None:
                    pinged = engine.next_ping()
                    engine.send(nboard.ping_line(pinged))
                    deadline = time.monotonic() + GRACE_SECONDS
                    continue
            else:
                text = self._line_after_asking(deadline)
            assert text is not None
            line = nboard.parse_engine_line(text, self.position)
            if isinstance(line, nboard.Answer):
                answer = _checked_answer(line, text, self.position, engine.name)
                if not hint:
                    return self._answered(answer)
            elif isinstance(line, nboard.Pong) and pinged is not None and line.number == str(pinged):
                return self._asked_result(hint)
            elif isinstance(line, nboard.Search):
                self._searched(line.result, text)
            elif isinstance(line, nboard.NodeStats):
                self.nodes = line.nodes if line.nodes is not None else self.nodes
            elif isinstance(line, nboard.Status):
                if hint and self.found and line.idle:
                    return self._result(complete=True)
            elif isinstance(line, nboard.Other):
                _note_name(engine, line.myname)
            elif isinstance(line, nboard.Noise):
                self.noise.add(text)

    def _line_after_asking(self, deadline: float) -> str:
        """The next line once the engine was asked to answer; ``EngineTimeout`` saying how long it
        had, and the grace it was given, if none comes."""
        try:
            text = self.engine.line(deadline)
        except EngineTimeout:
            raise EngineTimeout(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{engine} was asked for its move after {seconds} s and gave none in the {grace} s "
                    "that followed, so it was stopped",
                ),
                engine=self.engine.name,
                seconds=f"{max(0.0, deadline - GRACE_SECONDS - self.started):.1f}",
                grace=f"{GRACE_SECONDS:g}",
            ) from None
        assert text is not None
        return text

    def _asked_result(self, hint: bool) -> SearchResult:
        """The answer when the engine's ``pong`` came with no ``===``: its best ``search`` line.  A
        move asked for by its time (no stop) that named nothing is a failure, not a stop."""
        if self.found or hint or (self.stop is not None and self.stop.is_set()):
            return self._result(complete=False)
        raise EngineTimeout(
            QT_TRANSLATE_NOOP("Errors", "{engine} named no move in its {seconds} s and was stopped"),
            engine=self.engine.name,
            seconds=f"{time.monotonic() - self.started:.1f}",
        )

    def _answered(self, answer: SearchResult) -> SearchResult:
        """The move of ``===``, with the value and line of the search that found it when known."""
        found = self.found.get(answer.move) if answer.move is not None else None
        score = answer.score if answer.score is not None else (found.score if found else None)
        return SearchResult(
            answer.move,
            score,
            found.depth if found else None,
            found.pv if found else (answer.move,),
            self.nodes,
            time.monotonic() - self.started,
            found.certainty if found else Certainty.ESTIMATE,
            {move: f.score for move, f in self.found.items() if f.score is not None},
        )

    def _searched(self, found: SearchResult | None, text: str) -> None:
        if found is None:
            self.noise.add(text)
            return
        assert found.move is not None
        deepest = max((f.depth or 0 for f in self.found.values()), default=0)
        if (found.depth or 0) > deepest:
            self.found = {}  # a deeper pass: its values replace the shallower ones as they come
        self.found[found.move] = found
        now = time.monotonic()
        if self.progress is None or (self.stop is not None and self.stop.is_set()):
            return
        if (
            now - self.reported >= PROGRESS_SECONDS
        ):  # an engine flooding legal lines must not flood the window
            self.reported = now
            self.progress(self._result(complete=False))


def create_external(argument: str | None, _seed: int | None = None) -> ExternalPlayer:
    """``engine:NAME`` or ``engine:NAME:BUDGET`` from the user's engine list."""
    entry, budget, spec = resolve(argument)
    return ExternalPlayer(entry, budget, spec)


def resolve(argument: str | None) -> tuple[EngineEntry, Budget | None, str]:
    """(entry, budget or None for its own, spec) of ``NAME[:BUDGET]``; ``ValueError`` saying what is wrong."""
    if not argument or not argument.strip():
        raise ValueError("engine: give the name of an engine from your list (engine:NAME)")
    name, _, budget_text = argument.partition(":")
    entry = find_engine(name)
    budget = Budget.parse(budget_text, owner=f"engine:{entry.name}") if budget_text.strip() else None
    spec = f"engine:{entry.name}" + (f":{budget_text.strip()}" if budget is not None else "")
    return entry, budget, spec
