"""Timed games in the window: the clocks run, Pause stops them, a flag falls, saving keeps them."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from othello_qt.core.game import Game
from othello_qt.core.game_clock import TimeControl, stop_guard
from othello_qt.core.notation import parse_move
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.dialogs import NewGameDialog
from tests.ui.conftest import SlowPlayer, shown_dialog
from tests.ui.test_game_play import WIPEOUT_SETUP


class FakeTime:
    """The clocks' time source, moved by hand: minutes pass in no time."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def timed_window(make_window, black: str, white: str, control: TimeControl, time=None):
    window = make_window(black=black, white=white)
    if time is not None:
        window.controller.session.time_source = time
    window.files.new_game(black, white, window.controller.level, control)
    return window


def click(qtbot, window, square: str) -> None:
    window.controller.play_square(parse_move(square).square)
    qtbot.waitUntil(lambda: not window.controller.animating)


def test_a_one_minute_game_runs_pauses_and_ends_when_a_flag_falls(qtbot, make_window, tmp_path: Path) -> None:
    time = FakeTime()
    window = timed_window(make_window, "human", "human", TimeControl(60.0), time)
    c, panel = window.controller, window.panel
    black, white = panel.black_card.clock, panel.white_card.clock
    assert black.isVisible() and black.text() == "1:00" and white.text() == "1:00"
    time.now += 5.2
    qtbot.waitUntil(lambda: black.text() == "0:54")  # the tick shows the running clock
    assert black.accessibleName() == "Black's clock: 54 seconds left" and white.text() == "1:00"
    click(qtbot, window, "f5")
    assert c.clock.move_times == [5.2] and c.clock.running is WHITE
    time.now += 10
    window.play.pause_action.trigger()  # Pause stops White's clock, though both sides are human
    assert c.paused and c.clock.running is None
    time.now += 600
    click(qtbot, window, "d6")  # no move while the clocks are stopped
    assert c.game.ply == 1 and "stopped" in window.status.text()
    window.play.pause_action.trigger()
    assert c.clock.remaining(WHITE) == 50.0
    time.now += 49.95
    qtbot.waitUntil(lambda: white.text() == "0.0")
    assert "color" in white.styleSheet()  # the last seconds are shown in red, with tenths
    time.now += 0.1
    qtbot.waitUntil(lambda: c.finished)
    assert c.clock.fallen is WHITE and "Black wins on time" in window.status.text()
    assert "time is up" in white.accessibleName()
    click(qtbot, window, "d6")
    assert c.game.ply == 1  # the game is over
    path = tmp_path / "timed.ggf"
    assert window.files.save_path(path)
    text = path.read_text()
    assert "TI[01:00/00:00/00:00]" in text and "B[f5//5.20]" in text and "RE[+64.00:t]" in text
    window.files.new_game("human", "human", c.level)
    assert window.files.open_path(path)  # opened again: over on time, White's time all gone
    assert c.finished and c.clock.fallen is WHITE and white.text() == "0.0"
    assert "Black wins on time" in window.board_view.result_text  # the status line says what was loaded


