"""The named openings of Othello, and the name of the opening a game is in.

The table is Robert Gatliff's list of opening names (the one WZebra, Egaroucid and most clubs use),
plus the Japanese "Rabbit" (兎): each a move sequence from the standard start, written here in the
f5-first form.  A game is matched position by position, up to the board's eight symmetries
(``core.symmetry``), so every first move and every transposition of a named line finds its name.
The names are English (as game files write them), marked for the translators: the window shows them
through ``translate("Openings", name)``.
"""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType

from othello_qt.core.notation import parse_transcript
from othello_qt.core.position import Color, Move, Position
from othello_qt.core.symmetry import canonical_bits
from othello_qt.core.translatable import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Opening:
    """A named line: its moves from the standard start (``f5d6c3d3c4``) and other names it goes by."""

    moves: str
    name: str
    aliases: tuple[str, ...] = ()

    @property
    def length(self) -> int:
        return len(self.moves) // 2

    @property
    def full_name(self) -> str:
        """``Snake (Peasant)``: the name with its other names."""
        return f"{self.name} ({', '.join(self.aliases)})" if self.aliases else self.name


_TABLE: tuple[tuple[str, str] | tuple[str, str, tuple[str, ...]], ...] = (
    ("f5d6", QT_TRANSLATE_NOOP("Openings", "Perpendicular Opening")),
    ("f5d6c3d3c4", QT_TRANSLATE_NOOP("Openings", "Tiger")),
    ("f5d6c3d3c4b3", QT_TRANSLATE_NOOP("Openings", "Aubrey"), (QT_TRANSLATE_NOOP("Openings", "Tanaka"),)),
    ("f5d6c3d3c4b3d2f4", QT_TRANSLATE_NOOP("Openings", "Aubrey (Feldborg Continuation)")),
    ("f5d6c3d3c4f4c5b3c2", QT_TRANSLATE_NOOP("Openings", "Rose-Bill")),
    (
        "f5d6c3d3c4f4c5b3c2b4",
        QT_TRANSLATE_NOOP("Openings", "Central Rose-Bill"),
        (QT_TRANSLATE_NOOP("Openings", "Dead Draw"),),
    ),
    ("f5d6c3d3c4f4c5b3c2e6", QT_TRANSLATE_NOOP("Openings", "Tamenori")),
    ("f5d6c3d3c4f4c5b4b5c6f3e6e3", QT_TRANSLATE_NOOP("Openings", "Ishii")),
    ("f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3", QT_TRANSLATE_NOOP("Openings", "Mainline Tiger")),
    ("f5d6c3d3c4f4e3", QT_TRANSLATE_NOOP("Openings", "Brightwell")),
    ("f5d6c3d3c4f4e6", QT_TRANSLATE_NOOP("Openings", "Leader's Tiger")),
    ("f5d6c3d3c4f4f6", QT_TRANSLATE_NOOP("Openings", "Stephenson")),
    ("f5d6c3d3c4f4f6b4", QT_TRANSLATE_NOOP("Openings", "Kung")),
    ("f5d6c3d3c4f4f6f3", QT_TRANSLATE_NOOP("Openings", "Comp'Oth")),
    ("f5d6c3d3c4f4f6f3e3", QT_TRANSLATE_NOOP("Openings", "Lightning Bolt")),
    ("f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7", QT_TRANSLATE_NOOP("Openings", "F.A.T. Draw")),
    ("f5d6c3d3c4f4f6g5", QT_TRANSLATE_NOOP("Openings", "No-Kung")),
    ("f5d6c3d3c4f4f6g5e3f3g4h3g3f2", QT_TRANSLATE_NOOP("Openings", "No-Kung (Continuation)")),
    ("f5d6c3g5", QT_TRANSLATE_NOOP("Openings", "Bent Ganglion")),
    ("f5d6c4d3c5", QT_TRANSLATE_NOOP("Openings", "Cat")),
    ("f5d6c4d3c5f4e3f3c2b4b3", QT_TRANSLATE_NOOP("Openings", "Berner")),
    ("f5d6c4d3c5f4e3f3c2c6", QT_TRANSLATE_NOOP("Openings", "Sakaguchi")),
    ("f5d6c4d3e6", QT_TRANSLATE_NOOP("Openings", "Italian")),
    ("f5d6c4g5", QT_TRANSLATE_NOOP("Openings", "Ganglion"), (QT_TRANSLATE_NOOP("Openings", "No-Cat"),)),
    ("f5d6c4g5c6", QT_TRANSLATE_NOOP("Openings", "Swallow")),
    ("f5d6c4g5c6c5d7d3b4c3e3f3", QT_TRANSLATE_NOOP("Openings", "No-Cat (Continuation)")),
    ("f5d6c5f4d3", QT_TRANSLATE_NOOP("Openings", "Horse")),
    ("f5d6c5f4e3", QT_TRANSLATE_NOOP("Openings", "Rabbit")),
    ("f5d6c5f4e3c6d3f3", QT_TRANSLATE_NOOP("Openings", "Ralle")),
    ("f5d6c5f4e3c6d3f6e6d7", QT_TRANSLATE_NOOP("Openings", "Rose")),
    (
        "f5d6c5f4e3c6d3f6e6d7e7",
        QT_TRANSLATE_NOOP("Openings", "Greenberg"),
        (QT_TRANSLATE_NOOP("Openings", "Dawg"),),
    ),
    ("f5d6c5f4e3c6d3f6e6d7g3c4", QT_TRANSLATE_NOOP("Openings", "Rose-Birth")),
    (
        "f5d6c5f4e3c6d3f6e6d7g3c4b4",
        QT_TRANSLATE_NOOP("Openings", "Rose-Birdie"),
        (QT_TRANSLATE_NOOP("Openings", "Rose-Tamenori"),),
    ),
    ("f5d6c5f4e3c6d3f6e6d7g3c4b4c3", QT_TRANSLATE_NOOP("Openings", "Rose-Tamenori-Kling")),
    ("f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2", QT_TRANSLATE_NOOP("Openings", "Brightstein")),
    ("f5d6c5f4e3c6d3f6e6d7g4", QT_TRANSLATE_NOOP("Openings", "Flat")),
    ("f5d6c5f4e3c6d3f6e6d7g4c4", QT_TRANSLATE_NOOP("Openings", "Rotating Flat")),
    (
        "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",
        QT_TRANSLATE_NOOP("Openings", "Rotating Flat (Kling Continuation)"),
    ),
    ("f5d6c5f4e3c6d3f6e6d7g4c4g6", QT_TRANSLATE_NOOP("Openings", "Murakami Variation")),
    ("f5d6c5f4e3c6d7", QT_TRANSLATE_NOOP("Openings", "Bhagat")),
    ("f5d6c5f4e3c6e6", QT_TRANSLATE_NOOP("Openings", "Inoue")),
    ("f5d6c5f4e3c6e6f6", QT_TRANSLATE_NOOP("Openings", "Iago")),
    ("f5d6c5f4e3c6f3", QT_TRANSLATE_NOOP("Openings", "Shaman"), (QT_TRANSLATE_NOOP("Openings", "Danish"),)),
    ("f5d6c5f4e3d3", QT_TRANSLATE_NOOP("Openings", "Mimura")),
    ("f5f4", QT_TRANSLATE_NOOP("Openings", "Parallel Opening")),
    ("f5f6", QT_TRANSLATE_NOOP("Openings", "Diagonal Opening")),
    ("f5f6c4f4", QT_TRANSLATE_NOOP("Openings", "Semi-Wing Variation")),
    ("f5f6d3f4", QT_TRANSLATE_NOOP("Openings", "Wing Variation")),
    (
        "f5f6e6f4c3",
        QT_TRANSLATE_NOOP("Openings", "Buffalo"),
        (QT_TRANSLATE_NOOP("Openings", "Kenichi Variation"),),
    ),
    ("f5f6e6f4c3c4", QT_TRANSLATE_NOOP("Openings", "Hokuriku Buffalo")),
    ("f5f6e6f4c3d6f3c4c5b4", QT_TRANSLATE_NOOP("Openings", "Tanida Buffalo")),
    ("f5f6e6f4c3d7f3", QT_TRANSLATE_NOOP("Openings", "Maruoka Buffalo")),
    ("f5f6e6f4e3", QT_TRANSLATE_NOOP("Openings", "Cow")),
    ("f5f6e6f4e3c5c4", QT_TRANSLATE_NOOP("Openings", "Rose-v-Toth")),
    ("f5f6e6f4e3c5c4d3c3", QT_TRANSLATE_NOOP("Openings", "Landau")),
    ("f5f6e6f4e3c5c4d3f3e2", QT_TRANSLATE_NOOP("Openings", "Maruoka")),
    ("f5f6e6f4e3c5c4e7", QT_TRANSLATE_NOOP("Openings", "Tanida")),
    ("f5f6e6f4e3c5c4e7b5e2", QT_TRANSLATE_NOOP("Openings", "Sailboat")),
    (
        "f5f6e6f4e3c5c4e7g4",
        QT_TRANSLATE_NOOP("Openings", "Aircraft"),
        (QT_TRANSLATE_NOOP("Openings", "Feldborg"),),
    ),
    (
        "f5f6e6f4e3c5g5",
        QT_TRANSLATE_NOOP("Openings", "Cow Bat"),
        (QT_TRANSLATE_NOOP("Openings", "Bat"), QT_TRANSLATE_NOOP("Openings", "Cambridge")),
    ),
    ("f5f6e6f4e3c5g5d6g6", QT_TRANSLATE_NOOP("Openings", "Bat (Kling Alternative)")),
    ("f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7", QT_TRANSLATE_NOOP("Openings", "Bat (Kling Continuation)")),
    (
        "f5f6e6f4e3c5g5g3g4f3c4",
        QT_TRANSLATE_NOOP("Openings", "Melnikov"),
        (QT_TRANSLATE_NOOP("Openings", "Bat (Piau Continuation 1)"),),
    ),
    ("f5f6e6f4e3c5g5g3g4f3g6", QT_TRANSLATE_NOOP("Openings", "Bat (Piau Continuation 2)")),
    ("f5f6e6f4e3d6", QT_TRANSLATE_NOOP("Openings", "Chimney")),
    ("f5f6e6f4g3", QT_TRANSLATE_NOOP("Openings", "Rocket")),
    ("f5f6e6f4g3d6", QT_TRANSLATE_NOOP("Openings", "Lollipop")),
    ("f5f6e6f4g3f3g4", QT_TRANSLATE_NOOP("Openings", "Hamilton")),
    ("f5f6e6f4g4", QT_TRANSLATE_NOOP("Openings", "Raccoon Dog")),
    ("f5f6e6f4g5", QT_TRANSLATE_NOOP("Openings", "Heath"), (QT_TRANSLATE_NOOP("Openings", "Tobidashi"),)),
    ("f5f6e6f4g5d6", QT_TRANSLATE_NOOP("Openings", "Heath-Chimney")),
    ("f5f6e6f4g5e7d7", QT_TRANSLATE_NOOP("Openings", "Iwasaki Variation")),
    ("f5f6e6f4g5e7e3", QT_TRANSLATE_NOOP("Openings", "Heath-Bat")),
    ("f5f6e6f4g5e7f7c5e3f3c4d3c2", QT_TRANSLATE_NOOP("Openings", "Mimura Variation II")),
    ("f5f6e6f4g6", QT_TRANSLATE_NOOP("Openings", "Snake"), (QT_TRANSLATE_NOOP("Openings", "Peasant"),)),
    (
        "f5f6e6f4g6c5g4g5f3e3c4",
        QT_TRANSLATE_NOOP("Openings", "Pyramid"),
        (QT_TRANSLATE_NOOP("Openings", "Checkerboarding Peasant"),),
    ),
    ("f5f6e6f4g6c6", QT_TRANSLATE_NOOP("Openings", "Lysons")),
    ("f5f6e6f4g7", QT_TRANSLATE_NOOP("Openings", "X-square Opening")),
)

