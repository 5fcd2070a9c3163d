"""Data files shipped with the app: sounds, window icons (and whatever comes later, e.g. weights).

They live inside this package, so one lookup serves every layout: a source checkout or editable
install, an installed wheel (package data), and the frozen bundle, whose spec collects the
package's data files beside its sources (under ``sys._MEIPASS``, which is where ``__file__``
points when frozen).  ``OTHELLO_QT_RESOURCES`` names a folder to look in first (a packager's own
layout).  The icon's source drawing is ``resources/icon.svg`` at the top of the repository.
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

ENV_VARIABLE = "OTHELLO_QT_RESOURCES"
PACKAGE_DIR = Path(__file__).resolve().parent


def resource_dirs() -> list[Path]:
    """Folders searched, first match wins."""
    override = os.environ.get(ENV_VARIABLE)
    return [Path(override), PACKAGE_DIR] if override else [PACKAGE_DIR]


def resource_path(name: str) -> Path:
    """Path of ``name``, a relative path with ``/`` separators such as ``"sounds/place.wav"``.

    Raises ``ValueError`` for a name that would leave the folder and ``FileNotFoundError``, naming
    where it looked, for a file that is not there, so a missing sound or weights file is reported
    clearly instead of failing later in a decoder.
    """
    relative = PurePosixPath(name)
    if not name or relative.is_absolute() or ".." in relative.parts or "\\" in name:
        raise ValueError(f"resource name {name!r} must be a relative path inside the resources folder")
    candidates = resource_dirs()
    for folder in candidates:
        path = folder.joinpath(*relative.parts)
        if path.exists():
            return path
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"resource {name!r} not found (looked in: {tried})")
