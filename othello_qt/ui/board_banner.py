"""The board's banner: a result (with its New game button) or a short note that fades (a pass),
laid out over the board and painted there.

Apart from the widget so its fitting rule (one line if it fits, else two balanced lines, else smaller,
never clipped) is tested on its own, in every language, without a board.
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QObject, QRectF, Qt, QTextBoundaryFinder, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPen,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QPushButton

from othello_qt.ui.board_animation import FRAME_MS
from othello_qt.ui.themes import Theme

MESSAGE_MS = 2200
"""How long a short note (a pass) stays on the board."""
FADE_MS = 400
"""How long a short note takes to fade out, at the end of its time."""
BANNER_MIN_PIXELS = 12
"""The smallest font a banner shrinks to (a result still read at a glance); below it, more lines."""


@dataclass(frozen=True)
class BannerText:
    """A banner's text laid out to fit: its font and its lines, none wider than the room it had."""

    font: QFont
    lines: tuple[str, ...]


def banner_font(base: QFont, cell: float) -> QFont:
    """The banner's font on a board of squares ``cell`` pixels wide (the size it starts fitting at)."""
    font = QFont(base)
    font.setBold(True)
    font.setPixelSize(max(BANNER_MIN_PIXELS, int(cell * 0.36)))
    return font


def banner_padding(cell: float) -> float:
    """The banner's room beside its text, on both sides together."""
    return cell * 0.9


def banner_text(
    text: str, font: QFont, width: float, minimum: int = BANNER_MIN_PIXELS, device: QPaintDevice | None = None
) -> BannerText:
    """Lay ``text`` out in ``width`` pixels, never clipped: one line at ``font``'s pixel size if it
    fits, else two lines about equally long, broken where the language allows (at a space if one
    serves); failing both, the same at smaller sizes down to ``minimum``, where the text takes as many
    lines as it needs (a word wider than the board is broken too)."""
    start = font.pixelSize()
    sized = QFont(font)
    for size in range(start, min(start, minimum) - 1, -1):
        sized = QFont(font)
        sized.setPixelSize(size)
        metrics = QFontMetricsF(sized, device) if device is not None else QFontMetricsF(sized)
        if metrics.horizontalAdvance(text) <= width:
            return BannerText(sized, (text,))
        two = _two_lines(text, metrics, width)
        if two is not None:
            return BannerText(sized, two)
    return BannerText(sized, _wrapped(text, sized, width, device))


def _two_lines(text: str, metrics: QFontMetricsF, width: float) -> tuple[str, str] | None:
    """The most even split of ``text`` in two lines that both fit, at a space if one serves (after a
    phrase's punctuation if one serves), else at any break the language allows (between two
    ideographs); None if no split fits."""
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    splits: list[tuple[bool, float, str, str]] = []
    while (position := finder.toNextBoundary()) != -1:
        if not 0 < position < len(text):
            continue
        first, second = text[:position].rstrip(), text[position:].lstrip()
        if not first or not second:
            continue
        widest = max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second))
        if widest <= width:
            at_space = text[position - 1].isspace()
            after_phrase = unicodedata.category(first[-1]).startswith("P")  # "abgelaufen —", "écoulé !"
            splits.append((not at_space, not after_phrase, widest, first, second))
    if not splits:
        return None
    *_, first, second = min(splits, key=lambda split: split[:3])
    return first, second


def _wrapped(text: str, font: QFont, width: float, device: QPaintDevice | None) -> tuple[str, ...]:
    """``text`` in as many lines as it takes, each within ``width`` (words broken if they must be)."""
    layout = QTextLayout(text, font, device) if device is not None else QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        lines.append(text[line.textStart() : line.textStart() + line.textLength()].strip())
    layout.endLayout()
    return tuple(line for line in lines if line)


def paint_banner(
    painter: QPainter,
    layout: BannerText,
    theme: Theme,
    board: QRectF,
    cell: float,
    y: float,
    *,
    device: QPaintDevice,
    up: bool = False,
) -> None:
    """A rounded banner of ``layout``'s lines centred on ``y`` over ``board`` (its lines past the
    first grow it upward if ``up``), at the painter's opacity."""
    painter.setFont(layout.font)
    metrics = QFontMetricsF(layout.font, device)
    widest = max(metrics.horizontalAdvance(line) for line in layout.lines)
    width = widest + banner_padding(cell)
    line_height = metrics.lineSpacing()
    text_height = line_height * len(layout.lines)
    height = max(cell * 0.8, text_height + cell * 0.4)
    top = y + cell * 0.4 - height if up else y - height / 2
    rect = QRectF(board.center().x() - width / 2, top, width, height)
    path = QPainterPath()
    path.addRoundedRect(rect, cell * 0.16, cell * 0.16)
    painter.setPen(QPen(theme.color("hint_best"), max(1.5, cell / 30)))
    painter.setBrush(theme.color("banner", 225))
    painter.drawPath(path)
    painter.setPen(theme.color("banner_text"))
    line_top = rect.center().y() - text_height / 2
    for i, line in enumerate(layout.lines):
        row = QRectF(rect.left(), line_top + i * line_height, rect.width(), line_height)
        painter.drawText(row, Qt.AlignmentFlag.AlignCenter, line)


class FadingNote(QObject):
    """A short note on the board (a pass) that fades out by itself and blocks nothing: its text, and
    how opaque it is now.  ``changed`` asks for a repaint (a new note, each frame of the fade, gone)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self._until = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clear)
        self.fade_timer = QTimer(self)
        """Runs while the note fades (a frame each tick)."""
        self.fade_timer.setInterval(FRAME_MS)
        self.fade_timer.timeout.connect(self.changed)

    def show(self, text: str, ms: int = MESSAGE_MS) -> None:
        self.text = text
        self._until = time.monotonic() + ms / 1000
        self._timer.start(ms)
        self.fade_timer.stop()
        QTimer.singleShot(max(0, ms - FADE_MS), self._start_fade)
        self.changed.emit()

    def _start_fade(self) -> None:
        if self.text and self._until - time.monotonic() <= FADE_MS / 1000 + 0.05:
            self.fade_timer.start()

    def clear(self) -> None:
        self.text = ""
        self._timer.stop()
        self.fade_timer.stop()
        self.changed.emit()

    def opacity(self) -> float:
        """1 until the note starts fading, then down to 0 at its end."""
        remaining = self._until - time.monotonic()
        fade = FADE_MS / 1000
        return 1.0 if remaining > fade else max(0.0, remaining / fade)


def new_game_button_style(theme: Theme) -> str:
    """The result banner's New game button, in the theme's highlight."""
    return (
        f"QPushButton {{ background: {theme.hint_best}; color: #111; border: none;"
        f" border-radius: 6px; padding: 4px 14px; }}"
        f"QPushButton:hover {{ background: {theme.cursor}; }}"
    )


def place_new_game_button(button: QPushButton, base: QFont, board: QRectF, cell: float) -> None:
    """The New game button under the result banner, its font sized to the squares."""
    font = QFont(base)
    font.setPixelSize(max(11, int(cell * 0.26)))
    font.setBold(True)
    button.setFont(font)
    button.adjustSize()
    width = max(button.sizeHint().width() + int(cell * 0.5), int(cell * 2))
    height = max(button.sizeHint().height(), int(cell * 0.55))
    button.setGeometry(
        int(board.center().x() - width / 2), int(board.center().y() + cell * 0.35), width, height
    )
