"""Choosing a file or a folder: the desktop's own chooser where it has one, otherwise Qt's, opened
wide, with its Size, Type and Date columns as wide as what they show (Qt's cut them short)."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QHeaderView, QTreeView, QWidget

CHOOSER_SIZE = QSize(860, 540)
"""The size Qt's own chooser opens at (smaller on a smaller screen)."""
SCREEN_MARGIN = 40


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """The file the player chose to open, or ``""``."""
    dialog = _chooser(parent, title, folder, filters)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    return _chosen(dialog)[0]


def save_file_name(parent: QWidget | None, title: str, suggested: str, filters: str) -> tuple[str, str]:
    """The file the player chose to save to (an existing one only after asking) and the filter
    chosen, or ``("", "")``."""
    dialog = _chooser(parent, title, suggested, filters)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    return _chosen(dialog)


def existing_folder(parent: QWidget | None, title: str, folder: str) -> str:
    """The folder the player chose, or ``""``."""
    dialog = _chooser(parent, title, folder, "")
    dialog.setFileMode(QFileDialog.FileMode.Directory)
    dialog.setOption(QFileDialog.Option.ShowDirsOnly, True)
    return _chosen(dialog)[0]


def _chooser(parent: QWidget | None, title: str, where: str, filters: str) -> QFileDialog:
    dialog = QFileDialog(parent, title, where, filters)
    screen = parent.screen() if parent is not None else QGuiApplication.primaryScreen()
    room = screen.availableGeometry().size() - QSize(SCREEN_MARGIN, SCREEN_MARGIN)
    wanted = CHOOSER_SIZE.boundedTo(room)
    dialog.resize(wanted.expandedTo(dialog.minimumSizeHint()))
    details = dialog.findChild(QTreeView)  # Qt's own chooser only: the desktop's has none
    if details is not None:
        header = details.header()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the name takes the rest
        for column in range(1, header.count()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return dialog


def _chosen(dialog: QFileDialog) -> tuple[str, str]:
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return "", ""
        return dialog.selectedFiles()[0], dialog.selectedNameFilter()
    finally:
        dialog.deleteLater()
