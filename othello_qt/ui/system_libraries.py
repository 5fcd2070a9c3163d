"""Before Qt starts on X11: are the system libraries its xcb platform plugin links to installed?

Qt's wheels carry Qt itself but not the X11 libraries of the system; when one is missing (often
``libxcb-cursor0`` on a plain Debian) Qt aborts with *"could not load the Qt platform plugin
xcb"*.  This check asks the dynamic loader (``ldd``) which libraries the plugin cannot find and
prints the one command that installs them with the system's package manager.  It imports no Qt:
``python -m othello_qt.ui.system_libraries`` exits 1 with that advice (``make run`` runs it), and
every start of the window (``run_app``: ``othello-qt``, ``othello-qt-gui``, ``python -m othello_qt``,
the frozen bundle) says the same one line instead of letting Qt abort.
"""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

MANAGERS: dict[str, str] = {
    "apt-get": "sudo apt-get install -y {packages}",
    "dnf": "sudo dnf install -y {packages}",
    "pacman": "sudo pacman -S --needed {packages}",
    "zypper": "sudo zypper install {packages}",
}
"""Package managers, in the order they are looked for, and their install command."""

PACKAGES: dict[str, tuple[str, str, str, str]] = {
    # soname: (apt-get, dnf, pacman, zypper)
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor", "libxcb-cursor0"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm", "libxcb-icccm4"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image", "libxcb-image0"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms", "libxcb-keysyms1"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
        "libxcb-render-util0",
    ),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util", "libxcb-util1"),
    "libxkbcommon-x11.so.0": (
        "libxkbcommon-x11-0",
        "libxkbcommon-x11",
        "libxkbcommon-x11",
        "libxkbcommon-x11-0",
    ),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon", "libxkbcommon0"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11", "libX11-xcb1"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11", "libX11-6"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd", "libEGL1"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd", "libGL1"),
    "libOpenGL.so.0": ("libopengl0", "libglvnd-opengl", "libglvnd", "libOpenGL0"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig", "libfontconfig1"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2", "libfreetype6"),
    "libdbus-1.so.3": ("libdbus-1-3", "dbus-libs", "dbus", "libdbus-1-3"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2", "libglib-2_0-0"),
    "libSM.so.6": ("libsm6", "libSM", "libsm", "libSM6"),
    "libICE.so.6": ("libice6", "libICE", "libice", "libICE6"),
}
"""The package that provides each library the xcb plugin may need, per package manager."""

_XCB_EXTENSION = re.compile(r"^libxcb-([a-z0-9]+)\.so\.(\d+)$")
_NOT_FOUND = re.compile(r"^\s*(\S+)\s+=>\s+not found\s*$")


def xcb_plugin() -> Path | None:
    """Qt's xcb platform plugin, from the installed PySide6 or the frozen bundle."""
    roots = []
    if getattr(sys, "frozen", False) and hasattr(sys, "_MEIPASS"):
        roots.append(Path(sys._MEIPASS) / "PySide6")
    spec = importlib.util.find_spec("PySide6")
    if spec is not None and spec.submodule_search_locations:
        roots.extend(Path(p) for p in spec.submodule_search_locations)
    for root in roots:
        plugin = root / "Qt" / "plugins" / "platforms" / "libqxcb.so"
        if plugin.is_file():
            return plugin
    return None


def missing_libraries(ldd_output: str) -> list[str]:
    """The sonames ``ldd`` reports as not found, each once, in its order."""
    found = [m.group(1) for line in ldd_output.splitlines() if (m := _NOT_FOUND.match(line))]
    return list(dict.fromkeys(found))


def package_for(soname: str, manager: str) -> str:
    """The package providing ``soname`` under ``manager`` (an xcb extension is named by rule)."""
    column = list(MANAGERS).index(manager)
    if soname in PACKAGES:
        return PACKAGES[soname][column]
    extension = _XCB_EXTENSION.match(soname)
    if extension is not None:  # libxcb-randr.so.0: Debian and SUSE split libxcb, Fedora and Arch do not
        name, number = extension.groups()
        return (f"libxcb-{name}{number}", "libxcb", "libxcb", f"libxcb-{name}{number}")[column]
    if soname == "libxcb.so.1":
        return ("libxcb1", "libxcb", "libxcb", "libxcb1")[column]
    return soname  # unknown: name the library itself, the package manager can search for it


def package_manager() -> str | None:
    return next((name for name in MANAGERS if shutil.which(name)), None)


def install_command(sonames: list[str], manager: str) -> str:
    packages = " ".join(dict.fromkeys(package_for(s, manager) for s in sonames))
    return MANAGERS[manager].format(packages=packages)


def uses_xcb(environ: os._Environ[str] | dict[str, str] = os.environ) -> bool:
    """Whether Qt will start on X11: Linux, and neither another platform asked for nor Wayland."""
    if not sys.platform.startswith("linux"):
        return False
    asked = environ.get("QT_QPA_PLATFORM", "")
    if asked:
        return asked.split(";")[0].split(":")[0] == "xcb"
    return not (environ.get("WAYLAND_DISPLAY") and environ.get("XDG_SESSION_TYPE") == "wayland")


def advice() -> str | None:
    """One line telling the user what to install if the xcb plugin cannot load its libraries, else None."""
    plugin = xcb_plugin()
    ldd = shutil.which("ldd")
    if plugin is None or ldd is None:
        return None  # nothing to check with: let Qt speak for itself
    try:
        output = subprocess.run(
            [ldd, str(plugin)], capture_output=True, text=True, timeout=20, check=False
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    missing = missing_libraries(output)
    if not missing:
        return None
    manager = package_manager()
    how = (
        f"install them with: {install_command(missing, manager)}"
        if manager is not None
        else "install the packages that provide them with your system's package manager"
    )
    return (
        f"othello-qt: Qt's X11 (xcb) platform plugin needs system libraries that are not installed "
        f"({', '.join(missing)}); {how}"
    )


def main() -> int:
    if not uses_xcb():
        return 0
    message = advice()
    if message is None:
        return 0
    print(message, file=sys.stderr)
    return 1


if __name__ == "__main__":
    raise SystemExit(main())
