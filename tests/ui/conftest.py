"""Fixtures for driving the real window headless: temporary settings and data, test players."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator

from othello_qt.core import jit
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult

T = TypeVar("T")


@pytest.fixture(scope="session", autouse=True)
def _warm_kernels() -> None:
    jit.warm_up()


class SlowPlayer(Player):
    """Thinks until told to stop (or 20 s), then plays its first legal move: a search we can catch."""

    started = threading.Event()

    def __init__(self) -> None:
        self.spec = "test-slow"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position, stop, progress = request.position, request.stop, request.progress
        SlowPlayer.started.set()
        moves = position.legal_moves()
        if progress is not None:
            progress(SearchResult(depth=1, score=2.0, pv=(moves[-1],), nodes=10, seconds=0.01))
        if stop is not None:
            stop.wait(20)
        return SearchResult(moves[-1], score=2.0, depth=1)


class FailingPlayer(Player):
    """Raises on every move: a player that breaks."""

    def __init__(self) -> None:
        self.spec = "test-failing"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        raise RuntimeError("the test player broke on purpose")


def analyzer_scores(position: Position, depth: int) -> dict[Move, float]:
    """The test analyzer's values: distinct per move and per depth, so the overlay can be checked."""
    return {
        move: float(position.flips(move).bit_count() * 2 - depth + (move.square or 0) % 3)
        for move in position.legal_moves()
        if not move.is_pass
    }


class FakeAnalyzer(Player):
    """A test double for the engine's ``analyze``: two depths, reported through ``progress``."""

    description = "test double for hints"
    supports_analysis = True
    score_unit = ScoreUnit.POINTS

    def __init__(self) -> None:
        self.spec = "test-analyzer"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        return SearchResult(position.legal_moves()[0])

    def value_moves(self, request: Request) -> SearchResult:
        position, stop, progress = request.position, request.stop, request.progress
        info = SearchResult(depth=0, score=0.0)
        for depth in (1, 2):
            if stop is not None and stop.is_set():
                break
            scores = analyzer_scores(position, depth)
            best = max(scores, key=lambda m: scores[m])
            info = SearchResult(
                depth=depth,
                score=scores[best],
                pv=(best,),
                nodes=10 * depth,
                seconds=0.001,
                move_scores=scores,
            )
            if progress is not None:
                progress(info)
        return info


@pytest.fixture
def test_players(monkeypatch: pytest.MonkeyPatch) -> None:
    """Register the test doubles for the length of one test."""
    for name, cls in (
        ("test-slow", SlowPlayer),
        ("test-failing", FailingPlayer),
        ("test-analyzer", FakeAnalyzer),
    ):
        kind = registry.PlayerKind(
            name,
            f"A test double ({cls.__name__}).",
            lambda _arg, _seed, cls=cls: cls(),
            player=cls,
        )
        monkeypatch.setitem(registry._KINDS, name, kind)
    SlowPlayer.started.clear()


def shown_dialog(window, kind: type[T]) -> T:
    """The newest visible dialog of ``kind`` the window opened (found as a user sees it, not by an
    attribute of the window)."""
    shown = [w for w in window.findChildren(kind) if w.isVisible()]
    assert shown, f"no {kind.__name__} is shown"
    return shown[-1]


@pytest.fixture
def temp_settings(tmp_path: Path) -> Callable[[], QSettings]:
    path = tmp_path / "settings.ini"
    return lambda: QSettings(str(path), QSettings.Format.IniFormat)


@pytest.fixture
def make_window(qtbot, tmp_path: Path, temp_settings) -> Iterator[Callable[..., object]]:
    """Build a real ``MainWindow`` on temporary settings and data; waits until play can begin."""
    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.settings import AppSettings

    windows = []

    def make(
        black: str = "human",
        white: str = "greedy",
        speed: str = "off",
        resume: bool | None = False,
        hint_spec: str | None = None,
        show: bool = True,
        **prefs: object,
    ) -> MainWindow:
        settings = AppSettings(temp_settings())
        if not windows:
            settings.set_player(0, black)
            settings.set_player(1, white)
            settings.animation_speed = speed
            for key, value in prefs.items():
                setattr(settings, key, value)
        window = MainWindow(settings, tmp_path / "data", resume=resume, hint_spec=hint_spec, sound=False)
        qtbot.addWidget(window)
        if show:
            window.show()
        qtbot.waitUntil(lambda: window.controller.ready, timeout=10000)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()


@pytest.fixture(scope="session")
def pseudo_qm(tmp_path_factory) -> Path:
    """A ``.qm`` of every text of the code in the pseudo-locale (``tests/ui/pseudo_locale.py``)."""
    from tests.ui.pseudo_locale import make_pseudo_qm

    return make_pseudo_qm(tmp_path_factory.mktemp("pseudo"))


@pytest.fixture
def pseudo_locale(pseudo_qm: Path) -> Iterator[None]:
    """The application speaks the pseudo-locale for one test (and English again after it)."""
    app = QCoreApplication.instance()
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    app.installTranslator(translator)
    yield
    app.removeTranslator(translator)
