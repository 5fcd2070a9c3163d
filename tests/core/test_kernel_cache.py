"""The kernel cache: per user, keyed on the kernel sources' content (not their paths or times),
seeded from the bundle's shipped kernels when frozen."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from othello_qt import _cache

PACKAGE = Path(_cache.__file__).resolve().parent


@pytest.fixture
def fresh_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path))
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    return tmp_path


def test_the_cache_root_is_per_user(fresh_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    _cache.configure_numba_cache(lambda: None)
    folder = Path(os.environ["NUMBA_CACHE_DIR"])
    assert folder.is_dir() and fresh_env in folder.parents and folder.name == "numba"


def test_a_chosen_folder_is_kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "mine"))
    _cache.configure_numba_cache(lambda: None)
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "mine")


def _touch_all(folder: Path) -> None:
    later = time.time() + 3600
    for path in folder.rglob("*"):
        os.utime(path, (later, later))


def test_the_source_hash_ignores_paths_and_times_but_not_content(tmp_path: Path) -> None:
    original = _cache.kernel_source_hash(PACKAGE / "core")
    moved = tmp_path / "elsewhere" / "core"
    shutil.copytree(PACKAGE / "core", moved, ignore=shutil.ignore_patterns("__pycache__"))
    _touch_all(moved)
    assert _cache.kernel_source_hash(moved) == original
    (moved / "bitboard.py").write_text((moved / "bitboard.py").read_text() + "\n# edited\n")
    edited = _cache.kernel_source_hash(moved)
    assert edited != original
    (moved / "new_kernels.py").write_text("")
    assert _cache.kernel_source_hash(moved) not in (original, edited)


def test_the_folder_names_everything_that_makes_a_kernel_valid() -> None:
    name = _cache.kernel_folder_name("abc123", "0.68.1", "x86-64-v2")
    assert name == f"abc123-numba0.68.1-py{sys.version_info[0]}{sys.version_info[1]}-x86-64-v2"
    assert _cache.kernel_folder_name("abc123", "0.68.1", None).endswith("-host")


def test_the_kernel_locator_files_kernels_under_the_key() -> None:
    import numba
    from numba.core import config

    from othello_qt.core import bitboard
    from othello_qt.core.kernel_cache import KernelCacheLocator, cache_folder_of

    impl = getattr(numba.core.caching, "CacheImpl", None) or numba.core.caching._CacheImpl
    assert impl._locator_classes[0] is KernelCacheLocator
    folder = _cache.kernel_folder_name(_cache.current_source_hash(), numba.__version__, config.CPU_NAME)
    assert cache_folder_of(bitboard.count) == Path(config.CACHE_DIR) / folder / "core"


CHILD = """
import sys
from othello_qt.core import bitboard
print("count", bitboard.count(__import__("numpy").uint64(0b1011)))
"""


def _run_child(package_parent: Path, cache: Path) -> str:
    env = dict(os.environ, PYTHONPATH=str(package_parent), NUMBA_CACHE_DIR=str(cache), NUMBA_DEBUG_CACHE="1")
    for name in ("NUMBA_CPU_NAME", "NUMBA_CPU_FEATURES"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        env=env,
        cwd=package_parent,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "count 3" in done.stdout
    return done.stdout + done.stderr


def test_a_moved_and_touched_copy_loads_the_kernels_an_edited_one_does_not(tmp_path: Path) -> None:
    """What happens to an unpacked bundle, and to a developer's edit, in two fresh processes."""
    ignore = shutil.ignore_patterns("__pycache__")
    first, second = tmp_path / "first", tmp_path / "second"
    shutil.copytree(PACKAGE, first / "othello_qt", ignore=ignore)
    cache = tmp_path / "cache"
    compiled = _run_child(first, cache)
    assert "[cache] data saved to" in compiled

    shutil.move(first / "othello_qt", second / "othello_qt")
    _touch_all(second)
    reloaded = _run_child(second, cache)
    assert "[cache] data saved to" not in reloaded and "[cache] data loaded from" in reloaded

    kernel_source = second / "othello_qt" / "core" / "bitboard.py"
    kernel_source.write_text(kernel_source.read_text() + "\n# edited\n")
    edited = _run_child(second, cache)
    assert "[cache] data saved to" in edited
    assert len([p for p in cache.iterdir() if p.is_dir()]) == 2  # one folder per set of sources


