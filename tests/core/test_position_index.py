"""The position index against a plain reference: every game replayed with ``Position``, every position
compared with the one asked about under each of the eight symmetries."""

from __future__ import annotations

import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core import game_database
from othello_qt.core.game_database import LoadCancelled, load_database
from othello_qt.core.openings import opening_of
from othello_qt.core.position import Move, Position
from othello_qt.core.position_index import PositionIndex
from othello_qt.core.symmetry import N_SYMMETRIES, transform_bits, transform_square
from tests.core import wthor_writer as wthor


def random_game(rng: random.Random, length: int) -> tuple[Position, list[Move]]:
    position, moves = Position.initial(), []
    while len(moves) < length and not position.is_game_over():
        move = rng.choice(position.legal_moves())  # a pass when it must
        moves.append(move)
        position = position.play(move)
    return Position.initial(), moves


def reference(games, asked: Position) -> dict[int, tuple[int, set]]:
    """Game -> (ply, the next moves it may be reported as: one per symmetry taking it to ``asked``)."""
    found = {}
    for number, (start, moves) in enumerate(games):
        position = start
        for ply in range(len(moves) + 1):
            images = [
                k
                for k in range(N_SYMMETRIES)
                if position.turn == asked.turn
                and transform_bits(position.black, k) == asked.black
                and transform_bits(position.white, k) == asked.white
            ]
            if images:
                played = moves[ply] if ply < len(moves) else None
                nexts = {
                    played if played is None or played.is_pass else Move(transform_square(played.square, k))
                    for k in images
                }
                found[number] = (ply, nexts)
            if ply < len(moves):
                position = position.play(moves[ply])
    return found


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), pick=st.integers(0, 10**6), k=st.integers(0, N_SYMMETRIES - 1))
def test_games_reaching_matches_a_replay_of_every_game(seed: int, pick: int, k: int) -> None:
    rng = random.Random(seed)
    games = [random_game(rng, rng.choice([4, 8, 60])) for _ in range(12)]
    start, moves = games[pick % len(games)]
    position = start
    for move in moves[: pick % (len(moves) + 1)]:
        position = position.play(move)
    asked = Position(transform_bits(position.black, k), transform_bits(position.white, k), position.turn)
    reached = PositionIndex.build(games).games_reaching(asked)
    expected = reference(games, asked)
    assert [int(g) for g in reached.games] == sorted(expected)
    for i, game in enumerate(reached.games):
        ply, nexts = expected[int(game)]
        assert int(reached.plies[i]) == ply
        assert reached.next_move(i) in nexts


def test_the_start_is_reached_by_every_game_and_openings_match_opening_of() -> None:
    rng = random.Random(7)
    games = [random_game(rng, 60) for _ in range(30)]
    games.append((Position.initial(), [Move.parse(m) for m in ("f5", "d6", "c3", "d3", "c4")]))  # Tiger
    index = PositionIndex.build(games)
    assert len(index.games_reaching(Position.initial())) == len(games)
    found = index.deepest_openings(len(games), [True] * len(games))
    assert found == [opening_of(start, moves) for start, moves in games]
    assert found[-1] is not None and found[-1].opening.name == "Tiger"
    assert index.deepest_openings(len(games), [False] * len(games)) == [None] * len(games)


def test_load_database_reports_progress_counts_skipped_records_and_stops(tmp_path) -> None:
    path = tmp_path / "WTH_2001.wtb"
    records = [wthor.game()] * (game_database.PROGRESS_EVERY + 10) + [wthor.game(moves=bytes([99]))]
    path.write_bytes(wthor.games_file(*records))
    told: list[tuple[int, int | None]] = []
    database = load_database(path, lambda done, total: told.append((done, total)))
    assert told == [(game_database.PROGRESS_EVERY, len(records))]
    assert len(database.games) == len(records) - 1 and database.skipped == 1
    assert database.skipped_text().startswith(f"1 record skipped, not games (first: record {len(records)}:")
    assert len(database.index.games_reaching(Position.initial())) == len(database.games)
    stop = threading.Event()
    stop.set()
    with pytest.raises(LoadCancelled):
        load_database(path, stop=stop)


def test_a_ggf_collection_with_latin1_names_reads_them_as_written(tmp_path) -> None:
    """Like WTHOR's names, a GGS-era collection's Latin-1 names read as the names they are."""
    path = tmp_path / "old.ggf"
    path.write_bytes(b"(;GM[Othello]PB[J\xe9r\xf4me]PW[Fran\xe7ois]B[f5];)\n")
    (game,) = load_database(path).games
    assert (game.black, game.white) == ("Jérôme", "François")
