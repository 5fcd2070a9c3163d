"""Self-play TD(λ) training with periodic evaluation against the random player.

The loop runs games in chunks inside numba (``kernels.train_games``) and hands control back
between chunks, so a caller can draw a progress bar, stop early, and record the learning curve.
"""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from othello_qt.core.td import kernels
from othello_qt.core.td.network import DEFAULT_HIDDEN, MAX_HIDDEN, TDNetwork

MAX_SEED = 2**32 - 1


@dataclass(frozen=True)
class TrainingConfig:
    """Settings of a run: the defaults made the shipped network (the seed had λ 0.7, no exploration)."""

    games: int = 320_000
    hidden: int = DEFAULT_HIDDEN
    alpha: float = 0.1
    alpha_final: float | None = 0.002
    """If set, the learning rate decays geometrically from ``alpha`` to this over the run."""
    lam: float = 0.9
    epsilon: float = 0.2
    """Chance of a random move during self-play (exploration); evaluation never explores."""
    random_share: float = 0.0
    """Share of training games played against the random mover instead of self-play."""
    symmetries: int = 1
    """8 to value positions by the average over the board's symmetries (new networks only)."""
    calm_empties: int = 30
    """No exploration once this few squares are empty (0: explore all game long)."""
    cut_traces: bool = False
    """Do not learn across random moves: traces restart after one (Watkins' Q(λ) style)."""
    margin: float = 0.0
    """Weight of the final disc difference in the last target (0: win 1, draw 0.5, loss 0)."""
    seed: int = 1
    eval_every: int = 5_000
    eval_games: int = 2000
    chunk: int = 250
    """Games per kernel call: the granularity of progress reports and of stopping."""
    keep_best: bool = False
    """Return the network as it was at its best evaluation, not as it ends (TD values wander)."""

    def __post_init__(self) -> None:
        if self.games < 0:
            raise ValueError("games must be >= 0")
        if not 1 <= self.hidden <= MAX_HIDDEN:
            raise ValueError(f"hidden units must be between 1 and {MAX_HIDDEN}, got {self.hidden}")
        if not 0 <= self.seed <= MAX_SEED:
            raise ValueError(f"seed must be between 0 and {MAX_SEED}, got {self.seed}")
        if not 0.0 < self.alpha <= 1.0:
            raise ValueError("alpha must be in (0, 1]")
        if self.alpha_final is not None and not 0.0 < self.alpha_final <= 1.0:
            raise ValueError("final alpha must be in (0, 1]")
        if not 0.0 <= self.lam <= 1.0:
            raise ValueError("lambda must be in [0, 1]")
        if not 0.0 <= self.epsilon <= 1.0:
            raise ValueError("epsilon must be in [0, 1]")
        if not 0.0 <= self.random_share <= 1.0:
            raise ValueError("random share must be in [0, 1]")
        if self.symmetries not in (1, 8):
            raise ValueError("symmetries must be 1 or 8")
        if not 0.0 <= self.margin <= 1.0:
            raise ValueError("margin weight must be in [0, 1]")
        if not 0 <= self.calm_empties <= 60:
            raise ValueError("calm empties must be in 0..60")
        if self.eval_every <= 0 or self.eval_games <= 0 or self.chunk <= 0:
            raise ValueError("eval_every, eval_games and chunk must be positive")


