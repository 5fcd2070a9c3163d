"""The analysis features in the real window: the graph fills in the background, the review marks
mistakes and can be stopped, the best move shows, the opening is named, the board editor."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.core.review import PositionAnalysis, PositionValue, Verdict, game_summary
from othello_qt.ui import game_analysis
from othello_qt.ui.board_editor import BoardEditor
from othello_qt.ui.eval_graph import EvalGraph

RANDOMISH_GAME = (
    "d3c5e6d2c3e3c2b3c4b4d1c1a3e1d6c6b5b6d7a5a4a2a6a7e2f1b2f2f3g3b7f4g4h4g1e7b1a1g5e8h2h1f5a8h3g2c7"
    "h6g6h7h5f6d8b8f8c8h8f7g8g7"
)
"""A whole game from a mostly-weak player with random moves: it has clear mistakes to find."""


@pytest.fixture
def quick_levels(monkeypatch) -> None:
    """Shallow passes, so a whole game is analysed in a second or two."""
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=2), Budget(depth=3), Budget(depth=4)))


def _load(window, moves: str) -> Game:
    game = Game.from_transcript(moves)
    window.controller.start(game, "human", "human")
    return game


def test_graph_fills_in_the_background(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human")
    game = _load(window, "f5d6c3d3c4f4f6b3")
    analyzer = window.analysis.analyzer
    qtbot.waitUntil(lambda: all(v is not None and v.depth >= 3 for v in analyzer.values()), timeout=10000)
    # the analyst has stopped: its last search answered and it submitted none after it; then every
    # value it sent has been delivered once a zero-time timer started after them has fired
    assert analyzer._worker.service.wait_idle(10)
    delivered: list[bool] = []
    QTimer.singleShot(0, lambda: delivered.append(True))
    qtbot.waitUntil(lambda: bool(delivered), timeout=5000)
    values = analyzer.values()
    assert len(values) == game.ply + 1
    assert all(v.depth == 3 for v in values)  # the background level, never the review's
    qtbot.waitUntil(lambda: "9 of 9 positions valued" in window.analysis.panel.graph.describe(), timeout=2000)
    assert window.analysis.panel.opening.text() == "Opening: Stephenson"  # then moves of no name


def test_clicking_the_graph_shows_that_position(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human")
    game = _load(window, "f5d6c3d3c4")
    window.analysis.panel.graph.plyRequested.emit(2)
    qtbot.waitUntil(lambda: window.controller.game.ply == 2, timeout=3000)
    assert window.controller.position == game.positions[2]


def test_review_marks_mistakes_in_the_move_list_and_sums_up(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human")
    _load(window, RANDOMISH_GAME)
    analyzer = window.analysis.analyzer
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=60000) as finished:
        window.analysis.review_action.trigger()
    assert finished.args == [True]
    reviews = analyzer.reviews()
    bad = {r.ply: r.verdict for r in reviews if r is not None and r.verdict is not Verdict.GOOD}
    assert bad, "a game with random moves has mistakes"
    assert all(v is not None and (v.exact or v.depth == 4) for v in analyzer.values())
    cells = [cell for row in window.panel.move_list.text_rows() for cell in row if cell]
    for ply, verdict in bad.items():
        assert cells[ply - 1].endswith(" " + verdict.symbol)  # a symbol, not only a colour
        tip = window.panel.move_list.item((ply - 1) // 2, (ply - 1) % 2).toolTip()
        assert tip.startswith(f"Move {ply} (") and f"a {verdict.word}" in tip and "was best" in tip
    summary = window.analysis.panel.summary.text()  # led by the result, as the banner says it
    assert summary == f"{window.board_view.result_text}. {game_summary(reviews)}"
    assert window.status.text().startswith("Review done — Black: ")
    assert window.analysis.review_action.isEnabled() and not window.analysis.stop_review_action.isEnabled()


def test_review_can_be_stopped(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    _load(window, RANDOMISH_GAME)
    analyzer = window.analysis.analyzer
    with qtbot.waitSignal(analyzer.changed, timeout=30000):  # a first value: the review's searches run
        window.analysis.review_action.trigger()  # the real depths: far from done within the test
    assert analyzer.reviewing and window.analysis.stop_review_action.isEnabled()
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=2000) as finished:
        window.analysis.stop_review_action.trigger()
    assert finished.args == [False]
    assert not analyzer.reviewing and window.analysis.review_action.isEnabled()
    assert "Review stopped" in window.status.text()


def test_best_move_here(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human")
    game = _load(window, "f5d6c3d3c4f4")
    analyzer = window.analysis.analyzer
    qtbot.waitUntil(lambda: analyzer.analysis_of(game.positions[3]) is not None, timeout=10000)
    window.controller.go_to_ply(3)
    window.analysis.best_move_action.trigger()
    analysis = analyzer.analysis_of(game.positions[3])
    hints = window.board_view.hints
    assert hints is not None and hints.best == analysis.best.square
    assert window.status.text().startswith(f"Best here: {analysis.best}")
    window.controller.go_to_ply(4)  # another position: the overlay goes
    assert window.board_view.hints is None or window.board_view.hints.best != analysis.best.square


def test_editor_places_removes_and_validates(qtbot) -> None:
    editor = BoardEditor(Position.initial())
    qtbot.addWidget(editor)
    assert editor.play_button.isEnabled()
    editor.click_square(0)  # a1 black
    assert editor.position().piece_at(0) is BLACK
    editor.click_square(0)  # the same colour again: empty
    assert editor.position().piece_at(0) is None
    editor.tool_buttons["white"].setChecked(True)
    editor.click_square(28)  # e4 black -> white
    assert editor.position().piece_at(28) is WHITE
    editor.clear()
    assert not editor.play_button.isEnabled() and "empty" in editor.message.text()
    assert not editor.load_board_string("not a board")
    assert editor.message.text().startswith("Not a board string: expected 64 squares")  # said once
    assert editor.load_board_string("XO" + "-" * 62 + " O")  # White cannot move: refused, with the fix
    assert not editor.play_button.isEnabled() and "choose Black to move" in editor.message.text()
    editor.turn_buttons[BLACK].setChecked(True)
    assert editor.play_button.isEnabled() and "are empty" in editor.message.text()
    editor.reset_to_start()
    assert editor.position() == Position.initial()
    editor.board_string.setText("-" * 27 + "OX------XO" + "-" * 27 + " O")
    editor.board_string.editingFinished.emit()
    assert editor.position().turn is WHITE
    for odd in ("\u2028", "\x0c", "\xa0"):  # only ASCII space/tab/CR/LF are white space, as everywhere
        assert not editor.load_board_string(odd + Position.initial().board_string())
        assert "Not a board string" in editor.message.text() and editor.position().turn is WHITE
    assert editor.load_board_string(" \t" + Position.initial().board_string() + "\r\n")
    assert editor.position() == Position.initial()


def test_set_up_position_is_analysed_and_saved(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="level")
    position = Position.from_board_string("-" * 19 + "X" + "-" * 7 + "OXX------XO" + "-" * 26 + " O")
    window.analysis.positionSetUp.emit(position, "analyse")
    assert window.controller.game.start == position
    assert window.controller.is_human(BLACK) and window.controller.is_human(WHITE)
    assert window.view_options.hints_action.isChecked() and window.analysis.graph_action.isChecked()
    assert window.analysis.panel.opening.text() == "Set-up position"
    path = tmp_path / "setup.ggf"
    assert window.files.save_path(path)
    assert "BO[8 " + "-" * 19 + "*" in path.read_text()
    # pasting a board string still works
    assert window.files.load_text(position.board_string(), "the clipboard")
    assert window.controller.game.start == position


def test_a_finished_game_is_reviewed_by_itself(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human")
    _load(window, "d3c3f5f4f3d2d1e3")  # Black to move; b3 takes White's last disc
    analyzer = window.analysis.analyzer
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=20000):
        window.controller.play_move(Move.parse("b3"))
    assert window.analysis.panel.summary.text().startswith("Black wins 64–0. Black:")
    final = analyzer.values()[-1]
    assert final is not None and final.exact and final.black_score == 64


def test_graph_maps_clicks_to_positions_and_describes_itself(qtbot) -> None:
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.resize(636, 140)  # 600 px of plot: 10 px a ply over 60 plies
    values = [PositionValue(0, 0.0, False, 6), None, PositionValue(2, -70.0, True, 0)]
    graph.set_values(values, 2, {2: Verdict.BLUNDER})
    left = 36
    assert graph.ply_at(left) == 0 and graph.ply_at(left + 21) == 2
    assert graph.ply_at(left + 300) is None  # past the last position of the game
    assert graph.describe() == "2 of 3 positions valued; last: White +70 (exact); move 2 ??"
    graph.grab()  # paints (a value beyond the scale is drawn at its edge)


def test_a_new_game_stops_the_review_of_the_old_one(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    _load(window, RANDOMISH_GAME)
    analyzer = window.analysis.analyzer
    window.analysis.review_action.trigger()
    assert analyzer.reviewing
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=2000) as finished:
        window.controller.new_game("human", "human")
    assert finished.args == [False] and not analyzer.reviewing
    assert window.analysis.panel.summary.text() == ""


def test_analysis_order_newest_first_then_deeper_and_reviews_in_game_order(qtbot) -> None:
    """What the analysis thread takes next (no search is run here)."""
    positions = Game.from_transcript("f5d6c3d3").positions
    worker = game_analysis._Worker("master")
    worker._task = game_analysis._Task(positions, level=1, in_order=False)  # set_task would search
    assert worker._next() == (positions[-1], 0)  # the graph fills from the newest position
    for p in positions:
        worker._done[p] = 0
    assert worker._next() == (positions[-1], 1)  # then deeper
    worker._task = game_analysis._Task(positions, level=2, in_order=True)
    assert worker._next() == (positions[0], 2)  # a review: in game order, at its depth
    worker._done[positions[2]] = -1
    assert worker._next() == (positions[2], 0)  # ... once every position has a first value
    for p in positions:
        worker._done[p] = len(game_analysis.LEVELS)
    assert worker._next() is None


def test_background_stays_shallow_while_the_computer_thinks(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    _load(window, "f5d6c3")
    analyzer = window.analysis.analyzer
    assert analyzer._worker._task.level == game_analysis.BACKGROUND_LEVEL
    window.controller.thinkingStarted.emit(WHITE, "test")
    assert analyzer._worker._task.level == game_analysis.ENGINE_BUSY_LEVEL
    window.controller.thinkingStopped.emit()
    assert analyzer._worker._task.level == game_analysis.BACKGROUND_LEVEL
    window.analysis.graph_action.trigger()  # graph off: no background analysis at all
    assert analyzer._worker._task is None and window.analysis.panel.graph.isHidden()
    assert window.analysis.panel.opening.isVisibleTo(window)  # the opening stays in view


def test_a_failing_engine_ends_the_review_with_a_message(qtbot, make_window, monkeypatch) -> None:
    window = make_window(black="human", white="human")
    _load(window, "f5d6c3")
    analyzer = window.analysis.analyzer

    def broken(*_args, **_kwargs):
        raise RuntimeError("the engine broke on purpose")

    # The worker builds its player for the background pass as soon as the game is shown; break that
    # player itself (replacing it could race with the worker still assigning the first one).
    service, spec = analyzer._worker.service, analyzer._worker._spec
    qtbot.waitUntil(lambda: service.cached(spec) is not None, timeout=10000)
    monkeypatch.setattr(service.cached(spec), "analyze", broken)
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=5000) as finished:
        window.analysis.review_action.trigger()
    assert finished.args == [False]
    assert "the engine broke on purpose" in window.status.text()
    assert window.analysis.review_action.isEnabled()


def test_editor_does_not_play_past_a_bad_board_string(qtbot) -> None:
    editor = BoardEditor(Position.initial())
    qtbot.addWidget(editor)
    editor.board_string.setText("hello")
    editor.play_button.click()  # Enter in the field presses the default button the same way
    assert editor.result() != editor.DialogCode.Accepted
    assert "Not a board string" in editor.message.text()


def test_the_review_progress_shows_its_whole_text(qtbot, make_window) -> None:
    progress = make_window().analysis.panel.progress
    progress.setRange(0, 60)
    progress.setValue(59)
    assert progress.fontMetrics().horizontalAdvance(progress.text()) + 24 <= progress.width()


def test_play_from_a_set_up_position_plays_on_and_gives_the_board_the_keys(qtbot, make_window) -> None:
    """ "Play from here" with the computer to move: it moves at once (no Resume needed), and keys
    typed after the editor closes go to the board."""
    window = make_window(black="human", white="greedy")
    window.activateWindow()
    window.panel.black_chooser.setFocus()  # the keys were somewhere else before the editor
    window.analysis.open_editor()
    editor = window.analysis._editor
    editor.load_board_string("-" * 27 + "OX------XO" + "-" * 27 + " O")  # White to move
    editor.play_button.click()
    controller = window.controller
    assert not controller.paused
    qtbot.waitUntil(lambda: controller.game.ply == 1, timeout=5000)
    # the window's keys go to the board once it is active again (offscreen, the hidden editor stays
    # the active window: no window manager hands activation back)
    assert window.focusWidget() is window.board_view.grid


def test_the_editor_shows_a_typed_board_on_enter_and_closes_on_escape_from_its_board(qtbot) -> None:
    editor = BoardEditor(Position.initial())
    qtbot.addWidget(editor)
    editor.show()
    editor.activateWindow()
    typed = "-" * 27 + "OX------XO" + "-" * 27 + " O"
    editor.board_string.setFocus()
    editor.board_string.setText(typed)
    qtbot.keyClick(editor.board_string, Qt.Key.Key_Return)
    assert editor.isVisible() and editor.result() == 0  # shown, not played
    assert editor.position().turn is WHITE
    editor.board.setFocus()
    qtbot.keyClick(editor.board, Qt.Key.Key_Escape)
    assert not editor.isVisible()  # Escape on the editor's board closes the editor


def test_a_value_from_the_analyst_before_the_one_chosen_is_dropped(qtbot, make_window) -> None:
    """An answer already on its way when another analyst is chosen does not count as the new one's."""
    window = make_window(black="human", white="human")
    analyzer = window.analysis.analyzer
    old_spec = analyzer._worker.spec
    analyzer.set_spec("greedy")
    stale = PositionAnalysis(score=9.0, depth=4, exact=False, move_scores={}, best=None, book=False)
    analyzer._worker.analysed.emit(Position.initial(), stale, old_spec)
    # a value from the analyst chosen, sent after the stale one through the same queued signal:
    # once it has arrived, the stale one has been delivered too
    later = Position.initial().play(Position.initial().legal_moves()[0])
    fresh = PositionAnalysis(score=1.0, depth=4, exact=False, move_scores={}, best=None, book=False)
    analyzer._worker.analysed.emit(later, fresh, analyzer._worker.spec)
    qtbot.waitUntil(lambda: analyzer.analysis_of(later) is fresh, timeout=5000)
    assert analyzer.analysis_of(Position.initial()) is not stale


