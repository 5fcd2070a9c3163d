"""The pattern evaluation: its kernels against a plain reference, its symmetry, its weights file."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.engine import patterns as P
from othello_qt.core.engine.evaluation import EDGE_STABLE, SCALE, evaluate
from othello_qt.core.engine.fitting import canonical_columns
from othello_qt.core.engine.pattern_weights import (
    PatternWeightsError,
    load_pattern_weights,
    read_provenance,
    save_pattern_weights,
)
from othello_qt.core.symmetry import N_SYMMETRIES, transform_bits

boards = st.tuples(
    st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=0, max_value=2**64 - 1)
).map(lambda pair: (pair[0] & pair[1], pair[0] & ~pair[1]))
"""(player, opponent): any two disjoint sets of squares."""


def reference_columns(player: int, opponent: int) -> list[int]:
    """Every instance's weight column, square by square from the pattern definitions."""
    columns = []
    for pattern_number, k in P.INSTANCES:
        pattern = P.PATTERNS[pattern_number]
        code = 0
        for digit, square in enumerate(P.instance_squares(pattern, k)):
            state = 1 if player >> square & 1 else 2 if opponent >> square & 1 else 0
            code += state * 3**digit
        columns.append(int(P.PATTERN_OFFSETS[pattern_number]) + code)
    return columns + reference_feature_columns(player, opponent)


def _moves(player: int, opponent: int) -> int:
    """Legal moves, square by square and ray by ray."""
    moves = 0
    for square in range(64):
        if (player | opponent) >> square & 1:
            continue
        row, col = divmod(square, 8)
        for dr, dc in ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)):
            r, c, seen = row + dr, col + dc, 0
            while 0 <= r < 8 and 0 <= c < 8 and opponent >> (8 * r + c) & 1:
                r, c, seen = r + dr, c + dc, seen + 1
            if seen and 0 <= r < 8 and 0 <= c < 8 and player >> (8 * r + c) & 1:
                moves |= 1 << square
    return moves


