"""The analysis of the game in the background: the evaluation graph's values and the game review.

A worker in its own ``QThread`` values every position of the game with the analysing engine
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

import logging
import threading
import time
import traceback
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from othello_qt.core.players.base import Budget, Player
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import Move, Position
from othello_qt.core.review import EngineChoice, GameAnalysis, MoveReview, PositionAnalysis, PositionValue
from othello_qt.core.stop_flag import StopFlag
from othello_qt.ui.ai_worker import end_thread

log = logging.getLogger(__name__)

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
    """Lives in the analysis thread: takes the current task, analyses, reports each result."""

    analysed = Signal(object, object)
    """``Position``, ``PositionAnalysis``."""
    failed = Signal(str)

    def __init__(self, spec: str) -> None:
        super().__init__()
        self._spec = spec
        self._player: Player | None = None
        self._condition = threading.Condition()
        self._task: _Task | None = None
        self._quit = False
        self._stop = StopFlag()
        self._searching: Position | None = None
        self._done: dict[Position, int] = {}
        """Deepest level done per position (exact results count as every level)."""

    # --- called from the UI thread ----------------------------------------------------------------

    def set_task(self, task: _Task | None) -> None:
        with self._condition:
            self._task = task
            searching = self._searching
            if searching is not None and (task is None or searching not in task.positions):
                self._stop.set()  # that position left the game: answer the new question instead
            self._condition.notify()

    def known(self, position: Position, analysis: PositionAnalysis) -> None:
        """An analysis found elsewhere: the passes it is as deep as need not search ``position``."""
        level = len(LEVELS) if analysis.exact else sum(b.depth <= analysis.depth for b in LEVELS) - 1
        with self._condition:
            self._done[position] = max(self._done.get(position, -1), level)

    def quit(self) -> None:
        with self._condition:
            self._quit = True
            self._stop.set()
            self._condition.notify()

    # --- the analysis thread ----------------------------------------------------------------------

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

    def _wait_for_kernels(self) -> bool:
        """Wait while the start-up warm-up loads the kernels (a search now would compile them in this
        thread, deaf to Stop); False if asked to quit meanwhile."""
        from othello_qt.core import jit

        while jit.is_warming():
            jit.wait_warm(0.05)
            with self._condition:
                if self._quit:
                    return False
        return True

    @Slot()
    def run(self) -> None:
        while True:
            with self._condition:
                while not self._quit and (job := self._next()) is None:
                    self._condition.wait()
                if self._quit:
                    return
                position, level = job
                self._stop.clear()
                self._searching = position
            if not self._wait_for_kernels():
                return
            try:
                if self._player is None:
                    self._player = create_player(self._spec)
                info = self._player.analyze(position, LEVELS[level], self._stop)
            except Exception as exc:  # a failing engine must reach the user, not end the thread
                log.error("analysis failed:\n%s", traceback.format_exc())
                self.failed.emit(f"{type(exc).__name__}: {exc}")
                with self._condition:
                    self._task = None
                    self._searching = None
                continue
            with self._condition:
                self._searching = None
                stopped = self._stop.is_set()
            if stopped or info.depth == 0:
                continue  # interrupted: the position is picked again if it is still wanted
            analysis = PositionAnalysis.from_search(info)
            with self._condition:  # never below what a deeper search found elsewhere (``known``)
                done = len(LEVELS) if analysis.exact else level
                self._done[position] = max(self._done.get(position, -1), done)
            self.analysed.emit(position, analysis)
            time.sleep(PAUSE_BETWEEN_SEARCHES)


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
        self._thread = QThread()
        self._thread.setObjectName("othello-analysis")
        self._worker = _Worker(spec)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.run)
        self._worker.analysed.connect(self._on_analysed)
        self._worker.failed.connect(self._on_failed)
        self._thread.start()
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

    def review_counts(self) -> tuple[int, int]:
        """(positions analysed at the review's depth, positions to analyse) for the progress bar."""
        todo = [p for p in self._positions if not p.is_game_over()]
        done = sum(1 for p in todo if self._at_review_depth(p))
        return done, len(todo)

    def _at_review_depth(self, position: Position) -> bool:
        analysis = self.analysis.get(position)
        return analysis is not None and (analysis.exact or analysis.depth >= review_depth())

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
        it is deeper than what is known, and that position is not searched again for less."""
        self._worker.known(position, analysis)
        self._on_analysed(position, analysis)

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
        """Off: no background analysis (a review still runs when asked for)."""
        if on != self._enabled:
            self._enabled = on
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
        if not self._positions:
            task = None
        elif self._reviewing:
            task = _Task(self._positions, REVIEW_LEVEL, in_order=True)
        elif self._enabled:
            level = ENGINE_BUSY_LEVEL if self._engine_busy else BACKGROUND_LEVEL
            task = _Task(self._positions, level, in_order=False)
        else:
            task = None
        self._worker.set_task(task)

    # --- results ----------------------------------------------------------------------------------

    @Slot(object, object)
    def _on_analysed(self, position: Position, analysis: PositionAnalysis) -> None:
        if self.analysis.add(position, analysis) and position in self._positions:
            self.changed.emit()
            if self._reviewing:
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
        self.failed.emit(message)
        if self._reviewing:
            self._reviewing = False
            self.reviewFinished.emit(False)

    def clear(self) -> None:
        """Forget every value (a different engine, or to measure from scratch)."""
        self.analysis.clear()
        self.changed.emit()

    def shutdown(self, timeout_ms: int = 3000) -> bool:
        """Stop the search and end the thread; True if it ended in time."""
        self._worker.quit()
        return end_thread(self._thread, timeout_ms)
