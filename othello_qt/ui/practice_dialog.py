"""Game → Practise an opening…: the opening to practise (a searchable list of the named openings, or
the board as it is), the side to play, and the results kept for each."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.opening_practice import OFF_LINE_DISCS, OpeningRecord
from othello_qt.core.openings import OPENINGS, Opening
from othello_qt.core.position import BLACK, WHITE, Color
from othello_qt.ui.i18n import color_name, number_text, translate
from othello_qt.ui.player_words import opening_title

FROM_BOARD = "board"
"""The list's first entry: practise from the board as it is."""


def record_text(record: OpeningRecord | None) -> str:
    """``Tried 4 times, 3 clean runs, last on 2026-12-02`` (or never tried), in the player's language."""
    if record is None or record.tries == 0:
        return translate("Practice", "Not practised yet")
    tries = translate("Practice", "Practised %n time(s)", None, record.tries)
    clean = translate("Practice", "%n clean run(s)", None, record.clean)
    return translate("Practice", "{tries}, {clean}, last on {date}").format(
        tries=tries, clean=clean, date=record.last
    )


class PracticeDialog(QDialog):
    """Which opening, which side.  ``records``: the results kept, by ``practice_name``;
    ``board_name``: the name the board's practice is kept under; ``problem``: why the results file
    could not be read (shown above the list), or ``""``; ``board_first``: the board as it is comes
    chosen (not for a finished game: then the first opening)."""

    def __init__(
        self,
        parent: QWidget | None,
        records: dict[str, OpeningRecord],
        board_name: str,
        problem: str = "",
        *,
        board_first: bool = True,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", "Practise an opening"))
        self.records = records
        self.board_name = board_name
        layout = QVBoxLayout(self)
        if problem:
            warning = QLabel(problem)
            warning.setWordWrap(True)
            warning.setObjectName("practiceProblem")
            layout.addWidget(warning)
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("Practice", "Search the openings"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        layout.addWidget(self.search)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setAccessibleName(translate("Practice", "Openings"))
        self.list.setHeaderLabels(
            [
                translate("Practice", "Opening"),
                translate("Practice", "Tries"),
                translate("Practice", "Clean"),
                translate("Practice", "Last"),
                translate("Practice", "Moves"),
            ]
        )
        self._add(translate("Practice", "The board as it is"), "", FROM_BOARD, board_name)
        for opening in sorted(OPENINGS, key=lambda o: opening_title(o).casefold()):
            self._add(opening_title(opening), opening.moves, opening, opening.name)
        for column in range(1, 4):
            self.list.resizeColumnToContents(column)
        self.list.setColumnWidth(0, 240)
        self.list.currentItemChanged.connect(self._show_record)
        self.list.itemDoubleClicked.connect(self.accept)
        layout.addWidget(self.list, 1)
        form = QFormLayout()
        self.side = QComboBox()
        for color in (BLACK, WHITE):
            self.side.addItem(color_name(color), color)
        form.addRow(translate("Practice", "You play:"), self.side)
        self.record = QLabel()
        self.record.setObjectName("practiceRecord")
        form.addRow(translate("Practice", "Your results:"), self.record)
        layout.addLayout(form)
        hint = translate(
            "Practice",
            "The computer plays the opening, then the replies played most often in the open games "
            "database (with no database open, the opening book's best moves). A move that loses "
            "more than {discs} discs against the book's best is shown at once, and you may try again.",
        )
        explanation = QLabel(hint.format(discs=number_text(round(OFF_LINE_DISCS))))
        explanation.setWordWrap(True)
        layout.addWidget(explanation)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton(
            translate("Practice", "&Practise"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.list.setCurrentItem(self.list.topLevelItem(0 if board_first else 1))
        self.resize(560, 560)

    def _add(self, title: str, moves: str, value: object, name: str) -> None:
        """A row: the opening (or the board), its moves, and its results kept under ``name``."""
        record = self.records.get(name)
        cells = [title, "", "", "", moves]
        if record is not None and record.tries > 0:
            cells[1:4] = [number_text(record.tries), number_text(record.clean), record.last]
        item = QTreeWidgetItem(cells)
        item.setData(0, Qt.ItemDataRole.UserRole, value)
        item.setToolTip(0, record_text(record))
        item.setToolTip(4, moves)
        self.list.addTopLevelItem(item)

    def items(self) -> list[QTreeWidgetItem]:
        return [self.list.topLevelItem(row) for row in range(self.list.topLevelItemCount())]

    @Slot(str)
    def _filter(self, text: str) -> None:
        """Only the openings whose name (or other names, or moves) hold ``text``."""
        wanted = text.strip().casefold()
        first_shown = None
        for item in self.items():
            words = f"{item.text(0)} {item.text(4)}".casefold()
            shown = not wanted or wanted in words or self._matches(item, wanted)
            item.setHidden(not shown)
            if shown and first_shown is None:
                first_shown = item
        current = self.list.currentItem()
        if first_shown is not None and (current is None or current.isHidden()):
            self.list.setCurrentItem(first_shown)
        self.start_button.setEnabled(first_shown is not None)

    @staticmethod
    def _matches(item: QTreeWidgetItem, wanted: str) -> bool:
        opening = item.data(0, Qt.ItemDataRole.UserRole)
        return isinstance(opening, Opening) and wanted in opening.full_name.casefold()

    @Slot()
    def _show_record(self) -> None:
        choice = self.choice()
        name = self.board_name if choice is None else choice.name
        self.record.setText(record_text(self.records.get(name)))

    def choice(self) -> Opening | None:
        """The chosen opening; ``None``: the board as it is."""
        item = self.list.currentItem()
        value = None if item is None else item.data(0, Qt.ItemDataRole.UserRole)
        return value if isinstance(value, Opening) else None

    def select(self, name: str) -> None:
        """Choose the opening called ``name`` (English), as a click on it would."""
        for item in self.items():
            value = item.data(0, Qt.ItemDataRole.UserRole)
            if isinstance(value, Opening) and value.name == name:
                self.list.setCurrentItem(item)
                return
        raise ValueError(name)

    def color(self) -> Color:
        return self.side.currentData()
