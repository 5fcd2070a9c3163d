"""``othello-qt train-eval`` on a tiny set: it trains, resumes, reproduces and refuses bad options."""

from __future__ import annotations

import json

import numpy as np
import pytest

from othello_qt.cli.main import main
from othello_qt.core.engine.pattern_weights import load_pattern_weights, read_provenance
from othello_qt.core.engine.patterns import WEIGHT_COLUMNS

TINY = [
    "--games",
    "6",
    "--workers",
    "1",
    "--phases",
    "3",
    "--depth",
    "1",
    "--solve-empties",
    "8",
    "--label-depth",
    "2",
]


def train(tmp_path, name: str, *extra: str) -> tuple[int, object]:
    work, out = tmp_path / f"{name}-work", tmp_path / f"{name}.npz"
    code = main(["train-eval", *TINY, "--work", str(work), "--out", str(out), "--quiet", *extra])
    return code, out


def test_tiny_training_writes_valid_weights_with_provenance(tmp_path) -> None:
    code, out = train(tmp_path, "a")
    assert code == 0
    weights = load_pattern_weights(out)
    assert weights.shape == (3, WEIGHT_COLUMNS)
    assert np.count_nonzero(weights) > 0
    provenance = read_provenance(out)
    assert provenance["games"] >= 1 and provenance["positions"] > provenance["games"]
    assert provenance["plan"]["seed"] == 1 and "train-eval" in provenance["command"]
    assert len(provenance["phase_test_rms"]) == 3
    folders = sorted(p.name for p in (tmp_path / "a-work").iterdir() if p.is_dir())
    assert folders == ["games", "phases"]
    assert len(list((tmp_path / "a-work" / "phases").glob("phase*.npz"))) == 3
    assert not list((tmp_path / "a-work" / "phases").glob("labels-so-far*"))


def test_same_seed_same_weights_and_resume_replays_nothing(tmp_path) -> None:
    _, first = train(tmp_path, "a")
    _, second = train(tmp_path, "b")
    assert np.array_equal(load_pattern_weights(first), load_pattern_weights(second))
    shard = next((tmp_path / "a-work" / "games").glob("shard*.npz"))
    stamp = shard.stat().st_mtime_ns
    code, again = train(tmp_path, "a")
    assert code == 0 and shard.stat().st_mtime_ns == stamp
    assert np.array_equal(load_pattern_weights(again), load_pattern_weights(first))


def test_a_work_folder_of_another_run_is_refused(tmp_path, capsys) -> None:
    train(tmp_path, "a")
    code, _ = train(tmp_path, "a", "--seed", "2")
    assert code == 1
    assert "other settings" in capsys.readouterr().err
    plan = json.loads((tmp_path / "a-work" / "plan.json").read_text())
    assert plan["seed"] == 1


@pytest.mark.parametrize(
    "option, value, message",
    [
        ("--games", "0", "--games"),
        ("--phases", "62", "--phases"),
        ("--workers", "0", "--workers"),
        ("--iterations", "0", "--iterations"),
    ],
)
def test_bad_options_are_usage_errors(tmp_path, capsys, option, value, message) -> None:
    code = main(["train-eval", option, value, "--work", str(tmp_path / "w"), "--quiet"])
    assert code == 2
    assert message in capsys.readouterr().err


def test_the_learning_curve_is_written_as_csv_and_png(tmp_path) -> None:
    code, out = train(tmp_path, "a", "--curve")
    assert code == 0
    csv = out.with_name("a_curve.csv").read_text().splitlines()
    assert csv[0] == "games,test_rms" and len(csv) == 6
    assert out.with_name("a_curve.png").read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_the_learning_curve_resumes_from_its_saved_points(tmp_path) -> None:
    """Each point refits every phase: a stopped run keeps the points it measured."""
    train(tmp_path, "a", "--curve")
    points = tmp_path / "a-work" / "curve.json"
    saved = json.loads(points.read_text())
    assert len(saved) == 5
    first = min(saved, key=float)
    saved[first][1] = 99.5  # a point measured before the stop, and not measured again
    points.write_text(json.dumps(saved))
    code, out = train(tmp_path, "a", "--curve")
    assert code == 0
    rows = out.with_name("a_curve.csv").read_text().splitlines()[1:]
    assert rows[0].endswith(",99.5000") and not any(row.endswith(",99.5000") for row in rows[1:])


