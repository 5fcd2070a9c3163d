"""Where one second of ``master:1s`` goes: a sampling profile of the search inside its kernels, by
the engine's parts (evaluation, move generation, ordering, table, the search's own node work, numba's
reference counts, Python between kernels), with each game phase's nodes per second.

The kernels are numba-compiled code that Python profilers do not see, so ``perf`` samples the
process and each sample is placed by the compiled code's own line tables.  The profiled process
compiles the kernels afresh (its own empty cache) with line tables but otherwise as shipped (inlined
as usual, no bounds checks), keeps each kernel's object code as it is compiled, and maps a sample's
address to the innermost source file of the code there: ``patterns.py`` is the evaluation whatever
function LLVM inlined it into.  Code that numba itself inlines (``inline="always"``: the move
ordering's keys and move list, the table's probes) takes its caller's lines, so it counts with the
search nodes.  Line tables cost the compiled code a little speed, so a plain process
(the shipped build, the usual cache) searches the same positions and both rates are shown.

Positions come from held-out real games (WTHOR 2019-2021) at a few numbers of empties, one phase each;
``master:1s`` with its book off searches each for its second, as in a game.
"""

from __future__ import annotations

import bisect
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from benchmarks.figures import table

WRITES = ("kernel_profile",)
"""The figure files this benchmark writes."""

SPEC = "master:1s:book=off"
PHASES = (48, 36, 26, 20)
"""Empty squares of each phase's positions: opening, midgame, late midgame, endgame (exact solve)."""
POSITIONS_PER_PHASE = 6
SEED = 7
SAMPLE_HZ = 1999
"""perf's sampling rate: about two thousand samples a searched second."""

PARTS = {
    "patterns.py": "evaluation",
    "evaluation.py": "evaluation",
    "bitboard.py": "move generation",
    "ordering.py": "move ordering",
    "tt.py": "transposition table",
    "stability.py": "stability",
    "last_empties.py": "last empties",
    "midgame.py": "search nodes",
    "deep_solver.py": "search nodes",
    "endgame.py": "search nodes",
    "probcut.py": "search nodes",
    "context.py": "search nodes",
    "parallel.py": "search nodes",
}
"""The innermost source file of a kernel sample, and the engine's part it belongs to."""
REFCOUNTS = "numba reference counts"
GLUE = "other compiled code"
PYTHON = "Python between kernels"
SYSTEM = "system calls"
COMPILING = "compiling kernels"
ORDER = (
    "evaluation",
    "move generation",
    "move ordering",
    "transposition table",
    "stability",
    "last empties",
    "search nodes",
    REFCOUNTS,
    GLUE,
    PYTHON,
    SYSTEM,
    COMPILING,
)


class ProfileUnavailable(RuntimeError):
    """perf or binutils are missing or not allowed here; the message says which."""


def part_of_kernel_sample(function: str, location: str) -> str:
    """The engine's part of a sample in compiled code: by the innermost source file of the code
    there (``location`` as addr2line prints it, ``path:line``), numba's reference counting by its
    function's name."""
    if function.startswith(("NRT_incref", "NRT_decref", "NRT_MemInfo")):
        return REFCOUNTS
    name = location.rsplit(":", 1)[0].replace("\\", "/").rsplit("/", 1)[-1]
    return PARTS.get(name, GLUE)


def part_of_native_sample(dso: str) -> str:
    """The part of a sample outside the compiled kernels, by the shared object it fell in."""
    if "kernel" in dso:
        return SYSTEM
    return COMPILING if "llvmlite" in dso else PYTHON


def innermost_locations(addr2line_output: str) -> list[tuple[str, str]]:
    """``(function, path:line)`` of each address of ``addr2line -a -f -i`` output: the first frame
    after each address line is the innermost (code inlined into a caller reports its own file)."""
    found: list[tuple[str, str]] = []
    lines = addr2line_output.splitlines()
    i = 0
    while i < len(lines):
        if not lines[i].startswith("0x"):
            raise ValueError(f"addr2line output out of step at line {i + 1}: {lines[i]!r}")
        function = lines[i + 1] if i + 1 < len(lines) else "??"
        location = lines[i + 2] if i + 2 < len(lines) else "??:0"
        found.append((function, location))
        i += 3
        while i < len(lines) and not lines[i].startswith("0x"):
            i += 1  # the callers' frames of inlined code
    return found


