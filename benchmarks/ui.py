"""UI responsiveness: the UI thread's timer gaps while the strongest AI searches and discs animate,
the animation frame rate, and start-up: the real start path (``othello-qt`` with no command) from
source and frozen, on a first start (empty kernel cache) and a later one, timed from launch.
Run headless (offscreen); the figures are for this machine, which may be shared.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.figures import shown, table

WRITES = ("ui",)
"""The figure files this benchmark writes."""

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TIMER_MS = 16
TARGET_GAP_MS = 30.0


class GapMeter:
    """A 16 ms timer in the UI thread; records how late each tick comes."""

    def __init__(self) -> None:
        from PySide6.QtCore import Qt, QTimer

        self.gaps: list[float] = []
        self._last = time.perf_counter()
        self.timer = QTimer()
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.setInterval(TIMER_MS)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.gaps.clear()
        self._last = time.perf_counter()
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.gaps.append((now - self._last) * 1000)
        self._last = now

    def figures(self) -> dict[str, float]:
        """Median, 99th percentile and worst gap (ms) of the ticks so far."""
        gaps = sorted(self.gaps)
        if not gaps:
            return {}
        p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
        return {
            "ticks": len(gaps),
            "median_ms": round(gaps[len(gaps) // 2], 1),
            "p99_ms": round(p99, 1),
            "worst_ms": round(gaps[-1], 1),
        }

    def summary(self) -> str:
        gaps = sorted(self.gaps)
        if not gaps:
            return "no ticks"
        p99 = gaps[min(len(gaps) - 1, int(len(gaps) * 0.99))]
        verdict = "ok" if gaps[-1] < TARGET_GAP_MS else f"OVER the {TARGET_GAP_MS:.0f} ms target"
        median = gaps[len(gaps) // 2]
        worst = gaps[-1]
        return (
            f"{len(gaps)} ticks, median {median:.1f} ms, p99 {p99:.1f} ms, worst {worst:.1f} ms ({verdict})"
        )


def _pump(app, seconds: float, until=None) -> None:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not (until is not None and until()):
        app.processEvents()
        time.sleep(0.001)


def _window(temp: Path, speed: str):
    from PySide6.QtCore import QSettings

    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.settings import AppSettings

    settings = AppSettings(QSettings(str(temp / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = speed
    settings.set_player(0, "human")
    settings.set_player(1, "human")
    window = MainWindow(settings, temp / "data", resume=False, sound=False)
    window.resize(1000, 700)
    window.show()
    return window


def responsiveness(seconds: float = 6.0, threads: int = 1) -> dict[str, Any]:
    """The timer's punctuality while the strongest level thinks (with ``threads`` search threads)."""
    from othello_qt.core import jit
    from othello_qt.core.players.levels import without_threads
    from othello_qt.ui.qt_app import application
    from othello_qt.ui.settings import playable_levels

    app = application(["bench"], offscreen=True)
    jit.start_warm_up().join()  # as the app does it: the collector frozen after each hook
    strongest = playable_levels()[-1]
    spec = without_threads(strongest.spec)
    if spec.startswith("master"):
        spec = f"{spec}:book=off"  # searches, not the book's instant answers in the opening
    values: dict[str, Any] = {}
    if threads > 1:
        if not spec.startswith("master"):
            return values
        spec = f"{spec}:threads={threads}"
    print(f"== ui: responsiveness (strongest level: {strongest.label}; spec {spec}) ==")
    with tempfile.TemporaryDirectory() as temp:
        window = _window(Path(temp), "normal")
        controller = window.controller
        _pump(app, 5, lambda: controller.ready)
        meter = GapMeter()

        # 0. nothing running: how punctual the timer is on this machine right now
        meter.start()
        _pump(app, seconds / 2)
        meter.stop()
        print(f"baseline, idle window: {meter.summary()}")
        if threads == 1:
            values["idle window (the machine's own noise)"] = meter.figures()

        # 1. the AI searching without pause (requests back to back), the board idle
        search = controller._move_search
        searches = 0

        def again(_result: object = None) -> None:
            nonlocal searches
            searches += 1
            search.submit("move", controller.position, spec)

        search.finished.connect(again)
        meter.start()
        again()
        _pump(app, seconds)
        meter.stop()
        search.finished.disconnect(again)
        search.cancel()
        print(f"AI searching ({searches} searches in {seconds:.0f} s): {meter.summary()}")
        values[f"`{spec}` searching back to back"] = meter.figures()

        # 2. computer against computer at that level, moves animated at normal speed
        controller.set_side(0, spec)  # type: ignore[arg-type]
        controller.set_side(1, spec)  # type: ignore[arg-type]
        view = window.board_view
        view.frames = 0
        animating_ms = 0.0
        meter.start()
        started = time.perf_counter()
        last = time.perf_counter()
        while time.perf_counter() - started < seconds and not controller.game.is_over():
            app.processEvents()
            now = time.perf_counter()
            if view.animating:
                animating_ms += (now - last) * 1000
            last = now
            time.sleep(0.001)
        meter.stop()
        fps = view.frames / (animating_ms / 1000) if animating_ms else 0.0
        print(
            f"computer vs computer, animated ({controller.game.ply} moves): {meter.summary()}; "
            f"animation {fps:.0f} frames/s over {animating_ms / 1000:.1f} s"
        )
        if threads == 1:
            values["computer vs computer, animated"] = {**meter.figures(), "frames_per_second": round(fps)}
        window.close()
    return values


