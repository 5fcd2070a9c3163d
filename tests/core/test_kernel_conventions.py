"""The kernels' shared vocabulary has one home each (issue 21): checked on the sources, no compiling."""

from __future__ import annotations

import ast
from pathlib import Path

import othello_qt

CORE = Path(othello_qt.__file__).resolve().parent / "core"
KERNEL_MODULES = [
    *sorted((CORE / "engine").glob("*.py")),
    CORE / "players" / "classic_kernels.py",
    *sorted((CORE / "td").glob("*.py")),
]
SHARED_NAMES = {"U64", "ZERO", "ONE", "INF", "INFINITY", "INF_UNITS", "INF_DISCS", "MAX_PLY", "MAX_MOVES"}
"""Defined by ``bitboard`` (the words) or ``engine.prelude`` (the rest), imported everywhere else."""


def _module_assignments(path: Path) -> set[str]:
    names = set()
    for node in ast.parse(path.read_text()).body:
        targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def test_kernel_constants_are_defined_only_in_the_prelude() -> None:
    offenders = {
        path.name: sorted(_module_assignments(path) & SHARED_NAMES)
        for path in KERNEL_MODULES
        if path.name != "prelude.py" and _module_assignments(path) & SHARED_NAMES
    }
    assert offenders == {}
