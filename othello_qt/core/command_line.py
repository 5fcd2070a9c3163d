"""Command lines of other programs (engines, referee players), split and joined as the system does.

A POSIX shell takes a backslash for an escape; Windows takes it for the path separator
(``C:\\Engines\\edax.exe``) and quotes with double quotes only.  ``shlex`` alone speaks POSIX, so on
Windows it turns ``C:\\Engines\\edax.exe`` into ``C:Enginesedax.exe``.
"""

from __future__ import annotations

import os
import shlex
import subprocess
from collections.abc import Iterable

WINDOWS = os.name == "nt"


def split_command(text: str, windows: bool | None = None) -> list[str]:
    """The words of a command line: POSIX shell words, or on Windows words where a backslash is a
    plain character and double quotes group (``"C:\\Program Files\\Edax\\edax.exe" -q``).
    Unbalanced quotes are a ``ValueError``, as with ``shlex.split``.  ``windows``: this system's way."""
    if not (WINDOWS if windows is None else windows):
        return shlex.split(text)
    lexer = shlex.shlex(text, posix=True)
    lexer.whitespace_split = True
    lexer.commenters = ""
    lexer.escape = ""
    lexer.quotes = '"'
    return list(lexer)


def join_command(argv: Iterable[str], windows: bool | None = None) -> str:
    """A command line ``split_command`` splits back into ``argv`` (words with spaces quoted)."""
    words = list(argv)
    return subprocess.list2cmdline(words) if (WINDOWS if windows is None else windows) else shlex.join(words)
