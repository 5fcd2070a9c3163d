"""GGF records: reading NBoard-style games, writing them back, and clear errors."""

import pytest

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.ggf import format_ggf, parse_ggf, read_ggf, write_ggf
from othello_qt.core.position import PASS, WHITE, Position

NBOARD_GAME = (
    "(;GM[Othello]PC[NBoard]DT[2014-02-21 20:52:27 GMT]PB[Human]PW[Edax]RE[?]TI[5:00]TY[8]"
    "BO[8 ---------------------------O*------*O--------------------------- *]"
    "B[F5]W[F6//0.01]B[E6/-1.50/2.2]W[F4];)"
)


def test_reads_an_nboard_game() -> None:
    (game,) = parse_ggf(NBOARD_GAME)
    assert [str(m) for m in game.moves] == ["f5", "f6", "e6", "f4"]
    assert game.properties["PB"] == "Human" and game.properties["PW"] == "Edax"
    assert game.evals[2] == -1.5
    assert game.start == Position.initial()


def test_write_then_read_is_the_same_game() -> None:
    game = Game.from_transcript("f5d6c3d3c4f4f6f3e6e7")
    text = write_ggf(game, {"PB": "a]b", "PW": "c\\d"})
    again = parse_ggf(text)[0]
    assert again.to_game().moves == game.moves
    assert again.properties["PB"] == "a]b" and again.properties["PW"] == "c\\d"


def test_passes_are_written_and_an_omitted_pass_is_inferred() -> None:
    start = Position.from_board_string("OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOXX-- X")
    white_move = start.play(PASS).legal_moves()[0]
    text = format_ggf(start, [PASS, white_move])
    assert "B[PA]" in text
    assert read_ggf(text).moves == (PASS, white_move)
    game = read_ggf(text.replace("B[PA]", ""))
    assert game.moves == (PASS, white_move)
    assert start.play(PASS).turn is WHITE


def test_several_games_in_one_file() -> None:
    assert len(parse_ggf(NBOARD_GAME + "\n" + NBOARD_GAME)) == 2


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("(;GM[Othello]BO[8 ---- *];)", "64 cells"),
        ("(;GM[Chess];)", "not an Othello game"),
        ("(;GM[Othello]B[A1];)", "move 1"),
        ("(;GM[Othello]B[F5]B[D6];)", "White's turn"),
        ("(;GM[Othello]B[Z9];)", "not a move"),
        ("(;GM[Othello]B[F5]", "no closing"),
        ("hello", "no game found"),
        ("(;GM[Othello]B[F5] junk;)", "cannot read"),
    ],
)
def test_malformed_records_say_what_and_where(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        parse_ggf(text)


def test_saved_games_name_their_opening_and_keep_a_set_up_board() -> None:
    tiger = Game.from_transcript("f5d6c3d3c4f4")
    text = write_ggf(tiger)
    assert "ON[Tiger]" in text
    assert parse_ggf(text)[0].properties["ON"] == "Tiger"
    set_up = Game(Position.from_board_string("X" * 3 + "O" + "-" * 60 + " X"))
    text = write_ggf(set_up)
    assert "ON[" not in text and "BO[8 ***O" in text
    assert parse_ggf(text)[0].start == set_up.start
