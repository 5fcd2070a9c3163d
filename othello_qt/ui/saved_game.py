"""The game in progress, written atomically after every move and offered back on the next start."""

from __future__ import annotations

import contextlib
import json
import logging
import os
import tempfile
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

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
    """Write ``text`` to ``path`` so that a crash leaves either the old or the new file, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise


class SavedGameStore:
    """One JSON file in the app's data folder."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / FILE_NAME

    def save(self, game: Game, black: str, white: str, level: int) -> None:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": datetime.now(timezone.utc).isoformat(timespec="seconds"),
            "start": format_board_string(game.start),
            "moves": [str(move) for move in game.moves],
            "redo": [str(move) for move in game.redo_moves],
            "black": black,
            "white": white,
            "level": level,
        }
        try:
            write_atomically(self.path, json.dumps(data, indent=1))
        except OSError as exc:  # a full disk must not stop the game
            log.warning("could not save the game in progress to %s: %s", self.path, exc)

    def clear(self) -> None:
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()

    def load(self) -> SavedGame | None:
        """The saved game, or ``None`` if there is none or it cannot be read (the reason is logged)."""
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
