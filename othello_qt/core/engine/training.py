"""Training the pattern evaluation from the engine's own games, resumable and reproducible.

Two stages, each saved to the work folder as it goes (atomically), so an interrupted run started
again with the same settings picks up where it stopped:

1. **Games.**  Self-play games (``selfplay``) in shards; a shard's games follow from the run's seed
   and the shard's number alone, so any worker can play any shard with the same result.
2. **Phases, from the end of the game back to its start** (Logistello's bootstrapping).  Positions
   with at most ``exact_empties`` empty squares are solved exactly.  Every earlier position is
   labelled by a search ``label_depth`` plies deep whose leaves lie in later phases, already
   fitted: the later phases' knowledge flows back into the earlier ones, and the labels are the
   values of positions, not the noisy results of games whose later moves were partly random.
   Each phase is then fitted by ridge least squares (``fitting``), with the regularisation that
   predicts held-out games best.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, as_completed
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol, TypeVar

import numpy as np

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import ArraySpec, DataFileError, read_json_file, read_npz, set_aside
from othello_qt.core.engine.fitting import (
    ROW_WIDTH,
    PhaseFit,
    canonical_columns,
    fit_phase,
    phases_of,
    position_rows,
)
from othello_qt.core.engine.patterns import FEATURE_NAMES, WEIGHT_COLUMNS
from othello_qt.core.engine.selfplay import LabelledPositions, SelfPlaySettings

PLAN_FILE = "plan.json"
T = TypeVar("T")


@dataclass(frozen=True)
class TrainingPlan:
    games: int = 9000
    shard_games: int = 100
    seed: int = 1
    phases: int = 15
    label_depth: int = 6
    """Search depth of the bootstrapped labels: more than a phase's width, so leaves are fitted."""
    exact_empties: int = 14
    """Positions with at most this many empty squares are labelled by an exact solve."""
    per_phase: int = 40000
    """Positions labelled and fitted per phase at most (a deterministic sample of the games')."""
    ridges: tuple[float, ...] = (3.0, 10.0, 30.0, 100.0)
    """Regularisation candidates; each phase keeps the one that predicts held-out games best."""
    iterations: int = 80
    test_share: float = 0.05
    """Games (not positions: a game's positions are alike) held out to measure the fit."""
    selfplay: SelfPlaySettings = field(default_factory=SelfPlaySettings)
    features: tuple[str, ...] = FEATURE_NAMES
    """The evaluation's count features: a work folder fitted for others cannot be resumed."""
    real_until: int = 0
    """The positions of the WTHOR games played up to this year join the self-play games' (0: none;
    ``real_game_positions``); their game numbers follow the self-play games'."""

    def from_real_games(self, game: np.ndarray) -> np.ndarray:
        """Which of these game numbers are real games': they follow the self-play games'."""
        return game >= self.games

    def to_json(self) -> dict:
        data = asdict(self)
        data["selfplay"]["random_plies"] = list(self.selfplay.random_plies)
        data["ridges"] = list(self.ridges)
        data["features"] = list(self.features)
        if not self.real_until:
            del data["real_until"]  # as work folders made before real games were recorded
        return data

    @staticmethod
    def from_json(data: dict) -> TrainingPlan:
        selfplay = dict(data["selfplay"])
        selfplay["random_plies"] = tuple(selfplay["random_plies"])
        return TrainingPlan(
            **{
                **data,
                "ridges": tuple(data["ridges"]),
                "features": tuple(data.get("features", ())),
                "selfplay": SelfPlaySettings(**selfplay),
            }
        )


@dataclass(frozen=True)
class Shard:
    index: int
    first_game: int
    games: int

    def path(self, work: Path) -> Path:
        return work / "games" / f"shard{self.index:05d}.npz"


def shards(plan: TrainingPlan) -> list[Shard]:
    out = []
    for index, first in enumerate(range(0, plan.games, plan.shard_games)):
        out.append(Shard(index, first, min(plan.shard_games, plan.games - first)))
    return out


Progress = Callable[[str, int, int], None]
"""(stage, done, total): the caller's progress display."""


class Plan(Protocol):
    """What a resumable run's settings offer: their JSON, recorded in the work folder."""

    def to_json(self) -> dict: ...


