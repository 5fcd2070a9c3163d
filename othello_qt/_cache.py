"""Where numba keeps compiled kernels: a per-user cache directory, chosen before numba loads.

Compiling the kernels takes seconds; loading them from this cache takes milliseconds, so
every start after the first is quick, frozen or not.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "othello-qt"


def user_cache_dir() -> Path:
    """The platform's per-user cache directory for this application."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / APP_NAME / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP_NAME
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / APP_NAME


def configure_numba_cache() -> None:
    """Point ``NUMBA_CACHE_DIR`` at the user cache unless the caller chose one already."""
    if "NUMBA_CACHE_DIR" in os.environ:
        return
    # A frozen app's numba cache is keyed to its executable file (numba hashes it as the "source"),
    # so each executable gets its own folder: on Windows, running othello-qt-cli.exe must not
    # invalidate the kernels cached for othello-qt.exe.
    frozen = f"frozen-{Path(sys.executable).stem}" if getattr(sys, "frozen", False) else "python"
    path = user_cache_dir() / "numba" / f"{frozen}-{sys.version_info[0]}.{sys.version_info[1]}"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        return  # numba falls back to its own choice; slower starts, nothing worse
    os.environ["NUMBA_CACHE_DIR"] = str(path)
