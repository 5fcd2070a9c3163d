"""Persistent preferences (QSettings), read defensively: a corrupt value falls back to its default."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from othello_qt.core.players import levels as _levels
from othello_qt.core.players.levels import DEFAULT_LEVEL, Level
from othello_qt.core.players.registry import available_players
from othello_qt.ui.themes import DEFAULT_THEME, THEMES

log = logging.getLogger(__name__)

ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speed name -> duration factor (0 = no animation)."""

HUMAN = "human"
LEVEL = "level"
"""A side's player setting: ``human``, ``level`` (the difficulty slider) or a registry spec."""


def playable_levels() -> tuple[Level, ...]:
    """The difficulty levels whose player is registered (a build may lack the master engine).

    Read at call time, so levels added to ``LEVELS`` (or players registered later) just appear.
    """
    known = {kind.name for kind in available_players()}
    playable = tuple(lv for lv in _levels.LEVELS if lv.spec.partition(":")[0].strip().lower() in known)
    return playable or tuple(_levels.LEVELS)


def default_level() -> int:
    numbers = [lv.number for lv in playable_levels()]
    return DEFAULT_LEVEL if DEFAULT_LEVEL in numbers else numbers[min(1, len(numbers) - 1)]


APP_FOLDER = "othello-qt"


def default_data_dir() -> Path:
    """Where the game in progress is kept: ``othello-qt`` in the platform's per-user data folder
    (``~/.local/share/othello-qt`` on Linux, ``%LOCALAPPDATA%\\othello-qt``, ``~/Library/Application
    Support/othello-qt``).  Qt's ``AppDataLocation`` would add the organisation *and* the application
    name, both ``othello-qt``: the doubled folder of earlier versions (see ``prepare_data_dir``)."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    return Path(location) / APP_FOLDER if location else Path.home() / f".{APP_FOLDER}"


def prepare_data_dir() -> Path:
    """``default_data_dir()``, after moving over what earlier versions kept in the doubled folder."""
    folder = default_data_dir()
    old = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    if old and Path(old) != folder:
        move_old_data(Path(old), folder)
    return folder


def move_old_data(old: Path, new: Path) -> list[str]:
    """Move the files of ``old`` into ``new``, never replacing one (a name already in ``new``
    stays in ``old``), then remove ``old`` if it is empty.  Returns what could not be moved.

    Failures are logged and left in place: nothing is lost, the old folder just stays.
    """
    if not old.is_dir() or old.is_symlink():
        return []
    new.mkdir(parents=True, exist_ok=True)
    left: list[str] = []
    for item in sorted(old.iterdir()):
        target = new / item.name
        if not item.is_file() or item.is_symlink() or os.path.lexists(target):
            left.append(item.name)
            continue
        try:
            os.rename(item, target)
        except OSError as exc:
            log.warning("could not move %s to %s: %s", item, target, exc)
            left.append(item.name)
    if not left:
        try:
            old.rmdir()
        except OSError as exc:
            log.warning("could not remove the old data folder %s: %s", old, exc)
    return left


class AppSettings:
    """Typed access to the app's QSettings; pass your own ``QSettings`` (tests use a temp INI file)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.qsettings = settings if settings is not None else QSettings()

    # --- helpers ----------------------------------------------------------------------------------

    def _bool(self, key: str, default: bool) -> bool:
        value = self.qsettings.value(key, default)
        if isinstance(value, bool):
            return value
        if isinstance(value, str):
            lowered = value.strip().lower()
            if lowered in ("true", "1", "yes", "on"):
                return True
            if lowered in ("false", "0", "no", "off"):
                return False
        if isinstance(value, int):
            return bool(value)
        return default

    def _str(self, key: str, default: str, allowed: object = None) -> str:
        value = self.qsettings.value(key, default)
        if not isinstance(value, str):
            return default
        if allowed is not None and value not in allowed:  # type: ignore[operator]
            return default
        return value

    def _set(self, key: str, value: object) -> None:
        self.qsettings.setValue(key, value)

    # --- values -----------------------------------------------------------------------------------

    @property
    def theme(self) -> str:
        return self._str("view/theme", DEFAULT_THEME, THEMES)

    @theme.setter
    def theme(self, name: str) -> None:
        self._set("view/theme", name)

    @property
    def show_legal_moves(self) -> bool:
        return self._bool("view/legal_moves", True)

    @show_legal_moves.setter
    def show_legal_moves(self, on: bool) -> None:
        self._set("view/legal_moves", on)

    @property
    def show_hints(self) -> bool:
        return self._bool("view/hints", False)

    @show_hints.setter
    def show_hints(self, on: bool) -> None:
        self._set("view/hints", on)

    @property
    def show_graph(self) -> bool:
        """The evaluation graph under the board (analysed in the background while shown)."""
        return self._bool("view/graph", True)

    @show_graph.setter
    def show_graph(self, on: bool) -> None:
        self._set("view/graph", on)

    @property
    def show_coordinates(self) -> bool:
        return self._bool("view/coordinates", True)

    @show_coordinates.setter
    def show_coordinates(self, on: bool) -> None:
        self._set("view/coordinates", on)

    @property
    def animation_speed(self) -> str:
        return self._str("view/animation", "normal", ANIMATION_SPEEDS)

    @animation_speed.setter
    def animation_speed(self, name: str) -> None:
        self._set("view/animation", name)

    @property
    def muted(self) -> bool:
        return self._bool("sound/muted", False)

    @muted.setter
    def muted(self, on: bool) -> None:
        self._set("sound/muted", on)

    @property
    def level(self) -> int:
        value = self.qsettings.value("players/level", default_level())
        try:
            number = int(value)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return default_level()
        numbers = [level.number for level in playable_levels()]
        return number if number in numbers else default_level()

    @level.setter
    def level(self, number: int) -> None:
        self._set("players/level", number)

    def player(self, color_index: int) -> str:
        """``human``, ``level`` or a player spec for black (0) or white (1)."""
        default = HUMAN if color_index == 0 else LEVEL
        value = self._str(f"players/{('black', 'white')[color_index]}", default)
        return value.strip() or default

    def set_player(self, color_index: int, value: str) -> None:
        self._set(f"players/{('black', 'white')[color_index]}", value)

    @property
    def geometry(self) -> QByteArray | None:
        value = self.qsettings.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    @geometry.setter
    def geometry(self, data: QByteArray) -> None:
        self._set("window/geometry", data)

    @property
    def splitter_state(self) -> QByteArray | None:
        value = self.qsettings.value("window/splitter")
        return value if isinstance(value, QByteArray) else None

    @splitter_state.setter
    def splitter_state(self, data: QByteArray) -> None:
        self._set("window/splitter", data)

    @property
    def last_directory(self) -> str:
        return self._str("files/last_directory", str(Path.home()))

    @last_directory.setter
    def last_directory(self, path: str) -> None:
        self._set("files/last_directory", path)

    def sync(self) -> None:
        self.qsettings.sync()
