"""The games database beyond its pane, through the real window (issue 40 section 2): its counts on the
board's squares (View ▸ Show database counts, remembered), following the board as moves are played,
browsed and set up in the editor; and the review saying, for each move, how often the database's
players chose it, and where the game left the database."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QImage, QPainter

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.position import Position, parse_square
from othello_qt.ui import game_analysis
from othello_qt.ui.database_overlay import (
    SquareCounts,
    count_label,
    count_text,
    label_font,
    label_rect,
    paint_counts,
)
from othello_qt.ui.i18n import number_text
from othello_qt.ui.themes import theme_named
from tests.core.wthor_writer import FULL_GAME, game, games_file, players_file, tournaments_file
from tests.real_wthor import GAMES as ALL_GAMES
from tests.real_wthor import wthor_folder

LINES = ["f5d6c3d3c4", "f5d6c3d3c4f4", "f5f6e6f4", "f5d6c5f4e3", "e6f4c3c4d3", FULL_GAME, "c4c3"]
MADE_UP = "f5d6c3d3c4b3"
"""The Tiger, then b3, which no game of ``LINES`` played: out of the database at move 6."""


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    folder.mkdir()
    records = [game(line, black=i % 2, white=1 - i % 2, discs=20 + 5 * i) for i, line in enumerate(LINES)]
    (folder / "WTH_2001.wtb").write_bytes(games_file(*records))
    (folder / "WTHOR.JOU").write_bytes(players_file(["Alpha Ann", "Beta Bob"]))
    (folder / "WTHOR.TRN").write_bytes(tournaments_file(["Open"]))
    return folder


def open_database(qtbot, window, folder: Path, timeout: int = 30000):
    browser = window.database.open_path(folder)
    qtbot.waitUntil(lambda: browser.model.database is not None, timeout=timeout)
    return browser.model.database


def expected_counts(database, position: Position) -> dict[int, int]:
    return {
        entry.move.square: entry.games
        for entry in database.next_moves(position)
        if entry.move is not None and entry.move.square is not None
    }


def shows_counts(view, database, position: Position) -> bool:
    counts = view.database_counts
    return (
        counts is not None
        and counts.position == position
        and counts.games == expected_counts(database, position)
        and bool(counts.games)
    )


def label_pixels(view, square: int) -> set[int]:
    """The colours inside the count's label of ``square`` on the board as painted."""
    counts = view.database_counts
    text = count_label(counts.games[square])
    cell = view.square_center(1).x() - view.square_center(0).x()
    rect = label_rect(view.square_center(square), cell, label_font(view.font(), text, cell, True), text)
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    return {
        image.pixel(int(x * ratio), int(y * ratio))
        for x in range(int(rect.left()) + 2, int(rect.right()) - 2)
        for y in range(int(rect.top()) + 2, int(rect.bottom()) - 2)
    }


def test_the_counts_follow_the_board_and_the_option_is_remembered(qtbot, make_window, folder) -> None:
    window = make_window(black="human", white="human", show_database_counts=True)
    assert window.view_options.counts_action.isChecked()
    view, controller = window.board_view, window.controller
    database = open_database(qtbot, window, folder)
    start = Position.initial()
    qtbot.waitUntil(lambda: shows_counts(view, database, start), timeout=5000)
    counts = view.database_counts
    assert sum(counts.games.values()) == len(LINES) and counts.most == max(counts.games, key=counts.games.get)
    most = counts.most
    painted = label_pixels(view, most)
    # and what a screen reader says of the squares
    squares = view.grid.squares
    assert squares.name(most).endswith(f"played in {counts.games[most]} database games, the most played")
    other = next(square for square in counts.games if square != most)
    assert f"played in {number_text(counts.games[other])} database game" in squares.name(other)

    # played on the board: the counts of the new position
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.square_center(parse_square("f5")).toPoint())
    after = start.play(controller.game.moves[0])
    qtbot.waitUntil(lambda: shows_counts(view, database, after), timeout=5000)
    # browsed back: the start's again
    window.play.undo_action.trigger()
    qtbot.waitUntil(lambda: shows_counts(view, database, start), timeout=5000)

    # turned off: none, and remembered
    window.view_options.counts_action.trigger()
    qtbot.waitUntil(lambda: view.database_counts is None, timeout=5000)
    assert window.settings.show_database_counts is False
    assert "database" not in squares.name(most)
    assert label_pixels_without_counts(view, counts, most) != painted  # the label was painted

    # on again, and the board editor's board follows the position set up there
    window.view_options.counts_action.trigger()
    qtbot.waitUntil(lambda: shows_counts(view, database, start), timeout=5000)
    window.analysis.setup_action.trigger()
    editor = window.analysis._editor
    qtbot.waitUntil(lambda: shows_counts(editor.board, database, editor.position()), timeout=5000)
    assert view.database_counts is None  # the main board, under the editor, has none
    tiger = Game.from_transcript("f5d6c3d3c4").position
    editor.board_string.setText(tiger.board_string())
    editor.board_string.editingFinished.emit()  # as Enter or leaving the field does
    qtbot.waitUntil(lambda: editor.position() == tiger, timeout=5000)
    qtbot.waitUntil(lambda: shows_counts(editor.board, database, tiger), timeout=5000)
    editor.reject()
    qtbot.waitUntil(lambda: shows_counts(view, database, start), timeout=5000)


