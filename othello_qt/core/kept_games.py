"""The games Undo and Redo can bring back, and which of them is still a game to offer at start-up.

A move played off a game's recorded line keeps the old line (for Undo), under the same game number
as the line that goes on.  Once that game ends, here or on time, those old lines are earlier states
of a finished game: Undo still brings them back, but the autosave never offers one as unfinished.
A game the user replaced by another one (a new game, a file) has its own number and stays on offer.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from othello_qt.core.game import Game
from othello_qt.core.game_clock import RunningClock

Players = tuple[str, str, int]
"""Who plays a game: the black and white players' settings and the difficulty level."""

_numbers = itertools.count(1)


def new_game_number() -> int:
    """A number no other game of this session has: a game and the lines left from it share one."""
    return next(_numbers)


@dataclass(frozen=True)
class KeptGame:
    game: Game
    names: tuple[str, str] | None
    clock: RunningClock | None = None
    played_here: bool = False
    """A move was played in it here: brought back, it is the game in progress again (autosaved)."""
    players: Players | None = None
    """Who played it (black, white, level) when it left the board: they play it again when it comes
    back, and the autosave names them (``None``: not known, a game kept by an older file)."""
    number: int = 0
    """Its game's number (``new_game_number``): a line left by a move shares the number of the game
    that went on from it."""
    ended_elsewhere: bool = False
    """Its game went on from it and ended: an earlier state of a finished game, never offered."""


def end_game(stacks: Iterable[list[KeptGame]], number: int) -> None:
    """The game ``number`` ended: the lines it left behind are no games to offer any more."""
    for stack in stacks:
        stack[:] = [
            dataclasses.replace(entry, ended_elsewhere=True) if entry.number == number else entry
            for entry in stack
        ]


def game_to_offer(stacks: Iterable[list[KeptGame]], current: Game) -> KeptGame | None:
    """The first unfinished game played here, newest first in each of ``stacks``, that is not
    ``current`` and whose game did not end elsewhere: what the autosave offers beside or after it."""
    for stack in stacks:
        for entry in reversed(stack):
            if entry.ended_elsewhere or not entry.played_here or entry.game is current:
                continue
            if not entry.game.line_is_over():
                return entry
    return None
