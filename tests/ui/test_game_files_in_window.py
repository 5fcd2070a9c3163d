"""Games pasted, opened, saved and loaded through the real window: each step can be undone."""

from __future__ import annotations

import codecs
import errno
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from othello_qt.core.game import Game
from othello_qt.core.game_clock import TimeControl
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.position import WHITE
from othello_qt.ui import game_files
from othello_qt.ui.player_words import side_texts
from tests.ui.test_game_play import click, wait_human_turn


def play_some_moves(qtbot, window, count: int) -> None:
    controller = window.controller
    while controller.game.ply < count:
        wait_human_turn(qtbot, controller)
        click(qtbot, window, sorted(window.board_view.state.legal)[0])
        qtbot.waitUntil(lambda: not controller.animating, timeout=5000)


def test_paste_is_undoable(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_some_moves(qtbot, window, 3)
    mine = controller.game.transcript()
    QGuiApplication.clipboard().setText("f5f6e6f4")
    window.files.paste_action.trigger()
    assert controller.game.transcript() == "f5f6e6f4"
    assert "Undo (Ctrl+Z) brings back your previous game" in window.status.text()
    assert window.play.undo_action.isEnabled()
    window.play.undo_action.trigger()
    assert controller.game.transcript() == mine  # the game in progress is back
    assert window.play.redo_action.isEnabled()
    window.play.redo_action.trigger()
    assert controller.game.transcript() == "f5f6e6f4"  # and the pasted one again


def test_open_is_undoable_after_playing_on(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    play_some_moves(qtbot, window, 2)
    mine = controller.game.transcript()
    path = tmp_path / "other.txt"
    path.write_text("c4c3\n")
    assert window.files.open_path(path)
    click(qtbot, window, sorted(window.board_view.state.legal)[0])  # play on in the opened game
    qtbot.waitUntil(lambda: not controller.animating, timeout=5000)
    while controller.game.can_undo():
        window.play.undo_action.trigger()
    window.play.undo_action.trigger()  # nothing left to take back: the replaced game returns
    assert controller.game.transcript() == mine


def test_save_adds_the_chosen_types_extension(make_window, tmp_path: Path) -> None:
    assert game_files.save_path_for(tmp_path / "g", "Transcript (*.txt)") == tmp_path / "g.txt"
    assert game_files.save_path_for(tmp_path / "g", "GGF game (*.ggf)") == tmp_path / "g.ggf"
    assert game_files.save_path_for(tmp_path / "g.ggf", "Transcript (*.txt)") == tmp_path / "g.ggf"
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript("f5d6c3"))
    assert window.files.save_path(game_files.save_path_for(tmp_path / "mine", "Transcript (*.txt)"))
    assert (tmp_path / "mine.txt").read_text() == "f5d6c3\n"  # a transcript, not GGF


def test_a_loaded_computer_game_waits_like_a_human_game(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="greedy", white="random")
    controller = window.controller
    controller.set_paused(True)
    text = write_ggf(Game.from_transcript("f5d6c3"), {"PB": "alice", "PW": "bob"})
    path = tmp_path / "game.ggf"
    path.write_text(text)
    assert window.files.open_path(path)
    qtbot.wait(200)
    assert controller.paused and controller.game.ply == 3  # nobody plays on by itself
    for card, name, spec in (
        (window.panel.black_card, "alice", "greedy"),
        (window.panel.white_card, "bob", "random"),
    ):
        assert card.player.toolTip().startswith(f"{name} (from the file) — now Computer")
        assert card.player.text().endswith(side_texts(spec)[-1])  # who plays now, at any width
    assert "now Computer" in window.panel.white_card.player.toolTip()
    window.play.pause_action.trigger()  # resume: the computers play on
    qtbot.waitUntil(lambda: controller.game.ply > 3, timeout=5000)


def finished_game() -> Game:
    """A whole game: each side plays its first legal move (passes included) to the end."""
    game = Game.new()
    while not game.is_over():
        game.play(next(iter(game.position.legal_moves())))
    return game


def test_saving_while_looking_back_saves_the_whole_game(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    window.files.new_game("human", "human", window.controller.level, TimeControl(600.0, 0.0))
    game = finished_game()
    window.controller.load_game(game.copy())
    window.controller.go_to_ply(25)  # looking at move 25 of a finished game
    assert window.controller.game.ply == 25
    assert window.files.save_path(tmp_path / "whole.ggf")
    saved = parse_ggf((tmp_path / "whole.ggf").read_text())[0]
    assert len(saved.moves) == len(game.moves) and saved.properties["RE"] == f"{game.result().score:+d}"
    assert window.files.save_path(tmp_path / "whole.txt")
    assert (tmp_path / "whole.txt").read_text() == game.transcript() + "\n"
    window.files.copy_transcript()
    assert QGuiApplication.clipboard().text() == game.transcript()
    assert window.controller.game.ply == 25  # the board still shows move 25


def test_a_timed_game_saved_while_looking_back_keeps_every_moves_time(
    qtbot, make_window, tmp_path: Path
) -> None:
    window = make_window(black="human", white="human")
    window.files.new_game("human", "human", window.controller.level, TimeControl(600.0, 0.0))
    play_some_moves(qtbot, window, 4)
    window.controller.go_to_ply(1)
    assert window.files.save_path(tmp_path / "timed.ggf")
    saved = parse_ggf((tmp_path / "timed.ggf").read_text())[0]
    assert len(saved.moves) == 4 and len(saved.times) == 4
    assert all(seconds is not None for seconds in saved.times)


def test_a_finished_game_opened_here_is_not_spoken_of_as_the_players(qtbot, make_window) -> None:
    """ "You lose" is for a game played here; an opened one names the winning colour."""
    window = make_window(black="human", white="greedy")
    game = finished_game()
    result = game.result()
    assert result.winner is not None
    assert window.files.load_text(game.transcript(), "the clipboard")
    banner = window.board_view._result_text
    assert banner.startswith(f"{'Black' if result.winner.name == 'BLACK' else 'White'} wins")
    assert "You" not in banner


def test_a_ggf_file_with_latin1_names_shows_them_as_written(make_window, tmp_path: Path) -> None:
    """GGS-era files write names in Latin-1, not UTF-8: they read as the names they are, not J�r�me."""
    path = tmp_path / "old.ggf"
    path.write_bytes(
        write_ggf(Game.from_transcript("f5d6"), {"PB": "Jérôme Dupont", "PW": "François"}).encode("latin-1")
    )
    loaded = game_files.read_game_text(game_files.read_game_file(path))
    assert loaded.names == ("Jérôme Dupont", "François")
    window = make_window(black="human", white="human")
    assert window.files.open_path(path)
    assert window.panel.black_card.player.toolTip().startswith("Jérôme Dupont (from the file)")
    assert window.panel.white_card.player.toolTip().startswith("François (from the file)")


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("notepad.txt", codecs.BOM_UTF8 + b"f5d6c3d3c4\r\n"),  # Windows Notepad's UTF-8
        ("unicode.txt", codecs.BOM_UTF16_LE + "f5d6c3d3c4\r\n".encode("utf-16-le")),  # its "Unicode"
        ("dos.txt", b"f5d6c3d3c4\r\n\x1a"),  # a DOS editor's end-of-file mark
    ],
)
def test_a_game_saved_by_a_windows_editor_opens(make_window, tmp_path: Path, name: str, data: bytes) -> None:
    """The byte-order mark and the Ctrl+Z are the editor's, not the game's: they were refused as
    junk outside a game."""
    path = tmp_path / name
    path.write_bytes(data)
    window = make_window(black="human", white="human")
    assert window.files.open_path(path)
    assert window.controller.game.transcript() == "f5d6c3d3c4"


