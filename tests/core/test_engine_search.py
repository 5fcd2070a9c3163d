"""Midgame search: same values as plain negamax, stops promptly, reports progress, analyses."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.engine.context import ABORTED, CALLS, POLL_MASK
from othello_qt.core.engine.evaluation import SCALE, load_weights
from othello_qt.core.engine.pattern_weights import load_pattern_weights
from othello_qt.core.engine.probcut import DEFAULT_SELECTIVITY
from othello_qt.core.engine.search import Searcher
from othello_qt.core.engine.tt import TranspositionTable, position_hash, tt_probe, tt_store
from othello_qt.core.players import Budget, create_player
from othello_qt.core.players.master import MasterPlayer, parse_budget
from othello_qt.core.position import PASS, Position, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag
from tests.core.engine_reference import depth_value, move_values, random_position

WEIGHTS = load_pattern_weights()
"""The engine's default evaluation (the shipped pattern tables)."""
LINEAR = load_weights()
PASS_BOARD = "X" * 56 + "XXXXX-OX O"
"""White to move must pass; Black then plays f8."""


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_search_value_equals_plain_negamax(seed: int, depth: int) -> None:
    position = random_position(40 - 3 * seed, seed)
    expected = depth_value(position, depth, WEIGHTS)
    result = Searcher(tt_mib=4, selectivity=None).search(
        position.player, position.opponent, depth=depth, solve_empties=0
    )
    assert round(result.score * SCALE) == expected
    best_child = position.play(result.move)
    assert -depth_value(best_child, depth - 1, WEIGHTS) == expected


@pytest.mark.parametrize("seed", range(2))
def test_the_linear_evaluation_searches_like_plain_negamax_too(seed: int) -> None:
    position = random_position(38 - 3 * seed, seed)
    expected = depth_value(position, 3, LINEAR)
    result = Searcher(tt_mib=4, weights=LINEAR).search(
        position.player, position.opponent, depth=3, solve_empties=0
    )
    assert round(result.score * SCALE) == expected


def test_analysis_values_every_move_like_negamax() -> None:
    position = random_position(36, 11)
    searcher = Searcher(tt_mib=4, selectivity=None)
    reports = []
    result = searcher.search(
        position.player, position.opponent, depth=3, solve_empties=0, analyze=True, report=reports.append
    )
    legal = set(position.legal_moves())
    assert set(result.move_scores) == legal
    for move, value in result.move_scores.items():
        child = position.play(move)
        assert round(value * SCALE) == -depth_value(child, 2, WEIGHTS)
    assert [r.depth for r in reports] == [1, 2, 3]
    assert all(set(r.move_scores) == legal for r in reports)


def test_endgame_analysis_is_exact_for_every_move() -> None:
    position = random_position(8, 5)
    info = MasterPlayer(Budget(depth=4), tt_mib=4).analyze(position)
    assert info.exact
    assert info.move_scores == {m: float(v) for m, v in move_values(position).items()}


def test_analysis_of_a_forced_pass() -> None:
    position = Position.from_board_string(PASS_BOARD)
    assert position.must_pass()
    info = MasterPlayer(Budget(depth=4), tt_mib=1).analyze(position)
    assert set(info.move_scores) == {PASS}
    assert info.move_scores[PASS] == info.score


def test_progress_reports_each_depth_and_matches_the_decision() -> None:
    player = MasterPlayer(Budget(depth=7), tt_mib=4)
    infos = []
    position = Position.initial().play(move_at(37))
    decision = player.choose(position, progress=infos.append)
    assert [i.depth for i in infos] == list(range(1, 8))
    assert all(i.pv and position.is_legal(i.pv[0]) for i in infos)
    assert [i.nodes for i in infos] == sorted(i.nodes for i in infos)
    assert all(i.seconds >= 0 for i in infos)
    last = infos[-1]
    assert (decision.move, decision.score, decision.depth) == (last.pv[0], last.score, 7)
    assert decision.pv == last.pv
    assert "depth 7" in last.describe()


POLL = POLL_MASK + 1
"""The kernels read the stop flag once every POLL of their calls (``control[CALLS]``)."""


def _stop_mid_search(
    player: MasterPlayer, position: Position
) -> tuple[int, SearchResult, list[SearchResult]]:
    """Set the stop flag once ``player``'s kernels have polled it a few times; return how many kernel
    calls it made after the flag was set, its decision and the depths it reported."""
    control = player._searcher.context.control
    stop = StopFlag()
    infos: list[SearchResult] = []
    answer: list[SearchResult] = []
    thread = threading.Thread(
        target=lambda: answer.append(player.choose(position, stop=stop, progress=infos.append))
    )
    thread.start()
    while control[CALLS] < 8 * POLL and thread.is_alive():
        time.sleep(0.001)
    assert thread.is_alive(), "the search finished before the stop: make it deeper"
    stop.set()
    calls_at_stop = int(control[CALLS])
    thread.join(60)  # a guard against a hang, not a latency
    assert not thread.is_alive(), "the search never saw its stop flag"
    return int(control[CALLS]) - calls_at_stop, answer[0], infos


