"""The search worker's player cache: new-game notices are never lost, unused engines are let go."""

from __future__ import annotations

import threading

from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import WHITE, Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.sides import LEVEL
from othello_qt.ui.ai_worker import SearchThread


class CountingPlayer(Player):
    """Counts ``new_game`` notices."""

    def __init__(self) -> None:
        self.spec = "counting"
        self.new_games = 0

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        return SearchResult(position.legal_moves()[0])

    def new_game(self) -> None:
        self.new_games += 1


def test_new_game_notice_reaches_players_even_if_its_request_was_cancelled(qtbot) -> None:
    search = SearchThread("test-cache")
    player = CountingPlayer()
    search.service._players["counting"] = player
    gate = threading.Event()
    answers = []
    search.finished.connect(answers.append)
    try:
        search.service.submit_work(lambda _ticket: gate.wait(5))  # the thread is busy meanwhile
        search.mark_new_game()
        search.submit("move", Position.initial(), "counting")
        search.cancel()  # superseded before the service picked it up
        gate.set()
        assert search.service.wait_idle(5)
        qtbot.wait(20)
        assert player.new_games == 1  # delivered between searches, though its search never ran
        assert answers == []  # still no search for a cancelled request
    finally:
        search.shutdown()


def test_retain_drops_players_no_side_uses(qtbot) -> None:
    search = SearchThread("test-cache")
    try:
        for spec in ("random", "greedy"):
            with qtbot.waitSignal(search.finished, timeout=5000):
                search.submit("move", Position.initial(), spec)
        assert search.service.cached_specs == {"random", "greedy"}
        search.retain({"greedy"})
        qtbot.waitUntil(lambda: search.service.cached_specs == {"greedy"}, timeout=3000)
    finally:
        search.shutdown()


def _cache(qtbot, search: SearchThread, *specs: str) -> None:
    """Have ``search``'s worker build (and so keep) the players of ``specs``."""
    for spec in specs:
        with qtbot.waitSignal(search.finished, timeout=5000):
            search.submit("move", Position.initial(), spec)
    assert set(specs) <= search.service.cached_specs


def test_controller_keeps_only_the_selected_players(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    controller = window.controller
    search = controller._move_search
    _cache(qtbot, search, "random", "greedy")
    levels = [lv.number for lv in window.panel.level_slider.levels]
    controller.set_level(next(n for n in levels if n != controller.level))
    qtbot.waitUntil(lambda: not search.service.cached_specs & {"random", "greedy"}, timeout=3000)
    _cache(qtbot, search, "random", "greedy")
    controller.set_side(WHITE, "random")
    assert controller.side(WHITE) != LEVEL
    qtbot.waitUntil(lambda: search.service.cached_specs == {"random"}, timeout=3000)
