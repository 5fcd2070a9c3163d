"""How much a player may think: a depth, a time, or both, and the one parser of their text.

Below the players: the engine list, the protocols and the command line check a budget without
building a player.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Literal

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.game_clock import ClockReading

MAX_SECONDS = 3600.0
BUDGET_FORMS = "a depth like 6, a time like 2s or 500ms, or both like 6,2s"


class BudgetError(ValueError):
    """A budget text that is not a depth, a time, or both; the message says which part is wrong."""


def _parse_seconds(owner: str, text: str) -> float:
    """``2s``, ``1.5s``, ``500ms`` (or a bare ``2``) as seconds in (0, MAX_SECONDS]."""
    raw = text.strip().lower()
    scale = 1.0
    if raw.endswith("ms"):
        raw, scale = raw[:-2], 0.001
    elif raw.endswith("s"):
        raw = raw[:-1]
    try:
        seconds = float(raw) * scale
    except ValueError:
        raise BudgetError(f"{owner}: time must look like 2s, 1.5s or 500ms, got {text!r}") from None
    if not math.isfinite(seconds):
        raise BudgetError(f"{owner}: time must be a finite number of seconds like 2s or 500ms, got {text!r}")
    if seconds <= 0:
        raise BudgetError(f"{owner}: time must be greater than 0 seconds, got {text!r}")
    if seconds > MAX_SECONDS:
        raise BudgetError(f"{owner}: time must be at most {MAX_SECONDS:g} seconds, got {text!r}")
    return seconds


def _parse_depth(owner: str, text: str, whole: str) -> int:
    """A whole number of plies in [1, MAX_DEPTH]; ``whole`` is the full budget text, for the message."""
    if re.fullmatch(r"[+-]?[0-9]+", text) is None:
        raise BudgetError(f"{owner}: {whole!r} is not {BUDGET_FORMS}")
    if len(text) > 6 or not 1 <= int(text) <= MAX_DEPTH:
        raise BudgetError(f"{owner}: depth must be between 1 and {MAX_DEPTH} plies, got {text!r}")
    return int(text)


@dataclass(frozen=True, slots=True)
class Budget:
    """How much a player may think: a depth, a time in seconds, or both (whichever ends first).

    ``clock``: the game clock of the side to move.  A player that plans with it
    (``Player.plans_with_clock``) chooses its own time from it, within ``seconds`` if given;
    ``budget_for`` gives any other player a fair share of it as ``seconds``.
    """

    depth: int | None = None
    seconds: float | None = None
    clock: ClockReading | None = None

    def __post_init__(self) -> None:
        if self.depth is not None and self.depth < 0:
            raise ValueError("budget depth must be >= 0")
        if self.seconds is not None and not (math.isfinite(self.seconds) and self.seconds > 0):
            raise ValueError(f"budget time must be a finite number of seconds > 0, not {self.seconds}")

    @classmethod
    def parse(cls, text: str, owner: str = "budget", bare: Literal["depth", "seconds"] = "depth") -> Budget:
        """The one budget parser: ``8`` (depth), ``1.5s``/``500ms`` (time) or ``8,1.5s`` (both).

        A bare number is a depth, or a time when ``bare`` is ``"seconds"`` (``id:2``).  Anything
        else raises ``BudgetError`` whose message starts with ``owner`` (the spec or option name).
        """
        depth: int | None = None
        seconds: float | None = None
        parts = [part.strip().lower() for part in text.split(",")]
        if not any(parts):
            raise BudgetError(f"{owner}: empty budget {text!r}; give {BUDGET_FORMS}")
        for part in parts:
            is_time = part.endswith("s") or bare == "seconds"
            if is_time and seconds is None:
                seconds = _parse_seconds(owner, part)
            elif not is_time and depth is None:
                depth = _parse_depth(owner, part, text)
            else:
                raise BudgetError(f"{owner}: {text!r} is not {BUDGET_FORMS}")
        return cls(depth=depth, seconds=seconds)

    def __str__(self) -> str:
        parts = []
        if self.depth is not None:
            parts.append(f"depth {self.depth}")
        if self.seconds is not None:
            parts.append(f"{self.seconds:g} s")
        if self.clock is not None:
            parts.append(f"{self.clock.remaining:.1f} s on the clock")
        return ", ".join(parts) or "default"

    @property
    def limited(self) -> bool:
        """True if it limits a search at all (else a player uses its own budget)."""
        return self.depth is not None or self.seconds is not None or self.clock is not None
