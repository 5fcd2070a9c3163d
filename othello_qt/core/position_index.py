"""Which games of a database passed through a position, up to the board's symmetries.

Built once for a whole database by the kernel of ``core.game_replay``, which replays every game from
its start and gives each position it reaches (the start included) a 32-bit key of its canonical form
(``core.symmetry``: the least of the eight images) and side to move.  The rows (key, game, ply) are
sorted by key, so a look-up is a binary search; the candidates are then replayed to their ply and
compared whole (``check_rows``), which also gives the next move each game played there, carried back
to the board asked about, whatever the symmetry the game went through.  Nine bytes a position: the
127,475 games of the WTHOR database make 7.9 million positions, 71 MB.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from othello_qt.core.bitboard import PASS_SQUARE
from othello_qt.core.game_replay import (
    NO_MOVE,
    SQUARE_MAPS_ARRAY,
    Replayed,
    check_rows,
    named_openings,
    position_key,
    replay_games,
)
from othello_qt.core.openings import OpeningMatch
from othello_qt.core.position import BLACK, PASS, Move, Position, move_at
from othello_qt.core.symmetry import INVERSES, canonical_form

__all__ = ["NO_MOVE", "PositionIndex", "Reached", "move_after"]

_BACK = np.full((len(SQUARE_MAPS_ARRAY), 256), NO_MOVE, dtype=np.uint8)
"""``_BACK[k]``: a next-move byte under symmetry ``k`` (a pass and the end stay what they are)."""
_BACK[:, :64] = SQUARE_MAPS_ARRAY
_BACK[:, PASS_SQUARE] = PASS_SQUARE


@dataclass(frozen=True)
class Reached:
    """The games that passed through the position asked about, in database order: each one's index
    in the database, the ply it was there and the square it played next on the board asked about
    (``PASS_SQUARE`` a pass, ``NO_MOVE`` if the game ended there)."""

    games: np.ndarray
    plies: np.ndarray
    next_squares: np.ndarray

    def __len__(self) -> int:
        return len(self.games)

    def next_move(self, i: int) -> Move | None:
        """The ``i``-th game's next move; ``None`` if it ended there."""
        return move_after(int(self.next_squares[i]))


def move_after(square: int) -> Move | None:
    """A ``Reached.next_squares`` entry as a move; ``None`` for ``NO_MOVE``."""
    if square == NO_MOVE:
        return None
    return PASS if square == PASS_SQUARE else move_at(square)


@dataclass(frozen=True)
class GameMoves:
    """The games' starts and moves with their passes (game ``g``'s are
    ``played[offsets[g]:offsets[g + 1]]``, squares, ``PASS_SQUARE`` a pass): what the index replays."""

    start_black: np.ndarray
    start_white: np.ndarray
    start_turn: np.ndarray
    played: np.ndarray
    offsets: np.ndarray


class PositionIndex:
    """The positions of a list of games, for ``games_reaching``; built once (``build``,
    ``from_replayed``) or read back from a cache (the constructor)."""

    def __init__(
        self,
        keys: np.ndarray,
        games: np.ndarray,
        plies: np.ndarray,
        moves: GameMoves,
        opening: np.ndarray | None = None,
        opening_ply: np.ndarray | None = None,
    ) -> None:
        self.keys, self.games, self.plies, self.moves = keys, games, plies, moves
        count = len(moves.offsets) - 1
        self.opening = np.full(count, -1, dtype=np.int32) if opening is None else opening
        """Each game's deepest named opening (an index into ``named_openings()``, -1 none)."""
        self.opening_ply = np.zeros(count, dtype=np.uint8) if opening_ply is None else opening_ply

    @classmethod
    def from_replayed(cls, replayed: Replayed, moves: GameMoves) -> PositionIndex:
        """The index of ``replay_games``'s rows, sorted (the unsorted ones freed as it goes)."""
        order = np.argsort(replayed.keys)
        keys = replayed.keys[order]
        games = replayed.games[order]
        plies = replayed.plies[order]
        return cls(keys, games, plies, moves, replayed.opening, replayed.opening_ply)

    @classmethod
    def build(cls, games: Sequence[tuple[Position, Sequence[Move]]]) -> PositionIndex:
        """The index of ``games`` (start, moves replayed already, passes included)."""
        offsets = np.zeros(len(games) + 1, dtype=np.int64)
        offsets[1:] = np.cumsum([len(moves) for _, moves in games])
        squares = np.fromiter(
            (PASS_SQUARE if m.square is None else m.square for _, moves in games for m in moves),
            dtype=np.uint8,
            count=int(offsets[-1]),
        )
        starts = [start for start, _ in games]
        start_black = np.array([s.black for s in starts], dtype=np.uint64)
        start_white = np.array([s.white for s in starts], dtype=np.uint64)
        start_turn = np.array([0 if s.turn is BLACK else 1 for s in starts], dtype=np.uint8)
        replayed = replay_games(squares, offsets, start_black, start_white, start_turn)
        moves = GameMoves(start_black, start_white, start_turn, replayed.played, replayed.played_offsets)
        return cls.from_replayed(replayed, moves)

    def __len__(self) -> int:
        """The number of positions indexed (every game's start and the position after each move)."""
        return len(self.keys)

    def deepest_openings(self, games: int, from_start: Sequence[bool]) -> list[OpeningMatch | None]:
        """The deepest named opening each of the ``games`` reached (``core.openings.opening_of``'s
        answer, found by the kernel); ``None`` for a game not ``from_start`` (the standard one)."""
        named = named_openings()
        return [
            OpeningMatch(named[number], int(ply)) if number >= 0 and wanted else None
            for number, ply, wanted in zip(
                self.opening.tolist(), self.opening_ply.tolist(), from_start, strict=True
            )
        ]

    def games_reaching(self, position: Position) -> Reached:
        """The games that reached ``position`` or one of its seven images, in database order."""
        black, white, k = canonical_form(position.black, position.white)
        turn = np.uint8(0 if position.turn is BLACK else 1)
        key = np.uint32(position_key(np.uint64(black), np.uint64(white), turn))  # as the keys: no conversion
        low = int(np.searchsorted(self.keys, key, side="left"))
        high = int(np.searchsorted(self.keys, key, side="right"))
        order = np.argsort(self.games[low:high])  # in game order, the replays read the moves in order
        games, plies = self.games[low:high][order], self.plies[low:high][order]
        moves = self.moves
        same, next_squares = check_rows(
            moves.played,
            moves.offsets,
            moves.start_black,
            moves.start_white,
            moves.start_turn,
            games,
            plies,
            np.uint64(black),
            np.uint64(white),
            turn,
            SQUARE_MAPS_ARRAY,
        )
        back = _BACK[INVERSES[k]]
        return Reached(games[same], plies[same], back[next_squares[same]])


def warm_up() -> None:
    """Compile (or load) the replay kernels (``core.game_replay``) with the argument types they are
    called with, through the index that calls them: one game of one move, built and searched."""
    start = Position.initial()
    PositionIndex.build([(start, start.legal_moves()[:1])]).games_reaching(start)
