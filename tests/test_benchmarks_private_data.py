"""Benchmarks never touch the player's own data folder (issue 45, item 9: a harness's NBoard ``learn``
wrote into the real user book)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_benchmarks_run_on_a_temporary_data_folder(tmp_path: Path) -> None:
    home = tmp_path / "player"
    code = (
        "import benchmarks, os; from othello_qt._cache import user_data_dir; "
        "from othello_qt.core.engine.book import user_book_path; "
        "print(os.environ['XDG_CONFIG_HOME']); print(user_data_dir()); print(user_book_path())"
    )
    environment = {**os.environ, "XDG_DATA_HOME": str(home / "data"), "XDG_CONFIG_HOME": str(home / "config")}
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=environment, check=True
    )
    for line in done.stdout.splitlines():
        assert not line.startswith(str(home)), line
        assert "othello-qt-bench-" in line