def test_the_new_game_dialog_sets_the_clock(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    dialog.clock.minutes.setCurrentIndex(dialog.clock.minutes.findData(5))
    dialog.clock.increment.setCurrentIndex(dialog.clock.increment.findData(3))
    dialog.done(QDialog.DialogCode.Accepted)
    c = window.controller
    assert c.clock is not None and c.clock.control == TimeControl(300.0, 3.0)
    assert window.panel.white_card.clock.text() == "5:00"
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    assert dialog.clock.time_control() == TimeControl(300.0, 3.0)  # offered again
    dialog.clock.minutes.setCurrentIndex(0)
    dialog.done(QDialog.DialogCode.Accepted)
    assert c.clock is None and not window.panel.white_card.clock.isVisible()


def test_a_saved_timed_game_goes_on_with_the_times_left(qtbot, make_window, tmp_path: Path) -> None:
    time = FakeTime()
    window = timed_window(make_window, "human", "human", TimeControl(60.0, 2.0), time)
    c = window.controller
    for square, seconds in (("f5", 4.0), ("d6", 7.5), ("c3", 1.0)):
        time.now += seconds
        click(qtbot, window, square)
    assert c.clock.remaining(BLACK) == 59.0 and c.clock.remaining(WHITE) == 54.5
    c.undo()  # Undo keeps the clocks as they are
    assert c.game.ply == 2 and c.clock.remaining(BLACK) == 57.0 and c.clock.remaining(WHITE) == 54.5
    time.now += 2.0
    click(qtbot, window, "c3")  # the taken-back move's second counts in this one
    assert c.clock.move_times == [4.0, 7.5, 3.0]
    path = tmp_path / "timed.ggf"
    assert window.files.save_path(path)
    window.store.flush()
    window.close()
    again = make_window(resume=True)
    clock = again.controller.clock
    assert clock is not None and clock.control == TimeControl(60.0, 2.0)
    assert clock.move_times == [4.0, 7.5, 3.0]
    assert abs(clock.remaining(BLACK) - 57.0) < 1 and abs(clock.remaining(WHITE) - 54.5) < 1
    assert again.files.open_path(path)
    opened = again.controller.clock
    assert opened is not clock and opened.move_times == [4.0, 7.5, 3.0]
    assert abs(opened.remaining(WHITE) - 54.5) < 1 and opened.remaining(BLACK) == 57.0


def test_closing_the_window_keeps_the_time_of_the_move_being_thought(qtbot, make_window) -> None:
    time = FakeTime()
    window = timed_window(make_window, "human", "human", TimeControl(60.0), time)
    time.now += 3.0
    click(qtbot, window, "f5")
    time.now += 8.0  # White thinks, then the window closes
    window.close()
    clock = make_window(resume=True).controller.clock
    assert clock is not None and clock.move_times == [3.0]
    assert abs(clock.remaining(WHITE) - 52.0) < 1


def test_the_computer_plays_inside_its_clock(qtbot, make_window, test_players) -> None:
    # A player that thinks until it is stopped is stopped in time; the master plans its own time.
    window = timed_window(make_window, "human", "test-slow", TimeControl(2.0))
    c = window.controller
    click(qtbot, window, "f5")
    qtbot.waitUntil(lambda: c.game.ply == 2, timeout=5000)
    assert c.clock.fallen is None and 0 < c.clock.move_times[1] <= stop_guard(2.0) + 0.5
    assert SlowPlayer.started.is_set()
    window = timed_window(make_window, "human", "master", TimeControl(3.0))
    c = window.controller
    click(qtbot, window, "f5")
    qtbot.waitUntil(lambda: c.game.ply == 2, timeout=5000)
    assert c.clock.fallen is None and c.clock.move_times[1] < 1.0


def end_commands(window) -> dict[str, bool]:
    """Which of the commands that have nothing to do once a game is over are enabled, in the menus
    and on the side panel."""
    play, panel = window.play, window.panel
    return {
        "hints": window.view_options.hints_action.isEnabled(),
        "pause": play.pause_action.isEnabled(),
        "move now": play.move_now_action.isEnabled(),
        "hint button": panel.hint_button.isEnabled(),
        "pause button": panel.pause_button.isEnabled(),
    }


@pytest.mark.parametrize("white", ["greedy", "human"])
def test_a_game_lost_on_time_disables_what_a_game_played_out_does(qtbot, make_window, white: str) -> None:
    played_out = make_window(black="human", white=white)
    played_out.controller.load_game(Game.from_transcript(WIPEOUT_SETUP))
    qtbot.waitUntil(played_out.controller.human_to_move)
    click(qtbot, played_out, "b3")  # Black wins 13-0
    qtbot.waitUntil(lambda: bool(played_out.board_view.result_text))
    over = end_commands(played_out)
    assert not any(over.values())
    time = FakeTime()
    window = timed_window(make_window, "human", white, TimeControl(60.0), time)
    c = window.controller
    assert end_commands(window)["hints"] and end_commands(window)["pause"]  # a timed game can pause
    reviews: list[bool] = []
    window.analysis.start_review = lambda: reviews.append(True)  # as a game played out, it is reviewed
    time.now += 61
    qtbot.waitUntil(lambda: c.finished)
    assert c.clock.fallen is BLACK and "time ran out" in window.board_view.result_text
    assert end_commands(window) == over and reviews == [True]


def test_with_no_clock_the_clock_row_reads_just_no_clock(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.files.ask_new_game()
    clock = shown_dialog(window, NewGameDialog).clock

    def row() -> list[str]:
        shown = [w for w in (clock.minutes, clock.per_move, clock.increment) if w.isVisible()]
        return [w.currentText() if w is not clock.per_move else w.text() for w in shown]

    assert row() == ["No clock"]  # not "No clock per side +0 s"
    clock.minutes.setCurrentIndex(clock.minutes.findData(5))
    clock.increment.setCurrentIndex(clock.increment.findData(3))
    assert row() == ["5 min", "per side", "+ 3 s"]
    clock.minutes.setCurrentIndex(0)
    assert row() == ["No clock"] and clock.time_control() is None
    clock.set_time_control(TimeControl(60.0, 2.0))
    assert row() == ["1 min", "per side", "+ 2 s"]


def test_the_clock_stops_while_the_new_game_dialog_is_open(qtbot, make_window) -> None:
    time = FakeTime()
    window = timed_window(make_window, "human", "human", TimeControl(60.0), time)
    c = window.controller
    time.now += 5.0
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    assert c.paused and c.clock.running is None
    time.now += 600  # ten minutes choosing options: no flag falls behind the dialog
    dialog.done(QDialog.DialogCode.Rejected)
    assert not c.paused and c.clock.running is BLACK and not c.finished
    assert c.clock.remaining(BLACK) == 55.0
    window.files.ask_new_game()
    dialog = shown_dialog(window, NewGameDialog)
    dialog.done(QDialog.DialogCode.Accepted)  # the new game starts with its own clock, running
    assert not c.paused and c.game.ply == 0


def test_the_clock_row_stays_put_while_the_level_slider_moves(qtbot) -> None:
    dialog = NewGameDialog("human", "level", 1)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = set()
    for level in range(1, 13):
        dialog.level.set_level(level)
        QApplication.processEvents()
        rows.add(dialog.clock.geometry().y())
    assert len(rows) == 1  # the descriptions' one or two lines do not move it
