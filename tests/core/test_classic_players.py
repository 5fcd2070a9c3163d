"""The seeds' strategies checked against deliberately simple Python references over ``Position``."""

from __future__ import annotations

import random
import threading
import time

import numpy as np
import pytest

from othello_qt.core import jit
from othello_qt.core.budget import Budget
from othello_qt.core.players import classic_kernels as k
from othello_qt.core.players.classic import FixedDepthSearchPlayer
from othello_qt.core.players.registry import create_player
from othello_qt.core.position import BLACK, PASS, Color, Position, move_at
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag

CORNERS = {0, 7, 56, 63}

# Tables typed in again from the seeds (not imported), so a typo in the module shows up here.
NORVIG = [
    [120, -20, 20, 5, 5, 20, -20, 120],
    [-20, -40, -5, -5, -5, -5, -40, -20],
    [20, -5, 15, 3, 3, 15, -5, 20],
    [5, -5, 3, 3, 3, 3, -5, 5],
    [5, -5, 3, 3, 3, 3, -5, 5],
    [20, -5, 15, 3, 3, 15, -5, 20],
    [-20, -40, -5, -5, -5, -5, -40, -20],
    [120, -20, 20, 5, 5, 20, -20, 120],
]
SQUARES = [
    [100, -1, 5, 2, 2, 5, -1, 100],
    [-1, -10, 1, 1, 1, 1, -10, -1],
    [5, 1, 1, 1, 1, 1, 1, 5],
    [2, 1, 1, 0, 0, 1, 1, 2],
    [2, 1, 1, 0, 0, 1, 1, 2],
    [5, 1, 1, 1, 1, 1, 1, 5],
    [-1, -10, 1, 1, 1, 1, -10, -1],
    [100, -1, 5, 2, 2, 5, -1, 100],
]
DIFF = [[1] * 8 for _ in range(8)]
TABLES = {"weighted": NORVIG, "squares": SQUARES, "diff": DIFF}


@pytest.fixture(scope="module", autouse=True)
def warm() -> None:
    jit.warm_up()


