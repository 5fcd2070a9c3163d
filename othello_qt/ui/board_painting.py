"""How the board is drawn: its squares' places, the frame and felt, the discs, the legal-move markers,
the hints and the keyboard cursor.

Functions of what they draw (a state, a theme, a place), apart from the widget that decides when:
the board's look changes here without touching its input, its timers or its screen-reader side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPen, QPixmap, QRadialGradient

from othello_qt.core.position import BLACK, FILE_NAMES, Color
from othello_qt.ui.board_animation import DiscPose, MoveAnimation
from othello_qt.ui.board_state import BoardState, Hints
from othello_qt.ui.text_parts import score_text
from othello_qt.ui.themes import Theme

SPRITE_SCALE = 1.18
"""A disc sprite's half side, in disc radii (room for the shadow)."""


@dataclass(frozen=True)
class BoardGeometry:
    """Where the 64 squares are in a widget: the board's rectangle and a square's side."""

    board: QRectF
    cell: float

    @classmethod
    def fitted(cls, width: float, height: float, *, show_coordinates: bool) -> BoardGeometry:
        """The largest board centred in ``width`` x ``height``, its frame wide enough for the
        coordinates if they are shown."""
        side = min(width, height)
        frame = side * (0.075 if show_coordinates else 0.035)
        cell = (side - 2 * frame) / 8
        left = (width - 8 * cell) / 2
        top = (height - 8 * cell) / 2
        return cls(QRectF(left, top, 8 * cell, 8 * cell), cell)

    def square_at(self, point: QPointF) -> int | None:
        """The square under ``point``; ``None`` off the board."""
        board, cell = self.board, self.cell
        if not board.contains(point):
            return None
        column = int((point.x() - board.left()) // cell)
        row = int((point.y() - board.top()) // cell)
        if 0 <= column < 8 and 0 <= row < 8:
            return 8 * row + column
        return None

    def square_rect(self, square: int) -> QRectF:
        board, cell = self.board, self.cell
        return QRectF(board.left() + (square % 8) * cell, board.top() + (square // 8) * cell, cell, cell)

    def square_center(self, square: int) -> QPointF:
        board, cell = self.board, self.cell
        return QPointF(board.left() + (square % 8 + 0.5) * cell, board.top() + (square // 8 + 0.5) * cell)


def paint_board(
    painter: QPainter, theme: Theme, geometry: BoardGeometry, font: QFont, *, show_coordinates: bool
) -> None:
    """The empty board: its frame with a soft shadow, the felt, the grid and its four dots, and the
    coordinates around it if shown."""
    board, cell = geometry.board, geometry.cell
    border = cell * (0.62 if show_coordinates else 0.22)
    outer = board.adjusted(-border, -border, border, border)
    shadow = outer.translated(0, cell * 0.06)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 90))
    painter.drawRoundedRect(shadow, cell * 0.18, cell * 0.18)
    gradient = QLinearGradient(outer.topLeft(), outer.bottomRight())
    gradient.setColorAt(0, theme.color("frame_light"))
    gradient.setColorAt(1, theme.color("frame"))
    painter.setBrush(gradient)
    painter.drawRoundedRect(outer, cell * 0.18, cell * 0.18)
    felt = QRadialGradient(board.center(), board.width() * 0.75)
    felt.setColorAt(0, theme.color("felt_light"))
    felt.setColorAt(1, theme.color("felt"))
    painter.setBrush(felt)
    painter.drawRect(board)
    pen = QPen(theme.color("grid"), max(1.0, cell / 36))
    painter.setPen(pen)
    for i in range(9):
        x = board.left() + i * cell
        y = board.top() + i * cell
        painter.drawLine(QPointF(x, board.top()), QPointF(x, board.bottom()))
        painter.drawLine(QPointF(board.left(), y), QPointF(board.right(), y))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.color("grid"))
    for cx, cy in ((2, 2), (6, 2), (2, 6), (6, 6)):
        painter.drawEllipse(QPointF(board.left() + cx * cell, board.top() + cy * cell), cell / 13, cell / 13)
    if show_coordinates:
        font = QFont(font)
        font.setPixelSize(max(9, int(cell * 0.27)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.color("coordinates"))
        band = border
        for i in range(8):
            for rect in (
                QRectF(board.left() + i * cell, board.top() - band, cell, band),
                QRectF(board.left() + i * cell, board.bottom(), cell, band),
            ):
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, FILE_NAMES[i])
            for rect in (
                QRectF(board.left() - band, board.top() + i * cell, band, cell),
                QRectF(board.right(), board.top() + i * cell, band, cell),
            ):
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(i + 1))


class BoardBackground:
    """The empty board, painted once into a pixmap and kept while the size, the pixel ratio, the theme
    and the coordinates stay as they were."""

    def __init__(self) -> None:
        self._pixmap: QPixmap | None = None
        self._key: tuple[object, ...] = ()

    def clear(self) -> None:
        self._pixmap = None

    def pixmap(
        self,
        size: QSize,
        ratio: float,
        theme: Theme,
        geometry: BoardGeometry,
        font: QFont,
        *,
        show_coordinates: bool,
    ) -> QPixmap:
        key = (size.width(), size.height(), ratio, theme.name, show_coordinates)
        if self._pixmap is not None and key == self._key:
            return self._pixmap
        pixmap = QPixmap(QSize(max(1, int(size.width() * ratio)), max(1, int(size.height() * ratio))))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(theme.color("window"))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_board(painter, theme, geometry, font, show_coordinates=show_coordinates)
        painter.end()
        self._pixmap, self._key = pixmap, key
        return pixmap


def disc_color(theme: Theme, color: Color, alpha: int = 255) -> QColor:
    """A side's flat colour (a marker of its move, a preview of a flip)."""
    return theme.color("black_dark" if color is BLACK else "white_light", alpha)


class DiscSprites:
    """The discs, drawn from cached sprites: painting their gradients is the costly part of a frame."""

    def __init__(self) -> None:
        self._sprites: dict[tuple[str, int, float], QPixmap] = {}

    def clear(self) -> None:
        self._sprites.clear()

    def draw(
        self, painter: QPainter, theme: Theme, center: QPointF, radius: float, pose: DiscPose, ratio: float
    ) -> None:
        """A disc in ``pose`` (squeezed while it turns over, raised and grown as it is placed) at
        ``center``, for a device of pixel ratio ``ratio``."""
        sprite = self._sprite(theme, pose.color, radius, ratio)
        half = radius * SPRITE_SCALE * pose.scale
        top = center.y() - half - radius * 0.10 * pose.lift
        target = QRectF(center.x() - half * pose.width, top, 2 * half * pose.width, 2 * half)
        if pose.opacity < 1.0:
            painter.setOpacity(pose.opacity)
        painter.drawPixmap(target, sprite, QRectF(sprite.rect()))
        if pose.opacity < 1.0:
            painter.setOpacity(1.0)

    def _sprite(self, theme: Theme, color: Color, radius: float, ratio: float) -> QPixmap:
        key = (theme.name, int(color), round(radius * ratio, 1))
        sprite = self._sprites.get(key)
        if sprite is None:
            if len(self._sprites) > 16:
                self._sprites.clear()
            side = math.ceil(2 * radius * SPRITE_SCALE * ratio)
            sprite = QPixmap(side, side)
            sprite.fill(Qt.GlobalColor.transparent)
            painter = QPainter(sprite)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(ratio, ratio)
            center = QPointF(side / ratio / 2, side / ratio / 2)
            render_disc(painter, theme, center, radius, color)
            painter.end()
            self._sprites[key] = sprite
        return sprite


def render_disc(
    painter: QPainter,
    theme: Theme,
    center: QPointF,
    radius: float,
    color: Color,
    width: float = 1.0,
    lift: float = 0.0,
) -> None:
    """A shaded disc; ``width`` < 1 squeezes it horizontally (turning over), ``lift`` raises it.  A
    theme of marked discs tells the sides apart by shape too (a ring on white), not by colour alone."""
    rx, ry = radius * width, radius
    offset = radius * 0.09 * (1 + lift)
    painter.setPen(Qt.PenStyle.NoPen)
    if not theme.marked_discs:
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(center + QPointF(offset * 0.5, offset), rx * 1.02, ry * 1.02)
    center = center - QPointF(0, radius * 0.08 * lift)
    light, dark = ("black_light", "black_dark") if color is BLACK else ("white_light", "white_dark")
    gradient = QRadialGradient(center - QPointF(rx * 0.35, ry * 0.45), radius * 1.45)
    gradient.setColorAt(0, theme.color(light))
    gradient.setColorAt(1, theme.color(dark))
    painter.setBrush(QBrush(gradient))
    edge = theme.color("disc_edge")
    if theme.marked_discs:
        painter.setPen(QPen(edge, max(2.0, radius / 7)))
    elif color is not BLACK:
        painter.setPen(QPen(QColor(0, 0, 0, 90), max(1.0, radius / 16)))
    painter.drawEllipse(center, rx, ry)
    if theme.marked_discs and color is not BLACK:
        # white discs carry a black ring: the sides differ by shape, not only by colour
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor("#000000"), max(2.0, radius / 6)))
        painter.drawEllipse(center, rx * 0.52, ry * 0.52)
    elif not theme.marked_discs:
        painter.setPen(Qt.PenStyle.NoPen)
        spot = center - QPointF(rx * 0.30, ry * 0.38)
        shine = QRadialGradient(spot, radius * 0.55)
        shine.setColorAt(0, QColor(255, 255, 255, 70 if color is BLACK else 150))
        shine.setColorAt(1, QColor(255, 255, 255, 0))
        painter.setBrush(QBrush(shine))
        painter.drawEllipse(spot, rx * 0.55, ry * 0.45)


