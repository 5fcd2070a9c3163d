"""Transposition table: a power-of-two array of two-word entries, shared by midgame and endgame.

An entry is ``(key ^ data, data)`` as two uint64.  Search threads share the table without locks,
so a reader may see one word of an entry from one store and the other from another; the XOR
(Hyatt's lock-less hashing) turns such a torn entry into a miss instead of wrong bounds.
``data`` packs a lower and an upper bound (int16 each,
offset by 32768), the best move (0..63, ``PASS_SQUARE`` for none), the depth the bounds are valid for, the
search generation and the bounds' *level*.  Buckets are two adjacent entries: a store replaces the
entry holding the same position, else the shallower (or older) of the two.  Endgame entries hash
with ``ENDGAME_TAG`` so their exact-score bounds never mix with the scaled midgame scores of the
same position.  An endgame entry's level says how sure its bounds are: ``EXACT_LEVEL`` for proved
ones, lower for those of a selective (ProbCut) pass, which an exact search never takes as bounds
(``tt_probe_end``); midgame entries store level 0 and never read it.
"""

from __future__ import annotations

import numpy as np
from numba import njit

from othello_qt.core.bitboard import child_position, legal_moves
from othello_qt.core.engine.prelude import PASS_SQUARE, U64, search_kernel
from othello_qt.core.position import bits_to_squares

MASK16 = U64(0xFFFF)
MASK8 = U64(0xFF)
OFFSET = 32768
ENDGAME_TAG = U64(0x9E3779B97F4A7C15)
DEFAULT_TT_MIB = 64
ENTRY_BYTES = 16
EXACT_LEVEL = 255
"""The level of bounds an exact search proved; a selective pass stores its own, lower level."""


@njit(nogil=True, cache=True, inline="always")
def _mix64(x):
    """splitmix64's finaliser: a cheap, well-mixed 64-bit hash step."""
    x ^= x >> U64(30)
    x *= U64(0xBF58476D1CE4E5B9)
    x ^= x >> U64(27)
    x *= U64(0x94D049BB133111EB)
    x ^= x >> U64(31)
    return x


@njit(nogil=True, cache=True, inline="always")
def position_hash(player, opponent):
    """64-bit hash of (player, opponent); a few multiplies, no Zobrist loop over the squares."""
    return _mix64(player ^ _mix64(opponent ^ U64(0x632BE59BD9B4E019)))


@njit(nogil=True, cache=True, inline="always")
def _lookup(table, key):
    """``(found, data)``: the data word of ``key``'s entry."""
    index = key & U64(table.shape[0] - 2)
    for slot in range(index, index + U64(2)):
        data = table[slot, 1]
        if table[slot, 0] ^ data == key:
            return True, data
    return False, U64(0)


@njit(nogil=True, cache=True, inline="always")
def _unpack(data, shift):
    """``(lower, upper, move, field)``: the bounds, the move and the byte at ``shift``."""
    lower = np.int64(data & MASK16) - OFFSET
    upper = np.int64((data >> U64(16)) & MASK16) - OFFSET
    return lower, upper, np.int64((data >> U64(32)) & MASK8), np.int64((data >> U64(shift)) & MASK8)


@njit(nogil=True, cache=True, inline="always")
def _probe_field(table, key, shift):
    """``(found, lower, upper, move, field)`` for ``key``, ``field`` the byte at ``shift``."""
    found, data = _lookup(table, key)
    if not found:
        return False, np.int64(0), np.int64(0), np.int64(PASS_SQUARE), np.int64(-1)
    lower, upper, move, field = _unpack(data, shift)
    return True, lower, upper, move, field


@njit(nogil=True, cache=True, inline="always")
def tt_probe(table, key):
    """``(found, lower, upper, move, depth)`` for ``key``; found is False if absent."""
    return _probe_field(table, key, 40)


@njit(nogil=True, cache=True, inline="always")
def tt_probe_end(table, key):
    """``(found, lower, upper, move, level)`` of an endgame entry (its depth is its empties)."""
    return _probe_field(table, key, 56)


@njit(nogil=True, cache=True, inline="always")
def _pack(lower, upper, move, depth, generation, level):
    return (
        U64(lower + OFFSET)
        | (U64(upper + OFFSET) << U64(16))
        | (U64(move) << U64(32))
        | (U64(depth) << U64(40))
        | (U64(generation & 255) << U64(48))
        | (U64(level) << U64(56))
    )


@njit(nogil=True, cache=True, inline="always")
def _write(table, slot, key, data):
    table[slot, 1] = data
    table[slot, 0] = key ^ data


@search_kernel
def tt_store(table, key, depth, alpha, beta, score, move, generation):
    """Record a fail-soft ``score`` of a search with window (alpha, beta) at ``depth`` (level 0)."""
    tt_store_level(table, key, depth, np.int64(0), alpha, beta, score, move, generation)


