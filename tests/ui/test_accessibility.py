"""The board through Qt's accessibility interfaces, as a screen reader sees it: a table of squares
each named with its state, moves, passes and the result announced, the game playable from the
keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import (
    QAccessible,
    QAccessibleActionInterface,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QImage,
    QPixmap,
    QRegion,
)
from PySide6.QtWidgets import QApplication, QWidget

from othello_qt.core.game import Game
from othello_qt.core.position import Move, Position, move_at
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.ui.board_state import BoardState, Hints
from othello_qt.ui.spoken_text import board_summary, square_text
from othello_qt.ui.themes import THEMES
from tests.ui.test_game_play import PASS_SETUP, WIPEOUT_SETUP, wait_human_turn


def square(name: str) -> int:
    found = Move.parse(name).square
    assert found is not None
    return found


def board_interface(window):
    """The board as readers meet it: the accessible table of its squares."""
    iface = QAccessible.queryAccessibleInterface(window.board_view.grid)
    assert iface is not None and iface.isValid()
    return iface


def container_interface(window):
    """The board widget around the table: the New game button and the notification live there."""
    iface = QAccessible.queryAccessibleInterface(window.board_view)
    assert iface is not None and iface.isValid()
    return iface


def cells(window) -> list:
    iface = board_interface(window)
    children = [iface.child(i) for i in range(iface.childCount())]
    return [child for child in children if child.role() == QAccessible.Role.Cell]


def cell_of(window, name: str):
    cell = window.board_view.grid.cell_interface(square(name))
    assert cell is not None
    return cell


def names(window) -> dict[str, str]:
    return {
        cell.text(QAccessible.Text.Name).split(",")[0]: cell.text(QAccessible.Text.Name)
        for cell in cells(window)
    }


def test_square_texts_without_a_window() -> None:
    start = Position.initial()
    legal = {s: start.flips(move_at(s)) for s in (square("d3"), square("c4"), square("f5"), square("e6"))}
    state = BoardState(start, legal, None, True, False)
    assert square_text(state, square("d3")) == "d3, empty, legal, flips 1"
    assert square_text(state, square("d4")) == "d4, white"
    assert square_text(state, square("a1")) == "a1, empty"
    hints = Hints(
        {square("d3"): 2.0, square("c4"): -1.0},
        square("d3"),
        SearchResult(depth=4, score=2.0, unit=ScoreUnit.DISCS),
    )
    assert square_text(state, square("d3"), hints) == "d3, empty, legal, flips 1, hint +2 discs, best"
    assert square_text(state, square("c4"), hints) == "c4, empty, legal, flips 1, hint -1 disc"
    after = Game.from_transcript("f5").position
    assert square_text(BoardState(after, {}, Move.parse("f5")), square("f5")) == "f5, black, last move"
    assert board_summary(state) == "Black 2, White 2. Black to move, 4 legal moves."


def test_every_square_has_a_name_and_a_state(make_window) -> None:
    window = make_window(black="human", white="human")
    iface = board_interface(window)
    assert iface.role() == QAccessible.Role.Table
    assert iface.text(QAccessible.Text.Name) == "Othello board"
    assert "Black to move, 4 legal moves" in iface.text(QAccessible.Text.Description)
    assert len(cells(window)) == 64
    by_square = names(window)
    assert len(by_square) == 64
    assert by_square["d3"] == "d3, empty, legal, flips 1"
    assert by_square["d4"] == "d4, white" and by_square["e4"] == "e4, black"
    assert by_square["a1"] == "a1, empty"
    cell = cell_of(window, "d3")
    assert cell.role() == QAccessible.Role.Cell and cell.parent() == iface
    assert iface.child(iface.indexOfChild(cell)) == cell
    assert "Enter" in container_interface(window).text(QAccessible.Text.Help)
    # the cell's rectangle is the square on the screen, and the board finds it there again
    rect = cell.rect()
    assert rect.width() > 10 and iface.childAt(rect.center().x(), rect.center().y()) == cell


def test_a_game_by_keyboard_alone_with_focus_and_announcements(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    iface = board_interface(window)
    heard: list[str] = []
    view.announced.connect(heard.append)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the cursor appears on the first legal square
    focused = iface.focusChild()
    assert focused is not None and focused == cell_of(window, str(Move(view.cursor_square)))
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
    # one wording of a pass: the status line and the board's banner say what is read out
    assert "Black has no legal move and passes" in window.status.text()
    assert window.board_view.message == "Black has no legal move and passes"
    window.controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    wait_human_turn(qtbot, window.controller)
    window.controller.play_square(square("b3"))
    qtbot.waitUntil(lambda: any(text.startswith("Game over") for text in heard), timeout=5000)
    assert heard[-1] == "Game over. Black wins 64–0"
    # the banner's New game button is in the board's accessible tree, and takes the keyboard focus
    iface = container_interface(window)
    children = [iface.child(i) for i in range(iface.childCount())]
    buttons = [c for c in children if c.text(QAccessible.Text.Name) == "New game"]
    assert buttons and iface.indexOfChild(buttons[0]) >= 0 and buttons[0].parent() == iface
    assert window.board_view.new_game_button.focusPolicy() & Qt.FocusPolicy.TabFocus


def test_announcements_reach_qt_accessibility(qtbot, make_window, monkeypatch) -> None:
    """With an assistive technology listening, every change goes out as QAccessible events: the
    move's announcement, and the cells whose names changed."""
    window = make_window(black="human", white="human")
    sent: list[tuple[QAccessible.Event, str]] = []
    update = QAccessible.updateAccessibility

    def capture(event: QAccessibleEvent) -> None:
        said = event.message() if isinstance(event, QAccessibleAnnouncementEvent) else ""
        target = event.accessibleInterface()
        name = "" if target is None else target.text(QAccessible.Text.Name)
        sent.append((event.type(), said or name))
        update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", capture)
    QAccessible.setActive(True)
    try:
        window.board_view.setFocus()
        qtbot.keyClick(window.board_view, Qt.Key.Key_Right)
        window.controller.play_square(square("f5"))
        qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
        qtbot.waitUntil(lambda: any(text.startswith("Black plays f5") for _kind, text in sent), timeout=5000)
        assert names(window)["f5"] == "f5, black, last move"
    finally:
        QAccessible.setActive(False)
    kinds = {kind for kind, _text in sent}
    assert QAccessible.Event.Announcement in kinds
    assert (QAccessible.Event.NameChanged, "f5, black, last move") in sent


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_every_theme_keeps_the_board_accessible(qtbot, make_window, theme: str) -> None:
    window = make_window(black="human", white="human")
    window.view_options.set_theme(theme)
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