@dataclass(frozen=True)
class DiscLayer:
    """What the discs' layer of a frame draws from: the board, its look and the moment of its
    animation (``animation`` ``None`` when still; ``hover`` the legal square the mouse is over)."""

    state: BoardState
    theme: Theme
    geometry: BoardGeometry
    sprites: DiscSprites
    ratio: float
    animation: MoveAnimation | None = None
    elapsed: float = 0.0
    hover: int | None = None


def paint_markers(painter: QPainter, layer: DiscLayer, *, show_legal: bool, hinted: bool) -> None:
    """The legal squares' markers (not under hints, nor while a move is animated) and a ghost disc on
    the hovered legal square."""
    theme, state, cell = layer.theme, layer.state, layer.geometry.cell
    if layer.animation is not None:
        return
    if show_legal and not hinted:
        painter.setPen(Qt.PenStyle.NoPen)
        mover = state.position.turn
        marker = theme.color("legal_marker", 150 if not theme.marked_discs else 255)
        for square in state.legal:
            center = layer.geometry.square_center(square)
            if theme.marked_discs:
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.setPen(QPen(marker, max(2.0, cell / 18)))
                painter.drawEllipse(center, cell * 0.16, cell * 0.16)
                painter.setPen(Qt.PenStyle.NoPen)
            else:
                painter.setBrush(disc_color(theme, mover, 90) if square == layer.hover else marker)
                painter.drawEllipse(center, cell * 0.11, cell * 0.11)
    if layer.hover is not None and layer.hover in state.legal:
        center = layer.geometry.square_center(layer.hover)
        pose = DiscPose(state.position.turn, opacity=0.45)
        layer.sprites.draw(painter, theme, center, cell * 0.40, pose, layer.ratio)


