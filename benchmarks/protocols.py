"""Protocol timings: NBoard pong latency after a state change during a search, ``go`` under a game
clock, and the WPI move parser on long lines (``python -m benchmarks protocols``).

The NBoard figures drive the real command (``othello-qt nboard --player master``) through a pipe,
as the NBoard GUI does: ``move``/``set game`` sent while ``hint``/``go`` searches, then ``ping``
(with the tests' driver, ``tests/cli/nboard_helpers.py``; the WPI referee figures use the tests'
program that writes exact bytes, ``tests/cli/wpi_fake_program.py``).
"""

from __future__ import annotations

import contextlib
import subprocess
import sys
import time
from typing import Any

from benchmarks.figures import shown, table
from tests.cli.nboard_helpers import Engine

WRITES = ("protocols",)
"""The figure files this benchmark writes."""

GAME = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[./mEdax]PW[chris]RE[?]TI[15:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)"
)
SHORT_CLOCK_GAME = GAME.replace("TI[15:00]", "TI[0:05]")
TEN_MOVES = GAME.replace("W[F4];)", "W[F4]B[D6]W[C3];)")


def _pong_after(engine: Engine, number: int, *changes: str) -> float:
    started = time.perf_counter()
    engine.send(*changes, f"ping {number}")
    engine.until(f"pong {number}")
    return time.perf_counter() - started


def _seconds_until(engine: Engine, prefix: str) -> float:
    started = time.perf_counter()
    engine.until(prefix, timeout=120)
    return time.perf_counter() - started


def _a_legal_move() -> str:
    from othello_qt.core.ggf import read_ggf

    return str(read_ggf(GAME).position.legal_moves()[0]).upper()


def nboard_latencies() -> dict[str, Any]:
    values: dict[str, Any] = {}
    engine = Engine("--player", "master", "--seconds", "30")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {GAME}", "ping 1")
        engine.until("pong 1")
        cases = []
        engine.send("hint 3")
        engine.until("search")
        cases.append(("`pong` after `move` sent during `hint`", _pong_after(engine, 2, "move D6")))
        engine.send("go")
        engine.until("status")
        cases.append(("`pong` after `set game` sent during `go`", _pong_after(engine, 3, f"set game {GAME}")))
        engine.send("go")
        engine.until("status")
        engine.send(f"move {_a_legal_move()}", "hint 2")
        time.sleep(0.3)
        cases.append(("`pong` with two stale searches piled up", _pong_after(engine, 4, f"set game {GAME}")))
        for name, seconds in cases:
            print(f"nboard {name}: {1000 * seconds:.0f} ms")
            values[name] = {"ms": round(1000 * seconds)}
    finally:
        engine.close()
    engine = Engine("--player", "master", "--seconds", "6")
    try:
        engine.send("nboard 2", "set depth 60", f"set game {SHORT_CLOCK_GAME}", "ping 1")
        engine.until("pong 1")
        engine.send("go")
        answered = _seconds_until(engine, "===")
        print(f"nboard go with 5 s on the clock, --seconds 6: answered in {answered:.2f} s")
        values["`go` with 5 s left on the clock (`TI[0:05]`), `--seconds 6`"] = {
            "seconds": round(answered, 2)
        }
    finally:
        engine.close()
    return values


def nboard_queued_requests() -> dict[str, Any]:
    """A ping behind a running and a queued request; ``go`` in a game whose control is all zeros."""
    values: dict[str, Any] = {}
    for seconds, setup, requests, label in (
        (5, GAME, ("hint 3", "go"), "`hint 3` + `go`"),
        (3, TEN_MOVES, ("analyze", "go"), "`analyze` (10 moves) + `go`"),
    ):
        engine = Engine("--player", "master", "--seconds", str(seconds))
        try:
            engine.send("nboard 2", "set depth 60", f"set game {setup}", "ping 1")
            engine.until("pong 1")
            engine.send(*requests)
            engine.until("status othello-qt is")
            time.sleep(0.2)
            latency = _pong_after(engine, 2)
            print(f"nboard pong behind {' + '.join(requests)} (--seconds {seconds}): {1000 * latency:.0f} ms")
            values[f"`pong` behind {label}, `--seconds {seconds}`"] = {"ms": round(1000 * latency)}
        finally:
            engine.close()
    engine = Engine("--player", "master", "--seconds", "2")
    try:
        untimed = GAME.replace("TI[15:00]", "TI[0//0]")
        engine.send("nboard 2", "set depth 60", f"set game {untimed}", "ping 1")
        engine.until("pong 1")
        engine.send("go")
        lines_started = time.perf_counter()
        lines = engine.until("===", timeout=60)
        elapsed = time.perf_counter() - lines_started
        depth = max(int(line.split()[4]) for line in lines if line.startswith("search "))
        print(f"nboard go with TI[0//0], --seconds 2: {elapsed:.2f} s, depth {depth}")
        values["`go` in an untimed game (`TI[0//0]`), `--seconds 2`"] = {
            "seconds": round(elapsed, 2),
            "depth": depth,
        }
    finally:
        engine.close()
    return values


