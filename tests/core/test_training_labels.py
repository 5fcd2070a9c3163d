"""A phase's labelling resumes where a stopped run left it, with the labels an unbroken run makes."""

from __future__ import annotations

import numpy as np
import pytest

from othello_qt.core.engine import training
from othello_qt.core.engine.pattern_weights import load_pattern_weights
from tests.core.engine_reference import random_position

PLAN = training.TrainingPlan(label_depth=2, exact_empties=6)


class Stop(Exception):
    pass


@pytest.fixture(scope="module")
def positions() -> tuple[np.ndarray, np.ndarray]:
    chosen = [random_position(empties, seed) for seed, empties in enumerate(range(8, 52, 2))]
    player = np.array([p.player for p in chosen], dtype=np.uint64)
    opponent = np.array([p.opponent for p in chosen], dtype=np.uint64)
    return player, opponent


def label(positions, so_far, progress=lambda done, total: None) -> np.ndarray:
    player, opponent = positions
    weights = load_pattern_weights()
    return training._label_by_search(
        weights, player, opponent, PLAN, None, progress, so_far, chunk=3, saved_every=2
    )


def stop_after(units_done: int):
    def progress(done: int, total: int) -> None:
        if done >= units_done * 3 and done < total:
            raise Stop

    return progress


def test_a_stopped_labelling_resumes_and_makes_the_unbroken_labels(tmp_path, positions, monkeypatch) -> None:
    unbroken = label(positions, tmp_path / "unbroken.npz")
    assert len(unbroken) == len(positions[0])
    so_far = tmp_path / "so-far.npz"
    with pytest.raises(Stop):
        label(positions, so_far, stop_after(5))
    assert so_far.exists()  # saved after units 2 and 4
    searched: list[int] = []
    real = training.search_labels

    def counting(weights, player, opponent, depth, exact_empties):
        searched.append(len(player))
        return real(weights, player, opponent, depth, exact_empties)

    monkeypatch.setattr(training, "search_labels", counting)
    resumed = label(positions, so_far)
    assert np.array_equal(resumed, unbroken)
    assert sum(searched) == len(unbroken) - 4 * 3  # the four saved units are not searched again


def test_labels_so_far_of_other_positions_are_set_aside(tmp_path, positions) -> None:
    so_far = tmp_path / "so-far.npz"
    training._save_labels_so_far(so_far, np.zeros(6, np.float32), total=99, chunk=3)
    unbroken = label(positions, tmp_path / "unbroken.npz")
    assert np.array_equal(label(positions, so_far), unbroken)
    assert len(list(tmp_path.glob("so-far.unreadable-*.npz"))) == 1


def test_a_damaged_labels_file_is_set_aside_not_overwritten(tmp_path, positions) -> None:
    so_far = tmp_path / "so-far.npz"
    so_far.write_bytes(b"not an archive")
    unbroken = label(positions, tmp_path / "unbroken.npz")
    assert np.array_equal(label(positions, so_far), unbroken)
    kept = list(tmp_path.glob("so-far.unreadable-*.npz"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"not an archive"
