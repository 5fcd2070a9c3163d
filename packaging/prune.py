"""Drop Qt plugins a desktop game never loads, and the libraries only they needed.

PyInstaller's Qt hooks collect every plugin of each type a module uses: framebuffer and VNC
platforms, touch-screen input, the GTK 3 theme, an on-screen keyboard, PDF as an image format.
The GTK theme alone drags in the build machine's cairo, pango and gdk-pixbuf (yet cannot load
without the user's own GTK); the TUIO and VNC plugins pull in QtNetwork, the virtual keyboard
QtQuick, the PDF format QtPdf, the FFmpeg media backend FFmpeg and QtQuick.  This module
removes those plugins from the spec's binaries, then every library that only they reached
through link-time imports, so nothing the kept files need is touched (libraries loaded at run
time by name, such as llvmlite's, are never candidates).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

# plugin folder -> plugin name fragments to drop ("*" drops the whole folder)
DROPPED_PLUGINS: dict[str, tuple[str, ...]] = {
    "platforms": ("eglfs", "linuxfb", "vnc", "vkkhrdisplay", "minimalegl"),
    "egldeviceintegrations": ("*",),
    "generic": ("*",),  # evdev and TUIO input for kiosks and touch tables
    "platformthemes": ("gtk3",),  # the xdg-desktop-portal theme stays
    "platforminputcontexts": ("virtualkeyboard",),  # an on-screen keyboard in QML; compose and ibus stay
    "imageformats": ("pdf",),  # PDF pages as images (QtPdf, 4.5 MB): the app reads PNG and SVG
    # QtMultimedia's FFmpeg backend plays media files: 40 MiB with FFmpeg and the QtQuick libraries it
    # links to.  The app only uses QSoundEffect and QMediaDevices, which Qt provides without a backend.
    "multimedia": ("ffmpeg",),
}

Entry = tuple[str, str, str]  # PyInstaller TOC entry: destination name, source path, type code


def _parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").split("/")


def is_dropped_plugin(dest: str) -> bool:
    parts = _parts(dest)
    if "plugins" not in parts[:-1]:
        return False
    folder = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) - 1 else ""
    fragments = DROPPED_PLUGINS.get(folder, ())
    name = parts[-1].lower()
    return "*" in fragments or any(fragment in name for fragment in fragments)


def _key(name: str) -> str:
    base = os.path.basename(name.replace("\\", "/"))
    return base.lower() if os.name == "nt" else base


def prune(
    binaries: Iterable[Entry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[Entry], list[Entry]]:
    """Split ``binaries`` into (kept, removed).

    ``imports_of(source_path)`` names the libraries a binary links against (PyInstaller's
    ``bindepend.get_imports`` in the spec).  Removed: the dropped plugins, and the libraries
    reachable from them that nothing kept reaches.
    """
    entries = list(binaries)
    by_name = {_key(dest): entry for entry in entries for dest in [entry[0]]}
    edges: dict[str, set[str]] = {}

    def deps(name: str) -> set[str]:
        if name not in edges:
            edges[name] = {k for k in map(_key, imports_of(by_name[name][1])) if k in by_name and k != name}
        return edges[name]

    def closure(start: Iterable[str]) -> set[str]:
        seen, stack = set(), list(start)
        while stack:
            name = stack.pop()
            if name not in seen:
                seen.add(name)
                stack.extend(deps(name))
        return seen

    dropped = {_key(e[0]) for e in entries if is_dropped_plugin(e[0])}
    if not dropped:
        return entries, []
    candidates = closure(dropped)
    roots = [name for name in by_name if name not in candidates]
    needed = closure(roots)
    removed_names = candidates - needed
    kept = [e for e in entries if _key(e[0]) not in removed_names]
    removed = [e for e in entries if _key(e[0]) in removed_names]
    return kept, removed
