"""Master engine speed: FFO endgames solved exactly (#40-#44, then #45-#49), midgame node rate.

One thread; the transposition table is the default 64 MiB and is cleared before each position.  Wall
time and the searching thread's CPU time are both printed: on a shared machine the CPU time is the
figure to compare (the wall time includes waiting for a core).
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from benchmarks.figures import check, shown, table
from othello_qt.core import jit
from othello_qt.core.engine.search import Searcher
from othello_qt.core.notation import parse_annotated_board
from othello_qt.core.position import Position

WRITES = ("engine",)
"""The figure files this benchmark writes."""

TARGETS = {
    "40-44": "6 s; the issue: 3.5 s",
    "45-49": "60 s; the issue: 25 s",
    "stop": "< 50 ms",
    "parallel together": "≥ ×1.5",
    "parallel depth": "≥ ×1.4",
}
"""The targets beside the figures (of the issues that set them)."""

DATA = Path(__file__).resolve().parents[1].parent / "shared" / "data"
FFO_40_59 = "fforum-40-59.obf"
FFO_FILES = ((1, "fforum-1-19.obf"), (20, "fforum-20-39.obf"), (40, FFO_40_59))
"""The FFO suites' files by the number of their first position (one position a line, with the
published score of every move)."""


def _data_file(name: str) -> Path | None:
    for folder in (DATA, Path("/work/shared/data"), Path(__file__).resolve().parents[1] / "tests" / "data"):
        if (folder / name).is_file():
            return folder / name
    return None


def ffo_positions(first: int, last: int) -> list[tuple[int, Position, int, set[str]]]:
    """(number, position, published best score, best moves) of FFO #first..#last, from the suites'
    files (empty if a file is missing)."""
    result = []
    lines: dict[int, list[str]] = {}
    for number in range(first, last + 1):
        start, name = max((s, n) for s, n in FFO_FILES if s <= number)
        if start not in lines:
            path = _data_file(name)
            if path is None:
                return []
            text = path.read_text().splitlines()
            lines[start] = [line for line in text if line.strip() and not line.startswith("%")]
        position, notes = parse_annotated_board(lines[start][number - start], where=f"FFO #{number}")
        best = notes[0].score
        result.append((number, position, best, {str(n.move) for n in notes if n.score == best}))
    return result


def _allocated(searcher: Searcher) -> Searcher:
    """``searcher`` with its table allocated: allocating 64 MiB once (about 0.1 s) is not part of
    any position's search (it used to be counted in the first position's time)."""
    searcher.tt.clear()
    return searcher


def solve_suite(first: int, last: int) -> dict[str, Any] | None:
    """Solve FFO #first..#last with one thread, printing each position and the total; a wrong
    score or move raises ``WrongResult``."""
    positions = ffo_positions(first, last)
    if not positions:
        print(f"FFO #{first}-#{last}: {FFO_40_59} not found, skipped")
        return None
    seconds_of: dict[str, float] = {}
    searcher = _allocated(Searcher())
    total_seconds, total_cpu, total_nodes, right = 0.0, 0.0, 0, 0
    for number, position, best, moves in positions:
        searcher.clear()
        started, cpu_started = time.perf_counter(), time.thread_time()
        result = searcher.search(position.player, position.opponent, solve_empties=64)
        seconds = time.perf_counter() - started
        cpu = time.thread_time() - cpu_started
        total_cpu += cpu
        ok = result.exact and result.score == best and str(result.move) in moves
        check(
            ok,
            f"FFO #{number}: {result.move!s} {result.score:+.0f} (exact: {result.exact}), "
            f"published {best:+d} by {', '.join(sorted(moves))}",
        )
        right += ok
        total_seconds += seconds
        total_nodes += result.nodes
        seconds_of[str(number)] = round(seconds, 2)
        print(
            f"FFO #{number}: {position.empty_count} empties  "
            f"{result.move!s} {result.score:+.0f}  "
            f"{result.nodes:>12,} nodes  {seconds:7.2f} s (CPU {cpu:6.2f} s)  "
            f"{result.nodes / seconds / 1e6:5.1f} M nodes/s  ok"
        )
    print(
        f"FFO #{first}-#{last}: {right}/{len(positions)} right, {total_seconds:.2f} s total "
        f"(CPU time of the searching thread {total_cpu:.2f} s), {total_nodes:,} nodes "
        f"({total_nodes / total_seconds / 1e6:.1f} M nodes/s)"
    )
    return {
        "seconds": round(total_seconds, 2),
        "cpu_seconds": round(total_cpu, 2),
        "nodes": total_nodes,
        "positions": seconds_of,
    }


def midgame_rate(depth: int = 10) -> dict[str, Any] | None:
    """Fixed-depth midgame searches (no exact solving) over FFO #50-#59 (26-34 empties), one thread."""
    positions = ffo_positions(50, 59)
    if not positions:
        return None
    searcher = _allocated(Searcher())
    nodes, seconds, cpu = 0, 0.0, 0.0
    for _number, position, _best, _moves in positions:
        searcher.clear()
        started, cpu_started = time.perf_counter(), time.thread_time()
        result = searcher.search(position.player, position.opponent, depth=depth, solve_empties=0)
        seconds += time.perf_counter() - started
        cpu += time.thread_time() - cpu_started
        nodes += result.nodes
    print(
        f"midgame depth {depth} over FFO #50-#59: {nodes:,} nodes in {seconds:.2f} s "
        f"(CPU time of the searching thread {cpu:.2f} s) = {nodes / seconds / 1e6:.2f} M nodes/s "
        f"({seconds / len(positions):.2f} s a position)"
    )
    return {
        "nodes": nodes,
        "nodes_per_second": round(nodes / seconds),
        "seconds_per_position": round(seconds / len(positions), 3),
    }


