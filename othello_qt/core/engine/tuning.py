"""Fit the evaluation weights by least squares, phase by phase, on labelled self-play positions.

``python -m othello_qt.core.engine.tuning [--games N] [--per-phase N] [--depth D] [--seed S]``

1. Positions: games between noisy shallow searchers (depth 2, a random move with probability
   ``--noise``, random openings), every position kept with its empties count.
2. Labels: positions with at most ``--exact-empties`` empties are solved exactly (final disc
   difference); earlier ones get the value of a ``--depth``-ply search.  Phases are fitted from the end
   of the game backwards, so every search's leaves are valued with weights that were already fitted
   against solved or deeper-searched positions (bootstrapping, as TD-leaf does in one sweep).
3. Fit: ridge-regularised least squares of the label on the features, one weight vector per phase.

The result is written (atomically) to ``resources/linear_weights.npz`` with the command and per-phase errors.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from pathlib import Path

import numpy as np

from othello_qt.core.engine.evaluation import (
    EDGE_STABLE,
    LINEAR_WEIGHTS,
    N_FEATURES,
    N_PHASES,
    PHASE_WIDTH,
    default_weights,
    features,
    load_weights,
    phase_of,
    save_weights,
)
from othello_qt.core.engine.prelude import U64
from othello_qt.core.engine.search import Searcher, best_square, child_position, legal_squares

WEIGHTS_FILE = Path(__file__).parents[2] / "resources" / LINEAR_WEIGHTS


def generate_positions(
    games: int, noise: float, random_opening: int, seed: int, searcher: Searcher
) -> list[tuple[int, int]]:
    """Every position (side to move first) of ``games`` noisy self-play games."""
    rng = random.Random(seed)
    positions: list[tuple[int, int]] = []
    for _ in range(games):
        player, opponent = 0x0000000810000000, 0x0000001008000000
        ply = 0
        while True:
            moves = legal_squares(player, opponent)
            if not moves:
                if not legal_squares(opponent, player):
                    break
                player, opponent = opponent, player
                continue
            positions.append((player, opponent))
            if ply < random_opening or rng.random() < noise:
                square = rng.choice(moves)
            else:
                square = best_square(
                    searcher.search(
                        player, opponent, depth=2, solve_empties=0, order_seed=rng.randrange(1 << 30)
                    )
                )
            player, opponent = child_position(player, opponent, square)
            ply += 1
    return positions


def label(searcher: Searcher, player: int, opponent: int, exact_empties: int, depth: int) -> float:
    empties = 64 - (player | opponent).bit_count()
    if empties <= exact_empties:
        return searcher.search(player, opponent, solve_empties=64).score
    return searcher.search(player, opponent, depth=depth, solve_empties=0).score


def fit(x: np.ndarray, y: np.ndarray, ridge: float) -> np.ndarray:
    """Ridge least squares; the bias is not shrunk."""
    penalty = ridge * len(y) * np.eye(x.shape[1])
    penalty[0, 0] = 0.0
    return np.linalg.solve(x.T @ x + penalty, x.T @ y)


def write_weights(weights: np.ndarray, command: str, report: list[str], path: Path = WEIGHTS_FILE) -> None:
    """The weights with how they were made (the command and each phase's fit) as JSON provenance."""
    provenance = {"command": command, "fit": report}
    save_weights(path, weights, provenance=np.array(json.dumps(provenance)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--per-phase", type=int, default=1500)
    parser.add_argument("--depth", type=int, default=6)
    parser.add_argument("--exact-empties", type=int, default=16)
    parser.add_argument("--noise", type=float, default=0.15)
    parser.add_argument("--random-opening", type=int, default=6)
    parser.add_argument("--ridge", type=float, default=1e-3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--tt-mib", type=float, default=64)
    parser.add_argument(
        "--start",
        choices=("default", "shipped"),
        default="default",
        help="weights the self-play games start from: hand-set, or the shipped tuned ones",
    )
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    args = parser.parse_args(argv)

    started = time.perf_counter()
    weights = default_weights() if args.start == "default" else load_weights()
    searcher = Searcher(args.tt_mib, weights)
    searcher.weights = weights  # the same array: every fitted phase is used by later labels at once
    positions = generate_positions(args.games, args.noise, args.random_opening, args.seed, searcher)
    print(f"{len(positions)} positions from {args.games} games ({time.perf_counter() - started:.0f} s)")
    by_phase: list[list[tuple[int, int]]] = [[] for _ in range(N_PHASES)]
    for player, opponent in positions:
        empties = 64 - (player | opponent).bit_count()
        by_phase[int(phase_of(empties))].append((player, opponent))
    rng = random.Random(args.seed + 1)
    report = []
    row = np.zeros(N_FEATURES, dtype=np.float64)
    for phase in range(N_PHASES):
        sample = by_phase[phase]
        rng.shuffle(sample)
        sample = sample[: args.per_phase]
        if len(sample) < 4 * N_FEATURES:
            report.append(f"phase {phase:2d}: {len(sample)} positions, kept the previous weights")
            if phase > 0:
                weights[phase] = weights[phase - 1]
            continue
        x = np.zeros((len(sample), N_FEATURES))
        y = np.zeros(len(sample))
        for i, (player, opponent) in enumerate(sample):
            features(U64(player), U64(opponent), EDGE_STABLE, row)
            x[i] = row
            y[i] = label(searcher, player, opponent, args.exact_empties, args.depth)
        w = fit(x, y, args.ridge)
        weights[phase] = w
        rms = float(np.sqrt(np.mean((x @ w - y) ** 2)))
        line = (
            f"phase {phase:2d} ({phase * PHASE_WIDTH}-{phase * PHASE_WIDTH + PHASE_WIDTH - 1} empties): "
            f"{len(sample)} positions, fit RMS {rms:.2f}, label RMS {float(np.sqrt(np.mean(y**2))):.2f}"
        )
        report.append(line)
        print(line, f"({time.perf_counter() - started:.0f} s)", flush=True)
        searcher.tt.clear()
    command = "python -m othello_qt.core.engine.tuning " + " ".join(
        f"--{k.replace('_', '-')} {v}" for k, v in vars(args).items() if k not in ("out", "tt_mib")
    )
    write_weights(weights, command, report, args.out)
    print(f"wrote {args.out} ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
