"""The engine's driver: iterative deepening with aspiration windows, endgame solving, analysis.

Each depth is one call into a ``nogil`` kernel (``midgame.mid_root`` or ``endgame.end_root``), so the
GIL is free while it runs and progress callbacks happen in Python between depths.  A search stops at
its deadline (the ``timekeeper.TimeKeeper`` aborts the running kernel) or when the caller's
``StopFlag`` is set; it then answers with the deepest completed result, or the better move a
stopped depth had already proved.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable
from dataclasses import replace

import numpy as np

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.bitboard import child_position as child_position  # callers import it from here
from othello_qt.core.bitboard import legal_moves as _legal_moves
from othello_qt.core.engine.context import SearchState
from othello_qt.core.engine.endgame import SELECTIVITIES
from othello_qt.core.engine.evaluation import SCALE, uses_patterns, validate_weights
from othello_qt.core.engine.pattern_weights import (
    load_pattern_weights,
    validate_pattern_weights,
    weights_fingerprint,
)
from othello_qt.core.engine.prelude import INF_UNITS, U64
from othello_qt.core.engine.probcut import (
    DEFAULT_SELECTIVITY,
    ProbCutError,
    ProbCutStatistics,
    load_probcut,
    no_cut_table,
)
from othello_qt.core.engine.team import ThreadTeam
from othello_qt.core.engine.tt import DEFAULT_TT_MIB, TranspositionTable, table_line
from othello_qt.core.position import bits_to_squares, move_at, moves_from_squares, square_from_move
from othello_qt.core.search_result import Certainty, SearchResult
from othello_qt.core.timekeeper import TimeKeeper

ASPIRATION = 2 * SCALE
"""Half-width of the first window around the previous depth's score (two discs)."""
SOLVE_GUESS_DEPTH = 12
"""Depth of the midgame search before an exact solve of 16+ empties: its moves order the solve's
root and its table moves the solver's deep nodes (``deep_solver.MID_HINT_MIN_DEPTH``).  Set by the
FFO #40-#49 solves of ``python -m benchmarks engine`` (one thread's CPU time), fastest at 12 of
8-14."""
SOLVE_TABLE_MIB = 2
SOLVE_TABLE_MAX_EMPTIES = 25
"""Solves of up to 25 empties use only the table's first ``SOLVE_TABLE_MIB``, the size of a
processor's L2 cache: an exact solve mostly stores shallow entries that are soon dead, and out of
the caches each probe is a memory access.  Set by the FFO #40-#49 solves of ``python -m benchmarks
engine`` (one thread's CPU time): 2 MiB is as fast as any window and 1 MiB searches more nodes.
Larger solves keep the whole table."""
UNSTABLE_FROM_DEPTH = 4
"""A change of the best move from this depth on extends a clock search's target (shallower
depths change their minds all the time)."""
SELECTIVE_PASS_MIN_EMPTIES = 18
"""Solves of this many empties or more first search at each selective level (``endgame``): below,
the exact solve takes milliseconds and needs no help (a bound chosen, not measured)."""
SELECTIVE_PASSES = tuple(range(1, len(SELECTIVITIES) + 1))
"""The levels searched before the exact pass, in order (each with the full window: a narrow
window around the score before it saved nothing on FFO #40-#44)."""
PARALLEL_MIN_DEPTH = 6
"""Shallower midgame depths take well under a millisecond: helpers would only cost time there."""


Report = Callable[[SearchResult], None]


def best_square(result: SearchResult) -> int:
    """The kernels' square of a search's move (the driver searches only positions with a legal move)."""
    if result.move is None:
        raise ValueError("the search result names no move")
    return square_from_move(result.move)


def _score(result: SearchResult) -> float:
    """A driver's result always has a score."""
    assert result.score is not None
    return result.score


def _by_square(order: np.ndarray, values: np.ndarray) -> dict[int, float]:
    """Each root square's value, from the kernels' arrays (both in search order)."""
    return {int(square): float(value) for square, value in zip(order, values, strict=True)}


def legal_squares(player: int, opponent: int) -> list[int]:
    """The squares ``player`` may play, in increasing order (empty: a pass or the game's end)."""
    return bits_to_squares(int(_legal_moves(U64(player), U64(opponent))))


def _validated(weights: np.ndarray) -> np.ndarray:
    """Pattern tables (int16) or linear feature weights, each checked by its own module."""
    if uses_patterns(weights):
        return validate_pattern_weights(weights)
    return validate_weights(weights)