def perf_samples(text: str) -> list[tuple[int, str]]:
    """``(address, shared object)`` of each line of ``perf script -F ip,dso``."""
    samples = []
    for line in text.splitlines():
        parts = line.split(None, 1)
        if parts:
            samples.append((int(parts[0], 16), parts[1].strip(" ()") if len(parts) > 1 else ""))
    return samples


def breakdown(counts: Counter[str]) -> dict[str, float]:
    """Each part's share of the samples, in per cent, in ``ORDER``."""
    total = sum(counts.values())
    return {part: round(100 * counts[part] / total, 1) for part in ORDER if counts[part]} if total else {}


# The profiled process ----------------------------------------------------------------------------


def _profiling_build(objects: list[bytes]) -> None:
    """Compile the kernels with line tables and nothing else changed, keeping each one's object
    code: numba's full debug information also turns inlining off, bounds checks on and keeps every
    local variable in memory (with reference counts on each store), which would profile a different
    program."""
    from numba.core import codegen, cpu, lowering

    compiled = codegen.CPUCodeLibrary._object_compiled_hook.__func__

    def keep(cls, ll_module, buf):  # type: ignore[no-untyped-def]
        objects.append(bytes(buf))
        return compiled(cls, ll_module, buf)

    codegen.CPUCodeLibrary._object_compiled_hook = classmethod(keep)
    finalize = cpu.CPUTargetOptions.finalize

    def as_shipped(self, flags, options):  # type: ignore[no-untyped-def]
        flags.dbg_extend_lifetimes = False
        flags.boundscheck = False
        return finalize(self, flags, options)

    cpu.CPUTargetOptions.finalize = as_shipped
    pre_lower = lowering.Lower.pre_lower

    def inlined_as_usual(self):  # type: ignore[no-untyped-def]
        pre_lower(self)
        self.builder.function.attributes.discard("noinline")

    lowering.Lower.pre_lower = inlined_as_usual
    lowering.Lower._disable_sroa_like_opt = property(lambda self: False)  # locals kept in registers


def _search_phases(phases: dict[str, list[list[int]]], each_phase) -> dict[str, dict[str, Any]]:  # type: ignore[no-untyped-def]
    """Search every phase's positions as ``SPEC`` would in a game; ``each_phase(name, run)`` wraps
    the phase's searches (the profiler's start and stop)."""
    from othello_qt.core.players import create_player
    from othello_qt.core.position import Color, Position

    player = create_player(SPEC)
    by_phase = {
        name: [Position(black, white, Color(turn)) for black, white, turn in boards]
        for name, boards in phases.items()
    }
    for positions in by_phase.values():
        player.choose(positions[0])  # loads (or compiles) every phase's kernels before any measurement
    rates: dict[str, dict[str, Any]] = {}
    for name, positions in by_phase.items():

        def run(positions: list[Position] = positions) -> tuple[int, float]:
            nodes, seconds = 0, 0.0
            for position in positions:
                player.new_game()
                started = time.perf_counter()
                nodes += player.choose(position).nodes
                seconds += time.perf_counter() - started
            return nodes, seconds

        nodes, seconds = each_phase(name, run)
        rates[name] = {
            "nodes": nodes,
            "seconds": round(seconds, 3),
            "nodes_per_second": round(nodes / seconds),
        }
    return rates


