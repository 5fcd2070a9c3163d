"""Sounds degrade to silence without QtMultimedia; themes render; high contrast differs by shape."""

from __future__ import annotations

import wave

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.sounds import SOUND_DIR, SOUND_NAMES, SoundPlayer
from othello_qt.ui.themes import THEMES
from tests.ui.test_game_play import click


def test_sound_files_are_small_valid_wavs() -> None:
    for name in SOUND_NAMES:
        with wave.open(str(SOUND_DIR / f"{name}.wav")) as sound:
            assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
            assert 0.03 < sound.getnframes() / sound.getframerate() < 1.0


def test_moves_ask_for_sounds_unless_muted(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    window.sounds = SoundPlayer(window)  # real loader: silent if QtMultimedia or a device is missing
    controller = window.controller
    click(qtbot, window, 37)
    assert window.sounds.played[:1] == ["place"]
    # the flips sound while the discs turn: by the animation's end they have been asked for
    qtbot.waitUntil(lambda: controller.game.ply == 1 and not controller.animating, timeout=5000)
    assert "flip" in window.sounds.played
    window.view_options.mute_action.setChecked(True)
    window.sounds.played.clear()
    qtbot.waitUntil(controller.human_to_move, timeout=2000)
    click(qtbot, window, 43)
    qtbot.waitUntil(lambda: controller.game.ply == 2 and not controller.animating, timeout=5000)
    assert window.sounds.played == []
    assert window.settings.muted


def test_every_theme_renders_and_high_contrast_marks_white_discs(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    view = window.board_view
    centers = {}
    for name in THEMES:
        window.view_options.set_theme(name)
        image = view.grab().toImage()
        assert not image.isNull()
        for color, square in ((BLACK, 28), (WHITE, 27)):  # e4 black, d4 white at the start
            point = view.square_center(square)
            centers[name, color] = image.pixelColor(QPoint(int(point.x()), int(point.y()))).lightness()
    # classic: discs differ by colour; high contrast: the white disc's centre is white inside a black ring
    assert centers["classic", WHITE] > 180 and centers["classic", BLACK] < 80
    point = view.square_center(27)
    cell = view.square_center(28).x() - point.x()
    ring = image.pixelColor(QPoint(int(point.x() + cell * 0.40 * 0.52), int(point.y()))).lightness()
    assert ring < 60, "the high-contrast white disc carries a dark ring"
    assert centers["high-contrast", WHITE] > 200


def shown_as_a_player_sees_it(qtbot, *dialogs) -> None:
    """Dialogs shown, with the application's palettes for their classes (sent as events) applied."""
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
    QApplication.sendPostedEvents()  # the palettes for their classes, if any came as posted events


def test_the_difficulty_slider_stands_out_in_the_dark_themes(qtbot, make_window) -> None:
    """Fusion draws a slider's handle and groove from the button colour, outlined a shade darker
    than the panel: seen on the classic theme's light panel, lost on a dark one unless its face
    is lighter."""
    from PySide6.QtGui import QPalette

    from othello_qt.ui.dialogs import NewGameDialog
    from othello_qt.ui.themes import panel_colors

    window = make_window()
    for name in ("dark", "high-contrast"):
        window.view_options.set_theme(name)
        dialog = NewGameDialog("human", "level", 1, window)
        shown_as_a_player_sees_it(qtbot, dialog)
        panel = QColor(panel_colors(THEMES[name])["window"])
        for slider in (window.panel.level_slider.slider, dialog.level.slider):
            face = slider.palette().color(QPalette.ColorRole.Button)  # Fusion's handle and groove
            contrast = abs(face.lightness() - panel.lightness())
            assert contrast >= 40, (name, face.name(), panel.name())
            ticks = slider.palette().color(QPalette.ColorRole.Window).darker(140)  # Fusion's outline
            assert abs(ticks.lightness() - panel.lightness()) >= 40, (name, "tick marks")


def test_radio_buttons_and_check_boxes_stand_out_in_the_dark_themes(qtbot, make_window) -> None:
    """Fusion outlines a radio button or a check box a shade darker than its window colour: lost
    on a dark panel unless that colour is lighter (the board editor's choices)."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QCheckBox, QRadioButton

    from othello_qt.core.position import Position
    from othello_qt.ui.board_editor import BoardEditor
    from othello_qt.ui.themes import panel_colors

    window = make_window()
    for name in ("dark", "high-contrast"):
        window.view_options.set_theme(name)
        editor = BoardEditor(Position.initial(), THEMES[name], window)
        shown_as_a_player_sees_it(qtbot, editor)
        panel = QColor(panel_colors(THEMES[name])["window"])
        controls = editor.findChildren(QRadioButton) + window.findChildren(QCheckBox)
        assert editor.findChildren(QRadioButton)
        for control in controls:
            outline = control.palette().color(QPalette.ColorRole.Window).darker(140)  # Fusion's
            assert abs(outline.lightness() - panel.lightness()) >= 40, (name, type(control).__name__)


def test_fields_and_lists_have_a_frame_in_the_high_contrast_theme(qtbot, make_window, tmp_path) -> None:
    """Fusion outlines a field, a list or a button in its window colour, darker: on the high-contrast
    black the Engines dialog's fields and list, the board editor's board string and the disabled
    move buttons had no frame."""
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QLineEdit, QListView

    from othello_qt.core import engine_list
    from othello_qt.core.position import Position
    from othello_qt.ui.board_editor import BoardEditor
    from othello_qt.ui.engines_dialog import EnginesDialog
    from othello_qt.ui.panels import PlayerDialog
    from othello_qt.ui.themes import panel_colors

    window = make_window()
    window.view_options.set_theme("high-contrast")
    panel = QColor(panel_colors(THEMES["high-contrast"])["window"])
    engines = EnginesDialog(engine_list.EngineList(tmp_path / engine_list.FILE_NAME), window)
    editor = BoardEditor(Position.initial(), THEMES["high-contrast"], window)
    player = PlayerDialog("", window)
    shown_as_a_player_sees_it(qtbot, engines, editor, player)
    for dialog in (engines, editor, player, window):
        fields = dialog.findChildren(QLineEdit) + dialog.findChildren(QListView)
        if dialog is window:  # the move buttons, disabled at the start, and the players' lists
            fields = [*window.panel.nav_buttons.values(), window.panel.black_chooser, window.panel.move_list]
            assert not window.panel.nav_buttons["end"].isEnabled()
        assert fields
        for field in fields:
            outline = field.palette().color(QPalette.ColorRole.Window).darker(140)  # Fusion's
            assert abs(outline.lightness() - panel.lightness()) >= 40, (type(dialog).__name__, field)


@pytest.mark.parametrize("theme", ["dark", "high-contrast"])
def test_menus_show_their_edge_and_their_check_boxes_in_the_dark_themes(qtbot, make_window, theme) -> None:
    """Fusion outlines a menu and its check boxes in its window colour, darker: a trial could not see
    where the Game menu ended on black, another the unticked boxes (Pause computer, Show hints,
    Mute sounds) on the dark theme's menus."""
    window = make_window()
    window.view_options.set_theme(theme)
    QApplication.sendPostedEvents()  # any palette change posted to the menus is delivered now
    boxes = 0
    for action in window.menuBar().actions():
        menu = action.menu()
        menu.popup(window.mapToGlobal(window.rect().center()))
        qtbot.waitExposed(menu)
        image = menu.grab().toImage()
        middle = image.height() // 2
        edge, inside = QColor(image.pixel(0, middle)), QColor(image.pixel(3, middle))
        assert inside.lightness() < 60, action.text()  # the menu stays dark...
        assert edge.lightness() - inside.lightness() >= 60, action.text()  # ...with a frame seen on it
        for item in menu.actions():
            if item.isCheckable() and not item.isChecked() and item.isVisible():
                rect = menu.actionGeometry(item)  # the box sits at the item's left, a square
                box = [
                    QColor(image.pixel(x, y)).lightness()
                    for x in range(rect.left(), rect.left() + rect.height() + 6)
                    for y in range(rect.top(), rect.bottom())
                ]
                assert max(box) - inside.lightness() >= 60, item.text()
                boxes += 1
        menu.hide()
    assert boxes >= 2


def test_the_black_cards_disc_has_a_white_edge_in_high_contrast(qtbot, make_window) -> None:
    """A trial saw the Black card's disc as a dark ball without an edge on the near-black card."""
    window = make_window()
    window.view_options.set_theme("high-contrast")
    icon = window.panel.black_card.icon
    image = icon.grab().toImage()
    edge_row = [QColor(image.pixel(x, image.height() // 2)).lightness() for x in range(image.width())]
    assert max(edge_row[: image.width() // 3]) >= 200  # the disc's left edge, white


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_a_combo_boxs_list_can_be_read_in_every_theme(qtbot, make_window, theme) -> None:
    """A combo box draws its list's items as a menu's, from the menus' palette: giving menus a
    light outline colour for their class made the Players lists light on light (a trial)."""
    window = make_window()
    window.view_options.set_theme(theme)
    QApplication.sendPostedEvents()  # any palette change posted to the list is delivered now
    combo = window.panel.black_chooser
    combo.showPopup()
    view = combo.view()
    qtbot.waitExposed(view.window())
    image = view.window().grab().toImage()
    combo.hidePopup()
    row = view.visualRect(view.model().index(1, 0))  # not the current item: no highlight
    top_left = view.viewport().mapTo(view.window(), row.topLeft())
    shades = [
        QColor(image.pixel(top_left.x() + x, top_left.y() + y)).lightness()
        for x in range(row.width() // 2)
        for y in range(row.height())
    ]
    assert max(shades) - min(shades) >= 100, (theme, min(shades), max(shades))  # text on its ground
