"""The stored match files (``benchmarks/results/match-*.json`` and ``results/versus/``) hold real
games: each game's transcript replays by the rules from its match's opening to its recorded result,
and ``ladder.json``'s pairs are the sums of their match files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks import ladder, resumable_match
from benchmarks.page import RESULTS
from othello_qt.core.match import DEFAULT_OPENING_PLIES, opening_positions
from othello_qt.core.notation import parse_transcript
from othello_qt.core.position import Position

MATCH_FILES = sorted(RESULTS.glob("match-*.json")) + sorted((RESULTS / "versus").glob("match-*.json"))

WITHOUT_FILES = {"master:10 vs master:8", "master:6 vs humanlike:5:0.6", "master:8 vs master:6"}
"""Ladder pairs played with older engine data before the matches were kept game by game: their
sums have no games to check (the page marks them as measured with earlier data)."""


def _games_played(path: Path) -> int:
    """The number of games the match was planned with, from its file's name (``...-100-TAG.json``)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for part in path.stem.split("-"):
        if part.isdigit() and int(part) >= len(data["games"]):
            return int(part)
    raise AssertionError(f"{path.name}: no game count in the name")


def test_there_are_match_files() -> None:
    assert len(MATCH_FILES) >= 30


@pytest.mark.parametrize("path", MATCH_FILES, ids=lambda path: path.relative_to(RESULTS).as_posix())
def test_every_game_replays_to_its_recorded_result(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    openings = opening_positions((_games_played(path) + 1) // 2, DEFAULT_OPENING_PLIES, seed=1)
    assert data["games"]
    for number, game in data["games"].items():
        moves = parse_transcript(game["transcript"])  # raises on an illegal move
        opening = openings[(int(number) // 2) % len(openings)]  # as run_match picks them
        assert tuple(moves[: len(opening.moves)]) == opening.moves, f"game {number}: not its opening"
        position = Position.initial()
        for move in moves:
            position = position.play(move)
        assert position.is_game_over(), f"game {number} does not end the game"
        score = position.result().score
        a_score = score if int(number) % 2 == 0 else -score  # A has Black in even games
        assert a_score == game["a_disc_difference"], f"game {number}"
        assert game["a_moves"] + game["b_moves"] == len(moves) - len(opening.moves), f"game {number}"


def test_ladder_pairs_are_the_sums_of_their_match_files() -> None:
    pairs = json.loads((RESULTS / "ladder.json").read_text(encoding="utf-8"))
    missing = set()
    for key, entry in pairs.items():
        upper, lower = key.split(" vs ")
        path = resumable_match.results_path(upper, lower, entry["games"], entry["engine_data"], RESULTS)
        if not path.is_file():
            missing.add(key)
            continue
        games = json.loads(path.read_text(encoding="utf-8"))["games"]
        assert len(games) == entry["games"], key
        expected = ladder.entry_of(resumable_match.summarise(games.values()), entry["engine_data"])
        assert {name: entry[name] for name in expected} == expected, key
    assert missing == WITHOUT_FILES
    stamp = resumable_match.engine_data_stamp()
    assert all(pairs[key]["engine_data"] != stamp for key in WITHOUT_FILES)


def test_the_versus_figures_are_the_sums_of_their_match_files(tmp_path: Path) -> None:
    from benchmarks import figures, versus

    stored = figures.load("versus")
    assert stored is not None
    (tmp_path / "versus.json").write_text(json.dumps(stored), encoding="utf-8")
    versus.record_files(tmp_path / "versus.json", RESULTS / "versus", None)
    again = figures.load("versus", tmp_path)
    assert again is not None
    assert again["values"] == stored["values"] and again["tables"] == stored["tables"]
    assert again["command"] == stored["command"]