def test_next_and_previous_mistake_show_where_each_marked_move_was_chosen(
    qtbot, make_window, quick_levels
) -> None:
    window = make_window(black="human", white="human")
    _load(window, RANDOMISH_GAME)
    analysis = window.analysis
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=60000):
        analysis.review_action.trigger()
    marked = sorted(analysis._marks)
    assert len(marked) >= 2, "the randomish game has mistakes to find"
    controller = window.controller
    controller.go_to_ply(0)
    analysis.next_mark_action.trigger()
    assert controller.game.ply == marked[0] - 1  # the choice, not its result
    assert window.status.text() == analysis._marks[marked[0]][1]  # "Move 5 (c3): a blunder ??, …"
    analysis.next_mark_action.trigger()
    assert controller.game.ply == marked[1] - 1
    analysis.previous_mark_action.trigger()
    assert controller.game.ply == marked[0] - 1
    analysis.previous_mark_action.trigger()
    assert controller.game.ply == marked[0] - 1 and "No marked move before" in window.status.text()


def test_show_best_move_with_the_graph_off_says_how_to_get_values(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.analysis.set_graph_visible(False)
    window.controller.load_game(Game.from_transcript("f5d6c3d3c4f4"))  # nothing valued it yet
    window.analysis.best_move_action.trigger()
    assert "turn on the evaluation graph (Ctrl+G)" in window.status.text()
    assert "within moments" not in window.status.text()


def test_the_graph_says_the_analyst_failed_beside_values_it_did_not_need(qtbot) -> None:
    """A finished game's last position is valued without the analyst: the failure stays said."""
    graph = EvalGraph()
    qtbot.addWidget(graph)
    graph.set_values([None, None, PositionValue(2, -70.0, True, 0)], 2)
    graph.set_problem("The analyst Crasher failed, so the positions are not valued")
    assert graph.describe().startswith("The analyst Crasher failed, so the positions are not valued; 1 of 3")
    graph.grab()  # paints the problem over the plot


def test_the_graph_says_the_engine_is_prepared_on_a_first_start(make_window, monkeypatch) -> None:
    """While the engine compiles (a first start), no value can come: "valuing" would be untrue."""
    from othello_qt.core import jit

    window = make_window(black="human", white="human")
    window.analysis.set_graph_visible(True)
    graph = window.analysis.panel.graph
    monkeypatch.setattr(jit, "is_warming", lambda: True)
    window.analysis.refresh()
    assert graph.placeholder() == "The engine is being prepared…"
    monkeypatch.setattr(jit, "is_warming", lambda: False)
    window.analysis.refresh()
    assert graph.placeholder() == "The engine is valuing the positions…"


def test_the_opening_named_is_the_one_of_the_position_shown(make_window) -> None:
    """Looking back at move 3 of a game that went on into the Tiger, the opening is move 3's."""
    window = make_window(black="human", white="human")
    _load(window, "f5d6c3d3c4f4f6b3")
    assert window.analysis.panel.opening.text() == "Opening: Stephenson"
    window.controller.go_to_ply(1)
    assert window.analysis.panel.opening.text() == "Opening: —"
    window.controller.go_to_ply(5)
    assert window.analysis.panel.opening.text() == "Opening: Tiger"
