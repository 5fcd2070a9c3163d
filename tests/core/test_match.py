"""Match play: openings, colours, replays, and the Elo arithmetic."""

from __future__ import annotations

import math

import pytest

from othello_qt.core.match import (
    PlayerError,
    canonical_key,
    elo_estimate,
    elo_from_score,
    opening_positions,
    run_match,
)
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.players.registry import PlayerKind, register
from othello_qt.core.position import BLACK, WHITE, Position, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag


def test_elo_from_score() -> None:
    assert elo_from_score(0.5) == 0
    assert elo_from_score(0.75) == pytest.approx(400 * math.log10(3))
    assert elo_from_score(0.25) == pytest.approx(-400 * math.log10(3))
    assert elo_from_score(1.0) == math.inf and elo_from_score(0.0) == -math.inf


def test_elo_interval_from_standard_error() -> None:
    est = elo_estimate(30, 0, 10)  # score 0.75, per-game sd = sqrt(0.1875)
    margin = 1.959963984540054 * math.sqrt(0.1875 / 40)
    assert est.elo == pytest.approx(elo_from_score(0.75))
    assert est.low == pytest.approx(elo_from_score(0.75 - margin))
    assert est.high == pytest.approx(elo_from_score(0.75 + margin))
    assert est.low < est.elo < est.high
    even = elo_estimate(10, 5, 10)
    assert even.elo == 0 and even.low == pytest.approx(-even.high)


def test_elo_of_a_clean_sweep_has_an_exact_lower_bound() -> None:
    est = elo_estimate(50, 0, 0)
    assert est.elo == math.inf and est.high == math.inf
    assert est.low == pytest.approx(elo_from_score(0.025 ** (1 / 50)))
    assert elo_estimate(0, 0, 50).high == pytest.approx(-est.low)
    assert "+inf" in est.describe()


def test_openings_are_distinct_up_to_symmetry() -> None:
    openings = opening_positions(30, plies=4, seed=3)
    assert len(openings) == 30
    assert len({canonical_key(o.position) for o in openings}) == 30
    for o in openings:
        position = Position.initial()
        for move in o.moves:
            position = position.play(move)
        assert position == o.position
    # The four first moves are one opening up to symmetry.
    firsts = [Position.initial().play(m) for m in Position.initial().legal_moves()]
    assert len({canonical_key(p) for p in firsts}) == 1
    assert opening_positions(30, plies=4, seed=3) == openings


def test_match_alternates_colours_over_each_opening() -> None:
    result = run_match("greedy", "random", 6, seed=4, opening_plies=2)
    assert len(result.games) == 6
    assert result.wins + result.draws + result.losses == 6
    for first, second in zip(result.games[::2], result.games[1::2], strict=True):
        assert first.opening == second.opening
        assert (first.a_color, second.a_color) == (BLACK, WHITE)
    for game in result.games:
        final = game.opening.position
        for move in game.moves[len(game.opening.moves) :]:
            final = final.play(move)
        assert final.is_game_over()
        assert (final.count(BLACK), final.count(WHITE)) == (game.black, game.white)
        score = final.result().score
        assert game.a_disc_difference == (score if game.a_color == BLACK else -score)
    expected = sum(g.a_disc_difference for g in result.games) / 6
    assert result.mean_disc_difference == pytest.approx(expected)


def test_match_replays_exactly_with_one_or_two_threads() -> None:
    one = run_match("corners", "random", 6, seed=9)
    two = run_match("corners", "random", 6, seed=9, threads=2)
    assert [g.moves for g in one.games] == [g.moves for g in two.games]
    other = run_match("corners", "random", 6, seed=10)
    assert [g.moves for g in one.games] != [g.moves for g in other.games]


def test_deterministic_players_play_different_games() -> None:
    result = run_match("alphabeta:2", "weighted", 8, seed=1)
    assert len({g.moves for g in result.games}) == 8


def test_bad_specs_fail_before_playing() -> None:
    with pytest.raises(ValueError, match="unknown player"):
        run_match("nosuch", "random", 2)
    with pytest.raises(ValueError):
        run_match("random", "random", 0)


class _Cheater(Player):
    spec = "cheater"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        occupied = next(s for s in range(64) if position.occupied >> s & 1)
        return SearchResult(move_at(occupied))


def test_an_illegal_move_is_reported_not_played() -> None:
    register(PlayerKind("cheater", "plays on an occupied square", lambda _a, _s: _Cheater()))
    try:
        with pytest.raises(PlayerError, match="cheater played the illegal move"):
            run_match("cheater", "random", 2)
    finally:
        registry._KINDS.pop("cheater")


def test_a_stopped_match_keeps_the_games_finished() -> None:
    stop = StopFlag()

    def on_game(record, result) -> None:
        if len(result.games) == 3:
            stop.set()

    result = run_match("corners", "random", 10, on_game=on_game, stop=stop)
    assert len(result.games) == 3


def test_a_match_played_in_parts_is_the_match_played_at_once() -> None:
    whole = run_match("corners", "random", 8, seed=4)
    first = run_match("corners", "random", 8, seed=4, numbers=[0, 1, 2, 5])
    rest = run_match("corners", "random", 8, seed=4, numbers=[3, 4, 6, 7, 99])
    assert [g.number for g in first.games] == [0, 1, 2, 5] and [g.number for g in rest.games] == [3, 4, 6, 7]
    parts = sorted(first.games + rest.games, key=lambda g: g.number)
    assert [g.moves for g in parts] == [g.moves for g in whole.games]
