"""The window icon, painted at start-up (no image file to ship): a green square with two discs."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap, QRadialGradient


def _pixmap(size: int) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2f8a4e"))
    painter.drawRoundedRect(QRectF(0, 0, size, size), size * 0.18, size * 0.18)
    radius = size * 0.27
    for center, light, dark in (
        (QPointF(size * 0.36, size * 0.38), "#ffffff", "#c9cfcc"),
        (QPointF(size * 0.64, size * 0.62), "#5a5f63", "#08090a"),
    ):
        gradient = QRadialGradient(center - QPointF(radius / 3, radius / 3), radius * 1.4)
        gradient.setColorAt(0, QColor(light))
        gradient.setColorAt(1, QColor(dark))
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, size / 48)))
        painter.drawEllipse(center, radius, radius)
    painter.end()
    return pixmap


def app_icon() -> QIcon:
    icon = QIcon()
    for size in (16, 32, 48, 64, 128, 256):
        icon.addPixmap(_pixmap(size))
    return icon