_warned: set[str] = set()
"""Reasons already logged by ``_shipped_probcut``: a process builds many searchers (a training
worker one per chunk), and the log should say why it searches without cuts once, not each time."""


def _without_probcut(reason: str) -> None:
    if reason not in _warned:
        _warned.add(reason)
        logging.getLogger(__name__).warning("searching without ProbCut: %s", reason)


def _shipped_probcut(fingerprint: str) -> ProbCutStatistics | None:
    """The shipped ProbCut statistics if they load and were fitted for the weights of
    ``fingerprint``; else none (the engine then searches without cuts, and says why once in the
    log)."""
    try:
        statistics = load_probcut()
    except (ProbCutError, OSError) as exc:  # OSError: a build that left the file out
        _without_probcut(str(exc))
        return None
    if statistics.weights_sha256 != fingerprint:
        _without_probcut("the shipped statistics were fitted for other weights")
        return None
    return statistics


def _probcut_for(
    weights: np.ndarray, shipped: bool, selectivity: float | None, probcut: ProbCutStatistics | None
) -> ProbCutStatistics | None:
    """The ProbCut statistics a searcher with ``weights`` cuts with: ``probcut`` if given (it must
    have been fitted for these weights), else the shipped statistics for the ``shipped`` weights
    when cuts are on (``selectivity``), else none."""
    if probcut is None and not (shipped and selectivity is not None):
        return None
    fingerprint = weights_fingerprint(weights)  # hashes the tables: once per searcher
    if probcut is None:
        return _shipped_probcut(fingerprint)
    if probcut.weights_sha256 != fingerprint:
        raise ValueError("the ProbCut statistics were fitted for other evaluation weights")
    return probcut


def exact_by_null_windows(
    team: ThreadTeam,
    p_bits: np.uint64,
    o_bits: np.uint64,
    squares: list[int],
    bounds: tuple[int, int],
    best_square: int,
    guess: int,
    state: SearchState,
) -> tuple[int, int]:
    """The exact score by null-window tests (MTD(f)-like) of ``team``, starting next to ``guess``.

    Final scores are even, so ``low < score < high`` with ``high - low == 2`` pins it down.  The
    first ``bounds`` are the win/loss/draw result's (or the whole range); each test ``score > t``
    (t odd) moves one of them to its fail-soft value.  The move of the last successful test is a
    best move (``best_square`` until one succeeds).
    """
    low, high = bounds
    guess = max(low + 2 - (low + 2) % 2, min(high - 1 - (high - 1) % 2, guess))
    probe = guess - 1  # first test: is the score at least the guess?
    scores = np.zeros(len(squares), dtype=np.int64)
    while high - low > 2:
        probe = max(low + 1, min(high - 1, probe))
        if probe % 2 == 0:
            probe -= 1 if probe - 1 > low else -1
        order = np.array([best_square] + [s for s in squares if s != best_square], dtype=np.int64)
        value, square = team.end_root(p_bits, o_bits, probe, probe + 1, False, order, scores, state)
        if team.context.aborted:
            return 0, best_square
        if value > probe:
            low = max(low, int(value) - 1)
            best_square = int(square)
            probe = low + 2  # next: is it higher still?
        else:
            high = min(high, int(value) + 1)
            probe = high - 2  # next: is it lower still?
    return low + 1, best_square