def check_plan(work: Path, plan: Plan) -> None:
    """Record the plan in a new work folder, or refuse to resume one made with other settings."""
    work.mkdir(parents=True, exist_ok=True)
    path = work / PLAN_FILE
    if path.exists():
        try:
            recorded = read_json_file(path)
        except DataFileError as exc:
            raise ValueError(f"unreadable plan {exc}; use another --work folder") from None
        if recorded != plan.to_json():
            raise ValueError(
                f"{work} holds a run with other settings ({path}); "
                "resume with the same options or use another --work"
            )
        return
    write_atomically(path, json.dumps(plan.to_json(), indent=2, sort_keys=True).encode())


# --- stage 1: games ----------------------------------------------------------------------------


def play_shard(shard: Shard, plan_json: dict) -> LabelledPositions:
    """Unit of work: one shard's games (linear evaluation); the caller saves them."""
    from othello_qt.core.engine.evaluation import load_weights
    from othello_qt.core.engine.selfplay import generate

    plan = TrainingPlan.from_json(plan_json)
    return generate(
        plan.seed * 1_000_003 + shard.index,
        shard.games,
        load_weights(),
        plan.selfplay,
        shard.first_game,
    )


def save_shard(path: Path, data: LabelledPositions) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomically(
        path,
        lambda handle: np.savez(handle, **{name: getattr(data, name) for name in LabelledPositions.FIELDS}),
    )


def play_games(work: Path, plan: TrainingPlan, pool: Executor | None, progress: Progress) -> None:
    """Play the shards not yet saved, saving each as soon as it is played (in any order)."""
    todo = [s for s in shards(plan) if not s.path(work).exists()]
    done = plan.games - sum(s.games for s in todo)
    progress("games", done, plan.games)
    jobs = [(shard, plan.to_json()) for shard in todo]
    for index, data in run_as_done(pool, play_shard, jobs):
        save_shard(todo[index].path(work), data)
        done += todo[index].games
        progress("games", done, plan.games)


def run_in_order(pool: Executor | None, function: Callable[..., T], jobs: list[tuple]) -> Iterator[T]:
    """``function(*job)`` for each job, in order: in the pool's workers, or here without a pool."""
    if pool is None:
        for job in jobs:
            yield function(*job)
        return
    for future in [pool.submit(function, *job) for job in jobs]:
        yield future.result()


def run_as_done(
    pool: Executor | None, function: Callable[..., T], jobs: list[tuple]
) -> Iterator[tuple[int, T]]:
    """(job's index, ``function(*job)``) for each job as it finishes, so its result can be saved
    while the others run."""
    if pool is None:
        yield from enumerate(run_in_order(None, function, jobs))
        return
    futures = {pool.submit(function, *job): index for index, job in enumerate(jobs)}
    for future in as_completed(futures):
        yield futures[future], future.result()


def writable(array: np.ndarray) -> np.ndarray:
    """``array`` as a kernel argument: a unit's arrays may arrive read-only (a view of the message
    that carried them), which numba compiles a second time for."""
    return array if array.flags.writeable and array.flags.c_contiguous else np.array(array, order="C")


def load_shard(path: Path) -> LabelledPositions:
    with np.load(path, allow_pickle=False) as data:
        return LabelledPositions(*(data[name] for name in LabelledPositions.FIELDS))


REAL_GAMES_FILE = "real-games.npz"


def collect_real_games(work: Path, plan: TrainingPlan, folder: Path | None) -> None:
    """Save the real games' positions of the plan in the work folder (once: a resumed run reads them)."""
    from othello_qt.core.engine.real_game_positions import real_game_positions

    path = work / REAL_GAMES_FILE
    if not plan.real_until or path.exists():
        return
    if folder is None:
        raise ValueError(f"the plan takes real games up to {plan.real_until}: give their folder")
    save_shard(path, real_game_positions(folder, plan.real_until, plan.games))


def all_positions(work: Path, plan: TrainingPlan) -> LabelledPositions:
    """The self-play games' positions, then the real games' (``collect_real_games``)."""
    paths = [s.path(work) for s in shards(plan)]
    if plan.real_until:
        paths.append(work / REAL_GAMES_FILE)
    return LabelledPositions.concatenate([load_shard(path) for path in paths])


# --- stage 2: phases ---------------------------------------------------------------------------


