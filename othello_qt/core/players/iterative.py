"""The second seed's player: iterative deepening alpha-beta that always answers before its time limit.

It searches depth 1, 2, 3, ... (the seed's "okay move, then deeper while time remains"), trying
the previous depth's best move first.  A ``TimeKeeper`` turns the deadline (the limit minus a
safety margin) and the caller's stop flag into the kernel's abort flag, so the answer comes before
the limit however long the current depth would take.  Spec: ``id:2s`` or ``id:2s:diff``.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.players import classic_kernels as k
from othello_qt.core.players.analysis import child_value
from othello_qt.core.players.base import ProgressCallback, Request
from othello_qt.core.players.classic import ClassicSearchPlayer
from othello_qt.core.position import Move, Position, moves_from_squares
from othello_qt.core.search_result import Certainty, SearchResult
from othello_qt.core.timekeeper import TimeKeeper


class IterativeDeepeningPlayer(ClassicSearchPlayer):
    """Alpha-beta deepened one ply at a time until the time (or ``Budget.depth``) runs out."""

    def __init__(self, seconds: float, evaluation: str = "weighted") -> None:
        if not seconds > 0:
            raise ValueError(f"time limit must be > 0 seconds, got {seconds}")
        super().__init__(evaluation, MAX_DEPTH, seconds)
        self.seconds = seconds
        self.spec = f"id:{seconds:g}s" + ("" if evaluation == "weighted" else f":{evaluation}")

    def decide(self, request: Request) -> SearchResult:
        max_depth, limit = self.limits(request.budget)
        with TimeKeeper(limit, request.stop, request.started) as keeper:
            return self._deepen(request.position, keeper, max_depth, request.progress)

    def _deepen(
        self,
        position: Position,
        keeper: TimeKeeper,
        max_depth: int,
        progress: ProgressCallback | None,
    ) -> SearchResult:
        moves = position.legal_moves()
        children = [(m, position.play(m)) for m in moves]
        best: SearchResult | None = None
        nodes = 0
        for depth in range(1, max_depth + 1):
            result = self._search_root(children, depth, keeper.array, best.move if best else None)
            nodes += result.nodes
            elapsed = keeper.elapsed
            if result.aborted:
                if result.move is not None and (best is None or result.move != best.move):
                    # A root move completed at this depth and beat the previous best move's value.
                    best = SearchResult(result.move, None, depth - 1, result.pv, nodes, elapsed)
                break
            certainty = Certainty.EXACT if result.exact else Certainty.ESTIMATE
            best = SearchResult(
                result.move, k.score_in_discs(result.value), depth, result.pv, nodes, elapsed, certainty
            )
            if progress is not None:
                progress(best)
            keeper.depth_done()
            if result.exact or not keeper.may_start_next_depth():
                break
        elapsed = keeper.elapsed
        if best is None:  # stopped before depth 1 finished: any legal move answers in time
            return SearchResult(moves[0], nodes=nodes, seconds=elapsed)
        return replace(best, nodes=nodes, seconds=elapsed)

    def _search_root(
        self, children: list[tuple[Move, Position]], depth: int, abort: np.ndarray, first: Move | None
    ) -> _RootResult:
        """Alpha-beta over the root moves, ``first`` first; the best complete move if aborted."""
        arrays = k.SearchArrays()  # per call: a player may search from two threads at once
        state = arrays.state(self._weights, abort)
        ordered = sorted(children, key=lambda mc: mc[0] != first)  # stable: square order otherwise
        alpha, beta = -k.INF_CLASSIC, k.INF_CLASSIC
        result = _RootResult()
        leaves = 0
        for move, child in ordered:
            value = child_value(arrays, state, child, alpha, beta, depth)
            result.nodes += int(arrays.stats[k.NODES])
            leaves += int(arrays.stats[k.LEAVES])
            if arrays.stats[k.ABORTED]:
                result.aborted = True
                return result
            if value > alpha:
                alpha = value
                result.move, result.value = move, value
                result.pv = (move, *moves_from_squares(arrays.pv_squares(1)))
        result.exact = bool(leaves == 0)
        return result


class _RootResult:
    """What one depth of the root search found."""

    def __init__(self) -> None:
        self.move: Move | None = None
        self.value = 0
        self.pv: tuple[Move, ...] = ()
        self.nodes = 0
        self.aborted = False
        self.exact = False
