"""Which count features the pattern evaluation keeps: refits on one training run's labels.

``python -m benchmarks feature_refit --work DIR`` reads the games and labels of a finished
``othello-qt train-eval`` run (its ``--work`` folder) and fits every phase again, with the run's
ridges and iterations (``--ridges`` and ``--iterations`` set others), for each variant of the
evaluation's terms:

* ``patterns``: the 46 pattern instances alone;
* ``shipped``: the patterns and the count features (``patterns.COUNT_FEATURES``);
* ``+ parity``: and whether the number of empties is odd;
* ``joint mobility``: both sides' mobility as one table (31 x 31) instead of two;
* ``+ next phase``: the shipped terms, each phase also fitted on the next phase's training positions;
* ``+ triangle``, ``+ edge block``, ``+ both``: the shipped terms and one or two more patterns of
  ten squares (``EXTRA_PATTERNS``, of the kind Egaroucid adds to Edax's), each with its own table
  for all its instances.

It prints the mean held-out error (discs, weighted as ``train-eval`` weighs it) of each.  The labels
are the run's own, so only the terms differ; a variant is worth keeping only if it lowers the error.
"""

from __future__ import annotations

import argparse
from pathlib import Path

import numpy as np

from othello_qt.cli.train_eval import comma_separated_ridges
from othello_qt.core.datafile import read_json_file
from othello_qt.core.engine import training
from othello_qt.core.engine.fitting import ROW_WIDTH, PhaseFit, fit_phase
from othello_qt.core.engine.patterns import (
    COUNT_FEATURES,
    FEATURE_OFFSETS,
    N_FEATURES,
    WEIGHT_COLUMNS,
    Pattern,
    canonical_classes,
    instance_squares,
    instance_symmetries,
    squares_named,
)
from othello_qt.core.engine.selfplay import LabelledPositions

EXTRA_PATTERNS = {
    pattern.name: pattern
    for pattern in (
        Pattern("triangle", squares_named("a1 b1 c1 d1 a2 b2 c2 a3 b3 a4")),
        Pattern("edge block", squares_named("a1 c1 d1 e1 f1 h1 c2 d2 e2 f2")),
    )
}
"""Candidate patterns: the corner's triangle and the edge with the block inside it."""
EXTRA_VARIANTS = {
    "+ triangle": ("triangle",),
    "+ edge block": ("edge block",),
    "+ both": tuple(EXTRA_PATTERNS),
}
VARIANTS = ("patterns", "shipped", "+ parity", "joint mobility", "+ next phase", *EXTRA_VARIANTS)
MOBILITY_VALUES = COUNT_FEATURES[0].size


def instance_columns(player: np.ndarray, opponent: np.ndarray, pattern: Pattern, offset: int) -> np.ndarray:
    """Each position's weight column for every instance of ``pattern`` (its table at ``offset``):
    the configuration read in base 3, as the evaluation reads it, reduced to its canonical class."""
    classes = canonical_classes(pattern)
    columns = []
    for k in instance_symmetries(pattern):
        code = np.zeros(len(player), dtype=np.int64)
        for digit, square in enumerate(instance_squares(pattern, k)):
            bit = np.uint64(1) << np.uint64(square)
            code += np.where(player & bit, 1, np.where(opponent & bit, 2, 0)) * 3**digit
        columns.append(offset + classes[code])
    return np.stack(columns, axis=1).astype(np.int32)


