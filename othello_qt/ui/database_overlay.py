"""The games database's counts on the board (View ▸ Show database counts): on each square the games
that reached the board's position played next, how many of them, as WZebra marks its database moves.

The count sits in a small label at the foot of its square, under the engine's hint (which keeps the
square's middle) or under the legal-move marker; the most played square's label is drawn inverted and
bold.  The counts are those of the next-move table beside the board (``Database.next_moves``, its
filters included), counted in a worker thread (``DatabaseFollower``), and painted only on the
position they were counted for.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPen

from othello_qt.core.database import Database
from othello_qt.core.position import Position
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.themes import Theme

LABEL_PIXELS = 0.21
"""A count's text height, in squares; it shrinks (down to ``MIN_PIXELS``) to fit a square's width."""
MIN_PIXELS = 8
ROOM = 0.92
"""Of a square's width, what a label may take."""


@dataclass(frozen=True)
class SquareCounts:
    """For ``position``: each square's games that played it next (squares only: no pass, no end),
    and the most played square (``None`` if no game played on)."""

    position: Position
    games: dict[int, int] = field(default_factory=dict)
    most: int | None = None


def square_counts(database: Database, position: Position, keep: np.ndarray | None = None) -> SquareCounts:
    """The counts of ``database.next_moves(position, keep)`` by square (most played first)."""
    games = {
        entry.move.square: entry.games
        for entry in database.next_moves(position, keep)
        if entry.move is not None and entry.move.square is not None
    }
    most = max(games, key=games.__getitem__) if games else None  # the first of the most played
    return SquareCounts(position, games, most)


def count_text(counts: SquareCounts | None, position: Position, square: int) -> str:
    """What a screen reader adds to ``square``'s name: ``played in 846 database games``, and that it
    is the most played; ``""`` if no count of this position is shown there."""
    if counts is None or counts.position != position or square not in counts.games:
        return ""
    games = counts.games[square]
    if square == counts.most:
        return translate("DatabaseCounts", "played in %Ln database game(s), the most played", None, games)
    return translate("DatabaseCounts", "played in %Ln database game(s)", None, games)


def count_label(games: int) -> str:
    """The count as its square's label shows it: exact below 1,000, then abbreviated (``4.3k``,
    ``127k``, ``1.2M``, rounded down) so it fits the square; the exact number is in the screen
    reader's text (``count_text``).  127,475 spilled past its square's edges in a new-user trial."""
    locale = QLocale()
    if games < 1000:
        return number_text(games)
    if games < 10_000:
        return translate("DatabaseCounts", "{thousands}k").format(
            thousands=locale.toString((games // 100) / 10, "f", 1)
        )
    if games < 1_000_000:
        return translate("DatabaseCounts", "{thousands}k").format(thousands=number_text(games // 1000))
    return translate("DatabaseCounts", "{millions}M").format(
        millions=locale.toString((games // 100_000) / 10, "f", 1)
    )


def label_font(base: QFont, text: str, cell: float, bold: bool) -> QFont:
    """``base`` at the label's size for a square of ``cell`` pixels, smaller if ``text`` is too wide."""
    font = QFont(base)
    font.setBold(bold)
    pixels = max(MIN_PIXELS, int(cell * LABEL_PIXELS))
    font.setPixelSize(pixels)
    width = QFontMetricsF(font).horizontalAdvance(text) + pixels * 0.6
    if width > cell * ROOM:
        font.setPixelSize(max(MIN_PIXELS, int(pixels * cell * ROOM / width)))
    return font


def label_rect(center: QPointF, cell: float, font: QFont, text: str) -> QRectF:
    """The label of ``text`` at the foot of the square centred on ``center``."""
    metrics = QFontMetricsF(font)
    height = metrics.height() + 2
    width = metrics.horizontalAdvance(text) + font.pixelSize() * 0.6
    bottom = center.y() + cell * 0.5 - cell * 0.04
    return QRectF(center.x() - width / 2, bottom - height, width, height)


def paint_counts(
    painter: QPainter,
    counts: SquareCounts,
    position: Position,
    centers: dict[int, QPointF],
    cell: float,
    theme: Theme,
    base: QFont,
) -> None:
    """The labels of ``counts`` on the empty squares of ``position`` (nothing if they were counted for
    another position); ``centers`` are the squares' centres on the board."""
    if counts.position != position:
        return
    for square, games in counts.games.items():
        if position.piece_at(square) is not None or square not in centers:
            continue
        most = square == counts.most
        text = count_label(games)
        font = label_font(base, text, cell, most)
        rect = label_rect(centers[square], cell, font, text)
        painter.setFont(font)
        painter.setPen(QPen(theme.color("banner"), 1.0) if most else Qt.PenStyle.NoPen)
        painter.setBrush(theme.color("banner_text", 240) if most else theme.color("banner", 200))
        painter.drawRoundedRect(rect, rect.height() / 2, rect.height() / 2)
        painter.setPen(theme.color("banner") if most else theme.color("banner_text"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)
