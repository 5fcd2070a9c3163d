"""Games databases players use: WTHOR ``.wtb`` files and GGF collections, read and filtered alike.

``open_collection`` reads a file and checks what must hold for the whole file now (that it is a
file, of a kind read here, not too large), then yields its games one at a time as a ``DatabaseGame``,
or a ``SkippedRecord`` for one that does not replay; ``GameFilter`` picks games by player,
tournament, years and opening.  ``load_database`` reads a whole file for the game browser, with
progress, a way to stop, each game's opening and the index of the positions the games reached.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.datafile import decode_text, read_regular_file
from othello_qt.core.errors import NotationError, NotTextError
from othello_qt.core.game_record import MAX_COLLECTION_BYTES, DatabaseGame, SkippedRecord
from othello_qt.core.ggf import GgfGame, iter_ggf_games
from othello_qt.core.notation import format_transcript
from othello_qt.core.openings import OpeningMatch, opening_of
from othello_qt.core.position import Position
from othello_qt.core.position_index import PositionIndex
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.core.wthor import GAME, GAMES_SUFFIX, HEADER, NAMES_SUFFIXES, open_wthor

_GGF_YEAR = re.compile(r"([0-9]{4})(?![0-9])")
"""The year at the start of a GGF date (``DT[2003.12.15_13:24:03.MST]``)."""
_GGF_SCORE = re.compile(r"[+-]?[0-9]{1,3}(?:\.[0-9]{1,6})?")
"""Black's margin at the start of a GGF result (``RE[+6.000]``, ``RE[-64.000:r]``)."""
_CONTROL = re.compile(r"[\x00-\x1f\x7f]+")


def open_collection(path: Path, wanted: GameFilter | None = None) -> Iterator[DatabaseGame | SkippedRecord]:
    """The games of a ``.wtb`` file (names from the ``WTHOR.JOU`` / ``WTHOR.TRN`` beside it) or, for
    any other name, of a GGF collection.  ``DataFileError`` or ``NotationError`` (the message names
    the file) if the file does not read as one of those at all.  With ``wanted``, a WTHOR record whose
    names or year it turns down is passed over unreplayed (the caller still applies ``wanted``)."""
    suffix = path.suffix.lower()
    if suffix == GAMES_SUFFIX:
        return open_wthor(path, None if wanted is None else wanted.matches_record)
    if suffix in NAMES_SUFFIXES:
        raise NotationError(
            f"{path}: a WTHOR players or tournaments file; give the .wtb games files (the names are "
            "read from the WTHOR.JOU and WTHOR.TRN beside them)"
        )
    text = decode_text(read_regular_file(path, MAX_COLLECTION_BYTES))
    try:
        games = iter_ggf_games(text)
    except NotationError as exc:
        if "\ufffd" in text:  # decode_text marks the bytes that are not text
            raise NotTextError(
                QT_TRANSLATE_NOOP(
                    "Errors", "{file}: it holds bytes that are not text, so it is no games file"
                ),
                file=str(path),
            ) from None
        raise NotationError(f"{path}: {exc}") from None
    return _ggf_games(games)


ProgressCallback = Callable[[int, int | None], None]
"""Told the records read so far and how many the file holds (``None`` when unknown till the end)."""
PROGRESS_EVERY = 500
"""Records read between two calls of a ``ProgressCallback``."""


class LoadCancelled(Exception):
    """``load_database`` was stopped before the end."""


@dataclass(frozen=True)
class GameDatabase:
    """A games file read whole: its games, their openings, the records skipped, the position index."""

    path: Path
    games: list[DatabaseGame]
    openings: list[OpeningMatch | None]
    """The deepest named opening of each game (``opening_of``'s answer)."""
    skipped: int
    first_skipped: SkippedRecord | None
    index: PositionIndex

    def skipped_text(self) -> str:
        """``""``, or how many records were not games and why the first was not."""
        if self.first_skipped is None:
            return ""
        first = self.first_skipped
        return (
            f"{self.skipped:,} record{'' if self.skipped == 1 else 's'} skipped, not games "
            f"(first: record {first.number}: {first.reason})"
        )


