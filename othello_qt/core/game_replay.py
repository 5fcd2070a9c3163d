"""Every game of a database replayed at once, in one compiled kernel: checked and indexed in one go.

``replay_games`` takes all the games' moves as one flat array of squares (``PASS_SQUARE`` a pass a
GGF file writes; a WTHOR file writes none, so a pass is put back wherever the side to move has no
move) and, for each game, either keeps it or gives why not (``Replayed.status``, ``REASONS``).  For
every kept game it writes the moves with their passes and the final discs, and every position the
game went through, canonical under the board's eight symmetries (``core.symmetry``), with the
game, the ply and the next move carried to the canonical board: the rows of ``PositionIndex``.
A Python loop over the games was issue 40's slow listing; ``python -m benchmarks database`` measures
this one.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np
from numba import njit

from othello_qt.core.bitboard import PASS_SQUARE, count, flips, legal_moves
from othello_qt.core.openings import MAX_LENGTH, Opening, named_positions
from othello_qt.core.position import BLACK, Position
from othello_qt.core.symmetry import SQUARE_MAPS, symmetry

NO_MOVE = 255
"""The next move of a game's last position: the game ended there."""
NOT_A_SQUARE = 254
"""A move code that names no square (``wthor_columns`` maps a bad move byte to it)."""
SQUARE_MAPS_ARRAY = np.array([*SQUARE_MAPS], dtype=np.uint8)

KEPT, BAD_SQUARE, ILLEGAL, BAD_PASS = 0, 1, 2, 3
REASONS = {
    BAD_SQUARE: "move {ply} is not a square",
    ILLEGAL: "move {ply} ({move}) is illegal",
    BAD_PASS: "move {ply} is a pass while a move is legal",
}
"""Why a game was not kept, by its status; ``ply`` counts the moves from 1 as the file wrote them."""


@njit(nogil=True, cache=True)
def _replay_kernel(
    squares,
    offsets,
    start_black,
    start_white,
    start_turn,
    from_start,
    named_keys,
    named_black,
    named_white,
    named_turn,
    named_id,
    max_opening_ply,
):
    """See ``replay_games``: the validation pass, then the indexing pass over the games kept."""
    games = offsets.shape[0] - 1
    status = np.zeros(games, dtype=np.uint8)
    bad_ply = np.zeros(games, dtype=np.int32)
    final_black = np.zeros(games, dtype=np.uint8)
    final_white = np.zeros(games, dtype=np.uint8)
    played_offsets = np.zeros(games + 1, dtype=np.int64)
    played = np.empty(2 * offsets[games] + 1, dtype=np.uint8)
    out = 0
    for g in range(games):
        black = start_black[g]
        white = start_white[g]
        turn = start_turn[g]
        begin = out
        for i in range(offsets[g], offsets[g + 1]):
            square = squares[i]
            mover = black if turn == 0 else white
            other = white if turn == 0 else black
            legal = legal_moves(mover, other)
            if square == PASS_SQUARE:
                if legal != 0:
                    status[g] = BAD_PASS
                    bad_ply[g] = i - offsets[g] + 1
                    break
                played[out] = PASS_SQUARE
                out += 1
                turn = 1 - turn
                continue
            if square >= 64:
                status[g] = BAD_SQUARE
                bad_ply[g] = i - offsets[g] + 1
                break
            if legal == 0:  # the pass the record leaves out
                played[out] = PASS_SQUARE
                out += 1
                turn = 1 - turn
                mover, other = other, mover
                legal = legal_moves(mover, other)
            bit = np.uint64(1) << np.uint64(square)
            if legal & bit == 0:
                status[g] = ILLEGAL
                bad_ply[g] = i - offsets[g] + 1
                break
            turned = flips(mover, other, square)
            mover |= turned | bit
            other ^= turned
            if turn == 0:
                black, white = mover, other
            else:
                black, white = other, mover
            played[out] = square
            out += 1
            turn = 1 - turn
        if status[g] != KEPT:
            out = begin
        else:
            final_black[g] = count(black)
            final_white[g] = count(white)
        played_offsets[g + 1] = out
    rows = 0
    for g in range(games):
        if status[g] == KEPT:
            rows += played_offsets[g + 1] - played_offsets[g] + 1
    keys = np.empty(rows, dtype=np.uint32)
    row_game = np.empty(rows, dtype=np.int32)
    row_ply = np.empty(rows, dtype=np.uint8)
    opening = np.full(games, -1, dtype=np.int32)
    opening_ply = np.zeros(games, dtype=np.uint8)
    row = 0
    for g in range(games):
        if status[g] != KEPT:
            continue
        black = start_black[g]
        white = start_white[g]
        turn = start_turn[g]
        first, last = played_offsets[g], played_offsets[g + 1]
        for i in range(first, last + 1):
            best_black, best_white, _ = canonical(black, white)
            ply = i - first
            keys[row] = position_key(best_black, best_white, turn)
            row_game[row] = g
            row_ply[row] = ply
            row += 1
            if from_start[g] and 1 <= ply <= max_opening_ply:
                at = np.searchsorted(named_keys, keys[row - 1])
                while at < named_keys.shape[0] and named_keys[at] == keys[row - 1]:
                    if (
                        named_black[at] == best_black
                        and named_white[at] == best_white
                        and named_turn[at] == turn
                    ):
                        opening[g] = named_id[at]
                        opening_ply[g] = ply
                    at += 1
            if i < last:
                black, white, turn = _play(black, white, turn, played[i])
    return (
        status,
        bad_ply,
        final_black,
        final_white,
        played[: played_offsets[games]].copy(),
        played_offsets,
        opening,
        opening_ply,
        keys,
        row_game,
        row_ply,
    )


