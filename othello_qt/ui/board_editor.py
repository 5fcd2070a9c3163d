"""The board editor: set up any position, then play or analyse from it.

Click a square to put a disc of the chosen colour there (click it again to take it away); the side
to move, Clear and Start position are one click each; the board string below the board follows every
change and accepts a pasted or typed one.  ``core.setup.check_setup`` says, in the dialog, what would
make the position unplayable, and the Play and Analyse buttons wait until it is fixed.
"""

from __future__ import annotations

from typing import Literal

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtGui import QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.errors import NotationError
from othello_qt.core.position import BLACK, WHITE, WHITE_SPACE, Color, Position, square_name
from othello_qt.core.setup import SetupCheck, check_setup
from othello_qt.ui.board_state import BoardState
from othello_qt.ui.board_view import BoardView
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.text_parts import disc_count
from othello_qt.ui.themes import Theme

EditorChoice = Literal["play", "analyse"]
TOOLS = ("black", "white", "empty")


class BoardEditor(QDialog):
    """A modal editor; ``position()`` and ``choice`` tell what the user set up once it is accepted."""

    positionChanged = Signal()
    """The position set up so far changed (the games database's next moves follow it)."""

    def __init__(self, position: Position, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("BoardEditor", "Set up a position"))
        self._black = position.black
        self._white = position.white
        self.choice: EditorChoice = "play"

        self.board = BoardView(self)
        self.board.setMinimumSize(320, 320)
        if theme is not None:
            self.board.set_theme(theme)
        self.board.set_show_legal(False)
        self.board.squareClicked.connect(self.click_square)

        tools = QGroupBox(translate("BoardEditor", "Click places"), self)
        tool_layout = QVBoxLayout(tools)
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[str, QRadioButton] = {}
        tool_texts = (
            ("black", translate("BoardEditor", "Black disc")),
            ("white", translate("BoardEditor", "White disc")),
            ("empty", translate("BoardEditor", "Empty square")),
        )
        for index, (key, text) in enumerate(tool_texts):
            button = QRadioButton(text, tools)
            self.tool_group.addButton(button, index)
            self.tool_buttons[key] = button
            tool_layout.addWidget(button)
        self.tool_buttons["black"].setChecked(True)
        tool_layout.addWidget(
            QLabel(translate("BoardEditor", "Click a disc of the chosen colour again to remove it."), tools)
        )
        tool_layout.itemAt(tool_layout.count() - 1).widget().setWordWrap(True)

        turn = QGroupBox(translate("BoardEditor", "To move"), self)
        turn_layout = QHBoxLayout(turn)
        self.turn_buttons = {color: QRadioButton(color_name(color), turn) for color in (BLACK, WHITE)}
        for button in self.turn_buttons.values():
            turn_layout.addWidget(button)
        self.turn_buttons[position.turn].setChecked(True)

        self.clear_button = QPushButton(translate("BoardEditor", "Clear board"), self)
        self.clear_button.clicked.connect(self.clear)
        self.start_button = QPushButton(translate("BoardEditor", "Start position"), self)
        self.start_button.clicked.connect(self.reset_to_start)
        self.paste_button = QPushButton(translate("BoardEditor", "Paste board string"), self)
        self.paste_button.clicked.connect(self.paste)

        self.counts = QLabel(self)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setMinimumWidth(220)
        self.message.setAccessibleName(translate("BoardEditor", "Position check"))

        self.board_string = QLineEdit(self)
        self.board_string.setAccessibleName(translate("BoardEditor", "Board string"))
        self.board_string.setToolTip(
            translate("BoardEditor", "64 squares a1..h8 (X black, O white, - empty) and the side to move")
        )
        self.board_string.editingFinished.connect(self._board_string_edited)
        font = self.board_string.font()
        font.setFamily("monospace")
        self.board_string.setFont(font)

        self.buttons = QDialogButtonBox(self)
        accept = QDialogButtonBox.ButtonRole.AcceptRole
        self.play_button = self.buttons.addButton(translate("BoardEditor", "Play from here"), accept)
        self.analyse_button = self.buttons.addButton(translate("BoardEditor", "Analyse"), accept)
        self.analyse_button.setToolTip(
            translate("BoardEditor", "Both sides human, hints and the evaluation graph on")
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.play_button.clicked.connect(lambda: self._finish("play"))
        self.analyse_button.clicked.connect(lambda: self._finish("analyse"))
        self.buttons.rejected.connect(self.reject)

        side = QVBoxLayout()
        side.addWidget(tools)
        side.addWidget(turn)
        side.addWidget(self.clear_button)
        side.addWidget(self.start_button)
        side.addWidget(self.paste_button)
        side.addWidget(self.counts)
        side.addWidget(self.message, 1)
        top = QHBoxLayout()
        top.addWidget(self.board, 1)
        top.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.board_string)
        layout.addWidget(self.buttons)
        self.resize(760, 520)
        for button in self.turn_buttons.values():
            button.toggled.connect(self._refresh)
        self._refresh()

    # --- the position -----------------------------------------------------------------------------

    def turn(self) -> Color:
        return BLACK if self.turn_buttons[BLACK].isChecked() else WHITE

    def position(self) -> Position:
        return Position(self._black, self._white, self.turn())

    def set_position(self, position: Position) -> None:
        self._black, self._white = position.black, position.white
        self.turn_buttons[position.turn].setChecked(True)
        self._refresh()

    def tool(self) -> str:
        return TOOLS[max(0, self.tool_group.checkedId())]

    @Slot(int)
    def click_square(self, square: int) -> None:
        """Put the chosen tool's disc on ``square``; the same colour again empties it."""
        bit = 1 << square
        tool = self.tool()
        had_black, had_white = bool(self._black & bit), bool(self._white & bit)
        self._black &= ~bit
        self._white &= ~bit
        if tool == "black" and not had_black:
            self._black |= bit
        elif tool == "white" and not had_white:
            self._white |= bit
        self._refresh()

    @Slot()
    def clear(self) -> None:
        self._black = self._white = 0
        self._refresh()

    @Slot()
    def reset_to_start(self) -> None:
        self.set_position(Position.initial())

    @Slot()
    def paste(self) -> None:
        self.load_board_string(QGuiApplication.clipboard().text())

    def load_board_string(self, text: str) -> bool:
        """Take a board string (``X``/``O``/``-`` and the side to move); a clear message if it is bad.
        The one board parser reads it as it is: only ASCII space, tab, CR and LF count as white space."""
        where = "board string"
        try:
            position = Position.from_board_string(text, where=where)
        except (NotationError, ValueError) as exc:
            reason = str(exc).removeprefix(f"{where}: ")  # the message says "Not a board string" once
            self._show_message(
                translate("BoardEditor", "Not a board string: {error}").format(error=reason), error=True
            )
            return False
        self.set_position(position)
        return True

    @Slot()
    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter in the board string field shows the typed board (its ``editingFinished``) and
        plays nothing: the player sees the position before choosing to play it."""
        if self.focusWidget() is self.board_string and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            return
        super().keyPressEvent(event)

    def _board_string_edited(self) -> None:
        text = self.board_string.text()
        if text.strip(WHITE_SPACE) != self.position().board_string():
            self.load_board_string(text)

    # --- feedback ---------------------------------------------------------------------------------

    @Slot()
    def _refresh(self) -> None:
        position = self.position()
        self.board.set_state(BoardState(position))
        self.board_string.setText(position.board_string())
        black, white = disc_count(position.count(BLACK)), disc_count(position.count(WHITE))
        self.counts.setText(
            translate("BoardEditor", "Black {black} · White {white}").format(black=black, white=white)
        )
        check = check_setup(position)
        self._show_message(check_text(check), error=not check.ok)
        for button in (self.play_button, self.analyse_button):
            button.setEnabled(check.ok)
        self.positionChanged.emit()

    def _show_message(self, text: str, *, error: bool) -> None:
        self.message.setText(text)
        self.message.setStyleSheet("color: #d8343c; font-weight: bold;" if error else "")

    def _finish(self, choice: EditorChoice) -> None:
        text = self.board_string.text()
        if text.strip(WHITE_SPACE) != self.position().board_string() and not self.load_board_string(text):
            self.board_string.setFocus()  # the typed board is bad: say so, never drop it silently
            return
        if check_setup(self.position()).ok:
            self.choice = choice
            self.accept()

    def describe(self) -> str:
        """The set-up in words (tests, accessibility)."""
        position = self.position()
        discs = ", ".join(
            translate("BoardEditor", "{square} {color}").format(
                square=square_name(s), color=color_name(piece)
            )
            for s in range(64)
            if (piece := position.piece_at(s)) is not None
        )
        if not discs:
            return translate("BoardEditor", "{color} to move; no discs").format(
                color=color_name(position.turn)
            )
        return translate("BoardEditor", "{color} to move; {discs}").format(
            color=color_name(position.turn), discs=discs
        )


def check_text(check: SetupCheck) -> str:
    """What ``check`` tells the player (one line each), in the player's language."""
    return "\n".join(line.format(translate("SetupCheck", line.text), color_name) for line in check.shown())


def edit_position(position: Position, theme: Theme | None, parent: QWidget) -> BoardEditor:
    """Open the editor (window-modal, not blocking) on ``position``; connect to ``accepted``."""
    editor = BoardEditor(position, theme, parent)
    editor.setWindowModality(Qt.WindowModality.WindowModal)
    editor.open()
    return editor
