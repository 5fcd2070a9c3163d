"""Who plays a side: a person, the difficulty level's player, or a named player (a registry spec)."""

from __future__ import annotations

from othello_qt.core.players.levels import level
from othello_qt.core.players.registry import check_spec

HUMAN = "human"
LEVEL = "level"
"""A side's player setting: ``human``, ``level`` (the difficulty slider) or a registry spec."""

Players = tuple[str, str, int]
"""Who plays a game: the black and white players' settings and the difficulty level."""


def spec_of(setting: str, level_number: int) -> str | None:
    """The registry spec that plays a side set to ``setting`` (``None``: a person)."""
    if setting == HUMAN:
        return None
    if setting == LEVEL:
        return level(level_number).spec
    return setting


def why_unavailable(setting: str) -> str | None:
    """Why this build cannot play a remembered setting (an engine left out, a weights file that is
    missing or no ``.npz``); ``None`` if it can.  Checked without loading any file (never blocks a
    UI thread)."""
    if setting in (HUMAN, LEVEL):
        return None
    try:
        check_spec(setting)
    except ValueError as exc:
        return str(exc)
    return None
