"""The board through Qt's accessibility interfaces, as a screen reader sees it: every square named
with its state, moves, passes and the result announced, the game playable from the keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleActionInterface
from PySide6.QtWidgets import QApplication

from othello_qt.core.game import Game
from othello_qt.core.players.base import ScoreUnit, SearchInfo
from othello_qt.core.position import Move, Position, move_at
from othello_qt.ui.board_state import BoardState, Hints
from othello_qt.ui.status_text import board_summary, square_text
from othello_qt.ui.themes import THEMES
from tests.ui.test_game_play import PASS_SETUP, WIPEOUT_SETUP, wait_human_turn


def square(name: str) -> int:
    found = Move.parse(name).square
    assert found is not None
    return found


def board_interface(window):
    iface = QAccessible.queryAccessibleInterface(window.board_view)
    assert iface is not None and iface.isValid()
    return iface


def names(window) -> dict[str, str]:
    iface = board_interface(window)
    return {
        iface.child(i).text(QAccessible.Text.Name).split(",")[0]: iface.child(i).text(QAccessible.Text.Name)
        for i in range(64)
    }


def test_square_texts_without_a_window() -> None:
    start = Position.initial()
    legal = {s: start.flips(move_at(s)) for s in (square("d3"), square("c4"), square("f5"), square("e6"))}
    state = BoardState(start, legal, None, True, False)
    assert square_text(state, square("d3")) == "d3, empty, legal, flips 1"
    assert square_text(state, square("d4")) == "d4, white"
    assert square_text(state, square("a1")) == "a1, empty"
    hints = Hints(
        {square("d3"): 2.0, square("c4"): -1.0}, square("d3"), SearchInfo(4, 2.0), unit=ScoreUnit.DISCS
    )
    assert square_text(state, square("d3"), hints) == "d3, empty, legal, flips 1, hint +2 discs, best"
    assert square_text(state, square("c4"), hints) == "c4, empty, legal, flips 1, hint -1 discs"
    after = Game.from_transcript("f5").position
    assert square_text(BoardState(after, {}, Move.parse("f5")), square("f5")) == "f5, black, last move"
    assert board_summary(state) == "Black 2, White 2. Black to move, 4 legal moves."


def test_every_square_has_a_name_and_a_state(make_window) -> None:
    window = make_window(black="human", white="human")
    iface = board_interface(window)
    assert iface.role() == QAccessible.Role.Table
    assert iface.text(QAccessible.Text.Name) == "Othello board"
    assert "Black to move, 4 legal moves" in iface.text(QAccessible.Text.Description)
    assert iface.childCount() >= 64  # the squares, then the board's New game button
    by_square = names(window)
    assert by_square["d3"] == "d3, empty, legal, flips 1"
    assert by_square["d4"] == "d4, white" and by_square["e4"] == "e4, black"
    assert by_square["a1"] == "a1, empty"
    cell = iface.child(square("d3"))
    assert cell.role() == QAccessible.Role.Cell and cell.parent() is iface
    assert iface.indexOfChild(cell) == square("d3")
    assert not cell.state().disabled and iface.child(square("a1")).state().disabled
    assert "Enter" in cell.text(QAccessible.Text.Help)
    # the cell's rectangle is the square on the screen, and the board finds it there again
    rect = cell.rect()
    assert rect.width() > 10 and iface.childAt(rect.center().x(), rect.center().y()) is cell


def test_a_game_by_keyboard_alone_with_focus_and_announcements(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    iface = board_interface(window)
    heard: list[str] = []
    view.announced.connect(heard.append)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the cursor appears on the first legal square
    focused = iface.focusChild()
    assert focused is not None and focused.state().selected
    first = focused.text(QAccessible.Text.Name)
    assert first.endswith("legal, flips 1")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: window.controller.game.ply == 1 and window.controller.human_to_move(), timeout=5000
    )
    played = first.split(",")[0]
    assert heard and heard[-1].startswith(f"Black plays {played}, turns 1 disc. Black 4, White 1.")
    assert heard[-1].endswith("White to move.")
    assert names(window)[played] == f"{played}, black, last move"
    # typing a square plays it as well
    legal = sorted(view.state.legal)
    target = Move(legal[0])
    for key in str(target):
        qtbot.keyClicks(view, key)
    qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=5000)
    assert heard[-1].startswith(f"White plays {target}")


def test_passes_and_the_result_are_announced(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    heard: list[str] = []
    window.board_view.announced.connect(heard.append)
    window.controller.load_game(Game.from_transcript(PASS_SETUP))
    window.controller.play_square(square("c1"))
    qtbot.waitUntil(lambda: any("passes" in text for text in heard), timeout=5000)
    assert "Black has no legal move and passes. White to move." in heard
    window.controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    wait_human_turn(qtbot, window.controller)
    window.controller.play_square(square("b3"))
    qtbot.waitUntil(lambda: any(text.startswith("Game over") for text in heard), timeout=5000)
    assert heard[-1] == "Game over. Black wins 13–0"
    # the banner's New game button is in the board's accessible tree, and takes the keyboard focus
    iface = board_interface(window)
    extra = [iface.child(i) for i in range(64, iface.childCount())]
    buttons = [c for c in extra if c.text(QAccessible.Text.Name) == "New game"]
    assert buttons and iface.indexOfChild(buttons[0]) >= 64
    assert window.board_view.new_game_button.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_announcements_reach_qt_accessibility(qtbot, make_window) -> None:
    """With an assistive technology listening, every change goes out as QAccessible events."""
    window = make_window(black="human", white="human")
    QAccessible.setActive(True)
    try:
        window.board_view.setFocus()
        qtbot.keyClick(window.board_view, Qt.Key.Key_Right)
        window.controller.play_square(square("f5"))
        qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
        assert names(window)["f5"] == "f5, black, last move"
    finally:
        QAccessible.setActive(False)


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_theme_keeps_the_board_accessible(qtbot, make_window, theme: str) -> None:
    window = make_window(black="human", white="human")
    window.set_theme(theme)
    assert names(window)["d3"] == "d3, empty, legal, flips 1"
    window.board_view.setFocus()
    qtbot.keyClick(window.board_view, Qt.Key.Key_Right)
    assert board_interface(window).focusChild() is not None


def test_every_control_has_a_name_and_is_reachable_by_tab(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    window.show()
    panel = window.panel
    controls = [
        panel.hint_button,
        panel.pause_button,
        panel.black_chooser,
        panel.white_chooser,
        panel.level_slider.slider,
        panel.move_list,
    ]
    card = QAccessible.queryAccessibleInterface(panel.black_card)
    assert card.text(QAccessible.Text.Name) == "Black: Human, 2 discs, to move"
    for control in controls:
        iface = QAccessible.queryAccessibleInterface(control)
        assert iface is not None and iface.text(QAccessible.Text.Name), control
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control
    reached = set()
    window.board_view.setFocus()
    for _ in range(30):
        window.focusNextChild()
        reached.add(window.focusWidget())
    assert set(controls) <= reached
    # the move list answers Enter: the position after that move
    controller = window.controller
    controller.load_game(Game.from_transcript("f5d6c3"))
    panel.move_list.setFocus()
    panel.move_list.setCurrentCell(0, 0)
    qtbot.keyClick(panel.move_list, Qt.Key.Key_Return)
    assert controller.game.ply == 1


def test_a_square_is_a_table_cell_with_actions_that_play_it(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    iface = board_interface(window)
    cell = iface.child(square("d3"))
    position = cell.tableCellInterface()
    assert position is not None
    assert (position.rowIndex(), position.columnIndex()) == (2, 3)
    assert (position.rowExtent(), position.columnExtent()) == (1, 1)
    assert position.table().text(QAccessible.Text.Name) == "Othello board"
    assert cell.textInterface() is None and cell.valueInterface() is None
    actions = cell.actionInterface()
    assert actions is not None
    press, set_focus = QAccessibleActionInterface.pressAction(), QAccessibleActionInterface.setFocusAction()
    assert actions.actionNames() == [press, set_focus]
    # SetFocus puts the keyboard cursor (and the focus) on the square; Press plays it
    iface.child(square("c4")).actionInterface().doAction(set_focus)
    qtbot.waitUntil(lambda: window.board_view.cursor_square == square("c4"))
    actions.doAction(press)
    qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
    assert str(window.controller.game.moves[0]) == "d3"
    assert names(window)["d3"] == "d3, black, last move"


def test_a_move_is_shown_as_a_notification_readers_speak(qtbot, make_window, monkeypatch) -> None:
    """Orca 43 speaks no announcement event, but it speaks a notification that is shown."""
    window = make_window(black="human", white="human")
    sent: list[tuple[QAccessible.Event, QAccessible.Role, str]] = []
    update = QAccessible.updateAccessibility

    def spy(event) -> None:
        target = event.accessibleInterface()
        if target is not None:
            sent.append((event.type(), target.role(), target.text(QAccessible.Text.Name)))
        update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    QAccessible.setActive(True)
    try:
        window.controller.play_square(square("f5"))
        qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
    finally:
        QAccessible.setActive(False)
    said = "Black plays f5, turns 1 disc. Black 4, White 1. White to move."
    assert (QAccessible.Event.ObjectShow, QAccessible.Role.Notification, said) in sent
    assert any(
        kind == QAccessible.Event.Announcement for kind, _role, _name in sent
    )  # kept for newer readers
    iface = board_interface(window)
    notification = iface.child(64)
    assert notification.role() == QAccessible.Role.Notification
    assert notification.text(QAccessible.Text.Name) == said and not notification.state().invisible
    assert iface.indexOfChild(notification) == 64
    # the board is named once: its description does not say "Othello board" again
    assert not iface.text(QAccessible.Text.Description).startswith("Othello board")


def test_tab_leaves_the_move_list_both_ways(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript("f5d6c3"))
    panel = window.panel
    move_list = panel.move_list
    window.activateWindow()
    move_list.setFocus()
    qtbot.waitUntil(move_list.hasFocus)
    reached = []
    for _ in range(8):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    assert reached[0] is panel.nav_buttons["start"]
    assert window.analysis.panel.review_button in reached and window.board_view in reached
    for modifiers in (Qt.KeyboardModifier.ShiftModifier, Qt.KeyboardModifier.ControlModifier):
        move_list.setFocus()
        qtbot.keyClick(move_list, Qt.Key.Key_Tab, modifiers)
        assert QApplication.focusWidget() is not move_list, modifiers


def test_a_square_typed_in_the_move_list_is_played_or_refused_in_the_window(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript("f5"))
    move_list = window.panel.move_list
    window.activateWindow()
    move_list.setFocus()
    qtbot.keyClicks(move_list, "a1")
    assert controller.game.ply == 1 and "a1 is not a legal move" in window.status.text()
    qtbot.keyClicks(move_list, "f6")
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)
    assert str(controller.game.moves[1]) == "f6" and move_list.hasFocus()


def test_score_cards_count_in_words_and_never_name_the_wrong_side_to_move(qtbot, make_window) -> None:
    window = make_window(black="human", white="human", speed="slow")
    panel = window.panel

    def card(side) -> str:
        return QAccessible.queryAccessibleInterface(side).text(QAccessible.Text.Name)

    window.controller.play_square(square("f5"))  # Black 4, White 1; the discs turn for a while
    assert window.board_view.animating
    assert card(panel.white_card) == "White: Human, 1 disc"
    assert card(panel.black_card) == "Black: Human, 4 discs"  # not "to move" while White's turn comes
    qtbot.waitUntil(lambda: not window.board_view.animating, timeout=5000)
    qtbot.waitUntil(lambda: card(panel.white_card).endswith("to move"), timeout=5000)
    assert card(panel.black_card) == "Black: Human, 4 discs"


def test_controls_are_named_in_words_and_hidden_list_items_are_not_focused(make_window) -> None:
    window = make_window(black="human", white="level")
    names_of = {
        key: QAccessible.queryAccessibleInterface(button).text(QAccessible.Text.Name)
        for key, button in window.panel.nav_buttons.items()
    }
    assert names_of == {
        "start": "Start position",
        "back": "Previous move",
        "forward": "Next move",
        "end": "Last move",
    }
    for chooser in (window.panel.black_chooser, window.panel.white_chooser):
        items = QAccessible.queryAccessibleInterface(chooser).child(0)
        assert items.childCount() > 2
        assert not any(items.child(i).state().focused for i in range(items.childCount())), chooser
    # every object has a role a screen reader knows (Qt's Grip reaches AT-SPI as "unknown"), every
    # progress bar a name
    seen = []

    def walk(node) -> None:
        seen.append(node)
        if node.role() != QAccessible.Role.Table:
            for index in range(node.childCount()):
                child = node.child(index)
                if child is not None:
                    walk(child)

    walk(QAccessible.queryAccessibleInterface(window))
    assert not [n for n in seen if n.role() == QAccessible.Role.Grip]
    bars = [n for n in seen if n.role() == QAccessible.Role.ProgressBar]
    assert len(bars) == 2 and all(n.text(QAccessible.Text.Name) for n in bars)