def search_labels(
    weights: np.ndarray, player: np.ndarray, opponent: np.ndarray, depth: int, exact_empties: int = 0
) -> np.ndarray:
    """Unit of work: each position's value (discs, side to move): solved exactly with at most
    ``exact_empties`` empty squares, otherwise a ``depth``-ply search with those pattern weights."""
    from othello_qt.core.engine.search import Searcher

    searcher = Searcher(tt_mib=16, weights=writable(weights))
    labels = np.empty(len(player), dtype=np.float32)
    for i in range(len(player)):
        by_depth: dict[int, float] = {}
        result = searcher.search(
            int(player[i]),
            int(opponent[i]),
            depth=depth,
            solve_empties=exact_empties,
            report=lambda r, by_depth=by_depth: by_depth.__setitem__(r.depth, r.score),
        )
        if result.exact or depth - 1 not in by_depth:
            labels[i] = result.score
        else:
            # The mean of the last odd and even depth: a search's value leans towards the side that
            # moves last (it picks the best of noisy leaves), so one depth alone teaches the
            # evaluation a bias for or against the side to move, which then grows phase by phase.
            labels[i] = 0.5 * (result.score + by_depth[depth - 1])
    return labels


def phase_path(work: Path, phase: int) -> Path:
    return work / "phases" / f"phase{phase:02d}.npz"


def labels_path(work: Path, phase: int) -> Path:
    """The labels made so far of a phase not yet fitted, in the order of its positions."""
    return work / "phases" / f"labels-so-far-phase{phase:02d}.npz"


def weights_path(work: Path, phase: int) -> Path:
    """The weights with every phase from ``phase`` to the last fitted (earlier rows still zero)."""
    return work / "phases" / f"weights-from-phase{phase:02d}.npz"


@dataclass
class FitResult:
    weights: np.ndarray
    report: list[PhaseFit]
    positions: int
    exact_positions: int
    games: int
    seconds: float
    source_test_rms: list[tuple[float | None, float | None]] = field(default_factory=list)
    """Each phase's held-out error on the self-play games' positions and on the real games' (discs;
    empty without real games)."""


def phase_sample(phases: np.ndarray, real: np.ndarray, phase: int, plan: TrainingPlan) -> np.ndarray:
    """The positions of ``phase`` labelled and fitted: at most ``per_phase`` of the self-play games'
    and as many of the real games' (each source its own sample, so that the real games, more
    numerous, join the self-play positions rather than crowd them out), in their order."""
    in_phase = phases == phase
    own = sample(np.flatnonzero(in_phase & ~real), plan.per_phase, plan.seed * 100 + phase)
    if not plan.real_until:
        return own
    games = sample(np.flatnonzero(in_phase & real), plan.per_phase, plan.seed * 100 + 50 + phase)
    return np.sort(np.concatenate([own, games]))


def sample(indices: np.ndarray, limit: int, seed: int) -> np.ndarray:
    """At most ``limit`` of ``indices``, the same ones for the same seed, in their order."""
    if len(indices) <= limit:
        return indices
    rng = np.random.default_rng(seed)
    return np.sort(rng.choice(indices, size=limit, replace=False))


def fit_phases(
    work: Path,
    plan: TrainingPlan,
    data: LabelledPositions,
    pool: Executor | None,
    progress: Progress,
) -> FitResult:
    """Label and fit every phase from the last to the first; resumes from the phase files on disk."""
    from othello_qt.core.engine.fitting import quantize
    from othello_qt.core.engine.pattern_weights import load_pattern_weights, save_pattern_weights

    started = time.perf_counter()
    canonical, rows, empties, test, phases = prepare_rows(data, plan)
    real = plan.from_real_games(data.game)
    known = data.exact & real
    """The real games' exact values (``real_game_positions``) replace the search's labels."""
    float_weights = np.zeros((plan.phases, WEIGHT_COLUMNS))
    reports: dict[int, PhaseFit] = {}
    by_source: dict[int, tuple[float | None, float | None]] = {}
    used = exact_used = 0
    for phase in range(plan.phases - 1, -1, -1):
        chosen = phase_sample(phases, real, phase, plan)
        saved = phase_path(work, phase)
        if saved.exists():
            with np.load(saved, allow_pickle=False) as stored:
                labels, float_weights[phase] = stored["labels"], stored["weights"]
                row = stored["report"].tolist()
                reports[phase] = PhaseFit(int(row[0]), int(row[1]), int(row[2]), *row[3:])
        else:
            labels = data.label[chosen].astype(np.float64)  # the real games' exact values stay
            searched = chosen[~known[chosen]]
            labels[~known[chosen]] = _search_labels(work, plan, data, searched, phase, pool, progress)
            w, report = fit_phase(rows[chosen], labels, test[chosen], phase, plan.ridges, plan.iterations)
            float_weights[phase] = w
            reports[phase] = report
            saved.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(
                saved,
                lambda handle, w=w, labels=labels, r=report: np.savez(
                    handle, labels=labels, weights=w, report=np.array(_report_row(r))
                ),
            )
            labels_path(work, phase).unlink(missing_ok=True)
        if plan.real_until:
            by_source[phase] = source_rms(
                rows[chosen], labels, test[chosen], real[chosen], float_weights[phase]
            )
        used += len(chosen)
        exact_used += int(np.count_nonzero((empties[chosen] <= plan.exact_empties) | known[chosen]))
        path = weights_path(work, phase)
        if not path.exists():
            quantized = quantize(float_weights, canonical)
            save_pattern_weights(path, quantized, {"partial": f"phases {phase}..{plan.phases - 1}"})
        progress("phases fitted", plan.phases - phase, plan.phases)
    report_list = [reports[p] for p in range(plan.phases)]
    final = load_pattern_weights(weights_path(work, 0))
    return FitResult(
        final,
        report_list,
        used,
        exact_used,
        len(np.unique(data.game)),
        time.perf_counter() - started,
        [by_source[p] for p in sorted(by_source)],
    )


