"""The seeds' strategies: the book's corner-first AI, one-ply maximizers, and fixed-depth searches.

Spec grammar (see ``registry``):

* ``corners`` — the book's AI: a corner if any (a random one), else the move leaving the most
  own discs (ties at random).
* ``diff``, ``weighted`` — Norvig's ``maximizer`` of the disc difference / weighted squares.
* ``minimax:N[:EVAL]``, ``alphabeta:N[:EVAL]`` — fixed-depth search, EVAL = ``weighted`` (default),
  ``diff`` or ``squares`` (the NegaScout seed's table).
* ``negascout:N`` — the fourth seed's NegaScout over its square table, with priority ordering.

Scores of the searches are in the evaluation's units (weighted-square points, or discs for
``diff``); once a search sees a forced finished game the score is that game's disc difference.
"""

from __future__ import annotations

import random
import time

import numpy as np

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.budget import Budget
from othello_qt.core.players import classic_kernels as k
from othello_qt.core.players.analysis import analyze_by_depth
from othello_qt.core.players.base import Player, Request
from othello_qt.core.players.simple import OnePlyPlayer
from othello_qt.core.position import PASS, Move, Position, moves_from_squares
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.core.timekeeper import TimeKeeper

CORNER_SQUARES = (0, 7, 56, 63)

EVALUATIONS: dict[str, np.ndarray] = {
    "weighted": k.NORVIG_WEIGHTS,
    "diff": k.DISC_WEIGHTS,
    "squares": k.NEGASCOUT_WEIGHTS,
}
"""Evaluations a search can use, by the name a spec gives them."""

EVALUATION_UNITS: dict[str, ScoreUnit] = {
    "weighted": ScoreUnit.POINTS,
    "diff": ScoreUnit.DISCS,
    "squares": ScoreUnit.POINTS,
}
"""What each evaluation's scores count: only the disc difference is on the disc scale."""

DEFAULT_EVALUATION = {
    "minimax": "weighted",
    "alphabeta": "weighted",
    "negascout": "squares",
    "id": "weighted",
}
"""Each search's evaluation when its spec names none (``negascout`` follows its seed's table)."""


def table_value(position: Position, weights: np.ndarray) -> int:
    """The evaluation of ``position`` for the side to move, in Python (for the maximizers)."""
    total = 0
    for square in range(64):
        bit = 1 << square
        if position.player & bit:
            total += int(weights[square])
        elif position.opponent & bit:
            total -= int(weights[square])
    return total


class CornersPlayer(OnePlyPlayer):
    """The book's AI (Invent Your Own Computer Games with Python): corners first, then most discs.

    Faithful to its shuffle-then-scan: a random corner among those available, otherwise the move
    after which the player owns the most discs, ties broken at random.  Seeded for exact replays.
    """

    def __init__(self, seed: int | None = None) -> None:
        self.spec = "corners"
        self._rng = random.Random(seed)

    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        if moves == [PASS]:
            return SearchResult(PASS)
        corners = [m for m in moves if m.square in CORNER_SQUARES]
        if corners:
            return SearchResult(self._rng.choice(corners))
        own_after = [(position.player.bit_count() + 1 + position.flips(m).bit_count(), m) for m in moves]
        most = max(n for n, _ in own_after)
        return SearchResult(self._rng.choice([m for n, m in own_after if n == most]))


class MaximizerPlayer(OnePlyPlayer):
    """Norvig's ``maximizer(evaluate)``: the move whose resulting board evaluates best, one ply deep.

    Deterministic like the original (``max`` keeps the first best move, in square order).
    """

    def __init__(self, evaluation: str) -> None:
        self.spec = evaluation
        self._weights = EVALUATIONS[evaluation]
        self.score_unit = EVALUATION_UNITS[evaluation]

    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        if moves == [PASS]:
            return SearchResult(PASS)
        best_move, best_value = moves[0], None
        for move in moves:
            after = position.play(move)
            value = -table_value(after, self._weights)  # after.player is the opponent
            if best_value is None or value > best_value:
                best_move, best_value = move, value
        return SearchResult(best_move, score=float(best_value), depth=1, pv=(best_move,))


