"""TD(λ) learning of an Othello evaluation, as in the last seed: a small network learns, by self-play,
the probability that White wins from 128 inputs (one per square and colour)."""

from othello_qt.core.td.network import (
    INPUTS,
    TDNetwork,
    WeightsError,
    default_weights_path,
    encode,
    load_weights,
    save_weights,
)

__all__ = [
    "INPUTS",
    "TDNetwork",
    "WeightsError",
    "default_weights_path",
    "encode",
    "load_weights",
    "save_weights",
]