class Searcher:
    """One engine instance: its table, scratch memory and evaluation weights (not thread-safe).

    With ``threads`` > 1 the search is shared among this thread and ``threads - 1`` helper
    threads (``team.ThreadTeam``), each with its own ``SearchContext`` and the one transposition
    table.

    The weights are the shipped pattern tables unless others are given (the linear evaluation's
    feature weights make the ``master-linear`` player).  Multi-ProbCut cuts with ``selectivity``
    (``None``: off) using ``probcut``, statistics fitted for these weights; by default the shipped
    statistics go with the shipped weights, and other weights search without cuts.
    """

    def __init__(
        self,
        tt_mib: float = DEFAULT_TT_MIB,
        weights: np.ndarray | None = None,
        threads: int = 1,
        *,
        selectivity: float | None = DEFAULT_SELECTIVITY,
        probcut: ProbCutStatistics | None = None,
    ) -> None:
        if tt_mib <= 0:
            raise ValueError("transposition table size must be > 0 MiB")
        self.team = ThreadTeam(threads)
        self.context, self.helpers = self.team.context, self.team.helpers
        self.tt_mib = tt_mib
        self.threads = threads
        self._tt: TranspositionTable | None = None
        self._table: np.ndarray | None = None
        """The part of the table the current search uses (``SOLVE_TABLE_MIB``)."""
        self.weights = load_pattern_weights() if weights is None else _validated(weights)
        probcut = _probcut_for(self.weights, weights is None, selectivity, probcut)
        self.selectivity = selectivity if probcut is not None else None
        self.probcut = no_cut_table()
        if probcut is not None and selectivity is not None:
            self.probcut = probcut.cut_table(selectivity)
        """The kernels' ProbCut table (``probcut.ProbCutStatistics.cut_table``)."""

    @property
    def tt(self) -> TranspositionTable:
        """The table, allocated at the first search (building a player to ask about it stays cheap)."""
        if self._tt is None:
            self._tt = TranspositionTable(self.tt_mib)
        return self._tt

    @property
    def table(self) -> np.ndarray:
        """The table's entries the current (or last) search uses: all of them, or a solve's window."""
        return self.tt.table if self._table is None else self._table

    def clear(self) -> None:
        if self._tt is not None:
            self._tt.clear()

    # --- entry point ------------------------------------------------------------------------------

    def search(
        self,
        player: int,
        opponent: int,
        *,
        depth: int | None = None,
        seconds: float | None = None,
        stop: np.ndarray | None = None,
        report: Report | None = None,
        analyze: bool = False,
        solve_empties: int = 20,
        exact: bool = True,
        order_seed: int | None = None,
        target: float | None = None,
        started: float | None = None,
    ) -> SearchResult:
        """Search a position where the side to move (``player``) has a legal move.

        Solves exactly (WLD, then the disc difference unless ``exact`` is False) when at most
        ``solve_empties`` squares are empty; otherwise deepens to ``depth`` or until ``seconds``.
        With a ``target`` (a move on a game clock) deepening stops near it, later when the best
        move changes between depths; ``seconds`` stays the hard limit.  Both count from ``started``
        (a ``time.perf_counter()`` reading; by default, now): a caller that did work of its own for
        the move gives its start.
        """
        squares = legal_squares(player, opponent)
        if not squares:
            raise ValueError("the side to move has no legal move (pass or game over)")
        if order_seed is not None:
            random.Random(order_seed).shuffle(squares)
        stop_array = stop if stop is not None else np.zeros(1, dtype=np.int64)
        if started is None:
            started = time.perf_counter()
        # The clock starts before the table is touched: its first allocation counts against the budget.
        with TimeKeeper(seconds, started=started, target=target) as keeper:
            self.tt.next_generation()
            self.team.start(self.tt.generation, keeper)
            n_empty = 64 - (player | opponent).bit_count()
            solving = n_empty <= solve_empties
            small = solving and n_empty <= SOLVE_TABLE_MAX_EMPTIES
            self._table = self.tt.window(SOLVE_TABLE_MIB) if small else self.tt.table
            if solving:
                return self._solve(
                    player, opponent, squares, stop_array, keeper, report, analyze, exact, started
                )
            return self._deepen(
                player, opponent, squares, depth or MAX_DEPTH, stop_array, keeper, report, analyze, started
            )

    # --- midgame ----------------------------------------------------------------------------------

    def _deepen(
        self,
        player: int,
        opponent: int,
        squares: list[int],
        max_depth: int,
        stop: np.ndarray,
        keeper: TimeKeeper,
        report: Report | None,
        analyze: bool,
        started: float,
        *,
        fallback_only: bool = False,
    ) -> SearchResult:
        ctx = self.context
        n_empty = 64 - (player | opponent).bit_count()
        order = np.array(squares, dtype=np.int64)
        scores = np.zeros(len(order), dtype=np.int64)
        best: SearchResult | None = None
        p_bits, o_bits = U64(player), U64(opponent)
        state = ctx.state(self.table, stop, self.weights, self.probcut)
        for depth in range(1, max(1, max_depth) + 1):
            reaches_end = depth >= n_empty
            if analyze:
                low, high = -INF_UNITS, INF_UNITS
            elif best is not None and depth >= 3 and not best.exact:
                guess = round(_score(best) * SCALE)
                low, high = guess - ASPIRATION, guess + ASPIRATION
            else:
                low, high = -INF_UNITS, INF_UNITS
            while True:
                parallel = depth >= PARALLEL_MIN_DEPTH
                score, square, completed = self.team.mid_root(
                    p_bits, o_bits, depth, low, high, analyze, order, scores, state, parallel
                )
                if ctx.aborted or (low == -INF_UNITS and high == INF_UNITS):
                    break
                if score <= low:
                    low = -INF_UNITS  # failed low: re-search with the window opened downwards
                elif score >= high:
                    high = INF_UNITS
                else:
                    break
            if ctx.aborted:
                # A stopped depth still proved something if a move other than the previous best
                # completed with a better score than the first (previous best) move, above the
                # window's low end: below it, every score is an upper bound and proves nothing.
                if best is not None and completed >= 2 and square != order[0] and score > low and not analyze:
                    move = move_at(int(square))
                    best = replace(best, move=move, pv=(move,), complete=False)
                if best is None and completed >= 1:
                    best = self._result(player, opponent, int(square), score / SCALE, depth, started)
                    best = replace(best, complete=False)
                break
            # Next depth: best move first, then the others by this depth's scores (bounds under PVS).
            ranking = np.argsort(-scores, kind="stable")
            if not analyze:
                best_index = int(np.flatnonzero(order == square)[0])
                ranking = np.array([best_index] + [int(i) for i in ranking if i != best_index])
            move_scores = _by_square(order, scores / SCALE) if analyze else None
            order = order[ranking].copy()
            scores = scores[ranking].copy()
            certainty = Certainty.EXACT if reaches_end else Certainty.ESTIMATE
            if best is not None and best.move != move_at(int(square)) and depth >= UNSTABLE_FROM_DEPTH:
                keeper.extend_target()  # the best move changed: this position needs more time
            best = self._result(
                player, opponent, int(square), score / SCALE, depth, started, certainty, move_scores
            )
            if report is not None:
                report(best)
            if reaches_end or (fallback_only and depth >= max_depth):
                break
            keeper.depth_done()
            if stop[0] or not keeper.may_start_next_depth():
                break
        if best is None:  # stopped before depth 1 finished: any legal move, honestly labelled
            best = replace(self._result(player, opponent, squares[0], 0.0, 0, started), complete=False)
        complete = best.complete and ((best.depth or 0) >= max_depth or best.exact)
        seconds = time.perf_counter() - started
        return replace(best, nodes=self.team.nodes(), seconds=seconds, complete=complete)

    # --- endgame ----------------------------------------------------------------------------------

    def _solve(
        self,
        player: int,
        opponent: int,
        squares: list[int],
        stop: np.ndarray,
        keeper: TimeKeeper,
        report: Report | None,
        analyze: bool,
        exact: bool,
        started: float,
    ) -> SearchResult:
        ctx = self.context
        n_empty = 64 - (player | opponent).bit_count()
        fallback, squares = self._guess(player, opponent, squares, stop, keeper, report, analyze, started)
        if ctx.aborted:
            assert fallback is not None
            return fallback
        order = np.array(squares, dtype=np.int64)
        scores = np.zeros(len(order), dtype=np.int64)
        p_bits, o_bits = U64(player), U64(opponent)
        state = ctx.state(self.table, stop, self.weights, self.probcut)
        guess = 0 if fallback is None else round(_score(fallback) / 2) * 2
        selective = n_empty >= SELECTIVE_PASS_MIN_EMPTIES and self.probcut[n_empty, n_empty, 0] >= 0
        if selective:
            guess = self._selective_passes(p_bits, o_bits, order, scores, state, guess)
            if ctx.aborted:
                return self._stopped(fallback, player, opponent, squares[0], started)
            first = int(order[0])
            squares = [first] + [s for s in squares if s != first]
        if analyze and exact:
            # Hints want disc values for every move, so the analysis goes straight to exact scores
            # (the midgame values above stay on show until they arrive).
            score, square = self.team.end_root(p_bits, o_bits, -65, 65, True, order, scores, state)
            if ctx.aborted:
                return self._stopped(fallback, player, opponent, squares[0], started)
        elif selective and exact and not analyze:
            # The selective passes' score is a close guess: straight to the exact disc difference.
            score, square = exact_by_null_windows(
                self.team, p_bits, o_bits, squares, (-65, 65), squares[0], guess, state
            )
            if ctx.aborted:
                return self._stopped(fallback, player, opponent, squares[0], started)
        else:
            # Win/loss/draw first (a null window around zero), then the exact disc difference.
            wld_score, wld_square = self.team.end_root(p_bits, o_bits, -1, 1, analyze, order, scores, state)
            if ctx.aborted:
                return self._stopped(fallback, player, opponent, squares[0], started)
            sign, signs = float(np.sign(wld_score)), _by_square(order, np.sign(scores)) if analyze else None
            wld = self._result(
                player, opponent, int(wld_square), sign, n_empty, started, Certainty.WIN_LOSS_DRAW, signs
            )
            if report is not None:
                report(wld)
            if not exact:
                return wld
            bounds = (0, 65) if wld_score > 0 else (-65, 0)
            score, square = (0, int(wld_square))
            if wld_score != 0:
                score, square = exact_by_null_windows(
                    self.team, p_bits, o_bits, squares, bounds, int(wld_square), guess, state
                )
            if ctx.aborted:
                # The win/loss/draw result stands (its score is the sign: +1 win, 0 draw, -1 loss).
                return self._stopped(wld, player, opponent, squares[0], started)
        values = _by_square(order, scores) if analyze else None
        result = self._result(
            player, opponent, int(square), float(score), n_empty, started, Certainty.EXACT, values
        )
        if report is not None:
            report(result)
        return result

    def _guess(
        self,
        player: int,
        opponent: int,
        squares: list[int],
        stop: np.ndarray,
        keeper: TimeKeeper,
        report: Report | None,
        analyze: bool,
        started: float,
    ) -> tuple[SearchResult | None, list[int]]:
        """The shallow midgame search before a solve, and the root squares in its order: it gives
        the solve its first guess and its table moves, and is the answer if the solve is stopped."""
        n_empty = 64 - (player | opponent).bit_count()
        shallow = min(SOLVE_GUESS_DEPTH if n_empty >= 16 else 6, n_empty - 1)
        if shallow < 1:
            return None, squares
        fallback = self._deepen(
            player, opponent, squares, shallow, stop, keeper, report, analyze, started, fallback_only=True
        )
        first = best_square(fallback)
        squares = [first] + [s for s in squares if s != first]
        if analyze and fallback.move_scores:
            squares = sorted(squares, key=lambda s: -fallback.move_scores.get(move_at(s), 0))
        return fallback, squares

    def _selective_passes(
        self,
        p_bits: np.uint64,
        o_bits: np.uint64,
        order: np.ndarray,
        scores: np.ndarray,
        state: SearchState,
        guess: int,
    ) -> int:
        """Search the root at each selective level (``endgame``), best move first after each: the
        table then holds good moves for the exact pass.  Returns the last pass's score (else
        ``guess``)."""
        score = guess
        for level in SELECTIVE_PASSES:
            score, square = self.team.end_root(p_bits, o_bits, -65, 65, False, order, scores, state, level)
            if self.context.aborted:
                break
            best = int(np.flatnonzero(order == square)[0])
            order[[0, best]] = order[[best, 0]]
        return int(score)

    def _stopped(
        self, fallback: SearchResult | None, player: int, opponent: int, square: int, started: float
    ) -> SearchResult:
        result = fallback or self._result(player, opponent, square, 0.0, 0, started)
        return replace(result, complete=False, nodes=self.team.nodes(), seconds=time.perf_counter() - started)

    # --- results ----------------------------------------------------------------------------------

    def _result(
        self,
        player: int,
        opponent: int,
        square: int,
        score: float,
        depth: int,
        started: float,
        certainty: Certainty = Certainty.ESTIMATE,
        move_scores: dict[int, float] | None = None,
    ) -> SearchResult:
        """The record at the driver's edge: the kernels' squares become moves."""
        return SearchResult(
            move=move_at(square),
            score=score,
            depth=depth,
            pv=moves_from_squares(self.principal_variation(player, opponent, square, depth)),
            nodes=self.team.nodes(),
            seconds=time.perf_counter() - started,
            certainty=certainty,
            move_scores={move_at(s): v for s, v in (move_scores or {}).items()},
        )

    def principal_variation(self, player: int, opponent: int, first: int, length: int) -> list[int]:
        """The best line as the table remembers it (``tt.table_line``), starting with ``first``."""
        return table_line(self.table, player, opponent, first, length)