def one_second_searches(searcher: Searcher, positions: list) -> tuple[list[int], int, float]:
    """Each of ``positions`` (``ffo_positions`` rows) searched 1 s from a cleared table, midgame
    only, after one untimed search that loads the kernels: depths reached, nodes, CPU seconds."""
    warm = positions[0][1]
    searcher.search(warm.player, warm.opponent, depth=4, solve_empties=0)
    depths, nodes, cpu = [], 0, 0.0
    for _number, position, _best, _moves in positions:
        searcher.clear()
        started = time.thread_time()
        result = searcher.search(position.player, position.opponent, seconds=1.0, solve_empties=0)
        cpu += time.thread_time() - started
        depths.append(result.depth)
        nodes += result.nodes
    return depths, nodes, cpu


def depth_in_one_second() -> dict[str, Any] | None:
    """The depth master completes in 1 s a move over FFO #50-#59 (midgame only)."""
    positions = ffo_positions(50, 59)
    if not positions:
        return None
    depths, _, _ = one_second_searches(Searcher(), positions)
    print(f"depth completed in 1 s over FFO #50-#59: mean {sum(depths) / len(depths):.1f} ({depths})")
    return {"mean": round(sum(depths) / len(depths), 1), "range": [min(depths), max(depths)]}


def _parallel_run(threads: int, positions: list, depth: int | None) -> tuple[float, int, int]:
    """(wall seconds, all nodes, the busiest thread's nodes) of searching ``positions``."""
    searcher = _allocated(Searcher(threads=threads))
    wall, nodes, busiest = 0.0, 0, 0
    for _number, position, _best, _moves in positions:
        searcher.clear()
        started = time.perf_counter()
        if depth is None:
            searcher.search(position.player, position.opponent, solve_empties=64)
        else:
            searcher.search(position.player, position.opponent, depth=depth, solve_empties=0)
        wall += time.perf_counter() - started
        per_thread = [searcher.context.nodes] + [helper.nodes for helper in searcher.helpers]
        nodes += sum(per_thread)
        busiest += max(per_thread)
    return wall, nodes, busiest


def parallel_speedup(rounds: int = 2) -> dict[str, Any]:
    """Two threads (young brothers wait, ``engine.parallel``) against one (alternating, ``rounds``
    times each; best of each).

    Wall time is the speed-up on a quiet machine.  The busiest thread's nodes, against one
    thread's, is the speed-up the work split allows (what a busy machine cannot show).
    """
    suites = (
        ("FFO #40-#44 solved", ffo_positions(40, 44), None),
        ("FFO #45-#49 solved", ffo_positions(45, 49), None),
        ("depth 13 over FFO #50-#59", ffo_positions(50, 59), 13),
        ("depth 16 over FFO #50-#59", ffo_positions(50, 59), 16),
        ("depth 18 over FFO #50-#59", ffo_positions(50, 59), 18),
    )
    values: dict[str, Any] = {}
    for label, positions, depth in suites:
        if not positions:
            continue
        runs: dict[int, list[tuple[float, int, int]]] = {1: [], 2: []}
        for _round in range(rounds):
            for threads in (1, 2):
                runs[threads].append(_parallel_run(threads, positions, depth))
        wall1, nodes1, _ = min(runs[1])
        wall2, nodes2, busiest2 = min(runs[2])
        print(
            f"parallel speed-up, {label}: wall {wall1:.2f} s with 1 thread, {wall2:.2f} s with 2 "
            f"(x{wall1 / wall2:.2f}); nodes {nodes1 / 1e6:.0f} M, {nodes2 / 1e6:.0f} M with 2, the busiest "
            f"thread {busiest2 / 1e6:.0f} M (work split x{nodes1 / busiest2:.2f})",
            flush=True,
        )
        values[label] = {
            "one_thread_seconds": round(wall1, 2),
            "two_threads_seconds": round(wall2, 2),
            "speedup": round(wall1 / wall2, 2),
            "work_split": round(nodes1 / busiest2, 2),
        }
    solved = [values[k] for k in ("FFO #40-#44 solved", "FFO #45-#49 solved") if k in values]
    if len(solved) == 2:
        one = sum(v["one_thread_seconds"] for v in solved)
        two = sum(v["two_threads_seconds"] for v in solved)
        values["FFO #40-#49 together"] = {
            "one_thread_seconds": round(one, 2),
            "two_threads_seconds": round(two, 2),
            "speedup": round(one / two, 2),
        }
    return values


