"""The game in progress, written atomically after every move and offered back on the next start.

Never loses a game: a file that cannot be read (damaged, cut short, from a newer version) is set
aside under a new name and never overwritten, and every problem, reading or writing, is put into
words for the window (``SavedGameError`` when loading, ``on_problem`` for the background writes).
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import DataFileError, parse_json, read_regular_file, set_aside
from othello_qt.core.errors import IllegalMoveError, NotationError
from othello_qt.core.game import Game
from othello_qt.core.game_clock import MAX_CLOCK_SECONDS, GameClock, TimeControl
from othello_qt.core.notation import format_board_string, parse_board_string, parse_move
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import data_file_reason, error_text, file_error_text

log = logging.getLogger(__name__)

FORMAT = "othello-qt saved game"
VERSION = 1
FILE_NAME = "game-in-progress.json"
MAX_BYTES = 64 * 1024
"""A saved game is a few hundred bytes; anything much larger is not one (and is not parsed)."""
MAX_MOVES = 200
"""More entries than any game has (60 discs and the passes between them)."""
MAX_NAME = 500
"""Longest player setting accepted (a spec with a file path)."""


class SavedGameError(ValueError):
    """The saved game could not be read; the message says why and where the file was kept."""


@dataclass(frozen=True)
class SavedGame:
    game: Game
    black: str
    white: str
    level: int
    saved_at: str = ""
    clock: GameClock | None = None
    """A timed game's clock: its control, each move's seconds and each side's time used."""
    kept: Game | None = None
    """Another game played in the same session that Undo or Redo could still bring back there (a
    line left by a new one, or the game Undo went back from): Undo brings it back after a restart."""
    kept_players: tuple[str, str, int] | None = None
    """Who played ``kept`` (black, white, level), if the file says (older files do not)."""
    paused: bool = False
    """The player had paused the computer: it waits again when the game is continued."""
    kept_same_game: bool = False
    """``kept`` is a line a move left from ``game``: once ``game`` ends, it is not offered."""


