"""Where numba keeps compiled kernels, chosen before numba loads, and how the bundle ships them.

Compiling the kernels takes tens of seconds; loading them takes milliseconds.  Kernels of
``othello_qt.core`` are cached under ``<cache root>/<kernel folder>/``, where the folder name
says everything that makes a compiled kernel valid: a content hash of the kernel sources, the
numba and Python versions and the CPU target (``kernel_cache.KernelCacheLocator`` does this).
Neither the sources' paths nor their modification times take part, so a bundle still finds
its kernels after it is unpacked elsewhere, and an edited source never loads stale ones.

The frozen bundle carries the kernels compiled by ``make dist`` for a portable CPU target of
its architecture (``shipped_kernels/``, described by ``shipped_kernels/manifest.json``); its
first start copies them into the user's cache, so a machine that never saw the app compiles
nothing.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from importlib.machinery import PathFinder
from pathlib import Path

# Imported on every start, before the window: the heavier modules (hashlib, json, shutil, ...) are
# imported where they are used.

APP_NAME = "othello-qt"
PACKAGE_DIR = Path(__file__).resolve().parent
KERNEL_SOURCES = PACKAGE_DIR / "core"
"""Every numba kernel lives under ``othello_qt/core`` (the part without Qt); its ``.py`` files
are hashed, so editing any of them (a kernel, or a constant a kernel reads) gives a new key."""
SHIPPED_KERNELS = "shipped_kernels"
"""Folder of the frozen bundle (next to the ``othello_qt`` package) holding the shipped kernels."""
MANIFEST = "manifest.json"
MAX_MANIFEST_BYTES = 4096
"""Longest manifest read: its three strings take about a hundred bytes."""

PORTABLE_CPU: dict[str, str] = {
    "x86_64": "x86-64-v2",  # SSE4.2 and POPCNT: every x86-64 CPU since 2009, required by Windows 11
    "arm64": "generic",
}
"""The CPU target the bundle's kernels are compiled for, per machine architecture."""
X86_64_V2_FLAGS = frozenset({"cx16", "lahf_lm", "popcnt", "sse4_1", "sse4_2", "ssse3"})


def user_cache_dir() -> Path:
    """The platform's per-user cache directory for this application."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / APP_NAME / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / APP_NAME
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / APP_NAME


def user_data_dir() -> Path:
    """The platform's per-user data folder for this application, found without Qt: the folder the
    window keeps its games, engines and book in (Qt's ``GenericDataLocation`` + ``othello-qt``), so
    the command-line tools share them."""
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_NAME


def machine() -> str:
    """``x86_64`` or ``arm64`` (the names ``platform.machine()`` varies between systems)."""
    import platform

    name = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm64"}.get(name, name)


def portable_cpu() -> str | None:
    """The portable CPU target of this architecture, or None if there is none."""
    if sys.platform == "darwin" and machine() == "arm64":
        return "apple-m1"  # the first Apple silicon: every Mac with an arm64 CPU runs its code
    return PORTABLE_CPU.get(machine())


def host_runs(cpu: str) -> bool:
    """Whether this machine can run code compiled for ``cpu`` (x86-64-v2 checked on Linux;
    every Windows 11 and macOS 11 machine has it)."""
    if cpu != "x86-64-v2" or not sys.platform.startswith("linux"):
        return True
    try:
        with open("/proc/cpuinfo", encoding="ascii", errors="replace") as info:
            for line in info:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split()) >= X86_64_V2_FLAGS
    except OSError:
        pass
    return False


def kernel_source_hash(root: Path = KERNEL_SOURCES) -> str:
    """A hash of the kernel sources' relative paths and contents (about 2 ms from source)."""
    import hashlib

    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:20]


def kernel_folder_name(source_hash: str, numba_version: str, cpu: str | None) -> str:
    """The cache folder of one set of compiled kernels: everything that makes them valid."""
    python = f"py{sys.version_info[0]}{sys.version_info[1]}"
    return f"{source_hash}-numba{numba_version}-{python}-{cpu or 'host'}"


def shipped_kernels_dir() -> Path | None:
    """The bundle's compiled kernels (frozen app only)."""
    base = getattr(sys, "_MEIPASS", None)
    if not getattr(sys, "frozen", False) or base is None:
        return None
    folder = Path(base) / SHIPPED_KERNELS
    return folder if (folder / MANIFEST).is_file() else None


