"""UI responsiveness: the UI thread's timer gaps while the strongest AI searches and discs animate,
the animation frame rate, and start-up (window at once, play once the kernels are ready) on a cold
numba cache.  Run headless (offscreen); the figures are for this machine, which may be shared.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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


def responsiveness(seconds: float = 6.0, threads: int = 1) -> None:
    """The timer's punctuality while the strongest level thinks (with ``threads`` search threads)."""
    from othello_qt.core import jit
    from othello_qt.ui.app import _application
    from othello_qt.ui.settings import playable_levels

    app = _application(["bench"])
    jit.warm_up()
    strongest = playable_levels()[-1]
    spec = strongest.spec
    if threads > 1:
        if not spec.startswith("master"):
            return
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
        window.close()


REVIEW_GAME = (
    "f5d6c3d3c4f4f6f3e6e7f7c5b6g5e8b2e3d7g6g4h5h4h6h7f2b3c6c8d8d2h3h2a1b4g3e2c1d1e1b5c2b1b8c7a2b7a8"
    "a3a7a6a5a4g7g8f8g2h1g1f1h8"
)
"""A whole game (engines with a few random moves): the graph and the review have 61 positions."""


def analysis_responsiveness(review_seconds: float = 20.0) -> None:
    """The UI timer while the evaluation graph fills in and while the game review runs."""
    from othello_qt.core import jit
    from othello_qt.core.game import Game
    from othello_qt.ui.app import _application

    app = _application(["bench"])
    jit.warm_up()
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
        window.close()


def startup_cold_cache() -> None:
    """In a fresh process with an empty numba cache: window shown, worst gap while compiling."""
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, NUMBA_CACHE_DIR=cache)
        code = "import benchmarks.ui as b; b._startup_child()"
        for label in ("cold cache (first run: kernels compile)", "warm cache (later runs)"):
            out = subprocess.run(
                [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600
            )
            lines = [line for line in out.stdout.splitlines() if line.startswith("startup:")]
            print(f"start-up, {label}: " + (lines[-1][9:] if lines else f"failed: {out.stderr[-400:]}"))


def _startup_child() -> None:
    started = time.perf_counter()
    import othello_qt.cli.main  # noqa: F401 (what the othello-qt command imports first)
    from othello_qt.ui.app import _application, splash_screen

    app = _application(["bench"])
    splash = splash_screen()
    splash.show()
    app.processEvents()
    splash_shown = time.perf_counter() - started
    from othello_qt.core import jit

    with tempfile.TemporaryDirectory() as temp:
        meter = GapMeter()
        window = _window(Path(temp), "normal")
        app.processEvents()
        splash.finish(window)
        shown = time.perf_counter() - started
        meter.start()
        jit.start_warm_up()
        _pump(app, 300, lambda: window.controller.ready)
        ready = time.perf_counter() - started
        _pump(app, 300, jit.is_warm)
        warm = time.perf_counter() - started
        meter.stop()
        print(
            f"startup: splash after {splash_shown:.2f} s, window shown after {shown:.2f} s, "
            f"playable after {ready:.2f} s, all kernels warm after {warm:.2f} s; "
            f"UI timer meanwhile: {meter.summary()}"
        )
        window.close()


def run() -> None:
    responsiveness()
    responsiveness(threads=2)
    analysis_responsiveness()
    startup_cold_cache()


if __name__ == "__main__":
    run()
