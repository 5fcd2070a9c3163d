"""``othello-qt --screenshot``: renders the real window headless, with clear errors for bad options."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from othello_qt.ui.screenshot import parse_size
from tests.cli.full_disk import needs_proc, run_on_full_disk


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "othello_qt", *args], capture_output=True, text=True, timeout=120, env=env
    )


def test_screenshot_renders_a_png_of_the_requested_size(tmp_path: Path) -> None:
    path = tmp_path / "shot.png"
    result = run_cli("--screenshot", str(path), "--moves", "f5d6c3", "--size", "640x480", "--theme", "dark")
    assert result.returncode == 0, result.stderr
    assert "3 moves" in result.stdout
    from PySide6.QtGui import QImage

    image = QImage(str(path))
    assert (image.width(), image.height()) == (640, 480)


def test_screenshot_rejects_bad_options(tmp_path: Path) -> None:
    result = run_cli("--screenshot", str(tmp_path / "x.png"), "--moves", "f5f5")
    assert result.returncode == 2 and "illegal" in result.stdout
    result = run_cli("--screenshot", str(tmp_path / "x.png"), "--theme", "neon")
    assert result.returncode == 2 and "unknown theme" in result.stdout
    assert not (tmp_path / "x.png").exists()


def test_parse_size() -> None:
    assert parse_size("1000x700") == (1000, 700)
    for bad in ("1000", "axb", "10x10", "1000x700x3"):
        with pytest.raises(ValueError):
            parse_size(bad)


def test_screenshot_of_a_review_and_of_the_editor(tmp_path: Path) -> None:
    from PySide6.QtGui import QImage

    path = tmp_path / "review.png"
    result = run_cli(
        "--screenshot", str(path), "--moves", "f5d6c3", "--size", "800x600", "--review", "--show-ply", "1"
    )
    assert result.returncode == 0, result.stderr
    assert "Black: " in result.stdout and "White: " in result.stdout  # the review's summary
    assert QImage(str(path)).width() == 800
    path = tmp_path / "editor.png"
    result = run_cli("--screenshot", str(path), "--moves", "f5d6c3", "--size", "700x500", "--editor")
    assert result.returncode == 0, result.stderr
    image = QImage(str(path))
    assert (image.width(), image.height()) == (700, 500)


@needs_proc
def test_a_full_disk_leaves_no_empty_png(tmp_path: Path) -> None:
    full = tmp_path / "full"
    full.mkdir()
    path = full / "shot.png"
    result = run_on_full_disk(full, "--screenshot", str(path), "--moves", "f5")
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout.strip() == f"othello-qt: could not write {path}: No space left on device"
    assert list(full.iterdir()) == []  # neither an empty shot.png nor a temporary file
