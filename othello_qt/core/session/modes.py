"""The session's two modes, each an enum changed in one place, and the rule that decides the pause.

``Pause`` (``GameTurns._set_pause``, decided by ``pause_at``): ``NONE`` -> ``CHOSEN`` by Pause, by a
loaded game's computer to move, or by a failing computer; ``NONE`` -> ``BROWSING`` when the user
looks back at an earlier position where a computer is to move; ``BROWSING`` -> ``NONE`` back at the
end of the line; ``BROWSING`` -> ``CHOSEN`` when the user presses Pause while looking back; any ->
``NONE`` by Resume, a new game, or both sides becoming people on an untimed game.

``Arrival`` (``_arrival``): ``LOADED`` after a load or a new game (Undo brings back the game it
replaced), ``RESTORED`` after Undo brought one back (Redo returns), ``PLAYED`` once play, Undo or
browsing moves on from it.
"""

from __future__ import annotations

from enum import Enum

from othello_qt.core.game import Game


class Pause(Enum):
    NONE = "none"
    """The computer plays when its turn comes."""
    CHOSEN = "chosen"
    """The user paused it (or a loaded game's computer waits to be resumed): kept by the autosave."""
    BROWSING = "browsing"
    """It waits only because the user looks at an earlier position: the end of the line resumes it."""


class LineEnd(Enum):
    """What the last move of the recorded line leads to, seen from an earlier position."""

    OVER = "over"
    """The game's end."""
    PERSON = "person"
    """A person's turn."""
    COMPUTER = "computer"
    """The computer's turn: back there, it plays on."""


class Arrival(Enum):
    PLAYED = "played"
    LOADED = "loaded"
    RESTORED = "restored"


def pause_at(pause: Pause, game: Game, *, people_play: bool, computer_to_move: bool, loaded: bool) -> Pause:
    """Whether a computer to move at ``game``'s position waits, before it is shown.

    Looking at an earlier position (later moves recorded), a computer to move waits for the user,
    who may go back to the end or let it play on from there (no person playing: any position).
    Back at the end of the line, a computer that only waited for the browsing plays on; a pause the
    user chose stays.  A ``loaded`` game (a file, a paste, Undo of a load) with a computer to move
    waits until the user resumes it.
    """
    if loaded:
        pause = Pause.CHOSEN if computer_to_move and not game.can_redo() else Pause.NONE
    if not game.can_redo():
        return Pause.NONE if pause is Pause.BROWSING else pause
    if pause is Pause.CHOSEN:
        return pause
    waits = computer_to_move if people_play else not game.is_over()
    return Pause.BROWSING if waits else Pause.NONE
