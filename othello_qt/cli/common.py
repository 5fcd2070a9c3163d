"""Helpers the game commands share: building the computer player from ``--player`` / ``--level``."""

from __future__ import annotations

import math

from othello_qt.core.players.base import Player


def is_positive_number(value: float) -> bool:
    """A usable time or size: above zero and finite (``float`` options also accept ``nan`` and ``inf``)."""
    return math.isfinite(value) and value > 0


def build_player(spec: str | None, level_number: int | None, seed: int | None = None) -> Player:
    """The player named by ``spec``, or by difficulty level; ``ValueError`` with a helpful message."""
    from othello_qt.core.players.levels import level
    from othello_qt.core.players.registry import create_player

    if spec and level_number is not None:
        raise ValueError("give either --player or --level, not both")
    if level_number is not None:
        spec = level(level_number).spec
    if not spec:
        raise ValueError("no player given")
    return create_player(spec, seed)
