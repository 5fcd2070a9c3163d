"""GGF round trips as properties: any reachable game, any start, any header text survives."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

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
        assert record.properties["RE"] == f"{result.black - result.white:+d}"
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


def test_property_values_may_hold_the_game_delimiters() -> None:
    game = Game.from_transcript("f5d6c3")
    for value in ["nice game ;)", "(;", "a;)b(;c", "]\\;)"]:
        records = parse_ggf(write_ggf(game, {"C": value}) + write_ggf(game))
        assert len(records) == 2
        assert records[0].properties["C"] == value
        assert records[0].moves == list(game.moves) == records[1].moves
