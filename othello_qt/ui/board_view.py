"""The board: a custom-painted, resizable, high-DPI widget with animated moves.

It shows a ``BoardState`` from the controller and never applies rules: legal squares and what they
flip come with the state, moves to animate come as ``PlayedMove``.  Clicks and keys become
``squareClicked``; the end of every move animation is announced by ``animationFinished``.
"""

from __future__ import annotations

import math
import time
import unicodedata
from dataclasses import dataclass

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, QSize, Qt, QTextBoundaryFinder, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QResizeEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from othello_qt.core.position import BLACK, FILE_NAMES, Color, Position
from othello_qt.ui import board_accessibility
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.database_overlay import SquareCounts, paint_counts
from othello_qt.ui.i18n import translate
from othello_qt.ui.settings import ANIMATION_SPEEDS
from othello_qt.ui.status_text import score_text
from othello_qt.ui.themes import Theme, theme_named
from othello_qt.ui.typed_square import TypedSquare

PLACE_MS = 170
"""Time for a placed disc to settle, at normal speed."""
FLIP_MS = 300
"""Time for one disc to turn over, at normal speed."""
CASCADE_MS = 75
"""Delay between rings of flips, counted outward from the move, at normal speed."""
FRAME_MS = 16
SPRITE_SCALE = 1.18
"""A disc sprite's half side, in disc radii (room for the shadow)."""
MESSAGE_MS = 2200
FADE_MS = 400
BANNER_MIN_PIXELS = 12
"""The smallest font a banner shrinks to (a result still read at a glance); below it, more lines."""


@dataclass(frozen=True)
class BannerText:
    """A banner's text laid out to fit: its font and its lines, none wider than the room it had."""

    font: QFont
    lines: tuple[str, ...]


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


