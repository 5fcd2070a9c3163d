"""Game → Practise an opening… through the real window: the Tiger chosen in the dialog, a good
move answered by the line, a bad one caught at once with the book's move and value, Retry, the
practice played to its end and its result kept."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QMessageBox

from othello_qt.core.engine.book import default_books
from othello_qt.core.game import Game
from othello_qt.core.opening_practice import OFF_LINE_DISCS, RESULTS_FILE, PracticeResults
from othello_qt.core.openings import OPENINGS
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.ui.dialogs import NewGameDialog
from othello_qt.ui.practice_dialog import PracticeDialog
from othello_qt.ui.text_parts import disc_text
from tests.ui.conftest import shown_dialog
from tests.ui.test_commands import menu_actions


def click(window, square: str) -> None:
    window.board_view.squareClicked.emit(Move.parse(square).square)


def moves(window) -> str:
    return "".join(str(move) for move in window.controller.game.moves)


def test_practising_the_tiger(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="greedy")
    c = window.controller
    menu_actions(window)["Game/Practise an opening…"].trigger()
    dialog = shown_dialog(window, PracticeDialog)
    dialog.search.setText("tiger")
    shown = [item.text(0) for item in dialog.items() if not item.isHidden()]
    assert shown and all("tiger" in text.casefold() for text in shown)
    dialog.select("Tiger")
    assert dialog.record.text() == "Not practised yet"
    dialog.side.setCurrentIndex(dialog.side.findData(BLACK))
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.practice.session is not None)
    assert c.game.moves == () and c.is_human(WHITE)  # the practice plays White itself

    click(window, "f5")
    assert moves(window) == "f5" and c.position.turn == WHITE
    click(window, "f6")  # on the computer's turn a click is not played for it
    qtbot.waitUntil(lambda: len(c.game.moves) == 2)
    assert moves(window) == "f5d6"  # the line's reply

    known = default_books().moves(c.position)
    assert known is not None and known.values[Move.parse("c7")] < known.best - OFF_LINE_DISCS
    click(window, "c7")
    qtbot.waitUntil(
        lambda: window.practice.verdict_box is not None and window.practice.verdict_box.isVisible()
    )
    box = shown_dialog(window, QMessageBox)
    assert box is window.practice.verdict_box
    best, worth = disc_text(known.values[Move.parse("c3")]), disc_text(known.values[Move.parse("c7")])
    assert f"plays c3 ({best} discs for you)" in box.text(), box.text()  # the values: the player's side
    assert f"c7 is worth {worth} discs for you" in box.text()
    assert moves(window) == "f5d6c7"  # the computer waits for the answer
    retry = next(b for b in box.buttons() if b.text().replace("&", "") == "Retry")
    retry.click()
    qtbot.waitUntil(lambda: moves(window) == "f5d6")
    assert not box.isVisible() and window.practice.session.mistakes == 1

    click(window, "c3")
    qtbot.waitUntil(lambda: moves(window) == "f5d6c3d3")
    assert window.practice.verdict_box is None

    def user_to_play(ply: int) -> bool:
        session = window.practice.session
        caught_up = session is not None and tuple(session.moves) == c.game.moves
        return session is None or (len(c.game.moves) >= ply + 2 and caught_up and session.ended() is None)

    while window.practice.session is not None:  # the book's moves to the end: no more verdicts
        ply = len(c.game.moves)
        best = default_books().moves(c.position)
        assert best is not None
        click(window, str(best.near_best(0.0)[0]))
        qtbot.waitUntil(lambda ply=ply: user_to_play(ply))
        assert window.practice.verdict_box is None
    end = window.practice.end_box
    assert end is not None and end.isVisible() and "1 move off the line" in end.text()
    assert "Practised 1 time, 0 clean runs" in end.text(), (end.text(), window.status.text())
    # the board stays as the practice left it: both sides human, nobody plays on behind the box
    assert c.is_human(WHITE) and c.is_human(BLACK) and not c.thinking
    assert not window.practice.banner.isVisible()
    record = PracticeResults(tmp_path / "data").records["Tiger"]
    assert (record.tries, record.clean) == (1, 0)

    menu_actions(window)["Game/Practise an opening…"].trigger()
    dialog = shown_dialog(window, PracticeDialog)
    dialog.select("Tiger")
    assert dialog.record.text().startswith("Practised 1 time, 0 clean runs, last on ")
    row = dialog.list.currentItem()
    assert [row.text(column) for column in range(5)] == ["Tiger", "1", "0", record.last, "f5d6c3d3c4"]


def test_a_damaged_results_file_is_set_aside_and_the_dialog_says_so(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    results = tmp_path / "data" / RESULTS_FILE
    results.parent.mkdir(exist_ok=True)
    results.write_bytes(b'{"version": 1, "openings": [')
    menu_actions(window)["Game/Practise an opening…"].trigger()
    dialog = shown_dialog(window, PracticeDialog)
    problem = dialog.findChild(QLabel, "practiceProblem")
    assert problem is not None and "could not be read" in problem.text()
    kept = [p for p in results.parent.iterdir() if p.name.startswith("opening_practice.unreadable-")]
    assert len(kept) == 1 and kept[0].name in problem.text() and not results.exists()
    assert kept[0].read_bytes() == b'{"version": 1, "openings": ['


def test_closing_the_window_mid_practice_puts_the_players_back(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    window.practice.start(None, BLACK)  # the board as it is: the start
    qtbot.waitUntil(lambda: window.practice.session is not None)
    assert window.controller.is_human(WHITE)
    window.close()
    assert window.practice.session is None and window.controller.side(WHITE) == "greedy"


def test_the_practice_speaks_the_players_language(qtbot, make_window, pseudo_locale) -> None:
    from tests.ui.pseudo_locale import untranslated_in

    window = make_window(black="human", white="human")
    window.practice.ask()
    dialog = shown_dialog(window, PracticeDialog)
    assert untranslated_in(dialog) == []
    dialog.select("Tiger")
    dialog.start_button.click()
    qtbot.waitUntil(lambda: window.practice.session is not None)
    click(window, "f5")
    qtbot.waitUntil(lambda: moves(window) == "f5d6")
    click(window, "c7")
    qtbot.waitUntil(lambda: window.practice.verdict_box is not None)
    assert untranslated_in(window.practice.verdict_box) == []
    assert untranslated_in(window.practice.banner) == [] and window.practice.banner.isVisible()


def test_undo_and_redo_step_over_the_computers_replies(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.practice.start(next(o for o in OPENINGS if o.name == "Tiger"), BLACK)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    click(window, "f5")
    qtbot.waitUntil(lambda: moves(window) == "f5d6")
    click(window, "c3")
    qtbot.waitUntil(lambda: moves(window) == "f5d6c3d3")
    window.play.undo_action.trigger()
    qtbot.waitUntil(lambda: moves(window) == "f5d6")  # the reply and the move it answered
    click(window, "c4")  # the player's turn: played, and answered as the line goes on
    qtbot.waitUntil(lambda: len(window.controller.game.moves) == 4)
    window.play.undo_action.trigger()
    qtbot.waitUntil(lambda: moves(window) == "f5d6")
    window.play.redo_action.trigger()
    qtbot.waitUntil(lambda: len(window.controller.game.moves) == 4)
    assert window.controller.position.turn == BLACK and window.practice.session is not None


def tiger(window) -> None:
    window.practice.start(next(o for o in OPENINGS if o.name == "Tiger"), BLACK)


def test_a_new_game_during_a_practice_has_the_players_chosen_for_it(qtbot, make_window) -> None:
    window = make_window(black="greedy", white="greedy")
    c = window.controller
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    window.files.new_game("human", "human", 4)
    assert window.practice.session is None
    assert c.is_human(BLACK) and c.is_human(WHITE)  # not the greedy players from before the practice
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    window.files.new_game("human", "level", 4)
    assert c.is_human(BLACK) and c.side(WHITE) == "level"


def test_leaving_a_practice_for_a_file_or_a_set_up_position_keeps_the_players(qtbot, make_window) -> None:
    window = make_window(black="human", white="greedy")
    c = window.controller
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    window.set_up_position(Position.initial(), "analyse")  # the board editor: both sides human
    assert window.practice.session is None and c.is_human(WHITE) and c.is_human(BLACK)
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    window.files.load_game(Game.from_transcript("f5d6"), None, "a file")
    assert (
        window.practice.session is None
        and c.is_human(WHITE)
        and c.game.moves == Game.from_transcript("f5d6").moves
    )


def test_the_practice_is_shown_while_it_lasts_and_the_turn_is_the_players(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    banner = window.practice.banner
    length = window.practice.session.length
    assert banner.isVisible() and banner.text() == f"Practising Tiger as Black — move 1 of {length}"
    assert window.panel.turn_label.text() == "Your move"
    click(window, "f5")
    qtbot.waitUntil(lambda: moves(window) == "f5d6")
    window.show_status("something else")
    assert banner.isVisible() and banner.text() == f"Practising Tiger as Black — move 3 of {length}"
    click(window, "c7")  # off the line: White waits for Retry or Continue, and is not "you"
    qtbot.waitUntil(lambda: window.practice.verdict_box is not None)
    assert window.panel.turn_label.text() == "White to move"
    assert "Your move" not in window.windowTitle()
    window.files.new_game("human", "human", 4)
    assert not banner.isVisible()


def test_the_board_is_not_chosen_to_practise_from_when_its_game_is_over(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    game = Game.new()
    while not game.is_over():
        game.play(next(iter(game.position.legal_moves())))
    window.files.load_game(game, None, "a file")
    window.practice.ask()
    dialog = shown_dialog(window, PracticeDialog)
    assert dialog.choice() is not None and "database" in dialog.findChildren(QLabel)[-1].text()
    assert "the book's best without one" not in " ".join(
        label.text() for label in dialog.findChildren(QLabel)
    )


def test_the_new_game_dialog_offers_the_players_from_before_the_practice(qtbot, make_window) -> None:
    window = make_window(black="human", white="level")
    tiger(window)
    qtbot.waitUntil(lambda: window.practice.session is not None)
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    assert dialog.choice()[:2] == ("human", "level")  # not the practice's two humans
    dialog.reject()
    window.practice.stop()  # as at the practice's end: the board keeps its two humans
    assert window.controller.is_human(WHITE) and window.practice.players_to_offer() == ("human", "level")
    window.files.new_game("human", "human", 4)
    assert window.practice.players_to_offer() == ("human", "human")