def _search_labels(
    work: Path,
    plan: TrainingPlan,
    data: LabelledPositions,
    searched: np.ndarray,
    phase: int,
    pool: Executor | None,
    progress: Progress,
) -> np.ndarray:
    """The labels of ``phase``'s positions ``searched``: searches over the later phases' weights,
    resumed from (and saved to) the phase's labels so far.

    Every such label is made here, none taken from the self-play games: a solved game's later
    positions follow the solver's principal variation, whose moves past the first need not be
    optimal, so "the same value" along it is wrong about a third of the time (measured), always
    against the side to move -- which made the first weights see-saw by depth.
    """
    from othello_qt.core.engine.pattern_weights import load_pattern_weights, save_pattern_weights

    later = weights_path(work, phase + 1)
    if phase == plan.phases - 1:
        save_pattern_weights(later, np.zeros((plan.phases, WEIGHT_COLUMNS), np.int16), {"partial": "none"})
    return _label_by_search(
        load_pattern_weights(later),
        data.player[searched],
        data.opponent[searched],
        plan,
        pool,
        lambda done, total: progress(f"phase {phase}: labels", done, total),
        labels_path(work, phase),
    )


def source_rms(
    rows: np.ndarray, labels: np.ndarray, test: np.ndarray, real: np.ndarray, w: np.ndarray
) -> tuple[float | None, float | None]:
    """The held-out error of weights ``w`` on the self-play games' positions and on the real games'
    (``None`` for a source with no held-out position in the phase)."""
    from othello_qt.core.engine.fitting import rms

    errors = [
        rms(rows[test & part], labels[test & part].astype(np.float64), w) if np.any(test & part) else None
        for part in (~real, real)
    ]
    return errors[0], errors[1]


def _report_row(report: PhaseFit) -> list[float]:
    return [
        report.phase,
        report.positions,
        report.test_positions,
        report.train_rms,
        report.test_rms,
        report.label_rms,
        report.ridge,
    ]


LABEL_CHUNK = 500
"""Positions a worker labels in one unit."""
LABELS_SAVED_EVERY = 100
"""Units between two saves of a phase's labels so far (about a minute of a 2-core machine at
``label_depth`` 6), so a stopped run loses at most that much of a phase's labelling."""


def _label_by_search(
    weights: np.ndarray,
    player: np.ndarray,
    opponent: np.ndarray,
    plan: TrainingPlan,
    pool: Executor | None,
    progress: Callable[[int, int], None],
    so_far: Path,
    chunk: int = LABEL_CHUNK,
    saved_every: int = LABELS_SAVED_EVERY,
) -> np.ndarray:
    """Every position's label, in order, resuming from (and saving to) ``so_far``: a unit's labels
    depend only on the weights and its positions, so a resumed phase gets the same labels."""
    parts = _labels_so_far(so_far, len(player), chunk)
    done = sum(len(part) for part in parts)
    starts = list(range(done, len(player), chunk))
    jobs = [
        (weights, player[s : s + chunk], opponent[s : s + chunk], plan.label_depth, plan.exact_empties)
        for s in starts
    ]
    progress(done, len(player))
    for count, (start, labels) in enumerate(
        zip(starts, run_in_order(pool, search_labels, jobs), strict=True), start=1
    ):
        parts.append(labels)
        progress(min(start + chunk, len(player)), len(player))
        if count % saved_every == 0 and start + chunk < len(player):
            _save_labels_so_far(so_far, np.concatenate(parts), len(player), chunk)
    return np.concatenate(parts) if parts else np.empty(0, np.float32)


