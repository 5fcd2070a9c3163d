"""The pattern evaluation's weights file: an ``.npz`` of plain arrays, validated on load, never pickled.

Arrays in the file:

* ``weights``: int16 ``(phases, WEIGHT_COLUMNS)`` in 1/``WEIGHT_SCALE`` disc (see ``patterns``);
* ``pattern_names`` and ``pattern_squares`` (int8, padded with -1): the pattern definitions the
  weights were trained for, checked against the engine's own so a file for other patterns is refused;
* ``feature_names``: the count features (``patterns.COUNT_FEATURES``), checked the same way (a file
  without them has only the patterns' columns, and loads with zero weights for the features);
* ``weight_scale``: the unit;
* ``provenance``: one JSON text (games, positions, labels, seed, date, the command that made it).

The shipped file is ``othello_qt/resources/pattern_weights.npz``, made by ``othello-qt train-eval``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np

from othello_qt.core.datafile import JSON_TEXT, ArraySpec, DataFileError, parse_json, read_npz
from othello_qt.core.engine.patterns import (
    FEATURE_NAMES,
    PATTERN_COLUMNS,
    PATTERN_NAMES,
    PATTERNS,
    WEIGHT_COLUMNS,
    WEIGHT_SCALE,
)

SHIPPED = "pattern_weights.npz"
MAX_PHASES = 61
MAX_FILE_BYTES = 64 * 1024 * 1024
SQUARES_COLUMNS = max(len(p.squares) for p in PATTERNS)
"""Width of the ``pattern_squares`` table: the longest pattern's squares (shorter rows end in -1)."""


class PatternWeightsError(DataFileError):
    """A pattern weights file that cannot be used; the message names the file and the reason."""


SPEC: dict[str, ArraySpec] = {
    "weights": ArraySpec("i", (range(1, MAX_PHASES + 1), range(PATTERN_COLUMNS, WEIGHT_COLUMNS + 1))),
    "pattern_names": ArraySpec("U", (range(0, 65),)),
    "feature_names": ArraySpec("U", (range(0, 65),), required=False),
    "pattern_squares": ArraySpec("i", (len(PATTERNS), SQUARES_COLUMNS)),
    "weight_scale": ArraySpec("iu", ()),
    "provenance": JSON_TEXT,
}
"""The arrays of a pattern weights file, as ``datafile.read_npz`` checks them (before allocating).
A file without ``feature_names`` was made before the count features: its features weigh nothing."""


def pattern_squares_array() -> np.ndarray:
    table = np.full((len(PATTERNS), SQUARES_COLUMNS), -1, dtype=np.int8)
    for i, pattern in enumerate(PATTERNS):
        table[i, : len(pattern.squares)] = pattern.squares
    return table


def validate_pattern_weights(weights: Any, source: str = "pattern weights") -> np.ndarray:
    """The weights as a C-contiguous int16 array, or ``PatternWeightsError`` saying what is wrong."""
    array = np.asarray(weights)
    if array.dtype != np.int16:
        raise PatternWeightsError(f"{source}: weights must be int16, not {array.dtype}")
    if array.ndim != 2 or array.shape[1] != WEIGHT_COLUMNS or not 1 <= array.shape[0] <= MAX_PHASES:
        raise PatternWeightsError(
            f"{source}: weights must have shape (1..{MAX_PHASES} phases, {WEIGHT_COLUMNS}), not {array.shape}"
        )
    return np.ascontiguousarray(array)


def weights_fingerprint(weights: np.ndarray) -> str:
    """SHA-256 of the weights' shape and values: names the weights that data fitted for them (the
    ProbCut statistics) was made with."""
    import hashlib

    array = validate_pattern_weights(weights)
    digest = hashlib.sha256(repr(array.shape).encode())
    digest.update(array.astype("<i2").tobytes())
    return digest.hexdigest()


def shipped_path() -> Path:
    from othello_qt.resources import resource_path

    return Path(resource_path(SHIPPED))


def load_pattern_weights(path: str | Path | None = None) -> np.ndarray:
    """Weights from ``path`` (or the shipped file), checked against this engine's patterns.

    ``SPEC`` has already checked every array's kind and shape; what is left is whether the file
    was made for these patterns and this unit.
    """
    path = Path(path) if path is not None else shipped_path()
    arrays = _read_arrays(path)
    if tuple(str(n) for n in arrays["pattern_names"]) != PATTERN_NAMES:
        raise PatternWeightsError(f"{path}: made for other patterns than this engine's {PATTERN_NAMES}")
    weights = arrays["weights"]
    if "feature_names" not in arrays and weights.shape[1] == PATTERN_COLUMNS:
        # Made before the count features: they weigh nothing, so it evaluates as it always did.
        weights = np.concatenate(
            [weights, np.zeros((weights.shape[0], WEIGHT_COLUMNS - PATTERN_COLUMNS), weights.dtype)], axis=1
        )
    elif tuple(str(n) for n in arrays.get("feature_names", ())) != FEATURE_NAMES:
        raise PatternWeightsError(f"{path}: made for other count features than this engine's {FEATURE_NAMES}")
    if not np.array_equal(arrays["pattern_squares"], pattern_squares_array()):
        raise PatternWeightsError(f"{path}: the patterns' squares differ from this engine's")
    if int(arrays["weight_scale"]) != WEIGHT_SCALE:
        raise PatternWeightsError(f"{path}: weight scale must be {WEIGHT_SCALE}")
    return validate_pattern_weights(weights, str(path))


def read_provenance(path: str | Path | None = None) -> dict[str, Any]:
    """The JSON provenance recorded in a weights file (empty if it has none)."""
    path = Path(path) if path is not None else shipped_path()
    arrays = _read_arrays(path)
    if "provenance" not in arrays:
        return {}
    try:
        value = parse_json(str(arrays["provenance"]), f"{path}: provenance")
    except DataFileError as exc:
        raise PatternWeightsError(str(exc)) from None
    return value if isinstance(value, dict) else {}


def save_pattern_weights(path: str | Path, weights: np.ndarray, provenance: dict[str, Any]) -> None:
    """Write a weights file atomically (compressed: unseen configurations are zeros)."""
    from othello_qt.core.atomic import write_atomically

    weights = validate_pattern_weights(weights, str(path))
    arrays = {
        "weights": weights,
        "pattern_names": np.array(PATTERN_NAMES),
        "feature_names": np.array(FEATURE_NAMES),
        "pattern_squares": pattern_squares_array(),
        "weight_scale": np.array(WEIGHT_SCALE, dtype=np.int32),
        "provenance": np.array(json.dumps(provenance, sort_keys=True)),
    }
    write_atomically(path, lambda handle: np.savez_compressed(handle, **arrays))


def _read_arrays(path: Path) -> dict[str, np.ndarray]:
    try:
        return read_npz(path, SPEC, max_file_bytes=MAX_FILE_BYTES)
    except DataFileError as exc:
        raise PatternWeightsError(str(exc)) from exc
