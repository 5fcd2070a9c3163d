"""numba's cache locator for the kernels of ``othello_qt.core``: keyed on content, not on paths.

numba's own locators put a kernel's cache in a folder named after the absolute path of its
source file, and a frozen app's under a hash of its executable: unpacking the bundle elsewhere
(or another build of the same sources) finds nothing.  This locator files every kernel under
``NUMBA_CACHE_DIR/<kernel folder>/<module path>/``, where the kernel folder names the content
hash of the kernel sources, the numba and Python versions and the CPU target
(``othello_qt._cache.kernel_folder_name``), and stamps the index with the same hash.  numba still
keys each entry on the function's bytecode, its signature and the CPU, so nothing stale loads.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from numba.core import caching, config

from othello_qt import _cache

_Base = caching._CacheLocator
COMPLETE = "complete"
"""Marker file in a kernel folder: every warm-up hook has run against it (so it holds them all)."""


def kernel_folder() -> Path:
    """The folder of this process's kernels: ``NUMBA_CACHE_DIR/<sources>-numba<ver>-py<XY>-<cpu>``."""
    import numba

    name = _cache.kernel_folder_name(_cache.current_source_hash(), numba.__version__, config.CPU_NAME)
    return Path(config.CACHE_DIR) / name


def needs_compiling() -> bool:
    """Whether the kernels still have to be compiled into a usable cache folder (loading them from a
    complete one is quick; without a cache folder a child could not hand them over)."""
    return bool(config.CACHE_DIR) and not (kernel_folder() / COMPLETE).is_file()


def mark_complete() -> None:
    """Called once every warm-up hook has run: the folder now holds every kernel."""
    marker = kernel_folder() / COMPLETE
    if config.CACHE_DIR and not marker.exists():  # written once: a later start changes no file
        with contextlib.suppress(OSError):
            marker.touch()


class KernelCacheLocator(_Base):
    """Locates the cache of a kernel defined under ``othello_qt/core``."""

    def __init__(self, py_func, relative: Path) -> None:  # type: ignore[no-untyped-def]
        self._lineno = py_func.__code__.co_firstlineno
        self._stamp = _cache.current_source_hash()
        self._cache_path = os.path.join(kernel_folder(), *relative.parent.parts)

    def get_cache_path(self) -> str:
        return self._cache_path

    def get_source_stamp(self) -> str:
        return self._stamp

    def get_disambiguator(self) -> str:
        return str(self._lineno)

    @classmethod
    def from_function(cls, py_func, py_file):  # type: ignore[no-untyped-def]
        if not config.CACHE_DIR:
            return None
        try:
            relative = Path(py_file).resolve().relative_to(_cache.KERNEL_SOURCES)
        except (OSError, ValueError):
            return None  # not one of ours: numba's own locators take it
        self = cls(py_func, Path("core") / relative)
        try:
            self.ensure_cache_path()
        except OSError:
            return None
        return self


def _cache_impl_class() -> type:
    return getattr(caching, "CacheImpl", None) or caching._CacheImpl  # _CacheImpl in older numba


def install() -> None:
    """Make this locator numba's first choice (idempotent)."""
    locators = _cache_impl_class()._locator_classes
    if KernelCacheLocator not in locators:
        locators.insert(0, KernelCacheLocator)


def cache_folder_of(kernel) -> Path:  # type: ignore[no-untyped-def]
    """Where a kernel (a numba dispatcher) is cached; for tests and ``make dist``'s checks."""
    return Path(kernel._cache.cache_path)


install()
