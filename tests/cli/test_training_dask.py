"""``train-eval`` / ``train-probcut`` on Dask distributed: a real ``dask scheduler`` and two ``dask worker``
processes on localhost give exactly the in-process run's output, also when a worker is killed with
a unit in hand; a bad ``--scheduler`` is one clear line; the units need no shared folder."""

from __future__ import annotations

import importlib
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from othello_qt.core.engine.selfplay import SelfPlaySettings
from othello_qt.core.engine.training import Shard, TrainingPlan, play_shard
from tests.packaging.dist_extra import INSTALL

ROOT = Path(__file__).resolve().parents[2]
ENV = {**os.environ, "PYTHONPATH": str(ROOT)}
EVAL = ["--games", "200", "--phases", "3", "--depth", "1", "--solve-empties", "8", "--label-depth", "2"]
"""Two shards and about eight label units per phase: enough units for a worker to die holding one."""
PROBCUT = ["--positions", "100", "--depth", "4", "--games", "6"]
BOOK = ["--depth", "4", "--walks", "6", "--exact-empties", "0", "--seed", "7", "--rounds", "2"]
OPTIONS = {"train-eval": EVAL, "train-probcut": PROBCUT, "build-book": BOOK}
STARTUP_SECONDS = 60


def command(name: str, *args: str, work: Path, out: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "othello_qt",
        name,
        *args,
        "--work",
        str(work),
        "--out",
        str(out),
        "--quiet",
    ]


def run(args: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, capture_output=True, text=True, env=ENV, cwd=ROOT, timeout=600)


def require_dask() -> ModuleType:
    """Dask distributed (the ``train`` extra): these tests fail without it, never skip."""
    try:
        return importlib.import_module("distributed")
    except ImportError:
        pytest.fail(
            f"Dask distributed is missing: these tests need the train extra; {INSTALL}", pytrace=False
        )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_malformed_scheduler_address_is_a_usage_error(tmp_path: Path) -> None:
    done = run(
        command("train-eval", "--scheduler", "localhost:8786", work=tmp_path / "w", out=tmp_path / "o")
    )
    assert done.returncode == 2
    assert "'localhost:8786' is not a scheduler address like tcp://HOST:8786" in done.stderr
    assert "Traceback" not in done.stderr and not (tmp_path / "w").exists()


@pytest.mark.parametrize("name", list(OPTIONS))
def test_an_unreachable_scheduler_is_one_clear_error(tmp_path: Path, name: str) -> None:
    require_dask()
    address = f"tcp://127.0.0.1:{free_port()}"
    done = run(command(name, "--scheduler", address, work=tmp_path / "w", out=tmp_path / "o"))
    assert done.returncode == 1
    assert done.stderr.startswith(f"{name}: cannot reach the Dask scheduler at {address}: ")
    assert "Traceback" not in done.stderr and not (tmp_path / "o").exists()


def test_a_shard_is_played_without_touching_any_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    plan = TrainingPlan(games=2, selfplay=SelfPlaySettings(depth=1, solve_empties=8))
    data = play_shard(Shard(0, 0, 2), plan.to_json())
    assert len(data) > 0 and set(np.unique(data.game)) == {0, 1}
    assert list(tmp_path.iterdir()) == []


# --- a real cluster ----------------------------------------------------------------------------


