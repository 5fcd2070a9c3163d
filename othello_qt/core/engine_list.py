"""The user's external engines (Edax, ntest, ``othello-qt nboard``...): a name, a command line, a folder.

The list is one JSON file in the app's data folder (``engines.json``), written atomically.  A file
that cannot be read is set aside (never overwritten) and the list starts empty, with a message
saying where the file went.  The window names the file once at start-up (``use_file``); the
registry's ``engine:NAME`` player reads the list from there, and the command-line tools from the
same file in the per-user data folder.  A command line is kept as its argv
(split as the system's shell would, without running one), so no quoting is ever guessed twice.
"""

from __future__ import annotations

import json
import logging
import os
import threading
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.bitboard import MAX_DEPTH as MAX_BUDGET_DEPTH
from othello_qt.core.budget import Budget
from othello_qt.core.command_line import join_command, split_command
from othello_qt.core.datafile import DataFileError, read_json_file, set_aside
from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError

log = logging.getLogger(__name__)

FILE_NAME = "engines.json"
FORMAT = "othello-qt engines"
MAX_NAME = 40
MAX_ENGINES = 100
MAX_FILE_BYTES = 1_000_000
DEFAULT_BUDGET = "8"
"""What an engine is given when the user sets nothing: NBoard's own default depth range."""


class EngineListError(TranslatableError, ValueError):
    """An engine entry that cannot be used; the message says which field and why."""


@dataclass(frozen=True, slots=True)
class EngineEntry:
    """One external engine: its name (unique, as the player ``engine:NAME``), its argv, where it runs,
    and the depth or time it is given (``8``, ``2s``, ``8,2s``)."""

    name: str
    argv: tuple[str, ...]
    folder: str = ""
    budget: str = DEFAULT_BUDGET

    @property
    def command_line(self) -> str:
        return join_command(self.argv)

    @property
    def spec(self) -> str:
        return f"engine:{self.name}"

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "argv": list(self.argv), "folder": self.folder, "budget": self.budget}


def check_name(text: str) -> str:
    """A usable engine name (``ValueError`` saying why not): it becomes part of a player spec."""
    name = text.strip()
    if not name:
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "give the engine a name"))
    if len(name) > MAX_NAME:
        raise EngineListError(
            QT_TRANSLATE_NOOP("Errors", "the name is longer than {count} characters"), count=MAX_NAME
        )
    if ":" in name or not name.isprintable():
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "the name may not hold ':' or control characters"))
    return name


def parse_command(text: str) -> tuple[str, ...]:
    """The argv of a command line, split as the system does (``command_line.split_command``: POSIX
    shell words, or Windows words where ``C:\\Engines\\edax.exe`` keeps its backslashes)."""
    try:
        argv = tuple(split_command(text))
    except ValueError as exc:
        raise EngineListError(
            QT_TRANSLATE_NOOP("Errors", "the command line cannot be split into words"), str(exc)
        ) from None
    if not argv:
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "give the command that starts the engine"))
    return argv


def make_entry(name: str, command: str, folder: str = "", budget: str = "") -> EngineEntry:
    """An entry from what the user typed; ``EngineListError`` naming the first bad field."""
    folder = folder.strip()
    if folder and not Path(folder).is_dir():
        raise EngineListError(
            QT_TRANSLATE_NOOP("Errors", "the working folder {folder} is not a folder"), folder=repr(folder)
        )
    budget = check_budget(budget.strip() or DEFAULT_BUDGET)
    return EngineEntry(check_name(name), parse_command(command), folder, budget)


def check_budget(budget: str) -> str:
    """``budget`` if it is one an engine can be given (a depth, a time, or both)."""
    try:
        Budget.parse(budget, owner="depth or time")
    except ValueError:
        template = QT_TRANSLATE_NOOP(
            "Errors",
            "{budget} is not a depth from 1 to {max_depth}, a time like 2s or 500ms, or both like 6,2s"
            " (depth 6 in at most 2 seconds)",
        )
        raise EngineListError(template, budget=repr(budget), max_depth=MAX_BUDGET_DEPTH) from None
    return budget


def _entry_from_json(item: object) -> EngineEntry:
    if not isinstance(item, dict):
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "an engine is not an object"))
    argv = item.get("argv")
    if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "an engine's argv is not a list of words"))
    folder, budget, name = item.get("folder", ""), item.get("budget", DEFAULT_BUDGET), item.get("name")
    if not all(isinstance(v, str) for v in (folder, budget, name)):
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "an engine's name, folder or budget is not text"))
    name = check_name(name)
    check_budget(budget)
    return EngineEntry(name, tuple(argv), folder, budget)


