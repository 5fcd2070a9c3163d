"""Warming the kernels up: a first start from source compiles in a child process, not in ours."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from othello_qt.core import jit

ROOT = Path(__file__).resolve().parents[2]


def _child_printing(monkeypatch: pytest.MonkeyPatch, lines: str) -> jit._CompilerChild:
    monkeypatch.setattr(jit, "CHILD_CODE", f"print({lines!r}, end='')")
    return jit._CompilerChild()


def _reports(*numbers: int) -> str:
    return "".join(f"{jit.CHILD_REPORT} {n}\n" for n in numbers)


def test_the_warm_up_thread_waits_for_each_hook_the_child_reports(monkeypatch: pytest.MonkeyPatch) -> None:
    child = _child_printing(monkeypatch, _reports(0) + "[cache] data saved to 'x'\n" + _reports(1, 2))
    child.wait_for(1)
    assert child._done_through == 1
    child.wait_for(2)
    assert child._done_through == 2
    child.wait_for(3)  # the child ended without it: this process compiles the rest itself
    assert child._process is None


def test_a_child_that_breaks_hands_over_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    child = _child_printing(monkeypatch, _reports(0) + "Traceback (most recent call last):\n")
    child.wait_for(5)
    assert child._done_through == 0 and child._process is None


def test_a_child_that_cannot_start_hands_over_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    child = jit._CompilerChild()  # the child's Popen fails: no exception, and no child
    assert child._process is None
    child.wait_for(0)  # returns at once: there is no child to wait for
    assert child._done_through == -1  # nothing cached by a child: this process compiles hook 0 itself
    child.close()


WINDOW_PROCESS = textwrap.dedent(
    """
    from othello_qt.core import jit, kernel_cache
    assert kernel_cache.needs_compiling()
    import gc
    frozen = gc.get_freeze_count()
    jit.start_warm_up().join()
    assert jit.is_warm() and not kernel_cache.needs_compiling()
    # What the kernels brought is out of the collector's sight (no full collections over it).
    assert gc.get_freeze_count() > frozen + 10000
    print("warm")
    """
)


@pytest.mark.slow
def test_a_first_start_from_source_compiles_nothing_in_the_window_process(tmp_path: Path) -> None:
    """numba's cache report of the window's process: every kernel loaded, none compiled there."""
    env = dict(os.environ, NUMBA_CACHE_DIR=str(tmp_path), NUMBA_DEBUG_CACHE="1", PYTHONPATH=str(ROOT))
    for name in ("NUMBA_CPU_NAME", "NUMBA_CPU_FEATURES"):
        env.pop(name, None)
    done = subprocess.run(
        [sys.executable, "-c", WINDOW_PROCESS], env=env, capture_output=True, text=True, timeout=1200
    )
    assert done.returncode == 0 and "warm" in done.stdout, done.stderr[-3000:]
    assert "[cache] data loaded from" in done.stdout
    assert "[cache] data saved to" not in done.stdout


QUIT_WHILE_WARMING = textwrap.dedent(
    """
    import atexit, sys, threading, time
    from othello_qt.core import jit

    atexit.register(time.sleep, 1.0)  # the app's own teardown, during which the warm-up runs on

    def late_import():
        time.sleep(0.3)
        threading._register_atexit(lambda: None)  # what `concurrent.futures.thread` does on import

    sys.frozen = True  # no compiling child
    jit._warm_up_hooks[:] = [late_import]
    jit.start_warm_up()
    print("quit")
    """
)


def test_quitting_while_the_warm_up_still_imports_prints_no_traceback() -> None:
    done = subprocess.run(
        [sys.executable, "-c", QUIT_WHILE_WARMING], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and done.stdout == "quit\n"
    assert "Traceback" not in done.stderr, done.stderr
