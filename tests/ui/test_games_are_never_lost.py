"""Flows that used to lose or strand a game (issue 19 §1), each through the real window."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.notation import parse_move
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.saved_game import SavedGameStore
from othello_qt.ui.status_text import NEW_GAME_ANSWER
from tests.ui.test_game_play import WIPEOUT_SETUP, click

FINISHED = WIPEOUT_SETUP + "b3"
"""A whole game (black wins 13-0 on the board after nine moves: 64-0 by the rules)."""
UNFINISHED = "f5d6c3d3c4f4f6"


def test_playing_on_from_a_browsed_finished_game_keeps_it(qtbot, make_window, test_players) -> None:
    window = make_window(black="test-slow", white="human")  # the player has White
    controller = window.controller
    controller.load_game(Game.from_transcript(FINISHED))
    assert controller.game.is_over()
    window.panel.move_list.plyRequested.emit(1)  # White (the player) to move
    status = window.status.text()
    assert "a move here starts a new line" in status and "Resume" not in status
    assert "Resume" not in window.panel.turn_label.text()
    assert not window.play.pause_action.isEnabled()  # a finished game offers no Play on (issue 46)
    click(qtbot, window, parse_move("c5").square)  # the player plays on from here (the game has c3)
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)
    assert controller.game.transcript() == "d3c5"
    assert "8 later moves are kept" in window.status.text()  # told, not silent
    window.play.undo_action.trigger()
    game = controller.game
    assert (game.moves + game.redo_moves) == Game.from_transcript(FINISHED).moves  # the whole game is back
    assert "later moves" in window.status.text()
    window.play.redo_action.trigger()  # and the line just played comes back too
    assert controller.game.transcript() == "d3c5"


def test_a_human_move_off_the_line_keeps_the_old_line(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(UNFINISHED))
    window.play.nav_actions["start"].trigger()
    assert not controller.paused  # both human: nothing waits
    click(qtbot, window, parse_move("d3").square)  # not the recorded f5
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    assert controller.game.transcript() == "d3"
    assert "7 later moves are kept" in window.status.text()
    window.play.undo_action.trigger()
    assert controller.game.ply == 0
    assert "".join(str(m) for m in controller.game.redo_moves) == UNFINISHED


def test_the_recorded_next_move_keeps_the_rest_of_the_line(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(UNFINISHED))
    window.play.nav_actions["start"].trigger()
    click(qtbot, window, parse_move("f5").square)
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    assert "".join(str(m) for m in controller.game.redo_moves) == UNFINISHED[2:]
    assert "kept" not in window.status.text()


def test_redo_back_to_the_last_move_lets_the_computer_play(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, parse_move("f5").square)
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    window.play.undo_action.trigger()
    assert controller.game.ply == 0 and not controller.paused
    window.play.redo_action.trigger()
    assert controller.game.ply == 1
    assert not controller.paused  # back at the last move: the computer plays on
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    assert window.play.move_now_action.isEnabled()
    click(qtbot, window, parse_move("d3").square)  # the computer's turn: the note names an enabled action
    assert "Move now" in window.status.text() and window.play.move_now_action.isEnabled()
    window.play.move_now_action.trigger()
    qtbot.waitUntil(lambda: controller.human_to_move(), timeout=5000)
    assert controller.game.ply == 2


def test_a_paused_computer_names_resume_not_move_now(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, parse_move("f5").square)
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    window.play.pause_action.trigger()
    assert controller.paused and not window.play.move_now_action.isEnabled()
    click(qtbot, window, parse_move("d3").square)
    assert "Move now" not in window.status.text() and "Resume" in window.status.text()
    assert window.play.pause_action.isEnabled()


def answer_the_resume_prompt(button_text: str, asked: list[str]) -> QTimer:
    """Click ``button_text`` in the start-up prompt as soon as it shows."""
    timer = QTimer()
    timer.setInterval(20)

    def look() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.windowTitle() == "Unfinished game" and box.isVisible():
            asked.append(box.text())
            next(b for b in box.buttons() if b.text() == button_text).click()

    timer.timeout.connect(look)
    timer.start()
    return timer


def save_unfinished(window) -> None:
    """The game in progress, as play leaves it: loaded, then a move played (f5 d6 … f6)."""
    window.controller.load_game(Game.from_transcript(UNFINISHED[:-2]))
    window.controller.play_square(parse_move(UNFINISHED[-2:]).square)
    assert window.store.flush()
    window.close()


def test_declining_the_unfinished_game_keeps_it(qtbot, make_window, tmp_path) -> None:
    save_unfinished(make_window(black="human", white="human"))
    asked: list[str] = []
    timer = answer_the_resume_prompt(NEW_GAME_ANSWER, asked)
    declined = make_window(resume=None)
    timer.stop()
    assert asked and "(7 moves" in asked[0] and "Undo" in asked[0]  # the prompt says what No does
    controller = declined.controller
    assert controller.game.ply == 0
    assert "Undo" in declined.status.text()
    assert declined.store.flush()
    kept = SavedGameStore(tmp_path / "data").load()  # the empty board did not overwrite it
    assert kept is not None and kept.game.transcript() == UNFINISHED
    declined.play.undo_action.trigger()
    assert controller.game.transcript() == UNFINISHED  # Undo brings it back
    declined.play.redo_action.trigger()
    assert controller.game.ply == 0
    click(qtbot, declined, parse_move("f5").square)  # a move of the new game, then undo it all
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    while controller.game.can_undo():
        declined.play.undo_action.trigger()
    declined.play.undo_action.trigger()
    assert controller.game.transcript() == UNFINISHED


def test_escape_on_the_resume_prompt_continues_the_game(qtbot, make_window) -> None:
    save_unfinished(make_window(black="human", white="human"))
    asked: list[str] = []
    timer = QTimer()
    timer.setInterval(20)

    def escape() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.windowTitle() == "Unfinished game" and box.isVisible():
            asked.append(box.text())
            QTest.keyClick(box, Qt.Key.Key_Escape)

    timer.timeout.connect(escape)
    timer.start()
    resumed = make_window(resume=None)
    timer.stop()
    assert asked  # the prompt showed, and Esc answered it
    assert resumed.controller.game.transcript() == UNFINISHED  # the safe answer: the game goes on


def test_declining_and_quitting_at_once_offers_the_game_again(qtbot, make_window) -> None:
    save_unfinished(make_window(black="human", white="human"))
    asked: list[str] = []
    timer = answer_the_resume_prompt(NEW_GAME_ANSWER, asked)
    make_window(resume=None).close()
    again = make_window(resume=None)
    timer.stop()
    assert len(asked) == 2  # asked again: nothing of the new game replaced it
    assert again.controller.game.ply == 0


def test_move_now_before_the_search_starts_still_answers(qtbot) -> None:
    import threading

    from othello_qt.core.position import Position
    from othello_qt.ui.ai_worker import SearchThread

    search = SearchThread("test-move-now")
    answers: list[object] = []
    search.finished.connect(answers.append)
    gate = threading.Event()
    try:
        search.service.submit_work(lambda _ticket: gate.wait(5))  # the thread is busy meanwhile
        search.submit("move", Position.initial(), "greedy")
        search.stop_current()  # "move now" reached the flag before the service took the request
        gate.set()
        qtbot.waitUntil(lambda: len(answers) == 1, timeout=5000)  # the computer still moves
        gate.clear()
        search.service.submit_work(lambda _ticket: gate.wait(5))
        search.submit("move", Position.initial(), "greedy")
        search.cancel()  # superseded: nobody wants that answer
        gate.set()
        assert search.service.wait_idle(5)
        qtbot.wait(20)
        assert len(answers) == 1
    finally:
        search.shutdown()


def test_a_player_picked_from_the_open_list_is_chosen(qtbot, make_window) -> None:
    """By mouse and by Enter, as a player picks one (the list's cursor is read after it closes)."""
    from PySide6.QtCore import Qt

    window = make_window(black="human", white="human")
    chooser = window.panel.white_chooser
    for setting, by_mouse in (("random", True), ("greedy", False)):
        chooser.showPopup()
        view = chooser.view()
        qtbot.waitUntil(view.isVisible, timeout=3000)
        row = chooser.findData(setting)
        index = chooser.model().index(row, chooser.modelColumn())
        if by_mouse:
            view.scrollTo(index)
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
        else:
            view.setCurrentIndex(index)
            qtbot.keyClick(view, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda s=setting: window.controller.side(WHITE) == s, timeout=3000)
        assert chooser.currentData() == setting


def test_undo_and_redo_between_games_lose_neither(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(UNFINISHED))  # game A
    window.files.new_game("human", "human", controller.level)  # game B, three moves
    for square in ("f5", "d6", "c3"):
        controller.play_square(parse_move(square).square)
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    while "previous game is back" not in window.status.text():
        window.play.undo_action.trigger()
    assert controller.game.transcript() == UNFINISHED
    window.play.undo_action.trigger()  # a move of A taken back: B must still be reachable
    assert controller.game.ply == 6
    while window.play.redo_action.isEnabled() and controller.game.transcript() != "f5d6c3":
        before = (controller.game.transcript(), len(controller.game.redo_moves))
        window.play.redo_action.trigger()
        if (controller.game.transcript(), len(controller.game.redo_moves)) == before:
            break
        if not controller.game.can_redo() and controller.game.transcript() == "":
            break
    game = controller.game
    assert "".join(str(m) for m in game.moves + game.redo_moves) == "f5d6c3"  # B is back


def test_an_opened_game_does_not_replace_the_autosave_until_played_on(qtbot, make_window, tmp_path) -> None:
    from PySide6.QtGui import QGuiApplication

    window = make_window(black="human", white="human")
    controller = window.controller
    for square in ("f5", "d6", "c3", "d3"):
        controller.play_square(parse_move(square).square)
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    QGuiApplication.clipboard().setText("f5")
    window.files.paste_action.trigger()
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6c3d3"  # the game played is kept
    controller.play_square(parse_move("d6").square)
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6"  # played on: now it is the game


def test_status_texts_end_with_what_they_describe(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, parse_move("f5").square)
    qtbot.waitUntil(lambda: "thinking" in window.status.text(), timeout=5000)
    window.play.undo_action.trigger()  # the search ends unanswered: its text goes with it
    assert "thinking" not in window.status.text()
    controller.set_side(WHITE, "human")
    controller.load_game(Game.from_transcript(FINISHED))
    assert "Game over" in window.status.text()
    window.panel.move_list.plyRequested.emit(8)  # before the last move: the game is live again
    assert not controller.game.is_over() and "Game over" not in window.status.text()
    window.panel.move_list.plyRequested.emit(3)
    first = window.status.text()
    window.panel.move_list.plyRequested.emit(2)
    assert "Looking at move 3" in first and "Looking at move 2" in window.status.text()
    window.play.nav_actions["end"].trigger()
    assert "Looking at" not in window.status.text()


def test_a_game_browsed_back_to_its_start_is_offered_at_the_next_start(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    for square in ("f5", "d6", "c3", "d3"):
        window.controller.play_square(parse_move(square).square)
        qtbot.waitUntil(lambda: not window.controller.animating, timeout=5000)
    window.play.nav_actions["start"].trigger()
    assert window.store.flush()
    window.close()
    asked: list[str] = []
    timer = answer_the_resume_prompt("Continue", asked)
    again = make_window(resume=None)
    timer.stop()
    assert asked and "(4 moves" in asked[0]
    game = again.controller.game
    assert "".join(str(m) for m in game.moves + game.redo_moves) == "f5d6c3d3"


def play_moves(qtbot, controller, moves: str) -> None:
    for at in range(0, len(moves), 2):
        controller.play_square(parse_move(moves[at : at + 2]).square)
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)


def test_quitting_while_an_older_game_is_back_keeps_both(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_moves(qtbot, controller, "f5d6")  # game A
    window.files.new_game("human", "human", controller.level)
    play_moves(qtbot, controller, "d3c5")  # game B
    while "previous game is back" not in window.status.text():
        window.play.undo_action.trigger()
    assert window.store.flush()
    window.close()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6"  # A, on the board
    assert saved.kept is not None and "".join(str(m) for m in saved.kept.line) == "d3c5"  # and B
    again = make_window(resume=True)
    assert again.controller.game.transcript() == "f5d6"
    assert "brings back the other game" in again.status.text()  # told where B is
    while "previous game is back" not in again.status.text():
        again.play.undo_action.trigger()  # A's moves, then B comes back
    assert "".join(str(m) for m in again.controller.game.line) == "d3c5"


def test_undo_back_to_the_browsed_game_autosaves_the_game_on_the_board(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_moves(qtbot, controller, "f5d6c3d3c4")
    window.panel.move_list.plyRequested.emit(2)
    play_moves(qtbot, controller, "c5")  # a new line from move 3 (the game has c3)
    assert controller.game.transcript() == "f5d6c5"
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6c5"
    assert saved.kept is not None and "".join(str(m) for m in saved.kept.line) == "f5d6c3d3c4"  # as said
    assert window.board_view.message == "New line from move 2"
    window.play.undo_action.trigger()  # the browsed game is back, with its later moves
    assert window.board_view.message == ""  # the note about the new line went with it
    game = controller.game
    assert "".join(str(m) for m in game.line) == "f5d6c3d3c4"
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()  # what the board shows is what comes back
    assert saved is not None and (saved.game.moves, saved.game.redo_moves) == (game.moves, game.redo_moves)
    assert saved.kept is not None and saved.kept.transcript() == "f5d6c5"  # and the new line, for Redo
    window.play.redo_action.trigger()
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6c5"


def test_browsing_a_finished_game_to_its_end_keeps_the_line_played_from_it(
    qtbot, make_window, tmp_path
) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(FINISHED))
    window.panel.move_list.plyRequested.emit(2)
    controller.play_square(parse_move("c4").square)  # a new line (the game has f5 here)
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    window.play.undo_action.trigger()  # the finished game is back
    window.play.nav_actions["end"].trigger()  # ... and shown to its end
    assert controller.game.is_over() and window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == FINISHED[:4] + "c4"


def test_a_game_played_to_its_end_leaves_the_kept_game_to_be_offered(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_moves(qtbot, controller, "f5d6")  # game A, unfinished
    window.files.new_game("human", "human", controller.level)
    play_moves(qtbot, controller, FINISHED)  # game B, played to its end
    assert controller.game.is_over() and window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == "f5d6"  # A is offered at the next start


def test_a_pause_ends_when_both_sides_become_human(qtbot, make_window, test_players) -> None:
    window = make_window(black="test-slow", white="test-slow")
    controller = window.controller
    window.play.pause_action.trigger()
    assert controller.paused
    controller.set_side(BLACK, "human")
    assert controller.paused  # White, a computer, is still held
    controller.set_side(WHITE, "human")
    assert not controller.paused and not window.play.pause_action.isChecked()
    controller.play_square(parse_move("f5").square)  # play goes on at once
    qtbot.waitUntil(lambda: controller.game.ply == 1, timeout=5000)


def test_pause_is_named_as_the_status_line_names_it_while_browsing(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    window.play.pause_action.trigger()  # the player's own pause, before browsing
    assert window.play.pause_action.iconText() == "Resume"
    controller.load_game(Game.from_transcript(UNFINISHED))
    window.panel.move_list.plyRequested.emit(1)  # White (the computer) to move at move 1
    assert controller.paused and controller.browsing
    assert window.play.pause_action.iconText() == "Play on"
    assert "Play on" in window.status.text()  # the line and the button say the same
    window.play.nav_actions["end"].trigger()
    assert not controller.browsing


def test_a_finished_game_is_never_offered_as_unfinished(qtbot, make_window, tmp_path) -> None:
    """A trial's finished game 1, looked at from move 47, then game 2 played out: game 1 came back
    at every start as "unfinished", and each game's end saved it again."""
    window = make_window(black="human", white="human")
    controller = window.controller
    play_moves(qtbot, controller, FINISHED)  # game 1, played here to its end
    window.panel.move_list.plyRequested.emit(3)  # looked at from an earlier move
    assert window.store.flush()
    assert SavedGameStore(tmp_path / "data").load() is None
    window.files.new_game("human", "human", controller.level)
    play_moves(qtbot, controller, FINISHED)  # game 2, played out too
    assert window.store.flush()
    assert SavedGameStore(tmp_path / "data").load() is None  # nothing to resume
    window.close()
    asked: list[str] = []
    timer = answer_the_resume_prompt("Continue", asked)
    make_window(resume=None)
    timer.stop()
    assert asked == []


def test_a_game_resumed_at_an_earlier_move_waits_for_the_player(
    qtbot, make_window, tmp_path, test_players
) -> None:
    """Restored where the player was looking (later moves recorded), the computer to move there
    waits instead of playing at once over the recorded line."""
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    controller.load_game(Game.from_transcript("f5d6c3"))
    window.panel.move_list.plyRequested.emit(2)  # Black, the player, to move there
    controller.play_square(parse_move("c5").square)  # a line played here
    controller.set_paused(False)  # the loaded game's pause: the computer answers
    qtbot.waitUntil(lambda: controller.thinking, timeout=5000)
    window.play.move_now_action.trigger()
    qtbot.waitUntil(lambda: controller.game.ply == 4 and controller.human_to_move(), timeout=10000)
    window.panel.move_list.plyRequested.emit(3)  # White, the computer, to move there
    assert controller.paused
    assert window.store.flush()
    window.close()
    again = make_window(resume=True)
    controller = again.controller
    assert controller.game.ply == 3 and controller.game.can_redo()
    assert controller.paused and not controller.thinking
    assert "Looking at move 3" in again.panel.turn_label.text()


def test_a_finished_game_looked_at_says_so_on_either_sides_turn(qtbot, make_window, test_players) -> None:
    """The header said "Your move" on the player's turns of a finished game looked at from an
    earlier move, and "Looking at move N" on the computer's (a trial's)."""
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    controller.load_game(Game.from_transcript(FINISHED))
    for ply, mover in ((1, WHITE), (2, BLACK)):
        window.panel.move_list.plyRequested.emit(ply)
        assert controller.position.turn == mover
        assert window.panel.turn_label.text() == f"Looking at move {ply}", (
            ply,
            window.panel.turn_label.text(),
        )
    window.play.nav_actions["end"].trigger()
    assert "Looking" not in window.panel.turn_label.text()


def d3_against_the_computer(qtbot, make_window):
    """A window where the player played d3 and the computer answered, autosaved; and that game."""
    window = make_window(black="human", white="greedy")
    controller = window.controller
    controller.play_square(parse_move("d3").square)
    qtbot.waitUntil(lambda: controller.game.ply == 2 and controller.human_to_move(), timeout=10000)
    assert window.store.flush()
    return window, controller.game.transcript()


def test_the_game_offered_after_another_ends_keeps_its_own_players(qtbot, make_window, tmp_path) -> None:
    """A retrial played d3 against the computer, then a computer-vs-computer game to its end: the
    first game was saved with the second game's players, and Continue let the computer play the
    player's side."""
    window, first = d3_against_the_computer(qtbot, make_window)
    controller = window.controller
    ended: list[object] = []
    controller.gameOver.connect(ended.append)
    window.files.new_game("greedy", "random", controller.level)
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.kept is None  # nothing played in the new game yet
    qtbot.waitUntil(lambda: controller.game.ply > 0, timeout=10000)
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.kept is not None and saved.kept.transcript() == first
    assert saved.kept_players is not None and saved.kept_players[:2] == ("human", "greedy")
    qtbot.waitUntil(lambda: bool(ended), timeout=60000)  # its end handled: is_over() comes a step earlier
    assert window.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == first
    assert (saved.black, saved.white) == ("human", "greedy")  # its own players, not the new game's


def test_a_resumed_game_left_unplayed_keeps_its_players(qtbot, make_window, tmp_path) -> None:
    """Continued at start-up, then replaced by a new game before any move: it still goes back to
    the file with the players it was saved with, when the new game ends."""
    window, first = d3_against_the_computer(qtbot, make_window)
    controller = window.controller
    window.close()
    again = make_window(resume=True)
    controller = again.controller
    assert controller.game.transcript() == first
    ended: list[object] = []
    controller.gameOver.connect(ended.append)
    again.files.new_game("greedy", "random", controller.level)
    qtbot.waitUntil(lambda: bool(ended), timeout=60000)  # its end handled: is_over() comes a step earlier
    assert again.store.flush()
    saved = SavedGameStore(tmp_path / "data").load()
    assert saved is not None and saved.game.transcript() == first
    assert (saved.black, saved.white) == ("human", "greedy")


def test_undo_of_a_new_game_brings_the_old_game_back_with_its_players(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    window.files.new_game("human", "level", 3)
    play_moves(qtbot, controller, "f5")  # game A: the player against level 3
    qtbot.waitUntil(lambda: controller.human_to_move() and controller.game.ply == 2, timeout=20000)
    window.files.new_game("human", "human", 7)  # game B: two people, the slider at 7
    play_moves(qtbot, controller, "d3")
    while "previous game is back" not in window.status.text():
        window.play.undo_action.trigger()
    assert controller.game.line[0] == parse_move("f5")
    assert (controller.side(BLACK), controller.side(WHITE), controller.level) == ("human", "level", 3)
    assert window.panel.level_slider.level_number() == 3  # the panel shows who plays it
    while controller.game.transcript() != "d3":
        window.play.redo_action.trigger()
    assert (controller.side(BLACK), controller.side(WHITE), controller.level) == ("human", "human", 7)
