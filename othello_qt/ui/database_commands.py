"""Open games database…, the pane it opens beside the board, and the database the app remembers.

The database (a folder, as NBoard's Thor folder, or files) is kept in the settings
(``AppSettings.database``) whenever the player opens one, and opened again at the next start in the
background: the pane shows it at once when asked for, with its next moves following the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtGui import QKeySequence

from othello_qt.core.game import Game
from othello_qt.core.game_record import DatabaseGame
from othello_qt.core.position import Position
from othello_qt.ui import file_dialogs
from othello_qt.ui.board_editor import BoardEditor
from othello_qt.ui.board_state import Hints
from othello_qt.ui.browser_dock import BrowserDock
from othello_qt.ui.game_browser import GameBrowser
from othello_qt.ui.i18n import translate
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action


def open_filter() -> str:
    """The file dialog's choices of files, in the player's language."""
    return ";;".join(
        (
            translate("GamesDatabase", "Games databases ({patterns})").format(
                patterns="*.wtb *.WTB *.ggf *.GGF"
            ),
            translate("GamesDatabase", "WTHOR games ({patterns})").format(patterns="*.wtb *.WTB"),
            translate("GamesDatabase", "GGF games ({patterns})").format(patterns="*.ggf"),
            translate("GamesDatabase", "All files ({patterns})").format(patterns="*"),
        )
    )


def database_game(game: DatabaseGame) -> Game:
    """A database game as the window plays it."""
    return Game(game.start, list(game.moves))


def remembered(text: str) -> list[Path]:
    """The paths of ``AppSettings.database`` (one a line)."""
    return [Path(line) for line in text.splitlines() if line.strip()]


class DatabaseCommands(WindowCommands):
    """Open games database… and the pane it opens; a game chosen there is loaded through ``load``."""

    def __init__(
        self,
        parts: WindowParts,
        load: Callable[[Game, tuple[str, str], str], None],
        relayout: Callable[[], None],
    ) -> None:
        """``relayout``: lay the board and panel out again (the dock took or gave back room)."""
        super().__init__(parts)
        self._load = load
        self._relayout = relayout
        self.browser: GameBrowser | None = None
        self.dock: BrowserDock | None = None
        self.open_action = command_action(
            parts.window,
            translate("GamesDatabase", "Open games &database…"),
            self.ask_open,
            QKeySequence("Ctrl+Shift+O"),
        )
        self._editor: BoardEditor | None = None
        """The board editor while it is open: the next moves follow the position set up in it."""
        parts.window.installEventFilter(self)  # to see the editor open (``eventFilter``)
        if remembered(self.settings.database):
            QTimer.singleShot(0, self.open_remembered)  # once the window is up: never before it shows

    def window(self) -> GameBrowser:
        """The games database pane (made on first use, docked beside the board)."""
        if self.browser is None:
            browser = GameBrowser(self.board_position, self.hints)
            browser.gameChosen.connect(self.open_game)
            browser.otherFileWanted.connect(self.choose_file)
            browser.folderWanted.connect(self.choose_folder)
            self.controller.stateChanged.connect(browser.board_changed)
            self.controller.hintsChanged.connect(browser.hints_changed)
            self.dock = BrowserDock(browser, self._window, browser.cancel, self._relayout)
            browser.closeRequested.connect(self.dock.close)
            self.browser = browser
        return self.browser

    def board_position(self) -> Position:
        """The position the pane answers for: the editor's while it is open, else the game's."""
        return self._editor.position() if self._editor is not None else self.controller.position

    def hints(self) -> Hints | None:
        """The hints of ``board_position`` (none for a position being set up)."""
        return None if self._editor is not None else self.controller.hints

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window's board editor opens (a child of the window): follow its position."""
        if event.type() == QEvent.Type.ChildPolished:
            child = event.child()
            if isinstance(child, BoardEditor) and child is not self._editor:
                self._editor = child
                child.positionChanged.connect(self._board_moved)
                child.finished.connect(self._editor_closed)
                self._board_moved()
        return False

    @Slot()
    def _board_moved(self) -> None:
        if self.browser is not None:
            self.browser.board_changed()

    @Slot()
    def _editor_closed(self) -> None:
        self._editor = None
        self._board_moved()

    @Slot()
    def open_remembered(self) -> None:
        """The database the player last opened, read in the background; the pane stays as it is, or
        at start-up, as it was when the app closed (shown, on its side, at its size)."""
        paths = remembered(self.settings.database)
        if paths and (
            self.browser is None or (self.browser.model.database is None and not self.browser.loading)
        ):
            starting = self.browser is None
            self.window().load(paths)
            pane = self.settings.database_pane
            if starting and pane is not None:
                # the window's geometry, restored, already holds the pane's room: shown as it was
                self._window.restoreState(pane)

    def room_left(self, width: int, height: int) -> tuple[int, int]:
        """A window of ``width`` x ``height``'s room for the board and panel: less what the docked
        games pane takes (``BrowserDock.docked_size``)."""
        taken = (0, 0) if self.dock is None else self.dock.docked_size()
        return width - taken[0], height - taken[1]

    @Slot()
    def ask_open(self) -> None:
        """The games database pane shown (floating, it comes forward: without a task bar it was lost
        behind the game), with the remembered database; without one, the folder to open as the
        database (a database is a folder; the pane's Other file… opens a single file)."""
        browser = self.browser
        if browser is None or not browser.isVisible():
            if not remembered(self.settings.database):
                self.choose_folder()
                return
            self.open_remembered()
            browser = self.window()
        assert self.dock is not None
        self.dock.open_beside()
        browser.table.setFocus()

    def _chooser_parent(self):
        browser = self.browser
        return browser if browser is not None and browser.isVisible() else self._window

    @Slot()
    def choose_file(self) -> None:
        """A games file to read into the pane (the chooser over the pane if it is open)."""
        path = file_dialogs.open_file_name(
            self._chooser_parent(),
            translate("GamesDatabase", "Open games database"),
            self.settings.last_directory,
            open_filter(),
        )
        if path:
            self.open_path(Path(path))

    @Slot()
    def choose_folder(self) -> None:
        """A folder of games files to open as the database."""
        folder = file_dialogs.existing_folder(
            self._chooser_parent(),
            translate("GamesDatabase", "Open a games database folder"),
            self.settings.last_directory,
        )
        if folder:
            self.open_path(Path(folder))

    def open_path(self, path: Path | Sequence[Path]) -> GameBrowser:
        """Open the database of ``path`` (a folder or a file, or several) in the pane, and remember it."""
        paths = [path] if isinstance(path, Path) else list(path)
        self.settings.last_directory = str(paths[0] if paths[0].is_dir() else paths[0].parent)
        self.settings.database = "\n".join(str(p) for p in paths)
        browser = self.window()
        assert self.dock is not None
        self.dock.open_beside()
        browser.load(paths)
        return browser

    def close_window(self) -> None:
        """Close the games database pane (a database being read is dropped)."""
        if self.dock is not None:
            self.dock.close()

    @Slot(object)
    def open_game(self, game: DatabaseGame) -> None:
        source = f"{game.black} – {game.white}" + (f", {game.year}" if game.year else "")
        self._load(database_game(game), (game.black, game.white), source)

    def shutdown(self) -> None:
        """The main window closes: so does the games pane (a database being read is dropped, even
        one read at start-up with the pane never shown).  A pane docked or floating there is shown
        again at the next start."""
        shown = self.dock is not None and self.dock.isVisible()
        self.settings.database_pane = self._window.saveState() if shown else None
        self.settings.sync()
        if self.browser is not None:
            self.browser.cancel()
        self.close_window()