def test_worker_processes_make_the_same_weights_as_one_process(tmp_path) -> None:
    _, alone = train(tmp_path, "a")
    code, pooled = train(tmp_path, "b", "--workers", "2")
    assert code == 0
    assert np.array_equal(load_pattern_weights(pooled), load_pattern_weights(alone))


def test_the_fit_runs_the_iterations_asked_and_the_provenance_says_so(tmp_path) -> None:
    _, default = train(tmp_path, "a")
    code, shorter = train(tmp_path, "b", "--iterations", "2")
    assert code == 0
    provenance = read_provenance(shorter)
    assert provenance["plan"]["iterations"] == 2 and "--iterations 2" in provenance["command"]
    # Two steps of CGLS stop far short of the tiny set's fit, which the default reaches.
    assert not np.array_equal(load_pattern_weights(default), load_pattern_weights(shorter))


def test_real_games_join_the_self_play_games_with_their_exact_values(tmp_path) -> None:
    from othello_qt.core.engine import training
    from tests.real_wthor import wthor_folder

    folder = wthor_folder()
    code, out = train(tmp_path, "real", "--real-games", str(folder), "--real-until", "1977")
    assert code == 0
    provenance = read_provenance(out)
    assert provenance["plan"]["real_until"] == 1977
    assert f"--real-games {folder} --real-until 1977" in provenance["command"]
    assert len(provenance["phase_test_rms_selfplay"]) == len(provenance["phase_test_rms_real"]) == 3
    plan = training.TrainingPlan.from_json(provenance["plan"])
    data = training.all_positions(tmp_path / "real-work", plan)
    real = data.game >= plan.games
    assert len(set(data.game[real].tolist())) == 12  # the games of 1977
    assert provenance["games"] == len(set(data.game.tolist()))
    # The files' exact values at 24 empties are the labels the fit used, not a search's.
    boards = zip(data.player.tolist(), data.opponent.tolist(), strict=True)
    empties = np.array([64 - (p | o).bit_count() for p, o in boards])
    in_phase = np.flatnonzero(training.phases_of(empties, plan.phases) == 1)  # the phase of 24 empties
    with np.load(training.phase_path(tmp_path / "real-work", 1)) as stored:
        fitted = stored["labels"]
    known = data.exact[in_phase] & real[in_phase]
    assert known.any() and np.array_equal(fitted[known], data.label[in_phase][known])


def test_real_games_need_a_folder(tmp_path, capsys) -> None:
    code = main(["train-eval", "--real-games", str(tmp_path / "nowhere"), "--work", str(tmp_path / "w")])
    assert code == 2
    assert "--real-games" in capsys.readouterr().err
    code = main(["train-eval", "--real-until", "2000", "--work", str(tmp_path / "w")])
    assert code == 2
    assert "--real-until goes with --real-games" in capsys.readouterr().err


def test_each_source_has_its_own_sample_of_a_phase() -> None:
    """The real games, more numerous, join the self-play positions rather than crowd them out."""
    from othello_qt.core.engine.training import TrainingPlan, phase_sample

    phases = np.zeros(1000, dtype=np.int64)
    real = np.arange(1000) >= 100  # 100 self-play positions, 900 real ones
    alone = phase_sample(phases, np.zeros(1000, bool), 0, TrainingPlan(per_phase=50))
    assert len(alone) == 50
    both = phase_sample(phases, real, 0, TrainingPlan(per_phase=50, real_until=2018))
    assert np.count_nonzero(~real[both]) == 50 and np.count_nonzero(real[both]) == 50
    assert np.all(np.diff(both) > 0)
    assert np.array_equal(phase_sample(phases, real, 0, TrainingPlan(per_phase=50)), both[~real[both]])


def test_a_plan_without_real_games_is_recorded_as_before_them() -> None:
    """Work folders made before real games could join resume: their plan has no such setting."""
    from othello_qt.core.engine.training import TrainingPlan

    assert "real_until" not in TrainingPlan().to_json()
    assert TrainingPlan.from_json(TrainingPlan(real_until=2018).to_json()).real_until == 2018
    assert TrainingPlan.from_json(TrainingPlan().to_json()) == TrainingPlan()
