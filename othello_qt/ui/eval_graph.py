"""The evaluation graph: the value of every position of the game, in discs from Black's point of view.

Above the middle line Black is ahead, below it White.  Exact values (solved endgames, finished games)
are solid squares on a solid line; estimates are hollow circles on a dashed line.  Mistakes and
blunders from the review are dots in their colour on the line, with their symbol (``?``, ``??``) in a
band above the plot, in two staggered rows so that neighbours never overlap (a symbol with no room
left is dropped; its dot and tooltip stay).  Clicking a point asks to show that position
(``plyRequested``); the current position is a vertical line.  Without any value yet the plot says
that they are coming, or why they are not (the analyst failed: ``set_problem``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QStyle, QStyleOptionFocusRect, QToolTip, QWidget

from othello_qt.core.notation import move_numbers
from othello_qt.core.position import BLACK, WHITE, Move
from othello_qt.core.review import PositionValue, Verdict
from othello_qt.ui.eval_graph_painting import (
    MARGIN,
    MARGIN_LEFT,
    GraphPixmaps,
    GraphScale,
    paint_line,
    paint_marks,
    small_font,
    text_on_backdrop,
)
from othello_qt.ui.i18n import color_name, number_text, translate

MIN_PLIES = 60
"""The x axis spans at least a whole game, so the graph does not rescale while one is played."""
MIN_RANGE = 16
"""The y axis spans at least ±16 discs, so small estimates do not look like landslides."""
MARK_ROWS = 2
"""Rows of the band of ``?``/``??`` symbols above the plot."""
MARK_GAP = 2
"""Pixels kept between two symbols in a row."""


def value_text(value: PositionValue) -> str:
    """``Black +4 (estimate, 10 moves ahead)`` / ``White +6 (exact)`` / ``even (book)``, for tooltips
    and the status line."""
    discs = round(value.black_score)
    if discs == 0:
        lead = translate("EvalGraph", "even")
    else:
        lead = translate("EvalGraph", "{color} +{discs}").format(
            color=color_name(BLACK if discs > 0 else WHITE), discs=number_text(abs(discs))
        )
    if value.exact:
        return translate("EvalGraph", "{value} (exact)").format(value=lead)
    if value.book:
        return translate("EvalGraph", "{value} (book)").format(value=lead)
    return translate("EvalGraph", "{value} (estimate, %n move(s) ahead)", None, value.depth).format(
        value=lead
    )


def position_label(ply: int, number: int | None, move: Move | None) -> str:
    """Position ``ply`` as a tooltip names it: ``Start``, ``Move 23 (c3)`` (after that move), ``Pass``."""
    if ply == 0:
        return translate("EvalGraph", "Start")
    if move is None:
        return translate("EvalGraph", "Position {ply}").format(ply=number_text(ply))
    if number is None:
        return translate("EvalGraph", "Pass")
    return translate("EvalGraph", "Move {number} ({move})").format(number=number_text(number), move=move)


def position_name(ply: int, number: int | None, move: Move | None) -> str:
    """Position ``ply`` inside a sentence: ``move 23 (c3)``, ``the start``, ``a pass``."""
    if ply == 0:
        return translate("EvalGraph", "the start")
    if move is None:
        return translate("EvalGraph", "move {ply}").format(ply=number_text(ply))
    if number is None:
        return translate("EvalGraph", "a pass")
    return translate("EvalGraph", "move {number} ({move})").format(number=number_text(number), move=move)


class EvalGraph(QWidget):
    """The graph's values, marks and position, answering clicks, hovering and screen readers; how it
    is drawn is ``eval_graph_painting``'s."""

    plyRequested = Signal(int)
    """The number of moves from the start of the position the user clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._values: list[PositionValue | None] = []
        self._marks: dict[int, Verdict] = {}
        self._current = 0
        self._moves: list[Move] = []
        self._numbers: list[int | None] = []
        self._problem = ""
        """Why no value comes (the analyst failed); empty while they are on their way."""
        self._preparing = False
        self._pixmaps = GraphPixmaps()
        self.setMouseTracking(True)
        self.setMinimumHeight(90)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setToolTip("")
        self.setAccessibleName(translate("EvalGraph", "Evaluation graph"))

    def sizeHint(self) -> QSize:
        return QSize(500, 140)

    # --- data -------------------------------------------------------------------------------------

    def set_values(
        self,
        values: Sequence[PositionValue | None],
        current: int,
        marks: dict[int, Verdict] | None = None,
        moves: Sequence[Move] = (),
    ) -> None:
        """One value per position (``None`` while unknown); the ply shown; review marks by ply;
        the game's ``moves`` name the positions (``Move 23 (c3)``: the position after that move)."""
        self._values = list(values)
        self._current = current
        self._marks = dict(marks or {})
        self._moves = list(moves)
        self._numbers = move_numbers(self._moves) if self._moves else []
        self.setAccessibleDescription(self.describe())
        self.update()

    def set_problem(self, text: str) -> None:
        """Why the values stopped coming (``""``: they are on their way), said where they would be."""
        if text != self._problem:
            self._problem = text
            self.setAccessibleDescription(self.describe())
            self.update()

    def set_preparing(self, on: bool) -> None:
        """The engine is still being prepared (compiled on a first start, loaded later): values wait."""
        if on != self._preparing:
            self._preparing = on
            self.update()

    def placeholder(self) -> str:
        """What the graph says while it has no value: that they are coming, or why they are not."""
        if self._problem:
            return self._problem
        if self._preparing:
            return translate("EvalGraph", "The engine is being prepared…")
        return translate("EvalGraph", "The engine is valuing the positions…")

    def describe(self) -> str:
        """The graph in words (tests and screen readers)."""
        known = [v for v in self._values if v is not None]
        if not known:
            return self._problem or translate("EvalGraph", "No values yet")
        text = translate(
            "EvalGraph", "{valued} of %n position(s) valued; last: {value}", None, len(self._values)
        )
        text = text.format(valued=number_text(len(known)), value=value_text(known[-1]))
        if self._problem:  # said first, as the graph shows it over the values
            text = translate("EvalGraph", "{problem}; {values}").format(problem=self._problem, values=text)
        marks = ", ".join(
            translate("EvalGraph", "{position} {symbol}").format(
                position=self._name(ply), symbol=verdict.symbol
            )
            for ply, verdict in sorted(self._marks.items())
        )
        return (
            translate("EvalGraph", "{description}; {marks}").format(description=text, marks=marks)
            if marks
            else text
        )

    def _move_of(self, ply: int) -> tuple[int | None, Move | None]:
        """The move that led to position ``ply`` and its number (``None``, ``None`` if not known)."""
        if 0 < ply <= len(self._moves):
            return self._numbers[ply - 1], self._moves[ply - 1]
        return None, None

    def _name(self, ply: int) -> str:
        """``move 23 (c3)``: position ``ply`` in a sentence (the move's own number)."""
        return position_name(ply, *self._move_of(ply))

    def _label(self, ply: int) -> str:
        """``Move 23 (c3)``: position ``ply`` as a tooltip names it."""
        return position_label(ply, *self._move_of(ply))

    # --- geometry ---------------------------------------------------------------------------------

    def _band_height(self) -> float:
        return MARK_ROWS * self._mark_font_metrics().height()

    def _mark_font(self) -> QFont:
        bold = QFont(small_font(self.font()))
        bold.setBold(True)
        return bold

    def _mark_font_metrics(self) -> QFontMetricsF:
        return QFontMetricsF(self._mark_font())

    def _plot_rect(self) -> QRectF:
        top = MARGIN + self._band_height()
        return QRectF(
            MARGIN_LEFT,
            top,
            max(1, self.width() - MARGIN_LEFT - MARGIN),
            max(1, self.height() - top - MARGIN),
        )

    def mark_labels(self) -> list[tuple[int, QRectF]]:
        """Where each review symbol goes: (ply, its rectangle in the band above the plot), left to
        right, each in the first row where it keeps clear of its left neighbour; none where neither
        row has room."""
        metrics = self._mark_font_metrics()
        scale = self._scale()
        rect = scale.rect
        row_height = metrics.height()
        ends = [float("-inf")] * MARK_ROWS
        placed: list[tuple[int, QRectF]] = []
        for ply, verdict in sorted(self._marks.items()):
            if verdict is Verdict.GOOD or ply >= len(self._values) or self._values[ply] is None:
                continue
            x = scale.point(ply, 0).x()
            width = metrics.horizontalAdvance(verdict.symbol) + 2
            left = x - width / 2
            row = next((r for r in range(MARK_ROWS) if left >= ends[r] + MARK_GAP), None)
            if row is None:
                continue
            ends[row] = left + width
            # the row nearest the plot first: a lone symbol sits just above its point's column
            top = rect.top() - (row + 1) * row_height
            placed.append((ply, QRectF(left, top, width, row_height)))
        return placed

    def _range(self) -> float:
        biggest = max((abs(v.black_score) for v in self._values if v is not None), default=0.0)
        for step in (16, 32, 64):
            if biggest <= step:
                return float(max(step, MIN_RANGE))
        return 64.0

    def _plies(self) -> int:
        return max(MIN_PLIES, len(self._values) - 1)

    def _scale(self) -> GraphScale:
        return GraphScale(self._plot_rect(), self._range(), self._plies())

    def ply_at(self, x: float) -> int | None:
        """The position under ``x`` (the nearest one of the game), or ``None`` off the graph."""
        if not self._values:
            return None
        rect = self._plot_rect()
        ply = round((x - rect.left()) / rect.width() * self._plies())
        if ply < 0 or ply >= len(self._values) or not (rect.left() - 6 <= x <= rect.right() + 6):
            return None
        return ply

    # --- painting ---------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        scale = self._scale()
        rect = scale.rect
        palette, ratio = self.palette(), self.devicePixelRatioF()
        painter.drawPixmap(0, 0, self._pixmaps.background(self.size(), ratio, palette, scale, self.font()))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = palette.color(palette.ColorRole.Text)
        if 0 <= self._current < len(self._values):  # the position shown
            x = scale.point(self._current, 0).x()
            painter.setPen(QPen(palette.color(palette.ColorRole.Highlight), 2))
            painter.drawLine(QPointF(x, rect.top()), QPointF(x, rect.bottom()))
        paint_line(painter, self._values, scale, self._pixmaps, ratio, palette)
        paint_marks(painter, self._values, self._marks, scale, self._mark_font(), self.mark_labels())
        painter.drawPixmap(
            0, 0, self._pixmaps.labels(self.size(), ratio, palette, rect, self.font(), self.legend())
        )
        if self._problem or not any(v is not None for v in self._values):
            # why values stop coming stays said even beside the few known without the analyst
            # (a finished game's last position): the status line that also said it moves on
            flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
            inside = rect.adjusted(8, 4, -8, -4)
            text_on_backdrop(painter, palette, inside, flags, self.placeholder(), text)
        if self.hasFocus():  # a keyboard user sees where Tab went
            frame = QStyleOptionFocusRect()
            frame.initFrom(self)
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, frame, painter, self)
        painter.end()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    # --- mouse ------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            ply = self.ply_at(event.position().x())
            if ply is not None:
                self.plyRequested.emit(ply)
                return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        ply = self.ply_at(event.position().x())
        if ply is None:
            QToolTip.hideText()
            return
        QToolTip.showText(event.globalPosition().toPoint(), self.tooltip_at(ply), self)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def tooltip_at(self, ply: int) -> str:
        """``Move 23 (c3): Black +4 (exact) — blunder ??``: what hovering position ``ply`` shows."""
        value = self._values[ply]
        name = self._label(ply)
        if value is None:
            text = translate("EvalGraph", "{position}: not valued yet").format(position=name)
        else:
            text = translate("EvalGraph", "{position}: {value}").format(
                position=name, value=value_text(value)
            )
        verdict = self._marks.get(ply)
        if verdict is Verdict.MISTAKE:
            return translate("EvalGraph", "{text} — mistake ?").format(text=text)
        if verdict is Verdict.BLUNDER:
            return translate("EvalGraph", "{text} — blunder ??").format(text=text)
        return text

    def legend(self) -> str:
        """The key in the plot's corner: what the two kinds of point mean."""
        return translate("EvalGraph", "■ exact   ○ estimate")