def wpi_parser() -> dict[str, Any]:
    from othello_qt.core.protocols.wpi import ProtocolError, parse_move_line

    values: dict[str, Any] = {}
    for spaces in (200, 400, 10_000, 1_000_000):
        line = "(W" + " " * spaces + "D" + " " * spaces + "!"
        started = time.perf_counter()
        with contextlib.suppress(ProtocolError):
            parse_move_line(line)
        elapsed = 1000 * (time.perf_counter() - started)
        shape = f"'(W' + {spaces} spaces + 'D' + {spaces} spaces + '!'"
        print(f"wpi parse of {shape} ({len(line)} chars): {elapsed:.2f} ms")
        values[f"parse `(W` + {spaces:,} spaces + `D` + {spaces:,} spaces + `!`"] = {"ms": round(elapsed, 2)}
    return values


def referee_timings() -> dict[str, Any]:
    """What the referee charges a move written without a line end, and how long a 607-character
    line holds it up (the seed's tests' fake program writes exact bytes)."""
    import re
    import shlex
    import tempfile
    from pathlib import Path

    fake = Path(__file__).resolve().parent.parent / "tests" / "cli" / "wpi_fake_program.py"
    ours = shlex.join([sys.executable, "-m", "othello_qt", "wpi", "bob", "--player", "greedy"])
    huge = "(W" + " " * 302 + "D" + " " * 301 + "!"
    values: dict[str, Any] = {}
    for label, text in (("a move without a line end", "(W D 3)"), ("a 607-character line", huge)):
        with tempfile.TemporaryDirectory() as folder:
            program = "plain=" + shlex.join([sys.executable, str(fake), "plain", text, "(W A 1)"])
            command = [sys.executable, "-m", "othello_qt", "referee", program, f"bob={ours}"]
            done = subprocess.run(
                [*command, "--dir", folder, "--seed", "1", "--quiet"],
                capture_output=True,
                text=True,
                timeout=120,
            )
        charged = re.search(r"plain: \(W D 3\)\s+([0-9.]+) s", done.stdout)
        if charged:
            print(f"wpi referee, {label}: {float(charged.group(1)):.2f} s charged to the mover")
            values[f"referee: {label}, time charged to the mover"] = {
                "seconds": round(float(charged.group(1)), 2)
            }
        else:
            verdict = re.search(r"invalid move .*: (\w+) .*after ([0-9.]+) s", done.stdout)
            assert verdict is not None, done.stdout
            print(
                f"wpi referee, {label}: refused as {verdict.group(1)} after {float(verdict.group(2)):.2f} s"
            )
            values[f"referee on {label}"] = {
                "refused_as": verdict.group(1),
                "seconds": round(float(verdict.group(2)), 2),
            }
    return values


def run() -> dict[str, Any]:
    wpi = {**wpi_parser(), **referee_timings()}
    nboard = {**nboard_latencies(), **nboard_queued_requests()}
    return {"nboard": nboard, "wpi": wpi}


def _result(x: dict[str, Any]) -> str:
    if "refused_as" in x:
        return f"refused as {x['refused_as']} after {shown(x['seconds'], '{:.2f}', ' s')}"
    text = shown(x["ms"], "{:g}", " ms") if "ms" in x else shown(x["seconds"], "{:g}", " s")
    return text + (f", depth {x['depth']}" if "depth" in x else "")


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The NBoard and the WPI timings, one row a measurement."""
    captions = {
        "nboard": "NBoard (`othello-qt nboard`):",
        "wpi": "WPI (`othello-qt wpi`, `othello-qt referee`):",
    }
    return [
        table(["what", "time"], [[what, _result(x)] for what, x in values[name].items()], captions[name])
        for name in ("nboard", "wpi")
        if values.get(name)
    ]


if __name__ == "__main__":
    run()
