"""External engines (Edax, ntest, ``othello-qt nboard``...) as players: the client side of NBoard's protocol.

``ExternalEngine`` runs one engine as a child process: its own process group, a reader thread that
puts each output line in a bounded queue (a line longer than ``MAX_LINE_BYTES`` is garbage, and a
full queue makes the engine wait, so no flood can exhaust memory), its stderr's last lines kept for
the messages.  ``ExternalPlayer`` speaks NBoard's protocol to it behind the ``Player`` interface:
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
outlives the app (``core.child_process``).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import math
import os
import queue
import re
import subprocess
import threading
import time
import weakref
from collections import deque
from collections.abc import Callable
from dataclasses import replace

from othello_qt.core import engine_list
from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.child_process import kill_group, start_child
from othello_qt.core.engine_list import EngineEntry, find_engine
from othello_qt.core.game_clock import TimeControl, plan_move_time
from othello_qt.core.ggf import format_ggf
from othello_qt.core.players.base import Budget, Player, ProgressCallback, ScoreUnit, legal_moves_or_raise
from othello_qt.core.position import PASS, Move, Position
from othello_qt.core.search_result import Certainty, SearchResult
from othello_qt.core.stop_flag import StopFlag
from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError

MAX_LINE_BYTES = 64 * 1024
"""A longer output line is garbage (a GGF game is a few kB)."""
MAX_QUEUED_LINES = 1000
"""Lines read but not yet handled; beyond this the reader waits (and so does the engine)."""
PROTOCOL_WORDS = frozenset(
    {"===", "search", "book", "nodestats", "status", "set", "pong", "learned", "analysis"}
)
"""The first words of the lines NBoard's protocol lets an engine write; any other line is noise."""
MAX_NOISE_LINES = 5000
"""Lines outside the protocol one request (or greeting) tolerates before the engine counts as not
speaking it: a program that floods its output is stopped within a fraction of a second."""
MAX_NOISE_BYTES = 1_000_000
"""Bytes outside the protocol one request tolerates: a flood of long lines is stopped as soon."""
STDERR_KEPT = 20
"""Last lines of the engine's stderr kept for the messages."""
START_SECONDS = 60.0
"""How long an engine may take to answer its first ``ping`` (loading its tables)."""
GRACE_SECONDS = 5.0
"""How long an engine asked for its move (``ping``) may take to answer before it counts as hung;
ntest and Edax answer within milliseconds."""
DEPTH_SECONDS = 300.0
"""A search with only a depth is asked for its move after this long."""
QUIT_SECONDS = 1.0
"""After ``quit`` an engine has this long to exit before it is killed."""
POLL_SECONDS = 0.05
"""How often a wait for a line looks at its stop flag."""
PROGRESS_SECONDS = 0.1
"""Progress from an engine's ``search`` lines reaches the window at most this often: an engine that
writes thousands of legal lines a second stalled the window's event loop for seconds."""
MIN_CLOCK_SENT = 0.1
"""A clock nearly out is sent as this many seconds: ``TI[0]`` would read as an untimed game."""


class EngineError(TranslatableError, RuntimeError):
    """An external engine failed; the message names it and says what it did, and its ``detail`` is
    the engine's own last words on stderr."""


class EngineStartError(EngineError):
    """The engine could not be started, or did not speak NBoard's protocol at its check."""


class EngineCrashed(EngineError):
    """The engine's process ended while it was needed."""


class EngineTimeout(EngineError):
    """The engine gave no answer within its time."""


class EngineGarbage(EngineError):
    """The engine wrote what NBoard's protocol does not allow (a huge line, endless noise, a bad answer)."""


class EngineIllegalMove(EngineError):
    """The engine answered a move that is not legal in the position."""


class EngineStopped(EngineError):
    """The search (or the check) was stopped before the engine answered (the engine itself is fine)."""


