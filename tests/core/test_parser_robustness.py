"""Every text parser on any input: a valid result or ``NotationError``, never another exception,
garbage is never taken for spacing, and time grows linearly with the input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf, read_ggf, write_ggf
from othello_qt.core.notation import (
    parse_annotated_board,
    parse_board_string,
    parse_move,
    parse_square,
    parse_transcript,
)
from othello_qt.core.position import Position
from othello_qt.ui.game_files import parse_game_text
from tests.linear_time import assert_linear

START = Position.initial().board_string()
GAME = "f5d6c3d3c4f4f6f3e6e7"

# text that looks like the formats often enough to reach deep into the parsers
FORMAT_PIECES = ("f5", "d6", "C3", "pass", "--", "PA", ";", ":", "+4", "X", "O", "-", "*", ".", "(;", ";)")
ODD_PIECES = (
    "GM[Othello]",
    "BO[8 ",
    "B[",
    "W[",
    "]",
    "/",
    "1.5",
    "nan",
    " ",
    "\t",
    "\n",
    "\u2028",
    "\x1c",
    "\x00",
)
pieces = st.sampled_from(FORMAT_PIECES) | st.sampled_from(ODD_PIECES)
texty = st.lists(pieces | st.text(max_size=3), max_size=40).map("".join)
SPACING_IMPOSTORS = [
    "\u2028",
    "\u2029",
    "\x1c",
    "\x1d",
    "\x1e",
    "\x1f",
    "\x85",
    "\x0b",
    "\x0c",
    "\u00a0",
    "\u3000",
]


def _valid_or_notation_error(parse, text: str) -> object:
    try:
        return parse(text)
    except NotationError as exc:
        assert str(exc)
        return None


@settings(max_examples=400, deadline=None)
@given(texty)
def test_every_parser_returns_or_raises_notation_error(text: str) -> None:
    for parse in (
        parse_square,
        parse_move,
        parse_transcript,
        parse_board_string,
        parse_annotated_board,
        parse_ggf,
        read_ggf,
        parse_game_text,
    ):
        _valid_or_notation_error(parse, text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_unicode_text_returns_or_raises_notation_error(text: str) -> None:
    for parse in (parse_square, parse_move, parse_transcript, parse_board_string, parse_ggf, parse_game_text):
        _valid_or_notation_error(parse, text)


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 63), st.sampled_from(SPACING_IMPOSTORS), st.booleans())
def test_control_characters_and_separators_are_not_white_space(square: int, odd: str, before: bool) -> None:
    name = "abcdefgh"[square % 8] + str(square // 8 + 1)
    text = odd + name if before else name + odd
    for parse in (parse_square, parse_move):
        with pytest.raises(NotationError):
            parse(text)
    assert parse_square(f" \t{name}\r\n") == square  # ASCII spacing is still fine


@pytest.mark.parametrize("odd", SPACING_IMPOSTORS)
def test_transcripts_and_boards_refuse_odd_spacing(odd: str) -> None:
    with pytest.raises(NotationError, match="at character 3"):
        parse_transcript(f"f5{odd}d6")
    with pytest.raises(NotationError):
        parse_board_string(START[:10] + odd + START[10:])
    with pytest.raises(NotationError):
        parse_game_text(f"f5d6{odd}c3")
    assert [str(m) for m in parse_transcript("f5 d6\r\n\tc3")] == ["f5", "d6", "c3"]


def test_ggf_text_outside_a_game_is_an_error() -> None:
    game = write_ggf(Game.from_transcript(GAME))
    assert read_ggf(f"\n {game}\n\n{game} ").transcript() == GAME  # white space between games is fine
    for text, where in (
        (f"junk {game}", "'junk' at character 1"),
        (f"{game} trailing", "'trailing' at character"),
        (f"{game} x {game}", "'x' at character"),
    ):
        with pytest.raises(NotationError, match=f"unexpected {where}"):
            parse_ggf(text)


@pytest.mark.parametrize("value", ["nan", "inf", "-Infinity", "1e999", "abc", "0x10", "1_0", "9" * 400])
def test_ggf_move_evaluations_must_be_finite_numbers(value: str) -> None:
    refused = "(is not a number|is out of range|is too long)"
    with pytest.raises(NotationError, match=f"evaluation: '{value[:10]}.* {refused}"):
        parse_ggf(f"(;GM[Othello]B[f5/{value}];)")
    (record,) = parse_ggf("(;GM[Othello]B[f5/-1.5/2.0]W[d6//0.1];)")
    assert record.evals == [-1.5, None]


def test_board_annotations_need_plain_integers() -> None:
    assert parse_annotated_board(START + "; f5:+18; e6:-2")[1][0].score == 18
    for score in ("١٨", "1_8", " 18\u2028", "18.0"):
        with pytest.raises(NotationError, match="no integer score"):
            parse_annotated_board(f"{START}; f5:{score}")


# --- linear time ----------------------------------------------------------------------------------


def test_parsers_run_in_linear_time() -> None:
    game = write_ggf(Game.from_transcript(GAME))
    rows = " ".join(Position.initial().board_string()[i : i + 8] for i in range(0, 64, 8)).replace("X", "*")
    ggs_game = game.replace(Position.initial().board_string()[:64].replace("X", "*"), rows)
    ggs_match = f"2 {ggs_game}{ggs_game}\n"
    cases = {
        "square": lambda n: _valid_or_notation_error(parse_square, " " * n + "f5" + " " * n),
        "transcript": lambda n: parse_transcript("f5" + " \t" * n + "d6"),
        "transcript garbage": lambda n: _valid_or_notation_error(parse_transcript, "f5" * 30 + "x" * n),
        "board": lambda n: parse_board_string(" ".join(START) + " " * n),
        "annotations": lambda n: parse_annotated_board(START + "; f5:+1" * n),
        "ggf comment": lambda n: parse_ggf("(;GM[Othello]C[" + "x\\]" * (n // 4) + "];)"),
        "ggf games": lambda n: parse_ggf(game * (n // 200 + 1)),
        "ggf unclosed": lambda n: _valid_or_notation_error(parse_ggf, "(;" + "[" * n),
        "ggs archive": lambda n: parse_ggf(ggs_match * (n // 500 + 1)),
        "ggf first game, a long match after": lambda n: _valid_or_notation_error(
            lambda text: parse_ggf(text, limit=1), "1 " + game * (n // 200 + 1)
        ),
        "ggs counts": lambda n: _valid_or_notation_error(parse_ggf, "1 " * n + game),
        "ggs board rows": lambda n: _valid_or_notation_error(parse_ggf, f"(;BO[8 {'-------- ' * n}*];)"),
        "ggs game type": lambda n: _valid_or_notation_error(parse_ggf, f"(;TY[8{'r11' * n}x];)"),
        "pasted text": lambda n: _valid_or_notation_error(parse_game_text, "\n" * n + "f5d6" + "\n" * n),
    }
    for name, run in cases.items():
        try:
            assert_linear(run, 20_000)
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None
