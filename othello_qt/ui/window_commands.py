"""What the window's command objects share: one ``QAction`` per command (``command_action``), shared by
the menu, the shortcut and (if any) a panel button; what they work on (``WindowParts``); their base."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from othello_qt.ui.board_view import BoardView
from othello_qt.ui.controller import GameController
from othello_qt.ui.i18n import translate
from othello_qt.ui.settings import AppSettings
from othello_qt.ui.status_scopes import ScopedStatus


def command_action(
    window: QWidget,
    text: str,
    slot: Callable[..., object],
    shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    *,
    checkable: bool = False,
    button: str | None = None,
    tip: str | None = None,
) -> QAction:
    """A command of ``window`` (its shortcut works wherever the window has the keyboard): ``text``
    in the menu, ``button`` the short text of its panel button, ``tip`` its tooltip (the shortcut
    added); the caller translates all three.  A checkable command calls ``slot(on)`` whenever it is
    switched, by the user or not."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if button is not None:
        action.setIconText(button)
    if tip is not None:
        action.setToolTip(tip_with_keys(tip, action.shortcut()))
    action.setCheckable(checkable)
    (action.toggled if checkable else action.triggered).connect(slot)
    window.addAction(action)
    return action


def tip_with_keys(tip: str, shortcut: QKeySequence) -> str:
    """A command's tooltip (already in the player's language) with its shortcut, as Qt writes the keys."""
    keys = shortcut.toString(QKeySequence.SequenceFormat.NativeText)
    return translate("WindowCommands", "{tip} ({keys})").format(tip=tip, keys=keys) if keys else tip


def show_hints_over(action: QAction, *, over: bool) -> None:
    """The hints command once the game is over (played out or lost on time): greyed out, as Pause
    and Move now are, since there is no move to hint; its tooltip (the menu's and the panel
    button's) and its accessible description say why, so it does not look broken.  The hints stay
    switched on as a preference: they come back with Undo or a step back."""
    own = action.property("own_tip")
    if own is None:
        own = action.toolTip()
        action.setProperty("own_tip", own)
    why = translate(
        "WindowCommands", "The game is over: there is no move to hint. Undo or step back to see hints again."
    )
    action.setEnabled(not over)
    action.setToolTip(why if over else own)
    action.setStatusTip(why if over else "")


@dataclass(frozen=True)
class WindowParts:
    """What the window's commands work on: the window (their shortcuts' home, their dialogs' parent),
    the game, the board, the settings and the status line."""

    window: QWidget
    controller: GameController
    board_view: BoardView
    settings: AppSettings
    status: ScopedStatus


class WindowCommands(QObject):
    """A set of the window's commands (a child of the window)."""

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts.window)
        self._window = parts.window
        self.controller = parts.controller
        self.board_view = parts.board_view
        self.settings = parts.settings
        self.status = parts.status
