"""``python -m benchmarks [NAME ...]``: run the benchmarks (all by default), print their figures,
store them in ``benchmarks/results/figures/`` and rewrite ``docs/benchmarks.md`` from the results.
A benchmark whose ``run`` returns its measured values stores them with the table its ``tables``
builds from them (``figures.record``); the others store what they printed.
``python -m benchmarks page`` only rewrites the page.  ``versus`` (the engine against an earlier
commit), ``weights`` (the shipped evaluation weights against an earlier commit's) and
``feature_refit`` (the evaluation's terms refitted on a training run's labels) take options of
their own and are never part of the default run; nor are ``dist`` and ``dist_windows`` (the
figures of ``make dist`` and ``make dist-windows`` from their build reports)."""

from __future__ import annotations

import contextlib
import importlib
import io
import sys

from benchmarks import figures, page

BENCHMARKS = (
    "rules",
    "classic",
    "engine",
    "yardstick",
    "kernel_profile",
    "ui",
    "td",
    "faults",
    "protocols",
    "patterns",
    "probcut",
    "ladder",
    "database",
    "soak",
    "matches",
    "training",
    "real_games",
)

COMMANDS = ("versus", "weights", "feature_refit", "dist", "dist_windows")
"""Benchmarks with options of their own, never part of the default run (each module's ``main``)."""


class _Tee(io.TextIOBase):
    """Prints as usual and keeps a copy: the section's figures are what the benchmark printed."""

    def __init__(self, stream: io.TextIOBase) -> None:
        self.stream = stream
        self.copy = io.StringIO()

    def write(self, text: str) -> int:
        self.copy.write(text)
        return self.stream.write(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()


def main(argv: list[str]) -> int:
    if argv == ["page"]:
        print(f"wrote {page.write_page()}")
        return 0
    if argv[:1] and argv[0] in COMMANDS:
        return importlib.import_module(f"benchmarks.{argv[0]}").main(argv[1:])
    names = argv or list(BENCHMARKS)
    unknown = [name for name in names if name not in BENCHMARKS]
    if unknown:
        print(f"unknown benchmark {unknown[0]!r}; known: {', '.join(BENCHMARKS)}, or page")
        return 2
    for name in names:
        module = importlib.import_module(f"benchmarks.{name}")
        tee = _Tee(sys.stdout)
        with contextlib.redirect_stdout(tee):
            values = module.run()
        if values is not None:  # the benchmark's own table of what it measured
            figures.record(name, values, module.tables(values), folder=page.FIGURES)
        else:
            page.record_run(name, tee.copy.getvalue())
    print(f"wrote {page.write_page()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
