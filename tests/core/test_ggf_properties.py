"""GGF round trips as properties: any reachable game, any start, any header text survives, in the layout
NBoard writes and in the one GGS writes (boards as eight rows, archives with match counts, move times)."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.ggf import format_ggf, parse_ggf, read_ggf, write_ggf
from othello_qt.core.position import BLACK, PASS, WHITE, Position

# Header text: anything printable, including the characters GGF uses for structure.
header_text = st.lists(
    st.characters(blacklist_categories=["Cs", "Cc"])
    | st.sampled_from(["[", "]", "\\", ";)", "(;", "/", "\n"]),
    max_size=12,
).map("".join)
header_keys = st.sampled_from(["PC", "DT", "PB", "PW", "RB", "RW", "TI", "RE", "C", "GN", "KM"])


@st.composite
def games(draw: st.DrawFn, max_plies: int = 70) -> Game:
    """A random legal game from a random reachable start, passes explicit."""
    start = Position.initial(draw(st.sampled_from([BLACK, WHITE])))
    for _ in range(draw(st.integers(0, 20))):
        moves = start.legal_moves()
        if not moves:
            break
        start = start.play(moves[draw(st.integers(0, len(moves) - 1))])
    game = Game(start)
    for _ in range(draw(st.integers(0, max_plies))):
        moves = game.position.legal_moves()
        if not moves:
            break
        game.play(moves[draw(st.integers(0, len(moves) - 1))])
    return game


@settings(max_examples=150, deadline=None)
@given(games(), st.dictionaries(header_keys, header_text, max_size=5))
@example(Game(Position(0, 72651846653839876, BLACK)), {})  # over with 47 empty squares: White's, so -64
def test_games_round_trip(game: Game, properties: dict[str, str]) -> None:
    text = write_ggf(game, properties)
    (record,) = parse_ggf(text)
    assert record.start == game.start
    assert tuple(record.moves) == game.moves
    assert record.to_game().position == game.position
    for key, value in properties.items():
        assert record.properties[key] == value
    if game.is_over() and "RE" not in properties:
        result = game.result()
        assert result is not None
        assert record.properties["RE"] == f"{result.score:+d}"  # the empties to the winner
    assert read_ggf(text).moves == game.moves
    # Writing what was read gives the same text again.
    assert format_ggf(record.start, record.moves, record.properties) == text


@settings(max_examples=100, deadline=None)
@given(games(), st.data())
def test_evaluations_round_trip(game: Game, data: st.DataObject) -> None:
    evals = [
        data.draw(st.one_of(st.none(), st.integers(-6400, 6400).map(lambda v: v / 100))) for _ in game.moves
    ]
    (record,) = parse_ggf(format_ggf(game.start, game.moves, evals=evals))
    assert record.evals == evals


@settings(max_examples=100, deadline=None)
@given(games())
def test_omitted_passes_are_inferred(game: Game) -> None:
    """Records that leave passes out read the same, but for a pass at the very end."""
    text = re.sub(r"[BW]\[PA\]", "", format_ggf(game.start, game.moves))
    expected = list(game.moves)
    while expected and expected[-1] is PASS:
        expected.pop()
    (record,) = parse_ggf(text)
    assert record.moves == expected


@settings(max_examples=50, deadline=None)
@given(st.lists(games(max_plies=30), min_size=1, max_size=4), st.sampled_from(["", "\n", "\r\n", " \n\n"]))
def test_several_games_round_trip(many: list[Game], separator: str) -> None:
    text = separator.join(write_ggf(g, {"PC": f"game {i}"}) for i, g in enumerate(many))
    records = parse_ggf(text)
    assert [tuple(r.moves) for r in records] == [g.moves for g in many]
    assert [r.properties["PC"] for r in records] == [f"game {i}" for i in range(len(many))]


@settings(max_examples=150, deadline=None)
@given(
    games(max_plies=20),
    st.text(st.sampled_from("(;)[]\\ \n12 BW[f5]GM[Othello]xé")) | st.text(),
)
def test_text_after_a_whole_first_game_never_changes_what_a_reader_of_one_gets(game: Game, tail: str) -> None:
    """Open reads one game: whatever follows it (more games, junk, a game cut short) is not its concern."""
    first = write_ggf(game, {"PB": "alice"})
    assert parse_ggf(first + tail, limit=1) == parse_ggf(first, limit=1)


def test_property_values_may_hold_the_game_delimiters() -> None:
    game = Game.from_transcript("f5d6c3")
    for value in ["nice game ;)", "(;", "a;)b(;c", "]\\;)"]:
        records = parse_ggf(write_ggf(game, {"C": value}) + write_ggf(game))
        assert len(records) == 2
        assert records[0].properties["C"] == value
        assert records[0].moves == list(game.moves) == records[1].moves


# --- the layout GGS writes: boards as eight rows, archives with match counts, move times ---------------

_BOARD = re.compile(r"BO\[8 ([^ \]]{64}) ([*O])\]")


def ggs_layout(text: str) -> str:
    """GGF as GGS writes it: the board's cells as eight rows of eight separated by spaces."""

    def rows(board: re.Match[str]) -> str:
        cells = board.group(1)
        return "BO[8 " + " ".join(cells[i : i + 8] for i in range(0, 64, 8)) + f" {board.group(2)}]"

    return _BOARD.sub(rows, text)


