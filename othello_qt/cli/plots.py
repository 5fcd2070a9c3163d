"""Learning curves (``train-td``, ``train-eval``) as PNGs, drawn with Qt's QPainter on an offscreen QImage.

Qt is already a dependency, so the plot needs no matplotlib.  Drawing text needs a Qt
application; one is created on the offscreen platform when none exists.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.td.trainer import CurvePoint

WIDTH, HEIGHT = 900, 540
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 80, 30, 50, 60


def render_learning_curve(curve: Sequence[CurvePoint], path: str | os.PathLike[str], title: str) -> Path:
    """Plot win rate against random (y, 0-100 %) over training games (x); write the PNG atomically."""
    return write_atomically(path, learning_curve_png(curve, title))


def learning_curve_png(curve: Sequence[CurvePoint], title: str) -> bytes:
    """The plot of ``render_learning_curve`` as PNG bytes."""
    return line_plot_png(
        [(p.games, p.win_rate) for p in curve],
        title,
        x_label="self-play training games",
        y_label="wins against random",
        y_top=1.0,
        y_step=0.1,
        y_format=lambda y: f"{100 * y:.0f} %",
        reference=(0.95, "95 %: the seed's reported figure"),
    )


def line_plot_png(
    points: Sequence[tuple[float, float]],
    title: str,
    *,
    x_label: str,
    y_label: str,
    y_top: float,
    y_step: float,
    y_format: Callable[[float], str],
    reference: tuple[float, str] | None = None,
) -> bytes:
    """A line over (x, y) points, y from 0 to ``y_top``, x from 0 to the largest x; PNG bytes.

    Used for the learning curves of ``train-td`` (win rate) and ``train-eval`` (test error).
    """
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPolygonF

    from othello_qt.ui.qt_app import application

    application(offscreen=True)  # drawing text needs one
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    left, top = MARGIN_LEFT, MARGIN_TOP
    plot_w, plot_h = WIDTH - MARGIN_LEFT - MARGIN_RIGHT, HEIGHT - MARGIN_TOP - MARGIN_BOTTOM
    max_x = max((x for x, _ in points), default=0) or 1

    def x_of(x: float) -> float:
        return left + plot_w * x / max_x

    def y_of(y: float) -> float:
        return top + plot_h * (1.0 - y / y_top)

    font = QFont()
    font.setPixelSize(13)
    painter.setFont(font)
    grid = QPen(QColor(220, 220, 220))
    axis = QPen(QColor(60, 60, 60))
    steps = round(y_top / y_step)
    for i in range(steps + 1):
        y = y_of(i * y_step)
        painter.setPen(grid)
        painter.drawLine(QPointF(left, y), QPointF(left + plot_w, y))
        painter.setPen(axis)
        painter.drawText(QRectF(0, y - 9, left - 8, 18), Qt.AlignmentFlag.AlignRight, y_format(i * y_step))
    for i in range(6):
        x_value = max_x * i / 5
        x = x_of(x_value)
        painter.setPen(grid)
        painter.drawLine(QPointF(x, top), QPointF(x, top + plot_h))
        painter.setPen(axis)
        painter.drawText(
            QRectF(x - 50, top + plot_h + 6, 100, 18), Qt.AlignmentFlag.AlignHCenter, f"{x_value:,.0f}"
        )
    if reference is not None:
        value, text = reference
        painter.setPen(QPen(QColor(200, 80, 60), 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(left, y_of(value)), QPointF(left + plot_w, y_of(value)))
        legend_y = top + plot_h - 24
        painter.drawLine(QPointF(left + plot_w - 250, legend_y), QPointF(left + plot_w - 220, legend_y))
        painter.drawText(QRectF(left + plot_w - 212, legend_y - 9, 210, 18), Qt.AlignmentFlag.AlignLeft, text)
    painter.setPen(axis)
    painter.drawRect(QRectF(left, top, plot_w, plot_h))
    painter.drawText(QRectF(left, HEIGHT - 28, plot_w, 20), Qt.AlignmentFlag.AlignHCenter, x_label)
    painter.save()
    painter.translate(18, top + plot_h / 2)
    painter.rotate(-90)
    painter.drawText(QRectF(-150, -10, 300, 20), Qt.AlignmentFlag.AlignHCenter, y_label)
    painter.restore()
    title_font = QFont(font)
    title_font.setPixelSize(16)
    title_font.setBold(True)
    painter.setFont(title_font)
    painter.drawText(QRectF(0, 12, WIDTH, 24), Qt.AlignmentFlag.AlignHCenter, title)
    if points:
        line = QPen(QColor(30, 90, 180), 2)
        painter.setPen(line)
        polygon = QPolygonF([QPointF(x_of(x), y_of(y)) for x, y in points])
        painter.drawPolyline(polygon)
        painter.setBrush(QColor(30, 90, 180))
        for point in polygon:
            painter.drawEllipse(point, 2.5, 2.5)
    painter.end()
    from othello_qt.ui.png import png_bytes

    return png_bytes(image)
