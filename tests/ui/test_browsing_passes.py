"""Stepping back through a recorded pass: a side that must pass passes at once, so the step back
passes over the position before the pass instead of coming straight back (found by a new-user trial
on a WTHOR game, Juhem–Tastet 2021, where ‹ stopped at White's pass)."""

from __future__ import annotations

from othello_qt.core.game import Game

WITH_A_PASS = (
    "c4c3c2c5e6b2a1f5g6g5g4e3f4c1b5f7f2h5h7c6h6a6d2h8b4d3c7f3a4f1e2c8e7d1d7a5a7d6a3b3h3b6d8f8g1g3h2b7"
    "a2f6b1g2e1e8g7g8a8b8h4h1"
)
"""A random game (seed 22) whose 57th move is a pass, with moves after it."""


def test_step_back_passes_over_a_recorded_pass(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    controller = window.controller
    controller.load_game(Game.from_transcript(WITH_A_PASS))
    moves = controller.game.line
    passed = next(i for i, move in enumerate(moves) if move.is_pass)
    assert 0 < passed < len(moves) - 2
    controller.go_to_ply(passed + 2)
    seen = [controller.game.ply]
    while controller.game.ply > passed - 3:
        before = controller.game.ply
        window.play.step(controller.go_to_ply, max(0, before - 1))  # what ‹ and Alt+Left do
        assert controller.game.ply < before, f"a step back from ply {before} stayed at {controller.game.ply}"
        seen.append(controller.game.ply)
    assert passed + 1 in seen and passed not in seen  # after the pass, then before the move to it
    window.play.step(controller.go_to_ply, passed)  # forward onto the passing side: the pass is replayed
    assert controller.game.ply == passed + 1
