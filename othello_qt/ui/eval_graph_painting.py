"""How the evaluation graph is drawn: its scale, the axes and grid, the sides' names and the legend,
the line with its points, the review's marks.

Apart from ``eval_graph``'s widget, which holds the values and answers the mouse and screen
readers: functions of what they draw, with the pixmaps they keep (text and antialiased shapes are
slow to draw, so each is drawn once per size, palette and scale).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPalette, QPen, QPixmap

from othello_qt.core.position import BLACK, WHITE
from othello_qt.core.review import PositionValue, Verdict
from othello_qt.ui.i18n import color_name
from othello_qt.ui.themes import VERDICT_COLORS

MARGIN_LEFT = 36
"""Room left of the plot for the score labels."""
MARGIN = 8


@dataclass(frozen=True)
class GraphScale:
    """Where a value goes: the plot's rectangle, the scores at its top and bottom (``±span``) and the
    plies across it."""

    rect: QRectF
    span: float
    plies: int

    def point(self, ply: int, score: float) -> QPointF:
        rect, span = self.rect, self.span
        x = rect.left() + rect.width() * ply / self.plies
        y = rect.center().y() - rect.height() / 2 * max(-span, min(span, score)) / span
        return QPointF(x, y)


def small_font(font: QFont) -> QFont:
    """The graph's labels' font: a little smaller than the window's."""
    small = QFont(font)
    small.setPointSizeF(max(6.5, small.pointSizeF() * 0.8))
    return small


def text_on_backdrop(
    painter: QPainter, palette: QPalette, inside: QRectF, flags: Qt.AlignmentFlag, label: str, text: QColor
) -> None:
    """``label`` placed in ``inside`` by ``flags``, on the plot's colour (85 % opaque): readable
    over the line and its points."""
    backdrop = QColor(palette.color(palette.ColorRole.Base))
    backdrop.setAlpha(215)
    painter.fillRect(painter.boundingRect(inside, flags, label).adjusted(-3, -1, 3, 1), backdrop)
    painter.setPen(text)
    painter.drawText(inside, flags, label)


class GraphPixmaps:
    """The graph's parts drawn ahead and kept while what they show holds: the background (axes, grid,
    score labels), the labels over the plot (the sides' names, the legend) and the points' sprites."""

    def __init__(self) -> None:
        self._background_key: tuple | None = None
        self._background: QPixmap | None = None
        self._labels_key: tuple | None = None
        self._labels: QPixmap | None = None
        self._sprites: dict[tuple, QPixmap] = {}

    def background(
        self, size: QSize, ratio: float, palette: QPalette, scale: GraphScale, font: QFont
    ) -> QPixmap:
        """Axes, grid and labels: drawn once per size, scale and palette (text is slow to draw)."""
        width, height = size.width(), size.height()
        key = (width, height, ratio, scale.span, scale.plies, palette.cacheKey())
        if self._background_key == key and self._background is not None:
            return self._background
        rect, span = scale.rect, scale.span
        pixmap = QPixmap(int(width * ratio), int(height * ratio))
        pixmap.setDevicePixelRatio(ratio)
        text = palette.color(palette.ColorRole.Text)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(QRectF(0, 0, width, height), palette.color(palette.ColorRole.Window))
        painter.fillRect(rect, palette.color(palette.ColorRole.Base))
        dark = QColor(text)  # Black's half darker: the side ahead is where the line is
        dark.setAlpha(22)
        painter.fillRect(QRectF(rect.left(), rect.top(), rect.width(), rect.height() / 2), dark)
        grid = QColor(text)
        grid.setAlpha(60)
        painter.setFont(small_font(font))
        for score in (span, span / 2, 0, -span / 2, -span):
            y = scale.point(0, score).y()
            painter.setPen(QPen(grid, 1.4 if score == 0 else 0.6))
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
            painter.setPen(text)
            label = f"{score:+.0f}" if score else "0"
            painter.drawText(QRectF(0, y - 8, MARGIN_LEFT - 9, 16), Qt.AlignmentFlag.AlignRight, label)
        painter.setPen(QPen(grid, 0.6, Qt.PenStyle.DotLine))
        for ply in range(10, scale.plies + 1, 10):
            x = scale.point(ply, 0).x()
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        painter.end()
        self._background_key, self._background = key, pixmap
        return pixmap

    def labels(
        self, size: QSize, ratio: float, palette: QPalette, rect: QRectF, font: QFont, legend: str
    ) -> QPixmap:
        """The sides' names and the legend, drawn over the line on a backdrop of the plot's colour
        (points at +-64 or in a corner never hide them: "○stimate"); drawn once per size, palette
        and legend, like the background."""
        key = (size.width(), size.height(), ratio, palette.cacheKey(), font.key(), legend)
        if self._labels_key == key and self._labels is not None:
            return self._labels
        text = palette.color(palette.ColorRole.Text)
        pixmap = QPixmap(int(size.width() * ratio), int(size.height() * ratio))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(small_font(font))
        inside = rect.adjusted(4, 2, -4, -2)
        top, bottom = (
            Qt.AlignmentFlag.AlignLeft | edge
            for edge in (Qt.AlignmentFlag.AlignTop, Qt.AlignmentFlag.AlignBottom)
        )
        text_on_backdrop(painter, palette, inside, top, color_name(BLACK), text)
        text_on_backdrop(painter, palette, inside, bottom, color_name(WHITE), text)
        # the legend on the left too, after "White": the opening's values lie near 0, while the
        # right-hand corners are where a lopsided ending's points lie (+-64)
        after_white = painter.boundingRect(inside, bottom, color_name(WHITE)).width() + 14
        text_on_backdrop(painter, palette, inside.adjusted(after_white, 0, 0, 0), bottom, legend, text)
        painter.end()
        self._labels_key, self._labels = key, pixmap
        return pixmap

    def sprite(self, exact: bool, radius: float, ratio: float, palette: QPalette) -> QPixmap:
        """A point of the graph: a filled square (exact) or a hollow circle (estimate)."""
        key = (exact, radius, ratio, palette.cacheKey())
        sprite = self._sprites.get(key)
        if sprite is None:
            size = 2 * (radius + 1.5)
            sprite = QPixmap(int(size * ratio + 0.5), int(size * ratio + 0.5))
            sprite.setDevicePixelRatio(ratio)
            sprite.fill(Qt.GlobalColor.transparent)
            text = palette.color(palette.ColorRole.Text)
            painter = QPainter(sprite)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            center = QPointF(size / 2, size / 2)
            if exact:
                painter.setPen(QPen(text, 1))
                painter.setBrush(text)
                painter.drawRect(QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius))
            else:
                painter.setPen(QPen(text, 1.2))
                painter.setBrush(palette.color(palette.ColorRole.Base))
                painter.drawEllipse(center, radius, radius)
            painter.end()
            self._sprites[key] = sprite
        return sprite


