"""Game clocks as GGF records keep them: a time control (``TI[15:00]``) and the seconds of each move.

GGS and NBoard write ``TI[main/increment/extension]`` with each part ``[[h:]m:]s`` (``15:00``,
``05:00//02:00``) and a move as ``B[f5/eval/seconds]``.  ``GameClock`` adds up what each side has
used, so an engine told "15 minutes, 14:55 used" does not think for ten seconds (a GGF record's
clock is ``ggf.GgfGame.clock``: the record reads its clock, this module knows no record);
``RunningClock`` is the clock of a game being played (one side's time runs, a flag falls), and
``plan_move_time`` how long a computer may think on it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from othello_qt.core.errors import NotationError
from othello_qt.core.position import BLACK, WHITE, Color
from othello_qt.core.protocol_numbers import NumberFieldError, parse_float

if TYPE_CHECKING:
    from othello_qt.core.game import Game

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

    def ggf(self) -> str:
        """The ``TI`` value, all three parts as the GGF documentation writes them (``01:00/00:05/00:00``)."""
        return "/".join(format_clock_time(part) for part in (self.main, self.increment, self.extension))

    def __str__(self) -> str:
        """As players say it: ``5 min``, ``1 min + 3 s``."""
        main = f"{self.main / 60:g} min" if self.main >= 60 else f"{self.main:g} s"
        return f"{main} + {self.increment:g} s" if self.increment else main


def format_clock_time(seconds: float) -> str:
    """``900`` -> ``15:00``, ``3600`` -> ``1:00:00``, ``2.5`` -> ``00:02.5`` (as TI writes it)."""
    hours, rest = divmod(max(0.0, seconds), 3600)
    minutes, secs = divmod(rest, 60)
    whole = round(secs, 2)
    text = f"{int(whole):02d}" if whole == int(whole) else f"{whole:05.2f}".rstrip("0")
    if text.startswith("60"):  # 59.999 rounds up: carry into the minutes
        return format_clock_time(math.ceil(seconds))
    head = f"{int(hours)}:{int(minutes):02d}" if hours else f"{int(minutes):02d}"
    return f"{head}:{text}"


def clock_display(seconds: float) -> str:
    """A clock face: ``4:59``, ``1:02:03``; under ten seconds with tenths (``9.4``), so the last
    seconds are seen to run; never below ``0.0``."""
    seconds = max(0.0, seconds)
    if seconds < 10:
        return f"{math.floor(seconds * 10) / 10:.1f}"
    whole = math.floor(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


TIME_LOSS_MARGIN = 64
"""The disc margin GGS writes for a game lost on time (as for a resignation: ``RE[+64.00:r]``)."""


def time_loss_result(loser: Color) -> str:
    """GGF ``RE`` of a game whose ``loser`` ran out of time: Black's margin, then ``:t``."""
    margin = -TIME_LOSS_MARGIN if loser is BLACK else TIME_LOSS_MARGIN
    return f"{margin:+.2f}:t"


def time_loser(result: str) -> Color | None:
    """Who lost on time by a GGF ``RE`` (``-64.00:t``: Black); ``None`` for any other result."""
    score, _, flag = result.strip().partition(":")
    if flag.strip().lower() != "t":
        return None
    try:
        value = parse_float(score.strip(), -MAX_CLOCK_SECONDS, MAX_CLOCK_SECONDS, "result")
    except NumberFieldError:
        return None
    return BLACK if value < 0 else WHITE if value > 0 else None


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
    history: list[tuple[Color, float | None]] = field(default_factory=list)
    """Who made each move and its seconds, as a GGF record writes them."""
    fallen: Color | None = None
    """The side whose flag fell: it lost on time (GGF ``RE[...:t]``)."""

    def record(self, color: Color, seconds: float | None) -> None:
        self.used[color] += seconds or 0.0
        self.moves[color] += 1
        self.history.append((color, seconds))

    @property
    def move_times(self) -> list[float | None]:
        """The seconds of each move, for ``ggf.format_ggf``."""
        return [seconds for _color, seconds in self.history]

    def remaining(self, color: Color) -> float:
        """Seconds ``color`` has left (never below zero; none once its flag fell, whatever a record
        says it spent: the move it was thinking about when it fell is not recorded)."""
        if self.fallen is color:
            return 0.0
        budget = self.control.main + self.control.increment * self.moves[color]
        return max(0.0, budget - self.used[color])

    def spent(self, color: Color) -> float:
        """Seconds ``color`` has used, the running move's included."""
        return self.used[color]

    def reading(self, color: Color) -> ClockReading:
        """What a computer playing ``color`` is told: its time left and the increment."""
        return ClockReading(self.remaining(color), self.control.increment)


