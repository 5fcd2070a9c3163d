"""The ``td`` player: one ply on the TD(λ) network, as in the last seed.

It plays the move after which the network gives its own colour the best chance of winning.
The spec's argument is a weights file (``td:my_weights.npz``); without one it loads the
shipped ``othello_qt/resources/td_weights.npz``.
"""

from __future__ import annotations

import random
import time
from dataclasses import replace
from pathlib import Path

from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import WHITE, Move, Position
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.core.td.network import TDNetwork, default_weights_path, load_weights

_cache: dict[Path, tuple[float, TDNetwork]] = {}


def _load_cached(path: Path) -> TDNetwork:
    """Weights by path, re-read only if the file changed (players are created per game)."""
    resolved = path.resolve()
    mtime = resolved.stat().st_mtime if resolved.exists() else -1.0
    cached = _cache.get(resolved)
    if cached is not None and cached[0] == mtime:
        return cached[1]
    network = load_weights(resolved)
    _cache[resolved] = (mtime, network)
    return network


class TDPlayer(Player):
    """Greedy on the network's win probability; ties broken at random (seeded).

    Its scores are that probability (0 to 1), never dressed up as discs: the network predicts
    who wins, not by how much.
    """

    supports_analysis = True
    score_unit = ScoreUnit.WIN_PROBABILITY

    def __init__(self, network: TDNetwork, seed: int | None = None, spec: str = "td") -> None:
        self.network = network
        self.spec = spec
        self._rng = random.Random(seed)

    @classmethod
    def from_file(cls, path: str | Path | None = None, seed: int | None = None) -> TDPlayer:
        """Load weights (``WeightsError`` if the file is missing or bad)."""
        weights = Path(path) if path else default_weights_path()
        spec = f"td:{path}" if path else "td"
        return cls(_load_cached(weights), seed, spec)

    def win_chances(self, position: Position) -> dict[Move, float]:
        """For each legal move (a forced pass too), the network's chance that the mover wins after it."""
        moves = position.legal_moves()
        if not moves:
            return {}
        white_wins = self.network.values([position.play(m) for m in moves])
        mine = white_wins if position.turn is WHITE else 1.0 - white_wins
        return {m: float(p) for m, p in zip(moves, mine, strict=True)}

    def decide(self, request: Request) -> SearchResult:
        info = self._valued(request)
        best = info.score
        assert best is not None
        move = self._rng.choice([m for m, p in info.move_scores.items() if p >= best - 1e-12])
        return replace(info, move=move, pv=(move,), move_scores={})

    def value_moves(self, request: Request) -> SearchResult:
        info = self._valued(request)
        if request.progress is not None:
            request.progress(info)
        return info

    def _valued(self, request: Request) -> SearchResult:
        """Every legal move's chance (``win_chances``) with the first best move."""
        scores = self.win_chances(request.position)
        best = max(scores, key=scores.__getitem__)
        return SearchResult(
            best,
            depth=1,
            score=scores[best],
            pv=(best,),
            nodes=len(scores),
            seconds=time.perf_counter() - request.started,
            move_scores=scores,
        )
