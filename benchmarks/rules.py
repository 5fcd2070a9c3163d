"""Rules-core speed: perft from the start, and the per-call cost of the rules the UI uses."""

from __future__ import annotations

import time
import timeit

from benchmarks.figures import check
from othello_qt.core import jit
from othello_qt.core.perft import PUBLISHED_COUNTS, run_perft
from othello_qt.core.position import Position, move_at


def run() -> None:
    jit.warm_up()
    print("== rules: perft from the start (2 threads) ==")
    for depth in (9, 10, 11):
        result = run_perft(Position.initial(), depth, threads=2)
        check(
            result.leaves == PUBLISHED_COUNTS[depth],
            f"perft {depth}: {result.leaves:,} leaves, published {PUBLISHED_COUNTS[depth]:,}",
        )
        print(
            f"perft {depth}: {result.leaves:,} leaves in {result.seconds:.3f} s "
            f"({result.leaves_per_second / 1e6:.0f} M leaves/s) ok"
        )
    wall, cpu = [], []
    for _ in range(3):
        cpu_started = time.thread_time()
        wall.append(run_perft(Position.initial(), 11, threads=1).seconds)
        cpu.append(time.thread_time() - cpu_started)
    print(
        f"perft 11, one thread, best of 3: {min(wall):.3f} s "
        f"(CPU time {min(cpu):.3f} s; the figure to compare on a busy machine)"
    )

    print("== rules: calls from Python (as the UI makes them) ==")
    position = Position.initial().play(move_at(37)).play(move_at(43))  # f5 d6
    move = position.legal_moves()[0]
    calls = {
        "Position.legal_moves()": lambda: position.legal_moves(),
        "Position.play(move)": lambda: position.play(move),
        "Position.flips(move)": lambda: position.flips(move),
        "Position.is_game_over()": lambda: position.is_game_over(),
    }
    for name, call in calls.items():
        n = 20000
        best = min(timeit.repeat(call, number=n, repeat=5)) / n
        print(f"{name:28s} {best * 1e6:6.2f} µs")


if __name__ == "__main__":
    run()
