"""The preferences file Qt keeps (``QSettings()``), checked before Qt opens it.

``QSettings`` reads its whole file when it is made and blocks on a FIFO, takes seconds over a file
of tens of megabytes, and silently drops what it cannot parse, then rewrites the file at the next
change.  So before the first ``QSettings()`` the file where Qt will look is checked here: a regular
file (opened without blocking) of at most ``MAX_SETTINGS_BYTES``, UTF-8 text in Qt's INI layout.
One that is not is set aside (``othello-qt.unreadable-DATE.conf``, ``datafile.set_aside``) and the
app starts with the default settings, saying so.  Qt-free: the window words the problem.
"""

from __future__ import annotations

import logging
import os
import re
import sys
from collections.abc import Mapping
from pathlib import Path

from othello_qt.core.datafile import DataFileError, read_regular_file, set_aside
from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 1 << 20
"""Largest settings file read (1 MiB): the app's own takes a few kilobytes."""
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f]")
"""Characters Qt never writes into its INI text (it escapes them as ``\\xNN``): tab, CR, LF aside."""
_SECTION = re.compile(r"\[[^\[\]]*\]")
"""``[section]`` (Qt percent-encodes brackets inside a group's name)."""
_ESCAPE = re.compile(r"\\.")
"""A backslash and the character it escapes inside a value (``\\"`` is no quote)."""


class SettingsFileError(TranslatableError):
    """A settings file that could not be read, and what became of it (``kept``: where it was set
    aside; without it the file is where it was, and must not be opened)."""


def ini_problem(data: bytes) -> DataFileError | None:
    """Why ``data`` is not a settings file as Qt writes it in its INI format, or ``None``.

    UTF-8 text (a byte-order mark allowed) without control characters; every line blank, a comment
    (``;`` or ``#``), a ``[section]``, a ``key=value`` with a key, or the continuation of a line that
    ends with a backslash; the quotes of a value paired; the last line ended (Qt ends every line, so
    a file cut short almost never is).  One linear pass."""
    try:
        text = data.removeprefix(b"\xef\xbb\xbf").decode("utf-8")
    except UnicodeDecodeError as exc:
        return DataFileError(
            QT_TRANSLATE_NOOP("Errors", "not UTF-8 text (byte {number} is {value})"),
            number=exc.start + 1,
            value=f"{data[exc.start]:#04x}",
        )
    control = _CONTROL.search(text)
    if control is not None:
        return DataFileError(
            QT_TRANSLATE_NOOP("Errors", "not text (a control character on line {line})"),
            line=text.count("\n", 0, control.start()) + 1,
        )
    if text and not text.endswith("\n"):
        return DataFileError(QT_TRANSLATE_NOOP("Errors", "it is cut short (its last line is not ended)"))
    continued = False
    for number, line in enumerate(text.split("\n"), 1):  # not splitlines(): Qt writes U+2028 as is
        stripped = line.strip()
        was_continued, continued = continued, stripped.endswith("\\")
        if was_continued or not stripped or stripped[0] in ";#" or _SECTION.fullmatch(stripped):
            continue
        key, equals, value = stripped.partition("=")
        if not equals or not key.strip() or not (continued or _complete(value.strip())):
            return DataFileError(
                QT_TRANSLATE_NOOP("Errors", "line {line} is not a setting of an INI file"), line=number
            )
    return None


def _complete(value: str) -> bool:
    """A value as Qt writes it: its quotes paired (``\\"`` is no quote)."""
    return _ESCAPE.sub("", value).count('"') % 2 == 0


def check_settings_file(path: str | os.PathLike[str], max_bytes: int = MAX_SETTINGS_BYTES) -> None:
    """``DataFileError`` (starting with the path) unless ``path`` is missing or a regular file of at
    most ``max_bytes`` that ``ini_problem`` accepts.  Never blocks on a FIFO or a device."""
    where = os.fspath(path)
    if not os.path.lexists(where):
        return
    problem = ini_problem(read_regular_file(where, max_bytes))
    if problem is not None:
        raise problem.located(where)


def user_settings_files(
    organization: str, application: str, environ: Mapping[str, str] | None = None
) -> list[Path]:
    """The user-scope files ``QSettings()`` reads for these names, where its native format is an INI
    file (Linux and the other Unix systems but macOS): ``$XDG_CONFIG_HOME/ORG/APP.conf`` and the
    organisation's ``$XDG_CONFIG_HOME/ORG.conf`` (``~/.config`` when unset or relative, as Qt 6
    does).  None on Windows (the registry) and macOS (property lists)."""
    if os.name != "posix" or sys.platform == "darwin" or not organization:
        return []
    env = os.environ if environ is None else environ
    home = Path(env.get("HOME") or os.path.expanduser("~"))
    config = env.get("XDG_CONFIG_HOME") or ""
    folder = Path(config) if config.startswith("/") else home / ".config"  # Qt 6 ignores a relative one
    files = [folder / organization / f"{application}.conf"] if application else []
    return [*files, folder / f"{organization}.conf"]


_checked: dict[tuple[Path, ...], tuple[SettingsFileError, ...]] = {}


def prepare_user_settings(organization: str, application: str) -> tuple[SettingsFileError, ...]:
    """Check the files ``QSettings()`` will read (``user_settings_files``) and set aside each that
    cannot be read, once per process and place; what was wrong and where each went, for the window
    (the same at every later call)."""
    files = tuple(user_settings_files(organization, application))
    if files not in _checked:
        _checked[files] = tuple(problem for path in files if (problem := _set_aside_if_unreadable(path)))
    return _checked[files]


def _set_aside_if_unreadable(path: Path) -> SettingsFileError | None:
    try:
        check_settings_file(path)
        return None
    except DataFileError as exc:
        reason = exc.reason()
    try:
        kept = set_aside(path)
    except OSError as exc:
        problem = SettingsFileError(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Your settings file {path} could not be read: {problem}; it could not be renamed. "
                "The game uses its default settings.",
            ),
            str(exc.strerror or exc),
            path=str(path),
            problem=reason,
        )
    else:
        problem = SettingsFileError(
            QT_TRANSLATE_NOOP(
                "Errors",
                "Your settings file {path} could not be read: {problem}; it is kept as {kept}. "
                "The game starts with the default settings.",
            ),
            path=str(path),
            problem=reason,
            kept=str(kept),
        )
    log.warning("%s", problem)
    return problem
