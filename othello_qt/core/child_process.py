"""The app's child processes (external engines, the kernel compiler) end with it.

Each child runs in its own process group (its own children go with it).  On Linux the kernel kills it
when the app dies, even by ``kill -9`` (``PR_SET_PDEATHSIG``); since that signal follows the *thread*
that started the child, every child is started by one launcher thread that lives as long as the app.
At a normal exit every child still running is killed (``atexit``).

On Windows every child is put into one job object that the system closes, and kills, with the app.

A child's own children may leave its group and session (``setsid``) and outlive it.  So on Linux the
process the app starts is a small supervisor, forked in the child before its program runs: a *child
subreaper* (``PR_SET_CHILD_SUBREAPER``), to which every orphaned descendant is reparented, that forks
the program (which inherits the pipes, the supervisor keeps none), then becomes a small program of
its own (``child_supervisor``, run by a bare interpreter: about 9 MB, where a forked copy of the app
kept every page the app wrote afterwards) that waits.  When the program ends, or the app dies (the
supervisor's ``PR_SET_PDEATHSIG``), it kills every process descended from it, escaped or not, and
exits as the program did.  It costs one more fork and about 20 ms of another core per child.
Elsewhere the child runs its program itself, as it always did.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import gc
import os
import queue
import signal
import subprocess
import sys
import threading
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

from othello_qt.core import child_supervisor
from othello_qt.core.child_supervisor import descendants

_PR_SET_PDEATHSIG = 1
"""``prctl`` option from <linux/prctl.h>: the signal a process gets when its parent thread ends."""
_PR_SET_CHILD_SUBREAPER = 36
"""``prctl`` option from <linux/prctl.h>: orphaned descendants are reparented to this process."""
_prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
POSIX = os.name == "posix"
SUPERVISE = _prctl is not None
"""Start each child under a supervisor that ends its escaped descendants (Linux)."""


def _die_with_parent(parent: int, nice: int) -> None:
    """In the child, before its program runs: be killed when the launcher (the app) ends, and run at
    ``nice`` (the launcher's own priority is not the caller's)."""
    if nice:
        with contextlib.suppress(OSError):
            os.nice(nice)
    if _prctl is not None:
        _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)
    if os.getppid() != parent:  # the app died before the line above
        os._exit(1)
    if SUPERVISE:
        _supervise(parent)  # returns in the program's process only


def _supervise(parent: int) -> None:
    """Become the supervisor described above and fork the program's process, in which this returns
    (to run the program); the supervisor never returns (its ``exec`` would run the program twice).
    Without a subreaper or a fork the child runs the program itself, as elsewhere."""
    assert _prctl is not None
    watched = {signal.SIGCHLD, signal.SIGTERM}
    if _prctl(_PR_SET_CHILD_SUBREAPER, 1) != 0:
        return
    before = signal.pthread_sigmask(signal.SIG_BLOCK, watched)  # kept pending for sigtimedwait
    _prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)  # the supervisor cleans up, then exits
    if os.getppid() != parent:
        os._exit(1)
    supervisor = os.getpid()
    try:
        program = os.fork()
    except OSError:
        program = -1
    if program <= 0:  # the program's process (or no fork: the child runs the program itself)
        signal.pthread_sigmask(signal.SIG_SETMASK, before)  # a mask is inherited across exec
        _prctl(_PR_SET_PDEATHSIG, signal.SIGKILL)  # dies with the supervisor
        if program == 0 and os.getppid() != supervisor:
            os._exit(1)
        if program < 0:
            _prctl(_PR_SET_CHILD_SUBREAPER, 0)
        return
    code = 1
    try:
        child_supervisor.hold_no_pipes()
        with contextlib.suppress(OSError):
            os.chdir("/")  # nor the program's folder
        with contextlib.suppress(OSError):  # a small program: this copy of the app would keep the
            os.execv(sys.executable, supervisor_command(program, parent))  # pages the app then writes
        gc.disable()  # no exec: supervise here; the forked app's objects are never collected
        code = child_supervisor.supervise(program, parent)
    finally:
        os._exit(code)


SUPERVISOR_OPTION = "--child-supervisor"
"""``othello-qt --child-supervisor PROGRAM APP``: the frozen app runs as a child's supervisor."""


def supervisor_command(program: int, parent: int) -> list[str]:
    """The supervisor as a program: a bare interpreter running ``child_supervisor``'s source (no
    ``site``, no environment: a few megabytes, a few milliseconds), or the frozen app itself."""
    if getattr(sys, "frozen", False):
        return [sys.executable, SUPERVISOR_OPTION, str(program), str(parent)]
    return [sys.executable, "-I", "-S", "-c", _supervisor_source(), str(program), str(parent)]


def _supervisor_source() -> str:
    global _SOURCE
    if _SOURCE is None:
        _SOURCE = Path(child_supervisor.__file__).read_text(encoding="utf-8")
    return _SOURCE


_SOURCE: str | None = None


