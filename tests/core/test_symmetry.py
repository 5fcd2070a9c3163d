"""The board's eight symmetries: the kernel and the Python maps agree and form the dihedral group."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.symmetry import (
    INVERSES,
    N_SYMMETRIES,
    SQUARE_MAPS,
    canonical_bits,
    symmetry,
    transform_bits,
    transform_square,
)

bitboards = st.integers(min_value=0, max_value=2**64 - 1)


@settings(deadline=None)
@given(bitboards, st.integers(min_value=0, max_value=N_SYMMETRIES - 1))
def test_kernel_matches_square_maps(bits: int, k: int) -> None:
    assert int(symmetry(np.uint64(bits), k)) == transform_bits(bits, k)


def test_eight_distinct_permutations_closed_under_composition() -> None:
    maps = set(SQUARE_MAPS)
    assert len(maps) == N_SYMMETRIES
    for a in SQUARE_MAPS:
        assert sorted(a) == list(range(64))
        for b in SQUARE_MAPS:
            assert tuple(b[a[s]] for s in range(64)) in maps


def test_named_squares() -> None:
    a1, h1, a8, b1, a2 = 0, 7, 56, 1, 8
    assert transform_square(a1, 1) == h1  # mirror columns
    assert transform_square(a1, 2) == a8  # flip rows
    assert transform_square(b1, 4) == a2  # transpose
    assert all(
        transform_square(transform_square(s, k), INVERSES[k]) == s for k in range(8) for s in range(64)
    )


@given(bitboards, bitboards, st.integers(min_value=0, max_value=N_SYMMETRIES - 1))
def test_canonical_bits_is_invariant(black: int, white: int, k: int) -> None:
    white &= ~black
    assert canonical_bits(black, white) == canonical_bits(transform_bits(black, k), transform_bits(white, k))
