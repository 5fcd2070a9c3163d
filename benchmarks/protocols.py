"""Protocol timings: NBoard pong latency after a state change during a search, ``go`` under a game
clock, and the WPI move parser on long lines (``python -m benchmarks protocols``).

The NBoard figures drive the real command (``othello-qt nboard --player master``) through a pipe,
as the NBoard GUI does: ``move``/``set game`` sent while ``hint``/``go`` searches, then ``ping``.
"""

from __future__ import annotations

import contextlib
import queue
import subprocess
import sys
import threading
import time

GAME = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
)
SHORT_CLOCK_GAME = GAME.replace("TI[15:00]", "TI[0:05]")


class Engine:
    def __init__(self, *args: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "othello_qt", "nboard", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
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
        self.process.stdin.write("".join(line + "\n" for line in lines))
        self.process.stdin.flush()

    def until(self, prefix: str, timeout: float = 120.0) -> float:
        """Seconds until a line starting with ``prefix`` arrives."""
        started = time.perf_counter()
        while True:
            line = self.lines.get(timeout=max(0.01, timeout - (time.perf_counter() - started)))
            if line.startswith(prefix):
                return time.perf_counter() - started

    def close(self) -> None:
        self.send("quit")
        self.process.communicate(timeout=30)


def _pong_after(engine: Engine, number: int, *changes: str) -> float:
    started = time.perf_counter()
    engine.send(*changes, f"ping {number}")
    engine.until(f"pong {number}")
    return time.perf_counter() - started


def _a_legal_move() -> str:
    from othello_qt.core.ggf import read_ggf

    return str(read_ggf(GAME).position.legal_moves()[0]).upper()


def nboard_latencies() -> None:
    engine = Engine("--player", "master", "--seconds", "30")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {GAME}", "ping 1")
        engine.until("pong 1")
        cases = []
        engine.send("hint 3")
        engine.until("search")
        cases.append(("move during hint", _pong_after(engine, 2, "move D6")))
        engine.send("go")
        engine.until("status")
        cases.append(("set game during go", _pong_after(engine, 3, f"set game {GAME}")))
        engine.send("go")
        engine.until("status")
        engine.send(f"move {_a_legal_move()}", "hint 2")
        time.sleep(0.3)
        cases.append(("two stale searches", _pong_after(engine, 4, f"set game {GAME}")))
        for name, seconds in cases:
            print(f"nboard pong after a state change ({name}): {1000 * seconds:.0f} ms")
    finally:
        engine.close()
    engine = Engine("--player", "master", "--seconds", "6")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {SHORT_CLOCK_GAME}", "ping 1")
        engine.until("pong 1")
        engine.send("go")
        print(f"nboard go with 5 s on the clock, --seconds 6: answered in {engine.until('==='):.2f} s")
    finally:
        engine.close()


def wpi_parser() -> None:
    from othello_qt.core.wpi_protocol import ProtocolError, parse_move_line

    for spaces in (200, 400, 10_000, 1_000_000):
        line = "(W" + " " * spaces + "D" + " " * spaces + "!"
        started = time.perf_counter()
        with contextlib.suppress(ProtocolError):
            parse_move_line(line)
        elapsed = 1000 * (time.perf_counter() - started)
        shape = f"'(W' + {spaces} spaces + 'D' + {spaces} spaces + '!'"
        print(f"wpi parse of {shape} ({len(line)} chars): {elapsed:.2f} ms")


def run() -> None:
    wpi_parser()
    nboard_latencies()


if __name__ == "__main__":
    run()
