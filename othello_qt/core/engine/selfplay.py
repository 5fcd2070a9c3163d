"""Training positions for the pattern evaluation, made by the engine playing itself.

One game: a few random opening moves, then the engine's choice at a shallow depth with an
occasional random move (so games spread over many positions), until ``solve_empties`` squares are
empty.  From there the game is solved and goes on along the solver's principal variation, or by a
random move now and then (after which it is solved anew), so the endgame positions are diverse.
Each position keeps the game's value seen from its side to move -- the result of the game as it was
played on to perfect endgame play -- and ``exact`` marks the positions that were solved themselves.
Training (``training.py``) makes its own labels from the positions; these values are the record.
Positions where the side to move must pass are left out (they have no move to learn from and the
evaluation never sees them at a leaf).
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import numpy as np

from othello_qt.core.engine.search import Searcher, best_square, child_position, legal_squares
from othello_qt.core.position import square_from_move
from othello_qt.core.search_result import SearchResult

START = (0x0000000810000000, 0x0000001008000000)
"""Black's and White's discs at the start (Black, on e4 and d5, moves first)."""


@dataclass(frozen=True)
class SelfPlaySettings:
    random_plies: tuple[int, int] = (4, 12)
    """The opening's random moves: a number drawn from this range (inclusive) per game."""
    epsilon: float = 0.03
    """Chance of a random move in the midgame (each one blurs the labels of the positions before it)."""
    depth: int = 4
    """Midgame search depth of the engine's own moves."""
    solve_empties: int = 16
    """Exact solving starts at this many empty squares."""
    endgame_epsilon: float = 0.25
    """Chance of a random move once solving (every such position is labelled exactly anyway)."""


@dataclass
class LabelledPositions:
    """Positions from the side to move's point of view and their values in discs."""

    player: np.ndarray
    opponent: np.ndarray
    label: np.ndarray
    exact: np.ndarray
    game: np.ndarray
    """Number of the game a position comes from (for hold-out splits by game)."""

    @staticmethod
    def concatenate(parts: list[LabelledPositions]) -> LabelledPositions:
        return LabelledPositions(
            *(np.concatenate([getattr(p, name) for p in parts]) for name in LabelledPositions.FIELDS)
        )

    FIELDS = ("player", "opponent", "label", "exact", "game")

    def __len__(self) -> int:
        return int(self.label.shape[0])


Game = tuple[list[tuple[int, int, int]], list[tuple[int, float | None, bool]], tuple[int, int, int]]


def play_game(searcher: Searcher, rng: random.Random, settings: SelfPlaySettings) -> Game:
    """One game: its positions ``(player, opponent, side)``, each one's ``(side, value or None, solved
    here)`` and the finished position."""
    player, opponent = START
    side = 0
    n_random = rng.randint(*settings.random_plies)
    ply = 0
    positions: list[tuple[int, int, int]] = []
    values: list[tuple[int, float | None, bool]] = []
    known: tuple[int, float] | None = None
    """(side, value) once the game is solved and follows the solver's moves: no need to solve again."""
    line: list[int] = []
    """The rest of the solver's principal variation, played without solving again while it lasts."""
    while True:
        moves = legal_squares(player, opponent)
        if not moves:
            if not legal_squares(opponent, player):
                break
            player, opponent, side = opponent, player, 1 - side
            continue
        empties = 64 - (player | opponent).bit_count()
        positions.append((player, opponent, side))
        if empties <= settings.solve_empties:
            if rng.random() < settings.endgame_epsilon:
                square = rng.choice(moves)
                if known is None:
                    values.append((side, float(_solve(searcher, player, opponent).score), True))
                else:
                    values.append((side, _value_for(known, side), False))
                known, line = None, []  # off the solved line: the next position is solved anew
            elif known is None or not line or line[0] not in moves:
                result = _solve(searcher, player, opponent)
                known = (side, float(result.score))
                line = [square_from_move(m) for m in result.pv] or [best_square(result)]
                square = line.pop(0)
                values.append((side, known[1], True))
            else:
                # Along the solver's principal variation: its moves past the first need not be
                # optimal, so the line's value is this position's value only as a rule (measured:
                # wrong a third of the time). Kept as the game's value, not marked exact.
                square = line.pop(0)
                values.append((side, _value_for(known, side), False))
        else:
            values.append((side, None, False))
            if ply < n_random or rng.random() < settings.epsilon:
                square = rng.choice(moves)
            else:
                square = best_square(searcher.search(player, opponent, depth=settings.depth, solve_empties=0))
        player, opponent = child_position(player, opponent, square)
        side = 1 - side
        ply += 1
    return positions, values, (player, opponent, side)


def _solve(searcher: Searcher, player: int, opponent: int) -> SearchResult:
    """The exact solve: the position's value in discs and its best move."""
    return searcher.search(player, opponent, solve_empties=64, exact=True)


def _value_for(known: tuple[int, float], side: int) -> float:
    """The solved game's value for ``side`` (values are zero-sum)."""
    return known[1] if known[0] == side else -known[1]


def label_game(
    positions: list[tuple[int, int, int]],
    values: list[tuple[int, float | None, bool]],
    final: tuple[int, int, int],
) -> tuple[np.ndarray, np.ndarray]:
    """Each position's game value for its side to move, and whether it was solved at that position.

    Before the first solve the value is the first solved value (the game's result under perfect
    play from there).

    ``final`` is the finished game's (player, opponent, side), used when the game ended before any
    position was solved.
    """
    anchor: tuple[int, float] | None = next(((s, v) for s, v, _ in values if v is not None), None)
    if anchor is None:
        player, opponent, side = final
        diff = player.bit_count() - opponent.bit_count()
        empties = 64 - (player | opponent).bit_count()
        diff += empties if diff > 0 else -empties if diff < 0 else 0
        anchor = (side, float(diff))
    labels = np.empty(len(positions), dtype=np.float32)
    exact = np.zeros(len(positions), dtype=bool)
    for i, (side, value, solved) in enumerate(values):
        if value is not None:
            labels[i] = value
            exact[i] = solved
        else:
            labels[i] = anchor[1] if side == anchor[0] else -anchor[1]
    return labels, exact


def generate(
    seed: int,
    games: int,
    weights: np.ndarray,
    settings: SelfPlaySettings,
    first_game: int = 0,
    tt_mib: float = 16,
) -> LabelledPositions:
    """``games`` labelled games, reproducible from ``seed`` (game numbers start at ``first_game``)."""
    searcher = Searcher(tt_mib=tt_mib, weights=weights)
    rng = random.Random(seed)
    parts_p: list[int] = []
    parts_o: list[int] = []
    labels: list[np.ndarray] = []
    exact: list[np.ndarray] = []
    game_ids: list[np.ndarray] = []
    for g in range(games):
        searcher.clear()
        positions, values, final = play_game(searcher, rng, settings)
        if not positions:
            continue
        lab, ex = label_game(positions, values, final)
        parts_p.extend(p for p, _, _ in positions)
        parts_o.extend(o for _, o, _ in positions)
        labels.append(lab)
        exact.append(ex)
        game_ids.append(np.full(len(positions), first_game + g, dtype=np.int32))
    return LabelledPositions(
        np.array(parts_p, dtype=np.uint64),
        np.array(parts_o, dtype=np.uint64),
        np.concatenate(labels) if labels else np.zeros(0, np.float32),
        np.concatenate(exact) if exact else np.zeros(0, bool),
        np.concatenate(game_ids) if game_ids else np.zeros(0, np.int32),
    )
