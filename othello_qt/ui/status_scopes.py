"""How long a status-line text stays true: each text is shown with its scope, and the window's events
retire the texts whose scope they end."""

from __future__ import annotations

from othello_qt.ui.status_line import StatusLine

NOTE, INFO, HINT, ENGINE, KEPT = "note", "info", "hint", "engine", "kept"
THINKING, BROWSE, OVER, PAUSED = "thinking", "browse", "over", "paused"


class ScopedStatus:
    """The status line and the scope of its text.  A ``NOTE`` (an illegal click, a load, an error)
    lasts until the next move; ``INFO`` (ready, a view command done) until anything newer; a ``HINT``
    while the hints it names are shown; ``THINKING`` while the search it reports runs; ``ENGINE`` (a
    computer's move) until the next engine text or note; ``OVER`` while the game is over; ``BROWSE``
    while an earlier position is shown; ``PAUSED`` until Resume; a ``KEPT`` note (a line kept for
    Undo) outlasts the engine's texts and stays until the player's next move."""

    def __init__(self, line: StatusLine) -> None:
        self.line = line
        self.scope = NOTE
        self._kept_move_seen = False
        """The player's move that left the browsed line (the ``KEPT`` note's own) has been played."""

    def show(self, text: str, scope: str = NOTE, detail: str = "") -> None:
        """Write the line; ``detail`` (the engine's report) goes in its tooltip."""
        if scope in (ENGINE, THINKING, HINT) and self.scope == KEPT:
            return
        self.line.set_line(text, detail)
        self.scope = scope
        if scope == KEPT:
            self._kept_move_seen = False

    def retire(self, *scopes: str) -> None:
        """Clear the line if its text is of one of ``scopes`` (it is no longer true)."""
        if self.scope in scopes:
            self.show("", INFO)

    def move_played(self, by_human: bool) -> None:
        """A move makes a note ("b3 is not a legal move", "Loaded …") old news; the ``KEPT`` note
        stays until the player's move after the one that started the new line."""
        if self.scope in (NOTE, INFO):
            self.show("", INFO)
        elif self.scope == KEPT and by_human:
            if self._kept_move_seen:
                self.show("", INFO)
            self._kept_move_seen = True
