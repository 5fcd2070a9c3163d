"""Which games of a database passed through a position, up to the board's symmetries.

Built once for a whole database by one numba kernel (``_index_positions``), which replays every game
from its start and writes each position it reaches (the start included) in its canonical form
(``core.symmetry``: the least of the eight images), the side to move, the game, the ply and the next
move played there, carried to the canonical board.  The rows are then sorted by position, so a
look-up is a binary search; the next move is carried back to the board asked about, so it is a move
on that board whatever the symmetry the game went through.  The moves given are trusted: the
readers (``core.wthor``, ``core.ggf``) have replayed them under the rules already.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from numba import njit

from othello_qt.core.bitboard import PASS_SQUARE, flips
from othello_qt.core.openings import MAX_LENGTH, OpeningMatch, named_positions
from othello_qt.core.position import BLACK, PASS, WHITE, Move, Position, move_at
from othello_qt.core.symmetry import INVERSES, SQUARE_MAPS, canonical_form, symmetry

NO_MOVE = 255
"""The next move of a game's last position: the game ended there."""
_SQUARE_MAPS = np.array([*SQUARE_MAPS], dtype=np.uint8)
_BACK = np.full((len(SQUARE_MAPS), 256), NO_MOVE, dtype=np.uint8)
"""``_BACK[k]``: a next-move byte under symmetry ``k`` (a pass and the end stay what they are)."""
_BACK[:, :64] = _SQUARE_MAPS
_BACK[:, PASS_SQUARE] = PASS_SQUARE


@njit(nogil=True, cache=True)
def _index_positions(squares, offsets, start_black, start_white, start_turn, square_maps):
    """Every position of every game, canonical: game ``g``'s moves are ``squares[offsets[g]:offsets[g+1]]``
    (``PASS_SQUARE`` a pass), from ``start_*`` (turn 0 = black to move).  Returns the canonical
    black and white discs, the side to move, the game, the ply and the next move (canonical board,
    ``NO_MOVE`` after the last) of each position, game by game."""
    games = offsets.shape[0] - 1
    total = offsets[games] + games
    out_black = np.empty(total, dtype=np.uint64)
    out_white = np.empty(total, dtype=np.uint64)
    out_turn = np.empty(total, dtype=np.uint8)
    out_game = np.empty(total, dtype=np.int32)
    out_ply = np.empty(total, dtype=np.uint8)
    out_next = np.empty(total, dtype=np.uint8)
    row = 0
    for g in range(games):
        black = start_black[g]
        white = start_white[g]
        turn = start_turn[g]
        first, last = offsets[g], offsets[g + 1]
        for i in range(first, last + 1):
            best_black = symmetry(black, 0)
            best_white = symmetry(white, 0)
            best_k = 0
            for k in range(1, 8):
                b = symmetry(black, k)
                w = symmetry(white, k)
                if b < best_black or (b == best_black and w < best_white):
                    best_black, best_white, best_k = b, w, k
            out_black[row] = best_black
            out_white[row] = best_white
            out_turn[row] = turn
            out_game[row] = g
            out_ply[row] = i - first
            if i == last:
                out_next[row] = NO_MOVE
            else:
                square = squares[i]
                if square == PASS_SQUARE:
                    out_next[row] = PASS_SQUARE
                else:
                    out_next[row] = square_maps[best_k, square]
                    bit = np.uint64(1) << np.uint64(square)
                    if turn == 0:
                        turned = flips(black, white, square)
                        black |= turned | bit
                        white ^= turned
                    else:
                        turned = flips(white, black, square)
                        white |= turned | bit
                        black ^= turned
                turn = 1 - turn
            row += 1
    return out_black, out_white, out_turn, out_game, out_ply, out_next


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


class PositionIndex:
    """The positions of a list of games, for ``games_reaching``; built once (``build``)."""

    def __init__(self, columns: tuple[np.ndarray, ...]) -> None:
        self._black, self._white, self._turn, self._game, self._ply, self._next = columns

    @classmethod
    def build(cls, games: Sequence[tuple[Position, Sequence[Move]]]) -> PositionIndex:
        """The index of ``games`` (start, moves), in linear time plus one sort."""
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
        columns = list(_index_positions(squares, offsets, start_black, start_white, start_turn, _SQUARE_MAPS))
        order = np.lexsort((columns[2], columns[1], columns[0]))
        for i, column in enumerate(columns):
            columns[i] = column[order]  # one column at a time: the unsorted one is freed at once
            del column
        return cls(tuple(columns))

    def __len__(self) -> int:
        """The number of positions indexed (every game's start and the position after each move)."""
        return len(self._black)

    def deepest_openings(self, games: int, from_start: Sequence[bool]) -> list[OpeningMatch | None]:
        """The deepest named opening each of the ``games`` reached (``core.openings.opening_of``'s
        answer, from the positions indexed); ``None`` for a game not ``from_start`` (the standard one)."""
        found: list[OpeningMatch | None] = [None] * games
        named = named_positions()
        blacks = np.array(sorted({black for black, _, _ in named}), dtype=np.uint64)
        early = (self._ply >= 1) & (self._ply <= MAX_LENGTH) & np.isin(self._black, blacks)
        for row in np.flatnonzero(early).tolist():
            game, ply = int(self._game[row]), int(self._ply[row])
            if not from_start[game]:
                continue
            turn = BLACK if self._turn[row] == 0 else WHITE
            opening = named.get((int(self._black[row]), int(self._white[row]), turn))
            best = found[game]
            if opening is not None and (best is None or best.ply < ply):
                found[game] = OpeningMatch(opening, ply)
        return found

    def games_reaching(self, position: Position) -> Reached:
        """The games that reached ``position`` or one of its seven images."""
        black, white, k = canonical_form(position.black, position.white)
        turn = 0 if position.turn is BLACK else 1
        low = int(np.searchsorted(self._black, np.uint64(black), side="left"))
        high = int(np.searchsorted(self._black, np.uint64(black), side="right"))
        same = (self._white[low:high] == np.uint64(white)) & (self._turn[low:high] == turn)
        rows = low + np.flatnonzero(same)
        order = np.argsort(self._game[rows], kind="stable")
        rows = rows[order]
        back = _BACK[INVERSES[k]]
        return Reached(self._game[rows], self._ply[rows], back[self._next[rows]])
