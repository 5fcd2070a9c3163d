"""The master engine on a game clock: its own target and maximum, and never past the clock."""

from __future__ import annotations

import itertools

from othello_qt.core.budget import Budget
from othello_qt.core.game import Game
from othello_qt.core.game_clock import ClockReading
from othello_qt.core.players.master import MasterPlayer, clock_plan


def test_the_plan_counts_on_the_solve_the_clock_allows() -> None:
    budget = Budget(clock=ClockReading(60.0))
    midgame, before_solve = clock_plan(budget, 40), clock_plan(budget, 26)
    assert midgame.target < before_solve.target <= before_solve.maximum < 60 / 2
    # the budget's own seconds stay a cap (NBoard's --seconds)
    capped = clock_plan(Budget(seconds=0.5, clock=ClockReading(60.0)), 40)
    assert capped.maximum == 0.5 and capped.target <= 0.5


def recorded_time_keepers(monkeypatch) -> list:
    """The search's time keepers, kept as they are made."""
    from othello_qt.core.engine import search

    made: list = []

    class Recorded(search.TimeKeeper):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.first_target = self.target  # before extend_target moves it
            made.append(self)

    monkeypatch.setattr(search, "TimeKeeper", Recorded)
    return made


def test_a_move_on_the_clock_ends_inside_its_maximum(monkeypatch) -> None:
    position = Game.from_transcript("f5d6c3d3c4f4f6f3e6e7").position
    reading = ClockReading(1.5)
    plan = clock_plan(Budget(clock=reading), position.empty_count)
    keepers = recorded_time_keepers(monkeypatch)
    result = MasterPlayer(tt_mib=4).choose(position, Budget(clock=reading))
    assert result.move in position.legal_moves()
    # The kernels are stopped at the plan's maximum and stop deepening at its target; how soon
    # after the deadline they stop is a latency figure (benchmarks engine), not checked here.
    [keeper] = keepers
    assert keeper.seconds == plan.maximum and keeper.first_target == min(plan.target, keeper.usable)
    assert keeper.usable < plan.maximum < 1.5


def test_a_change_of_best_move_between_depths_extends_the_target(monkeypatch) -> None:
    from othello_qt.core.engine import search

    extended: list[int] = []
    extend = search.TimeKeeper.extend_target
    monkeypatch.setattr(
        search.TimeKeeper, "extend_target", lambda keeper, *args: extended.append(1) or extend(keeper, *args)
    )
    position = Game.from_transcript("f5d6c3d3c4f4f6f3e6e7").position
    best: list[tuple[int, object]] = []
    MasterPlayer(tt_mib=4).choose(
        position, Budget(depth=10), progress=lambda i: best.append((i.depth, i.move))
    )
    changes = sum(
        1
        for (_d, before), (depth, after) in itertools.pairwise(best)
        if after != before and depth >= search.UNSTABLE_FROM_DEPTH
    )
    assert changes >= 1 and len(extended) == changes


def test_time_before_the_search_counts_against_the_move(monkeypatch) -> None:
    """Reading the opening book the first time takes a few tenths of a second: it is part of the
    move's time, not extra time on top of it."""
    import time

    book_read_at: list[float] = []

    def slow_book(player: MasterPlayer, position: object) -> None:
        book_read_at.append(time.perf_counter())
        time.sleep(0.3)
        return None

    monkeypatch.setattr(MasterPlayer, "book_moves", slow_book)
    position = Game.from_transcript("f5d6c3d3c4f4f6f3e6e7").position
    player = MasterPlayer(Budget(seconds=0.5), tt_mib=4)
    player.choose(position, Budget(depth=2))  # loads the kernels: not part of the timed move
    keepers = recorded_time_keepers(monkeypatch)
    book_read_at.clear()
    result = player.choose(position)
    assert result.move in position.legal_moves()
    [keeper], [book_read] = keepers, book_read_at
    # The search's deadline counts from before the book was read, with the move's 0.5 s: the
    # search keeps to what was left (no wall-clock bound: the machine may be loaded).
    assert keeper.started <= book_read and keeper.seconds == 0.5
    assert result.seconds >= 0.3  # the reported time is the move's, book included
