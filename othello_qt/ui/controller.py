"""The game controller: owns the ``Game`` and the turn logic, talks to the rest only by signals/slots.

The board view, panels and menus never apply rules themselves: they show the ``BoardState`` the
controller publishes and send it the user's intentions (a square, undo, a player change).  Moves
are animated by the view; the controller advances the turn when the view reports the animation
finished, and keeps any click that arrives meanwhile for when it has.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from othello_qt.core import bitboard, openings
from othello_qt.core.errors import IllegalMoveError
from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, RunningClock, TimeControl, stop_guard
from othello_qt.core.kept_games import KeptGame, Players, end_game, game_to_offer, new_game_number
from othello_qt.core.players.base import Budget, ScoreUnit
from othello_qt.core.players.levels import level
from othello_qt.core.position import PASS, Color, GameResult, Move, Position, bits_to_squares, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.ui.ai_worker import SearchThread
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.game_start import available_player
from othello_qt.ui.hint_search import HintSearch, unit_of
from othello_qt.ui.i18n import translate
from othello_qt.ui.saved_game import SavedGameStore
from othello_qt.ui.settings import HUMAN, LEVEL, default_level
from othello_qt.ui.status_text import illegal_move_text, key_text, side_texts

log = logging.getLogger(__name__)

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


REPLACED_GAMES_KEPT = 20
"""How many replaced games Undo can bring back."""


class GameController(QObject):
    stateChanged = Signal(object)
    """``BoardState`` to show (after every change that is not an animated move)."""
    movePlayed = Signal(object)
    """``PlayedMove`` to animate; answer with ``animation_finished``."""
    passed = Signal(object)
    """``Color`` of the side that had to pass."""
    gameOver = Signal(object)
    """``GameResult``."""
    historyChanged = Signal()
    playersChanged = Signal()
    thinkingStarted = Signal(object, str)
    """``Color`` thinking and the player's description."""
    thinkingProgress = Signal(object)
    """``SearchResult`` of the thinking player's last completed depth."""
    thinkingStopped = Signal()
    decisionMade = Signal(object, object)
    """``Color``, ``SearchResult`` of a computer move."""
    hintsChanged = Signal(object)
    """``Hints`` or ``None`` (hints cleared)."""
    pausedChanged = Signal(bool)
    errorOccurred = Signal(str)
    message = Signal(str)
    """Short notes for the status line (illegal click, not your turn, ...)."""
    lineKept = Signal(object)
    """``Game``: a move left its recorded line; it is kept, as it was there, for Undo."""
    clockTicked = Signal()
    """The clocks changed (a tick while one runs, a start, a stop): show them again."""
    flagFell = Signal(object)
    """``Color`` whose time ran out: it lost the game on time."""

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
        self.game = Game.new()
        self.time_source = now
        """The clocks' time source (tests give a fake one)."""
        self._clock: RunningClock | None = None
        self._clock_timer = QTimer(self)
        self._clock_timer.setInterval(CLOCK_TICK_MS)
        self._clock_timer.timeout.connect(self.check_clock)
        self._move_guard = QTimer(self)
        self._move_guard.setSingleShot(True)
        self._move_guard.timeout.connect(self.move_now)
        self._sides: list[str] = [HUMAN, LEVEL]
        self._level = default_level()
        self._paused = False
        self._ready = False
        self._animating = False
        self._queued: list[int] = []
        """Squares chosen before they could be played (while a move is animated: typed ahead, in order)."""
        self._published_history: tuple[object, ...] | None = None
        self._played_here = False
        """A move was played in this game since it was started, loaded or brought back: only such a
        game replaces the autosave."""
        self._ended_by_move = False
        """The change being published is a move (so a game over is the game's real end)."""
        self._replaced: list[KeptGame] = []
        """Games replaced by a load or a new game, newest last (Undo brings them back)."""
        self._reloadable: list[KeptGame] = []
        self._number = new_game_number()
        """The game's number (``KeptGame.number``): the lines a move left from it share it."""
        """Games Undo took away again (Redo re-applies the load)."""
        self._fresh = ""
        """``loaded`` right after a load or new game, ``restored`` right after Undo brought one back."""
        self._names: tuple[str, str] | None = None
        self._browse_paused = False
        """The computer waits only because the user browsed back; returning to the end resumes it."""
        self._branch_ply: int | None = None
        """Where the current game left the game on top of ``_replaced`` (a move played while
        browsing); Undo back to there brings that game back with its later moves."""
        self._saved_key: tuple[object, ...] | None = None
        self.wait_for_animation = False
        """Set by the window when a view animates moves and reports ``animation_finished``."""
        self._store = store
        self._hints_on = False
        self._hint = HintSearch(hint_spec, hint_budget, self)
        self._hint.changed.connect(self.hintsChanged)
        self._hint.message.connect(self.message)
        self._move_search = SearchThread("othello-ai", self)
        self._move_search.progress.connect(self._on_move_progress)
        self._move_search.finished.connect(self._on_move_found)
        self._move_search.failed.connect(self._on_move_failed)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.setInterval(ANIMATION_WATCHDOG_MS)
        self._watchdog.timeout.connect(self.animation_finished)
        self._closed = False
        app = QCoreApplication.instance()
        if app is not None:  # however the app ends, the search threads end first
            app.aboutToQuit.connect(self.shutdown)

    # --- queries ----------------------------------------------------------------------------------

    @property
    def ready(self) -> bool:
        return self._ready

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def level(self) -> int:
        return self._level

    @property
    def browsing(self) -> bool:
        """The game shows an earlier position: later moves are recorded (Redo, the move list)."""
        return self._ready and self.game.can_redo()

    @property
    def browse_paused(self) -> bool:
        """The computer waits only because the user is looking at an earlier position."""
        return self._paused and self._browse_paused

    @property
    def animating(self) -> bool:
        return self._animating

    @property
    def thinking(self) -> bool:
        return self._move_search.busy

    @property
    def hints(self) -> Hints | None:
        return self._hint.hints

    def side(self, color: Color) -> str:
        """``human``, ``level`` or a player spec."""
        return self._sides[color]

    def is_human(self, color: Color) -> bool:
        return self._sides[color] == HUMAN

    def spec_for(self, color: Color) -> str | None:
        """Registry spec of the computer playing ``color``, ``None`` for a human."""
        setting = self._sides[color]
        if setting == HUMAN:
            return None
        if setting == LEVEL:
            return level(self._level).spec
        return setting

    def _players_now(self) -> Players:
        """Who plays the game on the board now: the two sides' settings and the level."""
        return (self._sides[0], self._sides[1], self._level)

    def score_unit(self, color: Color) -> ScoreUnit:
        """What the scores of the player of ``color`` count (``NONE`` for a human)."""
        return unit_of(self.spec_for(color))

    def short_side(self, color: Color) -> tuple[str, ...]:
        """Who plays ``color`` in a few words for the score card, longest first: ``Computer · level 5``,
        ``Level 5``; ``Computer · Master engine``, ``Master engine``."""
        return self._side_texts(color)[1:]

    def describe_side(self, color: Color) -> str:
        """Who plays ``color``, in a sentence (tooltips, the thinking line)."""
        return self._side_texts(color)[0]

    def player_name(self, color: Color) -> str:
        """Who plays ``color`` in the fewest words, inside a sentence: ``Level 5``, ``External engine
        (Edax)`` -- never a spec."""
        return self._side_texts(color)[-1]

    def _side_texts(self, color: Color) -> tuple[str, ...]:
        setting = self._sides[color]
        at_level = level(self._level) if setting == LEVEL else None
        return side_texts(self.spec_for(color), at_level)

    def human_to_move(self) -> bool:
        return self._ready and not self._animating and not self.finished and self.is_human(self.position.turn)

    @property
    def clock(self) -> RunningClock | None:
        """The game's clock (``None``: an untimed game)."""
        return self._clock

    @property
    def finished(self) -> bool:
        """The game is over: played to its end, or a flag fell."""
        return self.game.is_over() or (self._clock is not None and self._clock.fallen is not None)

    def board_state(self) -> BoardState:
        position = self.position
        legal: dict[int, int] = {}
        over = self.game.is_over()
        if self._ready and not self.finished and self.is_human(position.turn) and not self._animating:
            for square in bits_to_squares(position.legal_mask()):
                legal[square] = position.flips(move_at(square))
        last = next((m for m in reversed(self.game.moves) if not m.is_pass), None)
        return BoardState(position, legal, last, bool(legal), over)

    def result(self) -> GameResult | None:
        return self.game.result()

    # --- start-up ---------------------------------------------------------------------------------

    def start(
        self,
        game: Game | None = None,
        black: str | None = None,
        white: str | None = None,
        level_number: int | None = None,
        *,
        set_aside: Game | None = None,
        clock: GameClock | None = None,
        kept: Game | None = None,
        kept_players: Players | None = None,
        set_aside_players: Players | None = None,
        paused: bool = False,
        kept_same_game: bool = False,
    ) -> None:
        """Begin play (once the rules kernels are ready): a new game or the one given.

        ``set_aside``: an unfinished game the user chose not to continue; Undo brings it back.
        ``kept``: the other game the last session kept (``SavedGame.kept``); Undo reaches it too.
        ``kept_players``, ``set_aside_players``: who played those two (``KeptGame.players``).
        ``clock``: the given game's clock, which goes on with the times left.
        ``paused``: the player had paused the given game's computer; it waits again.
        ``kept_same_game``: ``kept`` is a line a move left from the saved game (``SavedGame``).
        """
        self._ready = True
        self._clock = self._running(clock)
        saved_number = new_game_number()  # the saved game's, continued or set aside
        if kept is not None:
            number = saved_number if kept_same_game else new_game_number()
            self._replaced.append(KeptGame(kept, None, played_here=True, players=kept_players, number=number))
        if set_aside is not None:
            self._replaced.append(
                KeptGame(set_aside, None, played_here=True, players=set_aside_players, number=saved_number)
            )
            self._fresh = "loaded"
        if black is not None:
            self._sides[0] = black
        if white is not None:
            self._sides[1] = white
        if level_number is not None:
            self.set_level(level_number, restart=False)
        early_clicks = list(self._queued)  # the user said "continue": a restored game plays on
        if game is not None:  # restored at an earlier move (later ones recorded): a computer waits
            self._pause_for(game)
        if game is not None and paused:
            self._browse_paused = False
            self._set_paused(True)
        self._number = saved_number if game is not None else new_game_number()
        self._load(game if game is not None else Game.new(), new_game=True)
        self._played_here = game is not None  # the autosave's own game: it stays the saved one
        if early_clicks and self.human_to_move():
            self.play_square(early_clicks[-1])

    def show_players(self, black: str, white: str, level_number: int) -> None:
        """Before play begins: the remembered players and level, so the panel shows them at once
        (``start`` confirms them once the kernels are ready)."""
        if self._ready:
            return
        self._sides = [black, white]
        with contextlib.suppress(ValueError):  # an unknown level: the default until start() decides
            self.set_level(level_number, restart=False)
        self.playersChanged.emit()

    def _running(self, clock: GameClock | None) -> RunningClock | None:
        """A saved clock as this game's running one (on the controller's time source)."""
        if clock is None or clock.control.untimed:
            return None
        running = RunningClock.continuing(clock, self.time_source)
        if isinstance(clock, RunningClock):
            running.redo = list(clock.redo)
        return running

    def _load(self, game: Game, *, new_game: bool) -> None:
        self._interrupt()
        self.game = game
        self._branch_ply = None
        self._played_here = False
        self._ended_by_move = False
        if new_game:
            self._move_search.mark_new_game()
            self._hint.mark_new_game()
        self._players_changed()
        self._after_change()

    def _players_changed(self) -> None:
        """Tell the panels, and let the move thread forget engines no side plays any more."""
        self._move_search.retain({spec for color in Color if (spec := self.spec_for(color)) is not None})
        self.playersChanged.emit()

    # --- user intentions --------------------------------------------------------------------------

    @Slot(int)
    def play_square(self, square: int) -> None:
        """A human chose ``square`` (click or keyboard).  Before play can begin (the engine is still
        being prepared) the click is kept and played once it can be."""
        if self._closed:
            return
        if not self._ready:
            self._queued = [square]
            self.message.emit(
                translate("GameController", "{move} will be played as soon as the game is ready").format(
                    move=move_at(square)
                )
            )
            return
        if self._animating:
            self._queued.append(square)  # "e6f4c3" typed quickly plays all three
            return
        position = self.position
        if self.check_clock() is not None or self.game.is_over():
            self.message.emit(
                translate("GameController", "The game is over — start a new game ({keys})").format(
                    keys=key_text("Ctrl+N")
                )
            )
            return
        if not self.is_human(position.turn):
            self.message.emit(self._computer_turn_note())
            return
        if self._clock is not None and self._paused:
            self.message.emit(
                translate("GameController", "The clocks are stopped — Resume ({keys}) to play on").format(
                    keys=key_text("Ctrl+P")
                )
            )
            return
        move = move_at(square)
        try:
            played = self._play(move)
        except IllegalMoveError as exc:
            self.message.emit(illegal_move_text(move, exc, position))
            return
        self._played(played)

    def _computer_turn_note(self) -> str:
        """Why a click on the computer's turn does nothing, naming only an action that is enabled."""
        if self.browse_paused:
            return translate(
                "GameController",
                "The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) "
                "lets it play",
            ).format(last_keys=key_text("Alt+End"), play_keys=key_text("Ctrl+P"))
        if self._paused:
            return translate(
                "GameController", "The computer is paused — Resume ({keys}) lets it play"
            ).format(keys=key_text("Ctrl+P"))
        if self.thinking:
            return translate(
                "GameController", "Wait for the computer to move (or press Move now, {keys})"
            ).format(keys=key_text("Ctrl+M"))
        return translate("GameController", "Wait for the computer to move")

    def new_game(
        self,
        black: str | None = None,
        white: str | None = None,
        time_control: TimeControl | None = None,
        level_number: int | None = None,
    ) -> None:
        """Start from the initial position, on a clock if ``time_control`` is given; Undo right after
        brings back the game it replaced, with its players."""
        leaving = self._players_now()
        if black is not None:
            self._sides[0] = black
        if white is not None:
            self._sides[1] = white
        if level_number is not None:
            self._level = level(level_number).number  # ValueError for an unknown level
        self._set_paused(False)
        self._ready = True
        clock = None if time_control is None else GameClock(time_control)
        self._replace_game(Game.new(), None, clock, leaving)

    def load_game(
        self,
        game: Game,
        names: tuple[str, str] | None = None,
        clock: GameClock | None = None,
        *,
        play_on: bool = False,
    ) -> None:
        """Continue from a loaded game (file, paste); ``names``: who played it, from the file;
        ``clock``: its clock (GGF ``TI`` and move times), which goes on with the times left.

        Whoever plays the sides, a computer to move waits until the user resumes it, unless
        ``play_on`` (the board editor's "Play from here"); Undo right after the load brings back
        the game it replaced.
        """
        self._pause_for(game, loaded=True)
        self._replace_game(game, names, clock)
        if play_on:
            self.set_paused(False)

    def end_audience(self) -> list[Color]:
        """The people the end of the game speaks to ("You lose"): the human players, none for a
        game only opened here, which someone else played."""
        return [color for color in Color if self.is_human(color)] if self._played_here else []

    @property
    def game_names(self) -> tuple[str, str] | None:
        """The players' names of a loaded game (from its file), whoever plays on from it."""
        return self._names

    def can_undo(self) -> bool:
        """True if Undo does something: take back a move, or bring back a replaced game."""
        return self._ready and (self.game.can_undo() or bool(self._replaced))

    def can_redo(self) -> bool:
        reload = bool(self._reloadable)  # at the end of the line, Redo returns to the newer game
        return self._ready and (self.game.can_redo() or reload)

    def _replace_game(
        self,
        game: Game,
        names: tuple[str, str] | None,
        clock: GameClock | None,
        players: Players | None = None,
    ) -> None:
        """``game`` on the board; the one it replaces, played by ``players`` (who play now, if not
        given), goes where Undo finds it."""
        if self.game.ply or self.game.can_redo():  # an empty board is not worth bringing back
            self._keep(self.game, players)
        self._names = names
        self._fresh = "loaded"
        self._clock = self._running(clock)
        self._number = new_game_number()
        self._load(game, new_game=True)

    def _keep(self, game: Game, players: Players | None = None) -> None:
        """``game``, played by ``players`` (who play now, if not given), goes where Undo finds it (the
        newest of ``REPLACED_GAMES_KEPT``); games Redo could have brought back go under it, so Undo
        still reaches them."""
        self._replaced.extend(reversed(self._reloadable))
        self._reloadable.clear()
        self._replaced.append(self._set_aside(game, players))
        del self._replaced[:-REPLACED_GAMES_KEPT]

    def _set_aside(self, game: Game, players: Players | None = None) -> KeptGame:
        """``game`` as Undo or Redo keeps it: with its names, clock and players (who play now, if
        not given)."""
        players = players or self._players_now()
        return KeptGame(game, self._names, self._clock_copy(), self._played_here, players, self._number)

    def _take_players(self, players: Players | None) -> None:
        """A game Undo or Redo brings back is played by who played it when it left the board (a
        player this build no longer has: the level slider's)."""
        if players is None:
            return
        black, white, number = players
        self._sides = [available_player(black), available_player(white)]
        with contextlib.suppress(ValueError):  # a level this build lacks: the slider stays
            self._level = level(number).number

    def _clock_copy(self) -> RunningClock | None:
        return None if self._clock is None else self._clock.copy()

    def _play(self, move: Move) -> PlayedMove:
        """Play ``move`` (``IllegalMoveError`` leaves the game unchanged) and record its time on the
        clock.  A move off the recorded line (played while browsing) keeps the whole game as it was,
        for Undo, and says so."""
        game = self.game
        if self._clock is not None:
            self._clock.follow(game)
        if not game.leaves_line(move):
            played = game.play(move)
        else:
            kept = game.copy()
            played = game.play(move)
            self._keep(kept)
            self._branch_ply = kept.ply
            self.lineKept.emit(kept)
        if self._clock is not None:
            self._clock.move_played(played.color)
        return played

    def _swap_game(
        self,
        source: list[KeptGame],
        target: list[KeptGame],
        fresh: str,
        *,
        current: Game | None = None,
        ply: int | None = None,
    ) -> None:
        """Undo or redo a load: the game on top of ``source`` comes back (at ``ply``, if given), the
        current one (or ``current``, the same game before this Undo) goes to ``target``."""
        leaving = current if current is not None else self.game
        target.append(self._set_aside(leaving))
        back = source.pop()
        self._take_players(back.players)
        self._names = back.names
        self._clock = self._running(back.clock)
        self._number = back.number
        self._fresh = fresh
        game = back.game
        if ply is not None and ply < game.ply:
            game.truncate(ply)
        self._pause_for(game, loaded=True)
        self._load(game, new_game=True)
        self._played_here = back.played_here
        self._save()  # a game played here is the game in progress again: the autosave follows it

    @Slot()
    def undo(self) -> None:
        """Take back to the last position where a human was to move (works while the AI thinks); right
        after a load or a new game (or with nothing left to take back), bring back the game it replaced;
        back where a move left a browsed game, bring that game back with its later moves."""
        if not self._ready:
            return
        if self._replaced and (self._fresh == "loaded" or not self.game.can_undo()):
            self._swap_game(self._replaced, self._reloadable, "restored")
            self.message.emit(
                translate(
                    "GameController",
                    "The previous game is back — Redo ({keys}) returns to the other one",
                ).format(keys=key_text("Ctrl+Shift+Z"))
            )
            return
        if not self.game.can_undo():
            return
        self._fresh = ""
        self._interrupt()
        game = self.game
        before = game.copy()
        game.undo()
        if any(self.is_human(c) for c in Color):
            while game.can_undo() and (not self.is_human(game.position.turn) or game.must_pass()):
                game.undo()
        else:
            while game.can_undo() and game.must_pass():
                game.undo()
        if self._branch_ply is not None and game.ply <= self._branch_ply and self._replaced:
            self._swap_game(self._replaced, self._reloadable, "restored", current=before, ply=game.ply)
            self.message.emit(
                translate(
                    "GameController",
                    "The game you were looking at is back, with its later moves — "
                    "Redo ({keys}) returns to the moves you played",
                ).format(keys=key_text("Ctrl+Shift+Z"))
            )
            return
        self._pause_for(game)
        self._after_change()

    @Slot()
    def redo(self) -> None:
        if not self._ready:
            return
        if self._reloadable and (self._fresh == "restored" or not self.game.can_redo()):
            self._swap_game(self._reloadable, self._replaced, "loaded")
            self.message.emit(
                translate(
                    "GameController", "The other game is back — Undo ({keys}) returns to the previous one"
                ).format(keys=key_text("Ctrl+Z"))
            )
            return
        if not self.game.can_redo():
            return
        self._fresh = ""
        self._interrupt()
        game = self.game
        game.redo()
        if any(self.is_human(c) for c in Color):
            while game.can_redo() and (not self.is_human(game.position.turn) or game.must_pass()):
                game.redo()
        else:
            while game.can_redo() and game.must_pass():
                game.redo()
        self._pause_for(game)
        self._after_change()

    @Slot(int)
    def go_to_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves (from the move list); later moves stay for redo."""
        if not self._ready:
            return
        total = self.game.ply + len(self.game.redo_moves)
        if not 0 <= ply <= total or ply == self.game.ply:
            return
        self._fresh = ""
        self._interrupt()
        back = ply < self.game.ply
        while self.game.ply > ply:
            self.game.undo()
        # a side that must pass passes at once (``_after_change`` redoes the recorded pass): going
        # back, the position before the pass is passed over, or a step back would come straight back
        while back and self.game.ply > 0 and self._recorded_pass_next():
            self.game.undo()
            ply = self.game.ply
        while self.game.ply < ply:
            self.game.redo()
        self._pause_for(self.game)
        self._after_change()

    def _recorded_pass_next(self) -> bool:
        """The side to move must pass and the game's recorded next move is that pass."""
        game = self.game
        return not game.is_over() and game.must_pass() and game.can_redo() and game.redo_moves[0].is_pass

    def _pause_for(self, game: Game, *, loaded: bool = False) -> None:
        """Whether a computer to move at ``game``'s position waits, before it is shown.

        Looking at an earlier position (later moves recorded), a computer to move waits for the
        user, who may go back to the end or let it play on from there (both sides computers: any
        position).  Back at the end of the line, a computer that only waited for the browsing plays
        on; a pause the user chose stays.  A ``loaded`` game (a file, a paste, Undo of a load) with
        a computer to move waits until the user resumes it.
        """
        computer_to_move = not game.is_over() and not self.is_human(game.position.turn)
        if loaded:
            self._browse_paused = False
            self._set_paused(computer_to_move and not game.can_redo())
        if not game.can_redo():
            if self._browse_paused:
                self._browse_paused = False
                self._set_paused(False)
            return
        if self._paused and not self._browse_paused:
            return
        humans = any(self.is_human(c) for c in Color)
        pause = computer_to_move if humans else not game.is_over()
        self._browse_paused = pause
        self._set_paused(pause)

    @Slot()
    def move_now(self) -> None:
        """Make the thinking computer play its best move so far."""
        self._move_search.stop_current()

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        """Pause or resume the computer(s); resuming lets a computer to move start thinking."""
        self._browse_paused = False  # the user's own choice from now on
        if paused == self._paused:
            self._save()  # a browse's pause became the player's own: kept for the next start
            return
        self._set_paused(paused)
        self._save()
        if paused:
            if self._move_search.busy:
                self._move_search.cancel()
                self.thinkingStopped.emit()
            self._update_hints()  # the computer's turn, now to study
        else:
            self._after_change()

    def _set_paused(self, paused: bool) -> None:
        if paused != self._paused:
            self._paused = paused
            self._run_clock()
            self.pausedChanged.emit(paused)

    def set_side(self, color: Color, setting: str) -> None:
        """Who plays ``color`` from its next move on: ``human``, ``level`` or a player spec."""
        if setting == self._sides[color]:
            return
        self._sides[color] = setting  # the file's players still played its moves: their names stay
        if self._paused and self._clock is None and all(self.is_human(c) for c in Color):
            self._set_paused(False)  # no computer and no clock: nothing is left to pause
        self._players_changed()
        self._restart_turn_if(color)

    def set_level(self, number: int, *, restart: bool = True) -> None:
        level(number)  # ValueError for an unknown level
        if number == self._level:
            return
        self._level = number
        self._players_changed()
        if restart:
            for color in Color:
                if self._sides[color] == LEVEL:
                    self._restart_turn_if(color)

    def _restart_turn_if(self, color: Color) -> None:
        if not self._ready or self._animating or self.game.is_over() or self.position.turn != color:
            self._save()
            return
        if self._move_search.busy:
            self._move_search.cancel()
            self.thinkingStopped.emit()
        self._after_change()

    def set_hint_budget(self, budget: Budget) -> None:
        """How long (or deep) a hint search may refine; applies from the next hint search."""
        self._hint.budget = budget

    def play_move(self, move: Move) -> None:
        """Play ``move`` for whichever side is to move (a human or not): scripted play, screenshots.

        Raises the ``IllegalMoveError`` that says why an illegal move is refused.
        """
        if not self._ready:
            raise RuntimeError("the game has not started yet (kernels warming up)")
        played = self._play(move)
        self._interrupt()
        self._played(played)

    @Slot(bool)
    def set_hints(self, on: bool) -> None:
        self._hints_on = on
        self._update_hints()

    @Slot()
    def animation_finished(self) -> None:
        """The view finished animating the last move: the turn goes on."""
        self._watchdog.stop()
        if not self._animating:
            return
        self._animating = False
        self._after_change()
        while self._queued and self.human_to_move() and not self._animating:
            self.play_square(self._queued.pop(0))  # once one animates, the rest wait for it
        if not self._animating:
            self._queued.clear()  # not played (a computer's turn, the game over): forgotten

    @Slot()
    def shutdown(self) -> None:
        """Stop both searches and end their threads (the window is closing)."""
        if self._closed:
            return
        if self._clock is not None and self._clock.running is not None:
            self._clock.stop()  # the time of the move being thought about is kept, not given back
            self._saved_key = None
            self._save()
        self._closed = True
        self._watchdog.stop()
        self._clock_timer.stop()
        self._move_guard.stop()
        self._move_search.shutdown()
        self._hint.shutdown()

    # --- turn logic -------------------------------------------------------------------------------

    def _interrupt(self) -> None:
        """Stop searches, drop queued clicks and any running animation, before the game changes."""
        self._watchdog.stop()
        self._move_guard.stop()
        self._animating = False
        self._queued.clear()
        if self._move_search.busy:
            self._move_search.cancel()
            self.thinkingStopped.emit()
        self._hint.clear()

    def _played(self, played: PlayedMove) -> None:
        """A move was just played (and checked, once, by ``Game.play``): save, show, go on."""
        self._fresh = ""  # playing on accepts the loaded game: Undo takes back moves again
        self._played_here = True
        self._ended_by_move = True
        self._hint.clear()
        self._save()
        self._run_clock()  # the next side's time runs from the move on, its animation included
        self._publish_history()
        if self.wait_for_animation and not played.move.is_pass:
            self._animating = True
            self._watchdog.start()
            self.movePlayed.emit(played)
        else:
            self.movePlayed.emit(played)
            self._after_change()

    def _publish_history(self) -> None:
        """``historyChanged``, once per change of the moves (a move, a pass, undo, a load)."""
        key = self._history_key()
        if key != self._published_history:
            self._published_history = key
            self.historyChanged.emit()

    def _history_key(self) -> tuple[object, ...]:
        return (self.game.start, self.game.moves, self.game.redo_moves)

    def _after_change(self) -> None:
        """Publish the new state and start whatever comes next: a pass, the end, a search, hints."""
        if self._closed or self._animating:
            return
        game = self.game
        if self._clock is not None:
            self._clock.follow(game)
        if not game.is_over() and game.must_pass() and not self.finished:
            color = game.position.turn
            if self._recorded_pass_next():
                game.redo()
                if self._clock is not None:
                    self._clock.follow(game)
            else:
                self._play(PASS)
            self.passed.emit(color)
        self._publish_history()
        self.stateChanged.emit(self.board_state())
        self._save()
        ended_by_move, self._ended_by_move = self._ended_by_move, False
        if game.is_over():
            result = game.result()
            if ended_by_move and self._played_here:  # not opened finished, not browsed to the end
                self._forget_saved_game()
            self._run_clock()
            self.gameOver.emit(result)
            return
        self._run_clock()
        if self.finished:
            if self._clock is not None and self._clock.fallen is not None:
                self.flagFell.emit(self._clock.fallen)  # a game opened (or undone to) lost on time
            return
        color = game.position.turn
        spec = self.spec_for(color)
        if spec is not None and not self._paused and not game.must_pass():
            budget = None
            if self._clock is not None:  # the computer plays on its clock, stopped before it runs out
                reading = self._clock.reading(color)
                budget = Budget(clock=reading)
                self._move_guard.start(max(1, int(stop_guard(reading.remaining) * 1000)))
            self._move_search.submit("move", game.position, spec, budget)
            self.thinkingStarted.emit(color, self.describe_side(color))
        self._update_hints()

    # --- the clock --------------------------------------------------------------------------------

    def _run_clock(self) -> None:
        """The side to move's time runs while the game is being played: not before it starts,
        after its end, while paused (Pause, or a computer waiting while the user looks back)."""
        clock = self._clock
        if clock is None:
            self._clock_timer.stop()
            return
        if self._ready and not self._closed and not self.finished and not self._paused:
            clock.start(self.position.turn)
            if not self._clock_timer.isActive():
                self._clock_timer.start()
        else:
            clock.stop()
            self._clock_timer.stop()
        self.clockTicked.emit()

    @Slot()
    def check_clock(self) -> Color | None:
        """Show the running clock, and end the game if its flag fell; the side that lost on time."""
        clock = self._clock
        if clock is None:
            return None
        if clock.fallen is not None:
            return clock.fallen
        loser = clock.flag()
        if loser is not None:
            self._end_on_time(loser)
        elif clock.running is not None:
            self.clockTicked.emit()
        return loser

    def _end_on_time(self, loser: Color) -> None:
        """``loser``'s flag fell: the game is over, lost on time (a saved file says so: ``RE[..:t]``)."""
        self._interrupt()
        self._move_guard.stop()
        self._clock_timer.stop()
        if self._played_here:
            self._forget_saved_game()  # played to its end, like a game played out
        self.stateChanged.emit(self.board_state())
        self.clockTicked.emit()
        self.flagFell.emit(loser)

    def _save(self) -> None:
        """Autosave the game in progress, once per change (of the moves, the players or the level).

        The file holds the game on the board once a move was played in it here, wherever the user
        browses it: an empty board, or a game just opened or pasted, never replaces it until a move
        is played there (a game the user declined at start-up is offered again until then).  Beside
        it the file keeps the newest other game played here that Redo or Undo could bring back (a
        line a new one left, the game Undo went back from), so quitting loses neither."""
        empty = self.game.ply == 0 and not self.game.can_redo()
        if self._store is None or not self._ready or self.finished or empty or not self._played_here:
            return
        if self.game.line_is_over():  # browsing a game played to its end: no game to resume
            return
        times = None if self._clock is None else tuple(self._clock.history)
        kept = self._kept_entry()
        kept_key = (
            None if kept is None else (kept.game.start, kept.game.moves, kept.game.redo_moves, kept.players)
        )
        players = self._players_now()
        paused = self._paused and not self._browse_paused  # the player's pause, not a browse's
        key = (*self._history_key(), *players, times, kept_key, paused)
        if key != self._saved_key:
            self._saved_key = key
            black, white, level_number = players
            self._store.save(
                self.game,
                black,
                white,
                level_number,
                self._clock,
                kept=None if kept is None else kept.game,
                kept_players=None if kept is None else kept.players,
                paused=paused,
                kept_same_game=kept is not None and kept.number == self._number,
            )

    def _forget_saved_game(self) -> None:
        """The game in progress was played to its end: the file drops it, and offers the kept game
        (``_kept_entry``) in its place at the next start, with the players it was played with, if
        there is one.  Undo back into the ended game saves it again.  The lines its moves left are
        no longer offered: they are earlier states of the game that just ended (``end_game``)."""
        end_game((self._replaced, self._reloadable), self._number)
        if self._store is None:
            return
        kept = self._kept_entry()
        if kept is None:
            self._store.clear()
        else:
            black, white, level_number = kept.players or self._players_now()
            self._store.save(kept.game, black, white, level_number)
        self._saved_key = None

    def _kept_entry(self) -> KeptGame | None:
        """The newest unfinished game played here that Redo, else Undo, would bring back (``_save``)."""
        return game_to_offer((self._reloadable, self._replaced), self.game)

    @Slot(object)
    def _on_move_progress(self, info: SearchResult) -> None:
        self.thinkingProgress.emit(info)

    @Slot(object)
    def _on_move_found(self, decision: SearchResult) -> None:
        self._move_guard.stop()
        self.thinkingStopped.emit()
        color = self.position.turn
        if self.check_clock() is not None or self.game.is_over() or self.is_human(color) or self._animating:
            return
        try:
            played = self._play(decision.move)
        except IllegalMoveError as exc:
            self._set_paused(True)
            self.errorOccurred.emit(
                translate("GameController", "The computer ({player}) chose an illegal move: {reason}").format(
                    player=self.player_name(color), reason=exc
                )
            )
            return
        self.decisionMade.emit(color, decision)
        self._played(played)

    @Slot(str)
    def _on_move_failed(self, message: str) -> None:
        self._move_guard.stop()
        self.thinkingStopped.emit()
        self._set_paused(True)
        self.errorOccurred.emit(
            translate(
                "GameController", "The computer player {player} failed and is paused.\n\n{reason}"
            ).format(player=self.player_name(self.position.turn), reason=message)
        )

    # --- hints ------------------------------------------------------------------------------------

    def set_analyzer_spec(self, spec: str | None) -> None:
        """The player that values moves for hints (``None``: the strongest built-in one)."""
        if self._hint.set_spec(spec):
            self._update_hints()

    def analyzer_spec(self) -> str | None:
        return self._hint.spec()

    def _update_hints(self) -> None:
        if self._hints_on and self._hints_wanted() and not self.position.must_pass():
            self._hint.start(self.position)
        else:
            self._hint.clear()

    def _hints_wanted(self) -> bool:
        """A human is to move, or a computer that will not move now (paused, or looking back at
        an earlier move): the user studies the position, whoever's turn it is."""
        if self.human_to_move():
            return True
        return self._ready and not self._animating and self._paused and not self.position.is_game_over()