def _labels_so_far(path: Path, total: int, chunk: int) -> list[np.ndarray]:
    """The labels a stopped run saved for these positions (whole units only), or none; a file that
    cannot be read, or that was made for other positions, is set aside rather than overwritten."""
    if not path.exists():
        return []
    spec = {"labels": ArraySpec("f", (range(0, total + 1),)), "of": ArraySpec("i", (2,))}
    try:
        stored = read_npz(path, spec)
        if stored["of"].tolist() != [total, chunk] or len(stored["labels"]) % chunk:
            raise DataFileError(f"{path}: its labels are of other positions")
    except DataFileError:
        set_aside(path)
        return []
    labels = stored["labels"].astype(np.float32)
    return [labels] if len(labels) else []


def _save_labels_so_far(path: Path, labels: np.ndarray, total: int, chunk: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    of = np.array([total, chunk], dtype=np.int64)
    write_atomically(path, lambda handle: np.savez(handle, labels=labels, of=of))


CURVE_FILE = "curve.json"
"""The learning curve's points measured so far, each saved as it is measured (a point refits every
phase, so a stopped run resumes after the points it has)."""


def learning_curve(
    work: Path, plan: TrainingPlan, data: LabelledPositions, fractions: tuple[float, ...]
) -> list[tuple[int, float]]:
    """(training games, test error in discs averaged over phases) when only the first games are used.

    Refits every phase on the labels already made, keeping the positions of the first ``fraction``
    of the training games; the held-out games stay the same, so the errors are comparable.  All the
    games is the fit already made (its phases' reports, not a refit).
    """
    _, rows, _, test, phases = prepare_rows(data, plan)
    train_games = np.unique(data.game[~test])
    real = plan.from_real_games(data.game)
    by_phase = []
    for phase in range(plan.phases):
        chosen = phase_sample(phases, real, phase, plan)
        with np.load(phase_path(work, phase), allow_pickle=False) as stored:
            by_phase.append((chosen, stored["labels"], stored["report"].tolist()))
    saved = _curve_so_far(work / CURVE_FILE)
    curve = []
    for fraction in fractions:
        limit = train_games[max(0, int(len(train_games) * fraction) - 1)]
        games = int(np.count_nonzero(train_games <= limit))
        key = f"{fraction:g}"
        if key in saved and saved[key][0] == games:
            curve.append((games, saved[key][1]))
            continue
        errors, weights = [], []
        for phase, (chosen, labels, row) in enumerate(by_phase):
            if games == len(train_games):  # every game: the fit made, whose report is on disk
                errors.append(row[4])
                weights.append(row[2])
                continue
            keep = test[chosen] | (data.game[chosen] <= limit)
            _, report = fit_phase(
                rows[chosen][keep], labels[keep], test[chosen][keep], phase, plan.ridges, plan.iterations
            )
            errors.append(report.test_rms)
            weights.append(report.test_positions)
        curve.append((games, float(np.average(errors, weights=weights))))
        saved[key] = list(curve[-1])
        write_atomically(work / CURVE_FILE, json.dumps(saved).encode())
    return curve


def _curve_so_far(path: Path) -> dict[str, list]:
    """The points a stopped run saved (fraction -> [games, error]); a damaged file is set aside."""
    if not path.exists():
        return {}
    try:
        saved = read_json_file(path)
        if not isinstance(saved, dict) or not all(
            isinstance(v, list) and len(v) == 2 and type(v[0]) is int and isinstance(v[1], float)
            for v in saved.values()
        ):
            raise DataFileError(f"{path}: not a learning curve's points")
    except DataFileError:
        set_aside(path)
        return {}
    return saved


def prepare_rows(
    data: LabelledPositions, plan: TrainingPlan
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The positions as fitting rows: (canonical column map, rows, empties, held-out mask, phases)."""
    canonical = canonical_columns()
    rows = np.zeros((len(data), ROW_WIDTH), dtype=np.int32)
    empties = np.zeros(len(data), dtype=np.int64)
    position_rows(data.player, data.opponent, canonical, rows, empties)
    test = held_out(data.game, plan.test_share, plan.seed)
    return canonical, rows, empties, test, phases_of(empties, plan.phases)


def held_out(games: np.ndarray, share: float, seed: int) -> np.ndarray:
    """Test rows: every position of a pseudo-random ``share`` of the games (the same for any data size)."""
    mixed = (games.astype(np.uint64) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(seed)) >> np.uint64(40)
    return (mixed % np.uint64(10_000)).astype(np.int64) < int(share * 10_000)
