"""Training positions from real games: the WTHOR database's games up to a year, beside self-play's.

Every position of those games with a move to play is taken once (the openings that many games share
are not repeated).  Those at the files' solved depth (``SOLVED_EMPTIES``) carry their exact value,
the theoretical score of the game they come from; the rest are labelled by search, as self-play's
positions are (``training.fit_phases``).  The years after ``until`` stay out, to measure on.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from numba import njit

from othello_qt.core.bitboard import PASS_SQUARE, flips, legal_moves, popcount
from othello_qt.core.engine.selfplay import LabelledPositions

TRAINING_UNTIL = 2018
"""The last year of real games trained on unless told otherwise: the games of 2019-2021 are held
out, to measure on (``benchmarks/real_games.py``)."""
SOLVED_EMPTIES = 24
"""The depth of the WTHOR files' theoretical scores (their headers' P3): black's discs under perfect
play from the position with this many empty squares.  Every file of 1977-2021 says 24 (a test reads
them)."""


def side_to_move_margin(black_discs: np.ndarray | int, black_to_move: np.ndarray | bool) -> np.ndarray:
    """A theoretical score (black's discs, the empty squares going to the winner) as the margin of the
    side to move: 2 x discs - 64 for black, its negation for white.  Takes arrays or single values."""
    black_margin = 2 * np.asarray(black_discs, dtype=np.int64) - 64
    return np.where(black_to_move, black_margin, -black_margin)


@njit(nogil=True, cache=True)
def _positions(played, offsets, start_black, start_white, start_turn, games):
    """Every position of ``games`` with a move to play: (player, opponent, black to move, empties,
    game), replaying the database's moves (legal, with their passes: ``GameMoves``)."""
    total = 0
    for g in games:
        total += offsets[g + 1] - offsets[g] + 1
    player = np.empty(total, dtype=np.uint64)
    opponent = np.empty(total, dtype=np.uint64)
    black_to_move = np.empty(total, dtype=np.bool_)
    empties = np.empty(total, dtype=np.int64)
    game_of = np.empty(total, dtype=np.int64)
    n = 0
    for g in games:
        mover, other = start_black[g], start_white[g]
        black = start_turn[g] == 0
        if not black:
            mover, other = other, mover
        for i in range(offsets[g], offsets[g + 1] + 1):
            if legal_moves(mover, other) != 0:
                player[n], opponent[n], black_to_move[n], game_of[n] = mover, other, black, g
                empties[n] = 64 - np.int64(popcount(mover | other))
                n += 1
            if i < offsets[g + 1] and played[i] != PASS_SQUARE:
                square = np.int64(played[i])
                turned = flips(mover, other, square)
                mover |= turned | (np.uint64(1) << np.uint64(square))
                other ^= turned
            mover, other = other, mover
            black = not black
    return player[:n], opponent[:n], black_to_move[:n], empties[:n], game_of[:n]


def real_game_positions(folder: Path, until: int, first_game: int) -> LabelledPositions:
    """The positions of the games of ``folder``'s WTHOR files played in ``until`` or before, side to
    move's view.  Game numbers start at ``first_game`` (after the self-play games') in database order;
    a position met again in a later game keeps its first game's number and label."""
    from othello_qt.core.database_build import build_database

    database = build_database([folder])
    moves = database.index.moves
    games = np.flatnonzero((database.year > 0) & (database.year <= until)).astype(np.int64)
    player, opponent, black_to_move, empties, game_of = _positions(
        np.ascontiguousarray(moves.played, dtype=np.uint8),
        np.ascontiguousarray(moves.offsets, dtype=np.int64),
        np.ascontiguousarray(moves.start_black, dtype=np.uint64),
        np.ascontiguousarray(moves.start_white, dtype=np.uint64),
        np.ascontiguousarray(moves.start_turn, dtype=np.uint8),
        games,
    )
    theoretical = database.theoretical[game_of].astype(np.int64)
    exact = (empties == SOLVED_EMPTIES) & (theoretical <= 64)
    label = np.where(exact, side_to_move_margin(theoretical, black_to_move), 0)
    _, first = np.unique(np.stack([player, opponent]), axis=1, return_index=True)
    keep = np.sort(first)
    return LabelledPositions(
        player[keep],
        opponent[keep],
        label[keep].astype(np.float32),
        exact[keep],
        (first_game + game_of[keep]).astype(np.int32),
    )
