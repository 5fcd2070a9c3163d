"""One game of a games database (a WTHOR ``.wtb`` file or a GGF collection), whatever file it came from.

The readers (``core.wthor``, ``core.game_database``) yield a ``DatabaseGame`` for each record that
replays under the rules, and a ``SkippedRecord`` for each one that does not, so a damaged record in a
file of thousands costs that record only.
"""

from __future__ import annotations

from dataclasses import dataclass

from othello_qt.core.datafile import MAX_FILE_BYTES
from othello_qt.core.position import Move, Position

MAX_COLLECTION_BYTES = MAX_FILE_BYTES
"""Largest games file read (the whole WTHOR database, 1977 to today, is about 10 MB; a GGS archive of a
few hundred thousand games about 200 MB)."""


@dataclass(frozen=True, slots=True)
class DatabaseGame:
    """A game as a database records it: who played it, where and when, its result and its moves."""

    black: str
    white: str
    tournament: str
    year: int | None
    score: float | None
    """Black's disc margin at the end (``+6``: black won 35-29), as recorded; ``None`` if not recorded."""
    start: Position
    moves: tuple[Move, ...]
    """The moves from ``start``, replayed under the rules, passes included."""
    theoretical_black_discs: int | None = None
    """Black's discs with perfect play from the depth the file names (WTHOR only)."""
    number: int = 0
    """The record's number in its file, from 1."""


@dataclass(frozen=True, slots=True)
class SkippedRecord:
    """A record that is not a game: its number in the file, from 1, and why."""

    number: int
    reason: str