@search_kernel
def tt_store_level(table, key, depth, level, alpha, beta, score, move, generation):
    """Record a fail-soft ``score`` of a search with window (alpha, beta) at ``depth`` and ``level``.

    The position's entry keeps the deeper (then surer) bounds; equal ones merge."""
    lower = np.int64(-OFFSET + 1)
    upper = np.int64(OFFSET - 1)
    if score > alpha:
        lower = score
    if score < beta:
        upper = score
    index = key & U64(table.shape[0] - 2)
    for slot in range(index, index + U64(2)):
        data = table[slot, 1]
        if table[slot, 0] ^ data == key:
            old_lower, old_upper, old_move, old_depth = _unpack(data, 40)
            old_level = np.int64(data >> U64(56))
            if old_depth > depth or (old_depth == depth and old_level > level):
                return
            if old_depth == depth and old_level == level:
                merged_lower = max(lower, old_lower)
                merged_upper = min(upper, old_upper)
                if merged_lower <= merged_upper:
                    lower, upper = merged_lower, merged_upper
            if move == PASS_SQUARE:
                move = old_move
            _write(table, slot, key, _pack(lower, upper, move, depth, generation, level))
            return
    # Replace the less valuable entry: older generation first, then shallower.
    d0 = np.int64((table[index, 1] >> U64(40)) & MASK8)
    d1 = np.int64((table[index + U64(1), 1] >> U64(40)) & MASK8)
    g0 = np.int64((table[index, 1] >> U64(48)) & MASK8) == (generation & 255)
    g1 = np.int64((table[index + U64(1), 1] >> U64(48)) & MASK8) == (generation & 255)
    victim = index
    if (g0 and not g1) or (g0 == g1 and d1 < d0):
        victim = index + U64(1)
    _write(table, victim, key, _pack(lower, upper, move, depth, generation, level))


@search_kernel
def _zero_table(table):
    """Zero every entry without the GIL: touching 64 MiB of fresh pages takes tens of milliseconds,
    and numpy's ``fill`` would hold the GIL (and freeze the UI thread) all that time."""
    for i in range(table.shape[0]):
        table[i, 0] = U64(0)
        table[i, 1] = U64(0)


def _entries(size_mib: float) -> int:
    """Entries in ``size_mib``: a power of two (the index is a mask), at least one bucket."""
    entries = max(2, int(size_mib * 1024 * 1024) // ENTRY_BYTES)
    return 1 << (entries.bit_length() - 1)


class TranspositionTable:
    """The table's memory and its search generation; ``size_mib`` is rounded down to a power of two."""

    def __init__(self, size_mib: float = DEFAULT_TT_MIB) -> None:
        if size_mib <= 0:
            raise ValueError("transposition table size must be > 0 MiB")
        entries = _entries(size_mib)
        # Touch every page now (np.empty + zeroing): lazily mapped pages would otherwise be faulted
        # in one by one during the first searches, costing tens of milliseconds per depth.
        self.table = np.empty((entries, 2), dtype=np.uint64)
        _zero_table(self.table)
        self.generation = 1

    @property
    def entries(self) -> int:
        return int(self.table.shape[0])

    @property
    def size_bytes(self) -> int:
        return int(self.table.nbytes)

    def window(self, size_mib: float) -> np.ndarray:
        """The table's first ``size_mib`` (rounded down to a power of two entries, at most the whole
        table) as a view: a search given it hashes into that part only."""
        return self.table[: min(_entries(size_mib), self.entries)]

    def clear(self) -> None:
        _zero_table(self.table)
        self.generation = 1

    def next_generation(self) -> None:
        """A new search: old entries become the first to be replaced."""
        self.generation = self.generation % 255 + 1


def table_line(table: np.ndarray, player: int, opponent: int, first: int, length: int) -> list[int]:
    """The best line as ``table`` remembers it (``PASS_SQUARE`` for a pass), starting with
    ``first`` and at most ``length`` moves long (at least ``first``)."""
    line = [first]
    player, opponent = child_position(player, opponent, first)
    while len(line) < max(1, length):
        legal = bits_to_squares(int(legal_moves(U64(player), U64(opponent))))
        if not legal:
            if not legal_moves(U64(opponent), U64(player)):
                break
            line.append(PASS_SQUARE)
            player, opponent = opponent, player
            continue
        move = PASS_SQUARE
        for tag in (U64(0), ENDGAME_TAG):
            # numba boxes the hash as a Python int: cast it back, or numpy 1.x's promotion
            # (int64 for a hash below 2**63, with a uint64 tag) finds no common type for ^.
            key = U64(position_hash(U64(player), U64(opponent))) ^ tag
            found, _low, _up, candidate, _d = tt_probe(table, key)
            if found and int(candidate) in legal:
                move = int(candidate)
                break
        if move == PASS_SQUARE:
            break
        line.append(move)
        player, opponent = child_position(player, opponent, move)
    return line
