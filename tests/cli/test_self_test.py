"""``othello-qt --self-test`` from source, as ``make dist`` runs it on the frozen bundle: a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _self_test(*code: str) -> subprocess.CompletedProcess[str]:
    """Run the self-test in a fresh interpreter (``python -m othello_qt --self-test``, or ``code``)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, "-c", code[0]] if code else [sys.executable, "-m", "othello_qt", "--self-test"]
    return subprocess.run(command, env=env, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_the_self_test_passes_from_source() -> None:
    done = _self_test()
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("self-test ok: ")
    for proof in (
        "perft 6 = 8200",
        "master:4:book=off vs greedy through the engine service",
        "a child process started and ended",
        "window rendered",
        "game file saved",
        "resources in",
    ):
        assert proof in done.stdout
    assert "Traceback" not in done.stderr


def test_a_self_test_that_finds_a_fault_fails() -> None:
    done = _self_test(
        "from othello_qt.core import perft\n"
        "perft.PUBLISHED_COUNTS = (*perft.PUBLISHED_COUNTS[:6], 8201, *perft.PUBLISHED_COUNTS[7:])\n"
        "from othello_qt.cli.main import main; raise SystemExit(main(['--self-test']))"
    )
    assert done.returncode == 1
    assert done.stdout.startswith("self-test FAILED: perft 6 = 8200, expected 8201")


def test_the_game_file_check_saves_and_reads_in_the_users_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qapp: object
) -> None:
    """A name with spaces and letters outside ASCII, saved twice and read back; nothing left behind."""
    from othello_qt.cli import selftest
    from othello_qt.core.game import Game

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data home"))
    game = Game.new()
    for _ in range(6):
        game.play(game.position.legal_moves()[0])
    assert selftest._check_game_file(game) == "game file saved and read back (6 moves)"
    assert list((tmp_path / "data home").iterdir()) == []
    assert " " in selftest.GAME_FILE and not selftest.GAME_FILE.isascii()
    with pytest.raises(UnicodeEncodeError):
        selftest.GAME_FILE.encode("cp1252")  # not in Windows' ANSI code page either
