"""The rules of Othello on two 64-bit words, as numba kernels that release the GIL.

Square ``s = 8 * row + col`` with a1 = 0 (top left), h1 = 7, a8 = 56, h8 = 63, so bit order is
the order of the Edax/FFO board strings.  Every kernel takes the side to move's discs first
(``player``) and the other side's second (``opponent``).

Only uint64 is ever mixed with uint64 here: numba turns uint64-with-int64 arithmetic into
float64 without a word, so every constant is a ``np.uint64`` and square indices are cast.

The search's hottest kernels index their tables with ``U64`` too (``RAYS_UP[d, U64(square)]``):
numba checks every signed index for a negative, from-the-end value, and an unsigned one skips
that check (the midgame searches and FFO solves of ``python -m benchmarks engine``: the same
nodes in less time).
"""

from __future__ import annotations

import numpy as np
from llvmlite import ir
from numba import njit, types
from numba.extending import intrinsic

U64 = np.uint64
ZERO = U64(0)
ONE = U64(1)
PASS_SQUARE = 64
MAX_DEPTH = 60
"""The deepest any search or budget goes, in plies: a game has at most 60 moves (60 empty squares
at the start); NBoard's own depth dialog asks for 1-60 too."""
"""A pass, and "no move", inside the kernels: in principal variations (the engine's and the
classic kernels') and as the table's stored move when there is none.
``position.move_from_square`` turns it into ``position.PASS`` at the edge."""
HIGH_BIT = U64(0x8000000000000000)
FULL = U64(0xFFFFFFFFFFFFFFFF)

# Opponent discs that can lie inside a flanked run, per direction (keeps runs from wrapping).
INNER_HORIZONTAL = U64(0x7E7E7E7E7E7E7E7E)
INNER_VERTICAL = U64(0x00FFFFFFFFFFFF00)
INNER_DIAGONAL = U64(0x007E7E7E7E7E7E00)

CORNERS = U64(0x8100000000000081)
FILE_A = U64(0x0101010101010101)
"""The a-file; multiplied by it, a masked set of one square per row gathers into the top byte."""
NOT_FILE_A = U64(0xFEFEFEFEFEFEFEFE)
"""Every square but the a-file: where a one-square shift towards h may land."""
NOT_FILE_H = U64(0x7F7F7F7F7F7F7F7F)
"""Every square but the h-file: where a one-square shift towards a may land."""

_STEP_E, _STEP_S, _STEP_SW, _STEP_SE = U64(1), U64(8), U64(7), U64(9)


# --- LLVM bit intrinsics (one instruction each on any x86-64 or arm64 of the last decade) -------


@intrinsic
def popcount(typingctx, x):
    """Number of set bits of a uint64."""
    if x != types.uint64:
        return None

    def codegen(context, builder, signature, args):
        return builder.ctpop(args[0])

    return types.uint64(types.uint64), codegen


@intrinsic
def lowest_bit_index(typingctx, x):
    """Index of the lowest set bit (64 for zero)."""
    if x != types.uint64:
        return None

    def codegen(context, builder, signature, args):
        return builder.cttz(args[0], ir.Constant(ir.IntType(1), 0))

    return types.uint64(types.uint64), codegen


@intrinsic
def leading_zeros(typingctx, x):
    """Number of zero bits above the highest set bit (64 for zero)."""
    if x != types.uint64:
        return None

    def codegen(context, builder, signature, args):
        return builder.ctlz(args[0], ir.Constant(ir.IntType(1), 0))

    return types.uint64(types.uint64), codegen


# --- Rays: for each square and direction, the squares beyond it up to the edge -------------------


def _build_rays() -> tuple[np.ndarray, np.ndarray]:
    """Rays towards higher bits (E, S, SE, SW) and towards lower bits (W, N, NW, NE)."""
    up = [(0, 1), (1, 0), (1, 1), (1, -1)]  # (drow, dcol)
    down = [(0, -1), (-1, 0), (-1, -1), (-1, 1)]
    rays_up = np.zeros((4, 64), dtype=np.uint64)
    rays_down = np.zeros((4, 64), dtype=np.uint64)
    for table, dirs in ((rays_up, up), (rays_down, down)):
        for d, (dr, dc) in enumerate(dirs):
            for sq in range(64):
                r, c = divmod(sq, 8)
                bits = 0
                r, c = r + dr, c + dc
                while 0 <= r < 8 and 0 <= c < 8:
                    bits |= 1 << (8 * r + c)
                    r, c = r + dr, c + dc
                table[d, sq] = bits
    return rays_up, rays_down


