"""The master engine plays from the opening book: the best move at the top, varied moves below."""

from __future__ import annotations

import numpy as np
import pytest

from othello_qt.core.budget import Budget
from othello_qt.core.engine.book import Book, Books, key_of
from othello_qt.core.engine.book_building import BookPlan, grow, initial_book
from othello_qt.core.players.levels import LEVELS, level
from othello_qt.core.players.master import MasterPlayer, create_master
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import Position, move_at, parse_square
from othello_qt.core.search_result import Certainty

AFTER_F5 = Position.initial().play(move_at(parse_square("f5")))
VALUES = {"d6": 1.0, "f6": 0.0, "f4": -6.0}
"""White's moves after f5, valued by hand: d6 best, f6 one disc worse, f4 far worse."""


def book_after_f5() -> Book:
    """The start and the position after f5 expanded; White's three replies valued as ``VALUES``."""
    start = Position.initial()
    start_key = key_of(start.player, start.opponent)
    book = grow(
        initial_book(),
        [(start_key, (sorted(m.square for m in start.legal_moves()), [0.0] * 4, False))],
        BookPlan(),
    )
    key = key_of(AFTER_F5.player, AFTER_F5.opponent)
    canonical = Position.from_sides(key[0], key[1], AFTER_F5.turn)
    squares, values = [], []
    for move in AFTER_F5.legal_moves():
        child_key = key_of(*(lambda p: (p.player, p.opponent))(AFTER_F5.play(move)))
        for candidate in canonical.legal_moves():
            after = canonical.play(candidate)
            if key_of(after.player, after.opponent) == child_key:
                squares.append(candidate.square)
                values.append(VALUES[str(move)])
    return grow(book, [(key, (squares, values, False))], BookPlan())


@pytest.fixture(scope="module")
def books() -> Books:
    return Books([book_after_f5()])


def test_top_level_plays_the_best_book_move_whatever_the_seed(books: Books) -> None:
    for seed in range(8):
        player = MasterPlayer(Budget(depth=4), seed, book=books)
        decision = player.choose(AFTER_F5)
        assert str(decision.move) == "d6"
        assert decision.certainty is Certainty.BOOK
        assert decision.score == pytest.approx(1.0)
        assert decision.nodes == 0  # no search


def test_varied_openings_choose_among_moves_within_the_window(books: Books) -> None:
    chosen = {
        str(MasterPlayer(Budget(depth=4), seed, book=books, vary=2).choose(AFTER_F5).move)
        for seed in range(16)
    }
    assert chosen == {"d6", "f6"}  # both within 2 discs of the best; f4 (7 worse) never
    again = [
        str(MasterPlayer(Budget(depth=4), 5, book=books, vary=2).choose(AFTER_F5).move) for _ in range(3)
    ]
    assert len(set(again)) == 1  # the same seed plays the same game


def test_analysis_reports_book_values_for_every_move(books: Books) -> None:
    reports = []
    result = MasterPlayer(Budget(depth=4), book=books).analyze(AFTER_F5, progress=reports.append)
    assert result.certainty is Certainty.BOOK and reports[-1] == result
    assert {str(m): v for m, v in result.move_scores.items()} == pytest.approx(VALUES)
    assert result.pv[0] == move_at(parse_square("d6"))


def test_out_of_book_the_engine_searches(books: Books) -> None:
    later = AFTER_F5.play(move_at(parse_square("d6")))
    decision = MasterPlayer(Budget(depth=3), book=books).choose(later)
    assert decision.certainty is Certainty.ESTIMATE and decision.nodes > 0


def test_spec_options_book_and_vary() -> None:
    assert create_master("4:vary=2", None).vary == 2.0
    assert create_master("4:book=off", None).book is False
    assert create_master("4", None).book is True and create_master("4", None).vary == 0.0
    for bad in ("4:vary=-1", "4:vary=lots", "4:book=maybe"):
        with pytest.raises(ValueError, match="master"):
            create_master(bad, None)


def test_levels_top_plays_the_best_book_move_lower_master_levels_vary() -> None:
    top = create_player(level(len(LEVELS)).spec)
    assert isinstance(top, MasterPlayer) and top.vary == 0 and top.book is True
    masters = [create_player(lv.spec) for lv in LEVELS if lv.spec.startswith("master")]
    lower = [p for p in masters if isinstance(p, MasterPlayer) and p.budget.seconds is None]
    assert lower and all(0 < p.vary <= 4 for p in lower)


@pytest.mark.opening_book
def test_the_shipped_book_opens_the_game() -> None:
    decision = MasterPlayer(Budget(depth=2), seed=1).choose(Position.initial())
    assert decision.certainty is Certainty.BOOK
    assert decision.move in Position.initial().legal_moves()
    assert np.isfinite(decision.score)


@pytest.mark.opening_book
def test_warm_up_searches_the_opening_although_the_book_has_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from othello_qt.core.engine.search import Searcher
    from othello_qt.core.players import master

    searched = []
    original = Searcher.search
    monkeypatch.setattr(
        Searcher, "search", lambda self, p, o, **kw: searched.append((p, o)) or original(self, p, o, **kw)
    )
    assert (
        MasterPlayer(Budget(depth=2)).choose(AFTER_F5).certainty is Certainty.BOOK
    )  # the shipped book has it
    master.warm_up()
    assert (AFTER_F5.player, AFTER_F5.opponent) in searched


def test_warm_up_calls_every_book_kernel_a_first_book_move_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    # Compiling them inside a timed move's clock took seconds on a first start.
    from othello_qt.core.engine import book
    from othello_qt.core.players import master

    called = set()
    for name in ("canonical", "_canonical_all", "_empties", "negamax"):
        kernel = getattr(book, name)
        monkeypatch.setattr(book, name, lambda *a, _k=kernel, _n=name: called.add(_n) or _k(*a))
    master.warm_up()
    assert called == {"canonical", "_canonical_all", "_empties", "negamax"}