class _BackgroundWriter:
    """Writes the latest snapshot in a thread: an fsync takes tens of ms on a busy disk, which
    the UI thread must not wait for.  Only the newest request matters, so older ones are dropped.

    A failed write is reported once through ``on_problem`` (from this thread); the next success
    re-arms the report.  ``close`` writes what is pending and ends the thread.
    """

    def __init__(self, path: Path, on_problem: Callable[[str], None] | None) -> None:
        self._path = path
        self._on_problem = on_problem
        self._pending: str | bool | None = False
        """Text to write, ``None`` to delete the file, ``False`` when there is nothing to do."""
        self._busy = False
        self._closing = False
        self._reported = False
        self._condition = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="othello-autosave", daemon=True)
        self._thread.start()

    @property
    def alive(self) -> bool:
        return self._thread.is_alive()

    def submit(self, text: str | None) -> None:
        with self._condition:
            self._pending = text
            self._condition.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until everything submitted is on disk; False if that took longer than ``timeout``."""
        with self._condition:
            return self._condition.wait_for(lambda: self._pending is False and not self._busy, timeout)

    def close(self, timeout: float = 5.0) -> bool:
        """Finish the pending write and end the thread; False if it is still busy after ``timeout``."""
        with self._condition:
            self._closing = True
            self._condition.notify_all()
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _run(self) -> None:
        while True:
            with self._condition:
                self._condition.wait_for(lambda: self._pending is not False or self._closing)
                if self._pending is False:  # closing, nothing left to write
                    self._condition.notify_all()
                    return
                job, self._pending, self._busy = self._pending, False, True
            try:
                if job is None:
                    with contextlib.suppress(FileNotFoundError):
                        self._path.unlink()
                else:
                    write_atomically(self._path, str(job).encode("utf-8"))
                self._reported = False
            except OSError as exc:  # a full or read-only disk must not stop the game
                log.warning("could not save the game in progress to %s: %s", self._path, exc)
                if not self._reported and self._on_problem is not None:
                    self._reported = True
                    self._report(
                        translate(
                            "SavedGame",
                            "The game in progress cannot be saved to {path}: {reason}.\nPlay goes on; "
                            "the game will be saved once the folder can be written again.",
                        ).format(path=self._path, reason=file_error_text(exc))
                    )
            finally:
                with self._condition:
                    self._busy = False
                    self._condition.notify_all()

    def _report(self, message: str) -> None:
        try:
            self._on_problem(message)  # type: ignore[misc]
        except RuntimeError:  # the window it would reach is already gone
            log.debug("nobody to tell: %s", message)


class SavedGameStore:
    """One JSON file in the app's data folder, written in the background (``flush`` to wait,
    ``close`` when the window closes).  ``on_problem`` hears, once, that saving fails."""

    def __init__(self, directory: Path, on_problem: Callable[[str], None] | None = None) -> None:
        self.path = Path(directory) / FILE_NAME
        self._writer = _BackgroundWriter(self.path, on_problem)
        self._last_text: str | None = None
        self._enabled = True
        """False once an unreadable file could not be set aside: it must not be overwritten."""

    @property
    def enabled(self) -> bool:
        return self._enabled

    def save(
        self,
        game: Game,
        black: str,
        white: str,
        level: int,
        clock: GameClock | None = None,
        kept: Game | None = None,
        kept_players: tuple[str, str, int] | None = None,
        paused: bool = False,
        kept_same_game: bool = False,
    ) -> None:
        """Save ``game`` (and ``kept``, the other game of ``SavedGame.kept``, with its players and
        whether it is a line of ``game``, and whether the player had paused the computer) in the
        background."""
        if not self._enabled:
            return
        data: dict[str, object] = {"format": FORMAT, "version": VERSION}
        data.update(_game_fields(game))
        data.update({"black": black, "white": white, "level": level})
        if clock is not None:
            data["clock"] = clock_fields(clock)
        if paused:
            data["paused"] = True
        if kept is not None:
            data["kept"] = _game_fields(kept)
            if kept_players is not None:
                data["kept"].update(zip(("black", "white", "level"), kept_players, strict=True))
            if kept_same_game:
                data["kept"]["same_game"] = True
        text = json.dumps(data)  # no indent: the C encoder, ~50x faster
        if text == self._last_text:
            return
        self._last_text = text
        data["saved_at"] = datetime.now(timezone.utc).isoformat(timespec="seconds")
        self._writer.submit(json.dumps(data))

    def clear(self) -> None:
        if not self._enabled:
            return
        self._last_text = None
        self._writer.submit(None)

    def flush(self, timeout: float = 5.0) -> bool:
        return self._writer.flush(timeout)

    def close(self, timeout: float = 5.0) -> bool:
        """Write what is pending and end the writer thread (the window is closing)."""
        return self._writer.close(timeout)

    @property
    def writer_alive(self) -> bool:
        return self._writer.alive

    def load(self) -> SavedGame | None:
        """The saved game, or ``None`` if there is none.

        A file that cannot be read is set aside (``game-in-progress.unreadable-DATE.json``) so the
        next move does not overwrite it, and ``SavedGameError`` says what was wrong and where it went.
        Reading never blocks: a FIFO or a folder in the file's place is refused, not opened.
        """
        self.flush()
        if not os.path.lexists(self.path):
            return None
        try:
            data = read_regular_file(self.path, MAX_BYTES)
            return parse_saved_game_bytes(data)
        except DataFileError as exc:
            problem = data_file_reason(exc, self.path)
        except SavedGameError as exc:
            problem = str(exc)
        raise SavedGameError(
            translate("SavedGame", "Your unfinished game could not be restored: {problem}.\n{kept}").format(
                problem=problem, kept=self._set_aside()
            )
        )

    def _set_aside(self) -> str:
        """Move the unreadable file out of the way (never overwriting one); say where it went."""
        try:
            kept = set_aside(self.path)
        except OSError as exc:
            self._enabled = False
            log.warning("could not set %s aside: %s", self.path, exc)
            return translate(
                "SavedGame",
                "It stays as {path} (it could not be renamed: {reason}); "
                "this session will not save the game in progress, so the file is not overwritten.",
            ).format(path=self.path, reason=file_error_text(exc))
        log.warning("set the unreadable saved game aside as %s", kept)
        return translate("SavedGame", "The file is kept as {path}.").format(path=kept)


def _game_fields(game: Game) -> dict[str, object]:
    """A game as the file keeps it: its start, its moves and the moves Redo would replay."""
    return {
        "start": format_board_string(game.start),
        "moves": [str(move) for move in game.moves],
        "redo": [str(move) for move in game.redo_moves],
    }


def parse_saved_game_bytes(data: bytes) -> SavedGame:
    """``parse_saved_game`` of a file's bytes (which must be UTF-8)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SavedGameError(
            translate("SavedGame", "the file is not UTF-8 text (byte {number} is {value})").format(
                number=exc.start + 1, value=f"{data[exc.start]:#04x}"
            )
        ) from None
    return parse_saved_game(text)


