"""The window's menu bar, built from the commands' shared ``QAction``s (the Help menu's are its own)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow

from othello_qt.core import engine_list
from othello_qt.ui.analysis_panel import AnalysisCommands
from othello_qt.ui.database_commands import DatabaseCommands
from othello_qt.ui.dialogs import show_about, show_rules
from othello_qt.ui.engines_dialog import open_engines_dialog
from othello_qt.ui.file_commands import FileCommands
from othello_qt.ui.i18n import translate
from othello_qt.ui.play_commands import PlayCommands
from othello_qt.ui.view_options import ViewOptions
from othello_qt.ui.window_commands import command_action


class Menus:
    """Game, Edit, Moves, Analysis, View and Help of ``window``; ``quit_action`` closes it;
    ``practice``: Game → Practise an opening…"""

    def __init__(
        self,
        window: QMainWindow,
        files: FileCommands,
        play: PlayCommands,
        analysis: AnalysisCommands,
        view: ViewOptions,
        quit_action: QAction,
        database: DatabaseCommands,
        engines_changed: Callable[[], None] = lambda: None,
        practice: QAction | None = None,
    ) -> None:
        self.rules_action = command_action(
            window,
            translate("Menus", "&Rules"),
            lambda: show_rules(window),
            QKeySequence.StandardKey.HelpContents,
        )
        self.about_action = command_action(window, translate("Menus", "&About"), lambda: show_about(window))

        def show_engines() -> None:
            self.engines_dialog = open_engines_dialog(window, engine_list.current(), engines_changed)

        self.engines_action = command_action(window, translate("Menus", "&Engines…"), show_engines)
        bar = window.menuBar()
        game = bar.addMenu(translate("Menus", "&Game"))
        game.addActions([*files.game_actions, database.open_action, analysis.setup_action])
        game.addActions([practice] if practice is not None else [])
        game.addAction(self.engines_action)
        game.addSeparator()
        game.addActions([play.move_now_action, play.pause_action])
        game.addSeparator()
        game.addAction(quit_action)
        edit = bar.addMenu(translate("Menus", "&Edit"))
        edit.addActions([play.undo_action, play.redo_action])
        edit.addSeparator()
        edit.addActions(files.clipboard_actions)
        moves = bar.addMenu(translate("Menus", "M&oves"))
        moves.addActions(list(play.nav_actions.values()))
        analysis_menu = bar.addMenu(translate("Menus", "&Analysis"))
        analysis_menu.addActions(analysis.actions)
        self.analyst_menu = analysis_menu.addMenu(translate("Menus", "A&nalyst"))
        self.analyst_menu.aboutToShow.connect(lambda: self._fill_analysts(view))
        view_menu = bar.addMenu(translate("Menus", "&View"))
        view_menu.addActions([view.legal_action, view.hints_action, view.counts_action, view.coords_action])
        view_menu.addMenu(translate("Menus", "&Animation speed")).addActions(
            list(view.speed_actions.values())
        )
        view_menu.addMenu(translate("Menus", "&Theme")).addActions(list(view.theme_actions.values()))
        language = view_menu.addMenu(translate("Menus", "&Language"))
        language.setToolTipsVisible(True)
        language.setToolTip(translate("Menus", "Takes effect the next time Othello starts"))
        language.addActions(list(view.language_actions.values()))
        view_menu.addSeparator()
        view_menu.addAction(view.mute_action)
        bar.addMenu(translate("Menus", "&Help")).addActions([self.rules_action, self.about_action])

    def _fill_analysts(self, view: ViewOptions) -> None:
        """The analyst choices as they are now (engines come and go in the Engines dialog)."""
        self.analyst_menu.clear()
        self.analyst_menu.addActions(view.analyst_actions())
