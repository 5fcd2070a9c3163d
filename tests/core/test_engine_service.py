"""The engine service without Qt: numbering, stale answers, cancel, progress, players, shutdown."""

from __future__ import annotations

import threading
import time

from othello_qt.core.engine_service import EngineService, SearchRequest, Ticket
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import Position
from othello_qt.core.search_result import SearchResult

START = Position.initial()
WAIT = 5.0
"""Seconds a test waits for something that normally takes milliseconds (generous for CI)."""


class ThinkingPlayer(Player):
    """Reports one depth, then thinks until stopped (or ``release`` is set); counts its notices."""

    def __init__(self, spec: str = "thinking") -> None:
        self.spec = spec
        self.new_games = 0
        self.started = threading.Event()
        self.release = threading.Event()

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position, stop, progress = request.position, request.stop, request.progress
        self.started.set()
        move = position.legal_moves()[0]
        if progress is not None:
            progress(SearchResult(depth=1, score=2.0, pv=(move,)))
        while not self.release.is_set() and not (stop is not None and stop.wait(0.001)):
            pass
        return SearchResult(move, score=2.0, depth=1)

    def new_game(self) -> None:
        self.new_games += 1


def _service(players: dict[str, Player], built: list[str] | None = None) -> EngineService:
    def make(spec: str) -> Player:
        if built is not None:
            built.append(spec)
        return players[spec]

    return EngineService("test-engine-service", make)


def test_requests_are_numbered_in_order() -> None:
    player = ThinkingPlayer()
    player.release.set()
    service = _service({"thinking": player})
    try:
        tickets = [service.submit(SearchRequest("move", START, "thinking"), replace=False) for _ in range(3)]
        assert [t.id for t in tickets] == [1, 2, 3]
        assert all(t.wait(WAIT) for t in tickets)
    finally:
        assert service.shutdown(WAIT)


def test_a_player_is_built_once_and_reused() -> None:
    built: list[str] = []
    player = ThinkingPlayer()
    player.release.set()
    service = _service({"thinking": player}, built)
    try:
        for _ in range(3):
            assert service.submit(SearchRequest("move", START, "thinking")).wait(WAIT)
        assert built == ["thinking"]
        assert service.cached("thinking") is player
        service.retain(set())
        assert service.cached_specs == frozenset()
    finally:
        assert service.shutdown(WAIT)


def test_a_superseded_search_stops_and_its_answer_is_dropped() -> None:
    slow, quick = ThinkingPlayer("slow"), ThinkingPlayer("quick")
    quick.release.set()
    service = _service({"slow": slow, "quick": quick})
    answers: list[tuple[int, object]] = []
    progress: list[int] = []

    def answered(ticket: Ticket, result: object) -> None:
        answers.append((ticket.id, result))

    def reported(ticket: Ticket, _info: SearchResult) -> None:
        progress.append(ticket.id)

    try:
        first = service.submit(SearchRequest("move", START, "slow"), on_finished=answered)
        assert slow.started.wait(WAIT)
        second = service.submit(
            SearchRequest("move", START, "quick"), on_finished=answered, on_progress=reported
        )
        assert first.cancelled.is_set() and first.stop.is_set()
        assert second.wait(WAIT) and first.done()
        assert [number for number, _ in answers] == [second.id]
        assert progress == [second.id]
    finally:
        assert service.shutdown(WAIT)


def test_cancel_stops_the_running_search_at_once_and_drops_the_queued_ones() -> None:
    player = ThinkingPlayer()
    service = _service({"thinking": player})
    answers: list[int] = []
    try:
        running = service.submit(
            SearchRequest("move", START, "thinking"), on_finished=lambda t, _r: answers.append(t.id)
        )
        assert player.started.wait(WAIT)
        queued = service.submit(
            SearchRequest("move", START, "thinking"),
            on_finished=lambda t, _r: answers.append(t.id),
            replace=False,
        )
        service.cancel()
        assert queued.done()  # dropped at once: it never runs
        assert running.wait(WAIT) and service.wait_idle(WAIT)
        assert answers == []
    finally:
        assert service.shutdown(WAIT)


