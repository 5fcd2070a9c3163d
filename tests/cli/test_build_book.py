"""``othello-qt build-book``: grows a book, resumes to the same book, writes it with its provenance."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.engine.book import load_book
from othello_qt.core.position import Position

SMALL = ["--depth", "4", "--walks", "6", "--exact-empties", "0", "--seed", "7"]


def build_book(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "othello_qt", "build-book", "--quiet", *args],
        capture_output=True,
        text=True,
        timeout=600,
    )


def arrays(path: Path) -> dict[str, np.ndarray]:
    book = load_book(path)
    return {name: getattr(book, name) for name in ("keys", "leaf", "depth", "edges", "value")}


def grown(folder: Path, name: str, rounds: int, workers: int = 1) -> subprocess.CompletedProcess[str]:
    """build-book with the small options: work folder ``folder/name``, book ``folder/name.npz``."""
    done = build_book(
        *SMALL,
        *("--rounds", str(rounds), "--workers", str(workers)),
        *("--work", str(folder / name), "--out", str(folder / f"{name}.npz")),
    )
    assert done.returncode == 0, done.stderr
    return done


def same_books(first: Path, second: Path) -> bool:
    a, b = arrays(first), arrays(second)
    return all(np.array_equal(a[name], b[name]) for name in a)


def test_an_interrupted_run_resumes_to_the_book_an_uninterrupted_run_makes(tmp_path: Path) -> None:
    whole = grown(tmp_path, "a", 4)
    grown(tmp_path, "b", 2)
    grown(tmp_path, "b", 4)
    assert same_books(tmp_path / "a.npz", tmp_path / "b.npz")
    book = load_book(tmp_path / "a.npz")
    assert book.provenance["rounds"] == 4
    assert book.provenance["command"].startswith("othello-qt build-book --seed 7 --rounds 4")
    assert book.moves(Position.initial()) is not None
    assert "positions" in whole.stderr


def test_a_run_whose_work_folder_is_gone_goes_on_from_its_exported_book(tmp_path: Path) -> None:
    grown(tmp_path, "a", 4)
    grown(tmp_path, "b", 2)
    done = build_book(
        *SMALL,
        *("--rounds", "4", "--workers", "1", "--from", str(tmp_path / "b.npz")),
        *("--work", str(tmp_path / "c"), "--out", str(tmp_path / "c.npz")),
    )
    assert done.returncode == 0, done.stderr
    assert same_books(tmp_path / "a.npz", tmp_path / "c.npz")
    again = build_book(*SMALL, "--from", str(tmp_path / "b.npz"), "--work", str(tmp_path / "c"))
    assert again.returncode == 1 and "already holds a run" in again.stderr  # never over a run
    other = build_book(
        "--depth",
        "5",
        "--from",
        str(tmp_path / "b.npz"),
        "--work",
        str(tmp_path / "d"),
        "--out",
        str(tmp_path / "d.npz"),
    )
    assert other.returncode == 1 and "other settings" in other.stderr
    assert not (tmp_path / "d.npz").exists()


@pytest.mark.slow
def test_two_workers_grow_the_same_book_as_one(tmp_path: Path) -> None:
    grown(tmp_path, "1", 3, workers=1)
    grown(tmp_path, "2", 3, workers=2)
    assert same_books(tmp_path / "1.npz", tmp_path / "2.npz")


def test_export_only_writes_the_last_round_and_grows_nothing(tmp_path: Path) -> None:
    grown(tmp_path, "w", 1)
    exported = build_book(
        *SMALL, "--export-only", "--work", str(tmp_path / "w"), "--out", str(tmp_path / "e.npz")
    )
    assert exported.returncode == 0, exported.stderr
    assert same_books(tmp_path / "w.npz", tmp_path / "e.npz")


def test_other_settings_on_a_work_folder_are_refused(tmp_path: Path) -> None:
    grown(tmp_path, "w", 1)
    work = str(tmp_path / "w")
    other = build_book(
        "--depth", "5", "--rounds", "2", "--workers", "1", "--work", work, "--out", str(tmp_path / "2.npz")
    )
    assert other.returncode == 1
    assert "other settings" in other.stderr
    assert not (tmp_path / "2.npz").exists()


@pytest.mark.parametrize(
    ("option", "message"),
    [(["--depth", "0"], "--depth"), (["--window", "nan"], "--window"), (["--workers", "0"], "--workers")],
)
def test_bad_options_get_a_clear_error(tmp_path: Path, option: list[str], message: str) -> None:
    done = build_book(*option, "--work", str(tmp_path / "w"))
    assert done.returncode == 2 and message in done.stderr
    assert not (tmp_path / "w").exists()