class _Noise:
    """Counts the lines outside the protocol of one request; too many is ``EngineGarbage``."""

    def __init__(self, engine: str) -> None:
        self.engine = engine
        self.lines = 0
        self.bytes = 0

    def add(self, text: str) -> None:
        self.lines += 1
        self.bytes += len(text) + 1  # its line end: a flood of empty lines counts too
        if self.lines > MAX_NOISE_LINES or self.bytes > MAX_NOISE_BYTES:
            raise EngineGarbage(
                QT_TRANSLATE_NOOP(
                    "Errors",
                    "{engine} does not speak NBoard's protocol: it wrote {lines} lines that are not "
                    "the protocol's (such as {example})",
                ),
                engine=self.engine,
                lines=self.lines,
                example=repr(text[:60]),
            )


# --- the process -------------------------------------------------------------------------------------

_EOF = object()
_TOO_LONG = object()
_LIVE: weakref.WeakSet[ExternalEngine] = weakref.WeakSet()


class ExternalEngine:
    """One engine process and its output, line by line; ``close`` (or the app's exit) kills it."""

    def __init__(self, entry: EngineEntry) -> None:
        self.entry = entry
        self.name = entry.name
        self.myname = ""
        """What the engine calls itself (``set myname``)."""
        self.depth: int | None = None
        """The depth last sent (``set depth``)."""
        self._pings = itertools.count(1)
        self._lines: queue.Queue[object] = queue.Queue(MAX_QUEUED_LINES)
        self._stderr: deque[str] = deque(maxlen=STDERR_KEPT)
        self._closed = threading.Event()
        self.process = self._start()
        _LIVE.add(self)
        threading.Thread(target=self._read, name=f"engine {self.name} out", daemon=True).start()
        threading.Thread(target=self._read_stderr, name=f"engine {self.name} err", daemon=True).start()

    def _start(self) -> subprocess.Popen[bytes]:
        entry = self.entry
        if entry.folder and not os.path.isdir(entry.folder):
            raise EngineStartError(
                QT_TRANSLATE_NOOP("Errors", "{engine}: the working folder {folder} is not a folder"),
                engine=self.name,
                folder=repr(entry.folder),
            )
        try:
            return start_child(
                list(entry.argv),
                cwd=entry.folder or None,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
            )
        except OSError as exc:
            raise EngineStartError(
                QT_TRANSLATE_NOOP("Errors", "{engine}: cannot start {program}"),
                str(exc.strerror or exc),
                engine=self.name,
                program=repr(entry.argv[0]),
                os_errno=exc.errno,  # the window says the system's reason in the player's language
            ) from None

    # --- output --------------------------------------------------------------------------------------

    def _put(self, item: object) -> None:
        while not self._closed.is_set():
            with contextlib.suppress(queue.Full):
                self._lines.put(item, timeout=POLL_SECONDS * 4)
                return

    def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        with contextlib.suppress(OSError, ValueError), stream:
            while not self._closed.is_set():
                raw = stream.readline(MAX_LINE_BYTES + 1)
                if not raw:
                    break
                if len(raw) > MAX_LINE_BYTES and not raw.endswith(b"\n"):
                    self._put(_TOO_LONG)
                    return
                self._put(raw.decode("utf-8", errors="replace").rstrip("\r\n"))
        self._put(_EOF)

    def _read_stderr(self) -> None:
        stream = self.process.stderr
        assert stream is not None
        with contextlib.suppress(OSError, ValueError), stream:
            while raw := stream.readline(MAX_LINE_BYTES):
                text = raw.decode("utf-8", errors="replace").strip()
                if text:
                    self._stderr.append(text[:300])

    def error_text(self) -> str:
        """The engine's last words on stderr (what it says is wrong), or ``""``."""
        return "\n".join(self._stderr)

    def send(self, line: str) -> None:
        """Write one command; an engine that is gone is ``EngineCrashed``."""
        stream = self.process.stdin
        assert stream is not None
        try:
            stream.write((line + "\n").encode("utf-8"))
            stream.flush()
        except (OSError, ValueError):
            raise self._crashed() from None

    def line(self, deadline: float, stop: StopFlag | None = None, until: float | None = None) -> str | None:
        """The next output line; ``None`` once ``stop`` is set or ``until`` passes, ``EngineTimeout``
        at ``deadline``."""
        while True:
            now = time.monotonic()
            if (stop is not None and stop.is_set()) or (until is not None and now >= until):
                return None
            left = deadline - now
            if left <= 0:
                raise EngineTimeout(
                    QT_TRANSLATE_NOOP("Errors", "{engine} did not answer in time and was stopped"),
                    engine=self.name,
                )
            try:
                item = self._lines.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                continue
            if item is _EOF:
                raise self._crashed()
            if item is _TOO_LONG:
                raise EngineGarbage(
                    QT_TRANSLATE_NOOP("Errors", "{engine} wrote a line longer than {bytes} bytes"),
                    engine=self.name,
                    bytes=MAX_LINE_BYTES,
                )
            assert isinstance(item, str)
            return item

    def _crashed(self) -> EngineCrashed:
        try:
            code = self.process.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            code = None
        time.sleep(0.05)  # its last stderr lines
        said = self.error_text()
        if code is None:
            template = QT_TRANSLATE_NOOP("Errors", "{engine} closed its output")
            return EngineCrashed(template, said, engine=self.name)
        if code < 0:
            template = QT_TRANSLATE_NOOP("Errors", "{engine} was killed by signal {signal}")
            return EngineCrashed(template, said, engine=self.name, signal=str(-code))
        template = QT_TRANSLATE_NOOP("Errors", "{engine} exited with code {code}")
        return EngineCrashed(template, said, engine=self.name, code=str(code))

    def ping(
        self, deadline: float, on_line: Callable[[str], None] | None = None, stop: StopFlag | None = None
    ) -> None:
        """``ping N`` and wait for ``pong N``: every line before it belongs to an earlier request.
        ``EngineStopped`` once ``stop`` is set; ``EngineGarbage`` for a flood outside the protocol."""
        number = next(self._pings)
        self.send(f"ping {number}")
        noise = _Noise(self.name)
        while True:
            text = self.line(deadline, stop)
            if text is None:
                raise EngineStopped(
                    QT_TRANSLATE_NOOP("Errors", "{engine} was stopped before it answered"),
                    engine=self.name,
                )
            fields = text.split()
            if fields == ["pong", str(number)]:
                return
            if not fields or fields[0] not in PROTOCOL_WORDS:
                noise.add(text)
            elif on_line is not None:
                on_line(text)

    # --- lifetime ------------------------------------------------------------------------------------

    @property
    def alive(self) -> bool:
        return self.process.poll() is None and not self._closed.is_set()

    def close(self, polite: bool = True) -> None:
        """Ask it to quit (``polite``), then kill its process group and reap it: no zombie is left."""
        if self._closed.is_set():
            return
        if polite and self.process.poll() is None:
            with contextlib.suppress(EngineError):
                self.send("quit")
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(QUIT_SECONDS)
        self._closed.set()
        kill_group(self.process)  # its own children too
        # stdout and stderr are closed by their reader threads as they end: a closing thread would
        # wait on a reader blocked in readline while a helper the engine left keeps the pipe open
        with contextlib.suppress(OSError, ValueError):
            if self.process.stdin is not None:
                self.process.stdin.close()
        _LIVE.discard(self)