OPENINGS: tuple[Opening, ...] = tuple(Opening(*row) for row in _TABLE)
"""Every named opening, in the order of their move sequences."""

_Key = tuple[int, int, Color]


def _key(position: Position) -> _Key:
    black, white = canonical_bits(position.black, position.white)
    return black, white, position.turn


_index_lock = threading.Lock()
_built: dict[_Key, Opening] = {}


def _index() -> dict[_Key, Opening]:
    """Position (up to symmetry) -> the opening that ends there; built once, on first use.

    Building it takes 10-20 ms of Python (and twice that while kernels load beside it), so the
    app's warm-up thread builds it (``build_index``) before the window lets play begin.
    """
    with _index_lock:
        if not _built:
            index: dict[_Key, Opening] = {}
            for opening in OPENINGS:
                position = Position.initial()
                for move in parse_transcript(opening.moves):
                    position = position.play(move)
                index.setdefault(_key(position), opening)
            _built.update(index)
        return _built


def build_index() -> None:
    """Build the index now (the warm-up thread does, so the UI thread never pays for it)."""
    _index()


def named_positions() -> Mapping[tuple[int, int, Color], Opening]:
    """Where each named line ends, up to symmetry: ``(*canonical_bits(black, white), turn)`` -> the
    opening (read-only)."""
    return MappingProxyType(_index())


