"""The numba cache folder: per user, and per executable in a frozen app."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from othello_qt import _cache


@pytest.fixture
def fresh_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("LOCALAPPDATA", str(tmp_path))
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    return tmp_path


def test_source_runs_share_one_folder(fresh_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    _cache.configure_numba_cache()
    folder = Path(os.environ["NUMBA_CACHE_DIR"])
    assert folder.is_dir() and fresh_env in folder.parents
    assert folder.name == f"python-{sys.version_info[0]}.{sys.version_info[1]}"


def test_each_frozen_executable_has_its_own_folder(fresh_env: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """numba keys a frozen app's cache to the executable's hash: two executables must not share."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    folders = []
    for executable in ("othello-qt.exe", "othello-qt-cli.exe"):
        monkeypatch.delenv("NUMBA_CACHE_DIR", raising=False)
        monkeypatch.setattr(sys, "executable", str(fresh_env / "bundle" / executable))
        _cache.configure_numba_cache()
        folders.append(Path(os.environ["NUMBA_CACHE_DIR"]))
    assert folders[0] != folders[1]
    assert folders[0].name.startswith("frozen-othello-qt-") and folders[1].name.startswith(
        "frozen-othello-qt-cli-"
    )


def test_a_chosen_folder_is_kept(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("NUMBA_CACHE_DIR", str(tmp_path / "mine"))
    _cache.configure_numba_cache()
    assert os.environ["NUMBA_CACHE_DIR"] == str(tmp_path / "mine")
