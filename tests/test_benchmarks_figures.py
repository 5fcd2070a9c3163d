"""The figure files behind ``docs/benchmarks.md`` are written by the benchmarks: each file is named in
a benchmark module's ``WRITES``, and a file's stored tables are what that benchmark's ``tables``
builds from the file's stored values (a table typed by hand, or edited, fails here)."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from benchmarks import classic, faults, figures, rules, td

BENCHMARKS = Path(figures.__file__).parent
FIGURE_FILES = sorted(figures.FIGURES.glob("*.json"))

NOT_YET_WRITTEN: set[str] = set()
"""Figure files still holding tables typed by hand (issue 41 §3): each is an expected failure until
its benchmark writes it, and the test fails the day one is written (``strict``)."""


def _writers() -> dict[str, str]:
    """Figure name → the benchmark module whose ``WRITES`` names it, read without importing."""
    found: dict[str, str] = {}
    for path in sorted(BENCHMARKS.glob("*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Assign) and [getattr(t, "id", "") for t in node.targets] == ["WRITES"]:
                for name in ast.literal_eval(node.value):
                    assert name not in found, f"{name} written by {found.get(name)} and {path.stem}"
                    found[name] = path.stem
    return found


def _cases() -> list[object]:
    return [
        pytest.param(
            path,
            id=path.stem,
            marks=[pytest.mark.xfail(strict=True, reason="typed by hand")]
            if path.stem in NOT_YET_WRITTEN
            else [],
        )
        for path in FIGURE_FILES
    ]


@pytest.mark.parametrize("path", _cases())
def test_every_figure_file_is_written_by_a_benchmark(path: Path) -> None:
    writers = _writers()
    assert path.stem in writers, f"{path.name}: no benchmark module names it in WRITES"
    data = figures.load(path.stem)
    assert data is not None
    assert data.get("benchmark", writers[path.stem]) in (writers[path.stem], path.stem)


@pytest.mark.parametrize(
    "path", [p for p in FIGURE_FILES if "values" in (figures.load(p.stem) or {})], ids=str
)
def test_stored_tables_are_the_benchmarks_tables_of_the_stored_values(path: Path) -> None:
    data = figures.load(path.stem)
    assert data is not None
    module = importlib.import_module(f"benchmarks.{data['benchmark']}")
    assert path.stem in module.WRITES
    assert module.tables(data["values"]) == data["tables"]
    for key in ("command", "date", "commit", "conditions"):
        assert data[key], f"{path.name}: no {key}"
    if "carried_over" in data:
        assert set(data["carried_over"]) == {"date", "commit", "from"}


def test_fresh_values_build_the_tables_the_page_shows(tmp_path: Path) -> None:
    values = {
        "perft_two_threads": {
            "9": {"leaves": 1, "seconds": 0.011, "leaves_per_second": 91_000_000},
            "11": {"leaves": 212_258_800, "seconds": 0.404, "leaves_per_second": 525_000_000},
        },
        "perft_11_one_thread": {"seconds": 0.61, "cpu_seconds": 0.58},
        "calls_us": {"Position.flips(move)": 1.234},
    }
    path = figures.record("rules", values, rules.tables(values), folder=tmp_path)
    data = figures.load("rules", tmp_path)
    assert path.parent == tmp_path and data is not None
    assert data["benchmark"] == "rules" and data["command"] == "python -m benchmarks rules"
    assert "carried_over" not in data and data["values"] == values
    assert data["tables"][0]["rows"] == [
        ["perft 9 from the start (1 leaves), 2 threads", "0.01 s (91 M leaves/s)", ""],
        ["perft 11 from the start (212,258,800 leaves), 2 threads", "0.40 s (525 M leaves/s)", "< 1 s"],
        ["perft 11, one thread, best of 3", "0.61 s, 0.58 s CPU", "≤ 0.60 s CPU"],
        ["`Position.flips(move)` from Python", "1.2 µs", "< 20 µs"],
    ]


def test_the_other_converted_benchmarks_build_their_tables_from_small_values() -> None:
    [classic_table] = classic.tables(
        {
            "positions": 10,
            "fixed_depth": {"alphabeta:8": {"nodes": 2_000_000, "nodes_per_second": 5_150_000}},
            "id_1s": {"depth": [8, 10], "mean_seconds": 0.8, "max_seconds": 0.9},
            "stop_latency": {"id:60s": {"mean_ms": 7.5, "max_ms": 12.0}},
        }
    )
    assert classic_table["rows"] == [
        ["`alphabeta:8`, 10 midgame positions", "5.2 M nodes/s, 2,000,000 nodes"],
        ["`id:1s`: depth reached in the midgame", "8–10"],
        ["`id:1s`: time used", "0.80 s on average, at most 0.90 s"],
        ["stop latency of `id:60s`", "7.5 ms on average, at most 12 ms"],
    ]
    [td_table] = td.tables({"player": "td", "runs": {"10": {"random": {"wins": 9, "draws": 0, "losses": 1}}}})
    assert td_table["columns"] == ["`td` against", "10 games"]
    assert td_table["rows"] == [
        ["random (from the start position, as the seed)", "90.0 % won (9, 0 drawn, 1 lost)"]
    ]
    [faults_table] = faults.tables({"parsers": {"GGF, 1 MB unclosed": {"ms": 1234.5, "outcome": "refused"}}})
    assert faults_table["rows"] == [["GGF, 1 MB unclosed", "1.2 s, refused"]]


def test_carried_over_figures_say_so_on_the_page() -> None:
    from benchmarks import page

    fragment = figures.load("rules")
    assert fragment is not None and fragment.get("carried_over")
    assert "carried over from" in page._measured(fragment)


def test_the_engine_benchmark_builds_its_tables_from_small_values() -> None:
    from benchmarks import engine

    main, parallel = engine.tables(
        {
            "suites": {"40-44": {"seconds": 2.0, "nodes": 40_000_000, "positions": {"40": 0.5}}},
            "stop_latency": {"1": {"median_ms": 0.3, "max_ms": 0.6}},
            "parallel": {
                "depth 16 over FFO #50-#59": {
                    "one_thread_seconds": 2.0,
                    "two_threads_seconds": 1.0,
                    "speedup": 2.0,
                }
            },
        }
    )
    assert main["rows"] == [
        [
            "FFO #40–#44 solved exactly, all 5 right",
            "2.00 s, 40.0 M nodes (#40 0.5 s)",
            engine.TARGETS["40-44"],
        ],
        ["endgame node rate over each suite", "20.0 M (#40–#44)", ""],
        ["stop latency (flag set from another thread), median / max", "1 thread 0.3 / 0.6 ms", "< 50 ms"],
    ]
    assert parallel["rows"] == [["depth 16 over FFO #50–#59", "2.00 s", "1.00 s", "×2.00", "≥ ×1.4"]]


def test_the_dist_benchmark_reads_a_build_report() -> None:
    from benchmarks import dist

    report = {
        "bundle_bytes": 300 * 2**20,
        "bundle_parts": {"numpy": 40 * 2**20},
        "archive": "dist/othello-qt-0.1.0-linux-x86_64.tar.gz",
        "archive_bytes": 100 * 2**20,
        "shipped_kernels": {"kernels": 64, "cpu": "x86-64-v2"},
        "starts": [{"start": "second", "seconds": 0.91, "kernels_compiled": 0}],
    }
    [built] = dist.tables(dist.values_of(report))
    assert built["rows"] == [
        ["bundle (`dist/othello-qt/`, unpacked)", "300 MiB"],
        ["… of which", "numpy 40.0 MiB"],
        ["archive (`othello-qt-0.1.0-linux-x86_64.tar.gz`)", "100 MiB"],
        ["shipped kernels", "64, compiled for x86-64-v2"],
        ["frozen `--self-test`, second start", "0.9 s, 0 kernels compiled"],
    ]


def test_no_figure_file_holds_prose_typed_beside_its_figures() -> None:
    from benchmarks import page

    for path in FIGURE_FILES:
        data = figures.load(path.stem)
        assert data is not None
        assert "about" not in data or path.stem == "dist-windows", f"{path.name}: 'about' typed in the file"
        assert "notes" not in data or path.stem == "dist-windows", f"{path.name}: notes typed in the file"
    for name, text in page.PROSE.items():
        assert not any(c.isdigit() for c in text.replace("master:2s", "").replace("master:1s", "")), name


def test_a_run_stores_the_values_its_benchmark_returns_with_their_tables(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from benchmarks import __main__ as bench
    from benchmarks import page

    values = {"calls_us": {"Position.legal_moves()": 2.25}}

    def run() -> dict[str, object]:
        print("== rules: a stand-in run ==")
        return values

    monkeypatch.setattr(rules, "run", run)
    monkeypatch.setattr(page, "FIGURES", tmp_path / "figures")
    monkeypatch.setattr(page, "PAGE", tmp_path / "benchmarks.md")
    assert bench.main(["rules"]) == 0
    stored = figures.load("rules", tmp_path / "figures")
    assert stored is not None and stored["values"] == values and "output" not in stored
    assert stored["tables"] == rules.tables(values) and stored["benchmark"] == "rules"
    assert (
        "| `Position.legal_moves()` from Python | 2.2 µs | < 20 µs |"
        in (tmp_path / "benchmarks.md").read_text()
    )
    assert "== rules: a stand-in run ==" in capsys.readouterr().out
