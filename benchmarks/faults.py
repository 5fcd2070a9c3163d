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


def killed_writers(kills: int = 100) -> None:
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


def lying_header() -> None:
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


def parsers() -> None:
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
    for name, call in cases.items():
        started = time.perf_counter()
        try:
            call()
            outcome = "parsed"
        except (NotationError, SavedGameError) as exc:
            outcome = f"refused: {str(exc)[:50]}"
        print(f"{name:40s} {(time.perf_counter() - started) * 1000:7.1f} ms  {outcome}")


def run() -> None:
    print("== faults: writers killed mid-write ==")
    killed_writers()
    print("== faults: a weights file whose header lies ==")
    lying_header()
    print("== faults: parsers on large pathological inputs ==")
    parsers()


if __name__ == "__main__":
    run()
