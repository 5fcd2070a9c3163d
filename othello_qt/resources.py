"""Finding the files in ``resources/`` (icon, sounds, weights) wherever the app runs from.

Three layouts, one answer:

* a source checkout or editable install: ``resources/`` beside the ``othello_qt`` package;
* the frozen PyInstaller bundle: ``resources/`` inside the bundle's data folder (``sys._MEIPASS``;
  in the macOS ``.app`` that folder links through to ``Contents/Resources``);
* anywhere else (say, a packager's own layout): the folder named by ``OTHELLO_QT_RESOURCES``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path, PurePosixPath

ENV_VARIABLE = "OTHELLO_QT_RESOURCES"


def resource_dirs() -> list[Path]:
    """Candidate ``resources`` folders, most specific first."""
    candidates = []
    override = os.environ.get(ENV_VARIABLE)
    if override:
        candidates.append(Path(override))
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "resources")
    candidates.append(Path(__file__).resolve().parent.parent / "resources")
    return candidates


def resources_dir() -> Path:
    """The first candidate folder that exists (``FileNotFoundError`` naming all tried if none)."""
    candidates = resource_dirs()
    for folder in candidates:
        if folder.is_dir():
            return folder
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"the othello-qt resources folder is missing (looked in: {tried})")


def resource_path(name: str) -> Path:
    """Path of ``name`` (a relative path with ``/`` separators, e.g. ``"icons/app.png"``).

    Raises ``ValueError`` for a name that would leave the folder and ``FileNotFoundError``, naming
    where it looked, for a file that is not there, so a missing sound or weights file is reported
    clearly instead of failing later in a decoder.
    """
    relative = PurePosixPath(name)
    if not name or relative.is_absolute() or ".." in relative.parts or "\\" in name:
        raise ValueError(f"resource name {name!r} must be a relative path inside resources/")
    candidates = resource_dirs()
    for folder in candidates:
        path = folder.joinpath(*relative.parts)
        if path.exists():
            return path
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"resource {name!r} not found (looked in: {tried})")
