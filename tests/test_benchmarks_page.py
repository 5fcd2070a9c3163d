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
