"""Board-editor checks: unplayable positions are refused with a reason, unusual ones noted."""

from __future__ import annotations

from othello_qt.core.position import BLACK, WHITE, Position
from othello_qt.core.setup import check_setup


def test_start_position_is_ready() -> None:
    check = check_setup(Position.initial())
    assert check.ok and not check.notes
    assert check.message().startswith("Ready")


def test_empty_board_is_refused() -> None:
    check = check_setup(Position(0, 0))
    assert not check.ok and "empty" in check.message()


def test_finished_position_is_refused() -> None:
    check = check_setup(Position.from_board_string("X" * 50 + "-" * 14 + " X"))
    assert not check.ok and "over at once" in check.message()


def test_side_that_must_pass_is_refused_with_the_fix() -> None:
    # black on a1, white on b1, empty c1: White cannot move, Black can (c1)
    position = Position(black=1 << 0, white=1 << 1, turn=WHITE)
    check = check_setup(position)
    assert not check.ok and "choose Black to move" in check.message()
    assert check_setup(Position(black=1 << 0, white=1 << 1, turn=BLACK)).ok


def test_empty_centre_is_only_a_note() -> None:
    position = Position(black=1 << 0, white=1 << 1, turn=BLACK)
    check = check_setup(position)
    assert check.ok and "d4, e4, d5, e5 are empty" in check.message()
