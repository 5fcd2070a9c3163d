"""Position, Move and Game behaviour, and the errors that say why a move is illegal."""

from pathlib import Path

import pytest

from othello_qt.core.errors import (
    CannotPassError,
    GameOverError,
    IllegalMoveError,
    MustPassError,
    NoFlipsError,
    OffBoardError,
    SquareOccupiedError,
)
from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf
from othello_qt.core.notation import parse_board_string
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position

DATA = Path(__file__).resolve().parents[1] / "data"


def test_initial_position() -> None:
    p = Position.initial()
    assert p.count(BLACK) == 2 and p.count(WHITE) == 2
    assert p.turn is BLACK
    assert [str(m) for m in p.legal_moves()] == ["d3", "c4", "f5", "e6"]


def test_play_flips_and_switches_side() -> None:
    p = Position.initial().play(Move.parse("f5"))
    assert p.turn is WHITE
    assert p.count(BLACK) == 4 and p.count(WHITE) == 1
    assert p.piece_at(Move.parse("e5").square) is BLACK


@pytest.mark.parametrize(
    ("move", "error"),
    [("d4", SquareOccupiedError), ("a1", NoFlipsError), ("pass", CannotPassError)],
)
def test_illegal_moves_say_why(move: str, error: type) -> None:
    with pytest.raises(error) as info:
        Position.initial().play(Move.parse(move))
    assert isinstance(info.value, IllegalMoveError) and isinstance(info.value, ValueError)
    assert str(info.value)


def test_off_board_square() -> None:
    with pytest.raises(OffBoardError):
        Move(64)


def test_must_pass_and_game_over() -> None:
    # Black to move with no legal move, white can still play: black must pass.
    must_pass = parse_board_string("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-- X")
    assert must_pass.must_pass()
    assert must_pass.legal_moves() == [PASS]
    with pytest.raises(MustPassError):
        must_pass.play(Move.parse("h8"))
    after = must_pass.play(PASS)
    assert after.turn is WHITE and not after.must_pass()
    full = parse_board_string("X" * 64 + " O")
    assert full.is_game_over()
    with pytest.raises(GameOverError):
        full.play(PASS)


def test_game_undo_redo_and_transcript() -> None:
    game = Game.from_transcript("f5d6c3d3c4")
    assert game.transcript() == "f5d6c3d3c4"
    assert game.ply == 5
    assert str(game.undo()) == "c4"
    assert game.can_redo()
    game.redo()
    assert game.transcript() == "f5d6c3d3c4"
    game.undo()
    other = next(m for m in game.position.legal_moves() if str(m) != "c4")
    game.play(other)
    assert not game.can_redo()


@pytest.mark.parametrize(("number", "black", "white", "winner"), [(0, 32, 32, None), (1, 12, 52, WHITE)])
def test_a_finished_ggs_game_counts_its_discs_and_names_its_winner(
    number: int, black: int, white: int, winner: Color | None
) -> None:
    record = parse_ggf((DATA / "ggs-games.ggf").read_text())[number]
    result = record.to_game().result()
    assert result is not None
    assert (result.black, result.white, result.winner) == (black, white, winner)
    assert result.score == float(record.properties["RE"])  # the result GGS wrote (RE[-40.00])