def label_pixels_without_counts(view, counts, square: int) -> set[int]:
    """``label_pixels`` of ``square`` with the counts put back just to find the rectangle, painted
    without them."""
    view.set_database_counts(counts)
    cell = view.square_center(1).x() - view.square_center(0).x()
    text = count_label(counts.games[square])
    rect = label_rect(view.square_center(square), cell, label_font(view.font(), text, cell, True), text)
    view.set_database_counts(None)
    image = view.grab().toImage()
    ratio = image.devicePixelRatio()
    return {
        image.pixel(int(x * ratio), int(y * ratio))
        for x in range(int(rect.left()) + 2, int(rect.right()) - 2)
        for y in range(int(rect.top()) + 2, int(rect.bottom()) - 2)
    }


@pytest.fixture
def quick_levels(monkeypatch) -> None:
    """Shallow passes: a short game reviewed in moments."""
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=2), Budget(depth=3), Budget(depth=4)))


def test_the_review_says_where_the_game_left_the_database(qtbot, make_window, folder, quick_levels) -> None:
    window = make_window(black="human", white="human")
    open_database(qtbot, window, folder)
    window.controller.start(Game.from_transcript(MADE_UP), "human", "human")
    analysis = window.analysis
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=30000):
        analysis.review_action.trigger()
    summary = analysis.panel.summary
    qtbot.waitUntil(lambda: "Database:" in summary.text(), timeout=5000)
    assert (
        "Database: out of the database at move 6 (b3); 4 games had reached the position before it, "
        "none played it." in summary.text()
    ), summary.text()
    move_list = window.panel.move_list
    tips = {
        int(item.data(Qt.ItemDataRole.UserRole + 1)): item.toolTip()
        for row in range(move_list.rowCount())
        for item in (move_list.item(row, 0), move_list.item(row, 1))
        if item is not None
    }
    assert (
        tips[1]
        == f"Database: {len(LINES)} of {len(LINES)} games played f5 here; Black scored 57.1 % in them."
    )
    assert tips[6] == "Database: none of the 4 games that reached here played b3."

    # a game of the database: the whole of it is in it
    window.controller.start(Game.from_transcript(LINES[1]), "human", "human")
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=30000):
        analysis.review_action.trigger()
    qtbot.waitUntil(lambda: "Database: the whole game is in the database." in summary.text(), timeout=5000)


@pytest.mark.slow
def test_the_whole_real_database_on_the_board_and_in_the_review(qtbot, make_window, quick_levels) -> None:
    window = make_window(black="human", white="human", show_database_counts=True)
    database = open_database(qtbot, window, wthor_folder(), timeout=120_000)
    view = window.board_view
    start = Position.initial()
    qtbot.waitUntil(lambda: shows_counts(view, database, start), timeout=10000)
    assert view.database_counts.games == {parse_square("f5"): ALL_GAMES}  # the files turn every game to f5
    record = database.game(100_000)
    window.controller.start(Game(record.start, list(record.moves)), "human", "human")
    analysis = window.analysis
    with qtbot.waitSignal(analysis.analyzer.reviewFinished, timeout=120_000):
        analysis.review_action.trigger()
    summary = analysis.panel.summary
    qtbot.waitUntil(lambda: "Database: the whole game is in the database." in summary.text(), timeout=10000)
    first = window.panel.move_list.item(0, 0).toolTip()
    assert f"Database: {number_text(ALL_GAMES)} of {number_text(ALL_GAMES)} games played" in first, first


class _LabelRecorder(QPainter):
    """Notes each count label's text and rectangle as ``paint_counts`` draws it."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.labels: list[tuple[str, QRectF]] = []

    def drawText(self, rect, flags, text) -> None:
        self.labels.append((text, QRectF(rect)))
        super().drawText(rect, flags, text)


def test_large_counts_are_abbreviated_to_fit_their_square(qtbot) -> None:
    """A new-user trial: 127,475 spilled past its square's edges; the exact number stays in the
    screen reader's text."""
    start = Position.initial()
    moves = [move.square for move in start.legal_moves()]
    counts = SquareCounts(start, dict(zip(moves, (127_475, 43_210, 4_321, 846), strict=True)), moves[0])
    cell = 34.0
    centers = {square: QPointF(cell * (square % 8 + 0.5), cell * (square // 8 + 0.5)) for square in moves}
    image = QImage(int(cell * 8), int(cell * 8), QImage.Format.Format_ARGB32)
    painter = _LabelRecorder(image)
    paint_counts(painter, counts, start, centers, cell, theme_named(None), QFont())
    painter.end()
    assert [text for text, _ in painter.labels] == ["127k", "43k", "4.3k", "846"]
    for (_, rect), square in zip(painter.labels, moves, strict=True):
        center = centers[square]
        assert center.x() - cell / 2 <= rect.left() and rect.right() <= center.x() + cell / 2, (rect, center)
    assert f"played in {number_text(127_475)} database games" in count_text(counts, start, moves[0])
