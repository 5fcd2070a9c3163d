"""The evaluation's features and weights: symmetry, stability, safe loading."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.engine.evaluation import (
    EDGE_STABLE,
    N_FEATURES,
    N_PHASES,
    edge_stable_count,
    evaluate,
    features,
    load_weights,
    save_weights,
)
from othello_qt.core.symmetry import transform_bits
from tests.core.engine_reference import random_position

U64 = np.uint64


def _features(player: int, opponent: int) -> np.ndarray:
    out = np.zeros(N_FEATURES)
    features(U64(player), U64(opponent), EDGE_STABLE, out)
    return out


@pytest.mark.parametrize("seed", range(6))
def test_features_are_invariant_under_the_board_symmetries(seed: int) -> None:
    position = random_position(20 + 5 * seed, seed)
    base = _features(position.player, position.opponent)
    weights = load_weights()
    value = evaluate(U64(position.player), U64(position.opponent), weights, EDGE_STABLE)
    for kind in range(1, 8):
        p, o = transform_bits(position.player, kind), transform_bits(position.opponent, kind)
        assert np.array_equal(_features(p, o), base)
        assert evaluate(U64(p), U64(o), weights, EDGE_STABLE) == value


@pytest.mark.parametrize("seed", range(4))
def test_features_change_sign_with_the_side_to_move(seed: int) -> None:
    position = random_position(30, seed)
    mine = _features(position.player, position.opponent)
    theirs = _features(position.opponent, position.player)
    assert np.array_equal(mine[1:10], -theirs[1:10])  # all but bias and parity
    assert mine[0] == theirs[0] and mine[10] == theirs[10]


def test_edge_stability() -> None:
    a1, b1, c1, h1 = 1 << 0, 1 << 1, 1 << 2, 1 << 7
    # A run from a corner is stable; a disc beyond an opponent's disc is not.
    assert edge_stable_count(U64(a1 | b1 | c1), U64(0), EDGE_STABLE) == 3
    assert edge_stable_count(U64(a1 | c1), U64(b1), EDGE_STABLE) == 1
    # A full edge is stable for both sides; corners are counted once though on two edges.
    row = 0xFF
    assert edge_stable_count(U64(row & 0b01010101), U64(row & 0b10101010), EDGE_STABLE) == 4
    corners = a1 | h1 | 1 << 56 | 1 << 63
    assert edge_stable_count(U64(corners), U64(0), EDGE_STABLE) == 4


def test_shipped_weights_are_valid() -> None:
    weights = load_weights()
    assert weights.shape == (N_PHASES, N_FEATURES) and np.all(np.isfinite(weights))
    # Corners are worth having and X-squares next to empty corners are not, in the midgame.
    assert weights[8, 4] > 0 and weights[8, 5] < 0


def test_weights_round_trip(tmp_path: Path) -> None:
    weights = load_weights() * 0.5
    path = tmp_path / "w.npz"
    save_weights(path, weights)
    assert np.array_equal(load_weights(path), weights)
    assert [p.name for p in tmp_path.iterdir()] == ["w.npz"]


def test_bad_weight_files_are_rejected(tmp_path: Path) -> None:
    wrong_shape = tmp_path / "shape.npz"
    np.savez(wrong_shape, weights=np.zeros((3, 3)))
    with pytest.raises(ValueError, match="shape"):
        load_weights(wrong_shape)
    not_finite = tmp_path / "nan.npz"
    np.savez(not_finite, weights=np.full((N_PHASES, N_FEATURES), np.nan))
    with pytest.raises(ValueError, match=r"nan\.npz: array 'weights' holds NaN"):
        load_weights(not_finite)
    pickled = tmp_path / "pickle.npz"
    np.savez(pickled, weights=np.array([{"evil": 1}], dtype=object))
    with pytest.raises(ValueError, match=r"pickle\.npz: array 'weights' holds object"):
        load_weights(pickled)
    garbage = tmp_path / "garbage.npz"
    garbage.write_bytes(b"not a zip file")
    with pytest.raises(ValueError, match=r"garbage\.npz: not an \.npz archive"):
        load_weights(garbage)
    missing = tmp_path / "other.npz"
    np.savez(missing, other=np.zeros(3))
    with pytest.raises(ValueError, match=r"other\.npz: missing array 'weights'"):
        load_weights(missing)
