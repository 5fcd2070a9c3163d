"""What the README tells a Windows user, checked on the Wine build (``make dist-windows``'s last step).

The README's Windows section says where settings and the game in progress live and how to
uninstall.  Here the frozen ``othello-qt.exe`` starts as a user starts it (the windowed executable,
offscreen, closed by ``OTHELLO_QT_STARTUP_REPORT`` once it is ready), in the build's Wine prefix,
and then:

1. its settings are in the registry under ``HKEY_CURRENT_USER\\Software\\othello-qt``;
2. ``%LOCALAPPDATA%\\othello-qt`` holds the compiled engine's cache (and is where the game in
   progress and the engines list go: ``othello_qt._cache.user_data_dir``);
3. the uninstall the README gives (delete the folder, ``%LOCALAPPDATA%\\othello-qt``, and
   ``reg delete HKCU\\Software\\othello-qt /f``) leaves neither behind.

SmartScreen's warning is Windows' own and cannot be shown under Wine.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

SETTINGS_KEY = r"HKCU\Software\othello-qt"
"""The README's registry key (QSettings: organization ``othello-qt``, application ``othello-qt``)."""
DATA_FOLDER = "othello-qt"
"""The README's folder under ``%LOCALAPPDATA%``."""
START_SECONDS = 600.0


class ClaimError(Exception):
    """A README claim that the Wine build does not bear out."""


Wine = Callable[..., subprocess.CompletedProcess[str]]
"""Runs a Windows command in the build's prefix: ``wine(arguments, env_extra) -> CompletedProcess``."""


def local_app_data(prefix: Path) -> Path:
    """``%LOCALAPPDATA%`` of the prefix's user, as a Linux path."""
    users = prefix / "drive_c" / "users"
    found = sorted(p for p in users.glob("*/AppData/Local") if p.parent.parent.name != "Public")
    if not found:
        raise ClaimError(f"the Wine prefix has no user's AppData\\Local under {users}")
    return found[0]


def registry_values(query_output: str) -> dict[str, str]:
    """``reg query /s``'s ``    NAME    REG_TYPE    DATA`` lines, as ``{NAME: DATA}``."""
    values = {}
    for line in query_output.splitlines():
        parts = line.strip().split(None, 2)
        if len(parts) >= 2 and parts[1].startswith("REG_"):
            values[parts[0]] = parts[2] if len(parts) == 3 else ""
    return values


def check_claims(bundle: Path, prefix: Path, wine: Wine, windows_path: Callable[[Path], str]) -> str:
    """Start the bundle's windowed executable once, then check the README's three claims."""
    exe = bundle / "othello-qt.exe"
    if not exe.is_file():
        raise ClaimError(f"no {exe}")
    appdata = local_app_data(prefix)
    wine(["reg", "delete", SETTINGS_KEY, "/f"], {})  # a user who never ran it (fails if absent: fine)
    shutil.rmtree(appdata / DATA_FOLDER, ignore_errors=True)
    report = prefix / "drive_c" / "othello-qt-claims-start.json"
    report.unlink(missing_ok=True)
    launched = time.time()  # Wine's clock is the host's
    wine([windows_path(exe)], {"OTHELLO_QT_STARTUP_REPORT": windows_path(report)})
    if not report.is_file():
        raise ClaimError("othello-qt.exe under Wine never became ready (no start-up report)")
    started = json.loads(report.read_text(encoding="utf-8"))
    report.unlink()

    query = wine(["reg", "query", SETTINGS_KEY, "/s"], {})
    values = registry_values(query.stdout)
    if query.returncode != 0 or "geometry" not in values:
        raise ClaimError(f"no settings in the registry under {SETTINGS_KEY}: {query.stdout.strip()!r}")
    cache = appdata / DATA_FOLDER / "Cache"
    kernels = list(cache.rglob("*.nbi")) if cache.is_dir() else []
    if not kernels:
        raise ClaimError(f"%LOCALAPPDATA%\\{DATA_FOLDER}\\Cache holds no compiled kernels ({cache})")

    wine(["reg", "delete", SETTINGS_KEY, "/f"], {})
    shutil.rmtree(appdata / DATA_FOLDER)
    if wine(["reg", "query", SETTINGS_KEY], {}).returncode == 0:
        raise ClaimError(f"reg delete {SETTINGS_KEY} /f left the key behind")
    ready = started.get("ready", launched) - launched
    return (
        f"ready to play {ready:.1f} s after the launch; {len(values)} settings under {SETTINGS_KEY}; "
        f"{len(kernels)} kernels in %LOCALAPPDATA%\\{DATA_FOLDER}\\Cache; uninstalled: key and folder gone"
    )
