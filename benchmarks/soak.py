"""Memory soaks (issue 45): the real `othello-qt nboard --player master:book=off` at `set depth 4`
sent 2,000 requests (`set game`, `move`, `go`, `hint 3`, `ping N`, each answer awaited), and the
real window (offscreen) playing 30 whole games of greedy against random in one process. The
resident memory (VmRSS, children included) is sampled after the warm-up (the first 100 requests,
the first game) and at the end. Goal: flat, growth at most 5 MiB from the warm sample to the end."""

from __future__ import annotations

import os
import queue
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from benchmarks.figures import table

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REQUESTS = 2000
WARM_REQUESTS = 100

WRITES = ("soak",)
"""The figure files this benchmark writes."""
GAMES = 30
GOAL_MIB = 5.0
DEPTH = 4
START_GGF = (
    "(;GM[Othello]PC[soak]PB[black]PW[white]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *];)"
)

Request = tuple[str, tuple[str, ...]]
"""A line sent to the engine and the answer lines awaited after it, in order (none for `set game`
and `move`, which answer nothing: the next request's answer comes after them)."""


def vm_rss_kib(status_text: str) -> int:
    """The ``VmRSS`` of a ``/proc/PID/status`` text, in KiB (0 if it has none: a zombie)."""
    for line in status_text.splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _children(pid: int) -> list[int]:
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def tree_rss_mib(pid: int) -> float:
    """Resident memory of a process and all its descendants, in MiB (a process gone counts 0)."""
    total, waiting = 0, [pid]
    while waiting:
        current = waiting.pop()
        try:
            total += vm_rss_kib(Path(f"/proc/{current}/status").read_text())
        except OSError:
            continue
        waiting += _children(current)
    return total / 1024


def nboard_requests(count: int, seed: int = 45) -> list[Request]:
    """``count`` requests that follow random games from the start: each game opens with ``set
    game``; at each position with moves one of ``go``, ``hint 3`` or ``ping N``, then the move (a
    forced pass is ``move PA``). Every move sent is legal, so the engine always knows the game."""
    from othello_qt.core.position import Position

    rng = random.Random(seed)
    requests: list[Request] = []
    position: Position | None = None
    pings = 0
    while len(requests) < count:
        if position is None or position.is_game_over():
            position = Position.initial()
            requests.append((f"set game {START_GGF}", ()))
            continue
        moves = position.legal_moves()
        if not moves[0].is_pass:
            kind = rng.choice(("go", "hint", "ping"))
            if kind == "go":
                requests.append(("go", ("===", "status")))
            elif kind == "hint":
                requests.append(("hint 3", ("status",)))
            else:
                pings += 1
                requests.append((f"ping {pings}", (f"pong {pings}",)))
        move = rng.choice(moves)
        requests.append((f"move {'PA' if move.is_pass else str(move).upper()}", ()))
        position = position.play(move)
    return requests[:count]


def answered(line: str, awaited: str) -> bool:
    """Whether an engine line is the awaited answer: ``===`` starts the move line; ``status`` is the
    bare line that ends a search (not ``status ... thinking``); others are whole lines."""
    return line.startswith("=== ") if awaited == "===" else line == awaited


class _Engine:
    """The real ``othello-qt nboard`` through a pipe, its lines read by a thread."""

    def __init__(self, *args: str) -> None:
        script = Path(sys.executable).with_name("othello-qt")
        command = [str(script)] if script.is_file() else [sys.executable, "-m", "othello_qt"]
        self.command = [*command, "nboard", *args]
        self.process = subprocess.Popen(
            self.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, line: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def wait_for(self, awaited: str, timeout: float = 120.0) -> None:
        deadline = time.monotonic() + timeout
        while True:
            try:
                line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"no {awaited!r} from the engine within {timeout} s") from None
            if answered(line, awaited):
                return

    def close(self) -> None:
        if self.process.poll() is None:
            self.send("quit")
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _verdict(growth: float) -> str:
    return f"goal growth ≤ {GOAL_MIB:g} MiB: {'met' if growth <= GOAL_MIB else 'MISSED'}"


