"""The TD network: 128 inputs, one sigmoid hidden layer, one sigmoid output = P(White wins).

Inputs are the seed's encoding: input ``s`` is 1 if a white disc is on square ``s``, input
``64 + s`` is 1 if a black disc is.  The side to move is not an input (as in the seed): the
network values the position *after* a move, and both sides read the same number, White
maximising it and Black minimising it.

This module is the plain numpy reference (forward pass and gradient); the training loop runs
the same arithmetic in numba (``kernels``), and the tests check the two agree.
Weights are stored as ``.npz`` arrays only -- never pickles -- and checked on load.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

import numpy as np

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import ArraySpec, DataFileError, read_npz
from othello_qt.core.position import Position
from othello_qt.core.td.kernels import Net

INPUTS = 128
DEFAULT_HIDDEN = 60
"""Hidden units; the seed used 60."""
FORMAT = "othello-qt td-network v1"
MAX_HIDDEN = 4096


class WeightsError(DataFileError):
    """A weights file that is missing, not an ``.npz``, or holds the wrong arrays (the message names
    the file)."""


def _squares_to_bits(bits: int) -> np.ndarray:
    """The 64 bits of a bitboard as 0/1 floats, square 0 first."""
    raw = np.frombuffer(int(bits).to_bytes(8, "little"), dtype=np.uint8)
    return np.unpackbits(raw, bitorder="little").astype(np.float64)


def encode(position: Position) -> np.ndarray:
    """The 128 inputs of ``position``: white discs on 0..63, black discs on 64..127."""
    return np.concatenate((_squares_to_bits(position.white), _squares_to_bits(position.black)))


def encode_many(positions: list[Position]) -> np.ndarray:
    """Inputs of several positions as rows of one ``(n, 128)`` array."""
    if not positions:
        return np.zeros((0, INPUTS))
    white = np.array([p.white for p in positions], dtype=np.uint64)
    black = np.array([p.black for p in positions], dtype=np.uint64)
    both = np.concatenate((white[:, None], black[:, None]), axis=1).astype("<u8")
    bits = np.unpackbits(both.view(np.uint8).reshape(len(positions), 16), axis=1, bitorder="little")
    return bits.astype(np.float64)


def symmetric_images(position: Position, count: int = 8) -> list[Position]:
    """The first ``count`` of the eight images of ``position`` under the board's symmetries
    (in the order of ``core.symmetry``; the first is the position itself)."""
    from othello_qt.core.symmetry import symmetry

    white, black = np.uint64(position.white), np.uint64(position.black)
    return [Position(int(symmetry(black, k)), int(symmetry(white, k)), position.turn) for k in range(count)]


def _sigmoid(x: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.clip(x, -500.0, 500.0)))


@dataclass
class TDNetwork:
    """Weights of the network, plus what is known of its training."""

    w1: np.ndarray
    """(128, hidden) input-to-hidden weights."""
    b1: np.ndarray
    """(hidden,) hidden biases."""
    w2: np.ndarray
    """(hidden,) hidden-to-output weights."""
    b2: np.ndarray
    """(1,) output bias (an array so numba kernels can update it in place)."""
    games_trained: int = 0
    symmetries: int = 1
    """1: the output as is; 8: averaged over the board's eight symmetric images (``values``)."""
    info: dict[str, float] = field(default_factory=dict)
    """Training settings (alpha, lambda, epsilon, seed), saved alongside the weights."""

    @classmethod
    def random(cls, hidden: int = DEFAULT_HIDDEN, seed: int | None = None, symmetries: int = 1) -> TDNetwork:
        """Fresh weights: He-uniform hidden layer (as the seed's Keras model), Glorot-uniform output."""
        if not 1 <= hidden <= MAX_HIDDEN:
            raise ValueError(f"hidden units must be 1..{MAX_HIDDEN}, not {hidden}")
        if symmetries not in (1, 8):
            raise ValueError(f"symmetries must be 1 or 8, not {symmetries}")
        rng = np.random.default_rng(seed)
        limit1 = np.sqrt(6.0 / INPUTS)
        limit2 = np.sqrt(6.0 / (hidden + 1))
        return cls(
            w1=rng.uniform(-limit1, limit1, (INPUTS, hidden)),
            b1=np.zeros(hidden),
            w2=rng.uniform(-limit2, limit2, hidden),
            b2=np.zeros(1),
            symmetries=symmetries,
        )

    @property
    def kernel_net(self) -> Net:
        """The weights as the kernels take them: these arrays (not copies), updated in place."""
        return Net(self.w1, self.b1, self.w2, self.b2)

    @property
    def hidden(self) -> int:
        return int(self.b1.shape[0])

    def copy(self) -> TDNetwork:
        return TDNetwork(
            self.w1.copy(),
            self.b1.copy(),
            self.w2.copy(),
            self.b2.copy(),
            self.games_trained,
            self.symmetries,
            dict(self.info),
        )

    # --- arithmetic (reference implementation) ------------------------------------------------------

    def hidden_activations(self, inputs: np.ndarray) -> np.ndarray:
        return _sigmoid(inputs @ self.w1 + self.b1)

    def forward(self, inputs: np.ndarray) -> np.ndarray | float:
        """P(White wins) for one input vector (a float) or for rows of inputs (an array)."""
        value = _sigmoid(self.hidden_activations(inputs) @ self.w2 + self.b2[0])
        return float(value) if np.ndim(value) == 0 else value

    def value(self, position: Position) -> float:
        """P(White wins) from ``position`` (averaged over the symmetries if the network uses them)."""
        return float(self.values([position])[0])

    def values(self, positions: list[Position]) -> np.ndarray:
        """P(White wins) from each position, as the training kernels compute it."""
        if self.symmetries == 1:
            return np.atleast_1d(self.forward(encode_many(positions)))
        images = [image for p in positions for image in symmetric_images(p, self.symmetries)]
        raw = np.atleast_1d(self.forward(encode_many(images)))
        return raw.reshape(len(positions), self.symmetries).mean(axis=1)

    def gradient(
        self, inputs: np.ndarray
    ) -> tuple[float, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]:
        """The output and its gradient with respect to (w1, b1, w2, b2), for one input vector."""
        hidden = self.hidden_activations(inputs)
        out = float(_sigmoid(hidden @ self.w2 + self.b2[0]))
        d_out = out * (1.0 - out)
        d_hidden = d_out * self.w2 * hidden * (1.0 - hidden)
        return out, (np.outer(inputs, d_hidden), d_hidden, d_out * hidden, np.array([d_out]))