@atexit.register
def _close_all() -> None:
    for engine in list(_LIVE):
        with contextlib.suppress(Exception):
            engine.close(polite=False)


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
    engine.send("nboard 2")
    engine.ping(deadline, lambda text: _note_name(engine, text), stop)
    return engine.myname or engine.name


def _note_name(engine: ExternalEngine, text: str) -> None:
    if text.startswith("set myname"):
        engine.myname = text.removeprefix("set myname").strip()[:80]


# --- the protocol's answers --------------------------------------------------------------------------


def parse_pv(text: str, position: Position) -> tuple[Move, ...]:
    """``F5-D6-C3`` or ``F5d6C3`` (``PA`` a pass) as moves, up to the first that is not legal there."""
    letters = text.replace("-", "").replace(":", "")
    moves: list[Move] = []
    for index in range(0, len(letters) - 1, 2):
        try:
            move = Move.parse(letters[index : index + 2])
        except ValueError:
            break
        if position.is_game_over() or not position.is_legal(move):
            break
        moves.append(move)
        position = position.play(move)
    return tuple(moves)


def parse_depth(text: str, position: Position) -> tuple[int, Certainty]:
    """NBoard's depth field: ``100%`` an exact endgame, ``100%W`` win/loss/draw, else plies
    (``21@98%``: 21)."""
    if text.upper() == "100%":
        return position.empty_count, Certainty.EXACT
    if text.upper() == "100%W":
        return position.empty_count, Certainty.WIN_LOSS_DRAW
    digits = re.match(r"[0-9]{1,3}(?![0-9])", text)
    return (min(int(digits.group()), MAX_DEPTH) if digits else 0), Certainty.ESTIMATE


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def parse_search(text: str, position: Position) -> SearchResult | None:
    """A ``search PV EVAL 0 DEPTH`` or ``book PV EVAL GAMES DEPTH`` line; ``None`` if it is not one."""
    fields = text.split()
    if len(fields) < 3 or fields[0] not in ("search", "book"):
        return None
    pv = parse_pv(fields[1], position)
    score = _number(fields[2])
    if not pv or score is None:
        return None
    depth, certainty = parse_depth(fields[4], position) if len(fields) > 4 else (0, Certainty.ESTIMATE)
    return SearchResult(pv[0], score, depth, pv, certainty=certainty)


