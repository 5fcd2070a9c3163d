"""The selective endgame passes (issue 20): levelled table entries, and exact scores after the passes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.engine import search
from othello_qt.core.engine.endgame import SELECTIVITIES
from othello_qt.core.engine.search import SOLVE_TABLE_MIB, Searcher, child_position, legal_squares
from othello_qt.core.engine.tt import (
    ENDGAME_TAG,
    EXACT_LEVEL,
    TranspositionTable,
    position_hash,
    tt_probe_end,
    tt_store_level,
)
from othello_qt.core.notation import parse_annotated_board
from tests.core.engine_reference import exact_value, random_position

DATA = Path(__file__).resolve().parents[1] / "data"
KEY = np.uint64(position_hash(np.uint64(0x0000000810000000), np.uint64(0x0000001008000000))) ^ ENDGAME_TAG


def test_a_selective_entry_never_replaces_a_proved_one_and_a_proved_one_replaces_it() -> None:
    tt = TranspositionTable(1)
    tt_store_level(tt.table, KEY, 20, 1, -10, 10, 4, 19, 1)
    assert tuple(tt_probe_end(tt.table, KEY)) == (True, 4, 4, 19, 1)
    tt_store_level(tt.table, KEY, 20, EXACT_LEVEL, -10, 10, 12, 26, 1)  # proved: a lower bound
    found, lower, upper, move, level = tt_probe_end(tt.table, KEY)
    assert (found, lower, move, level) == (True, 12, 26, EXACT_LEVEL) and upper > 64
    tt_store_level(tt.table, KEY, 20, 2, -10, 10, -6, 33, 1)  # a less sure pass: ignored
    assert tuple(tt_probe_end(tt.table, KEY))[1:] == (lower, upper, 26, EXACT_LEVEL)


def test_a_surer_level_replaces_the_bounds_and_keeps_the_move_it_lacks() -> None:
    tt = TranspositionTable(1)
    tt_store_level(tt.table, KEY, 20, 1, -10, 10, 4, 19, 1)
    tt_store_level(tt.table, KEY, 20, 2, -10, 10, 12, 64, 1)  # no move (PASS_SQUARE)
    assert tuple(tt_probe_end(tt.table, KEY)) == (True, 12, 32767, 19, 2)


def test_the_exact_solver_takes_no_selective_bound_for_a_proved_one() -> None:
    """A wrong selective entry for every child of the root: the solve stays exact, and tries the
    entries' moves first all the same."""
    position = random_position(12, 11)
    searcher = Searcher(tt_mib=4)
    table = searcher.tt.window(SOLVE_TABLE_MIB)
    for square in legal_squares(position.player, position.opponent):
        child = child_position(position.player, position.opponent, square)
        key = np.uint64(position_hash(np.uint64(child[0]), np.uint64(child[1]))) ^ ENDGAME_TAG
        tt_store_level(table, key, 11, 1, -65, 65, 60, 64, 1)  # "the child scores 60": false
    result = searcher.search(position.player, position.opponent, solve_empties=64)
    assert result.exact and result.score == exact_value(position)


def _ffo(index: int) -> tuple:
    lines = (DATA / "fforum-1-19.obf").read_text().splitlines()
    return parse_annotated_board([line for line in lines if line.strip() and not line.startswith("%")][index])


@pytest.mark.parametrize(("index", "threads"), [(i, 1) for i in range(0, 19, 2)] + [(1, 2), (7, 2)])
def test_solves_after_the_selective_passes_are_exact(
    monkeypatch: pytest.MonkeyPatch, index: int, threads: int
) -> None:
    # FFO #1-#19 have 14-16 empties: below SELECTIVE_PASS_MIN_EMPTIES unless it is lowered.
    monkeypatch.setattr(search, "SELECTIVE_PASS_MIN_EMPTIES", 14)
    passes: list[int] = []
    original = Searcher._selective_passes

    def counted(self: Searcher, *args: object) -> int:
        passes.append(1)
        return original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(Searcher, "_selective_passes", counted)
    position, notes = _ffo(index)
    searcher = Searcher(tt_mib=4, threads=threads)
    result = searcher.search(position.player, position.opponent, solve_empties=64)
    best = notes[0].score
    assert passes and result.exact and result.score == best
    assert result.move in {n.move for n in notes if n.score == best}


def test_the_shipped_statistics_make_the_passes_at_every_level() -> None:
    table = Searcher(tt_mib=1).probcut
    for empties in range(search.SELECTIVE_PASS_MIN_EMPTIES, 61):
        shallow, slope, _intercept, sigma = table[empties, empties]
        assert 0 <= shallow < empties and slope > 0 and sigma > 0
    assert search.SELECTIVE_PASSES and max(search.SELECTIVE_PASSES) <= len(SELECTIVITIES)
