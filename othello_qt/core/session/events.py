"""What a ``GameSession`` tells whoever shows it: plain method calls, no Qt (the window's controller
turns them into signals, searches and timers; a test records them)."""

from __future__ import annotations

from enum import Enum

from othello_qt.core.budget import Budget
from othello_qt.core.errors import IllegalMoveError
from othello_qt.core.game import Game, PlayedMove
from othello_qt.core.position import Color, GameResult, Move
from othello_qt.core.search_result import SearchResult


class Note(Enum):
    """Why an action of the user did nothing, or what it brought back (the status line words it)."""

    PLAYED_WHEN_READY = "played when ready"
    """A click before play could begin: it is played once it can be (``move``)."""
    GAME_IS_OVER = "game is over"
    COMPUTER_TO_MOVE = "computer to move"
    """A click on the computer's turn: the words name what lets it move (paused, thinking)."""
    CLOCKS_STOPPED = "clocks stopped"
    ILLEGAL_MOVE = "illegal move"
    """``move`` is refused, ``error`` says why."""
    PREVIOUS_GAME_BACK = "previous game back"
    """Undo brought back the game a load or a new game replaced."""
    BROWSED_GAME_BACK = "browsed game back"
    """Undo went back to where a move left a browsed game: that game is back with its later moves."""
    OTHER_GAME_BACK = "other game back"
    """Redo returned to the game Undo took away."""
    PLAYED_LINE_BACK = "played line back"
    """Redo returned to the moves played off a browsed game's line (``BROWSED_GAME_BACK`` undone):
    the same game, another line of it."""


class Problem(Enum):
    """A computer player that broke the game: it is paused and the user is told."""

    ILLEGAL_COMPUTER_MOVE = "illegal computer move"
    PLAYER_FAILED = "player failed"


class SessionEvents:
    """Every call does nothing here: a listener overrides the ones it shows."""

    def on_board_changed(self) -> None:
        """The position, the legal squares or the turn changed (not an animated move)."""

    def on_move_played(self, played: PlayedMove, animate: bool) -> None:
        """A move was played; with ``animate``, the turn waits for ``animation_finished``."""

    def on_passed(self, color: Color) -> None:
        """``color`` had to pass."""

    def on_game_over(self, result: GameResult | None) -> None: ...

    def on_history_changed(self) -> None:
        """The moves changed (a move, a pass, Undo, a load): once per change."""

    def on_players_changed(self) -> None: ...

    def on_paused_changed(self, paused: bool) -> None: ...

    def on_line_kept(self, game: Game) -> None:
        """A move left ``game``'s recorded line; the game as it was is kept for Undo."""

    def on_clock_changed(self) -> None:
        """The clocks changed (a tick while one runs, a start, a stop): show them again."""

    def on_clock_running(self, running: bool) -> None:
        """A clock runs (look at it often) or none does."""

    def on_flag_fell(self, color: Color) -> None:
        """``color``'s time ran out: it lost the game on time."""

    def on_note(
        self, note: Note, move: Move | None = None, error: IllegalMoveError | None = None
    ) -> None: ...

    def on_problem(self, problem: Problem, color: Color, reason: str) -> None: ...

    def on_think(self, color: Color, spec: str, budget: Budget | None, guard: float | None) -> None:
        """The computer ``spec`` plays ``color``: search now, within ``budget``; with ``guard``, make
        it move after that many seconds whatever it found (its clock must not run out)."""

    def on_stop_thinking(self) -> None:
        """Drop the computer's search, if one runs: its answer is no longer wanted."""

    def on_decision(self, color: Color, decision: SearchResult) -> None:
        """The computer playing ``color`` played ``decision``."""

    def on_interrupt(self) -> None:
        """The game is about to change under the searches: stop them, and any animation."""

    def on_hints_due(self) -> None:
        """Hints may be wanted for the position now (``GameSession.studying``)."""

    def on_hints_cleared(self) -> None:
        """The position moved on: the hints shown are stale."""

    def on_new_game(self) -> None:
        """Another game is on the board: searches start afresh (no table carried over)."""