class Cluster:
    """A ``dask scheduler`` and named ``dask worker`` processes (``--no-nanny``: one process each)."""

    def __init__(self) -> None:
        self.port = free_port()
        self.address = f"tcp://127.0.0.1:{self.port}"
        self.processes: dict[str, subprocess.Popen[bytes]] = {}

    def start(self, name: str, args: list[str]) -> None:
        self.processes[name] = subprocess.Popen(
            [sys.executable, "-m", "dask", *args],
            env=ENV,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def kill(self, name: str) -> None:
        """SIGKILL (TerminateProcess on Windows): the process ends with no word to the scheduler."""
        process = self.processes[name]
        process.kill()
        process.wait()

    def close(self) -> None:
        for name in list(self.processes):
            self.kill(name)


@pytest.fixture(scope="module")
def cluster() -> Iterator[tuple[Cluster, object]]:
    distributed = require_dask()
    cluster = Cluster()
    try:
        cluster.start(
            "scheduler", ["scheduler", "--host", "127.0.0.1", "--port", str(cluster.port), "--no-dashboard"]
        )
        for name in ("a", "b"):
            cluster.start(
                name,
                [
                    "worker",
                    cluster.address,
                    "--name",
                    name,
                    "--nthreads",
                    "1",
                    "--no-nanny",
                    "--no-dashboard",
                    "--memory-limit",
                    "0",
                ],
            )
        client = distributed.Client(cluster.address, timeout=STARTUP_SECONDS)
        try:
            client.wait_for_workers(2, timeout=STARTUP_SECONDS)
            yield cluster, client
        finally:
            client.close()
    finally:
        cluster.close()


@pytest.fixture(scope="module")
def reference(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The in-process runs' outputs (no workers at all)."""
    folder = tmp_path_factory.mktemp("reference")
    for name, options in OPTIONS.items():
        done = run(command(name, *options, "--workers", "1", work=folder / name, out=folder / f"{name}.npz"))
        assert done.returncode == 0, done.stderr
    return folder


def arrays(path: Path) -> dict[str, np.ndarray]:
    """A ``.npy`` or ``.npz`` file's arrays, but the provenance (its date and command differ)."""
    loaded = np.load(path, allow_pickle=False)
    if isinstance(loaded, np.ndarray):
        return {"": loaded}
    with loaded:
        return {key: loaded[key] for key in loaded.files if key != "provenance"}


def same_output(name: str, work: Path, out: Path, reference: Path) -> None:
    """The output file and every checkpoint hold the reference run's arrays."""
    files = sorted(p.relative_to(reference / name) for p in (reference / name).rglob("*.np[yz]"))
    assert files
    pairs = [(out, reference / f"{name}.npz"), *((work / f, reference / name / f) for f in files)]
    for ours, theirs in pairs:
        mine, expected = arrays(ours), arrays(theirs)
        assert mine.keys() == expected.keys(), ours
        for key in expected:
            floats = expected[key].dtype.kind == "f"
            assert np.array_equal(mine[key], expected[key], equal_nan=floats), (ours, key)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(OPTIONS))
def test_a_dask_cluster_gives_the_in_process_output(
    tmp_path: Path, cluster, reference: Path, name: str
) -> None:
    options = OPTIONS[name]
    address = cluster[0].address
    work, out = tmp_path / "work", tmp_path / "out.npz"
    done = run(command(name, *options, "--scheduler", address, work=work, out=out))
    assert done.returncode == 0, done.stderr
    same_output(name, work, out, reference)


@pytest.mark.slow
def test_the_default_local_cluster_gives_the_in_process_output(tmp_path: Path, reference: Path) -> None:
    require_dask()
    work, out = tmp_path / "work", tmp_path / "out.npz"
    done = run(command("train-probcut", *PROBCUT, "--workers", "2", work=work, out=out))
    assert done.returncode == 0, done.stderr
    same_output("train-probcut", work, out, reference)


def kill_mid_run(args: list[str], cluster: Cluster, client, victim: str, holder: str) -> tuple[int, str]:
    """Run ``args``, kill ``victim`` (a worker's name, or the scheduler) once worker ``holder`` holds
    a unit of work, and let the run end: its exit status and its stderr."""
    workers = client.scheduler_info()["workers"]
    holding = next(address for address, info in workers.items() if info["name"] == holder)
    run_ = subprocess.Popen(
        args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, cwd=ROOT
    )
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while not client.processing(workers=[holding]).get(holding):
            assert run_.poll() is None, run_.communicate()
            assert time.monotonic() < deadline, f"worker {holder} was never given a unit"
            time.sleep(0.01)
        cluster.kill(victim)
        _, errors = run_.communicate(timeout=600)
    finally:
        if run_.poll() is None:
            run_.kill()
            run_.communicate()
    return run_.returncode, errors


@pytest.mark.slow
def test_a_worker_killed_with_a_unit_in_hand_changes_nothing(
    tmp_path: Path, cluster, reference: Path
) -> None:
    processes, client = cluster
    work, out = tmp_path / "work", tmp_path / "out.npz"
    args = command("train-eval", *EVAL, "--scheduler", processes.address, work=work, out=out)
    code, errors = kill_mid_run(args, processes, client, "a", holder="a")
    assert code == 0, errors
    assert [info["name"] for info in client.scheduler_info()["workers"].values()] == ["b"]
    same_output("train-eval", work, out, reference)


@pytest.mark.slow
def test_losing_the_scheduler_mid_run_is_one_clear_error(tmp_path: Path, cluster) -> None:
    """The last test of the module: the cluster has no scheduler after it."""
    processes, client = cluster
    work, out = tmp_path / "work", tmp_path / "out.npz"
    args = command("train-eval", *EVAL, "--scheduler", processes.address, work=work, out=out)
    code, errors = kill_mid_run(args, processes, client, "scheduler", holder="b")
    assert code == 1, errors
    assert "train-eval: the Dask cluster lost a unit of work" in errors and "Traceback" not in errors
    assert not out.exists()
