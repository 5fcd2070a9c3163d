"""Hints turned on after a review (a new-user trial): the review's verdicts are its own, and the
status line says what is true now, not what the review said before the hints came."""

from __future__ import annotations

import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.ui import game_analysis
from othello_qt.ui.analysis_panel import game_line
from othello_qt.ui.status_text import hint_text
from tests.ui.conftest import analyzer_scores

GAME = "c4c5f6c3b5g7e3e6c2f3g3a5h8b3f4f2"  # random moves: mistakes to mark


class SecondThoughts(Player):
    """Values the moves at depth 1, and the other way round at depth 2 (as deep as its budget
    allows): a deeper search that would overturn every verdict of a depth-1 review."""

    description = "changes its mind at depth 2"
    supports_analysis = True
    score_unit = ScoreUnit.POINTS

    def __init__(self) -> None:
        self.spec = "test-second-thoughts"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        return SearchResult(position.legal_moves()[0])

    def value_moves(self, request: Request) -> SearchResult:
        position, budget, progress = request.position, request.budget, request.progress
        deepest = budget.depth if budget is not None and budget.depth else 2
        info = SearchResult(depth=0, score=0.0)
        for depth in range(1, min(deepest, 2) + 1):
            scores = {m: (v if depth == 1 else -v) for m, v in analyzer_scores(position, 1).items()}
            best = max(scores, key=lambda m: scores[m])
            info = SearchResult(depth=depth, score=scores[best], pv=(best,), nodes=1, move_scores=scores)
            if progress is not None:
                progress(info)
        return info


@pytest.fixture
def second_thoughts(monkeypatch: pytest.MonkeyPatch) -> None:
    kind = registry.PlayerKind(
        "test-second-thoughts", "changes its mind", lambda _a, _s: SecondThoughts(), player=SecondThoughts
    )
    monkeypatch.setitem(registry._KINDS, "test-second-thoughts", kind)


def test_hints_after_a_review_leave_its_verdicts_and_the_status_follows(
    qtbot, make_window, monkeypatch, second_thoughts
) -> None:
    # a review shallower than the hints' search: the hints' deeper values replaced the review's
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=1), Budget(depth=1), Budget(depth=1)))
    window = make_window(black="human", white="human", hint_spec="test-second-thoughts")
    controller, analyzer = window.controller, window.analysis.analyzer
    controller.load_game(Game.from_transcript(GAME))
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=60000):
        window.analysis.review_action.trigger()
    verdicts = analyzer.reviews()
    marks = dict(window.analysis._marks)
    assert marks and all(review is not None for review in verdicts)
    assert window.status.text().startswith("Review done")
    window.view_options.hints_action.setChecked(True)
    positions = game_line(controller.game)[0]
    for ply in range(len(positions) - 1, -1, -1):  # the hints of every position of the game
        if ply < len(positions) - 1:
            window.play.nav_actions["back"].trigger()
        position = positions[ply]

        def shown(position=position) -> bool:
            hints = controller.hints
            return hints is not None and hints.final and controller.position == position

        qtbot.waitUntil(shown, timeout=5000)
        # the status line follows: the hint of the position shown, not the review's old news
        qtbot.waitUntil(lambda: window.status.text() == hint_text(controller.hints), timeout=5000)
    assert analyzer.reviews() == verdicts  # the review's evaluations are its own
    assert window.analysis._marks == marks
