"""The board: a custom-painted, resizable, high-DPI widget with animated moves.

It shows a ``BoardState`` from the controller and never applies rules: legal squares and what they
flip come with the state, moves to animate come as ``PlayedMove``.  Clicks and keys become
``squareClicked``; the end of every move animation is announced by ``animationFinished``.  What it
draws is ``board_painting``'s, a move's timing ``board_animation``'s and a banner's layout
``board_banner``'s: the widget holds the state, the timers and the input.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QPushButton, QSizePolicy, QWidget

from othello_qt.core.position import Position
from othello_qt.ui import board_accessibility
from othello_qt.ui.board_animation import MoveAnimator, flip_delays
from othello_qt.ui.board_banner import (
    MESSAGE_MS,
    BannerText,
    FadingNote,
    banner_font,
    banner_padding,
    banner_text,
    new_game_button_style,
    paint_banner,
    place_new_game_button,
)
from othello_qt.ui.board_painting import (
    BoardBackground,
    BoardGeometry,
    DiscLayer,
    DiscSprites,
    paint_cursor,
    paint_discs,
    paint_hints,
    paint_markers,
)
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.database_overlay import SquareCounts, paint_counts
from othello_qt.ui.i18n import translate
from othello_qt.ui.settings import ANIMATION_SPEEDS
from othello_qt.ui.themes import Theme, theme_named
from othello_qt.ui.typed_square import TypedSquare


class BoardView(QWidget):
    """The board widget: shows a state, animates moves, turns clicks and keys into squares."""

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
        self._animator = MoveAnimator(self)
        self._animator.frame.connect(self.update)
        self._animator.finished.connect(self.animationFinished)
        self.frames = 0
        """Frames painted while animating (the responsiveness benchmark reads it)."""
        self._note = FadingNote(self)
        """A short note on the board (a pass)."""
        self._note.changed.connect(self.update)
        self._result_text = ""
        self._banner_cache: tuple[tuple[object, ...], BannerText] | None = None
        self._background = BoardBackground()
        self._sprites = DiscSprites()
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
        return self._animator.current is not None

    @property
    def message(self) -> str:
        return self._note.text

    @property
    def result_text(self) -> str:
        return self._result_text

    @property
    def hints(self) -> Hints | None:
        return self._hints

    def set_state(self, state: BoardState) -> None:
        """Show ``state`` at once (cancels any running animation)."""
        if self._animator.current is not None:
            self._animator.stop(announce=False)
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
        self._background.clear()
        self._sprites.clear()
        self._style_button()
        self.update()

    def set_show_legal(self, on: bool) -> None:
        self._show_legal = on
        self.update()

    def set_show_coordinates(self, on: bool) -> None:
        self._show_coordinates = on
        self._background.clear()
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
        self._note.show(text, ms)

    def clear_message(self) -> None:
        """Take the short note off the board now (what it said is no longer so)."""
        self._note.clear()

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
        if self._animator.current is not None:
            self._animator.stop(announce=False)
        self._state = BoardState(played.after, {}, played.move, False, False)
        self.grid.update_board()
        self._hover_changed(None)
        factor = ANIMATION_SPEEDS.get(self._speed, 1.0)
        if played.move.square is None or not self.isVisible():
            factor = 0.0  # a pass, or a board no one sees: done at once
        self._animator.play(played, factor)
        self.update()

    def flip_delays(self, played: PlayedMove) -> dict[int, float]:
        """Flipped square -> ms after the move when it starts to turn, at the current speed (0 with
        animation off): rings counted outward from the move (the sounds follow the same cascade)."""
        factor = max(0.0, ANIMATION_SPEEDS.get(self._speed, 1.0))  # off: all at once
        return flip_delays(played, factor)

    # --- geometry ---------------------------------------------------------------------------------

    def _geometry(self) -> BoardGeometry:
        return BoardGeometry.fitted(self.width(), self.height(), show_coordinates=self._show_coordinates)

    def square_at(self, point: QPointF) -> int | None:
        return self._geometry().square_at(point)

    def square_rect(self, square: int) -> QRectF:
        """The square's cell in widget coordinates."""
        return self._geometry().square_rect(square)

    def square_center(self, square: int) -> QPointF:
        return self._geometry().square_center(square)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._background.clear()
        self._place_button()
        self._place_grid()
        super().resizeEvent(event)

    def _place_grid(self) -> None:
        self.grid.setGeometry(self._geometry().board.toRect())

    def _place_button(self) -> None:
        geometry = self._geometry()
        place_new_game_button(self.new_game_button, self.font(), geometry.board, geometry.cell)

    def _style_button(self) -> None:
        self.new_game_button.setStyleSheet(new_game_button_style(self._theme))

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
        geometry = self._geometry()
        background = self._background.pixmap(
            self.size(),
            self.devicePixelRatioF(),
            self._theme,
            geometry,
            self.font(),
            show_coordinates=self._show_coordinates,
        )
        painter.drawPixmap(0, 0, background)
        board, cell = geometry.board, geometry.cell
        if self._result_text:  # the finished board dimmed under the result: its squares, not its discs
            painter.fillRect(board, QColor(0, 0, 0, 70))
        anim = self._animator.current
        layer = DiscLayer(
            self._state,
            self._theme,
            geometry,
            self._sprites,
            self.devicePixelRatioF(),
            anim,
            self._animator.elapsed(),
            self._hover,
        )
        hinted = self._hints is not None and bool(self._hints.scores)
        paint_markers(painter, layer, show_legal=self._show_legal, hinted=hinted)
        paint_discs(painter, layer)
        if self._hints is not None and anim is None:
            paint_hints(painter, layer, self._hints, self.font())
        if self._counts is not None and anim is None:
            centers = {square: self.square_center(square) for square in self._counts.games}
            paint_counts(painter, self._counts, self._state.position, centers, cell, self._theme, self.font())
        cursor = self.cursor_square
        if cursor is not None and self.grid.hasFocus():  # the frame only where the keys go
            paint_cursor(painter, self._theme, geometry, cursor)
        self._paint_banners(painter, board, cell)
        painter.end()
        if anim is not None:
            self.frames += 1

    def _paint_banners(self, painter: QPainter, board: QRectF, cell: float) -> None:
        if self._result_text:  # more lines grow it upward: the New game button stays clear below it
            layout = self.banner_layout(self._result_text)
            y = board.center().y() - cell * 0.45
            paint_banner(painter, layout, self._theme, board, cell, y, device=self, up=True)
        elif self._note.text:
            painter.setOpacity(self._note.opacity())
            layout = self.banner_layout(self._note.text)
            paint_banner(painter, layout, self._theme, board, cell, board.center().y(), device=self)
            painter.setOpacity(1.0)

    def banner_layout(self, text: str) -> BannerText:
        """``text`` laid out as a banner on the board at its present size (kept while it holds)."""
        geometry = self._geometry()
        board, cell = geometry.board, geometry.cell
        font = banner_font(self.font(), cell)
        width = board.width() * 0.92 - banner_padding(cell)
        key = (text, font.key(), width, self.devicePixelRatioF())
        if self._banner_cache is None or self._banner_cache[0] != key:
            self._banner_cache = (key, banner_text(text, font, width, device=self))
        return self._banner_cache[1]
