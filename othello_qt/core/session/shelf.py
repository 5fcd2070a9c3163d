"""The games Undo and Redo can bring back, and which of them is still a game to offer at start-up.

A move played off a game's recorded line keeps the old line (for Undo), under the same game number
as the line that goes on.  Once that game ends, here or on time, those old lines are earlier states
of a finished game: Undo still brings them back, but the autosave never offers one as unfinished.
A game the user replaced by another one (a new game, a file) has its own number and stays on offer.
"""

from __future__ import annotations

import dataclasses
import itertools
from dataclasses import dataclass

from othello_qt.core.game import Game
from othello_qt.core.game_clock import RunningClock
from othello_qt.core.session.sides import Players

REPLACED_GAMES_KEPT = 20
"""How many replaced games Undo can bring back."""

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


class GameShelf:
    """Two stacks, newest last: games Undo brings back (``replaced``: by a load, a new game, a move
    off the line) and games Undo took away again (``reloadable``: Redo brings them back)."""

    def __init__(self) -> None:
        self.replaced: list[KeptGame] = []
        self.reloadable: list[KeptGame] = []

    def keep(self, entry: KeptGame) -> None:
        """``entry`` goes where Undo finds it (the newest of ``REPLACED_GAMES_KEPT``); games Redo
        could have brought back go under it, so Undo still reaches them."""
        self.replaced.extend(reversed(self.reloadable))
        self.reloadable.clear()
        self.replaced.append(entry)
        del self.replaced[:-REPLACED_GAMES_KEPT]

    def undo_back(self, leaving: KeptGame) -> KeptGame:
        """Undo of a load: the newest replaced game comes back, ``leaving`` waits for Redo."""
        self.reloadable.append(leaving)
        return self.replaced.pop()

    def redo_back(self, leaving: KeptGame) -> KeptGame:
        """Redo of a load: the game Undo took away comes back, ``leaving`` waits for Undo."""
        self.replaced.append(leaving)
        return self.reloadable.pop()

    def end_game(self, number: int) -> None:
        """The game ``number`` ended: the lines it left behind are no games to offer any more."""
        for stack in (self.replaced, self.reloadable):
            stack[:] = [
                dataclasses.replace(entry, ended_elsewhere=True) if entry.number == number else entry
                for entry in stack
            ]

    def game_to_offer(self, current: Game) -> KeptGame | None:
        """The newest unfinished game played here that Redo, else Undo, would bring back, that is
        not ``current`` and whose game did not end elsewhere: what the autosave offers beside or
        after the game on the board."""
        for stack in (self.reloadable, self.replaced):
            for entry in reversed(stack):
                if entry.ended_elsewhere or not entry.played_here or entry.game is current:
                    continue
                if not entry.game.line_is_over():
                    return entry
        return None