class RunningClock(GameClock):
    """The clock of a game being played: one side's time runs from ``start`` until the move.

    ``now`` is the time source (``time.monotonic``; tests give a fake).  A move's seconds are the
    time its side used since its last recorded move, so time spent on moves taken back is not
    given back: Undo leaves both clocks as they are (a taken-back move's increment goes with it).
    """

    def __init__(
        self, control: TimeControl, now: Callable[[], float] = time.monotonic, *, fallen: Color | None = None
    ) -> None:
        super().__init__(control)
        self.now = now
        self.redo: list[tuple[Color, float | None]] = []
        self.running: Color | None = None
        self._since = 0.0
        self.fallen = fallen

    @classmethod
    def continuing(cls, saved: GameClock, now: Callable[[], float] = time.monotonic) -> RunningClock:
        """A stopped clock that goes on from ``saved``'s moves, used time and fallen flag."""
        clock = cls(saved.control, now, fallen=saved.fallen)
        clock.take(saved)
        return clock

    def take(self, other: GameClock) -> None:
        """Continue from ``other``'s moves and used time."""
        self.used = dict(other.used)
        self.moves = dict(other.moves)
        self.history = list(other.history)

    def copy(self) -> RunningClock:
        twin = RunningClock(self.control, self.now, fallen=self.fallen)
        twin.take(self)
        twin.redo = list(self.redo)
        twin.used = {color: self.spent(color) for color in (BLACK, WHITE)}
        return twin

    def spent(self, color: Color) -> float:
        return self.used[color] + self._running_for(color)

    def _running_for(self, color: Color) -> float:
        return max(0.0, self.now() - self._since) if self.running is color else 0.0

    def remaining(self, color: Color) -> float:
        return max(0.0, super().remaining(color) - self._running_for(color))

    def start(self, color: Color) -> None:
        """``color``'s time runs (the other side's, if it ran, stops)."""
        if self.running is color or self.fallen is not None:
            return
        self.stop()
        self.running, self._since = color, self.now()

    def stop(self) -> None:
        """No time runs (a pause, the game not being played)."""
        if self.running is not None:
            self.used[self.running] += self._running_for(self.running)
            self.running = None

    def flag(self) -> Color | None:
        """The side whose time has run out, if any: its flag falls and the clock stops for good."""
        if self.fallen is None and self.running is not None and self.remaining(self.running) <= 0:
            self.fallen = self.running
            self.stop()
        return self.fallen

    def move_played(self, color: Color) -> float:
        """Record ``color``'s move: its seconds are all it used since its last recorded move."""
        self.stop()
        recorded = sum(seconds or 0.0 for mover, seconds in self.history if mover is color)
        seconds = round(max(0.0, self.used[color] - recorded), 2)
        self.moves[color] += 1
        self.history.append((color, seconds))
        self.redo.clear()
        return seconds

    def follow(self, game: Game) -> None:
        """Match the moves on the board: moves taken back wait for redo, replayed moves come back
        with their seconds, and a move the clock did not see counts no time."""
        while len(self.history) > game.ply:
            color, seconds = self.history.pop()
            self.moves[color] -= 1
            self.redo.append((color, seconds))
        positions = game.positions
        while len(self.history) < game.ply:
            color = positions[len(self.history)].turn
            entry = self.redo.pop() if self.redo and self.redo[-1][0] is color else (color, None)
            self.moves[color] += 1
            self.history.append(entry)