def variant_rows(
    rows: np.ndarray, empties: np.ndarray, variant: str, data: LabelledPositions
) -> tuple[np.ndarray, int]:
    """The fitting rows of ``variant`` and its number of weight columns."""
    features = ROW_WIDTH - N_FEATURES
    if variant in EXTRA_VARIANTS:
        extra, columns = [rows], WEIGHT_COLUMNS
        for name in EXTRA_VARIANTS[variant]:
            pattern = EXTRA_PATTERNS[name]
            extra.append(instance_columns(data.player, data.opponent, pattern, columns))
            columns += pattern.size
        return np.ascontiguousarray(np.concatenate(extra, axis=1)), columns
    if variant == "patterns":
        return np.ascontiguousarray(rows[:, :features]), WEIGHT_COLUMNS
    if variant == "+ parity":
        parity = (WEIGHT_COLUMNS + (empties & 1)).astype(rows.dtype)[:, None]
        return np.ascontiguousarray(np.concatenate([rows, parity], axis=1)), WEIGHT_COLUMNS + 2
    if variant == "joint mobility":
        own = rows[:, features] - FEATURE_OFFSETS[0]
        other = rows[:, features + 1] - FEATURE_OFFSETS[1]
        joint = (WEIGHT_COLUMNS + own * MOBILITY_VALUES + other).astype(rows.dtype)[:, None]
        kept = np.concatenate([rows[:, :features], rows[:, features + 2 :], joint], axis=1)
        return np.ascontiguousarray(kept), WEIGHT_COLUMNS + MOBILITY_VALUES**2
    return rows, WEIGHT_COLUMNS


def phase_fits(
    work: Path, variant: str, iterations: int | None = None, ridges: tuple[float, ...] | None = None
) -> list[PhaseFit]:
    """Each phase's fit of ``variant`` (held-out error in discs, held-out positions, the ridge it
    chose), with the run's CGLS iterations and candidate ridges, or ``iterations`` and ``ridges``."""
    plan = training.TrainingPlan.from_json(read_json_file(work / training.PLAN_FILE))
    iterations = iterations or plan.iterations
    ridges = ridges or plan.ridges
    data = training.all_positions(work, plan)
    _, rows, empties, test, phases = training.prepare_rows(data, plan)
    rows, columns = variant_rows(rows, empties, variant, data)
    chosen_by_phase, labels_by_phase = [], []
    for phase in range(plan.phases):
        chosen_by_phase.append(
            training.sample(np.flatnonzero(phases == phase), plan.per_phase, plan.seed * 100 + phase)
        )
        with np.load(training.phase_path(work, phase), allow_pickle=False) as stored:
            labels_by_phase.append(stored["labels"].astype(np.float64))
    fits: list[PhaseFit] = []
    for phase in range(plan.phases):
        chosen, labels = chosen_by_phase[phase], labels_by_phase[phase]
        phase_rows, held_out = rows[chosen], test[chosen]
        if variant == "+ next phase" and phase + 1 < plan.phases:
            later = chosen_by_phase[phase + 1]
            train = ~test[later]
            phase_rows = np.concatenate([phase_rows, rows[later][train]])
            labels = np.concatenate([labels, labels_by_phase[phase + 1][train]])
            held_out = np.concatenate([held_out, np.zeros(int(train.sum()), dtype=bool)])
        _, report = fit_phase(
            np.ascontiguousarray(phase_rows), labels, held_out, phase, ridges, iterations, columns
        )
        fits.append(report)
    return fits


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks feature_refit", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--work", type=Path, required=True, help="a finished train-eval run's work folder")
    parser.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated (default: all)")
    parser.add_argument("--iterations", type=int, help="CGLS iterations of every fit (default: the run's)")
    parser.add_argument(
        "--ridges",
        type=comma_separated_ridges,
        help="comma-separated candidate ridges of every fit (default: the run's)",
    )
    args = parser.parse_args(argv)
    variants = [v.strip() for v in args.variants.split(",")]
    unknown = [v for v in variants if v not in VARIANTS]
    if unknown:
        parser.error(f"unknown variant {unknown[0]!r}; known: {', '.join(VARIANTS)}")
    for variant in variants:
        fits = phase_fits(args.work, variant, args.iterations, args.ridges)
        error = np.average([f.test_rms for f in fits], weights=[f.test_positions for f in fits])
        ridges = ", ".join(f"{f.ridge:g}" for f in fits)
        print(
            f"{variant}: mean held-out error {error:.2f} discs (ridges chosen by phase: {ridges})", flush=True
        )
    return 0
