"""The real-games benchmark: exact labels from the federation's files, errors computed from them."""

from __future__ import annotations

import pytest

from benchmarks import real_games
from tests.real_wthor import wthor_folder


def test_the_labels_are_the_exact_values_of_held_out_games_at_24_empties() -> None:
    from othello_qt.core.engine.search import Searcher

    positions = real_games.labelled_positions(wthor_folder(), 3, seed=1)
    assert len(positions) == 3
    searcher = Searcher()
    for player, opponent, margin in positions:
        assert 64 - (player | opponent).bit_count() == real_games.SOLVED_EMPTIES
        searcher.clear()
        assert searcher.search(player, opponent, solve_empties=64).score == margin  # the solver agrees


def test_a_small_run_gives_an_error_for_each_depth_and_its_table(monkeypatch: pytest.MonkeyPatch) -> None:
    wthor_folder()
    monkeypatch.setattr(real_games, "SAMPLE", 5)
    monkeypatch.setattr(real_games, "DEPTHS", (0, 2))
    values = real_games.run()
    assert values is not None and values["positions"] == 5
    assert set(values["rms"]) == {"0", "2"} and all(x >= 0 for x in values["rms"].values())
    (shown,) = real_games.tables(values)
    assert shown["columns"] == ["positions", "evaluation", "depth 2"]
