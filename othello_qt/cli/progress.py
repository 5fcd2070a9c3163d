"""The command line's progress bar: ``match``, ``train-eval`` and ``train-td`` show their work with it.

On a terminal it is one line redrawn in place (``\\r``, cleared to its end), ``[#####-----] 5/10``
and the command's own words; in a log or a pipe, where ``\\r`` would pile up, it writes a plain line
now and then instead: at each ``log_step`` of the total (every update when 0) and at the end.
"""

from __future__ import annotations

import time
from typing import TextIO

WIDTH = 30
"""Characters of the bar between its brackets."""


class ProgressBar:
    """``total`` steps counted from ``done`` (a stage that goes on from earlier work starts there),
    ``label`` before the bar and ``unit`` after the count (``" games"``)."""

    def __init__(
        self,
        stream: TextIO,
        total: int,
        *,
        label: str = "",
        unit: str = "",
        done: int = 0,
        log_step: float = 0.1,
    ) -> None:
        self.stream = stream
        self.total = max(total, 1)
        self.label = label
        self.unit = unit
        self.log_step = log_step
        self.tty = stream.isatty()
        self.started = time.perf_counter()
        self.first = done
        self.drawn = False
        self._logged_step = -1

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def rate(self, done: int) -> float:
        """Steps a second since the bar started (0 before the first)."""
        elapsed = self.elapsed()
        return (done - self.first) / elapsed if elapsed > 0 and done > self.first else 0.0

    def seconds_left(self, done: int) -> float | None:
        """The time left at the rate so far, or None before there is a rate."""
        rate = self.rate(done)
        return (self.total - done) / rate if rate else None

    def start(self, text: str = "") -> None:
        """Draw the empty bar at once on a terminal (the first step may take minutes)."""
        if self.tty:
            self._draw(self.first, text)

    def update(self, done: int, text: str = "", *, aside: str = "") -> None:
        """``done`` of the total, with ``text`` after the count; ``aside`` is added to a log's line
        only (a terminal's line has no room for it)."""
        if self.tty:
            self._draw(done, text)
            return
        if self.log_step:
            step = int(done / self.total / self.log_step)
            if step == self._logged_step and done < self.total:
                return
            self._logged_step = step
        line = f"{self.label}{self._count(done)}  {text}".rstrip()
        self.stream.write(line + (f"  ({aside})" if aside else "") + "\n")
        self.stream.flush()

    def note(self, text: str) -> None:
        """A line of its own, below the bar (which the next update draws again)."""
        self.close()
        self.stream.write(text + "\n")
        self.stream.flush()

    def close(self) -> None:
        """End the bar's line on a terminal."""
        if self.drawn:
            self.stream.write("\n")
            self.stream.flush()
            self.drawn = False

    def _count(self, done: int) -> str:
        return f"{done:,}/{self.total:,}{self.unit}"

    def _draw(self, done: int, text: str) -> None:
        filled = min(WIDTH, round(WIDTH * done / self.total))
        bar = "#" * filled + "-" * (WIDTH - filled)
        self.stream.write(f"\r{self.label}[{bar}] {self._count(done)}  {text}".rstrip() + "\033[K")
        self.stream.flush()
        self.drawn = True
