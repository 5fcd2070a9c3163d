"""The analysis strip under the board: the opening's name, the evaluation graph, the game review
(with, while a games database is open, where the game left it: ``database_review``).

``AnalysisPanel`` is the widget (a header line with the opening and the review summary, the review
progress and its Stop button, then the graph).  ``AnalysisCommands`` owns the ``GameAnalyzer`` and
the commands (one ``QAction`` each, shared by menus and buttons): show the graph, review the game,
stop the review, show the best move where the board is, set up a position.  It listens to the game
controller and never blocks the UI thread: every search runs in the analysis thread.  What the
strip and the review say is ``review_words``'.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core import jit
from othello_qt.core.game import Game
from othello_qt.core.players.registry import ENGINE_KIND, kind_of
from othello_qt.core.position import Color, Move, Position
from othello_qt.core.review import EngineChoice, PositionAnalysis, Verdict
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.ui.board_editor import edit_position
from othello_qt.ui.board_state import Hints
from othello_qt.ui.controller import GameController
from othello_qt.ui.database_review import DatabaseReview
from othello_qt.ui.eval_graph import EvalGraph
from othello_qt.ui.game_analysis import GameAnalyzer
from othello_qt.ui.i18n import translate
from othello_qt.ui.player_words import player_title
from othello_qt.ui.result_words import summary_with_result
from othello_qt.ui.review_words import (
    best_move_text,
    first_line,
    opening_text,
    review_note,
    review_summary,
    short_review_summary,
)
from othello_qt.ui.status_text import key_text
from othello_qt.ui.window_commands import command_action

REFRESH_MS = 100
"""The graph and the marks redraw at most this often while results arrive."""
QWIDGETSIZE_MAX = (1 << 24) - 1
"""Qt's "no maximum" for a widget's size (not exported by PySide6)."""
GRAPH_STRIP_HEIGHT = 190
"""The strip's height under the board with the graph, until the user drags the splitter."""


def game_line(game: Game) -> tuple[tuple[Position, ...], tuple[Move, ...]]:
    """Every position and move of the game's line: the played moves, then the ones redo would replay."""
    positions = list(game.positions)
    for move in game.redo_moves:
        positions.append(positions[-1].play(move))
    return tuple(positions), game.line


def _kind_name(spec: str) -> str | None:
    """Which engine ``spec`` is, whatever its budget: its kind, or ``engine:NAME`` for an external one."""
    try:
        kind = kind_of(spec).name
        return ":".join(spec.strip().split(":")[:2]) if kind == ENGINE_KIND else kind
    except ValueError:
        return None


