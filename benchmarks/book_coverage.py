"""How well an opening book knows the openings people play (issue 40 §4): a book built by
``othello-qt build-book --from-games`` from the WTHOR games of 1977-2018, then, for the games of
2019-2021 (which it never saw), the share of their positions after moves 1-10, 1-15 and 1-20 that are
in the book: as a node (the book knows the position's value) and expanded (it knows every move's).
The shipped book is measured the same way, with its size. Goals: ≥ 95 % at move 10 and ≥ 70 % at
move 20, the shipped book ≤ 5 MiB.

The build here searches one ply deep: which positions a book holds depends only on the database and
``--min-games`` (every studied position and all its moves), never on the search's depth, which only
sets their values; the shipped book's values come from its own command (its provenance)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
WTHOR = ROOT.parent / "shared" / "data" / "wthor"
BUILT_FROM = range(1977, 2019)
MEASURED_ON = range(2019, 2022)
MOVES = (10, 15, 20)
GOALS = {10: 0.95, 20: 0.70}
SIZE_GOAL_MIB = 5.0


def coverage(book: object, games: list[tuple[object, ...]]) -> dict[str, np.ndarray]:
    """Per move number 1..max(MOVES): how many of the games' positions after that move there are,
    how many are book nodes and how many are expanded (the book has all their moves)."""
    from othello_qt.core.position import Position

    last = max(MOVES)
    seen, known, expanded = (np.zeros(last + 1, dtype=np.int64) for _ in range(3))
    for moves in games:
        position, number = Position.initial(), 0
        for move in moves:
            position = position.play(move)
            if move.square is None or position.must_pass() or position.is_game_over():
                continue  # a pass, or a position the book never holds: nobody to move
            number += 1
            if number > last:
                break
            seen[number] += 1
            node = book.node(position)  # type: ignore[attr-defined]
            if node is not None:
                known[number] += 1
                expanded[number] += bool(book.expanded[node])  # type: ignore[attr-defined]
    return {"seen": seen, "known": known, "expanded": expanded}


def _report(name: str, counts: dict[str, np.ndarray]) -> dict[str, Any]:
    print(f"-- {name}: positions of the {MEASURED_ON.start}-{MEASURED_ON.stop - 1} games in the book --")
    values = {}
    for moves in MOVES:
        seen = counts["seen"][1 : moves + 1].sum()
        known = counts["known"][1 : moves + 1].sum() / seen
        expanded = counts["expanded"][1 : moves + 1].sum() / seen
        at = counts["known"][moves] / counts["seen"][moves]
        goal = GOALS.get(moves)
        verdict = "" if goal is None else f"  goal ≥ {goal:.0%}: {'met' if known >= goal else 'MISSED'}"
        print(
            f"after moves 1-{moves:<2d} {known:6.1%} known, {expanded:6.1%} expanded; "
            f"after move {moves} alone {at:6.1%}{verdict}"
        )
        values[str(moves)] = {
            "known": round(float(known), 3),
            "expanded": round(float(expanded), 3),
            "at_move": round(float(at), 3),
        }
    return values


def _standard_games(years: range) -> list[tuple[object, ...]]:
    from othello_qt.core.database_cache import open_database
    from othello_qt.core.position import Position

    files = [WTHOR / f"WTH_{year}.wtb" for year in years]
    database = open_database(files)
    start = Position.initial()
    games = []
    for i in range(len(database)):
        game = database.game(i)
        if game.start == start:
            games.append(game.moves)
    return games


def run() -> dict[str, Any]:
    if not WTHOR.is_dir():
        print(f"== book coverage: skipped, {WTHOR} is missing ==")
        return {}
    from othello_qt.core.engine.book import load_book, shipped_book_path

    games = _standard_games(MEASURED_ON)
    print(f"== book coverage: {len(games):,} games of {MEASURED_ON.start}-{MEASURED_ON.stop - 1} ==")
    with tempfile.TemporaryDirectory() as work:
        out = Path(work) / "book.npz"
        files = [str(WTHOR / f"WTH_{year}.wtb") for year in BUILT_FROM]
        command = [sys.executable, "-m", "othello_qt", "build-book", "--quiet", "--depth", "1"]
        command += ["--work", str(Path(work) / "work"), "--out", str(out), "--from-games", *files]
        started = time.perf_counter()
        subprocess.run(command, check=True, cwd=ROOT)
        minutes = (time.perf_counter() - started) / 60
        book = load_book(out)
        print(
            f"built from {BUILT_FROM.start}-{BUILT_FROM.stop - 1} (at least 5 games a position) in "
            f"{minutes:.1f} min: {len(book):,} positions, {book.expanded_count:,} expanded"
        )
        built = {
            "games": len(games),
            "minutes": round(minutes, 1),
            "positions": len(book),
            "expanded": book.expanded_count,
            "coverage": _report("the book built from the earlier games", coverage(book, games)),
        }
    shipped = shipped_book_path()
    book = load_book(shipped)
    size = shipped.stat().st_size / 2**20
    verdict = "met" if size <= SIZE_GOAL_MIB else "MISSED"
    print(
        f"shipped book: {len(book):,} positions, {book.expanded_count:,} expanded, {size:.2f} MiB, "
        f"goal ≤ {SIZE_GOAL_MIB:g} MiB: {verdict}"
    )
    print(f"shipped book's command: {book.provenance.get('command', 'not recorded')}")
    shipped_values = {
        "positions": len(book),
        "expanded": book.expanded_count,
        "mib": round(size, 2),
        "command": book.provenance.get("command", "not recorded"),
        "coverage": _report("the shipped book (it may have seen these games)", coverage(book, games)),
    }
    return {"built": built, "shipped": shipped_values}


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The books' coverage of the later games, and the shipped book's size."""
    from benchmarks.figures import table

    if not values:
        return []
    rows = []
    for name, book in (("built from the earlier games", values["built"]), ("shipped", values["shipped"])):
        for moves, x in book["coverage"].items():
            goal = GOALS.get(int(moves))
            rows.append(
                [
                    name,
                    f"1–{moves}",
                    f"{x['known']:.1%}",
                    f"{x['expanded']:.1%}",
                    f"{x['at_move']:.1%}",
                    "" if goal is None else f"≥ {goal:.0%}",
                ]
            )
    built, shipped = values["built"], values["shipped"]
    caption = (
        f"The {built['games']:,} games of {MEASURED_ON.start}–{MEASURED_ON.stop - 1}: their positions "
        f"in a book built from {BUILT_FROM.start}–{BUILT_FROM.stop - 1} ({built['positions']:,} positions, "
        f"{built['expanded']:,} expanded, built in {built['minutes']} min) and in the shipped book "
        f"({shipped['positions']:,} positions, {shipped['expanded']:,} expanded, {shipped['mib']:.2f} MiB, "
        f"goal ≤ {SIZE_GOAL_MIB:g} MiB; `{shipped['command']}`):"
    )
    columns = ["book", "after moves", "known", "expanded", "after the last move alone", "goal (known)"]
    return [table(columns, rows, caption)]


if __name__ == "__main__":
    run()