def test_answer_now_still_delivers_the_answer() -> None:
    player = ThinkingPlayer()
    service = _service({"thinking": player})
    answers: list[object] = []
    try:
        ticket = service.submit(
            SearchRequest("move", START, "thinking"), on_finished=lambda _t, r: answers.append(r)
        )
        assert player.started.wait(WAIT)
        ticket.stop.set()
        assert ticket.wait(WAIT) and service.wait_idle(WAIT)
        assert len(answers) == 1 and isinstance(answers[0], SearchResult)
    finally:
        assert service.shutdown(WAIT)


def test_progress_is_reported_per_request_from_the_service_thread() -> None:
    player = ThinkingPlayer()
    player.release.set()
    service = _service({"thinking": player})
    seen: list[tuple[int, int, str]] = []
    try:
        ticket = service.submit(
            SearchRequest("move", START, "thinking"),
            on_progress=lambda t, info: seen.append((t.id, info.depth, threading.current_thread().name)),
        )
        assert ticket.wait(WAIT)
        assert seen == [(ticket.id, 1, "test-engine-service")]
    finally:
        assert service.shutdown(WAIT)


def test_a_failure_reaches_the_caller_and_the_service_goes_on() -> None:
    def make(spec: str) -> Player:
        raise ValueError(f"unknown player {spec!r}")

    service = EngineService("test-engine-service", make)
    failures: list[str] = []
    try:
        ticket = service.submit(
            SearchRequest("move", START, "nobody"), on_failed=lambda _t, e: failures.append(str(e))
        )
        assert ticket.wait(WAIT) and isinstance(ticket.error, ValueError)
        assert failures == ["unknown player 'nobody'"]
        assert service.submit_work(lambda _t: 42).wait(WAIT)
    finally:
        assert service.shutdown(WAIT)


def test_a_new_game_notice_reaches_players_even_when_its_search_is_cancelled() -> None:
    player = ThinkingPlayer()
    player.release.set()
    service = _service({"thinking": player})
    gate = threading.Event()
    try:
        assert service.submit(SearchRequest("move", START, "thinking")).wait(WAIT)
        service.submit_work(lambda _t: gate.wait(WAIT))  # holds the thread
        service.new_game()
        superseded = service.submit(SearchRequest("move", START, "thinking"), replace=False)
        superseded.cancel()
        gate.set()
        assert service.wait_idle(WAIT)
        assert player.new_games == 1
        assert superseded.result is None
        service.submit_work(lambda _t: gate.wait(WAIT))
        service.new_game()
        service.cancel()  # the queue is dropped: the notice is still delivered, between searches
        assert service.wait_idle(WAIT)
        assert player.new_games == 2
    finally:
        assert service.shutdown(WAIT)


def test_shutdown_stops_the_search_and_joins_the_thread_promptly() -> None:
    player = ThinkingPlayer()
    service = _service({"thinking": player})
    service.submit(SearchRequest("move", START, "thinking"))
    assert player.started.wait(WAIT)
    started = time.perf_counter()
    assert service.shutdown(WAIT)
    assert time.perf_counter() - started < 1.0  # a stop is answered in ms; generous for CI
    assert not service.is_alive()
    late = service.submit(SearchRequest("move", START, "thinking"))
    assert late.done() and late.cancelled.is_set()  # nobody will answer after a shutdown


def test_a_failure_of_the_users_engine_is_its_own_plain_words_a_bug_keeps_its_name() -> None:
    from othello_qt.core.engine_service import failure_message
    from othello_qt.core.players.engine_process import EngineCrashed, EngineIllegalMove

    crashed = EngineCrashed("Crashy exited with code 139: segmentation fault")
    assert failure_message("test", crashed) == "Crashy exited with code 139: segmentation fault"
    illegal = EngineIllegalMove("Crashy answered a1, which is not legal in this position")
    assert failure_message("test", illegal) == "Crashy answered a1, which is not legal in this position"
    assert failure_message("test", ZeroDivisionError("division by zero")) == (
        "ZeroDivisionError: division by zero"
    )
