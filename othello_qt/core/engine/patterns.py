"""The pattern evaluation: a learned weight for every configuration of a few squares, per game phase.

In the tradition of Logistello, Edax and Egaroucid.  Eleven patterns (``PATTERNS``), each a list of
squares written once for the a1 corner or the upper edge; its other instances on the board are its
images under the board's symmetries (``core.symmetry``) and share its table, 46 instances in all.
Where a symmetry maps a pattern onto itself (a row reversed, the 3x3 corner block reflected in its
diagonal) the table is symmetric too (``canonical_classes``), so the eight images of any position
evaluate equal.

A configuration is read in base 3 (0 empty, 1 side to move, 2 opponent) with the pattern's first
square as the lowest digit.  The kernel extracts each instance from one of the eight transformed
bitboards with a few shifts or a multiplication (no per-square loop) and converts the two bit
strings to base 3 with a table.

Besides the patterns, a few counts (``COUNT_FEATURES``: each side's mobility and potential mobility)
have a weight for each of their values.

Weights are a ``(phases, WEIGHT_COLUMNS)`` int16 array in 1/``WEIGHT_SCALE`` disc: column 0 is the
phase's bias, then each pattern's table at ``PATTERN_OFFSETS[i]``, then each count feature's at
``FEATURE_OFFSETS[j]``.  The phase of a position is
``((60 - empties) * phases) // 61``, so the number of rows sets the phase width.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from othello_qt.core.bitboard import FILE_A, U64, legal_moves, neighbours, popcount
from othello_qt.core.engine.prelude import search_kernel
from othello_qt.core.symmetry import (
    INVERSES,
    N_SYMMETRIES,
    SQUARE_MAPS,
    flip_rows,
    mirror_columns,
    transpose,
)

WEIGHT_SCALE = 128
"""Weights are stored in 1/128 disc (int16: up to ±256 discs per weight)."""
SEARCH_SCALE = 16
"""Search units per disc (``evaluation.SCALE``; a test keeps the two equal)."""
MAX_EVAL = 64 * SEARCH_SCALE - 1
_TO_SEARCH_SHIFT = (WEIGHT_SCALE // SEARCH_SCALE).bit_length() - 1
"""Weight units to search units is a shift: both scales are powers of two."""
_HALF_STEP = 1 << (_TO_SEARCH_SHIFT - 1)


@dataclass(frozen=True)
class Pattern:
    name: str
    squares: tuple[int, ...]
    """The canonical instance's squares, lowest base-3 digit first (a1 = 0, h1 = 7, h8 = 63)."""

    @property
    def size(self) -> int:
        return 3 ** len(self.squares)


def _sq(name: str) -> int:
    return (int(name[1]) - 1) * 8 + "abcdefgh".index(name[0])


def squares_named(names: str) -> tuple[int, ...]:
    """Square numbers of space-separated names (``"a1 b2"``)."""
    return tuple(_sq(n) for n in names.split())


PATTERNS: tuple[Pattern, ...] = (
    Pattern("line2", squares_named("a2 b2 c2 d2 e2 f2 g2 h2")),
    Pattern("line3", squares_named("a3 b3 c3 d3 e3 f3 g3 h3")),
    Pattern("line4", squares_named("a4 b4 c4 d4 e4 f4 g4 h4")),
    Pattern("diagonal8", squares_named("a1 b2 c3 d4 e5 f6 g7 h8")),
    Pattern("diagonal7", squares_named("b1 c2 d3 e4 f5 g6 h7")),
    Pattern("diagonal6", squares_named("c1 d2 e3 f4 g5 h6")),
    Pattern("diagonal5", squares_named("d1 e2 f3 g4 h5")),
    Pattern("diagonal4", squares_named("e1 f2 g3 h4")),
    Pattern("corner3x3", squares_named("a1 b1 c1 a2 b2 c2 a3 b3 c3")),
    Pattern("corner2x5", squares_named("a1 b1 c1 d1 e1 a2 b2 c2 d2 e2")),
    Pattern("edge2x", squares_named("a1 b1 c1 d1 e1 f1 g1 h1 b2 g2")),
)
N_PATTERNS = len(PATTERNS)
PATTERN_NAMES = tuple(p.name for p in PATTERNS)
PATTERN_OFFSETS = np.cumsum([1] + [p.size for p in PATTERNS[:-1]]).astype(np.int64)
PATTERN_COLUMNS = 1 + sum(p.size for p in PATTERNS)
"""Column 0 is the bias; each pattern's table follows at its offset."""


@dataclass(frozen=True)
class CountFeature:
    """A count no pattern sees whole, with a learned weight for each value (``size - 1`` and more
    share the last one), as Egaroucid adds to its patterns."""

    name: str
    size: int


