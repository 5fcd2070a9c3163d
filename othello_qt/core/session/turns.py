"""The game on the board and whose turn it is: moves, passes, the end, the clock, the computer's turn.

No Qt: ``GameTurns`` says what changed through ``SessionEvents``, and the window's controller turns
that into signals, searches and timers (KReversi's ``KReversiGame`` under its view).
``GameSession`` adds what the user does with games: start, load, Undo and Redo across them, browse.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from othello_qt.core.budget import Budget
from othello_qt.core.errors import IllegalMoveError
from othello_qt.core.game import Game, PlayedMove
from othello_qt.core.game_clock import GameClock, RunningClock, stop_guard
from othello_qt.core.position import PASS, Color, GameResult, Move, Position, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.autosave import Autosave, GameStore
from othello_qt.core.session.events import Note, Problem, SessionEvents
from othello_qt.core.session.modes import Arrival, LineEnd, Pause
from othello_qt.core.session.shelf import GameShelf, KeptGame, new_game_number
from othello_qt.core.session.sides import HUMAN, LEVEL, Players, spec_of


class GameTurns:
    """The game on the board, who plays it, and everything that decides what happens next in it."""

    def __init__(
        self,
        events: SessionEvents,
        *,
        store: GameStore | None = None,
        level_number: int,
        now: Callable[[], float] = time.monotonic,
    ) -> None:
        self.events = events
        self.game = Game.new()
        self.time_source = now
        """The clocks' time source (tests give a fake one)."""
        self.shelf = GameShelf()
        self.autosave = Autosave(store)
        self.clock: RunningClock | None = None
        """The game's clock (``None``: an untimed game)."""
        self.sides: list[str] = [HUMAN, LEVEL]
        self.level = level_number
        self.ready = False
        self.closed = False
        self.animating = False
        self.wait_for_animation = False
        """Set by the window when a view animates moves and reports ``animation_finished``."""
        self.queued: list[int] = []
        """Squares chosen before they could be played (while a move is animated: typed ahead, in order)."""
        self.played_here = False
        """A move was played in this game since it was started, loaded or brought back: only such a
        game replaces the autosave."""
        self.number = new_game_number()
        """The game's number (``KeptGame.number``): the lines a move left from it share it."""
        self.names: tuple[str, str] | None = None
        """The players' names of a loaded game (from its file), whoever plays on from it."""
        self._pause = Pause.NONE
        self._arrival = Arrival.PLAYED
        self._branch_ply: int | None = None
        """Where the current game left the game on top of the shelf (a move played while browsing);
        Undo back to there brings that game back with its later moves."""
        self._ended_by_move = False
        """The change being published is a move (so a game over is the game's real end)."""
        self._published_history: tuple[object, ...] | None = None

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def paused(self) -> bool:
        return self._pause is not Pause.NONE

    @property
    def browse_paused(self) -> bool:
        """The computer waits only because the user is looking at an earlier position."""
        return self._pause is Pause.BROWSING

    @property
    def chosen_pause(self) -> bool:
        """The player's own pause (kept for the next start), not a browse's."""
        return self._pause is Pause.CHOSEN

    @property
    def browsing(self) -> bool:
        """The game shows an earlier position: later moves are recorded (Redo, the move list)."""
        return self.ready and self.game.can_redo()

    @property
    def players(self) -> Players:
        """Who plays the game on the board now: the two sides' settings and the level."""
        return (self.sides[0], self.sides[1], self.level)

    @property
    def finished(self) -> bool:
        """The game is over: played to its end, or a flag fell."""
        return self.game.is_over() or (self.clock is not None and self.clock.fallen is not None)

    def is_human(self, color: Color) -> bool:
        return self.sides[color] == HUMAN

    def spec_for(self, color: Color) -> str | None:
        """Registry spec of the computer playing ``color``, ``None`` for a human."""
        return spec_of(self.sides[color], self.level)

    def line_end(self) -> LineEnd:
        """What the end of the recorded line leads to (the game's end, whose turn): what » brings."""
        end = self.game.whole_line().position
        if end.is_game_over():
            return LineEnd.OVER
        return LineEnd.PERSON if self.is_human(end.turn) else LineEnd.COMPUTER

    def human_to_move(self) -> bool:
        return self.ready and not self.animating and not self.finished and self.is_human(self.position.turn)

    def result(self) -> GameResult | None:
        return self.game.result()

    def end_audience(self) -> list[Color]:
        """The people the end of the game speaks to ("You lose"): the human players, none for a
        game only opened here, which someone else played."""
        return [color for color in Color if self.is_human(color)] if self.played_here else []

    def studying(self) -> bool:
        """A human is to move, or a computer that will not move now (paused, or looking back at
        an earlier move): the user studies the position, whoever's turn it is (hints are wanted)."""
        if self.human_to_move():
            return True
        return self.ready and not self.animating and self.paused and not self.position.is_game_over()

    def play_square(self, square: int) -> None:
        """A human chose ``square`` (click or keyboard).  Before play can begin (the engine is still
        being prepared) the click is kept and played once it can be."""
        if self.closed:
            return
        move = move_at(square)
        if not self.ready:
            self.queued = [square]
            self.events.on_note(Note.PLAYED_WHEN_READY, move)
            return
        if self.animating:
            self.queued.append(square)  # "e6f4c3" typed quickly plays all three
            return
        if self.check_clock() is not None or self.game.is_over():
            self.events.on_note(Note.GAME_IS_OVER)
            return
        if not self.is_human(self.position.turn):
            self.events.on_note(Note.COMPUTER_TO_MOVE)
            return
        if self.clock is not None and self.paused:
            self.events.on_note(Note.CLOCKS_STOPPED)
            return
        try:
            played = self._play(move)
        except IllegalMoveError as exc:
            self.events.on_note(Note.ILLEGAL_MOVE, move, exc)
            return
        self._played(played)

    def play_move(self, move: Move) -> None:
        """Play ``move`` for whichever side is to move (a human or not): scripted play, screenshots.

        Raises the ``IllegalMoveError`` that says why an illegal move is refused.
        """
        if not self.ready:
            raise RuntimeError("the game has not started yet (kernels warming up)")
        played = self._play(move)
        self._interrupt()
        self._played(played)

    def animation_finished(self) -> None:
        """The view finished animating the last move: the turn goes on."""
        if not self.animating:
            return
        self.animating = False
        self._after_change()
        while self.queued and self.human_to_move() and not self.animating:
            self.play_square(self.queued.pop(0))  # once one animates, the rest wait for it
        if not self.animating:
            self.queued.clear()  # not played (a computer's turn, the game over): forgotten

    def close(self) -> None:
        """The window is closing: the time of the move being thought about is kept, not given back."""
        if self.closed:
            return
        if self.clock is not None and self.clock.running is not None:
            self.clock.stop()
            self.autosave.forget_key()
            self._save()
        self.closed = True

    def computer_moved(self, decision: SearchResult) -> None:
        """The computer to move chose ``decision.move`` (unless the game moved on meanwhile)."""
        color = self.position.turn
        if self.check_clock() is not None or self.game.is_over() or self.is_human(color) or self.animating:
            return
        try:
            played = self._play(decision.move)
        except IllegalMoveError as exc:
            self._set_pause(Pause.CHOSEN)
            self.events.on_problem(Problem.ILLEGAL_COMPUTER_MOVE, color, str(exc))
            return
        self.events.on_decision(color, decision)
        self._played(played)

    def computer_failed(self, reason: str) -> None:
        """The computer to move failed: it is paused, and the user is told why."""
        self._set_pause(Pause.CHOSEN)
        self.events.on_problem(Problem.PLAYER_FAILED, self.position.turn, reason)

    def _set_aside(self, game: Game, players: Players | None = None) -> KeptGame:
        """``game`` as Undo or Redo keeps it: with its names, clock and players (who play now, if
        not given)."""
        clock = None if self.clock is None else self.clock.copy()
        return KeptGame(game, self.names, clock, self.played_here, players or self.players, self.number)

    def _set_pause(self, pause: Pause) -> None:
        """The one place the pause changes; the clock and the window follow a change of pausing."""
        was_paused = self.paused
        self._pause = pause
        if self.paused != was_paused:
            self._run_clock()
            self.events.on_paused_changed(self.paused)

    def _recorded_pass_next(self) -> bool:
        """The side to move must pass and the game's recorded next move is that pass."""
        game = self.game
        return not game.is_over() and game.must_pass() and game.can_redo() and game.redo_moves[0].is_pass

    def _play(self, move: Move) -> PlayedMove:
        """Play ``move`` (``IllegalMoveError`` leaves the game unchanged) and record its time on the
        clock.  A move off the recorded line (played while browsing) keeps the whole game as it was,
        for Undo, and says so."""
        game = self.game
        if self.clock is not None:
            self.clock.follow(game)
        if not game.leaves_line(move):
            played = game.play(move)
        else:
            kept = game.copy()
            played = game.play(move)
            self.shelf.keep(self._set_aside(kept))
            self._branch_ply = kept.ply
            self.events.on_line_kept(kept)
        if self.clock is not None:
            self.clock.move_played(played.color)
        return played

    def _interrupt(self) -> None:
        """Stop searches, drop queued clicks and any running animation, before the game changes."""
        self.animating = False
        self.queued.clear()
        self.events.on_interrupt()

    def _played(self, played: PlayedMove) -> None:
        """A move was just played (and checked, once, by ``Game.play``): save, show, go on."""
        self._arrival = Arrival.PLAYED  # playing on accepts the loaded game: Undo takes back moves again
        self.played_here = True
        self._ended_by_move = True
        self.events.on_hints_cleared()
        self._save()
        self._run_clock()  # the next side's time runs from the move on, its animation included
        self._publish_history()
        animate = self.wait_for_animation and not played.move.is_pass
        self.animating = animate
        self.events.on_move_played(played, animate)
        if not animate:
            self._after_change()

    def _publish_history(self) -> None:
        """History changed, once per change of the moves (a move, a pass, undo, a load)."""
        key = (self.game.start, self.game.moves, self.game.redo_moves)
        if key != self._published_history:
            self._published_history = key
            self.events.on_history_changed()

    def _after_change(self) -> None:
        """Publish the new state and start whatever comes next: a pass, the end, a search, hints."""
        if self.closed or self.animating:
            return
        game = self.game
        if self.clock is not None:
            self.clock.follow(game)
        if not game.is_over() and game.must_pass() and not self.finished:
            color = game.position.turn
            if self._recorded_pass_next():
                game.redo()
                if self.clock is not None:
                    self.clock.follow(game)
            else:
                self._play(PASS)
            self.events.on_passed(color)
        self._publish_history()
        self.events.on_board_changed()
        self._save()
        ended_by_move, self._ended_by_move = self._ended_by_move, False
        if game.is_over():
            if ended_by_move and self.played_here:  # not opened finished, not browsed to the end
                self.autosave.forget(self)
            self._run_clock()
            self.events.on_game_over(game.result())
            return
        self._run_clock()
        if self.finished:
            if self.clock is not None and self.clock.fallen is not None:
                self.events.on_flag_fell(self.clock.fallen)  # a game opened (or undone to) lost on time
            return
        color = game.position.turn
        spec = self.spec_for(color)
        if spec is not None and not self.paused and not game.must_pass():
            budget, guard = None, None
            if self.clock is not None:  # the computer plays on its clock, stopped before it runs out
                reading = self.clock.reading(color)
                budget = Budget(clock=reading)
                guard = stop_guard(reading.remaining)
            self.events.on_think(color, spec, budget, guard)
        self.events.on_hints_due()

    def _save(self) -> None:
        self.autosave.save(self)

    def _running(self, clock: GameClock | None) -> RunningClock | None:
        """A saved clock as this game's running one (on the session's time source)."""
        if clock is None or clock.control.untimed:
            return None
        running = RunningClock.continuing(clock, self.time_source)
        if isinstance(clock, RunningClock):
            running.redo = list(clock.redo)
        return running

    def _run_clock(self) -> None:
        """The side to move's time runs while the game is being played: not before it starts,
        after its end, while paused (Pause, or a computer waiting while the user looks back)."""
        clock = self.clock
        if clock is None:
            self.events.on_clock_running(False)
            return
        running = self.ready and not self.closed and not self.finished and not self.paused
        if running:
            clock.start(self.position.turn)
        else:
            clock.stop()
        self.events.on_clock_running(running)
        self.events.on_clock_changed()

    def check_clock(self) -> Color | None:
        """Show the running clock, and end the game if its flag fell; the side that lost on time."""
        clock = self.clock
        if clock is None:
            return None
        if clock.fallen is not None:
            return clock.fallen
        loser = clock.flag()
        if loser is not None:
            self._end_on_time(loser)
        elif clock.running is not None:
            self.events.on_clock_changed()
        return loser

    def _end_on_time(self, loser: Color) -> None:
        """``loser``'s flag fell: the game is over, lost on time (a saved file says so: ``RE[..:t]``)."""
        self._interrupt()
        self.events.on_clock_running(False)
        if self.played_here:
            self.autosave.forget(self)  # played to its end, like a game played out
        self.events.on_board_changed()
        self.events.on_clock_changed()
        self.events.on_flag_fell(loser)
