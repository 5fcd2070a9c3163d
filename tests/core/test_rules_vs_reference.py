"""The numba bitboard rules agree with the simple mailbox reference on random positions.

Positions come from random legal playouts (of random length, from the standard start with black
or white first), played by the *reference* rules, so the fast code gets no say in which
positions it is tested on.  Every position along each playout is compared: legal moves, the
flips of every empty square, the position after every legal move, pass and game over.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from othello_qt.core.errors import (
    CannotPassError,
    GameOverError,
    MustPassError,
    NoFlipsError,
    SquareOccupiedError,
)
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Position, move_at
from tests.core import reference_rules as ref

_REF_COLOR = {BLACK: ref.BLACK, WHITE: ref.WHITE}
_PROFILE = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@dataclass(frozen=True)
class Playout:
    """Mailbox boards and sides to move along one random game, start included."""

    steps: tuple[tuple[tuple[str, ...], Color], ...]

    def positions(self) -> list[tuple[list[str], Color]]:
        return [(list(board), turn) for board, turn in self.steps]


@st.composite
def playouts(draw: st.DrawFn, max_plies: int = 70) -> Playout:
    turn = draw(st.sampled_from([BLACK, WHITE]))
    length = draw(st.integers(0, max_plies))
    board = ref.initial_board()
    steps = [(tuple(board), turn)]
    for _ in range(length):
        color = _REF_COLOR[turn]
        moves = ref.legal_moves(board, color)
        if moves:
            board = ref.play(board, moves[draw(st.integers(0, len(moves) - 1))], color)
        elif ref.game_over(board):
            break
        turn = turn.opponent
        steps.append((tuple(board), turn))
    return Playout(tuple(steps))


def _position(board: list[str], turn: Color) -> Position:
    black, white = ref.board_to_bits(board)
    return Position(black, white, turn)


def _check_agreement(board: list[str], turn: Color) -> int:
    """Compare every rules query on one position; returns how many moves were cross-checked."""
    position = _position(board, turn)
    color = _REF_COLOR[turn]
    expected_squares = [ref.to_square(i) for i in ref.legal_moves(board, color)]
    assert [m.square for m in position.legal_moves() if not m.is_pass] == expected_squares
    assert bits_of(position.legal_mask()) == expected_squares

    for square in range(64):
        expected_flips = sum(
            1 << ref.to_square(i) for i in ref.flipped(board, ref.from_square(square), color)
        )
        assert position.flips(move_at(square)) == expected_flips, f"flips of square {square}"

    for square in expected_squares:
        after = position.play(move_at(square))
        expected = ref.play(board, ref.from_square(square), color)
        assert (after.black, after.white) == ref.board_to_bits(expected)
        assert after.turn is turn.opponent

    over = ref.game_over(board)
    must_pass = ref.must_pass(board, color)
    assert position.is_game_over() is over
    assert position.must_pass() is must_pass
    if over:
        assert position.legal_moves() == []
        assert (position.result().black, position.result().white) == ref.disc_counts(board)
        with pytest.raises(GameOverError):
            position.play(PASS)
    elif must_pass:
        assert position.legal_moves() == [PASS]
        passed = position.play(PASS)
        assert (passed.black, passed.white, passed.turn) == (position.black, position.white, turn.opponent)
    else:
        with pytest.raises(CannotPassError):
            position.play(PASS)
    _check_illegal_squares(position, board, color, expected_squares, over, must_pass)
    return len(expected_squares)


def _check_illegal_squares(
    position: Position, board: list[str], color: str, legal: list[int], over: bool, must_pass: bool
) -> None:
    """Every non-legal square raises the error that names the reason."""
    for square in range(64):
        if square in legal:
            continue
        if over:
            error: type[Exception] = GameOverError
        elif must_pass:
            error = MustPassError
        elif board[ref.from_square(square)] != ref.EMPTY:
            error = SquareOccupiedError
        else:
            error = NoFlipsError
        with pytest.raises(error):
            position.play(move_at(square))


def bits_of(mask: int) -> list[int]:
    return [s for s in range(64) if mask >> s & 1]


@_PROFILE
@given(playouts())
def test_every_position_of_random_playouts_agrees(playout: Playout) -> None:
    for board, turn in playout.positions():
        _check_agreement(board, turn)


@settings(max_examples=60, deadline=None)
@given(playouts(max_plies=120))
def test_complete_games_end_alike(playout: Playout) -> None:
    """Playouts long enough to finish: the game-over verdict and final counts agree."""
    board, turn = playout.positions()[-1]
    position = _position(board, turn)
    assert position.is_game_over() is ref.game_over(board)
    if ref.game_over(board):
        assert (position.count(BLACK), position.count(WHITE)) == ref.disc_counts(board)


@_PROFILE
@given(
    black=st.integers(0, (1 << 64) - 1),
    white=st.integers(0, (1 << 64) - 1),
    turn=st.sampled_from([BLACK, WHITE]),
)
def test_arbitrary_disc_patterns_agree(black: int, white: int, turn: Color) -> None:
    """Unreachable patterns too (lone discs, full edges): the kernels must not rely on reachability."""
    white &= ~black
    _check_agreement(ref.board_from_bits(black, white), turn)


def test_reference_agrees_with_published_perft() -> None:
    """The reference is itself checked against an independent source: perft 1..5 from the start."""

    def perft(board: list[str], color: str, depth: int) -> int:
        if depth == 0:
            return 1
        moves = ref.legal_moves(board, color)
        if not moves:
            if ref.game_over(board):
                return 1
            return perft(board, ref.opponent(color), depth - 1)
        return sum(perft(ref.play(board, m, color), ref.opponent(color), depth - 1) for m in moves)

    start = ref.initial_board()
    assert [perft(start, ref.BLACK, d) for d in range(1, 6)] == [4, 12, 56, 244, 1396]


def test_square_conversion_round_trips() -> None:
    assert [ref.to_square(ref.from_square(s)) for s in range(64)] == list(range(64))
    assert ref.from_square(0) == 11 and ref.from_square(63) == 88
