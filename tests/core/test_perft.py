"""Move generation against the published perft counts."""

import pytest

from othello_qt.core.perft import PUBLISHED_COUNTS, perft
from othello_qt.core.position import WHITE, Position


@pytest.mark.parametrize("depth", range(0, 10))
def test_perft_matches_published_counts(depth: int) -> None:
    assert perft(Position.initial(), depth) == PUBLISHED_COUNTS[depth]


def test_threaded_and_single_thread_agree() -> None:
    assert perft(Position.initial(), 8, threads=2) == perft(Position.initial(), 8, threads=1)


def test_white_first_is_a_mirror_of_black_first() -> None:
    # Colour-swapped start with the other side to move: same tree shape.
    assert perft(Position.initial(WHITE), 7) == PUBLISHED_COUNTS[7]


@pytest.mark.slow
def test_perft_10() -> None:
    assert perft(Position.initial(), 10) == PUBLISHED_COUNTS[10]
