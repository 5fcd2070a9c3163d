"""The difficulty ladder: twelve levels with names people know, from Beginner to Grandmaster.

The lower half plays like people do (``humanlike``: a shallow look ahead and a preference for
good-looking moves that sometimes settles for a worse one), so its mistakes are ones a player
makes, never the random moves a beginner sees through at once.  The upper half is the master
engine, deeper and longer; the top level is the full engine at 5 s a move.  The top two levels
search on every core of the machine (``EVERY_CORE``); the ones below on one.  The master levels play
from the opening book: the top two its best move, the ones below any book move within a few discs
of the best (``vary=``), so their games differ.  Each level beats the
one below (``python -m benchmarks ladder``; the table is in docs/benchmarks.md).  The seeds' strategies
stay selectable by name as opponents (``random``, ``greedy``, ``corners``, ...) but are not levels.
"""

from __future__ import annotations

from dataclasses import dataclass

from othello_qt.core.translatable import QT_TRANSLATE_NOOP

EVERY_CORE = "threads=all"
"""The top levels' option: they search on every core of the machine (the parallel search pays on
two already, ``python -m benchmarks engine``); the spec stays the same on any machine."""


def without_threads(spec: str) -> str:
    """``spec`` without its ``threads=`` option: a level is the same level on any machine."""
    return ":".join(part for part in spec.strip().lower().split(":") if not part.startswith("threads="))


@dataclass(frozen=True, slots=True)
class Level:
    """One level; its ``name`` and ``description`` are English, marked for the translators: the window
    shows them through ``translate("Levels", ...)`` (and ``status_text.level_label``)."""

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
        1,
        QT_TRANSLATE_NOOP("Levels", "Beginner"),
        "humanlike:1:8",
        QT_TRANSLATE_NOOP("Levels", "Looks one move ahead and often picks a move that merely looks fine."),
    ),
    Level(
        2,
        QT_TRANSLATE_NOOP("Levels", "Novice"),
        "humanlike:2:6",
        QT_TRANSLATE_NOOP("Levels", "Sees your reply, but is easily tempted by flashy moves."),
    ),
    Level(
        3,
        QT_TRANSLATE_NOOP("Levels", "Casual"),
        "humanlike:2:3",
        QT_TRANSLATE_NOOP("Levels", "Plays sensibly two moves deep; slips now and then."),
    ),
    Level(
        4,
        QT_TRANSLATE_NOOP("Levels", "Hobbyist"),
        "humanlike:3:2",
        QT_TRANSLATE_NOOP("Levels", "Knows corners and edges matter; still misjudges the middle game."),
    ),
    Level(
        5,
        QT_TRANSLATE_NOOP("Levels", "Club player"),
        "humanlike:4:1.2",
        QT_TRANSLATE_NOOP("Levels", "Plans a few moves ahead and rarely gives anything away."),
    ),
    Level(
        6,
        QT_TRANSLATE_NOOP("Levels", "Strong club player"),
        "humanlike:5:0.6",
        QT_TRANSLATE_NOOP("Levels", "Careful and consistent; small inaccuracies only."),
    ),
    Level(
        7,
        QT_TRANSLATE_NOOP("Levels", "Expert"),
        "master:6:vary=4",
        QT_TRANSLATE_NOOP("Levels", "Always plays its best move six moves deep; varies its openings."),
    ),
    Level(
        8,
        QT_TRANSLATE_NOOP("Levels", "Tournament player"),
        "master:8:vary=3",
        QT_TRANSLATE_NOOP("Levels", "Eight moves deep, and counts the endgame exactly; varies its openings."),
    ),
    Level(
        9,
        QT_TRANSLATE_NOOP("Levels", "Master"),
        "master:10:vary=2",
        QT_TRANSLATE_NOOP("Levels", "Ten moves deep; a serious test for strong players."),
    ),
    Level(
        10,
        QT_TRANSLATE_NOOP("Levels", "International master"),
        "master:12:vary=1",
        QT_TRANSLATE_NOOP("Levels", "Twelve moves deep, and perfect over the last eighteen."),
    ),
    Level(
        11,
        QT_TRANSLATE_NOOP("Levels", "Champion"),
        f"master:0.5s:{EVERY_CORE}",
        QT_TRANSLATE_NOOP("Levels", "The full engine with half a second a move."),
    ),
    Level(
        12,
        QT_TRANSLATE_NOOP("Levels", "Grandmaster"),
        f"master:5s:{EVERY_CORE}",
        QT_TRANSLATE_NOOP("Levels", "The full engine with five seconds a move: its very best."),
    ),
)
"""Each level beats the one below it (docs/benchmarks.md, "Difficulty levels", ``benchmarks ladder``)."""

DEFAULT_LEVEL = 4


def level(number: int) -> Level:
    for candidate in LEVELS:
        if candidate.number == number:
            return candidate
    raise ValueError(f"no level {number}; levels are 1..{len(LEVELS)}")


def level_of_spec(spec: str) -> Level | None:
    """The level whose player ``spec`` is, whatever its threads (``master:5s``,
    ``master:5s:threads=all`` and ``master:5s:threads=2`` are level 12), or ``None``."""
    wanted = without_threads(spec)
    return next((lv for lv in LEVELS if without_threads(lv.spec) == wanted), None)


def spec_kind(spec: str) -> str:
    """The registry kind of a spec: ``master`` for ``master:5s``."""
    return spec.partition(":")[0].strip().lower()


def playable_levels() -> tuple[Level, ...]:
    """The levels whose player kind is registered (the master engine may be missing from a build)."""
    from othello_qt.core.players.registry import available_players

    known = {kind.name for kind in available_players()}
    return tuple(lv for lv in LEVELS if spec_kind(lv.spec) in known)
