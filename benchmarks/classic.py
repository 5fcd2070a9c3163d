"""The seeds' searches: node rates, the depth iterative deepening reaches, and stop latency."""

from __future__ import annotations

import random
import statistics
import threading
import time
from typing import Any

from benchmarks.figures import shown, table
from othello_qt.core import jit
from othello_qt.core.players import create_player
from othello_qt.core.position import Position
from othello_qt.core.stop_flag import StopFlag

WRITES = ("classic",)
"""The figure files this benchmark writes."""


def _midgames(count: int, plies: int, seed: int = 2026) -> list[Position]:
    rng = random.Random(seed)
    out: list[Position] = []
    while len(out) < count:
        position = Position.initial()
        for _ in range(plies):
            moves = position.legal_moves()
            if not moves:
                break
            position = position.play(rng.choice(moves))
        if len(position.legal_moves()) > 1:
            out.append(position)
    return out


def run() -> dict[str, Any]:
    jit.warm_up()
    positions = _midgames(10, 20)
    values: dict[str, Any] = {"positions": len(positions), "fixed_depth": {}, "stop_latency": {}}
    print("== classic: fixed-depth searches, 10 midgame positions (20 plies in) ==")
    for spec in ("minimax:6", "alphabeta:8", "negascout:8"):
        player = create_player(spec)
        nodes, seconds = 0, 0.0
        for position in positions:
            decision = player.choose(position)
            nodes += decision.nodes
            seconds += decision.seconds
        print(f"{spec:14s} {nodes:>12,} nodes in {seconds:6.2f} s  ({nodes / seconds / 1e6:5.2f} M nodes/s)")
        values["fixed_depth"][spec] = {"nodes": nodes, "nodes_per_second": round(nodes / seconds)}
    alphabeta, negascout = values["fixed_depth"]["alphabeta:8"], values["fixed_depth"]["negascout:8"]
    negascout["fewer_nodes_than"] = {"alphabeta:8": round(alphabeta["nodes"] / max(1, negascout["nodes"]), 1)}

    print("== classic: id:1s, depth reached and time used (limit 1 s) ==")
    player = create_player("id:1s")
    depths, times = [], []
    for position in positions:
        started = time.perf_counter()
        decision = player.choose(position)
        times.append(time.perf_counter() - started)
        depths.append(decision.depth or 0)
    print(f"depth reached: min {min(depths)}, median {statistics.median(depths)}, max {max(depths)}")
    print(f"time used: mean {statistics.mean(times):.3f} s, max {max(times):.3f} s (must stay < 1 s)")
    values["id_1s"] = {
        "depth": [min(depths), max(depths)],
        "mean_seconds": round(statistics.mean(times), 3),
        "max_seconds": round(max(times), 3),
    }

    print("== classic: stop latency (stop set 0.2 s into a deep search) ==")
    for spec in ("alphabeta:20", "negascout:20", "id:60s"):
        latencies = []
        for position in positions[:5]:
            stop = StopFlag()
            player = create_player(spec)
            thread = threading.Thread(target=player.choose, args=(position, None, stop))
            thread.start()
            time.sleep(0.2)
            stopped = time.perf_counter()
            stop.set()
            thread.join()
            latencies.append(time.perf_counter() - stopped)
        mean_ms, max_ms = statistics.mean(latencies) * 1000, max(latencies) * 1000
        print(f"{spec:14s} mean {mean_ms:5.1f} ms, max {max_ms:5.1f} ms")
        values["stop_latency"][spec] = {"mean_ms": round(mean_ms, 1), "max_ms": round(max_ms, 1)}
    return values


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The section's table from ``run``'s values (a stop-latency key may name several searches
    measured together)."""
    rows: list[list[Any]] = []
    fixed = values.get("fixed_depth", {})
    for spec, figures in fixed.items():
        text = shown(figures["nodes_per_second"] / 1e6, "{:.1f}", " M nodes/s")
        if "nodes" in figures:
            text += f", {figures['nodes']:,} nodes"
        for other, times in figures.get("fewer_nodes_than", {}).items():
            text += f" ({shown(times, '{:g}')}× fewer nodes than `{other}`)"
        rows.append([f"`{spec}`, {values.get('positions', 10)} midgame positions", text])
    id_1s = values.get("id_1s", {})
    if "depth" in id_1s:
        rows.append(["`id:1s`: depth reached in the midgame", shown(id_1s["depth"], "{}")])
    if "mean_seconds" in id_1s:
        rows.append(
            [
                "`id:1s`: time used",
                f"{shown(id_1s['mean_seconds'], '{:.2f}', ' s')} on average, "
                f"at most {shown(id_1s['max_seconds'], '{:.2f}', ' s')}",
            ]
        )
    for specs, latency in values.get("stop_latency", {}).items():
        rows.append(
            [
                f"stop latency of `{specs}`",
                f"{shown(latency['mean_ms'], '{:g}', ' ms')} on average, "
                f"at most {shown(latency['max_ms'], '{:g}', ' ms')}",
            ]
        )
    return [table(["figure", "value"], rows)]


if __name__ == "__main__":
    run()
