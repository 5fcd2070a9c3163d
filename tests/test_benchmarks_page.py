"""docs/benchmarks.md is generated from benchmarks/results/: a benchmark's run stores its figures, and
the committed page is exactly what the committed results render to."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest

from benchmarks import page
from benchmarks.__main__ import main


def test_the_benchmarks_page_is_the_stored_results_rendered() -> None:
    """``python -m benchmarks page`` gives the committed page byte for byte: it cannot go stale."""
    assert page.render() == page.PAGE.read_text(encoding="utf-8")


def test_a_benchmark_run_replaces_its_section_s_figures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(page, "FIGURES", tmp_path)
    page.record_run("rules", "perft 11: 212,258,800 leaves in 0.123 s\n")
    text = page.render()
    section = text[text.index("## Rules") : text.index("\n## ", text.index("## Rules") + 1)]
    assert "python -m benchmarks rules" in section
    assert "perft 11: 212,258,800 leaves in 0.123 s" in section
    assert re.search(r"Measured \d{4}-\d\d-\d\d", section)
    assert "## Master engine speed" not in text  # no fragment in tmp_path: that section is left out


def test_running_a_benchmark_stores_what_it_printed_and_rewrites_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = types.ModuleType("benchmarks.rules")
    fake.run = lambda: print("perft 9: 9,999 leaves in 0.001 s")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "benchmarks.rules", fake)
    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "PAGE", tmp_path / "benchmarks.md")
    assert main(["rules"]) == 0
    assert "perft 9: 9,999 leaves in 0.001 s" in capsys.readouterr().out  # still printed
    assert "perft 9: 9,999 leaves" in (tmp_path / "figures" / "rules.json").read_text(encoding="utf-8")
    assert "perft 9: 9,999 leaves" in (tmp_path / "benchmarks.md").read_text(encoding="utf-8")


def test_an_unknown_benchmark_is_refused_and_nothing_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "PAGE", tmp_path / "benchmarks.md")
    assert main(["rules", "nonsense"]) == 2
    assert not (tmp_path / "figures").exists() and not (tmp_path / "benchmarks.md").exists()


def test_a_ladder_run_keeps_the_sections_commands_and_notes_and_marks_earlier_engine_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The ladder's table comes from ``ladder.json``; a run (perhaps of a few levels) must not
    replace the explanations beside it, and rows played with other weights say so."""
    import json

    from benchmarks import resumable_match

    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "RESULTS", tmp_path)
    (tmp_path / "figures").mkdir()
    notes = {"command": ["python -m benchmarks ladder", "LADDER_LEVELS=1-3 ..."], "notes": ["Why so."]}
    (tmp_path / "figures" / "ladder.json").write_text(json.dumps(notes), encoding="utf-8")
    stamp = resumable_match.engine_data_stamp()
    row = {"games": 100, "wins": 70, "draws": 0, "losses": 30, "mean_discs": 9.0, "seconds_per_move": 0.001}
    ladder = {
        "humanlike:2:6 vs humanlike:1:8": {**row, "engine_data": stamp},
        "humanlike:2:3 vs humanlike:2:6": {**row, "engine_data": "0123456789ab"},
    }
    (tmp_path / "ladder.json").write_text(json.dumps(ladder), encoding="utf-8")
    page.record_run("ladder", "a run's output\n")
    text = page.render()
    section = text[text.index("## Difficulty levels") :]  # the last section: no match files here
    assert "LADDER_LEVELS=1-3 ..." in section and "Why so." in section
    assert "a run's output" not in section  # the table shows the results
    novice = next(line for line in section.splitlines() if line.startswith("| 2 |"))
    casual = next(line for line in section.splitlines() if line.startswith("| 3 |"))
    assert "†" not in novice and "70–0–30 of 100 †" in casual
    assert f"`{stamp}`" in section


def test_an_unfinished_ladder_pair_shows_its_games_so_far(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The timed top levels take hours, played across sessions: their row shows the games on file."""
    import json

    from benchmarks import resumable_match
    from benchmarks.ladder import DEFAULT_GAMES
    from othello_qt.core.players.levels import LEVELS

    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "RESULTS", tmp_path)
    (tmp_path / "ladder.json").write_text("{}", encoding="utf-8")
    upper, lower = LEVELS[-1], LEVELS[-2]
    stamp = resumable_match.engine_data_stamp()
    game = {
        "a_moves": 30,
        "b_moves": 30,
        "a_seconds": 60.0,
        "b_seconds": 6.0,
        "finished": "2026-11-29 01:00:00",
    }
    games = {str(i): {**game, "a_disc_difference": diff} for i, diff in enumerate((10, 0, -4))}
    path = resumable_match.results_path(upper.spec, lower.spec, DEFAULT_GAMES, stamp, tmp_path)
    path.write_text(
        json.dumps({"player_a": upper.spec, "player_b": lower.spec, "games": games}), encoding="utf-8"
    )
    section = page.render()[page.render().index("## Difficulty levels") :]
    row = next(line for line in section.splitlines() if line.startswith(f"| {upper.number} |"))
    assert f"1–1–1 of 3 (of {DEFAULT_GAMES}: not finished)" in row and "+2.0" in row and "2.000" in row
    below = next(line for line in section.splitlines() if line.startswith(f"| {lower.number} |"))
    assert "not measured" in below  # its own pair has no games here


def test_an_unfinished_pair_with_the_shipped_data_replaces_an_older_result(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Retrained weights are measured anew over sessions: their games so far are the row, not the
    finished result of the weights before."""
    import json

    from benchmarks import resumable_match
    from benchmarks.ladder import DEFAULT_GAMES
    from othello_qt.core.players.levels import LEVELS

    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "RESULTS", tmp_path)
    upper, lower = LEVELS[-1], LEVELS[-2]
    older = {"games": 100, "engine_data": "000000000000", "wins": 70, "draws": 0, "losses": 30}
    older |= {"mean_discs": 5.0, "seconds_per_move": 2.0}
    ladder = json.dumps({f"{upper.spec} vs {lower.spec}": older})
    (tmp_path / "ladder.json").write_text(ladder, encoding="utf-8")
    stamp = resumable_match.engine_data_stamp()
    game = {"a_moves": 30, "b_moves": 30, "a_seconds": 90.0, "b_seconds": 9.0}
    game["finished"] = "2026-11-30 02:00:00"
    games = {str(i): {**game, "a_disc_difference": 6} for i in range(4)}
    path = resumable_match.results_path(upper.spec, lower.spec, DEFAULT_GAMES, stamp, tmp_path)
    path.write_text(
        json.dumps({"player_a": upper.spec, "player_b": lower.spec, "games": games}), encoding="utf-8"
    )
    section = page.render()[page.render().index("## Difficulty levels") :]
    row = next(line for line in section.splitlines() if line.startswith(f"| {upper.number} |"))
    assert f"4–0–0 of 4 (of {DEFAULT_GAMES}: not finished)" in row and "†" not in row
