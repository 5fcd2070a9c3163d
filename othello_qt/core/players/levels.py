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
    """What the slider shows, in a player's words: ``3 — goes for the corners`` (the spec is the
    technical detail)."""


LEVELS: tuple[Level, ...] = (
    Level(1, "random", "1 — plays at random"),
    Level(2, "greedy", "2 — grabs the most discs"),
    Level(3, "corners", "3 — goes for the corners"),
    Level(4, "weighted", "4 — knows the strong squares"),
    Level(5, "alphabeta:3", "5 — looks 3 moves ahead"),
    Level(6, "negascout:6", "6 — looks 6 moves ahead, square by square"),
    Level(7, "alphabeta:6", "7 — looks 6 moves ahead, weighing corners and edges"),
    Level(8, "id:1s", "8 — thinks deeper for 1 s a move"),
    Level(9, "master:1s", "9 — strong: 1 s a move, perfect endgames"),
    Level(10, "master:5s", "10 — strongest: 5 s a move, perfect endgames"),
)
"""Each level beats the one below it clearly (README, "Strength", measured with ``othello-qt match``)."""

DEFAULT_LEVEL = 5


def level(number: int) -> Level:
    for candidate in LEVELS:
        if candidate.number == number:
            return candidate
    raise ValueError(f"no level {number}; levels are 1..{len(LEVELS)}")


def spec_kind(spec: str) -> str:
    """The registry kind of a spec: ``master`` for ``master:5s``."""
    return spec.partition(":")[0].strip().lower()


def playable_levels() -> tuple[Level, ...]:
    """The levels whose player kind is registered (the master engine may be missing from a build)."""
    from othello_qt.core.players.registry import available_players

    known = {kind.name for kind in available_players()}
    return tuple(lv for lv in LEVELS if spec_kind(lv.spec) in known)
