"""A game's moves against a games database (issue 40 section 2, the review's part): per move, the games
that reached the position before it, those that played the move and how it scored, and where the
game left the database; on a small database written here, checked against a plain replay of its
games, and on the federation's real files."""

from __future__ import annotations

import math
import random

import numpy as np
import pytest

from othello_qt.core.database import Database
from othello_qt.core.database_build import build_database
from othello_qt.core.database_review import (
    GameInDatabase,
    follow_game,
    left_text,
    move_text,
)
from othello_qt.core.notation import parse_transcript
from othello_qt.core.position import Move, Position
from othello_qt.core.symmetry import canonical_bits
from tests.core.wthor_writer import FULL_GAME, game, games_file, players_file, tournaments_file
from tests.real_wthor import wthor_folder

TIGER = "f5d6c3d3c4"
LINES = [
    TIGER,
    "f5d6c3d3c4f4",
    "f5f6e6f4",
    "f5d6c5f4e3",
    "e6f4c3c4d3",  # the Tiger's first moves turned, then another order: the same position after five
    FULL_GAME,
    "c4c3",  # f5 d6 turned
    "d3c5f6f5e6e3",
]


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Database:
    folder = tmp_path_factory.mktemp("small")
    records = [game(line, black=i % 2, white=1 - i % 2, discs=20 + 5 * i) for i, line in enumerate(LINES)]
    (folder / "WTH_2001.wtb").write_bytes(games_file(*records))
    (folder / "WTHOR.JOU").write_bytes(players_file(["Alpha Ann", "Beta Bob"]))
    (folder / "WTHOR.TRN").write_bytes(tournaments_file(["Open"]))
    return build_database([folder])


def line(transcript: str) -> tuple[Position, tuple[Move, ...]]:
    start = Position.initial()
    return start, tuple(parse_transcript(transcript, start))


def key(position: Position) -> tuple[int, int, int]:
    return (*canonical_bits(position.black, position.white), int(position.turn))


def replayed(database: Database) -> list[list[tuple[int, int, int]]]:
    """Every game's positions (canonical keys), replayed here with the rules, start to end."""
    games = []
    for i in range(len(database)):
        record = database.game(i)
        positions = [record.start]
        for move in record.moves:
            positions.append(positions[-1].play(move))
        games.append([key(p) for p in positions])
    return games


def expected(
    database: Database, start: Position, moves: tuple[Move, ...]
) -> list[tuple[int, int, list[int]]]:
    """Per move until the game leaves the database: (reached, chose, the games that chose it), by a
    plain search through every game's positions."""
    games = replayed(database)
    out = []
    before = start
    for move in moves:
        after = before.play(move)
        at = [(g, keys.index(key(before))) for g, keys in enumerate(games) if key(before) in keys]
        chose = [g for g, ply in at if ply + 1 < len(games[g]) and games[g][ply + 1] == key(after)]
        out.append((len(at), len(chose), chose))
        if not any(key(after) in keys for keys in games):
            break
        before = after
    return out


@pytest.mark.parametrize(
    "transcript",
    [TIGER, "f5d6c3d3c4f4", "d3c3c4c5b4", "f5d6c3d3c4b3", "e6f4c3c4d3d6", FULL_GAME, "f5f4", "f5d6c5"],
)
def test_each_move_counts_the_games_a_plain_replay_finds(small: Database, transcript: str) -> None:
    start, moves = line(transcript)
    found = follow_game(small, start, moves)
    wanted = expected(small, start, moves)
    assert [(m.reached, m.chose) for m in found.moves] == [(r, c) for r, c, _ in wanted]
    for entry, (_, _, games) in zip(found.moves, wanted, strict=True):
        scores = small.score[games].astype(float)
        if games:
            points = [1.0 if s > 0 else 0.5 if s == 0 else 0.0 for s in scores]
            assert entry.black_percent == pytest.approx(100 * sum(points) / len(points))
            assert entry.average_margin == pytest.approx(float(np.mean(scores)))
        else:
            assert math.isnan(entry.black_percent) and math.isnan(entry.average_margin)
    out = len(wanted) < len(moves) or not found.whole_game
    assert (found.left is not None) == out


