"""The game session: what the user does with games (start, load, Undo and Redo across games,
browse, pause, choose the players) over ``GameTurns``, the turn logic."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, TimeControl
from othello_qt.core.players.levels import level
from othello_qt.core.position import Color
from othello_qt.core.session.events import Note
from othello_qt.core.session.modes import Arrival, Pause, pause_at
from othello_qt.core.session.shelf import KeptGame, new_game_number
from othello_qt.core.session.sides import LEVEL, Players, why_unavailable
from othello_qt.core.session.turns import GameTurns


class GameSession(GameTurns):
    """The game being played and the games Undo and Redo can bring back."""

    def can_undo(self) -> bool:
        """True if Undo does something: take back a move, or bring back a replaced game."""
        return self.ready and (self.game.can_undo() or bool(self.shelf.replaced))

    def can_redo(self) -> bool:
        reload = bool(self.shelf.reloadable)  # at the end of the line, Redo returns to the newer game
        return self.ready and (self.game.can_redo() or reload)

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
        """Begin play (once the rules kernels are ready): a new game or the one given, with the
        players and level given (``None``: as they are).

        ``set_aside``: an unfinished game the user chose not to continue; Undo brings it back.
        ``kept``: the other game the last session kept (``SavedGame.kept``); Undo reaches it too.
        ``kept_players``, ``set_aside_players``: who played those two.  ``clock``: the given game's
        clock, which goes on with the times left.  ``paused``: the player had paused the given
        game's computer; it waits again.  ``kept_same_game``: ``kept`` is a line a move left from
        the saved game.
        """
        self.ready = True
        self.clock = self._running(clock)
        saved_number = new_game_number()  # the saved game's, continued or set aside
        if kept is not None:
            number = saved_number if kept_same_game else new_game_number()
            self.shelf.replaced.append(
                KeptGame(kept, None, played_here=True, players=kept_players, number=number)
            )
        if set_aside is not None:
            self.shelf.replaced.append(
                KeptGame(set_aside, None, played_here=True, players=set_aside_players, number=saved_number)
            )
            self._arrival = Arrival.LOADED
        if black is not None:
            self.sides[0] = black
        if white is not None:
            self.sides[1] = white
        if level_number is not None:
            self.set_level(level_number, restart=False)
        early_clicks = list(self.queued)  # the user said "continue": a restored game plays on
        if game is not None:  # restored at an earlier move (later ones recorded): a computer waits
            self._pause_for(game)
        if game is not None and paused:
            self._set_pause(Pause.CHOSEN)
        self.number = saved_number if game is not None else new_game_number()
        self._load(game if game is not None else Game.new())
        self.played_here = game is not None  # the autosave's own game: it stays the saved one
        if early_clicks and self.human_to_move():
            self.play_square(early_clicks[-1])

    def show_players(self, black: str, white: str, level_number: int) -> None:
        """Before play begins: the remembered players and level, so the panel shows them at once
        (``start`` confirms them once the kernels are ready)."""
        if self.ready:
            return
        self.sides = [black, white]
        with contextlib.suppress(ValueError):  # an unknown level: the default until start() decides
            self.set_level(level_number, restart=False)
        self.events.on_players_changed()

    def _load(self, game: Game) -> None:
        self._interrupt()
        self.game = game
        self._branch_ply = None
        self.played_here = False
        self._ended_by_move = False
        self.events.on_new_game()
        self._players_changed()
        self._after_change()

    def _players_changed(self) -> None:
        self.events.on_players_changed()

    def new_game(
        self,
        black: str | None = None,
        white: str | None = None,
        time_control: TimeControl | None = None,
        level_number: int | None = None,
    ) -> None:
        """Start from the initial position, on a clock if ``time_control`` is given, with the
        players and level given (``None``: as now); Undo right after brings back the game it
        replaced, with its players."""
        leaving = self.players
        if black is not None:
            self.sides[0] = black
        if white is not None:
            self.sides[1] = white
        if level_number is not None:
            self.level = level(level_number).number  # ValueError for an unknown level
        self._set_pause(Pause.NONE)
        self.ready = True
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

    def undo(self) -> None:
        """Take back to the last position where a human was to move (works while the AI thinks); right
        after a load or a new game (or with nothing left to take back), bring back the game it replaced;
        back where a move left a browsed game, bring that game back with its later moves."""
        game = self.game
        if self._brings_back(self.shelf.replaced, Arrival.LOADED, game.can_undo()):
            self._swap_game(self.shelf.undo_back, Arrival.RESTORED)
            self.events.on_note(Note.PREVIOUS_GAME_BACK)
            return
        before = game.copy()
        if not self._step(game.can_undo, game.undo):
            return
        if self._branch_ply is not None and game.ply <= self._branch_ply and self.shelf.replaced:
            self._swap_game(self.shelf.undo_back, Arrival.RESTORED, current=before, ply=game.ply)
            self.events.on_note(Note.BROWSED_GAME_BACK)
            return
        self._pause_for(game)
        self._after_change()

    def redo(self) -> None:
        """Replay the moves Undo took back; at the end of the line (or right after Undo brought
        back an older game), return to the game Undo took away."""
        game = self.game
        if self._brings_back(self.shelf.reloadable, Arrival.RESTORED, game.can_redo()):
            same_game = self.shelf.reloadable[-1].number == self.number
            self._swap_game(self.shelf.redo_back, Arrival.LOADED)
            self.events.on_note(Note.PLAYED_LINE_BACK if same_game else Note.OTHER_GAME_BACK)
            return
        if self._step(game.can_redo, game.redo):
            self._pause_for(game)
            self._after_change()

    def _brings_back(self, stack: list[KeptGame], arrival: Arrival, can_step: bool) -> bool:
        """Undo (Redo) brings back a game from ``stack`` rather than step through this one: right
        after ``arrival``, or with no move left to step over."""
        return self.ready and bool(stack) and (self._arrival is arrival or not can_step)

    def _step(self, can_step: Callable[[], bool], step: Callable[[], object]) -> bool:
        """One step of Undo or Redo through the line, on to a position where a person is to move
        (with no person playing: past passes only); False if there is none to take."""
        if not self.ready or not can_step():
            return False
        self._arrival = Arrival.PLAYED
        self._interrupt()
        step()
        game = self.game
        people = any(self.is_human(c) for c in Color)
        while can_step() and ((people and not self.is_human(game.position.turn)) or game.must_pass()):
            step()
        return True

    def go_to_ply(self, ply: int) -> None:
        """Show the position after ``ply`` moves (from the move list); later moves stay for redo."""
        if not self.ready:
            return
        total = self.game.ply + len(self.game.redo_moves)
        if not 0 <= ply <= total or ply == self.game.ply:
            return
        self._arrival = Arrival.PLAYED
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

    def set_paused(self, paused: bool) -> None:
        """Pause or resume the computer(s); resuming lets a computer to move start thinking."""
        if paused == self.paused:
            if paused:
                self._pause = (
                    Pause.CHOSEN
                )  # a browse's pause became the player's own: kept for the next start
            self._save()
            return
        self._set_pause(Pause.CHOSEN if paused else Pause.NONE)
        self._save()
        if paused:
            self.events.on_stop_thinking()
            self.events.on_hints_due()  # the computer's turn, now to study
        else:
            self._after_change()

    def set_side(self, color: Color, setting: str) -> None:
        """Who plays ``color`` from its next move on: ``human``, ``level`` or a player spec."""
        if setting == self.sides[color]:
            return
        self.sides[color] = setting  # the file's players still played its moves: their names stay
        if self.paused and self.clock is None and all(self.is_human(c) for c in Color):
            self._set_pause(Pause.NONE)  # no computer and no clock: nothing is left to pause
        self._players_changed()
        self._restart_turn_if(color)

    def set_level(self, number: int, *, restart: bool = True) -> None:
        level(number)  # ValueError for an unknown level
        if number == self.level:
            return
        self.level = number
        self._players_changed()
        if restart:
            for color in Color:
                if self.sides[color] == LEVEL:
                    self._restart_turn_if(color)

    def _restart_turn_if(self, color: Color) -> None:
        if not self.ready or self.animating or self.game.is_over() or self.position.turn != color:
            self._save()
            return
        self.events.on_stop_thinking()
        self._after_change()

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
            self.shelf.keep(self._set_aside(self.game, players))
        self.names = names
        self._arrival = Arrival.LOADED
        self.clock = self._running(clock)
        self.number = new_game_number()
        self._load(game)

    def _take_players(self, players: Players | None) -> None:
        """A game Undo or Redo brings back is played by who played it when it left the board (a
        player this build no longer has: the level slider's)."""
        if players is None:
            return
        black, white, number = players
        self.sides = [LEVEL if why_unavailable(setting) else setting for setting in (black, white)]
        with contextlib.suppress(ValueError):  # a level this build lacks: the slider stays
            self.level = level(number).number

    def _swap_game(
        self,
        take: Callable[[KeptGame], KeptGame],
        arrival: Arrival,
        *,
        current: Game | None = None,
        ply: int | None = None,
    ) -> None:
        """Undo or redo a load: ``take`` shelves the current game (or ``current``, the same game
        before this Undo) and hands back the one that comes back (at ``ply``, if given)."""
        back = take(self._set_aside(current if current is not None else self.game))
        self._take_players(back.players)
        self.names = back.names
        self.clock = self._running(back.clock)
        self.number = back.number
        self._arrival = arrival
        game = back.game
        if ply is not None and ply < game.ply:
            game.truncate(ply)
        self._pause_for(game, loaded=True)
        self._load(game)
        self.played_here = back.played_here
        self._save()  # a game played here is the game in progress again: the autosave follows it

    def _pause_for(self, game: Game, *, loaded: bool = False) -> None:
        """Whether a computer to move at ``game``'s position waits, before it is shown (``pause_at``)."""
        computer_to_move = not game.is_over() and not self.is_human(game.position.turn)
        people_play = any(self.is_human(c) for c in Color)
        self._set_pause(
            pause_at(
                self._pause, game, people_play=people_play, computer_to_move=computer_to_move, loaded=loaded
            )
        )
