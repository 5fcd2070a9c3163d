"""The app's children end with it: the kernel compiler of a first start (which ran on for about 95 s at
90 % CPU after the window was closed) and, through the same launcher, the external engines."""

from __future__ import annotations

import ctypes
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from tests.core.test_external_engine import process_gone

ROOT = Path(__file__).resolve().parents[2]

APP = textwrap.dedent(
    """
    import sys, time
    from othello_qt.core import child_process, jit
    jit.start_warm_up()
    deadline = time.monotonic() + 120
    while not child_process._RUNNING and time.monotonic() < deadline:
        time.sleep(0.02)
    print(next(iter(child_process._RUNNING)).pid, flush=True)
    if sys.argv[1] == "wait":
        time.sleep(3600)
    """
)
"""A first start from source: the warm-up starts the compiling child; the app prints its process id,
then exits at once (``exit``) or waits to be killed (``wait``)."""


def cold_start_environment(tmp_path: Path) -> dict[str, str]:
    """An empty kernel cache, so that the warm-up needs the compiling child."""
    return {**os.environ, "NUMBA_CACHE_DIR": str(tmp_path / "cold-cache"), "PYTHONPATH": str(ROOT)}


def wait_gone(pid: int, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while not process_gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return process_gone(pid)


def exiting_app(tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """A first start that exits as soon as its compiling child runs (the child's id on stdout)."""
    return subprocess.run(
        [sys.executable, "-c", APP, "exit"],
        capture_output=True,
        text=True,
        timeout=180,
        cwd=ROOT,
        env=cold_start_environment(tmp_path),
    )


def test_the_kernel_compiler_ends_when_the_app_exits(tmp_path: Path) -> None:
    app = exiting_app(tmp_path)
    pid = int(app.stdout)
    assert wait_gone(pid), "the compiler outlived the app"


def waiting_app(tmp_path: Path) -> tuple[subprocess.Popen[str], int]:
    """A first start that waits to be killed, and its compiling child's process id."""
    app = subprocess.Popen(
        [sys.executable, "-c", APP, "wait"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env=cold_start_environment(tmp_path),
    )
    assert app.stdout is not None
    return app, int(app.stdout.readline())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_the_kernel_compiler_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    app, pid = waiting_app(tmp_path)
    try:
        assert not process_gone(pid)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        assert wait_gone(pid), "the compiler outlived the killed app"
    finally:
        app.kill()
        app.wait()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads the nice value in Linux's /proc")
def test_the_compiler_runs_below_the_window(tmp_path: Path) -> None:
    app, pid = waiting_app(tmp_path)
    try:
        nice = int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[16])
        assert nice >= 10
    finally:
        app.kill()
        app.wait()


def test_an_app_that_quits_during_its_first_start_exits_cleanly(tmp_path: Path) -> None:
    """A guard, not a reproduction (the race is timing's): once the compiler is ended at exit, the
    warm-up must not compile the rest in the app itself as the interpreter finalizes, where LLVM
    aborts the process (exit code -6, seen once in a clean clone's run of test_app_start)."""
    app = exiting_app(tmp_path)
    assert app.returncode == 0, app.stderr[-2000:]
    assert "Traceback" not in app.stderr


HOST = textwrap.dedent(
    """
    import os, subprocess, sys, time
    from othello_qt.core.child_process import start_child
    engine = start_child(
        [sys.executable, sys.argv[1], "escapes", sys.argv[2]], stdin=subprocess.PIPE, stdout=subprocess.PIPE
    )
    deadline = time.monotonic() + 60
    while not os.path.exists(sys.argv[2]) and time.monotonic() < deadline:
        time.sleep(0.02)
    print(open(sys.argv[2]).read(), flush=True)
    time.sleep(3600)
    """
)
"""An app that starts the misbehaving engine whose helper escapes with ``setsid``, prints the helper's
process id once it runs, and waits to be killed."""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_CHILD_SUBREAPER is Linux's")
def test_a_helper_that_escaped_with_setsid_ends_when_the_app_is_killed(tmp_path: Path) -> None:
    """Issue 45, item 4: the engine died with the killed app, its escaped helper ran on."""
    from tests.core.test_misbehaving_engines import ENGINE

    script = tmp_path / "engine.py"
    script.write_text(ENGINE)
    app = subprocess.Popen(
        [sys.executable, "-c", HOST, str(script), str(tmp_path / "helper.pid")],
        stdout=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert app.stdout is not None
    helper = int(app.stdout.readline())
    try:
        assert not process_gone(helper)
        app.send_signal(signal.SIGKILL)
        app.wait(10)
        assert wait_gone(helper), "the escaped helper outlived the killed app"
    finally:
        app.kill()
        app.wait()
        if not process_gone(helper):
            os.kill(helper, signal.SIGKILL)


LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the supervisor is Linux's")


@pytest.mark.parametrize("supervised", [True, False])
def test_the_app_reads_how_the_program_ended(monkeypatch, supervised: bool) -> None:
    """Through the supervisor as without it (other systems): the program's exit code, or its signal."""
    from othello_qt.core import child_process

    monkeypatch.setattr(child_process, "SUPERVISE", supervised and child_process.SUPERVISE)
    exits = child_process.start_child([sys.executable, "-c", "import sys; sys.exit(3)"])
    assert exits.wait(30) == 3
    if os.name == "posix":
        killed = child_process.start_child([sys.executable, "-c", "import os; os.kill(os.getpid(), 15)"])
        assert killed.wait(30) == -signal.SIGTERM


@LINUX_ONLY
def test_the_supervisor_keeps_none_of_the_programs_pipes() -> None:
    """The program closes its output: the app reads the end at once (no other copy holds it open)."""
    from othello_qt.core.child_process import kill_group, start_child

    program = "import os, time; print('hi', flush=True); os.close(1); time.sleep(60)"
    process = start_child([sys.executable, "-c", program], stdout=subprocess.PIPE)
    try:
        assert process.stdout is not None
        started = time.monotonic()
        assert process.stdout.read() == b"hi\n"
        assert time.monotonic() - started < 10
        assert process.poll() is None
    finally:
        kill_group(process)


@LINUX_ONLY
def test_a_helper_left_behind_by_a_program_that_exits_is_ended(tmp_path: Path) -> None:
    from othello_qt.core.child_process import start_child

    pid_file = tmp_path / "helper.pid"
    program = textwrap.dedent(
        f"""
        import os, sys, time
        if os.fork() == 0:
            os.setsid()
            with open({str(pid_file)!r} + ".part", "w") as out:
                out.write(str(os.getpid()))
            os.replace({str(pid_file)!r} + ".part", {str(pid_file)!r})
            time.sleep(3600)
            os._exit(0)
        while not os.path.exists({str(pid_file)!r}):
            time.sleep(0.01)
        """
    )
    process = start_child([sys.executable, "-c", program])
    assert process.wait(30) == 0
    helper = int(pid_file.read_text())
    try:
        assert wait_gone(helper), "the helper outlived the program that left it"
    finally:
        if not process_gone(helper):
            os.kill(helper, signal.SIGKILL)


@pytest.mark.skipif(ctypes.sizeof(ctypes.c_void_p) != 8, reason="the 64-bit layout")
def test_the_windows_job_limits_have_the_layout_windows_reads() -> None:
    """``JOBOBJECT_BASIC_LIMIT_INFORMATION`` is 64 bytes, the extended one 144, on 64-bit Windows."""
    from othello_qt.core import child_process

    assert ctypes.sizeof(child_process._JobBasicLimits) == 64
    assert ctypes.sizeof(child_process._JobExtendedLimits) == 144
    assert child_process._JobExtendedLimits.IoInfo.offset == 64


def test_a_job_windows_refuses_leaves_the_child_as_it_was() -> None:
    """Where no job can be made (here: no ``kernel32``), the child runs on untouched."""
    from othello_qt.core.child_process import _WindowsJob, kill_group, start_child

    process = start_child([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        job = _WindowsJob()
        job.assign(process)
        if sys.platform != "win32":
            assert job._failed
        assert process.poll() is None
    finally:
        kill_group(process)


def _rss_megabytes(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@LINUX_ONLY
def test_the_supervisor_is_a_small_program_not_a_copy_of_the_app() -> None:
    """A forked copy of the app kept every page the app wrote afterwards (285 MB after some churn)."""
    from othello_qt.core.child_process import kill_group, start_child

    process = start_child([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        deadline = time.monotonic() + 15
        while b"-I" not in Path(f"/proc/{process.pid}/cmdline").read_bytes() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert Path(f"/proc/{process.pid}/cmdline").read_bytes().split(b"\0")[1:3] == [b"-I", b"-S"]
        assert _rss_megabytes(process.pid) < 40
    finally:
        kill_group(process)


@LINUX_ONLY
def test_the_frozen_app_supervises_through_its_command_line(monkeypatch, tmp_path: Path) -> None:
    """The frozen app has no ``-c``: it runs ``othello-qt --child-supervisor PROGRAM APP`` (here the
    same command line from source), and ends a helper left behind the same way."""
    from othello_qt.core import child_process

    def command(program: int, parent: int) -> list[str]:
        option = child_process.SUPERVISOR_OPTION
        return [sys.executable, "-m", "othello_qt", option, str(program), str(parent)]

    monkeypatch.setattr(child_process, "supervisor_command", command)
    sleeper = child_process.start_child([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        deadline = time.monotonic() + 30
        cmdline = Path(f"/proc/{sleeper.pid}/cmdline")
        while b"--child-supervisor" not in cmdline.read_bytes() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert b"--child-supervisor" in cmdline.read_bytes()
    finally:
        child_process.kill_group(sleeper)
    test_a_helper_left_behind_by_a_program_that_exits_is_ended(tmp_path)
    process = child_process.start_child([sys.executable, "-c", "import sys; sys.exit(5)"])
    assert process.wait(60) == 5


def test_the_supervisor_command_line_wants_two_process_ids(capsys) -> None:
    from othello_qt.cli.main import main

    assert main(["--child-supervisor", "x"]) == 2
    assert "usage" in capsys.readouterr().err
