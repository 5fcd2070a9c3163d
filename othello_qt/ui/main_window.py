"""The main window: board, side panel, menus; wires the view and panels to the controller."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from othello_qt.core.errors import NotationError
from othello_qt.core.players.base import Decision, SearchInfo
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import BLACK, WHITE, Color, GameResult, square_name
from othello_qt.ui import game_files
from othello_qt.ui.board_view import BoardView
from othello_qt.ui.controller import (
    BoardState,
    GameController,
    Hints,
    PlayedMove,
    disc_text,
    rules_kernels_ready,
)
from othello_qt.ui.dialogs import NewGameDialog, show_about, show_rules
from othello_qt.ui.move_list import MoveList
from othello_qt.ui.panels import LevelSlider, PlayerChooser, SideCard
from othello_qt.ui.saved_game import SavedGame, SavedGameStore
from othello_qt.ui.settings import ANIMATION_SPEEDS, HUMAN, LEVEL, AppSettings, default_data_dir
from othello_qt.ui.sounds import SoundPlayer
from othello_qt.ui.themes import THEMES, Theme, apply_palette, panel_colors, theme_named

log = logging.getLogger(__name__)

KERNEL_POLL_MS = 25

PANEL_MIN_WIDTH = 150
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
        self.store = SavedGameStore(data_dir if data_dir is not None else default_data_dir())
        self._resume = resume
        self.setWindowTitle("Othello")
        self.controller = GameController(self, store=self.store, hint_spec=hint_spec)
        self.controller.wait_for_animation = True
        s = self.settings
        self.controller.show_players(s.player(0), s.player(1), s.level)
        self.sounds = SoundPlayer(self, enabled=sound)
        self.sounds.muted = self.settings.muted
        self._panel_width: int | None = PANEL_WIDTH
        self._build_widgets()
        self._build_actions()
        self._build_menus()
        self._connect()
        self._apply_settings()
        self._last_info: SearchInfo | None = None
        self.board_view.set_state(BoardState(self.controller.position))
        self._refresh_panel()
        self.status.setText("Preparing the engine…")
        self._kernel_timer = QTimer(self)
        self._kernel_timer.setInterval(KERNEL_POLL_MS)
        self._kernel_timer.timeout.connect(self._start_when_ready)
        self._kernel_timer.start()
        QTimer.singleShot(0, self._start_when_ready)

    # --- construction -----------------------------------------------------------------------------

    def _build_widgets(self) -> None:
        self.board_view = BoardView(self)
        self.black_card = SideCard(BLACK, self)
        self.white_card = SideCard(WHITE, self)
        self.turn_label = QLabel("", self)
        self.turn_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.turn_label.setWordWrap(True)
        font = self.turn_label.font()
        font.setBold(True)
        self.turn_label.setFont(font)

        self.black_chooser = PlayerChooser(self)
        self.white_chooser = PlayerChooser(self)
        self.level_slider = LevelSlider(self)
        players = QGroupBox("Players", self)
        grid = QVBoxLayout(players)
        for label, chooser in (("Black", self.black_chooser), ("White", self.white_chooser)):
            row = QHBoxLayout()
            name = QLabel(label, players)
            name.setMinimumWidth(44)
            row.addWidget(name)
            row.addWidget(chooser, 1)
            grid.addLayout(row)
        grid.addWidget(self.level_slider)

        self.move_now_button = QPushButton("Move now", self)
        self.move_now_button.setToolTip("Make the computer play its best move so far (Ctrl+M)")
        self.pause_button = QPushButton("Pause", self)
        self.pause_button.setCheckable(True)
        self.pause_button.setToolTip("Pause or resume the computer (Ctrl+P)")
        self.hint_button = QPushButton("Hints", self)
        self.hint_button.setCheckable(True)
        self.hint_button.setToolTip("Show the engine's value of every legal move (Ctrl+H)")
        self.players_box = players
        buttons = QGridLayout()
        self._buttons = buttons
        self._arrange_buttons(tiny=False)

        self.move_list = MoveList(self)
        nav = QHBoxLayout()
        self.nav_buttons: dict[str, QPushButton] = {}
        for key, text, tip in (
            ("start", "«", "Start position"),
            ("back", "‹", "One move back"),
            ("forward", "›", "One move forward"),
            ("end", "»", "Last move"),
        ):
            button = QPushButton(text, self)
            button.setToolTip(tip)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            self.nav_buttons[key] = button
            nav.addWidget(button)

        side = QWidget(self)
        self.side_panel = side
        layout = QVBoxLayout(side)
        layout.setContentsMargins(8, 10, 10, 10)
        layout.addWidget(self.black_card)
        layout.addWidget(self.white_card)
        layout.addWidget(self.turn_label)
        layout.addLayout(buttons)
        layout.addWidget(players)
        self.moves_label = QLabel("Moves", side)
        layout.addWidget(self.moves_label)
        layout.addWidget(self.move_list, 1)
        self.nav_bar = QWidget(side)
        self.nav_bar.setLayout(nav)
        nav.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.nav_bar)
        layout.addStretch(0)  # takes the slack only while the move list is hidden
        for button in (self.move_now_button, self.pause_button, self.hint_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # the style's 80 px minimum per button would make the panel wide: allow the text's width
        texts = {self.pause_button: "Resume"}  # the longer of its two texts
        for button in (self.move_now_button, self.pause_button, self.hint_button, *self.nav_buttons.values()):
            button.setMinimumWidth(
                button.fontMetrics().horizontalAdvance(texts.get(button, button.text())) + 16
            )

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.board_view)
        # in a scroll area, so the panel's content never sets the window's minimum height
        panel = QScrollArea(self)
        panel.setWidget(side)
        panel.setWidgetResizable(True)
        panel.setFrameShape(QFrame.Shape.NoFrame)
        panel.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        panel.setMinimumWidth(PANEL_MIN_WIDTH)
        panel.setMaximumWidth(400)
        self.splitter.addWidget(panel)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setStretchFactor(1, 0)
        self.splitter.setCollapsible(0, False)
        self.splitter.splitterMoved.connect(self._remember_panel_width)
        self.setCentralWidget(self.splitter)

        self.status = QLabel("", self)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.statusBar().addWidget(self.status, 1)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # indeterminate: the computer is thinking
        self.busy.setFixedWidth(90)
        self.busy.setMaximumHeight(14)
        self.busy.setTextVisible(False)
        self.busy.hide()
        self.statusBar().addPermanentWidget(self.busy)
        self.board_view.setFocus()

    def _action(
        self, text: str, slot, shortcut: QKeySequence | str | None = None, checkable=False
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
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
        self.undo_action = self._action("&Undo", c.undo, "Ctrl+Z")
        self.redo_action = self._action("&Redo", c.redo, "Ctrl+Shift+Z")
        self.copy_transcript_action = self._action("Copy &transcript", self.copy_transcript, "Ctrl+C")
        self.copy_board_action = self._action("Copy &board string", self.copy_board, "Ctrl+Shift+C")
        self.paste_action = self._action("&Paste game or position", self.paste, "Ctrl+V")
        self.move_now_action = self._action("&Move now", c.move_now, "Ctrl+M")
        self.pause_action = self._action("&Pause computer", self.set_paused, "Ctrl+P", checkable=True)
        self.legal_action = self._action("Show &legal moves", self.set_show_legal, "Ctrl+L", checkable=True)
        self.hints_action = self._action("Show &hints", self.set_hints, "Ctrl+H", checkable=True)
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
        game.addActions([self.new_action, self.open_action, self.save_action])
        game.addSeparator()
        game.addActions([self.move_now_action, self.pause_action])
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = bar.addMenu("&Edit")
        edit.addActions([self.undo_action, self.redo_action])
        edit.addSeparator()
        edit.addActions([self.copy_transcript_action, self.copy_board_action, self.paste_action])
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
        c.thinkingStopped.connect(self._refresh_buttons)
        c.decisionMade.connect(self._on_decision)
        c.hintsChanged.connect(self._on_hints)
        c.pausedChanged.connect(self._on_paused)
        c.errorOccurred.connect(self.show_error)
        c.message.connect(self.show_status)
        self.black_chooser.settingChosen.connect(lambda s: self._choose_side(BLACK, s))
        self.white_chooser.settingChosen.connect(lambda s: self._choose_side(WHITE, s))
        self.level_slider.levelChosen.connect(self._choose_level)
        self.move_now_button.clicked.connect(c.move_now)
        self.pause_button.toggled.connect(self.pause_action.setChecked)
        self.hint_button.toggled.connect(self.hints_action.setChecked)
        self.move_list.plyRequested.connect(c.go_to_ply)
        self.nav_buttons["start"].clicked.connect(lambda: c.go_to_ply(0))
        self.nav_buttons["back"].clicked.connect(lambda: c.go_to_ply(max(0, c.game.ply - 1)))
        self.nav_buttons["forward"].clicked.connect(lambda: c.go_to_ply(c.game.ply + 1))
        self.nav_buttons["end"].clicked.connect(lambda: c.go_to_ply(c.game.ply + len(c.game.redo_moves)))

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

    # --- start-up ---------------------------------------------------------------------------------

    @Slot()
    def _start_when_ready(self) -> None:
        """Begin play once the rules kernels can be called without waiting on the compiler."""
        if self.controller.ready or not rules_kernels_ready():
            return
        self._kernel_timer.stop()
        s = self.settings
        saved = self.store.load()
        black, white, level = s.player(0), s.player(1), s.level
        game = None
        if saved is not None and saved.game.ply > 0 and not saved.game.is_over() and self._ask_resume(saved):
            game, black, white = saved.game, saved.black, saved.white
            level = saved.level if saved.level in [lv.number for lv in self.level_slider.levels] else level
        black, white = self._known_player(black), self._known_player(white)
        self.controller.start(game, black, white, level)
        self.controller.set_hints(self.hints_action.isChecked())
        if game is not None:
            self.show_status(f"Welcome back — your unfinished game is restored ({game.ply} moves)")
        else:
            self.show_status("Ready — Ctrl+N starts a new game with other players")

    def _known_player(self, setting: str) -> str:
        """A remembered player this build lacks (an engine left out) falls back to the level slider."""
        if setting in (HUMAN, LEVEL):
            return setting
        try:
            create_player(setting)
        except ValueError:
            log.warning("player %r is not available; using the difficulty level instead", setting)
            return LEVEL
        return setting

    def _ask_resume(self, saved: SavedGame) -> bool:
        if self._resume is not None:
            return self._resume
        answer = QMessageBox.question(
            self,
            "Unfinished game",
            f"You have an unfinished game ({saved.game.ply} moves"
            + (f", saved {saved.saved_at.replace('T', ' ')}" if saved.saved_at else "")
            + "). Continue it?",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    # --- controller signals -----------------------------------------------------------------------

    @Slot(object)
    def _on_state(self, state: BoardState) -> None:
        self.board_view.set_state(state)
        self._refresh_panel()

    @Slot(object)
    def _on_move_played(self, played: PlayedMove) -> None:
        if played.move.is_pass:
            return
        view = self.board_view
        view.play_animation(played)
        factor = ANIMATION_SPEEDS.get(self.settings.animation_speed, 1.0)
        origin = played.move.square or 0
        delays = []
        for square in played.flips:
            ring = max(abs(square % 8 - origin % 8), abs(square // 8 - origin // 8))
            delays.append((90 + (ring - 1) * 75) * factor)
        self.sounds.play_move(delays)
        self._refresh_scores(played.after)

    @Slot(object)
    def _on_passed(self, color: Color) -> None:
        self.board_view.show_message(f"{color} has no move and passes")
        self.show_status(f"{color} had no legal move and passed")

    @Slot(object)
    def _on_game_over(self, result: GameResult) -> None:
        self.board_view.show_result(self._result_text(result))
        self.show_status(f"Game over: {result}. Start a new game with Ctrl+N.")
        self.sounds.play("game_over")
        self._refresh_panel()

    def _result_text(self, result: GameResult) -> str:
        humans = [c for c in (BLACK, WHITE) if self.controller.is_human(c)]
        score = f"{max(result.black, result.white)}–{min(result.black, result.white)}"
        if result.winner is None:
            return f"Draw, {result.black}–{result.white}"
        if len(humans) == 1:
            return f"You win {score}!" if result.winner == humans[0] else f"You lose {score}"
        return f"{result.winner} wins {score}"

    @Slot(object, str)
    def _on_thinking(self, color: Color, description: str) -> None:
        self._last_info = None
        self.status.setText(f"{color} ({description}) is thinking…")
        self._refresh_panel()

    @Slot(object)
    def _on_progress(self, info: SearchInfo) -> None:
        self._last_info = info
        color = self.controller.position.turn
        nps = f", {info.nodes / info.seconds / 1000:.0f} kN/s" if info.seconds > 0 and info.nodes else ""
        self.status.setText(f"{color} thinking: {info.describe()}{nps}")

    @Slot(object, object)
    def _on_decision(self, color: Color, decision: Decision) -> None:
        parts = [f"{color} played {decision.move}"]
        if decision.score is not None:
            kind = "exact" if decision.exact else f"depth {decision.depth}" if decision.depth else ""
            parts.append(f"{kind} {disc_text(decision.score)}".strip())
        if decision.pv:
            parts.append("line " + " ".join(str(m) for m in decision.pv))
        if decision.seconds:
            parts.append(f"{decision.seconds:.2f} s")
        self.status.setText(", ".join(parts))

    @Slot(object)
    def _on_hints(self, hints: Hints | None) -> None:
        self.board_view.set_hints(hints)
        if hints is not None and hints.best is not None:
            info = hints.info
            depth = "exact" if info.exact else f"depth {info.depth}"
            value = disc_text(hints.scores[hints.best])
            self.status.setText(f"Hint: {square_name(hints.best)} is best ({value} {hints.unit}, {depth})")

    @Slot(bool)
    def _on_paused(self, paused: bool) -> None:
        for widget in (self.pause_action, self.pause_button):
            widget.blockSignals(True)
            widget.setChecked(paused)
            widget.blockSignals(False)
        self.pause_button.setText("Resume" if paused else "Pause")
        if paused:
            self.show_status("The computer is paused — press Resume (Ctrl+P) to let it play")
        self._refresh_panel()

    # --- panel ------------------------------------------------------------------------------------

    def _turn_text(self) -> str:
        c = self.controller
        if not c.ready:
            return "Preparing…"
        if c.game.is_over():
            return "Game over"
        color = c.position.turn
        if c.is_human(color):
            humans = sum(c.is_human(x) for x in (BLACK, WHITE))
            return "Your move" + (f" ({color})" if humans == 2 or color is WHITE else "")
        if c.paused:
            return f"{color} (computer) is paused"
        return f"{color} is thinking…" if c.thinking else f"{color} to move"

    def _refresh_scores(self, position) -> None:
        self.black_card.count.setText(str(position.count(BLACK)))
        self.white_card.count.setText(str(position.count(WHITE)))

    @Slot()
    def _refresh_panel(self) -> None:
        c = self.controller
        position = c.position
        self._refresh_scores(position)
        theme = theme_named(self.settings.theme)
        over = c.ready and c.game.is_over()  # no kernel call before they are warm
        for card in (self.black_card, self.white_card):
            card.set_player(c.describe_side(card.color), *c.short_side(card.color))
            card.set_active(
                c.ready and not over and position.turn == card.color,
                panel_colors(theme)["highlight"] if theme.name != "high-contrast" else theme.hint_best,
                panel_colors(theme)["text"],
            )
            card.icon.marked = theme.marked_discs
            card.icon.update()
        self.black_chooser.set_setting(c.side(BLACK))
        self.white_chooser.set_setting(c.side(WHITE))
        self.level_slider.set_level(c.level)
        self._refresh_buttons()

    @Slot()
    def _refresh_buttons(self) -> None:
        c = self.controller
        thinking = c.thinking
        self.busy.setVisible(thinking)
        text = self._turn_text()
        self.turn_label.setText(text)
        self.setWindowTitle(f"Othello — {text}" if c.ready else "Othello")
        over = c.ready and c.game.is_over()
        self.move_now_button.setEnabled(thinking)
        self.move_now_action.setEnabled(thinking)
        computers = any(not c.is_human(x) for x in (BLACK, WHITE))
        can_pause = not over and (computers or c.paused)
        self.pause_button.setEnabled(can_pause)
        self.pause_action.setEnabled(can_pause)
        # hints stay switched on as a preference, but there is nothing to hint once the game is over
        self.hint_button.setEnabled(not over)
        self.hints_action.setEnabled(not over)
        self.undo_action.setEnabled(c.game.can_undo())
        self.redo_action.setEnabled(c.game.can_redo())

    @Slot()
    def _refresh_history(self) -> None:
        game = self.controller.game
        key = (game.start, game.moves, game.redo_moves)
        if key == getattr(self, "_history_key", None):
            return
        self._history_key = key
        self.move_list.set_history(game.start.turn, game.moves, game.redo_moves)
        self.nav_buttons["start"].setEnabled(game.ply > 0)
        self.nav_buttons["back"].setEnabled(game.ply > 0)
        self.nav_buttons["forward"].setEnabled(game.can_redo())
        self.nav_buttons["end"].setEnabled(game.can_redo())
        self._refresh_buttons()

    def _choose_side(self, color: Color, setting: str) -> None:
        self.controller.set_side(color, setting)
        self.settings.set_player(int(color), setting)

    def _choose_level(self, number: int) -> None:
        """The slider sets the difficulty of every computer side (a named player gives way to it)."""
        self.controller.set_level(number)
        self.settings.level = number
        for color in (BLACK, WHITE):
            side = self.controller.side(color)
            if side not in (HUMAN, LEVEL):
                self._choose_side(color, LEVEL)
        self.show_status(f"Difficulty: level {self.level_slider.label.text().removeprefix('Level ')}")

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
        self.controller.new_game(black, white)
        self.show_status("New game started")

    @Slot(bool)
    def set_paused(self, paused: bool) -> None:
        self.controller.set_paused(paused)

    @Slot(bool)
    def set_show_legal(self, on: bool) -> None:
        self.settings.show_legal_moves = on
        self.board_view.set_show_legal(on)

    @Slot(bool)
    def set_show_coordinates(self, on: bool) -> None:
        self.settings.show_coordinates = on
        self.board_view.set_show_coordinates(on)

    @Slot(bool)
    def set_hints(self, on: bool) -> None:
        self.settings.show_hints = on
        self.hint_button.blockSignals(True)
        self.hint_button.setChecked(on)
        self.hint_button.blockSignals(False)
        if self.controller.ready:
            self.controller.set_hints(on)

    @Slot(bool)
    def set_muted(self, on: bool) -> None:
        self.settings.muted = on
        self.sounds.muted = on

    def set_animation_speed(self, name: str) -> None:
        self.settings.animation_speed = name
        self.board_view.set_animation_speed(name)
        self.speed_actions[name].setChecked(True)

    def set_theme(self, name: str) -> None:
        self.settings.theme = name
        self.theme_actions[theme_named(name).name].setChecked(True)
        self._apply_theme(theme_named(name))
        self._refresh_panel()

    def _apply_theme(self, theme: Theme) -> None:
        self.board_view.set_theme(theme)
        apply_palette(self, theme)

    @Slot(str)
    def show_status(self, text: str) -> None:
        self.status.setText(text)

    @Slot(str)
    def show_error(self, text: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Warning, "Othello", text, QMessageBox.StandardButton.Ok, self)
        box.setModal(False)
        box.open()
        self._error_box = box
        self.show_status(text.splitlines()[0])

    # --- files and clipboard ----------------------------------------------------------------------

    def load_text(self, text: str, source: str) -> bool:
        """Load a game or position from text (GGF, transcript, board string); False with a message if bad."""
        try:
            game = game_files.parse_game_text(text)
        except (NotationError, ValueError) as exc:
            self.show_error(f"Cannot read {source}:\n{exc}")
            return False
        self.controller.load_game(game)
        self.show_status(f"Loaded {source}: {game.ply} moves")
        return True

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
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            self.show_error(f"Cannot open {path}:\n{exc}")
            return False
        return self.load_text(text, path.name)

    @Slot()
    def save_file(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, "Save game", str(Path(self.settings.last_directory) / "game.ggf"), game_files.SAVE_FILTER
        )
        if path:
            self.save_path(Path(path))

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
        return tuple(  # type: ignore[return-value]
            "human" if c.is_human(color) else (c.spec_for(color) or "computer") for color in (BLACK, WHITE)
        )

    # --- layout -----------------------------------------------------------------------------------

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_panel()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self._fit_panel)  # sized while hidden: fit again once laid out

    def _arrange_buttons(self, tiny: bool) -> None:
        """Hints, Move now, Pause in one row, or in two when the panel must be narrow."""
        grid = self._buttons
        for button in (self.hint_button, self.move_now_button, self.pause_button):
            grid.removeWidget(button)
        if tiny:
            grid.addWidget(self.hint_button, 0, 0)
            grid.addWidget(self.pause_button, 0, 1)
            grid.addWidget(self.move_now_button, 1, 0, 1, 2)
        else:
            grid.addWidget(self.hint_button, 0, 0)
            grid.addWidget(self.move_now_button, 0, 1)
            grid.addWidget(self.pause_button, 0, 2)

    def _fit_panel(self) -> None:
        """Small windows: the board keeps priority; the move list and slider captions step aside,
        and in the smallest the Players box too, with the buttons in two rows."""
        compact = self.height() < COMPACT_HEIGHT
        for widget in (self.moves_label, self.move_list, self.nav_bar):
            widget.setVisible(not compact)
        narrow = self.width() < COMPACT_WIDTH
        self.level_slider.set_compact(narrow)
        tiny = self.width() < TINY_WIDTH
        if tiny != getattr(self, "_tiny", None):
            self._tiny = tiny
            self.players_box.setVisible(not tiny)
            self._arrange_buttons(tiny)
        # as wide as its content needs (the scroll area would clip it: no horizontal scroll bar); not a
        # minimum size, which would keep the window from shrinking into the tiny layout
        self.side_panel.layout().activate()
        content = max(PANEL_MIN_WIDTH, self.side_panel.minimumSizeHint().width())
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
        self.store.flush()
        super().closeEvent(event)
