"""The package's layers, read from its source: arrows point down and never go round in a circle.

From the ground up: ``_cache`` (where numba keeps its kernels, run before anything else), the core
(rules, engine, players, protocols), the window, the command line.  Each knows nothing of the layers
above it; inside the core the engine and TD kernels sit below the players, which sit below what uses
them.  Every import counts, also one made inside a function or only for type hints: a module that
names another's types leans on it as much as one that calls it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "othello_qt"


def _module_files() -> dict[str, Path]:
    modules = {}
    for path in PACKAGE.rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


MODULES = _module_files()


def _owning_module(name: str) -> str | None:
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(module: str, tree: ast.AST, *, is_package: bool) -> Iterator[tuple[str, int]]:
    """The package's modules imported anywhere in ``tree`` (inside functions and ``TYPE_CHECKING``
    blocks too), with the line."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("othello_qt"):
                    yield _owning_module(alias.name) or alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            if not base.startswith("othello_qt"):
                continue
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield (full if full in MODULES else _owning_module(base) or base), node.lineno


def _graph() -> dict[str, dict[str, int]]:
    graph: dict[str, dict[str, int]] = {}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        edges = graph.setdefault(module, {})
        for target, line in _imports(module, tree, is_package=path.name == "__init__.py"):
            if target != module:
                edges.setdefault(target, line)
    return graph


GRAPH = _graph()


def _circles(graph: dict[str, dict[str, int]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(graph.get(root, ())))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(graph.get(child, ()))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_walk_sees_the_whole_package() -> None:
    assert "othello_qt.core.engine.search" in GRAPH and "othello_qt.ui.main_window" in GRAPH
    assert "othello_qt.core.position" in GRAPH["othello_qt.core.game"]


def test_the_circle_finder_finds_a_circle() -> None:
    assert _circles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b": 1}, "b": {}}) == []


def test_the_package_has_no_import_circle() -> None:
    assert _circles(GRAPH) == []


def test_a_type_hint_import_counts() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from othello_qt.core.game import Game\n"
    )
    assert list(_imports("othello_qt.core.x", tree, is_package=False)) == [("othello_qt.core.game", 3)]


TOP_LAYERS = ("othello_qt._cache", "othello_qt.core", "othello_qt.ui", "othello_qt.cli")
"""The package's layers, from the ground up."""
CORE_WINGS = ("othello_qt.core.engine", "othello_qt.core.td", "othello_qt.core.players")
"""The core's sub-packages that are layers of their own: each as a whole is above or below any other
core module, never both."""
PENDING_CLIMBS: dict[tuple[str, str], str] = {}
"""Known arrows that climb, each waiting for its move: the list only shrinks (see the test below)."""


def _layer_of(module: str, layers: tuple[str, ...]) -> str:
    return next((layer for layer in layers if module == layer or module.startswith(layer + ".")), module)


def _layer_graph(layers: tuple[str, ...]) -> dict[str, dict[str, int]]:
    """``GRAPH`` with each of ``layers`` drawn as one module (the pending climbs left out)."""
    collapsed: dict[str, dict[str, int]] = {}
    for module, edges in GRAPH.items():
        source = _layer_of(module, layers)
        for target, line in edges.items():
            if (module, target) in PENDING_CLIMBS or _layer_of(target, layers) == source:
                continue
            collapsed.setdefault(source, {}).setdefault(_layer_of(target, layers), line)
    return collapsed


@pytest.mark.parametrize("layers", [TOP_LAYERS, CORE_WINGS], ids=["package", "core"])
def test_no_arrow_climbs_back_up_a_layer(layers: tuple[str, ...]) -> None:
    """A layer that imports one that (through any modules) imports it back is a circle of layers:
    one of its arrows climbs."""
    assert _circles(_layer_graph(layers)) == []


def test_the_layer_finder_sees_a_climb() -> None:
    before = dict(GRAPH["othello_qt._cache"])
    GRAPH["othello_qt._cache"]["othello_qt.core.datafile"] = 1
    try:
        assert _circles(_layer_graph(TOP_LAYERS)) == [["othello_qt._cache", "othello_qt.core"]]
    finally:
        GRAPH["othello_qt._cache"] = before


def test_the_pending_climbs_are_still_there() -> None:
    """A climb that is gone comes off ``PENDING_CLIMBS``, so it cannot come back unseen."""
    assert [arrow for arrow in PENDING_CLIMBS if arrow[1] not in GRAPH[arrow[0]]] == []


def _crossings(source: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{module}:{line} imports {target}"
        for module, edges in GRAPH.items()
        if module == source or module.startswith(source + ".")
        for target, line in edges.items()
        if target.startswith(forbidden)
    ]


LAYER_RULES = [
    ("othello_qt._cache", ("othello_qt.core", "othello_qt.ui", "othello_qt.cli")),
    ("othello_qt.core", ("othello_qt.ui", "othello_qt.cli")),
    ("othello_qt.ui", ("othello_qt.cli",)),
    ("othello_qt.core.engine", ("othello_qt.core.players", "othello_qt.core.td", "othello_qt.core.game")),
    ("othello_qt.core.td", ("othello_qt.core.players", "othello_qt.core.game")),
    ("othello_qt.core.bitboard", ("othello_qt.core.engine", "othello_qt.core.players")),
    (
        "othello_qt.core.position",
        (
            "othello_qt.core.engine",
            "othello_qt.core.players",
            "othello_qt.core.notation",
        ),
    ),
]


@pytest.mark.parametrize(("layer", "forbidden"), LAYER_RULES, ids=[rule[0] for rule in LAYER_RULES])
def test_arrows_point_down(layer: str, forbidden: tuple[str, ...]) -> None:
    assert _crossings(layer, forbidden) == []


# The command line opens the window only from the commands that show it, and only when they run.
WINDOW_COMMANDS = {"othello_qt.cli.main", "othello_qt.cli.selftest", "othello_qt.cli.plots"}


def test_only_the_window_commands_reach_the_window() -> None:
    reaching = {line.split(":")[0] for line in _crossings("othello_qt.cli", ("othello_qt.ui",))}
    assert reaching <= WINDOW_COMMANDS


def test_the_command_line_tools_load_no_qt() -> None:
    code = (
        "import sys, othello_qt.cli.main, othello_qt.cli.nboard, othello_qt.cli.wpi, othello_qt.cli.play\n"
        "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'othello_qt.ui'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"


# Dask is for the training commands only: one module imports it, and only when a command makes its pool.
DASK_MODULE = "othello_qt.core.engine.distributed"


def _imports_dask(tree: ast.AST) -> bool:
    """Whether ``tree`` imports Dask (``dask`` or ``distributed``) anywhere, also inside functions."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        else:
            continue
        if any(name.split(".")[0] in ("dask", "distributed") for name in names):
            return True
    return False


def test_only_the_training_pool_imports_dask() -> None:
    importing = {
        module
        for module, path in MODULES.items()
        if _imports_dask(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
    }
    assert importing == {DASK_MODULE}


def test_the_app_and_the_commands_load_no_dask() -> None:
    code = (
        "import sys, othello_qt.cli.main, othello_qt.ui.app, othello_qt.ui.main_window\n"
        "from othello_qt.cli.main import build_parser\n"
        "build_parser()\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')))"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
