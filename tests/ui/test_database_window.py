"""The whole real WTHOR database (``../shared/data/wthor``, 127,475 games) through the real window:
remembered and opened at start-up in the background, shown in the pane without a widget a game,
filtered by player and by the board's position, sorted by a header click, a game opened, and the
next-move table following the board as moves are played (issue 40; issue 46, item 10)."""

from __future__ import annotations

import time

import pytest
from PySide6.QtCore import QPoint, Qt

from othello_qt.core.game import Game
from othello_qt.core.game_database import GameFilter
from othello_qt.core.position import Position, parse_square
from othello_qt.ui.database_model import COLUMNS
from othello_qt.ui.next_moves_table import GAMES, MOVE
from tests.real_wthor import GAMES as ALL_GAMES
from tests.real_wthor import wthor_folder

pytestmark = pytest.mark.slow
TIGER = "f5d6c3d3c4"
OPEN_TIMEOUT_MS = 120_000
"""The first open replays every game (a few seconds on a quiet machine; far more on a busy one)."""


def cells(browser, name: str, rows: int) -> list[str]:
    model = browser.model
    return [model.data(model.index(row, COLUMNS.index(name))) for row in range(rows)]


def click_header(qtbot, browser, name: str) -> None:
    header = browser.table.horizontalHeader()
    section = COLUMNS.index(name)
    x = header.sectionViewportPosition(section) + header.sectionSize(section) // 2
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2))


def next_counts(browser) -> dict[str, int]:
    table = browser.next_moves
    return {
        table.item(row, MOVE).text(): int(table.item(row, GAMES).data(Qt.ItemDataRole.UserRole))
        for row in range(table.rowCount())
    }


def test_the_whole_database_in_the_window(qtbot, make_window) -> None:
    folder = wthor_folder()
    window = make_window(black="human", white="human", database=str(folder))
    commands = window.database
    # remembered in the settings: opened at start-up in the background, the pane left closed
    qtbot.waitUntil(lambda: commands.browser is not None, timeout=5000)
    browser = commands.browser
    assert not browser.isVisible()
    qtbot.waitUntil(lambda: not browser.loading, timeout=OPEN_TIMEOUT_MS)
    database = browser.model.database
    assert database is not None and len(database) == ALL_GAMES
    commands.open_action.trigger()  # the pane shows the database it holds; no file is asked for
    assert browser.isVisible() and browser.model.rowCount() == ALL_GAMES
    assert "127,475 games in 45 files" in browser.file_label.text(), browser.file_label.text()
    assert not browser.report_label.isVisible()  # every record of the federation's files is a game
    assert browser.summary.text() == "127,475 of 127,475 games"

    # filtered by a player: the database's own mask, not a row at a time
    started = time.perf_counter()
    browser.player_field.setText("Tastet")
    browser.apply_filter()
    filter_seconds = time.perf_counter() - started
    tastet = database.select(GameFilter(player="Tastet"))
    assert browser.model.rowCount() == int(tastet.sum()) > 1000
    shown = zip(cells(browser, "Black", 50), cells(browser, "White", 50), strict=True)
    assert all("Tastet" in black + white for black, white in shown)
    assert filter_seconds < 2.0, filter_seconds  # generous: the core answers in milliseconds

    # sorted by a click on a header: by year, then the other way
    click_header(qtbot, browser, "Year")
    years = [int(year) for year in cells(browser, "Year", browser.model.rowCount())]
    assert years == sorted(years)
    click_header(qtbot, browser, "Year")
    years = [int(year) for year in cells(browser, "Year", browser.model.rowCount())]
    assert years == sorted(years, reverse=True) and years[0] > years[-1]

    # and reaching the board's position (the Tiger), in any order and symmetry
    window.controller.load_game(Game.from_transcript(TIGER))
    browser.reached_box.setChecked(True)
    reached = database.reaching(window.controller.position).games
    expected = int(tastet[reached].sum())
    assert 0 < browser.model.rowCount() == expected < int(tastet.sum())
    assert "reached this position" in browser.summary.text()
    nexts = cells(browser, "Next", expected)
    assert all(len(move) == 2 for move in nexts)
    assert sum(next_counts(browser).values()) == expected  # the next moves of these very games

    # a game opened from the list: it is in the window, and reached the position
    browser.table.setCurrentIndex(browser.model.index(0, 0))
    black = cells(browser, "Black", 1)[0]
    moves = int(cells(browser, "Moves", 1)[0])
    qtbot.keyClick(browser.table, Qt.Key.Key_Return)
    game = window.controller.game
    assert sum(1 for move in game.moves if not move.is_pass) == moves
    assert black in window.panel.black_card.player.toolTip()
    assert any(len(database.reaching(position).games) for position in game.positions[:11])

    # the next-move table follows the board: a new game, then f5 played on the board
    browser.reached_box.setChecked(False)
    browser.player_field.clear()
    browser.apply_filter()
    window.controller.new_game("human", "human")
    qtbot.waitUntil(lambda: window.controller.position == Position.initial())
    qtbot.waitUntil(lambda: next_counts(browser).get("f5") == ALL_GAMES, timeout=5000)
    view = window.board_view
    qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.square_center(parse_square("f5")).toPoint())
    qtbot.waitUntil(lambda: "f5" not in next_counts(browser), timeout=5000)
    after_f5 = next_counts(browser)
    assert set(after_f5) <= {"d6", "f6", "f4", "d3", "c4", "e3"} and "d6" in after_f5
    assert sum(after_f5.values()) == ALL_GAMES  # every game played on after f5 (none ended there)
    table = browser.next_moves
    assert table.item(0, MOVE).text() == max(after_f5, key=after_f5.get)  # most played first
    table.sortByColumn(MOVE, Qt.SortOrder.AscendingOrder)  # a real table: sorted by any column
    assert [table.item(row, MOVE).text() for row in range(table.rowCount())] == sorted(after_f5)


def test_the_next_move_columns_are_the_databases_figures(qtbot, make_window) -> None:
    folder = wthor_folder()
    window = make_window(black="human", white="human")
    browser = window.database.open_path(folder)
    qtbot.waitUntil(lambda: not browser.loading, timeout=OPEN_TIMEOUT_MS)
    window.controller.load_game(Game.from_transcript("f5d6"))
    database = browser.model.database
    figures = {str(entry.move): entry for entry in database.next_moves(window.controller.position)}
    table = browser.next_moves
    assert table.rowCount() == len(figures)
    header = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert header == ["Move", "Games", "Black %", "Margin", "Engine"]
    for row in range(table.rowCount()):
        move, games, percent, margin, _ = (table.item(row, c).text() for c in range(table.columnCount()))
        entry = figures[move]
        assert int(games.replace(",", "")) == entry.games
        assert float(percent) == pytest.approx(entry.black_percent, abs=0.05)
        assert float(margin) == pytest.approx(entry.average_margin, abs=0.05)
