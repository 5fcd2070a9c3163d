"""The packaging inputs are consistent: icons, version resource, desktop entry, AppStream data.

The frozen build itself is checked by ``make dist`` (it self-tests the bundle); these tests keep
the committed files it consumes valid and in step with the package version.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import shutil
import struct
import subprocess
import sys
import types
import xml.etree.ElementTree as ET
from pathlib import Path, PureWindowsPath
from types import ModuleType

import pytest

import othello_qt
from tests.missing_in_ci import skip_or_fail
from tests.packaging.dist_extra import require_dist

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.othello_qt.OthelloQt"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"


def _load(name: str) -> ModuleType:
    """A script of packaging/ as a module (packaging/ is no package: it would shadow PyPI's)."""
    spec = importlib.util.spec_from_file_location(f"_packaging_{name}", PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    saved_path = list(sys.path)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = saved_path  # build.py puts packaging/ on the path for its siblings
    return module


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


# --- version resource ------------------------------------------------------------------------------


def test_version_info_is_up_to_date() -> None:
    version_info = _load("version_info")
    assert version_info.package_version() == othello_qt.__version__
    committed = (PACKAGING / "windows" / "version_info.txt").read_text(encoding="utf-8")
    assert committed == version_info.render_version_info(othello_qt.__version__), (
        "run python packaging/version_info.py"
    )


def test_version_info_loads_in_pyinstaller(monkeypatch: pytest.MonkeyPatch) -> None:
    """PyInstaller's own loader reads it (its Windows-only imports are stubbed: only parsing runs)."""
    require_dist("PyInstaller")
    import PyInstaller.compat

    monkeypatch.setitem(sys.modules, "pefile", sys.modules.get("pefile") or types.ModuleType("pefile"))
    monkeypatch.setattr(PyInstaller.compat, "win32api", None, raising=False)
    monkeypatch.delitem(sys.modules, "PyInstaller.utils.win32.versioninfo", raising=False)
    from PyInstaller.utils.win32 import versioninfo

    info = versioninfo.load_version_info_from_text_file(str(PACKAGING / "windows" / "version_info.txt"))
    major, minor, patch, _ = _load("version_info").version_tuple(othello_qt.__version__)
    assert info.ffi.fileVersionMS == (major << 16) | minor
    assert info.ffi.fileVersionLS >> 16 == patch
    assert len(info.toRaw()) > 0


@pytest.mark.parametrize(
    ("version", "expected"),
    [
        ("0.1.0", (0, 1, 0, 0)),
        ("1.2", (1, 2, 0, 0)),
        ("2.0.1rc3", (2, 0, 1, 0)),
        ("3.4.5+local", (3, 4, 5, 0)),
    ],
)
def test_version_tuples(version: str, expected: tuple[int, int, int, int]) -> None:
    assert _load("version_info").version_tuple(version) == expected


@pytest.mark.parametrize("version", ["", "dev", "70000.0"])
def test_bad_versions_are_refused(version: str) -> None:
    with pytest.raises(ValueError, match="version"):
        _load("version_info").version_tuple(version)


# --- icons ----------------------------------------------------------------------------------------


def test_committed_icons_have_every_size() -> None:
    make_icons = _load("make_icons")
    for size in make_icons.PNG_SIZES:
        assert _png_size((PACKAGING / "icons" / f"othello-qt-{size}.png").read_bytes()) == (size, size)
    for size in make_icons.WINDOW_ICON_SIZES:
        assert _png_size(
            (ROOT / "othello_qt" / "resources" / "icons" / f"othello-qt-{size}.png").read_bytes()
        ) == (
            size,
            size,
        )


def test_ico_container() -> None:
    data = (PACKAGING / "icons" / "othello-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * i : 22 + 16 * i]
        )
        size = width or 256
        assert (width, planes, bits) == (height, 1, 32)
        assert _png_size(data[offset : offset + length]) == (size, size)
        sizes.append(size)
    assert sizes == list(_load("make_icons").ICO_SIZES)


def test_icns_container() -> None:
    data = (PACKAGING / "icons" / "othello-qt.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {kind: size for kind, size in _load("make_icons").ICNS_TYPES}
    index, seen = 8, {}
    while index < len(data):
        kind, length = data[index : index + 4], struct.unpack(">I", data[index + 4 : index + 8])[0]
        seen[kind] = _png_size(data[index + 8 : index + length])[0]
        index += length
    assert index == len(data)
    assert seen == expected


def test_make_icons_renders_the_drawing(tmp_path: Path, qapp: object) -> None:
    """(``qapp`` first: a bare QGuiApplication made here would break every later widget test.)"""
    make_icons = _load("make_icons")
    written = make_icons.make_icons(out_dir=tmp_path / "icons", window_icon_dir=tmp_path / "window")
    assert len(written) == len(make_icons.PNG_SIZES) + len(make_icons.WINDOW_ICON_SIZES) + 2
    png = (tmp_path / "icons" / "othello-qt-64.png").read_bytes()
    assert _png_size(png) == (64, 64)
    with pytest.raises(ValueError, match="not a valid SVG"):
        broken = tmp_path / "broken.svg"
        broken.write_text("<svg")
        make_icons.render_png(broken, 16)


# --- Linux desktop integration ---------------------------------------------------------------------


def test_desktop_entry() -> None:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(DESKTOP, encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == "othello-qt"
    assert entry["Icon"] == APP_ID
    assert "Game" in entry["Categories"].split(";")


def test_metainfo_matches_the_package() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == DESKTOP.name  # type: ignore[union-attr]
    releases = [r.get("version") for r in root.iter("release")]
    assert releases and releases[0] == othello_qt.__version__, "add a <release> for the new version"


def _need_tool(program: str, package: str) -> None:
    """Skip without ``program``, saying why; in CI on Linux fail, since ``.ci/run`` installs it."""
    if shutil.which(program) is not None:
        return
    reason = f"{program} is not installed (Debian's {package})"
    skip_or_fail(
        reason, in_ci_on_linux_only=True, ci_reason=f"{reason}: .ci/run installs it, so CI must not skip this"
    )


def test_desktop_entry_validates() -> None:
    _need_tool("desktop-file-validate", "desktop-file-utils")
    result = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_validates() -> None:
    _need_tool("appstreamcli", "appstream")
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --- what goes into the bundle --------------------------------------------------------------------


def test_qt_modules_the_app_imports() -> None:
    qt_modules = _load("qt_modules")
    imported = qt_modules.imported_qt_modules(ROOT / "othello_qt")
    assert {"QtCore", "QtGui", "QtWidgets"} <= imported
    unwanted = qt_modules.unwanted_qt_modules(ROOT / "othello_qt")
    assert not unwanted & imported
    assert "QtQml" in unwanted or "QtQml" not in qt_modules.installed_qt_modules()


def test_qt_module_scanner_reads_every_import_form(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text(
        "from PySide6.QtSvg import QSvgRenderer\n"
        "import PySide6.QtNetwork\n"
        "from PySide6 import QtCore, QtGui\n"
        "from PySide6 import (\n    QtMultimedia,\n    QtOpenGL,\n)\n"
        "# PySide6.QtQml in a comment is not an import\n"
    )
    found = _load("qt_modules").imported_qt_modules(tmp_path)
    assert found == {"QtSvg", "QtNetwork", "QtCore", "QtGui", "QtMultimedia", "QtOpenGL"}


def test_pruning_drops_plugins_and_what_only_they_need() -> None:
    prune = _load("prune")
    links = {
        "/q/libqxcb.so": ["libQt6XcbQpa.so.6", "libQt6Gui.so.6"],
        "/q/libqvnc.so": ["libQt6Network.so.6", "libQt6Gui.so.6"],
        "/q/libqgtk3.so": ["libcairo.so.2", "libglib-2.0.so.0", "libgtk-3.so.0"],
        "/q/libcairo.so.2": ["libpixman-1.so.0"],
        "/q/libQt6XcbQpa.so.6": ["libQt6Gui.so.6", "libglib-2.0.so.0"],
        "/q/QtGui.abi3.so": ["libQt6Gui.so.6"],
    }
    binaries = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/q/libqxcb.so", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", "/q/libqvnc.so", "BINARY"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "/q/libqgtk3.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/q/libQt6Network.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/q/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/q/libQt6XcbQpa.so.6", "BINARY"),
        ("PySide6/QtGui.abi3.so", "/q/QtGui.abi3.so", "EXTENSION"),
        ("libcairo.so.2", "/q/libcairo.so.2", "BINARY"),
        ("libpixman-1.so.0", "/q/libpixman-1.so.0", "BINARY"),
        ("libglib-2.0.so.0", "/q/libglib-2.0.so.0", "BINARY"),
        ("llvmlite/binding/libllvmlite.so", "/q/libllvmlite.so", "BINARY"),  # loaded by ctypes
    ]
    kept, removed = prune.prune(binaries, lambda src: links.get(src, []))
    assert sorted(e[0].rsplit("/", 1)[-1] for e in removed) == [
        "libQt6Network.so.6",
        "libcairo.so.2",
        "libpixman-1.so.0",
        "libqgtk3.so",
        "libqvnc.so",
    ]
    kept_names = {e[0].rsplit("/", 1)[-1] for e in kept}
    assert {"libqxcb.so", "libQt6Gui.so.6", "libglib-2.0.so.0", "libllvmlite.so"} <= kept_names


# --- make dist's own checks -------------------------------------------------------------------------


def _fake_bundle(
    root: Path,
    qt_modules: list[str],
    with_sources: bool = True,
    with_kernels: bool = True,
    with_book: bool = True,
    with_translations: bool = True,
) -> Path:
    """A bundle's layout with empty files: Qt modules, sources, kernels, the book and translations."""
    bundle = root / "othello-qt"
    (bundle / "_internal" / "PySide6" / "Qt" / "lib").mkdir(parents=True)
    for name in qt_modules:
        (bundle / "_internal" / "PySide6" / f"{name}.abi3.so").write_bytes(b"\x7fELF")
    (bundle / "_internal" / "PySide6" / "Qt" / "lib" / "libQt6Core.so.6").write_bytes(b"\x7fELF")
    if with_sources:
        (bundle / "_internal" / "othello_qt" / "core").mkdir(parents=True)
        (bundle / "_internal" / "othello_qt" / "core" / "bitboard.py").write_text("# source\n")
    if with_kernels:
        (bundle / "_internal" / "shipped_kernels").mkdir(parents=True)
        (bundle / "_internal" / "shipped_kernels" / "manifest.json").write_text("{}\n")
    resources = bundle / "_internal" / "othello_qt" / "resources"
    resources.mkdir(parents=True, exist_ok=True)
    if with_book:
        (resources / "opening_book.npz").write_bytes(b"PK")
    if with_translations:
        (resources / "translations").mkdir()
        (bundle / "_internal" / "PySide6" / "Qt" / "translations").mkdir()
        for language in ("en", "ja"):
            (resources / "translations" / f"othello_qt_{language}.qm").write_bytes(b"qm")
        (bundle / "_internal" / "PySide6" / "Qt" / "translations" / "qtbase_ja.qm").write_bytes(b"qm")
    return bundle


def test_dist_accepts_exactly_the_imported_qt_modules(tmp_path: Path) -> None:
    build = _load("build")
    wanted = sorted(_load("qt_modules").wanted_qt_modules(ROOT / "othello_qt"))
    report = build.Report("0", "test", "b", "a")
    build.check_contents(_fake_bundle(tmp_path, wanted), report)
    assert report.qt_modules == wanted and report.qt_libraries == ["libQt6Core"]


def test_dist_refuses_extra_qt_modules_and_missing_sources(tmp_path: Path) -> None:
    build = _load("build")
    wanted = sorted(_load("qt_modules").wanted_qt_modules(ROOT / "othello_qt"))
    with pytest.raises(build.BuildError, match="extra \\['QtQml'\\]"):
        build.check_contents(
            _fake_bundle(tmp_path / "a", [*wanted, "QtQml"]), build.Report("0", "t", "b", "a")
        )
    with pytest.raises(build.BuildError, match="sources are not in the bundle"):
        build.check_contents(_fake_bundle(tmp_path / "b", wanted, False), build.Report("0", "t", "b", "a"))
    with pytest.raises(build.BuildError, match="compiled kernels are not in the bundle"):
        build.check_contents(
            _fake_bundle(tmp_path / "c", wanted, with_kernels=False), build.Report("0", "t", "b", "a")
        )
    with pytest.raises(build.BuildError, match="opening book is not in the bundle"):
        build.check_contents(
            _fake_bundle(tmp_path / "d", wanted, with_book=False), build.Report("0", "t", "b", "a")
        )
    with pytest.raises(build.BuildError, match="translations are not all in the bundle"):
        build.check_contents(
            _fake_bundle(tmp_path / "e", wanted, with_translations=False), build.Report("0", "t", "b", "a")
        )


@pytest.mark.parametrize(
    ("platform_name", "machine", "tag"),
    [
        ("linux", "x86_64", "linux-x86_64"),
        ("linux", "aarch64", "linux-arm64"),
        ("darwin", "arm64", "macos-arm64"),
        ("darwin", "x86_64", "macos-x86_64"),
        ("win32", "AMD64", "windows-x86_64"),
        ("win32", "ARM64", "windows-arm64"),
    ],
)
def test_dist_archive_names(
    platform_name: str, machine: str, tag: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The system and machine in an archive's name, for each system the releases are built on."""
    build = _load("build")
    monkeypatch.setattr(build, "sys", types.SimpleNamespace(platform=platform_name))
    monkeypatch.setattr(build, "platform", types.SimpleNamespace(machine=lambda: machine))
    assert build.system_tag() == tag


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_the_bundles_desktop_entry_installer(tmp_path: Path) -> None:
    """An unpacked bundle (here in a folder with a space) puts a valid menu entry in the user's data."""
    build = _load("build")
    bundle = tmp_path / "my apps" / "othello-qt"
    bundle.mkdir(parents=True)
    (bundle / "othello-qt").write_text("#!/bin/sh\n")
    (bundle / "othello-qt").chmod(0o755)
    build.add_linux_desktop_files(bundle)
    data = tmp_path / "data"
    result = subprocess.run(
        [str(bundle / "install-desktop-entry.sh")],
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    entry = data / "applications" / f"{APP_ID}.desktop"
    lines = entry.read_text().splitlines()
    assert f'Exec="{bundle}/othello-qt"' in lines
    assert f"TryExec={bundle}/othello-qt" in lines
    for size in build.LINUX_ICON_SIZES:
        icon = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        assert _png_size(icon.read_bytes()) == (size, size)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_the_installer_refuses_to_run_outside_the_bundle(tmp_path: Path) -> None:
    script = tmp_path / "install-desktop-entry.sh"
    shutil.copy2(PACKAGING / "linux" / "install-desktop-entry.sh", script)
    result = subprocess.run(
        ["sh", str(script)],
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
    )
    assert result.returncode == 1 and "unpacked othello-qt folder" in result.stderr


def test_a_missing_dist_extra_fails_with_the_command_that_installs_it() -> None:
    with pytest.raises(pytest.fail.Exception, match=r"no_such_dist_module is missing.*make test"):
        require_dist("no_such_dist_module")


def _spec_excludes() -> set[str]:
    """The names in the spec's ``Analysis(excludes=[...])``, read from its source."""
    tree = ast.parse((PACKAGING / "othello_qt.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "excludes" and isinstance(node.value, ast.List):
            return {item.value for item in node.value.elts if isinstance(item, ast.Constant)}
    raise AssertionError("the spec has no excludes=[...] list")


def test_the_bundle_leaves_out_the_training_cluster() -> None:
    """The ``train`` extra (Dask) is reachable from ``core.engine.distributed``, which the bundle
    collects with every other module; the app never imports it, so the spec excludes it."""
    assert {"dask", "distributed"} <= _spec_excludes()


def test_the_first_frozen_start_is_judged_against_the_machine_it_runs_on() -> None:
    """Within the limit passes; on a slower machine a first start no slower than the warm second
    start's multiple passes; a first start that adds more than that to a warm one fails anywhere."""
    build = _load("build")
    limit, ratio = build.FIRST_START_LIMIT, build.FIRST_START_OVER_SECOND
    build.check_first_start_time(limit, limit * 2)
    build.check_first_start_time(limit * 1.2, limit)  # a slow machine: every start is slow
    with pytest.raises(build.BuildError, match="more than"):
        build.check_first_start_time(limit * 1.01, 0.5)  # a fast machine: the limit holds
    with pytest.raises(build.BuildError, match="times the second start"):
        build.check_first_start_time(ratio * 3.0 + 0.1, 3.0)
    assert build.first_start_allowed(3.0) == max(limit, ratio * 3.0)


def test_a_first_start_slowed_by_the_machine_is_measured_again() -> None:
    build = _load("build")
    firsts = iter([3.1, 3.3])
    assert build.start_times(6.7, 3.6, lambda: next(firsts), lambda: 3.4) == ([6.7, 3.1], [3.6, 3.4])
    assert build.start_times(2.0, 1.9, lambda: pytest.fail("measured again"), lambda: 0.0) == ([2.0], [1.9])
    slow = build.start_times(9.0, 1.0, lambda: 8.0, lambda: 1.0)  # always slow: tried, then judged
    assert len(slow[0]) == build.START_TRIES
    with pytest.raises(build.BuildError, match="more than"):
        build.check_first_start_time(min(slow[0]), min(slow[1]))


# numba's NUMBA_DEBUG_CACHE lines as a Windows run prints them: the path comes through %r, so its
# backslashes are doubled.
WINDOWS_CACHE = r"C:\Users\Zoë Ångström\AppData\Local\Temp\othello-qt-selftest-x1\cache-first"
WINDOWS_KERNELS = WINDOWS_CACHE + r"\0a1b2c-numba0.68.1-py311-x86-64-v2"
WINDOWS_LOG = [
    f"[cache] index loaded from {WINDOWS_KERNELS + chr(92) + 'bitboard.legal_moves-40.py311.nbi'!r}",
    f"[cache] data loaded from {WINDOWS_KERNELS + chr(92) + 'bitboard.legal_moves-40.py311.1.nbc'!r}",
    f"[cache] data saved to {WINDOWS_KERNELS + chr(92) + 'search.negamax-88.py311.1.nbc'!r}",
    f"[cache] data saved to {WINDOWS_KERNELS + chr(92) + 'search.probe-120.py311.1.nbc'!r}",
    "self-test ok",
]


def test_numbas_windows_cache_lines_are_counted_in_the_cache_folder() -> None:
    """On Windows numba logs ``'C:\\\\Users\\\\...'``: the kernels are still found in the folder."""
    build = _load("build")
    assert r"C:\\Users\\Zoë Ångström\\AppData" in WINDOWS_LOG[2]  # as numba prints it
    assert build.count_cache_lines(WINDOWS_LOG, WINDOWS_CACHE) == (2, 1)


def test_kernels_cached_outside_the_cache_folder_fail_the_build_on_windows_too() -> None:
    build = _load("build")
    elsewhere = repr(r"C:\Program Files\othello-qt\_internal\othello_qt\core\__pycache__\x.1.nbc")
    with pytest.raises(build.BuildError, match="outside NUMBA_CACHE_DIR"):
        build.count_cache_lines([*WINDOWS_LOG, f"[cache] data saved to {elsewhere}"], WINDOWS_CACHE)


def test_numbas_linux_cache_lines_are_counted_as_before() -> None:
    build = _load("build")
    cache = "/tmp/othello-qt-selftest-x1/cache-first"
    lines = [
        f"[cache] data loaded from {cache + '/k/a.1.nbc'!r}",
        f"[cache] data saved to {cache + '/k/b.1.nbc'!r}",
    ]
    assert build.count_cache_lines(lines, cache) == (1, 1)
    with pytest.raises(build.BuildError, match="outside NUMBA_CACHE_DIR"):
        build.count_cache_lines([*lines, "[cache] data saved to '/home/me/k/c.1.nbc'"], cache)


def test_the_build_report_names_paths_with_slashes_on_windows_too() -> None:
    build = _load("build")
    root = PureWindowsPath(r"C:\a\othello-qt")
    assert build.report_name(root / "dist" / "othello-qt", root) == "dist/othello-qt"
    zipped = root / "dist" / "othello-qt-0.1.0-windows-x86_64.zip"
    assert build.report_name(zipped, root) == "dist/othello-qt-0.1.0-windows-x86_64.zip"
    assert build.report_name(build.DIST / "othello-qt") == "dist/othello-qt"


def test_the_frozen_entry_lets_worker_processes_start() -> None:
    """``build-book --workers 2`` in the bundle: multiprocessing starts the executable again, and
    without ``freeze_support`` before the command line the pool broke ('invalid choice: from
    multiprocessing.resource_tracker import main')."""
    tree = ast.parse((PACKAGING / "entry.py").read_text(encoding="utf-8"))
    lines = {
        "freeze_support": min(
            (
                node.lineno
                for node in ast.walk(tree)
                if isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "freeze_support"
            ),
            default=None,
        ),
        "main": min(
            node.lineno
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "othello_qt.cli.main"
        ),
    }
    assert lines["freeze_support"] is not None and lines["freeze_support"] < lines["main"]
