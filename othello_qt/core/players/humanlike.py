"""A player that errs like a person: it values every move, then prefers good ones without always
finding the best.

It searches every legal move a few plies deep with the master engine (the same evaluation that
drives the hints) and draws its move with probability proportional to ``exp((value - best) / T)``:
a move a disc worse than the best is still played often, one that throws away a corner almost
never.  A small temperature ``T`` (in discs) plays close to the engine; a large one makes the
near-equal choices of a casual player.  The mistakes are therefore plausible ones (a move that
looks fine a ply or two deep), not the random blunders a beginner sees through at once.
Near the end it counts like everyone: within ``exact_empties`` of the end it values moves exactly.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

from othello_qt.core.budget import Budget
from othello_qt.core.players.base import Player, Request
from othello_qt.core.search_result import ScoreUnit, SearchResult


class HumanlikePlayer(Player):
    supports_analysis = True
    score_unit = ScoreUnit.DISCS

    def __init__(self, depth: int, temperature: float, seed: int | None = None, *, spec: str = "") -> None:
        if depth < 1:
            raise ValueError("humanlike: depth must be at least 1 ply")
        if not (math.isfinite(temperature) and temperature >= 0):
            raise ValueError("humanlike: temperature must be a finite number of discs >= 0")
        from othello_qt.core.players.master import MasterPlayer

        self.depth = depth
        self.temperature = temperature
        self.spec = spec or f"humanlike:{depth}:{temperature:g}"
        self._engine = MasterPlayer(Budget(depth=depth), seed, tt_mib=4, solve_empties=min(depth + 4, 12))
        self._rng = random.Random(seed)

    def new_game(self) -> None:
        self._engine.new_game()

    def decide(self, request: Request) -> SearchResult:
        info = self._engine.analyze(
            request.position, Budget(depth=self.depth), request.stop, request.progress
        )
        move = self.pick(info)
        return replace(info, move=move, score=info.move_scores.get(move), pv=(move,), move_scores={})

    def pick(self, info: SearchResult):
        """A move drawn from the softmax of the values at this player's temperature."""
        moves = sorted(info.move_scores, key=lambda m: m.square if m.square is not None else -1)
        best = max(info.move_scores.values())
        if self.temperature == 0:
            return next(m for m in moves if info.move_scores[m] == best)
        weights = [math.exp((info.move_scores[m] - best) / self.temperature) for m in moves]
        return self._rng.choices(moves, weights)[0]

    def value_moves(self, request: Request) -> SearchResult:
        budget = request.budget or Budget(depth=self.depth)
        return self._engine.analyze(request.position, budget, request.stop, request.progress)


def create_humanlike(argument: str | None, seed: int | None) -> HumanlikePlayer:
    """``humanlike:DEPTH:TEMPERATURE`` (``humanlike:2:4``: two plies, 4 discs of temperature)."""
    text = (argument or "2:4").strip()
    depth_text, _, temperature_text = text.partition(":")
    try:
        depth = int(depth_text)
        temperature = float(temperature_text) if temperature_text else 4.0
    except ValueError:
        raise ValueError(f"humanlike: {argument!r} is not DEPTH:TEMPERATURE (e.g. humanlike:2:4)") from None
    if depth > 12:
        raise ValueError("humanlike: depth must be at most 12 plies (use master for deeper play)")
    return HumanlikePlayer(depth, temperature, seed, spec=f"humanlike:{depth}:{temperature:g}")