def parse_engines(data: object) -> list[EngineEntry]:
    """The entries of a decoded ``engines.json``; ``EngineListError`` if it is not one."""
    if (
        not isinstance(data, dict)
        or data.get("format") != FORMAT
        or not isinstance(data.get("engines"), list)
    ):
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "it is not an {format} file"), format=repr(FORMAT))
    if len(data["engines"]) > MAX_ENGINES:
        raise EngineListError(
            QT_TRANSLATE_NOOP("Errors", "it lists more than {count} engines"), count=MAX_ENGINES
        )
    entries = [_entry_from_json(item) for item in data["engines"]]
    names = [e.name.casefold() for e in entries]
    if len(set(names)) != len(names):
        raise EngineListError(QT_TRANSLATE_NOOP("Errors", "two engines have the same name"))
    return entries


class EngineList:
    """The engines kept in ``path``; every change is written at once (atomically)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: list[EngineEntry] = []
        self.problem: EngineListError | None = None
        """What was wrong with the file when it was read (``None`` if nothing): shown to the user."""
        self._load()

    def _load(self) -> None:
        if not os.path.lexists(self.path):
            return
        try:
            self.entries = parse_engines(read_json_file(self.path, MAX_FILE_BYTES))
            return
        except EngineListError as exc:
            problem: TranslatableError | str = exc
        except DataFileError as exc:
            problem = exc.reason()
        except ValueError as exc:
            problem = str(exc).removeprefix(f"{self.path}: ")
        try:
            kept = set_aside(self.path)
        except OSError as exc:
            self.problem = EngineListError(
                QT_TRANSLATE_NOOP(
                    "Errors", "Your engine list {path} could not be read: {problem}; it could not be renamed."
                ),
                str(exc.strerror or exc),
                path=str(self.path),
                problem=problem,
            )
        else:
            self.problem = EngineListError(
                QT_TRANSLATE_NOOP(
                    "Errors", "Your engine list {path} could not be read: {problem}; it is kept as {kept}."
                ),
                path=str(self.path),
                problem=problem,
                kept=str(kept),
            )
        log.warning("%s", self.problem)

    def find(self, name: str) -> EngineEntry | None:
        key = name.strip().casefold()
        return next((e for e in self.entries if e.name.casefold() == key), None)

    def add(self, entry: EngineEntry) -> None:
        """Add an engine at the end of the list, or replace the one of that name where it stands, and
        save the list."""
        key = entry.name.casefold()
        if any(e.name.casefold() == key for e in self.entries):
            self._save([entry if e.name.casefold() == key else e for e in self.entries])
            return
        if len(self.entries) >= MAX_ENGINES:
            raise EngineListError(
                QT_TRANSLATE_NOOP("Errors", "at most {count} engines can be kept"), count=MAX_ENGINES
            )
        self._save([*self.entries, entry])

    def remove(self, name: str) -> None:
        self._save([e for e in self.entries if e.name.casefold() != name.strip().casefold()])

    def _save(self, entries: list[EngineEntry]) -> None:
        data = {"format": FORMAT, "engines": [e.to_json() for e in entries]}
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(self.path, (json.dumps(data, indent=2) + "\n").encode("utf-8"))
        self.entries = entries


_lock = threading.Lock()
_current: EngineList | None = None


def use_file(path: Path) -> EngineList:
    """Read the user's engines from ``path`` (the app's data folder) and make it the list in use."""
    global _current
    engines = EngineList(path)
    with _lock:
        _current = engines
    return engines


def default_path() -> Path:
    """Where the window keeps the user's engines: ``engines.json`` in the per-user data folder."""
    from othello_qt._cache import user_data_dir

    return user_data_dir() / FILE_NAME


def current() -> EngineList:
    """The list in use: the one the window named, else (the command-line tools) the user's own list
    at ``default_path()``, read on first use, so ``match engine:NAME`` sees the engines added in
    the window."""
    global _current
    with _lock:
        if _current is None:
            _current = EngineList(default_path())
        return _current


def entries() -> list[EngineEntry]:
    return list(current().entries)


def find_engine(name: str) -> EngineEntry:
    """The engine called ``name`` in the list in use; ``EngineListError`` saying how to add it."""
    entry = current().find(name)
    if entry is None:
        known = ", ".join(e.name for e in entries())
        if not known:
            template = QT_TRANSLATE_NOOP("Errors", "no engine named {name} (add it with Game → Engines…)")
            raise EngineListError(template, name=repr(name))
        template = QT_TRANSLATE_NOOP(
            "Errors", "no engine named {name} (add it with Game → Engines…; known: {known})"
        )
        raise EngineListError(template, name=repr(name), known=known)
    return entry