def parse_answer(text: str, position: Position, engine: str) -> SearchResult:
    """``=== F5``, ``=== F5/EVAL/TIME`` or ``=== F5 EVAL TIME`` (Edax's spacing), checked to be legal."""
    fields = text.removeprefix("===").replace("/", " ").split()
    if not fields:
        raise EngineGarbage(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {answer}, which names no move"),
            engine=engine,
            answer=repr(text[:60]),
        )
    try:
        move = Move.parse(fields[0])
    except ValueError:
        raise EngineGarbage(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {answer}: {word} is not a move"),
            engine=engine,
            answer=repr(text[:60]),
            word=repr(fields[0][:20]),
        ) from None
    if not position.is_legal(move):
        raise EngineIllegalMove(
            QT_TRANSLATE_NOOP("Errors", "{engine} answered {move}, which is not legal in this position"),
            engine=engine,
            move=str(move),
        )
    score = _number(fields[1]) if len(fields) > 1 else None
    return SearchResult(move, score)


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
            engine.send(f"set game {game_text(position, budget)}")
            depth = budget.depth or MAX_DEPTH
            if depth != engine.depth:
                engine.send(f"set depth {depth}")
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

    def choose(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> SearchResult:
        if legal_moves_or_raise(position) == [PASS]:
            return SearchResult(PASS)
        return self._ask(position, budget, stop, progress, "go")

    def analyze(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> SearchResult:
        moves = legal_moves_or_raise(position)
        if moves == [PASS]:
            return SearchResult(PASS, depth=1, pv=(PASS,))
        return self._ask(position, budget, stop, progress, f"hint {len(moves)}")

    def _ask(
        self,
        position: Position,
        asked: Budget | None,
        stop: StopFlag | None,
        progress: ProgressCallback | None,
        command: str,
    ) -> SearchResult:
        engine, budget = self._prepare(position, asked, stop)
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
        self.noise = _Noise(engine.name)
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
                    pinged = next(engine._pings)
                    engine.send(f"ping {pinged}")
                    deadline = time.monotonic() + GRACE_SECONDS
                    continue
            else:
                text = self._line_after_asking(deadline)
            assert text is not None
            fields = text.split()
            if not fields:
                self.noise.add(text)
            elif fields[0] == "===":
                answer = parse_answer(text, self.position, engine.name)
                if not hint:
                    return self._answered(answer)
            elif fields[0] == "pong" and pinged is not None and fields[1:] == [str(pinged)]:
                return self._asked_result(hint)
            elif fields[0] in ("search", "book"):
                self._searched(text)
            elif fields[0] == "nodestats":
                nodes = _number(fields[1]) if len(fields) > 1 else None
                self.nodes = int(nodes) if nodes is not None and 0 <= nodes < 2**62 else self.nodes
            elif fields[0] == "status":
                if hint and self.found and (len(fields) == 1 or "wait" in text):
                    return self._result(complete=True)
            elif fields[0] in ("set", "pong", "learned", "analysis"):
                _note_name(engine, text)
            else:
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

    def _searched(self, text: str) -> None:
        found = parse_search(text, self.position)
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
