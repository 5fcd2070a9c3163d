"""The player's language: the system locale is followed, View → Language is remembered for the next
start and says so, and a start in a shipped language shows the window in it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale

from othello_qt.ui import i18n


@pytest.mark.parametrize(
    ("system", "spoken"),
    [
        ("ja_JP", "ja"),
        ("de_AT", "de"),
        ("fr_CA", "fr"),
        ("es_MX", "es"),
        ("nl_BE", "nl"),
        ("zh_CN", "zh_CN"),
        ("zh_SG", "zh_CN"),  # the one Chinese shipped is offered to every Chinese locale
        ("en_GB", "en"),
        ("pt_BR", "en"),  # a language not shipped: English
    ],
)
def test_the_system_locale_picks_the_language(system: str, spoken: str) -> None:
    assert i18n.language_for(i18n.SYSTEM, QLocale(system)) == spoken


def test_a_chosen_language_wins_over_the_system_one() -> None:
    assert i18n.language_for("de", QLocale("ja_JP")) == "de"


def test_every_language_ships_its_compiled_file() -> None:
    for language in i18n.LANGUAGES:
        assert i18n.qm_path(language).is_file(), language


def test_the_language_menu_remembers_the_choice_and_says_when_it_applies(make_window) -> None:
    window = make_window(black="human", white="human")
    actions = window.view_options.language_actions
    assert actions[i18n.SYSTEM].isChecked()
    assert [action.text() for name, action in actions.items() if name] == list(i18n.LANGUAGES.values())
    actions["ja"].trigger()
    assert window.view_options.settings.language == "ja"
    assert actions["ja"].isChecked() and not actions[i18n.SYSTEM].isChecked()
    assert "next time" in window.status.text()


def test_an_installed_language_translates_and_english_comes_back(qapp) -> None:
    try:
        assert i18n.install("de") == "de"
        assert i18n.translate("Color", "Black") == "Schwarz"
        assert QLocale().name().startswith("de")
        assert i18n.number_text(0.5) == "0,5"
    finally:
        assert i18n.install("en") == "en"
    assert i18n.translate("Color", "Black") == "Black"
    assert i18n.number_text(0.5) == "0.5"


def test_a_count_agrees_in_english_even_without_a_translation() -> None:
    assert i18n.translate("NoSuchContext", "%n disc(s)", None, 1) == "1 disc"
    assert i18n.translate("NoSuchContext", "%n disc(s)", None, 2) == "2 discs"
    assert i18n.translate("NoSuchContext", "{value} point(s)", None, 0) == "{value} points"


@pytest.mark.parametrize(
    ("language", "game_menu", "black"), [("ja", "ゲーム(&G)", "黒"), ("de", "&Partie", "Schwarz")]
)
def test_the_window_speaks_a_shipped_language(make_window, language: str, game_menu: str, black: str) -> None:
    """The real window under a shipped translation: its menus and panel in that language, English back
    after (the translators are the application's, shared by every test)."""
    try:
        i18n.install(language)
        window = make_window(black="human", white="human")
        titles = [action.text() for action in window.menuBar().actions()]
        assert titles[0] == game_menu
        assert all(not title.isascii() or language == "de" for title in titles)
        assert black in window.panel.black_card.accessibleName()
        assert "Othello" not in window.windowTitle() or language != "ja"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_every_greeting_fits_the_status_line_of_a_new_window(make_window, language: str) -> None:
    """The status line shortens a long text with "…"; the greetings at start-up say what Undo brings
    back at their end, so they must fit whole in a window of the size the app first opens at."""
    from othello_qt.core.game import Game
    from othello_qt.ui.game_start import GameStart

    game = Game.from_transcript("f5d6c3")
    starts = [
        GameStart(game, "human", "level", 3, kept=game),
        GameStart(game, "human", "level", 3),
        GameStart(None, "human", "level", 3, declined=game),
        GameStart(None, "human", "level", 3),
    ]
    try:
        i18n.install(language)
        window = make_window(black="human", white="human")
        assert (window.width(), window.height()) == (980, 700)
        for start in starts:
            window.status.set_line(start.greeting())
            assert window.status.shown_text() == start.greeting(), language
    finally:
        i18n.install("en")