def test_the_board_is_a_table_with_headers_and_cells_whose_action_plays(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    iface = board_interface(window)
    # Qt's own accessible table: the table interface readers navigate by rows and columns
    assert int(iface.interface_cast(QAccessible.InterfaceType.TableInterface)) != 0
    cell = cell_of(window, "d3")
    position = cell.tableCellInterface()
    assert position is not None
    assert (position.rowIndex(), position.columnIndex()) == (2, 3)
    assert (position.rowExtent(), position.columnExtent()) == (1, 1)
    assert position.table().text(QAccessible.Text.Name) == "Othello board"
    # its column is headed by the file, its row by the rank
    assert [h.text(QAccessible.Text.Name) for h in position.columnHeaderCells()] == ["d"]
    assert [h.text(QAccessible.Text.Name) for h in position.rowHeaderCells()] == ["3"]
    assert cell.textInterface() is None and cell.valueInterface() is None
    actions = cell.actionInterface()
    assert actions is not None
    toggle = QAccessibleActionInterface.toggleAction()
    assert actions.actionNames() == [toggle]
    # a cell's action plays its square: an illegal one is refused in words, a legal one is played
    cell_of(window, "a1").actionInterface().doAction(toggle)
    qtbot.waitUntil(lambda: "a1 is not a legal move" in window.status.text(), timeout=5000)
    assert window.controller.game.ply == 0 and not cell_of(window, "a1").state().selected
    actions.doAction(toggle)
    qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
    assert str(window.controller.game.moves[0]) == "d3"
    assert names(window)["d3"] == "d3, black, last move"
    assert not window.board_view.grid.selectionModel().hasSelection()


def test_the_table_lies_over_the_painted_squares_and_paints_nothing(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    for coordinates in (False, True):
        view.set_show_coordinates(coordinates)
        for name in ("a1", "d3", "h8"):
            cell = cell_of(window, name).rect()
            painted = view.square_rect(square(name))
            corner = view.mapToGlobal(painted.topLeft().toPoint())
            assert abs(cell.x() - corner.x()) <= 1 and abs(cell.y() - corner.y()) <= 1, name
            assert abs(cell.width() - painted.width()) <= 1 and abs(cell.height() - painted.height()) <= 1
    # the mouse goes through it to the board, and the board looks the same with it as without it
    assert view.childAt(view.square_center(square("d3")).toPoint()) is None
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Down)
    alone = QPixmap(view.size())
    view.render(alone, QPoint(), QRegion(), QWidget.RenderFlag.DrawWindowBackground)
    rgb = QImage.Format.Format_RGB32
    assert view.grab().toImage().convertToFormat(rgb) == alone.toImage().convertToFormat(rgb)


def test_keys_reach_the_board_through_its_focused_table(qtbot, make_window, monkeypatch) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    window.activateWindow()
    view.setFocus()
    qtbot.waitUntil(view.grid.hasFocus)
    assert QApplication.focusWidget() is view.grid and view.hasFocus()
    focused: list[str] = []
    update = QAccessible.updateAccessibility

    def spy(event) -> None:
        if event.type() == QAccessible.Event.Focus and event.accessibleInterface() is not None:
            focused.append(event.accessibleInterface().text(QAccessible.Text.Name))
        update(event)

    monkeypatch.setattr(QAccessible, "updateAccessibility", spy)
    QAccessible.setActive(True)
    try:
        qtbot.keyClick(view.grid, Qt.Key.Key_Down)  # the cursor appears on the first legal square
        assert view.cursor_square == square("d3")
        index = view.grid.currentIndex()
        assert (index.row(), index.column()) == (2, 3)
        qtbot.keyClick(view.grid, Qt.Key.Key_Escape)
        qtbot.keyClick(view.grid, Qt.Key.Key_Down)  # back on the same square: read it again
        assert focused and focused[-1] == "d3, empty, legal, flips 1"
        qtbot.keyClick(view.grid, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=5000)
        assert str(window.controller.game.moves[0]) == "d3"
        qtbot.keyClicks(view.grid, "c3")
        qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=5000)
        assert str(window.controller.game.moves[1]) == "c3"
    finally:
        QAccessible.setActive(False)


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
    container = container_interface(window)
    notification = container.child(container.childCount() - 1)
    assert notification.role() == QAccessible.Role.Notification
    assert notification.text(QAccessible.Text.Name) == said and not notification.state().invisible
    assert container.indexOfChild(notification) == container.childCount() - 1
    # the board is named once: its description does not say "Othello board" again, nor does the
    # widget around it
    assert not board_interface(window).text(QAccessible.Text.Description).startswith("Othello board")
    assert not container.text(QAccessible.Text.Name)


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
    assert window.analysis.panel.review_button in reached and window.board_view.grid in reached
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
    assert card(panel.white_card) == "White: Human, 1 disc, to move"  # as the title says, at once
    assert card(panel.black_card) == "Black: Human, 4 discs"
    qtbot.waitUntil(lambda: not window.board_view.animating, timeout=5000)
    assert card(panel.white_card) == "White: Human, 1 disc, to move"
    assert card(panel.black_card) == "Black: Human, 4 discs"


