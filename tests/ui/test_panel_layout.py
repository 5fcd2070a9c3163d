"""The side panel: the board keeps priority in small windows, clear disabled controls, no repeated
texts, controls that mean nothing at game over are off, hint values say their unit."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QPalette

from othello_qt.core.game import Game
from othello_qt.core.players import registry
from othello_qt.core.position import WHITE, Move
from othello_qt.core.search_result import ScoreUnit
from othello_qt.ui.themes import THEMES
from tests.ui.conftest import FakeAnalyzer
from tests.ui.test_game_play import WIPEOUT_SETUP, click, wait_human_turn


def test_small_window_gives_the_board_priority(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    window.resize(500, 400)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (500, 400), timeout=3000)
    panel = window.splitter.widget(1)
    assert window.board_view.width() > panel.width()
    assert not window.panel.move_list.isVisible()  # the move list gives its room to the board
    subtitle = window.panel.white_card.player.text()
    assert subtitle in window.controller.short_side(WHITE)  # a short form, whole: not cut mid-word
    assert window.panel.hint_button.isVisible() and window.panel.move_now_button.isVisible()
    assert not window.panel.players_box.isVisible()  # New game… chooses the players in a window this small
    # the panel's content is never clipped: the scroll area is at least as wide as what it holds
    assert panel.width() >= window.panel.minimumSizeHint().width()
    narrow_panel = panel.width()
    window.resize(1100, 800)
    qtbot.waitUntil(lambda: window.panel.move_list.isVisible(), timeout=3000)
    assert window.panel.level_slider.easy.isVisible() and window.panel.players_box.isVisible()
    assert panel.width() > narrow_panel  # the panel gets its room back when the window grows


def test_dragged_panel_width_is_kept_when_the_window_grows(qtbot, make_window) -> None:
    window = make_window()
    window.resize(1100, 800)
    qtbot.waitUntil(lambda: window.width() == 1100, timeout=3000)
    total = sum(window.splitter.sizes())
    window.splitter.moveSplitter(total - 350, 1)  # as a drag does: emits splitterMoved
    dragged = window.splitter.sizes()[1]
    window.resize(500, 400)
    qtbot.waitUntil(lambda: window.width() == 500, timeout=3000)
    assert window.splitter.sizes()[1] < dragged
    window.resize(1100, 800)
    qtbot.waitUntil(lambda: window.splitter.sizes()[1] == dragged, timeout=3000)


def test_white_card_names_the_player_briefly(make_window) -> None:
    window = make_window(black="human", white="level")
    level = window.controller.level
    assert window.panel.white_card.player.text() == f"Computer · level {level}"
    assert "alpha" not in window.panel.white_card.player.text()
    assert not window.panel.white_card.player.wordWrap()
    assert window.panel.white_card.player.toolTip().startswith("Computer, level")  # the full text stays
    assert window.panel.black_card.player.text() == "Human"


def test_your_move_is_shown_once(make_window) -> None:
    window = make_window(black="human", white="greedy")
    assert "Your move" in window.panel.turn_label.text()
    assert "Your move" not in window.status.text()
    window.files.new_game("human", "greedy", window.controller.level)
    assert "Your move" not in window.status.text()


def test_game_over_disables_hints_and_pause_until_undo(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    controller = window.controller
    controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    wait_human_turn(qtbot, controller)
    assert window.panel.hint_button.isEnabled() and window.panel.pause_button.isEnabled()
    click(qtbot, window, Move.parse("b3").square)
    qtbot.waitUntil(controller.game.is_over, timeout=5000)
    panel = window.panel
    for control in (
        panel.hint_button,
        window.view_options.hints_action,
        panel.pause_button,
        window.play.pause_action,
    ):
        assert not control.isEnabled()
    assert not window.panel.move_now_button.isEnabled()
    # a new-user trial: greyed out with no word why, the hints looked broken at the game's end
    why = "The game is over: there is no move to hint. Undo or step back to see hints again."
    assert panel.hint_button.toolTip() == why == window.view_options.hints_action.statusTip()
    controller.undo()
    wait_human_turn(qtbot, controller)
    assert panel.hint_button.isEnabled() and window.view_options.hints_action.isEnabled()
    assert panel.hint_button.toolTip() == "Show the engine's value of every legal move (Ctrl+H)"
    # the recorded line still ends the game (issue 46): nothing to pause until a move leaves it
    assert not panel.pause_button.isEnabled() and not window.play.pause_action.isEnabled()
    other = next(square for square in controller.board_state().legal if square != Move.parse("b3").square)
    click(qtbot, window, other)
    qtbot.waitUntil(lambda: controller.game.ply > len(WIPEOUT_SETUP) // 2, timeout=5000)
    assert panel.pause_button.isEnabled() and window.play.pause_action.isEnabled()


def _lightness_gap(a: QColor, b: QColor) -> int:
    return abs(a.lightness() - b.lightness())


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_disabled_buttons_look_disabled_in_every_theme(make_window, theme: str) -> None:
    window = make_window(black="human", white="greedy")
    window.view_options.set_theme(theme)
    button = window.panel.move_now_button
    assert not button.isEnabled()  # the human is to move: nothing to hurry
    palette = button.palette()
    role = QPalette.ColorRole.ButtonText
    enabled = palette.color(QPalette.ColorGroup.Active, role)
    disabled = palette.color(QPalette.ColorGroup.Disabled, role)
    assert _lightness_gap(enabled, disabled) >= 80, (theme, enabled.name(), disabled.name())
    # and the greyed text still reads on the disabled button face
    face = palette.color(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Button)
    assert _lightness_gap(disabled, face) >= 60, (theme, disabled.name(), face.name())


class DiscAnalyzer(FakeAnalyzer):
    score_unit = ScoreUnit.DISCS


@pytest.mark.parametrize(("spec", "unit"), [("test-analyzer", "points"), ("test-disc-analyzer", "discs")])
def test_hints_say_the_analyzers_unit(qtbot, make_window, test_players, monkeypatch, spec, unit) -> None:
    kind = registry.PlayerKind(
        "test-disc-analyzer",
        "analyzer in discs",
        lambda _a, _s: DiscAnalyzer(),
        player=DiscAnalyzer,
    )
    monkeypatch.setitem(registry._KINDS, "test-disc-analyzer", kind)
    window = make_window(black="human", white="human", hint_spec=spec)
    window.view_options.set_hints(True)
    qtbot.waitUntil(lambda: window.controller.hints is not None, timeout=5000)
    assert window.controller.hints.unit == unit
    qtbot.waitUntil(lambda: f" {unit}, " in window.status.text(), timeout=5000)


def test_white_can_be_told_apart_when_human(make_window) -> None:
    window = make_window(black="greedy", white="human")
    assert window.controller.short_side(WHITE) == ("Human",)
