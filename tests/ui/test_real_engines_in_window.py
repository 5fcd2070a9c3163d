"""The real engines of ``../shared/engines`` in the real window, as a player adds them: ntest and Edax
play whole games against a built-in level at a depth and at a time a move, and as the analyst give
hints and review a game.  The scripted engines of ``test_engines_dialog`` test the failures; these
are the evidence that the conversation works with programs other people wrote."""

from __future__ import annotations

import pytest

from othello_qt.core.position import Move
from othello_qt.core.session.sides import LEVEL
from othello_qt.ui.engines_dialog import EnginesDialog
from tests.real_engines import edax_entry, ntest_entry
from tests.ui.conftest import shown_dialog
from tests.ui.test_engines_dialog import choose_side

pytestmark = pytest.mark.slow

ENGINES = {"ntest": ntest_entry, "Edax": edax_entry}
GAME_MS = 240_000
"""A whole game at 1 s a move is about 30 s of the engine's time; the rest is a loaded machine."""


def add_through_the_dialog(qtbot, window, name: str, budget: str) -> EnginesDialog:
    """Game → Engines…, the engine's fields typed in as its README says, Add and check."""
    entry = ENGINES[name](budget, name)
    window.menus.engines_action.trigger()
    dialog = shown_dialog(window, EnginesDialog)
    dialog.name.setText(entry.name)
    dialog.command.setText(entry.command_line)
    dialog.folder.setText(entry.folder)
    dialog.budget.setText(budget)
    dialog.add_button.click()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=90_000)
    assert "answered" in dialog.message.text(), dialog.message.text()
    return dialog


def play_a_whole_game(qtbot, window, name: str) -> None:
    """The engine as White against the computer at level 3 as Black, to the end, with no error."""
    errors: list[str] = []
    window.controller.errorOccurred.connect(errors.append)
    choose_side(window.panel.white_chooser, f"engine:{name}")
    choose_side(window.panel.black_chooser, LEVEL)
    qtbot.waitUntil(lambda: bool(errors) or window.controller.game.is_over(), timeout=GAME_MS)
    assert not errors, errors[0]
    game = window.controller.game
    assert game.is_over() and game.ply >= 40
    assert "failed" not in window.status.text()


@pytest.mark.parametrize("name", list(ENGINES))
@pytest.mark.parametrize("budget", ["8", "1s"], ids=["depth-8", "1s-a-move"])
def test_a_real_engine_plays_a_whole_game_in_the_window(qtbot, make_window, name: str, budget: str) -> None:
    window = make_window(black="human", white="human", level=3)
    add_through_the_dialog(qtbot, window, name, budget)
    play_a_whole_game(qtbot, window, name)


@pytest.mark.parametrize("name", list(ENGINES))
def test_a_real_engine_as_analyst_gives_hints_and_reviews_a_game(qtbot, make_window, name: str) -> None:
    window = make_window(black="human", white="human")
    add_through_the_dialog(qtbot, window, name, "6")
    window.menus.analyst_menu.aboutToShow.emit()
    {a.data(): a for a in window.menus.analyst_menu.actions()}[f"engine:{name}"].trigger()
    controller = window.controller
    for square in ("f5", "d6", "c3", "d3", "c4"):
        controller.play_move(Move.parse(square))
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: controller.hints is not None and controller.hints.final, timeout=60_000)
    assert {Move(square) for square in controller.hints.scores} == set(controller.position.legal_moves())
    analyzer = window.analysis.analyzer
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=120_000) as finished:
        window.analysis.review_action.trigger()
    assert finished.args == [True]
    assert window.status.text().startswith("Review done"), window.status.text()
    assert all(review is not None for review in analyzer.reviews()[1:])


def test_a_changed_depth_applies_to_the_engines_next_move(qtbot, make_window) -> None:
    """The user changes ntest from depth 3 to depth 5 in Game → Engines… while it plays: choosing it
    in the list fills the fields, Save and check changes it, and its next move is searched to 5."""
    window = make_window(black="human", white="human")
    dialog = add_through_the_dialog(qtbot, window, "ntest", "3")
    decisions: list[object] = []
    window.controller.decisionMade.connect(lambda _color, decision: decisions.append(decision))
    choose_side(window.panel.white_chooser, "engine:ntest")
    window.controller.play_move(Move.parse("f5"))
    qtbot.waitUntil(lambda: len(decisions) == 1, timeout=30_000)
    assert decisions[0].depth == 3
    dialog.list.setCurrentRow(0)
    assert dialog.name.text() == "ntest" and dialog.budget.text() == "3"
    assert dialog.add_button.text().replace("&", "") == "Save and check"
    dialog.budget.setText("5")
    dialog.add_button.click()
    qtbot.waitUntil(lambda: not dialog.checking, timeout=90_000)
    assert "was changed" in dialog.message.text()
    assert [entry.budget for entry in window.engines.entries] == ["5"]
    qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=30_000)
    black_reply = next(iter(window.controller.position.legal_moves()))
    window.controller.play_move(black_reply)
    qtbot.waitUntil(lambda: len(decisions) == 2, timeout=30_000)
    assert decisions[1].depth == 5
