"""Multi-ProbCut: the statistics file, the kernels' table, the fit, and what the cuts do to a search."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.engine.evaluation import SCALE
from othello_qt.core.engine.pattern_weights import load_pattern_weights, weights_fingerprint
from othello_qt.core.engine.probcut import (
    DEFAULT_SELECTIVITY,
    MIN_DEPTH,
    NO_CUT,
    SIZE,
    ProbCutError,
    ProbCutStatistics,
    load_probcut,
    save_probcut,
    shallow_depth,
)
from othello_qt.core.engine.probcut_training import empty_counts, fit_endgame, fit_statistics
from othello_qt.core.engine.search import Searcher
from tests.core.engine_reference import random_position

WEIGHTS = load_pattern_weights()


def _statistics(sigma: float = 2.0, fingerprint: str | None = None) -> ProbCutStatistics:
    slope = np.full((SIZE, SIZE), 1.0, dtype=np.float32)
    intercept = np.full((SIZE, SIZE), 0.5, dtype=np.float32)
    return ProbCutStatistics(
        slope,
        intercept,
        np.full((SIZE, SIZE), sigma, dtype=np.float32),
        fingerprint or weights_fingerprint(WEIGHTS),
        {"made": "by a test"},
    )


def test_shallow_depths_are_shallower_and_keep_parity() -> None:
    for depth in range(MIN_DEPTH, 61):
        shallow = shallow_depth(depth)
        assert 0 <= shallow < depth and shallow % 2 == depth % 2
        assert shallow <= depth // 2 + 1


def test_cut_table_cuts_midgame_nodes_deep_enough_and_endgame_nodes_on_the_diagonal() -> None:
    table = _statistics(sigma=2.0).cut_table(1.5)
    for empties in range(SIZE):
        for depth in range(SIZE):
            row = table[empties, depth]
            if depth == empties > MIN_DEPTH:  # the endgame's row: sigma alone, each pass has its t
                assert row[0] == shallow_depth(depth) and row[1] == 1.0
                assert row[2] == 0.5 * SCALE and row[3] == pytest.approx(2.0 * SCALE)
            elif depth < MIN_DEPTH or depth >= empties:
                assert row[0] == NO_CUT
            else:
                assert row[0] == shallow_depth(depth)
                assert row[1] == 1.0 and row[2] == 0.5 * SCALE and row[3] == pytest.approx(1.5 * 2.0 * SCALE)


def test_a_zero_slope_marks_no_cut() -> None:
    statistics = _statistics()
    statistics.slope[30, 8] = 0.0
    assert statistics.cut_table(DEFAULT_SELECTIVITY)[30, 8, 0] == NO_CUT
    with pytest.raises(ValueError):
        statistics.cut_table(0.0)


def test_statistics_file_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "stats.npz"
    save_probcut(path, _statistics(sigma=3.25))
    loaded = load_probcut(path)
    assert loaded.weights_sha256 == weights_fingerprint(WEIGHTS)
    assert float(loaded.sigma[40, 10]) == 3.25 and loaded.provenance == {"made": "by a test"}


def test_bad_statistics_files_are_refused_naming_the_file(tmp_path: Path) -> None:
    path = tmp_path / "stats.npz"
    path.write_bytes(b"not a zip")
    with pytest.raises(ProbCutError, match=r"stats\.npz"):
        load_probcut(path)
    negative = _statistics()
    np.savez(
        path,
        slope=negative.slope,
        intercept=negative.intercept,
        sigma=-negative.sigma,
        weights_sha256=np.array("x"),
    )
    with pytest.raises(ProbCutError, match="sigma"):
        load_probcut(path)
    np.savez(path, slope=negative.slope[:10], intercept=negative.intercept, sigma=negative.sigma)
    with pytest.raises(ProbCutError, match=r"stats\.npz"):
        load_probcut(path)


def test_a_provenance_nested_100000_deep_is_the_loaders_own_error(tmp_path: Path) -> None:
    good = _statistics()
    path = tmp_path / "stats.npz"
    np.savez(
        path,
        slope=good.slope,
        intercept=good.intercept,
        sigma=good.sigma,
        weights_sha256=np.array(good.weights_sha256),
        provenance=np.array("[" * 100_000 + "]" * 100_000),
    )
    with pytest.raises(ProbCutError, match=r"stats\.npz: provenance: the JSON nests too deeply \(100,000"):
        load_probcut(path)


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_load_or_fail_cleanly(tmp_path_factory: pytest.TempPathFactory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("probcut") / "stats.npz"
    path.write_bytes(data)
    with pytest.raises(ProbCutError):
        load_probcut(path)


def test_the_shipped_statistics_were_fitted_for_the_shipped_weights() -> None:
    statistics = load_probcut()
    assert statistics.weights_sha256 == weights_fingerprint(WEIGHTS)
    assert statistics.provenance["command"].startswith("othello-qt train-probcut")
    # Cuts where a game spends its midgame thinking time, with sigmas of a few discs.
    for empties in (20, 30, 40, 50):
        for depth in (4, 8, 12):
            assert 0.5 <= statistics.slope[empties, depth] <= 1.5
            assert 0.5 < statistics.sigma[empties, depth] < 12
    assert Searcher(tt_mib=1).selectivity == DEFAULT_SELECTIVITY


def test_statistics_for_other_weights_are_refused() -> None:
    with pytest.raises(ValueError, match="other evaluation weights"):
        Searcher(tt_mib=1, probcut=_statistics(fingerprint="0" * 64))


def test_other_weights_search_without_cuts_by_default() -> None:
    assert Searcher(tt_mib=1, weights=WEIGHTS).selectivity is None


def test_the_fit_recovers_a_known_regression() -> None:
    rng = np.random.default_rng(5)
    count, depth = 6000, 8
    empties = rng.integers(10, 50, size=count)
    values = np.full((count, depth + 1), np.nan, dtype=np.float32)
    base = rng.normal(0, 12, size=count)
    for d in range(depth + 1):
        values[:, d] = base + d * 0.25 + rng.normal(0, 0.5 + 0.4 * d, size=count)
    statistics = fit_statistics(empties, values, "f" * 64, {})
    for d in range(MIN_DEPTH, depth + 1):
        s = shallow_depth(d)
        # With independent noise, v_d on v_s regresses with slope var(base)/(var(base)+noise_s^2).
        noise_s, noise_d = 0.5 + 0.4 * s, 0.5 + 0.4 * d
        slope = 144 / (144 + noise_s**2)
        assert statistics.slope[30, d] == pytest.approx(slope, abs=0.03)
        residual = np.sqrt(noise_d**2 + slope * noise_s**2)
        assert statistics.sigma[30, d] == pytest.approx(residual, rel=0.1)
    assert statistics.slope[30, 2] == 0 and statistics.slope[5, 8] == 0  # too shallow; past the end
    assert statistics.slope[40, 12] > 0 and statistics.sigma[40, 12] >= statistics.sigma[40, 8]


def test_empty_counts() -> None:
    positions = [random_position(e, e) for e in (10, 33, 58)]
    player = np.array([p.player for p in positions], dtype=np.uint64)
    opponent = np.array([p.opponent for p in positions], dtype=np.uint64)
    assert empty_counts(player, opponent).tolist() == [p.empty_count for p in positions]


@pytest.mark.parametrize("seed", range(3))
def test_cuts_save_nodes_and_keep_the_move_sensible(seed: int) -> None:
    position = random_position(40 - 4 * seed, seed)
    full = Searcher(tt_mib=8, selectivity=None).search(
        position.player, position.opponent, depth=9, solve_empties=0
    )
    cut = Searcher(tt_mib=8).search(position.player, position.opponent, depth=9, solve_empties=0)
    assert cut.nodes < full.nodes
    assert cut.move in position.legal_moves()
    assert abs(cut.score - full.score) <= 8


@pytest.mark.parametrize("problem", [FileNotFoundError("resource not found"), ProbCutError("x: bad")])
def test_a_missing_or_damaged_shipped_file_means_searching_without_cuts(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, problem: Exception
) -> None:
    import othello_qt.core.engine.search as search

    def fail() -> ProbCutStatistics:
        raise problem

    monkeypatch.setattr(search, "load_probcut", fail)
    monkeypatch.setattr(search, "_warned", set())
    searcher = Searcher(tt_mib=1)
    assert searcher.selectivity is None and (searcher.probcut[:, :, 0] == NO_CUT).all()
    Searcher(tt_mib=1)  # a training worker builds many: the log says why once
    assert [r.getMessage() for r in caplog.records].count(f"searching without ProbCut: {problem}") == 1
    position = random_position(36, 2)
    result = searcher.search(position.player, position.opponent, depth=4, solve_empties=0)
    assert result.move in position.legal_moves()


def test_the_endgame_fit_fills_the_diagonal_and_extrapolates_later_stages() -> None:
    rng = np.random.default_rng(7)
    count = 3000
    empties = rng.integers(12, 25, size=count)
    base = rng.normal(0, 12, size=count)
    values = np.repeat(base[:, None], 13, axis=1).astype(np.float32)  # every depth alike
    exact = 0.9 * base + 1.0 + rng.normal(0, 3.0, size=count)
    statistics = fit_endgame(_statistics(), empties, values, exact.astype(np.float32), {"by": "a test"})
    for e in range(14, 23):
        assert statistics.slope[e, e] == pytest.approx(0.9, abs=0.05)
        assert statistics.intercept[e, e] == pytest.approx(1.0, abs=0.3)
        assert statistics.sigma[e, e] == pytest.approx(3.0, rel=0.1)
    assert statistics.slope[40, 40] > 0 and statistics.sigma[40, 40] >= 2.5  # extrapolated
    assert statistics.slope[30, 20] == 1.0 and statistics.provenance["endgame"] == {"by": "a test"}
