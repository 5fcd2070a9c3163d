"""Matches between two players: varied openings, alternating colours, and the Elo arithmetic.

Deterministic players would replay one game forever from the start position, so a match plays
from distinct opening positions (a few random plies deep, distinct up to the board's eight
symmetries), each once with each player on Black.  Every game builds fresh players seeded from
the match seed and the game number, so a match replays exactly whatever thread plays each game.
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from othello_qt.core.budget import Budget
from othello_qt.core.players.base import Player
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import BLACK, WHITE, GameResult, Move, Position
from othello_qt.core.stop_flag import StopFlag
from othello_qt.core.symmetry import canonical_bits

DEFAULT_OPENING_PLIES = 4
Z95 = 1.959963984540054


# --- openings ------------------------------------------------------------------------------------


def canonical_key(position: Position) -> tuple[int, int, int]:
    """The same key for a position and its seven mirror images and rotations."""
    return (*canonical_bits(position.black, position.white), int(position.turn))


@dataclass(frozen=True)
class Opening:
    moves: tuple[Move, ...]
    position: Position

    def __str__(self) -> str:
        return "".join(str(m) for m in self.moves) or "start"


def opening_positions(count: int, plies: int = DEFAULT_OPENING_PLIES, seed: int = 0) -> list[Opening]:
    """``count`` distinct openings ``plies`` random moves deep (fewer if that many do not exist)."""
    rng = random.Random(seed)
    seen: set[tuple[int, int, int]] = set()
    openings: list[Opening] = []
    attempts = 0
    while len(openings) < count and attempts < 200 * count + 1000:
        attempts += 1
        position, moves = Position.initial(), []
        for _ in range(plies):
            legal = position.legal_moves()
            if not legal:
                break
            move = rng.choice(legal)
            moves.append(move)
            position = position.play(move)
        if position.is_game_over():
            continue
        key = canonical_key(position)
        if key in seen:
            continue
        seen.add(key)
        openings.append(Opening(tuple(moves), position))
    return openings


# --- games ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class GameRecord:
    """One finished game of a match, from player A's point of view."""

    number: int
    opening: Opening
    a_color: int
    moves: tuple[Move, ...]
    black: int
    white: int
    a_seconds: float
    b_seconds: float

    @property
    def a_disc_difference(self) -> int:
        """A's discs minus B's, empties to the winner (the official score: ``GameResult``'s rule)."""
        diff = GameResult(self.black, self.white).score
        return diff if self.a_color == BLACK else -diff

    @property
    def a_points(self) -> float:
        d = self.a_disc_difference
        return 1.0 if d > 0 else 0.0 if d < 0 else 0.5


class PlayerError(RuntimeError):
    """A player broke the interface (an illegal move); the match names it instead of crashing."""


def play_game(
    black: Player,
    white: Player,
    start: Position,
    budget: Budget | None = None,
    stop: StopFlag | None = None,
) -> tuple[tuple[Move, ...], Position, list[float]]:
    """Play ``start`` out; returns (moves played, final position, seconds thought by Black, White)."""
    position = start
    moves: list[Move] = []
    seconds = [0.0, 0.0]
    players = (black, white)
    while not position.is_game_over():
        if stop is not None and stop.is_set():
            raise InterruptedError("match stopped")
        player = players[position.turn]
        began = time.perf_counter()
        decision = player.choose(position, budget, stop)
        seconds[position.turn] += time.perf_counter() - began
        if not position.is_legal(decision.move):
            raise PlayerError(
                f"{player} played the illegal move {decision.move} in {position.board_string()}"
            )
        moves.append(decision.move)
        position = position.play(decision.move)
    return tuple(moves), position, seconds


# --- the match and its statistics ----------------------------------------------------------------


def elo_from_score(score: float) -> float:
    """Elo difference for an expected score in (0, 1); ±inf at the ends."""
    if score <= 0.0:
        return -math.inf
    if score >= 1.0:
        return math.inf
    return -400.0 * math.log10(1.0 / score - 1.0)


@dataclass(frozen=True)
class EloEstimate:
    elo: float
    low: float
    high: float
    """95 % interval."""

    def describe(self) -> str:
        def fmt(x: float) -> str:
            return "+inf" if x == math.inf else "-inf" if x == -math.inf else f"{round(x) + 0:+d}"

        return f"{fmt(self.elo)} (95% interval {fmt(self.low)} .. {fmt(self.high)})"


def elo_estimate(wins: int, draws: int, losses: int) -> EloEstimate:
    """Elo difference and 95 % interval from the score's standard error.

    When every game went one way the normal approximation has no spread, so the bound on the
    other side is the exact (Clopper-Pearson) one: with n straight wins, the score is at least
    0.025^(1/n) at 97.5 % confidence.
    """
    n = wins + draws + losses
    if n == 0:
        return EloEstimate(0.0, -math.inf, math.inf)
    score = (wins + 0.5 * draws) / n
    if score in (0.0, 1.0) and draws == 0:
        bound = 0.025 ** (1.0 / n)
        if score == 1.0:
            return EloEstimate(math.inf, elo_from_score(bound), math.inf)
        return EloEstimate(-math.inf, -math.inf, elo_from_score(1.0 - bound))
    _, low, high = score_interval(wins, draws, losses)
    return EloEstimate(elo_from_score(score), elo_from_score(low), elo_from_score(high))


def score_interval(wins: int, draws: int, losses: int) -> tuple[float, float, float]:
    """The score (a draw is half a point) and its 95 % interval, from the per-game points' spread."""
    n = wins + draws + losses
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    margin = Z95 * math.sqrt(variance / n)
    return score, max(0.0, score - margin), min(1.0, score + margin)