def _fake_bundle(tmp_path: Path, cpu: str) -> tuple[Path, str]:
    manifest = {"sources": "0123abcd", "numba": "9.9.9", "cpu": cpu}
    shipped = tmp_path / "bundle" / _cache.SHIPPED_KERNELS
    folder = _cache.kernel_folder_name(manifest["sources"], manifest["numba"], cpu)
    (shipped / folder / "core").mkdir(parents=True)
    (shipped / folder / "core" / "bitboard.count-157.py311.nbi").write_bytes(b"index")
    (shipped / _cache.MANIFEST).write_text(json.dumps(manifest))
    return shipped.parent, folder


@pytest.fixture
def frozen(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(_cache, "_source_hash", None)
    for name in ("NUMBA_CPU_NAME", "NUMBA_CPU_FEATURES"):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def test_a_first_frozen_start_copies_the_shipped_kernels(
    frozen: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundle, folder = _fake_bundle(frozen, "x86-64-v2")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(_cache, "host_runs", lambda cpu: True)
    root = frozen / "cache" / "numba"  # does not exist yet
    _cache._seed_from_bundle(root)
    assert (root / folder / "core" / "bitboard.count-157.py311.nbi").read_bytes() == b"index"
    assert [p.name for p in root.iterdir()] == [folder]  # no temporary folder left behind
    assert os.environ["NUMBA_CPU_NAME"] == "x86-64-v2" and os.environ["NUMBA_CPU_FEATURES"] == ""
    assert _cache.current_source_hash() == "0123abcd"


def test_an_old_cpu_compiles_for_itself(frozen: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle, _ = _fake_bundle(frozen, "x86-64-v2")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(_cache, "host_runs", lambda cpu: False)
    _cache._seed_from_bundle(frozen / "cache")
    assert "NUMBA_CPU_NAME" not in os.environ
    assert not (frozen / "cache").exists()


def test_an_unwritable_cache_is_not_an_error(frozen: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle, _ = _fake_bundle(frozen, "x86-64-v2")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    monkeypatch.setattr(_cache, "host_runs", lambda cpu: True)
    blocker = frozen / "not-a-folder"
    blocker.write_text("")
    _cache._seed_from_bundle(blocker / "numba")  # cannot be created: numba will compile instead
    assert os.environ["NUMBA_CPU_NAME"] == "x86-64-v2"


def test_the_host_check_reads_the_cpu_flags() -> None:
    if not (sys.platform.startswith("linux") and _cache.machine() == "x86_64"):
        pytest.skip("the flags are read on x86-64 Linux")
    flags = set()
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("flags"):
            flags = set(line.split(":", 1)[1].split())
            break
    assert _cache.host_runs("x86-64-v2") == (flags >= _cache.X86_64_V2_FLAGS)
    assert _cache.host_runs("generic")


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "[" * 2000 + "]" * 2000,  # nests deeper than json parses (and fits the size)
        '{"sources": "a", "numba": "1", "cpu": 5}',
        '{"sources": "a", "numba": "1", "cpu": "generic", "x": "' + "y" * _cache.MAX_MANIFEST_BYTES + '"}',
        '["sources", "numba", "cpu"]',
    ],
)
def test_a_damaged_manifest_is_no_manifest(tmp_path: Path, text: str) -> None:
    (tmp_path / _cache.MANIFEST).write_text(text)
    assert _cache.read_manifest(tmp_path) is None


def test_a_manifest_is_read(tmp_path: Path) -> None:
    (tmp_path / _cache.MANIFEST).write_text('{"sources": "ab12", "numba": "0.61.0", "cpu": "generic"}')
    assert _cache.read_manifest(tmp_path) == {"sources": "ab12", "numba": "0.61.0", "cpu": "generic"}
    assert _cache.read_manifest(tmp_path / "missing") is None
