"""Game clocks as GGF records keep them: a time control (``TI[15:00]``) and the seconds of each move.

GGS and NBoard write ``TI[main/increment/extension]`` with each part ``[[h:]m:]s`` (``15:00``,
``05:00//02:00``) and a move as ``B[f5/eval/seconds]``.  ``GameClock`` adds up what each side has
used, so an engine told "15 minutes, 14:55 used" does not think for ten seconds.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from othello_qt.core.errors import NotationError
from othello_qt.core.position import BLACK, WHITE, Color

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
            value = float(part)
        except ValueError:
            raise NotationError(f"time {text!r} must look like 15:00, 1:00:00 or 90") from None
        if not math.isfinite(value) or value < 0:
            raise NotationError(f"time {text!r} has a part that is not a number of seconds")
        total = total * 60 + value
    if total > MAX_CLOCK_SECONDS:
        raise NotationError(f"time {text!r} is longer than 100 days")
    return total


@dataclass(frozen=True, slots=True)
class TimeControl:
    """Main time per player and the time added after each of its moves."""

    main: float
    increment: float = 0.0

    @classmethod
    def parse(cls, text: str) -> TimeControl:
        """A ``TI`` value: ``15:00``, ``05:00//02:00`` (GGS: main/increment/extension)."""
        parts = text.strip().split("/")
        if len(parts) > 3 or not parts[0].strip():
            raise NotationError(f"time control {text!r} must look like 15:00 or 05:00/00:10/02:00")
        main = parse_clock_time(parts[0])
        increment = parse_clock_time(parts[1]) if len(parts) > 1 and parts[1].strip() else 0.0
        return cls(main, increment)


def move_seconds(value: str) -> float | None:
    """The seconds of a move written ``f5/eval/seconds`` (``None`` if absent or not a number)."""
    fields = value.split("/")
    if len(fields) < 3 or not fields[2].strip():
        return None
    try:
        seconds = float(fields[2])
    except ValueError:
        return None
    return seconds if math.isfinite(seconds) and 0 <= seconds <= MAX_CLOCK_SECONDS else None


def ggf_move_times(text: str) -> list[tuple[Color, float | None]]:
    """(colour, seconds) of each ``B[..]``/``W[..]`` of the first game of a GGF text, in order.

    One pass over the text (no regular expression): property names, then values up to the
    first ``]`` not escaped by a backslash.  The game's moves themselves are read and checked by
    ``ggf.parse_ggf``; this only collects the clock readings it does not keep.
    """
    times: list[tuple[Color, float | None]] = []
    start = text.find("(;")
    if start < 0:
        return times
    index, length = start + 2, len(text)
    while index < length:
        bracket = text.find("[", index)
        between = text[index:] if bracket < 0 else text[index:bracket]
        if bracket < 0 or ";)" in between:  # the end of the first game
            break
        key = between.strip().lstrip(";").strip()
        close = bracket + 1
        while close < length and text[close] != "]":
            close += 2 if text[close] == "\\" else 1
        if key in ("B", "W"):
            times.append((BLACK if key == "B" else WHITE, move_seconds(text[bracket + 1 : close])))
        index = close + 1
    return times


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
    def from_ggf(cls, text: str, time_control: str) -> GameClock:
        clock = cls(TimeControl.parse(time_control))
        for color, seconds in ggf_move_times(text):
            clock.record(color, seconds)
        return clock


def seconds_for_move(remaining: float, empties: int, increment: float = 0.0) -> float:
    """How long to think with ``remaining`` seconds left and ``empties`` empty squares.

    An even share of the time over the moves still to make (about half the empties), plus the
    increment, and never more than a third of what is left: a slow move cannot lose on time.
    """
    moves_left = max(1, (empties + 1) // 2)
    share = remaining / moves_left + increment
    return max(0.01, min(share, remaining / 3))
