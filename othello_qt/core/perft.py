"""Perft: leaf counts of the game tree, checked against the published figures."""

from __future__ import annotations

import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import numpy as np

from othello_qt.core import bitboard as bb
from othello_qt.core.position import Position

PUBLISHED_COUNTS = (
    1,
    4,
    12,
    56,
    244,
    1396,
    8200,
    55092,
    390216,
    3005288,
    24571284,
    212258800,
    1939886636,
)
"""Leaves 0..12 plies from the standard start (a pass is a ply; a finished game is one leaf)."""


@dataclass(frozen=True, slots=True)
class PerftResult:
    depth: int
    leaves: int
    seconds: float

    @property
    def leaves_per_second(self) -> float:
        return self.leaves / self.seconds if self.seconds > 0 else float("inf")


def _frontier(player: int, opponent: int, depth: int) -> list[tuple[int, int]]:
    """Nodes ``depth`` plies down, as (player, opponent).

    A pass is a ply (the sides swap); a finished game is kept as it is, and the kernel counts it
    as one leaf whatever depth it is given.
    """
    nodes = [(player, opponent)]
    for _ in range(depth):
        deeper = []
        for p, o in nodes:
            moves = int(bb.legal_moves(np.uint64(p), np.uint64(o)))
            if not moves:
                finished = not bb.legal_moves(np.uint64(o), np.uint64(p))
                deeper.append((p, o) if finished else (o, p))
                continue
            while moves:
                low = moves & -moves
                moves ^= low
                flipped = int(bb.flips(np.uint64(p), np.uint64(o), low.bit_length() - 1))
                deeper.append((o ^ flipped, p | flipped | low))
        nodes = deeper
    return nodes


def perft(position: Position, depth: int, threads: int = 2) -> int:
    """Leaves ``depth`` plies below ``position``; deep counts are split over ``threads`` threads.

    The kernel releases the GIL, so plain Python threads run it in parallel.
    """
    if depth < 0:
        raise ValueError("perft depth must be >= 0")
    player, opponent = position.player, position.opponent
    if depth < 7 or threads <= 1:
        return int(bb.perft(np.uint64(player), np.uint64(opponent), depth))
    split = 3
    nodes = _frontier(player, opponent, split)
    remaining = depth - split

    def count(node: tuple[int, int]) -> int:
        return int(bb.perft(np.uint64(node[0]), np.uint64(node[1]), remaining))

    with ThreadPoolExecutor(max_workers=threads) as pool:
        return sum(pool.map(count, nodes))


def run_perft(position: Position, depth: int, threads: int = 2) -> PerftResult:
    started = time.perf_counter()
    leaves = perft(position, depth, threads)
    return PerftResult(depth, leaves, time.perf_counter() - started)
