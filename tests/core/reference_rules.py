"""A deliberately simple Othello rules implementation, used only to check the fast one.

It shares no code and no representation with ``othello_qt.core``: a 10x10 list ("mailbox")
whose outer ring is a border, so walking off the board needs no bounds checks, and plain loops
over the eight directions.  Slow and obvious on purpose: if it and the bitboard kernels agree on
thousands of positions, both are very likely right.

Squares here are mailbox indices ``10 * (row + 1) + (column + 1)``; ``to_square`` and
``from_square`` convert to and from the project's ``8 * row + column``.
"""

from __future__ import annotations

EMPTY, BLACK, WHITE, BORDER = ".", "@", "o", "?"
DIRECTIONS = (-11, -10, -9, -1, 1, 9, 10, 11)
PLAYABLE = tuple(10 * r + c for r in range(1, 9) for c in range(1, 9))


def from_square(square: int) -> int:
    """Project square (a1 = 0, 8 per row) -> mailbox index."""
    return 10 * (square // 8 + 1) + square % 8 + 1


def to_square(index: int) -> int:
    """Mailbox index -> project square."""
    return 8 * (index // 10 - 1) + index % 10 - 1


def opponent(color: str) -> str:
    return WHITE if color == BLACK else BLACK


def initial_board() -> list[str]:
    board = [BORDER] * 100
    for index in PLAYABLE:
        board[index] = EMPTY
    board[44], board[55] = WHITE, WHITE  # d4, e5
    board[45], board[54] = BLACK, BLACK  # e4, d5
    return board


def board_from_bits(black: int, white: int) -> list[str]:
    board = [BORDER] * 100
    for square in range(64):
        bit = 1 << square
        board[from_square(square)] = BLACK if black & bit else WHITE if white & bit else EMPTY
    return board


def board_to_bits(board: list[str]) -> tuple[int, int]:
    black = white = 0
    for index in PLAYABLE:
        if board[index] == BLACK:
            black |= 1 << to_square(index)
        elif board[index] == WHITE:
            white |= 1 << to_square(index)
    return black, white


def flipped(board: list[str], index: int, color: str) -> list[int]:
    """Mailbox indices that placing ``color`` on ``index`` turns over (empty list: illegal)."""
    if board[index] != EMPTY:
        return []
    other = opponent(color)
    turned: list[int] = []
    for step in DIRECTIONS:
        run = []
        cursor = index + step
        while board[cursor] == other:
            run.append(cursor)
            cursor += step
        if run and board[cursor] == color:
            turned.extend(run)
    return sorted(turned)


def legal_moves(board: list[str], color: str) -> list[int]:
    """Mailbox indices where ``color`` may play, in increasing order."""
    return [index for index in PLAYABLE if flipped(board, index, color)]


def play(board: list[str], index: int, color: str) -> list[str]:
    """A new board with ``color`` played on ``index``; ``ValueError`` if that flips nothing."""
    turned = flipped(board, index, color)
    if not turned:
        raise ValueError(f"mailbox square {index} is not a legal move for {color}")
    after = list(board)
    after[index] = color
    for square in turned:
        after[square] = color
    return after


def must_pass(board: list[str], color: str) -> bool:
    return not legal_moves(board, color) and bool(legal_moves(board, opponent(color)))


def game_over(board: list[str]) -> bool:
    return not legal_moves(board, BLACK) and not legal_moves(board, WHITE)


def disc_counts(board: list[str]) -> tuple[int, int]:
    return board.count(BLACK), board.count(WHITE)