def with_times(text: str, seconds: list[float]) -> str:
    """Each move with its time as GGS adds it: ``B[d3//0.01]``, ``W[d2/2.39/0.01]``."""
    times = iter(seconds)

    def timed(move: re.Match[str]) -> str:
        value = move.group(2)
        return f"{move.group(1)}[{value}{'/' if '/' in value else '//'}{next(times):.2f}]"

    moves = text.index("]", text.rindex("BO[8 ")) + 1  # the moves follow the board, the last property
    return text[:moves] + re.sub(r"([BW])\[([^\]]*)\]", timed, text[moves:])


@settings(max_examples=150, deadline=None)
@given(games(), st.dictionaries(header_keys, header_text, max_size=5), st.data())
def test_ggs_layout_reads_the_same_and_writes_back_compact(game: Game, properties: dict, data) -> None:
    evals = [data.draw(st.none() | st.integers(-6400, 6400).map(lambda v: v / 100)) for _ in game.moves]
    seconds = [data.draw(st.integers(0, 99999).map(lambda v: v / 100)) for _ in game.moves]
    compact = format_ggf(game.start, game.moves, {"GM": "Othello", "TY": "8", **properties}, evals)
    text = with_times(ggs_layout(compact), seconds)
    assert text.count("BO[8 ") == 1 and (game.start == Position.initial()) == (ROWS_START in text)
    (record,) = parse_ggf(text)
    assert (record.start, tuple(record.moves), record.evals) == (game.start, game.moves, evals)
    assert format_ggf(record.start, record.moves, record.properties, record.evals) == compact


ROWS_START = "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.lists(games(max_plies=20), min_size=1, max_size=2), min_size=1, max_size=4),
    st.sampled_from(["\n", "\r\n", "\n\n"]),
)
def test_ggs_archives_read_every_match(matches: list[list[Game]], newline: str) -> None:
    lines = [f"{len(match)} " + "".join(ggs_layout(write_ggf(g)) for g in match) for match in matches]
    records = parse_ggf(newline.join(lines) + newline)
    assert [tuple(r.moves) for r in records] == [g.moves for match in matches for g in match]
    assert [r.start for r in records] == [g.start for match in matches for g in match]


@settings(max_examples=60, deadline=None)
@given(st.lists(games(max_plies=10), min_size=1, max_size=3), st.integers(1, 999))
def test_a_match_count_must_count_its_games(match: list[Game], count: int) -> None:
    text = f"{count} " + "".join(write_ggf(g) for g in match)
    if count == len(match):
        assert len(parse_ggf(text)) == count
    else:
        with pytest.raises(NotationError, match=f"match count {count} at character 1 is followed by"):
            parse_ggf(text)


@settings(max_examples=150, deadline=None)
@given(games(max_plies=10), st.integers(0, 7), st.sampled_from(["longer", "shorter", "joined", "split"]))
def test_a_board_in_neither_layout_is_refused(game: Game, row: int, change: str) -> None:
    text = ggs_layout(write_ggf(game))
    board = _ROWS_BOARD.search(text)
    assert board is not None
    cells = board.group(1).split(" ")
    if change == "longer" and row < 7:  # a cell moves from the next row into this one
        cells[row], cells[row + 1] = cells[row] + cells[row + 1][0], cells[row + 1][1:]
    elif change == "shorter" and row < 7:
        cells[row], cells[row + 1] = cells[row][:-1], cells[row][-1] + cells[row + 1]
    elif change == "joined" and row < 7:
        cells[row : row + 2] = [cells[row] + cells[row + 1]]
    else:
        cells[row : row + 1] = [cells[row][:3], cells[row][3:]]
    spoilt = text[: board.start(1)] + " ".join(cells) + text[board.end(1) :]
    with pytest.raises(NotationError, match=r"BO\[8 .*(8 rows of 8|row [0-9] has)"):
        parse_ggf(spoilt)


_ROWS_BOARD = re.compile(r"BO\[8 ((?:[^ \]]{8} ){7}[^ \]]{8}) [*O]\]")
