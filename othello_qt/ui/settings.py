"""Persistent preferences (QSettings), read defensively: a corrupt value falls back to its default."""

from __future__ import annotations

import logging
import os
import tempfile
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from othello_qt.core.players import levels as _levels
from othello_qt.core.players.levels import DEFAULT_LEVEL, Level
from othello_qt.core.players.registry import available_players
from othello_qt.core.session.sides import HUMAN, LEVEL
from othello_qt.core.settings_file import SettingsFileError, prepare_user_settings
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui import i18n
from othello_qt.ui.themes import DEFAULT_THEME, THEMES

log = logging.getLogger(__name__)
T = TypeVar("T")

ANIMATION_SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}
"""Animation speed name -> duration factor (0 = no animation)."""

_ANIMATION_SPEED_TITLES: dict[str, str] = {
    "off": QT_TRANSLATE_NOOP("AnimationSpeed", "Off"),
    "fast": QT_TRANSLATE_NOOP("AnimationSpeed", "Fast"),
    "normal": QT_TRANSLATE_NOOP("AnimationSpeed", "Normal"),
    "slow": QT_TRANSLATE_NOOP("AnimationSpeed", "Slow"),
}


def animation_speed_title(name: str) -> str:
    """An ``ANIMATION_SPEEDS`` name as the View menu shows it, in the player's language (``Fast``)."""
    return i18n.translate("AnimationSpeed", _ANIMATION_SPEED_TITLES.get(name, name.capitalize()))


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


def _flag(value: object) -> bool | None:
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
    return None


def _number(value: object) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int | str):
        return None
    try:
        return int(value)
    except ValueError:
        return None


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _player(value: object) -> str | None:
    """``human``, ``level`` or a player spec: text, its surrounding blanks dropped, never blank."""
    return (value.strip() or None) if isinstance(value, str) else None


def _bytes(value: object) -> QByteArray | None:
    return value if isinstance(value, QByteArray) else None


BOOL, INT, TEXT, PLAYER, BYTES = _flag, _number, _text, _player, _bytes
"""The types of a setting: each reads a stored value as its type, or ``None`` if it is not one."""


@dataclass(frozen=True)
class Setting:
    """One preference: where it is kept (``key``), its ``type``, the values it may take (``choices``,
    or a function giving them at read time; ``None``: any of its type) and its ``default`` (or a
    function giving it), read whenever the stored value is missing, of another type or not a choice."""

    key: str
    type: Callable[[object], Any]
    choices: Collection[Any] | Callable[[], Collection[Any]] | None
    default: Any

    def read(self, stored: QSettings) -> Any:
        value = self.type(stored.value(self.key))
        choices = self.choices() if callable(self.choices) else self.choices
        if value is None or (choices is not None and value not in choices):
            return self.default() if callable(self.default) else self.default
        return value


def _level_numbers() -> list[int]:
    return [lv.number for lv in playable_levels()]


SETTINGS: dict[str, Setting] = {
    "theme": Setting("view/theme", TEXT, THEMES, DEFAULT_THEME),
    "show_legal_moves": Setting("view/legal_moves", BOOL, None, True),
    "show_hints": Setting("view/hints", BOOL, None, False),
    "show_graph": Setting("view/graph", BOOL, None, True),
    "show_coordinates": Setting("view/coordinates", BOOL, None, True),
    "show_database_counts": Setting("view/database_counts", BOOL, None, False),
    "animation_speed": Setting("view/animation", TEXT, ANIMATION_SPEEDS, "normal"),
    "language": Setting("view/language", TEXT, lambda: [i18n.SYSTEM, *i18n.LANGUAGES], i18n.SYSTEM),
    "muted": Setting("sound/muted", BOOL, None, False),
    "level": Setting("players/level", INT, _level_numbers, default_level),
    "black_player": Setting("players/black", PLAYER, None, HUMAN),
    "white_player": Setting("players/white", PLAYER, None, LEVEL),
    "analyst": Setting("analysis/analyst", TEXT, None, ""),
    "geometry": Setting("window/geometry", BYTES, None, None),
    "splitter_state": Setting("window/splitter", BYTES, None, None),
    "last_directory": Setting("files/last_directory", TEXT, None, lambda: str(Path.home())),
    "database": Setting("files/database", TEXT, None, ""),
    "database_pane": Setting("window/database_pane", BYTES, None, None),
}
"""Every preference of the app (as KReversi's kcfg declares its own): ``AppSettings`` reads them."""