def _field(data: dict, key: str, kind: type, default: object = None) -> object:
    """``data[key]`` if it is exactly of ``kind`` (``True`` is no ``int`` here); the default if absent."""
    if key not in data:
        if default is None:
            raise SavedGameError(translate("SavedGame", "the file has no {key}").format(key=repr(key)))
        return default
    value = data[key]
    if type(value) is not kind:
        value_text = json.dumps(value)[:40]
        if kind is str:
            problem = translate("SavedGame", "{key} must be text, not {value}")
        elif kind is int:
            problem = translate("SavedGame", "{key} must be a whole number, not {value}")
        elif kind is bool:
            problem = translate("SavedGame", "{key} must be true or false, not {value}")
        else:
            problem = translate("SavedGame", "{key} must be a list, not {value}")
        raise SavedGameError(problem.format(key=repr(key), value=value_text))
    return value


def _moves(data: dict, key: str, required: bool) -> list[str]:
    moves = _field(data, key, list, None if required else [])
    count = len(moves)  # type: ignore[arg-type]
    if count > MAX_MOVES:
        raise SavedGameError(
            translate("SavedGame", "{key} holds %n moves, more than a game has", None, count).format(
                key=repr(key)
            )
        )
    if not all(type(move) is str for move in moves):  # type: ignore[union-attr]
        raise SavedGameError(
            translate("SavedGame", '{key} must be a list of moves like "f5"').format(key=repr(key))
        )
    return moves  # type: ignore[return-value]


def _player(data: dict, key: str, default: str) -> str:
    value = _field(data, key, str, default)
    if not value.strip() or len(value) > MAX_NAME or not value.isprintable():  # type: ignore[union-attr]
        raise SavedGameError(
            translate("SavedGame", "{key} is not a player setting: {value}").format(
                key=repr(key),
                value=repr(value[:40]),  # type: ignore[index]
            )
        )
    return value  # type: ignore[return-value]


def parse_saved_game(text: str) -> SavedGame:
    """A saved game from its JSON text, checked field by field and move by move.

    ``SavedGameError`` (a ``ValueError``) says what is wrong; no other exception escapes.  Runs in
    time linear in the text, whose size (``MAX_BYTES``) and nesting ``datafile.parse_json`` bounds.
    """
    try:
        data = parse_json(text, max_chars=MAX_BYTES)
    except DataFileError as exc:
        raise SavedGameError(
            translate("SavedGame", "the file is not valid: {reason}").format(reason=error_text(exc))
        ) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SavedGameError(translate("SavedGame", "the file is not an othello-qt saved game"))
    version = data.get("version")
    if type(version) is int and version > VERSION:
        raise SavedGameError(
            translate(
                "SavedGame",
                "it was saved by a newer version of othello-qt (format {version}; this one reads {known})",
            ).format(version=version, known=VERSION)
        )
    if version != VERSION or type(version) is not int:
        raise SavedGameError(
            translate("SavedGame", "unsupported format version {version}").format(
                version=json.dumps(version)[:20]
            )
        )
    game = _game(data)
    kept = None
    kept_players = None
    kept_same_game = False
    if "kept" in data:
        if not isinstance(data["kept"], dict):
            raise SavedGameError(translate("SavedGame", "{key} must be an object").format(key=repr("kept")))
        try:
            kept = _game(data["kept"])
            kept_same_game = _field(data["kept"], "same_game", bool, False)
            if "black" in data["kept"]:
                kept_fields = data["kept"]
                level_number = _field(kept_fields, "level", int, 0)
                kept_players = (
                    _player(kept_fields, "black", "human"),
                    _player(kept_fields, "white", "level"),
                    level_number,
                )
        except SavedGameError as exc:
            raise SavedGameError(
                translate("SavedGame", "the kept game: {reason}").format(reason=exc)
            ) from None
    level = _field(data, "level", int, 0)
    saved_at = _field(data, "saved_at", str, "")
    clock = _clock(data["clock"], game) if "clock" in data else None
    return SavedGame(
        game=game,
        black=_player(data, "black", "human"),
        white=_player(data, "white", "level"),
        level=level,  # type: ignore[arg-type]
        saved_at=saved_at[:40],  # type: ignore[index]
        clock=clock,
        kept=kept,
        kept_players=kept_players,  # type: ignore[arg-type]
        paused=_field(data, "paused", bool, False),  # type: ignore[arg-type]
        kept_same_game=kept_same_game,  # type: ignore[arg-type]
    )


