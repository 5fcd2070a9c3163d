"""Fitting the Multi-ProbCut statistics (``probcut``) on the engine's own positions, resumably.

1. **Positions.**  Self-play games (``selfplay.generate``: random openings, then shallow searches
   with an occasional random move), from which positions are drawn evenly over the numbers of
   empty squares where cuts can happen.
2. **Values.**  Each position is searched by iterative deepening to ``depth`` plies without cuts,
   with the given weights, and keeps its value at every depth (and its static evaluation as
   depth 0).  Chunks of positions are saved to the work folder as they are done (atomically).
3. **Fit.**  For each depth ``d`` and number of empties ``e``: least squares of ``v_d`` on
   ``v_shallow_depth(d)`` over the positions within ``WINDOW`` empties of ``e``; the residuals'
   spread is ``sigma``.  Depths past the measured ones keep the deepest measured regression of
   the same parity, with ``sigma`` extrapolated along its measured growth with depth.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from othello_qt.core.atomic import write_atomically
from othello_qt.core.engine.probcut import MIN_DEPTH, SIZE, ProbCutStatistics, shallow_depth

WINDOW = 3
"""Positions within this many empty squares of a stage count for its statistics."""
MIN_SAMPLES = 40
"""Fewer positions than this for a stage and depth: no cut there."""
FIRST_EMPTIES = MIN_DEPTH + 1
LAST_EMPTIES = 56
"""Stages sampled (a node with ``e`` empties cuts at depths below ``e``; the opening's first moves
come from the book or take no time)."""
CHUNK = 25
SLOPE_RANGE = (0.5, 1.5)
"""A regression outside this range is noise, not a relation between the depths: no cut there."""


@dataclass(frozen=True)
class ProbCutPlan:
    positions: int = 1200
    depth: int = 12
    """The deepest search measured; deeper ones are extrapolated."""
    seed: int = 1
    games: int = 400

    def to_json(self) -> dict:
        return asdict(self)


def empty_counts(player: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """Each position's number of empty squares."""
    occupied = np.asarray(player, dtype=np.uint64) | np.asarray(opponent, dtype=np.uint64)
    occupied = np.ascontiguousarray(occupied)
    return 64 - np.unpackbits(occupied.view(np.uint8)).reshape(len(occupied), 64).sum(axis=1).astype(np.int64)