# --- files ------------------------------------------------------------------------------------------


def weights_path(path: str | os.PathLike[str]) -> Path:
    """``path`` with the ``.npz`` suffix weights files carry (added if missing)."""
    target = Path(path)
    return target if target.suffix == ".npz" else target.with_name(target.name + ".npz")


def write_weights(network: TDNetwork, handle: BinaryIO) -> None:
    """The ``.npz`` of ``network`` into an open binary file (``save_weights`` writes it atomically)."""
    info_keys = sorted(network.info)
    arrays = {
        "format": np.array(FORMAT),
        "w1": network.w1,
        "b1": network.b1,
        "w2": network.w2,
        "b2": network.b2,
        "games_trained": np.array(network.games_trained, dtype=np.int64),
        "symmetries": np.array(network.symmetries, dtype=np.int64),
        "info_keys": np.array(info_keys, dtype=str) if info_keys else np.zeros(0, dtype="<U1"),
        "info_values": np.array([float(network.info[k]) for k in info_keys], dtype=np.float64),
    }
    np.savez(handle, **arrays)


def save_weights(network: TDNetwork, path: str | os.PathLike[str]) -> Path:
    """Write ``network`` to ``path`` atomically (temporary file in the same folder, then rename)."""
    target = weights_path(path)
    write_atomically(target, lambda handle: write_weights(network, handle))
    return target


_HIDDEN = range(1, MAX_HIDDEN + 1)
_INFO = range(0, 65)
WEIGHTS_SPEC: dict[str, ArraySpec] = {
    "format": ArraySpec("U", ()),
    "w1": ArraySpec("fi", (INPUTS, _HIDDEN)),
    "b1": ArraySpec("fi", (_HIDDEN,)),
    "w2": ArraySpec("fi", (_HIDDEN,)),
    "b2": ArraySpec("fi", (1,)),
    "games_trained": ArraySpec("iu", ()),
    "symmetries": ArraySpec("iu", ()),
    "info_keys": ArraySpec("U", (_INFO,)),
    "info_values": ArraySpec("fi", (_INFO,)),
}
"""The arrays of a weights file, as ``datafile.read_npz`` checks them."""


def load_weights(path: str | os.PathLike[str]) -> TDNetwork:
    """Read a network written by ``save_weights``; ``WeightsError`` (naming the file) if it is bad.

    The file goes through ``datafile.read_npz``: regular files only, no pickles, shapes checked
    before anything is allocated.
    """
    where = os.fspath(path)
    try:
        data = read_npz(path, WEIGHTS_SPEC)
    except DataFileError as exc:
        raise WeightsError(str(exc)) from None
    tag = str(data["format"])
    if tag != FORMAT:
        raise WeightsError(f"{where}: format {tag[:80]!r} is not {FORMAT!r} (is this a td network file?)")
    hidden = data["b1"].shape[0]
    for name, shape in (("w1", (INPUTS, hidden)), ("w2", (hidden,))):
        if data[name].shape != shape:
            raise WeightsError(f"{where}: array {name!r} has shape {data[name].shape}, expected {shape}")
    games = int(data["games_trained"])
    if games < 0:
        raise WeightsError(f"{where}: games_trained must be a non-negative integer, not {games}")
    symmetries = int(data["symmetries"])
    if symmetries not in (1, 8):
        raise WeightsError(f"{where}: symmetries must be 1 or 8, not {symmetries}")
    keys, values = data["info_keys"], data["info_values"]
    if keys.shape != values.shape:
        raise WeightsError(f"{where}: info_keys and info_values do not match")
    return TDNetwork(
        w1=data["w1"].astype(np.float64),
        b1=data["b1"].astype(np.float64),
        w2=data["w2"].astype(np.float64),
        b2=data["b2"].astype(np.float64),
        games_trained=games,
        symmetries=symmetries,
        info={str(k): float(v) for k, v in zip(keys, values, strict=True)},
    )


def default_weights_path() -> Path:
    """The shipped weights, ``othello_qt/resources/td_weights.npz`` (found as the app's other resources)."""
    from othello_qt.resources import PACKAGE_DIR, resource_path

    try:
        return resource_path("td_weights.npz")
    except FileNotFoundError:
        return PACKAGE_DIR / "td_weights.npz"  # load_weights then says it is missing
