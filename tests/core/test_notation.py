"""Every text format round-trips, and malformed text gets an error naming what and where.

Round trips are properties over random reachable positions and games (hypothesis); the FFO
files (``tests/data``, a copy of ``shared/data``) check the board-string parser on real published data.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.notation import (
    IllegalTranscriptMoveError,
    MoveScore,
    format_board_string,
    format_transcript,
    from_protocol,
    move_count,
    parse_annotated_board,
    parse_board_string,
    parse_move,
    parse_square,
    parse_transcript,
    to_protocol,
)
from othello_qt.core.position import BLACK, PASS, SQUARE_NAMES, WHITE, Color, Move, Position, move_at

DATA_DIR = Path(__file__).resolve().parents[1] / "data"  # a copy of shared/data, kept with the tests

squares = st.integers(0, 63)
START = Position.initial().board_string()
colors = st.sampled_from([BLACK, WHITE])


@st.composite
def games(draw: st.DrawFn, max_plies: int = 70) -> Game:
    """A random legal game from the standard start (either side first), passes explicit."""
    game = Game.new(draw(colors))
    for _ in range(draw(st.integers(0, max_plies))):
        moves = game.position.legal_moves()
        if not moves:
            break
        game.play(moves[draw(st.integers(0, len(moves) - 1))])
    return game


def _with_trailing_pass(game: Game) -> list[Move]:
    """What a transcript parser returns: the game's moves, plus a pass if one is forced now."""
    return list(game.moves) + ([PASS] if game.position.must_pass() else [])


def _case_variants(text: str, rng: random.Random) -> str:
    return "".join(c.upper() if rng.random() < 0.5 else c.lower() for c in text)


# --- squares and moves ---------------------------------------------------------------------------


@given(squares, st.randoms(use_true_random=False))
def test_square_names_round_trip(square: int, rng: random.Random) -> None:
    name = SQUARE_NAMES[square]
    assert parse_square(name) == square
    assert parse_square(_case_variants(name, rng)) == square
    assert parse_square(f"  {name}\t") == square
    assert str(move_at(square)) == name
    assert parse_move(str(move_at(square))) == move_at(square)


def test_square_names_follow_the_standard_orientation() -> None:
    assert parse_square("a1") == 0 and parse_square("h1") == 7
    assert parse_square("a8") == 56 and parse_square("h8") == 63
    assert parse_square("f5") == 37


@pytest.mark.parametrize("word", ["pass", "PASS", "Pass", "PA", "pa", "--", "ps", " pass "])
def test_pass_words(word: str) -> None:
    assert parse_move(word) == PASS
    assert parse_move(str(PASS)) == PASS


@pytest.mark.parametrize("text", ["", "i1", "a9", "a0", "f", "55", "f5f", "z z", "p"])
def test_bad_squares_are_named(text: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_square(text)
    assert repr(text) in str(info.value)
    with pytest.raises(NotationError) as info:
        parse_move(text)
    assert repr(text) in str(info.value)


# --- transcripts ---------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None)
@given(games(), st.randoms(use_true_random=False))
def test_transcripts_round_trip(game: Game, rng: random.Random) -> None:
    text = format_transcript(list(game.moves))
    assert "pass" not in text and len(text) == 2 * sum(not m.is_pass for m in game.moves)
    expected = _with_trailing_pass(game)
    assert parse_transcript(text, game.start) == expected
    # Upper case, white space between moves and explicit passes are accepted too.
    assert parse_transcript(_case_variants(text, rng), game.start) == expected
    spaced = " ".join(str(m) for m in game.moves)
    assert parse_transcript(f"  {spaced}  ", game.start) == expected
    assert (
        parse_transcript(
            _case_variants(spaced.replace("pass", rng.choice(["pa", "ps", "--"])), rng), game.start
        )
        == expected
    )
    rebuilt = Game.from_transcript(text, game.start)
    assert rebuilt.transcript() == text
    assert rebuilt.position == game.position or rebuilt.position == game.position.play(PASS)


def _random_game(seed: int) -> Game:
    rng = random.Random(seed)
    game = Game.new()
    while not game.is_over():
        moves = game.position.legal_moves()
        game.play(moves[rng.randrange(len(moves))])
    return game


def test_transcript_infers_a_pass_mid_game() -> None:
    game = next(g for g in map(_random_game, range(500)) if PASS in g.moves[:-1])
    assert "pass" not in game.transcript()
    assert parse_transcript(game.transcript()) == list(game.moves)


def test_white_first_transcripts_need_their_start() -> None:
    start = Position.initial(WHITE)
    assert [str(m) for m in start.legal_moves()] == ["e3", "f4", "c5", "d6"]
    moves = parse_transcript("f4f5", start)
    assert [str(m) for m in moves] == ["f4", "f5"]
    with pytest.raises(NotationError, match="move 1"):
        parse_transcript("f4f5")  # f4 is one of white's openings, not black's


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ("f5d6zz", ["'zz'", "character 5"]),
        ("f5 d6 !", ["'!'", "character 7"]),
        ("   f5z9", ["'z9'", "character 6"]),
        ("f5f5", ["move 2", "f5", "character 3", "occupied"]),
        ("f5a1", ["move 2", "a1", "character 3", "flips no"]),
        ("f5pass", ["move 2", "pass", "character 3", "cannot pass"]),
        ("f5d6i3", ["'i3'", "character 5"]),
    ],
)
def test_bad_transcripts_say_what_and_where(text: str, fragments: list[str]) -> None:
    with pytest.raises(NotationError) as info:
        parse_transcript(text)
    message = str(info.value)
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"