RAYS_UP, RAYS_DOWN = _build_rays()


_SQUARE_BITS = np.left_shift(np.uint64(1), np.arange(64, dtype=np.uint64))
DIAGONAL_9 = RAYS_UP[2] | RAYS_DOWN[2] | _SQUARE_BITS  # the SE and NW rays and the square
DIAGONAL_7 = RAYS_UP[3] | RAYS_DOWN[3] | _SQUARE_BITS  # the SW and NE rays and the square
"""``DIAGONAL_9[s]``: the a1-h8-direction diagonal through square ``s``; ``DIAGONAL_7[s]``: the
h1-a8-direction one."""


def _build_line_flip_counts() -> np.ndarray:
    """``[i, line]``: discs flipped by a move at place ``i`` of an 8-square line whose other
    squares are all occupied, ``line`` holding the mover's discs (the rest are the opponent's)."""
    counts = np.zeros((8, 256), dtype=np.int64)
    for place in range(8):
        for line in range(256):
            for step in (-1, 1):
                k, run = place + step, 0
                while 0 <= k < 8 and not line >> k & 1:
                    run, k = run + 1, k + step
                if 0 <= k < 8:  # the run ends on one of the mover's discs
                    counts[place, line] += run
    return counts


LINE_FLIP_COUNTS = _build_line_flip_counts()
_COLUMN_TO_ROW = U64(0x0102040810204080)
"""Multiplying a column (moved to file a) by this gathers it into the top byte, row k at bit k."""


# --- Kernels -------------------------------------------------------------------------------------


@njit(nogil=True, cache=True, inline="always")
def _flanked_runs(player, inner, step):
    """Squares just beyond a run of ``inner`` discs that starts next to ``player``, both ways.

    A parallel-prefix fill: two single steps, then two double steps, reach runs of six.
    """
    step2 = step + step
    left = inner & (player << step)
    right = inner & (player >> step)
    left |= inner & (left << step)
    right |= inner & (right >> step)
    inner_left = inner & (inner << step)
    inner_right = inner_left >> step
    left |= inner_left & (left << step2)
    right |= inner_right & (right >> step2)
    left |= inner_left & (left << step2)
    right |= inner_right & (right >> step2)
    return (left << step) | (right >> step)


@njit(nogil=True, cache=True)
def legal_moves(player, opponent):
    """Bitboard of the squares where ``player`` may play."""
    empty = ~(player | opponent)
    moves = _flanked_runs(player, opponent & INNER_HORIZONTAL, _STEP_E)
    moves |= _flanked_runs(player, opponent & INNER_VERTICAL, _STEP_S)
    moves |= _flanked_runs(player, opponent & INNER_DIAGONAL, _STEP_SW)
    moves |= _flanked_runs(player, opponent & INNER_DIAGONAL, _STEP_SE)
    return moves & empty


@njit(nogil=True, cache=True, inline="always")
def neighbours(bits):
    """Squares next to any square of ``bits`` (8 directions): potential mobility is the empty ones
    next to the other side's discs."""
    east = (bits << U64(1)) & NOT_FILE_A
    west = (bits >> U64(1)) & NOT_FILE_H
    row = bits | east | west
    return east | west | (row << U64(8)) | (row >> U64(8))


