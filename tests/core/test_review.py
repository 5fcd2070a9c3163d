"""Review logic: verdicts from disc losses, the deepest analysis wins, Black's point of view, summaries."""

from __future__ import annotations

import pytest

from othello_qt.core.game import Game
from othello_qt.core.notation import move_count, move_numbers
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.core.review import (
    BLUNDER_DISCS,
    MISTAKE_DISCS,
    EngineChoice,
    GameAnalysis,
    MoveReview,
    PositionAnalysis,
    Verdict,
    classify,
    game_summary,
    review_move,
    short_summary,
    summary,
)
from othello_qt.core.search_result import SearchResult

F5, D6, C3, C5, E6 = (Move.parse(t) for t in ("f5", "d6", "c3", "c5", "e6"))


@pytest.mark.parametrize(
    ("loss", "verdict"),
    [
        (0, Verdict.GOOD),
        (MISTAKE_DISCS - 0.5, Verdict.GOOD),
        (MISTAKE_DISCS, Verdict.MISTAKE),
        (BLUNDER_DISCS - 0.1, Verdict.MISTAKE),
        (BLUNDER_DISCS, Verdict.BLUNDER),
        (40, Verdict.BLUNDER),
    ],
)
def test_classify(loss: float, verdict: Verdict) -> None:
    assert classify(loss) is verdict


def test_symbols_mark_verdicts_without_colour() -> None:
    assert (Verdict.GOOD.symbol, Verdict.MISTAKE.symbol, Verdict.BLUNDER.symbol) == ("", "?", "??")


def test_move_cost_is_measured_in_one_search() -> None:
    start = Position.initial()
    info = SearchResult(depth=8, score=2.0, move_scores={F5: 2.0, D6: -3.0, C5: 2.0, E6: -9.0})
    analysis = PositionAnalysis.from_search(info)
    assert analysis.best in (F5, C5) and analysis.score == 2.0
    review = review_move(1, 1, start, E6, analysis)
    assert review is not None
    assert review.loss == 11.0 and review.verdict is Verdict.BLUNDER and review.color is BLACK
    assert review_move(1, 1, start, F5, analysis).verdict is Verdict.GOOD
    assert review_move(1, 1, start, Move(None), analysis) is None


def test_deeper_and_exact_analyses_replace_shallower_ones() -> None:
    games = GameAnalysis()
    p = Position.initial()
    shallow = PositionAnalysis(1.0, 4, False)
    deep = PositionAnalysis(3.0, 10, False)
    exact = PositionAnalysis(2.0, 2, True)
    assert games.add(p, shallow)
    assert games.add(p, deep)
    assert not games.add(p, shallow)
    assert games.add(p, exact)
    assert not games.add(p, PositionAnalysis(5.0, 30, False))
    assert games.get(p) == exact


def test_values_are_from_blacks_point_of_view_and_finished_games_are_exact() -> None:
    game = Game.from_transcript("f5d6")
    games = GameAnalysis()
    games.add(game.positions[0], PositionAnalysis(2.0, 6, False))  # Black to move: +2 for Black
    games.add(game.positions[1], PositionAnalysis(3.0, 6, False))  # White to move: +3 for White
    points = games.values(game.positions)
    assert [p.black_score if p else None for p in points] == [2.0, -3.0, None]
    over = Game(Position.from_board_string("X" * 50 + "-" * 14 + " O"))  # White has no disc
    assert over.is_over()
    final = games.values(over.positions)[-1]
    assert final is not None and final.exact and final.black_score == 64


def test_reviews_follow_the_game() -> None:
    game = Game.from_transcript("f5d6")
    games = GameAnalysis()
    games.add(game.positions[1], PositionAnalysis(0.0, 6, False, {C3: 0.0, D6: -1.0, E6: -5.0}, C3))
    reviews = games.reviews(game.positions, game.moves)
    assert reviews[0] is None  # the start is not analysed yet
    assert reviews[1] is not None and reviews[1].color is WHITE and reviews[1].loss == 1.0


def _review(ply: int, loss: float, color=BLACK) -> MoveReview:
    return MoveReview(ply, ply, F5, color, D6, 0.0, -loss, False)