def paint_discs(painter: QPainter, layer: DiscLayer) -> None:
    """Every disc, as the animation has it at its moment; the discs the hovered move would turn
    marked; the last move's dot."""
    state, theme, anim = layer.state, layer.theme, layer.animation
    position = state.position
    cell = layer.geometry.cell
    radius = cell * 0.40
    preview = state.legal.get(layer.hover, 0) if layer.hover is not None and anim is None else 0
    for square in range(64):
        piece = position.piece_at(square)
        if piece is None:
            continue
        center = layer.geometry.square_center(square)
        pose = anim.pose(square, piece, layer.elapsed) if anim is not None else None
        layer.sprites.draw(painter, theme, center, radius, pose or DiscPose(piece), layer.ratio)
        if pose is None and preview and (preview >> square) & 1:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(disc_color(theme, position.turn, 200))
            painter.drawEllipse(center, radius * 0.38, radius * 0.38)
    last = state.last_move
    if last is not None and last.square is not None and position.piece_at(last.square) is not None:
        center = layer.geometry.square_center(last.square)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.color("last_move"))
        size = cell * 0.075
        painter.drawEllipse(center, size, size)


def paint_hints(painter: QPainter, layer: DiscLayer, hints: Hints, font: QFont) -> None:
    """Each valued empty square's value in a dark disc, the best in the theme's highlight."""
    theme, state, cell = layer.theme, layer.state, layer.geometry.cell
    font = QFont(font)
    font.setBold(True)
    font.setPixelSize(max(9, int(cell * 0.30)))
    painter.setFont(font)
    legal = state.legal  # empty while the computer is to move: the review still shows values
    for square, score in hints.scores.items():
        if (legal and square not in legal) or state.position.piece_at(square) is not None:
            continue
        center = layer.geometry.square_center(square)
        best = square == hints.best
        rect = QRectF(center.x() - cell * 0.36, center.y() - cell * 0.36, cell * 0.72, cell * 0.72)
        painter.setPen(QPen(theme.color("hint_best"), max(2.0, cell / 16)) if best else Qt.PenStyle.NoPen)
        painter.setBrush(theme.color("hint_best", 235) if best else QColor(0, 0, 0, 110))
        painter.drawEllipse(rect)
        painter.setPen(QColor("#111111") if best else theme.color("hint_text"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, score_text(score, hints.unit))


def paint_cursor(painter: QPainter, theme: Theme, geometry: BoardGeometry, square: int) -> None:
    """The keyboard cursor's frame on ``square``."""
    cell = geometry.cell
    rect = geometry.square_rect(square)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(theme.color("cursor"), max(2.0, cell / 14)))
    inset = cell * 0.05
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), cell * 0.08, cell * 0.08)
