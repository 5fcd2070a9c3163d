"""The book's database stage: the positions people play, counted by a kernel checked against a plain
replay, expanded resumably, and the master engine drawing its book moves by how often they are played."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.engine import book_building
from othello_qt.core.engine.book import Book, BookMoves, key_of, load_book
from othello_qt.core.engine.book_building import BookPlan, build, games_unit_path
from othello_qt.core.engine.book_games import FrequentPositions, frequent_positions
from othello_qt.core.position import Move, Position
from othello_qt.core.position_index import GameMoves, PositionIndex

MAX_PLY = 12


def random_game(seed: int, length: int) -> list[Move]:
    rng = random.Random(seed)
    position, moves = Position.initial(), []
    while len(moves) < length and not position.is_game_over():
        move = rng.choice(position.legal_moves())
        moves.append(move)
        position = position.play(move)
    return moves


def game_moves(games: list[list[Move]]) -> GameMoves:
    return PositionIndex.build([(Position.initial(), moves) for moves in games]).moves


def counted_by_replay(games: list[list[Move]], max_ply: int) -> Counter:
    """The reference: each game replayed move by move with the rules, its positions keyed as the book
    keys them."""
    counts: Counter = Counter()
    for moves in games:
        position = Position.initial()
        for move in [None, *moves]:
            if move is not None:
                position = position.play(move)
            if 60 - position.empty_count > max_ply:
                break
            if position.legal_moves() and not position.must_pass():
                counts[key_of(position.player, position.opponent)] += 1
    return counts


def as_counter(found: FrequentPositions) -> Counter:
    return Counter({(p, o): n for (p, o), n in zip(found.keys.tolist(), found.games.tolist(), strict=True)})


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 60)), min_size=1, max_size=6))
def test_the_kernel_counts_what_a_plain_replay_counts(seeds: list[tuple[int, int]]) -> None:
    games = [random_game(seed, length) for seed, length in seeds]
    moves = game_moves(games)
    found = frequent_positions(moves.played, moves.offsets, np.arange(len(games)), MAX_PLY)
    assert as_counter(found) == counted_by_replay(games, MAX_PLY)


def test_games_that_differ_by_a_symmetry_count_as_one_line() -> None:
    """f5 d6 and its mirror image d3 c5 reach the same positions up to symmetry: each is met twice."""
    games = [
        [Move.parse(m) for m in ("f5", "d6")],
        [Move.parse(m) for m in ("d3", "c5")],
        [Move.parse(m) for m in ("f5", "f6")],
    ]
    moves = game_moves(games)
    found = frequent_positions(moves.played, moves.offsets, np.arange(3), MAX_PLY)
    start = Position.initial()
    counts = as_counter(found)
    assert counts[key_of(start.player, start.opponent)] == 3
    after_f5 = start.play(Move.parse("f5"))
    assert counts[key_of(after_f5.player, after_f5.opponent)] == 3  # all four first moves are one
    after_f5d6 = after_f5.play(Move.parse("d6"))
    assert counts[key_of(after_f5d6.player, after_f5d6.opponent)] == 2
    assert found.at_least(3).games.tolist() == [3, 3]


def no_progress(stage: str, done: int, total: int) -> None:
    pass


def small_database(count: int = 40) -> FrequentPositions:
    games = [random_game(seed % 7, 4 + seed % 5) for seed in range(count)]
    moves = game_moves(games)
    return frequent_positions(moves.played, moves.offsets, np.arange(count), MAX_PLY)


def plan_for(frequent: FrequentPositions) -> BookPlan:
    return BookPlan(depth=2, exact_empties=0, max_ply=MAX_PLY, min_games=3, games=frequent.fingerprint())


def test_the_database_stage_expands_every_position_enough_games_reached(tmp_path: Path) -> None:
    frequent = small_database()
    plan = plan_for(frequent)
    book, rounds = build(tmp_path, plan, 0, None, no_progress, frequent)
    assert rounds == 0 and book.provenance[book_building.GAMES_DONE]
    studied = frequent.at_least(3)
    assert len(studied) > 5
    for key in studied.keys.tolist():
        assert book.expanded[book.index[tuple(key)]], key
    assert book.games[book.index[tuple(studied.keys[0].tolist())]] == studied.games[0]
    saved = load_book(tmp_path / book_building.CHECKPOINT)  # the games counts are in the file
    assert np.array_equal(saved.games, book.games)
    assert not list(tmp_path.glob("games-unit*.npz"))  # a finished stage leaves no units


def test_a_database_stage_stopped_midway_resumes_to_the_same_book(tmp_path: Path, monkeypatch) -> None:
    frequent = small_database()
    plan = plan_for(frequent)
    whole, _ = build(tmp_path / "whole", plan, 0, None, no_progress, frequent)
    original = book_building.expand_positions
    calls: list[tuple] = []

    def stopped_after_one(*args: object) -> list:
        if calls:
            raise KeyboardInterrupt
        calls.append(args)
        return original(*args)

    monkeypatch.setattr(book_building, "expand_positions", stopped_after_one)
    with pytest.raises(KeyboardInterrupt):
        build(tmp_path / "cut", plan, 0, None, no_progress, frequent)
    assert games_unit_path(tmp_path / "cut", 0).exists()
    monkeypatch.setattr(book_building, "expand_positions", original)
    resumed, _ = build(tmp_path / "cut", plan, 0, None, no_progress, frequent)
    for name in ("keys", "leaf", "depth", "edges", "value", "games"):
        assert np.array_equal(getattr(resumed, name), getattr(whole, name)), name


def test_a_run_is_never_resumed_on_another_database(tmp_path: Path) -> None:
    frequent = small_database()
    with pytest.raises(ValueError, match="--from-games"):
        build(tmp_path, plan_for(frequent), 0, None, no_progress, small_database(30))


def test_a_self_play_plan_records_what_it_always_recorded() -> None:
    """The books grown before the database stage existed resume: their plans have no database."""
    assert "min_games" not in BookPlan().to_json()
    assert BookPlan(min_games=5, games="x").to_json()["min_games"] == 5


def test_book_moves_are_drawn_by_how_often_players_chose_them() -> None:
    a, b, c = (Move.parse(m) for m in ("d3", "c4", "f5"))
    known = BookMoves({a: 0.0, b: -1.0, c: -30.0}, 10, {a: 900, b: 100, c: 5000})
    picks = Counter(known.pick(4.0, random.Random(seed)) for seed in range(500))
    assert picks[c] == 0  # outside the engine's own margin, however popular
    assert 380 < picks[a] < 490 and picks[a] + picks[b] == 500
    plain = BookMoves({a: 0.0, b: -1.0}, 10)
    assert {plain.pick(4.0, random.Random(seed)) for seed in range(50)} == {a, b}


def test_a_book_file_with_games_of_the_wrong_length_is_refused(tmp_path: Path) -> None:
    from othello_qt.core.datafile import DataFileError

    frequent = small_database()
    book, _ = build(tmp_path / "w", plan_for(frequent), 0, None, no_progress, frequent)
    with pytest.raises(ValueError, match="differ"):
        Book(book.keys, book.leaf, book.depth, book.edges, {}, book.games[:-1])
    arrays = dict(np.load(tmp_path / "w" / book_building.CHECKPOINT))
    arrays["games"] = arrays["games"][:-1]
    np.savez(tmp_path / "short.npz", **arrays)
    with pytest.raises(DataFileError, match="games and keys differ"):
        load_book(tmp_path / "short.npz")
