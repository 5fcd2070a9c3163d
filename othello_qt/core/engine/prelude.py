"""The constants the search kernels share: one home for each.

The 64-bit word constants and ``PASS_SQUARE`` are ``bitboard``'s, re-exported so a kernel module
imports its vocabulary from one place.  Each score unit has its own infinity, named after the unit:
the exact solver counts discs, the midgame search counts search units (``evaluation.SCALE`` per
disc).
"""

from __future__ import annotations

from numba import njit

from othello_qt.core.bitboard import ONE, PASS_SQUARE, U64, ZERO

__all__ = [
    "INF_DISCS",
    "INF_UNITS",
    "MAX_MOVES",
    "MAX_PLY",
    "ONE",
    "PASS_SQUARE",
    "U64",
    "ZERO",
    "search_kernel",
]

search_kernel = njit(nogil=True, cache=True, _nrt=False)
"""The decorator of the search's kernels: free of the GIL, cached, and without numba's reference
counting.  With it, every call of a kernel that takes arrays (the search state, the weights, the
table) counted each of them up on entry and down on return, atomically: about a tenth of the
search's time in every phase (``python -m benchmarks kernel_profile``).  The arrays belong to the
Python caller for the whole search, so nothing is lost; a search kernel may not allocate an array
(numba refuses to compile one that does)."""

INF_DISCS = 127
"""Beyond any final disc difference (at most 64): the exact solver's infinity."""
INF_UNITS = 32000
"""Beyond any midgame score in search units (at most ``64 * evaluation.SCALE``), and within the
table's int16 bounds: the midgame search's infinity."""
MAX_PLY = 128
"""Deepest ply a search's per-ply buffers hold (60 moves plus passes fit easily)."""
MAX_MOVES = 40
"""More than the most legal moves an Othello position can have (33)."""
