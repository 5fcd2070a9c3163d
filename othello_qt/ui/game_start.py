"""What the window starts with: the saved unfinished game if the player wants it back (the start-up
prompt), the remembered players if this build has them, and the words that greet the player."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtWidgets import QMessageBox, QWidget

from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock
from othello_qt.core.notation import move_count
from othello_qt.core.session.sides import LEVEL, why_unavailable
from othello_qt.ui.i18n import translate
from othello_qt.ui.saved_game import SavedGame, SavedGameError, SavedGameStore
from othello_qt.ui.settings import AppSettings
from othello_qt.ui.status_text import key_text, resume_question

log = logging.getLogger(__name__)


@dataclass
class GameStart:
    """The game to start (``None``: a new one), its players and level; ``declined``: the saved game
    the player chose not to continue (kept for Undo); ``problems``: what to tell the player."""

    game: Game | None
    black: str
    white: str
    level: int
    declined: Game | None = None
    problems: list[str] = field(default_factory=list)
    clock: GameClock | None = None
    """The restored game's clock, which goes on with the times left."""
    kept: Game | None = None
    """The other game the saved file kept (``SavedGame.kept``): Undo brings it back."""
    kept_players: tuple[str, str, int] | None = None
    """Who played ``kept``, if the file says."""
    kept_same_game: bool = False
    """``kept`` is a line a move left from the saved game (``SavedGame.kept_same_game``)."""
    declined_players: tuple[str, str, int] | None = None
    """Who played ``declined``."""
    paused: bool = False
    """The player had paused the restored game's computer."""

    def other_games(self) -> dict[str, object]:
        """``GameController.start``'s arguments beside the game: the clock, the player's pause, and
        the games Undo can bring back, with their players."""
        return {
            "clock": self.clock,
            "kept": self.kept,
            "kept_players": self.kept_players,
            "kept_same_game": self.kept_same_game,
            "set_aside": self.declined,
            "set_aside_players": self.declined_players,
            "paused": self.paused,
        }

    def greeting(self) -> str:
        if self.game is not None and self.kept is not None:
            return translate(
                "GameStart",
                "Welcome back — your unfinished game is restored; Undo ({keys}) at its first move "
                "brings back the other game you played",
            ).format(keys=key_text("Ctrl+Z"))
        if self.game is not None:
            moves = move_count(self.game.line)
            return translate(
                "GameStart", "Welcome back — your unfinished game is restored (%n moves)", None, moves
            )
        if self.declined is not None:
            return translate("GameStart", "New game — Undo ({keys}) brings back your unfinished game").format(
                keys=key_text("Ctrl+Z")
            )
        return translate("GameStart", "Ready — {keys} starts a new game with other players").format(
            keys=key_text("Ctrl+N")
        )


def choose_start(
    store: SavedGameStore,
    settings: AppSettings,
    levels: Sequence[int],
    resume: Callable[[SavedGame], bool],
) -> GameStart:
    """The saved unfinished game (if ``resume`` says so; at its level if that is one of ``levels``) or
    a new game between the remembered players; an unreadable save or a missing player is a problem."""
    problems: list[str] = []
    try:
        saved = store.load()
    except SavedGameError as exc:
        saved = None
        problems.append(str(exc))
    start = GameStart(None, settings.player(0), settings.player(1), settings.level, problems=problems)
    if saved is not None and saved.game.line and not saved.game.line_is_over():
        start.kept, start.kept_players = saved.kept, saved.kept_players
        start.kept_same_game = saved.kept_same_game
        if resume(saved):
            start.game, start.black, start.white = saved.game, saved.black, saved.white
            start.clock, start.paused = saved.clock, saved.paused
            start.level = saved.level if saved.level in levels else start.level
        else:
            start.declined = saved.game
            start.declined_players = (saved.black, saved.white, saved.level)
    start.black = available_player(start.black, problems)
    start.white = available_player(start.white, problems)
    return start


def available_player(setting: str, problems: list[str] | None = None) -> str:
    """A remembered player this build lacks (an engine left out, a weights file that is missing
    or no ``.npz``) falls back to the level slider, and ``problems`` (if given) says so.  Checked
    without loading any file.  The window's first show passes none: start-up checks again and
    reports it once."""
    reason = why_unavailable(setting)
    if reason is None:
        return setting
    if problems is not None:
        log.warning("player %r is not available; using the difficulty level instead", setting)
        problems.append(
            translate(
                "GameStart",
                "The player {player} is not available ({reason}); the difficulty level plays instead.",
            ).format(player=repr(setting), reason=reason)
        )
    return LEVEL


def ask_resume(window: QWidget, saved: SavedGame, focus: QWidget) -> bool:
    """The start-up prompt: continue the saved game or start a new one?  Then the keys go to
    ``focus`` again (without a window manager, X keeps them nowhere)."""
    box = QMessageBox(
        QMessageBox.Icon.Question,
        translate("GameStart", "Unfinished game"),
        resume_question(move_count(saved.game.line), saved.saved_at),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        window,
    )
    # the answers of status_text's question (CONTINUE_ANSWER, NEW_GAME_ANSWER in English)
    box.button(QMessageBox.StandardButton.Yes).setText(translate("GameStart", "Continue"))
    box.button(QMessageBox.StandardButton.No).setText(translate("GameStart", "New game"))
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.setEscapeButton(QMessageBox.StandardButton.Yes)  # Esc keeps the game, never starts anew
    answer = box.exec()
    window.activateWindow()
    focus.setFocus()
    return answer == QMessageBox.StandardButton.Yes
