"""Atomic writes: the target is replaced whole, gets ordinary permissions, and nothing is left over."""

from __future__ import annotations

import errno
import os
import stat
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from othello_qt.core import atomic
from othello_qt.core.atomic import write_atomically, write_together


def test_replaces_the_file_with_ordinary_permissions(tmp_path: Path) -> None:
    target = tmp_path / "sub" / "file.bin"
    write_atomically(target, b"first")
    write_atomically(target, lambda handle: handle.write(b"second"))
    assert target.read_bytes() == b"second"
    umask = os.umask(0)
    os.umask(umask)
    assert target.stat().st_mode & 0o777 == 0o666 & ~umask
    assert [p.name for p in target.parent.iterdir()] == ["file.bin"]


def test_a_failing_writer_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "file.bin"
    target.write_bytes(b"old")

    def broken(handle: object) -> None:
        raise RuntimeError("disk on fire")

    with pytest.raises(RuntimeError):
        write_atomically(target, broken)
    assert target.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.bin"]


def test_the_rename_is_synced_to_disk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After the rename the folder is fsynced, or a power cut could still lose the new file."""
    synced_kinds = []
    real_fsync = os.fsync

    def recording_fsync(fd: int) -> None:
        synced_kinds.append("folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "file")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", recording_fsync)
    write_atomically(tmp_path / "game.ggf", b"(;GM[Othello];)")
    expected = ["file"] if sys.platform == "win32" else ["file", "folder"]
    assert synced_kinds == expected


def test_a_killed_writers_temporary_file_goes_at_the_next_write(tmp_path: Path) -> None:
    """A process killed in the middle of a write leaves ``.NAME.PID-xxxx.tmp``; the next write to
    the folder (from any process) removes it, but never a live writer's file."""
    script = (
        "import sys, time\n"
        "from othello_qt.core.atomic import write_atomically\n"
        "def slow(handle):\n"
        "    handle.write(b'half'); handle.flush(); print('writing', flush=True); time.sleep(60)\n"
        "write_atomically(sys.argv[1], slow)\n"
    )
    target = tmp_path / "game.json"
    child = subprocess.Popen(
        [sys.executable, "-c", script, str(target)],
        stdout=subprocess.PIPE,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    try:
        assert child.stdout is not None and child.stdout.readline() == b"writing\n"
        (live,) = [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]
        assert live.name.startswith(f".game.json.{child.pid}-")
        write_atomically(tmp_path / "other.json", b"x")  # the writer is alive: its file stays
        assert live.exists()
    finally:
        child.kill()
        child.wait()
    legacy = tmp_path / ".game.json.abcd1234.tmp"  # an earlier version's leftover, long ago
    legacy.write_bytes(b"old")
    os.utime(legacy, (time.time() - 3600, time.time() - 3600))
    recent = tmp_path / ".game.json.wxyz5678.tmp"  # could be an earlier version writing right now
    recent.write_bytes(b"new")
    write_atomically(target, b"whole")
    assert sorted(p.name for p in tmp_path.iterdir()) == [recent.name, "game.json", "other.json"]
    assert target.read_bytes() == b"whole"


@pytest.mark.parametrize("failing", ["fsync", "replace", "mkstemp"])
def test_errors_name_the_real_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str) -> None:
    """A full disk (ENOSPC) at any step: the message names the target, not ``.NAME.xxxx.tmp``."""
    target = tmp_path / "game.ggf"
    target.write_bytes(b"old")

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(tmp_path / ".game.ggf.123-abcdefgh.tmp"))

    monkeypatch.setattr(
        *{"fsync": (os, "fsync"), "replace": (os, "replace"), "mkstemp": (tempfile, "mkstemp")}[failing], full
    )
    with pytest.raises(OSError) as error:
        write_atomically(target, b"new")
    assert error.value.errno == errno.ENOSPC and error.value.filename == str(target)
    assert str(error.value) == f"[Errno {errno.ENOSPC}] No space left on device: '{target}'"
    assert ".tmp" not in str(error.value)
    assert target.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["game.ggf"]


def test_files_written_together_are_all_new_or_all_old(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    paths = [tmp_path / "w.npz", tmp_path / "w_curve.csv", tmp_path / "w_curve.png"]
    write_together({path: b"run 1" for path in paths})
    calls = []
    real_fsync = os.fsync

    def full_on_third(fd: int) -> None:
        calls.append(fd)
        if len(calls) == 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", full_on_third)
    with pytest.raises(OSError, match=r"w_curve\.png"):
        write_together({path: b"run 2" for path in paths})
    assert [path.read_bytes() for path in paths] == [b"run 1"] * 3
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in paths)


def _windows_replace(monkeypatch: pytest.MonkeyPatch, refusals: int) -> list[str]:
    """Windows' ``os.replace`` onto a file another program holds open: ``PermissionError`` (WinError 5
    or 32) the first ``refusals`` times."""
    calls: list[str] = []
    real_replace = os.replace

    def replace(source: str, target: object) -> None:
        calls.append(str(target))
        if len(calls) <= refusals:
            raise PermissionError(13, "Access is denied", str(source))
        real_replace(source, target)

    monkeypatch.setattr(atomic, "_WINDOWS", True)
    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic.time, "sleep", lambda seconds: None)
    return calls


def test_on_windows_a_file_held_open_for_a_moment_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "Partie de Zoë.ggf"
    target.write_text("old")
    calls = _windows_replace(monkeypatch, refusals=2)
    write_atomically(target, b"new")
    assert target.read_bytes() == b"new" and len(calls) == 3
    assert [p.name for p in tmp_path.iterdir()] == [target.name]


def test_on_windows_a_file_held_open_for_good_fails_naming_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "game.ggf"
    target.write_text("old")
    calls = _windows_replace(monkeypatch, refusals=100)
    with pytest.raises(PermissionError) as failure:
        write_atomically(target, b"new")
    assert failure.value.filename == str(target)
    assert len(calls) == len(atomic.REPLACE_PAUSES) + 1
    assert target.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["game.ggf"]


def test_atomic_writing_has_one_home() -> None:
    """Every file the package writes whole goes through ``core.atomic``: no module wraps it under
    the same name again (the window's saved game and game files did) or renames temporary files
    over their targets by itself (``_cache`` moves the bundle's kernels, a folder, into the cache)."""
    import re

    package = Path(atomic.__file__).resolve().parents[1]
    wrappers, renames = [], []
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(package).as_posix()
        text = path.read_text(encoding="utf-8")
        if name != "core/atomic.py" and re.search(r"^\s*def write_atomically\b", text, re.MULTILINE):
            wrappers.append(name)
        if name not in ("core/atomic.py", "_cache.py") and "os.replace(" in text:
            renames.append(name)
    assert (wrappers, renames) == ([], [])
