"""Game → Practise an opening…: the practice played on the main board (``core.opening_practice``).

The player's side is played by clicks as ever; the other side is played here, at once, from the
line and then from the open games database's most played replies (the opening book's best move
without one).  Both sides are the board's humans while the practice lasts, so the controller never
starts a search of its own; they stay so after it (nobody plays on by itself behind the result, and
a new game or a file leaves the players then chosen), unless the window closes mid-practice.  Clicks
on the computer's turn are answered here, not played.  Each of the player's moves is judged against
the opening book as it is played: one off the line opens a box with the book's move and its value,
Retry (take the move back) and Continue.  At the end the result is kept in the per-user results file and said.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, Slot
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

from othello_qt.core.engine.book import default_books
from othello_qt.core.game import Game, PlayedMove
from othello_qt.core.opening_practice import (
    ENDED_BOOK,
    ENDED_REPLIES,
    PracticeResults,
    PracticeSession,
    Replies,
    Verdict,
    book_replies,
    database_replies,
    practice_name,
)
from othello_qt.core.openings import Opening, opening_of
from othello_qt.core.position import BLACK, WHITE, Color, Move, Position
from othello_qt.core.session.sides import HUMAN
from othello_qt.ui.database_commands import DatabaseCommands
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.player_words import opening_title
from othello_qt.ui.practice_dialog import PracticeDialog, record_text
from othello_qt.ui.status_scopes import INFO
from othello_qt.ui.status_text import error_text
from othello_qt.ui.text_parts import disc_text
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action


def verdict_text(verdict: Verdict) -> str:
    """``c7 is off the line: the book plays c3 (+2 discs for you); c7 is worth -9 discs for you.``"""
    return translate(
        "Practice",
        "{move} is off the line: the book plays {best} ({best_value} discs for you); "
        "{move} is worth {value} discs for you.",
    ).format(
        move=verdict.move,
        best=verdict.best_move,
        best_value=disc_text(verdict.best_value),
        value=disc_text(verdict.value),
    )


class PracticeCommands(WindowCommands):
    """The command, the dialog it opens and the practice on the board.  ``folder``: where the
    results are kept (the window's data folder)."""

    def __init__(self, parts: WindowParts, database: DatabaseCommands, folder: Path) -> None:
        super().__init__(parts)
        self._database = database
        self._folder = folder
        self.results: PracticeResults | None = None
        self.session: PracticeSession | None = None
        self.dialog: PracticeDialog | None = None
        self.verdict_box: QMessageBox | None = None
        self.end_box: QMessageBox | None = None
        self._game: Game | None = None
        self._sides: tuple[str, str] = (HUMAN, HUMAN)
        self._pending: Verdict | None = None
        self._ply = 0
        """How many moves the board showed at the last change (to tell a step back from one on)."""
        """The off-line verdict waiting for Retry or Continue: the computer waits too."""
        self.action = command_action(parts.window, translate("Practice", "Practise an &opening…"), self.ask)
        self.controller.movePlayed.connect(self._on_move)
        self.controller.stateChanged.connect(self._on_state)
        parts.window.installEventFilter(self)  # to leave the practice as the window closes
        self.banner = QLabel()
        """What is practised, for as long as it lasts: the status bar's right end."""
        self.banner.setObjectName("practiceBanner")
        self.banner.hide()
        if isinstance(parts.window, QMainWindow):
            parts.window.statusBar().addPermanentWidget(self.banner)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window closes: the practice is left first, so the game is saved with its players."""
        if event.type() == QEvent.Type.Close and watched is self._window:
            self.stop(restore=True)
        return False

    # --- choosing ---------------------------------------------------------------------------------

    def _results(self) -> PracticeResults:
        if self.results is None:
            self.results = PracticeResults(self._folder)
        return self.results

    def _board_line(self) -> tuple[Position, tuple[Move, ...], Opening | None]:
        """The board as it is, as a practice: the moves so far from the standard start (named if
        they end a named line), else the position alone."""
        game = self.controller.game
        if game.start != Position.initial():
            return game.position, (), None
        match = opening_of(game.start, game.moves)
        named = match.opening if match is not None and match.ply == len(game.moves) else None
        return game.start, tuple(game.moves), named

    @Slot()
    def ask(self) -> None:
        """The dialog; Practise starts the practice chosen."""
        if not self.controller.ready:
            return
        results = self._results()
        problem = error_text(results.problem) if results.problem is not None else ""
        board_name = practice_name(*self._board_line())
        finished = self.controller.finished  # a finished game is no opening to practise from
        self.dialog = dialog = PracticeDialog(
            self._window, results.records, board_name, problem, board_first=not finished
        )
        dialog.accepted.connect(lambda: self.start(dialog.choice(), dialog.color()))
        dialog.open()

    def start(self, opening: Opening | None, side: Color) -> None:
        """Practise ``opening`` (``None``: the board as it is) playing ``side``."""
        c = self.controller
        # the players from before the practice; one practice after another keeps the first's
        sides = self._sides if self.session is not None else (c.side(BLACK), c.side(WHITE))
        self.stop()
        if opening is not None:
            start, line = Position.initial(), tuple(Game.from_transcript(opening.moves).moves)
        else:
            start, line, opening = self._board_line()
        books = default_books()
        replies: Replies = book_replies(books.moves)
        database = self._open_database()
        if database is not None:
            replies = database_replies(database)
        name = practice_name(start, line, opening)
        session = PracticeSession(name, start, line, side, replies, books.moves, opening)
        self._sides = sides
        self.board_view.squareClicked.disconnect(c.play_square)
        self.board_view.squareClicked.connect(self._clicked)
        for color in (BLACK, WHITE):
            c.set_side(color, HUMAN)
        self._game = Game(start)
        c.load_game(self._game)
        self.session = session  # from here on, the board's moves are the practice's
        self._ply = len(self._game.moves)
        if opening is not None:
            practising = translate("Practice", "Practising {opening}: you play {color}")
        else:
            practising = translate("Practice", "Practising from the board: you play {color}")
        title = opening_title(opening) if opening is not None else ""
        self.status.show(practising.format(opening=title, color=color_name(side)), INFO)
        self._show_banner()
        c.playersChanged.emit()  # the turn text: only the practising side is "you"
        QTimer.singleShot(0, self._go_on)

    def _show_banner(self) -> None:
        """``Practising Tiger as Black — move 5 of 13`` (the move to play, the practice's length)."""
        session = self.session
        if session is None:
            self.banner.hide()
            return
        if session.opening is not None:
            name = opening_title(session.opening)
        else:
            name = translate("Practice", "from the board")
        length = session.length
        number = min(len(self.controller.game.moves) + 1, length)
        text = translate("Practice", "Practising {name} as {color} — move {number} of {length}")
        self.banner.setText(
            text.format(name=name, color=color_name(session.side), number=number, length=length)
        )
        self.banner.show()

    def players_to_offer(self) -> tuple[str, str]:
        """The New game dialog's players: during a practice and on the game it leaves, the players
        from before it (not its two humans); else the board's."""
        c = self.controller
        if self._game is not None and c.game is self._game:
            return self._sides
        return c.side(BLACK), c.side(WHITE)

    def _open_database(self):
        browser = self._database.browser
        return None if browser is None else browser.model.database

    # --- playing ----------------------------------------------------------------------------------

    @Slot(int)
    def _clicked(self, square: int) -> None:
        """A click on the board while practising: the player's turn plays it, the computer's waits."""
        session = self.session
        if session is not None and self._pending is not None:
            self.status.show(translate("Practice", "Retry the move or continue first"))
            return
        c = self.controller
        if session is not None and c.position.turn != session.side:
            self.status.show(translate("Practice", "Wait for the computer's reply"))
            return
        if session is not None and c.game.can_redo() and c.position.is_legal(Move(square)):
            # a new move where later ones are recorded: the practice goes on from here, with no
            # other line kept to come back to (as Retry does)
            self._game = Game(session.start, list(c.game.moves))
            c.load_game(self._game)
        c.play_square(square)

    @Slot(object)
    def _on_move(self, played: PlayedMove) -> None:
        """Judge the player's move at once (while it is drawn); a step back during the drawing
        of a move is a step back from it."""
        if self.session is None:
            return
        self._ply = len(self.controller.game.moves)
        if played.color == self.session.side:
            self._follow()

    @Slot(object)
    def _on_state(self, _state: object) -> None:
        if self.session is None:
            return
        if self.controller.game is not self._game:
            self.stop()  # a new game, a file: the practice is left, with the players now chosen
            return
        self._show_banner()
        ply = len(self.controller.game.moves)
        came_from, self._ply = self._ply, ply
        self._follow()
        if ply != came_from:
            QTimer.singleShot(0, lambda: self._step_past_reply(ply, went_back=ply < came_from))
        QTimer.singleShot(0, self._go_on)

    def _step_past_reply(self, ply: int, *, went_back: bool) -> None:
        """Undo, Redo and the move list step over the computer's replies, as against any computer:
        a step onto its turn (with later moves recorded) goes one move further the same way."""
        c, session = self.controller, self.session
        if session is None or c.animating or ply != len(c.game.moves) or c.position.turn == session.side:
            return
        if not c.game.can_redo():
            return  # the end of the line: the computer replies (``_go_on``)
        if went_back and c.game.can_undo():
            c.undo()
        elif not went_back:
            c.redo()

    def _follow(self) -> None:
        session = self.session
        assert session is not None
        for verdict in session.follow(self.controller.game.moves):
            if verdict.off_line and verdict.ply == len(self.controller.game.moves):
                self._show_verdict(verdict)
        if self._pending is not None and self._pending.ply > len(session.moves):
            self._close_verdict()  # taken back some other way (Undo)

    @Slot()
    def _go_on(self) -> None:
        """The computer's reply, or the end, once the board shows the last move."""
        session, c = self.session, self.controller
        if session is None or self._pending is not None or c.animating or c.game.can_redo():
            return
        if c.game is not self._game or tuple(session.moves) != c.game.moves:
            return
        ended = session.ended()
        if ended is not None:
            self._finish(ended)
            return
        if session.player_to_move() or c.position.must_pass():
            return
        move = session.computer_move()
        if move is not None:
            c.play_move(move)

    def _show_verdict(self, verdict: Verdict) -> None:
        self._pending = verdict
        self._close_verdict(keep_pending=True)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("Practice", "Off the line"),
            verdict_text(verdict),
            QMessageBox.StandardButton.NoButton,
            self._window,
        )
        retry = box.addButton(translate("Practice", "&Retry"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("Practice", "&Continue"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(retry)
        box.setModal(False)
        box.finished.connect(lambda _result: self._answered(box.clickedButton() is retry))
        self.verdict_box = box
        self.status.show(verdict_text(verdict))
        box.open()

    def _close_verdict(self, keep_pending: bool = False) -> None:
        box, self.verdict_box = self.verdict_box, None
        if not keep_pending:
            self._pending = None
        if box is not None:
            box.finished.disconnect()
            box.close()

    def _answered(self, retry: bool) -> None:
        verdict, self._pending = self._pending, None
        self.verdict_box = None
        if verdict is not None and retry:
            self.retry(verdict)
        else:
            QTimer.singleShot(0, self._go_on)

    def retry(self, verdict: Verdict) -> None:
        """Take the move back to play it again: the game as it was before it, with no later line
        left to redo (a new move is no branch to keep)."""
        session = self.session
        if session is None:
            return
        self._game = Game(session.start, list(self.controller.game.moves[: verdict.ply - 1]))
        self.controller.load_game(self._game)
        again = translate("Practice", "Try again: {color} to move")
        self.status.show(again.format(color=color_name(self.controller.position.turn)))

    # --- the end ----------------------------------------------------------------------------------

    def _finish(self, ended: str) -> None:
        session = self.session
        assert session is not None
        self.stop()  # both sides stay human: nobody plays on by itself behind the box
        try:
            record = self._results().record(session.name, session.clean)
        except OSError as exc:
            record = None
            self.status.show(str(exc))
        if ended == ENDED_BOOK:
            why = translate("Practice", "The book's line ends here.")
        elif ended == ENDED_REPLIES:
            why = translate("Practice", "No game of the database goes on from here.")
        else:
            why = translate("Practice", "The practice has gone its length.")
        if session.clean:
            result = translate("Practice", "A clean run: every move on the line.")
        else:
            result = translate("Practice", "%n move(s) off the line.", None, session.mistakes)
        text = f"{why} {result}"
        if record is not None:
            text = f"{text}\n\n{record_text(record)}"
        self.status.show(text, INFO)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            translate("Practice", "Practice over"),
            text,
            QMessageBox.StandardButton.Ok,
            self._window,
        )
        box.setModal(False)
        self.end_box = box
        box.open()

    def stop(self, *, restore: bool = False) -> None:
        """Leave the practice: clicks go to the game.  The players are put back only if ``restore``
        (the window closes mid-practice: its game is kept with them); else the board keeps the
        players it has now: both human after a practice played out (nobody plays on by itself), the
        ones chosen for a new game, a file or a set-up position."""
        if self.session is None:
            return
        self.session = None
        self._close_verdict()
        self._show_banner()
        c = self.controller
        self.board_view.squareClicked.disconnect(self._clicked)
        self.board_view.squareClicked.connect(c.play_square)
        if restore:
            for color, side in zip((BLACK, WHITE), self._sides, strict=True):
                c.set_side(color, side)
        c.playersChanged.emit()