@dataclass(frozen=True)
class CurvePoint:
    """One evaluation: after ``games`` training games, the network's results against random."""

    games: int
    wins: int
    draws: int
    losses: int
    seconds: float

    @property
    def played(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def win_rate(self) -> float:
        return self.wins / self.played if self.played else 0.0


@dataclass
class TrainingResult:
    network: TDNetwork
    curve: list[CurvePoint] = field(default_factory=list)
    seconds: float = 0.0
    stopped: bool = False
    best: CurvePoint | None = None
    """The evaluation of the returned network when ``keep_best`` chose an earlier one."""
    games_played: int = 0
    """Self-play games of this run (the network's ``games_trained`` also counts earlier runs)."""


def kernel_seed(seed: int, games_trained: int) -> int:
    """The seed of the kernels' random stream for a network that has ``games_trained`` games behind it.

    A fresh network uses ``seed`` itself; a resumed one mixes in its game count, so resuming does not
    replay the opening moves and explorations the network has already learnt from.
    """
    if games_trained == 0:
        return seed
    return int(np.random.SeedSequence([seed, games_trained]).generate_state(1)[0])


def evaluate_vs_random(network: TDNetwork, games: int) -> tuple[int, int, int]:
    """(wins, draws, losses) of the network, 1-ply, against the random mover; colours alternate."""
    wins, draws, losses = kernels.play_vs_random(network.kernel_net, games, network.symmetries)
    return int(wins), int(draws), int(losses)


def train(
    config: TrainingConfig,
    network: TDNetwork | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    on_evaluation: Callable[[CurvePoint], None] | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> TrainingResult:
    """Train ``network`` (a fresh one if None) for ``config.games`` self-play games.

    ``on_progress(done, total)`` is called after each chunk, ``on_evaluation(point)`` after each
    evaluation (at the start, every ``eval_every`` games and at the end).
    """
    if network is None:
        network = TDNetwork.random(config.hidden, seed=config.seed, symmetries=config.symmetries)
    kernels.seed_kernels(kernel_seed(config.seed, network.games_trained))
    network.info.update(
        {
            "alpha": config.alpha,
            "alpha_final": config.alpha if config.alpha_final is None else config.alpha_final,
            "lambda": config.lam,
            "epsilon": config.epsilon,
            "random_share": config.random_share,
            "calm_empties": float(config.calm_empties),
            "cut_traces": float(config.cut_traces),
            "margin": config.margin,
            "seed": float(config.seed),
        }
    )
    result = TrainingResult(network)
    started = time.perf_counter()
    first_game = network.games_trained

    best_point: list[CurvePoint | None] = [None]
    best_network: list[TDNetwork | None] = [None]

    def evaluate() -> None:
        wins, draws, losses = evaluate_vs_random(network, config.eval_games)
        point = CurvePoint(network.games_trained, wins, draws, losses, time.perf_counter() - started)
        result.curve.append(point)
        if config.keep_best and (best_point[0] is None or point.wins > best_point[0].wins):
            best_point[0] = point
            best_network[0] = network.copy()
        if on_evaluation is not None:
            on_evaluation(point)

    evaluate()
    done = 0
    while done < config.games:
        if should_stop is not None and should_stop():
            result.stopped = True
            break
        until_eval = config.eval_every - (network.games_trained - first_game) % config.eval_every
        batch = min(config.chunk, config.games - done, until_eval)
        alpha = config.alpha
        if config.alpha_final is not None:
            alpha = config.alpha * (config.alpha_final / config.alpha) ** (done / max(config.games, 1))
        options = kernels.TrainingOptions(
            float(alpha),
            float(config.lam),
            float(config.epsilon),
            float(config.random_share),
            int(network.symmetries),
            int(config.calm_empties),
            bool(config.cut_traces),
            float(config.margin),
        )
        kernels.train_games(network.kernel_net, batch, options)
        done += batch
        network.games_trained += batch
        result.games_played = done
        if on_progress is not None:
            on_progress(done, config.games)
        if (network.games_trained - first_game) % config.eval_every == 0 and done < config.games:
            evaluate()
    if not result.curve or result.curve[-1].games != network.games_trained:
        evaluate()
    result.seconds = time.perf_counter() - started
    if config.keep_best and best_network[0] is not None and best_point[0] is not result.curve[-1]:
        result.network = best_network[0]
        result.best = best_point[0]
    return result


CSV_HEADER = ("games", "wins", "draws", "losses", "win_rate", "seconds")


def curve_csv(curve: list[CurvePoint]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_HEADER)
    for p in curve:
        writer.writerow((p.games, p.wins, p.draws, p.losses, f"{p.win_rate:.4f}", f"{p.seconds:.1f}"))
    return out.getvalue()
