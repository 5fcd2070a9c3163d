"""``Game.play`` checks a move once and says what it did; the checked record agrees with the
mailbox reference rules on random games."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.errors import IllegalMoveError, SquareOccupiedError
from othello_qt.core.game import Game, PlayedMove
from othello_qt.core.notation import parse_move
from othello_qt.core.position import BLACK, PASS, WHITE, Move, Position, move_at
from tests.core import reference_rules as ref

_REF_COLOR = {BLACK: ref.BLACK, WHITE: ref.WHITE}


def test_play_returns_what_the_move_did() -> None:
    game = Game.new()
    played = game.play("f5")
    assert isinstance(played, PlayedMove)
    assert played.move == Move.parse("f5") and played.color is BLACK
    assert played.before == Position.initial() and played.after == game.position
    assert played.flips == (Move.parse("e5").square,)
    assert game.ply == 1 and game.position.count(BLACK) == 4


def test_an_illegal_move_is_refused_and_changes_nothing() -> None:
    game = Game.from_transcript("f5d6")
    with pytest.raises(SquareOccupiedError):
        game.play("d6")
    with pytest.raises(IllegalMoveError):
        game.play("a1")
    assert game.transcript() == "f5d6" and game.ply == 2


def test_a_pass_flips_nothing() -> None:
    # black (b1) cannot outflank the white corner disc and must pass; white still has c1
    position = Position.from_board_string("OX" + "-" * 62 + " X")
    assert position.must_pass()
    game = Game(position)
    played = game.play(PASS)
    assert played.flips == () and played.after.turn is WHITE and played.before == position


@settings(max_examples=60, deadline=None)
@given(st.randoms(use_true_random=False))
def test_played_moves_agree_with_the_reference(rng) -> None:
    game = Game.new()
    board, color = ref.initial_board(), ref.BLACK
    while not ref.game_over(board):
        if ref.must_pass(board, color):
            played = game.play(PASS)
            assert played.flips == ()
        else:
            index = rng.choice(ref.legal_moves(board, color))
            expected = sorted(ref.to_square(i) for i in ref.flipped(board, index, color))
            played = game.play(move_at(ref.to_square(index)))
            assert list(played.flips) == expected
            board = ref.play(board, index, color)
        assert _REF_COLOR[played.color] == color
        assert (played.after.black, played.after.white) == ref.board_to_bits(board)
        color = ref.opponent(color)


def test_the_recorded_next_move_keeps_the_redo_line_and_another_move_clears_it() -> None:
    game = Game.from_transcript("f5d6c3d3")
    game.truncate(1)
    assert not game.leaves_line(game.redo_moves[0]) and game.leaves_line(parse_move("f4"))
    game.play("d6")
    assert [str(m) for m in game.redo_moves] == ["c3", "d3"]
    kept = game.copy()
    game.play("c5")
    assert game.redo_moves == () and game.transcript() == "f5d6c5"
    assert kept.transcript() == "f5d6" and [str(m) for m in kept.redo_moves] == ["c3", "d3"]


def test_the_whole_line_plays_the_redo_moves_on_a_copy() -> None:
    game = Game.from_transcript("f5d6c3d3c4")
    game.truncate(2)
    whole = game.whole_line()
    assert whole.transcript() == "f5d6c3d3c4" and whole.redo_moves == ()
    assert game.transcript() == "f5d6" and [str(m) for m in game.redo_moves] == ["c3", "d3", "c4"]
    assert whole.position == Game.from_transcript("f5d6c3d3c4").position


def test_a_game_played_to_its_end_is_over_while_an_earlier_move_is_shown() -> None:
    finished = Game.from_transcript("d3c3f5f4f3d2d1e3b3")  # black takes the last white disc
    finished.truncate(3)
    assert not finished.is_over() and finished.line_is_over()
    unfinished = Game.from_transcript("f5d6c3d3c4")
    unfinished.truncate(2)
    assert not unfinished.line_is_over()
