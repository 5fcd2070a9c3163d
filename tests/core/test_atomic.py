"""Atomic writes: the target is replaced whole, gets ordinary permissions, and nothing is left over."""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path

import pytest

from othello_qt.core.atomic import write_atomically


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
