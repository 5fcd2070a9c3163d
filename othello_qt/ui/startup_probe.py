"""Start-up measured from inside the real start path, for ``python -m benchmarks ui``.

With ``OTHELLO_QT_STARTUP_REPORT=FILE.json`` in the environment, ``run_app`` (from source or
frozen alike) notes when the window is first painted (and the CPU time spent until then, which
a busy machine does not inflate), runs a 16 ms timer in the UI thread from
then on and records how late each tick comes, and once play can begin and every kernel is warm
(plus ``IDLE_SECONDS`` of an idle window) writes the figures to FILE.json and quits.
"""

from __future__ import annotations

import gc
import json
import os
import sys
import threading
import time
import traceback
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

ENV = "OTHELLO_QT_STARTUP_REPORT"
TRACE_ENV = "OTHELLO_QT_STARTUP_TRACE"
"""Set (to anything) as well: every tick more than ``TRACE_LATE_MS`` late prints, on stderr, what
each thread was doing meanwhile (the stall's culprit)."""
TRACE_LATE_MS = 40
TIMER_MS = 16
IDLE_SECONDS = 1.0
GIVE_UP_SECONDS = 600.0


def requested() -> Path | None:
    value = os.environ.get(ENV)
    return Path(value) if value else None


_collection_started = 0.0


def _trace_collections(phase: str, info: dict) -> None:
    """Garbage collections long enough to stall the window (they hold the GIL throughout)."""
    global _collection_started
    if phase == "start":
        _collection_started = time.perf_counter()
        return
    took = (time.perf_counter() - _collection_started) * 1000
    if took > 10:
        print(
            f"garbage collection of generation {info['generation']}: {took:.0f} ms",
            file=sys.stderr,
            flush=True,
        )


class StartupProbe(QObject):
    """Watches one window from its first paint until the app is idle and warm."""

    def __init__(self, window: QWidget, report: Path, *, ready, warm) -> None:  # type: ignore[no-untyped-def]
        super().__init__(window)
        self._window = window
        self._report = report
        self._ready, self._warm = ready, warm
        self._figures: dict[str, float] = {}
        self._gaps: list[float] = []
        self._worst: list[tuple[float, float, bool]] = []
        """The longest gaps: (milliseconds, seconds after the first paint, kernels warm yet)."""
        self._last = 0.0
        self._idle_since: float | None = None
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TIMER_MS)
        self._timer.timeout.connect(self._tick)
        window.installEventFilter(self)
        if os.environ.get(TRACE_ENV):
            threading.Thread(target=self._trace_stalls, name="stall-trace", daemon=True).start()
            gc.callbacks.append(_trace_collections)

    def _trace_stalls(self) -> None:
        """Sample every thread's stack while the UI thread is late for its tick."""
        traced = 0.0
        while True:
            time.sleep(0.005)
            last = self._last
            late_ms = (time.perf_counter() - last) * 1000 - TIMER_MS
            if not last or late_ms < TRACE_LATE_MS or traced == last:
                continue
            traced = last
            frames = sys._current_frames()
            lines = [f"UI tick {late_ms:.0f} ms late; threads meanwhile:"]
            for thread in threading.enumerate():
                frame = frames.get(thread.ident or -1)
                if frame is not None and thread is not threading.current_thread():
                    lines.append(f"--- {thread.name}:\n" + "".join(traceback.format_stack(frame, limit=8)))
            print("\n".join(lines), file=sys.stderr, flush=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Paint and "painted" not in self._figures:
            self._figures["painted"] = time.time()
            self._figures["painted_cpu"] = time.process_time()  # the process's CPU time until then
            self._last = time.perf_counter()
            self._timer.start()
        return False

    def _tick(self) -> None:
        now = time.perf_counter()
        gap = (now - self._last) * 1000
        self._gaps.append(gap)
        self._last = now
        wall = time.time()
        since_paint = round(wall - self._figures["painted"], 3)
        self._worst.append((round(gap, 1), since_paint, "warm" in self._figures))
        self._worst = sorted(self._worst, reverse=True)[:3]
        if "ready" not in self._figures and self._ready():
            self._figures["ready"] = wall
        if "warm" not in self._figures and self._warm():
            self._figures["warm"] = wall
        if "ready" in self._figures and "warm" in self._figures:
            self._idle_since = self._idle_since or now
        if (self._idle_since and now - self._idle_since >= IDLE_SECONDS) or (
            wall - self._figures["painted"] > GIVE_UP_SECONDS
        ):
            self._finish()

    def _finish(self) -> None:
        self._timer.stop()
        gaps = sorted(self._gaps)
        data = {
            **self._figures,
            "ticks": len(gaps),
            "median_gap_ms": gaps[len(gaps) // 2] if gaps else None,
            "worst_gap_ms": gaps[-1] if gaps else None,
            "worst_gaps": self._worst,
        }
        self._report.write_text(json.dumps(data), encoding="utf-8")
        app = QApplication.instance()
        if app is not None:
            app.closeAllWindows()
            app.quit()
