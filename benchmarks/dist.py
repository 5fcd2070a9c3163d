"""The frozen one-folder build (Linux x86-64), its archive and its self-test, from the report
``make dist`` writes (``dist/build-report.json``): the bundle's size and parts, the archive, the
shipped kernels and the frozen ``--self-test``'s starts (a perft, a whole game and an offscreen
render of the main window).

``python -m benchmarks dist [--report PATH]`` after ``make dist`` stores the figures and rewrites
the page; macOS and Windows sizes are in each CI run's ``build-report.json`` artifact.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from benchmarks import figures, page

WRITES = ("dist",)
"""The figure files this benchmark writes."""

REPORT = Path(__file__).resolve().parent.parent / "dist" / "build-report.json"
MIB = 2**20
STARTS = (
    ("first", "frozen `--self-test`, first start on an empty cache"),
    ("moved and touched", "the same after moving the bundle and touching every file"),
    ("second", "frozen `--self-test`, second start"),
)


def values_of(report: dict[str, Any]) -> dict[str, Any]:
    """The figures of a build report (sizes in MiB)."""
    kernels = report.get("shipped_kernels", {})
    return {
        "bundle_mib": round(report["bundle_bytes"] / MIB),
        "bundle_parts_mib": {
            name: round(size / MIB, 1) for name, size in report.get("bundle_parts", {}).items()
        },
        "archive": Path(str(report.get("archive", ""))).name,
        "archive_mib": round(report["archive_bytes"] / MIB),
        "kernels": {"count": kernels.get("kernels"), "cpu": kernels.get("cpu")},
        "starts": {
            start["start"]: {
                "seconds": round(float(start["seconds"]), 1),
                "kernels_compiled": start["kernels_compiled"],
            }
            for start in report.get("starts", [])
        },
    }


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    rows: list[list[Any]] = [["bundle (`dist/othello-qt/`, unpacked)", f"{values['bundle_mib']} MiB"]]
    parts = values.get("bundle_parts_mib", {})
    if parts:
        rows.append(["… of which", ", ".join(f"{name} {size:.1f} MiB" for name, size in parts.items())])
    rows.append([f"archive (`{values['archive']}`)", f"{values['archive_mib']} MiB"])
    kernels = values.get("kernels", {})
    if kernels.get("count") is not None:
        rows.append(["shipped kernels", f"{kernels['count']}, compiled for {kernels['cpu']}"])
    if "build_minutes" in values:
        rows.append(
            ["`make dist` on a clean clone", figures.shown(values["build_minutes"], "{:g}", " minutes")]
        )
    starts = values.get("starts", {})
    for key, label in STARTS:
        if key in starts:
            start = starts[key]
            compiled = start.get("kernels_compiled")
            rows.append(
                [
                    label,
                    f"{start['seconds']:.1f} s"
                    + ("" if compiled is None else f", {compiled} kernels compiled"),
                ]
            )
    return [figures.table(["figure", "value"], rows)]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks dist", description=__doc__.split("\n\n")[0])
    parser.add_argument("--report", type=Path, default=REPORT)
    args = parser.parse_args(argv)
    values = values_of(json.loads(args.report.read_text(encoding="utf-8")))
    command = ["make dist", "python -m benchmarks dist"]
    path = figures.record("dist", values, tables(values), command=command, folder=page.FIGURES)
    print(f"wrote {path} and {page.write_page()}")
    return 0