def read_manifest(folder: Path) -> dict[str, str] | None:
    """``{"sources": hash, "numba": version, "cpu": target}``, or None if unreadable.

    The manifest is the bundle's own three short strings (``make dist`` writes it): a file longer
    than ``MAX_MANIFEST_BYTES``, or one that is not such a JSON object, is refused unread or unused
    (the kernels are then compiled for the host), without the core's readers, which this module
    stays below."""
    import json

    try:
        with open(folder / MANIFEST, "rb") as file:
            raw = file.read(MAX_MANIFEST_BYTES + 1)
        data = json.loads(raw) if len(raw) <= MAX_MANIFEST_BYTES else None
    except (OSError, ValueError, RecursionError):
        return None
    keys = ("sources", "numba", "cpu")
    if not isinstance(data, dict) or not all(isinstance(data.get(k), str) for k in keys):
        return None
    return {k: data[k] for k in keys}


_source_hash: str | None = None
"""The kernel source hash of this process: the bundle's manifest, or computed on first use."""


def current_source_hash() -> str:
    global _source_hash
    if _source_hash is None:
        _source_hash = kernel_source_hash()
    return _source_hash


def use_cpu_target(cpu: str) -> None:
    """Compile for ``cpu`` (numba reads these when it is imported; an empty feature list means
    the target's own, not the host's: otherwise the host's features would key the cache)."""
    os.environ["NUMBA_CPU_NAME"] = cpu
    os.environ["NUMBA_CPU_FEATURES"] = ""


def _seed_from_bundle(root: Path) -> None:
    """Frozen app: compile for the bundle's portable target and start from its shipped kernels."""
    import contextlib
    import shutil
    import tempfile

    shipped = shipped_kernels_dir()
    manifest = read_manifest(shipped) if shipped is not None else None
    global _source_hash
    if shipped is None or manifest is None:  # being built: make dist compiles the kernels to ship
        cpu = portable_cpu()
        if cpu is not None and host_runs(cpu):
            use_cpu_target(cpu)
        return
    if not host_runs(manifest["cpu"]):
        return  # an old CPU: compile for the host instead (a slow first start, then cached)
    use_cpu_target(manifest["cpu"])
    _source_hash = manifest["sources"]
    folder = kernel_folder_name(manifest["sources"], manifest["numba"], manifest["cpu"])
    target = root / folder
    if target.exists():
        return
    with contextlib.suppress(OSError):  # a read-only cache: numba compiles (slow, not wrong)
        root.mkdir(parents=True, exist_ok=True)
        temp = Path(tempfile.mkdtemp(prefix=".seeding-", dir=root))
        try:
            shutil.copytree(shipped / folder, temp / "kernels")
            os.replace(temp / "kernels", target)
        finally:
            shutil.rmtree(temp, ignore_errors=True)


def configure_numba_cache(install_locator: Callable[[], None]) -> None:
    """Point ``NUMBA_CACHE_DIR`` at the user cache (unless the caller chose one), seed it from the
    bundle when frozen, and call ``install_locator`` once numba's caching module has loaded.

    The locator (``core.kernel_cache``) is passed in rather than imported: it builds on this
    module, which stays free of numba and of the package's other modules."""
    if "NUMBA_CACHE_DIR" not in os.environ:
        path = user_cache_dir() / "numba"
        try:
            path.mkdir(parents=True, exist_ok=True)
        except OSError:
            return  # numba falls back to its own choice; slower starts, nothing worse
        os.environ["NUMBA_CACHE_DIR"] = str(path)
    if getattr(sys, "frozen", False):
        _seed_from_bundle(Path(os.environ["NUMBA_CACHE_DIR"]))
    _install_locator_when_numba_loads(install_locator)


class _AfterNumbaCaching:
    """A meta path finder that runs ``install_locator`` right after ``numba.core.caching`` is
    executed, before any kernel is decorated, without importing numba (a second) earlier than the
    program needs it."""

    def __init__(self, install_locator: Callable[[], None]) -> None:
        self.install_locator = install_locator

    def find_spec(self, fullname, path, target=None):  # type: ignore[no-untyped-def]
        if fullname != "numba.core.caching":
            return None
        sys.meta_path.remove(self)
        spec = PathFinder.find_spec(fullname, path)
        if spec is None or spec.loader is None:
            return spec
        run_module = spec.loader.exec_module

        def exec_module(module) -> None:  # type: ignore[no-untyped-def]
            run_module(module)
            self.install_locator()

        spec.loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def _install_locator_when_numba_loads(install_locator: Callable[[], None]) -> None:
    if "numba.core.caching" in sys.modules:
        install_locator()
    elif not any(isinstance(finder, _AfterNumbaCaching) for finder in sys.meta_path):
        sys.meta_path.insert(0, _AfterNumbaCaching(install_locator))