def sample_positions(plan: ProbCutPlan, weights: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``plan.positions`` positions of self-play games, spread evenly over the stages sampled."""
    from othello_qt.core.engine.selfplay import SelfPlaySettings, generate

    games = generate(plan.seed, plan.games, weights, SelfPlaySettings(solve_empties=FIRST_EMPTIES))
    empties = empty_counts(games.player, games.opponent)
    rng = random.Random(plan.seed)
    stages = list(range(FIRST_EMPTIES, LAST_EMPTIES + 1))
    per_stage = -(-plan.positions // len(stages))
    chosen: list[int] = []
    for e in stages:
        candidates = [int(i) for i in np.flatnonzero(empties == e)]
        chosen.extend(rng.sample(candidates, min(per_stage, len(candidates))))
    rng.shuffle(chosen)
    chosen = sorted(chosen[: plan.positions])
    return games.player[chosen].copy(), games.opponent[chosen].copy()


def search_values(weights: np.ndarray, player: np.ndarray, opponent: np.ndarray, depth: int) -> np.ndarray:
    """Unit of work: each position's value (discs) at depths 0..``depth`` without cuts, with those
    pattern weights; NaN where the search reaches the end of the game (the midgame hands over to
    the exact solver there)."""
    from othello_qt.core.engine.evaluation import EDGE_STABLE, SCALE, evaluate
    from othello_qt.core.engine.search import Searcher
    from othello_qt.core.engine.training import writable
    from othello_qt.core.search_result import SearchResult

    weights = writable(weights)
    searcher = Searcher(tt_mib=16, weights=weights, selectivity=None)
    values = np.full((len(player), depth + 1), np.nan, dtype=np.float32)
    for i, (p, o) in enumerate(zip(player, opponent, strict=True)):
        row = values[i]
        row[0] = evaluate(p, o, weights, EDGE_STABLE) / SCALE

        def keep(result: SearchResult, row: np.ndarray = row) -> None:
            if not result.exact:
                row[result.depth] = result.score

        searcher.clear()
        searcher.search(int(p), int(o), depth=depth, solve_empties=0, report=keep)
    return values


def measure_values(
    work: Path,
    weights: np.ndarray,
    player: np.ndarray,
    opponent: np.ndarray,
    plan: ProbCutPlan,
    pool: Executor | None,
    progress: Callable[[str, int, int], None],
) -> np.ndarray:
    """Every position's values by depth, from the work folder's chunks, searching the missing ones
    and saving each chunk as soon as it is searched (in any order)."""
    from othello_qt.core.engine.training import run_as_done

    starts = list(range(0, len(player), CHUNK))
    paths = [work / f"values-{start // CHUNK:05d}.npy" for start in starts]
    todo = [(start, path) for start, path in zip(starts, paths, strict=True) if not path.exists()]
    done = len(player) - sum(min(CHUNK, len(player) - start) for start, _ in todo)
    progress("positions searched", done, len(player))
    jobs = [(weights, player[s : s + CHUNK], opponent[s : s + CHUNK], plan.depth) for s, _ in todo]
    for index, values in run_as_done(pool, search_values, jobs):
        write_atomically(todo[index][1], lambda handle, values=values: np.save(handle, values))
        done += len(values)
        progress("positions searched", done, len(player))
    return np.concatenate([np.load(path, allow_pickle=False) for path in paths])


def fit_statistics(
    empties: np.ndarray, values: np.ndarray, weights_sha256: str, provenance: dict
) -> ProbCutStatistics:
    """The regressions per stage and depth (see the module's docstring)."""
    measured = values.shape[1] - 1
    slope = np.zeros((SIZE, SIZE), dtype=np.float32)
    intercept = np.zeros((SIZE, SIZE), dtype=np.float32)
    sigma = np.zeros((SIZE, SIZE), dtype=np.float32)
    for e in range(SIZE):
        near = np.abs(empties - e) <= WINDOW
        for d in range(MIN_DEPTH, min(measured, e - 1) + 1):
            deep, shallow = values[near, d], values[near, shallow_depth(d)]
            ok = np.isfinite(deep) & np.isfinite(shallow)
            if np.count_nonzero(ok) < MIN_SAMPLES:
                continue
            a, b = np.polyfit(shallow[ok], deep[ok], 1)
            if not SLOPE_RANGE[0] <= a <= SLOPE_RANGE[1]:
                continue
            slope[e, d], intercept[e, d] = a, b
            sigma[e, d] = float(np.std(deep[ok] - (a * shallow[ok] + b)))
        _extrapolate(slope[e], intercept[e], sigma[e], measured, e)
    return ProbCutStatistics(slope, intercept, sigma, weights_sha256, provenance)


def _extrapolate(slope: np.ndarray, intercept: np.ndarray, sigma: np.ndarray, measured: int, e: int) -> None:
    """Fill depths ``measured + 1 ..`` of one stage (in place) from its measured ones."""
    fitted = [d for d in range(MIN_DEPTH, measured + 1) if slope[d] > 0]
    if len(fitted) < 3:
        return
    tail = fitted[-6:]
    growth, base = np.polyfit(tail, sigma[tail], 1)
    growth = max(0.0, float(growth))
    for d in range(measured + 1, e):
        same_parity = [f for f in fitted if f % 2 == d % 2]
        if not same_parity:
            continue
        source = same_parity[-1]
        slope[d], intercept[d] = slope[source], intercept[source]
        sigma[d] = max(float(sigma[fitted[-1]]), base + growth * d)


ENDGAME_STAGES = (12, 24)
"""Stages whose endgame statistics are measured (exact solves of up to 24 empties take about a
second each); the stages past them are extrapolated."""


def exact_scores(player: np.ndarray, opponent: np.ndarray) -> np.ndarray:
    """Worker: each position's exact final disc difference, by the engine's solver."""
    from othello_qt.core.engine.search import Searcher

    searcher = Searcher(tt_mib=16)
    scores = np.zeros(len(player), dtype=np.float32)
    for i, (p, o) in enumerate(zip(player, opponent, strict=True)):
        searcher.clear()
        scores[i] = searcher.search(int(p), int(o), solve_empties=64).score
    return scores


def measure_exact(
    work: Path,
    player: np.ndarray,
    opponent: np.ndarray,
    pool: Executor | None,
    progress: Callable[[str, int, int], None],
) -> np.ndarray:
    """The exact scores of the positions within ``ENDGAME_STAGES`` (NaN for the others), from the
    work folder's chunks, solving the missing ones and saving each chunk as it is solved."""
    from othello_qt.core.engine.training import run_as_done

    empties = empty_counts(player, opponent)
    chosen = np.flatnonzero((empties >= ENDGAME_STAGES[0]) & (empties <= ENDGAME_STAGES[1]))
    starts = list(range(0, len(chosen), CHUNK))
    paths = [work / f"exact-{start // CHUNK:05d}.npy" for start in starts]
    todo = [(start, path) for start, path in zip(starts, paths, strict=True) if not path.exists()]
    done = len(chosen) - sum(min(CHUNK, len(chosen) - start) for start, _ in todo)
    progress("endgame positions solved", done, len(chosen))
    jobs = [(player[chosen[s : s + CHUNK]], opponent[chosen[s : s + CHUNK]]) for s, _ in todo]
    for index, scores in run_as_done(pool, exact_scores, jobs):
        write_atomically(todo[index][1], lambda handle, scores=scores: np.save(handle, scores))
        done += len(scores)
        progress("endgame positions solved", done, len(chosen))
    exact = np.full(len(player), np.nan, dtype=np.float32)
    if len(chosen):
        exact[chosen] = np.concatenate([np.load(path, allow_pickle=False) for path in paths])
    return exact


def fit_endgame(
    statistics: ProbCutStatistics, empties: np.ndarray, values: np.ndarray, exact: np.ndarray, note: dict
) -> ProbCutStatistics:
    """``statistics`` with the diagonal ``[e, e]`` filled: at ``e`` empties a depth-``e`` search is
    the exact solve, regressed on the ``shallow_depth(e)`` search of ``values`` (positions within
    ``WINDOW`` empties of ``e``).  Stages past the measured ones keep the last measured regression
    of the same parity, ``sigma`` growing as it grows over the measured stages (if it does);
    ``note`` joins the provenance."""
    slope, intercept, sigma = statistics.slope.copy(), statistics.intercept.copy(), statistics.sigma.copy()
    measured = []
    for e in range(MIN_DEPTH + 1, int(empties.max(initial=0)) + 1):
        near = np.abs(empties - e) <= WINDOW
        if shallow_depth(e) >= values.shape[1] or not np.any(empties == e):
            continue
        shallow = values[near, shallow_depth(e)]
        ok = np.isfinite(shallow)
        if np.count_nonzero(ok) < MIN_SAMPLES:
            continue
        a, b = np.polyfit(shallow[ok], exact[near][ok], 1)
        if not SLOPE_RANGE[0] <= a <= SLOPE_RANGE[1]:
            continue
        slope[e, e], intercept[e, e] = a, b
        sigma[e, e] = float(np.std(exact[near][ok] - (a * shallow[ok] + b)))
        measured.append(e)
    if len(measured) >= 3:
        growth = max(0.0, float(np.polyfit(measured, [sigma[e, e] for e in measured], 1)[0]))
        for e in range(measured[-1] + 1, SIZE):
            source = max(m for m in measured if m % 2 == e % 2)
            slope[e, e], intercept[e, e] = slope[source, source], intercept[source, source]
            sigma[e, e] = float(sigma[source, source]) + growth * (e - source)
    provenance = {**statistics.provenance, "endgame": note}
    return ProbCutStatistics(slope, intercept, sigma, statistics.weights_sha256, provenance)
