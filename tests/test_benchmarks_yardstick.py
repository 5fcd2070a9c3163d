"""The endgame yardstick: our solver and Edax (evaluation off) on the same positions, both checked."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from benchmarks import yardstick
from benchmarks.figures import WrongResult
from tests.real_engines import EDAX_PROGRAM, _require


def test_one_position_each_way_is_timed_checked_and_tabled(monkeypatch: pytest.MonkeyPatch) -> None:
    _require(EDAX_PROGRAM)
    monkeypatch.setattr(yardstick, "SUITES", {"40-44": (40, 40), "45-49": (41, 41)})
    monkeypatch.setattr(yardstick, "THREADS_SUITE", (40, 40))
    monkeypatch.setattr(yardstick, "ROUNDS", 1)
    values = yardstick.run()
    assert values is not None
    for suite in ("40-44", "45-49"):
        x = values[suite]
        assert x["ours"] > 0 and x["edax"] > 0 and x["ratio"] == round(x["ours"] / x["edax"], 3)
    assert values["threads"]["speedup"] == round(values["threads"]["one"] / values["threads"]["two"], 3)
    edax_table, threads_table = yardstick.tables(values)
    assert [row[0] for row in edax_table["rows"]] == ["FFO #40–#44", "FFO #45–#49"]
    assert threads_table["rows"][0][-1] == "≥ ×1.5"


def test_a_wrong_score_of_either_solver_fails_the_benchmark(tmp_path: Path) -> None:
    _require(EDAX_PROGRAM)
    lines = yardstick.obf_lines(40, 40)
    path = tmp_path / "one.obf"
    path.write_text(lines[0] + "\n", encoding="utf-8")
    _seconds, done = yardstick.timed(yardstick.edax(path), cwd=yardstick.EDAX)
    yardstick.check_edax(done, [38], "FFO #40")  # the published score: passes
    with pytest.raises(WrongResult):
        yardstick.check_edax(done, [36], "FFO #40")
    broken = subprocess.CompletedProcess([], 1, "line 1 ... DISAGREES", "")
    with pytest.raises(WrongResult):
        yardstick.check_ours(broken, "FFO #40")
