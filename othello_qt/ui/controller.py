"""The game controller: the window's intentions go to the ``GameSession`` (the Qt-free game and its
turn logic), and what the session says changed comes out as signals, searches and timers.

The board view, panels and menus never apply rules themselves: they show the ``BoardState`` the
controller publishes and send it the user's intentions (a square, undo, a player change).  Moves
are animated by the view; the session advances the turn when the view reports the animation
finished, and keeps any click that arrives meanwhile for when it has.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from othello_qt.core import bitboard, openings
from othello_qt.core.budget import Budget
from othello_qt.core.errors import IllegalMoveError
from othello_qt.core.game import Game
from othello_qt.core.position import Color, GameResult, Move, bits_to_squares, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.events import Note, Problem, SessionEvents
from othello_qt.core.session.session import GameSession
from othello_qt.ui.ai_worker import SearchThread
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.hint_search import HintSearch
from othello_qt.ui.saved_game import SavedGameStore
from othello_qt.ui.session_texts import computer_turn_text, note_text, problem_text, side_words
from othello_qt.ui.settings import default_level

ANIMATION_WATCHDOG_MS = 5000
"""If the view never reports an animation finished, the game goes on anyway after this long."""

CLOCK_TICK_MS = 100
"""How often a running clock is shown and its flag looked at (tenths run in the last seconds)."""


def rules_kernels_ready() -> bool:
    """True once the rules kernels are compiled or loaded, so calling them cannot block the UI thread
    on numba's compile lock (held by the warm-up thread while it compiles the engine), and the
    openings' index the first move's display needs is built (by the warm-up thread, just after)."""
    ready = all(kernel.signatures for kernel in (bitboard.legal_moves, bitboard.flips))
    return ready and openings.index_ready()


def _timer(parent: QObject, slot: Callable[[], object], *, single: bool, interval: int = 0) -> QTimer:
    timer = QTimer(parent)
    timer.setSingleShot(single)
    timer.setInterval(interval)
    timer.timeout.connect(slot)
    return timer


def _session_call(*path: str) -> Callable[..., Any]:
    """A method of the controller that is the session's own: a query, or an intention that the
    controller passes on unchanged (the signals follow from what the session then says)."""

    def call(self: GameController, *args: Any, **kwargs: Any) -> Any:
        target: Any = self.session
        for name in path:
            target = getattr(target, name)
        return target(*args, **kwargs)

    call.__name__ = path[-1]
    return call


class GameController(QObject, SessionEvents):
    stateChanged = Signal(BoardState)
    movePlayed = Signal(PlayedMove)
    """A move to animate; answer with ``animation_finished``."""
    passed = Signal(Color)
    """The side that had to pass."""
    gameOver = Signal(object)
    """``GameResult``."""
    historyChanged = Signal()
    playersChanged = Signal()
    thinkingStarted = Signal(Color, str)
    """Who is thinking, and the player's description."""
    thinkingProgress = Signal(SearchResult)
    """The thinking player's last completed depth."""
    thinkingStopped = Signal()
    decisionMade = Signal(Color, SearchResult)
    """A computer move: its side and its search's answer."""
    hintsChanged = Signal(object)
    """``Hints`` or ``None`` (hints cleared)."""
    pausedChanged = Signal(bool)
    errorOccurred = Signal(str)
    message = Signal(str)
    """Short notes for the status line (illegal click, not your turn, ...)."""
    lineKept = Signal(Game)
    """A move left this game's recorded line; it is kept, as it was there, for Undo."""
    clockTicked = Signal()
    """The clocks changed (a tick while one runs, a start, a stop): show them again."""
    flagFell = Signal(Color)
    """The side whose time ran out: it lost the game on time."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        store: SavedGameStore | None = None,
        hint_spec: str | None = None,
        hint_budget: Budget | None = None,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self.session = GameSession(self, store=store, level_number=default_level(), now=now)
        self._clock_timer = _timer(self, self.check_clock, single=False, interval=CLOCK_TICK_MS)
        self._move_guard = _timer(self, self.move_now, single=True)
        self._watchdog = _timer(self, self.animation_finished, single=True, interval=ANIMATION_WATCHDOG_MS)
        self._hint = HintSearch(hint_spec, hint_budget, self)
        self._hint.changed.connect(self.hintsChanged)
        self._hint.message.connect(self.message)
        self._move_search = SearchThread("othello-ai", self)
        self._move_search.progress.connect(self.thinkingProgress)
        self._move_search.finished.connect(self._on_move_found)
        self._move_search.failed.connect(self._on_move_failed)
        app = QCoreApplication.instance()
        if app is not None:  # however the app ends, the search threads end first
            app.aboutToQuit.connect(self.shutdown)

    # --- what the window asks ---------------------------------------------------------------------

    game = property(lambda self: self.session.game)
    position = property(lambda self: self.session.position)
    ready = property(lambda self: self.session.ready)
    paused = property(lambda self: self.session.paused)
    level = property(lambda self: self.session.level)
    browsing = property(lambda self: self.session.browsing)
    browse_paused = property(lambda self: self.session.browse_paused)
    animating = property(lambda self: self.session.animating)
    finished = property(lambda self: self.session.finished)
    game_names = property(lambda self: self.session.names)
    clock = property(lambda self: self.session.clock)
    """The game's clock (``None``: an untimed game)."""
    side = _session_call("sides", "__getitem__")
    """``human``, ``level`` or a player spec of a side."""
    is_human = _session_call("is_human")
    spec_for = _session_call("spec_for")
    human_to_move = _session_call("human_to_move")
    result = _session_call("result")
    end_audience = _session_call("end_audience")
    can_undo = _session_call("can_undo")
    can_redo = _session_call("can_redo")

    @property
    def thinking(self) -> bool:
        return self._move_search.busy

    @property
    def hints(self) -> Hints | None:
        return self._hint.hints

    def short_side(self, color: Color) -> tuple[str, ...]:
        """Who plays ``color`` in a few words for the score card, longest first."""
        return side_words(self.session, color)[1:]

    def board_state(self) -> BoardState:
        position = self.position
        legal: dict[int, int] = {}
        if self.session.human_to_move():
            for square in bits_to_squares(position.legal_mask()):
                legal[square] = position.flips(move_at(square))
        last = next((m for m in reversed(self.game.moves) if not m.is_pass), None)
        return BoardState(position, legal, last, bool(legal), self.game.is_over())

    # --- what the window wants --------------------------------------------------------------------

    show_players = _session_call("show_players")
    play_square = _session_call("play_square")
    play_move = _session_call("play_move")
    undo = _session_call("undo")
    redo = _session_call("redo")
    go_to_ply = _session_call("go_to_ply")
    set_paused = _session_call("set_paused")
    set_side = _session_call("set_side")
    set_level = _session_call("set_level")
    check_clock = _session_call("check_clock")
    start = _session_call("start")
    """Begin play once the rules kernels are ready (``GameSession.start``)."""
    new_game = _session_call("new_game")
    load_game = _session_call("load_game")

    @Slot()
    def move_now(self) -> None:
        """Make the thinking computer play its best move so far."""
        self._move_search.stop_current()

    @Slot()
    def animation_finished(self) -> None:
        self._watchdog.stop()
        self.session.animation_finished()

    @Slot(bool)
    def set_hints(self, on: bool) -> None:
        self._hint.wanted = on
        self.on_hints_due()

    def set_hint_budget(self, budget: Budget) -> None:
        """How long (or deep) a hint search may refine; applies from the next hint search."""
        self._hint.budget = budget

    def set_analyzer_spec(self, spec: str | None) -> None:
        """The player that values moves for hints (``None``: the strongest built-in one)."""
        if self._hint.set_spec(spec):
            self.on_hints_due()

    def analyzer_spec(self) -> str | None:
        return self._hint.spec()

    @Slot()
    def shutdown(self) -> None:
        """Stop both searches and end their threads (the window is closing)."""
        if self.session.closed:
            return
        self.session.close()
        for timer in (self._watchdog, self._clock_timer, self._move_guard):
            timer.stop()
        self._move_search.shutdown()
        self._hint.shutdown()

    # --- the searches' answers --------------------------------------------------------------------

    @Slot(SearchResult)
    def _on_move_found(self, decision: SearchResult) -> None:
        self._move_guard.stop()
        self.thinkingStopped.emit()
        self.session.computer_moved(decision)

    @Slot(str)
    def _on_move_failed(self, message: str) -> None:
        self._move_guard.stop()
        self.thinkingStopped.emit()
        self.session.computer_failed(message)

    # --- what the session says (``SessionEvents``) ------------------------------------------------

    def on_board_changed(self) -> None:
        self.stateChanged.emit(self.board_state())

    def on_move_played(self, played: PlayedMove, animate: bool) -> None:
        if animate:
            self._watchdog.start()
        self.movePlayed.emit(played)

    def on_passed(self, color: Color) -> None:
        self.passed.emit(color)

    def on_game_over(self, result: GameResult | None) -> None:
        self.gameOver.emit(result)

    def on_history_changed(self) -> None:
        self.historyChanged.emit()

    def on_players_changed(self) -> None:
        """Tell the panels, and let the move thread forget engines no side plays any more."""
        self._move_search.retain({spec for color in Color if (spec := self.spec_for(color)) is not None})
        self.playersChanged.emit()

    def on_paused_changed(self, paused: bool) -> None:
        self.pausedChanged.emit(paused)

    def on_line_kept(self, game: Game) -> None:
        self.lineKept.emit(game)

    def on_clock_changed(self) -> None:
        self.clockTicked.emit()

    def on_clock_running(self, running: bool) -> None:
        if not running:
            self._clock_timer.stop()
        elif not self._clock_timer.isActive():
            self._clock_timer.start()

    def on_flag_fell(self, color: Color) -> None:
        self.flagFell.emit(color)

    def on_note(self, note: Note, move: Move | None = None, error: IllegalMoveError | None = None) -> None:
        if note is Note.COMPUTER_TO_MOVE:
            text = computer_turn_text(
                browse_paused=self.browse_paused, paused=self.paused, thinking=self.thinking
            )
        else:
            text = note_text(note, self.position, move, error)
        self.message.emit(text)

    def on_problem(self, problem: Problem, color: Color, reason: str) -> None:
        self.errorOccurred.emit(problem_text(problem, side_words(self.session, color)[-1], reason))

    def on_think(self, color: Color, spec: str, budget: Budget | None, guard: float | None) -> None:
        if guard is not None:
            self._move_guard.start(max(1, int(guard * 1000)))
        self._move_search.submit("move", self.position, spec, budget)
        self.thinkingStarted.emit(color, side_words(self.session, color)[0])

    def on_stop_thinking(self) -> None:
        if self._move_search.busy:
            self._move_search.cancel()
            self.thinkingStopped.emit()

    def on_decision(self, color: Color, decision: SearchResult) -> None:
        self.decisionMade.emit(color, decision)

    def on_interrupt(self) -> None:
        self._watchdog.stop()
        self._move_guard.stop()
        self.on_stop_thinking()
        self._hint.clear()

    def on_hints_due(self) -> None:
        self._hint.follow(self.session)

    def on_hints_cleared(self) -> None:
        self._hint.clear()

    def on_new_game(self) -> None:
        self._move_search.mark_new_game()
        self._hint.mark_new_game()
