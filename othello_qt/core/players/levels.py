"""Difficulty levels for the app's slider: each a named player with a budget.

Level 1 is a random mover, the middle levels are the seeds' strategies, the top levels the master
engine with growing time.  The strength of each level is measured by ``othello-qt match`` and
quoted in the README.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    spec: str
    """Registry spec of the player (``create_player(spec)``)."""
    label: str
    """What the slider shows: ``3 — corner-first, like the book``."""


LEVELS: tuple[Level, ...] = (
    Level(1, "random", "1 — random mover"),
    Level(2, "greedy", "2 — greedy: most discs flipped"),
)
"""Filled in by the AI-players work; the slider takes whatever is here."""

DEFAULT_LEVEL = 2


def level(number: int) -> Level:
    for candidate in LEVELS:
        if candidate.number == number:
            return candidate
    raise ValueError(f"no level {number}; levels are 1..{len(LEVELS)}")