REVIEW_GAME = (
    "f5d6c3d3c4f4f6f3e6e7f7c5b6g5e8b2e3d7g6g4h5h4h6h7f2b3c6c8d8d2h3h2a1b4g3e2c1d1e1b5c2b1b8c7a2b7a8"
    "a3a7a6a5a4g7g8f8g2h1g1f1h8"
)
"""A whole game (engines with a few random moves): the graph and the review have 61 positions."""


def analysis_responsiveness(review_seconds: float = 20.0) -> dict[str, Any]:
    """The UI timer while the evaluation graph fills in and while the game review runs."""
    from othello_qt.core import jit
    from othello_qt.core.game import Game
    from othello_qt.ui.qt_app import application

    app = application(["bench"], offscreen=True)
    jit.start_warm_up().join()  # as the app does it: the collector frozen after each hook
    print("== ui: analysis (evaluation graph and game review in their own thread) ==")
    with tempfile.TemporaryDirectory() as temp:
        window = _window(Path(temp), "normal")
        controller = window.controller
        _pump(app, 5, lambda: controller.ready)
        analyzer = window.analysis.analyzer
        analyzer.set_enabled(False)  # nothing starts before the meter does
        meter = GapMeter()
        game = Game.from_transcript(REVIEW_GAME)
        controller.start(game, "human", "human")
        _pump(app, 0.3)

        # 1. the graph fills in from nothing: every position at the two background depths
        meter.start()
        started = time.perf_counter()
        analyzer.set_enabled(True)
        _pump(app, 120, lambda: all(v is not None and (v.exact or v.depth >= 8) for v in analyzer.values()))
        filled = time.perf_counter() - started
        meter.stop()
        print(f"graph filled in ({len(game.positions)} positions) in {filled:.1f} s: {meter.summary()}")
        graph = {**meter.figures(), "positions": len(game.positions), "seconds": round(filled, 1)}

        # 2. the review, which repaints the graph and the move list after every position
        meter.start()
        started = time.perf_counter()
        analyzer.start_review()
        _pump(app, review_seconds, lambda: not analyzer.reviewing)
        elapsed = time.perf_counter() - started
        done, total = analyzer.review_counts()
        stop_started = time.perf_counter()
        if analyzer.reviewing:
            analyzer.stop_review()
        stop_ms = (time.perf_counter() - stop_started) * 1000
        meter.stop()
        state = "complete" if done >= total else f"stopped at {done}/{total} positions"
        print(f"review ({state} after {elapsed:.1f} s; Stop answered in {stop_ms:.1f} ms): {meter.summary()}")
        review = {
            **meter.figures(),
            "positions_done": done,
            "positions": total,
            "seconds": round(elapsed),
            "stop_ms": round(stop_ms, 1),
        }
        window.close()
    return {"evaluation graph filling in": graph, "game review": review}


STARTUP_GAP_TARGET_MS = 50.0
ROOT = Path(__file__).resolve().parent.parent
FROZEN = ROOT / "dist" / "othello-qt" / "othello-qt"


def _start_once(command: list[str], home: Path, cache: Path) -> dict[str, float]:
    """One real start (``othello-qt`` with no command) with its start-up probe; the figures it wrote
    plus ``launched``, the wall-clock time just before the process was created."""
    report = home / "startup.json"
    report.unlink(missing_ok=True)
    env = dict(
        os.environ,
        OTHELLO_QT_STARTUP_REPORT=str(report),
        NUMBA_CACHE_DIR=str(cache),
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
    )
    for name in ("NUMBA_CPU_NAME", "NUMBA_CPU_FEATURES"):
        env.pop(name, None)
    launched = time.time()
    done = subprocess.run(command, env=env, cwd=home, capture_output=True, text=True, timeout=900)
    if done.returncode != 0 or not report.exists():
        raise RuntimeError(f"{command[0]} failed ({done.returncode}): {done.stderr[-600:]}")
    return {"launched": launched, **json.loads(report.read_text())}


