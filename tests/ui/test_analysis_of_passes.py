"""A game with a forced pass, reviewed by an analyst: the pass is valued from the position after it
(no engine is asked about a pass), and an analyst that answers a position with no value (as NBoard
engines may) leaves a gap but still lets the review end, without an error."""

from __future__ import annotations

import random
from typing import ClassVar

import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import PASS, Move, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.ui import game_analysis
from othello_qt.ui.game_analysis import GameAnalyzer


def game_with_a_pass() -> tuple[tuple[Position, ...], tuple[Move, ...]]:
    """A whole random game (a fixed seed) in which a side must pass."""
    rng = random.Random(1)
    while True:
        positions, moves = [Position.initial()], []
        while legal := positions[-1].legal_moves():
            moves.append(rng.choice(legal))
            positions.append(positions[-1].play(moves[-1]))
        if any(p.must_pass() for p in positions):
            return tuple(positions), tuple(moves)


class NoValueAnalyst(Player):
    """Answers every position with a move and no value, as an NBoard engine may."""

    supports_analysis = True
    score_unit = ScoreUnit.DISCS
    asked: ClassVar[list[Position]] = []

    def __init__(self) -> None:
        self.spec = "test-novalue"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        return SearchResult(position.legal_moves()[0])

    def value_moves(self, request: Request) -> SearchResult:
        position = request.position
        NoValueAnalyst.asked.append(position)
        return SearchResult(position.legal_moves()[0], None, 1)


@pytest.fixture
def analysts(monkeypatch, test_players) -> None:
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=1), Budget(depth=2), Budget(depth=2)))
    monkeypatch.setattr(game_analysis, "review_depth", lambda: 2)
    kind = registry.PlayerKind(
        "test-novalue", "No values.", lambda _a, _s: NoValueAnalyst(), player=NoValueAnalyst
    )
    monkeypatch.setitem(registry._KINDS, "test-novalue", kind)
    NoValueAnalyst.asked.clear()


def review(qtbot, spec: str) -> GameAnalyzer:
    analyzer = GameAnalyzer(spec)
    positions, moves = game_with_a_pass()
    analyzer.set_game(positions, moves)
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=30000) as finished:
        analyzer.start_review()
    assert finished.args == [True]
    return analyzer


def test_a_pass_is_valued_by_the_position_after_it(qtbot, analysts) -> None:
    analyzer = review(qtbot, "test-analyzer")
    try:
        positions, _moves = game_with_a_pass()
        for position in positions:
            if position.must_pass():
                after = analyzer.analysis_of(position.play(PASS))
                passed = analyzer.analysis_of(position)
                assert passed is not None and after is not None
                assert passed.score == -after.score and passed.best == PASS
        assert all(v is not None for v in analyzer.values()[:-1])
    finally:
        analyzer.shutdown()


def test_an_analyst_without_values_still_ends_the_review(qtbot, analysts) -> None:
    analyzer = review(qtbot, "test-novalue")
    try:
        assert not any(p.must_pass() for p in NoValueAnalyst.asked)  # never asked about a pass
        assert analyzer.reviews() == [None] * len(analyzer.reviews())
    finally:
        analyzer.shutdown()
