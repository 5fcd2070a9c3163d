"""``othello-qt --self-test`` from source, as ``make dist`` runs it on the frozen bundle: a subprocess."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
    for proof in ("perft 6 = 8200", "greedy vs random", "window rendered", "resources in"):
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