def _game(data: dict) -> Game:
    """The game of ``_game_fields``, checked move by move."""
    try:
        game = Game(parse_board_string(_field(data, "start", str)))  # type: ignore[arg-type]
        for number, text_move in enumerate(_moves(data, "moves", required=True), start=1):
            _play(game, text_move, number, redo=False)
        redo = _moves(data, "redo", required=False)
        # replay then undo the redo moves, which also checks they are legal
        for number, text_move in enumerate(redo, start=1):
            _play(game, text_move, number, redo=True)
        for _ in redo:
            game.undo()
    except NotationError as exc:
        raise SavedGameError(str(exc)) from None
    return game


def clock_fields(clock: GameClock) -> dict[str, object]:
    """A clock as the saved game keeps it: ``TI`` text, the seconds of the moves on the board and
    each side's time used (more than its moves' seconds after moves were taken back)."""
    used = [clock.spent(color) for color in (BLACK, WHITE)]
    return {"ti": clock.control.ggf(), "times": clock.move_times, "used": [round(u, 2) for u in used]}


def _seconds(value: object, problem: str) -> float:
    """``value`` if it is a number of seconds a clock can show; else ``problem`` (a ``{value}`` text)."""
    if type(value) not in (int, float) or not 0 <= value <= MAX_CLOCK_SECONDS:  # type: ignore[operator]
        raise SavedGameError(problem.format(value=json.dumps(value)[:40]))
    return float(value)  # type: ignore[arg-type]


def _clock(data: object, game: Game) -> GameClock:
    """The saved clock, checked: it must match the moves on the board."""
    if not isinstance(data, dict):
        raise SavedGameError(translate("SavedGame", "{key} must be an object").format(key=repr("clock")))
    try:
        control = TimeControl.parse(_field(data, "ti", str))  # type: ignore[arg-type]
    except NotationError as exc:
        raise SavedGameError(translate("SavedGame", "the clock: {reason}").format(reason=exc)) from None
    times = _field(data, "times", list)
    used = _field(data, "used", list)
    if len(times) != game.ply or len(used) != 2:  # type: ignore[arg-type]
        raise SavedGameError(translate("SavedGame", "the clock's times do not match the moves"))
    clock = GameClock(control)
    move_time_problem = translate(
        "SavedGame", "the clock's move time must be a number of seconds, not {value}"
    )
    used_problem = translate("SavedGame", "the clock's time used must be a number of seconds, not {value}")
    for position, seconds in zip(game.positions, times, strict=False):  # type: ignore[arg-type]
        clock.record(position.turn, None if seconds is None else _seconds(seconds, move_time_problem))
    for color, value in zip((BLACK, WHITE), used, strict=True):  # type: ignore[arg-type]
        clock.used[color] = max(clock.used[color], _seconds(value, used_problem))
    return clock


def _play(game: Game, text_move: str, number: int, *, redo: bool) -> None:
    """Play the saved game's move ``number`` (of its redo moves if ``redo``); what is wrong with it."""
    try:
        game.play(parse_move(text_move))
    except IllegalMoveError as exc:
        if redo:
            problem = translate("SavedGame", "redo move {number} ({move}) is illegal: {reason}")
        else:
            problem = translate("SavedGame", "move {number} ({move}) is illegal: {reason}")
        raise SavedGameError(problem.format(number=number, move=text_move[:10], reason=exc)) from None
    except NotationError as exc:
        if redo:
            problem = translate("SavedGame", "redo move {number}: {reason}")
        else:
            problem = translate("SavedGame", "move {number}: {reason}")
        raise SavedGameError(problem.format(number=number, reason=exc)) from None
