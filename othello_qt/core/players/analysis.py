"""Value every legal move, depth by depth, for hint overlays (``Player.analyze``).

Each root move gets a full-window alpha-beta search, so every reported move score is the exact
minimax value at that depth (not a bound, as inside a search that only needs the best move).
"""

from __future__ import annotations

import numpy as np

from othello_qt.core.players import classic_kernels as k
from othello_qt.core.players.base import ProgressCallback
from othello_qt.core.position import Move, Position, moves_from_squares
from othello_qt.core.search_result import Certainty, SearchResult
from othello_qt.core.timekeeper import TimeKeeper


def child_value(
    arrays: k.SearchArrays, state: k.ClassicState, child: Position, alpha: int, beta: int, depth: int
) -> int:
    """The value of the root move leading to ``child`` within (``alpha``, ``beta``), searched
    ``depth`` plies from the root by alpha-beta (``arrays``' stats count this search alone)."""
    arrays.reset()
    return -int(
        k.alphabeta(
            np.uint64(child.player),
            np.uint64(child.opponent),
            np.int64(-beta),
            np.int64(-alpha),
            np.int64(depth - 1),
            np.int64(1),
            state,
        )
    )


def analyze_by_depth(
    position: Position,
    weights: np.ndarray,
    max_depth: int,
    keeper: TimeKeeper,
    progress: ProgressCallback | None,
) -> SearchResult:
    """Depths 1..``max_depth`` until the time keeper stops it; the last complete depth's report."""
    moves = position.legal_moves()
    if not moves:
        raise ValueError("the game is over: there is nothing to analyse")
    children = [(m, position.play(m)) for m in moves]
    arrays = k.SearchArrays()
    state = arrays.state(weights, keeper.array)
    last = SearchResult(depth=0, score=0.0)
    nodes = 0
    for depth in range(1, max_depth + 1):
        values: dict[Move, int] = {}
        pvs: dict[Move, tuple[Move, ...]] = {}
        leaves = 0
        for move, child in children:
            value = child_value(arrays, state, child, -k.INF_CLASSIC, k.INF_CLASSIC, depth)
            nodes += int(arrays.stats[k.NODES])
            leaves += int(arrays.stats[k.LEAVES])
            if arrays.stats[k.ABORTED]:
                return last
            values[move] = value
            pvs[move] = (move, *moves_from_squares(arrays.pv_squares(1)))
        best = max(values, key=lambda m: values[m])  # first best, in square order
        elapsed = keeper.elapsed
        exact = leaves == 0
        last = SearchResult(
            best,
            depth=depth,
            score=k.score_in_discs(values[best]),
            pv=pvs[best],
            nodes=nodes,
            seconds=elapsed,
            certainty=Certainty.EXACT if exact else Certainty.ESTIMATE,
            move_scores={m: k.score_in_discs(v) for m, v in values.items()},
        )
        if progress is not None:
            progress(last)
        keeper.depth_done()
        if exact or not keeper.may_start_next_depth():
            break
    return last