class AnalysisPanel(QWidget):
    """Opening name and review summary over the evaluation graph."""

    def __init__(self, review_action: QAction, stop_action: QAction, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.opening = QLabel(translate("AnalysisPanel", "Opening: —"), self)
        self.opening.setAccessibleName(translate("AnalysisPanel", "Opening"))
        font = self.opening.font()
        font.setBold(True)
        self.opening.setFont(font)
        self.opening.setWordWrap(True)
        self.opening.setMinimumWidth(60)
        self.summary = QLabel("", self)
        self.summary.setAccessibleName(translate("AnalysisPanel", "Review summary"))
        self.summary.setWordWrap(True)
        self.summary.setMinimumWidth(40)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self)
        self.progress.setMaximumHeight(16)
        # Qt fills in %v and %m: the translators see named placeholders
        text = translate("AnalysisPanel", "Reviewing {done}/{total}")
        self.progress.setFormat(text.format(done="%v", total="%m"))
        # wide enough for the longest text in this language (a game has at most 60 moves), and the
        # style's margins and chunk beside it: a cut "Reviewing 13/1…" said nothing
        widest = self.progress.fontMetrics().horizontalAdvance(text.format(done="60", total="60"))
        self.progress.setFixedWidth(widest + 48)
        self.progress.setAccessibleName(translate("AnalysisPanel", "Review progress"))
        self.progress.hide()
        self.review_button = QToolButton(self)
        self.review_button.setDefaultAction(review_action)
        self.stop_button = QToolButton(self)
        self.stop_button.setDefaultAction(stop_action)
        self.graph = EvalGraph(self)
        header = QHBoxLayout()
        header.setContentsMargins(0, 0, 0, 0)
        header.addWidget(self.opening, 1)
        header.addWidget(self.progress)
        header.addWidget(self.review_button)
        header.addWidget(self.stop_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 2, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(header)
        layout.addWidget(self.summary)
        layout.addWidget(self.graph, 1)
        # the board has priority: the strip never sets the window's minimum height (it hides instead)
        self.setMinimumHeight(1)
        self._graph_height = GRAPH_STRIP_HEIGHT

    def set_summary(self, text: str) -> None:
        if text != self.summary.text():
            self.summary.setText(text)
            self._fit_height()

    def show_graph(self, on: bool) -> None:
        """Off, the strip shrinks to its header and summary and the board takes the room; on, the
        strip gets back the height it had."""
        if self.graph.isHidden() != on:
            return
        if not on:
            if self.isVisible() and self.height() > 1:
                self._graph_height = self.height()
            self.graph.hide()
            self._fit_height()
            return
        self.setMaximumHeight(QWIDGETSIZE_MAX)
        self.graph.show()
        self.set_splitter_height(self._graph_height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_height()  # the summary wraps to another number of lines

    def _fit_height(self) -> None:
        """Without the graph, exactly as tall as its text needs (the board takes the rest)."""
        if not self.graph.isHidden():
            return
        layout = self.layout()
        layout.activate()
        width = max(self.width(), 100)
        needed = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else -1
        height = needed if needed > 0 else layout.totalSizeHint().height()
        self.setMaximumHeight(height)
        self.set_splitter_height(height)

    def set_splitter_height(self, height: int) -> None:
        """Give the strip ``height`` in the splitter under the board (a splitter keeps the sizes it
        has: a maximum alone would leave an empty band)."""
        splitter = self.parentWidget()
        if not isinstance(splitter, QSplitter) or splitter.indexOf(self) != 1:
            return
        sizes = splitter.sizes()
        total = sum(sizes)
        if total > height and sizes[1] != height:
            splitter.setSizes([total - height, height])


class AnalysisCommands(QObject):
    """The analysis features of the window, wired to its game controller and board."""

    marksChanged = Signal(object)
    """``{ply: (Verdict, note)}`` of the mistakes and blunders found (for the move list)."""
    positionSetUp = Signal(object, str)
    notesChanged = Signal(object)
    """``{ply: note}``: what the open games database says of each reviewed move (for the move list)."""
    """A position from the board editor and what to do with it: ``"play"`` or ``"analyse"``."""

    def __init__(self, controller: GameController, board_view, status, parent: QWidget) -> None:
        super().__init__(parent)
        self.controller = controller
        self.board_view = board_view
        self._status = status
        """``status(text)`` puts a line in the window's status bar."""
        spec = controller.analyzer_spec() or "master"
        self.analyzer = GameAnalyzer(spec, self)
        self._engine_kind = _kind_name(spec)
        self._showing_best: Position | None = None
        self._summary_wanted = False
        self._marks: dict[int, tuple[Verdict, str]] = {}
        self._notes: dict[int, str] = {}
        self.database_review = DatabaseReview(self)
        """The reviewed game against the open games database (``DatabaseFollower`` gives it the database)."""
        self.database_review.changed.connect(self._schedule_refresh)
        self._reviewed_line: tuple[Position, tuple[Move, ...]] | None = None
        self._left_line = False
        """The review stops because the game left the reviewed line: nothing to report."""
        self._review_done = False
        """The review of ``_reviewed_line`` ran (whole or stopped by the user): its summary stands."""
        self._editor = None
        self._compact = False
        self._failure: str | None = None

        def action(text: str, slot, shortcut: str | None, tip: str, button: str | None = None) -> QAction:
            return command_action(parent, text, slot, shortcut, button=button, tip=tip)

        self.graph_action = action(
            translate("AnalysisPanel", "Evaluation &graph"),
            self.set_graph_visible,
            "Ctrl+G",
            translate("AnalysisPanel", "Show the value of every position"),
        )
        self.graph_action.setCheckable(True)
        self.review_action = action(
            translate("AnalysisPanel", "&Review game"),
            self.start_review,
            "Ctrl+R",
            translate("AnalysisPanel", "Value every move deeply and mark mistakes"),
            translate("AnalysisPanel", "Review"),
        )
        self.stop_review_action = action(
            translate("AnalysisPanel", "&Stop review"),
            self.stop_review,
            None,
            translate("AnalysisPanel", "Stop the review"),
            translate("AnalysisPanel", "Stop"),
        )
        self.stop_review_action.setEnabled(False)
        self.best_move_action = action(
            translate("AnalysisPanel", "Show &best move here"),
            self.show_best_move,
            "Ctrl+B",
            translate("AnalysisPanel", "Show the engine's best move in this position"),
        )
        self.setup_action = action(
            translate("AnalysisPanel", "Set &up position…"),
            self.open_editor,
            "Ctrl+E",
            translate("AnalysisPanel", "Place discs, then play or analyse from there"),
        )
        self.next_mark_action = action(
            translate("AnalysisPanel", "&Next mistake"),
            lambda: self.go_to_mark(forward=True),
            "Alt+PgDown",
            translate("AnalysisPanel", "Go to the next move the review marked, before it is played"),
        )
        self.previous_mark_action = action(
            translate("AnalysisPanel", "&Previous mistake"),
            lambda: self.go_to_mark(forward=False),
            "Alt+PgUp",
            translate("AnalysisPanel", "Go to the previous move the review marked, before it is played"),
        )
        self.actions = [
            self.graph_action,
            self.review_action,
            self.stop_review_action,
            self.best_move_action,
            self.next_mark_action,
            self.previous_mark_action,
        ]

        self.panel = AnalysisPanel(self.review_action, self.stop_review_action, parent)
        self.panel.graph.plyRequested.connect(controller.go_to_ply)
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        self.analyzer.changed.connect(self._schedule_refresh)
        self.analyzer.reviewProgress.connect(self._on_review_progress)
        self.analyzer.reviewFinished.connect(self._on_review_finished)
        self.analyzer.failed.connect(self._on_failed)
        controller.historyChanged.connect(self.game_changed)
        controller.stateChanged.connect(lambda _state: self.game_changed())
        controller.thinkingStarted.connect(lambda *_: self.analyzer.set_engine_busy(True))
        controller.thinkingStopped.connect(lambda: self.analyzer.set_engine_busy(False))
        controller.gameOver.connect(self._on_game_over)
        controller.flagFell.connect(self._on_game_over)  # a game lost on time is reviewed too
        controller.hintsChanged.connect(self._on_hints)
        controller.decisionMade.connect(self._on_decision)

    # --- the game ---------------------------------------------------------------------------------

    @Slot()
    def game_changed(self) -> None:
        game = self.controller.game
        positions, moves = game_line(game)
        line = (game.start, moves)
        if self.analyzer.reviewing and line != self._reviewed_line:
            self._left_line = True
            self.stop_review()  # another game (or another branch): its review is no longer wanted
        self.analyzer.set_game(positions, moves)
        self.panel.opening.setText(opening_text(game))
        if not self.analyzer.reviewing:  # a summary is of the game that was reviewed (Undo may bring it back)
            self._summary_wanted = line == self._reviewed_line and self._review_done
            if not self._summary_wanted:
                self.panel.set_summary("")
        if self._showing_best is not None and self._showing_best != game.position:
            self._showing_best = None
            self.board_view.set_hints(self.controller.hints)
        self.refresh()

    @Slot()
    def _schedule_refresh(self) -> None:
        """Results come in bursts (a shallow pass takes milliseconds a position): redraw at most
        every ``REFRESH_MS``."""
        if not self._refresh_timer.isActive():
            self._refresh_timer.start()

    @Slot()
    def refresh(self) -> None:
        """Redraw the graph and the marks from what the analysis knows."""
        game = self.controller.game
        reviews = self.analyzer.reviews()
        bad = [r for r in reviews if r is not None and r.verdict is not Verdict.GOOD]
        moves = game.line
        self.panel.graph.set_values(self.analyzer.values(), game.ply, {r.ply: r.verdict for r in bad}, moves)
        self.panel.graph.set_problem(self._graph_problem())
        self.panel.graph.set_preparing(jit.is_warming())
        marks = {r.ply: (r.verdict, review_note(r)) for r in bad}
        if marks != self._marks:
            self._marks = marks
            self.marksChanged.emit(marks)
        reviewed = self._reviewed_line if self._summary_wanted or self.analyzer.reviewing else None
        notes = self.database_review.notes(reviewed)
        if notes != self._notes:
            self._notes = notes
            self.notesChanged.emit(notes)
        if self.analyzer.reviewing:  # a fixed text: a changing one would relayout the window each time
            self.panel.set_summary(
                translate("AnalysisPanel", "Reviewing the game: the summary follows when it is done.")
            )
        elif self._summary_wanted and moves:  # led by the result, as the banner and the games list say it
            last = game_line(game)[0][-1] if game.redo_moves else game.position
            summary = summary_with_result(review_summary(reviews), last)
            database = self.database_review.summary_line(self._reviewed_line)
            self.panel.set_summary(f"{summary}\n{database}" if database else summary)
        elif self._summary_wanted:
            self.panel.set_summary("")

    # --- commands ---------------------------------------------------------------------------------

    def fit(self, *, compact: bool) -> None:
        """In a low window the graph gives its room to the board (the Analysis menu still works)."""
        if compact != self._compact:
            self._compact = compact
            self._show_panel(self.graph_action.isChecked())

    def _show_panel(self, on: bool) -> None:
        """The strip (opening, review) shows unless the window is low; the graph when it is on."""
        if self.panel.isHidden() != self._compact:
            self.panel.setVisible(not self._compact)
        self.panel.show_graph(on)

    @Slot(bool)
    def set_graph_visible(self, on: bool) -> None:
        self._show_panel(on)
        self.analyzer.set_enabled(on)
        if self.graph_action.isChecked() != on:
            self.graph_action.setChecked(on)

    @Slot()
    def start_review(self) -> None:
        if not self.controller.game.positions:
            return
        self.set_graph_visible(True)
        self._summary_wanted = True
        self._failure = None
        self._review_done = False
        game = self.controller.game
        self._reviewed_line = (game.start, game.line)
        self.review_action.setEnabled(False)
        self.stop_review_action.setEnabled(True)
        self.panel.progress.show()
        self._status(
            translate(
                "AnalysisPanel", "Reviewing the game: every move against the engine's best (Stop ends it)"
            )
        )
        self.analyzer.start_review()

    @Slot()
    def stop_review(self) -> None:
        self.analyzer.stop_review()

    @Slot(int, int)
    def _on_review_progress(self, done: int, total: int) -> None:
        self.panel.progress.setRange(0, max(1, total))
        self.panel.progress.setValue(done)

    @Slot(bool)
    def _on_review_finished(self, complete: bool) -> None:
        self.review_action.setEnabled(True)
        self.stop_review_action.setEnabled(False)
        self.panel.progress.hide()
        reviews = self.analyzer.reviews()
        left, self._left_line = self._left_line, False
        self._review_done = not left
        self.refresh()
        failure, self._failure = self._failure, None
        if left:
            return  # the player went on in another line; Undo brings the reviewed game back
        if failure is not None:
            self._status(
                translate("AnalysisPanel", "Review stopped: the analyst {analyst} failed ({error})").format(
                    analyst=self._analyst(), error=failure
                )
            )
            return
        # the counts only: the whole summary is under the board, the status line is one short line
        if complete:
            text = translate("AnalysisPanel", "Review done — {summary}")
        else:
            text = translate("AnalysisPanel", "Review stopped — {summary}")
        self._status(text.format(summary=short_review_summary(reviews)))

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self._failure = message
        self._status(
            translate("AnalysisPanel", "Analysis stopped: the analyst {analyst} failed ({error})").format(
                analyst=self._analyst(), error=message
            )
        )
        self.refresh()

    def _analyst(self) -> str:
        """The analyst in the player's words: ``Master engine``, ``External engine (Edax)``."""
        return player_title(self.analyzer.spec)

    def _graph_problem(self) -> str:
        """What the graph says instead of "valuing the positions" once the analyst failed."""
        if self.analyzer.failure is None:
            return ""
        return translate(
            "AnalysisPanel", "The analyst {analyst} failed, so the positions are not valued:\n{error}"
        ).format(analyst=self._analyst(), error=first_line(self.analyzer.failure))

    @Slot(object)
    def _on_game_over(self, _result_or_loser) -> None:
        """At the end of a game, played out or lost on time: its review, with the summary, in the
        background."""
        if self.analyzer.enabled and not self.analyzer.reviewing:
            self.start_review()

    def set_analyst(self, spec: str | None) -> None:
        """Value moves with ``spec``'s player (``None``: the built-in engine) for the hints, the graph
        and the review; what the previous analyst found is forgotten."""
        self.controller.set_analyzer_spec(spec)
        analyst = self.controller.analyzer_spec() or "master"
        if _kind_name(analyst) != self._engine_kind or spec is not None:
            self._engine_kind = _kind_name(analyst)
            self.analyzer.set_spec(analyst)

    @Slot(object)
    def _on_hints(self, hints: Hints | None) -> None:
        """A hint's search is the analysing engine's own: what it found counts for the graph and the
        review too, so the move it calls best is never marked a mistake."""
        if hints is None or hints.info.wld or not hints.info.move_scores:
            return
        self.analyzer.add_search(self.controller.position, PositionAnalysis.from_search(hints.info))

    @Slot(object, object)
    def _on_decision(self, color: Color, decision: SearchResult) -> None:
        """The computer's move, if the analysing engine chose it (at any level): its own best move."""
        spec = self.controller.spec_for(color)
        positions = self.controller.game.positions
        if spec is None or _kind_name(spec) != self._engine_kind or decision.wld or len(positions) < 2:
            return
        choice = EngineChoice(decision.move, decision.depth or 0, decision.exact)
        self.analyzer.add_choice(positions[-2], choice)  # signalled once the move is played

    def go_to_mark(self, *, forward: bool) -> None:
        """Show the position where the next (or previous) marked move was chosen, with the best move
        marked on the board (as Show best move marks it), and say what the game's move cost."""
        here = self.controller.game.ply
        before = sorted(ply - 1 for ply in self._marks)
        later = [ply for ply in before if (ply > here if forward else ply < here)]
        if not later:
            self._status(
                translate("AnalysisPanel", "No marked move further on")
                if forward
                else translate("AnalysisPanel", "No marked move before this one")
            )
            return
        target = later[0] if forward else later[-1]
        self.controller.go_to_ply(target)
        self.show_best_move()
        self._status(self._marks[target + 1][1])

    def marks_best_move_here(self) -> bool:
        """Whether the board shows *Show best move*'s marking of this position, which the live hints
        must not replace until the board moves on (the two searches' depths differ)."""
        return self._showing_best is not None and self._showing_best == self.controller.position

    @Slot()
    def show_best_move(self) -> None:
        position = self.controller.position
        analysis = self.analyzer.analysis_of(position)
        if position.is_game_over():
            self._status(translate("AnalysisPanel", "The game is over here: there is no move to show"))
            return
        if (analysis is None or analysis.best is None) and self.analyzer.failure is not None:
            self._status(
                translate(
                    "AnalysisPanel", "This position is not analysed: the analyst {analyst} failed ({error})"
                ).format(analyst=self._analyst(), error=self.analyzer.failure)
            )
            return
        if analysis is None or analysis.best is None:
            if self.analyzer.enabled or self.analyzer.reviewing:
                waiting = translate(
                    "AnalysisPanel", "This position is not analysed yet: the graph fills in within moments"
                )
            else:  # nothing values the game's positions while the graph is off
                waiting = translate(
                    "AnalysisPanel",
                    "This position is not analysed: turn on the evaluation graph ({keys}) or the hints",
                ).format(keys=key_text("Ctrl+G"))
            self._status(waiting)
            return
        scores = {m.square: v for m, v in analysis.move_scores.items() if m.square is not None}
        best = analysis.best.square
        certainty = (
            Certainty.EXACT if analysis.exact else Certainty.BOOK if analysis.book else Certainty.ESTIMATE
        )
        info = SearchResult(
            analysis.best, analysis.score, analysis.depth, certainty=certainty, unit=ScoreUnit.DISCS
        )
        self.board_view.set_hints(Hints(scores, best, info, final=True))
        self._showing_best = position
        game = self.controller.game
        moves = game.line
        review = None
        if game.ply < len(moves):
            review = self.analyzer.reviews()[game.ply]
        self._status(best_move_text(review, analysis.best, analysis.score, analysis.exact, analysis.book))

    @Slot()
    def open_editor(self) -> None:
        editor = edit_position(self.controller.position, self.board_view.theme, self.parent())
        editor.accepted.connect(lambda: self.positionSetUp.emit(editor.position(), editor.choice))
        editor.finished.connect(lambda _result: self.board_view.setFocus())  # typed squares go to the board
        self._editor = editor

    def shutdown(self) -> None:
        self.analyzer.shutdown()