@dataclass(frozen=True, slots=True)
class ClockReading:
    """A side's clock as a computer player is told it: seconds left, seconds added after each move."""

    remaining: float
    increment: float = 0.0

    def __post_init__(self) -> None:
        for value in (self.remaining, self.increment):
            if not (math.isfinite(value) and 0 <= value <= MAX_CLOCK_SECONDS):
                raise ValueError(f"a clock reading must be 0 to {MAX_CLOCK_SECONDS:g} seconds, not {value}")


@dataclass(frozen=True, slots=True)
class MoveTime:
    """How long one move may think: ``target`` normally, up to ``maximum`` when the position needs it."""

    target: float
    maximum: float


MOVE_OVERHEAD = 0.05
"""Seconds a move costs besides its search (handing the move to the window or a GUI's pipe, a
busy core): kept back from every move, this one's and those still to make."""
MIN_MOVE_SECONDS = 0.01
"""The least a search is given, even with the clock nearly out."""
RESERVE_SHARE = 0.1
"""At most this share of the time left is kept back for the overhead of the moves to come."""
MAX_SHARE = 1 / 3
"""A midgame move never takes more than this share of the usable time."""
SOLVE_MAX_SHARE = 0.5
"""The exact solve may take up to half: after it, every move is found in the table."""
MAX_OVER_TARGET = 3.0
"""A move may stretch to this many times its target (an unstable best move, a hard solve)."""
APPROACH_MOVES = 3
APPROACH_WEIGHT = 1.5
"""The last ``APPROACH_MOVES`` of a side's moves before the exact solve get this many shares:
they decide which endgame the solve finds."""
SOLVE_WEIGHT = 2.5
"""The move that solves the endgame exactly counts as this many midgame moves."""
LATE_WEIGHT = 0.25
"""A move after the solve (its line is in the table) counts as this much of a midgame move."""
INCREMENT_SHARE = 0.8
"""The share of the increment a move spends on top of its share of the time left."""
DEFAULT_SOLVE_EMPTIES = 20


def stop_guard(remaining: float) -> float:
    """When a GUI stops a computer that is still thinking on its clock ("move now"): past any
    maximum ``plan_move_time`` gives, for players that do not plan with the clock."""
    return SOLVE_MAX_SHARE * remaining


def plan_move_time(
    remaining: float, increment: float, empties: int, solve_empties: int = DEFAULT_SOLVE_EMPTIES
) -> MoveTime:
    """A move's target and hard maximum with ``remaining`` seconds left and ``empties`` empty squares.

    The time left, less the overhead of this and the later moves, is shared over the side's moves
    still to make, weighted (``APPROACH_WEIGHT``, ``SOLVE_WEIGHT``, ``LATE_WEIGHT``) by how much
    they need; the maximum never exceeds ``MAX_SHARE`` of it, so the move, its overhead included,
    always ends inside the clock (``remaining - MOVE_OVERHEAD``), whatever the search does.
    """
    my_moves = max(1, (empties + 1) // 2)
    reserve = min(MOVE_OVERHEAD * (my_moves - 1), RESERVE_SHARE * remaining)
    pool = remaining - MOVE_OVERHEAD - reserve
    if pool <= MIN_MOVE_SECONDS:
        return MoveTime(MIN_MOVE_SECONDS, MIN_MOVE_SECONDS)
    solving = empties <= solve_empties
    if solving:
        weight = SOLVE_WEIGHT
        total = SOLVE_WEIGHT + LATE_WEIGHT * (my_moves - 1)
    else:
        before = max(1, min(my_moves - 1, (empties - solve_empties + 1) // 2))
        approach = min(before, APPROACH_MOVES)
        weight = APPROACH_WEIGHT if before <= APPROACH_MOVES else 1.0
        late = max(0, my_moves - before - 1)
        total = before - approach + approach * APPROACH_WEIGHT + SOLVE_WEIGHT + late * LATE_WEIGHT
    target = pool * weight / total + increment * INCREMENT_SHARE
    maximum = min(pool * (SOLVE_MAX_SHARE if solving else MAX_SHARE), target * MAX_OVER_TARGET)
    maximum = max(MIN_MOVE_SECONDS, maximum)
    return MoveTime(max(MIN_MOVE_SECONDS, min(target, maximum)), maximum)