def test_an_illegal_move_is_numbered_as_players_count_moves() -> None:
    """Passes are not moves: the error says which disc-placing move it is, and which square."""
    game = next(g for g in map(_random_game, range(500)) if PASS in g.moves[:-1])
    played = game.moves[: game.moves.index(PASS) + 2]  # a pass, then the move after it
    occupied = played[0]
    with pytest.raises(IllegalTranscriptMoveError) as info:
        parse_transcript(format_transcript(played) + str(occupied))
    assert (info.value.number, info.value.move) == (move_count(played) + 1, occupied)
    assert f"move {move_count(played) + 1} ({occupied})" in str(info.value)


def test_moves_after_the_end_are_rejected() -> None:
    finished = _random_game(1).transcript()
    with pytest.raises(NotationError, match="game is over"):
        parse_transcript(finished + "a1")


# --- board strings -------------------------------------------------------------------------------


@st.composite
def positions(draw: st.DrawFn) -> Position:
    return draw(games()).position


@settings(max_examples=200, deadline=None)
@given(positions(), st.randoms(use_true_random=False))
def test_board_strings_round_trip(position: Position, rng: random.Random) -> None:
    text = format_board_string(position)
    assert len(text) == 66 and text[64] == " " and text[65] in "XO"
    assert re.fullmatch(r"[XO-]{64} [XO]", text)
    assert parse_board_string(text) == position
    assert Position.from_board_string(position.board_string()) == position
    # The alternative spellings: * for black, . for empty, lower case, rows on separate lines.
    alternative = text.replace("X", "*").replace("-", ".")
    assert parse_board_string(alternative) == position
    assert parse_board_string(text.lower()) == position
    rows = "\n".join(text[r * 8 : r * 8 + 8] for r in range(8)) + "\n" + text[65]
    assert parse_board_string(rows) == position
    mixed = "".join(rng.choice("X*") if c == "X" else rng.choice("-.") if c == "-" else c for c in text)
    assert parse_board_string(mixed) == position


@settings(max_examples=100, deadline=None)
@given(positions(), st.data())
def test_annotations_round_trip(position: Position, data: st.DataObject) -> None:
    legal = position.legal_moves()  # a forced pass is its one legal move
    moves = data.draw(st.lists(st.sampled_from(legal), max_size=10)) if legal else []
    expected = [MoveScore(move, data.draw(st.integers(-64, 64))) for move in moves]
    notes = "".join(f" {ms.move}:{ms.score:+d};" for ms in expected)
    parsed, scores = parse_annotated_board(format_board_string(position) + ";" + notes)
    assert parsed == position
    assert scores == expected
    assert parse_board_string(format_board_string(position) + ";" + notes) == position


@settings(max_examples=100, deadline=None)
@given(positions(), st.one_of(st.none(), squares), st.integers(-64, 64))
def test_illegal_annotations_name_the_move(position: Position, square: int | None, score: int) -> None:
    move = Move(square)
    text = f"{format_board_string(position)}; {move}:{score:+d};"
    if position.is_legal(move):
        assert parse_annotated_board(text)[1] == [MoveScore(move, score)]
        return
    with pytest.raises(NotationError) as error:
        parse_annotated_board(text, where="f.obf:7")
    assert str(error.value).startswith(f"f.obf:7: annotation '{move}:{score:+d}': ")


def _obf_lines() -> list[tuple[str, int, str]]:
    lines = []
    for path in sorted(DATA_DIR.glob("*.obf")):
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if line.strip() and not line.startswith("%"):
                lines.append((path.name, number, line))
    return lines


def test_the_ffo_files_parse() -> None:
    lines = _obf_lines()
    assert len(lines) == 59
    for name, number, line in lines:
        position, scores = parse_annotated_board(line, where=f"{name}:{number}")
        assert scores, f"{name}:{number} has no annotations"
        # Annotations are legal moves of the position, best first, and every score is even
        # (empties go to the winner, so the final counts add up to 64).
        legal = set(position.legal_moves())
        assert all(ms.move in legal for ms in scores), f"{name}:{number}"
        values = [ms.score for ms in scores]
        assert values == sorted(values, reverse=True), f"{name}:{number}"
        assert all(v % 2 == 0 and -64 <= v <= 64 for v in values), f"{name}:{number}"
        # The text written back reads the same.
        assert parse_board_string(format_board_string(position)) == position
        assert format_board_string(position) == line[:66]


