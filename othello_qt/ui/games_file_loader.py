"""Opening a games database for its window: its folders and files read (or its cached index) in a
thread of its own, never the window's; its progress, its games or why it could not be read, as
signals that arrive in the UI thread."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from othello_qt.core.database_build import BuildCancelled
from othello_qt.core.database_cache import open_database
from othello_qt.core.position import Position
from othello_qt.core.translatable import TranslatableError
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import error_text


class GamesFileLoader(QObject):
    """Opens one database (``core.database_cache.open_database``) in a thread of its own; its signals
    arrive in the UI thread."""

    progressed = Signal(int, int)
    """Files read, and how many there are."""
    loaded = Signal(object)
    """The ``core.database.Database``."""
    failed = Signal(str)

    def __init__(self, paths: Sequence[Path], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = tuple(paths)
        self.stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="games-database", daemon=True)

    @property
    def name(self) -> str:
        """The database's name as the window says it: its folder's or file's, or the first's and how
        many more."""
        first = self.paths[0].name if self.paths else ""
        if len(self.paths) < 2:
            return first
        return translate("GamesDatabase", "{file} and %n more", None, len(self.paths) - 1).format(file=first)

    def start(self) -> None:
        self._thread.start()

    def _progress(self, done: int, total: int) -> None:
        if not self.stop.is_set():  # a stopped loader's pane may be gone
            self.progressed.emit(done, total)

    def _run(self) -> None:
        try:
            database = open_database(self.paths, progress=self._progress, stop=self.stop)
            database.next_moves(Position.initial())  # the first look-up's one-time costs, here
        except BuildCancelled:
            return
        except (ValueError, OSError) as exc:  # DataFileError, NotationError: the message names the file
            self.failed.emit(error_text(exc) if isinstance(exc, TranslatableError) else str(exc))
            return
        except MemoryError:
            self.failed.emit(
                translate(
                    "GamesDatabase", "{file}: too many games for the memory this computer has free"
                ).format(file=self.name)
            )
            return
        if not self.stop.is_set():
            self.loaded.emit(database)
