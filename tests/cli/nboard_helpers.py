"""The ``othello-qt nboard`` engine as a subprocess, driven line by line (tests and benchmarks)."""

from __future__ import annotations

import queue
import subprocess
import threading
import time

from tests.cli.wpi_helpers import othello_qt


class Engine:
    """The engine as a subprocess; lines it prints are collected by a reader thread."""

    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            othello_qt("nboard", *args),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, *lines: str) -> None:
        assert self.process.stdin is not None
        for line in lines:
            self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def until(self, prefix: str, timeout: float = 60.0, exact: bool = False) -> list[str]:
        """Lines read up to and including the first one starting with (or equal to) ``prefix``."""
        seen = []
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {prefix!r} within {timeout} s; got {seen}") from None
            seen.append(line)
            if line == prefix or (not exact and line.startswith(prefix)):
                return seen

    def close(self) -> tuple[int, str]:
        """Send ``quit`` and collect stderr; an engine that does not quit within 30 s is killed."""
        if self.process.poll() is None:
            self.send("quit")
        try:
            _, err = self.process.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            _, err = self.process.communicate()
            raise AssertionError(f"the engine did not quit within 30 s:\n{err[-2000:]}") from None
        return self.process.returncode, err