def test_a_collection_whose_last_game_is_cut_short_opens_its_first(make_window, tmp_path: Path) -> None:
    path = tmp_path / "collection.ggf"
    first = write_ggf(Game.from_transcript("f5d6c3"), {"PB": "alice", "PW": "bob"})
    path.write_text(f"{first}\n{first}\n(;GM[Othello]PB[carol]B[f5]W[d6")
    window = make_window(black="human", white="human")
    assert window.files.open_path(path)
    assert window.controller.game.transcript() == "f5d6c3"


def test_a_save_that_fails_says_why_in_the_players_words(make_window, tmp_path: Path, monkeypatch) -> None:
    window = make_window(black="human", white="human")
    shown: list[str] = []
    monkeypatch.setattr(window.files, "show_error", shown.append)

    def read_only(path, text) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(game_files, "write_atomically", read_only)
    assert not window.files.save_path(tmp_path / "game.ggf")
    assert shown == [f"Cannot save {tmp_path / 'game.ggf'}:\nthe disk or folder is read-only"]


def test_a_saved_game_says_the_rules_result_and_names_its_players_in_words(
    qtbot, make_window, tmp_path: Path
) -> None:
    """Issue 46, item 8: a 13-0 game was saved as RE[+13] with PW[master:5s:threads=all]."""
    window = make_window(black="human", white="level", level=12)
    window.controller.load_game(Game.from_transcript("d3c3f5f4f3d2d1e3b3"))  # 13-0, 51 squares empty
    assert window.controller.game.is_over()
    path = tmp_path / "wipeout.ggf"
    assert window.files.save_path(path)
    saved = parse_ggf(path.read_text())[0].properties
    assert saved["RE"] == "+64"  # the empties are the winner's
    assert saved["PB"] == "Human" and saved["PW"] == "othello-qt level 12 (Grandmaster)"
    assert saved["XPW"].startswith("master:")  # the exact player, kept aside
    window.controller.set_side(WHITE, "human")
    assert window.files.open_path(path)  # reopened: its players are the players it was saved with
    assert window.controller.game_names == ("human", saved["XPW"])
    assert window.panel.white_card.player.toolTip().startswith("Computer, level 12")
