"""Reading a games file for the games database window: one file in a thread of its own, its progress,
its games or why it could not be read, as signals that arrive in the UI thread."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from othello_qt.core.game_database import LoadCancelled, load_database
from othello_qt.core.translatable import TranslatableError
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import error_text


class GamesFileLoader(QObject):
    """Reads one file in a thread of its own; its signals arrive in the UI thread."""

    progressed = Signal(int, int)
    """Records read, and how many the file holds (0: not known)."""
    loaded = Signal(object)
    failed = Signal(str)

    def __init__(self, path: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = path
        self.stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="games-database", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            database = load_database(
                self.path, lambda done, total: self.progressed.emit(done, total or 0), self.stop
            )
        except LoadCancelled:
            return
        except (ValueError, OSError) as exc:  # DataFileError, NotationError: the message names the file
            self.failed.emit(error_text(exc) if isinstance(exc, TranslatableError) else str(exc))
            return
        except MemoryError:
            self.failed.emit(
                translate(
                    "GamesDatabase", "{file}: too many games for the memory this computer has free"
                ).format(file=self.path)
            )
            return
        self.loaded.emit(database)