def records_in(path: Path) -> int | None:
    """How many records a ``.wtb`` file holds, from its size; ``None`` for another file."""
    if path.suffix.lower() != GAMES_SUFFIX:
        return None
    try:
        size = path.stat().st_size
    except OSError:
        return None
    return max(0, -(-(size - HEADER.size) // GAME.size))


def load_database(
    path: Path, progress: ProgressCallback | None = None, stop: threading.Event | None = None
) -> GameDatabase:
    """Every game of ``path`` (``open_collection``'s errors), then their openings and the position
    index; ``progress`` is told as records are read, ``stop`` set stops it (``LoadCancelled``)."""
    expected = records_in(path)
    games: list[DatabaseGame] = []
    skipped = 0
    first: SkippedRecord | None = None
    for number, record in enumerate(open_collection(path), start=1):
        if isinstance(record, SkippedRecord):
            skipped += 1
            first = first or record
        else:
            games.append(record)
        if number % PROGRESS_EVERY == 0:
            if stop is not None and stop.is_set():
                raise LoadCancelled(str(path))
            if progress is not None:
                progress(number, expected)
    index = PositionIndex.build([(game.start, game.moves) for game in games])
    if stop is not None and stop.is_set():
        raise LoadCancelled(str(path))
    initial = Position.initial()
    openings = index.deepest_openings(len(games), [game.start == initial for game in games])
    return GameDatabase(path, games, openings, skipped, first, index)


def _ggf_games(games: Iterator[GgfGame | NotationError]) -> Iterator[DatabaseGame | SkippedRecord]:
    for number, game in enumerate(games, start=1):
        if isinstance(game, NotationError):
            yield SkippedRecord(number, str(game))
            continue
        properties = game.properties
        year = _GGF_YEAR.match(properties.get("DT", "").strip())
        score = _GGF_SCORE.match(properties.get("RE", "").strip())
        yield DatabaseGame(
            black=properties.get("PB", "").strip(),
            white=properties.get("PW", "").strip(),
            tournament=properties.get("PC", "").strip(),
            year=int(year.group(1)) if year else None,
            score=float(score.group()) if score else None,
            start=game.start,
            moves=tuple(game.moves),
            number=number,
        )


@dataclass(frozen=True, slots=True)
class GameFilter:
    """Which games to keep: every condition given must hold.  Names match case-insensitively, as part
    of the name; the opening is the deepest named line the game reached (``core.openings``), matched by
    any of its names."""

    player: str | None = None
    tournament: str | None = None
    first_year: int | None = None
    """The games of this year and later (with ``last_year``, a range; the same year, one year)."""
    last_year: int | None = None
    """The games of this year and earlier.  A game of no known year passes no year condition."""
    opening: str | None = None
    result: str | None = None
    """``black``, ``white`` or ``draw``: who won, by black's recorded margin."""

    def matches_year(self, year: int | None) -> bool:
        if self.first_year is None and self.last_year is None:
            return True
        if not year:
            return False
        return (self.first_year is None or year >= self.first_year) and (
            self.last_year is None or year <= self.last_year
        )

    def matches_record(self, black: str, white: str, tournament: str, year: int | None) -> bool:
        """The conditions a record's names and year decide (all but the opening)."""
        if self.player is not None and not (_contains(black, self.player) or _contains(white, self.player)):
            return False
        if self.tournament is not None and not _contains(tournament, self.tournament):
            return False
        return self.matches_year(year)

    def matches_result(self, score: float | None) -> bool:
        if self.result is None:
            return True
        if score is None:
            return False
        return {"black": score > 0, "white": score < 0, "draw": score == 0}[self.result]

    def matches(self, game: DatabaseGame) -> bool:
        if not self.matches_result(game.score):
            return False
        if self.opening is None:
            return self.matches_record(game.black, game.white, game.tournament, game.year)
        return self.matches_opening(game, opening_of(game.start, game.moves))

    def matches_opening(self, game: DatabaseGame, reached: OpeningMatch | None) -> bool:
        """``matches`` for a game whose opening (``opening_of``'s answer) is known already."""
        if not self.matches_record(game.black, game.white, game.tournament, game.year):
            return False
        if not self.matches_result(game.score):
            return False
        if self.opening is None:
            return True
        return reached is not None and _contains(reached.opening.full_name, self.opening)


_YEARS = re.compile(r"\s*([0-9]{1,4})?\s*(?:(-|–|—|\.\.)\s*([0-9]{1,4})?)?\s*")


def parse_years(text: str) -> tuple[int | None, int | None]:
    """``GameFilter``'s (first, last) year from what a player types: ``2002`` (that year),
    ``1990-2000`` (both included; an en dash or ``..`` does too), ``1990-`` (and later), ``-2000``
    (and earlier); ``(None, None)`` for nothing.  ``ValueError`` for anything else, or a range
    whose first year is after its last."""
    found = _YEARS.fullmatch(text)
    if found is None or (found.group(1) is None and found.group(3) is None and found.group(2)):
        raise ValueError(f"not a year or a range of years (2002, 1990-2000): {text!r}")
    first = int(found.group(1)) if found.group(1) is not None else None
    last = int(found.group(3)) if found.group(3) is not None else None
    if not found.group(2):
        last = first
    if first is not None and last is not None and first > last:
        raise ValueError(f"the first year is after the last: {text!r}")
    return first, last


def _contains(text: str, part: str) -> bool:
    return part.casefold() in text.casefold()


def format_score(score: float | None) -> str:
    """Black's margin as GGF writes it, without the decimals of a whole number: ``+6``, ``-10``, ``+0``."""
    if score is None:
        return "?"
    return f"{score:+.0f}" if score.is_integer() else f"{score:+.2f}"


def printable_name(name: str) -> str:
    """A name on one line of text: control characters as spaces, an empty one ``?``."""
    return _CONTROL.sub(" ", name) or "?"


def format_game_line(game: DatabaseGame) -> str:
    """``black<TAB>white<TAB>score<TAB>transcript``: one line however the names are spelled.  A game
    from another start (a GGS random start) adds the start's board string, without which its
    transcript means nothing."""
    black, white = (printable_name(name) for name in (game.black, game.white))
    line = f"{black}\t{white}\t{format_score(game.score)}\t{format_transcript(game.moves)}"
    return line if game.start == Position.initial() else f"{line}\t{game.start.board_string()}"
