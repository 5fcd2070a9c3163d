"""Stable discs (``engine.stability``): what they claim is checked by playing on with the simple
reference rules: a disc called stable never changes colour, whatever is played afterwards."""

from __future__ import annotations

import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.engine.evaluation import EDGE_STABLE, edge_stable_count
from othello_qt.core.engine.stability import stable_discs
from tests.core import reference_rules as ref


def _stable(player: int, opponent: int) -> int:
    return int(stable_discs(np.uint64(player), np.uint64(opponent)))


def _random_game(rng: random.Random) -> list[tuple[int, int]]:
    """Every position (black bits, white bits) of one random game, by the reference rules."""
    board, color = ref.initial_board(), ref.BLACK
    positions = [ref.board_to_bits(board)]
    while not ref.game_over(board):
        if ref.must_pass(board, color):
            color = ref.opponent(color)
            continue
        board = ref.play(board, rng.choice(ref.legal_moves(board, color)), color)
        color = ref.opponent(color)
        positions.append(ref.board_to_bits(board))
    return positions


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_a_stable_disc_never_changes_colour_later_in_the_game(seed: int) -> None:
    positions = _random_game(random.Random(seed))
    for i, (black, white) in enumerate(positions):
        stable_black, stable_white = _stable(black, white), _stable(white, black)
        assert stable_black & black == stable_black and stable_white & white == stable_white
        for later_black, later_white in positions[i + 1 :]:
            assert stable_black & later_black == stable_black
            assert stable_white & later_white == stable_white


def test_known_positions() -> None:
    black, white = ref.board_to_bits(ref.initial_board())
    assert _stable(black, white) == 0 and _stable(white, black) == 0
    assert _stable(1, 0) == 1  # a lone corner
    assert _stable(0b0111, 0) == 0b0111  # a run from the corner along the edge
    assert _stable(0b0110, 0) == 0  # the same run without its corner
    full_black = 0x00FF00FF00FF00FF
    full_white = ~full_black & (2**64 - 1)
    assert _stable(full_black, full_white) == full_black  # a full board: everything is final


def test_every_edge_anchored_disc_is_found() -> None:
    rng = random.Random(7)
    for _game in range(30):
        for black, white in _random_game(rng):
            edge = edge_stable_count(np.uint64(black), np.uint64(white), EDGE_STABLE)
            assert edge <= _stable(black, white).bit_count()