def test_the_lit_card_names_the_side_the_title_names_while_a_move_turns_its_discs(qtbot, make_window) -> None:
    window = make_window(black="level", white="level", speed="slow", level=1)
    panel, controller = window.panel, window.controller
    seen: list[tuple[str, bool, bool]] = []

    def look() -> None:
        seen.append((window.windowTitle(), panel.black_card._to_move, panel.white_card._to_move))

    controller.historyChanged.connect(look)
    qtbot.waitUntil(lambda: controller.game.ply >= 4, timeout=20000)
    assert len(seen) >= 4
    for title, black_lit, white_lit in seen:  # each seen as a move starts to turn its discs
        assert (black_lit, white_lit) == (title.startswith("Black"), title.startswith("White")), title


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
    # progress bar a name; only roles and names are kept: a wrapper of an interface Qt owns must not
    # outlive the window (PySide would later hand it out for another object at the same address)
    seen: list[tuple[QAccessible.Role, str]] = []
    stack = [QAccessible.queryAccessibleInterface(window)]
    while stack:
        node = stack.pop()
        seen.append((node.role(), node.text(QAccessible.Text.Name)))
        if node.role() != QAccessible.Role.Table:
            stack.extend(child for i in range(node.childCount()) if (child := node.child(i)) is not None)
    assert not [role for role, _name in seen if role == QAccessible.Role.Grip]
    bars = [name for role, name in seen if role == QAccessible.Role.ProgressBar]
    assert len(bars) == 2 and all(bars)


def test_a_refused_square_is_spoken_not_only_written(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    heard: list[str] = []
    window.board_view.announced.connect(heard.append)
    window.controller.play_square(0)  # a1: not legal at the start
    assert heard and heard[-1].startswith("a1 is not a legal move")
    assert window.status.text().startswith("a1 is not a legal move")


def test_tab_onto_the_board_shows_where_the_focus_is(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    window.activateWindow()
    window.panel.move_list.setFocus()
    qtbot.waitUntil(window.panel.move_list.hasFocus)
    for _ in range(12):
        if QApplication.focusWidget() is view.grid:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is view.grid
    assert view.cursor_square is not None and view.cursor_square in view.state.legal


def test_the_board_has_the_keys_after_the_new_game_dialog(qtbot, make_window) -> None:
    from othello_qt.ui.dialogs import NewGameDialog
    from tests.ui.conftest import shown_dialog

    window = make_window(black="human", white="human")
    window.activateWindow()
    window.panel.black_chooser.setFocus()  # a control elsewhere had the keys before
    window.files.ask_new_game()
    shown_dialog(window, NewGameDialog).accept()
    qtbot.waitUntil(window.board_view.grid.hasFocus)  # typing "f5" plays at once


def test_a_click_on_the_new_game_dialogs_slider_gives_it_the_keys(qtbot, make_window) -> None:
    """After a click on the difficulty slider, Home moved the Black list back to Human, unseen."""
    from othello_qt.ui.dialogs import NewGameDialog
    from tests.ui.conftest import shown_dialog

    window = make_window(black="level", white="human")
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.black.setFocus()
    slider = dialog.level.slider
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton, pos=slider.rect().center())
    assert slider.hasFocus()
    qtbot.keyClick(slider, Qt.Key.Key_Home)
    assert dialog.black.setting() == "level" and slider.value() == slider.minimum()
    dialog.reject()
