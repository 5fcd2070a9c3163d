"""``othello-qt train-td`` on a short run: the files it writes, and bad input."""

from __future__ import annotations

import csv
import subprocess
from pathlib import Path

import pytest

from othello_qt.cli.main import main
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import Position
from othello_qt.core.td.network import TDNetwork, load_weights, save_weights
from tests.cli.full_disk import needs_proc, run_on_full_disk
from tests.cli.wpi_helpers import othello_qt


def _train(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(othello_qt("train-td", *args), capture_output=True, text=True, timeout=300)


def test_short_run_writes_weights_curve_and_plot(tmp_path: Path) -> None:
    out = tmp_path / "net.npz"
    done = _train(
        "--games", "300", "--hidden", "12", "--eval-every", "100", "--eval-games", "20",
        "--seed", "3", "--no-keep-best", "--out", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    assert "done: 300 games" in done.stdout
    network = load_weights(out)
    assert network.games_trained == 300 and network.hidden == 12
    assert network.info["lambda"] == 0.9 and network.info["alpha"] == 0.1
    rows = list(csv.DictReader((tmp_path / "net_curve.csv").open()))
    assert [int(r["games"]) for r in rows] == [0, 100, 200, 300]
    assert all(int(r["wins"]) + int(r["draws"]) + int(r["losses"]) == 20 for r in rows)
    png = (tmp_path / "net_curve.png").read_bytes()
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and len(png) > 5000
    player = create_player(f"td:{out}")
    assert Position.initial().is_legal(player.choose(Position.initial()).move)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["net.npz", "net_curve.csv", "net_curve.png"]


def test_resume_continues_counting_games(tmp_path: Path) -> None:
    first = tmp_path / "a.npz"
    assert _train("--games", "100", "--hidden", "5", "--eval-games", "4", "--out", str(first)).returncode == 0
    second = tmp_path / "b.npz"
    done = _train(
        "--games", "50", "--eval-games", "4", "--no-keep-best", "--resume", str(first), "--out", str(second)
    )
    assert done.returncode == 0, done.stderr
    assert load_weights(second).games_trained == 150
    banner = done.stdout.splitlines()[0]
    assert banner.startswith(f"training 50 games more (resuming {first}, 100 games trained): 5 hidden units")
    assert "done: 50 games (150 trained in all)" in done.stdout


def _refused(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["train-td", *args]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("train-td: ") and err.count("\n") == 1, err
    return err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--hidden", "0"], "hidden units must be between 1 and 4096, got 0"),
        (["--hidden", "-3"], "hidden units must be between 1 and 4096, got -3"),
        (["--hidden", "5000"], "hidden units must be between 1 and 4096, got 5000"),
        (["--seed", "-1"], "seed must be between 0"),
        (["--games", "-5"], "games must be >= 0"),
        (["--eval-every", "0"], "must be positive"),
        (["--lambda", "nan"], "lambda"),
        (["--calm-empties", "61"], "calm empties"),
    ],
)
def test_bad_options_are_one_line_errors(
    args: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(["--games", "10", *args, "--out", str(tmp_path / "x.npz"), "--quiet"], capsys)
    assert message in err
    assert list(tmp_path.iterdir()) == []


def test_a_missing_output_folder_is_refused_before_training(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    err = _refused(["--games", "10", "--out", str(tmp_path / "nowhere" / "x.npz")], capsys)
    assert "does not exist" in err


def test_resume_refuses_a_different_shape(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    weights = save_weights(TDNetwork.random(6, seed=1), tmp_path / "w.npz")
    out = str(tmp_path / "x.npz")
    err = _refused(["--games", "10", "--resume", str(weights), "--hidden", "30", "--out", out], capsys)
    assert "--hidden 30 conflicts with" in err and "which has 6" in err
    err = _refused(["--games", "10", "--resume", str(weights), "--symmetries", "8", "--out", out], capsys)
    assert "--symmetries 8 conflicts with" in err and "which has 1" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["w.npz"]


def test_corrupt_resume_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"\x00\x01garbage" * 50)
    done = _train("--games", "10", "--resume", str(bad), "--out", str(tmp_path / "x.npz"))
    assert done.returncode == 2
    assert "train-td:" in done.stderr and f"{bad}: not an .npz archive" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "x.npz").exists()


def test_bad_settings_are_refused(tmp_path: Path) -> None:
    done = _train("--alpha", "0", "--out", str(tmp_path / "x.npz"))
    assert done.returncode == 2
    assert "alpha" in done.stderr and "Traceback" not in done.stderr


@needs_proc
def test_a_full_disk_does_not_lose_the_trained_network(tmp_path: Path) -> None:
    """The weights and their curves are written together: on a full disk the last run's three files
    stay as they were (all of one run), and the new network goes to a spare folder that is named."""
    full, spare = tmp_path / "full", tmp_path / "spare"
    full.mkdir()
    spare.mkdir()
    earlier = {name: f"earlier run {name}".encode() for name in ("net.npz", "net_curve.csv", "net_curve.png")}
    for name, data in earlier.items():
        (full / name).write_bytes(data)
    done = run_on_full_disk(
        full, "train-td", "--games", "60", "--hidden", "4", "--eval-every", "30", "--eval-games", "4",
        "--no-keep-best", "--quiet", "--out", str(full / "net.npz"), TMPDIR=str(spare),
    )  # fmt: skip
    assert done.returncode == 1, done.stdout + done.stderr
    assert f"train-td: could not save in {full}: No space left on device" in done.stderr
    (folder,) = spare.iterdir()
    assert f"train-td: the trained network was saved in {folder} instead" in done.stderr
    assert {p.name: p.read_bytes() for p in full.iterdir()} == earlier
    assert load_weights(folder / "net.npz").games_trained == 60
    rows = list(csv.DictReader((folder / "net_curve.csv").open()))
    assert [int(r["games"]) for r in rows] == [0, 30, 60]
    assert (folder / "net_curve.png").read_bytes().startswith(b"\x89PNG")
    assert f"wrote {folder / 'net.npz'}" in done.stdout
