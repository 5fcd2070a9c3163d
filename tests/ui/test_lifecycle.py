"""Start-up before the kernels are warm, closing while the computer thinks, stale search results."""

from __future__ import annotations

import time

from othello_qt.core import bitboard
from othello_qt.core import position as position_module
from othello_qt.core.position import Position, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.ui import main_window as main_window_module
from othello_qt.ui.ai_worker import SearchThread
from othello_qt.ui.settings import AppSettings, playable_levels
from tests.ui.conftest import SlowPlayer
from tests.ui.test_game_play import click


def test_window_appears_before_the_kernels_are_ready(qtbot, tmp_path, temp_settings, monkeypatch) -> None:
    ready = {"value": False}
    monkeypatch.setattr(main_window_module, "rules_kernels_ready", lambda: ready["value"])

    class GuardedKernels:
        """The rules kernels, refusing calls until 'warm': a cold call would block on numba's lock."""

        def __getattr__(self, name: str):
            kernel = getattr(bitboard, name)

            def call(*args):
                assert ready["value"], f"{name} called from the UI thread before the kernels were ready"
                return kernel(*args)

            return call

    monkeypatch.setattr(position_module, "_bb", GuardedKernels())
    saved = AppSettings(temp_settings())
    saved.level = max(level.number for level in playable_levels())  # not the default level
    saved.sync()
    window = main_window_module.MainWindow(temp_settings(), tmp_path / "data", resume=False, sound=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.wait(60)
    assert window.isVisible() and not window.controller.ready
    assert "Preparing" in window.status.text()
    # the start-up shows what was saved: players, level; nothing to browse in an empty game
    assert window.panel.level_slider.level_number() == saved.level
    assert window.controller.level == saved.level
    assert not any(action.isEnabled() for action in window.play.nav_actions.values())
    window.controller.play_square(37)  # a click while preparing is kept, and the user is told
    assert window.controller.game.ply == 0
    assert "f5 will be played" in window.status.text()
    ready["value"] = True
    qtbot.waitUntil(lambda: window.controller.ready, timeout=2000)
    qtbot.waitUntil(lambda: window.controller.game.ply >= 1, timeout=2000)
    assert str(window.controller.game.moves[0]) == "f5"
    window.close()


def test_closing_while_the_computer_thinks_is_quick_and_clean(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: window.controller.thinking, timeout=5000)
    assert SlowPlayer.started.wait(2)
    move_service = window.controller._move_search.service
    started = time.perf_counter()
    window.close()
    assert time.perf_counter() - started < 2.0  # generous for a loaded CI machine; typically ~10 ms
    assert not move_service.is_alive()
    assert not window.controller._hint.search.service.is_alive()


def test_stale_results_are_ignored(qtbot, qapp, test_players) -> None:
    search = SearchThread("test-search")
    answers: list[SearchResult] = []
    search.finished.connect(answers.append)
    first = search.submit("move", Position.initial(), "test-slow")
    qtbot.waitUntil(lambda: SlowPlayer.started.is_set(), timeout=2000)
    second = search.submit("move", Position.initial(), "greedy")  # stops and supersedes the first
    assert second == first + 1
    qtbot.waitUntil(lambda: len(answers) == 1 and not search.busy, timeout=5000)
    qtbot.wait(50)
    assert len(answers) == 1  # the slow player's answer (its last legal move) never arrived
    assert answers[0].move in Position.initial().legal_moves()
    search.cancel()
    assert search.shutdown(2000)


def test_worker_reports_unknown_players_as_errors(qtbot, qapp) -> None:
    search = SearchThread("test-search")
    errors: list[str] = []
    search.failed.connect(errors.append)
    search.submit("move", Position.initial(), "no-such-player")
    qtbot.waitUntil(lambda: bool(errors), timeout=2000)
    assert "no-such-player" in errors[0]
    assert search.shutdown(2000)


def test_move_played_carries_flips_for_the_animation(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    with qtbot.waitSignal(window.controller.movePlayed) as blocker:
        click(qtbot, window, 37)
    played = blocker.args[0]
    assert played.move == move_at(37) and played.flips == (36,)
    assert played.before == Position.initial()
