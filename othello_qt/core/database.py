"""A whole games database as columns: one numpy array a field, no Python object a game.

127,475 WTHOR games as ``DatabaseGame`` objects took 609 MB (issue 45); as columns they take a few
MB plus the position index.  A filter is a boolean mask computed over the columns, a sort an
``argsort`` of one; a window's model shows rows of these arrays as it is asked for them.  Built by
``core.database_build`` (from the files) or ``core.database_cache`` (from the cached copy).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import numpy as np

from othello_qt.core.game_database import GameFilter, format_score, printable_name
from othello_qt.core.game_record import DatabaseGame
from othello_qt.core.game_replay import named_openings
from othello_qt.core.openings import OpeningMatch
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.core.position_index import PositionIndex, Reached, move_after

GAME_COLUMNS = (
    "black", "white", "tournament", "year", "score", "theoretical", "source", "record",
    "final_black", "final_white",
)  # fmt: skip
"""The per-game arrays of a ``Database``, all of one length."""
SORT_COLUMNS = ("black", "white", "tournament", "year", "score", "theoretical", "opening", "record")
RESULTS = ("black", "white", "draw")
"""``GameFilter.result``: who won, by black's recorded margin."""
_SQUARE_TEXT = np.array([f"{'abcdefgh'[s % 8]}{s // 8 + 1}".encode() for s in range(64)] + [b""], dtype="S2")


@dataclass(frozen=True)
class SourceReport:
    """One file of the database: its records, those that are not games (how many, and the first
    one's number and why), or the error that kept it from being read at all; ``notes`` say what
    else went wrong that the games were read in spite of (a damaged players file)."""

    path: str
    records: int = 0
    skipped: int = 0
    first_skipped: str | None = None
    truncated: str | None = None
    error: str | None = None
    notes: tuple[str, ...] = ()

    def with_skips(self, skipped: int, first: str | None) -> SourceReport:
        return dataclasses.replace(self, skipped=skipped, first_skipped=first)

    def skipped_text(self) -> str:
        """``""``, or how many records were not games and why the first was not."""
        if not self.skipped:
            return ""
        return f"skipped {self.skipped} record(s) that are not games (first: {self.first_skipped})"


@dataclass(frozen=True)
class NextMove:
    """What the games that reached a position played next: the move (on the board asked about;
    ``None`` for the games that ended there), how many, Black's score in per cent (a win 1, a draw
    half) and Black's average final margin, over the games whose result is recorded."""

    move: Move | None
    games: int
    black_percent: float
    average_margin: float


