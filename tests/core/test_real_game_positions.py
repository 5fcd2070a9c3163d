"""Training positions from the federation's real games: each once, exact values where the files give them."""

from __future__ import annotations

import numpy as np

from othello_qt.core.database_build import build_database
from othello_qt.core.engine.real_game_positions import (
    SOLVED_EMPTIES,
    real_game_positions,
    side_to_move_margin,
)
from othello_qt.core.engine.search import Searcher
from othello_qt.core.position import BLACK
from othello_qt.core.wthor import parse_header
from tests.real_wthor import wthor_folder


def test_every_file_gives_its_theoretical_scores_at_the_solved_depth() -> None:
    files = sorted(wthor_folder().glob("WTH_*.wtb"))
    assert files
    for path in files:
        with path.open("rb") as handle:
            assert parse_header(handle.read(16), str(path)).depth == SOLVED_EMPTIES, path.name


def test_the_positions_of_the_years_asked_each_once_with_a_move_to_play() -> None:
    folder = wthor_folder()
    database = build_database([folder])
    found = real_game_positions(folder, 1978, first_game=1000)
    wanted = set(np.flatnonzero((database.year > 0) & (database.year <= 1978)).tolist())
    assert set((found.game - 1000).tolist()) == wanted
    pairs = set(zip(found.player.tolist(), found.opponent.tolist(), strict=True))
    assert len(pairs) == len(found)  # a shared opening's positions once
    assert not np.any(found.player & found.opponent)
    empties = np.array([64 - (p | o).bit_count() for p, o in pairs])
    assert empties.min() >= 1 and empties.max() == 60
    assert len(found) > 20 * len(wanted)
    exact = np.flatnonzero(found.exact)
    assert 0 < len(exact) <= len(wanted)  # once a game at most: where it has a move there, and a score
    for i in exact.tolist():
        assert 64 - (int(found.player[i]) | int(found.opponent[i])).bit_count() == SOLVED_EMPTIES
    assert not np.any(found.label[~found.exact])


def test_the_positions_are_those_of_replaying_each_game_move_by_move() -> None:
    """Against a plain replay of the same games with ``Position.play``, the rules' reference."""
    folder = wthor_folder()
    database = build_database([folder])
    expected: dict[tuple[int, int], tuple[int, float, bool]] = {}
    for i in np.flatnonzero((database.year > 0) & (database.year <= 1979)).tolist():
        record = database.game(i)
        position = record.start
        for move in (*record.moves, None):
            if position.legal_mask():
                key = (position.player, position.opponent)
                solved = record.theoretical_black_discs is not None and position.empty_count == SOLVED_EMPTIES
                margin = 2 * (record.theoretical_black_discs or 0) - 64
                label = (margin if position.turn is BLACK else -margin) if solved else 0
                expected.setdefault(key, (i, float(label), solved))
            if move is not None:
                position = position.play(move)
    found = real_game_positions(folder, 1979, first_game=0)
    got = {
        (p, o): (g, float(v), bool(x))
        for p, o, g, v, x in zip(
            found.player.tolist(),
            found.opponent.tolist(),
            found.game.tolist(),
            found.label.tolist(),
            found.exact.tolist(),
            strict=True,
        )
    }
    assert got == expected


def test_the_exact_values_are_the_solver_s() -> None:
    found = real_game_positions(wthor_folder(), 1977, first_game=0)
    searcher = Searcher()
    for i in np.flatnonzero(found.exact)[:2].tolist():
        searcher.clear()
        result = searcher.search(int(found.player[i]), int(found.opponent[i]), solve_empties=64)
        assert result.score == found.label[i]


def test_a_theoretical_score_is_the_margin_of_the_side_to_move() -> None:
    assert int(side_to_move_margin(40, True)) == 16  # black 40 - white 24
    assert int(side_to_move_margin(40, False)) == -16
    assert int(side_to_move_margin(32, False)) == 0
    margins = side_to_move_margin(np.array([64, 0, 33], dtype=np.uint8), np.array([True, True, False]))
    assert margins.tolist() == [64, -64, -2]  # no wrap-around from the files' unsigned bytes