def test_a_game_of_the_database_stays_in_it_to_its_end(small: Database) -> None:
    for transcript in LINES:
        found = follow_game(small, *line(transcript))
        assert found.whole_game and found.left is None, transcript
        assert len(found.moves) == len(line(transcript)[1])
        assert all(entry.chose >= 1 for entry in found.moves)
        assert left_text(found) == "the whole game is in the database"


def test_the_first_move_counts_every_game_whatever_square_it_was_turned_to(small: Database) -> None:
    for first in ("f5", "d3", "c4", "e6"):
        (entry, *_) = follow_game(small, *line(first)).moves
        assert entry.reached == entry.chose == len(LINES), first


def test_a_made_up_game_leaves_at_the_move_no_game_played(small: Database) -> None:
    # the Tiger, then b3: five games reached the position after c4 (one ended there), four in symmetry
    found = follow_game(small, *line("f5d6c3d3c4b3"))
    assert found.left is not None and found.left.number == 6 and str(found.left.move) == "b3"
    assert (found.left.reached, found.left.chose) == (5, 0)  # the Tiger turned: e6f4c3c4d3, d3c5f6f5e6
    assert len(found.moves) == 6 and found.at_ply(7) is None
    assert left_text(found) == "out of the database at move 6 (b3)"
    assert move_text(found.left) == "move 6 (b3): 0 of 5 game(s) played it"
    # f5 f4: no game played the parallel opening
    found = follow_game(small, *line("f5f4"))
    assert found.left is not None and found.left.number == 2 and found.left.chose == 0


def test_a_start_in_no_game_is_said_so() -> None:
    database = build_database([])
    found = follow_game(database, *line(TIGER))
    assert found == GameInDatabase(0, (), None) and not found.whole_game
    assert left_text(found) == "the starting position is in no game of the database"


@pytest.fixture(scope="module")
def real() -> Database:
    return build_database([wthor_folder()])


def test_games_of_the_real_database_stay_in_it_to_their_end(real: Database) -> None:
    for i in random.Random(40).sample(range(len(real)), 12):
        record = real.game(i)
        found = follow_game(real, record.start, record.moves)
        assert found.whole_game, (i, left_text(found))
        assert len(found.moves) == len(record.moves)
        assert all(entry.chose >= 1 for entry in found.moves)
        assert found.moves[0].reached == len(real)


def test_a_made_up_game_leaves_the_real_database_at_the_right_move(real: Database) -> None:
    record = real.game(1000)
    played = list(record.moves[:20])
    start = record.start
    position = start
    for move in played:
        position = position.play(move)
    # from a real game's 20th position, the legal move fewest games played (maybe none) and on at random
    rng = random.Random(7)
    moves = list(played)
    while True:
        legal = position.legal_moves()
        if not legal or legal[0].is_pass:
            break
        move = rng.choice(legal)
        moves.append(move)
        position = position.play(move)
        if not len(real.reaching(position)):
            break
    assert not len(real.reaching(position)), "a random walk from move 20 stays in the database"
    found = follow_game(real, start, moves)
    assert found.left is not None and found.left.ply == len(moves)
    assert found.left.chose == 0 < found.left.reached
    before = start
    for move in moves[:-1]:
        before = before.play(move)
    assert found.left.reached == len(real.reaching(before))
    assert left_text(found) == f"out of the database at move {found.left.number} ({found.left.move})"
    # the database's own statistics agree where no symmetry of the position folds moves together
    entry = found.at_ply(5)
    assert entry is not None
    position = start
    for move in moves[:4]:
        position = position.play(move)
    counts = {m.move: m.games for m in real.next_moves(position)}
    assert entry.reached == sum(counts.values())
    assert entry.chose == counts[moves[4]]