@njit(nogil=True, cache=True)
def flips(player, opponent, square):
    """Bitboard of the opponent discs that a disc of ``player`` on ``square`` turns over.

    Along each ray the first square that is not the opponent's decides: if it is the
    player's, everything before it flips.  Zero means the move is illegal (if the square is empty).
    Branch-free: which rays flip is unpredictable, and mispredicted branches cost more than the
    few extra operations.
    """
    flipped = ZERO
    not_opponent = ~opponent
    for d in range(4):
        ray = RAYS_UP[d, U64(square)]
        blockers = ray & not_opponent
        first = blockers & (~blockers + ONE) & player  # nearest non-opponent square, if the player's
        flipped |= ray & (first - U64(first != ZERO))
    for d in range(4):
        ray = RAYS_DOWN[d, U64(square)]
        blockers = ray & not_opponent
        # ``| ONE`` keeps the shift defined when the ray holds no blocker; ``& ray`` drops that bit.
        first = (HIGH_BIT >> leading_zeros(blockers | ONE)) & player & ray
        flipped |= ray & ~((first << ONE) - ONE) & (ZERO - U64(first != ZERO))
    return flipped


def child_position(player: int, opponent: int, square: int) -> tuple[int, int]:
    """The position after ``square`` is played (Python ints), from the new side to move's view."""
    flipped = int(flips(np.uint64(player), np.uint64(opponent), square))
    return opponent ^ flipped, player | flipped | (1 << square)


@njit(nogil=True, cache=True, inline="always")
def last_flip_count(player, square):
    """Discs ``player`` flips by playing on ``square`` when it is the only empty square.

    Every other square is occupied, so ``player``'s discs alone describe the board: each of the
    four lines through the square is gathered into a byte and its flips read from a table (the
    exact solver's last move, where calling ``flips`` would cost twice as much).  A diagonal
    shorter than eight squares reads as a line padded with opponent squares beyond its ends,
    which can never close a run.
    """
    row = square >> 3
    column = square & 7
    n = LINE_FLIP_COUNTS[column, (player >> U64(8 * row)) & U64(0xFF)]
    on_file_a = (player >> U64(column)) & FILE_A
    n += LINE_FLIP_COUNTS[row, (on_file_a * _COLUMN_TO_ROW) >> U64(56)]
    n += LINE_FLIP_COUNTS[column, ((player & DIAGONAL_9[square]) * FILE_A) >> U64(56)]
    n += LINE_FLIP_COUNTS[column, ((player & DIAGONAL_7[square]) * FILE_A) >> U64(56)]
    return n


@njit(nogil=True, cache=True)
def count(bits):
    """Number of discs on a bitboard, as int64."""
    return np.int64(popcount(bits))


@njit(nogil=True, cache=True, inline="always")
def _perft_2(player, opponent, moves):
    """Leaves two plies below a position with ``moves``: each child's move count, without playing them.

    A child without moves is one leaf either way: it passes (one leaf, the pass) or the game is over.
    """
    total = np.int64(0)
    while moves:
        square = lowest_bit_index(moves)
        moves &= moves - ONE
        flipped = flips(player, opponent, square)
        replies = np.int64(popcount(legal_moves(opponent ^ flipped, player | flipped | (ONE << square))))
        total += replies if replies else np.int64(1)
    return total


@njit(nogil=True, cache=True, inline="always")
def final_score(player, opponent):
    """Disc difference of a finished game for ``player``, empty squares going to the winner."""
    p = np.int64(popcount(player))
    o = np.int64(popcount(opponent))
    diff = p - o
    empties = 64 - p - o
    if diff > 0:
        return diff + empties
    if diff < 0:
        return diff - empties
    return diff


@njit(nogil=True, cache=True)
def perft(player, opponent, depth):
    """Leaves ``depth`` plies below a position.

    A pass is a ply; a finished game is one leaf however deep.  The last two plies are counted
    in one loop (``_perft_2``), the very last with a popcount instead of being played.
    """
    if depth == 0:
        return np.int64(1)
    moves = legal_moves(player, opponent)
    if moves == ZERO:
        if legal_moves(opponent, player) == ZERO:
            return np.int64(1)
        return perft(opponent, player, depth - 1)
    if depth == 1:
        return np.int64(popcount(moves))
    if depth == 2:
        return _perft_2(player, opponent, moves)
    total = np.int64(0)
    while moves:
        square = lowest_bit_index(moves)
        moves &= moves - ONE
        flipped = flips(player, opponent, square)
        total += perft(opponent ^ flipped, player | flipped | (ONE << square), depth - 1)
    return total
