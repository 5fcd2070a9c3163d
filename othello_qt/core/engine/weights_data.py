"""Evaluation weights (discs per feature unit), one row per phase; written by the tuning script."""

WEIGHTS = [
    [0.0, 0.7, 0.3, 0.2, 6.0, -3.0, -1.0, 1.5, 0.3, 0.1 + 0.9 * (1.0 - p / 11), 0.5] for p in range(12)
]
