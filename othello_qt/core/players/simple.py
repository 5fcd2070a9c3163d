"""One-ply players of the seeds: random and greedy (most discs flipped)."""

from __future__ import annotations

import random
from abc import abstractmethod

from othello_qt.core.players.base import Budget, Player, ProgressCallback, StopFlag, legal_moves_or_raise
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import SearchResult


class OnePlyPlayer(Player):
    """A player that picks among the legal moves without a search (``[PASS]`` when it must pass):
    these players, and the corner-first and maximizer players of ``classic``."""

    def choose(
        self,
        position: Position,
        budget: Budget | None = None,
        stop: StopFlag | None = None,
        progress: ProgressCallback | None = None,
    ) -> SearchResult:
        return self.pick(position, legal_moves_or_raise(position))

    @abstractmethod
    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        """The decision among ``moves``, the legal moves of ``position``."""


class RandomPlayer(OnePlyPlayer):
    """Any legal move, uniformly at random; seeded so a game can be replayed exactly."""

    def __init__(self, seed: int | None = None) -> None:
        self.spec = "random"
        self._seed = seed
        self._rng = random.Random(seed)

    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        return SearchResult(self._rng.choice(moves))


class GreedyPlayer(OnePlyPlayer):
    """The move that flips the most discs; ties broken at random (seeded)."""

    def __init__(self, seed: int | None = None) -> None:
        self.spec = "greedy"
        self._rng = random.Random(seed)

    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        scored = [(position.flips(m).bit_count(), m) for m in moves]
        best = max(n for n, _ in scored)
        return SearchResult(self._rng.choice([m for n, m in scored if n == best]))
