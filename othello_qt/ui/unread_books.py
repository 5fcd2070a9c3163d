"""A damaged opening book of the player's is said in the window, not only on stderr."""

from __future__ import annotations

from othello_qt.core.engine.book import unread_books
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import error_text


def unread_book_messages() -> list[str]:
    """What the window says of each book the engine plays without, and why (asked once the engine is
    loaded: its warm-up reads the books)."""
    left = translate(
        "MainWindow",
        "The opening book {path} could not be read ({problem}); the computer plays without it. "
        "The file is left as it is.",
    )
    kept = translate(
        "MainWindow",
        "Your opening book {path} could not be read ({problem}); it was set aside as {kept}, and the "
        "games you add next start a new one.",
    )
    return [
        (left if unread.kept is None else kept).format(
            path=path, problem=error_text(unread.problem.reason()), kept=unread.kept
        )
        for path, unread in unread_books().items()
    ]
