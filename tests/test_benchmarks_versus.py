"""``python -m benchmarks versus``: this tree against a git worktree of a commit run as an NBoard engine,
game by game into a resumable file, the score and its interval into the figures and the page."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from benchmarks import page, versus
from tests.real_engines import ntest_entry

REPOSITORY = Path(__file__).resolve().parent.parent


def _versus(tmp: Path, games: int, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "benchmarks",
        "versus",
        "--new",
        "master:2",
        "--old",
        "master:1",
        "--games",
        str(games),
        "--reference",
        "HEAD",
        "--cache",
        str(tmp / "cache"),
        "--results",
        str(tmp / "results"),
        "--figures",
        str(tmp / "figures" / "versus.json"),
        *extra,
    ]


def _run(command: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(command, cwd=REPOSITORY, capture_output=True, text=True, timeout=600)


def _games(tmp: Path) -> dict[str, dict]:
    (path,) = (tmp / "results").glob("match-*.json")
    return json.loads(path.read_text(encoding="utf-8"))["games"]


@pytest.fixture
def tmp(tmp_path: Path) -> Iterator[Path]:
    """A temporary cache; the worktrees made in it are unregistered from the repository afterwards."""
    yield tmp_path
    for folder in (tmp_path / "cache").glob("*"):
        subprocess.run(["git", "worktree", "remove", "--force", str(folder)], cwd=REPOSITORY, check=False)


def test_a_tiny_match_against_head_records_its_score_and_a_resumed_run_plays_only_the_missing_games(
    tmp: Path,
) -> None:
    done = _run(_versus(tmp, 2))
    assert done.returncode == 0, done.stderr
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPOSITORY, capture_output=True, text=True).stdout
    worktree = tmp / "cache" / head.strip()
    assert (worktree / "othello_qt" / "cli" / "nboard.py").is_file()  # the reference is a checkout
    figures = json.loads((tmp / "figures" / "versus.json").read_text(encoding="utf-8"))
    (match,) = figures["values"]["matches"].values()
    assert match["games"] == 2 and match["wins"] + match["draws"] + match["losses"] == 2
    assert match["reference"] == head.strip()
    assert 0.0 <= match["low"] <= match["score"] <= match["high"] <= 1.0
    games = _games(tmp)
    assert sorted(games) == ["0", "1"]

    # A run stopped after its first game: the next run plays game 1 alone and keeps game 0 as it was.
    (path,) = (tmp / "results").glob("match-*.json")
    kept = json.loads(path.read_text(encoding="utf-8"))
    del kept["games"]["1"]
    path.write_text(json.dumps(kept), encoding="utf-8")
    again = _run(_versus(tmp, 2))
    assert again.returncode == 0, again.stderr
    assert "1 of 2 games on file, playing 1" in again.stdout
    resumed = _games(tmp)
    assert sorted(resumed) == ["0", "1"] and resumed["0"] == games["0"]
    (match,) = json.loads((tmp / "figures" / "versus.json").read_text(encoding="utf-8"))["values"][
        "matches"
    ].values()
    assert match["games"] == 2


@pytest.mark.slow
def test_a_killed_match_continued_has_every_game_once(tmp: Path) -> None:
    command = _versus(tmp, 4)
    assert _run(command).returncode == 0  # the reference's worktree and kernels, made once
    for path in (tmp / "results").glob("*"):
        path.unlink()
    run = subprocess.Popen(
        command, cwd=REPOSITORY, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline and not list((tmp / "results").glob("match-*.json")):
        time.sleep(0.02)
    os.killpg(run.pid, signal.SIGKILL)
    run.wait()
    assert len(_games(tmp)) >= 1
    assert _run(command).returncode == 0
    assert sorted(_games(tmp)) == ["0", "1", "2", "3"]


def test_a_match_against_a_real_nboard_engine_is_recorded_as_its_name_and_budget(tmp_path: Path) -> None:
    entry = ntest_entry("2")  # ntest from ../shared/engines: the command and folder its README gives
    command = [
        sys.executable,
        "-m",
        "benchmarks",
        "versus",
        "--new",
        "greedy",
        "--old",
        "2",
        "--games",
        "2",
        "--engine",
        entry.command_line,
        "--engine-dir",
        entry.folder,
        "--engine-name",
        "ntest",
        "--results",
        str(tmp_path / "results"),
        "--figures",
        str(tmp_path / "figures" / "versus.json"),
    ]
    done = _run(command)
    assert done.returncode == 0, done.stderr
    (match,) = json.loads((tmp_path / "figures" / "versus.json").read_text(encoding="utf-8"))["values"][
        "matches"
    ].values()
    assert match["old"] == "ntest:2" and match["reference"] == "ntest" and match["games"] == 2
    assert match["wins"] + match["draws"] + match["losses"] == 2
    assert 0 < match["old_seconds_per_move"] < 5  # ntest answered the moves itself
    wrong = _run([*command[:-4], "--engine", "/no/such/engine", "--results", str(tmp_path / "other")])
    assert wrong.returncode == 2 and "Traceback" not in wrong.stderr, wrong.stderr


def test_a_commit_that_does_not_exist_is_refused_and_nothing_is_written(tmp: Path) -> None:
    command = _versus(tmp, 2)
    command[command.index("HEAD")] = "no-such-commit"
    done = _run(command)
    assert done.returncode == 2
    assert "no commit named 'no-such-commit'" in done.stderr
    assert not (tmp / "results").exists() and not (tmp / "figures").exists()


def test_the_versus_figures_are_a_section_of_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(page, "FIGURES", tmp_path)
    row = {
        "new": "master:1s",
        "old": "master:1s",
        "reference": "ed29eef" + "0" * 33,
        "new_commit": "abc1234",
        "games": 200,
        "wins": 140,
        "draws": 4,
        "losses": 56,
        "score": 0.71,
        "low": 0.648,
        "high": 0.772,
        "mean_discs": 9.25,
        "new_seconds_per_move": 0.9,
        "old_seconds_per_move": 0.95,
    }
    versus.record(tmp_path / "versus.json", "a", row, "python -m benchmarks versus")
    versus.record(
        tmp_path / "versus.json", "b", {**row, "new": "master:0.25s"}, "python -m benchmarks versus"
    )
    text = page.render()
    section = text[text.index("## Against an earlier version") :]
    assert (
        "| `master:1s` | `master:1s` | `ed29eef` | 200 | 140–4–56 | 71.0% (64.8% .. 77.2%) | +9.2 |"
        in section
    )
    assert "| `master:0.25s` | `master:1s` |" in section  # the second match is kept beside the first


def test_the_new_side_is_named_by_the_last_commit_that_changed_the_package() -> None:
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=REPOSITORY, capture_output=True, text=True).stdout.strip()

    name = versus.engine_commit()
    commit = name.removesuffix("-dirty")
    assert git("diff", "--name-only", f"{commit}^", commit, "--", "othello_qt")  # it changed the package
    assert not git("log", "--format=%h", f"{commit}..HEAD", "--", "othello_qt")  # nothing since did
    assert name.endswith("-dirty") == bool(git("status", "--porcelain", "--", "othello_qt"))


def _timed(new: str, games: int, wins: int, commit: str = "abc1234", old: str = "ntest:18") -> dict:
    return {
        "new": new,
        "old": old,
        "reference": "ntest",
        "new_commit": commit,
        "games": games,
        "wins": wins,
        "draws": 0,
        "losses": games - wins,
        "mean_discs": 0.0,
        "new_seconds_per_move": 0.5,
        "old_seconds_per_move": 0.2,
    }


def test_timed_masters_against_one_opponent_make_a_curve_in_order_of_time() -> None:
    matches = {
        "a": _timed("master:2s", 60, 30),
        "b": _timed("master:0.5s", 60, 20),
        "c": _timed("master:1s", 20, 5),
        "d": _timed("master:1s", 200, 90),  # the larger match of a time counts
        "e": _timed("master:1s", 200, 90, commit="def5678"),  # another commit: too few points
        "f": _timed("master:12", 60, 30),  # a fixed depth is no point of a curve
    }
    (curve,) = versus.time_curves(matches)
    assert "abc1234" in curve["caption"] and "ntest:18" in curve["caption"]
    assert [row[0] for row in curve["rows"]] == ["0.5 s", "1 s", "2 s"]
    assert [row[1] for row in curve["rows"]] == [60, 200, 60]
    assert versus.time_curves({k: matches[k] for k in "abe"}) == []
