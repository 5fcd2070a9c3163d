"""The main window."""

from __future__ import annotations

from PySide6.QtWidgets import QMainWindow

from othello_qt.core.position import Position
from othello_qt.ui.board_view import BoardView


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("Othello")
        self.board_view = BoardView(self)
        self.board_view.set_position(Position.initial())
        self.setCentralWidget(self.board_view)
        self.statusBar().showMessage("Black to move")
