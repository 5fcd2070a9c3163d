"""Move generation against the published perft counts."""

import pytest

from othello_qt.core.perft import PUBLISHED_COUNTS, perft
from othello_qt.core.position import WHITE, Position

# Leaves 0..12 plies from the standard start, written here and not read from
# the code under test. Depths 0-9 are the same in every published table (OEIS
# A124004, Aart Bik's Reversi perft); from depth 10 on, games that end or pass
# count differently: these are the counts with a pass as a ply and a finished
# game as one leaf (Aart Bik's), the convention othello_qt.core.perft documents.
PERFT_COUNTS = (
    1,
    4,
    12,
    56,
    244,
    1396,
    8200,
    55092,
    390216,
    3005288,
    24571284,
    212258800,
    1939886636,
)


@pytest.mark.parametrize("depth", range(0, 10))
def test_perft_matches_published_counts(depth: int) -> None:
    assert perft(Position.initial(), depth) == PERFT_COUNTS[depth]


def test_the_counts_the_app_shows_are_the_published_ones() -> None:
    # The CLI, the self-test and the benchmarks compare against PUBLISHED_COUNTS.
    assert PUBLISHED_COUNTS == PERFT_COUNTS


def test_threaded_and_single_thread_agree() -> None:
    assert perft(Position.initial(), 8, threads=2) == perft(Position.initial(), 8, threads=1)


def test_white_first_is_a_mirror_of_black_first() -> None:
    # Colour-swapped start with the other side to move: same tree shape.
    assert perft(Position.initial(WHITE), 7) == PERFT_COUNTS[7]


@pytest.mark.slow
def test_perft_10() -> None:
    assert perft(Position.initial(), 10) == PERFT_COUNTS[10]
