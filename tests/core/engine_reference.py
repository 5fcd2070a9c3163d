"""Deliberately simple references for the engine tests: plain negamax over ``Position``."""

from __future__ import annotations

import random

import numpy as np

from othello_qt.core.engine.evaluation import EDGE_STABLE, SCALE, evaluate
from othello_qt.core.position import PASS, Position


def exact_value(position: Position) -> int:
    """Final disc difference for the side to move with perfect play (empties to the winner)."""
    moves = position.legal_moves()
    if not moves:
        result = position.result()
        return result.score if position.turn == 0 else -result.score
    return max(-exact_value(position.play(move)) for move in moves)


def move_values(position: Position) -> dict:
    return {move: -exact_value(position.play(move)) for move in position.legal_moves()}


def static_value(position: Position, weights: np.ndarray) -> int:
    return int(evaluate(np.uint64(position.player), np.uint64(position.opponent), weights, EDGE_STABLE))


def depth_value(position: Position, depth: int, weights: np.ndarray) -> int:
    """Plain negamax to ``depth`` with the engine's rules: a pass costs no depth, the end is exact."""
    if depth >= position.empty_count:
        return exact_value(position) * SCALE
    if depth == 0:
        return static_value(position, weights)
    moves = position.legal_moves()
    if not moves:
        return exact_value(position) * SCALE
    if moves == [PASS]:
        return -depth_value(position.play(PASS), depth, weights)
    return max(-depth_value(position.play(move), depth - 1, weights) for move in moves)


def random_position(empties: int, seed: int) -> Position:
    """A position reached by random play with ``empties`` empty squares and a move to make."""
    rng = random.Random(seed)
    while True:
        position = Position.initial()
        while position.empty_count > empties and not position.is_game_over():
            position = position.play(rng.choice(position.legal_moves()))
        if position.empty_count == empties and position.legal_moves() and not position.must_pass():
            return position