def _describe(figures: dict[str, float]) -> str:
    launched = figures["launched"]
    worst = figures["worst_gap_ms"]
    verdict = "ok" if worst < STARTUP_GAP_TARGET_MS else f"OVER the {STARTUP_GAP_TARGET_MS:.0f} ms target"
    return (
        f"window painted {figures['painted'] - launched:.2f} s after launch "
        f"({figures['painted_cpu']:.2f} s of CPU), playable after "
        f"{figures['ready'] - launched:.2f} s, kernels warm after {figures['warm'] - launched:.2f} s; "
        f"UI timer from the first paint: {figures['ticks']} ticks, median {figures['median_gap_ms']:.1f} ms, "
        f"worst {worst:.1f} ms ({verdict}); longest: "
        + ", ".join(
            f"{ms:.0f} ms at +{at:.2f} s ({'kernels warm' if warm else 'warming'})"
            for ms, at, warm in figures.get("worst_gaps", [])
        )
    )


def startup() -> dict[str, Any]:
    """The real start path in fresh processes: a first start (empty kernel cache) and a later one,
    from source and, once ``make dist`` has built it, frozen."""
    variants = [("from source", [sys.executable, "-m", "othello_qt"])]
    if FROZEN.exists():
        variants.append(("frozen", [str(FROZEN)]))
    else:
        print(f"(no frozen bundle at {FROZEN.relative_to(ROOT)}: run make dist to measure it too)")
    values: dict[str, Any] = {}
    for label, command in variants:
        with tempfile.TemporaryDirectory(prefix="othello-qt-startup-") as temp:
            home, cache = Path(temp) / "home", Path(temp) / "numba"
            home.mkdir()
            for start in ("first start (empty kernel cache)", "later start"):
                try:
                    measured = _start_once(command, home, cache)
                    print(f"start-up {label}, {start}: {_describe(measured)}", flush=True)
                except (RuntimeError, subprocess.TimeoutExpired) as exc:
                    print(f"start-up {label}, {start}: failed: {exc}")
                    continue
                launched = measured["launched"]
                values[f"{label}, {start}"] = {
                    "painted_s": round(measured["painted"] - launched, 2),
                    "painted_cpu_s": round(measured["painted_cpu"], 2),
                    "playable_s": round(measured["ready"] - launched, 2),
                    "warm_s": round(measured["warm"] - launched, 2),
                    "median_gap_ms": round(measured["median_gap_ms"], 1),
                    "worst_gap_ms": round(measured["worst_gap_ms"], 1),
                }
    return values


def run() -> dict[str, Any]:
    timer = {**responsiveness(), **responsiveness(threads=2), **analysis_responsiveness()}
    return {"timer": timer, "startup": startup()}


def _timer_label(what: str, x: dict[str, Any]) -> str:
    parts = []
    if "frames_per_second" in x:
        parts.append(f"{shown(x['frames_per_second'])} frames/s")
    if "positions_done" in x:
        parts.append(f"{x['positions_done']} of {x['positions']} positions in {shown(x['seconds'])} s")
    elif "positions" in x:
        parts.append(f"{x['positions']} positions in {shown(x['seconds'])} s")
    if "stop_ms" in x:
        parts.append(f"Stop answered in {shown(x['stop_ms'])} ms")
    return what + (f" ({'; '.join(parts)})" if parts else "")


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The UI timer's gaps while the app works, and the starts, from ``run``'s values."""
    result = []
    timer = values.get("timer", {})
    if timer:
        rows = [
            [
                _timer_label(what, x),
                *(shown(x[k], "{:.1f}", " ms") for k in ("median_ms", "p99_ms", "worst_ms")),
            ]
            for what, x in timer.items()
        ]
        caption = f"The UI thread's {TIMER_MS} ms timer (target: worst gap under {TARGET_GAP_MS:.0f} ms):"
        result.append(table(["while", "median", "p99", "worst"], rows, caption))
    starts = values.get("startup", {})
    if starts:
        rows = [
            [
                start,
                f"{shown(x['painted_s'], '{:.2f}', ' s')} ({shown(x['painted_cpu_s'], '{:.2f}', ' s')})",
                shown(x["playable_s"], "{:.2f}", " s"),
                shown(x["warm_s"], "{:.2f}", " s"),
                f"{shown(x['median_gap_ms'], '{:.1f}')} / {shown(x['worst_gap_ms'], '{:.1f}', ' ms')}",
            ]
            for start, x in starts.items()
        ]
        caption = (
            "Start-up, the real start path in fresh processes (target: worst timer gap under "
            f"{STARTUP_GAP_TARGET_MS:.0f} ms; CPU time of every thread until the first paint in brackets):"
        )
        columns = ["start", "window painted", "playable", "every kernel warm", "timer: median / worst gap"]
        result.append(table(columns, rows, caption))
    return result


if __name__ == "__main__":
    run()
