"""The side panel beside the board: score cards, whose turn, the command buttons, the players,
the move list and its navigation.

It holds widgets only: the commands are the window's ``QAction``s, shown here as tool buttons
(``setDefaultAction``), so a menu entry and its button can never disagree.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFontMetrics
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.position import BLACK, WHITE, Position
from othello_qt.core.session.sides import LEVEL
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.move_list import MoveList
from othello_qt.ui.panels import LevelSlider, PlayerChooser, SideCard
from othello_qt.ui.player_words import loaded_side_texts, named_player_texts
from othello_qt.ui.session_texts import side_words
from othello_qt.ui.themes import Theme, panel_colors

if TYPE_CHECKING:
    from othello_qt.ui.controller import GameController

PANEL_MIN_WIDTH = 150
"""The narrowest the panel gets, however small the window."""

NAV_COMMANDS = ("start", "back", "forward", "end")
"""The move list's navigation commands, in the order of their buttons."""


def command_button(action: QAction, parent: QWidget, widest_text: str | None = None) -> QToolButton:
    """A push-button-like tool button showing ``action`` (text, tooltip, enabled, checked all shared).

    ``widest_text``: the longest text the action takes (``Resume`` for Pause), so the button does not
    change width when it changes text; the style's 80 px minimum is not imposed.
    """
    button = QToolButton(parent)
    button.setDefaultAction(action)
    button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
    button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
    text = widest_text if widest_text is not None else action.iconText()
    font = button.font()
    font.setBold(True)  # room for the bold text of the checked state
    button.setMinimumWidth(QFontMetrics(font).horizontalAdvance(text) + 16)
    if action.isCheckable():  # "on" must read in every theme, not only as a faint sunken face
        # the button's own toggled: it follows the action even when the action's signals are held
        # (the window shows a pause the player did not click for without pausing again)
        button.toggled.connect(lambda on: _set_bold(button, on))
        _set_bold(button, action.isChecked())
    return button


