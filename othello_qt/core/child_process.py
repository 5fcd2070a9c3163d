"""The app's child processes (external engines, the kernel compiler) end with it.

Each child runs in its own process group (its own children go with it).  On Linux the kernel kills it
when the app dies, even by ``kill -9`` (``PR_SET_PDEATHSIG``); since that signal follows the *thread*
that started the child, every child is started by one launcher thread that lives as long as the app.
At a normal exit every child still running is killed (``atexit``).

On Windows every child is put into one job object that the system closes, and kills, with the app.

A child's own children may leave its group and session (``setsid``) and outlive it.  So on Linux the
process the app starts is a small supervisor, forked in the child before its program runs: a *child
subreaper* (``PR_SET_CHILD_SUBREAPER``), to which every orphaned descendant is reparented, that forks
the program (which inherits the pipes, the supervisor keeps none) and waits.  When the program ends,
or the app dies (the supervisor's ``PR_SET_PDEATHSIG``), it kills every process descended from it,
escaped or not, and exits as the program did.  It costs a fork of the app (pages shared until
written) and no ``exec``.  Elsewhere the child runs its program itself, as it always did.
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
import time
import weakref
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

_PR_SET_PDEATHSIG = 1
"""``prctl`` option from <linux/prctl.h>: the signal a process gets when its parent thread ends."""
_PR_SET_CHILD_SUBREAPER = 36
"""``prctl`` option from <linux/prctl.h>: orphaned descendants are reparented to this process."""
_PR_SET_NAME = 15
"""``prctl`` option: the process's name in ``top`` and ``ps -o comm``."""
SUPERVISOR_NAME = b"othello-qt-sup"
_prctl = ctypes.CDLL(None, use_errno=True).prctl if sys.platform.startswith("linux") else None
POSIX = os.name == "posix"
SUPERVISE = _prctl is not None
"""Start each child under a supervisor that ends its escaped descendants (Linux)."""
SUPERVISOR_POLL_SECONDS = 5.0
"""The supervisor also checks this often that the app lives (in case its death signal was missed)."""
_KILL_SECONDS = 5.0


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
    _prctl(_PR_SET_NAME, SUPERVISOR_NAME)  # not a second copy of the app in ``top``
    code = 1
    try:
        code = _watch(program, parent, watched)
    finally:
        os._exit(code)


def _watch(program: int, parent: int, watched: set[signal.Signals]) -> int:
    """The supervisor's life: hold none of the program's pipes, wait until the program ends or the
    app dies, kill every descendant, and return the exit code that says how the program ended."""
    gc.disable()  # objects of the forked app are never collected here: their finalizers are its
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    _close_from(3)
    status: int | None = None
    try:
        while True:
            status = _reap(program, status)
            if status is not None or os.getppid() != parent:
                break
            got = signal.sigtimedwait(watched, SUPERVISOR_POLL_SECONDS)
            if got is not None and got.si_signo != signal.SIGCHLD:
                break  # the app died (or we are told to end)
    finally:
        _end_descendants()
    if status is None:
        return 1
    code = os.waitstatus_to_exitcode(status)
    if code < 0:  # killed by a signal: end the same way, so the app reads the same return code
        signal.pthread_sigmask(signal.SIG_UNBLOCK, watched)
        with contextlib.suppress(OSError):
            os.kill(os.getpid(), -code)
        return 128 - code
    return code


def _reap(program: int, status: int | None) -> int | None:
    """Reap every child that ended; the program's wait status once it has ended."""
    while True:
        try:
            pid, ended = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return status
        if pid == 0:
            return status
        if pid == program:
            status = ended


def _end_descendants() -> None:
    """Kill every process descended from this one (orphans were reparented here) and reap them."""
    me = os.getpid()
    deadline = time.monotonic() + _KILL_SECONDS
    while time.monotonic() < deadline:
        _reap(-1, None)
        found = descendants(me)
        if not found:
            return
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        time.sleep(0.01)


def _close_from(first: int) -> None:
    """Close every descriptor from ``first`` on: those open, as ``/proc/self/fd`` lists them (not a
    loop over a million numbers where the kernel lacks ``close_range``), else the usual range."""
    try:
        numbers = [int(name) for name in os.listdir("/proc/self/fd")]
    except (OSError, ValueError):
        os.closerange(first, 1024)
        return
    for fd in numbers:
        if fd >= first:
            with contextlib.suppress(OSError):
                os.close(fd)


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


def descendants(pid: int) -> list[int]:
    """The processes descended from ``pid`` now (Linux's ``/proc``; elsewhere none are found), those
    that left its process group and session (``setsid``) too."""
    children: dict[int, list[int]] = {}
    with contextlib.suppress(OSError):
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            try:
                with open(f"/proc/{entry.name}/stat", "rb") as stat:
                    parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue  # gone meanwhile
            children.setdefault(parent, []).append(int(entry.name))
    found: list[int] = []
    waiting = [pid]
    while waiting:
        for child in children.get(waiting.pop(), []):
            if child not in found:
                found.append(child)
                waiting.append(child)
    return found


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
