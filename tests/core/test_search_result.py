"""One record of a search: the engine's driver, the players' decisions and their progress reports."""

from __future__ import annotations

import dataclasses

import pytest

from othello_qt.core.engine.search import Searcher
from othello_qt.core.players import Budget, create_player
from othello_qt.core.players.master import MasterPlayer
from othello_qt.core.position import Move
from othello_qt.core.search_result import Certainty, SearchResult
from tests.core.engine_reference import random_position


def test_the_driver_answers_in_moves_with_one_certainty_and_a_frozen_record() -> None:
    position = random_position(30, 4)
    result = Searcher(tt_mib=4).search(position.player, position.opponent, depth=4, solve_empties=0)
    assert isinstance(result, SearchResult) and result.move in position.legal_moves()
    assert result.pv[0] == result.move and all(isinstance(m, Move) for m in result.pv)
    assert result.certainty is Certainty.ESTIMATE and not result.exact and not result.wld
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.score = 0.0  # type: ignore[misc]
    assert not hasattr(result, "__dict__")  # slots: the certainty is the one stored field
    assert [f.name for f in dataclasses.fields(SearchResult) if f.type in ("bool", bool)] == ["complete"]


def test_a_solve_reports_win_loss_draw_then_exact_and_the_decision_is_the_last_report() -> None:
    position = random_position(8, 2)
    reports: list[SearchResult] = []
    decision = MasterPlayer(Budget(depth=4), tt_mib=4).choose(position, progress=reports.append)
    certainties = [r.certainty for r in reports]
    assert certainties[-2:] == [Certainty.WIN_LOSS_DRAW, Certainty.EXACT]
    assert type(decision) is type(reports[-1]) is SearchResult
    last = reports[-1]
    assert (decision.move, decision.score, decision.depth, decision.pv, decision.certainty) == (
        last.move,
        last.score,
        last.depth,
        last.pv,
        last.certainty,
    )
    assert decision.describe().startswith(f"exact, {decision.score:+.0f}")


@pytest.mark.parametrize("spec", ["alphabeta:3", "id:1s", "td", "humanlike:2:0"])
def test_every_player_decides_and_analyses_with_the_same_record(spec: str) -> None:
    position = random_position(20, 6)
    player = create_player(spec, seed=1)
    decision = player.choose(position, Budget(depth=2))
    assert isinstance(decision, SearchResult) and position.is_legal(decision.move)
    assert isinstance(player.analyze(position, Budget(depth=2)), SearchResult)
