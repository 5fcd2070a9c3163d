"""The game in progress, written atomically after every move and offered back on the next start."""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from othello_qt.core import atomic
from othello_qt.core.game import Game
from othello_qt.core.notation import format_board_string, parse_board_string, parse_move

log = logging.getLogger(__name__)

FORMAT = "othello-qt saved game"
VERSION = 1
FILE_NAME = "game-in-progress.json"


@dataclass(frozen=True)
class SavedGame:
    game: Game
    black: str
    white: str
    level: int
    saved_at: str = ""


def write_atomically(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) so that a crash leaves either the old or the new file, never half."""
    atomic.write_atomically(path, text.encode("utf-8"))


class _BackgroundWriter:
    """Writes the latest snapshot in a daemon thread: an fsync takes tens of ms on a busy disk, which
    the UI thread must not wait for.  Only the newest request matters, so older ones are dropped."""

    def __init__(self, path: Path) -> None:
        self._path = path
        self._pending: str | bool | None = False
        """Text to write, ``None`` to delete the file, ``False`` when there is nothing to do."""
        self._busy = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="othello-autosave", daemon=True)
        self._thread.start()

    def submit(self, text: str | None) -> None:
        with self._condition:
            self._pending = text
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is on disk; False if that took longer than ``timeout``."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is False and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not False)
                job, self._pending, self._busy = self._pending, False, True
            try:
                if job is None:
                    with contextlib.suppress(FileNotFoundError):
                        self._path.unlink()
                else:
                    write_atomically(self._path, str(job))
            except OSError as exc:  # a full disk must not stop the game
                log.warning("could not save the game in progress to %s: %s", self._path, exc)
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()


class SavedGameStore:
    """One JSON file in the app's data folder, written in the background (``flush`` to wait)."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self._writer = _BackgroundWriter(self.path)
        self._last_text: str | None = None

    def save(self, game: Game, black: str, white: str, level: int) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "start": format_board_string(game.start),
            "moves": [str(move) for move in game.moves],
            "redo": [str(move) for move in game.redo_moves],
            "black": black,
            "white": white,
            "level": level,
        }
        text = json.dumps(data)  # no indent: the C encoder, ~50x faster
        if text == self._last_text:
            return
        self._last_text = text
        data["saved_at"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
        self._writer.submit(json.dumps(data))

    def clear(self) -> None:
        self._last_text = None
        self._writer.submit(None)

    def flush(self, timeout: float = 5.0) -> bool:
        return self._writer.flush(timeout)

    def load(self) -> SavedGame | None:
        """The saved game, or ``None`` if there is none or it cannot be read (the reason is logged)."""
        self.flush()
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return None
        except OSError as exc:
            log.warning("could not read %s: %s", self.path, exc)
            return None
        try:
            return parse_saved_game(text)
        except (ValueError, KeyError, TypeError) as exc:
            log.warning("ignoring unreadable saved game %s: %s", self.path, exc)
            return None


def parse_saved_game(text: str) -> SavedGame:
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not an othello-qt saved game")
    if data.get("version") != VERSION:
        raise ValueError(f"unsupported saved game version {data.get('version')!r}")
    game = Game(parse_board_string(str(data["start"])))
    for text_move in data["moves"]:
        game.play(parse_move(str(text_move)))
    redo = [parse_move(str(text_move)) for text_move in data.get("redo", [])]
    # replay then undo the redo moves, which also checks they are legal
    for move in redo:
        game.play(move)
    for _ in redo:
        game.undo()
    return SavedGame(
        game=game,
        black=str(data.get("black", "human")),
        white=str(data.get("white", "level")),
        level=int(data.get("level", 0)),
        saved_at=str(data.get("saved_at", "")),
    )