@dataclass
class MatchResult:
    player_a: str
    player_b: str
    games: list[GameRecord] = field(default_factory=list)

    @property
    def wins(self) -> int:
        return sum(1 for g in self.games if g.a_points == 1.0)

    @property
    def draws(self) -> int:
        return sum(1 for g in self.games if g.a_points == 0.5)

    @property
    def losses(self) -> int:
        return sum(1 for g in self.games if g.a_points == 0.0)

    @property
    def score(self) -> float:
        return (self.wins + 0.5 * self.draws) / len(self.games) if self.games else 0.0

    @property
    def mean_disc_difference(self) -> float:
        return sum(g.a_disc_difference for g in self.games) / len(self.games) if self.games else 0.0

    def elo(self) -> EloEstimate:
        return elo_estimate(self.wins, self.draws, self.losses)

    def seconds_per_move(self) -> tuple[float, float]:
        """Mean thinking time per move of A and of B."""
        a_moves = b_moves = 0
        a_time = b_time = 0.0
        for g in self.games:
            n = len(g.moves) - len(g.opening.moves)
            a_black = g.a_color == BLACK
            first_to_move = g.opening.position.turn
            black_moves = (n + (1 if first_to_move == BLACK else 0)) // 2
            white_moves = n - black_moves
            a_moves += black_moves if a_black else white_moves
            b_moves += white_moves if a_black else black_moves
            a_time += g.a_seconds
            b_time += g.b_seconds
        return a_time / max(1, a_moves), b_time / max(1, b_moves)

    def to_json(self) -> dict:
        """Plain JSON types; an infinite Elo or bound (a clean sweep) is ``null``, see ``elo_text``."""
        elo = self.elo()

        def finite(x: float) -> float | None:
            return None if math.isinf(x) else round(x, 1) + 0.0

        a_spm, b_spm = self.seconds_per_move()
        return {
            "player_a": self.player_a,
            "player_b": self.player_b,
            "games": len(self.games),
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.losses,
            "score": round(self.score, 4),
            "mean_disc_difference": round(self.mean_disc_difference, 2),
            "elo": finite(elo.elo),
            "elo_low": finite(elo.low),
            "elo_high": finite(elo.high),
            "elo_text": elo.describe(),
            "seconds_per_move": {"a": round(a_spm, 4), "b": round(b_spm, 4)},
            "results": [
                {
                    "game": g.number,
                    "opening": str(g.opening),
                    "a_color": "black" if g.a_color == BLACK else "white",
                    "black": g.black,
                    "white": g.white,
                    "a_disc_difference": g.a_disc_difference,
                    "transcript": "".join(str(m) for m in g.moves),
                }
                for g in sorted(self.games, key=lambda g: g.number)
            ],
        }


def game_seed(match_seed: int, game: int, side: int) -> int:
    """A seed per (game, side): replays do not depend on which thread plays which game."""
    return (match_seed * 1_000_003 + game * 2 + side) & 0x7FFFFFFF


def run_match(
    spec_a: str,
    spec_b: str,
    games: int,
    seed: int = 1,
    budget: Budget | None = None,
    threads: int = 1,
    opening_plies: int = DEFAULT_OPENING_PLIES,
    on_game: Callable[[GameRecord, MatchResult], None] | None = None,
    stop: StopFlag | None = None,
    numbers: Sequence[int] | None = None,
) -> MatchResult:
    """Play ``games`` games, A with Black in even-numbered ones, each opening once with each colour.

    ``numbers`` plays only those games of the match (a resumed match skips the ones it has).

    ``on_game`` is called (under a lock, from the playing thread) after each game.  Players are
    built first so a bad spec fails before anything is played.  Setting ``stop`` ends the match
    early: the result holds the games finished by then.  A player's illegal move raises
    ``PlayerError``.
    """
    if games < 1:
        raise ValueError("a match needs at least one game")
    create_player(spec_a, seed=0)
    create_player(spec_b, seed=0)
    external_stop = stop
    stop = stop if stop is not None else StopFlag()
    openings = opening_positions((games + 1) // 2, opening_plies, seed)
    if not openings:
        raise ValueError("no opening positions could be generated")
    result = MatchResult(spec_a, spec_b)
    lock = threading.Lock()
    todo = list(range(games)) if numbers is None else [n for n in numbers if 0 <= n < games]

    def play(number: int) -> None:
        opening = openings[(number // 2) % len(openings)]
        a_color = BLACK if number % 2 == 0 else WHITE
        a = create_player(spec_a, seed=game_seed(seed, number, 0))
        b = create_player(spec_b, seed=game_seed(seed, number, 1))
        black, white = (a, b) if a_color == BLACK else (b, a)
        moves, final, seconds = play_game(black, white, opening.position, budget, stop)
        record = GameRecord(
            number=number,
            opening=opening,
            a_color=a_color,
            moves=opening.moves + moves,
            black=final.count(BLACK),
            white=final.count(WHITE),
            a_seconds=seconds[a_color],
            b_seconds=seconds[1 - a_color],
        )
        with lock:
            result.games.append(record)
            if on_game is not None:
                on_game(record, result)

    try:
        if threads <= 1:
            for number in todo:
                play(number)
        else:
            with ThreadPoolExecutor(max_workers=threads, thread_name_prefix="match") as pool:
                futures = [pool.submit(play, n) for n in todo]
                try:
                    for future in futures:
                        future.result()
                except BaseException:
                    # Ctrl-C or a failed game: stop the other games' searches, drop queued games.
                    stop.set()
                    for future in futures:
                        future.cancel()
                    raise
    except InterruptedError:
        if external_stop is None:
            raise
    result.games.sort(key=lambda g: g.number)
    return result
