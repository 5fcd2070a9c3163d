"""The kernels' shared vocabulary has one home each (issue 21): checked on the sources, no compiling."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import othello_qt

CORE = Path(othello_qt.__file__).resolve().parent / "core"
KERNEL_MODULES = [
    *sorted((CORE / "engine").glob("*.py")),
    CORE / "players" / "classic_kernels.py",
    CORE / "game_replay.py",
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


KERNEL_PACKAGE_FILES = [*KERNEL_MODULES, CORE / "jit.py", CORE / "bitboard.py", CORE / "kernel_cache.py"]


def _private_names_used_across_modules(path: Path) -> list[str]:
    """``from othello_qt... import _name`` and ``module._name`` for a module of the package."""
    tree = ast.parse(path.read_text())
    modules = set()
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("othello_qt"):
            for alias in node.names:
                is_module = alias.name == "_cache" and node.module == "othello_qt"
                if alias.name.startswith("_") and not is_module:
                    found.append(f"{node.module}.{alias.name}")
                modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            modules |= {
                (a.asname or a.name).split(".")[0] for a in node.names if a.name.startswith("othello_qt")
            }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in modules
            and node.attr.startswith("_")
            and not node.attr.startswith("__")
        ):
            found.append(f"{node.value.id}.{node.attr}")
    return found


def test_kernel_modules_use_no_private_name_of_another_module() -> None:
    offenders = {p.name: n for p in KERNEL_PACKAGE_FILES if (n := _private_names_used_across_modules(p))}
    assert offenders == {}


PACKAGE = CORE.parent


def _imported_modules(path: Path) -> set[str]:
    """Every ``othello_qt`` module ``path`` imports, at its top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("othello_qt")}
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("othello_qt"):
            found.add(node.module)
            found |= {f"{node.module}.{a.name}" for a in node.names}
    return found


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)


def test_no_import_circles_between_the_cache_and_the_classic_modules() -> None:
    pairs = [
        (PACKAGE / "_cache.py", CORE / "kernel_cache.py"),
        (CORE / "players" / "analysis.py", CORE / "players" / "classic.py"),
    ]
    for first, second in pairs:
        forth = _module_name(second) in _imported_modules(first)
        back = _module_name(first) in _imported_modules(second)
        assert not (forth and back), f"{first.name} and {second.name} import each other"


MAX_KERNEL_PARAMETERS = 7
"""Position, window, depth, ply and one named-tuple state: what a search kernel needs."""


def test_classic_and_td_kernels_take_their_state_as_named_tuples() -> None:
    long_signatures = {
        f"{path.name}:{node.name}": len(node.args.args)
        for path in (CORE / "players" / "classic_kernels.py", CORE / "td" / "kernels.py")
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef) and len(node.args.args) > MAX_KERNEL_PARAMETERS
    }
    assert long_signatures == {}


MAX_FUNCTION_LINES = 80


def test_no_engine_function_is_longer_than_80_lines() -> None:
    long_functions = {
        f"{path.name}:{node.name}": node.end_lineno - node.lineno + 1
        for path in sorted((CORE / "engine").glob("*.py"))
        for node in ast.walk(ast.parse(path.read_text()))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        and node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES
    }
    assert long_functions == {}


MEASUREMENT = re.compile(r"\b\d+(\.\d+)?(-[\d.]+)? ?(s|ms|ns|%)\b|instead of \d|measured again")
"""A timing or a before/after figure: the story of how a number was found, not its rule."""


def test_kernel_docstrings_state_rules_and_name_benchmarks_instead_of_quoting_timings() -> None:
    quoting = {
        path.name: [match.group(0) for match in MEASUREMENT.finditer(path.read_text())]
        for path in KERNEL_PACKAGE_FILES
        if MEASUREMENT.search(path.read_text())
    }
    assert quoting == {}


SEARCH_MODULES = [
    CORE / "engine" / f"{name}.py"
    for name in (
        "context",
        "deep_solver",
        "endgame",
        "evaluation",
        "last_empties",
        "midgame",
        "ordering",
        "patterns",
        "stability",
        "tt",
    )
]
"""The modules of the kernels a search runs at every node."""


def test_every_search_kernel_is_compiled_without_reference_counting() -> None:
    """A kernel of the search is ``prelude.search_kernel`` or inlined into one: a plain ``njit``
    kernel counts its array arguments up and down at every call (``python -m benchmarks
    kernel_profile``)."""
    plain = {
        f"{path.name}:{number}": line.strip()
        for path in SEARCH_MODULES
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if line.startswith("@njit") and 'inline="always"' not in line
    }
    assert plain == {}
