"""The analysis of the game in the background: the evaluation graph's values and the game review.

The engine service's thread values every position of the game with the analysing engine
(``Player.analyze``: every legal move's value, so a move's cost comes from one search), level by
level: first shallow for every position, newest first, so the graph fills at once while the game
goes on; then deeper.  A review asks for the deepest level for every position, in game order (after
the shallow pass), and reports its progress; it can be stopped.  While the computer player thinks,
the background work stays at the shallowest level, so the two searches do not fight over the cores.
The engine's kernels are numba ``nogil``: the UI thread never waits on them.

Marks (``reviews``) come only from the review's depth or deeper (or exact results): the shallow
passes draw the graph, never a verdict the review could overturn.  What the same engine found
elsewhere (a hint's search, the computer's own move) is added with ``add_search``/``add_choice``.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot

from othello_qt.core.budget import Budget
from othello_qt.core.engine_service import EngineService, SearchRequest, Ticket, failure_message
from othello_qt.core.position import PASS, Move, Position
from othello_qt.core.review import EngineChoice, GameAnalysis, MoveReview, PositionAnalysis, PositionValue
from othello_qt.core.search_result import SearchResult
from othello_qt.ui.status_text import failure_text

LEVELS: tuple[Budget, ...] = (Budget(depth=6), Budget(depth=8), Budget(depth=11))
"""The searches of the successive passes: a few ms, some tens of ms, a few tenths of a second per
position (the last one also solves the last 17 empties exactly)."""
BACKGROUND_LEVEL = 1
"""The deepest pass done in the background while nobody asked for a review."""
REVIEW_LEVEL = len(LEVELS) - 1
PAUSE_BETWEEN_SEARCHES = 0.002
"""Seconds the analysis thread rests after each position: the shallow passes are mostly Python
between short kernel calls, and this leaves the UI thread the interpreter lock now and then."""
ENGINE_BUSY_LEVEL = 0
"""The deepest pass while the computer player is thinking."""


def review_depth() -> int:
    """The depth a verdict needs (the review's); an exact result needs none."""
    return LEVELS[REVIEW_LEVEL].depth


@dataclass(frozen=True)
class _Task:
    positions: tuple[Position, ...]
    level: int
    in_order: bool
    """Game order (a review) rather than newest first (the graph while playing)."""


class _Worker(QObject):
    """Chooses what the engine service analyses next and reports each result as a signal.

    Its methods run in the UI thread (the requests) and in the service's thread (the answers); the
    task and what is done are shared under one lock.  One search runs at a time: when it answers,
    the next (position, level) is submitted from the service's thread.
    """

    analysed = Signal(object, object, object)
    """``Position``, ``PositionAnalysis``, the analyst's spec (an answer that arrives after another
    analyst was chosen is dropped)."""
    unvalued = Signal(object, object)
    """``Position``, the spec: the engine answered it with no value (it is not asked again)."""
    failed = Signal(str)

    def __init__(self, spec: str) -> None:
        super().__init__()
        self._spec = spec
        self.service = EngineService("othello-analysis")
        self._lock = threading.Lock()
        self._task: _Task | None = None
        self._quit = False
        self._searching: tuple[Position, Ticket] | None = None
        self._done: dict[Position, int] = {}
        """Deepest level done per position (exact results count as every level)."""

    # --- called from the UI thread ----------------------------------------------------------------

    def set_task(self, task: _Task | None) -> None:
        with self._lock:
            self._task = task
            if self._searching is not None:
                position, ticket = self._searching
                if task is not None and position in task.positions:
                    return  # still wanted: the next job follows its answer
                ticket.cancel()  # that position left the game: answer the new question instead
                self._searching = None
            self._submit_next_locked()

    @property
    def spec(self) -> str:
        """The analyst's spec: the player whose answers count."""
        with self._lock:
            return self._spec

    def set_spec(self, spec: str) -> None:
        """Analyse with another player from now on: nothing the previous one found counts."""
        with self._lock:
            self._spec = spec
            self.service.retain({spec})  # a dropped external engine's process is stopped
            self._done.clear()
            if self._searching is not None:
                self._searching[1].cancel()
                self._searching = None

    def known(self, position: Position, analysis: PositionAnalysis) -> None:
        """An analysis found elsewhere: the passes it is as deep as need not search ``position``."""
        level = (
            len(LEVELS)
            if analysis.settles(LEVELS[-1].depth)
            else sum(b.depth <= analysis.depth for b in LEVELS) - 1
        )
        with self._lock:
            self._done[position] = max(self._done.get(position, -1), level)

    def quit(self, timeout: float) -> bool:
        with self._lock:
            self._quit = True
            self._searching = None
        return self.service.shutdown(timeout)

    # --- scheduling -------------------------------------------------------------------------------

    def _next(self) -> tuple[Position, int] | None:
        """The next (position, level) to analyse, or ``None`` when all is done."""
        task = self._task
        if task is None:
            return None
        order = task.positions if task.in_order else tuple(reversed(task.positions))
        # a review fills the graph with the shallowest pass first, then goes straight to its depth
        levels = (0, task.level) if task.in_order else range(task.level + 1)
        for level in levels:
            for position in order:
                if self._done.get(position, -1) < level and not position.is_game_over():
                    return position, level
        return None

    def _submit_next_locked(self) -> None:
        if self._quit or self._searching is not None or (job := self._next()) is None:
            return
        position, level = job
        # a forced pass is valued by the position after it (``PositionAnalysis.after_pass``)
        searched = position.play(PASS) if position.must_pass() else position
        spec = self._spec
        ticket = self.service.submit(
            SearchRequest("analyze", searched, spec, LEVELS[level], wait_for_kernels=True),
            on_finished=lambda t, info: self._answered(t, position, level, info, spec),
            on_failed=self._broke,
        )
        self._searching = (position, ticket)

    # --- called from the service's thread ---------------------------------------------------------

    def _answered(self, ticket: Ticket, position: Position, level: int, info: object, spec: str) -> None:
        assert isinstance(info, SearchResult)
        analysis = None
        unvalued = False
        with self._lock:
            if self._searching is None or self._searching[1] is not ticket:
                return
            self._searching = None
            if not ticket.stop.is_set() and info.score is None:
                # an answer without a value (an external engine's): nothing to show, and not asked
                # again, so the review still ends
                self._done[position] = len(LEVELS)
                unvalued = True
            elif not ticket.stop.is_set() and (info.depth or 0) > 0:
                analysis = PositionAnalysis.from_search(info)
                if position.must_pass():
                    analysis = analysis.after_pass()
                # never below what a deeper search found elsewhere (``known``)
                done = len(LEVELS) if analysis.exact else level
                self._done[position] = max(self._done.get(position, -1), done)
        if unvalued:
            self.unvalued.emit(position, spec)
        if analysis is not None:  # else interrupted: picked again if it is still wanted
            self.analysed.emit(position, analysis, spec)
            time.sleep(PAUSE_BETWEEN_SEARCHES)
        with self._lock:
            self._submit_next_locked()

    def _broke(self, ticket: Ticket, error: BaseException) -> None:
        self.failed.emit(failure_text(error, failure_message("analysis", error)))  # logs it
        with self._lock:
            if self._searching is not None and self._searching[1] is ticket:
                self._searching = None
            self._task = None


class GameAnalyzer(QObject):
    """The UI thread's view of the analysis: what is known, what to analyse next, the review."""

    changed = Signal()
    """New values are known (the graph and the move marks redraw)."""
    reviewProgress = Signal(int, int)
    """Positions reviewed, positions to review."""
    reviewFinished = Signal(bool)
    """True if the review went through the whole game, False if it was stopped."""
    failed = Signal(str)

    def __init__(self, spec: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.analysis = GameAnalysis()
        self._positions: tuple[Position, ...] = ()
        self._moves: tuple[Move, ...] = ()
        self._engine_busy = False
        self._reviewing = False
        self._enabled = True
        self._worker = _Worker(spec)
        queued = Qt.ConnectionType.QueuedConnection  # emitted in the engine service's thread
        self._worker.analysed.connect(self._on_analysed, queued)
        self._worker.unvalued.connect(self._on_unvalued, queued)
        self._worker.failed.connect(self._on_failed, queued)
        self._unvalued: set[Position] = set()
        """Positions the engine answered with no value: counted as done by a review."""
        self.failure: str | None = None
        """What went wrong when the analyst last failed, until it values a position again or
        another analyst is chosen: nothing may then say it is still at work."""
        app = QCoreApplication.instance()
        if app is not None:  # however the app ends, the analysis thread ends first
            app.aboutToQuit.connect(self.shutdown)

    # --- state ------------------------------------------------------------------------------------

    @property
    def reviewing(self) -> bool:
        return self._reviewing

    @property
    def enabled(self) -> bool:
        return self._enabled

    def values(self) -> list[PositionValue | None]:
        return self.analysis.values(self._positions)

    def reviews(self) -> list[MoveReview | None]:
        """The verdicts known at the review's depth (the shallow passes give none)."""
        return self.analysis.reviews(self._positions, self._moves, review_depth())

    def analysis_of(self, position: Position) -> PositionAnalysis | None:
        return self.analysis.get(position)

    @property
    def spec(self) -> str:
        """The analyst: the player that values the positions."""
        return self._worker.spec

    def review_counts(self) -> tuple[int, int]:
        """(positions analysed at the review's depth, positions to analyse) for the progress bar."""
        todo = [p for p in self._positions if not p.is_game_over()]
        done = sum(1 for p in todo if self._at_review_depth(p) or p in self._unvalued)
        return done, len(todo)

    def _at_review_depth(self, position: Position) -> bool:
        analysis = self.analysis.get(position)
        return analysis is not None and analysis.settles(review_depth())

    # --- requests ---------------------------------------------------------------------------------

    def set_game(self, positions: tuple[Position, ...], moves: tuple[Move, ...]) -> None:
        """The game shown (start and the position after each move, played and redo moves alike)."""
        if (positions, moves) == (self._positions, self._moves):
            return
        self._positions, self._moves = positions, moves
        self._update_task()
        self.changed.emit()

    def add_search(self, position: Position, analysis: PositionAnalysis) -> None:
        """An analysis of ``position`` by the same engine found elsewhere (a hint's search): kept if
        it is deeper than what is known, and that position is not searched again for less.  Once
        the position has its review's value, that stands: hints turned on after a review changed
        its verdicts (a new-user trial), and a review's evaluations are its own."""
        if self._at_review_depth(position):
            return
        self._worker.known(position, analysis)
        self._on_analysed(position, analysis, self._worker.spec)

    def add_choice(self, position: Position, choice: EngineChoice) -> None:
        """The move the same engine chose in ``position`` (the computer's own move)."""
        self.analysis.add_choice(position, choice)
        if position in self._positions:
            self.changed.emit()

    def set_engine_busy(self, busy: bool) -> None:
        """The computer player thinks: keep the background analysis shallow meanwhile."""
        if busy != self._engine_busy:
            self._engine_busy = busy
            self._update_task()

    def set_enabled(self, on: bool) -> None:
        """Off: no background analysis (a review still runs when asked for).  Turned on again, a
        failed analyst is tried again."""
        if on != self._enabled:
            self._enabled = on
            if on:
                self.failure = None
            self._update_task()

    def start_review(self) -> None:
        self._reviewing = True
        self._update_task()
        self.reviewProgress.emit(*self.review_counts())
        self._check_review_done()

    def stop_review(self) -> None:
        if self._reviewing:
            self._reviewing = False
            self._update_task()
            self.reviewFinished.emit(False)

    def _update_task(self) -> None:
        """What the analyst works on.  After it failed, only a review (asked for) tries it again, not
        each move: a crashing engine would be started and reported at every change of the game."""
        if not self._positions:
            task = None
        elif self._reviewing:
            task = _Task(self._positions, REVIEW_LEVEL, in_order=True)
        elif self._enabled and self.failure is None:
            level = ENGINE_BUSY_LEVEL if self._engine_busy else BACKGROUND_LEVEL
            task = _Task(self._positions, level, in_order=False)
        else:
            task = None
        self._worker.set_task(task)

    # --- results ----------------------------------------------------------------------------------

    @Slot(object, object, object)
    def _on_analysed(self, position: Position, analysis: PositionAnalysis, spec: str) -> None:
        if spec != self._worker.spec:
            return  # the analyst before the one chosen since: its values were forgotten
        recovered, self.failure = self.failure is not None, None
        if recovered:  # it answers again (a hint's search): the background analysis goes on
            self._update_task()
        if self.analysis.add(position, analysis) and position in self._positions:
            self.changed.emit()
            if self._reviewing:
                self.reviewProgress.emit(*self.review_counts())
                self._check_review_done()
        elif recovered:
            self.changed.emit()

    @Slot(object, object)
    def _on_unvalued(self, position: Position, spec: str) -> None:
        if spec != self._worker.spec:
            return
        self._unvalued.add(position)
        if self._reviewing and position in self._positions:
            self.reviewProgress.emit(*self.review_counts())
            self._check_review_done()

    def _check_review_done(self) -> None:
        done, total = self.review_counts()
        if self._reviewing and done >= total:
            self._reviewing = False
            self._update_task()
            self.reviewFinished.emit(True)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.failure = message
        self.failed.emit(message)
        if self._reviewing:
            self._reviewing = False
            self.reviewFinished.emit(False)

    def set_spec(self, spec: str) -> None:
        """Analyse with ``spec``'s player (the analyst the user chose); the values start again."""
        self._worker.set_spec(spec)
        self.clear()
        self._update_task()

    def clear(self) -> None:
        """Forget every value (a different engine, or to measure from scratch)."""
        self.analysis.clear()
        self._unvalued.clear()
        self.failure = None
        self.changed.emit()

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stop the search and end the thread; True if it ended in time."""
        return self._worker.quit(timeout_ms / 1000)
