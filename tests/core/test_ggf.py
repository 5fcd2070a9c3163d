"""GGF records: reading NBoard-style games, writing them back, and clear errors."""

import re
from pathlib import Path

import pytest

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.ggf import GgfGame, format_ggf, parse_ggf, read_ggf, write_ggf
from othello_qt.core.notation import parse_move
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


# --- records written by GGS (tests/data/README.md says where each was found) ------------------------

DATA = Path(__file__).resolve().parents[1] / "data"
GGS_LINES = [
    (name, number, line)
    for name in ("ggs-matches.ggf", "ggs-games.ggf")
    for number, line in enumerate((DATA / name).read_text().splitlines(), start=1)
]


def _recorded_difference(record: GgfGame) -> int:
    """Black's final disc difference as ``RE`` records it (less the komi ``KM`` of a komi game)."""
    return round(float(record.properties["RE"]) + float(record.properties.get("KM", "0")))


@pytest.mark.parametrize(("name", "number", "line"), GGS_LINES, ids=[f"{n}:{i}" for n, i, _ in GGS_LINES])
def test_ggs_records_replay_to_their_recorded_result(name: str, number: int, line: str) -> None:
    records = parse_ggf(line)
    count = line.partition(" (;")[0]
    assert len(records) == (int(count) if count.isdigit() else 1)
    for record in records:
        assert record.properties["PC"] == "GGS/os"
        final = record.to_game().position
        assert final.is_game_over()
        result = final.result()
        assert result.black - result.white == _recorded_difference(record)


def test_ggs_files_read_whole_and_keep_every_match() -> None:
    matches = parse_ggf((DATA / "ggs-matches.ggf").read_text())
    assert [r.properties["PB"] for r in matches] == [
        "Saio1200",
        "hercule",
        "Saio7000",
        "Saio3001",
        "edax",
        "Roxane",
    ]
    assert len(parse_ggf((DATA / "ggs-games.ggf").read_text())) == 3


def test_a_synchro_pair_shares_its_start_with_colours_swapped() -> None:
    line = (DATA / "ggs-matches.ggf").read_text().splitlines()[3]
    first, second = parse_ggf(line)
    assert first.properties["TY"] == second.properties["TY"] == "s8r18"
    assert first.start == second.start != Position.initial()
    assert (
        first.start.board_string() == "--XXO-----XX------XOO---XXXXOO-----OX-----O-X------------------- X"
    )  # BO[8 --**O--- --**---- ... *]
    assert (first.properties["PB"], first.properties["PW"]) == (
        second.properties["PW"],
        second.properties["PB"],
    )


def test_ggs_move_fields_keep_their_evaluations() -> None:
    (record,) = parse_ggf((DATA / "ggs-matches.ggf").read_text().splitlines()[0])
    assert [str(m) for m in record.moves[:8]] == ["d3", "c5", "f6", "f5", "e6", "e3", "c3", "d2"]
    assert record.evals[:8] == [None] * 7 + [2.39]  # B[c3//0.01] W[d2/2.39/0.01]
    _, fangr, _ = parse_ggf((DATA / "ggs-games.ggf").read_text())
    assert fangr.moves[-5:] == [parse_move(m) for m in ("h8", "pass", "g7", "pass", "g8")]
    assert fangr.evals[-5:] == [40.0, None, 40.0, None, None]  # W[H8/40.00/0.01]B[pass//1.67]...


def test_a_ggs_record_written_back_reads_the_same() -> None:
    for record in parse_ggf((DATA / "ggs-matches.ggf").read_text()):
        text = format_ggf(record.start, record.moves, record.properties, record.evals)
        (again,) = parse_ggf(text)
        assert (again.start, again.moves, again.evals) == (record.start, record.moves, record.evals)
        assert again.properties == record.properties


def test_a_game_of_another_board_size_is_refused() -> None:
    with pytest.raises(NotationError, match=r"GGF game 1: BO\[4 ---- -O\*- -\*O- ---.*expected '8'"):
        parse_ggf((DATA / "ggs-4x4.ggf").read_text())


