"""Drive the real window: full games by clicks, undo/redo, passes, game over, keyboard play."""

from __future__ import annotations

import random
import re

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.position import BLACK, WHITE, Move, Position, move_at
from othello_qt.ui.controller import GameController
from othello_qt.ui.dialogs import NewGameDialog
from othello_qt.ui.panels import PlayerChooser
from tests.core import reference_rules as ref
from tests.ui.conftest import shown_dialog

PASS_SETUP = "d3c3e6d2d1e1b2"
"""White to move; after white's c1, black has no move and must pass (found by random play)."""
WIPEOUT_SETUP = "d3c3f5f4f3d2d1e3"
"""Black to move; b3 takes the last white disc: 13-0 on the board, which the rules count 64-0."""


def click(qtbot, window, square: int) -> None:
    center = window.board_view.square_center(square)
    qtbot.mouseClick(
        window.board_view, Qt.MouseButton.LeftButton, pos=QPoint(int(center.x()), int(center.y()))
    )


def wait_human_turn(qtbot, controller: GameController) -> None:
    qtbot.waitUntil(lambda: controller.human_to_move() or controller.game.is_over(), timeout=10000)


def test_window_shows_start_position_and_legal_moves(make_window) -> None:
    window = make_window()
    state = window.board_view.state
    assert state.position == Position.initial()
    assert sorted(state.legal) == sorted(m.square for m in Position.initial().legal_moves())
    assert window.panel.black_card.count.text() == "2" and window.panel.white_card.count.text() == "2"
    assert "Your move" in window.panel.turn_label.text()


def reference_replay(moves: list[Move]) -> tuple[list[str], tuple[int, int]]:
    """Replay ``moves`` by the reference rules, checking each is legal (a pass only when forced):
    the final board and the counts as the rules score them (empty squares to the winner)."""
    board, color = ref.initial_board(), ref.BLACK
    for move in moves:
        if move.is_pass:
            assert ref.must_pass(board, color), f"{move} in {moves}"
        else:
            assert ref.from_square(move.square) in ref.legal_moves(board, color), f"{move} in {moves}"
            board = ref.play(board, ref.from_square(move.square), color)
        color = ref.opponent(color)
    assert ref.game_over(board)
    black, white = ref.disc_counts(board)
    empty = 64 - black - white
    if black > white:
        return board, (black + empty, white)
    if white > black:
        return board, (black, white + empty)
    return board, (black + empty // 2, white + empty - empty // 2)


def test_full_game_against_greedy_by_clicks(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="greedy", speed="off")
    controller = window.controller
    rng = random.Random(7)
    clicks = 0
    while not controller.game.is_over():
        wait_human_turn(qtbot, controller)
        if controller.game.is_over():
            break
        legal = sorted(window.board_view.state.legal)
        assert legal, "the human is to move, so some square must be marked legal"
        click(qtbot, window, rng.choice(legal))
        clicks += 1
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    assert clicks >= 10
    moves = list(controller.game.moves)
    board, (black, white) = reference_replay(moves)
    # the board shown is the reference's final board, square by square
    shown = window.board_view.state.position
    symbol = {BLACK: ref.BLACK, WHITE: ref.WHITE, None: ref.EMPTY}
    assert [symbol[shown.piece_at(square)] for square in range(64)] == [
        board[ref.from_square(square)] for square in range(64)
    ]
    result = controller.result()
    assert result is not None and result.final_counts == (black, white)
    # the banner with the result, spoken to the human (Black)
    qtbot.waitUntil(lambda: bool(window.board_view.result_text), timeout=5000)
    score = f"{max(black, white)}–{min(black, white)}"
    banner = (
        {True: f"You win {score}!", False: f"You lose {score}"}.get(black > white) if black != white else None
    )
    assert window.board_view.result_text == (banner or f"Draw, {black}–{white}")
    assert window.board_view.new_game_button.isVisible()
    # the move list holds every move of the game, in order
    texts = [cell for row in window.panel.move_list.text_rows() for cell in row if cell]
    shown_moves = [re.search(r"\b([a-h][1-8]|pass)\b", text.lower()) for text in texts]  # "1. f5", "h2 ??"
    assert [found and found.group() for found in shown_moves] == [str(move) for move in moves]
    # saved and opened again: the same game
    path = tmp_path / "clicked.ggf"
    assert window.files.save_path(path)
    again = make_window(black="human", white="human")
    assert again.files.open_path(path)
    assert list(again.controller.game.moves) == moves
    assert again.controller.position == shown
    reopened = again.controller.result()
    assert reopened is not None and reopened.final_counts == (black, white)
    qtbot.waitUntil(lambda: bool(again.board_view.result_text), timeout=5000)
    winner = "Black" if black > white else "White"  # two humans now: the banner names the winner
    assert again.board_view.result_text == (
        f"{winner} wins {score}" if black != white else f"Draw, {black}–{white}"
    )
    texts = [cell for row in again.panel.move_list.text_rows() for cell in row if cell]
    shown_moves = [re.search(r"\b([a-h][1-8]|pass)\b", text.lower()) for text in texts]
    assert [found and found.group() for found in shown_moves] == [str(move) for move in moves]
    # game over offers a new game
    window.board_view.new_game_button.click()
    qtbot.waitUntil(lambda: bool(window.findChildren(NewGameDialog)))
    shown_dialog(window, NewGameDialog).accept()
    qtbot.waitUntil(lambda: controller.game.ply == 0 and not window.board_view.result_text)


def test_illegal_click_is_refused_with_a_reason(qtbot, make_window) -> None:
    window = make_window()
    click(qtbot, window, 0)  # a1
    assert window.controller.game.ply == 0
    assert "not a legal move" in window.status.text()


def test_clicks_during_animation_are_queued_not_lost(qtbot, make_window) -> None:
    window = make_window(black="human", white="human", speed="slow")
    controller = window.controller
    click(qtbot, window, move_at(37).square)  # f5
    assert controller.animating
    click(qtbot, window, 43)  # d6, white's reply, clicked while f5 still turns over
    assert controller.game.ply == 1
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)
    assert [str(m) for m in controller.game.moves] == ["f5", "d6"]
    assert window.board_view.frames > 0  # the animation really painted frames


