"""The window's modules import each other in one direction: no module of ``othello_qt.ui`` reaches
itself again through its imports (those inside functions and ``TYPE_CHECKING`` blocks included)."""

from __future__ import annotations

import ast
from pathlib import Path

import othello_qt.ui

PACKAGE = "othello_qt.ui"
FOLDER = Path(othello_qt.ui.__file__).parent


def ui_imports() -> dict[str, set[str]]:
    """Module name -> the modules of the package it imports, read from the source."""
    modules = {f"{PACKAGE}.{path.stem}": path for path in FOLDER.glob("*.py") if path.stem != "__init__"}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found: set[str] = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                named = {f"{node.module}.{alias.name}" for alias in node.names}
                found |= (named & modules.keys()) or ({node.module} & modules.keys())
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names} & modules.keys()
        graph[name] = found - {name}
    return graph


def cycle_through(graph: dict[str, set[str]], start: str) -> list[str] | None:
    """A path of imports from ``start`` back to itself, if there is one."""
    paths = [[start]]
    seen: set[str] = set()
    while paths:
        path = paths.pop()
        for nxt in sorted(graph[path[-1]]):
            if nxt == start:
                return [*path, start]
            if nxt not in seen:
                seen.add(nxt)
                paths.append([*path, nxt])
    return None


def test_the_graph_reader_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycle_through(graph, "a") == ["a", "b", "c", "a"]
    assert cycle_through(graph, "d") is None


def test_no_ui_module_imports_itself_round_a_circle() -> None:
    graph = ui_imports()
    assert f"{PACKAGE}.board_accessibility" in graph[f"{PACKAGE}.board_view"]  # the reader sees imports
    circles = [c for name in sorted(graph) if (c := cycle_through(graph, name)) is not None]
    assert not circles, " ; ".join(" -> ".join(c) for c in circles)