MATCH = (DATA / "ggs-matches.ggf").read_text().splitlines()[2]  # "2 (;...;)(;...;)"
ONE = (DATA / "ggs-matches.ggf").read_text().splitlines()[1]  # "1 (;...;)"
ROWS = "-------- -------- -------- ---O*--- ---*O--- -------- -------- --------"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("1" + MATCH[1:], "the match count 1 at character 1 is followed by 2 game(s)"),
        ("3" + MATCH[1:], "the match count 3 at character 1 is followed by 2 game(s)"),
        (ONE + "\n" + ONE[2:], "the match count 1 at character 1 is followed by 2 game(s)"),
        (ONE + "\n2", "unexpected '2'"),
        ("0" + ONE[1:], "unexpected '0' at character 1"),
        ("01" + ONE[1:], "unexpected '01'"),
        ("1.0" + ONE[1:], "unexpected '1.0'"),
        ("1 1" + ONE[1:], "unexpected '1 1'"),
        ("x" + ONE[1:], "unexpected 'x'"),
        (
            f"(;GM[Othello]BO[8 {ROWS[:-9]} *];)",
            "expected 64 cells in one run or as 8 rows of 8, found 56 in 7",
        ),
        (f"(;GM[Othello]BO[8 {ROWS} -------- *];)", "found 72 in 9 group(s)"),
        (f"(;GM[Othello]BO[8 {ROWS.replace(' ', '', 1)} *];)", "found 64 in 7 group(s)"),
        (f"(;GM[Othello]BO[8 {ROWS[:-1]} --- *];)", "found 66 in 9 group(s)"),
        (f"(;GM[Othello]BO[8 {ROWS[:35]}-{ROWS[35:-1]} *];)", "row 4 has 9 cells, expected 8"),
        (f"(;GM[Othello]BO[8 {ROWS}*];)", "found 56 in 7 group(s)"),  # the side glued to row 8
        (f"(;GM[Othello]BO[8 {ROWS}];)", "found 56 in 7 group(s)"),
        (f"(;GM[Othello]BO[{ROWS} *];)", "expected '8'"),
        (f"(;GM[Othello]BO[8 {ROWS.replace('O', 'Q', 1)} *];)", "character 28 (d4) is 'Q'"),
        ("(;GM[Othello]TY[s10r30];)", "TY[s10r30] is not an 8x8 game"),
        ("(;GM[Othello]TY[88];)", "TY[88] is not an 8x8 game"),
        ("(;GM[Othello]TY[8a];)", "TY[8a] is anti-Othello"),
        ("(;GM[Othello]TY[x8];)", "TY[x8] is not a game type"),
        ("(;GM[Othello]TY[8z];)", "TY[8z] is not a game type"),
    ],
)
def test_anything_but_the_two_layouts_is_an_error(text: str, words: str) -> None:
    with pytest.raises(NotationError) as error:
        parse_ggf(text)
    assert words in str(error.value)


@pytest.mark.parametrize("game_type", ["8", "s8", "s8r18", "8kr20", "8r4", "8r", "8b", "S8R20", " 8 ", ""])
def test_ggs_game_types_of_8x8_othello_are_read(game_type: str) -> None:
    (record,) = parse_ggf(f"(;GM[Othello]TY[{game_type}]BO[8 {ROWS} *]B[d3//0.01];)")
    assert record.moves == [parse_move("d3")]


def test_a_reader_of_one_game_is_not_refused_for_damage_after_it() -> None:
    """Open shows a collection's first game: an illegal move, a wrong count, junk or a last game cut
    short further on do not refuse it; reading the whole collection still does."""
    archive = (DATA / "ggs-matches.ggf").read_text()
    cut_at = len(archive) + 3
    damaged_later = {
        "illegal move": (archive + "1 (;GM[Othello]B[a1];)\n", "GGF game 7, move 1"),
        "wrong count": (archive + "3 " + ONE[2:], "match count 3"),
        "junk": (archive + "junk", "unexpected 'junk'"),
        "last game cut short": (
            archive + "1 (;GM[Othello]PB[x]B[f5]",
            f"game starting at character {cut_at} has no closing ';)'",
        ),
    }
    for text, words in damaged_later.values():
        (first,) = parse_ggf(text, limit=1)
        assert first.properties["PB"] == "Saio1200" and len(first.moves) == 60
        with pytest.raises(NotationError, match=re.escape(words)):
            parse_ggf(text)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("(;GM[Othello]PB[x]B[f5]", "character 1 has no closing ';)'"),
        (
            "(;GM[Othello]PB[x]B[f5]\n(;GM[Othello];)",
            "GGF game 1: cannot read '(;GM[Othello]' at character 22",
        ),
        ("(;GM[Othello]B[a1];)(;GM[Othello];)", "GGF game 1, move 1"),
        ("1" + MATCH[1:], "the match count 1 at character 1 is followed by 2 game(s)"),
        ("3" + MATCH[1:], "the match count 3 at character 1 is followed by 2 game(s)"),
        (MATCH[:-30], "has no closing ';)'"),  # the first match's second game cut short
        ("junk " + ONE[2:], "unexpected 'junk' at character 1"),
    ],
)
def test_a_reader_of_one_game_is_refused_when_it_or_its_match_is_damaged(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=re.escape(words)):
        parse_ggf(text, limit=1)
