"""The master engine as a ``Player``: PVS with a tuned evaluation, then an exact endgame solve.

``MasterPlayer(Budget(seconds=5))`` thinks five seconds a move; ``Budget(depth=12)`` searches twelve
plies.  Near the end it solves exactly (win/loss/draw first, then the disc difference) once the
number of empty squares is small enough for the budget.  ``analyze`` values every legal move.
"""

from __future__ import annotations

import math
import random
import threading
from dataclasses import replace

import numpy as np

from othello_qt.core.budget import Budget
from othello_qt.core.engine import book as opening_book
from othello_qt.core.engine.book import BookMoves, Books
from othello_qt.core.engine.endgame import SPLIT_MIN_EMPTIES
from othello_qt.core.engine.midgame import SPLIT_MIN_DEPTH
from othello_qt.core.engine.probcut import DEFAULT_SELECTIVITY
from othello_qt.core.engine.search import PARALLEL_MIN_DEPTH, Searcher
from othello_qt.core.engine.tt import DEFAULT_TT_MIB
from othello_qt.core.game_clock import MoveTime, plan_move_time
from othello_qt.core.players.base import Player, Request
from othello_qt.core.players.master_spec import parse_book, parse_threads, parse_vary, split_master_argument
from othello_qt.core.position import PASS, Move, Position, move_at
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult

DEFAULT_BUDGET = Budget(seconds=2.0)


SOLVE_SECONDS_AT_20 = 0.25
"""One thread's time to solve 20 empties exactly in a game (slower on the chosen-to-be-hard FFO
positions: #40 takes 0.55 s; a solve in a game also finds the table filled by the last moves)."""
SOLVE_GROWTH = 1.75
"""Factor per extra empty square (fitted to FFO #40-#49: 20-26 empties)."""
SOLVE_SHARE = 0.5
"""The exact solve starts once it is predicted to take at most this share of the move's time
(it may take longer on a hard position; a stopped solve still answers, see ``Searcher``)."""


def predicted_solve_seconds(empties: int) -> float:
    """One thread's predicted time for an exact solve (win/loss/draw, then the score)."""
    return SOLVE_SECONDS_AT_20 * SOLVE_GROWTH ** (empties - 20)


def solve_empties_for(budget: Budget) -> int:
    """How many empty squares the exact solver takes on within a budget (without its clock:
    ``clock_plan`` gives a clock's moves their seconds)."""
    limits = []
    if budget.depth is not None:
        limits.append(min(budget.depth + 6, 24))
    if budget.seconds is not None:
        empties = 10
        while empties < 30 and predicted_solve_seconds(empties + 1) <= SOLVE_SHARE * budget.seconds:
            empties += 1
        limits.append(empties)
    return min(limits) if limits else 18


def clock_plan(budget: Budget, empties: int) -> MoveTime:
    """A move's time on the budget's clock: the plan counts on the solve the move's maximum allows
    (the solve gets its share of the clock), within the budget's ``seconds``."""
    assert budget.clock is not None
    remaining, increment = budget.clock.remaining, budget.clock.increment
    plan = plan_move_time(remaining, increment, empties)
    solve = solve_empties_for(Budget(depth=budget.depth, seconds=plan.maximum))
    plan = plan_move_time(remaining, increment, empties, solve)
    if budget.seconds is not None and budget.seconds < plan.maximum:
        plan = MoveTime(min(plan.target, budget.seconds), budget.seconds)
    return plan


