"""The engine benchmark's FFO solves are checked against the published scores: a wrong score fails
the benchmark (``figures.WrongResult``), and the very slow test solves FFO #38-#59 against them."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from benchmarks import engine, rules
from benchmarks.figures import WrongResult
from othello_qt.core.engine.search import Searcher

FFO_38_59 = range(38, 60)


def test_the_ffo_files_hold_the_published_scores_of_38_to_59() -> None:
    positions = engine.ffo_positions(38, 59)
    assert [number for number, *_ in positions] == list(FFO_38_59)
    assert positions[0][2:] == (4, {"b2"})  # FFO #38: b2 wins by 4
    assert positions[-1][2:] == (64, {"h4", "g8", "e8"})  # FFO #59: a wipe-out
    for _number, position, best, moves in positions:
        assert 20 <= position.empty_count <= 34 and moves and -64 <= best <= 64


def test_a_wrong_solve_fails_the_engine_benchmark(monkeypatch: pytest.MonkeyPatch) -> None:
    number, position, best, moves = engine.ffo_positions(1, 1)[0]
    monkeypatch.setattr(engine, "ffo_positions", lambda first, last: [(number, position, best + 2, moves)])
    with pytest.raises(WrongResult, match=r"FFO #1: .* published"):
        engine.solve_suite(1, 1)


def test_a_wrong_perft_count_fails_the_rules_benchmark(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = SimpleNamespace(leaves=1, seconds=1.0, leaves_per_second=1.0)
    monkeypatch.setattr(rules, "run_perft", lambda *args, **kwargs: fake)
    with pytest.raises(WrongResult, match="perft 9: 1 leaves, published"):
        rules.run()


@pytest.mark.slow
@pytest.mark.very_slow
@pytest.mark.parametrize("number", FFO_38_59)
def test_ffo_38_to_59_against_the_published_scores(number: int) -> None:
    [(_number, position, best, moves)] = engine.ffo_positions(number, number)
    result = Searcher().search(position.player, position.opponent, solve_empties=64)
    assert result.exact
    assert result.score == best, f"FFO #{number}: {result.score:+.0f}, published {best:+d}"
    assert str(result.move) in moves, f"FFO #{number}: {result.move!s}, published best {sorted(moves)}"