def time_use(spec: str = "master:1s", games: int = 3) -> dict[str, Any]:
    """Wall time per move of a timed player over whole games (against the quick ``alphabeta:4``).

    Moves with one legal reply are left out (they are answered at once); exact endgame solves are
    reported apart, since they end as soon as the result is proved.
    """
    from othello_qt.core.match import opening_positions
    from othello_qt.core.players import create_player

    midgame: list[float] = []
    solved: list[float] = []
    for game, opening in enumerate(opening_positions(games, seed=7)):
        engine, other = create_player(spec, seed=game), create_player("alphabeta:4", seed=game)
        position = opening.position
        engine_colour = position.turn if game % 2 == 0 else 1 - position.turn
        while not position.is_game_over():
            player = engine if position.turn == engine_colour else other
            started = time.perf_counter()
            decision = player.choose(position)
            seconds = time.perf_counter() - started
            if player is engine and len(position.legal_moves()) > 1:
                (solved if decision.exact else midgame).append(seconds)
            position = position.play(decision.move)
    every = midgame + solved
    print(
        f"{spec} over {games} games: {len(every)} searched moves, mean {sum(every) / len(every):.3f} s, "
        f"max {max(every):.3f} s; midgame moves {len(midgame)}: "
        f"mean {sum(midgame) / max(1, len(midgame)):.3f} s, max {max(midgame, default=0):.3f} s; "
        f"exact solves {len(solved)}: "
        f"mean {sum(solved) / max(1, len(solved)):.3f} s, max {max(solved, default=0):.3f} s"
    )

    def moves(times: list[float]) -> dict[str, Any]:
        return {
            "count": len(times),
            "mean_seconds": round(sum(times) / max(1, len(times)), 3),
            "max_seconds": round(max(times, default=0), 3),
        }

    return {
        "spec": spec,
        "games": games,
        "all searched moves": moves(every),
        "midgame searches": moves(midgame),
        "exact solves": moves(solved),
    }


