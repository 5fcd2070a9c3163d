"""The one engine service: searches run one at a time in a thread the service owns, never the caller's.

Every user of the players -- the window's computer player and hints, the game analysis, the NBoard
engine, the WPI player -- submits work here and gets a ``Ticket`` back at once.  The service numbers
the tickets, gives each its own ``StopFlag`` ("answer now") and a cancelled mark ("nobody wants
the answer"), builds players per spec in its thread and keeps them, reports progress and the
answer through callbacks called from its thread, and drops the answer (and progress) of a
cancelled ticket.  A cancelled search stops within the kernels' polling time (a few ms).
Adapters turn the callbacks into what their side needs: Qt signals queued to the UI thread, or
protocol lines.  ``shutdown`` cancels everything and joins the thread; at interpreter exit every
live service is shut down first (a daemon thread inside a numba kernel must not outlive it).
"""

from __future__ import annotations

import atexit
import contextlib
import itertools
import logging
import threading
import traceback
import weakref
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Literal

from othello_qt.core.budget import Budget
from othello_qt.core.players.base import Player, budget_for
from othello_qt.core.position import Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag

log = logging.getLogger(__name__)

RequestKind = Literal["move", "analyze"]
KERNEL_WAIT_POLL = 0.05
"""Seconds between looks at the stop flag while a search waits for the start-up warm-up."""


@dataclass(frozen=True, slots=True)
class SearchRequest:
    """One search: a move (``Player.choose``) or a value for every move (``Player.analyze``)."""

    kind: RequestKind
    position: Position
    spec: str
    """The registry spec of the player; the service builds it once and reuses it."""
    budget: Budget | None = None
    wait_for_kernels: bool = False
    """Wait (stoppable) while the start-up warm-up loads the kernels, instead of compiling them in
    the search, deaf to the stop flag, for tens of seconds."""


class Ticket:
    """The handle on one submitted piece of work: its number, its stop flag, its answer."""

    def __init__(self, number: int) -> None:
        self.id = number
        self.stop = StopFlag()
        """Set to have the search answer now with its best so far; the answer is still delivered."""
        self.cancelled = threading.Event()
        """Set when nobody wants the answer: it and any later progress are dropped."""
        self.result: object = None
        self.error: BaseException | None = None
        self._done = threading.Event()

    @property
    def wanted(self) -> bool:
        return not self.cancelled.is_set()

    def cancel(self) -> None:
        self.cancelled.set()
        self.stop.set()

    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until the work has returned (or failed, or was dropped unrun); True if it has."""
        return self._done.wait(timeout)


ProgressCallback = Callable[[Ticket, SearchResult], None]
AnswerCallback = Callable[[Ticket, object], None]
FailureCallback = Callable[[Ticket, BaseException], None]
Work = Callable[[Ticket], object]


@dataclass(slots=True)
class _Job:
    ticket: Ticket
    work: Work
    on_finished: AnswerCallback | None
    on_failed: FailureCallback | None


def failure_message(what: str, error: BaseException) -> str:
    """Log a failed search and return the one line the user is shown.

    A user's unusable data file or external engine is no bug of ours: no traceback, and the line is
    its message alone, which names the file or the engine and says what it did.  A bug keeps its
    exception's name, the technical detail a report needs."""
    from othello_qt.core.datafile import DataFileError
    from othello_qt.core.players.engine_process import EngineError

    if isinstance(error, DataFileError | EngineError):
        log.warning("search %s failed: %s", what, error)
        return str(error)
    text = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    log.error("search %s failed:\n%s", what, text)
    return f"{type(error).__name__}: {error}"


def wait_for_kernels(stop: StopFlag) -> bool:
    """Wait while the start-up warm-up loads the kernels; False if ``stop`` was set meanwhile."""
    from othello_qt.core import jit

    while jit.is_warming():
        if stop.wait(KERNEL_WAIT_POLL):
            return False
    return not stop.is_set()