def _kernel_ranges(objects: list[bytes], folder: Path) -> list[tuple[int, int, Path]]:
    """``(start, end, object file)`` of each kernel's code in this process: the object's code
    section, placed where the execution engine put its first function."""
    from numba.core.registry import cpu_target

    engine = cpu_target.target_context.codegen()._engine._ee
    ranges = []
    for number, code in enumerate(objects):
        path = folder / f"kernel{number}.o"
        path.write_bytes(code)
        sections = subprocess.run(["objdump", "-h", str(path)], capture_output=True, text=True, check=True)
        size = 0
        for line in sections.stdout.splitlines():
            fields = line.split()
            if len(fields) >= 7 and fields[1] in (".text", ".ltext") and int(fields[2], 16):
                size = int(fields[2], 16)
        symbols = subprocess.run(
            ["nm", "--defined-only", str(path)], capture_output=True, text=True, check=True
        )
        for line in symbols.stdout.splitlines():
            fields = line.split()
            if len(fields) == 3 and fields[1] in "Tt" and size:
                address = engine.get_function_address(fields[2])
                if address:
                    start = address - int(fields[0], 16)
                    ranges.append((start, start + size, path))
                    break
    return sorted(ranges)


def _parts_of_samples(samples: list[tuple[int, str]], ranges: list[tuple[int, int, Path]]) -> Counter[str]:
    counts: Counter[str] = Counter()
    starts = [r[0] for r in ranges]
    offsets: dict[Path, list[int]] = {}
    for address, dso in samples:
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < ranges[i][1]:
            offsets.setdefault(ranges[i][2], []).append(address - ranges[i][0])
        else:
            counts[part_of_native_sample(dso)] += 1
    for path, where in offsets.items():
        lines = subprocess.run(
            ["addr2line", "-a", "-f", "-i", "-e", str(path)],
            input="\n".join(hex(x) for x in where),
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        for function, location in innermost_locations(lines):
            counts[part_of_kernel_sample(function, location)] += 1
    return counts


def profiled_process(phases: dict[str, list[list[int]]], folder: Path) -> dict[str, Any]:
    """In a fresh process: each phase's searches under ``perf record``, and the parts of its samples."""
    objects: list[bytes] = []
    _profiling_build(objects)
    recordings: dict[str, Path] = {}

    def under_perf(name: str, run):  # type: ignore[no-untyped-def]
        data = folder / f"perf-{name}.data"
        perf = subprocess.Popen(
            ["perf", "record", "-q", "-F", str(SAMPLE_HZ), "-o", str(data), "-p", str(os.getpid())],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        time.sleep(0.5)  # perf attaches before the searches start
        try:
            return run()
        finally:
            perf.send_signal(signal.SIGINT)
            _out, err = perf.communicate(timeout=60)
            if perf.returncode not in (0, -signal.SIGINT) or not data.is_file():
                raise ProfileUnavailable(f"perf record failed: {err.decode(errors='replace').strip()}")
            recordings[name] = data

    rates = _search_phases(phases, under_perf)
    ranges = _kernel_ranges(objects, folder)
    parts = {}
    for name, data in recordings.items():
        script = subprocess.run(
            ["perf", "script", "-i", str(data), "-F", "ip,dso"], capture_output=True, text=True, check=True
        )
        counts = _parts_of_samples(perf_samples(script.stdout), ranges)
        parts[name] = {"samples": sum(counts.values()), "shares": breakdown(counts)}
    return {"rates": rates, "parts": parts}


def plain_process(phases: dict[str, list[list[int]]]) -> dict[str, Any]:
    """The shipped build's rates on the same searches."""
    return {"rates": _search_phases(phases, lambda _name, run: run())}


# The benchmark -------------------------------------------------------------------------------------


def phase_positions(per_phase: int, seed: int) -> dict[str, list[list[int]]]:
    """``per_phase`` positions of held-out real games at each of ``PHASES`` empties, with a move to
    play: ``[black, white, turn]`` each, by phase name."""
    from benchmarks.real_games import WTHOR, positions_by_phase
    from othello_qt.core.database_build import build_database

    phases: dict[str, list[list[int]]] = {f"{e} empties": [] for e in PHASES}
    for empties, _game, position in positions_by_phase(build_database([WTHOR]), PHASES, per_phase, seed):
        phases[f"{empties} empties"].append([position.black, position.white, int(position.turn)])
    return phases


def _child(kind: str, phases: dict[str, list[list[int]]], folder: Path) -> dict[str, Any]:
    environment = dict(os.environ)
    if kind == "profiled":
        environment["NUMBA_CACHE_DIR"] = str(folder / "numba-cache")
        environment["NUMBA_DEBUGINFO"] = "1"  # line tables; _profiling_build undoes the rest of it
    source = folder / f"{kind}-in.json"
    target = folder / f"{kind}-out.json"
    source.write_text(json.dumps(phases))
    done = subprocess.run(
        [sys.executable, "-m", "benchmarks.kernel_profile", kind, str(source), str(target)],
        cwd=Path(__file__).resolve().parents[1],
        env=environment,
        capture_output=True,
        text=True,
        timeout=3600,
    )
    if done.returncode != 0:
        raise ProfileUnavailable(f"the {kind} process failed: {done.stderr.strip()[-2000:]}")
    return json.loads(target.read_text())


def missing_tools() -> str | None:
    """Why this machine cannot profile (None: it can)."""
    for tool in ("perf", "objdump", "nm", "addr2line"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (perf: linux-perf; the others: binutils)"
    try:
        paranoid = int(Path("/proc/sys/kernel/perf_event_paranoid").read_text())
    except (OSError, ValueError):
        return None
    if paranoid > 2:
        return f"perf_event_paranoid is {paranoid}: perf may not sample this user's processes (2 or less)"
    return None


def run() -> dict[str, Any] | None:
    from benchmarks.real_games import WTHOR

    reason = missing_tools()
    if reason is None and not (WTHOR / "WTHOR.JOU").is_file():
        reason = f"{WTHOR} not found (../shared/data/wthor)"
    if reason is not None:
        print(f"kernel_profile: {reason}; skipped")
        return None
    phases = phase_positions(POSITIONS_PER_PHASE, SEED)
    with tempfile.TemporaryDirectory(prefix="kernel-profile-") as temp:
        folder = Path(temp)
        plain = _child("plain", phases, folder)
        profiled = _child("profiled", phases, folder)
    values: dict[str, Any] = {"spec": SPEC, "positions_per_phase": POSITIONS_PER_PHASE, "phases": {}}
    for name in phases:
        entry = {
            "nodes_per_second": plain["rates"][name]["nodes_per_second"],
            "profiled_nodes_per_second": profiled["rates"][name]["nodes_per_second"],
            "samples": profiled["parts"][name]["samples"],
            "shares": profiled["parts"][name]["shares"],
        }
        values["phases"][name] = entry
        shares = ", ".join(f"{part} {share}%" for part, share in entry["shares"].items())
        print(
            f"{name}: {entry['nodes_per_second'] / 1e6:.2f} M nodes/s shipped, "
            f"{entry['profiled_nodes_per_second'] / 1e6:.2f} M profiled; {shares}",
            flush=True,
        )
    return values


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The parts' shares by phase (one column a phase) and each phase's nodes per second."""
    phases = values["phases"]
    names = list(phases)
    parts = [p for p in ORDER if any(p in phases[n]["shares"] for n in names)]
    rows = [[part, *(f"{phases[n]['shares'].get(part, 0.0):.1f} %" for n in names)] for part in parts]
    rows.append(
        ["nodes per second (shipped build)", *(f"{phases[n]['nodes_per_second'] / 1e6:.2f} M" for n in names)]
    )
    rows.append(
        [
            "nodes per second (profiled build)",
            *(f"{phases[n]['profiled_nodes_per_second'] / 1e6:.2f} M" for n in names),
        ]
    )
    rows.append(["samples", *(f"{phases[n]['samples']:,}" for n in names)])
    caption = (
        f"Where `{values['spec']}`'s time goes, by phase ({values['positions_per_phase']} positions "
        "of held-out real games each, one second a position), in per cent of perf's samples of the process:"
    )
    return [table(["part", *names], rows, caption)]


def _main(argv: list[str]) -> int:
    kind, source, target = argv
    phases = json.loads(Path(source).read_text())
    if kind == "profiled":
        folder = Path(target).parent
        result = profiled_process(phases, folder)
    else:
        result = plain_process(phases)
    Path(target).write_text(json.dumps(result))
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 4:
        raise SystemExit(_main(sys.argv[1:]))
    print(json.dumps(run(), indent=1))
