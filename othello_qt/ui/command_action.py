"""One ``QAction`` per command, shared by the menu, the shortcut and (if any) a panel button."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget


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
    added).  A checkable command calls ``slot(on)`` whenever it is switched, by the user or not."""
    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if button is not None:
        action.setIconText(button)
    if tip is not None:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        action.setToolTip(f"{tip} ({keys})" if keys else tip)
    action.setCheckable(checkable)
    (action.toggled if checkable else action.triggered).connect(slot)
    window.addAction(action)
    return action
