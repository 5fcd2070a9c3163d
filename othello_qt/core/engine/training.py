"""Training the pattern evaluation from the engine's own games, resumable and reproducible.

A run is a sequence of rounds.  Each round plays its games in shards (each shard's games follow
from the run's seed and the shard's number alone, so any worker can play any shard and the result
is the same), writes every shard atomically into the work folder, then fits the weights on all
positions so far.  The first round plays with the linear evaluation, later rounds with the previous
round's pattern weights, so the games (and their labels) improve with the evaluation.  An
interrupted run started again with the same settings skips every shard and fit already on disk.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass, field
from multiprocessing import get_context
from pathlib import Path

import numpy as np

from othello_qt.core.atomic import write_atomically
from othello_qt.core.engine.fitting import (
    ROW_WIDTH,
    PhaseFit,
    canonical_columns,
    fit,
    position_rows,
    quantize,
)
from othello_qt.core.engine.selfplay import LabelledPositions, SelfPlaySettings

PLAN_FILE = "plan.json"


@dataclass(frozen=True)
class TrainingPlan:
    games: int = 24000
    rounds: int = 2
    first_round_share: float = 0.3
    """Share of the games played in round 1 (with the linear evaluation)."""
    shard_games: int = 100
    seed: int = 1
    phases: int = 15
    ridges: tuple[float, ...] = (10.0, 30.0, 100.0, 300.0)
    """Regularisation candidates; each phase keeps the one that predicts held-out games best."""
    iterations: int = 80
    test_share: float = 0.05
    """Games (not positions: a game's positions are alike) held out to measure the fit."""
    selfplay: SelfPlaySettings = field(default_factory=SelfPlaySettings)

    def round_games(self) -> list[int]:
        if self.rounds == 1:
            return [self.games]
        first = min(self.games - (self.rounds - 1), max(1, round(self.games * self.first_round_share)))
        rest = self.games - first
        per = [rest // (self.rounds - 1)] * (self.rounds - 1)
        per[-1] += rest - sum(per)
        return [first, *per]

    def to_json(self) -> dict:
        data = asdict(self)
        data["selfplay"]["random_plies"] = list(self.selfplay.random_plies)
        data["ridges"] = list(self.ridges)
        return data

    @staticmethod
    def from_json(data: dict) -> TrainingPlan:
        selfplay = dict(data["selfplay"])
        selfplay["random_plies"] = tuple(selfplay["random_plies"])
        return TrainingPlan(
            **{**data, "ridges": tuple(data["ridges"]), "selfplay": SelfPlaySettings(**selfplay)}
        )


@dataclass(frozen=True)
class Shard:
    round: int
    index: int
    first_game: int
    games: int

    def path(self, work: Path) -> Path:
        return work / f"round{self.round}" / f"shard{self.index:05d}.npz"


def shards(plan: TrainingPlan) -> list[list[Shard]]:
    """Every round's shards; shard numbers (and game numbers) run on across rounds."""
    out: list[list[Shard]] = []
    index = 0
    game = 0
    for r, games in enumerate(plan.round_games(), start=1):
        round_shards = []
        left = games
        while left > 0:
            n = min(plan.shard_games, left)
            round_shards.append(Shard(r, index, game, n))
            index += 1
            game += n
            left -= n
        out.append(round_shards)
    return out


def round_weights_path(work: Path, round_number: int) -> Path:
    return work / f"round{round_number}" / "weights.npz"


def play_shard(work: str, shard: Shard, plan_json: dict, parent: int | None = None) -> int:
    """Worker: play one shard's games with the evaluation of its round and save them; returns positions.

    A worker whose parent ``parent`` (the run) has gone stops between games instead of playing on.
    """
    from othello_qt.core.engine.evaluation import load_weights
    from othello_qt.core.engine.pattern_weights import load_pattern_weights
    from othello_qt.core.engine.selfplay import generate

    plan = TrainingPlan.from_json(plan_json)
    folder = Path(work)
    if shard.round == 1:
        weights = load_weights()
    else:
        weights = load_pattern_weights(round_weights_path(folder, shard.round - 1))
    data = generate(
        plan.seed * 1_000_003 + shard.index,
        shard.games,
        weights,
        plan.selfplay,
        shard.first_game,
        keep_going=lambda: parent is None or os.getppid() == parent,
    )
    path = shard.path(folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(
        path,
        lambda handle: np.savez(handle, **{name: getattr(data, name) for name in LabelledPositions.FIELDS}),
    )
    return len(data)


def load_shard(path: Path) -> LabelledPositions:
    with np.load(path, allow_pickle=False) as data:
        return LabelledPositions(*(data[name] for name in LabelledPositions.FIELDS))


def check_plan(work: Path, plan: TrainingPlan) -> None:
    """Record the plan in a new work folder, or refuse to resume one made with other settings."""
    work.mkdir(parents=True, exist_ok=True)
    path = work / PLAN_FILE
    if path.exists():
        try:
            recorded = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise ValueError(f"{path}: unreadable plan ({exc}); use another --work folder") from exc
        if recorded != plan.to_json():
            raise ValueError(
                f"{work} holds a run with other settings ({path}); "
                "resume with the same options or use another --work"
            )
        return
    write_atomically(path, json.dumps(plan.to_json(), indent=2, sort_keys=True).encode())


Progress = Callable[[str, int, int], None]
"""(stage, done, total): the caller's progress display."""


def play_round(
    work: Path, plan: TrainingPlan, round_shards: list[Shard], workers: int, progress: Progress
) -> None:
    todo = [s for s in round_shards if not s.path(work).exists()]
    total = sum(s.games for s in round_shards)
    done = total - sum(s.games for s in todo)
    progress(f"round {round_shards[0].round}: games", done, total)
    if not todo:
        return
    if workers <= 1:
        for shard in todo:
            play_shard(str(work), shard, plan.to_json())
            done += shard.games
            progress(f"round {shard.round}: games", done, total)
        return
    with ProcessPoolExecutor(max_workers=workers, mp_context=get_context("spawn")) as pool:
        pending = {pool.submit(play_shard, str(work), s, plan.to_json(), os.getpid()): s for s in todo}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                shard = pending.pop(future)
                future.result()
                done += shard.games
                progress(f"round {shard.round}: games", done, total)


def all_positions(work: Path, upto_round: int, plan: TrainingPlan) -> LabelledPositions:
    parts = [load_shard(s.path(work)) for r in shards(plan)[:upto_round] for s in r]
    return LabelledPositions.concatenate(parts)


@dataclass
class FitResult:
    weights: np.ndarray
    report: list[PhaseFit]
    positions: int
    exact_positions: int
    games: int
    seconds: float


def fit_positions(data: LabelledPositions, plan: TrainingPlan, phases: int | None = None) -> FitResult:
    started = time.perf_counter()
    rows = np.zeros((len(data), ROW_WIDTH), dtype=np.int32)
    empties = np.zeros(len(data), dtype=np.int64)
    canonical = canonical_columns()
    position_rows(data.player, data.opponent, canonical, rows, empties)
    test = held_out(data.game, plan.test_share, plan.seed)
    weights, report = fit(
        rows, empties, data.label, test, phases or plan.phases, plan.ridges, plan.iterations
    )
    return FitResult(
        quantize(weights, canonical),
        report,
        len(data),
        int(np.count_nonzero(data.exact)),
        len(np.unique(data.game)),
        time.perf_counter() - started,
    )


def held_out(games: np.ndarray, share: float, seed: int) -> np.ndarray:
    """Test rows: every position of a pseudo-random ``share`` of the games (the same for any data size)."""
    mixed = (games.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(seed)) >> np.uint64(40)
    return (mixed % np.uint64(10_000)).astype(np.int64) < int(share * 10_000)


def learning_curve(
    data: LabelledPositions, plan: TrainingPlan, fractions: tuple[float, ...]
) -> Iterator[tuple[int, float]]:
    """(training games, mean test RMS over phases) when fitting on the first ``fraction`` of the games."""
    order = np.sort(np.unique(data.game))
    for fraction in fractions:
        limit = order[max(0, int(len(order) * fraction) - 1)]
        test = held_out(data.game, plan.test_share, plan.seed)
        keep = (data.game <= limit) | test
        subset = LabelledPositions(*(getattr(data, n)[keep] for n in LabelledPositions.FIELDS))
        result = fit_positions(subset, plan)
        weights = [r.test_positions for r in result.report]
        rms = float(np.average([r.test_rms for r in result.report], weights=weights))
        yield int(np.count_nonzero(order <= limit)), rms


def default_workers() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1)
