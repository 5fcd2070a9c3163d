"""Files, clipboard, settings and the game in progress survive as they should; bad input loses nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf
from othello_qt.core.position import WHITE
from othello_qt.ui.saved_game import FILE_NAME, SavedGameError, SavedGameStore, parse_saved_game
from othello_qt.ui.settings import AppSettings
from tests.ui.conftest import shown_dialog
from tests.ui.test_game_play import click, wait_human_turn

GAME = "f5d6c3d3c4f4f6"
DATA = Path(__file__).resolve().parents[1] / "data"


def test_save_and_reopen_ggf_and_transcript(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript(GAME))
    for name in ("game.ggf", "game.txt"):
        path = tmp_path / name
        assert window.files.save_path(path)
        assert path.read_text().strip()
        window.controller.new_game()
        assert window.controller.game.ply == 0
        assert window.files.open_path(path)
        assert window.controller.game.transcript() == GAME
    assert "(;GM[Othello]" in (tmp_path / "game.ggf").read_text()
    assert (tmp_path / "game.txt").read_text().strip() == GAME


def test_opening_a_bad_file_explains_and_keeps_the_game(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript(GAME))
    bad = tmp_path / "bad.txt"
    bad.write_text("f5 z9 nonsense")
    assert not window.files.open_path(bad)
    assert "Cannot read bad.txt" in shown_dialog(window, QMessageBox).text()
    assert window.controller.game.transcript() == GAME
    assert not window.files.open_path(tmp_path / "missing.ggf")
    assert window.controller.game.transcript() == GAME


def test_copy_and_paste(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript(GAME))
    window.files.copy_transcript_action.trigger()
    assert QGuiApplication.clipboard().text() == GAME
    window.files.copy_board_action.trigger()
    board = QGuiApplication.clipboard().text()
    assert board == Game.from_transcript(GAME).position.board_string()
    window.controller.new_game()
    window.files.paste_action.trigger()  # the board string: a position without history
    assert window.controller.position.board_string() == board and window.controller.game.ply == 0
    QGuiApplication.clipboard().setText(GAME)
    window.files.paste_action.trigger()
    assert window.controller.game.transcript() == GAME
    QGuiApplication.clipboard().setText("this is not a game")
    window.files.paste_action.trigger()
    assert window.controller.game.transcript() == GAME
    assert "Cannot read the clipboard" in shown_dialog(window, QMessageBox).text()


def test_a_ggs_archive_opens_and_a_ggs_match_pastes(qtbot, make_window, tmp_path: Path) -> None:
    """GGS's own layout (boards as eight rows, matches after their game count): Open reads an archive
    and shows its first game, Paste takes a synchro match; a count that does not match is refused."""
    window = make_window(black="human", white="human")
    archive = tmp_path / "Othello.latest.ggf"
    archive.write_bytes((DATA / "ggs-matches.ggf").read_bytes())
    first = parse_ggf(archive.read_text())[0]
    assert window.files.open_path(archive)
    assert window.controller.game.moves == tuple(first.moves) and window.controller.game.ply == 60
    black = window.panel.black_card
    assert black.played.text() == "Saio1200" and black.player.text() in ("plays on: Human", "Human")
    synchro = archive.read_text().splitlines()[3]  # 2 (;...TY[s8r18]...;)(;...;)
    QGuiApplication.clipboard().setText(synchro)
    window.files.paste_action.trigger()
    pair = parse_ggf(synchro)
    assert window.controller.game.start == pair[0].start != Game.new().start
    assert window.controller.game.moves == tuple(pair[0].moves)
    assert window.panel.white_card.played.text() == "Roxane"
    QGuiApplication.clipboard().setText("1" + synchro[1:])
    window.files.paste_action.trigger()
    message = shown_dialog(window, QMessageBox).text()
    assert "Cannot read the clipboard" in message
    assert "match count 1 at character 1 is followed by 2" in message
    assert window.controller.game.moves == tuple(pair[0].moves)


def test_restart_restores_the_game_in_progress(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="greedy")
    click(qtbot, window, 37)
    wait_human_turn(qtbot, window.controller)
    click(qtbot, window, sorted(window.board_view.state.legal)[0])
    wait_human_turn(qtbot, window.controller)
    played = window.controller.game.transcript()
    assert len(played) == 8
    assert window.store.flush()
    assert (tmp_path / "data" / FILE_NAME).is_file()
    window.close()
    again = make_window(resume=True)
    assert again.controller.game.transcript() == played
    assert again.controller.human_to_move()
    assert again.controller.spec_for(WHITE) == "greedy"
    assert "restored" in again.status.text()
    again.close()
    fresh = make_window(resume=False)
    assert fresh.controller.game.ply == 0


def test_a_game_the_player_paused_is_paused_again_when_continued(qtbot, make_window) -> None:
    """A trial paused a computer-against-computer game, quit, continued it: it played on at once."""
    window = make_window(black="greedy", white="greedy")
    controller = window.controller
    qtbot.waitUntil(lambda: controller.game.ply >= 4, timeout=10000)
    controller.set_paused(True)
    qtbot.waitUntil(lambda: not controller.thinking, timeout=5000)
    played = controller.game.transcript()
    assert window.store.flush()
    window.close()
    again = make_window(resume=True)
    assert again.controller.game.transcript() == played and again.controller.paused
    assert not again.controller.browse_paused and again.play.pause_action.isChecked()
    assert again.panel.pause_button.font().bold()  # "on" reads as on, as after a click
    qtbot.wait(300)
    assert again.controller.game.transcript() == played  # it waits for the player
    again.controller.set_paused(False)  # and plays on when asked; the file forgets the pause
    qtbot.waitUntil(lambda: again.controller.game.ply > len(played) // 2, timeout=10000)
    assert again.store.flush()
    again.close()
    third = make_window(resume=True)
    assert not third.controller.paused or third.controller.game.is_over()


def test_settings_persist_and_corrupt_values_fall_back(qtbot, make_window, temp_settings) -> None:
    window = make_window()
    window.view_options.set_theme("dark")
    window.view_options.legal_action.setChecked(False)
    window.view_options.coords_action.setChecked(False)
    window.view_options.set_animation_speed("slow")
    window.view_options.mute_action.setChecked(True)
    window.close()
    settings = AppSettings(temp_settings())
    assert (settings.theme, settings.show_legal_moves, settings.show_coordinates) == ("dark", False, False)
    assert settings.animation_speed == "slow" and settings.muted
    assert settings.geometry is not None
    again = make_window()
    assert (
        again.view_options.theme_actions["dark"].isChecked()
        and not again.view_options.legal_action.isChecked()
    )
    again.close()
    raw = temp_settings()
    raw.setValue("view/theme", "no-such-theme")
    raw.setValue("view/animation", 12)
    raw.setValue("players/level", "many")
    raw.setValue("view/legal_moves", "maybe")
    raw.setValue("window/geometry", "garbage")
    raw.sync()
    settings = AppSettings(temp_settings())
    assert settings.theme == "classic" and settings.animation_speed == "normal"
    assert settings.show_legal_moves is True and settings.geometry is None
    assert settings.level in [lv.number for lv in again.panel.level_slider.levels]
    make_window()  # and the window opens on them


def test_saved_game_is_atomic_and_corrupt_files_are_set_aside(tmp_path: Path) -> None:
    store = SavedGameStore(tmp_path)
    game = Game.from_transcript(GAME)
    game.undo()
    store.save(game, "human", "level", 2)
    loaded = store.load()
    assert loaded is not None and loaded.game.transcript() == GAME[:-2]
    assert [str(m) for m in loaded.game.redo_moves] == ["f6"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]  # no temp file left behind
    for bad in ('{"format": "othello-qt saved game", "version": 1, "start": "x", "moves": []}', "{ not json"):
        store.path.write_text(bad)
        with pytest.raises(SavedGameError, match="could not be restored") as error:
            store.load()
        kept = [p for p in tmp_path.iterdir() if p.name != FILE_NAME and p.read_text() == bad]
        assert len(kept) == 1 and str(kept[0]) in str(error.value)  # set aside, never overwritten
        assert store.load() is None
    with pytest.raises(SavedGameError, match=r"move 2 \(a1\) is illegal"):
        parse_saved_game(
            '{"format": "othello-qt saved game", "version": 1, "start": "'
            + game.start.board_string()
            + '", "moves": ["f5", "a1"]}'
        )


def test_a_remembered_player_that_is_missing_falls_back_to_the_level(qtbot, make_window) -> None:
    window = make_window(black="human", white="engine-not-in-this-build")
    assert window.controller.side(WHITE) == "level"
    assert window.controller.game.ply == 0 and not window.controller.paused
