"""The eight symmetries of the board (the dihedral group of the square), in one place.

Symmetry ``k`` (0..7) is built from three reflections, applied in this order: bit 1 mirrors the
columns (a <-> h), bit 2 flips the rows (1 <-> 8), bit 4 reflects in the a1-h8 diagonal.  The
numba kernel ``symmetry(x, k)`` maps a bitboard; ``transform_square`` and ``transform_bits`` do the
same in plain Python (``SQUARE_MAPS[k][square]`` is the image of ``square``).  Everything that needs
the symmetries -- the pattern evaluation and its trainer, opening tables, match openings, the TD
network, the tests -- uses these, so they agree by construction.
"""

from __future__ import annotations

import numpy as np
from numba import njit

N_SYMMETRIES = 8
MIRROR_COLUMNS = 1
FLIP_ROWS = 2
TRANSPOSE = 4

_K1 = np.uint64(0x5555555555555555)
_K2 = np.uint64(0x3333333333333333)
_K4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_D1 = np.uint64(0x5500550055005500)
_D2 = np.uint64(0x3333000033330000)
_D4 = np.uint64(0x0F0F0F0F00000000)
_B1 = np.uint64(0x00FF00FF00FF00FF)
_B2 = np.uint64(0x0000FFFF0000FFFF)


@njit(nogil=True, cache=True, inline="always")
def flip_rows(x):
    """Rows reversed (a1 <-> a8): a byte swap."""
    x = ((x >> np.uint64(8)) & _B1) | ((x & _B1) << np.uint64(8))
    x = ((x >> np.uint64(16)) & _B2) | ((x & _B2) << np.uint64(16))
    return (x >> np.uint64(32)) | (x << np.uint64(32))


@njit(nogil=True, cache=True, inline="always")
def mirror_columns(x):
    """Columns reversed (a1 <-> h1)."""
    x = ((x >> np.uint64(1)) & _K1) | ((x & _K1) << np.uint64(1))
    x = ((x >> np.uint64(2)) & _K2) | ((x & _K2) << np.uint64(2))
    return ((x >> np.uint64(4)) & _K4) | ((x & _K4) << np.uint64(4))


@njit(nogil=True, cache=True, inline="always")
def transpose(x):
    """Reflection in the a1-h8 diagonal (b1 <-> a2)."""
    t = _D4 & (x ^ (x << np.uint64(28)))
    x ^= t ^ (t >> np.uint64(28))
    t = _D2 & (x ^ (x << np.uint64(14)))
    x ^= t ^ (t >> np.uint64(14))
    t = _D1 & (x ^ (x << np.uint64(7)))
    return x ^ t ^ (t >> np.uint64(7))


@njit(nogil=True, cache=True, inline="always")
def symmetry(x, k):
    """The ``k``-th (0..7) of the board's eight symmetries applied to bitboard ``x``."""
    if k & MIRROR_COLUMNS:
        x = mirror_columns(x)
    if k & FLIP_ROWS:
        x = flip_rows(x)
    if k & TRANSPOSE:
        x = transpose(x)
    return x


def _square_map(k: int) -> tuple[int, ...]:
    images = []
    for square in range(64):
        row, col = divmod(square, 8)
        if k & MIRROR_COLUMNS:
            col = 7 - col
        if k & FLIP_ROWS:
            row = 7 - row
        if k & TRANSPOSE:
            row, col = col, row
        images.append(8 * row + col)
    return tuple(images)


SQUARE_MAPS: tuple[tuple[int, ...], ...] = tuple(_square_map(k) for k in range(N_SYMMETRIES))
"""``SQUARE_MAPS[k][square]``: where symmetry ``k`` takes ``square``."""


def _inverse(k: int) -> int:
    identity = tuple(range(64))
    for j in range(N_SYMMETRIES):
        if tuple(SQUARE_MAPS[j][SQUARE_MAPS[k][s]] for s in range(64)) == identity:
            return j
    raise AssertionError("the symmetries form a group")


INVERSES: tuple[int, ...] = tuple(_inverse(k) for k in range(N_SYMMETRIES))
"""``INVERSES[k]`` undoes symmetry ``k``."""


def transform_square(square: int, k: int) -> int:
    """Where symmetry ``k`` takes ``square`` (0..63)."""
    return SQUARE_MAPS[k][square]


def transform_bits(bits: int, k: int) -> int:
    """Symmetry ``k`` applied to a bitboard given as a Python int (same result as the kernel)."""
    mapping = SQUARE_MAPS[k]
    out = 0
    while bits:
        low = bits & -bits
        out |= 1 << mapping[low.bit_length() - 1]
        bits ^= low
    return out


def canonical_form(black: int, white: int) -> tuple[int, int, int]:
    """The least ``(black, white)`` over the eight images and the (first) symmetry ``k`` that gives it:
    ``transform_square(square, k)`` takes a square of the board to the canonical board."""
    return min((transform_bits(black, k), transform_bits(white, k), k) for k in range(N_SYMMETRIES))


def canonical_bits(black: int, white: int) -> tuple[int, int]:
    """The least ``(black, white)`` over the eight images: equal for symmetric positions."""
    return canonical_form(black, white)[:2]
