"""The commands that move through the game or drive the computer: Undo, Redo, the four steps through
the history (menu, shortcut and the move list's buttons), Move now and Pause (one ``QAction`` each)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Slot

from othello_qt.core.position import BLACK, WHITE
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_scopes import KEPT, NOTE
from othello_qt.ui.window_commands import WindowCommands, WindowParts, command_action, tip_with_keys

PAUSE_TIP = QT_TRANSLATE_NOOP("PlayCommands", "Pause or resume the computer")
PLAY_ON_TIP = QT_TRANSLATE_NOOP(
    "PlayCommands", "Let the computer play on from the position shown (the later moves are kept for Undo)"
)


class PlayCommands(WindowCommands):
    """Undo, Redo, the history steps, Move now and Pause."""

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts)
        window = parts.window
        c = self.controller
        self.undo_action = command_action(
            window, translate("PlayCommands", "&Undo"), lambda: self.step(c.undo), "Ctrl+Z"
        )
        self.redo_action = command_action(
            window, translate("PlayCommands", "&Redo"), lambda: self.step(c.redo), "Ctrl+Shift+Z"
        )
        self.move_now_action = command_action(
            window,
            translate("PlayCommands", "&Move now"),
            c.move_now,
            "Ctrl+M",
            button=translate("PlayCommands", "Move now"),
            tip=translate("PlayCommands", "Make the computer play its best move so far"),
        )
        self.pause_action = command_action(
            window,
            translate("PlayCommands", "&Pause computer"),
            c.set_paused,
            "Ctrl+P",
            checkable=True,
            button=translate("PlayCommands", "Pause"),
            tip=translate("PlayCommands", PAUSE_TIP),
        )
        self.nav_actions = {
            "start": command_action(
                window,
                translate("PlayCommands", "&Start position"),
                lambda: self.step(c.go_to_ply, 0),
                "Alt+Home",
                button="«",
                tip=translate("PlayCommands", "Start position"),
            ),
            "back": command_action(
                window,
                translate("PlayCommands", "&Previous move"),
                lambda: self.step(c.go_to_ply, max(0, c.game.ply - 1)),
                "Alt+Left",
                button="‹",
                tip=translate("PlayCommands", "One move back"),
            ),
            "forward": command_action(
                window,
                translate("PlayCommands", "&Next move"),
                lambda: self.step(c.go_to_ply, c.game.ply + 1),
                "Alt+Right",
                button="›",
                tip=translate("PlayCommands", "One move forward"),
            ),
            "end": command_action(
                window,
                translate("PlayCommands", "&Last move"),
                lambda: self.step(c.go_to_ply, c.game.ply + len(c.game.redo_moves)),
                "Alt+End",
                button="»",
                tip=translate("PlayCommands", "Last move"),
            ),
        }

    def step(self, step: Callable[..., object], *args: object) -> None:
        """Undo, Redo or a move through the history: the last step's note is no longer true (this
        step says its own, if any)."""
        self.status.retire(NOTE, KEPT)
        step(*args)

    def refresh(self) -> None:
        """Each command is enabled when it can do something now."""
        c = self.controller
        # played out or lost on time, or its recorded line is, looked at from an earlier move with no
        # clock running and no search (no kernel call before they are warm): nothing to pause, and a
        # finished game does not invite the computer on
        running = c.thinking or (c.clock is not None and c.clock.running is not None)
        over = c.ready and (c.finished or (not running and c.game.line_is_over()))
        self.move_now_action.setEnabled(c.thinking)
        computers = any(not c.is_human(x) for x in (BLACK, WHITE))
        timed = c.clock is not None  # Pause stops the clocks too
        self.pause_action.setEnabled(not over and (computers or c.paused or timed))
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())
        game = c.game
        for name in ("start", "back"):
            self.nav_actions[name].setEnabled(game.ply > 0)
        for name in ("forward", "end"):
            self.nav_actions[name].setEnabled(game.can_redo())
        self.show_paused(c.paused)  # browsing back or forth changes what Pause does

    @Slot(bool)
    def show_paused(self, paused: bool) -> None:
        """Pause reads Resume while the computer is paused, Play on while an earlier position is shown
        (whoever paused it: the status line names it so)."""
        action = self.pause_action
        browsing = self.controller.browse_paused or (paused and self.controller.browsing)
        action.blockSignals(True)
        action.setChecked(paused)
        action.blockSignals(False)
        if not paused:
            action.setIconText(translate("PlayCommands", "Pause"))
        elif browsing:
            action.setIconText(translate("PlayCommands", "Play on"))
        else:
            action.setIconText(translate("PlayCommands", "Resume"))
        tip = translate("PlayCommands", PLAY_ON_TIP if browsing else PAUSE_TIP)
        action.setToolTip(tip_with_keys(tip, action.shortcut()))
