"""The commands that start a game or bring one in or out: New game, Open, Save as, Copy transcript,
Copy board string, Paste (one ``QAction`` each).  Reading and writing the files is ``game_files``'s;
a game replaced by a load or a new game is never lost (Undo brings it back)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Slot
from PySide6.QtGui import QGuiApplication, QKeySequence

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, TimeControl
from othello_qt.core.notation import move_count
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui import file_dialogs, game_files
from othello_qt.ui.dialogs import NewGameDialog
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_scopes import INFO
from othello_qt.ui.status_text import file_error_text, loaded_text
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action


class FileCommands(WindowCommands):
    """New game, the game files and the clipboard.  ``show_error`` tells the user of a file that
    cannot be read or written."""

    def __init__(self, parts: WindowParts, show_error: Callable[[str], None]) -> None:
        super().__init__(parts)
        self.show_error = show_error
        self.offered_players: Callable[[], tuple[str, str]] = lambda: (
            self.controller.side(BLACK),
            self.controller.side(WHITE),
        )
        """The players the New game dialog offers (``PracticeCommands.players_to_offer``)."""
        window = parts.window
        keys = QKeySequence.StandardKey
        self.new_action = command_action(
            window, translate("FileCommands", "&New game…"), self.ask_new_game, keys.New
        )
        self.open_action = command_action(
            window, translate("FileCommands", "&Open…"), self.open_file, keys.Open
        )
        self.save_action = command_action(
            window, translate("FileCommands", "&Save as…"), self.save_file, keys.Save
        )
        self.copy_transcript_action = command_action(
            window, translate("FileCommands", "Copy &transcript"), self.copy_transcript, "Ctrl+C"
        )
        self.copy_board_action = command_action(
            window, translate("FileCommands", "Copy &board string"), self.copy_board, "Ctrl+Shift+C"
        )
        self.paste_action = command_action(
            window, translate("FileCommands", "&Paste game or position"), self.paste, "Ctrl+V"
        )
        self.game_actions = [self.new_action, self.open_action, self.save_action]
        """For the Game menu."""
        self.clipboard_actions = [self.copy_transcript_action, self.copy_board_action, self.paste_action]
        """For the Edit menu."""

    # --- new game ---------------------------------------------------------------------------------

    @Slot()
    def ask_new_game(self) -> None:
        """The New game dialog.  A running game clock stops while it is open (a player choosing
        options must not lose on time behind it) and runs on if the dialog is cancelled."""
        c = self.controller
        dialog = NewGameDialog(*self.offered_players(), c.level, self._window)
        dialog.clock.set_time_control(None if c.clock is None else c.clock.control)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self.new_game(*dialog.choice(), dialog.clock.time_control()))
        dialog.finished.connect(lambda _result: self.board_view.setFocus())  # keys go to the board again
        held = c.clock is not None and c.clock.running is not None and not c.paused
        if held:
            c.set_paused(True)
            dialog.rejected.connect(lambda: c.set_paused(False))
        dialog.open()
        self._new_game_dialog = dialog

    def new_game(self, black: str, white: str, level: int, time_control: TimeControl | None = None) -> None:
        self.settings.set_player(0, black)
        self.settings.set_player(1, white)
        self.settings.level = level
        self.board_view.hide_cursor()
        self.controller.new_game(black, white, time_control, level)
        if time_control is None:
            text = translate("FileCommands", "New game started")
        else:
            text = translate("FileCommands", "New game started, {time} per side").format(time=time_control)
        self.status.show(text, INFO)

    # --- reading ----------------------------------------------------------------------------------

    def load_text(self, text: str, source: str) -> bool:
        """Load a game or position from text (GGF, transcript, board string); False with a message if bad.

        The game it replaces is not lost: Undo brings it back.
        """
        try:
            loaded = game_files.read_game_text(text)
        except (NotationError, ValueError) as exc:
            if "\ufffd" in text:  # the parser's reason would quote the bytes: say what the file is
                message = translate(
                    "FileCommands",
                    "Cannot read {source}: it holds bytes that are not text, so it is no game, board "
                    "string or transcript (a program or a picture, perhaps?)",
                )
            else:
                message = translate("FileCommands", "Cannot read {source}:\n{reason}")
            self.show_error(message.format(source=source, reason=exc))
            return False
        self.load_game(loaded.game, loaded.names, source, loaded.clock)
        return True

    def load_game(
        self, game: Game, names: tuple[str, str] | None, source: str, clock: GameClock | None = None
    ) -> None:
        """Continue from ``game`` (read from ``source``, with the times left on ``clock``); the game it
        replaces is kept for Undo."""
        replaced = self.controller.game.ply > 0
        self.board_view.hide_cursor()
        self.controller.load_game(game, names, clock)
        moves = move_count(game.moves)
        self.status.show(loaded_text(source, moves, replaced, self.controller.paused))

    @Slot()
    def paste(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.status.show(translate("FileCommands", "The clipboard holds no text"))
            return
        self.load_text(
            text,
            translate("FileCommands", "the clipboard", "where a game is read from: Cannot read {source}…"),
        )

    @Slot()
    def open_file(self) -> None:
        path = file_dialogs.open_file_name(
            self._window,
            translate("FileCommands", "Open game"),
            self.settings.last_directory,
            game_files.open_filter(),
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        self.settings.last_directory = str(path.parent)
        try:
            text = game_files.read_game_file(path)
        except ValueError as exc:
            self.show_error(
                translate("FileCommands", "Cannot open {path}:\n{reason}").format(path=path, reason=exc)
            )
            return False
        return self.load_text(text, path.name)

    # --- writing ----------------------------------------------------------------------------------

    @Slot()
    def copy_transcript(self) -> None:
        QGuiApplication.clipboard().setText(game_files.transcript_text(self.controller.game))
        self.status.show(translate("FileCommands", "Transcript copied"))

    @Slot()
    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.position.board_string())
        self.status.show(translate("FileCommands", "Board string copied"))

    @Slot()
    def save_file(self) -> None:
        path, chosen = file_dialogs.save_file_name(
            self._window,
            translate("FileCommands", "Save game"),
            str(Path(self.settings.last_directory) / "game.ggf"),
            game_files.save_filter(),
        )
        if path:
            self.save_path(game_files.save_path_for(Path(path), chosen))

    def save_path(self, path: Path) -> bool:
        self.settings.last_directory = str(path.parent)
        try:
            game_files.save_game(self.controller.game, path, self._player_specs(), self.controller.clock)
        except (OSError, ValueError) as exc:
            reason = file_error_text(exc) if isinstance(exc, OSError) else exc
            self.show_error(
                translate("FileCommands", "Cannot save {path}:\n{reason}").format(path=path, reason=reason)
            )
            return False
        self.status.show(translate("FileCommands", "Saved {name}").format(name=path.name))
        return True

    def _player_specs(self) -> tuple[str | None, str | None]:
        """Who plays each side now (``None``: a person), as the saved file names them."""
        c = self.controller
        return (c.spec_for(BLACK), c.spec_for(WHITE))