def test_undo_and_redo(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    controller = window.controller
    click(qtbot, window, 37)  # f5
    qtbot.waitUntil(lambda: controller.game.ply == 2 and controller.human_to_move(), timeout=5000)
    reply = controller.game.moves[1]
    window.play.undo_action.trigger()
    assert controller.game.ply == 0 and controller.human_to_move()
    assert window.board_view.state.position == Position.initial()
    window.play.redo_action.trigger()
    assert controller.game.ply == 2 and controller.game.moves[1] == reply
    assert controller.human_to_move()


def test_undo_while_the_computer_thinks(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    assert window.panel.move_now_button.isEnabled()
    window.play.undo_action.trigger()  # must not wait for the search
    assert not controller.thinking
    assert controller.game.ply == 0 and controller.human_to_move()
    # the stopped search has ended, and anything it sent before has been delivered: ignored as stale
    assert controller._move_search.service.wait_idle(10)
    QApplication.processEvents()
    assert controller.game.ply == 0 and controller.human_to_move() and not controller.thinking
    assert not controller.paused  # nor refused as an illegal move (which pauses the game)


def test_move_now_plays_the_best_move_so_far(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    qtbot.waitUntil(lambda: "(1 move ahead)" in window.status.text(), timeout=5000)  # progress reached it
    assert "depth 1" in window.status.toolTip()  # the engine's own report, for who wants it
    window.panel.move_now_button.click()
    # the move is played at once, then animated: the turn comes back when the animation ends
    qtbot.waitUntil(lambda: controller.game.ply == 2 and controller.human_to_move(), timeout=5000)


def test_level_change_mid_game_applies_to_the_next_move(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    # switch white to greedy while the slow player thinks: the stale search is dropped
    index = window.panel.white_chooser.findData("greedy")
    window.panel.white_chooser.setCurrentIndex(index)
    window.panel.white_chooser.activated.emit(index)
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)
    assert controller.spec_for(WHITE) == "greedy"
    assert window.settings.player(1) == "greedy"
    # no side plays by level now: the slider has nothing to set
    assert not window.panel.level_slider.isEnabled()
    index = window.panel.white_chooser.findData("level")
    window.panel.white_chooser.setCurrentIndex(index)
    window.panel.white_chooser.activated.emit(index)
    assert window.panel.level_slider.isEnabled()
    window.panel.level_slider.slider.setValue(0)
    assert controller.spec_for(WHITE) == window.panel.level_slider.levels[0].spec
    assert controller.side(BLACK) == "human"
    assert window.settings.level == window.panel.level_slider.levels[0].number


def test_pass_is_shown_on_the_board_and_play_goes_on(qtbot, make_window) -> None:
    window = make_window(black="greedy", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(PASS_SETUP))
    wait_human_turn(qtbot, controller)
    assert controller.position.turn is WHITE
    click(qtbot, window, Move.parse("c1").square)
    qtbot.waitUntil(lambda: "pass" in window.board_view.message, timeout=5000)
    assert "Black" in window.board_view.message
    assert controller.game.moves[-1].is_pass
    assert controller.position.turn is WHITE and controller.human_to_move()
    assert window.board_view.state.legal  # white can go on at once: the message blocks nothing
    rows = window.panel.move_list.text_rows()
    assert "pass" in [cell for row in rows for cell in row]


def test_game_over_shows_the_result(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    controller = window.controller
    controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    wait_human_turn(qtbot, controller)
    click(qtbot, window, Move.parse("b3").square)
    qtbot.waitUntil(lambda: bool(window.board_view.result_text), timeout=5000)
    assert controller.game.is_over()
    assert window.board_view.result_text == "You win 64–0!"  # the 51 empty squares are the winner's
    assert "Game over: Black wins 64-0" in window.status.text()
    assert not window.board_view.state.legal


def test_keyboard_play_with_cursor_and_typed_squares(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    controller = window.controller
    view.setFocus()
    qtbot.keyClicks(view, "f5")
    assert [str(m) for m in controller.game.moves] == ["f5"]
    wait_human_turn(qtbot, controller)
    # the first arrow key shows the cursor on the first legal square
    qtbot.keyClick(view, Qt.Key.Key_Right)
    first_legal = min(view.state.legal)
    assert view.cursor_square == first_legal
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert controller.game.ply == 2 and controller.game.moves[1].square == first_legal
    wait_human_turn(qtbot, controller)
    # arrows move the cursor (wrapping at the edge); Space on an illegal square plays nothing
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.cursor_square == first_legal + 8
    assert controller.position.piece_at(first_legal + 8) is not None  # occupied: not playable
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert controller.game.ply == 2
    assert "not a legal move" in window.status.text()


def test_computer_versus_computer_with_pause(qtbot, make_window) -> None:
    window = make_window(black="random", white="greedy", speed="off")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.game.ply >= 4, timeout=10000)
    window.panel.pause_button.click()
    assert controller.paused
    ply = controller.game.ply
    # a search running at the pause has ended and what it sent has been delivered; a move
    # scheduled by a zero-time timer would have fired before this one
    assert controller._move_search.service.wait_idle(10)
    after: list[bool] = []
    QTimer.singleShot(0, lambda: after.append(True))
    qtbot.waitUntil(lambda: bool(after), timeout=5000)
    assert controller.game.ply == ply and controller.paused and not controller.thinking
    window.panel.pause_button.click()
    qtbot.waitUntil(lambda: bool(window.board_view.result_text), timeout=20000)
    assert controller.game.is_over()


def test_move_list_click_shows_that_position(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript("f5d6c3d3c4"))
    window.panel.move_list.plyRequested.emit(2)
    assert controller.game.ply == 2
    assert window.board_view.state.position == Game.from_transcript("f5d6").position
    assert [str(m) for m in controller.game.redo_moves] == ["c3", "d3", "c4"]
    window.panel.nav_buttons["end"].click()
    assert controller.game.ply == 5


def test_the_move_list_driven_by_the_mouse_and_the_keys(qtbot, make_window) -> None:
    """A click on a move shows the position after it; the arrow keys, Home and End walk the cells from
    the move shown (reading changes nothing) and Enter shows the move under the keyboard cursor."""
    window = make_window(black="human", white="human")
    controller = window.controller
    transcript = "f5d6c3d3c4f4"
    controller.load_game(Game.from_transcript(transcript))
    move_list = window.panel.move_list

    def shown() -> int:
        ply = controller.game.ply
        assert window.board_view.state.position == Game.from_transcript(transcript[: 2 * ply]).position
        return ply

    def click(row: int, column: int) -> None:
        cell = move_list.visualItemRect(move_list.item(row, column)).center()
        qtbot.mouseClick(move_list.viewport(), Qt.MouseButton.LeftButton, pos=cell)

    click(1, 0)  # 3. c3
    assert shown() == 3
    click(0, 1)  # 2. d6
    assert shown() == 2
    move_list.setFocus()  # as Tab reaches it: a click leaves the keyboard with the board
    qtbot.waitUntil(move_list.hasFocus)
    steps = [
        (Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier, 4),  # 4. d3, under 2. d6
        (Qt.Key.Key_Left, Qt.KeyboardModifier.NoModifier, 3),
        (Qt.Key.Key_End, Qt.KeyboardModifier.NoModifier, 4),  # the row's last cell
        (Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier, 6),  # the last move
        (Qt.Key.Key_Home, Qt.KeyboardModifier.NoModifier, 5),  # the row's first cell
        (Qt.Key.Key_Up, Qt.KeyboardModifier.NoModifier, 3),
        (Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier, 1),  # the first move
    ]
    for key, modifiers, ply in steps:
        before = shown()
        qtbot.keyClick(move_list, key, modifiers)
        assert shown() == before, key  # the keyboard cursor moved; the board did not
        qtbot.keyClick(move_list, Qt.Key.Key_Return)
        assert shown() == ply, key
        assert move_list.hasFocus()
    assert [str(m) for m in controller.game.redo_moves] == ["d6", "c3", "d3", "c4", "f4"]


def test_computer_error_reaches_the_user(qtbot, make_window, test_players) -> None:
    window = make_window(black="test-failing", white="human")
    qtbot.waitUntil(lambda: "failed" in window.status.text(), timeout=5000)
    assert "broke on purpose" in shown_dialog(window, QMessageBox).text()
    assert window.controller.paused
    assert window.controller.game.ply == 0


def test_a_click_hands_the_board_to_the_other_colour(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    assert window.board_view.state.position.turn is BLACK
    f5 = move_at(37)
    click(qtbot, window, f5.square)
    after = Position.initial().play(f5)
    qtbot.waitUntil(lambda: window.board_view.state.human_to_move, timeout=5000)  # the flips end
    state = window.board_view.state
    assert state.position == after and state.position.turn is WHITE and state.last_move == f5
    assert sorted(state.legal) == sorted(m.square for m in after.legal_moves())  # White's squares
    assert not state.game_over


def test_browsing_back_pauses_the_computer_and_returning_resumes_it(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    controller = window.controller
    for _ in range(2):
        wait_human_turn(qtbot, controller)
        click(qtbot, window, sorted(window.board_view.state.legal)[0])
    wait_human_turn(qtbot, controller)
    assert controller.game.ply == 4
    window.panel.move_list.plyRequested.emit(1)  # after black's first move: white (computer) to move
    assert controller.paused and not controller.thinking
    assert "Looking at move 1" in window.panel.turn_label.text()
    window.panel.nav_buttons["forward"].click()  # back on a human turn: the computer plays again
    assert not controller.paused and controller.game.ply == 2
    click(qtbot, window, sorted(window.board_view.state.legal)[0])
    qtbot.waitUntil(lambda: controller.game.ply == 4 and controller.human_to_move(), timeout=5000)
    assert not controller.game.redo_moves  # a new move replaced the old continuation


def test_any_player_spec_can_be_chosen_for_a_side(qtbot, make_window, monkeypatch) -> None:
    from othello_qt.ui.panels import CUSTOM, PlayerDialog, check_spec

    assert check_spec(" greedy ") == "greedy"
    for bad in ("", "no-such-player", "greedy:3"):
        try:
            check_spec(bad)
        except ValueError as exc:
            assert str(exc)
        else:
            raise AssertionError(f"{bad!r} must be refused")
    window = make_window(black="human", white="human")
    chooser = window.panel.white_chooser
    # the chooser lists players by name and what they do; the spec is only the detail
    labels = [chooser.itemText(i) for i in range(chooser.count())]
    assert "Computer — Master engine" in labels and not any("Norvig" in label for label in labels)
    chooser.activated.emit(chooser.findData(CUSTOM))
    dialog = shown_dialog(window, PlayerDialog)
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(names.index("Master engine"))
    assert dialog.about.text().startswith("The strongest opponent")
    assert dialog.setting.isVisible()  # the master engine takes a time or a depth
    dialog.setting.setText("banana")
    dialog.accept()  # refused in the dialog, which stays open and says why
    assert dialog.isVisible() and "does not work" in dialog.detail.text()
    dialog.setting.setText("3s")
    assert dialog.detail.text() == "Computer: Master engine (3 s a move)"
    assert "master:3s" in dialog.detail.toolTip()
    dialog.accept()
    assert window.controller.side(WHITE) == "master:3s" and chooser.setting() == "master:3s"
    assert chooser.currentText() == "Computer — Master engine (3 s a move)"
    chooser.activated.emit(chooser.findData(CUSTOM))
    shown_dialog(window, PlayerDialog).reject()  # cancelled: nothing changes
    assert window.controller.side(WHITE) == "master:3s" and chooser.setting() == "master:3s"
    assert window.panel.white_card.player.toolTip() == "Computer: Master engine (3 s a move)"


def choose(chooser, setting: str) -> None:
    """Pick ``setting``'s entry of a player chooser as a click does: the entry shows, then is activated."""
    index = chooser.findData(setting)
    chooser.setCurrentIndex(index)
    chooser.activated.emit(index)


def other_player(window, chooser, player: str | None) -> None:
    """Choose "Other player…", then ``player`` in the player dialog (``None``: Cancel)."""
    from othello_qt.ui.panels import CUSTOM, PlayerDialog

    choose(chooser, CUSTOM)
    dialog = shown_dialog(window, PlayerDialog)
    if player is None:
        dialog.reject()
        return
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    dialog.list.setCurrentRow(names.index(player))
    dialog.accept()


def test_the_level_slider_is_enabled_exactly_when_a_side_plays_by_level(qtbot, make_window) -> None:
    """Whatever the user does in the player dialog (Cancel keeps the side as it was), in the New game
    dialog and on the side panel."""
    window = make_window(black="human", white="level")
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    assert dialog.level.isEnabled()
    other_player(dialog, dialog.white, None)
    assert dialog.white.currentText() == "Computer (level)" and dialog.white.setting() == "level"
    assert dialog.level.isEnabled()  # it was greyed, and could not be moved
    other_player(dialog, dialog.black, None)
    assert dialog.black.setting() == "human" and dialog.level.isEnabled()
    other_player(dialog, dialog.white, "Master engine")
    assert dialog.white.setting() == "master" and not dialog.level.isEnabled()
    other_player(dialog, dialog.white, None)
    assert dialog.white.setting() == "master" and not dialog.level.isEnabled()
    choose(dialog.black, "level")
    assert dialog.level.isEnabled()
    assert dialog.choice()[:2] == ("level", "master")
    dialog.reject()
    panel = window.panel
    other_player(window, panel.white_chooser, None)
    assert panel.white_chooser.setting() == "level" and panel.level_slider.isEnabled()
    other_player(window, panel.white_chooser, "Master engine")
    assert window.controller.side(WHITE) == "master" and not panel.level_slider.isEnabled()
    other_player(window, panel.white_chooser, None)
    assert panel.white_chooser.setting() == "master" and not panel.level_slider.isEnabled()
    choose(panel.white_chooser, "level")
    assert panel.level_slider.isEnabled()


def test_a_chooser_gone_before_its_list_settles_leaves_nothing_behind(qtbot, make_window) -> None:
    """Its list's cursor is forgotten just after the list closes (as the New game dialog closes with
    the window, say): a chooser deleted meanwhile is not called then."""
    import shiboken6

    window = make_window(black="human", white="human")
    window.files.ask_new_game()
    chooser = shown_dialog(window, NewGameDialog).black
    after: list[bool] = []
    with qtbot.captureExceptions() as exceptions:
        chooser.hidePopup()
        shiboken6.delete(chooser)
        # zero-time timers fire in the order they were started: this one after the chooser's
        QTimer.singleShot(0, lambda: after.append(True))
        qtbot.waitUntil(lambda: bool(after), timeout=5000)
    assert exceptions == []


def test_board_messages_fade_out_by_themselves(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    view.show_message("Black has no move and passes", ms=500)
    assert view.message
    qtbot.waitUntil(lambda: view._note.fade_timer.isActive(), timeout=1000)
    qtbot.waitUntil(lambda: not view.message, timeout=2000)
    assert not view._note.fade_timer.isActive()
    window.controller.play_square(37)  # and nothing was blocked meanwhile
    qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=2000)


def test_help_boxes_do_not_block_the_game(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    from othello_qt.ui.dialogs import show_about, show_rules

    rules = show_rules(window)
    assert "outflank" in rules.text() and not rules.isModal()
    about = show_about(window)
    assert "Othello" in about.text() and not about.isModal()
    assert not about.iconPixmap().isNull()  # the game's own disc, not an empty strip
    window.controller.play_square(37)
    qtbot.waitUntil(lambda: window.controller.game.ply == 1, timeout=2000)
    rules.close()
    about.close()


def test_squares_typed_after_choosing_a_player_with_the_mouse_go_to_the_board(qtbot, make_window) -> None:
    """A chooser or the level slider used with the mouse keeps no keys: "c4" typed next is a move,
    not a search of the chooser's list ("c" chose a computer for the side)."""
    window = make_window(black="human", white="human")
    window.activateWindow()
    view, controller = window.board_view, window.controller
    view.setFocus()
    chooser = window.panel.black_chooser
    qtbot.mouseClick(chooser, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(chooser.view().isVisible, timeout=2000)
    chooser.hidePopup()
    slider = window.panel.level_slider.slider
    qtbot.mouseClick(slider, Qt.MouseButton.LeftButton)
    focused = QApplication.focusWidget()
    assert focused is not chooser and focused is not slider, focused
    assert focused is view.grid, focused
    qtbot.keyClicks(focused, "c4")
    assert [str(m) for m in controller.game.moves] == ["c4"]
    assert controller.is_human(BLACK) and controller.is_human(WHITE)


def test_no_key_on_a_players_list_reached_by_tab_changes_the_player_unseen(qtbot, make_window) -> None:
    """Tab reaches a players' list: "c4" typed there is a move, not a search that chose "Computer"
    for Black (a trial's game was then played out by the computer); Home, End and the page keys
    pick nothing, and up or down opens the list, where the choice is seen."""
    window = make_window(black="human", white="human")
    window.activateWindow()
    controller = window.controller
    for chooser, square in ((window.panel.black_chooser, "c4"), (window.panel.white_chooser, "c3")):
        chooser.setFocus()
        qtbot.keyClicks(chooser, square)
        qtbot.waitUntil(lambda sq=square: str(controller.game.moves[-1]) == sq, timeout=5000)
        for key in (Qt.Key.Key_End, Qt.Key.Key_Home, Qt.Key.Key_PageDown, Qt.Key.Key_X):
            qtbot.keyClick(chooser, key)
        assert controller.is_human(BLACK) and controller.is_human(WHITE)
        assert not chooser.view().isVisible()
        qtbot.keyClick(chooser, Qt.Key.Key_Down)
        qtbot.waitUntil(chooser.view().isVisible, timeout=2000)
        chooser.hidePopup()
        assert controller.is_human(BLACK) and controller.is_human(WHITE)
    assert [str(m) for m in controller.game.moves] == ["c4", "c3"]
    dialog_chooser = PlayerChooser()  # the New game dialog's lists search as lists do
    qtbot.addWidget(dialog_chooser)
    qtbot.keyClick(dialog_chooser, Qt.Key.Key_End)
    assert dialog_chooser.currentIndex() == dialog_chooser.count() - 1


def test_moves_typed_quickly_are_all_played(qtbot, make_window) -> None:
    """Squares typed while the last move is still animated are played in order, as clicks are."""
    window = make_window(black="human", white="human", speed="normal")
    view, controller = window.board_view, window.controller
    view.setFocus()
    qtbot.keyClicks(view, "e6f4c3c4d3")
    qtbot.waitUntil(lambda: controller.game.ply == 5 and not controller.animating, timeout=10000)
    assert controller.game.transcript() == "e6f4c3c4d3"


def test_the_pause_button_reads_off_when_a_new_game_ends_the_pause(qtbot, make_window) -> None:
    """A trial paused, started a new game (not paused): the button still read Pause in bold."""
    window = make_window(black="human", white="greedy")
    window.play.pause_action.trigger()
    assert window.controller.paused and window.panel.pause_button.font().bold()
    window.controller.new_game()
    assert not window.controller.paused and not window.play.pause_action.isChecked()
    assert not window.panel.pause_button.font().bold()