@dataclass
class _Animation:
    played: PlayedMove
    factor: float
    delays: dict[int, float]
    """Flipped square -> ms after the start when it begins to turn."""
    total_ms: float
    generation: int


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class BoardView(QWidget):
    squareClicked = Signal(int)
    animationFinished = Signal()
    newGameRequested = Signal()
    announced = Signal(str)
    """Text just announced to screen readers (a move, a pass, the result)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = BoardState(Position.initial())
        self._theme: Theme = theme_named(None)
        self._show_legal = True
        self._show_coordinates = True
        self._speed = "normal"
        self._hints: Hints | None = None
        self._counts: SquareCounts | None = None
        """The games database's counts of the squares (``database_overlay``), if shown."""
        self._hover: int | None = None
        self._cursor_visible = False
        self._typed = TypedSquare()
        self._anim: _Animation | None = None
        self._generation = 0
        self._clock = QElapsedTimer()
        self._frame_timer = QTimer(self)
        self._frame_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._frame_timer.setInterval(FRAME_MS)
        self._frame_timer.timeout.connect(self._tick)
        self.frames = 0
        """Frames painted while animating (the responsiveness benchmark reads it)."""
        self._message = ""
        self._message_until = 0.0
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self.clear_message)
        self._fade_timer = QTimer(self)
        self._fade_timer.setInterval(FRAME_MS)
        self._fade_timer.timeout.connect(self.update)
        self._result_text = ""
        self._banner_cache: tuple[tuple[object, ...], BannerText] | None = None
        self._background: QPixmap | None = None
        self._sprites: dict[tuple[str, int, float], QPixmap] = {}
        self._background_key: tuple[object, ...] = ()
        board_accessibility.install(BoardView)
        self.grid = board_accessibility.BoardGrid(self)
        """The squares for the keyboard and screen readers; its current cell is the keyboard cursor."""
        self.setFocusProxy(self.grid)
        self.new_game_button = QPushButton(translate("BoardView", "New game"), self)
        self.new_game_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.new_game_button.clicked.connect(self.newGameRequested)
        self.new_game_button.hide()
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 280)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.grid.update_board()

    def sizeHint(self) -> QSize:
        return QSize(600, 600)

    def hasHeightForWidth(self) -> bool:
        return False

    # --- inputs from the window ------------------------------------------------------------------

    @property
    def state(self) -> BoardState:
        return self._state

    @property
    def animating(self) -> bool:
        return self._anim is not None

    @property
    def message(self) -> str:
        return self._message

    @property
    def result_text(self) -> str:
        return self._result_text

    @property
    def hints(self) -> Hints | None:
        return self._hints

    def set_state(self, state: BoardState) -> None:
        """Show ``state`` at once (cancels any running animation)."""
        if self._anim is not None:
            self._stop_animation(announce=False)
        self._state = state
        self.grid.update_board()
        if not state.game_over:
            self._set_result("")
        if self._hover is not None and self._hover not in state.legal:
            self.setCursor(Qt.CursorShape.ArrowCursor)
        self._update_hover_cursor()
        self.update()

    @property
    def theme(self) -> Theme:
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        self._theme = theme
        self._background = None
        self._sprites.clear()
        self._style_button()
        self.update()

    def set_show_legal(self, on: bool) -> None:
        self._show_legal = on
        self.update()

    def set_show_coordinates(self, on: bool) -> None:
        self._show_coordinates = on
        self._background = None
        self._place_grid()
        self.update()

    def set_animation_speed(self, name: str) -> None:
        self._speed = name if name in ANIMATION_SPEEDS else "normal"

    def set_hints(self, hints: Hints | None) -> None:
        self._hints = hints
        self.grid.update_board()
        self.update()

    def set_database_counts(self, counts: SquareCounts | None) -> None:
        """The games database's counts on the squares (painted while the board shows their position)."""
        self._counts = counts
        self.grid.update_board()
        self.update()

    @property
    def database_counts(self) -> SquareCounts | None:
        return self._counts

    # --- screen readers ---------------------------------------------------------------------------

    def announce(self, text: str, *, assertive: bool = False) -> None:
        """Have a screen reader say ``text``; ``announced`` carries it too."""
        board_accessibility.announce(self, text, assertive=assertive)
        self.announced.emit(text)

    def show_message(self, text: str, ms: int = MESSAGE_MS) -> None:
        """A short note on the board (a pass) that fades by itself and blocks nothing."""
        self._message = text
        self._message_until = time.monotonic() + ms / 1000
        self._message_timer.start(ms)
        self._fade_timer.stop()
        QTimer.singleShot(max(0, ms - FADE_MS), self._start_fade)
        self.update()

    def _start_fade(self) -> None:
        if self._message and self._message_until - time.monotonic() <= FADE_MS / 1000 + 0.05:
            self._fade_timer.start()

    def clear_message(self) -> None:
        """Take the short note off the board now (what it said is no longer so)."""
        self._message = ""
        self._message_timer.stop()
        self._fade_timer.stop()
        self.update()

    def show_result(self, text: str) -> None:
        """The game-over banner with its New game button (stays until the board changes)."""
        self._set_result(text)

    def _set_result(self, text: str) -> None:
        self._result_text = text
        self.new_game_button.setVisible(bool(text))
        self._place_button()
        self.update()

    def play_animation(self, played: PlayedMove) -> None:
        """Animate ``played``; ``animationFinished`` follows when it is done (at once if off)."""
        if self._anim is not None:
            self._stop_animation(announce=False)
        self._generation += 1
        generation = self._generation
        self._state = BoardState(played.after, {}, played.move, False, False)
        self.grid.update_board()
        self._hover_changed(None)
        factor = ANIMATION_SPEEDS.get(self._speed, 1.0)
        if factor <= 0 or played.move.square is None or not self.isVisible():
            self.update()
            QTimer.singleShot(0, lambda: self._announce(generation))
            return
        delays = self.flip_delays(played)
        total = max([d + FLIP_MS * factor for d in delays.values()] + [PLACE_MS * factor])
        self._anim = _Animation(played, factor, delays, total, generation)
        self._clock.start()
        self._frame_timer.start()
        self.update()

    def flip_delays(self, played: PlayedMove) -> dict[int, float]:
        """Flipped square -> ms after the move when it starts to turn, at the current speed (0 with
        animation off): rings counted outward from the move (the sounds follow the same cascade)."""
        factor = max(0.0, ANIMATION_SPEEDS.get(self._speed, 1.0))  # off: all at once
        origin = played.move.square
        if origin is None:
            return {}
        delays = {}
        for square in played.flips:
            ring = max(abs(square % 8 - origin % 8), abs(square // 8 - origin // 8))
            delays[square] = (PLACE_MS * 0.55 + (ring - 1) * CASCADE_MS) * factor
        return delays

    def _announce(self, generation: int) -> None:
        if generation == self._generation:
            self.animationFinished.emit()

    def _stop_animation(self, *, announce: bool) -> None:
        anim = self._anim
        self._anim = None
        self._frame_timer.stop()
        self.update()
        if announce and anim is not None:
            self.animationFinished.emit()

    def _tick(self) -> None:
        anim = self._anim
        if anim is None:
            self._frame_timer.stop()
            return
        if self._clock.elapsed() >= anim.total_ms:
            self._stop_animation(announce=True)
            return
        self.update()

    # --- geometry ---------------------------------------------------------------------------------

    def _board_rect(self) -> tuple[QRectF, float]:
        side = min(self.width(), self.height())
        frame = side * (0.075 if self._show_coordinates else 0.035)
        cell = (side - 2 * frame) / 8
        left = (self.width() - 8 * cell) / 2
        top = (self.height() - 8 * cell) / 2
        return QRectF(left, top, 8 * cell, 8 * cell), cell

    def square_at(self, point: QPointF) -> int | None:
        board, cell = self._board_rect()
        if not board.contains(point):
            return None
        column = int((point.x() - board.left()) // cell)
        row = int((point.y() - board.top()) // cell)
        if 0 <= column < 8 and 0 <= row < 8:
            return 8 * row + column
        return None

    def square_rect(self, square: int) -> QRectF:
        """The square's cell in widget coordinates."""
        board, cell = self._board_rect()
        return QRectF(board.left() + (square % 8) * cell, board.top() + (square // 8) * cell, cell, cell)

    def square_center(self, square: int) -> QPointF:
        board, cell = self._board_rect()
        return QPointF(board.left() + (square % 8 + 0.5) * cell, board.top() + (square // 8 + 0.5) * cell)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._background = None
        self._place_button()
        self._place_grid()
        super().resizeEvent(event)

    def _place_grid(self) -> None:
        board, _cell = self._board_rect()
        self.grid.setGeometry(board.toRect())

    def _place_button(self) -> None:
        board, cell = self._board_rect()
        button = self.new_game_button
        font = QFont(self.font())
        font.setPixelSize(max(11, int(cell * 0.26)))
        font.setBold(True)
        button.setFont(font)
        button.adjustSize()
        width = max(button.sizeHint().width() + int(cell * 0.5), int(cell * 2))
        height = max(button.sizeHint().height(), int(cell * 0.55))
        button.setGeometry(
            int(board.center().x() - width / 2), int(board.center().y() + cell * 0.35), width, height
        )

    def _style_button(self) -> None:
        theme = self._theme
        self.new_game_button.setStyleSheet(
            f"QPushButton {{ background: {theme.hint_best}; color: #111; border: none;"
            f" border-radius: 6px; padding: 4px 14px; }}"
            f"QPushButton:hover {{ background: {theme.cursor}; }}"
        )

    # --- mouse and keyboard -----------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self._hover_changed(self.square_at(event.position()))
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:
        self._hover_changed(None)
        super().leaveEvent(event)

    def _hover_changed(self, square: int | None) -> None:
        if square != self._hover:
            self._hover = square
            self._update_hover_cursor()
            self.update()

    def _update_hover_cursor(self) -> None:
        legal = self._hover is not None and self._hover in self._state.legal
        self.setCursor(Qt.CursorShape.PointingHandCursor if legal else Qt.CursorShape.ArrowCursor)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square is not None:
                self.hide_cursor()  # the mouse plays: the keyboard's frame steps aside
                self.squareClicked.emit(square)
                return
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        steps = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, -1),
            Qt.Key.Key_Down: (0, 1),
        }
        if key in steps:
            self._move_cursor(*steps[key])
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            cursor = self.cursor_square
            if cursor is None:
                self._move_cursor(0, 0)
            else:
                self.squareClicked.emit(cursor)
            return
        if key == Qt.Key.Key_Escape:
            self._typed.clear()
            if self._cursor_visible:
                self._cursor_visible = False
                self.update()
                return
            # nothing to put away here: Escape goes on (it closes the dialog the board is in)
        taken, square = self._typed.key(event.text())
        if square is not None:
            self.play_square_from_keyboard(square)
        if not taken:
            super().keyPressEvent(event)

    def play_square_from_keyboard(self, square: int) -> None:
        """Play ``square`` as a typed ``c4`` or a screen reader's cell action chose it (the controller
        says why if it is not legal).  The cursor stays hidden: the next arrow key starts it afresh."""
        self.squareClicked.emit(square)

    def _put_cursor(self, square: int) -> None:
        """Show the keyboard cursor on ``square`` (a screen reader reads the square while the board
        has the focus)."""
        self._cursor_visible = True
        self.grid.set_current_square(square)
        self.update()

    def _move_cursor(self, dx: int, dy: int) -> None:
        cursor = self.cursor_square
        if cursor is None:
            legal = sorted(self._state.legal)
            current = self.grid.current_square()
            cursor = legal[0] if legal else (current if current is not None else 27)
        else:
            cursor = 8 * ((cursor // 8 + dy) % 8) + (cursor % 8 + dx) % 8
        self._put_cursor(cursor)

    def show_keyboard_cursor(self) -> None:
        """Show the keyboard cursor where it was (or on the first legal square)."""
        if self.cursor_square is None:
            self._move_cursor(0, 0)

    @property
    def cursor_square(self) -> int | None:
        return self.grid.current_square() if self._cursor_visible else None

    def hide_cursor(self) -> None:
        """Hide the keyboard cursor (mouse play, a new game); the keys bring it back."""
        self._typed.clear()
        if self._cursor_visible:
            self._cursor_visible = False
            self.update()

    # --- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.drawPixmap(0, 0, self._background_pixmap())
        board, cell = self._board_rect()
        if self._result_text:  # the finished board dimmed under the result: its squares, not its discs
            painter.fillRect(board, QColor(0, 0, 0, 70))
        self._paint_markers(painter, board, cell)
        self._paint_discs(painter, cell)
        self._paint_hints(painter, cell)
        if self._counts is not None and self._anim is None:
            centers = {square: self.square_center(square) for square in self._counts.games}
            paint_counts(painter, self._counts, self._state.position, centers, cell, self._theme, self.font())
        self._paint_cursor(painter, board, cell)
        self._paint_banners(painter, board, cell)
        painter.end()
        if self._anim is not None:
            self.frames += 1

    def _background_pixmap(self) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self._theme.name, self._show_coordinates)
        if self._background is not None and key == self._background_key:
            return self._background
        pixmap = QPixmap(QSize(max(1, int(self.width() * ratio)), max(1, int(self.height() * ratio))))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(self._theme.color("window"))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_board(painter)
        painter.end()
        self._background, self._background_key = pixmap, key
        return pixmap

    def _paint_board(self, painter: QPainter) -> None:
        theme = self._theme
        board, cell = self._board_rect()
        border = cell * (0.62 if self._show_coordinates else 0.22)
        outer = board.adjusted(-border, -border, border, border)
        # frame with a soft shadow under it
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
            painter.drawEllipse(
                QPointF(board.left() + cx * cell, board.top() + cy * cell), cell / 13, cell / 13
            )
        if self._show_coordinates:
            font = QFont(self.font())
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

    def _paint_markers(self, painter: QPainter, board: QRectF, cell: float) -> None:
        theme = self._theme
        state = self._state
        hinted = self._hints is not None and bool(self._hints.scores)
        if self._show_legal and not hinted and self._anim is None:
            painter.setPen(Qt.PenStyle.NoPen)
            mover = state.position.turn
            marker = theme.color("legal_marker", 150 if not theme.marked_discs else 255)
            for square in state.legal:
                center = self.square_center(square)
                if theme.marked_discs:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(QPen(marker, max(2.0, cell / 18)))
                    painter.drawEllipse(center, cell * 0.16, cell * 0.16)
                    painter.setPen(Qt.PenStyle.NoPen)
                else:
                    painter.setBrush(self._disc_color(mover, 90) if square == self._hover else marker)
                    painter.drawEllipse(center, cell * 0.11, cell * 0.11)
        # the hovered legal square: a ghost disc
        if self._hover is not None and self._hover in state.legal and self._anim is None:
            center = self.square_center(self._hover)
            painter.setOpacity(0.45)
            self._draw_disc(painter, center, cell * 0.40, state.position.turn, 1.0)
            painter.setOpacity(1.0)

    def _disc_color(self, color: Color, alpha: int = 255) -> QColor:
        theme = self._theme
        return theme.color("black_dark" if color is BLACK else "white_light", alpha)

    def _paint_discs(self, painter: QPainter, cell: float) -> None:
        state = self._state
        position = state.position
        anim = self._anim
        elapsed = self._clock.elapsed() if anim is not None else 0.0
        radius = cell * 0.40
        preview: int = 0
        if self._hover is not None and anim is None:
            preview = state.legal.get(self._hover, 0)
        for square in range(64):
            piece = position.piece_at(square)
            if piece is None:
                continue
            center = self.square_center(square)
            if anim is not None and square == anim.played.move.square:
                t = min(1.0, elapsed / (PLACE_MS * anim.factor))
                scale = 1.25 - 0.25 * _ease_out(t)
                painter.setOpacity(min(1.0, 0.25 + t * 1.2))
                self._draw_disc(painter, center, radius, piece, 1.0, lift=(1 - t), scale=scale)
                painter.setOpacity(1.0)
                continue
            if anim is not None and square in anim.delays:
                t = (elapsed - anim.delays[square]) / (FLIP_MS * anim.factor)
                t = min(1.0, max(0.0, t))
                shown = piece if t >= 0.5 else piece.opponent
                width = abs(math.cos(math.pi * t))
                self._draw_disc(painter, center, radius, shown, max(0.06, width), lift=math.sin(math.pi * t))
                continue
            self._draw_disc(painter, center, radius, piece, 1.0)
            if preview and (preview >> square) & 1:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(self._disc_color(position.turn, 200))
                painter.drawEllipse(center, radius * 0.38, radius * 0.38)
        last = state.last_move
        if last is not None and last.square is not None and position.piece_at(last.square) is not None:
            center = self.square_center(last.square)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._theme.color("last_move"))
            size = cell * 0.075
            painter.drawEllipse(center, size, size)

    def _draw_disc(
        self,
        painter: QPainter,
        center: QPointF,
        radius: float,
        color: Color,
        width: float,
        lift: float = 0.0,
        scale: float = 1.0,
    ) -> None:
        """A disc from a cached sprite (painting gradients is the costly part), squeezed to ``width``
        while it turns over, raised by ``lift`` and grown by ``scale`` as it is placed."""
        sprite = self._sprite(color, radius)
        half = radius * SPRITE_SCALE * scale
        top = center.y() - half - radius * 0.10 * lift
        target = QRectF(center.x() - half * width, top, 2 * half * width, 2 * half)
        painter.drawPixmap(target, sprite, QRectF(sprite.rect()))

    def _sprite(self, color: Color, radius: float) -> QPixmap:
        ratio = self.devicePixelRatioF()
        key = (self._theme.name, int(color), round(radius * ratio, 1))
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
            self._render_disc(painter, center, radius, color, 1.0, 0.0)
            painter.end()
            self._sprites[key] = sprite
        return sprite

    def _render_disc(
        self, painter: QPainter, center: QPointF, radius: float, color: Color, width: float, lift: float = 0.0
    ) -> None:
        """A shaded disc; ``width`` < 1 squeezes it horizontally (turning over), ``lift`` raises it."""
        theme = self._theme
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

    def _paint_hints(self, painter: QPainter, cell: float) -> None:
        hints = self._hints
        if hints is None or self._anim is not None:
            return
        theme = self._theme
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(9, int(cell * 0.30)))
        painter.setFont(font)
        legal = self._state.legal  # empty while the computer is to move: the review still shows values
        for square, score in hints.scores.items():
            if (legal and square not in legal) or self._state.position.piece_at(square) is not None:
                continue
            center = self.square_center(square)
            best = square == hints.best
            rect = QRectF(center.x() - cell * 0.36, center.y() - cell * 0.36, cell * 0.72, cell * 0.72)
            painter.setPen(QPen(theme.color("hint_best"), max(2.0, cell / 16)) if best else Qt.PenStyle.NoPen)
            painter.setBrush(theme.color("hint_best", 235) if best else QColor(0, 0, 0, 110))
            painter.drawEllipse(rect)
            painter.setPen(QColor("#111111") if best else theme.color("hint_text"))
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, score_text(score, hints.unit))

    def _paint_cursor(self, painter: QPainter, board: QRectF, cell: float) -> None:
        cursor = self.cursor_square
        if cursor is None or not self.grid.hasFocus():
            return  # where the keys go is shown where they go: elsewhere, no frame on the board
        column, row = cursor % 8, cursor // 8
        rect = QRectF(board.left() + column * cell, board.top() + row * cell, cell, cell)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(self._theme.color("cursor"), max(2.0, cell / 14)))
        inset = cell * 0.05
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), cell * 0.08, cell * 0.08)

    def _paint_banners(self, painter: QPainter, board: QRectF, cell: float) -> None:
        if self._result_text:  # more lines grow it upward: the New game button stays clear below it
            self._banner(
                painter, board, cell, self._result_text, board.center().y() - cell * 0.45, 1.0, up=True
            )
        elif self._message:
            remaining = self._message_until - time.monotonic()
            fade = FADE_MS / 1000
            opacity = 1.0 if remaining > fade else max(0.0, remaining / fade)
            self._banner(painter, board, cell, self._message, board.center().y(), opacity)

    def _banner_padding(self, cell: float) -> float:
        """The banner's room beside its text, on both sides together."""
        return cell * 0.9

    def banner_layout(self, text: str) -> BannerText:
        """``text`` laid out as a banner on the board at its present size (kept while it holds)."""
        board, cell = self._board_rect()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(BANNER_MIN_PIXELS, int(cell * 0.36)))
        width = board.width() * 0.92 - self._banner_padding(cell)
        key = (text, font.key(), width, self.devicePixelRatioF())
        if self._banner_cache is None or self._banner_cache[0] != key:
            self._banner_cache = (key, banner_text(text, font, width, device=self))
        return self._banner_cache[1]

    def _banner(
        self,
        painter: QPainter,
        board: QRectF,
        cell: float,
        text: str,
        y: float,
        opacity: float,
        *,
        up: bool = False,
    ) -> None:
        """A rounded banner centred on ``y`` (its lines past the first grow it upward if ``up``)."""
        theme = self._theme
        layout = self.banner_layout(text)
        painter.setFont(layout.font)
        metrics = QFontMetricsF(layout.font, self)
        widest = max(metrics.horizontalAdvance(line) for line in layout.lines)
        width = widest + self._banner_padding(cell)
        line_height = metrics.lineSpacing()
        text_height = line_height * len(layout.lines)
        height = max(cell * 0.8, text_height + cell * 0.4)
        top = y + cell * 0.4 - height if up else y - height / 2
        rect = QRectF(board.center().x() - width / 2, top, width, height)
        painter.setOpacity(opacity)
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
        painter.setOpacity(1.0)