def menu_text(action: QAction) -> str:
    """An action's menu text as words, without its ``&`` mnemonic marks (``Start position``)."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def _set_bold(button: QToolButton, bold: bool) -> None:
    font = button.font()
    font.setBold(bold)
    button.setFont(font)


class SidePanel(QWidget):
    """Everything right of the board.  ``commands`` maps ``hints``, ``move_now``, ``pause`` and the
    ``NAV_COMMANDS`` to the window's actions."""

    def __init__(self, commands: Mapping[str, QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.black_card = SideCard(BLACK, self)
        self.white_card = SideCard(WHITE, self)
        self.turn_label = QLabel("", self)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_label.setWordWrap(True)
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)

        self.hint_button = command_button(commands["hints"], self)
        self.move_now_button = command_button(commands["move_now"], self)
        # the widest of the texts Pause takes (``PlayCommands``), whichever the language makes widest
        pause_texts = (
            translate("PlayCommands", "Pause"),
            translate("PlayCommands", "Resume"),
            translate("PlayCommands", "Play on"),
        )
        widest = max(pause_texts, key=lambda text: QFontMetrics(self.font()).horizontalAdvance(text))
        self.pause_button = command_button(commands["pause"], self, widest_text=widest)
        self._buttons = QGridLayout()
        self._tiny: bool | None = None

        self.black_chooser = PlayerChooser(self, in_game=True)
        self.white_chooser = PlayerChooser(self, in_game=True)
        self.level_slider = LevelSlider(self)
        self.players_box = QGroupBox(translate("SidePanel", "Players"), self)
        players = QVBoxLayout(self.players_box)
        for color, chooser, spoken in (
            (BLACK, self.black_chooser, translate("SidePanel", "Black player")),
            (WHITE, self.white_chooser, translate("SidePanel", "White player")),
        ):
            row = QHBoxLayout()
            name = QLabel(color_name(color), self.players_box)
            name.setMinimumWidth(44)
            name.setBuddy(chooser)
            chooser.setAccessibleName(spoken)
            row.addWidget(name)
            row.addWidget(chooser, 1)
            players.addLayout(row)
        players.addWidget(self.level_slider)

        self.moves_label = QLabel(translate("SidePanel", "Moves"), self)
        self.move_list = MoveList(self)
        self.move_list.setAccessibleName(translate("SidePanel", "Moves"))
        self.nav_bar = QWidget(self)
        nav = QHBoxLayout(self.nav_bar)
        nav.setContentsMargins(0, 0, 0, 0)
        self.nav_buttons: dict[str, QToolButton] = {}
        for key in NAV_COMMANDS:
            button = command_button(commands[key], self.nav_bar)
            button.setAccessibleName(menu_text(commands[key]))  # the glyph (« ‹ › ») says nothing aloud
            self.nav_buttons[key] = button
            nav.addWidget(button)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 10, 10, 10)
        layout.addWidget(self.black_card)
        layout.addWidget(self.white_card)
        layout.addWidget(self.turn_label)
        layout.addLayout(self._buttons)
        layout.addWidget(self.players_box)
        layout.addWidget(self.moves_label)
        layout.addWidget(self.move_list, 1)
        layout.addWidget(self.nav_bar)
        layout.addStretch(0)  # takes the slack only while the move list is hidden
        self.fit(compact=False, narrow=False, tiny=False)

    def fit(self, *, compact: bool, narrow: bool, tiny: bool) -> None:
        """Small windows: the move list (``compact``: too low) and the slider's captions (``narrow``)
        step aside; in the smallest (``tiny``) the Players box too, with the buttons in two rows."""
        for widget in (self.moves_label, self.move_list, self.nav_bar):
            widget.setVisible(not compact)
        self.level_slider.set_compact(narrow)
        if tiny == self._tiny:
            return
        self._tiny = tiny
        self.players_box.setVisible(not tiny)
        grid = self._buttons
        for button in (self.hint_button, self.move_now_button, self.pause_button):
            grid.removeWidget(button)
        if tiny:
            grid.addWidget(self.hint_button, 0, 0)
            grid.addWidget(self.pause_button, 0, 1)
            grid.addWidget(self.move_now_button, 1, 0, 1, 2)
        else:
            grid.addWidget(self.hint_button, 0, 0)
            grid.addWidget(self.move_now_button, 0, 1)
            grid.addWidget(self.pause_button, 0, 2)

    def show_game(self, controller: GameController, theme: Theme) -> None:
        """Show who plays each side, the counts, whose turn it is (lit card), the chosen level."""
        position = controller.position
        self.show_counts(position)
        over = controller.ready and controller.finished  # no kernel call before they are warm
        names = controller.game_names
        colors = panel_colors(theme)
        accent = theme.hint_best if theme.name == "high-contrast" else colors["highlight"]
        for card in (self.black_card, self.white_card):
            name = names[card.color] if names else ""
            now = side_words(controller.session, card.color)
            played = named_player_texts(name) if name else now
            if played[-1] != now[-1]:  # a loaded game: who played it, and who plays on, each said
                card.set_player(loaded_side_texts(played, now)[0], *plays_on_texts(now))
                card.set_played(*played[1:])
            else:
                card.set_player(*now)
                card.set_played()
            to_move = controller.ready and not over and position.turn == card.color
            card.set_active(to_move, accent, colors["text"])
            card.icon.marked = theme.marked_discs
            card.icon.update()
        self.show_clocks(controller)
        self.black_chooser.set_setting(controller.side(BLACK))
        self.white_chooser.set_setting(controller.side(WHITE))
        self.level_slider.set_level(controller.level)
        self.level_slider.set_in_use(LEVEL in (controller.side(BLACK), controller.side(WHITE)))

    def show_clocks(self, controller: GameController) -> None:
        """Each side's time left beside its card (hidden in an untimed game)."""
        clock = controller.clock
        for card in (self.black_card, self.white_card):
            if clock is None:
                card.clock.show_time(None)
            else:
                color = card.color
                card.clock.show_time(
                    clock.remaining(color), running=clock.running is color, fallen=clock.fallen is color
                )

    def show_counts(self, position: Position) -> None:
        self.black_card.set_count(position.count(BLACK))
        self.white_card.set_count(position.count(WHITE))

    def smallest_width(self) -> int:
        """The width the panel's tiniest layout needs (it is left in the roomy layout)."""
        self.fit(compact=True, narrow=True, tiny=True)
        width = self.content_width()
        self.fit(compact=False, narrow=False, tiny=False)
        return width

    def content_width(self) -> int:
        """The width the panel needs to show its content unclipped."""
        self.layout().activate()
        return max(PANEL_MIN_WIDTH, self.minimumSizeHint().width())


def plays_on_texts(now: tuple[str, ...]) -> tuple[str, ...]:
    """Who plays on from a loaded game, longest first (``now``: ``side_texts``'s forms):
    ``plays on: Computer · level 4``, then shorter, then the player alone for the narrowest card."""
    said = translate("SidePanel", "plays on: {now}")
    return (*(said.format(now=text) for text in now[1:]), now[-1])
