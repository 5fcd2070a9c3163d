"""The memory soak's helpers (``benchmarks/soak.py``): the RSS reader and the NBoard requests."""

from __future__ import annotations

import os

from benchmarks.soak import answered, nboard_requests, tree_rss_mib, vm_rss_kib
from othello_qt.core.position import Move, Position

STATUS = """Name:\tpython
VmPeak:\t  500000 kB
VmHWM:\t  260000 kB
VmRSS:\t  251904 kB
Threads:\t4
"""


def test_vm_rss_is_read_from_a_status_text_in_kib() -> None:
    assert vm_rss_kib(STATUS) == 251904
    assert vm_rss_kib("Name:\tzombie\nState:\tZ (zombie)\n") == 0


def test_the_resident_memory_of_this_process_is_counted() -> None:
    assert 1 < tree_rss_mib(os.getpid()) < 100_000
    assert tree_rss_mib(2**22 + 1) == 0  # no such process


def test_the_requests_follow_legal_games_and_await_each_answer() -> None:
    requests = nboard_requests(600, seed=3)
    assert len(requests) == 600
    assert requests == nboard_requests(600, seed=3)
    position = None
    pings = 0
    kinds = set()
    for line, answers in requests:
        kind = line.split()[0]
        kinds.add(kind)
        if line.startswith("set game "):
            position = Position.initial()
            assert answers == ()
        elif kind == "move":
            assert position is not None and answers == ()
            move = Move.parse(line.split()[1])
            assert position.is_legal(move) or (move.is_pass and position.must_pass())
            position = position.play(move)
        else:
            assert position is not None and not position.must_pass() and not position.is_game_over()
            if kind == "ping":
                pings += 1
                assert line == f"ping {pings}" and answers == (f"pong {pings}",)
            else:
                assert answers == {"go": ("===", "status"), "hint": ("status",)}[kind]
    assert kinds == {"set", "move", "go", "hint", "ping"}
    assert sum(line.startswith("set game") for line, _ in requests) > 1  # more than one game


def test_an_answer_is_the_move_line_or_the_bare_status_or_the_pong() -> None:
    assert answered("=== D3/2.62/0.00", "===")
    assert not answered("search D3 2.62 0 4", "===")
    assert answered("status", "status")
    assert not answered("status othello-qt is thinking", "status")
    assert answered("pong 7", "pong 7") and not answered("pong 70", "pong 7")
