"""``python -m benchmarks [NAME ...]``: run the benchmarks (all by default) and print their figures."""

from __future__ import annotations

import importlib
import sys

BENCHMARKS = (
    "rules",
    "classic",
    "engine",
    "ui",
    "td",
    "faults",
    "protocols",
    "patterns",
    "probcut",
    "ladder",
)


def main(argv: list[str]) -> int:
    names = argv or list(BENCHMARKS)
    for name in names:
        if name not in BENCHMARKS:
            print(f"unknown benchmark {name!r}; known: {', '.join(BENCHMARKS)}")
            return 2
        importlib.import_module(f"benchmarks.{name}").run()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
