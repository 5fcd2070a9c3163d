"""docs/benchmarks.md is generated from benchmarks/results/: a benchmark's run stores its figures, and
the committed page is exactly what the committed results render to."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from benchmarks import page


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