def test_a_stop_is_seen_at_the_next_poll_in_the_midgame() -> None:
    # A kernel that never reads the flag (e.g. a load hoisted out of its loops) runs on to depth 40.
    # The time this takes is measured by ``python -m benchmarks engine`` (stop latency).
    position = Position.initial().play(move_at(37))
    calls, decision, infos = _stop_mid_search(MasterPlayer(Budget(depth=40), tt_mib=16), position)
    assert calls <= 2 * POLL
    assert position.is_legal(decision.move)
    assert infos and decision.depth == infos[-1].depth < 40  # the last depth it completed


def test_a_stop_is_seen_at_the_next_poll_in_the_endgame() -> None:
    lines = (Path(__file__).parents[1] / "data" / "fforum-40-59.obf").read_text()
    position = Position.from_board_string(lines.splitlines()[4])  # FFO #44, 23 empties
    calls, decision, _infos = _stop_mid_search(MasterPlayer(Budget(depth=60), tt_mib=16), position)
    assert calls <= 2 * POLL
    assert position.is_legal(decision.move) and not decision.exact


def test_a_stop_set_before_the_search_answers_at_once_with_a_legal_move() -> None:
    player = MasterPlayer(Budget(depth=40), tt_mib=4)
    stop = StopFlag()
    stop.set()
    position = Position.initial().play(move_at(37))
    decision = player.choose(position, stop=stop)
    assert position.is_legal(decision.move)
    assert player._searcher.context.control[CALLS] <= POLL  # stopped at its first poll


def test_time_budget_is_kept() -> None:
    # The one wall-clock check of the budget, with a margin for a loaded machine; benchmarks measure it.
    player = MasterPlayer(Budget(seconds=0.3), tt_mib=4)
    started = time.perf_counter()
    decision = player.choose(Position.initial().play(move_at(37)))
    assert time.perf_counter() - started < 0.3 + 1.5
    assert decision.depth and decision.depth >= 3


def test_an_empty_budget_means_the_default_budget() -> None:
    player = MasterPlayer(Budget(depth=3), tt_mib=1)
    assert player.choose(Position.initial(), Budget()).depth == 3


def test_forced_moves_are_answered_without_search() -> None:
    position = Position.from_board_string(PASS_BOARD)
    assert MasterPlayer(tt_mib=1).choose(position).move == PASS


def test_registry_builds_master_players() -> None:
    assert create_player("master").budget == Budget(seconds=2.0)
    assert create_player("master:5s").budget == Budget(seconds=5.0)
    assert create_player("master:12").budget == Budget(depth=12)
    assert create_player("master:12").supports_analysis
    with pytest.raises(ValueError, match="is not a depth like 6"):
        parse_budget("fast")


def test_seeded_players_replay_the_same_moves() -> None:
    position = Position.initial()
    a = MasterPlayer(Budget(depth=4), seed=3, tt_mib=1).choose(position)
    b = MasterPlayer(Budget(depth=4), seed=3, tt_mib=1).choose(position)
    assert a.move == b.move and a.score == b.score


def test_transposition_table_store_probe_and_size() -> None:
    tt = TranspositionTable(1)
    assert tt.entries == 65536 and tt.size_bytes == 1 << 20
    key = np.uint64(position_hash(np.uint64(0x0000000810000000), np.uint64(0x0000001008000000)))
    tt_store(tt.table, key, 5, -10, 10, 3, 19, 1)
    assert tuple(tt_probe(tt.table, key)) == (True, 3, 3, 19, 5)
    tt_store(tt.table, key, 5, -10, 10, 12, 26, 1)  # fail high: a lower bound, merged
    found, lower, _upper, move, depth = tt_probe(tt.table, key)
    assert (found, move, depth) == (True, 26, 5) and lower == 12
    assert not tt_probe(tt.table, key ^ np.uint64(1))[0]
    with pytest.raises(ValueError):
        TranspositionTable(0)