@pytest.mark.parametrize(
    ("text", "fragments"),
    [
        ("X" * 63 + " O", ["64 squares", "found 64"]),
        ("X" * 64 + " O O", ["found 66"]),
        ("X" * 9 + "Z" + "X" * 54 + " O", ["character 10", "b2", "'Z'"]),
        ("-" * 64 + " Q", ["side to move", "'Q'"]),
        ("-" * 64 + " X; f5", ["'f5'", "MOVE:SCORE"]),
        ("-" * 64 + " X; f5:+x", ["'f5:+x'", "integer score"]),
        ("-" * 64 + " X; z9:+2", ["'z9:+2'", "'z9'"]),
        (START + "; d3:+0; d4:+2", ["'d4:+2'", "d4 is occupied"]),
        (START + "; a1:+0", ["'a1:+0'", "a1 flips no white disc"]),
        (START + "; pass:+0", ["'pass:+0'", "Black cannot pass"]),
        ("X" * 56 + "XXXXX-OX O; f8:-64", ["'f8:-64'", "White has no legal move and must pass"]),
        ("", ["found 0"]),
    ],
)
def test_bad_board_strings_say_what_and_where(text: str, fragments: list[str]) -> None:
    with pytest.raises(NotationError) as info:
        parse_annotated_board(text, where="line 3")
    message = str(info.value)
    assert message.startswith("line 3")
    for fragment in fragments:
        assert fragment in message, f"{fragment!r} not in {message!r}"


# --- the tournament protocol's coordinates ---------------------------------------------------------


@given(squares)
def test_protocol_coordinates_round_trip(square: int) -> None:
    text = to_protocol(square)
    column, row = text.split()
    assert from_protocol(column, row) == square
    assert from_protocol(column.lower(), int(row)) == square
    # Same column, row mirrored: the protocol counts rows from the bottom.
    assert column == SQUARE_NAMES[square][0].upper()
    assert int(row) == 9 - int(SQUARE_NAMES[square][1])


def test_protocol_examples() -> None:
    assert to_protocol(parse_square("a1")) == "A 8"
    assert to_protocol(parse_square("h8")) == "H 1"
    assert to_protocol(parse_square("d3")) == "D 6"
    assert from_protocol("D", 3) == parse_square("d6")


@pytest.mark.parametrize(
    ("column", "row", "fragment"),
    [("I", 3, "'I'"), ("", 3, "''"), ("AB", 3, "'AB'"), ("A", 9, "9"), ("A", 0, "0"), ("A", "x", "'x'")],
)
def test_bad_protocol_coordinates(column: str, row: str | int, fragment: str) -> None:
    with pytest.raises(NotationError) as info:
        from_protocol(column, row)
    assert fragment in str(info.value)


@pytest.mark.parametrize("square", [-1, 64, 100])
def test_protocol_rejects_off_board_squares(square: int) -> None:
    with pytest.raises(ValueError, match=str(square)):
        to_protocol(square)


def test_color_symbols_match_board_strings() -> None:
    assert [c.symbol for c in Color] == ["X", "O"]


def _numbered(moves: list[Move], per_pair: bool, style: str) -> str:
    """A transcript as other programs number it: ``1. f5 d6 2. c3 d3`` (a number every two moves, as
    a chess record) or ``1.f5 2.d6`` (one a disc), with ``.``, ``...`` or ``)`` after each number."""
    squares = [str(m) for m in moves if not m.is_pass]
    words = []
    for index, square in enumerate(squares):
        if not per_pair:
            words.append(f"{index + 1}{style}")
        elif index % 2 == 0:
            words.append(f"{index // 2 + 1}{style}")
        words.append(square)
    return " ".join(words)


@settings(max_examples=100, deadline=None)
@given(games(), st.booleans(), st.sampled_from([".", "...", ")"]), st.booleans())
def test_numbered_transcripts_read_as_other_programs_write_them(
    game: Game, per_pair: bool, style: str, tight: bool
) -> None:
    text = _numbered(list(game.moves), per_pair, style)
    if tight:
        text = text.replace(f"{style} ", style)  # 1.f5 d6 2.c3
    assert parse_transcript(text, game.start) == _with_trailing_pass(game)


def test_a_pasted_numbered_transcript_with_commas_reads() -> None:
    assert parse_transcript("1. f5 d6 2. c3 d3 3. c4") == parse_transcript("f5d6c3d3c4")
    assert parse_transcript("f5, d6, c3") == parse_transcript("f5d6c3")
    with pytest.raises(NotationError, match="at character 4"):
        parse_transcript("f5 1.5 d6")  # a number that is not a move number
