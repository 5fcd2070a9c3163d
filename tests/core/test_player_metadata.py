"""The registry's metadata about each player kind agrees with the players it builds."""

from __future__ import annotations

import dataclasses

import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.players.base import Player
from othello_qt.core.players.registry import (
    PlayerKind,
    available_players,
    create_player,
    kind_of,
    score_unit_of,
    split_spec,
)
from othello_qt.core.position import BLACK, WHITE, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult

SAMPLE_SPECS = (
    "random",
    "greedy",
    "corners",
    "diff",
    "weighted",
    "minimax:2",
    "minimax:2:diff",
    "alphabeta:3",
    "alphabeta:3:diff",
    "alphabeta:3:squares",
    "negascout:3",
    "negascout:3:diff",
    "id:200ms",
    "id:200ms:diff",
    "master",
    "master:3",
    "master-linear:3",
    "humanlike:2:4",
    "td",
    "engine:sample",
)


@pytest.fixture(autouse=True)
def sample_engine(tmp_path) -> None:
    """An engine list holding ``sample`` (building its player starts no process)."""
    from othello_qt.core import engine_list

    engine_list.use_file(tmp_path / engine_list.FILE_NAME).add(engine_list.make_entry("sample", "edax -n"))


def test_every_kind_has_a_display_name_and_a_plain_description() -> None:
    for kind in available_players():
        assert kind.display_name and kind.display_name[0].isupper(), kind.name
        assert kind.description.endswith("."), kind.name  # a sentence for players
        assert kind.detail and kind.detail != kind.description, kind.name  # the technical summary
        assert isinstance(kind.score_unit, ScoreUnit)


def test_samples_cover_every_registered_kind() -> None:
    assert {kind_of(spec).name for spec in SAMPLE_SPECS} == {kind.name for kind in available_players()}


@pytest.mark.parametrize("spec", SAMPLE_SPECS)
def test_metadata_is_read_from_the_class_the_kind_builds(spec: str) -> None:
    kind = kind_of(spec)
    player = create_player(spec, seed=1)
    assert type(player) is kind.player_class
    assert kind.analyses_all_moves is kind.player_class.supports_analysis
    assert player.score_unit is score_unit_of(spec)


def test_a_kind_declares_no_fact_its_class_holds() -> None:
    fields = {field.name for field in dataclasses.fields(PlayerKind)}
    assert not fields & {"score_unit", "analyses_all_moves", "supports_analysis"}


@pytest.mark.parametrize(
    ("spec", "unit"),
    [
        ("master:5s", ScoreUnit.DISCS),
        ("alphabeta:6", ScoreUnit.POINTS),
        ("alphabeta:6:diff", ScoreUnit.DISCS),
        ("negascout:4", ScoreUnit.POINTS),
        ("id:1s:diff", ScoreUnit.DISCS),
        ("weighted", ScoreUnit.POINTS),
        ("diff", ScoreUnit.DISCS),
        ("td", ScoreUnit.WIN_PROBABILITY),
        ("corners", ScoreUnit.NONE),
        ("greedy", ScoreUnit.NONE),
    ],
)
def test_score_units(spec: str, unit: ScoreUnit) -> None:
    assert score_unit_of(spec) is unit


def test_players_without_a_scale_give_no_score() -> None:
    position = Position.initial()
    for spec in ("random", "greedy", "corners"):
        assert create_player(spec, seed=1).choose(position).score is None


def test_td_scores_are_win_probabilities() -> None:
    info = create_player("td").analyze(Position.initial())
    assert all(0.0 <= p <= 1.0 for p in info.move_scores.values())


@pytest.mark.parametrize("spec", ["nobody", "random:3", "alphabeta:6:nonsense"])
def test_bad_specs_raise_value_error_without_building(spec: str) -> None:
    with pytest.raises(ValueError):
        score_unit_of(spec)


def test_split_spec_is_case_and_space_tolerant() -> None:
    kind, argument = split_spec("  Master:5s ")
    assert kind.name == "master" and argument == "5s"


@pytest.mark.parametrize(
    ("spec", "unit"), [("alphabeta:3", ScoreUnit.POINTS), ("td", ScoreUnit.WIN_PROBABILITY)]
)
def test_every_answer_and_report_carries_its_unit_and_point_of_view(spec: str, unit: ScoreUnit) -> None:
    """A reader of a search's answer never asks who searched (python-chess's ``PovScore``)."""
    position = Game.from_transcript("f5").position  # White to move
    player = create_player(spec, seed=1)
    reports: list[SearchResult] = []
    decision = player.choose(position, Budget(depth=2), progress=reports.append)
    analysis = player.analyze(position, Budget(depth=2), progress=reports.append)
    for answer in [decision, analysis, *reports]:
        assert answer.unit is unit and answer.turn is WHITE
    assert reports  # each player reports a depth at least


def test_a_score_seen_from_the_other_side() -> None:
    discs = SearchResult(score=4.0, unit=ScoreUnit.DISCS, turn=BLACK)
    assert discs.pov(BLACK) == 4.0 and discs.pov(WHITE) == -4.0
    chance = SearchResult(score=0.75, unit=ScoreUnit.WIN_PROBABILITY, turn=WHITE)
    assert chance.pov(WHITE) == 0.75 and chance.pov(BLACK) == 0.25
    assert SearchResult(score=None, turn=BLACK).pov(WHITE) is None


def test_a_player_cannot_override_the_stamping_entry_points() -> None:
    with pytest.raises(TypeError, match="implement decide"):

        class Rogue(Player):
            def choose(self, position, budget=None, stop=None, progress=None) -> SearchResult:
                return SearchResult()
