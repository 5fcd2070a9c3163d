"""One rule for a finished game's result (issue 46, item 8): the empty squares go to the winner,
shared in a draw, as the tournament rules and WTHOR count them; a saved game's ``RE`` and every text
made from a ``GameResult`` say it.  No Qt here."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.match import GameRecord
from othello_qt.core.position import BLACK, WHITE, GameResult

WIPEOUT = "d3c3f5f4f3d2d1e3b3"
"""Black takes White's last disc at move 9: 13-0 on the board, 51 squares empty."""


def test_a_wipeout_is_64_to_0() -> None:
    result = GameResult(0, 63)
    assert result.final_counts == (0, 64)
    assert result.score == -64
    assert str(result) == "White wins 64-0"
    assert GameResult(13, 0).final_counts == (64, 0)


def test_the_empties_of_a_draw_are_shared() -> None:
    assert GameResult(31, 31).final_counts == (32, 32)
    assert GameResult(31, 31).score == 0 and GameResult(31, 31).winner is None
    assert str(GameResult(30, 30)) == "Draw 32-32"


def test_a_saved_game_with_empty_squares_records_the_rules_result() -> None:
    game = Game.from_transcript(WIPEOUT)
    assert game.is_over() and game.result() == GameResult(13, 0)
    text = write_ggf(game)
    assert "RE[+64]" in text
    assert parse_ggf(text)[0].properties["RE"] == "+64"


def test_a_match_counts_a_game_by_the_same_rule() -> None:
    record = GameRecord(1, None, int(WHITE), (), 40, 22, 0.0, 0.0)  # type: ignore[arg-type]
    assert record.a_disc_difference == -GameResult(40, 22).score == -20


@given(st.integers(0, 64), st.integers(0, 64))
def test_the_final_counts_fill_the_board_and_keep_the_winner(black: int, white: int) -> None:
    if black + white > 64:
        return
    result = GameResult(black, white)
    final_black, final_white = result.final_counts
    assert final_black + final_white == 64
    assert final_black >= black and final_white >= white
    assert result.winner == (None if black == white else BLACK if black > white else WHITE)
    assert GameResult(final_black, final_white).winner == result.winner
    assert GameResult.from_margin(result.score) == GameResult(final_black, final_white)


@given(st.one_of(st.integers(-200, 200), st.floats(allow_nan=True, allow_infinity=True)))
def test_a_records_margin_is_a_result_or_none(margin: float) -> None:
    result = GameResult.from_margin(margin)
    if result is None:
        assert not (float(margin).is_integer() and int(margin) % 2 == 0 and -64 <= margin <= 64)
    else:
        assert result.black + result.white == 64 and result.score == margin
