"""Game clocks as GGF records keep them: a time control (``TI[15:00]``) and the seconds of each move.

GGS and NBoard write ``TI[main/increment/extension]`` with each part ``[[h:]m:]s`` (``15:00``,
``05:00//02:00``) and a move as ``B[f5/eval/seconds]``.  ``GameClock`` adds up what each side has
used, so an engine told "15 minutes, 14:55 used" does not think for ten seconds.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from othello_qt.core.errors import NotationError
from othello_qt.core.position import BLACK, WHITE, Color
from othello_qt.core.protocol_numbers import NumberFieldError, parse_float

if TYPE_CHECKING:
    from othello_qt.core.ggf import GgfGame

MAX_CLOCK_SECONDS = 100 * 24 * 3600.0
"""Longest time control accepted (100 days): anything longer is a typo or an attack."""


def parse_clock_time(text: str) -> float:
    """``15:00`` -> 900.0, ``1:00:00`` -> 3600.0, ``2.5`` -> 2.5; ``NotationError`` otherwise."""
    parts = text.strip().split(":")
    if not 1 <= len(parts) <= 3 or any(not p.strip() for p in parts):
        raise NotationError(f"time {text!r} must look like 15:00, 1:00:00 or 90")
    total = 0.0
    for part in parts:
        try:
            value = parse_float(part.strip(), 0.0, MAX_CLOCK_SECONDS, "time")
        except NumberFieldError as exc:
            raise NotationError(f"time {text[:40]!r} must look like 15:00, 1:00:00 or 90 ({exc})") from None
        total = total * 60 + value
    if total > MAX_CLOCK_SECONDS:
        raise NotationError(f"time {text!r} is longer than 100 days")
    return total


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Main time per player, the time added after each of its moves, and GGS's extension.

    The extension (time granted once the main time is spent) is kept only to tell an untimed
    game: the clock itself counts main time and increments.
    """

    main: float
    increment: float = 0.0
    extension: float = 0.0

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """A ``TI`` value: ``15:00``, ``05:00//02:00`` (GGS: main/increment/extension)."""
        parts = text.strip().split("/")
        if len(parts) > 3 or not parts[0].strip():
            raise NotationError(f"time control {text[:40]!r} must look like 15:00 or 05:00/00:10/02:00")
        main, increment, extension = (
            parse_clock_time(part) if part.strip() else 0.0 for part in (*parts, "", "")[:3]
        )
        return cls(main, increment, extension)

    @property
    def untimed(self) -> bool:
        """Every part is zero (``TI[0//0]``): GUIs write that for a game without a clock."""
        return self.main == 0 and self.increment == 0 and self.extension == 0


def checked_move_seconds(value: str) -> float | None:
    """The seconds of ``f5/eval/seconds``: ``None`` if absent, ``NumberFieldError`` if not usable."""
    fields = value.split("/")
    if len(fields) < 3 or not fields[2].strip():
        return None
    return parse_float(fields[2].strip(), 0.0, MAX_CLOCK_SECONDS, "move time")


@dataclass
class GameClock:
    """Each side's time: the control and what the moves so far used."""

    control: TimeControl
    used: dict[Color, float] = field(default_factory=lambda: {BLACK: 0.0, WHITE: 0.0})
    moves: dict[Color, int] = field(default_factory=lambda: {BLACK: 0, WHITE: 0})

    def record(self, color: Color, seconds: float | None) -> None:
        self.used[color] += seconds or 0.0
        self.moves[color] += 1

    def remaining(self, color: Color) -> float:
        """Seconds ``color`` has left (never below zero)."""
        budget = self.control.main + self.control.increment * self.moves[color]
        return max(0.0, budget - self.used[color])

    @classmethod
    def from_record(cls, record: GgfGame) -> GameClock:
        """The clock of a GGF game read by ``ggf.parse_ggf``: its ``TI`` and the seconds of each move
        (``GgfGame.times``; an unusable time counts as none, see ``GgfGame.time_problems``)."""
        clock = cls(TimeControl.parse(record.properties.get("TI", "")))
        position = record.start
        for move, seconds in zip(record.moves, record.times, strict=True):
            clock.record(position.turn, seconds)
            position = position.play(move)
        return clock


def seconds_for_move(remaining: float, empties: int, increment: float = 0.0) -> float:
    """How long to think with ``remaining`` seconds left and ``empties`` empty squares.

    An even share of the time over the moves still to make (about half the empties), plus the
    increment, and never more than a third of what is left: a slow move cannot lose on time.
    """
    moves_left = max(1, (empties + 1) // 2)
    share = remaining / moves_left + increment
    return max(0.01, min(share, remaining / 3))
