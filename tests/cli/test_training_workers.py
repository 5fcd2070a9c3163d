"""A killed ``train-eval`` or ``train-probcut`` takes its worker processes with it.

Workers (and multiprocessing's resource tracker) that outlived ``kill -9`` of the command kept its
stdout and stderr open, so a caller reading them to the end waited forever.  The command runs in a
session of its own: every process it starts shares its process group, read from ``/proc``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PROC = Path("/proc")

pytestmark = pytest.mark.skipif(not (PROC / "self" / "stat").exists(), reason="reads processes from /proc")

WORKERS = 2
GONE_WITHIN = 5.0
"""Seconds the run's processes get to end after their parent is killed."""
COMMANDS = {
    "train-eval": ["--games", "400", "--phases", "3", "--depth", "2", "--solve-empties", "8"],
    "train-probcut": ["--positions", "200", "--depth", "8", "--games", "4"],
}


def live_group(pgid: int) -> set[int]:
    """The processes of process group ``pgid`` that are still running (zombies have ended)."""
    members = set()
    for entry in PROC.iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        state, group = fields[0], int(fields[2])
        if group == pgid and state not in ("Z", "X"):
            members.add(int(entry.name))
    return members


POOLS = {
    "dask local cluster": "",
    "process pool": "sys.modules['distributed'] = None  # as if Dask were not installed\n",
}
"""Each kind of pool the commands make for ``--workers``, chosen by whether Dask is installed."""


@pytest.mark.slow
@pytest.mark.parametrize("pool", sorted(POOLS))
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_killing_the_command_ends_its_workers_and_closes_its_pipes(
    tmp_path: Path, command: str, pool: str
) -> None:
    args = [*COMMANDS[command], "--workers", str(WORKERS), "--work", str(tmp_path / "work")]
    args += ["--out", str(tmp_path / "out.npz")]
    code = (
        f"import sys\n{POOLS[pool]}from othello_qt.cli.main import main\nsys.exit(main({[command, *args]!r}))"
    )
    process = subprocess.Popen(
        [sys.executable, "-c", code],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 120
        # The workers and multiprocessing's resource tracker: every process of the group but the
        # command itself.
        while len(live_group(process.pid) - {process.pid}) < WORKERS + 1:
            assert process.poll() is None, process.communicate()
            assert time.monotonic() < deadline, "the workers never started"
            time.sleep(0.05)
        os.kill(process.pid, signal.SIGKILL)
        try:
            process.communicate(timeout=GONE_WITHIN)
        except subprocess.TimeoutExpired:
            pytest.fail(f"the pipes stayed open: processes {sorted(live_group(process.pid))} hold them")
        deadline = time.monotonic() + GONE_WITHIN
        while live_group(process.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert live_group(process.pid) == set()
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