COUNT_FEATURES: tuple[CountFeature, ...] = (
    CountFeature("mobility", 31),
    CountFeature("opponent_mobility", 31),
    CountFeature("potential_mobility", 41),
    CountFeature("opponent_potential_mobility", 41),
)
"""Legal moves of each side; empty squares next to each side's opponent (where its moves may come
from).  Kept because they lower the held-out error (``docs/benchmarks.md``, pattern evaluation)."""
FEATURE_NAMES = tuple(f.name for f in COUNT_FEATURES)
N_FEATURES = len(COUNT_FEATURES)
FEATURE_OFFSETS = (PATTERN_COLUMNS + np.cumsum([0] + [f.size for f in COUNT_FEATURES[:-1]])).astype(np.int64)
FEATURE_LIMITS = np.array([f.size - 1 for f in COUNT_FEATURES], dtype=np.int64)
WEIGHT_COLUMNS = PATTERN_COLUMNS + sum(f.size for f in COUNT_FEATURES)
"""The patterns' columns, then each count feature's table at its offset."""


def instance_symmetries(pattern: Pattern) -> tuple[int, ...]:
    """The symmetries whose images of the pattern are its distinct instances (first of each)."""
    seen: list[frozenset[int]] = []
    chosen = []
    for k in range(N_SYMMETRIES):
        squares = frozenset(instance_squares(pattern, k))
        if squares not in seen:
            seen.append(squares)
            chosen.append(k)
    return tuple(chosen)


def instance_squares(pattern: Pattern, k: int) -> tuple[int, ...]:
    """The board squares read by the instance found on the board transformed by symmetry ``k``."""
    back = SQUARE_MAPS[INVERSES[k]]
    return tuple(back[s] for s in pattern.squares)


INSTANCES: tuple[tuple[int, int], ...] = tuple(
    (i, k) for i, p in enumerate(PATTERNS) for k in instance_symmetries(p)
)
"""(pattern number, symmetry) of every instance on the board."""
N_INSTANCES = len(INSTANCES)
N_TERMS = N_INSTANCES + N_FEATURES
"""Weights summed in one evaluation (besides the bias): the instances, then the count features."""

PATTERNS_BY_SYMMETRY = np.zeros(N_SYMMETRIES, dtype=np.int64)
for _i, _k in INSTANCES:
    PATTERNS_BY_SYMMETRY[_k] |= 1 << _i
"""Bit ``i`` of entry ``k``: pattern ``i`` has an instance read on the board transformed by ``k``."""


def _stabilizer_permutations(pattern: Pattern) -> list[tuple[int, ...]]:
    """Digit permutations under which the pattern's table must be invariant."""
    perms = []
    squares = pattern.squares
    for k in range(N_SYMMETRIES):
        image = [SQUARE_MAPS[k][s] for s in squares]
        if set(image) == set(squares):
            perms.append(tuple(squares.index(SQUARE_MAPS[INVERSES[k]][s]) for s in squares))
    return perms


