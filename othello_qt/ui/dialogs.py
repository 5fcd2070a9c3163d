"""Dialogs: a new game (who plays each side), the rules, About."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from othello_qt import __version__
from othello_qt.core.session.sides import HUMAN, LEVEL
from othello_qt.ui.i18n import translate
from othello_qt.ui.icon import app_icon
from othello_qt.ui.panels import LevelSlider, PlayerChooser
from othello_qt.ui.settings import playable_levels
from othello_qt.ui.status_text import key_text
from othello_qt.ui.time_control_chooser import TimeControlChooser


def rules_html() -> str:
    """The rules, and how to play them here, in the player's language."""
    how_to_play = translate(
        "Rules",
        "<ul>"
        "<li>Click a marked square, or use the arrow keys and Enter, or type a square such as "
        "<tt>f5</tt>.</li>"
        "<li>Hover a legal square to see which discs it would turn.</li>"
        "<li><b>Hints</b> ({hints_keys}) write the engine's value of every move, in discs, on the board.</li>"
        "<li>Undo ({undo_keys}) and redo ({redo_keys}) work at any time, even while the computer thinks.</li>"
        "<li><b>Move now</b> ({move_now_keys}) makes the computer play its best move so far.</li>"
        "</ul>",
    ).format(
        hints_keys=key_text("Ctrl+H"),
        undo_keys=key_text("Ctrl+Z"),
        redo_keys=key_text("Ctrl+Shift+Z"),
        move_now_keys=key_text("Ctrl+M"),
    )
    return "\n".join(
        (
            translate("Rules", "<h3>How to play Othello</h3>"),
            translate(
                "Rules",
                "<p>Black and White take turns placing a disc of their colour; <b>Black moves first</b> "
                "from the four discs in the centre.</p>",
            ),
            translate(
                "Rules",
                "<p>A move must <b>outflank</b>: the new disc and another disc of yours must enclose an "
                "unbroken line of your opponent's discs — horizontally, vertically or diagonally. Every "
                "enclosed disc turns over to your colour, in all directions at once.</p>",
            ),
            translate(
                "Rules",
                "<p>If you cannot outflank anything you must <b>pass</b>; if you can, you must move. When "
                "neither side can move the game ends, and the side with more discs wins.</p>",
            ),
            translate("Rules", "<h4>In this app</h4>"),
            how_to_play,
            translate(
                "Rules",
                "<p>Corners can never be flipped back: they are the strongest squares. The squares next to "
                "them are dangerous early on, because they may hand a corner to your opponent.</p>",
            ),
        )
    )


class NewGameDialog(QDialog):
    """Who plays Black and White (human, the difficulty level, or a named player)."""

    def __init__(self, black: str, white: str, level: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("NewGameDialog", "New game"))
        self.black = PlayerChooser(self)
        self.black.set_setting(black)
        self.white = PlayerChooser(self)
        self.white.set_setting(white)
        self.level = LevelSlider(self)
        self.level.set_level(level)
        # no board here to keep the arrow keys for: a click on the slider gives it the keys (they
        # went on to the list that had them, which changed a player unseen)
        self.level.slider.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for chooser in (self.black, self.white):
            # a player chosen in the list, or in the player dialog ("Other player…", not cancelled)
            chooser.currentIndexChanged.connect(self._level_in_use)
            chooser.settingChosen.connect(self._level_in_use)
        self._level_in_use()
        form = QFormLayout()
        form.addRow(translate("NewGameDialog", "Black (moves first):"), self.black)
        form.addRow(translate("NewGameDialog", "White:"), self.white)
        form.addRow(translate("NewGameDialog", "Difficulty:"), self.level)
        self.clock = TimeControlChooser(self)
        form.addRow(translate("NewGameDialog", "Clock:"), self.clock)
        note = QLabel(
            translate(
                "NewGameDialog",
                "Two humans share the board when both sides are human; with two computers the game "
                "plays itself (pause it with {pause_keys}).",
            ).format(pause_keys=key_text("Ctrl+P")),
            self,
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(translate("NewGameDialog", "Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def _level_in_use(self) -> None:
        """The slider is enabled exactly when a side plays by level."""
        self.level.set_in_use(LEVEL in (self.black.setting(), self.white.setting()))

    def choice(self) -> tuple[str, str, int]:
        return (self.black.setting() or HUMAN, self.white.setting() or LEVEL, self.level.level_number())


def _info_box(parent: QWidget, title: str, html: str) -> QMessageBox:
    """A non-modal message box (the game stays playable behind it)."""
    box = QMessageBox(parent)
    box.setWindowTitle(title)
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(html)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.setModal(False)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.show()
    return box


ABOUT_ICON_SIZE = 64
"""The game's disc beside the About text, in pixels (at the icon sizes ``app_icon`` draws)."""


def show_rules(parent: QWidget) -> QMessageBox:
    return _info_box(parent, translate("Rules", "Rules of Othello"), rules_html())


def about_html() -> str:
    """What the game is, in a player's words (the engine's design is in docs/engine.md)."""
    levels = len(playable_levels())
    return (
        translate("About", "<h3>Othello {version}</h3>").format(version=__version__)
        + translate(
            "About",
            "<p>The classic board game, also known as Reversi. Play a friend on the same board, or the "
            "computer at %n levels: from an opponent a beginner can beat to a master that plays the "
            "endgame perfectly.</p>",
            None,
            levels,
        )
        + translate(
            "About",
            "<p>Hints show what every move is worth, any move can be taken back, and an unfinished game "
            "waits for you the next time you start. The whole game can be played with the keyboard and "
            "a screen reader.</p>",
        )
        + translate("About", "<p>Free software under the MIT licence. Sounds made for this game.</p>")
    )


def show_about(parent: QWidget) -> QMessageBox:
    box = _info_box(parent, translate("About", "About Othello"), about_html())
    box.setIconPixmap(app_icon().pixmap(ABOUT_ICON_SIZE))
    return box