def test_summary_names_the_count_and_the_largest() -> None:
    reviews = [_review(3, 5), _review(23, 12), _review(30, 6), _review(31, 1), None]
    assert summary(reviews) == "2 mistakes and 1 blunder; the largest, move 23 (f5), cost 12 discs"
    assert summary([_review(1, 0.5)]) == "No mistakes"
    assert summary([]) == "No move reviewed yet"
    assert summary([_review(9, 4)]) == "1 mistake; the largest, move 9 (f5), cost 4 discs"


def test_game_summary_per_side() -> None:
    text = game_summary([_review(2, 6, WHITE), _review(3, 1)])
    assert text == "Black: no mistakes. White: 1 mistake; the largest, move 2 (f5), cost 6 discs."


def test_moves_are_numbered_as_transcripts_count_them() -> None:
    moves = [F5, D6, Move(None), C3, Move(None), C5]
    assert move_numbers(moves) == (1, 2, None, 3, None, 4)
    assert move_count(moves) == 4
    game = Game.from_transcript("f5d6c3")
    games = GameAnalysis()
    for position in game.positions[:-1]:
        info = SearchResult(depth=11, score=0.0, move_scores={m: 0.0 for m in position.legal_moves()})
        games.add(position, PositionAnalysis.from_search(info))
    assert [r.number for r in games.reviews(game.positions, game.moves)] == [1, 2, 3]


def test_a_verdict_needs_the_reviews_depth_or_an_exact_value() -> None:
    game = Game.from_transcript("f5d6")
    scores = {C3: 0.0, D6: -12.0, E6: -5.0}
    shallow = GameAnalysis()
    shallow.add(game.positions[1], PositionAnalysis(0.0, 8, False, scores, C3))
    assert shallow.reviews(game.positions, game.moves, min_depth=11)[1] is None  # a first look: no mark
    assert shallow.reviews(game.positions, game.moves)[1].verdict is Verdict.BLUNDER
    exact = GameAnalysis()
    exact.add(game.positions[1], PositionAnalysis(0.0, 0, True, scores, C3))
    assert exact.reviews(game.positions, game.moves, min_depth=11)[1].verdict is Verdict.BLUNDER


def test_the_engines_own_deeper_choice_is_never_a_mistake() -> None:
    game = Game.from_transcript("f5d6")
    games = GameAnalysis()
    games.add(game.positions[1], PositionAnalysis(0.0, 11, False, {C3: 0.0, D6: -12.0, E6: -5.0}, C3))
    games.add_choice(game.positions[1], EngineChoice(D6, 8, False))  # shallower: the review decides
    assert games.reviews(game.positions, game.moves, 11)[1].verdict is Verdict.BLUNDER
    games.add_choice(game.positions[1], EngineChoice(D6, 20, False))  # deeper: its own best move
    review = games.reviews(game.positions, game.moves, 11)[1]
    assert review.verdict is Verdict.GOOD and review.best == D6 and review.loss == 0


def test_short_summary_counts_each_side() -> None:
    reviews = [_review(1, 5), _review(2, 12, WHITE), _review(3, 11), _review(5, 1), None]
    assert short_summary(reviews) == "Black: 1 mistake, 1 blunder. White: 1 blunder."
    assert short_summary([_review(1, 0)]) == "Black: no mistakes. White: no move reviewed."


def test_a_book_value_settles_a_verdict_however_shallow_the_books_searches() -> None:
    """The shipped book's values come from 8-ply searches, the review asks for 11: the engine answers
    a book position from its book whatever it is asked, so a review that waited for 11 plies there
    never ended (the screenshot of a review hung)."""
    start = Position.initial()
    f5 = Move.parse("f5")
    book = PositionAnalysis(0.5, 8, False, {m: 0.5 for m in start.legal_moves()}, f5, book=True)
    searched = PositionAnalysis(0.5, 8, False, {m: 0.5 for m in start.legal_moves()}, f5)
    assert book.settles(11) and not searched.settles(11) and searched.settles(8)
    analysis = GameAnalysis()
    analysis.add(start, book)
    assert analysis.reviews([start], [f5], min_depth=11)[0] is not None
    analysis = GameAnalysis()
    analysis.add(start, searched)
    assert analysis.reviews([start], [f5], min_depth=11) == [None]
