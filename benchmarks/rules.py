"""Rules-core speed: perft from the start, and the per-call cost of the rules the UI uses."""

from __future__ import annotations

import time
import timeit
from typing import Any

from benchmarks.figures import check, shown, table
from othello_qt.core import jit
from othello_qt.core.perft import PUBLISHED_COUNTS, run_perft
from othello_qt.core.position import Position, move_at

WRITES = ("rules",)
"""The figure files this benchmark writes."""

TARGETS = {"perft 11": "< 1 s", "perft 11 CPU": "≤ 0.60 s", "call": "< 20 µs"}


def run() -> dict[str, Any]:
    jit.warm_up()
    values: dict[str, Any] = {"perft_two_threads": {}, "perft_11_one_thread": {}, "calls_us": {}}
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
        values["perft_two_threads"][str(depth)] = {
            "leaves": result.leaves,
            "seconds": round(result.seconds, 3),
            "leaves_per_second": round(result.leaves_per_second),
        }
    wall, cpu = [], []
    for _ in range(3):
        cpu_started = time.thread_time()
        wall.append(run_perft(Position.initial(), 11, threads=1).seconds)
        cpu.append(time.thread_time() - cpu_started)
    print(
        f"perft 11, one thread, best of 3: {min(wall):.3f} s "
        f"(CPU time {min(cpu):.3f} s; the figure to compare on a busy machine)"
    )
    values["perft_11_one_thread"] = {"seconds": round(min(wall), 3), "cpu_seconds": round(min(cpu), 3)}

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
        values["calls_us"][name] = round(best * 1e6, 2)
    return values


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The section's table from ``run``'s values (any of them may be missing)."""
    rows: list[list[Any]] = []
    for depth, perft in values.get("perft_two_threads", {}).items():
        rows.append(
            [
                f"perft {depth} from the start ({perft['leaves']:,} leaves), 2 threads",
                f"{shown(perft['seconds'], '{:.2f}', ' s')} "
                f"({shown(perft['leaves_per_second'] / 1e6, '{:.0f}', ' M leaves/s')})",
                TARGETS["perft 11"] if depth == "11" else "",
            ]
        )
    one = values.get("perft_11_one_thread", {})
    if one:
        parts = [shown(one["seconds"], "{:.2f}", " s")] if "seconds" in one else []
        parts += [shown(one["cpu_seconds"], "{:.2f}", " s CPU")] if "cpu_seconds" in one else []
        rows.append(["perft 11, one thread, best of 3", ", ".join(parts), TARGETS["perft 11 CPU"] + " CPU"])
    for name, micros in values.get("calls_us", {}).items():
        rows.append([f"`{name}` from Python", shown(micros, "{:.1f}", " µs"), TARGETS["call"]])
    return [table(["figure", "value", "target"], rows)]


if __name__ == "__main__":
    run()
