"""Under the pseudo-locale (every translated letter full-width): the side panel (player cards, level
slider, choosers, clocks, a loaded game's players), the New game dialog with its clock, the Rules and
About boxes, the player dialog and the View, Game and Help menus' own texts read translated."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtGui import QResizeEvent

from othello_qt.core.game_clock import TimeControl
from othello_qt.core.players.registry import available_players
from othello_qt.core.position import WHITE
from othello_qt.ui import i18n
from othello_qt.ui.dialogs import NewGameDialog, show_about, show_rules
from othello_qt.ui.panels import PlayerDialog
from tests.ui.pseudo_locale import WORD, menu_texts, pseudo, untranslated, untranslated_in

LANGUAGE_WORDS = frozenset(name for name in i18n.LANGUAGES.values())
"""The language menu names each language in itself (data)."""

GRAMMAR = frozenset(word for kind in available_players() for word in WORD.findall(kind.argument))
"""A player's setting field shows the exact grammar of its argument in its tooltip, as the
registry writes it for who types specs (``depth (master:12) or time a move``): technical, like the spec."""


def english(texts: Iterable[str]) -> set[str]:
    """The words of ``texts`` still spelled in English."""
    return {word for text in texts for word in untranslated(text or "", set())}


def test_the_side_panel_is_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="level")
    window.resize(1100, 800)
    panel = window.panel
    assert panel.players_box.title() != "Players"  # the check itself looks at this panel
    assert untranslated_in(panel) == []
    panel.level_slider.set_in_use(False)  # the tooltip saying why it is greyed
    assert untranslated_in(panel.level_slider) == []
    window.controller.play_square(37)
    qtbot.waitUntil(lambda: window.controller.game.ply >= 1, timeout=5000)
    assert untranslated_in(panel) == []


def test_a_timed_games_clocks_and_a_loaded_games_players_are_translated(
    qtbot, make_window, pseudo_locale, tmp_path: Path
) -> None:
    window = make_window(black="human", white="human")
    window.resize(1100, 800)
    window.files.new_game("human", "human", window.controller.level, TimeControl(300.0, 2.0))
    panel = window.panel
    assert panel.black_card.clock.isVisible() and panel.white_card.clock.isVisible()
    assert untranslated_in(panel) == []
    path = tmp_path / "game.ggf"
    assert window.files.save_path(path)
    window.controller.set_side(WHITE, "level")
    assert window.files.open_path(path)
    assert pseudo("(from the file)") in panel.white_card.player.toolTip()
    assert pseudo("Human") == panel.black_card.player.toolTip()  # the same player, said once
    assert untranslated_in(panel) == []
    panel.white_card.player.resize(150, panel.white_card.player.height())
    panel.white_card.resizeEvent(QResizeEvent(panel.white_card.size(), panel.white_card.size()))
    assert untranslated_in(panel) == []


def test_the_new_game_dialog_is_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    dialog = NewGameDialog("human", "level", window.controller.level, window)
    qtbot.addWidget(dialog)
    dialog.clock.set_time_control(TimeControl(300.0, 2.0))
    dialog.show()
    assert untranslated_in(dialog) == []
    dialog.black.set_setting("human")
    dialog.white.set_setting("human")  # no side by level: the slider is greyed, with a tooltip
    assert untranslated_in(dialog) == []
    dialog.reject()


def test_the_rules_box_is_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    box = show_rules(window)
    assert untranslated_in(box) == []
    box.close()


def test_the_about_box_is_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    box = show_about(window)
    assert untranslated_in(box) == []  # the "%n levels" paragraph too (a plural text)
    box.close()


def test_the_player_dialog_is_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    dialog = PlayerDialog("alphabeta:3", window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.setting.isVisible()
    names = [dialog.list.item(row).text() for row in range(dialog.list.count())]
    assert english([dialog.list.accessibleName(), *names]) == set()
    assert untranslated_in(dialog, GRAMMAR) == []
    dialog.setting.setText("nonsense")
    dialog.accept()  # refused, saying why (the registry's reason is the core's English: data)
    assert dialog.isVisible()
    reason = dialog.detail.text().partition(":")[2]
    typed = {"nonsense"}  # what the test typed, in the spec the tooltip shows (data)
    assert untranslated_in(dialog, GRAMMAR | english([reason]) | typed) == []
    dialog.reject()


def test_the_view_game_and_help_menus_own_texts_are_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    bar = window.menuBar().actions()
    titles = [action.text() for action in bar]
    assert english(titles) == set(), titles
    view, help_menu = bar[4].menu(), bar[5].menu()
    found = [
        t for t in [*menu_texts(view), *menu_texts(help_menu)] if untranslated(t or "", set(LANGUAGE_WORDS))
    ]
    assert found == []
    engines = window.menus.engines_action
    assert english([engines.text(), engines.toolTip()]) == set()
    analyst = window.menus.analyst_menu
    assert english([analyst.title(), *(a.text() for a in window.view_options.analyst_actions())]) == set()


def test_the_view_options_notes_are_translated(qtbot, make_window, pseudo_locale) -> None:
    window = make_window()
    options = window.view_options
    notes = []
    for toggle in (options.legal_action, options.coords_action, options.mute_action):
        for _ in range(2):
            toggle.trigger()
            notes.append(window.status.text())
    for action in (*options.speed_actions.values(), *options.theme_actions.values()):
        action.trigger()
        notes.append(window.status.text())
    options.set_analyst("")
    notes.append(window.status.text())
    assert all(notes) and english(notes) == set(), notes