def nboard_soak() -> dict[str, Any]:
    requests = nboard_requests(REQUESTS)
    counts = {
        kind: sum(line.startswith(kind) for line, _ in requests)
        for kind in ("set", "move", "go", "hint", "ping")
    }
    engine = _Engine("--player", "master:book=off", "--seconds", "10")
    print(f"== soak: {' '.join(['othello-qt', *engine.command[engine.command.index('nboard') :]])} ==")
    mix = ", ".join(f"{n} {'set game' if kind == 'set' else kind}" for kind, n in counts.items())
    print(f"{len(requests):,} requests ({mix}) after nboard 2, set depth {DEPTH}")
    try:
        engine.send("nboard 2")
        engine.send(f"set depth {DEPTH}")
        engine.send("ping 0")
        engine.wait_for("pong 0", timeout=300)  # a first start compiles the kernels
        started = time.perf_counter()
        warm = peak = 0.0
        for number, (line, answers) in enumerate(requests, start=1):
            engine.send(line)
            for awaited in answers:
                engine.wait_for(awaited)
            rss = tree_rss_mib(engine.process.pid)
            peak = max(peak, rss)
            if number == WARM_REQUESTS:
                warm = rss
        engine.send("ping 999999")
        engine.wait_for("pong 999999")
        end = tree_rss_mib(engine.process.pid)
        elapsed = time.perf_counter() - started
    finally:
        engine.close()
    print(f"{len(requests):,} requests answered in {elapsed:.0f} s")
    growth = end - warm
    print(
        f"nboard RSS after {WARM_REQUESTS} requests {warm:.0f} MiB, after {len(requests):,} {end:.0f} MiB, "
        f"peak {peak:.0f} MiB (sampled after each request): growth {growth:+.1f} MiB, {_verdict(growth)}"
    )
    return {
        "what": f"`othello-qt nboard --player master:book=off`, {len(requests):,} requests ({mix})",
        "seconds": round(elapsed),
        "first_mib": round(warm),
        "first_after": f"{WARM_REQUESTS} requests",
        "last_mib": round(end),
        "peak_mib": round(peak),
        "growth_mib": round(growth, 1),
    }


def window_soak() -> dict[str, Any]:
    from PySide6.QtCore import QSettings

    from othello_qt.core import jit
    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.qt_app import application
    from othello_qt.ui.settings import AppSettings

    app = application(["bench"], offscreen=True)
    jit.start_warm_up().join()  # as the app does it
    print(f"== soak: the window (offscreen), {GAMES} games of greedy against random in one process ==")
    with tempfile.TemporaryDirectory() as temp:
        settings = AppSettings(QSettings(str(Path(temp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.animation_speed = "off"
        settings.set_player(0, "human")
        settings.set_player(1, "human")
        window = MainWindow(settings, Path(temp) / "data", resume=False, sound=False)
        window.resize(1000, 700)
        window.show()
        controller = window.controller
        _pump(app, 10, lambda: controller.ready)
        ended: list[object] = []
        controller.gameOver.connect(ended.append)
        samples: list[float] = []
        started = time.perf_counter()
        for game in range(1, GAMES + 1):
            window.files.new_game("greedy", "random", controller.level)
            _pump(app, 120, lambda game=game: len(ended) >= game)
            assert len(ended) == game, f"game {game} did not end within 120 s"
            _pump(app, 0.2)  # what follows the end of a game (autosave, graph) runs
            samples.append(tree_rss_mib(os.getpid()))
        elapsed = time.perf_counter() - started
        window.close()
        _pump(app, 0.5)
    every = ", ".join(f"{n}: {samples[n - 1]:.0f}" for n in (1, 5, 10, 15, 20, 25, 30) if n <= len(samples))
    print(f"{GAMES} games in {elapsed:.0f} s; RSS after game N (MiB): {every}")
    growth = samples[-1] - samples[0]
    print(
        f"window RSS after game 1 {samples[0]:.0f} MiB, after game {GAMES} {samples[-1]:.0f} MiB, "
        f"peak {max(samples):.0f} MiB (of the samples): growth {growth:+.1f} MiB, {_verdict(growth)}"
    )
    return {
        "what": f"the window (offscreen), {GAMES} games of greedy against random in one process",
        "seconds": round(elapsed),
        "first_mib": round(samples[0]),
        "first_after": "game 1",
        "last_mib": round(samples[-1]),
        "peak_mib": round(max(samples)),
        "growth_mib": round(growth, 1),
    }


def _pump(app, seconds: float, until=None) -> None:
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline and not (until is not None and until()):
        app.processEvents()
        time.sleep(0.001)


def run() -> dict[str, Any]:
    print(f"load average {os.getloadavg()[0]:.1f} at the start, {os.cpu_count()} cores")
    return {"nboard": nboard_soak(), "window": window_soak()}


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """One row a soak: its resident memory after the first request or game, at the end, its peak."""
    rows = [
        [
            x["what"],
            f"{x['seconds']} s",
            f"{x['first_mib']} MiB after {x['first_after']}",
            f"{x['last_mib']} MiB",
            f"{x['peak_mib']} MiB",
            f"{x['growth_mib']:+.1f} MiB",
            f"≤ {GOAL_MIB:g} MiB",
        ]
        for x in values.values()
    ]
    columns = ["soak", "time", "RSS at first", "RSS at the end", "peak", "growth", "goal"]
    return [table(columns, rows)]


if __name__ == "__main__":
    run()
