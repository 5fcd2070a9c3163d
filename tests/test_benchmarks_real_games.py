"""The real-games benchmark: exact labels from the federation's files and the solver, ntest's before
them, errors computed from them."""

from __future__ import annotations

import pytest

from benchmarks import real_games
from tests.real_engines import ntest_entry
from tests.real_wthor import wthor_folder


def test_the_labels_are_the_exact_values_of_held_out_games_at_24_empties() -> None:
    from othello_qt.core.database_build import build_database
    from othello_qt.core.engine.search import Searcher

    positions = real_games.labelled_positions(build_database([wthor_folder()]), 3, seed=1)
    assert len(positions) == 3
    searcher = Searcher()
    for player, opponent, margin in positions:
        assert 64 - (player | opponent).bit_count() == real_games.SOLVED_EMPTIES
        searcher.clear()
        assert searcher.search(player, opponent, solve_empties=64).score == margin  # the solver agrees


def test_positions_by_phase_take_each_game_in_turn_with_a_move_to_play() -> None:
    from othello_qt.core.database_build import build_database

    database = build_database([wthor_folder()])
    found = list(real_games.positions_by_phase(database, (40, 22), 4, seed=7))
    assert sorted(e for e, _, _ in found) == [22] * 4 + [40] * 4
    order = real_games.held_out_games(database, 7)
    games = [g for _, g, _ in found]
    assert [order.index(g) for g in games] == sorted(order.index(g) for g in games)  # the shuffled order
    low, high = real_games.HELD_OUT_YEARS
    for empties, game, position in found:
        assert position.empty_count == empties and position.legal_mask()
        assert low <= int(database.year[game]) <= high
        record = database.game(game)
        replayed = [record.start]
        for move in record.moves:
            replayed.append(replayed[-1].play(move))
        assert position in replayed  # a position of that very game


def test_a_small_run_gives_an_error_for_each_depth_and_phase_and_their_tables(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wthor_folder()
    ntest_entry("4")  # ntest labels the positions before 24 empties: in CI it must be there
    monkeypatch.setattr(real_games, "SAMPLE", 5)
    monkeypatch.setattr(real_games, "DEPTHS", (0, 2))
    monkeypatch.setattr(real_games, "PHASES", (30, 24, 18))
    monkeypatch.setattr(real_games, "PHASE_SAMPLE", 3)
    monkeypatch.setattr(real_games, "REFERENCE_DEPTH", 4)
    values = real_games.run()
    assert values is not None and values["positions"] == 5
    assert set(values["rms"]) == {"0", "2"} and all(x >= 0 for x in values["rms"].values())
    phases = {row["empties"]: row for row in values["phases"]}
    labels = ["ntest depth 4", "exact (the files)", "exact (solved)"]
    assert [phases[e]["label"] for e in (30, 24, 18)] == labels
    assert phases[30]["positions"] == 3 and phases[18]["positions"] == 3
    assert phases[30]["reference_rms"] is None and phases[18]["reference_rms"] is not None
    at_24, by_phase = real_games.tables(values)
    assert at_24["columns"] == ["positions", "evaluation", "depth 2"]
    assert by_phase["columns"] == ["empties", "label", "positions", "evaluation", "depth 2", "ntest depth 4"]
    assert [row[0] for row in by_phase["rows"]] == [30, 24, 18]
    assert by_phase["rows"][0][-1] == "—"


class _AskedReference:
    """A stand-in for ntest that records what it is asked and values every position at 7 discs."""

    def __init__(self) -> None:
        self.asked: list = []

    def decide(self, request):
        from othello_qt.core.search_result import SearchResult

        self.asked.append(request.position)
        return SearchResult(request.position.legal_moves()[0], 7.0)


def test_the_reference_is_asked_past_forced_moves_which_an_engine_answers_without_a_value() -> None:
    from othello_qt.core.database_build import build_database

    database = build_database([wthor_folder()])
    positions = [p for _, _, p in real_games.positions_by_phase(database, (16,), 200, seed=42)]
    forced = next(p for p in positions if p.legal_mask().bit_count() == 1)
    choice = next(p for p in positions if p.legal_mask().bit_count() > 1)
    reference = _AskedReference()
    assert real_games.reference_value(reference, choice) == 7.0 and reference.asked == [choice]
    value = real_games.reference_value(reference, forced)
    asked = reference.asked[-1]
    assert len(reference.asked) == 2 and asked.empty_count < forced.empty_count  # past the forced move
    assert len(asked.legal_moves()) > 1
    assert value == (7.0 if asked.turn is forced.turn else -7.0)  # carried back to the side to move