def canonical_classes(pattern: Pattern) -> np.ndarray:
    """For each configuration, the least configuration equal to it under the pattern's own symmetries."""
    n = len(pattern.squares)
    codes = np.arange(pattern.size, dtype=np.int64)
    digits = np.stack([(codes // 3**i) % 3 for i in range(n)], axis=1)
    best = codes.copy()
    for perm in _stabilizer_permutations(pattern):
        permuted = sum(digits[:, perm[i]] * 3**i for i in range(n))
        best = np.minimum(best, permuted)
    return best


def _base3_table() -> np.ndarray:
    table = np.zeros(1024, dtype=np.int64)
    for bits in range(1024):
        table[bits] = sum(3**i for i in range(10) if bits >> i & 1)
    return table


BASE3 = _base3_table()
"""``BASE3[bits]``: the bit string read as base-3 digits 0/1 (twice it gives the digits 0/2)."""

_DIAG8 = U64(0x8040201008040201)
_DIAG7 = U64(0x0080402010080402)
_DIAG6 = U64(0x0000804020100804)
_DIAG5 = U64(0x0000008040201008)
_DIAG4 = U64(0x0000000080402010)


@search_kernel
def _bits(x, pattern):
    """The canonical instance's squares of ``x`` as a bit string, lowest digit first."""
    if pattern == 0:
        return (x >> U64(8)) & U64(255)
    if pattern == 1:
        return (x >> U64(16)) & U64(255)
    if pattern == 2:
        return (x >> U64(24)) & U64(255)
    if pattern == 3:
        return ((x & _DIAG8) * FILE_A) >> U64(56)
    if pattern == 4:
        return ((x & _DIAG7) * FILE_A) >> U64(57)
    if pattern == 5:
        return ((x & _DIAG6) * FILE_A) >> U64(58)
    if pattern == 6:
        return ((x & _DIAG5) * FILE_A) >> U64(59)
    if pattern == 7:
        return ((x & _DIAG4) * FILE_A) >> U64(60)
    if pattern == 8:
        return (x & U64(7)) | ((x >> U64(5)) & U64(0x38)) | ((x >> U64(10)) & U64(0x1C0))
    if pattern == 9:
        return (x & U64(0x1F)) | ((x >> U64(3)) & U64(0x3E0))
    return (x & U64(0xFF)) | ((x >> U64(1)) & U64(0x100)) | ((x >> U64(5)) & U64(0x200))


@search_kernel
def _code(p, o, pattern):
    return BASE3[_bits(p, pattern)] + 2 * BASE3[_bits(o, pattern)]


@njit(nogil=True, cache=True, inline="always")
def _all_orientations(x):
    """``x`` under the eight symmetries, in the order of their numbers (7 operations, not 12)."""
    x1 = mirror_columns(x)
    x2 = flip_rows(x)
    x3 = flip_rows(x1)
    return (x, x1, x2, x3, transpose(x), transpose(x1), transpose(x2), transpose(x3))


@search_kernel
def _feature_column(feature, player, opponent):
    """The weight column of count feature ``feature`` (a constant at every call: the branches fold)."""
    if feature == 0:
        count = popcount(legal_moves(player, opponent))
    elif feature == 1:
        count = popcount(legal_moves(opponent, player))
    elif feature == 2:
        count = popcount(neighbours(opponent) & ~(player | opponent))
    else:
        count = popcount(neighbours(player) & ~(player | opponent))
    return U64(FEATURE_OFFSETS[feature] + min(np.int64(count), FEATURE_LIMITS[feature]))


@search_kernel
def pattern_indices(player, opponent, out):
    """Fill ``out[:N_TERMS]`` with every term's weight column: each instance's (offset +
    configuration), then each count feature's."""
    ps = _all_orientations(player)
    os = _all_orientations(opponent)
    n = 0
    for k in range(N_SYMMETRIES):
        mask = PATTERNS_BY_SYMMETRY[k]
        for pattern in range(N_PATTERNS):
            if mask >> pattern & 1:
                out[n] = PATTERN_OFFSETS[pattern] + _code(ps[k], os[k], pattern)
                n += 1
    for feature in range(N_FEATURES):
        out[n] = _feature_column(feature, player, opponent)
        n += 1
    return n


@njit(nogil=True, cache=True, inline="always")
def phase_row(empties, n_phases):
    """The weight row of a position with ``empties`` empty squares."""
    return ((60 - min(empties, 60)) * n_phases) // 61


@search_kernel
def _weight(row, pattern, p, o):
    """The weight of one instance: ``pattern`` is a constant at every call, so the branches of
    ``_bits`` fold away."""
    return np.int64(row[U64(PATTERN_OFFSETS[pattern] + _code(p, o, pattern))])


@search_kernel
def _edge_group(row, p, o):
    """The patterns read along an edge: instances under symmetries 0, 2, 4, 5."""
    return _weight(row, 0, p, o) + _weight(row, 1, p, o) + _weight(row, 2, p, o) + _weight(row, 10, p, o)


@search_kernel
def _corner_group(row, p, o):
    """The patterns read at a corner: instances under symmetries 0-3."""
    return (
        _weight(row, 4, p, o)
        + _weight(row, 5, p, o)
        + _weight(row, 6, p, o)
        + _weight(row, 7, p, o)
        + _weight(row, 8, p, o)
        + _weight(row, 9, p, o)
    )


@search_kernel
def pattern_evaluate(player, opponent, weights):
    """Value for the side to move in search units (1/16 disc), within ±``MAX_EVAL``.

    Written out instance group by instance group (``INSTANCES``; the tests check the two agree):
    a loop over symmetries and patterns is about twice as slow.  The helpers are plain calls that
    LLVM inlines: numba's own inlining (``inline="always"``) of them at all 46 instances makes this
    kernel compile about eight times longer on a first start, for evaluations a few percent
    faster (the evaluation cost of ``python -m benchmarks patterns``).
    """
    empties = np.int64(popcount(~(player | opponent)))
    row = weights[phase_row(empties, weights.shape[0])]
    p0, p1, p2, p3, p4, p5, p6, p7 = _all_orientations(player)
    o0, o1, o2, o3, o4, o5, o6, o7 = _all_orientations(opponent)
    total = np.int64(row[0])
    total += _edge_group(row, p0, o0) + _edge_group(row, p2, o2)
    total += _edge_group(row, p4, o4) + _edge_group(row, p5, o5)
    total += _corner_group(row, p0, o0) + _corner_group(row, p1, o1)
    total += _corner_group(row, p2, o2) + _corner_group(row, p3, o3)
    total += _weight(row, 9, p4, o4) + _weight(row, 9, p5, o5)
    total += _weight(row, 9, p6, o6) + _weight(row, 9, p7, o7)
    total += _weight(row, 3, p0, o0) + _weight(row, 3, p1, o1)
    total += np.int64(row[_feature_column(0, player, opponent)])
    total += np.int64(row[_feature_column(1, player, opponent)])
    total += np.int64(row[_feature_column(2, player, opponent)])
    total += np.int64(row[_feature_column(3, player, opponent)])
    scaled = (total + _HALF_STEP) >> _TO_SEARCH_SHIFT  # weight units -> search units, rounded
    return max(-MAX_EVAL, min(MAX_EVAL, scaled))