def _default_player_factory(spec: str) -> Player:
    from othello_qt.core.players.registry import create_player

    return create_player(spec)


class EngineService:
    """One search thread with its queue, its player cache and its tickets.

    ``make_player`` builds a player from a spec (the registry by default; a protocol engine
    given one player passes ``lambda _spec: player``).  The thread starts with the first
    submission and ends at ``close`` (once the queue is empty) or ``shutdown``.
    """

    def __init__(self, name: str, make_player: Callable[[str], Player] = _default_player_factory) -> None:
        self.name = name
        self._make_player = make_player
        self._players: dict[str, Player] = {}
        self._lock = threading.Lock()
        self._changed = threading.Condition(self._lock)
        self._queue: deque[_Job] = deque()
        self._running: _Job | None = None
        self._busy = False
        """The thread is running a job or delivering new-game notices."""
        self._numbers = itertools.count(1)
        self._new_game = False
        self._closed = False
        self._thread: threading.Thread | None = None
        _LIVE.add(self)

    # --- submitting ---------------------------------------------------------------------------------

    def submit(
        self,
        request: SearchRequest,
        *,
        on_progress: ProgressCallback | None = None,
        on_finished: AnswerCallback | None = None,
        on_failed: FailureCallback | None = None,
        replace: bool = True,
    ) -> Ticket:
        """Queue a search; with ``replace`` every earlier ticket is cancelled first.

        The answer is a ``SearchResult``: the chosen move (``move``) or every move's value (``analyze``).
        """

        def search(ticket: Ticket) -> object:
            if request.wait_for_kernels and not wait_for_kernels(ticket.stop):
                ticket.cancel()  # stopped while waiting: there is no answer to give
                return None
            player = self.player(request.spec)

            def report(info: SearchResult) -> None:
                if on_progress is not None and ticket.wanted:
                    on_progress(ticket, info)

            budget = budget_for(player, request.budget, request.position)
            if request.kind == "move":
                return player.choose(request.position, budget, ticket.stop, report)
            return player.analyze(request.position, budget, ticket.stop, report)

        return self.submit_work(search, on_finished=on_finished, on_failed=on_failed, replace=replace)

    def submit_work(
        self,
        work: Work,
        *,
        on_finished: AnswerCallback | None = None,
        on_failed: FailureCallback | None = None,
        replace: bool = True,
    ) -> Ticket:
        """Queue any work on the service's thread (a protocol's composite request, such as
        analysing a whole game); ``work`` polls its ticket's ``stop`` and may call ``player``."""
        with self._lock:
            ticket = Ticket(next(self._numbers))
            if self._closed:  # shut down: nobody will answer, and the caller is told so at once
                ticket.cancel()
                ticket._done.set()
                return ticket
            if replace:
                self._cancel_all_locked()
            self._queue.append(_Job(ticket, work, on_finished, on_failed))
            self._changed.notify_all()
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name=self.name, daemon=True)
                self._thread.start()
        return ticket

    # --- controlling --------------------------------------------------------------------------------

    def cancel(self) -> None:
        """Stop the running work and drop the queued work: none of their answers is delivered."""
        with self._lock:
            self._cancel_all_locked()

    def _cancel_all_locked(self) -> None:
        if self._running is not None:
            self._running.ticket.cancel()
        for job in self._queue:
            job.ticket.cancel()
            job.ticket._done.set()
        self._queue.clear()

    def new_game(self) -> None:
        """Tell every cached player that a new game started, in the service's thread before its next
        search (or at once if it is idle), never during a search; a cancelled search loses no notice."""
        with self._lock:
            if self._players:
                self._new_game = True
                self._changed.notify_all()

    def retain(self, specs: Iterable[str]) -> None:
        """Forget every cached player whose spec is not in ``specs`` (a search still running with
        one keeps it until it returns)."""
        keep = frozenset(specs)
        with self._lock:
            for spec in [s for s in self._players if s not in keep]:
                del self._players[spec]

    def player(self, spec: str) -> Player:
        """The cached player for ``spec``, built on first use (call it from the service's work)."""
        with self._lock:
            player = self._players.get(spec)
        if player is None:
            player = self._make_player(spec)
            with self._lock:
                player = self._players.setdefault(spec, player)
        return player

    def cached(self, spec: str) -> Player | None:
        with self._lock:
            return self._players.get(spec)

    @property
    def cached_specs(self) -> frozenset[str]:
        with self._lock:
            return frozenset(self._players)

    @property
    def idle(self) -> bool:
        with self._lock:
            return self._idle_locked()

    def wait_idle(self, timeout: float | None = None) -> bool:
        """Wait until nothing runs or waits; True if so within ``timeout``."""
        with self._lock:
            return self._changed.wait_for(self._idle_locked, timeout)

    def _idle_locked(self) -> bool:
        thread_alive = self._thread is not None and self._thread.is_alive()
        return not self._busy and not self._queue and not (self._new_game and thread_alive)

    # --- lifetime -----------------------------------------------------------------------------------

    def close(self) -> None:
        """No more submissions; the thread ends once the queued work is done (not waited for)."""
        with self._lock:
            self._closed = True
            self._changed.notify_all()

    def shutdown(self, timeout: float | None = 3.0) -> bool:
        """Cancel everything, end the thread and join it; True if it ended within ``timeout``."""
        with self._lock:
            self._cancel_all_locked()
            self._closed = True
            self._changed.notify_all()
            thread = self._thread
        if thread is None or thread is threading.current_thread():
            return True
        thread.join(timeout)
        if thread.is_alive():
            log.warning("engine thread %s did not stop within %.1f s", self.name, timeout)
            return False
        return True

    def is_alive(self) -> bool:
        """True while the service's thread runs."""
        with self._lock:
            return self._thread is not None and self._thread.is_alive()

    # --- the service's thread -----------------------------------------------------------------------

    def _serve(self) -> None:
        while True:
            with self._lock:
                while not self._queue and not self._new_game and not self._closed:
                    self._changed.wait()
                if not self._queue and not self._new_game:
                    self._changed.notify_all()
                    return
                players = list(self._players.values()) if self._new_game else []
                self._new_game = False
                job = self._running = self._queue.popleft() if self._queue else None
                self._busy = True
            try:
                self._run(job, players)
            finally:
                with self._lock:
                    self._running = None
                    self._busy = False
                    self._changed.notify_all()

    def _run(self, job: _Job | None, players: list[Player]) -> None:
        ticket = None if job is None else job.ticket
        try:
            for player in players:  # before any search, and even when the next one is cancelled
                player.new_game()
            if job is None or job.ticket.cancelled.is_set():
                return  # a cancelled ticket is not run ("answer now" alone still answers)
            job.ticket.result = job.work(job.ticket)
        except Exception as exc:  # a failing player must reach its caller, not end the thread
            if job is None:
                log.exception("engine service %s: a new-game notice failed", self.name)
                return
            job.ticket.error = exc
            if job.on_failed is not None and job.ticket.wanted:
                _call_back(job.on_failed, job.ticket, exc)
            return
        finally:
            if ticket is not None:
                ticket._done.set()
        if job.on_finished is not None and job.ticket.wanted:
            _call_back(job.on_finished, job.ticket, job.ticket.result)


def _call_back(callback: Callable[[Ticket, object], None], ticket: Ticket, value: object) -> None:
    """Deliver an answer; a failing receiver is logged and the service's thread goes on."""
    try:
        callback(ticket, value)
    except Exception:
        log.exception("engine service: the receiver of answer %d failed", ticket.id)


_LIVE: weakref.WeakSet[EngineService] = weakref.WeakSet()


@atexit.register
def _shutdown_all() -> None:
    """Last resort when the interpreter exits with services alive: end their threads first."""
    for service in list(_LIVE):
        with contextlib.suppress(Exception):
            service.shutdown(1.0)
