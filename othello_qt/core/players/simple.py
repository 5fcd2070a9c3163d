"""One-ply players of the seeds: random and greedy (most discs flipped)."""

from __future__ import annotations

import random

from othello_qt.core.players.base import Player, Request, legal_moves_or_raise
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import SearchResult


class OnePlyPlayer(Player):
    """A player that picks among the legal moves without a search (``[PASS]`` when it must pass):
    these players, and the corner-first and maximizer players of ``classic``."""

    answers_forced_moves = False
    """A pick draws from the player's generator even for a single move, so that a game replays exactly."""

    def decide(self, request: Request) -> SearchResult:
        return self.pick(request.position, legal_moves_or_raise(request.position))

    def pick(self, position: Position, moves: list[Move]) -> SearchResult:
        """The decision among ``moves``, the legal moves of ``position``."""
        raise NotImplementedError


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
