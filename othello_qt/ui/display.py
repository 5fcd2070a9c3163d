"""Before Qt starts on Linux: is there a display to open the window on?

Without one, Qt's xcb plugin prints several lines that blame missing libraries and then aborts
the process.  This check looks for an X11 or Wayland display the way their client libraries
find one (``DISPLAY``, ``WAYLAND_DISPLAY``) and connects to its socket; it imports no Qt, so the
window's start pays a few microseconds for it.
"""

from __future__ import annotations

import os
import re
import socket
import sys
from collections.abc import Mapping
from pathlib import Path

NEEDS_DISPLAY = frozenset({"", "xcb", "wayland", "wayland-egl"})
"""Qt platform plugins that draw on a desktop's display (``""``: Qt's own choice of one)."""
X11_SOCKETS = Path("/tmp/.X11-unix")
X11_TCP_BASE = 6000
"""An X display ``host:N`` listens on TCP port 6000 + N (ssh -X forwards ``localhost:10``)."""
CONNECT_SECONDS = 1.0

ADVICE = (
    "run it in a desktop session; over SSH, connect with `ssh -X`; without a screen, "
    "QT_QPA_PLATFORM=offscreen runs it for screenshots"
)

_X_DISPLAY = re.compile(r"^(?P<host>[^:]*):(?P<number>\d+)(?:\.\d+)?$")


def _platform(environ: Mapping[str, str]) -> str:
    """The platform plugin Qt will try first (``QT_QPA_PLATFORM`` may list several, with options)."""
    return environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()


def _reachable(family: int, address: str | tuple[str, int]) -> bool | None:
    """True if something accepts a connection there, False if nothing listens, None if unsure."""
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(CONNECT_SECONDS)
            probe.connect(address)
    except (FileNotFoundError, ConnectionRefusedError, TimeoutError, socket.gaierror):
        return False
    except OSError:
        return None  # a permission problem or the like: let Qt try and speak for itself
    return True


def x11_problem(display: str) -> str | None:
    """Why the X display ``display`` cannot be used, or ``None`` if it answers (or cannot be judged)."""
    match = _X_DISPLAY.match(display)
    if match is None:
        return None  # a form this check does not know: Qt decides
    host, number = match["host"], int(match["number"])
    if host.endswith("/unix"):
        host = host[: -len("/unix")]
    if host in ("", "unix"):
        path = str(X11_SOCKETS / f"X{number}")
        answers = (
            _reachable(socket.AF_UNIX, "\0" + path) if sys.platform.startswith("linux") else False
        ) or _reachable(socket.AF_UNIX, path)
    else:
        answers = _reachable(socket.AF_INET, (host, X11_TCP_BASE + number))
    return None if answers is not False else f"nothing answers on the X display {display!r}"


def wayland_problem(name: str, environ: Mapping[str, str]) -> str | None:
    """Why the Wayland display ``name`` cannot be used, or ``None`` if it answers."""
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    path = name if name.startswith("/") else (f"{runtime}/{name}" if runtime else "")
    if not path:
        return f"the Wayland display {name!r} needs XDG_RUNTIME_DIR, which is not set"
    answers = _reachable(socket.AF_UNIX, path)
    return None if answers is not False else f"nothing answers on the Wayland display {name!r}"


def display_problem(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> str | None:
    """One line saying why the window cannot open, or ``None`` when a display is there (or none is
    needed: another system, or a platform plugin such as ``offscreen``)."""
    if not (platform.startswith("linux") or "bsd" in platform):
        return None
    plugin = _platform(environ)
    if plugin not in NEEDS_DISPLAY:
        return None
    x11, wayland = environ.get("DISPLAY", ""), environ.get("WAYLAND_DISPLAY", "")
    kinds = {"xcb": ("x11",), "": ("wayland", "x11")}.get(plugin, ("wayland",))
    named = [(kind, x11 if kind == "x11" else wayland) for kind in kinds]
    if not any(value for _kind, value in named):
        variables = " nor ".join("DISPLAY" if kind == "x11" else "WAYLAND_DISPLAY" for kind in kinds)
        wanted = f"neither {variables} is" if len(kinds) > 1 else f"{variables} is not"
        return f"othello-qt needs a display for its window, and {wanted} set: {ADVICE}."
    problems = []
    for kind, value in named:
        if not value:
            continue
        problem = x11_problem(value) if kind == "x11" else wayland_problem(value, environ)
        if problem is None:
            return None
        problems.append(problem)
    return f"othello-qt cannot open its window: {'; '.join(problems)}: {ADVICE}."
