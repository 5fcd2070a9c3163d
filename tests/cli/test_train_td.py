"""``othello-qt train-td`` on a short run: the files it writes, and bad input."""

from __future__ import annotations

import csv
import subprocess
from pathlib import Path

from othello_qt.core.players.registry import create_player
from othello_qt.core.position import Position
from othello_qt.core.td.network import load_weights
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


def test_corrupt_resume_file_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.npz"
    bad.write_bytes(b"\x00\x01garbage" * 50)
    done = _train("--games", "10", "--resume", str(bad), "--out", str(tmp_path / "x.npz"))
    assert done.returncode == 2
    assert "train-td:" in done.stderr and "not a readable .npz" in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "x.npz").exists()


def test_bad_settings_are_refused(tmp_path: Path) -> None:
    done = _train("--alpha", "0", "--out", str(tmp_path / "x.npz"))
    assert done.returncode == 2
    assert "alpha" in done.stderr and "Traceback" not in done.stderr