class _Launcher:
    """One thread, alive as long as the app, that starts every child (``PR_SET_PDEATHSIG`` kills a
    child when the thread that started it ends, so no short-lived thread may start one)."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[Callable[[], subprocess.Popen[Any]], Future]] = (
            queue.SimpleQueue()
        )
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()

    def popen(self, start: Callable[[], subprocess.Popen[Any]]) -> subprocess.Popen[Any]:
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._serve, name="child launcher", daemon=True)
                self._thread.start()
        future: Future[subprocess.Popen[Any]] = Future()
        self._jobs.put((start, future))
        return future.result()

    def _serve(self) -> None:
        while True:
            start, future = self._jobs.get()
            try:
                future.set_result(start())
            except BaseException as exc:  # handed to the caller's thread
                future.set_exception(exc)


_LAUNCHER = _Launcher()
_RUNNING: weakref.WeakSet[subprocess.Popen[Any]] = weakref.WeakSet()


def start_child(argv: list[str], nice: int = 0, **options: Any) -> subprocess.Popen[Any]:
    """``subprocess.Popen(argv, **options)`` as a child that ends with the app: its own process group,
    killed by the kernel if the app dies, killed with its group at the app's exit; ``nice`` lowers
    its priority (POSIX).  ``OSError`` as ``Popen`` raises it."""
    parent = os.getpid()
    if SUPERVISE:
        _supervisor_source()  # read here: the child only forks and runs

    def start() -> subprocess.Popen[Any]:
        return subprocess.Popen(
            argv,
            start_new_session=POSIX,
            preexec_fn=(lambda: _die_with_parent(parent, nice)) if POSIX else None,
            **options,
        )

    process = _LAUNCHER.popen(start)
    if sys.platform == "win32":
        _WINDOWS_JOB.assign(process)
    _RUNNING.add(process)
    return process


class _JobBasicLimits(ctypes.Structure):
    """``JOBOBJECT_BASIC_LIMIT_INFORMATION`` (``DWORD``: 32 bits; ``SIZE_T``, ``ULONG_PTR``: a pointer's)."""

    _fields_ = [
        ("PerProcessUserTimeLimit", ctypes.c_int64),
        ("PerJobUserTimeLimit", ctypes.c_int64),
        ("LimitFlags", ctypes.c_uint32),
        ("MinimumWorkingSetSize", ctypes.c_size_t),
        ("MaximumWorkingSetSize", ctypes.c_size_t),
        ("ActiveProcessLimit", ctypes.c_uint32),
        ("Affinity", ctypes.c_size_t),
        ("PriorityClass", ctypes.c_uint32),
        ("SchedulingClass", ctypes.c_uint32),
    ]


class _JobExtendedLimits(ctypes.Structure):
    """``JOBOBJECT_EXTENDED_LIMIT_INFORMATION``, its ``IO_COUNTERS`` as six 64-bit counts."""

    _fields_ = [
        ("BasicLimitInformation", _JobBasicLimits),
        ("IoInfo", ctypes.c_uint64 * 6),
        ("ProcessMemoryLimit", ctypes.c_size_t),
        ("JobMemoryLimit", ctypes.c_size_t),
        ("PeakProcessMemoryUsed", ctypes.c_size_t),
        ("PeakJobMemoryUsed", ctypes.c_size_t),
    ]


_JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
_JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9


class _WindowsJob:
    """Windows: one job object, held by the app alone, that kills every process in it when its last
    handle closes, that is when the app ends, even killed; a child's own children join the job as
    they start.  (A child's child started before the child was assigned escapes; if Windows refuses
    the job, children start as before.)"""

    def __init__(self) -> None:
        self._job: int | None = None
        self._failed = False
        self._lock = threading.Lock()

    def assign(self, process: subprocess.Popen[Any]) -> None:
        try:
            with self._lock:
                job = self._job if self._job is not None or self._failed else self._create()
            if job is not None:
                kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
                kernel32.AssignProcessToJobObject.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
                kernel32.AssignProcessToJobObject(job, int(process._handle))  # type: ignore[attr-defined]
        except Exception:  # the job is a safety net: a child still starts without it
            self._failed = True

    def _create(self) -> int | None:
        kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
        kernel32.CreateJobObjectW.restype = ctypes.c_void_p
        kernel32.CreateJobObjectW.argtypes = (ctypes.c_void_p, ctypes.c_wchar_p)
        kernel32.SetInformationJobObject.argtypes = (
            ctypes.c_void_p,
            ctypes.c_int,
            ctypes.c_void_p,
            ctypes.c_uint32,
        )
        job = kernel32.CreateJobObjectW(None, None)  # not inheritable: the app's handle is the only one
        limits = _JobExtendedLimits()
        limits.BasicLimitInformation.LimitFlags = _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        size = ctypes.sizeof(limits)
        if not job or not kernel32.SetInformationJobObject(
            job, _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION, ctypes.byref(limits), size
        ):
            self._failed = True
            return None
        self._job = job
        return job


_WINDOWS_JOB = _WindowsJob()


def kill_group(process: subprocess.Popen[Any]) -> None:
    """Kill ``process``, its process group, and every process descended from it (one that escaped
    with ``setsid`` too), and reap it."""
    if POSIX:
        for pid in descendants(process.pid) if process.poll() is None else []:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        process.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(5.0)
    _RUNNING.discard(process)


@atexit.register
def _kill_all() -> None:
    for process in list(_RUNNING):
        if process.poll() is None:
            with contextlib.suppress(Exception):
                kill_group(process)