def test_a_torn_table_entry_reads_as_a_miss() -> None:
    # Threads share the table without locks: an entry whose two words come from different stores
    # must not be taken for either position.
    tt = TranspositionTable(1)
    a = np.uint64(position_hash(np.uint64(0x0000000810000000), np.uint64(0x0000001008000000)))
    b = a + np.uint64(tt.entries)  # another position in the same bucket
    tt_store(tt.table, a, 5, -10, 10, 3, 19, 1)
    tt_store(tt.table, b, 6, -10, 10, -7, 20, 1)
    assert tt_probe(tt.table, a)[0] and tt_probe(tt.table, b)[0]
    slot_a = next(i for i in range(tt.entries) if tt.table[i, 0] ^ tt.table[i, 1] == a)
    slot_b = next(i for i in range(tt.entries) if tt.table[i, 0] ^ tt.table[i, 1] == b)
    tt.table[slot_a, 1] = tt.table[slot_b, 1]  # a's key word with b's data word
    assert not tt_probe(tt.table, a)[0]


def test_a_two_thread_search_reaches_its_depth_and_stops_on_request() -> None:
    position = Position.initial().play(move_at(37)).play(move_at(43))
    searcher = Searcher(tt_mib=8, threads=2)
    result = searcher.search(position.player, position.opponent, depth=8)
    assert result.depth == 8 and position.is_legal(result.move)
    assert result.nodes > searcher.context.nodes  # the helper's nodes are counted too
    stop = StopFlag()
    answer: list = []
    thread = threading.Thread(
        target=lambda: answer.append(
            searcher.search(position.player, position.opponent, depth=40, stop=stop.array)
        )
    )
    thread.start()
    while searcher.context.control[CALLS] < 8 * POLL and thread.is_alive():
        time.sleep(0.001)
    stop.set()
    thread.join(60)  # a guard against a hang, not a latency
    assert not thread.is_alive() and answer[0].depth < 40 and not answer[0].complete


def test_master_spec_takes_a_thread_count() -> None:
    player = create_player("master:1s:threads=2")
    assert player.threads == 2 and player.budget == Budget(seconds=1.0)
    assert create_player("master:threads=2").budget == parse_budget(None)
    for bad in (
        "master:1s:threads=0",
        "master:1s:cores=2",
        "master:1s:2:threads=2",
        "master:1s:threads=2:threads=2",
        "master:mpc=maybe",
        "master:mpc=0.1",
        "master:1s:mpc",
    ):
        with pytest.raises(ValueError):
            create_player(bad)


def test_master_spec_switches_probcut() -> None:
    default = create_player("master:1s")
    assert default._searcher.selectivity == DEFAULT_SELECTIVITY
    assert create_player("master:1s:mpc=off")._searcher.selectivity is None
    tuned = create_player("master:1s:threads=2:mpc=2.5")
    assert tuned._searcher.selectivity == 2.5 and tuned.threads == 2
    assert create_player("master:mpc=on")._searcher.selectivity == DEFAULT_SELECTIVITY


def test_a_table_window_is_a_view_of_the_table_front() -> None:
    table = TranspositionTable(1)
    window = table.window(0.25)
    assert window.shape == (table.entries // 4, 2)
    assert np.shares_memory(window, table.table)
    assert window.flags.c_contiguous
    assert table.window(64).shape == table.table.shape  # never more than the table


def test_small_solves_use_the_table_window_and_midgame_searches_the_whole_table() -> None:
    searcher = Searcher(tt_mib=16)
    position = random_position(12, 7)
    result = searcher.search(position.player, position.opponent, solve_empties=64)
    assert result.exact
    assert searcher.table.shape[0] < searcher.tt.entries
    assert result.pv[0] == result.move and len(result.pv) > 1  # the line is read from the window
    position = random_position(30, 7)
    searcher.search(position.player, position.opponent, depth=3, solve_empties=0)
    assert searcher.table.shape[0] == searcher.tt.entries


def test_a_stopped_depth_that_failed_low_keeps_the_previous_best(monkeypatch: pytest.MonkeyPatch) -> None:
    # Depth 3 fails low and is stopped with a later move completed: that move's score is an upper
    # bound below the window, as the first move's is, so it proves nothing about which is better.
    position = Position.initial().play(move_at(37))
    searcher = Searcher(tt_mib=1)
    real = searcher.team.mid_root

    def mid_root(p_bits, o_bits, depth, alpha, beta, all_moves, order, scores, state, parallel):
        if depth < 3:
            return real(p_bits, o_bits, depth, alpha, beta, all_moves, order, scores, state, parallel)
        state.control[ABORTED] = 1
        scores[:2] = [alpha - 3 * SCALE, alpha - SCALE]
        return alpha - SCALE, int(order[1]), 2

    monkeypatch.setattr(searcher.team, "mid_root", mid_root)
    reference = Searcher(tt_mib=1).search(position.player, position.opponent, depth=2, solve_empties=0)
    result = searcher.search(position.player, position.opponent, depth=3, solve_empties=0)
    assert result.move == reference.move and result.depth == 2
