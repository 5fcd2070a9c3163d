"""The games database window, through the real main window: WTHOR and GGF files read in the
background, filtered by each field, sorted, a game opened, replayed and reviewed, a damaged file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QComboBox, QProxyStyle, QStyle, QStyleOptionHeader, QWidget

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.ggf import write_ggf
from othello_qt.core.notation import parse_transcript
from othello_qt.core.position import WHITE, GameResult, Position
from othello_qt.ui import file_dialogs, game_analysis
from othello_qt.ui.database_model import COLUMNS, SCORE
from tests.core import wthor_writer as wthor

TIGER = "f5d6c3d3c4f4f6f3e6e7"  # the Tiger (f5d6c3d3c4), deepest named line Comp'Oth (f3)
BUFFALO = "f5f6e6f4c3c4"  # Hokuriku Buffalo
PLAYERS = ["Tastet Marc", "Dorsimont Guy", "Nicolet Stephane"]
TOURNAMENTS = ["Championnat de France", "Open de Paris"]


def write_database(folder: Path, *extra: bytes) -> Path:
    """Three games of 2002 with their players and tournaments files beside them."""
    (folder / "WTHOR.JOU").write_bytes(wthor.players_file(PLAYERS))
    (folder / "WTHOR.TRN").write_bytes(wthor.tournaments_file(TOURNAMENTS))
    path = folder / "WTH_2002.wtb"
    records = (
        wthor.game(TIGER, tournament=0, black=0, white=1, discs=40),
        wthor.game(BUFFALO, tournament=1, black=2, white=0, discs=20),
        wthor.game(tournament=1, black=1, white=2),  # the full game: black 12 discs
        *extra,
    )
    path.write_bytes(wthor.games_file(*records, year=2002))
    return path


def open_database(qtbot, window, path: Path):
    browser = window.database.open_path(path)
    qtbot.waitUntil(lambda: not browser.loading, timeout=30000)
    return browser


def column(browser, name: str) -> list[str]:
    model = browser.model
    return [model.data(model.index(row, COLUMNS.index(name))) for row in range(model.rowCount())]


def filtered(qtbot, browser, field, text: str) -> list[str]:
    field.setText(text)
    qtbot.waitUntil(lambda: not browser._filter_timer.isActive(), timeout=2000)
    return column(browser, "Black")


def test_the_menu_opens_a_wthor_file_with_its_names(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    action = window.database.open_action
    assert action in window.menuBar().actions()[0].menu().actions()
    assert action.shortcut().toString() == "Ctrl+Shift+O"
    browser = open_database(qtbot, window, write_database(tmp_path))
    assert browser.isVisible()
    assert column(browser, "Black") == ["Tastet Marc", "Nicolet Stephane", "Dorsimont Guy"]
    assert column(browser, "Tournament") == ["Championnat de France", "Open de Paris", "Open de Paris"]
    assert column(browser, "Year") == ["2002"] * 3
    assert column(browser, "Score") == ["Black wins 40–24", "White wins 44–20", "White wins 52–12"]
    assert column(browser, "Opening")[:2] == ["Comp'Oth", "Hokuriku Buffalo"]
    assert "3 games" in browser.file_label.text() and "skipped" not in browser.file_label.text()


def test_each_field_filters_and_any_column_sorts(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    browser = open_database(qtbot, window, write_database(tmp_path))
    assert filtered(qtbot, browser, browser.player_field, "NICOLET") == ["Nicolet Stephane", "Dorsimont Guy"]
    browser.player_field.clear()
    assert filtered(qtbot, browser, browser.tournament_field, "paris") == [
        "Nicolet Stephane",
        "Dorsimont Guy",
    ]
    browser.tournament_field.clear()
    assert filtered(qtbot, browser, browser.year_field, "2001") == []
    assert filtered(qtbot, browser, browser.year_field, "2002") == [
        "Tastet Marc",
        "Nicolet Stephane",
        "Dorsimont Guy",
    ]
    assert filtered(qtbot, browser, browser.opening_field, "BUFFALO") == ["Nicolet Stephane"]
    browser.opening_field.clear()
    qtbot.waitUntil(lambda: browser.model.rowCount() == 3, timeout=2000)
    browser.table.horizontalHeader().setSortIndicator(SCORE, Qt.SortOrder.AscendingOrder)
    assert column(browser, "Score") == ["White wins 52–12", "White wins 44–20", "Black wins 40–24"]
    browser.table.sortByColumn(COLUMNS.index("Black"), Qt.SortOrder.AscendingOrder)
    by_name = ["Dorsimont Guy", "Nicolet Stephane", "Tastet Marc"]
    assert column(browser, "Black") == by_name
    assert filtered(qtbot, browser, browser.player_field, "o") == by_name  # the order outlasts a filter
    assert "3 of 3 games" in browser.summary.text()


def test_the_year_filter_takes_a_range(qtbot, make_window, tmp_path: Path) -> None:
    """A new-user trial: the Year filter took one year only."""
    window = make_window(black="human", white="human")
    write_database(tmp_path)
    (tmp_path / "WTH_1999.wtb").write_bytes(
        wthor.games_file(wthor.game(BUFFALO, black=1, white=0), year=1999)
    )
    browser = open_database(qtbot, window, tmp_path)
    field = browser.year_field
    assert len(filtered(qtbot, browser, field, "1999–2002")) == 4  # as the placeholder writes it
    assert filtered(qtbot, browser, field, "1999") == ["Dorsimont Guy"]  # one year still
    assert filtered(qtbot, browser, field, "2000-2010") == [
        "Tastet Marc",
        "Nicolet Stephane",
        "Dorsimont Guy",
    ]
    assert filtered(qtbot, browser, field, "-2001") == ["Dorsimont Guy"]
    assert filtered(qtbot, browser, field, "2003-") == []
    assert "1990–2000" in field.placeholderText() and "range" in field.toolTip()
    field.clear()
    qtbot.keyClicks(field, "1999x-2000")  # typed: the field takes only what makes years
    assert field.text() == "1999-2000"


def test_a_game_opens_in_the_main_window_to_replay_and_review(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    window.controller.load_game(Game.from_transcript("c4c3"))  # a game in progress, kept for Undo
    browser = open_database(qtbot, window, write_database(tmp_path))
    filtered(qtbot, browser, browser.player_field, "Tastet")
    browser.table.setCurrentIndex(browser.model.index(0, 0))
    qtbot.keyClick(browser.table, Qt.Key.Key_Return)  # Enter opens the game
    assert controller.game.transcript() == TIGER
    assert window.panel.black_card.player.text() in ("Tastet Marc — now Human", "Human")
    assert window.panel.black_card.player.toolTip() == "Tastet Marc (from the file) — now Human"
    assert "Loaded Tastet Marc – Dorsimont Guy, 2002: 10 moves" in window.status.text()
    window.play.nav_actions["start"].trigger()  # replay it from the start
    assert controller.position == Position.initial()
    window.play.nav_actions["end"].trigger()
    analyzer = window.analysis.analyzer
    window.analysis.review_action.trigger()
    assert analyzer.reviewing
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=5000):
        window.analysis.stop_review_action.trigger()
    controller.new_game("human", "human")
    window.play.undo_action.trigger()
    assert controller.game.transcript() == TIGER  # a replaced game comes back, as after Open


def test_damaged_records_are_counted_in_the_window(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    illegal = wthor.game(moves=wthor.move_bytes("a1"))
    not_a_square = wthor.game(moves=bytes([99]))
    path = write_database(tmp_path, illegal, not_a_square)
    path.write_bytes(path.read_bytes() + b"\x01\x02\x03")  # a truncated last record
    browser = open_database(qtbot, window, path)
    assert browser.model.rowCount() == 3
    text = browser.file_label.text()
    assert "3 games" in text and "3 records skipped" in text and "record 4" in text


def test_a_program_opened_as_games_is_said_to_be_no_text(qtbot, make_window, tmp_path: Path) -> None:
    """A retrial opened /bin/ls as a .ggf: the parser's "no game found (a game starts with '(;'…"
    instead of what the file is."""
    window = make_window(black="human", white="human")
    path = tmp_path / "prog.ggf"
    path.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)) * 8)
    browser = open_database(qtbot, window, path)
    text = browser.file_label.text()
    assert "it holds bytes that are not text, so it is no games file" in text and "(;" not in text


def test_a_folder_opens_whole_and_each_files_problems_are_shown(qtbot, make_window, tmp_path: Path) -> None:
    """Issue 40: a database is a folder; a file of it that does not read, or holds records that are
    not games, is said in the pane, and the other files' games are shown."""
    window = make_window(black="human", white="human")
    write_database(tmp_path)
    (tmp_path / "WTH_2003.wtb").write_bytes(b"short")
    (tmp_path / "WTH_2004.wtb").write_bytes(
        wthor.games_file(wthor.game(moves=wthor.move_bytes("a1")), year=2004)
    )
    browser = open_database(qtbot, window, tmp_path)
    assert window.settings.database == str(tmp_path)  # remembered, opened again at the next start
    assert column(browser, "Black") == ["Tastet Marc", "Nicolet Stephane", "Dorsimont Guy"]
    assert "3 games in 3 files" in browser.file_label.text()
    report = browser.report_label.text()
    assert browser.report_label.isVisible()
    assert "Cannot read the games file:" in report and "WTH_2003.wtb" in report
    assert "WTH_2004.wtb: 1 record skipped, not games (first: record 1:" in report


def test_a_file_that_does_not_read_says_so(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    path = tmp_path / "x.wtb"
    path.write_bytes(b"short")
    browser = open_database(qtbot, window, path)
    assert "Cannot read the games file" in browser.file_label.text()
    assert browser.model.rowCount() == 0


def test_a_ggf_collection_and_the_games_that_reached_the_board(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    games = [
        ("alice", "bob", "f5d6c3", "-2"),
        ("carol", "dave", "f5f6e6", "+2"),
        ("erin", "alice", "e6f6f5", "0"),
    ]
    text = "\n".join(
        write_ggf(Game.from_transcript(moves), {"PB": black, "PW": white, "RE": result, "DT": "2003.01.02"})
        for black, white, moves, result in games
    )
    path = tmp_path / "games.ggf"
    illegal = write_ggf(Game.from_transcript("f5"), {"PB": "x"}).replace("B[f5]", "B[a1]")
    path.write_text(f"{text}\n{illegal}\n")
    browser = open_database(qtbot, window, path)
    assert column(browser, "Black") == ["alice", "carol", "erin"]
    assert "1 record skipped" in browser.file_label.text()
    assert column(browser, "Score") == ["White wins 33–31", "Black wins 33–31", "Draw, 32–32"]
    assert filtered(qtbot, browser, browser.year_field, "2003") == ["alice", "carol", "erin"]
    browser.year_field.clear()
    # f5 then f6 is the diagonal opening; e6 f6 reaches its mirror image in the a1-h8 diagonal
    window.controller.load_game(Game(Position.initial(), list(parse_transcript("f5f6"))))
    browser.reached_box.setChecked(True)
    assert column(browser, "Black") == ["carol", "erin"]
    assert column(browser, "Next") == ["e6", "e6"]  # erin's f5 on the board the window shows
    assert "2 of 3 games reached this position" in browser.summary.text()
    # the next moves, a table (issue 46, item 10): games, Black's score %, Black's average margin
    assert browser.next_moves.moves_shown() == [("e6", "2", "75.0", "+1.0", "—")]  # erin's was a draw
    # the Engine column, while the hints are off, says so (a new-user trial: empty, with no hint why)
    engine = browser.next_moves.item(0, 4)
    assert (
        "Show hints" in engine.toolTip()
        and "Show hints" in browser.next_moves.horizontalHeaderItem(4).toolTip()
    )
    window.play.nav_actions["start"].trigger()  # the board moves: the list follows
    assert column(browser, "Black") == ["alice", "carol", "erin"]
    assert column(browser, "Next") == ["f5", "f5", "e6"]  # the start is its own image: moves as played
    assert browser.next_moves.moves_shown() == [
        ("f5", "2", "50.0", "0.0", "—"),
        ("e6", "1", "50.0", "0.0", "—"),
    ]
    assert browser.open_button.isEnabled()
    window.controller.load_game(Game(Position.initial(), list(parse_transcript("f5f4"))))
    assert column(browser, "Black") == [] and browser.next_moves.rowCount() == 0
    assert browser.summary.text() == "0 of 3 games reached this position"
    assert not browser.open_button.isEnabled()


def test_the_next_move_table_says_why_it_is_empty(qtbot, make_window, tmp_path: Path) -> None:
    """A new-user trial: the table was blank, with no text, when no game reached the board."""
    window = make_window(black="human", white="human")
    browser = window.database.window()
    window.database.dock.open_beside()
    label = browser.next_moves.empty_label
    qtbot.waitUntil(label.isVisible)
    assert label.text().startswith("No games database is open")
    open_database(qtbot, window, write_database(tmp_path))
    assert browser.next_moves.rowCount() == 2 and not label.isVisible()
    window.controller.load_game(Game.from_transcript("f5f4"))  # no game of the three played it
    qtbot.waitUntil(label.isVisible)
    assert label.text() == "No game of the database reached this position"
    assert browser.next_moves.viewport().rect().contains(label.geometry())  # in the table's place
    filtered(qtbot, browser, browser.player_field, "Nicolet")
    assert label.text() == "No game the filters keep reached this position"
    window.controller.new_game("human", "human")
    qtbot.waitUntil(lambda: not label.isVisible())


def test_reading_a_large_file_can_be_cancelled(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    path = tmp_path / "big.wtb"
    path.write_bytes(wthor.games_file(*[wthor.game()] * 20_000))
    browser = window.database.open_path(path)
    assert browser.loading and browser.progress.isVisible() and browser.cancel_button.isVisible()
    qtbot.mouseClick(browser.cancel_button, Qt.MouseButton.LeftButton)
    assert not browser.loading and not browser.progress.isVisible()
    assert "cancelled" in browser.file_label.text()
    qtbot.wait(300)
    assert browser.model.rowCount() == 0  # nothing of the cancelled file arrives later
    window.database.open_path(path)
    window.close()  # while reading: the games window closes with the game and reading stops
    assert not browser.isVisible() and not browser.loading


def test_the_columns_are_as_wide_as_their_names(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    browser = open_database(qtbot, window, write_database(tmp_path))
    table = browser.table
    black, year = COLUMNS.index("Black"), COLUMNS.index("Year")
    names = max(table.fontMetrics().horizontalAdvance(name) for name in PLAYERS)
    assert table.columnWidth(black) >= names  # a player's name is not wrapped or cut
    assert table.columnWidth(year) < table.columnWidth(black)


def test_escape_or_close_closes_the_window(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    browser = open_database(qtbot, window, write_database(tmp_path))
    assert browser.isVisible()
    browser.activateWindow()
    qtbot.keyClick(browser.table, Qt.Key.Key_Escape)
    assert not browser.isVisible()
    assert open_database(qtbot, window, write_database(tmp_path)) is browser  # the same window again
    assert browser.isVisible()
    browser.close_button.click()
    assert not browser.isVisible() and not window.database.dock.isVisible()


def test_the_docked_pane_shrinks_and_the_board_takes_the_room_back(
    qtbot, make_window, tmp_path: Path
) -> None:
    """A new-user trial: the docked pane would not shrink below the width of its check box's words
    on one line, so the board could not get the room back."""
    window = make_window(black="human", white="human")
    window.resize(1000, 700)
    browser = open_database(qtbot, window, write_database(tmp_path))
    dock = window.database.dock
    one_line = browser.reached_label.fontMetrics().horizontalAdvance(browser.reached_label.text())
    buttons = sum(b.sizeHint().width() for b in (browser.folder_button, browser.other_button))
    least = dock.minimumSizeHint().width()
    assert least < one_line and least < buttons + 120, (least, one_line, buttons)
    qtbot.waitUntil(lambda: dock.width() > least + 100)
    board = window.board_view.width()
    window.resizeDocks([dock], [1], Qt.Orientation.Horizontal)  # dragged as narrow as it goes
    qtbot.waitUntil(lambda: dock.width() <= max(least, dock.minimumWidth()) + 2)
    qtbot.waitUntil(lambda: window.board_view.width() > board)  # the board has the room back
    assert browser.reached_label.isVisible() and browser.reached_label.height() > browser.reached_box.height()


def board_rect(window) -> QRect:
    view = window.board_view
    return QRect(view.mapToGlobal(QPoint(0, 0)), view.size())


def test_the_games_stand_beside_the_board_never_over_it(qtbot, make_window, tmp_path: Path) -> None:
    """Issue 43, item 3: opened over the game, the window covered the board once a game was opened
    from it, and a click on the main window then sent it behind."""
    window = make_window(black="human", white="human")
    area = window.screen().availableGeometry()
    window.resize(min(600, area.width() // 2), 500)
    window.move(area.topLeft())
    board_width = window.board_view.width()
    browser = open_database(qtbot, window, write_database(tmp_path))
    dock = window.database.dock
    assert browser.window() is window and not dock.isFloating()  # in the game's window, docked
    qtbot.waitUntil(lambda: dock.width() > 0 and window.board_view.width() > 0)
    games = QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size())
    assert not games.intersects(board_rect(window)), (games, board_rect(window))
    assert window.board_view.width() >= board_width - 4  # the window grew into the free screen
    filtered(qtbot, browser, browser.player_field, "Tastet")
    browser.table.setCurrentIndex(browser.model.index(0, 0))
    qtbot.keyClick(browser.table, Qt.Key.Key_Return)  # a game opened from it
    assert window.controller.game.transcript() == TIGER
    window.menuBar().actions()[0].menu().popup(window.mapToGlobal(QPoint(0, 0)))  # the main window's menu
    assert browser.isVisible()  # nothing sent it behind
    games = QRect(dock.mapToGlobal(QPoint(0, 0)), dock.size())
    assert not games.intersects(board_rect(window))
    assert area.contains(window.frameGeometry())
    window.database.close_window()
    qtbot.waitUntil(lambda: window.board_view.width() >= board_width - 4)  # its room goes back to the board


def test_the_command_brings_an_open_window_forward_and_other_file_reads_another(
    qtbot, make_window, tmp_path: Path, monkeypatch
) -> None:
    """A click on the board sent the database window behind, and Open games database then asked
    for a file again: without a task bar the window was lost."""
    window = make_window(black="human", white="human")
    first, second = tmp_path / "first.ggf", tmp_path / "second.ggf"
    first.write_text(write_ggf(Game.from_transcript("f5d6"), {"PB": "ann", "PW": "bo"}))
    second.write_text(write_ggf(Game.from_transcript("f5f6"), {"PB": "cy", "PW": "di"}))
    asked: list[QWidget] = []
    answers = [str(first), str(second), ""]
    monkeypatch.setattr(
        file_dialogs, "open_file_name", lambda parent, *a: asked.append(parent) or answers.pop(0)
    )
    folders: list[QWidget] = []
    monkeypatch.setattr(file_dialogs, "existing_folder", lambda parent, *a: folders.append(parent) or "")
    window.database.open_action.trigger()  # no database yet: which folder? (the trial's find: a file)
    assert folders == [window] and asked == [] and window.database.browser is None  # cancelled
    window.database.choose_file()
    browser = window.database.browser
    qtbot.waitUntil(lambda: not browser.loading, timeout=30000)
    assert asked == [window] and column(browser, "Black") == ["ann"]
    window.activateWindow()
    window.database.open_action.trigger()  # the window is open: brought forward, nothing asked
    assert asked == [window] and browser.isVisible()
    qtbot.mouseClick(browser.other_button, Qt.MouseButton.LeftButton)  # another file, asked over it
    qtbot.waitUntil(lambda: not browser.loading, timeout=30000)
    assert asked == [window, browser] and column(browser, "Black") == ["cy"]
    window.database.close_window()
    window.database.open_action.trigger()  # closed: the database it remembers shows again, nothing asked
    assert asked == [window, browser] and browser.isVisible() and column(browser, "Black") == ["cy"]


ENDED_WITH_EMPTIES = (
    "e6f6f5d6d7f7e7f4g6h5g8g7f3g4g5h6c6f2h7b7f1d8h4h8c8e8c7f8a6a7b6g2d3a5b8e2a8d2c2h3d1e3g3c5a4c4e1"
    "c1b4b3b5h2b1a3a2b2g1c3"
)
"""A whole game that ends 29-33 on the board with two squares empty: White wins 35-29 by the rules."""


def write_2006(folder: Path) -> Path:
    """The trial's game: Seeley Ben – Tamenori Hideshi, WTHOR 2006, recorded as WTHOR does (empties
    to the winner: 29 black discs)."""
    (folder / "WTHOR.JOU").write_bytes(wthor.players_file(["Seeley Ben", "Tamenori Hideshi"]))
    (folder / "WTHOR.TRN").write_bytes(wthor.tournaments_file(["Open de Paris"]))
    path = folder / "WTH_2006.wtb"
    path.write_bytes(wthor.games_file(wthor.game(ENDED_WITH_EMPTIES, discs=29), year=2006))
    return path


def open_first_game(qtbot, window, path: Path):
    browser = open_database(qtbot, window, path)
    browser.table.setCurrentIndex(browser.model.index(0, 0))
    qtbot.keyClick(browser.table, Qt.Key.Key_Return)
    return browser


def test_a_database_game_shows_both_players_and_who_plays_on(qtbot, make_window, tmp_path: Path) -> None:
    """Issue 43, item 1: Black's card said "Seeley Ben — now Human", White's only "Level 4"."""
    window = make_window(black="human", white="level", level=4)
    open_first_game(qtbot, window, write_2006(tmp_path))
    black, white = window.panel.black_card, window.panel.white_card
    qtbot.waitUntil(lambda: white.played.isVisible())
    assert black.played.text()[:3] == "See" and white.played.text()[:3] == "Tam"  # elided if narrow
    window.database.close_window()  # the panel's whole room back (the test screen is small)
    names = ("Seeley Ben", "Tamenori Hideshi")
    qtbot.waitUntil(lambda: (black.played.text(), white.played.text()) == names)
    assert black.player.text() in ("plays on: Human", "Human")
    assert white.player.text() in ("plays on: Computer · level 4", "plays on: Level 4")
    assert "Tamenori Hideshi" in white.accessibleName()
    window.controller.set_side(WHITE, "human")  # who plays on is the player's choice
    assert white.played.text() == "Tamenori Hideshi"  # and the game keeps who played it
    assert white.player.text() in ("plays on: Human", "Human")


def test_one_result_in_the_banner_the_list_and_the_review(
    qtbot, make_window, tmp_path: Path, monkeypatch
) -> None:
    """Issue 43, item 2: the board said "White wins 33-29" where the list said -6 (WTHOR gives the
    two empty squares to the winner)."""
    monkeypatch.setattr(game_analysis, "LEVELS", (Budget(depth=1), Budget(depth=2), Budget(depth=2)))
    window = make_window(black="human", white="human")
    browser = open_first_game(qtbot, window, write_2006(tmp_path))
    assert column(browser, "Score") == ["White wins 35–29"]
    assert window.controller.game.result() == GameResult(29, 33)  # the board's discs, as they are
    qtbot.waitUntil(lambda: bool(window.board_view.result_text), timeout=5000)
    assert window.board_view.result_text == "White wins 35–29"
    analyzer = window.analysis.analyzer
    with qtbot.waitSignal(analyzer.reviewFinished, timeout=60000):
        window.analysis.review_action.trigger()
    assert window.analysis.panel.summary.text().startswith("White wins 35–29. Black:")


def test_a_remembered_database_that_is_gone_is_said_in_the_pane(qtbot, make_window, tmp_path: Path) -> None:
    """The folder opened at start-up (``AppSettings.database``) was moved away: the window starts,
    and the pane says why it has no games when it is opened."""
    gone = tmp_path / "wthor-moved-away"
    window = make_window(black="human", white="human", database=str(gone))
    qtbot.waitUntil(lambda: window.database.browser is not None, timeout=5000)
    browser = window.database.browser
    qtbot.waitUntil(lambda: not browser.loading, timeout=30000)
    assert not browser.isVisible()  # opened in the background: the pane stays closed
    window.database.open_action.trigger()
    assert browser.isVisible() and browser.model.rowCount() == 0
    assert (
        "Cannot read the games file" in browser.file_label.text() and gone.name in browser.file_label.text()
    )


def test_the_pane_open_when_the_app_closed_opens_again_at_the_next_start(
    qtbot, make_window, tmp_path: Path
) -> None:
    """A new-user trial: the database pane open at closing was closed at the next start."""
    window = make_window(black="human", white="human")
    open_database(qtbot, window, write_database(tmp_path))
    window.close()
    again = make_window(black="human", white="human")  # the same settings
    commands = again.database
    qtbot.waitUntil(lambda: commands.dock is not None and commands.dock.isVisible(), timeout=5000)
    assert not commands.dock.isFloating()
    browser = commands.browser
    qtbot.waitUntil(lambda: not browser.loading, timeout=30000)  # read in the background, as before
    assert column(browser, "Black") == ["Tastet Marc", "Nicolet Stephane", "Dorsimont Guy"]
    commands.close_window()
    again.close()
    third = make_window(black="human", white="human")  # closed at closing: stays closed
    qtbot.waitUntil(lambda: third.database.browser is not None and not third.database.browser.loading)
    assert not third.database.dock.isVisible()


def test_the_next_moves_follow_the_board_editor(qtbot, make_window, tmp_path: Path) -> None:
    """Issue 40, §2: the next moves of the position being set up in the editor, and of the game's
    again once the editor closes."""
    window = make_window(black="human", white="human")
    browser = open_database(qtbot, window, write_database(tmp_path))
    moves = browser.next_moves
    start = moves.moves_shown()
    assert {row[0] for row in start} == {"f5", "e6"}  # the three games' first moves
    window.analysis.open_editor()
    editor = window.analysis._editor
    qtbot.waitUntil(lambda: window.database.board_position() == editor.position(), timeout=5000)
    tiger = Game.from_transcript(TIGER[:10]).positions[-1]  # after f5d6c3d3c4
    editor.set_position(tiger)
    expected = browser.model.database.next_moves(tiger)
    assert moves.moves_shown() != start and expected
    assert [row[:2] for row in moves.moves_shown()] == [(str(e.move), str(e.games)) for e in expected]
    editor.reject()
    qtbot.waitUntil(lambda: moves.moves_shown() == start, timeout=5000)


def test_the_pane_opens_modestly_within_the_screen_with_whole_words(
    qtbot, make_window, tmp_path: Path
) -> None:
    """A new-user trial: the pane widened a 980 px window to 1540 px, and the result filter read
    "Any resul"."""
    window = make_window(black="human", white="human")
    area = window.screen().availableGeometry()
    window.resize(980, 700)
    window.move(area.topLeft())
    before = window.frameGeometry().width()
    browser = open_database(qtbot, window, write_database(tmp_path))
    dock = window.database.dock
    qtbot.waitUntil(lambda: dock.width() > 0)
    assert dock.width() <= 440  # a modest pane: the player drags it wider
    assert window.frameGeometry().width() <= max(before, area.width())  # never off the screen
    box = browser.result_box
    whole = QComboBox()  # the same choices, as wide as its longest
    whole.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    whole.addItems([box.itemText(i) for i in range(box.count())])
    assert box.width() >= whole.sizeHint().width()  # "Any result", whole


class _ArrowRecorder(QProxyStyle):
    """Notes the sort arrow each header section is painted with."""

    def __init__(self) -> None:
        super().__init__()
        self.arrows: list[QStyleOptionHeader.SortIndicator] = []

    def drawPrimitive(self, element, option, painter, widget=None) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow:
            self.arrows.append(option.sortIndicator)
        super().drawPrimitive(element, option, painter, widget)


def test_the_sort_arrow_points_up_for_the_oldest_first(qtbot, make_window, tmp_path: Path) -> None:
    """A new-user trial: ▲ on Year while the newest games were first (Qt's ascending is SortDown)."""
    window = make_window(black="human", white="human")
    extra = wthor.game(TIGER, tournament=0, black=0, white=1, discs=40)
    write_database(tmp_path)  # 2002's games, and one of 2021 beside them
    (tmp_path / "WTH_2021.wtb").write_bytes(wthor.games_file(extra, year=2021))
    browser = open_database(qtbot, window, tmp_path)
    header = browser.table.horizontalHeader()
    recorder = _ArrowRecorder()
    header.setStyle(recorder)
    year = COLUMNS.index("Year")
    for order, first, arrow in (
        (Qt.SortOrder.AscendingOrder, "2002", QStyleOptionHeader.SortIndicator.SortUp),  # ▲
        (Qt.SortOrder.DescendingOrder, "2021", QStyleOptionHeader.SortIndicator.SortDown),  # ▼
    ):
        browser.table.sortByColumn(year, order)
        assert column(browser, "Year")[0] == first
        recorder.arrows.clear()
        header.grab()
        assert recorder.arrows == [arrow], (order, recorder.arrows)
