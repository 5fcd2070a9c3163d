"""Difficulty levels and the spec grammar of the seeds' players."""

from __future__ import annotations

import itertools

import pytest

from othello_qt.core.engine.workers import default_workers, every_core_threads
from othello_qt.core.players.levels import (
    DEFAULT_LEVEL,
    LEVELS,
    level,
    level_of_spec,
    playable_levels,
    spec_kind,
)
from othello_qt.core.players.registry import available_players, create_player
from othello_qt.core.position import Position

KNOWN = {kind.name for kind in available_players()}


def test_levels_are_numbered_named_and_described() -> None:
    assert [lv.number for lv in LEVELS] == list(range(1, len(LEVELS) + 1))
    assert len(LEVELS) >= 12
    for lv in LEVELS:
        assert lv.label == f"{lv.number} — {lv.name}"
        assert lv.description.endswith(".") and lv.description[0].isupper()
    assert len({lv.name for lv in LEVELS}) == len(LEVELS)
    assert LEVELS[0].name == "Beginner" and LEVELS[-1].name == "Grandmaster"
    assert LEVELS[-1].spec == "master:5s:threads=all"
    assert all(spec_kind(lv.spec) not in ("random", "greedy") for lv in LEVELS), (
        "a random mover is not a level"
    )
    jargon = ("alpha", "negascout", "plies", "iterative", "norvig", "greedy", "humanlike", "master:")
    texts = [lv.label + " " + lv.description for lv in LEVELS]
    assert not [t for t in texts if any(word in t.lower() for word in jargon)]
    assert 1 <= DEFAULT_LEVEL <= len(LEVELS)
    with pytest.raises(ValueError):
        level(len(LEVELS) + 1)


@pytest.mark.parametrize("lv", LEVELS, ids=lambda lv: lv.spec)
def test_every_level_builds_and_moves(lv) -> None:
    assert spec_kind(lv.spec) in KNOWN
    player = create_player(lv.spec, seed=1)
    position = Position.initial()
    assert position.is_legal(player.choose(position).move)


def test_the_top_levels_search_on_every_core_and_stay_themselves_on_any_machine() -> None:
    assert every_core_threads() == min(default_workers(), 64)
    for lv in LEVELS:
        threads = getattr(create_player(lv.spec, seed=1), "threads", 1)
        assert threads == (every_core_threads() if lv.number >= 11 else 1)
    assert level_of_spec("master:5s") == level_of_spec("master:5s:threads=8") == LEVELS[-1]
    assert level_of_spec("master:0.5s:threads=1") == LEVELS[-2]
    assert level_of_spec("master:7s:threads=2") is None


def test_every_level_is_playable() -> None:
    assert playable_levels() == LEVELS


@pytest.mark.parametrize(
    ("spec", "canonical"),
    [
        ("alphabeta", "alphabeta:6"),
        ("alphabeta:4", "alphabeta:4"),
        ("alphabeta:4:diff", "alphabeta:4:diff"),
        ("ALPHABETA:4:Weighted", "alphabeta:4"),
        ("minimax:3:squares", "minimax:3:squares"),
        ("negascout:5", "negascout:5"),
        ("negascout:5:weighted", "negascout:5:weighted"),
        ("id:2s", "id:2s"),
        ("id:500ms:diff", "id:0.5s:diff"),
        ("id:1.5", "id:1.5s"),
        ("corners", "corners"),
        ("weighted", "weighted"),
        ("diff", "diff"),
    ],
)
def test_specs_parse(spec: str, canonical: str) -> None:
    assert create_player(spec, seed=1).spec == canonical


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("alphabeta:x", "is not a depth like 6"),
        ("alphabeta:0", "between 1 and 60"),
        ("alphabeta:6:foo", "unknown evaluation"),
        ("id:-1s", "greater than 0 seconds"),
        ("id:0s", "greater than 0 seconds"),
        ("id:0ms", "greater than 0 seconds"),
        ("id:4000s", "at most 3600 seconds"),
        ("id:nans", "finite number"),
        ("id:inf", "finite number"),
        ("master:0s", "greater than 0 seconds"),
        ("master:-1s", "greater than 0 seconds"),
        ("master:nans", "finite number"),
        ("master:infs", "finite number"),
        ("master:-3", "depth must be between 1 and 60"),
        ("master:fast", "is not a depth like 6"),
        ("id:fast", "time must look like"),
        ("corners:3", "takes no argument"),
    ],
)
def test_bad_specs_say_why(spec: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        create_player(spec)


DEPTH_LEVEL_PAIRS = [
    (upper, lower)
    for lower, upper in itertools.pairwise(LEVELS)
    if not any(spec_kind(lv.spec) in ("id", "master") for lv in (lower, upper))
]


@pytest.mark.slow
@pytest.mark.parametrize(("upper", "lower"), DEPTH_LEVEL_PAIRS, ids=lambda lv: lv.spec)
def test_each_untimed_level_beats_the_one_below(upper, lower) -> None:
    """Reproducible (seeded, no clock involved): 20 games from 10 openings, each with both colours."""
    from othello_qt.core.match import run_match

    result = run_match(upper.spec, lower.spec, 20, seed=1)
    assert result.score >= 0.65, (result.wins, result.draws, result.losses)
    assert result.mean_disc_difference > 0


@pytest.mark.parametrize("seconds", [float("nan"), float("inf"), 0.0, -1.0])
def test_budgets_refuse_times_that_are_not_positive_numbers(seconds: float) -> None:
    from othello_qt.core.budget import Budget

    with pytest.raises(ValueError, match="finite number of seconds > 0"):
        Budget(seconds=seconds)
