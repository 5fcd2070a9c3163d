"""Computer players off the UI thread: a worker object moved to a ``QThread``.

Every request carries an id and its own ``StopFlag``.  Starting a new request stops the previous
one; results of anything but the current request are dropped here, so the controller only ever
sees answers to the question it is still asking (after an undo, a new game or a level change the
old search is simply stale).  Players are built in the worker thread and kept per spec, so an
engine's tables survive from move to move; ``retain`` drops the ones no side uses any more (an
engine's table can be tens of MiB), in the worker thread, so never while they search.
"""

from __future__ import annotations

import atexit
import contextlib
import logging
import threading
import traceback
import weakref
from dataclasses import dataclass, field
from typing import Literal

from PySide6.QtCore import QObject, QThread, Signal, Slot

from othello_qt.core.datafile import DataFileError
from othello_qt.core.players.base import Budget, Player, SearchInfo
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import Position
from othello_qt.core.stop_flag import StopFlag

log = logging.getLogger(__name__)

RequestKind = Literal["move", "analyze"]


@dataclass(frozen=True)
class SearchRequest:
    id: int
    kind: RequestKind
    position: Position
    spec: str
    budget: Budget | None = None
    stop: StopFlag = field(default_factory=StopFlag)
    new_game: bool = False
    """Tell the cached players that a new game started before this search."""
    cancelled: threading.Event = field(default_factory=threading.Event)
    """Set when nobody wants the answer any more (``stop`` alone may be "move now")."""


class SearchWorker(QObject):
    """Runs requests one after the other in its own thread; talks back only through signals."""

    progress = Signal(int, object)
    """Request id, ``SearchInfo`` of a completed depth."""
    finished = Signal(int, object)
    """Request id, ``Decision`` (move) or ``SearchInfo`` (analyze)."""
    failed = Signal(int, str)
    """Request id, what went wrong (for the user)."""

    def __init__(self) -> None:
        super().__init__()
        self._players: dict[str, Player] = {}

    def _player(self, spec: str) -> Player:
        player = self._players.get(spec)
        if player is None:
            player = create_player(spec)
            self._players[spec] = player
        return player

    @property
    def cached_specs(self) -> frozenset[str]:
        return frozenset(self._players)

    @Slot(object)
    def retain(self, specs: frozenset[str]) -> None:
        """Forget every cached player whose spec is not in ``specs`` (runs between searches)."""
        for spec in [s for s in self._players if s not in specs]:
            del self._players[spec]

    @Slot(object)
    def run(self, request: SearchRequest) -> None:
        try:
            if request.new_game:  # even for a superseded request: the notice must not be lost
                for player in self._players.values():
                    player.new_game()
            if request.cancelled.is_set():
                return  # superseded while it waited in the queue ("move now" still answers)
            player = self._player(request.spec)

            def report(info: SearchInfo) -> None:
                self.progress.emit(request.id, info)

            if request.kind == "move":
                result: object = player.choose(request.position, request.budget, request.stop, report)
            else:
                result = player.analyze(request.position, request.budget, request.stop, report)
        except Exception as exc:  # any failure of a player must reach the user, not kill the thread
            if isinstance(exc, DataFileError):  # a user's file that cannot be used: no bug, no traceback
                log.warning("search %s failed: %s", request.spec, exc)
            else:
                log.error("search %s failed:\n%s", request.spec, traceback.format_exc())
            self.failed.emit(request.id, f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(request.id, result)


class SearchThread(QObject):
    """The UI thread's handle on one worker thread: submit, stop, cancel, shut down."""

    progress = Signal(object)
    finished = Signal(object)
    failed = Signal(str)
    _submit = Signal(object)
    _retain = Signal(object)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 1
        self._current: SearchRequest | None = None
        self._new_game = False
        self._thread = QThread()
        self._thread.setObjectName(name)
        self._worker = SearchWorker()
        self._worker.moveToThread(self._thread)
        self._submit.connect(self._worker.run)
        self._retain.connect(self._worker.retain)
        self._worker.progress.connect(self._on_progress)
        self._worker.finished.connect(self._on_finished)
        self._worker.failed.connect(self._on_failed)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()
        _LIVE.add(self)

    @property
    def busy(self) -> bool:
        """True while the current request has not answered yet."""
        return self._current is not None

    @property
    def current_request(self) -> SearchRequest | None:
        return self._current

    def mark_new_game(self) -> None:
        self._new_game = True

    def retain(self, specs: set[str] | frozenset[str]) -> None:
        """Keep only the players for ``specs`` cached; the others go once their search has ended."""
        self._retain.emit(frozenset(specs))

    def submit(self, kind: RequestKind, position: Position, spec: str, budget: Budget | None = None) -> int:
        """Start a search (stopping the previous one) and return its id."""
        self.cancel()
        request = SearchRequest(self._next_id, kind, position, spec, budget, StopFlag(), self._new_game)
        self._new_game = False
        self._next_id += 1
        self._current = request
        self._submit.emit(request)
        return request.id

    def stop_current(self) -> None:
        """Ask the current search to answer now with its best so far ("move now")."""
        if self._current is not None:
            self._current.stop.set()

    def cancel(self) -> None:
        """Stop the current search and forget it: its answer will be ignored."""
        if self._current is not None:
            self._current.cancelled.set()
            self._current.stop.set()
            self._current = None

    def _is_current(self, request_id: int) -> bool:
        return self._current is not None and self._current.id == request_id

    @Slot(int, object)
    def _on_progress(self, request_id: int, info: object) -> None:
        if self._is_current(request_id):
            self.progress.emit(info)

    @Slot(int, object)
    def _on_finished(self, request_id: int, result: object) -> None:
        if self._is_current(request_id):
            self._current = None
            self.finished.emit(result)

    @Slot(int, str)
    def _on_failed(self, request_id: int, message: str) -> None:
        if self._is_current(request_id):
            self._current = None
            self.failed.emit(message)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stop any search and end the thread; True if it ended within ``timeout_ms``."""
        self.cancel()
        return end_thread(self._thread, timeout_ms)


def end_thread(thread: QThread, timeout_ms: int) -> bool:
    """Quit ``thread``'s event loop and wait for it; True if it ended within ``timeout_ms``.

    A thread that does not end is kept referenced for good: destroying a running ``QThread`` aborts
    the process.
    """
    if not thread.isRunning():
        return True
    thread.quit()
    if thread.wait(timeout_ms):
        return True
    log.warning("thread %s did not stop within %d ms", thread.objectName(), timeout_ms)
    _ABANDONED.append(thread)
    return False


_ABANDONED: list[QThread] = []
_LIVE: weakref.WeakSet[SearchThread] = weakref.WeakSet()


@atexit.register
def _shutdown_all() -> None:
    """Last resort when the interpreter exits without the window closing: end the threads first."""
    for search in list(_LIVE):
        with contextlib.suppress(RuntimeError):  # the C++ side may already be gone
            search.shutdown(1000)