def index_ready() -> bool:
    return bool(_built)


MAX_LENGTH = max(opening.length for opening in OPENINGS)


@dataclass(frozen=True, slots=True)
class OpeningMatch:
    """The deepest named opening a game reached, and after how many of its moves."""

    opening: Opening
    ply: int


def opening_of(start: Position, moves: Sequence[Move]) -> OpeningMatch | None:
    """The deepest named opening whose position the game reached, or ``None``.

    Only games from the standard start have an opening; the positions after each move are compared
    (up to symmetry) with the end of every named line, so transpositions count.
    """
    if start != Position.initial():
        return None
    return _deepest(tuple(moves[:MAX_LENGTH]))


@lru_cache(maxsize=512)
def _deepest(moves: tuple[Move, ...]) -> OpeningMatch | None:
    """``opening_of`` for a game from the start (cached: the window asks after every move)."""
    index = _index()
    found: OpeningMatch | None = None
    position = Position.initial()
    for ply, move in enumerate(moves, start=1):
        position = position.play(move)
        opening = index.get(_key(position))
        if opening is not None:
            found = OpeningMatch(opening, ply)
    return found


def opening_name(start: Position, moves: Sequence[Move]) -> str | None:
    """The name of the game's opening (``"Tiger"``), or ``None`` when it reached no named line."""
    match = opening_of(start, moves)
    return None if match is None else match.opening.name
