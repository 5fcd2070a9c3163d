"""Run ``othello-qt`` as a real process on a folder that behaves like a full disk.

Linux reports a full disk when data reaches it (``write``/``fsync``: ENOSPC); the child process gets
an ``os.fsync`` that fails that way for every file in FOLDER, and works everywhere else.  (Tests may
run as root, where a read-only ``chmod`` denies nothing, and cannot mount a small file system.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

PRELUDE = """
import errno, os, sys
_full = os.environ["OTHELLO_QT_TEST_FULL_FOLDER"]
_real_fsync = os.fsync
def _fsync(fd):
    if os.readlink(f"/proc/self/fd/{fd}").startswith(_full + os.sep):
        raise OSError(errno.ENOSPC, "No space left on device")
    _real_fsync(fd)
os.fsync = _fsync
from othello_qt.cli.main import main
sys.exit(main(sys.argv[1:]))
"""

needs_proc = pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc/self/fd (Linux)")


def run_on_full_disk(folder: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        OTHELLO_QT_TEST_FULL_FOLDER=str(folder.resolve()),
        PYTHONPATH=str(Path(__file__).resolve().parents[2]),
        **env,
    )
    return subprocess.run(
        [sys.executable, "-c", PRELUDE, *args], capture_output=True, text=True, timeout=300, env=environment
    )
