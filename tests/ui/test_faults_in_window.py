"""The fuzzing list's faults through the real window: it always opens and plays, says in the window
what went wrong, keeps every file it could not read, and never blocks its UI thread on a file."""

from __future__ import annotations

import errno
import io
import logging
import os
import time
import zipfile
from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.position import BLACK, WHITE
from othello_qt.core.td.network import FORMAT
from othello_qt.ui.game_files import MAX_GAME_FILE_BYTES
from othello_qt.ui.saved_game import FILE_NAME, parse_saved_game
from tests.ui.test_game_play import click, wait_human_turn
from tests.ui.test_saved_game_store import BAD_FILES, saved_text


def _error_text(window) -> str:
    box = getattr(window, "_error_box", None)
    return box.text() if box is not None else ""


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_a_bad_autosave_is_reported_kept_and_the_game_playable(qtbot, make_window, tmp_path, name) -> None:
    """F3 and F4: the window starts, says what was wrong, keeps the file; the next move saves anew."""
    data, words = BAD_FILES[name]
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / FILE_NAME).write_bytes(data)
    window = make_window(black="human", white="greedy", resume=True)
    (kept,) = folder.glob("game-in-progress.unreadable-*")
    message = _error_text(window)
    assert "Your unfinished game could not be restored" in message and words in message
    assert str(kept) in message and kept.read_bytes() == data
    assert window.controller.game.ply == 0
    click(qtbot, window, 37)  # f5
    wait_human_turn(qtbot, window.controller)
    assert window.store.flush()
    assert kept.read_bytes() == data
    assert parse_saved_game((folder / FILE_NAME).read_text()).game.ply == 2


def _bad_weights(path: Path) -> Path:
    """A 247-byte-style weights file whose header asks for an absurd array."""
    header = b"{'descr': '<f8', 'fortran_order': False, 'shape': (128, 99999999999), }"
    header += b" " * (63 - (len(header) + 10) % 64) + b"\n"
    tag = io.BytesIO()
    np.save(tag, np.array(FORMAT))
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("format.npy", tag.getvalue())
        archive.writestr("w1.npy", b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header)
    return path


def test_a_player_whose_weights_fail_never_stops_the_window(qtbot, make_window, tmp_path, caplog) -> None:
    """F5: the window opens; when the player's turn comes, one clear error names the file."""
    bad = _bad_weights(tmp_path / "bad.npz")
    window = make_window(black="human", white=f"td:{bad}")
    assert window.controller.side(WHITE) == f"td:{bad}"
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: str(bad) in _error_text(window), timeout=10000)
    message = _error_text(window)
    assert "failed and is paused" in message
    assert f"{bad}: array 'w1' has shape (128, 99999999999), expected" in message
    assert window.controller.paused
    assert "Traceback" not in caplog.text  # a user's bad file is no bug: one line in the log


@pytest.mark.parametrize("kind", ["text file", "missing file"])
def test_a_weights_file_that_is_no_npz_is_refused_at_start_up_like_a_missing_one(
    qtbot, make_window, tmp_path, caplog, kind
) -> None:
    """A td weights file in the settings that is a text file (``td:/etc/passwd``) is refused when the
    window starts, exactly as a missing one is: one line in the window, one line in the log, and the
    difficulty level plays that side (it never reaches the worker, which would log a traceback)."""
    weights = tmp_path / "passwd"
    if kind == "text file":
        weights.write_text("root:x:0:0:root:/root:/bin/bash\n")
        reason = f"{weights}: not an .npz archive (it does not begin as a zip archive does)"
    else:
        reason = f"{weights}: no such file"
    caplog.set_level(logging.DEBUG)
    window = make_window(black="human", white=f"td:{weights}")
    assert window.controller.side(WHITE) == "level"
    assert _error_text(window) == (
        f"The player 'td:{weights}' is not available ({reason}); the difficulty level plays instead."
    )
    click(qtbot, window, 37)  # f5: the level answers for White
    wait_human_turn(qtbot, window.controller)
    assert window.controller.game.ply == 2
    assert [r.getMessage() for r in caplog.records if "td:" in r.getMessage()] == [
        f"player 'td:{weights}' is not available; using the difficulty level instead"
    ]
    assert "Traceback" not in caplog.text and not any(r.exc_info for r in caplog.records)


