"""A child's supervisor (Linux): waits for the program it forked, then ends every process descended
from it; see ``child_process``.

It runs as a small program of its own: ``child_process`` passes this file's source to a bare
interpreter (``python -I -S -c``; the frozen app runs it as ``othello-qt --child-supervisor``), so it
imports nothing but the standard library's built-in modules.  It inherits from the child that forked
the program what makes it a supervisor: ``PR_SET_CHILD_SUBREAPER`` (every orphaned descendant is
reparented to it, one that left with ``setsid`` too), ``PR_SET_PDEATHSIG`` = ``SIGTERM`` (sent when
the app dies, even by ``kill -9``), ``SIGCHLD`` and ``SIGTERM`` blocked (waited for with
``sigtimedwait``), and standard streams that are not the program's pipes.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
import time

POLL_SECONDS = 5.0
"""The supervisor also checks this often that the app lives (in case its death signal was missed)."""
KILL_SECONDS = 5.0
"""How long it goes on killing descendants that fork as fast as they are killed."""
WATCHED = {signal.SIGCHLD, signal.SIGTERM} if hasattr(signal, "SIGCHLD") else set()
"""The signals the supervisor waits for (Linux; the module imports on every system, as
``child_process`` imports it there too)."""


def supervise(program: int, parent: int) -> int:
    """Wait until ``program`` (a child) ends or the app ``parent`` dies, kill every descendant, and
    return the exit code that says how the program ended (after ending by its signal, if it did)."""
    status: int | None = None
    try:
        while True:
            status = _reap(program, status)
            if status is not None or os.getppid() != parent:
                break
            got = signal.sigtimedwait(WATCHED, POLL_SECONDS)
            if got is not None and got.si_signo != signal.SIGCHLD:
                break  # the app died (or we are told to end)
    finally:
        end_descendants()
    if status is None:
        return 1
    code = os.waitstatus_to_exitcode(status)
    if code < 0:  # killed by a signal: end the same way, so the app reads the same return code
        signal.pthread_sigmask(signal.SIG_UNBLOCK, WATCHED)
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


def end_descendants() -> None:
    """Kill every process descended from this one (orphans were reparented here) and reap them."""
    me = os.getpid()
    deadline = time.monotonic() + KILL_SECONDS
    while time.monotonic() < deadline:
        _reap(-1, None)
        found = descendants(me)
        if not found:
            return
        for pid in found:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        time.sleep(0.01)


def descendants(pid: int) -> list[int]:
    """The processes descended from ``pid`` now (Linux's ``/proc``; elsewhere none are found), those
    that left its process group and session (``setsid``) too."""
    children: dict[int, list[int]] = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        entries = []
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stat:
                parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
        children.setdefault(parent, []).append(int(name))
    found: list[int] = []
    seen = {pid}
    waiting = [pid]
    while waiting:
        for child in children.get(waiting.pop(), []):
            if child not in seen:
                seen.add(child)
                found.append(child)
                waiting.append(child)
    return found


def hold_no_pipes() -> None:
    """Standard streams on ``/dev/null`` and every other descriptor closed: the program's pipes end
    when the program closes them (those ``/proc/self/fd`` lists, not a loop over a million numbers
    where the kernel lacks ``close_range``)."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    try:
        numbers = [int(name) for name in os.listdir("/proc/self/fd")]
    except (OSError, ValueError):
        numbers = list(range(3, 1024))
    for fd in numbers:
        if fd > 2:
            with contextlib.suppress(OSError):
                os.close(fd)


def main(argv: list[str]) -> int:
    """``PROGRAM APP``: the program's and the app's process ids."""
    try:
        program, parent = int(argv[0]), int(argv[1])
    except (IndexError, ValueError):
        print("usage: child_supervisor PROGRAM_PID APP_PID", file=sys.stderr)
        return 2
    return supervise(program, parent)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
