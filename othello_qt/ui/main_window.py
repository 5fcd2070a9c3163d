"""The main window: board, side panel, menus; wires the view and panels to the controller."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QScrollArea,
    QSplitter,
)

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.notation import move_count
from othello_qt.core.players.base import Decision, SearchInfo
from othello_qt.core.players.levels import level
from othello_qt.core.players.registry import check_spec
from othello_qt.core.position import BLACK, WHITE, Color, GameResult, Position
from othello_qt.ui import game_files
from othello_qt.ui.analysis_panel import AnalysisCommands
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.board_view import BoardView
from othello_qt.ui.controller import GameController, rules_kernels_ready, unit_of
from othello_qt.ui.dialogs import NewGameDialog, show_about, show_rules
from othello_qt.ui.saved_game import SavedGame, SavedGameError, SavedGameStore
from othello_qt.ui.settings import ANIMATION_SPEEDS, HUMAN, LEVEL, AppSettings, prepare_data_dir
from othello_qt.ui.side_panel import PANEL_MIN_WIDTH, SidePanel
from othello_qt.ui.sounds import SoundPlayer
from othello_qt.ui.status_line import StatusLine
from othello_qt.ui.status_text import (
    CONTINUE_ANSWER,
    NEW_GAME_ANSWER,
    browsing_move_text,
    browsing_text,
    browsing_turn_text,
    decision_detail,
    decision_text,
    file_player_name,
    game_over_status,
    hint_text,
    line_kept_text,
    line_kept_title,
    loaded_text,
    move_announcement,
    pass_announcement,
    passed_text,
    paused_text,
    progress_detail,
    progress_text,
    result_text,
    resume_question,
    thinking_text,
    turn_text,
    window_title,
)
from othello_qt.ui.themes import THEMES, Theme, apply_palette, theme_named

log = logging.getLogger(__name__)

NOTE, INFO, HINT, ENGINE, KEPT = "note", "info", "hint", "engine", "kept"
THINKING, BROWSE, OVER = "thinking", "browse", "over"
"""How long a status-line text stays (``MainWindow.show_status``)."""

KERNEL_POLL_MS = 25
PLAY_ON_TIP = "Let the computer play on from the position shown (the later moves are kept for Undo)"
LINE_KEPT_MS = 6000
"""How long the board says that a new line was started (the status line keeps the whole note)."""

TINY_WIDTH = 640
"""Below this window width the Players box steps aside (New game… still chooses the players) and
the buttons take two rows, so the panel can be narrow."""
PANEL_WIDTH = 300
"""The side panel's width in a roomy window, until the user drags the splitter."""
COMPACT_HEIGHT = 560
"""Below this window height the move list gives its room to the board (undo/redo still browse)."""
COMPACT_WIDTH = 900
"""Below this window width the panel is held to about a third, so the board keeps priority."""


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
        self.store = SavedGameStore(
            data_dir if data_dir is not None else prepare_data_dir(), on_problem=self.problemFound.emit
        )
        self._resume = resume
        self.setWindowTitle(window_title(None))
        self.controller = GameController(self, store=self.store, hint_spec=hint_spec)
        self.controller.wait_for_animation = True
        s = self.settings
        self.controller.show_players(s.player(0), s.player(1), s.level)
        self.sounds = SoundPlayer(self, enabled=sound)
        self.sounds.muted = self.settings.muted
        self._panel_width: int | None = PANEL_WIDTH
        self._status_scope = NOTE
        self._kept_move_seen = False
        self._build_actions()
        self._build_widgets()
        self._build_menus()
        self._connect()
        self._apply_settings()
        # the saved players and level show at once, while the engine is being prepared
        self.controller.set_level(self.settings.level, restart=False)
        for color in (BLACK, WHITE):
            self.controller.set_side(color, self._known_player(self.settings.player(int(color))))
        self.board_view.set_state(BoardState(self.controller.position))
        self._refresh_history()
        self._refresh_panel()
        self.show_status("Preparing the engine…", INFO)
        self._kernel_timer = QTimer(self)
        self._kernel_timer.setInterval(KERNEL_POLL_MS)
        self._kernel_timer.timeout.connect(self._start_when_ready)
        self._kernel_timer.start()
        QTimer.singleShot(0, self._start_when_ready)

    # --- construction -----------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.board_view = BoardView(self)
        self.panel = SidePanel(self.commands, self)
        self.analysis = AnalysisCommands(self.controller, self.board_view, self.show_status, self)
        self.board_splitter = QSplitter(Qt.Orientation.Vertical, self)  # the graph under the board
        self.board_splitter.addWidget(self.board_view)
        self.board_splitter.addWidget(self.analysis.panel)
        self.board_splitter.setStretchFactor(0, 1)
        self.board_splitter.setStretchFactor(1, 0)
        self.board_splitter.setCollapsible(0, False)
        self.board_splitter.setSizes([10_000, 190])
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.board_splitter)
        # in a scroll area, so the panel's content never sets the window's minimum height
        scroll = QScrollArea(self)
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # never narrower than its smallest layout needs: the smallest window shows the whole panel
        scroll.setMinimumWidth(self.panel.smallest_width())
        scroll.setMaximumWidth(400)
        self.splitter.addWidget(scroll)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.splitterMoved.connect(self._remember_panel_width)
        self.setCentralWidget(self.splitter)

        self.status = StatusLine(self)
        self.statusBar().addWidget(self.status, 1)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # indeterminate: the computer is thinking
        self.busy.setFixedWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setTextVisible(False)
        self.busy.setAccessibleName("The computer is thinking")
        self.busy.hide()
        self.statusBar().addPermanentWidget(self.busy)
        self.board_view.setFocus()

    def _action(
        self,
        text: str,
        slot,
        shortcut: QKeySequence | str | None = None,
        checkable=False,
        *,
        button: str | None = None,
        tip: str | None = None,
    ) -> QAction:
        """One command, for the menu and (``button``: its short text there) a panel button."""
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if button is not None:
            action.setIconText(button)
        if tip is not None:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            action.setToolTip(f"{tip} ({keys})" if keys else tip)
        action.setCheckable(checkable)
        if checkable:
            action.toggled.connect(slot)
        else:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        c = self.controller
        self.new_action = self._action("&New game…", self.ask_new_game, QKeySequence.StandardKey.New)
        self.open_action = self._action("&Open…", self.open_file, QKeySequence.StandardKey.Open)
        self.save_action = self._action("&Save as…", self.save_file, QKeySequence.StandardKey.Save)
        self.quit_action = self._action("&Quit", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action("&Undo", lambda: self._step(c.undo), "Ctrl+Z")
        self.redo_action = self._action("&Redo", lambda: self._step(c.redo), "Ctrl+Shift+Z")
        self.copy_transcript_action = self._action("Copy &transcript", self.copy_transcript, "Ctrl+C")
        self.copy_board_action = self._action("Copy &board string", self.copy_board, "Ctrl+Shift+C")
        self.paste_action = self._action("&Paste game or position", self.paste, "Ctrl+V")
        self.move_now_action = self._action(
            "&Move now",
            c.move_now,
            "Ctrl+M",
            button="Move now",
            tip="Make the computer play its best move so far",
        )
        self.pause_action = self._action(
            "&Pause computer",
            self.set_paused,
            "Ctrl+P",
            checkable=True,
            button="Pause",
            tip="Pause or resume the computer",
        )
        self.legal_action = self._action("Show &legal moves", self.set_show_legal, "Ctrl+L", checkable=True)
        self.hints_action = self._action(
            "Show &hints",
            self.set_hints,
            "Ctrl+H",
            checkable=True,
            button="Hints",
            tip="Show the engine's value of every legal move",
        )
        self.nav_actions = {
            "start": self._action(
                "&Start position",
                lambda: self._step(c.go_to_ply, 0),
                "Alt+Home",
                button="«",
                tip="Start position",
            ),
            "back": self._action(
                "&Previous move",
                lambda: self._step(c.go_to_ply, max(0, c.game.ply - 1)),
                "Alt+Left",
                button="‹",
                tip="One move back",
            ),
            "forward": self._action(
                "&Next move",
                lambda: self._step(c.go_to_ply, c.game.ply + 1),
                "Alt+Right",
                button="›",
                tip="One move forward",
            ),
            "end": self._action(
                "&Last move",
                lambda: self._step(c.go_to_ply, c.game.ply + len(c.game.redo_moves)),
                "Alt+End",
                button="»",
                tip="Last move",
            ),
        }
        self.commands = {
            "hints": self.hints_action,
            "move_now": self.move_now_action,
            "pause": self.pause_action,
            **self.nav_actions,
        }
        self.coords_action = self._action(
            "Show &coordinates", self.set_show_coordinates, None, checkable=True
        )
        self.mute_action = self._action("&Mute sounds", self.set_muted, None, checkable=True)
        self.rules_action = self._action(
            "&Rules", lambda: show_rules(self), QKeySequence.StandardKey.HelpContents
        )
        self.about_action = self._action("&About", lambda: show_about(self))
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name in ANIMATION_SPEEDS:
            action = QAction(name.capitalize(), self, checkable=True)
            action.setData(name)
            self.speed_group.addAction(action)
            self.speed_actions[name] = action
        self.speed_group.triggered.connect(lambda a: self.set_animation_speed(a.data()))
        self.theme_group = QActionGroup(self)
        self.theme_actions: dict[str, QAction] = {}
        for theme in THEMES.values():
            action = QAction(theme.title, self, checkable=True)
            action.setData(theme.name)
            self.theme_group.addAction(action)
            self.theme_actions[theme.name] = action
        self.theme_group.triggered.connect(lambda a: self.set_theme(a.data()))

    def _build_menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        game.addActions([self.new_action, self.open_action, self.save_action, self.analysis.setup_action])
        game.addSeparator()
        game.addActions([self.move_now_action, self.pause_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.copy_transcript_action, self.copy_board_action, self.paste_action])
        moves = bar.addMenu("M&oves")
        moves.addActions(list(self.nav_actions.values()))
        analysis = bar.addMenu("&Analysis")
        analysis.addActions(self.analysis.actions)
        view = bar.addMenu("&View")
        view.addActions([self.legal_action, self.hints_action, self.coords_action])
        speed = view.addMenu("&Animation speed")
        speed.addActions(list(self.speed_actions.values()))
        theme = view.addMenu("&Theme")
        theme.addActions(list(self.theme_actions.values()))
        view.addSeparator()
        view.addAction(self.mute_action)
        help_menu = bar.addMenu("&Help")
        help_menu.addActions([self.rules_action, self.about_action])

    def _connect(self) -> None:
        c = self.controller
        view = self.board_view
        view.squareClicked.connect(c.play_square)
        view.animationFinished.connect(c.animation_finished)
        view.newGameRequested.connect(self.ask_new_game)
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
        panel = self.panel
        panel.black_chooser.settingChosen.connect(lambda s: self._choose_side(BLACK, s))
        panel.white_chooser.settingChosen.connect(lambda s: self._choose_side(WHITE, s))
        panel.level_slider.levelChosen.connect(self._choose_level)
        panel.move_list.plyRequested.connect(lambda ply: self._step(c.go_to_ply, ply))
        panel.move_list.squareTyped.connect(view.play_square_from_keyboard)
        self.analysis.marksChanged.connect(panel.move_list.set_marks)
        self.analysis.positionSetUp.connect(self.set_up_position)

    def _apply_settings(self) -> None:
        s = self.settings
        geometry = s.geometry
        if geometry is not None:
            self.restoreGeometry(geometry)
        else:
            self.resize(980, 700)
        splitter = s.splitter_state
        if splitter is not None and self.splitter.restoreState(splitter):
            self._panel_width = None  # the restored width, read once the splitter is laid out
        else:
            self.splitter.setSizes([10_000, PANEL_WIDTH])  # the board takes what the panel does not need
        self.legal_action.setChecked(s.show_legal_moves)
        self.board_view.set_show_legal(s.show_legal_moves)
        self.coords_action.setChecked(s.show_coordinates)
        self.board_view.set_show_coordinates(s.show_coordinates)
        self.mute_action.setChecked(s.muted)
        self.speed_actions[s.animation_speed].setChecked(True)
        self.board_view.set_animation_speed(s.animation_speed)
        self.theme_actions[s.theme].setChecked(True)
        self._apply_theme(theme_named(s.theme))
        self.hints_action.setChecked(s.show_hints)
        self.analysis.set_graph_visible(s.show_graph)
        self.analysis.graph_action.toggled.connect(lambda on: setattr(self.settings, "show_graph", on))

    # --- start-up ---------------------------------------------------------------------------------

    @Slot()
    def _start_when_ready(self) -> None:
        """Begin play once the rules kernels can be called without waiting on the compiler."""
        if self.controller.ready or not rules_kernels_ready():
            return
        self._kernel_timer.stop()
        s = self.settings
        problems: list[str] = []
        try:
            saved = self.store.load()
        except SavedGameError as exc:
            saved = None
            problems.append(str(exc))
        black, white, level = s.player(0), s.player(1), s.level
        game = declined = None
        if saved is not None and saved.game.line and not saved.game.is_over():  # browsed back: still a game
            if self._ask_resume(saved):
                game, black, white = saved.game, saved.black, saved.white
                known = [lv.number for lv in self.panel.level_slider.levels]
                level = saved.level if saved.level in known else level
            else:
                declined = saved.game
        black, white = self._known_player(black, problems), self._known_player(white, problems)
        self.controller.start(game, black, white, level, set_aside=declined)
        self.controller.set_hints(self.hints_action.isChecked())
        if game is not None:
            moves = move_count(game.line)
            self.show_status(f"Welcome back — your unfinished game is restored ({moves} moves)", INFO)
        elif declined is not None:
            self.show_status("New game — Undo (Ctrl+Z) brings back your unfinished game", INFO)
        else:
            self.show_status("Ready — Ctrl+N starts a new game with other players", INFO)
        if problems:
            self.show_error("\n\n".join(problems))

    def _known_player(self, setting: str, problems: list[str] | None = None) -> str:
        """A remembered player this build lacks (an engine left out, a weights file that is missing
        or no ``.npz``) falls back to the level slider, and ``problems`` (if given) says so.  Checked
        without loading any file.  The window's first show passes none: start-up checks again and
        reports it once."""
        if setting in (HUMAN, LEVEL):
            return setting
        try:
            check_spec(setting)  # never loads a weights file: checks that it begins as an .npz
        except ValueError as exc:
            if problems is None:
                return LEVEL
            log.warning("player %r is not available; using the difficulty level instead", setting)
            problems.append(
                f"The player {setting!r} is not available ({exc}); the difficulty level plays instead."
            )
            return LEVEL
        return setting

    def _ask_resume(self, saved: SavedGame) -> bool:
        if self._resume is not None:
            return self._resume
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Unfinished game",
            resume_question(move_count(saved.game.line), saved.saved_at),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            self,
        )
        box.button(QMessageBox.StandardButton.Yes).setText(CONTINUE_ANSWER)
        box.button(QMessageBox.StandardButton.No).setText(NEW_GAME_ANSWER)
        box.setDefaultButton(QMessageBox.StandardButton.Yes)
        answer = box.exec()
        self.activateWindow()  # keys go to the game again (without a window manager, X keeps them nowhere)
        self.board_view.setFocus()
        return answer == QMessageBox.StandardButton.Yes

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
        if self._status_scope == OVER and not state.game_over:
            self.show_status("", INFO)
        if c.browsing and not c.thinking and self._status_scope not in (NOTE, KEPT):
            self.show_status(self._browsing_text(), BROWSE)
        elif not c.browsing and self._status_scope == BROWSE:
            self.show_status("", INFO)

    @Slot(object)
    def _on_move_played(self, played: PlayedMove) -> None:
        if self._status_scope in (NOTE, INFO):
            self.show_status("", INFO)  # "b3 is not a legal move", "Loaded …": no longer the news
        elif self._status_scope == KEPT and self.controller.is_human(played.color):
            if self._kept_move_seen:
                self.show_status("", INFO)  # the player moved on in the new line
            self._kept_move_seen = True
        if played.move.is_pass:
            return
        view = self.board_view
        view.play_animation(played)
        view.announce(move_announcement(played))
        self.sounds.play_move(list(view.flip_delays(played).values()))
        self.panel.show_counts(played.after)

    @Slot(object)
    def _on_passed(self, color: Color) -> None:
        self.board_view.show_message(f"{color} has no move and passes")
        self.board_view.announce(pass_announcement(color))
        self.show_status(passed_text(color))

    @Slot(object)
    def _on_game_over(self, result: GameResult) -> None:
        banner = result_text(result, self._humans())
        self.board_view.show_result(banner)
        self.board_view.announce(f"Game over. {banner}", assertive=True)
        self.show_status(game_over_status(result), OVER)
        self.sounds.play("game_over")
        self._refresh_panel()

    def _humans(self) -> list[Color]:
        return [color for color in (BLACK, WHITE) if self.controller.is_human(color)]

    @Slot(object, str)
    def _on_thinking(self, color: Color, description: str) -> None:
        self.show_status(thinking_text(color, description), THINKING)
        self._refresh_panel()

    @Slot(object)
    def _on_progress(self, info: SearchInfo) -> None:
        self.show_status(progress_text(self.controller.position.turn, info), THINKING, progress_detail(info))

    @Slot()
    def _on_thinking_stopped(self) -> None:
        """A search that ends unanswered (Undo, Pause) takes its "thinking…" text with it."""
        if self._status_scope == THINKING:
            self.show_status("", INFO)
        self._refresh_buttons()

    @Slot(object, object)
    def _on_decision(self, color: Color, decision: Decision) -> None:
        unit = unit_of(self.controller.spec_for(color))
        self.show_status(decision_text(color, decision, unit), ENGINE, decision_detail(decision, unit))

    @Slot(object)
    def _on_hints(self, hints: Hints | None) -> None:
        self.board_view.set_hints(hints)
        text = hint_text(hints) if hints is not None else None
        if text is not None and self._status_scope != NOTE:
            self.show_status(text, HINT)  # a note ("Loaded …", an error) is news until the next move
        elif hints is None and self._status_scope == HINT:
            self.show_status("", INFO)  # the hint it spoke of is gone

    @Slot(bool)
    def _on_paused(self, paused: bool) -> None:
        c = self.controller
        self.pause_action.blockSignals(True)
        self.pause_action.setChecked(paused)
        self.pause_action.blockSignals(False)
        self.pause_action.setIconText(("Play on" if c.browse_paused else "Resume") if paused else "Pause")
        tip = PLAY_ON_TIP if c.browse_paused else "Pause or resume the computer"
        self.pause_action.setToolTip(f"{tip} ({self.pause_action.shortcut().toString()})")
        if paused:
            if c.browse_paused:
                self.show_status(self._browsing_text(), BROWSE)
            else:
                self.show_status(paused_text())
        self._refresh_panel()

    def _browsing_text(self) -> str:
        c = self.controller
        game = c.game
        line = game.line
        finished = Game(game.start, list(line)).is_over() if game.can_redo() else game.is_over()
        shown, total = move_count(game.moves), move_count(line)
        if c.human_to_move():
            return browsing_move_text(shown, total)
        return browsing_text(shown, total, finished=finished)

    def _step(self, step, *args: object) -> None:
        """Undo, Redo or a move through the history: the last step's note is no longer true (this
        step says its own, if any)."""
        if self._status_scope in (NOTE, KEPT):
            self.show_status("", INFO)
        step(*args)

    @Slot(str)
    def _on_note(self, text: str) -> None:
        """The controller's answer to a user's intention (an illegal square, not your turn, a game
        brought back): on the status line, and spoken, since it answers a key press too."""
        self.show_status(text)
        self.board_view.announce(text)

    @Slot(object)
    def _on_line_kept(self, kept: Game) -> None:
        """A move left the browsed game's line: say so where the player looks, and to a screen reader."""
        text = line_kept_text(kept)
        self.board_view.show_message(line_kept_title(kept), LINE_KEPT_MS)
        self.board_view.announce(text)
        self._kept_move_seen = False
        self.show_status(text, KEPT)

    # --- panel ------------------------------------------------------------------------------------

    def _turn_text(self) -> str:
        c = self.controller
        if c.browse_paused:
            return browsing_turn_text(move_count(c.game.moves))
        return turn_text(
            ready=c.ready,
            over=c.ready and c.game.is_over(),  # no kernel call before they are warm
            turn=c.position.turn,
            humans=self._humans(),
            paused=c.paused,
            thinking=c.thinking,
        )

    @Slot()
    def _refresh_panel(self) -> None:
        self.panel.show_game(self.controller, theme_named(self.settings.theme))
        self._refresh_buttons()

    @Slot()
    def _refresh_buttons(self) -> None:
        c = self.controller
        thinking = c.thinking
        self.busy.setVisible(thinking)
        text = self._turn_text()
        self.panel.turn_label.setText(text)
        self.setWindowTitle(window_title(text if c.ready else None))
        over = c.ready and c.game.is_over()
        self.move_now_action.setEnabled(thinking)
        computers = any(not c.is_human(x) for x in (BLACK, WHITE))
        self.pause_action.setEnabled(not over and (computers or c.paused))
        # hints stay switched on as a preference, but there is nothing to hint once the game is over
        self.hints_action.setEnabled(not over)
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())

    @Slot()
    def _refresh_history(self) -> None:
        game = self.controller.game
        self.panel.move_list.set_history(game.start.turn, game.moves, game.redo_moves)
        for name in ("start", "back"):
            self.nav_actions[name].setEnabled(game.ply > 0)
        for name in ("forward", "end"):
            self.nav_actions[name].setEnabled(game.can_redo())
        self._refresh_buttons()

    def _choose_side(self, color: Color, setting: str) -> None:
        self.controller.set_side(color, setting)
        self.settings.set_player(int(color), setting)

    def _choose_level(self, number: int) -> None:
        """The slider sets the difficulty of the sides played by "Computer (level)"."""
        self.controller.set_level(number)
        self.settings.level = number
        self.show_status(f"Difficulty: level {level(number).label}", INFO)

    # --- actions ----------------------------------------------------------------------------------

    @Slot()
    def ask_new_game(self) -> None:
        c = self.controller
        dialog = NewGameDialog(c.side(BLACK), c.side(WHITE), c.level, self)
        dialog.setModal(True)
        dialog.accepted.connect(lambda: self.new_game(*dialog.choice()))
        dialog.open()
        self._new_game_dialog = dialog

    def new_game(self, black: str, white: str, level: int) -> None:
        self.settings.set_player(0, black)
        self.settings.set_player(1, white)
        self.settings.level = level
        self.controller.set_level(level, restart=False)
        self.board_view.hide_cursor()
        self.controller.new_game(black, white)
        self.show_status("New game started", INFO)

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self.controller.set_paused(paused)

    @Slot(bool)
    def set_show_legal(self, on: bool) -> None:
        self.settings.show_legal_moves = on
        self.board_view.set_show_legal(on)
        self._confirm(f"Legal moves {'shown' if on else 'hidden'}")

    @Slot(bool)
    def set_show_coordinates(self, on: bool) -> None:
        self.settings.show_coordinates = on
        self.board_view.set_show_coordinates(on)
        self._confirm(f"Coordinates {'shown' if on else 'hidden'}")

    @Slot(bool)
    def set_hints(self, on: bool) -> None:
        self.settings.show_hints = on
        if self.controller.ready:
            self.controller.set_hints(on)

    @Slot(bool)
    def set_muted(self, on: bool) -> None:
        self.settings.muted = on
        self.sounds.muted = on
        self._confirm("Sounds off" if on else "Sounds on")

    def set_animation_speed(self, name: str) -> None:
        self.settings.animation_speed = name
        self.board_view.set_animation_speed(name)
        self.speed_actions[name].setChecked(True)
        self._confirm(f"Animation speed: {name}")

    def set_theme(self, name: str) -> None:
        self.settings.theme = name
        self.theme_actions[theme_named(name).name].setChecked(True)
        self._apply_theme(theme_named(name))
        self._refresh_panel()
        self._confirm(f"Theme: {theme_named(name).title}")

    def _confirm(self, text: str) -> None:
        """A view command says what it did, replacing an older note (never an engine or hint text,
        and not while the window is still being set up)."""
        if self.controller.ready and self._status_scope in (NOTE, INFO):
            self.show_status(text, INFO)

    def _apply_theme(self, theme: Theme) -> None:
        self.board_view.set_theme(theme)
        apply_palette(self, theme)

    @Slot(str)
    def show_status(self, text: str, scope: str = NOTE, detail: str = "") -> None:
        """Write the status line.  ``scope`` says how long the text is true: a ``NOTE`` (an illegal
        click, a load, an error) until the next move; ``INFO`` (ready, a view command done) until
        anything newer; a ``HINT`` while the hints it names are shown; ``THINKING`` while the search
        it reports runs; ``ENGINE`` (a computer's move) until the next engine text or note; ``OVER``
        while the game is over; ``BROWSE`` while an earlier position is shown; a ``KEPT`` note (a line
        kept for Undo) outlasts the engine's texts and stays until the player's next move.
        ``detail``: the engine's report, in the tooltip."""
        if scope in (ENGINE, THINKING, HINT) and self._status_scope == KEPT:
            return
        self.status.set_line(text, detail)
        self._status_scope = scope

    @Slot(str)
    def show_error(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Othello", text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.open()
        self._error_box = box
        self.show_status(text)  # the status line joins its lines: "Cannot read x:" and why

    # --- files and clipboard ----------------------------------------------------------------------

    def load_text(self, text: str, source: str) -> bool:
        """Load a game or position from text (GGF, transcript, board string); False with a message if bad.

        The game it replaces is not lost: Undo brings it back.
        """
        try:
            loaded = game_files.read_game_text(text)
        except (NotationError, ValueError) as exc:
            binary = (
                "\n(It holds bytes that are not text, shown as �: is it a game file?)"
                if "\ufffd" in text
                else ""
            )
            self.show_error(f"Cannot read {source}:\n{exc}{binary}")
            return False
        replaced = self.controller.game.ply > 0
        self.board_view.hide_cursor()
        self.controller.load_game(loaded.game, loaded.names)
        moves = move_count(loaded.game.moves)
        self.show_status(loaded_text(source, moves, replaced, self.controller.paused))
        return True

    def set_up_position(self, position: Position, choice: str) -> None:
        """From the board editor: play from ``position``, or analyse it (both sides human, hints on)."""
        if choice == "analyse":
            for color in (BLACK, WHITE):
                self._choose_side(color, HUMAN)
            self.hints_action.setChecked(True)
            self.analysis.set_graph_visible(True)
        self.controller.load_game(Game(position))
        self.show_status(f"Set-up position: {position.turn} to move")

    @Slot()
    def copy_transcript(self) -> None:
        QGuiApplication.clipboard().setText(game_files.transcript_text(self.controller.game))
        self.show_status("Transcript copied")

    @Slot()
    def copy_board(self) -> None:
        QGuiApplication.clipboard().setText(self.controller.position.board_string())
        self.show_status("Board string copied")

    @Slot()
    def paste(self) -> None:
        text = QGuiApplication.clipboard().text()
        if not text.strip():
            self.show_status("The clipboard holds no text")
            return
        self.load_text(text, "the clipboard")

    @Slot()
    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Open game", self.settings.last_directory, game_files.OPEN_FILTER
        )
        if path:
            self.open_path(Path(path))

    def open_path(self, path: Path) -> bool:
        self.settings.last_directory = str(path.parent)
        try:
            text = game_files.read_game_file(path)
        except ValueError as exc:
            self.show_error(f"Cannot open {path}:\n{exc}")
            return False
        return self.load_text(text, path.name)

    @Slot()
    def save_file(self) -> None:
        path, chosen = QFileDialog.getSaveFileName(
            self, "Save game", str(Path(self.settings.last_directory) / "game.ggf"), game_files.SAVE_FILTER
        )
        if path:
            self.save_path(game_files.save_path_for(Path(path), chosen))

    def save_path(self, path: Path) -> bool:
        self.settings.last_directory = str(path.parent)
        try:
            game_files.save_game(self.controller.game, path, self._player_names())
        except (OSError, ValueError) as exc:
            self.show_error(f"Cannot save {path}:\n{exc}")
            return False
        self.show_status(f"Saved {path.name}")
        return True

    def _player_names(self) -> tuple[str, str]:
        c = self.controller
        return (file_player_name(c.spec_for(BLACK)), file_player_name(c.spec_for(WHITE)))

    # --- layout -----------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_panel)  # sized while hidden: fit again once laid out

    def _fit_panel(self) -> None:
        """Small windows: the board keeps priority, the panel drops what it can (``SidePanel.fit``) and
        is held to about a third of the width."""
        narrow = self.width() < COMPACT_WIDTH
        tiny = self.width() < TINY_WIDTH
        self.panel.fit(compact=self.height() < COMPACT_HEIGHT, narrow=narrow, tiny=tiny)
        self.analysis.fit(compact=self.height() < COMPACT_HEIGHT)
        # as wide as its content needs (the scroll area would clip it: no horizontal scroll bar); not a
        # minimum size, which would keep the window from shrinking into the tiny layout
        content = self.panel.content_width()
        if self._panel_width is None and self.splitter.isVisible():  # restored: read it once laid out
            restored = self.splitter.sizes()[1]
            self._panel_width = restored if PANEL_MIN_WIDTH <= restored <= 400 else PANEL_WIDTH
        if self._panel_width is None:
            return
        side = self._panel_width
        if narrow:
            side = min(side, int(self.width() * (0.3 if tiny else 0.36)))
        side = max(side, content)
        sizes = self.splitter.sizes()
        total = sum(sizes)
        if total > side and sizes[1] != side:  # the panel's room comes back when the window grows
            self.splitter.setSizes([total - side, side])

    @Slot(int, int)
    def _remember_panel_width(self, _pos: int, _index: int) -> None:
        """A splitter drag sets the panel width the window returns to whenever it has room."""
        self._panel_width = self.splitter.sizes()[1]

    # --- closing ----------------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        self._kernel_timer.stop()
        self.settings.geometry = self.saveGeometry()
        self.settings.splitter_state = self.splitter.saveState()
        self.settings.sync()
        self.controller.shutdown()
        self.analysis.shutdown()
        self.store.close()
        super().closeEvent(event)