def ref_eval(position: Position, table: list[list[int]]) -> int:
    total = 0
    for square in range(64):
        piece = position.piece_at(square)
        if piece is not None:
            weight = table[square // 8][square % 8]
            total += weight if piece == position.turn else -weight
    return total


def ref_final(position: Position) -> int:
    score = position.result().score  # Black's view, empties to the winner
    if position.turn != BLACK:
        score = -score
    return (k.WIN if score > 0 else -k.WIN if score < 0 else 0) + score


def ref_negamax(position: Position, depth: int, table: list[list[int]]) -> int:
    """Plain negamax: finished games first, a pass costs a ply, every move searched."""
    moves = position.legal_moves()
    if not moves:
        return ref_final(position)
    if depth == 0:
        return ref_eval(position, table)
    return max(-ref_negamax(position.play(m), depth - 1, table) for m in moves)


def random_positions(count: int, seed: int, min_plies: int = 4, max_plies: int = 58) -> list[Position]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        position = Position.initial()
        for _ in range(rng.randint(min_plies, max_plies)):
            moves = position.legal_moves()
            if not moves:
                break
            position = position.play(rng.choice(moves))
        if not position.is_game_over() and len(position.legal_moves()) > 1:
            out.append(position)
    return out


def search_value(algorithm: str, position: Position, depth: int, evaluation: str) -> tuple[int, list[int]]:
    value, pv, _stats = FixedDepthSearchPlayer(algorithm, depth, evaluation).search(position, depth)
    return value, pv


def test_tables_match_the_seeds() -> None:
    assert k.NORVIG_WEIGHTS.reshape(8, 8).tolist() == NORVIG
    assert k.NEGASCOUT_WEIGHTS.reshape(8, 8).tolist() == SQUARES
    # Any finished game is beyond any evaluation: the largest table sum is far below WIN.
    assert 64 * max(abs(w) for row in NORVIG for w in row) < k.WIN


@pytest.mark.parametrize("evaluation", ["weighted", "diff"])
@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta"])
def test_minimax_and_alphabeta_equal_reference_negamax(algorithm: str, evaluation: str) -> None:
    table = TABLES[evaluation]
    for i, position in enumerate(random_positions(24, seed=11)):
        depth = 1 + i % 3
        value, pv = search_value(algorithm, position, depth, evaluation)
        assert value == ref_negamax(position, depth, table), position.board_string()
        # The chosen move really has that value.
        best = position.play(move_at(pv[0]) if pv[0] < 64 else PASS)
        assert -ref_negamax(best, depth - 1, table) == value


def test_endgame_values_are_final_scores() -> None:
    """Deep enough near the end, every leaf is a finished game: the value is WIN + exact score."""
    for position in random_positions(6, seed=5, min_plies=52, max_plies=56):
        depth = position.empty_count + 4
        value, _ = search_value("alphabeta", position, depth, "weighted")
        assert value == ref_negamax(position, depth, NORVIG)
        assert abs(value) >= k.WIN or value == 0
        decision = create_player(f"alphabeta:{depth}").choose(position)
        assert decision.exact
        assert decision.score == (value - k.WIN if value > 0 else value + k.WIN if value < 0 else 0)


def test_alphabeta_equals_minimax_deeper() -> None:
    for i, position in enumerate(random_positions(10, seed=3)):
        depth = 4 + i % 2
        assert (
            search_value("alphabeta", position, depth, "weighted")[0]
            == (search_value("minimax", position, depth, "weighted")[0])
        )


@pytest.mark.parametrize("evaluation", ["squares", "weighted"])
def test_negascout_equals_alphabeta(evaluation: str) -> None:
    for i, position in enumerate(random_positions(30, seed=7)):
        depth = 1 + i % 6
        ns_value, _pv = search_value("negascout", position, depth, evaluation)
        assert ns_value == search_value("alphabeta", position, depth, evaluation)[0], (position, depth)
        if depth <= 3:
            assert ns_value == ref_negamax(position, depth, TABLES[evaluation])


def test_negascout_orders_moves_by_priority() -> None:
    out = np.zeros(k.MAX_MOVES, dtype=np.int64)
    moves = (1 << 0) | (1 << 9) | (1 << 2) | (1 << 27) | (1 << 63)
    n = k.priority_moves(np.uint64(moves), k.NEGASCOUT_WEIGHTS, out)
    ordered = out[:n].tolist()
    assert sorted(ordered) == [0, 2, 9, 27, 63]
    weights = [SQUARES[s // 8][s % 8] for s in ordered]
    assert weights == sorted(weights, reverse=True)
    assert ordered[:2] == [0, 63]  # ties keep square order


def test_corners_takes_a_corner_at_random_when_it_can() -> None:
    with_corner = 0
    for position in random_positions(150, seed=21, min_plies=20):
        moves = position.legal_moves()
        corners = [m for m in moves if m.square in CORNERS]
        move = create_player("corners", seed=1).choose(position).move
        if corners:
            with_corner += 1
            assert move in corners
        else:
            most = max(position.play(m).count(position.turn) for m in moves)
            assert position.play(move).count(position.turn) == most
    assert with_corner >= 10
    # Two corners on offer: over seeds, both get picked.
    two = next(
        p
        for p in random_positions(400, seed=8, min_plies=30)
        if sum(m.square in CORNERS for m in p.legal_moves()) >= 2
    )
    picks = {create_player("corners", seed=s).choose(two).move for s in range(40)}
    assert len(picks) >= 2 and all(m.square in CORNERS for m in picks)


def test_corners_breaks_ties_at_random() -> None:
    start = Position.initial()  # four symmetric moves, each leaving 4 discs
    assert len({create_player("corners", seed=s).choose(start).move for s in range(40)}) == 4


@pytest.mark.parametrize("evaluation", ["diff", "weighted"])
def test_maximizers_pick_the_best_board(evaluation: str) -> None:
    player = create_player(evaluation)
    for position in random_positions(40, seed=13):
        moves = position.legal_moves()
        values = {m: -ref_eval(position.play(m), TABLES[evaluation]) for m in moves}
        move = player.choose(position).move
        assert values[move] == max(values.values())
        assert move == next(m for m in moves if values[m] == max(values.values()))  # first, like max()


def test_passes_are_answered() -> None:
    # White to move with no legal move but Black has one: every player must pass.
    position = Position.from_board_string("X" * 62 + "O-" + " O")
    assert position.must_pass()
    for spec in ("corners", "diff", "weighted", "minimax:3", "alphabeta:3", "negascout:3", "id:0.2s"):
        assert create_player(spec, seed=1).choose(position).move == PASS


def test_seeded_games_replay_exactly() -> None:
    def game(seed: int) -> list[str]:
        players = [create_player("corners", seed=seed), create_player("random", seed=seed + 1)]
        position, moves = Position.initial(), []
        while not position.is_game_over():
            move = players[position.turn].choose(position).move
            moves.append(str(move))
            position = position.play(move)
        return moves

    assert game(5) == game(5)
    assert game(5) != game(6)


def _midgame() -> Position:
    return random_positions(1, seed=99, min_plies=16, max_plies=16)[0]


@pytest.mark.parametrize("algorithm", ["minimax", "alphabeta", "negascout"])
def test_each_kernel_reads_its_stop_flag_at_every_node(algorithm: str) -> None:
    player = FixedDepthSearchPlayer(algorithm, 4, "weighted")  # shallow: a kernel that ignores it ends
    _value, pv, stats = player.search(_midgame(), 4, np.ones(1, dtype=np.int64))
    assert stats[k.ABORTED] == 1 and stats[k.NODES] <= 1 and pv == []  # stopped at the root node


@pytest.mark.parametrize("spec", ["minimax:14", "alphabeta:20", "negascout:20", "id:60s"])
def test_a_stop_mid_search_ends_it_with_a_legal_move(spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    # Searches that would run for minutes; how soon they stop is measured by ``benchmarks classic``.
    from othello_qt.core.players import iterative

    searching = threading.Event()

    class Watched(iterative.TimeKeeper):
        def __enter__(self):
            entered = super().__enter__()
            searching.set()  # the iterative search runs inside this block
            return entered

    monkeypatch.setattr(iterative, "TimeKeeper", Watched)
    position = _midgame()
    player = create_player(spec)
    if hasattr(player, "search"):  # the fixed-depth players: their kernel runs inside search()
        search = player.search

        def watched_search(*args, **kwargs):
            searching.set()
            return search(*args, **kwargs)

        monkeypatch.setattr(player, "search", watched_search)
    stop = StopFlag()
    answer: list = []
    # a daemon: a search that ignores the stop fails the test instead of keeping pytest from exiting
    thread = threading.Thread(target=lambda: answer.append(player.choose(position, stop=stop)), daemon=True)
    thread.start()
    assert searching.wait(20), "the search never started"
    stop.set()
    thread.join(60)  # a guard against a hang, not a latency
    assert not thread.is_alive(), "the search did not stop"
    assert position.is_legal(answer[0].move)


def test_a_stop_set_before_the_search_answers_with_a_legal_move() -> None:
    position = _midgame()
    stop = StopFlag()
    stop.set()
    for spec in ("minimax:14", "alphabeta:20", "negascout:20", "id:60s"):
        decision = create_player(spec).choose(position, stop=stop)
        assert position.is_legal(decision.move) and decision.score is None, spec


SCHEDULING_SLACK = 1.0
"""Wall-clock slack for a machine whose cores are busy with other work: the players stop at their
deadline less a margin, but a descheduled thread answers late. ``benchmarks classic`` measures the
real answer times (0.82 s on average for ``id:1s``, at most 0.89 s)."""


def test_iterative_deepening_answers_before_its_limit_and_reports_each_depth() -> None:
    player = create_player("id:0.4s")
    for position in random_positions(4, seed=31, min_plies=10, max_plies=30):
        reports: list[SearchResult] = []
        started = time.perf_counter()
        decision = player.choose(position, progress=reports.append)
        elapsed = time.perf_counter() - started
        assert elapsed < 0.4 + SCHEDULING_SLACK  # the one check of a time budget against the clock
        assert position.is_legal(decision.move)
        depths = [r.depth for r in reports]
        assert depths == list(range(1, len(depths) + 1)) and len(depths) >= 3
        assert decision.depth is not None and decision.depth >= depths[-1]


def test_iterative_deepening_matches_fixed_depth_and_solves_endgames() -> None:
    position = random_positions(1, seed=41, min_plies=20, max_plies=20)[0]
    reports: list[SearchResult] = []
    create_player("id:30s").choose(position, budget=Budget(depth=5), progress=reports.append)
    for info in reports:
        value, _ = search_value("alphabeta", position, info.depth, "weighted")
        assert info.score == value
    end = random_positions(1, seed=42, min_plies=54, max_plies=54)[0]
    decision = create_player("id:10s").choose(end)
    assert decision.exact
    solved = ref_negamax(end, 64, DIFF)
    assert decision.score == (solved - k.WIN if solved > 0 else solved + k.WIN if solved < 0 else 0)


def test_turn_is_side_to_move_in_scores() -> None:
    """Scores are for the side to move: a position and its colour-swapped twin score the same."""
    position = _midgame()
    twin = Position(black=position.white, white=position.black, turn=Color(1 - position.turn))
    for spec in ("alphabeta:4", "negascout:4", "minimax:3"):
        assert create_player(spec).choose(position).score == create_player(spec).choose(twin).score


@pytest.mark.parametrize("spec", ["alphabeta:20", "negascout:20", "minimax:12"])
def test_a_time_budget_bounds_fixed_depth_searches(spec: str) -> None:
    position = _midgame()
    decision = create_player(spec).choose(position, budget=Budget(seconds=0.3))  # minutes without it
    assert position.is_legal(decision.move)
    assert decision.score is None  # the time keeper's abort ended the search before its depth


def test_analysis_values_every_move_like_the_reference() -> None:
    for position in random_positions(4, seed=61):
        reports: list[SearchResult] = []
        info = create_player("alphabeta:3").analyze(position, progress=reports.append)
        assert [r.depth for r in reports] == [1, 2, 3] and info == reports[-1]
        assert set(info.move_scores) == set(position.legal_moves())
        for move, score in info.move_scores.items():
            value = -ref_negamax(position.play(move), 2, NORVIG)
            assert score == (
                value - k.WIN if value >= k.WIN // 2 else value + k.WIN if value <= -k.WIN // 2 else value
            )
        assert info.score == max(info.move_scores.values())
        assert info.pv[0] in info.move_scores and info.move_scores[info.pv[0]] == info.score


def test_iterative_analysis_refines_within_its_time() -> None:
    position = _midgame()
    player = create_player("id:0.3s")
    assert player.supports_analysis
    reports: list[SearchResult] = []
    info = player.analyze(position, progress=reports.append)
    assert len(reports) >= 2 and info.depth == reports[-1].depth
    assert set(info.move_scores) == set(position.legal_moves())


def test_one_player_can_search_from_two_threads_at_once() -> None:
    positions = random_positions(6, seed=71, min_plies=12, max_plies=30)
    player = create_player("negascout:6")
    expected = [player.choose(p) for p in positions]
    results: dict[int, object] = {}

    def work(indices: range) -> None:
        for i in indices:
            results[i] = player.choose(positions[i])

    threads = [threading.Thread(target=work, args=(range(j, 6, 2),)) for j in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, decision in enumerate(expected):
        assert (results[i].move, results[i].score, results[i].pv) == (
            decision.move,
            decision.score,
            decision.pv,
        )


def test_fixed_depth_searches_report_their_one_depth() -> None:
    position = _midgame()
    for spec in ("minimax:3", "alphabeta:5", "negascout:5"):
        reports: list[SearchResult] = []
        decision = create_player(spec).choose(position, progress=reports.append)
        assert len(reports) == 1
        assert (reports[0].depth, reports[0].score, reports[0].pv) == (
            decision.depth,
            decision.score,
            decision.pv,
        )
