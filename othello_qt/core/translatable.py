"""Words the core hands to the window, marked for translation without importing Qt.

``pyside6-lupdate`` collects every ``QT_TRANSLATE_NOOP("Context", "text")`` call by its name, so a
level's name or a player's description written here reaches the translators; the window shows it
through ``othello_qt.ui.i18n.translate`` with the same context.  The core itself keeps English: its
command lines, protocols and files speak to programs and scripts, not to players.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text`` unchanged; marked as ``context``'s for the translators."""
    return text
