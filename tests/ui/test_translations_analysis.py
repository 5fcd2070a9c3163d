"""The analysis strip, the evaluation graph, the board editor and the accessible board speak the
player's language: under the pseudo-locale (every letter of every collected text full-width) none of
their texts is left in English."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAccessible

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.openings import opening_of
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.core.review import PositionValue, Verdict
from othello_qt.ui import game_analysis
from othello_qt.ui.board_editor import BoardEditor
from othello_qt.ui.eval_graph import EvalGraph, value_text
from tests.ui.pseudo_locale import WORD, pseudo, untranslated, untranslated_in
from tests.ui.test_analysis import RANDOMISH_GAME
from tests.ui.test_game_play import WIPEOUT_SETUP, wait_human_turn


@pytest.fixture
def quick_levels(monkeypatch) -> None:
    """Shallow passes, so a whole game is reviewed in a second or two."""
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=2), Budget(depth=3), Budget(depth=4)))


def english(texts) -> list[str]:
    """The texts of ``texts`` still in English."""
    return [text for text in texts if untranslated(text or "", set())]


def opening_words(game: Game) -> set[str]:
    """The words of the game's opening name: the core's table of names, allowed in English (the
    names are the table's, translated where the table marks them for the translators)."""
    match = opening_of(game.start, game.line)
    return set(WORD.findall(match.opening.full_name)) if match is not None else set()


def test_the_analysis_panel_its_commands_and_the_review_are_translated(
    qtbot, make_window, quick_levels, pseudo_locale
) -> None:
    window = make_window(black="human", white="human")
    window.resize(1100, 800)
    game = Game.from_transcript(RANDOMISH_GAME)
    window.controller.start(game, "human", "human")
    analysis = window.analysis
    commands = [
        analysis.graph_action,
        analysis.review_action,
        analysis.stop_review_action,
        analysis.best_move_action,
        analysis.setup_action,
    ]
    assert english(t for a in commands for t in (a.text(), a.toolTip(), a.iconText())) == []
    analysis.set_graph_visible(True)
    assert analysis.panel.progress.format() == pseudo("Reviewing {done}/{total}").format(
        done="%v", total="%m"
    )
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=60000):
        analysis.review_action.trigger()
    qtbot.waitUntil(lambda: analysis.panel.summary.text() != "", timeout=5000)
    data = opening_words(game)
    found = untranslated_in(analysis.panel, data)
    assert not found, "\n".join(found)
    assert english([window.status.text()]) == []  # "Review done — Black: 3 mistakes, …"
    reviews = analysis.analyzer.reviews()
    bad = [r for r in reviews if r is not None and r.verdict is not Verdict.GOOD]
    assert bad, "a game with random moves has mistakes"
    # the notes of the marked moves (the move list's tooltips) and the graph's tooltips
    assert english(note for _verdict, note in analysis._marks.values()) == []
    graph = analysis.panel.graph
    assert english(graph.tooltip_at(ply) for ply in range(game.ply + 1)) == []
    assert english([graph.legend(), graph.accessibleName(), graph.accessibleDescription()]) == []
    # the best move where the board is, with what the game's move cost there
    window.controller.go_to_ply(bad[0].ply - 1)
    analysis.best_move_action.trigger()
    assert english([window.status.text()]) == []


def test_the_graph_words_its_values_and_marks(qtbot, pseudo_locale) -> None:
    graph = EvalGraph()
    qtbot.addWidget(graph)
    assert english([graph.describe()]) == []  # no values yet
    values = [
        PositionValue(0, 0.0, False, 6),
        PositionValue(1, 2.0, False, 1),
        PositionValue(2, -70.0, True, 0),
    ]
    graph.set_values(values, 2, {1: Verdict.MISTAKE, 2: Verdict.BLUNDER}, Game.from_transcript("f5d6").line)
    assert english([graph.describe(), *(graph.tooltip_at(ply) for ply in range(3))]) == []
    book = PositionValue(3, 0.0, False, 0, book=True)
    assert english(value_text(v) for v in (*values, book)) == []
    graph.grab()  # paints the axis names, the legend and the marks


def test_the_board_editor_is_translated_in_every_state(qtbot, pseudo_locale) -> None:
    editor = BoardEditor(Position.initial())
    qtbot.addWidget(editor)
    editor.show()

    def check() -> None:
        # Cancel is Qt's own standard button: Qt's translations (qtbase) name it
        found = untranslated_in(editor, {"Cancel"})
        assert not found, "\n".join(found)

    check()  # ready to play
    editor.clear()
    check()  # an empty board
    assert editor.load_board_string("XO" + "-" * 62 + " O")
    check()  # White cannot move
    editor.turn_buttons[BLACK].setChecked(True)
    check()  # the empty centre: only a note
    assert english([editor.describe()]) == []
    assert not editor.load_board_string("not a board")
    # the reason is the board parser's own (English, like every message raised in the core)
    before, _error, _after = pseudo("Not a board string: {error}").partition("{error}")
    assert editor.message.text().startswith(before)
    editor.turn_buttons[WHITE].setChecked(True)
    assert editor.turn_buttons[WHITE].text() != "White"


def test_the_accessible_board_speaks_the_players_language(qtbot, make_window, pseudo_locale) -> None:
    """Its name, help and cells, a move's announcement and the result's banner (the words of the
    cells and the announcements are ``status_text``'s)."""
    window = make_window(black="human", white="human")
    view = window.board_view
    grid = QAccessible.queryAccessibleInterface(view.grid)
    board = QAccessible.queryAccessibleInterface(view)
    assert english([grid.text(QAccessible.Text.Name), board.text(QAccessible.Text.Help)]) == []
    assert english([grid.text(QAccessible.Text.Description)]) == []
    cells = [grid.child(i) for i in range(grid.childCount())]
    names = [c.text(QAccessible.Text.Name) for c in cells if c.role() == QAccessible.Role.Cell]
    assert len(names) == 64 and english(names) == []
    heard: list[str] = []
    view.announced.connect(heard.append)
    window.controller.play_square(Move.parse("f5").square)
    qtbot.waitUntil(lambda: bool(heard), timeout=5000)
    assert english(heard) == []  # "Black plays f5, turns 1 disc. Black 4, White 1. White to move."
    window.controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    wait_human_turn(qtbot, window.controller)
    window.controller.play_square(Move.parse("b3").square)
    qtbot.waitUntil(lambda: bool(view.result_text), timeout=5000)
    assert english([view.result_text, view.new_game_button.text(), *heard]) == []


def test_the_window_dividers_are_named_in_the_players_language(make_window, pseudo_locale) -> None:
    from PySide6.QtWidgets import QSizeGrip, QSplitterHandle

    window = make_window(black="human", white="human")
    handles = window.findChildren(QSplitterHandle) + window.findChildren(QSizeGrip)
    assert handles
    named = [QAccessible.queryAccessibleInterface(h).text(QAccessible.Text.Name) for h in handles]
    assert all(re.search(r"[Ａ-ｚ]", name) for name in named) and english(named) == []