class MasterPlayer(Player):
    """The strongest player: iterative-deepening PVS, transposition table, exact endgame."""

    supports_analysis = True
    plans_with_clock = True
    score_unit = ScoreUnit.DISCS

    def __init__(
        self,
        budget: Budget | None = None,
        seed: int | None = None,
        *,
        spec: str = "master",
        tt_mib: float = DEFAULT_TT_MIB,
        solve_empties: int | None = None,
        weights: np.ndarray | None = None,
        threads: int = 1,
        selectivity: float | None = DEFAULT_SELECTIVITY,
        book: Books | bool = True,
        vary: float = 0.0,
    ) -> None:
        self.budget = budget or DEFAULT_BUDGET
        self.book = book
        """``True``: the shipped and the user's book (``default_books``); given ``Books``; ``False``: none."""
        self.vary = vary
        """Book moves within this many discs of the best are chosen at random (0: always the best)."""
        self.spec = spec
        self.threads = threads
        self.seed = seed
        self.solve_empties = solve_empties
        self._searcher = Searcher(tt_mib, weights, threads, selectivity=selectivity)
        self._lock = threading.Lock()
        self._moves_played = 0

    def new_game(self) -> None:
        with self._lock:
            self._searcher.clear()
            self._moves_played = 0

    def _run(self, request: Request, analyze: bool) -> SearchResult:
        position, budget, stop = request.position, request.budget, request.stop
        if budget is None or not budget.limited:
            budget = self.budget
        elif budget.depth is None and budget.seconds is None:  # only a clock: within its own level
            budget = replace(self.budget, clock=budget.clock)
        seconds, target = budget.seconds, None
        if budget.clock is not None:
            plan = clock_plan(budget, position.empty_count)
            seconds, target = plan.maximum, plan.target
        solve = self.solve_empties
        if solve is None:
            solve = solve_empties_for(Budget(depth=budget.depth, seconds=seconds or budget.seconds))
        # The seed only breaks ties between equal moves (root order), so a game can be replayed.
        order_seed = None if self.seed is None else self.seed * 1_000_003 + position.empty_count
        with self._lock:
            return self._searcher.search(
                position.player,
                position.opponent,
                depth=None if budget.depth is None else max(1, budget.depth),
                seconds=seconds,
                target=target,
                stop=None if stop is None else stop.array,
                report=request.progress,
                analyze=analyze,
                solve_empties=solve,
                order_seed=order_seed,
                started=request.started,
            )

    def books(self) -> Books | None:
        if self.book is False:
            return None
        return opening_book.default_books() if self.book is True else self.book

    def book_moves(self, position: Position) -> BookMoves | None:
        """The book's values of the position's moves, if the player uses a book that has it."""
        books = self.books()
        return None if books is None else books.moves(position)

    def _book_result(self, position: Position, known: BookMoves, move: Move) -> SearchResult:
        books = self.books()
        return SearchResult(
            move,
            known.values[move],
            known.depth,
            pv=(move,) if books is None else books.line(position, move),
            certainty=Certainty.BOOK,
            move_scores=dict(known.values),
        )

    def decide(self, request: Request) -> SearchResult:
        # The move's clock started with the request: reading the book (the first time, a few tenths
        # of a second) and waiting for the lock count against the budget, so a timed move keeps its time.
        position = request.position
        known = self.book_moves(position)
        if known is not None:
            # Seeded: the same seed picks the same book moves, so a game can be replayed.
            rng = random.Random(
                None if self.seed is None else f"{self.seed}/{position.player}/{position.opponent}"
            )
            return self._book_result(position, known, known.pick(self.vary, rng))
        return self._run(request, analyze=False)

    def value_moves(self, request: Request) -> SearchResult:
        position, progress = request.position, request.progress
        if position.must_pass():
            after = position.play(PASS)

            def flipped(info: SearchResult) -> SearchResult:
                score = None if info.score is None else -info.score
                move_scores = {} if score is None else {PASS: score}
                return replace(info, move=PASS, score=score, pv=(PASS, *info.pv), move_scores=move_scores)

            inner = None if progress is None else (lambda info: progress(flipped(info)))
            return flipped(self.analyze(after, request.budget, request.stop, inner))
        known = self.book_moves(position)
        if known is not None:
            result = self._book_result(position, known, max(known.values, key=known.values.__getitem__))
            if progress is not None:
                progress(result)
            return result
        return self._run(request, analyze=True)


def parse_budget(argument: str | None) -> Budget:
    """``None`` -> the default budget; else ``Budget.parse`` (``12``, ``5s``, ``500ms``, ``12,5s``)."""
    if argument is None or not argument.strip():
        return DEFAULT_BUDGET
    return Budget.parse(argument, owner="master")


def parse_selectivity(text: str) -> float | None:
    """``"off"`` -> None (no ProbCut cuts); ``"1.5"`` -> 1.5: the value of the ``mpc=`` option."""
    text = text.strip().lower()
    if text == "off":
        return None
    if text == "on":
        return DEFAULT_SELECTIVITY
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0.5 <= value <= 10:
        raise ValueError(f"master: mpc must be off, on or a selectivity from 0.5 to 10, not {text!r}")
    return value


def create_master(argument: str | None, seed: int | None) -> MasterPlayer:
    """``master``, ``master:5s``, ``master:12``, ``master:5s:threads=2``, ``master:1s:mpc=off``,
    ``master:8:vary=2`` (varied openings), ``master:5s:book=off``."""
    spec = "master" if argument is None else f"master:{argument}"
    budget, options = split_master_argument(argument)
    threads = parse_threads(options["threads"]) if "threads" in options else 1
    selectivity = parse_selectivity(options["mpc"]) if "mpc" in options else DEFAULT_SELECTIVITY
    book = parse_book(options["book"]) if "book" in options else True
    vary = parse_vary(options["vary"]) if "vary" in options else 0.0
    return MasterPlayer(
        parse_budget(budget), seed, spec=spec, threads=threads, selectivity=selectivity, book=book, vary=vary
    )


def create_master_linear(argument: str | None, seed: int | None) -> MasterPlayer:
    """The same engine with the linear evaluation it had before the patterns: the yardstick."""
    from othello_qt.core.engine.evaluation import load_weights

    spec = "master-linear" if argument is None else f"master-linear:{argument}"
    return MasterPlayer(parse_budget(argument), seed, spec=spec, weights=load_weights(), book=False)


def warm_up() -> None:
    """Compile (or load) the engine's kernels: the book's, then a tiny midgame search and a small
    endgame solve (without the book, which would answer the opening without a search)."""
    opening_book.warm_up()
    player = MasterPlayer(Budget(depth=3), tt_mib=1, book=False)
    position = Position.initial()
    player.choose(position.play(move_at(37)))
    endgame = Position.from_board_string("OOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOOOOXXXXXXXXOOOOOO--XXXXX--- X")
    if not endgame.is_game_over() and not endgame.must_pass():
        player.choose(endgame, Budget(depth=10))
        player.analyze(endgame, Budget(depth=10))
    player.analyze(position, Budget(depth=3))
    # Two threads share the nodes large enough to share through their own kernels (``parallel``):
    # deep enough that nodes below the root are shared, midgame and endgame.
    parallel = MasterPlayer(
        Budget(depth=max(PARALLEL_MIN_DEPTH, SPLIT_MIN_DEPTH + 1)), tt_mib=1, threads=2, book=False
    )
    parallel.choose(position.play(move_at(37)))
    late = position
    while late.empty_count > SPLIT_MIN_EMPTIES + 1 and not late.is_game_over():
        late = late.play(late.legal_moves()[0])
    if not late.is_game_over() and not late.must_pass():
        parallel.choose(late, Budget(depth=10))
        parallel.analyze(late, Budget(depth=10))
