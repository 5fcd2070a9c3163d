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
