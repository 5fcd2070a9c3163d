"""The fuzzing list's figures, measured again: leftovers of killed writers, a lying weights header,
and the parsers on large pathological inputs."""

from __future__ import annotations

import io
import random
import signal
import subprocess
import sys
import tempfile
import time
import tracemalloc
import zipfile
from pathlib import Path
from typing import Any

from benchmarks.figures import shown, table

WRITES = ("faults",)
"""The figure files this benchmark writes."""

WRITER = """
import sys
from othello_qt.core.atomic import write_atomically
data = b"x" * 400_000
print("ready", flush=True)
while True:
    write_atomically(sys.argv[1], data)
"""


def _leftovers(folder: Path) -> int:
    return sum(1 for p in folder.iterdir() if p.name.endswith(".tmp"))


def killed_writers(kills: int = 100) -> dict[str, Any]:
    from othello_qt.core.atomic import write_atomically

    rng = random.Random(1)
    root = str(Path(__file__).resolve().parents[1])
    with tempfile.TemporaryDirectory(prefix="othello-qt-kills-") as temp:
        folder = Path(temp)
        left_by_kills = 0
        for _ in range(kills):
            child = subprocess.Popen(
                [sys.executable, "-c", WRITER, str(folder / "game-in-progress.json")],
                stdout=subprocess.PIPE,
                cwd=root,
            )
            assert child.stdout is not None
            child.stdout.readline()
            time.sleep(rng.uniform(0.0, 0.05))
            child.send_signal(signal.SIGKILL)
            child.wait()
            left_by_kills += _leftovers(folder)  # the next writer's first write removes it
        write_atomically(folder / "game-in-progress.json", b"{}")
        after = _leftovers(folder)
    print(
        f"{kills} writers killed mid-write: {left_by_kills} left a temporary file; "
        f"after the next write to the folder: {after}"
    )
    return {"kills": kills, "left": left_by_kills, "left_after_next_write": after}


def lying_header() -> dict[str, Any]:
    import numpy as np

    from othello_qt.core.td.network import FORMAT, WeightsError, load_weights

    header = b"{'descr': '<f8', 'fortran_order': False, 'shape': (3000000, 3000000), }"
    header += b" " * (63 - (len(header) + 10) % 64) + b"\n"
    with tempfile.TemporaryDirectory() as temp:
        path = Path(temp) / "huge.npz"
        tag = io.BytesIO()
        np.save(tag, np.array(FORMAT))
        with zipfile.ZipFile(path, "w") as archive:
            archive.writestr("format.npy", tag.getvalue())
            archive.writestr("w1.npy", b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header)
        tracemalloc.start()
        started = time.perf_counter()
        try:
            load_weights(path)
        except WeightsError as exc:
            message = str(exc).removeprefix(str(path))
        seconds = time.perf_counter() - started
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        size = path.stat().st_size
    print(f"{size}-byte weights file asking for 72 TB: refused in {seconds * 1000:.2f} ms, "
          f"peak {peak / 1024:.0f} KiB allocated ('{path.name}{message}')")  # fmt: skip
    return {"bytes": size, "ms": round(seconds * 1000, 2), "peak_kib": round(peak / 1024)}


def parsers() -> dict[str, Any]:
    from othello_qt.core import jit
    from othello_qt.core.errors import NotationError
    from othello_qt.core.ggf import parse_ggf
    from othello_qt.core.notation import parse_transcript
    from othello_qt.ui.saved_game import SavedGameError, parse_saved_game

    cases = {
        "transcript, f5 + 1 MB of spaces + d6": lambda: parse_transcript("f5" + " " * 1_000_000 + "d6"),
        "GGF, a 1 MB comment": lambda: parse_ggf("(;GM[Othello]C[" + "x\\]" * 333_333 + "]B[f5];)"),
        "GGF, 1 MB unclosed": lambda: parse_ggf("(;" + "[" * 1_000_000),
        "autosave, 64 KB of nesting": lambda: parse_saved_game("[" * 32_000 + "]" * 32_000),
    }
    jit.warm_up()  # the rules kernels, loaded once per process, are not the parsers' time
    values = {}
    for name, call in cases.items():
        started = time.perf_counter()
        try:
            call()
            outcome = "parsed"
        except (NotationError, SavedGameError) as exc:
            outcome = f"refused: {str(exc)[:50]}"
        ms = (time.perf_counter() - started) * 1000
        print(f"{name:40s} {ms:7.1f} ms  {outcome}")
        values[name] = {"ms": round(ms, 1), "outcome": outcome.partition(":")[0]}
    return values


def run() -> dict[str, Any]:
    print("== faults: writers killed mid-write ==")
    writers = killed_writers()
    print("== faults: a weights file whose header lies ==")
    header = lying_header()
    print("== faults: parsers on large pathological inputs ==")
    return {"killed_writers": writers, "lying_header": header, "parsers": parsers()}


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """One row a case, from ``run``'s values."""
    rows: list[list[Any]] = []
    writers = values.get("killed_writers")
    if writers:
        rows.append(
            [
                f"{writers['kills']} writers killed mid-write",
                f"{shown(writers['left'])} left a temporary file; "
                f"{shown(writers['left_after_next_write'])} after the next write",
            ]
        )
    header = values.get("lying_header")
    if header:
        rows.append(
            [
                f"{header['bytes']}-byte weights file asking for 72 TB",
                f"refused in {shown(header['ms'], '{:g}', ' ms')}, {shown(header['peak_kib'])} KiB allocated",
            ]
        )
    for name, parse in values.get("parsers", {}).items():
        ms = parse["ms"]
        time_text = (
            shown(ms, "{:g}", " ms")
            if not isinstance(ms, (int, float)) or ms < 1000
            else f"{ms / 1000:.1f} s"
        )
        rows.append([name, f"{time_text}, {parse['outcome']}"])
    return [table(["case", "result"], rows)]


if __name__ == "__main__":
    run()