class ClassicSearchPlayer(Player):
    """A search of the classic kernels over one of the ``EVALUATIONS``, within a budget's depth
    and time or else the player's own (``limits``).

    ``analyze`` values every legal move at depths 1, 2, ... by alpha-beta (``analyze_by_depth``):
    the values equal what minimax and NegaScout compute at the same depth.
    """

    supports_analysis = True

    def __init__(self, evaluation: str, depth: int, seconds: float | None) -> None:
        if evaluation not in EVALUATIONS:
            raise ValueError(f"unknown evaluation {evaluation!r}; known: {', '.join(EVALUATIONS)}")
        self.evaluation = evaluation
        self._weights = EVALUATIONS[evaluation]
        self.score_unit = EVALUATION_UNITS[evaluation]
        self._own_limits = (depth, seconds)

    def limits(self, budget: Budget | None) -> tuple[int, float | None]:
        """The depth and the seconds (``None``: no time limit) of a search within ``budget``: those
        it gives, else the player's own."""
        depth, seconds = self._own_limits
        if budget is not None and budget.depth:
            depth = budget.depth
        if budget is not None and budget.seconds:
            seconds = budget.seconds
        return depth, seconds

    def value_moves(self, request: Request) -> SearchResult:
        depth, seconds = self.limits(request.budget)
        with TimeKeeper(seconds, request.stop, request.started) as keeper:
            return analyze_by_depth(request.position, self._weights, depth, keeper, request.progress)


class FixedDepthSearchPlayer(ClassicSearchPlayer):
    """Minimax, alpha-beta or NegaScout to a fixed depth, run as a nogil numba kernel.

    ``Budget.depth`` overrides the spec's depth.  ``Budget.seconds``, if given, is a hard limit
    (less a safety margin) like a stop: the answer is the best root move completed by then.
    """

    ALGORITHMS = ("minimax", "alphabeta", "negascout")

    def __init__(self, algorithm: str, depth: int, evaluation: str) -> None:
        if algorithm not in self.ALGORITHMS:
            raise ValueError(f"unknown search {algorithm!r}")
        if not 1 <= depth <= MAX_DEPTH:
            raise ValueError(f"search depth must be 1..{MAX_DEPTH}, got {depth}")
        super().__init__(evaluation, depth, None)
        self.algorithm = algorithm
        self.depth = depth
        default = DEFAULT_EVALUATION[algorithm]
        self.spec = f"{algorithm}:{depth}" + ("" if evaluation == default else f":{evaluation}")

    def search(
        self, position: Position, depth: int, abort: np.ndarray | None = None
    ) -> tuple[int, list[int], np.ndarray]:
        """(value, principal variation as squares, kernel stats) of ``position``.

        The PV is empty if stopped before a root move completed.  ``abort`` is an int64[1] array
        polled by the kernel (``StopFlag.array``, a ``TimeKeeper``'s).  Scratch arrays are made per
        call, so one player may search from two threads at once (a move and a hint).
        """
        arrays = k.SearchArrays()
        stop_array = abort if abort is not None else np.zeros(1, dtype=np.int64)
        player, opponent = np.uint64(position.player), np.uint64(position.opponent)
        depth64, ply = np.int64(depth), np.int64(0)
        inf = np.int64(k.INF_CLASSIC)
        state = arrays.state(self._weights, stop_array)
        if self.algorithm == "minimax":
            value = k.minimax(player, opponent, depth64, ply, state)
        elif self.algorithm == "alphabeta":
            value = k.alphabeta(player, opponent, -inf, inf, depth64, ply, state)
        else:
            value = k.negascout(player, opponent, -inf, inf, depth64, ply, state)
        return int(value), arrays.pv_squares(0), arrays.stats

    def decide(self, request: Request) -> SearchResult:
        position, stop, progress, started = request.position, request.stop, request.progress, request.started
        depth, seconds = self.limits(request.budget)
        depth = max(1, min(depth, MAX_DEPTH))
        if seconds:
            with TimeKeeper(seconds, stop, started) as keeper:
                value, pv_squares, stats = self.search(position, depth, keeper.array)
        else:
            value, pv_squares, stats = self.search(position, depth, stop.array if stop is not None else None)
        seconds = time.perf_counter() - started
        nodes = int(stats[k.NODES])
        if not pv_squares:  # stopped before any root move was searched
            return SearchResult(position.legal_moves()[0], depth=0, nodes=nodes, seconds=seconds)
        pv = moves_from_squares(pv_squares)
        aborted = bool(stats[k.ABORTED])
        exact = bool(not aborted and stats[k.LEAVES] == 0)
        score = None if aborted else k.score_in_discs(value)
        certainty = Certainty.EXACT if exact else Certainty.ESTIMATE
        decision = SearchResult(
            pv[0], score=score, depth=depth, pv=pv, nodes=nodes, seconds=seconds, certainty=certainty
        )
        if progress is not None and score is not None:  # one report: the status line shows it
            progress(decision)
        return decision
