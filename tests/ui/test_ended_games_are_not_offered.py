"""A game continued on another line and ended is never offered again at start-up (issue 46 §3).

A trial took back a move against Edax, played on, finished the game, played two more (the last
lost on time), and the next start offered "an unfinished game (1 move)": the line the take-back
left, saved again at every game's end.  Each flow goes through the real window.
"""

from __future__ import annotations

from othello_qt.core.game_clock import TimeControl
from othello_qt.ui.saved_game import SavedGameStore
from tests.ui.test_game_clock_in_window import FakeTime
from tests.ui.test_games_are_never_lost import FINISHED, answer_the_resume_prompt, play_moves


def saved_line(tmp_path) -> str | None:
    """The autosave's whole line (``None``: nothing to offer)."""
    saved = SavedGameStore(tmp_path / "data").load()
    return None if saved is None else "".join(str(move) for move in saved.game.line)


def lose_on_time(qtbot, window, time: FakeTime, moves: str) -> None:
    """A new one-minute game between two players: ``moves``, then the flag of the side to move falls."""
    controller = window.controller
    window.files.new_game("human", "human", controller.level, TimeControl(60.0))
    play_moves(qtbot, controller, moves)
    time.now += 61
    qtbot.waitUntil(lambda: controller.finished)
    assert controller.clock is not None and controller.clock.fallen is not None


def test_a_line_taken_back_is_not_offered_once_its_game_ends(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_moves(qtbot, controller, "f5")
    window.play.undo_action.trigger()  # f5 taken back; d3 instead leaves the line f5 for Undo
    play_moves(qtbot, controller, FINISHED)
    assert controller.game.is_over() and window.store.flush()
    assert saved_line(tmp_path) is None
    while controller.game.can_undo():
        window.play.undo_action.trigger()
    window.play.undo_action.trigger()
    assert "".join(str(m) for m in controller.game.line) == "f5"  # Undo still reaches it


def test_the_trial_game_is_not_offered_after_a_restart_and_a_flag_fall(qtbot, make_window, tmp_path) -> None:
    """The trial's flow: a take-back, a restart, the game finished, another, one lost on time."""
    window = make_window(black="human", white="human")
    play_moves(qtbot, window.controller, "f5")
    window.play.undo_action.trigger()
    play_moves(qtbot, window.controller, FINISHED[:4])
    assert window.store.flush()
    window.close()
    again = make_window(black="human", white="human", resume=True)
    controller = again.controller
    time = FakeTime()
    controller.session.time_source = time
    assert controller.game.transcript() == FINISHED[:4]
    play_moves(qtbot, controller, FINISHED[4:])  # continued after the restart, played to its end
    assert again.store.flush() and saved_line(tmp_path) is None
    again.files.new_game("human", "human", controller.level)
    play_moves(qtbot, controller, FINISHED)  # the next game, played out
    assert again.store.flush() and saved_line(tmp_path) is None
    lose_on_time(qtbot, again, time, "f5d6")
    assert again.store.flush() and saved_line(tmp_path) is None
    again.close()
    asked: list[str] = []
    timer = answer_the_resume_prompt("Continue", asked)
    make_window(resume=None)
    timer.stop()
    assert asked == []


def test_a_line_left_while_browsing_a_timed_game_ends_with_it(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    time = FakeTime()
    window.controller.session.time_source = time
    window.files.new_game("human", "human", window.controller.level, TimeControl(60.0))
    controller = window.controller
    play_moves(qtbot, controller, "f5d6c3d3c4")
    window.panel.move_list.plyRequested.emit(2)
    play_moves(qtbot, controller, "c5")  # a new line of the same game
    time.now += 61
    qtbot.waitUntil(lambda: controller.finished)
    assert window.store.flush() and saved_line(tmp_path) is None


def test_a_flag_fall_leaves_the_other_unfinished_game_to_be_offered(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    time = FakeTime()
    controller.session.time_source = time
    play_moves(qtbot, controller, "f5d6")  # game A, unfinished
    lose_on_time(qtbot, window, time, "d3c3")  # game B, lost on time
    assert window.store.flush() and saved_line(tmp_path) == "f5d6"