@dataclass(frozen=True)
class Database:
    """Every game of a database's files, column by column (game ``i`` is row ``i`` of each)."""

    players: tuple[str, ...]
    tournaments: tuple[str, ...]
    black: np.ndarray
    """Index into ``players`` (int32); ``white`` likewise, ``tournament`` into ``tournaments``."""
    white: np.ndarray
    tournament: np.ndarray
    year: np.ndarray
    """int16, 0 unknown."""
    score: np.ndarray
    """Black's recorded final margin (float32, NaN if not recorded)."""
    theoretical: np.ndarray
    """Black's discs under perfect play from the file's depth (uint8, 255 if none: GGF)."""
    source: np.ndarray
    """Index into ``sources`` (int16); ``record`` the record's number in it, from 1."""
    record: np.ndarray
    final_black: np.ndarray
    """Black's and White's discs on the replayed final board (uint8)."""
    final_white: np.ndarray
    index: PositionIndex
    sources: tuple[SourceReport, ...]
    notes: tuple[str, ...] = ()
    """What happened to the cached copy, if anything (set aside as damaged, not written)."""

    def __len__(self) -> int:
        return len(self.black)

    @property
    def opening(self) -> np.ndarray:
        """The deepest named opening of each game: an index into ``named_openings()``, -1 none."""
        return self.index.opening

    def game(self, i: int) -> DatabaseGame:
        """Game ``i`` as one object, for a window that opens it."""
        moves = self.index.moves
        start = Position(
            int(moves.start_black[i]), int(moves.start_white[i]), BLACK if moves.start_turn[i] == 0 else WHITE
        )
        played = moves.played[moves.offsets[i] : moves.offsets[i + 1]]
        score = float(self.score[i])
        theoretical = int(self.theoretical[i])
        return DatabaseGame(
            black=self.players[self.black[i]],
            white=self.players[self.white[i]],
            tournament=self.tournaments[self.tournament[i]],
            year=int(self.year[i]) or None,
            score=None if np.isnan(score) else score,
            start=start,
            moves=tuple(move for move in map(move_after, played.tolist()) if move is not None),
            theoretical_black_discs=None if theoretical > 64 else theoretical,
            number=int(self.record[i]),
        )

    def opening_match(self, i: int) -> OpeningMatch | None:
        number = int(self.index.opening[i])
        return None if number < 0 else OpeningMatch(named_openings()[number], int(self.index.opening_ply[i]))

    def select(self, wanted: GameFilter) -> np.ndarray:
        """The games ``wanted`` keeps, as a boolean mask: every condition over the whole columns."""
        keep = np.ones(len(self), dtype=bool)
        if wanted.player is not None:
            named = _names_with(self.players, wanted.player)
            keep &= named[self.black] | named[self.white]
        if wanted.tournament is not None:
            keep &= _names_with(self.tournaments, wanted.tournament)[self.tournament]
        if wanted.first_year is not None or wanted.last_year is not None:
            keep &= self.year > 0  # no year known: in no range
            if wanted.first_year is not None:
                keep &= self.year >= wanted.first_year
            if wanted.last_year is not None:
                keep &= self.year <= wanted.last_year
        if wanted.opening is not None:
            part = wanted.opening.casefold()
            numbers = [i for i, o in enumerate(named_openings()) if part in o.full_name.casefold()]
            keep &= np.isin(self.index.opening, np.array(numbers, dtype=np.int32))
        if wanted.result is not None:
            keep &= {"black": self.score > 0, "white": self.score < 0, "draw": self.score == 0}[wanted.result]
        return keep

    def sort_order(self, column: str, rows: np.ndarray | None = None, descending: bool = False) -> np.ndarray:
        """``rows`` (default all games) ordered by ``column`` (one of ``SORT_COLUMNS``), ties in
        database order; names sort as text, case-insensitively."""
        rows = np.arange(len(self)) if rows is None else np.asarray(rows)
        if column in ("black", "white", "tournament"):
            names = self.tournaments if column == "tournament" else self.players
            key = _ranks(names)[getattr(self, column)[rows]]
        elif column == "opening":
            texts = [o.full_name for o in named_openings()]
            key = np.append(_ranks(tuple(texts)), -1)[self.index.opening[rows]]
        else:
            key = getattr(self, column)[rows]
        order = np.argsort(-key if descending else key, kind="stable")
        return rows[order]

    def reaching(self, position: Position) -> Reached:
        """The games that reached ``position``, in any move order and any of its 8 symmetries."""
        return self.index.games_reaching(position)

    def next_moves(self, position: Position, keep: np.ndarray | None = None) -> list[NextMove]:
        """For each move the games that reached ``position`` played next, most played first; only
        the games of ``keep`` (a ``select`` mask) if given."""
        reached = self.reaching(position)
        games, next_squares = reached.games, reached.next_squares
        if keep is not None:
            games, next_squares = games[keep[games]], next_squares[keep[games]]
        squares, inverse, counts = np.unique(next_squares, return_inverse=True, return_counts=True)
        score = self.score[games].astype(np.float64)
        known = ~np.isnan(score)
        points = np.where(score > 0, 1.0, np.where(score == 0, 0.5, 0.0))
        known_count = np.bincount(inverse, weights=known, minlength=len(squares))
        won = np.bincount(inverse, weights=np.where(known, points, 0.0), minlength=len(squares))
        margin = np.bincount(inverse, weights=np.where(known, score, 0.0), minlength=len(squares))
        with np.errstate(invalid="ignore", divide="ignore"):
            percent, average = 100 * won / known_count, margin / known_count
        found = [
            NextMove(move_after(int(square)), int(count), float(p), float(m))
            for square, count, p, m in zip(squares, counts, percent, average, strict=True)
        ]
        return sorted(found, key=lambda entry: (-entry.games, str(entry.move)))

    def lines(self, rows: np.ndarray) -> list[str]:
        """``format_game_line`` of the games ``rows``, built over the columns: black, white, black's
        margin and the transcript, tab-separated (and the start's board for a game from another)."""
        moves = self.index.moves
        rows = np.asarray(rows, dtype=np.int64)
        starts = moves.offsets[rows]
        lengths = moves.offsets[rows + 1] - starts
        first = np.zeros(len(rows) + 1, dtype=np.int64)
        np.cumsum(lengths, out=first[1:])
        at = np.arange(first[-1]) + np.repeat(starts - first[:-1], lengths)  # the rows' moves only
        squares = moves.played[at]
        ends = np.zeros(len(squares) + 1, dtype=np.int64)
        np.cumsum(np.where(squares < 64, 2, 0), out=ends[1:])  # a pass writes nothing
        joined = _SQUARE_TEXT[np.minimum(squares, 64)].tobytes().replace(b"\0", b"").decode("ascii")
        players = [printable_name(name) for name in self.players]
        initial = Position.initial()
        other_start = (
            (moves.start_black != initial.black)
            | (moves.start_white != initial.white)
            | (moves.start_turn != 0)
        )
        starts, stops = ends[first[:-1]], ends[first[1:]]
        margins = {
            score: format_score(None if np.isnan(score) else score)
            for score in set(self.score[rows].tolist())
        }
        columns = zip(
            rows.tolist(),
            self.black[rows].tolist(),
            self.white[rows].tolist(),
            self.score[rows].tolist(),
            other_start[rows].tolist(),
            starts.tolist(),
            stops.tolist(),
            strict=True,
        )
        lines = []
        for i, black, white, score, elsewhere, start, stop in columns:
            margin = margins[score] if score == score else format_score(None)  # NaN: no result recorded
            line = f"{players[black]}\t{players[white]}\t{margin}\t{joined[start:stop]}"
            if elsewhere:
                line = f"{line}\t{self.game(i).start.board_string()}"
            lines.append(line)
        return lines


def _names_with(names: tuple[str, ...], part: str) -> np.ndarray:
    folded = part.casefold()
    return np.fromiter((folded in name.casefold() for name in names), dtype=bool, count=len(names))


def _ranks(names: tuple[str, ...]) -> np.ndarray:
    """Each name's place in the names sorted case-insensitively."""
    order = sorted(range(len(names)), key=lambda i: (names[i].casefold(), names[i]))
    ranks = np.empty(len(names), dtype=np.int64)
    ranks[np.array(order, dtype=np.int64)] = np.arange(len(names))
    return ranks
