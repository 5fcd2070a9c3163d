"""The controller on its own, watched through its signals (no window, no board view)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtTest import QSignalSpy

from othello_qt.core.game import Game, PlayedMove
from othello_qt.core.position import BLACK, WHITE, Move
from othello_qt.ui.controller import GameController
from othello_qt.ui.saved_game import SavedGameStore
from tests.ui.test_game_play import PASS_SETUP


class CountingStore(SavedGameStore):
    """The real autosave store, counting what it is asked to write."""

    def __init__(self, directory: Path) -> None:
        super().__init__(directory)
        self.saves = 0

    def save(self, *args, **kwargs) -> None:
        self.saves += 1
        super().save(*args, **kwargs)


@pytest.fixture
def store(tmp_path: Path) -> CountingStore:
    return CountingStore(tmp_path / "data")


@pytest.fixture
def controller(qtbot, store: CountingStore):
    made = GameController(store=store)
    made.start(black="human", white="human")
    yield made
    made.shutdown()
    store.flush()


def square(name: str) -> int:
    square = Move.parse(name).square
    assert square is not None
    return square


def test_a_move_is_announced_and_saved_once(controller: GameController, store: CountingStore) -> None:
    history = QSignalSpy(controller.historyChanged)
    played = QSignalSpy(controller.movePlayed)
    states = QSignalSpy(controller.stateChanged)
    saves = store.saves
    controller.play_square(square("f5"))
    assert history.count() == 1
    assert played.count() == 1 and states.count() == 1
    assert store.saves == saves + 1
    record = played.at(0)[0]
    assert isinstance(record, PlayedMove)
    assert record.color is BLACK and record.flips == (square("e5"),)
    assert record.after == controller.position
    assert states.at(0)[0].position == controller.position


def test_an_animated_move_is_still_announced_and_saved_once(
    controller: GameController, store: CountingStore
) -> None:
    controller.session.wait_for_animation = True
    history = QSignalSpy(controller.historyChanged)
    states = QSignalSpy(controller.stateChanged)
    saves = store.saves
    controller.play_square(square("f5"))
    assert controller.animating and history.count() == 1 and states.count() == 0
    controller.animation_finished()
    assert not controller.animating
    assert history.count() == 1 and states.count() == 1
    assert store.saves == saves + 1


def test_a_click_during_the_animation_is_played_after_it(controller: GameController) -> None:
    controller.session.wait_for_animation = True
    controller.play_square(square("f5"))
    controller.play_square(square("d6"))  # white's answer, clicked while f5 still turns its disc
    assert controller.game.ply == 1
    controller.animation_finished()
    assert controller.game.transcript() == "f5d6"


def test_an_illegal_click_says_why_and_changes_nothing(controller: GameController) -> None:
    messages = QSignalSpy(controller.message)
    history = QSignalSpy(controller.historyChanged)
    controller.play_square(square("a1"))
    assert history.count() == 0 and controller.game.ply == 0
    assert messages.count() == 1 and "a1 is not a legal move" in messages.at(0)[0]


def test_a_forced_pass_is_played_and_announced(controller: GameController) -> None:
    controller.load_game(Game.from_transcript(PASS_SETUP))
    passed = QSignalSpy(controller.passed)
    history = QSignalSpy(controller.historyChanged)
    controller.play_square(square("c1"))
    assert passed.count() == 1 and passed.at(0)[0] is BLACK
    assert controller.game.moves[-1].is_pass and controller.position.turn is WHITE
    assert history.count() == 2  # the move, then the pass


def test_the_computer_answers_a_move(qtbot, controller: GameController) -> None:
    controller.set_side(WHITE, "greedy")
    decisions = QSignalSpy(controller.decisionMade)
    history = QSignalSpy(controller.historyChanged)
    controller.play_square(square("f5"))
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=10000)
    assert decisions.count() == 1 and decisions.at(0)[0] is WHITE
    assert history.count() == 2
    assert controller.human_to_move()


def test_undo_goes_back_to_the_humans_turn(qtbot, controller: GameController) -> None:
    controller.set_side(WHITE, "greedy")
    controller.play_square(square("f5"))
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=10000)
    history = QSignalSpy(controller.historyChanged)
    controller.undo()
    assert controller.game.ply == 0 and history.count() == 1
    assert str(controller.game.redo_moves[0]) == "f5"


def test_a_new_game_can_be_undone_and_redone(controller: GameController) -> None:
    for name in ("f5", "d6", "c3"):
        controller.play_square(square(name))
    history = QSignalSpy(controller.historyChanged)
    controller.new_game()
    assert controller.game.ply == 0 and controller.can_undo() and not controller.can_redo()
    controller.undo()
    assert controller.game.transcript() == "f5d6c3" and controller.can_redo()
    controller.redo()
    assert controller.game.ply == 0
    assert history.count() == 3  # new game, back, forward: once each
    controller.play_square(square("f5"))
    controller.undo()  # a move was played: Undo takes it back, the replaced game stays behind
    assert controller.game.ply == 0 and controller.game.redo_moves