def paint_line(
    painter: QPainter,
    values: Sequence[PositionValue | None],
    scale: GraphScale,
    pixmaps: GraphPixmaps,
    ratio: float,
    palette: QPalette,
) -> None:
    """The values' line, solid between exact values and dashed elsewhere, broken where a position
    is not valued yet, with a point on each value."""
    text = palette.color(palette.ColorRole.Text)
    points = [(v, scale.point(v.ply, v.black_score)) for v in values if v is not None]
    solid, dashed = QPainterPath(), QPainterPath()
    for (a, pa), (b, pb) in itertools.pairwise(points):
        if b.ply != a.ply + 1:
            continue  # a gap: the positions between are not valued yet
        path = solid if a.exact and b.exact else dashed
        path.moveTo(pa)
        path.lineTo(pb)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(text, 1.6))
    painter.drawPath(solid)
    painter.setPen(QPen(text, 1.6, Qt.PenStyle.DashLine))
    painter.drawPath(dashed)
    radius = 3.0 if len(values) < 70 else 2.0
    sprites = {exact: pixmaps.sprite(exact, radius, ratio, palette) for exact in (False, True)}
    offset = radius + 1.5
    for value, point in points:  # small pre-drawn pixmaps: many antialiased shapes are slow
        painter.drawPixmap(QPointF(point.x() - offset, point.y() - offset), sprites[value.exact])


def paint_marks(
    painter: QPainter,
    values: Sequence[PositionValue | None],
    marks: dict[int, Verdict],
    scale: GraphScale,
    font: QFont,
    labels: Sequence[tuple[int, QRectF]],
) -> None:
    """The review's mistakes and blunders: a dot in the verdict's colour on the line, and its symbol
    (``?``, ``??``) where ``labels`` placed it in the band above the plot."""
    for ply, verdict in marks.items():
        if verdict is Verdict.GOOD or ply >= len(values) or values[ply] is None:
            continue
        value = values[ply]
        assert value is not None
        point = scale.point(ply, value.black_score)
        color = QColor(VERDICT_COLORS[verdict.word])
        radius = 5.5 if verdict is Verdict.BLUNDER else 4.5
        painter.setPen(QPen(color.darker(130), 1))
        painter.setBrush(color)
        painter.drawEllipse(point, radius, radius)
    painter.setFont(font)
    for ply, label in labels:
        verdict = marks[ply]
        painter.setPen(QColor(VERDICT_COLORS[verdict.word]).darker(110))
        painter.drawText(label, Qt.AlignmentFlag.AlignCenter, verdict.symbol)
