"""The main window: board, side panel, menus; wires the view, the panels and the commands to the
controller.

The commands are objects of their own, one ``QAction`` per command shared by menu, shortcut and
button: ``FileCommands`` (new game, files, clipboard), ``PlayCommands`` (undo, redo, the history,
move now, pause), ``ViewOptions`` (the View menu), ``AnalysisCommands``; ``Menus`` lays them out.
How long a status-line text stays is ``status_scopes``'s; what the window starts with, ``game_start``'s.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QTimer, Signal, Slot
from PySide6.QtGui import QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMessageBox

from othello_qt.core import engine_list
from othello_qt.core.game import Game
from othello_qt.core.players.levels import level
from othello_qt.core.position import BLACK, WHITE, Color, GameResult, Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.sides import HUMAN
from othello_qt.ui.analysis_panel import AnalysisCommands
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.board_view import BoardView
from othello_qt.ui.controller import GameController, rules_kernels_ready
from othello_qt.ui.database_commands import DatabaseCommands
from othello_qt.ui.file_commands import FileCommands
from othello_qt.ui.game_start import ask_resume, available_player, choose_start
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.menus import Menus
from othello_qt.ui.play_commands import PlayCommands
from othello_qt.ui.practice_commands import PracticeCommands
from othello_qt.ui.saved_game import SavedGame, SavedGameStore
from othello_qt.ui.session_texts import browsing_line, turn_line
from othello_qt.ui.settings import AppSettings, prepare_data_dir
from othello_qt.ui.side_panel import SidePanel
from othello_qt.ui.sounds import SoundPlayer
from othello_qt.ui.spoken_text import move_announcement, pass_announcement, passed_text
from othello_qt.ui.status_line import StatusLine, busy_indicator
from othello_qt.ui.status_scopes import (
    BROWSE,
    ENGINE,
    HINT,
    INFO,
    KEPT,
    NOTE,
    OVER,
    PAUSED,
    THINKING,
    ScopedStatus,
)
from othello_qt.ui.status_text import (
    decision_detail,
    decision_text,
    error_text,
    game_over_status,
    hint_text,
    line_kept_text,
    line_kept_title,
    paused_text,
    progress_detail,
    progress_text,
    result_text,
    thinking_text,
    time_loss_status,
    time_loss_text,
    window_title,
)
from othello_qt.ui.themes import theme_named
from othello_qt.ui.view_options import ViewOptions
from othello_qt.ui.window_commands import WindowParts, command_action, show_hints_over
from othello_qt.ui.window_layout import BoardAndPanel

KERNEL_POLL_MS = 25
LINE_KEPT_MS = 6000
"""How long the board says that a new line was started (the status line keeps the whole note)."""


class MainWindow(QMainWindow):
    """The game window.  ``settings``/``data_dir`` default to the user's; tests pass temporary ones.

    ``resume``: what to do with a saved unfinished game: ``None`` asks, ``True``/``False`` decide.
    """

    problemFound = Signal(str)
    """A problem to show the user (emitted from any thread, e.g. the autosave writer's)."""

    def __init__(
        self,
        settings: QSettings | AppSettings | None = None,
        data_dir: Path | None = None,
        *,
        resume: bool | None = None,
        hint_spec: str | None = None,
        sound: bool = True,
    ) -> None:
        super().__init__()
        self.settings = settings if isinstance(settings, AppSettings) else AppSettings(settings)
        folder = data_dir if data_dir is not None else prepare_data_dir()
        self.store = SavedGameStore(folder, on_problem=self.problemFound.emit)
        self.engines = engine_list.use_file(folder / engine_list.FILE_NAME)
        self._resume = resume
        self.setWindowTitle(window_title(None))
        self.controller = GameController(self, store=self.store, hint_spec=hint_spec)
        self.controller.session.wait_for_animation = True
        s = self.settings
        self.controller.show_players(s.player(0), s.player(1), s.level)
        self.sounds = SoundPlayer(self, enabled=sound)
        self._build()
        self._connect()
        self._apply_settings()
        # the saved players and level show at once, while the engine is being prepared
        self.controller.set_level(self.settings.level, restart=False)
        for color in (BLACK, WHITE):
            self.controller.set_side(color, available_player(self.settings.player(int(color))))
        self.board_view.set_state(BoardState(self.controller.position))
        self._refresh_history()
        self._refresh_panel()
        self.show_status(translate("MainWindow", "Preparing the engine…"), INFO)
        self._kernel_timer = QTimer(self)
        self._kernel_timer.setInterval(KERNEL_POLL_MS)
        self._kernel_timer.timeout.connect(self._start_when_ready)
        self._kernel_timer.start()
        QTimer.singleShot(0, self._start_when_ready)

    # --- construction -----------------------------------------------------------------------------

    def _build(self) -> None:
        c = self.controller
        self.board_view = BoardView(self)
        self.status = StatusLine(self)
        self.scoped_status = ScopedStatus(self.status)
        parts = WindowParts(self, c, self.board_view, self.settings, self.scoped_status)
        self.files = FileCommands(parts, self.show_error)
        self.database = DatabaseCommands(parts, self.files.load_game, self._fit_panel)
        self.practice = PracticeCommands(parts, self.database, self.store.path.parent)
        self.files.offered_players = self.practice.players_to_offer
        self.play = PlayCommands(parts)
        self.view_options = ViewOptions(parts, self._refresh_panel, lambda s: self.analysis.set_analyst(s))
        quit_text = translate("MainWindow", "&Quit")
        self.quit_action = command_action(self, quit_text, self.close, QKeySequence.StandardKey.Quit)
        buttons = {
            "hints": self.view_options.hints_action,
            "move_now": self.play.move_now_action,
            "pause": self.play.pause_action,
            **self.play.nav_actions,
        }
        self.panel = SidePanel(buttons, self)
        self.analysis = AnalysisCommands(c, self.board_view, self.show_status, self)
        commands = (self.files, self.play, self.analysis, self.view_options, self.quit_action, self.database)
        self.menus = Menus(self, *commands, self._engines_changed, self.practice.action)
        self.splitter = BoardAndPanel(self.board_view, self.analysis, self.panel, self)
        self.setCentralWidget(self.splitter)

        self.statusBar().addWidget(self.status, 1)
        self.busy = busy_indicator(self)
        self.statusBar().addPermanentWidget(self.busy)
        self.board_view.setFocus()

    def _connect(self) -> None:
        c = self.controller
        view = self.board_view
        view.squareClicked.connect(c.play_square)
        view.animationFinished.connect(c.animation_finished)
        view.newGameRequested.connect(self.files.ask_new_game)
        c.stateChanged.connect(self._on_state)
        c.movePlayed.connect(self._on_move_played)
        c.passed.connect(self._on_passed)
        c.gameOver.connect(self._on_game_over)
        c.historyChanged.connect(self._refresh_history)
        c.playersChanged.connect(self._refresh_panel)
        c.thinkingStarted.connect(self._on_thinking)
        c.thinkingProgress.connect(self._on_progress)
        c.thinkingStopped.connect(self._on_thinking_stopped)
        c.decisionMade.connect(self._on_decision)
        c.hintsChanged.connect(self._on_hints)
        c.pausedChanged.connect(self._on_paused)
        c.errorOccurred.connect(self.show_error)
        self.problemFound.connect(self.show_error)
        c.message.connect(self._on_note)
        c.lineKept.connect(self._on_line_kept)
        c.clockTicked.connect(lambda: self.panel.show_clocks(c))
        c.flagFell.connect(self._on_flag_fell)
        panel = self.panel
        panel.black_chooser.settingChosen.connect(lambda s: self._choose_side(BLACK, s))
        panel.white_chooser.settingChosen.connect(lambda s: self._choose_side(WHITE, s))
        panel.level_slider.levelChosen.connect(self._choose_level)
        panel.move_list.plyRequested.connect(lambda ply: self.play.step(c.go_to_ply, ply))
        for typing in (panel.move_list, panel.black_chooser, panel.white_chooser):
            typing.squareTyped.connect(view.play_square_from_keyboard)
        self.analysis.marksChanged.connect(panel.move_list.set_marks)
        self.analysis.positionSetUp.connect(self.set_up_position)
        self.view_options.mute_action.toggled.connect(lambda on: setattr(self.sounds, "muted", on))

    def _apply_settings(self) -> None:
        s = self.settings
        if s.geometry is None or not self.restoreGeometry(s.geometry):  # none yet, or damaged
            self.resize(980, 700)
        self.splitter.restore(s.splitter_state)
        self.view_options.apply_settings()
        self.analysis.set_graph_visible(s.show_graph)
        self.analysis.graph_action.toggled.connect(lambda on: setattr(self.settings, "show_graph", on))

    # --- start-up ---------------------------------------------------------------------------------

    @Slot()
    def _start_when_ready(self) -> None:
        """Begin play once the rules kernels can be called without waiting on the compiler."""
        if self.controller.ready or not rules_kernels_ready():
            return
        self._kernel_timer.stop()
        levels = [lv.number for lv in self.panel.level_slider.levels]
        start = choose_start(self.store, self.settings, levels, self._ask_resume)
        self.controller.start(start.game, start.black, start.white, start.level, **start.other_games())
        self.controller.set_hints(self.view_options.hints_action.isChecked())
        self.show_status(start.greeting(), INFO)
        problems = [error_text(p) for p in (*self.settings.problems, self.engines.problem) if p]
        if start.problems or problems:
            self.show_error("\n\n".join([*start.problems, *problems]))

    def _engines_changed(self) -> None:
        """The Engines dialog added or removed one: the choosers offer the list as it is now."""
        for chooser in (self.panel.black_chooser, self.panel.white_chooser):
            chooser.refresh()

    def _ask_resume(self, saved: SavedGame) -> bool:
        return self._resume if self._resume is not None else ask_resume(self, saved, self.board_view)

    # --- controller signals -----------------------------------------------------------------------

    @Slot(object)
    def _on_state(self, state: BoardState) -> None:
        self.board_view.set_state(state)
        self._refresh_panel()
        self._retire_status(state)

    def _retire_status(self, state: BoardState) -> None:
        """Texts true of a state end with it: the result once Undo reopens the game; while an earlier
        position is shown, where it is and what a move there does; after browsing, nothing."""
        c = self.controller
        if not state.game_over:
            self.scoped_status.retire(OVER)
        if c.browsing and not c.thinking and self.scoped_status.scope not in (NOTE, KEPT):
            self.show_status(browsing_line(self.controller.session), BROWSE)
        elif not c.browsing:
            self.scoped_status.retire(BROWSE)

    @Slot(object)
    def _on_move_played(self, played: PlayedMove) -> None:
        self.scoped_status.move_played(by_human=self.controller.is_human(played.color))
        if played.move.is_pass:
            return
        view = self.board_view
        view.play_animation(played)
        view.announce(move_announcement(played))
        self.sounds.play_move(list(view.flip_delays(played).values()))
        self.panel.show_counts(played.after)

    @Slot(object)
    def _on_passed(self, color: Color) -> None:
        self.board_view.show_message(passed_text(color))  # one wording: banner, status, screen reader
        self.board_view.announce(pass_announcement(color))
        self.show_status(passed_text(color))

    @Slot(object)
    def _on_game_over(self, result: GameResult) -> None:
        self._show_end(result_text(result, self.controller.end_audience()), game_over_status(result))

    @Slot(object)
    def _on_flag_fell(self, loser: Color) -> None:
        self._show_end(time_loss_text(loser, self.controller.end_audience()), time_loss_status(loser))

    def _show_end(self, banner: str, status: str) -> None:
        """The game ended: the banner on the board (and spoken), the status line, the sound."""
        self.board_view.show_result(banner)
        over = translate("MainWindow", "Game over. {result}")
        self.board_view.announce(over.format(result=banner), assertive=True)
        self.show_status(status, OVER)
        self.sounds.play("game_over")
        self._refresh_panel()

    def _humans(self) -> list[Color]:  # in a practice, only the practising side is "you"
        practising = None if self.practice.session is None else self.practice.session.side
        return [c for c in (BLACK, WHITE) if self.controller.is_human(c) and practising in (None, c)]

    @Slot(object, str)
    def _on_thinking(self, color: Color, description: str) -> None:
        self.show_status(thinking_text(color, description), THINKING)
        self._refresh_panel()

    @Slot(object)
    def _on_progress(self, info: SearchResult) -> None:
        self.show_status(progress_text(self.controller.position.turn, info), THINKING, progress_detail(info))

    @Slot()
    def _on_thinking_stopped(self) -> None:
        """A search that ends unanswered (Undo, Pause) takes its "thinking…" text with it."""
        self.scoped_status.retire(THINKING)
        self._refresh_buttons()

    @Slot(object, object)
    def _on_decision(self, color: Color, decision: SearchResult) -> None:
        unit = decision.unit
        self.show_status(decision_text(color, decision, unit), ENGINE, decision_detail(decision, unit))

    @Slot(object)
    def _on_hints(self, hints: Hints | None) -> None:
        if not self.analysis.marks_best_move_here():  # a review's "X was best" stays marked
            self.board_view.set_hints(hints)
        text = hint_text(hints) if hints is not None else None
        if text is not None and self.scoped_status.scope != NOTE:
            self.show_status(text, HINT)  # a note ("Loaded …", an error) is news until the next move
        elif hints is None:
            self.scoped_status.retire(HINT)  # the hint it spoke of is gone

    @Slot(bool)
    def _on_paused(self, paused: bool) -> None:
        self.play.show_paused(paused)
        if paused:
            if self.controller.browse_paused:
                self.show_status(browsing_line(self.controller.session), BROWSE)
            else:
                clocks_only = len(self._humans()) == 2 and self.controller.clock is not None
                self.show_status(paused_text(clocks_only=clocks_only), PAUSED)
        else:
            self.scoped_status.retire(PAUSED)  # "press Resume" is no longer true
        self._refresh_panel()

    @Slot(str)
    def _on_note(self, text: str) -> None:
        """The controller's answer to a user's intention (an illegal square, not your turn, a game
        brought back): on the status line, and spoken, since it answers a key press too.  It
        replaces the board's short note, which described the game before."""
        self.board_view.clear_message()
        self.show_status(text)
        self.board_view.announce(text)

    @Slot(object)
    def _on_line_kept(self, kept: Game) -> None:
        """A move left the browsed game's line: say so where the player looks, and to a screen reader."""
        text = line_kept_text(kept)
        self.board_view.show_message(line_kept_title(kept), LINE_KEPT_MS)
        self.board_view.announce(text)
        self.show_status(text, KEPT)

    # --- panel ------------------------------------------------------------------------------------

    @Slot()
    def _refresh_panel(self) -> None:
        self.panel.show_game(self.controller, theme_named(self.settings.theme))
        self._refresh_buttons()

    @Slot()
    def _refresh_buttons(self) -> None:
        c = self.controller
        self.busy.setVisible(c.thinking)
        text = turn_line(c.session, self._humans(), thinking=c.thinking)
        self.panel.turn_label.setText(text)
        self.setWindowTitle(window_title(text if c.ready else None))
        self.play.refresh()
        show_hints_over(self.view_options.hints_action, over=c.ready and c.finished)

    @Slot()
    def _refresh_history(self) -> None:
        game = self.controller.game
        self.panel.move_list.set_history(game.start.turn, game.moves, game.redo_moves)
        self._refresh_panel()  # the lit card turns with the title, not after the move's animation

    def _choose_side(self, color: Color, setting: str) -> None:
        self.controller.set_side(color, setting)
        self.settings.set_player(int(color), setting)

    def _choose_level(self, number: int) -> None:
        """The slider sets the difficulty of the sides played by "Computer (level)"."""
        self.controller.set_level(number)
        self.settings.level = number
        chosen = translate("MainWindow", "Difficulty: level {level}")
        self.show_status(chosen.format(level=level(number).label), INFO)

    # --- status and set-up ------------------------------------------------------------------------

    @Slot(str)
    def show_status(self, text: str, scope: str = NOTE, detail: str = "") -> None:
        """Write the status line, for as long as ``scope`` says (``status_scopes``); ``detail``: the
        engine's report, in the tooltip."""
        self.scoped_status.show(text, scope, detail)

    @Slot(str)
    def show_error(self, text: str) -> None:
        title = translate("MainWindow", "Othello")
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.open()
        self._error_box = box
        self.show_status(text)  # the status line joins its lines: "Cannot read x:" and why

    def set_up_position(self, position: Position, choice: str) -> None:
        """From the board editor: play from ``position``, or analyse it (both sides human, hints on)."""
        if choice == "analyse":
            for color in (BLACK, WHITE):
                self._choose_side(color, HUMAN)
            self.view_options.hints_action.setChecked(True)
            self.analysis.set_graph_visible(True)
        self.controller.load_game(Game(position), play_on=choice == "play")
        set_up = translate("MainWindow", "Set-up position: {color} to move")
        self.show_status(set_up.format(color=color_name(position.turn)))

    # --- layout -----------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_panel)  # sized while hidden: fit again once laid out

    def _fit_panel(self) -> None:
        self.splitter.fit(*self.database.room_left(self.width(), self.height()))

    # --- closing ----------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._kernel_timer.stop()
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.sync()
        self.controller.shutdown()
        self.analysis.shutdown()
        self.database.shutdown()
        self.store.close()
        super().closeEvent(event)
