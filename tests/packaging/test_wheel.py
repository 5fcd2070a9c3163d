"""The wheel: ``python -m build`` makes one that installs and runs on its own.

Built from a copy of the checkout, installed with ``--no-deps`` into a fresh virtual environment that
borrows this environment's dependencies (PySide6, numba, numpy: a ``.pth`` line, so nothing is
downloaded and the fresh environment's own ``othello_qt`` comes first), then run from a folder
outside the checkout.
"""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.packaging.dist_extra import require_dist

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "othello_qt" / "resources"
DATA_SUFFIXES = {".wav", ".png", ".npz"}
"""The kinds of file the program reads from ``othello_qt/resources`` (sounds, icons, weights)."""

pytestmark = pytest.mark.slow


@dataclass(frozen=True)
class Build:
    wheel: Path
    log: str
    """What the build printed (stdout and stderr)."""


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Build:
    require_dist("build")
    out = tmp_path_factory.mktemp("wheel")
    # A copy of what the wheel is built from: setuptools writes its egg-info beside the sources.
    source = tmp_path_factory.mktemp("source")
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    shutil.copytree(ROOT / "othello_qt", source / "othello_qt", ignore=shutil.ignore_patterns("__pycache__"))
    done = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (built,) = out.glob("othello_qt-*.whl")
    return Build(built, done.stdout + done.stderr)


@pytest.fixture(scope="module")
def wheel(build: Build) -> Path:
    return build.wheel


def test_the_build_deprecates_nothing_and_the_licence_is_an_spdx_expression(build: Build) -> None:
    """setuptools warns (twice, at length) about a licence written as a TOML table; PEP 639's string."""
    deprecated = [line for line in build.log.splitlines() if "deprecat" in line.lower()]
    assert deprecated == []
    with zipfile.ZipFile(build.wheel) as archive:
        (metadata,) = [n for n in archive.namelist() if n.endswith(".dist-info/METADATA")]
        fields = archive.read(metadata).decode().splitlines()
    assert "License-Expression: MIT" in fields


def test_the_wheel_carries_every_data_file_and_both_launchers(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        scripts = configparser.ConfigParser()
        scripts.read_string(archive.read(entry_points).decode())
    data = {
        p.relative_to(ROOT).as_posix()
        for p in RESOURCES.rglob("*")
        if p.suffix in DATA_SUFFIXES and not p.stem.endswith("_curve")  # learning curves: documentation
    }
    assert data and data <= names, sorted(data - names)
    assert scripts["console_scripts"]["othello-qt"] == "othello_qt.cli.main:main"
    assert scripts["gui_scripts"]["othello-qt-gui"] == "othello_qt.ui.app:main"
    assert "othello-qt" not in scripts["gui_scripts"]


def test_installed_wheel_runs_perft_and_a_match(wheel: Path, tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    bin_dir = env_dir / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_dir / ("python.exe" if sys.platform == "win32" else "python")
    site = Path(
        subprocess.check_output(
            [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], text=True
        ).strip()
    )
    (site / "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    # Without the checkout on the path: pip would take it for an installed othello-qt.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "OTHELLO_QT_RESOURCES")}
    install = subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", str(wheel)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert install.returncode == 0, install.stdout[-2000:] + install.stderr[-2000:]
    assert "Successfully installed othello-qt" in install.stdout

    work = tmp_path / "elsewhere"
    work.mkdir()
    env.update(NUMBA_CACHE_DIR=str(tmp_path / "numba"), QT_QPA_PLATFORM="offscreen")

    def run(*args: str) -> str:
        done = subprocess.run(
            [str(bin_dir / "othello-qt"), *args],
            cwd=work,
            env=env,
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        return done.stdout

    where = subprocess.check_output(
        [str(python), "-c", "import othello_qt; print(othello_qt.__file__)"], cwd=work, env=env, text=True
    )
    assert Path(where.strip()).is_relative_to(site), where
    perft = run("perft", "6").splitlines()
    assert perft[-1].split()[:3] == ["perft", "6", "8,200"] and perft[-1].endswith("ok")
    match = run("match", "greedy", "random", "--games", "2", "--seed", "3")
    assert "greedy" in match and "random" in match
