"""The file choosers open wide enough to read, return what was chosen, and nothing when cancelled."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QHeaderView, QLineEdit, QTreeView

from othello_qt.ui import file_dialogs


def answer_with(qtbot, act) -> list[QFileDialog]:
    """Act on the chooser once it shows (it runs its own event loop), keeping it to look at."""
    seen: list[QFileDialog] = []

    def find(tries: int = 250) -> None:
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QFileDialog) and w.isVisible()]
        if shown and tries == 0:
            shown[0].reject()  # never a hung test: the assertions after it fail instead
        elif shown:
            if not seen:
                seen.append(shown[0])
            act(shown[0])
        if tries and (not shown or shown[0].isVisible()):  # the chooser may need a moment to accept
            QTimer.singleShot(20, lambda: find(tries - 1))

    QTimer.singleShot(0, find)
    return seen


def test_the_open_chooser_shows_its_columns_whole_and_returns_the_file(qtbot, tmp_path: Path) -> None:
    (tmp_path / "a game from the club championship, round 3.ggf").write_text("(;GM[Othello];)")
    chosen = tmp_path / "chosen.ggf"
    chosen.write_text("(;GM[Othello];)")
    columns: list[tuple[int, int]] = []

    def choose(dialog: QFileDialog) -> None:
        details = dialog.findChild(QTreeView)
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        if details.model().rowCount(details.rootIndex()) < 2:
            return  # the folder is still being read: looked at again shortly
        if not columns:
            header: QHeaderView = details.header()
            for column in range(1, header.count()):  # Size, Type, Date: each as wide as its text
                needed = max(header.sectionSizeHint(column), details.sizeHintForColumn(column))
                columns.append((header.sectionSize(column), needed))
            columns.append((details.viewport().width(), header.length()))  # nothing out of sight
        name = dialog.findChild(QLineEdit, "fileNameEdit")
        name.setText(chosen.name)
        qtbot.keyClick(name, Qt.Key.Key_Return)  # as a player chooses it

    seen = answer_with(qtbot, choose)
    path = file_dialogs.open_file_name(None, "Open game", str(tmp_path), "Games (*.ggf)")
    assert path == str(chosen)
    screen = QApplication.primaryScreen().availableGeometry().width() - file_dialogs.SCREEN_MARGIN
    assert seen and seen[0].width() >= min(file_dialogs.CHOOSER_SIZE.width(), screen)
    assert columns and all(size >= hint for size, hint in columns), columns


def test_a_cancelled_chooser_returns_nothing(qtbot, tmp_path: Path) -> None:
    answer_with(qtbot, lambda dialog: dialog.reject())
    suggested = str(tmp_path / "g.ggf")
    assert file_dialogs.save_file_name(None, "Save game", suggested, "Games (*.ggf)") == ("", "")
    answer_with(qtbot, lambda dialog: dialog.reject())
    assert file_dialogs.existing_folder(None, "Folder", str(tmp_path)) == ""
