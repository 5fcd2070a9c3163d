"""What the PyInstaller spec asks for on macOS and Windows, checked on Linux.

The macOS and Windows bundles are built by the GitHub workflow's jobs (and Windows' also under Wine
by ``make dist-windows``); nothing here can run Apple's tools.  So the spec is run as PyInstaller
runs it, with ``sys.platform`` set to each system and PyInstaller's build steps recorded instead of
performed: the ``.app``'s name, ``Info.plist``, icon, entry script and executable, and the paths
``build.py`` then looks in.  What is left untested is Apple's own part (signing, Gatekeeper).
"""

from __future__ import annotations

import plistlib
import struct
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

import othello_qt
from tests.packaging.dist_extra import require_dist
from tests.packaging.test_packaging_files import _load

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "othello_qt.spec"
APP_ID = "io.github.othello_qt.OthelloQt"


@dataclass
class Recorded:
    """The build steps a spec asked for, each with its arguments."""

    steps: dict[str, list[tuple[tuple[Any, ...], dict[str, Any]]]] = field(default_factory=dict)

    def step(self, name: str) -> Any:
        def record(*args: Any, **kwargs: Any) -> Any:
            self.steps.setdefault(name, []).append((args, kwargs))
            return _Built(name, kwargs)

        return record

    def only(self, name: str) -> dict[str, Any]:
        (call,) = self.steps[name]
        return call[1]


@dataclass
class _Built:
    name: str
    kwargs: dict[str, Any]
    datas: list[tuple[str, str, str]] = field(default_factory=list)
    binaries: list[tuple[str, str, str]] = field(default_factory=list)
    pure: list[Any] = field(default_factory=list)
    scripts: list[Any] = field(default_factory=list)


def run_spec(platform: str, monkeypatch: pytest.MonkeyPatch) -> Recorded:
    """Execute the spec as PyInstaller would on ``platform``; its build steps are recorded."""
    bindepend = require_dist("PyInstaller.depend.bindepend")
    hooks = require_dist("PyInstaller.utils.hooks")

    monkeypatch.setattr(hooks, "collect_data_files", lambda *a, **k: [])
    monkeypatch.setattr(hooks, "collect_submodules", lambda *a, **k: [])
    monkeypatch.setattr(bindepend, "get_imports", lambda *a, **k: [])
    monkeypatch.setattr(sys, "path", list(sys.path))  # the spec puts packaging/ first
    recorded = Recorded()
    names = {name: recorded.step(name) for name in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")}
    namespace: dict[str, Any] = {"SPECPATH": str(PACKAGING), "__file__": str(SPEC), **names}
    with monkeypatch.context() as system:
        system.setattr(sys, "platform", platform)
        exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return recorded


def _icns_sizes(data: bytes) -> set[str]:
    kinds, offset = set(), 8
    while offset < len(data):
        kind, length = struct.unpack(">4sI", data[offset : offset + 8])
        kinds.add(kind.decode("ascii"))
        offset += length
    return kinds


def test_the_macos_app_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    recorded = run_spec("darwin", monkeypatch)
    bundle = recorded.only("BUNDLE")
    assert bundle["name"] == "Othello.app"
    assert bundle["bundle_identifier"] == APP_ID
    assert bundle["version"] == othello_qt.__version__
    icon = Path(bundle["icon"])
    assert icon.suffix == ".icns" and icon.read_bytes()[:4] == b"icns"
    assert {"ic10", "ic07"} <= _icns_sizes(icon.read_bytes())  # 1024 px (Retina 512) and 128 px
    plist = bundle["info_plist"]
    written = plistlib.loads(plistlib.dumps(plist, fmt=plistlib.FMT_XML))  # what Info.plist holds
    assert written["CFBundleShortVersionString"] == written["CFBundleVersion"] == othello_qt.__version__
    assert written["CFBundleName"] == written["CFBundleDisplayName"] == "Othello"
    assert written["LSApplicationCategoryType"] == "public.app-category.board-games"
    assert written["NSHighResolutionCapable"] is True
    major, minor = (int(part) for part in written["LSMinimumSystemVersion"].split("."))
    assert (major, minor) >= (11, 0)  # Apple silicon's first macOS; the workflow builds arm64
    (exe,) = (kwargs for _args, kwargs in recorded.steps["EXE"])
    assert exe["name"] == "othello-qt" and exe["console"] is False and exe["icon"] == bundle["icon"]
    assert exe["version"] is None  # the Windows version resource is Windows' alone
    analysis_args, _ = recorded.steps["Analysis"][0]
    assert analysis_args[0] == [str(PACKAGING / "entry.py")]


def test_build_py_looks_where_the_app_bundle_puts_things(monkeypatch: pytest.MonkeyPatch) -> None:
    """``Contents/MacOS/othello-qt`` is the executable PyInstaller writes into ``Othello.app``;
    ``Contents/Frameworks`` is its ``sys._MEIPASS``, where ``resource_path`` looks."""
    build = _load("build")
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setattr(build.platform, "machine", lambda: "arm64")
    app = build.DIST / "Othello.app"
    assert build.bundle_dir() == app
    assert build.command_line_binary() == app / "Contents" / "MacOS" / "othello-qt"
    assert build.bundle_resources() == app / "Contents" / "Frameworks" / "othello_qt" / "resources"
    assert build.system_tag() == "macos-arm64"


def test_the_windows_executables(monkeypatch: pytest.MonkeyPatch) -> None:
    recorded = run_spec("win32", monkeypatch)
    assert "BUNDLE" not in recorded.steps
    window, console = (kwargs for _args, kwargs in recorded.steps["EXE"])
    assert (window["name"], window["console"]) == ("othello-qt", False)
    assert (console["name"], console["console"]) == ("othello-qt-cli", True)
    for exe in (window, console):
        assert Path(exe["icon"]).suffix == ".ico" and Path(exe["icon"]).is_file()
        assert exe["version"] == str(PACKAGING / "windows" / "version_info.txt")


def test_the_linux_executable(monkeypatch: pytest.MonkeyPatch) -> None:
    recorded = run_spec("linux", monkeypatch)
    assert "BUNDLE" not in recorded.steps
    (exe,) = (kwargs for _args, kwargs in recorded.steps["EXE"])
    assert exe["icon"] is None  # the desktop entry and the icon theme give Linux its icon
    assert recorded.only("COLLECT")["name"] == "othello-qt"
