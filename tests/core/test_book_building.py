"""Growing the book: a run stopped in mid-round resumes from its finished units to the same book."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.engine import book_building
from othello_qt.core.engine.book_building import BookPlan, build, expand_positions, frontier, unit_path

PLAN = BookPlan(depth=3, exact_empties=0, walks=6, unit_positions=1, seed=3, window=8.0)


def no_progress(stage: str, done: int, total: int) -> None:
    pass


def test_a_run_stopped_in_mid_round_keeps_its_finished_units(tmp_path: Path, monkeypatch) -> None:
    whole, _ = build(tmp_path / "whole", PLAN, 5, None, no_progress)
    build(tmp_path / "cut", PLAN, 4, None, no_progress)
    book, _ = book_building.load_checkpoint(tmp_path / "cut")
    todo = frontier(book, PLAN, 5)
    assert len(todo) > PLAN.unit_positions  # more than one unit: the first is done, the rest not
    first = todo[: PLAN.unit_positions]
    done = expand_positions([k[0] for k in first], [k[1] for k in first], PLAN.depth, PLAN.exact_empties)
    book_building._save_unit(unit_path(tmp_path / "cut", 5, 0), done)
    calls = []
    original = book_building.expand_positions
    monkeypatch.setattr(book_building, "expand_positions", lambda *a: calls.append(a) or original(*a))
    resumed, rounds = build(tmp_path / "cut", PLAN, 5, None, no_progress)
    assert rounds == 5
    assert all(list(zip(c[0], c[1], strict=True)) != list(first) for c in calls)  # unit 0 not redone
    for name in ("keys", "leaf", "depth", "edges", "value"):
        assert np.array_equal(getattr(resumed, name), getattr(whole, name)), name
    assert not list((tmp_path / "cut").glob("round*-unit*.npz"))  # a finished round leaves no units


def test_learning_a_game_with_nothing_to_learn_writes_no_book(tmp_path) -> None:
    """A game whose positions are all past the learn plan's depth (a fuzzed or set-up game) adds
    nothing; with no book yet, no file is written: an empty book is one the reader refuses at every
    start ("array 'keys' has shape (0, 2)")."""
    from othello_qt.core.engine.book import Book, load_book
    from othello_qt.core.engine.book_building import LEARN_PLAN, learn_game
    from othello_qt.core.position import Position

    late = Position.from_board_string("X" * 30 + "O" * 30 + "-" * 4 + " X")  # 4 empties: past max_ply
    assert 60 - late.empty_count > LEARN_PLAN.max_ply
    path = tmp_path / "user_book.npz"
    assert len(learn_game([late], path)) == 0
    assert not path.exists()
    with pytest.raises(ValueError, match="no positions"):
        Book.empty().save(path)
    assert not path.exists()
    learn_game([Position.initial()], path)  # a game with something to learn writes a book it reads
    assert len(load_book(path)) >= 1