def _empties_next_to(discs: int, empty: int) -> int:
    count = 0
    for square in range(64):
        if not empty >> square & 1:
            continue
        row, col = divmod(square, 8)
        near = [(row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc]
        count += any(0 <= r < 8 and 0 <= c < 8 and discs >> (8 * r + c) & 1 for r, c in near)
    return count


def reference_feature_columns(player: int, opponent: int) -> list[int]:
    """Each count feature's column, counted square by square."""
    empty = ~(player | opponent) & (2**64 - 1)
    counts = (
        _moves(player, opponent).bit_count(),
        _moves(opponent, player).bit_count(),
        _empties_next_to(opponent, empty),
        _empties_next_to(player, empty),
    )
    return [
        int(P.FEATURE_OFFSETS[j]) + min(count, P.COUNT_FEATURES[j].size - 1) for j, count in enumerate(counts)
    ]


def reference_value(player: int, opponent: int, weights: np.ndarray) -> int:
    empties = 64 - (player | opponent).bit_count()
    row = weights[((60 - min(empties, 60)) * weights.shape[0]) // 61].astype(np.int64)
    total = int(row[0]) + sum(int(row[c]) for c in reference_columns(player, opponent))
    return max(-P.MAX_EVAL, min(P.MAX_EVAL, (total + 4) >> 3))


def symmetric_random_weights(phases: int, seed: int) -> np.ndarray:
    rng = np.random.default_rng(seed)
    raw = rng.integers(-2000, 2000, size=(phases, P.WEIGHT_COLUMNS)).astype(np.int16)
    return raw[:, canonical_columns()]


WEIGHTS = symmetric_random_weights(7, 1)


def test_the_eleven_patterns_have_46_instances_and_four_count_features() -> None:
    assert P.N_PATTERNS == 11
    assert P.N_INSTANCES == 46
    assert P.N_TERMS == 50
    assert P.FEATURE_OFFSETS[-1] + P.COUNT_FEATURES[-1].size == P.WEIGHT_COLUMNS
    assert P.SEARCH_SCALE == SCALE


@settings(max_examples=200, deadline=None)
@given(boards)
def test_kernel_indices_match_the_square_by_square_reference(board: tuple[int, int]) -> None:
    player, opponent = board
    out = np.zeros(64, dtype=np.int64)
    n = P.pattern_indices(np.uint64(player), np.uint64(opponent), out)
    assert sorted(out[:n].tolist()) == sorted(reference_columns(player, opponent))


@settings(max_examples=200, deadline=None)
@given(boards)
def test_kernel_value_matches_the_reference(board: tuple[int, int]) -> None:
    player, opponent = board
    value = P.pattern_evaluate(np.uint64(player), np.uint64(opponent), WEIGHTS)
    assert value == reference_value(player, opponent, WEIGHTS)


@settings(max_examples=200, deadline=None)
@given(boards)
def test_the_eight_symmetries_evaluate_equal(board: tuple[int, int]) -> None:
    player, opponent = board
    values = {
        int(
            P.pattern_evaluate(
                np.uint64(transform_bits(player, k)), np.uint64(transform_bits(opponent, k)), WEIGHTS
            )
        )
        for k in range(N_SYMMETRIES)
    }
    assert len(values) == 1


def test_evaluate_dispatches_on_the_weights_type() -> None:
    player, opponent = 0x0000000810000000, 0x0000001008000000
    assert evaluate(player, opponent, WEIGHTS, EDGE_STABLE) == reference_value(player, opponent, WEIGHTS)


def test_weights_file_round_trip(tmp_path) -> None:
    path = tmp_path / "w.npz"
    save_pattern_weights(path, WEIGHTS, {"games": 3, "seed": 1})
    assert np.array_equal(load_pattern_weights(path), WEIGHTS)
    assert read_provenance(path) == {"games": 3, "seed": 1}


def test_a_deeply_nested_provenance_is_the_loaders_own_error(tmp_path) -> None:
    path = tmp_path / "w.npz"
    save_pattern_weights(path, WEIGHTS, {})
    with np.load(path) as saved:
        arrays = {name: saved[name] for name in saved.files}
    arrays["provenance"] = np.array('{"plan": ' + "[" * 100_000 + "]" * 100_000 + "}")
    np.savez(path, **arrays)
    with pytest.raises(PatternWeightsError, match=r"w\.npz: provenance: the JSON nests too deeply"):
        read_provenance(path)
    assert np.array_equal(load_pattern_weights(path), WEIGHTS)  # the weights themselves still load


@pytest.mark.parametrize(
    "arrays, reason",
    [
        ({"weights": np.zeros((2, 5), np.int16)}, "weights"),
        ({"nothing": np.zeros(1)}, "missing array 'weights'"),
    ],
)
def test_foreign_files_are_refused_naming_the_file(tmp_path, arrays, reason) -> None:
    path = tmp_path / "foreign.npz"
    np.savez(path, **arrays)
    with pytest.raises(PatternWeightsError, match=f"{path}.*{reason}"):
        load_pattern_weights(path)


def test_wrong_shape_dtype_and_garbage_are_refused(tmp_path) -> None:
    good = tmp_path / "good.npz"
    save_pattern_weights(good, WEIGHTS, {})
    with np.load(good, allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files}
    for name, bad in (
        ("weights", WEIGHTS.astype(np.float32)),
        ("weights", WEIGHTS[:, :-1]),
        ("pattern_names", arrays["pattern_names"][::-1]),
        ("weight_scale", np.array(64)),
    ):
        path = tmp_path / f"bad_{name}.npz"
        np.savez(path, **{**arrays, name: bad})
        with pytest.raises(PatternWeightsError, match=str(path)):
            load_pattern_weights(path)
    garbage = tmp_path / "garbage.npz"
    garbage.write_bytes(b"PK\x03\x04 not really a zip")
    with pytest.raises(PatternWeightsError, match=str(garbage)):
        load_pattern_weights(garbage)
    with pytest.raises(PatternWeightsError, match="not a regular file"):
        load_pattern_weights(tmp_path)


def test_a_file_made_before_the_count_features_evaluates_as_it_did(tmp_path) -> None:
    good = tmp_path / "good.npz"
    save_pattern_weights(good, WEIGHTS, {})
    with np.load(good, allow_pickle=False) as data:
        arrays = {name: data[name] for name in data.files if name != "feature_names"}
    arrays["weights"] = arrays["weights"][:, : P.PATTERN_COLUMNS]
    old = tmp_path / "old.npz"
    np.savez(old, **arrays)
    loaded = load_pattern_weights(old)
    assert loaded.shape == WEIGHTS.shape and not loaded[:, P.PATTERN_COLUMNS :].any()
    boards = ((0x0000000810000000, 0x0000001008000000), (0x00FF00000000FF00, 0x0000FF0000FF0000))
    for player, opponent in boards:
        patterns_only = arrays["weights"].astype(np.int64)
        row = patterns_only[((60 - min(64 - (player | opponent).bit_count(), 60)) * 7) // 61]
        total = int(row[0]) + sum(int(row[c]) for c in reference_columns(player, opponent)[: P.N_INSTANCES])
        expected = max(-P.MAX_EVAL, min(P.MAX_EVAL, (total + 4) >> 3))
        assert P.pattern_evaluate(np.uint64(player), np.uint64(opponent), loaded) == expected
    arrays["feature_names"] = np.array(["mobility"])
    np.savez(old, **arrays)
    with pytest.raises(PatternWeightsError, match=r"old\.npz: made for other count features"):
        load_pattern_weights(old)
