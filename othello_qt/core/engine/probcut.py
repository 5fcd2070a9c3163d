"""Multi-ProbCut (Buro, 1997): skip a deep search that a shallow one says will almost surely fail.

The value a depth-``d`` search gives a position is predicted well by a search ``d' = shallow_depth(d)``
plies deep: ``v_d ~ slope * v_d' + intercept``, with residuals of spread ``sigma``.  At a null-window
node ``(alpha, alpha + 1)`` of depth ``d``, the engine first searches ``d'`` plies with a null window
at ``ceil((beta + t * sigma - intercept) / slope)``: if that fails high, the deep search would fail
high too with probability about Phi(t), so the node returns ``beta`` without it; likewise below
``alpha``.  ``t`` is the *selectivity* (``DEFAULT_SELECTIVITY``; higher is safer and slower).  Each
depth has its own shallow depth and each game stage (number of empty squares) its own statistics:
the "multi" of Multi-ProbCut.

The statistics are data: ``othello-qt train-probcut`` fits them on positions of the engine's own
games for one set of evaluation weights, and the file records which (``weights_sha256``), because
other weights make other errors.  Arrays in the file (``[empties, depth]``, float32):

* ``slope``, ``intercept`` (discs) and ``sigma`` (discs): the regression of ``v_d`` on ``v_d'``;
  ``slope == 0`` marks a depth where no cut is made.  On the diagonal (``d == empties``) ``v_d`` is
  the exact final score: the endgame statistics of the selective endgame passes (``endgame``);
* ``weights_sha256``: the fingerprint of the weights (``pattern_weights.weights_fingerprint``);
* ``provenance``: one JSON text (positions, depths measured, seed, date, the command).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from othello_qt.core.datafile import JSON_TEXT, ArraySpec, DataFileError, parse_json, read_npz
from othello_qt.core.engine.evaluation import SCALE

SHIPPED = "probcut_statistics.npz"
MIN_DEPTH = 3
"""Shallower nodes cost less than the shallow search that would cut them."""
DEFAULT_SELECTIVITY = 1.5
"""``t``: a cut is made when the deep search fails with probability about Phi(t) (1.5: 93 %).
Chosen by match (``python -m benchmarks probcut``; docs/benchmarks.md)."""
SIZE = 61
"""Rows and columns of the tables: 0..60 empty squares, depths 0..60."""
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_SLOPE = 4.0
NO_CUT = -1.0
"""``cut_table``'s shallow-depth column where no cut is made."""


def shallow_depth(depth: int) -> int:
    """The depth of the shallow search that predicts a ``depth``-ply one: about a quarter of it, of
    the same parity (an even and an odd depth's evaluations differ by a systematic tempo)."""
    return 2 * (depth // 4) + (depth & 1)


class ProbCutError(DataFileError):
    """A ProbCut statistics file that cannot be used; the message names the file and the reason."""


SPEC: dict[str, ArraySpec] = {
    "slope": ArraySpec("f", (SIZE, SIZE)),
    "intercept": ArraySpec("f", (SIZE, SIZE)),
    "sigma": ArraySpec("f", (SIZE, SIZE)),
    "weights_sha256": ArraySpec("U", ()),
    "provenance": JSON_TEXT,
}


@dataclass(frozen=True)
class ProbCutStatistics:
    """The fitted regressions, per number of empty squares and depth (all ``(SIZE, SIZE)`` float32)."""

    slope: np.ndarray
    intercept: np.ndarray
    sigma: np.ndarray
    weights_sha256: str
    provenance: dict[str, Any]

    def __post_init__(self) -> None:
        for name in ("slope", "intercept", "sigma"):
            array = getattr(self, name)
            if array.shape != (SIZE, SIZE) or not np.all(np.isfinite(array)):
                raise ValueError(f"ProbCut {name} must be finite with shape ({SIZE}, {SIZE})")
        if np.any(self.slope < 0) or np.any(self.slope > MAX_SLOPE) or np.any(self.sigma < 0):
            raise ValueError(f"ProbCut slopes must be in 0..{MAX_SLOPE:g} and sigmas >= 0")

    def cut_table(self, selectivity: float) -> np.ndarray:
        """The search kernels' table ``[empties, depth] -> (shallow depth, slope, intercept, margin)``,
        intercept and margin (``selectivity * sigma``) in search units.  The diagonal's margin is
        ``sigma`` alone: each selective endgame pass scales it by its own ``t``."""
        if not (math.isfinite(selectivity) and selectivity > 0):
            raise ValueError(f"ProbCut selectivity must be a positive number, not {selectivity}")
        table = no_cut_table()
        for empties in range(SIZE):
            for depth in range(MIN_DEPTH, empties):
                slope = float(self.slope[empties, depth])
                if slope > 0:
                    table[empties, depth] = (
                        shallow_depth(depth),
                        slope,
                        float(self.intercept[empties, depth]) * SCALE,
                        selectivity * float(self.sigma[empties, depth]) * SCALE,
                    )
            if empties > MIN_DEPTH and self.slope[empties, empties] > 0:
                table[empties, empties] = (
                    shallow_depth(empties),
                    float(self.slope[empties, empties]),
                    float(self.intercept[empties, empties]) * SCALE,
                    float(self.sigma[empties, empties]) * SCALE,
                )
        return table


def no_cut_table() -> np.ndarray:
    """A table that makes no cut (ProbCut off)."""
    table = np.zeros((SIZE, SIZE, 4), dtype=np.float64)
    table[:, :, 0] = NO_CUT
    return table


def shipped_path() -> Path:
    from othello_qt.resources import resource_path

    return Path(resource_path(SHIPPED))


def load_probcut(path: str | Path | None = None) -> ProbCutStatistics:
    """The statistics in ``path`` (or the shipped file); ``ProbCutError`` naming the file if unusable."""
    path = Path(path) if path is not None else shipped_path()
    try:
        arrays = read_npz(path, SPEC, max_file_bytes=MAX_FILE_BYTES)
    except DataFileError as exc:
        raise ProbCutError(str(exc)) from exc
    provenance: dict[str, Any] = {}
    if "provenance" in arrays:
        try:
            value = parse_json(str(arrays["provenance"]), f"{path}: provenance")
        except DataFileError as exc:
            raise ProbCutError(str(exc)) from None
        provenance = value if isinstance(value, dict) else {}
    try:
        return ProbCutStatistics(
            arrays["slope"].astype(np.float32),
            arrays["intercept"].astype(np.float32),
            arrays["sigma"].astype(np.float32),
            str(arrays["weights_sha256"]),
            provenance,
        )
    except ValueError as exc:
        raise ProbCutError(f"{path}: {exc}") from exc


def save_probcut(path: str | Path, statistics: ProbCutStatistics) -> None:
    """Write a statistics file atomically."""
    from othello_qt.core.atomic import write_atomically

    arrays = {
        "slope": statistics.slope.astype(np.float32),
        "intercept": statistics.intercept.astype(np.float32),
        "sigma": statistics.sigma.astype(np.float32),
        "weights_sha256": np.array(statistics.weights_sha256),
        "provenance": np.array(json.dumps(statistics.provenance, sort_keys=True)),
    }
    write_atomically(path, lambda handle: np.savez_compressed(handle, **arrays))