def stop_latency(trials: int = 5, threads: int = 1) -> dict[str, Any]:
    """Time from setting the StopFlag (another thread) to the decision coming back."""
    import threading

    from othello_qt.core.players import Budget
    from othello_qt.core.players.master import MasterPlayer
    from othello_qt.core.position import move_at
    from othello_qt.core.stop_flag import StopFlag

    latencies = []
    for trial in range(trials):
        player = MasterPlayer(Budget(depth=40), threads=threads, book=False)  # a search, not a book move
        stop = StopFlag()
        done: dict[str, float] = {}
        position = Position.initial().play(move_at(37))

        def think(player=player, stop=stop, done=done, position=position) -> None:
            player.choose(position, stop=stop)
            done["at"] = time.perf_counter()

        thread = threading.Thread(target=think)
        thread.start()
        time.sleep(0.3 + 0.1 * trial)
        stopped = time.perf_counter()
        stop.set()
        thread.join()
        latencies.append(done["at"] - stopped)
    ms = sorted(1000 * x for x in latencies)
    print(
        f"stop latency over {trials} midgame searches, {threads} thread(s): "
        f"median {ms[len(ms) // 2]:.1f} ms, max {ms[-1]:.1f} ms"
    )
    return {"trials": trials, "median_ms": round(ms[len(ms) // 2], 1), "max_ms": round(ms[-1], 1)}


def run() -> dict[str, Any]:
    jit.warm_up()
    values: dict[str, Any] = {"suites": {}, "midgame": {}, "stop_latency": {}}
    print("== engine: exact endgame, FFO #40-#44 (one thread, 64 MiB table) ==")
    values["suites"]["40-44"] = solve_suite(40, 44)
    print("== engine: exact endgame, FFO #45-#49 ==")
    values["suites"]["45-49"] = solve_suite(45, 49)
    print("== engine: midgame node rate ==")
    values["midgame"]["10"] = midgame_rate(10)
    values["midgame"]["12"] = midgame_rate(12)
    values["depth_in_one_second"] = depth_in_one_second()
    print("== engine: time use of a timed player (wall time per move) ==")
    values["time_use"] = time_use("master:1s")
    print("== engine: stop latency ==")
    values["stop_latency"]["1"] = stop_latency()
    values["stop_latency"]["2"] = stop_latency(threads=2)
    print("== engine: parallel search (2 threads, young brothers wait), best of 2 ==")
    values["parallel"] = parallel_speedup()
    return values


def _speedup(figures: dict[str, Any]) -> str:
    text = shown(figures["speedup"], "×{:.2f}")
    return text + (
        f" (work split {shown(figures['work_split'], '×{:.2f}')})" if "work_split" in figures else ""
    )


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The section's tables from ``run``'s values (any part may be missing)."""
    rows: list[list[Any]] = []
    rates = []
    for suite, solved in values.get("suites", {}).items():
        if not solved:
            continue
        first, last = suite.split("-")
        alone = ", ".join(f"#{n} {shown(t, '{:.1f}', ' s')}" for n, t in solved.get("positions", {}).items())
        rows.append(
            [
                f"FFO #{first}–#{last} solved exactly, all {int(last) - int(first) + 1} right",
                f"{shown(solved['seconds'], '{:.2f}', ' s')}, {solved['nodes'] / 1e6:.1f} M nodes"
                + (f" ({alone})" if alone else ""),
                TARGETS.get(suite, ""),
            ]
        )
        rates.append(f"{solved['nodes'] / solved['seconds'] / 1e6:.1f} M (#{first}–#{last})")
    if rates:
        rows.append(["endgame node rate over each suite", ", ".join(rates), ""])
    for depth, midgame in values.get("midgame", {}).items():
        if midgame:
            rows.append(
                [
                    f"midgame, depth {depth} over FFO #50–#59",
                    f"{midgame['nodes_per_second'] / 1e6:.1f} M nodes/s; "
                    f"{shown(midgame['seconds_per_position'], '{:g}', ' s')} a position "
                    f"({midgame['nodes'] / 1e6:.1f} M nodes for the ten)",
                    "",
                ]
            )
    depth = values.get("depth_in_one_second")
    if depth:
        rows.append(
            [
                "depth completed by `master` in 1 s, FFO #50–#59",
                f"{depth['mean']:.1f} on average ({shown(depth['range'], '{}')})",
                "",
            ]
        )
    latency = values.get("stop_latency", {})
    if latency:
        rows.append(
            [
                "stop latency (flag set from another thread), median / max",
                "; ".join(
                    f"{threads} thread{'s' if threads != '1' else ''} {shown(x['median_ms'], '{:g}')} / "
                    f"{shown(x['max_ms'], '{:g}')} ms"
                    for threads, x in latency.items()
                ),
                TARGETS["stop"],
            ]
        )
    result = [table(["figure", "value", "target"], rows)]
    parallel = values.get("parallel", {})
    if parallel:
        result.append(
            table(
                ["figure", "one thread", "two threads", "speed-up", "target"],
                [
                    [
                        label.replace("-", "–"),
                        shown(x["one_thread_seconds"], "{:.2f}", " s"),
                        shown(x["two_threads_seconds"], "{:.2f}", " s"),
                        _speedup(x),
                        TARGETS["parallel together"]
                        if "together" in label
                        else TARGETS["parallel depth"]
                        if label.startswith("depth")
                        else "",
                    ]
                    for label, x in parallel.items()
                ],
                "Two threads against one (`master:…:threads=2`), wall time, best of alternating runs:",
            )
        )
    use = values.get("time_use")
    if use:
        result.append(
            table(
                ["moves", "count", "mean", "max"],
                [
                    [
                        kind,
                        use[kind]["count"],
                        shown(use[kind]["mean_seconds"], "{:.3f}", " s"),
                        shown(use[kind]["max_seconds"], "{:.3f}", " s"),
                    ]
                    for kind in ("all searched moves", "midgame searches", "exact solves")
                    if kind in use
                ],
                f"Time use of `{use['spec']}` over {use['games']} games against `alphabeta:4`:",
            )
        )
    return result


if __name__ == "__main__":
    run()