class Stored(Generic[T]):
    """An ``AppSettings`` attribute kept in the settings: the ``SETTINGS`` entry of its name, read
    defensively (a corrupt value reads as the default) and written as given."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.setting = SETTINGS[name]

    @overload
    def __get__(self, settings: None, owner: type | None = None) -> Stored[T]: ...
    @overload
    def __get__(self, settings: AppSettings, owner: type | None = None) -> T: ...
    def __get__(self, settings: AppSettings | None, owner: type | None = None) -> T | Stored[T]:
        if settings is None:
            return self
        return self.setting.read(settings.qsettings)

    def __set__(self, settings: AppSettings, value: T) -> None:
        settings.qsettings.setValue(self.setting.key, value)


def user_settings() -> tuple[QSettings, tuple[SettingsFileError, ...]]:
    """``QSettings()``, the user's, once its file is known to be safe to read (``settings_file``);
    a file that cannot be read and could not be set aside is left alone: the settings are then
    kept, for this run only, in a scratch file."""
    problems = prepare_user_settings(QCoreApplication.organizationName(), QCoreApplication.applicationName())
    if all("kept" in problem.fields for problem in problems):
        return QSettings(), problems
    global _scratch
    _scratch = _scratch or tempfile.mkdtemp(prefix="othello-qt-settings-")
    return QSettings(os.path.join(_scratch, "settings.ini"), QSettings.Format.IniFormat), problems


_scratch = ""


_PLAYERS = ("black_player", "white_player")
"""The ``AppSettings`` attributes of black's and white's player."""


class AppSettings:
    """Typed access to the app's QSettings; pass your own ``QSettings`` (tests use a temp INI file)."""

    theme = Stored[str]()
    show_legal_moves = Stored[bool]()
    show_hints = Stored[bool]()
    show_graph = Stored[bool]()
    """The evaluation graph under the board (analysed in the background while shown)."""
    show_coordinates = Stored[bool]()
    show_database_counts = Stored[bool]()
    """The games database's counts on the board's squares (``database_overlay``)."""
    animation_speed = Stored[str]()
    muted = Stored[bool]()
    language = Stored[str]()
    """A language of ``i18n.LANGUAGES``, or ``""`` for the system's (read at start-up)."""
    level = Stored[int]()
    black_player = Stored[str]()
    white_player = Stored[str]()
    analyst = Stored[str]()
    """The player spec valuing moves for hints, the graph and the review; empty: the built-in engine."""
    geometry = Stored[QByteArray | None]()
    splitter_state = Stored[QByteArray | None]()
    last_directory = Stored[str]()
    database = Stored[str]()
    """The games database opened at start-up (as NBoard's Thor folder): a folder or files, one path a
    line; empty: none."""
    database_pane = Stored[QByteArray | None]()
    """The window's docks as the app closed (``QMainWindow.saveState``): the games database pane
    shown there, its side and size; none if it was closed."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.problems: tuple[SettingsFileError, ...] = ()
        """What was wrong with the user's settings file (set aside before Qt read it): for the window."""
        if settings is None:
            settings, self.problems = user_settings()
        self.qsettings = settings

    def player(self, color_index: int) -> str:
        """``human``, ``level`` or a player spec for black (0) or white (1)."""
        return getattr(self, _PLAYERS[color_index])

    def set_player(self, color_index: int, value: str) -> None:
        setattr(self, _PLAYERS[color_index], value)

    def sync(self) -> None:
        self.qsettings.sync()
