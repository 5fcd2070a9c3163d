"""Computer players off the UI thread: the Qt side of the core's ``EngineService``.

The service runs the searches in its own thread, numbers them, stops and drops superseded ones and
keeps the players per spec (an engine's tables survive from move to move).  This adapter turns
its callbacks into signals queued to the UI thread, and lets through only the answers to the
question the controller is still asking: after an undo, a new game or a level change the old
search is simply stale.  The UI thread never waits on a search.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal, Slot

from othello_qt.core.budget import Budget
from othello_qt.core.engine_service import (
    EngineService,
    RequestKind,
    SearchRequest,
    Ticket,
    failure_message,
)
from othello_qt.core.position import Position
from othello_qt.core.search_result import SearchResult
from othello_qt.ui.status_text import failure_text


class SearchThread(QObject):
    """The UI thread's handle on one engine service: submit, stop, cancel, shut down."""

    progress = Signal(SearchResult)
    """A completed depth of the current request."""
    finished = Signal(SearchResult)
    """The answer to the current request (a move or an analysis)."""
    failed = Signal(str)
    """What went wrong with the current request (for the user)."""
    _progressed = Signal(object, object)
    _answered = Signal(object, object)
    _broke = Signal(object, str)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._service = EngineService(name)
        self._current: Ticket | None = None
        queued = Qt.ConnectionType.QueuedConnection  # emitted in the service's thread
        self._progressed.connect(self._on_progress, queued)
        self._answered.connect(self._on_finished, queued)
        self._broke.connect(self._on_failed, queued)

    @property
    def service(self) -> EngineService:
        return self._service

    @property
    def busy(self) -> bool:
        """True while the current request has not answered yet."""
        return self._current is not None

    def mark_new_game(self) -> None:
        self._service.new_game()

    def retain(self, specs: set[str] | frozenset[str]) -> None:
        """Keep only the players for ``specs`` cached."""
        self._service.retain(specs)

    def submit(self, kind: RequestKind, position: Position, spec: str, budget: Budget | None = None) -> int:
        """Start a search (stopping the previous one) and return its id."""
        self._current = self._service.submit(
            SearchRequest(kind, position, spec, budget),
            on_progress=lambda ticket, info: self._progressed.emit(ticket, info),
            on_finished=lambda ticket, result: self._answered.emit(ticket, result),
            on_failed=lambda ticket, error: self._broke.emit(
                ticket, failure_text(error, failure_message(spec, error))
            ),
        )
        return self._current.id

    def stop_current(self) -> None:
        """Ask the current search to answer now with its best so far ("move now")."""
        if self._current is not None:
            self._current.stop.set()

    def cancel(self) -> None:
        """Stop the current search and forget it: its answer will be ignored."""
        self._service.cancel()
        self._current = None

    def _is_current(self, ticket: Ticket) -> bool:
        return ticket is self._current and ticket.wanted

    @Slot(object, object)
    def _on_progress(self, ticket: Ticket, info: SearchResult) -> None:
        if self._is_current(ticket):
            self.progress.emit(info)

    @Slot(object, object)
    def _on_finished(self, ticket: Ticket, result: SearchResult) -> None:
        if self._is_current(ticket):
            self._current = None
            self.finished.emit(result)

    @Slot(object, str)
    def _on_failed(self, ticket: Ticket, message: str) -> None:
        if self._is_current(ticket):
            self._current = None
            self.failed.emit(message)

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stop any search and end the thread; True if it ended within ``timeout_ms``."""
        self._current = None
        return self._service.shutdown(timeout_ms / 1000)
