"""A game against a games database, move by move, as the review shows it (issue 40, section 2).

For each move: how many of the database's games reached the position before it (in any move order
and any of the board's 8 symmetries, as ``Database.reaching`` counts them), how many of those played
this move, and how it scored for Black; and where the game left the database: the first move after
which no game of the database reached the position.  A move that the position's own symmetry makes
the same as another (d3, c4 and e3 beside f5 at the start) is counted with it, since the games that
played either reached the same position.  Qt-free: the window's review says it in the player's words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from othello_qt.core.bitboard import PASS_SQUARE
from othello_qt.core.database import Database
from othello_qt.core.game_replay import NO_MOVE
from othello_qt.core.notation import move_numbers
from othello_qt.core.position import PASS, Move, Position, move_at
from othello_qt.core.position_index import Reached
from othello_qt.core.symmetry import canonical_bits


@dataclass(frozen=True, slots=True)
class MoveInDatabase:
    """One move of a game, against the database's games that reached the position it was played in."""

    ply: int
    """1 for the game's first move (passes count: the index into the game's positions)."""
    number: int | None
    """The move's number as players count it (``notation.move_numbers``); ``None`` for a pass."""
    move: Move
    reached: int
    """The games that reached the position before the move."""
    chose: int
    """Of them, the games that played this move (or one the position's symmetry makes the same)."""
    black_percent: float
    """Black's score in per cent over the games that chose it (a draw half); NaN if none has a result."""
    average_margin: float
    """Black's average final margin over the same games; NaN likewise."""

    @property
    def chose_percent(self) -> float:
        """The share of the games that reached the position that played this move, in per cent."""
        return 100 * self.chose / self.reached if self.reached else math.nan


@dataclass(frozen=True)
class GameInDatabase:
    """A game's moves against a database: ``moves`` from the first one up to the one that left it."""

    start_games: int
    """The games that reached the game's starting position (0: the game is never in the database)."""
    moves: tuple[MoveInDatabase, ...]
    left: MoveInDatabase | None
    """The move after which no game of the database reached the position (the last of ``moves``);
    ``None`` if the whole game is in the database, or its start is not."""

    @property
    def whole_game(self) -> bool:
        """Every position of the game was reached by a game of the database, the last one included."""
        return self.start_games > 0 and self.left is None

    def at_ply(self, ply: int) -> MoveInDatabase | None:
        """The move ``ply`` (1 the first), if the game was still in the database before it."""
        return self.moves[ply - 1] if 0 < ply <= len(self.moves) else None


def black_results(scores: np.ndarray) -> tuple[float, float]:
    """Black's score in per cent (a win 1, a draw half) and average margin over ``scores`` (Black's
    final margins; NaN for a result not recorded, left out); NaN, NaN if no result is recorded."""
    known = scores[~np.isnan(scores)].astype(np.float64)
    if not len(known):
        return math.nan, math.nan
    points = np.where(known > 0, 1.0, np.where(known == 0, 0.5, 0.0))
    return float(100 * points.mean()), float(known.mean())


def chose_move(reached: Reached, position: Position, move: Move) -> np.ndarray:
    """Which of the games ``reached`` (those that reached ``position``) played ``move`` next, or a
    move that leads to the same position up to the board's symmetries: a boolean mask over them."""
    wanted = canonical_bits(*_sides(position.play(move)))
    chose = np.zeros(len(reached), dtype=bool)
    for square in np.unique(reached.next_squares).tolist():
        if square == NO_MOVE:
            continue
        played = PASS if square == PASS_SQUARE else move_at(square)
        if played == move or canonical_bits(*_sides(position.play(played))) == wanted:
            chose |= reached.next_squares == square
    return chose


def _sides(position: Position) -> tuple[int, int]:
    return position.black, position.white


def follow_game(database: Database, start: Position, moves: Sequence[Move]) -> GameInDatabase:
    """``moves`` played from ``start`` against ``database``: each move's games (up to the one after
    which no game of the database reached the position), and that move."""
    reached = database.reaching(start)
    start_games = len(reached)
    if not start_games:
        return GameInDatabase(0, (), None)
    found: list[MoveInDatabase] = []
    position = start
    for ply, (move, number) in enumerate(zip(moves, move_numbers(moves), strict=True), start=1):
        chose = chose_move(reached, position, move)
        percent, margin = black_results(database.score[reached.games[chose]])
        entry = MoveInDatabase(ply, number, move, len(reached), int(chose.sum()), percent, margin)
        found.append(entry)
        position = position.play(move)
        reached = database.reaching(position)
        if not len(reached):
            return GameInDatabase(start_games, tuple(found), entry)
    return GameInDatabase(start_games, tuple(found), None)


def move_text(entry: MoveInDatabase) -> str:
    """``move 14 (c3): 3 of 12 games played it, Black scored 50.0 %, margin +2.3`` (English: the
    command line's and the logs' words; the window says it in the player's language)."""
    if entry.number is None:
        return f"pass: {entry.reached} game(s) reached the position"
    text = f"move {entry.number} ({entry.move}): {entry.chose} of {entry.reached} game(s) played it"
    if entry.chose and not math.isnan(entry.black_percent):
        text += f", Black scored {entry.black_percent:.1f} %, margin {entry.average_margin:+.1f}"
    return text


def left_text(game: GameInDatabase) -> str:
    """``out of the database at move 14 (c3)``, ``the whole game is in the database``, or that its
    start is in no game of it (English, as ``move_text``)."""
    if not game.start_games:
        return "the starting position is in no game of the database"
    left = game.left
    if left is None:
        return "the whole game is in the database"
    if left.number is None:
        return f"out of the database at a pass (after move {_number_before(game, left.ply)})"
    return f"out of the database at move {left.number} ({left.move})"


def _number_before(game: GameInDatabase, ply: int) -> int:
    """The number of the last move before ``ply`` that placed a disc (0 if none)."""
    return next((m.number for m in reversed(game.moves[: ply - 1]) if m.number is not None), 0)
