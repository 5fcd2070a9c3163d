"""What the autosave holds: the game in progress once a move was played in it here, and beside it
the newest other unfinished game Undo or Redo could bring back, so quitting loses neither."""

from __future__ import annotations

from typing import Protocol

from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, RunningClock
from othello_qt.core.session.shelf import GameShelf
from othello_qt.core.session.sides import Players


class GameStore(Protocol):
    """Where the game in progress is kept between runs (the window's ``SavedGameStore``)."""

    def save(
        self,
        game: Game,
        black: str,
        white: str,
        level: int,
        clock: GameClock | None = None,
        kept: Game | None = None,
        kept_players: Players | None = None,
        paused: bool = False,
        kept_same_game: bool = False,
    ) -> None: ...

    def clear(self) -> None: ...


class SessionToSave(Protocol):
    """What the autosave reads of the session (``GameTurns``)."""

    game: Game
    ready: bool
    played_here: bool
    number: int
    clock: RunningClock | None
    shelf: GameShelf

    @property
    def finished(self) -> bool: ...

    @property
    def players(self) -> Players: ...

    @property
    def chosen_pause(self) -> bool: ...


class Autosave:
    """Writes the session's game to ``store`` once per change of what would be written."""

    def __init__(self, store: GameStore | None) -> None:
        self._store = store
        self._saved_key: tuple[object, ...] | None = None

    def forget_key(self) -> None:
        """The next save writes even if nothing changed (the clock was stopped at quit)."""
        self._saved_key = None

    def save(self, session: SessionToSave) -> None:
        """Autosave the game in progress, once per change (of the moves, the players or the level).

        The file holds the game on the board once a move was played in it here, wherever the user
        browses it: an empty board, or a game just opened or pasted, never replaces it until a move
        is played there (a game the user declined at start-up is offered again until then).  Beside
        it the file keeps the newest other game played here that Redo or Undo could bring back (a
        line a new one left, the game Undo went back from), so quitting loses neither."""
        game = session.game
        empty = game.ply == 0 and not game.can_redo()
        if self._store is None or not session.ready or session.finished or empty or not session.played_here:
            return
        if game.line_is_over():  # browsing a game played to its end: no game to resume
            return
        clock = session.clock
        times = None if clock is None else tuple(clock.history)
        kept = session.shelf.game_to_offer(game)
        kept_key = (
            None if kept is None else (kept.game.start, kept.game.moves, kept.game.redo_moves, kept.players)
        )
        players = session.players
        paused = session.chosen_pause
        key = (game.start, game.moves, game.redo_moves, *players, times, kept_key, paused)
        if key == self._saved_key:
            return
        self._saved_key = key
        black, white, level_number = players
        self._store.save(
            game,
            black,
            white,
            level_number,
            clock,
            kept=None if kept is None else kept.game,
            kept_players=None if kept is None else kept.players,
            paused=paused,
            kept_same_game=kept is not None and kept.number == session.number,
        )

    def forget(self, session: SessionToSave) -> None:
        """The game in progress was played to its end: the file drops it, and offers the kept game
        in its place at the next start, with the players it was played with, if there is one.  Undo
        back into the ended game saves it again.  The lines its moves left are no longer offered:
        they are earlier states of the game that just ended (``GameShelf.end_game``)."""
        session.shelf.end_game(session.number)
        if self._store is None:
            return
        kept = session.shelf.game_to_offer(session.game)
        if kept is None:
            self._store.clear()
        else:
            black, white, level_number = kept.players or session.players
            self._store.save(kept.game, black, white, level_number)
        self._saved_key = None