def test_an_autosave_naming_a_missing_weights_file_falls_back(qtbot, make_window, tmp_path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    missing = tmp_path / "gone.npz"
    # The player who falls back is Black; White, a human, is to move, so the restored game (which
    # plays on at once) stays as saved while the window is checked: no race with a quick level.
    (folder / FILE_NAME).write_text(saved_text(black=f"td:{missing}", white="human", redo=[]))
    window = make_window(resume=True)
    assert window.controller.game.transcript() == "f5d6c3"
    assert window.controller.side(BLACK) == "level"
    assert f"{missing}: no such file" in _error_text(window)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_as_weights_never_blocks_the_window(qtbot, make_window, tmp_path) -> None:
    """F8: a FIFO in the settings or chosen during play: refused without ever opening it for a read
    that would wait for a writer, on the UI thread or the worker's."""
    fifo = tmp_path / "weights.npz"
    os.mkfifo(fifo)
    started = time.monotonic()
    window = make_window(black="human", white=f"td:{fifo}")
    assert time.monotonic() - started < 8
    assert window.controller.side(WHITE) == "level"
    assert "is a FIFO (named pipe), not a regular file" in _error_text(window)
    window._error_box.close()
    window._choose_side(WHITE, f"td:{fifo}")
    click(qtbot, window, 37)
    qtbot.waitUntil(lambda: "FIFO" in _error_text(window) and window.controller.paused, timeout=5000)
    from othello_qt.ui.panels import check_spec

    with pytest.raises(ValueError, match="FIFO"):
        check_spec(f"td:{fifo}")


def test_an_autosave_that_cannot_be_written_is_shown_once(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """A full data folder: one message naming the real file (not its temporary twin); play goes on."""
    shown: list[str] = []

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    window = make_window(black="human", white="human")
    click(qtbot, window, 37)  # f5: the first save (an empty board is not saved) fails at once
    qtbot.waitUntil(lambda: "cannot be saved" in _error_text(window), timeout=5000)
    message = _error_text(window)
    assert f"cannot be saved to {tmp_path / 'data' / FILE_NAME}: the disk is full" in message
    assert ".tmp" not in message
    window.problemFound.connect(shown.append)
    for square in (43, 18, 19):  # d6 c3 d4
        click(qtbot, window, square)
        wait_human_turn(qtbot, window.controller)
        assert window.store.flush()
    qtbot.wait(100)
    assert shown == [] and window.controller.game.ply == 4  # told once; play went on


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root writes read-only folders")
def test_a_read_only_data_folder_is_shown_once(qtbot, make_window, tmp_path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        window = make_window(black="human", white="human")
        click(qtbot, window, 37)
        wait_human_turn(qtbot, window.controller)
        click(qtbot, window, 43)
        qtbot.waitUntil(lambda: "cannot be saved" in _error_text(window), timeout=5000)
        assert str(folder / FILE_NAME) in _error_text(window) and ".tmp" not in _error_text(window)
    finally:
        folder.chmod(0o700)


def test_each_windows_autosave_thread_ends_with_it(qtbot, make_window) -> None:
    first = make_window(black="human", white="human")
    click(qtbot, first, 37)
    wait_human_turn(qtbot, first.controller)
    first.close()
    assert not first.store.writer_alive
    second = make_window(resume=True)
    assert second.controller.game.transcript() == "f5"
    second.close()
    assert not second.store.writer_alive


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_opening_a_fifo_or_a_folder_explains_without_blocking(qtbot, make_window, tmp_path) -> None:
    window = make_window(black="human", white="human")
    fifo = tmp_path / "game.ggf"
    os.mkfifo(fifo)
    started = time.monotonic()
    assert not window.files.open_path(fifo)
    assert time.monotonic() - started < 2
    assert f"Cannot open {fifo}:\nis a FIFO (named pipe), not a regular file" == _error_text(window)
    assert not window.files.open_path(tmp_path)
    assert _error_text(window).startswith(f"Cannot open {tmp_path}:\nis a folder, not a")


def test_a_file_too_large_to_open_says_so_once_in_megabytes(make_window, tmp_path) -> None:
    """The path once, the sizes in the megabytes a player reads (not 59,999,977 bytes)."""
    path = tmp_path / "big.ggf"
    with path.open("wb") as big:
        big.truncate(59_999_977)  # sparse: no disc space taken
    window = make_window(black="human", white="human")
    assert not window.files.open_path(path)
    assert _error_text(window) == f"Cannot open {path}:\nthe file is 58 MB; game files are at most 16 MB"
    with path.open("wb") as big:
        big.truncate(MAX_GAME_FILE_BYTES + 1)  # just over: the size is rounded up, never the limit
    assert not window.files.open_path(path)
    assert _error_text(window).endswith("the file is 17 MB; game files are at most 16 MB")
    assert not window.files.open_path(tmp_path / "missing.ggf")
    assert _error_text(window) == f"Cannot open {tmp_path / 'missing.ggf'}:\nno such file"


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("f5\u2028d6", "unexpected '\\u2028d' at character 3"),
        ("f5\x1cd6", "unexpected '\\x1cd' at character 3"),
        ("(;GM[Othello]B[f5/nan];)", "evaluation: 'nan' is not a number"),
        ("junk (;GM[Othello]B[f5];)", "unexpected 'junk' at character 1, outside a game"),
    ],
)
def test_pasted_garbage_is_refused_and_the_game_kept(qtbot, make_window, text: str, words: str) -> None:
    from PySide6.QtGui import QGuiApplication

    window = make_window(black="human", white="human")
    click(qtbot, window, 37)
    QGuiApplication.clipboard().setText(text)
    window.files.paste_action.trigger()
    assert "Cannot read the clipboard" in _error_text(window) and words in _error_text(window)
    assert window.controller.game.transcript() == "f5"


def test_the_window_keeps_its_game_in_the_single_data_folder(qtbot, tmp_path, monkeypatch) -> None:
    """Issue 11, fix 12: no ``othello-qt/othello-qt``; an autosave found there is moved up and offered."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.settings import AppSettings

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName("othello-qt")
    QCoreApplication.setOrganizationName("othello-qt")
    doubled = tmp_path / "share" / "othello-qt" / "othello-qt"
    doubled.mkdir(parents=True)
    (doubled / FILE_NAME).write_text(saved_text(redo=[]))
    try:
        settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        window = MainWindow(settings, resume=True, sound=False)
        qtbot.addWidget(window)
        qtbot.waitUntil(lambda: window.controller.ready, timeout=10000)
    finally:
        QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])
    if not str(window.store.path).startswith(str(tmp_path)):
        window.close()
        pytest.skip(f"this platform's data folder ignores XDG_DATA_HOME ({window.store.path})")
    assert window.store.path == tmp_path / "share" / "othello-qt" / FILE_NAME
    assert window.controller.game.transcript() == "f5d6c3" and not doubled.exists()
    window.close()


def test_an_empty_board_string_is_no_game(qtbot, make_window) -> None:
    from othello_qt.ui import game_files

    with pytest.raises(NotationError, match="no discs"):
        game_files.read_game_text("-" * 64 + " X")
    window = make_window(black="human", white="human")
    assert not window.files.load_text("-" * 64 + " X", "the clipboard")
    assert window.controller.game.ply == 0 and not window.controller.game.is_over()


def test_a_binary_file_is_said_to_be_no_text(make_window, tmp_path) -> None:
    path = tmp_path / "noise.ggf"
    path.write_bytes(bytes(range(128, 256)) * 4)
    window = make_window(black="human", white="human")
    assert not window.files.open_path(path)
    assert "bytes that are not text" in _error_text(window)
    elf = tmp_path / "program.txt"  # the parser's reason quoted its bytes: '\x7fE' beside "shown as �"
    elf.write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)))
    assert not window.files.open_path(elf)
    assert "bytes that are not text" in _error_text(window) and "\\x7f" not in _error_text(window)


def test_a_latin1_looking_file_with_control_bytes_is_still_no_text(make_window, tmp_path) -> None:
    path = tmp_path / "data.ggf"
    path.write_bytes(b"(;PB[J\xe9r\xf4me]\x00\x01\x02;)")
    window = make_window(black="human", white="human")
    assert not window.files.open_path(path)
    assert "bytes that are not text" in _error_text(window)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("f5d6c3d3c4f4c5b3c2e6 a1", "move 11, a1, is not a legal move in this game"),
        ("f5d6\nc3 pass", "a pass before move 4 is not a legal move in this game"),
        (f"{Game.from_transcript('f5d6').position.board_string()}\nc3 c3", "move 2, c3, is not a legal move"),
        (
            "f5 z9 nonsense",
            "not a GGF game, a board string or a transcript like f5d6c3 (transcript: unexpected",
        ),
    ],
)
def test_a_transcript_with_an_illegal_move_says_which(make_window, tmp_path, text: str, reason: str) -> None:
    """A transcript that goes wrong is still a transcript: the message names the move, not the formats."""
    path = tmp_path / "game.txt"
    path.write_text(text)
    window = make_window(black="human", white="human")
    assert not window.files.open_path(path)
    assert _error_text(window).startswith(f"Cannot read game.txt:\n{reason}")
    assert window.controller.game.ply == 0


def test_a_pasted_numbered_transcript_is_the_game(qtbot, make_window) -> None:
    """Issue 46, item 7: ``1. f5 d6 2. c3 d3`` as other programs write it was refused at ``'1.'``."""
    from PySide6.QtGui import QGuiApplication

    window = make_window(black="human", white="human")
    QGuiApplication.clipboard().setText("1. f5 d6 2. c3 d3 3. c4")
    window.files.paste_action.trigger()
    qtbot.waitUntil(lambda: window.controller.game.transcript() == "f5d6c3d3c4", timeout=5000)


def test_a_damaged_opening_book_is_said_in_the_window(qtbot, make_window, tmp_path, monkeypatch) -> None:
    """Issue 45, item 8: a damaged book of the player's was reported only on stderr; issue 40 §6: it
    is set aside, so the games learned next start a new book instead of being refused."""
    from othello_qt.core.engine import book

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "user-data"))
    monkeypatch.setattr(book, "_unread", {})  # this test's books only
    path = book.user_book_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"PK\x03\x04 not a book")
    damaged = path.read_bytes()
    book.cached_book(path)  # what the engine's warm-up reads (default_books: the tests leave books out)
    window = make_window(black="human", white="human")
    assert path in book.unread_books(), book.unread_books()
    from othello_qt.ui.unread_books import unread_book_messages

    for text in unread_book_messages():  # what the app does once its warm-up ends (ui/app.py)
        window.problemFound.emit(text)
    qtbot.waitUntil(lambda: "could not be read" in _error_text(window), timeout=5000)
    kept = book.unread_books()[path].kept
    assert kept is not None and kept.read_bytes() == damaged  # set aside whole, never overwritten
    assert not path.exists()  # the next game learned starts a new book
    assert str(path) in _error_text(window) and f"set aside as {kept}" in _error_text(window)
