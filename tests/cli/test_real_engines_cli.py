"""The command line meets the engines added in the window: ``othello-qt match engine:NAME`` reads the
user's ``engines.json`` from the per-user data folder, and plays the real ntest through it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from othello_qt.core import engine_list
from tests.real_engines import ntest_entry


def test_match_plays_an_engine_added_in_the_window(tmp_path: Path) -> None:
    data_home = tmp_path / "data-home"
    window_list = engine_list.EngineList(data_home / "othello-qt" / engine_list.FILE_NAME)
    window_list.add(ntest_entry("2"))  # what Game → Engines… wrote
    environment = {**os.environ, "XDG_DATA_HOME": str(data_home)}
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt", "match", "engine:ntest", "greedy", "--games", "2", "--json"],
        capture_output=True,
        text=True,
        env=environment,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["games"] == 2 and result["wins"] + result["draws"] + result["losses"] == 2
    assert {r["a_color"] for r in result["results"]} == {"black", "white"}


def test_an_unknown_engine_names_the_ones_the_window_added(tmp_path: Path) -> None:
    data_home = tmp_path / "data-home"
    engine_list.EngineList(data_home / "othello-qt" / engine_list.FILE_NAME).add(ntest_entry("2"))
    done = subprocess.run(
        [sys.executable, "-m", "othello_qt", "match", "engine:edax", "greedy", "--games", "2"],
        capture_output=True,
        text=True,
        env={**os.environ, "XDG_DATA_HOME": str(data_home)},
        timeout=600,
    )
    assert done.returncode != 0
    assert "no engine named 'edax'" in done.stderr and "known: ntest" in done.stderr
