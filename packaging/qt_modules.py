"""Which Qt for Python modules the app imports, so the bundle carries those and no others.

The spec excludes every installed ``PySide6.Qt*`` module the sources never import (PyInstaller
would otherwise follow hooks into some of them), and ``build.py`` checks the finished bundle
against the same list.  Scanning the sources keeps it right when the UI starts using, say, QtSvg.
"""

from __future__ import annotations

import re
from pathlib import Path

_FROM_MODULE = re.compile(r"^\s*(?:from|import)\s+PySide6\.(Qt\w+)", re.MULTILINE)
_FROM_PACKAGE = re.compile(r"^\s*from\s+PySide6\s+import\s+\(?([^)\n]+(?:\n[^)\n]+)*)\)?", re.MULTILINE)

# The window needs these whatever the sources say (Qt libraries that plugins load, such as
# libQt6DBus for the xcb platform plugin, are binaries and come along on their own).
ALWAYS_NEEDED = frozenset({"QtCore", "QtGui", "QtWidgets"})


def imported_qt_modules(package_dir: Path) -> set[str]:
    """Names like ``QtWidgets`` of every PySide6 module imported anywhere under ``package_dir``."""
    found: set[str] = set()
    for source in sorted(package_dir.rglob("*.py")):
        text = source.read_text(encoding="utf-8")
        found.update(_FROM_MODULE.findall(text))
        for group in _FROM_PACKAGE.findall(text):
            found.update(name for name in re.findall(r"\b(Qt\w+)\b", group))
    return found


def installed_qt_modules() -> set[str]:
    """Every ``PySide6.Qt*`` extension module installed in this environment."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    names = set()
    for path in folder.iterdir():
        match = re.match(r"^(Qt\w+?)(?:\.abi3)?\.(?:so|pyd)$", path.name)
        if match:
            names.add(match.group(1))
    return names


def wanted_qt_modules(package_dir: Path) -> set[str]:
    """Imported and installed: an optional module that is not installed (QtMultimedia comes with
    PySide6-Addons, the ``sound`` extra) cannot be bundled, and the app copes without it."""
    return (imported_qt_modules(package_dir) | ALWAYS_NEEDED) & installed_qt_modules()


def missing_qt_modules(package_dir: Path) -> set[str]:
    """Imported by the sources but not installed here, so the bundle goes without them."""
    return imported_qt_modules(package_dir) - installed_qt_modules()


def unwanted_qt_modules(package_dir: Path) -> set[str]:
    """Installed modules the app never imports: excluded from the bundle."""
    return installed_qt_modules() - wanted_qt_modules(package_dir)
