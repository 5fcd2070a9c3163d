"""The board: a custom-painted, resizable, high-DPI widget showing a ``Position``."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from othello_qt.core.position import BLACK, FILE_NAMES, Position


class BoardView(QWidget):
    """Draws the board, coordinates and discs, scaled to the widget's size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._position = Position.initial()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(240, 240)

    def sizeHint(self) -> QSize:
        return QSize(560, 560)

    def set_position(self, position: Position) -> None:
        self._position = position
        self.update()

    def _geometry(self) -> tuple[QRectF, float]:
        side = min(self.width(), self.height())
        margin = side * 0.06
        cell = (side - 2 * margin) / 8
        left = (self.width() - 8 * cell) / 2
        top = (self.height() - 8 * cell) / 2
        return QRectF(left, top, 8 * cell, 8 * cell), cell

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), QColor("#1f3b2d"))
        board, cell = self._geometry()
        painter.fillRect(board, QColor("#2e7d4f"))
        painter.setPen(QPen(QColor("#0f2a1c"), max(1.0, cell / 40)))
        for i in range(9):
            painter.drawLine(
                QPointF(board.left() + i * cell, board.top()),
                QPointF(board.left() + i * cell, board.bottom()),
            )
            painter.drawLine(
                QPointF(board.left(), board.top() + i * cell), QPointF(board.right(), board.top() + i * cell)
            )
        painter.setBrush(QColor("#0f2a1c"))
        for cx, cy in ((2, 2), (6, 2), (2, 6), (6, 6)):
            painter.drawEllipse(
                QPointF(board.left() + cx * cell, board.top() + cy * cell), cell / 14, cell / 14
            )
        font = QFont(self.font())
        font.setPixelSize(max(8, int(cell * 0.28)))
        painter.setFont(font)
        painter.setPen(QColor("#d8e8dc"))
        for i in range(8):
            painter.drawText(
                QRectF(board.left() + i * cell, board.top() - cell * 0.5, cell, cell * 0.5),
                Qt.AlignmentFlag.AlignCenter,
                FILE_NAMES[i],
            )
            painter.drawText(
                QRectF(board.left() - cell * 0.5, board.top() + i * cell, cell * 0.5, cell),
                Qt.AlignmentFlag.AlignCenter,
                str(i + 1),
            )
        painter.setPen(Qt.PenStyle.NoPen)
        for square in range(64):
            piece = self._position.piece_at(square)
            if piece is None:
                continue
            center = QPointF(
                board.left() + (square % 8 + 0.5) * cell, board.top() + (square // 8 + 0.5) * cell
            )
            radius = cell * 0.42
            gradient = QRadialGradient(center - QPointF(radius / 3, radius / 3), radius * 1.4)
            if piece is BLACK:
                gradient.setColorAt(0, QColor("#5a5a5a"))
                gradient.setColorAt(1, QColor("#050505"))
            else:
                gradient.setColorAt(0, QColor("#ffffff"))
                gradient.setColorAt(1, QColor("#bdbdbd"))
            painter.setBrush(gradient)
            painter.drawEllipse(center, radius, radius)
        painter.end()
