"""Fitting the pattern weights to labelled positions: ridge least squares per phase, by CGLS.

Each position is a sparse row: the phase's bias, its 46 pattern instances, every instance mapped to
its configuration's canonical class (``patterns.canonical_classes``) so that configurations equal
under a pattern's own symmetry share one weight, and its count features' columns.  Conjugate gradients on the
normal equations (CGLS) solve ``min |A w - y|^2 + ridge |w|^2`` without forming ``A^T A``; each
iteration is two passes over the rows in numba.  Configurations never seen keep weight 0.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from numba import njit

from othello_qt.core.bitboard import popcount
from othello_qt.core.engine.patterns import (
    N_TERMS,
    PATTERN_OFFSETS,
    PATTERNS,
    WEIGHT_COLUMNS,
    WEIGHT_SCALE,
    canonical_classes,
    pattern_indices,
    phase_row,
)

ROW_WIDTH = N_TERMS + 1
"""Columns of one row: the bias (column 0), the instances and the count features."""


def canonical_columns() -> np.ndarray:
    """``map[column]``: the weight column that stands for ``column`` (its canonical class; a count
    feature's columns stand for themselves)."""
    mapping = np.arange(WEIGHT_COLUMNS, dtype=np.int32)
    for i, pattern in enumerate(PATTERNS):
        offset = int(PATTERN_OFFSETS[i])
        mapping[offset : offset + pattern.size] = offset + canonical_classes(pattern)
    return mapping


@njit(nogil=True, cache=True)
def position_rows(player, opponent, canonical, rows, empties):
    """Fill ``rows[i]`` with position ``i``'s canonical columns and ``empties[i]`` with its empties."""
    scratch = np.zeros(64, dtype=np.int64)
    for i in range(player.shape[0]):
        n = pattern_indices(player[i], opponent[i], scratch)
        rows[i, 0] = 0
        for j in range(n):
            rows[i, j + 1] = canonical[scratch[j]]
        empties[i] = 64 - np.int64(popcount(player[i] | opponent[i]))


@njit(nogil=True, cache=True)
def _multiply(rows, w, out):
    """out = A w."""
    for i in range(rows.shape[0]):
        total = 0.0
        for j in range(rows.shape[1]):
            total += w[rows[i, j]]
        out[i] = total


@njit(nogil=True, cache=True)
def _multiply_transposed(rows, r, out):
    """out = A^T r."""
    out[:] = 0.0
    for i in range(rows.shape[0]):
        value = r[i]
        for j in range(rows.shape[1]):
            out[rows[i, j]] += value


@njit(nogil=True, cache=True)
def _dot(a, b):
    """a . b (numba's np.dot needs SciPy's BLAS, which the project does not depend on)."""
    total = 0.0
    for i in range(a.shape[0]):
        total += a[i] * b[i]
    return total


@njit(nogil=True, cache=True)
def cgls(rows, labels, ridge, iterations, w):
    """Ridge least squares by CGLS, starting from ``w`` (updated in place); returns the iterations run."""
    n = rows.shape[0]
    m = w.shape[0]
    q = np.zeros(n)
    r = np.empty(n)
    _multiply(rows, w, q)
    for i in range(n):
        r[i] = labels[i] - q[i]
    s = np.zeros(m)
    _multiply_transposed(rows, r, s)
    for k in range(m):
        s[k] -= ridge * w[k]
    p = s.copy()
    gamma = _dot(s, s)
    done = 0
    for _ in range(iterations):
        if gamma <= 1e-12:
            break
        _multiply(rows, p, q)
        denominator = _dot(q, q) + ridge * _dot(p, p)
        if denominator <= 0.0:
            break
        alpha = gamma / denominator
        w += alpha * p
        r -= alpha * q
        _multiply_transposed(rows, r, s)
        s -= ridge * w
        gamma_new = _dot(s, s)
        p = s + (gamma_new / gamma) * p
        gamma = gamma_new
        done += 1
    return done


@dataclass(frozen=True)
class PhaseFit:
    phase: int
    positions: int
    test_positions: int
    train_rms: float
    test_rms: float
    label_rms: float
    ridge: float
    """The regularisation chosen for this phase (the candidate with the least test error)."""


def phases_of(empties: np.ndarray, n_phases: int) -> np.ndarray:
    return np.array([phase_row(int(e), n_phases) for e in range(61)], dtype=np.int64)[np.clip(empties, 0, 60)]


def fit_phase(
    rows: np.ndarray,
    labels: np.ndarray,
    test: np.ndarray,
    phase: int,
    ridges: tuple[float, ...],
    iterations: int,
    columns: int = WEIGHT_COLUMNS,
) -> tuple[np.ndarray, PhaseFit]:
    """One phase's weights (float discs) fitted on the rows not in ``test``, and its errors.

    Every ridge in ``ridges`` is tried and the one whose weights predict the held-out games best
    is kept (``columns``: the weights' length, more than the evaluation's for a trial of other
    features): the opening's uncertain labels want more regularisation than the endgame's exact ones.
    """
    train_rows, test_rows = rows[~test], rows[test]
    y_train, y_test = labels[~test].astype(np.float64), labels[test].astype(np.float64)
    best: tuple[float, float, np.ndarray] | None = None
    for ridge in ridges:
        w = np.zeros(columns)
        if len(y_train):
            cgls(train_rows, y_train, ridge, iterations, w)
        error = rms(test_rows, y_test, w) if len(y_test) else rms(train_rows, y_train, w)
        if best is None or error < best[0]:
            best = (error, ridge, w)
    assert best is not None
    report = PhaseFit(
        phase,
        len(y_train),
        len(y_test),
        rms(train_rows, y_train, best[2]),
        rms(test_rows, y_test, best[2]),
        float(np.sqrt(np.mean(y_test**2))) if len(y_test) else 0.0,
        best[1],
    )
    return best[2], report


def rms(rows: np.ndarray, labels: np.ndarray, w: np.ndarray) -> float:
    """Root mean square error of weights ``w`` on fitting rows against their labels (0 with none)."""
    if not len(labels):
        return 0.0
    out = np.empty(len(labels))
    _multiply(rows, w, out)
    return float(np.sqrt(np.mean((out - labels) ** 2)))


def quantize(weights: np.ndarray, canonical: np.ndarray) -> np.ndarray:
    """Float disc weights on canonical columns -> the int16 table of every column."""
    full = weights[:, canonical]
    return np.clip(np.round(full * WEIGHT_SCALE), -32767, 32767).astype(np.int16)
