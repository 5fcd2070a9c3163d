"""The hint overlay shows the analyzer's values, refines them, and stops when it is not wanted."""

from __future__ import annotations

import threading

import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import Position
from othello_qt.core.search_result import SearchResult
from othello_qt.ui.hint_search import find_analyzer_spec
from tests.ui.conftest import analyzer_scores


class StubbornAnalyzer(Player):
    """Reports one depth, then keeps searching until stopped; records that it was stopped."""

    description = "analyses until stopped"
    supports_analysis = True
    stopped = threading.Event()
    reported = threading.Event()

    def __init__(self) -> None:
        self.spec = "test-stubborn"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        return SearchResult(position.legal_moves()[0])

    def value_moves(self, request: Request) -> SearchResult:
        position, stop, progress = request.position, request.stop, request.progress
        scores = analyzer_scores(position, 1)
        info = SearchResult(depth=1, score=max(scores.values()), nodes=1, move_scores=scores)
        progress(info)
        StubbornAnalyzer.reported.set()
        if stop.wait(20):
            StubbornAnalyzer.stopped.set()
        return info


@pytest.fixture
def stubborn(monkeypatch: pytest.MonkeyPatch) -> None:
    kind = registry.PlayerKind("test-stubborn", "analyses until stopped", lambda _a, _s: StubbornAnalyzer())
    monkeypatch.setitem(registry._KINDS, "test-stubborn", kind)
    StubbornAnalyzer.stopped.clear()
    StubbornAnalyzer.reported.clear()


def test_hint_values_equal_the_analyzers(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="human", hint_spec="test-analyzer")
    controller = window.controller
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: controller.hints is not None and controller.hints.final, timeout=5000)
    hints = window.board_view.hints
    expected = {m.square: v for m, v in analyzer_scores(Position.initial(), 2).items()}
    assert hints is not None and hints.scores == expected
    assert set(hints.scores) == set(window.board_view.state.legal)  # a value on every legal square
    assert hints.best == max(expected, key=lambda s: expected[s])
    assert "Hint:" in window.status.text()
    assert window.settings.show_hints
    # turning hints off clears the overlay
    window.panel.hint_button.click()
    assert window.board_view.hints is None and not window.settings.show_hints


def test_hints_follow_the_game_and_stop_when_a_move_is_played(qtbot, make_window, stubborn) -> None:
    window = make_window(black="human", white="human", hint_spec="test-stubborn")
    controller = window.controller
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: window.board_view.hints is not None, timeout=5000)
    assert not window.board_view.hints.final  # refined later: only the first depth so far
    qtbot.keyClicks(window.board_view, "f5")
    assert window.board_view.hints is None or window.board_view.hints.scores.keys() != {37}
    assert StubbornAnalyzer.stopped.wait(2), "playing a move must stop the hint search"
    # white's hints arrive for the new position
    StubbornAnalyzer.reported.clear()
    qtbot.waitUntil(lambda: controller.hints is not None, timeout=5000)
    expected = {m.square: v for m, v in analyzer_scores(controller.position, 1).items()}
    assert controller.hints.scores == expected
    StubbornAnalyzer.stopped.clear()
    window.view_options.hints_action.setChecked(False)
    assert StubbornAnalyzer.stopped.wait(2), "turning hints off must stop the search"


def test_hints_without_an_analyzer_say_so(qtbot, make_window, monkeypatch) -> None:
    from othello_qt.ui import hint_search

    monkeypatch.setattr(hint_search, "find_analyzer_spec", lambda: None)  # no player analyses
    window = make_window(black="human", white="human")
    window.view_options.hints_action.setChecked(True)
    assert window.board_view.hints is None
    assert "none is installed" in window.status.text()


def test_hints_with_the_real_engine(qtbot, make_window) -> None:
    spec = find_analyzer_spec()
    assert spec == "master"  # the strongest analyser, registered in every build
    window = make_window(black="human", white="human", hint_spec=spec)
    window.controller.set_hint_budget(Budget(seconds=1.0))
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(
        lambda: window.controller.hints is not None and window.controller.hints.final,
        timeout=60000,  # a 1 s search, after the kernels load: slow only on a loaded machine
    )
    hints = window.board_view.hints
    shown = {square: value for square, value in hints.scores.items()}
    reported = {m.square: v for m, v in hints.info.move_scores.items()}
    assert shown == reported  # the overlay writes exactly what the engine said
    assert set(shown) == set(window.board_view.state.legal)
    assert all(-64 <= v <= 64 for v in shown.values())
    engine = registry.create_player(spec)
    fresh = engine.analyze(Position.initial(), Budget(depth=max(1, hints.info.depth)))
    assert {m.square for m in fresh.move_scores} == set(shown)


def test_hints_show_on_a_computers_turn_that_waits(qtbot, make_window, test_players) -> None:
    """Looking back at a computer's turn in an opened game (it waits), or with the game paused, the
    hints value that position too; while the computer thinks they stay off."""
    window = make_window(black="greedy", white="human", hint_spec="test-analyzer")
    controller = window.controller
    controller.set_paused(True)
    window.view_options.hints_action.setChecked(True)
    assert window.files.load_text("f5d6c3d3c4", "the clipboard")  # White to move: a human
    controller.go_to_ply(2)  # Black, the computer, to move, looking back
    assert controller.position.turn.name == "BLACK" and not controller.is_human(controller.position.turn)
    qtbot.waitUntil(lambda: controller.hints is not None and controller.hints.final, timeout=5000)
    expected = {m.square: v for m, v in analyzer_scores(controller.position, 2).items()}
    assert controller.hints.scores == expected
