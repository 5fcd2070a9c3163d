"""A saved game's players (issue 46, item 8): ``PB``/``PW`` in words a reader understands, the exact
player in othello-qt's private ``XPB``/``XPW``, read back so a reopened game keeps its players; old
files with specs in ``PB``/``PW`` still read.  No Qt here."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.file_players import player_properties, players_from_properties, readable_name
from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.players.levels import LEVELS


def test_the_names_read_as_players_and_the_specs_are_kept_aside() -> None:
    properties = player_properties(None, "master:5s:threads=all")
    assert properties["PB"] == "Human"
    assert properties["PW"] == f"othello-qt level 12 ({LEVELS[-1].name})"
    assert properties["XPB"] == "human" and properties["XPW"] == "master:5s:threads=all"
    assert ":" not in properties["PW"]
    text = write_ggf(Game.from_transcript("f5d6"), properties)
    assert "PW[othello-qt level 12 (Grandmaster)]" in text and "XPW[master:5s:threads=all]" in text
    assert players_from_properties(parse_ggf(text)[0].properties) == ("human", "master:5s:threads=all")


def test_other_players_in_words() -> None:
    assert readable_name("master:7s") == "othello-qt Master engine (7 s a move)"
    assert readable_name("engine:ntest") == "ntest"
    assert readable_name("no-such-player") == "no-such-player"


def test_old_files_with_specs_as_names_still_read() -> None:
    assert players_from_properties({"PB": "human", "PW": "master:5s:threads=all"}) == (
        "human",
        "master:5s:threads=all",
    )
    assert players_from_properties({"PB": "Brian Rose", "PW": "Tastet Marc"}) == ("Brian Rose", "Tastet Marc")
    assert players_from_properties({}) is None


def test_a_name_edited_after_saving_wins_over_the_private_spec() -> None:
    properties = player_properties(None, "master:7s")
    properties["PB"] = "Alice"
    assert players_from_properties(properties) == ("Alice", "master:7s")
    properties["XPW"] = "no-such-player"  # a damaged private field: the written name is used
    assert players_from_properties(properties)[1] == "othello-qt Master engine (7 s a move)"


@given(st.dictionaries(st.sampled_from(["PB", "PW", "XPB", "XPW", "RE"]), st.text(max_size=30)))
def test_any_properties_give_two_names_or_none(properties: dict[str, str]) -> None:
    players = players_from_properties(properties)
    assert players is None or (len(players) == 2 and all(isinstance(name, str) for name in players))