@njit(nogil=True, cache=True, inline="always")
def _play(black, white, turn, square):
    """The position after ``square`` (``PASS_SQUARE`` a pass), trusted legal."""
    if square != PASS_SQUARE:
        bit = np.uint64(1) << np.uint64(square)
        if turn == 0:
            turned = flips(black, white, square)
            black |= turned | bit
            white ^= turned
        else:
            turned = flips(white, black, square)
            white |= turned | bit
            black ^= turned
    return black, white, 1 - turn


@njit(nogil=True, cache=True, inline="always")
def canonical(black, white):
    """The least ``(black, white)`` over the eight images and the first symmetry giving it (the
    kernel twin of ``core.symmetry.canonical_form``)."""
    best_black = black
    best_white = white
    best_k = 0
    for k in range(1, 8):
        b = symmetry(black, k)
        if b > best_black:
            continue
        w = symmetry(white, k)
        if b < best_black or w < best_white:
            best_black, best_white, best_k = b, w, k
    return best_black, best_white, best_k


@njit(nogil=True, cache=True)
def position_key(black, white, turn):
    """A 32-bit hash of a canonical position, the sort key of the index; candidates it finds are
    replayed and compared whole (``check_rows``), so a collision costs time, never a wrong game."""
    h = black * np.uint64(0x9E3779B97F4A7C15)
    h ^= white + np.uint64(turn)
    h *= np.uint64(0xBF58476D1CE4E5B9)
    h ^= h >> np.uint64(31)
    h *= np.uint64(0x94D049BB133111EB)
    h ^= h >> np.uint64(29)
    return np.uint32(h >> np.uint64(32))


@njit(nogil=True, cache=True)
def check_rows(
    played,
    played_offsets,
    start_black,
    start_white,
    start_turn,
    games,
    plies,
    black,
    white,
    turn,
    square_maps,
):
    """For each candidate (game, ply): whether the game's position there is the canonical ``black``,
    ``white``, ``turn``, and its next move on the canonical board (``NO_MOVE`` at the end)."""
    n = games.shape[0]
    same = np.zeros(n, dtype=np.bool_)
    next_square = np.full(n, NO_MOVE, dtype=np.uint8)
    for r in range(n):
        g = games[r]
        b = start_black[g]
        w = start_white[g]
        t = start_turn[g]
        first = played_offsets[g]
        for i in range(first, first + plies[r]):
            b, w, t = _play(b, w, t, played[i])
        if t != turn:
            continue
        cb, cw, k = canonical(b, w)
        if cb != black or cw != white:
            continue
        same[r] = True
        at = first + plies[r]
        if at < played_offsets[g + 1]:
            square = played[at]
            next_square[r] = square if square == PASS_SQUARE else square_maps[k, square]
    return same, next_square


@dataclass(frozen=True)
class Replayed:
    """What ``replay_games`` found: per game its status (``KEPT`` or a key of ``REASONS``), the
    move where it went wrong, the final discs, the deepest named opening (an index into
    ``named_openings()``, -1 for none) and its ply; the kept games' moves with passes (game ``g``'s
    are ``played[played_offsets[g]:played_offsets[g + 1]]``, empty for one not kept); and the index
    rows, unsorted: each position's key (``position_key``), game and ply."""

    status: np.ndarray
    bad_ply: np.ndarray
    final_black: np.ndarray
    final_white: np.ndarray
    played: np.ndarray
    played_offsets: np.ndarray
    opening: np.ndarray
    opening_ply: np.ndarray
    keys: np.ndarray
    games: np.ndarray
    plies: np.ndarray


@functools.cache
def named_openings() -> tuple[Opening, ...]:
    """The named openings in the order ``Replayed.opening`` numbers them."""
    return tuple(dict.fromkeys(named_positions().values()))


@functools.cache
def _named_arrays() -> tuple[np.ndarray, ...]:
    """The ends of the named lines as sorted kernel arrays: key, black, white, turn, opening number."""
    numbers = {opening: i for i, opening in enumerate(named_openings())}
    rows = sorted(
        (
            int(position_key(np.uint64(b), np.uint64(w), np.uint8(0 if turn is BLACK else 1))),
            b,
            w,
            0 if turn is BLACK else 1,
            numbers[opening],
        )
        for (b, w, turn), opening in named_positions().items()
    )
    columns = list(zip(*rows, strict=True)) or [(), (), (), (), ()]
    dtypes = (np.uint32, np.uint64, np.uint64, np.uint8, np.int32)
    return tuple(np.array(column, dtype=dtype) for column, dtype in zip(columns, dtypes, strict=True))


def replay_games(
    squares: np.ndarray,
    offsets: np.ndarray,
    start_black: np.ndarray,
    start_white: np.ndarray,
    start_turn: np.ndarray,
) -> Replayed:
    """Replay game ``g``'s ``squares[offsets[g]:offsets[g + 1]]`` from its start (turn 0: black to
    move) under the rules, all games in one kernel call."""
    initial = Position.initial()
    start_black = np.ascontiguousarray(start_black, dtype=np.uint64)
    start_white = np.ascontiguousarray(start_white, dtype=np.uint64)
    start_turn = np.ascontiguousarray(start_turn, dtype=np.uint8)
    from_start = (start_black == initial.black) & (start_white == initial.white) & (start_turn == 0)
    result = _replay_kernel(
        np.ascontiguousarray(squares, dtype=np.uint8),
        np.ascontiguousarray(offsets, dtype=np.int64),
        start_black,
        start_white,
        start_turn,
        from_start,
        *_named_arrays(),
        MAX_LENGTH,
    )
    return Replayed(*result)
