"""The window at the sizes players use (issue 46 §10): at 800×600 the whole side panel shows
without scrolling, and a maximised window's evaluation graph grows with it."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from othello_qt.core.game import Game
from tests.ui.test_analysis import RANDOMISH_GAME


def wholly_shown(widget: QWidget, scroll) -> bool:
    """``widget`` is visible and lies wholly inside the panel's scroll area's viewport."""
    viewport = scroll.viewport()
    top_left = widget.mapTo(viewport, widget.rect().topLeft())
    bottom_right = widget.mapTo(viewport, widget.rect().bottomRight())
    inside = viewport.rect().contains(top_left) and viewport.rect().contains(bottom_right)
    return widget.isVisible() and inside


def sized(qtbot, window, width: int, height: int) -> None:
    window.resize(width, height)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, height), timeout=3000)
    qtbot.wait(50)  # the panel fits itself once laid out


def test_an_800_by_600_window_shows_the_whole_panel(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    window.controller.load_game(Game.from_transcript(RANDOMISH_GAME))  # a long move list
    sized(qtbot, window, 800, 600)
    scroll = window.splitter.widget(1)
    panel = window.panel
    assert not scroll.verticalScrollBar().isVisible()  # nothing below the fold
    slider = panel.level_slider
    shown = (*panel.nav_buttons.values(), slider.easy, slider.hard, panel.move_list, panel.pause_button)
    for widget in shown:
        assert wholly_shown(widget, scroll), widget
    assert panel.move_list.height() >= 100  # still a list to read, a few moves at least
    assert window.board_view.height() >= 360


def test_the_evaluation_graph_grows_with_the_window(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript(RANDOMISH_GAME))
    window.analysis.set_graph_visible(True)
    graph = window.analysis.panel.graph
    sized(qtbot, window, 1100, 800)
    roomy = graph.height()
    sized(qtbot, window, 1920, 1050)  # a maximised window
    assert graph.height() >= 180 and graph.height() > roomy
    assert window.board_view.height() >= 640  # the board still has the most room
    sized(qtbot, window, 1100, 800)
    assert graph.height() <= roomy + 5  # and gives it back
