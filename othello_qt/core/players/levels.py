"""The difficulty ladder: twelve levels with names people know, from Beginner to Grandmaster.

The lower half plays like people do (``humanlike``: a shallow look ahead and a preference for
good-looking moves that sometimes settles for a worse one), so its mistakes are ones a player
makes, never the random moves a beginner sees through at once.  The upper half is the master
engine, deeper and longer; the top level is the full engine at 5 s a move.  The master levels play
from the opening book: the top two its best move, the ones below any book move within a few discs
of the best (``vary=``), so their games differ.  Each level beats the
one below (``python -m benchmarks ladder``; the table is in docs/benchmarks.md).  The seeds' strategies
stay selectable by name as opponents (``random``, ``greedy``, ``corners``, ...) but are not levels.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Level:
    number: int
    name: str
    """What people call such a player: ``Beginner``, ``Club player``, ``Grandmaster``."""
    spec: str
    """Registry spec of the player (``create_player(spec)``)."""
    description: str
    """How it plays, in one line a player understands."""

    @property
    def label(self) -> str:
        """What the slider shows: ``3 — Casual``."""
        return f"{self.number} — {self.name}"


LEVELS: tuple[Level, ...] = (
    Level(
        1, "Beginner", "humanlike:1:8", "Looks one move ahead and often picks a move that merely looks fine."
    ),
    Level(2, "Novice", "humanlike:2:6", "Sees your reply, but is easily tempted by flashy moves."),
    Level(3, "Casual", "humanlike:2:3", "Plays sensibly two moves deep; slips now and then."),
    Level(4, "Hobbyist", "humanlike:3:2", "Knows corners and edges matter; still misjudges the middle game."),
    Level(5, "Club player", "humanlike:4:1.2", "Plans a few moves ahead and rarely gives anything away."),
    Level(6, "Strong club player", "humanlike:5:0.6", "Careful and consistent; small inaccuracies only."),
    Level(7, "Expert", "master:6:vary=4", "Always plays its best move six moves deep; varies its openings."),
    Level(
        8,
        "Tournament player",
        "master:8:vary=3",
        "Eight moves deep, and counts the endgame exactly; varies its openings.",
    ),
    Level(9, "Master", "master:10:vary=2", "Ten moves deep; a serious test for strong players."),
    Level(
        10,
        "International master",
        "master:12:vary=1",
        "Twelve moves deep, and perfect over the last eighteen.",
    ),
    Level(11, "Champion", "master:0.5s", "The full engine with half a second a move."),
    Level(12, "Grandmaster", "master:5s", "The full engine with five seconds a move: its very best."),
)
"""Each level beats the one below it (docs/benchmarks.md, "Difficulty levels", ``benchmarks ladder``)."""

DEFAULT_LEVEL = 4


def level(number: int) -> Level:
    for candidate in LEVELS:
        if candidate.number == number:
            return candidate
    raise ValueError(f"no level {number}; levels are 1..{len(LEVELS)}")


def level_of_spec(spec: str) -> Level | None:
    """The level whose player ``spec`` is (``master:5s`` -> level 12), or ``None``."""
    wanted = spec.strip().lower()
    return next((lv for lv in LEVELS if lv.spec == wanted), None)


def spec_kind(spec: str) -> str:
    """The registry kind of a spec: ``master`` for ``master:5s``."""
    return spec.partition(":")[0].strip().lower()


def playable_levels() -> tuple[Level, ...]:
    """The levels whose player kind is registered (the master engine may be missing from a build)."""
    from othello_qt.core.players.registry import available_players

    known = {kind.name for kind in available_players()}
    return tuple(lv for lv in LEVELS if spec_kind(lv.spec) in known)
