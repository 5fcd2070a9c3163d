"""``othello-qt train-probcut`` on a tiny set: it fits, resumes from its work folder, refuses bad options."""

from __future__ import annotations

from othello_qt.cli.main import main
from othello_qt.core.engine.pattern_weights import load_pattern_weights, weights_fingerprint
from othello_qt.core.engine.probcut import load_probcut

TINY = ["--positions", "24", "--depth", "4", "--games", "6", "--workers", "1", "--quiet"]


def test_tiny_fit_writes_statistics_for_the_weights_and_resumes(tmp_path) -> None:
    work, out = tmp_path / "work", tmp_path / "stats.npz"
    assert main(["train-probcut", *TINY, "--work", str(work), "--out", str(out)]) == 0
    statistics = load_probcut(out)
    assert statistics.weights_sha256 == weights_fingerprint(load_pattern_weights())
    assert statistics.provenance["positions"] == 24
    assert statistics.provenance["command"].startswith("othello-qt train-probcut --positions 24 --depth 4")
    assert statistics.provenance["endgame"]["measured_stages"] == "12..24"
    chunks = sorted(work.glob("values-*.npy")) + sorted(work.glob("exact-*.npy"))
    assert any(c.name.startswith("exact-") for c in chunks) and (work / "positions.npz").exists()
    # A second run finds every chunk done and writes the same statistics.
    stamps = [c.stat().st_mtime_ns for c in chunks]
    again = tmp_path / "again.npz"
    assert main(["train-probcut", *TINY, "--work", str(work), "--out", str(again)]) == 0
    assert [c.stat().st_mtime_ns for c in chunks] == stamps
    assert (load_probcut(again).sigma == statistics.sigma).all()


def test_other_settings_do_not_resume_a_work_folder(tmp_path, capsys) -> None:
    work = tmp_path / "work"
    assert main(["train-probcut", *TINY, "--work", str(work), "--out", str(tmp_path / "a.npz")]) == 0
    changed = [*TINY[:3], "5", *TINY[4:]]
    assert main(["train-probcut", *changed, "--work", str(work), "--out", str(tmp_path / "b.npz")]) == 1
    assert "other settings" in capsys.readouterr().err


def test_bad_options_are_refused(tmp_path, capsys) -> None:
    assert main(["train-probcut", "--depth", "2", "--work", str(tmp_path), "--quiet"]) == 2
    assert "--depth" in capsys.readouterr().err


def test_a_damaged_plan_in_the_work_folder_is_one_clear_error(tmp_path, capsys) -> None:
    work = tmp_path / "work"
    work.mkdir()
    (work / "plan.json").write_text("[" * 100_000 + "]" * 100_000)
    assert main(["train-probcut", *TINY, "--work", str(work), "--out", str(tmp_path / "s.npz")]) == 1
    error = capsys.readouterr().err
    assert "plan.json: the JSON nests too deeply (100,000 levels" in error and "another --work" in error
