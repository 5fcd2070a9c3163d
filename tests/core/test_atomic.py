"""Atomic writes: the target is replaced whole, gets ordinary permissions, and nothing is left over."""

from __future__ import annotations

import os
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
