"""A damaged opening book of the player's is said in the window, not only on stderr."""

from __future__ import annotations

from othello_qt.core.engine.book import unread_books
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import error_text


def unread_book_messages() -> list[str]:
    """What the window says of each book the engine plays without, and why (asked once the engine is
    loaded: its warm-up reads the books)."""
    template = translate(
        "MainWindow",
        "The opening book {path} could not be read ({problem}); the computer plays without it. "
        "The file is left as it is.",
    )
    return [
        template.format(path=path, problem=error_text(problem.reason()))
        for path, problem in unread_books().items()
    ]
