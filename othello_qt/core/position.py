"""Value types of the rules: colours, squares, moves and immutable positions.

Modelled on python-chess: small immutable values that read and write their own text (``Move.parse``
and ``str(move)``, ``Position.from_board_string`` and ``board_string``; ``notation`` builds the
longer formats on them), errors that say why a move is illegal.  The heavy lifting is done by the
numba kernels in ``bitboard``; this module only converts between Python ints and ``np.uint64``.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from othello_qt.core import bitboard as _bb
from othello_qt.core.bitboard import PASS_SQUARE
from othello_qt.core.errors import (
    CannotPassError,
    GameOverError,
    MustPassError,
    NoFlipsError,
    NotationError,
    OffBoardError,
    SquareOccupiedError,
)

Square = int
"""A square index 0..63: ``8 * row + column`` with a1 = 0, h1 = 7, a8 = 56 (rows counted down)."""

SQUARES: range = range(64)
FILE_NAMES = "abcdefgh"
RANK_NAMES = "12345678"
SQUARE_NAMES: tuple[str, ...] = tuple(f + r for r in RANK_NAMES for f in FILE_NAMES)

_U64 = np.uint64
_MASK64 = (1 << 64) - 1


class Color(enum.IntEnum):
    """A side.  Black moves first under standard rules."""

    BLACK = 0
    WHITE = 1

    @property
    def opponent(self) -> Color:
        return Color(1 - self)

    @property
    def symbol(self) -> str:
        """``X`` for black, ``O`` for white, as in Edax board strings."""
        return "XO"[self]

    @property
    def display_name(self) -> str:
        return ("Black", "White")[self]

    def __str__(self) -> str:
        return self.display_name


BLACK = Color.BLACK
WHITE = Color.WHITE

BOARD_CHARS: dict[Color, frozenset[str]] = {
    BLACK: frozenset("Xx*#Bb"),
    WHITE: frozenset("OoWw"),
}
"""How board strings write a disc of each side (Edax ``X``/``O``, GGF ``*``/``O``, and kin)."""
BOARD_EMPTY_CHARS = frozenset("-._")


def square_name(square: Square) -> str:
    """``"f5"`` for square 37."""
    return SQUARE_NAMES[square]


WHITE_SPACE = " \t\r\n"
"""The only characters the text formats treat as white space (control characters and Unicode
separators are garbage, not spacing)."""
_WHITE_RUN = re.compile(r"[ \t\r\n]+")
_SQUARE_INDEX = {name: i for i, name in enumerate(SQUARE_NAMES)}
PASS_WORDS = frozenset({"pass", "pa", "--", "ps"})
"""How a pass is written: ``pass``, GGF's ``PA``, ``--`` (any case)."""


def parse_square(text: str) -> Square:
    """``"F5"`` or ``"f5"`` -> 37; ``NotationError`` for anything else."""
    key = text.strip(WHITE_SPACE).lower()
    try:
        return _SQUARE_INDEX[key]
    except KeyError:
        raise NotationError(
            f"{text!r} is not a square: expected a column a-h and a row 1-8, like f5"
        ) from None


def square_at(column: int, row: int) -> Square:
    """Square of a 0-based column (a=0) and row (1=0)."""
    if not (0 <= column < 8 and 0 <= row < 8):
        raise OffBoardError(f"column {column}, row {row} is off the board")
    return 8 * row + column


def bits_to_squares(bits: int) -> list[Square]:
    """Squares of the set bits, in increasing order."""
    squares = []
    while bits:
        low = bits & -bits
        squares.append(low.bit_length() - 1)
        bits ^= low
    return squares


@dataclass(frozen=True, slots=True)
class Move:
    """A disc placed on a square, or a pass (``square is None``)."""

    square: Square | None

    def __post_init__(self) -> None:
        if self.square is not None and not (0 <= self.square < 64):
            raise OffBoardError(f"square index {self.square} is off the board (0..63)")

    @property
    def is_pass(self) -> bool:
        return self.square is None

    def __str__(self) -> str:
        return "pass" if self.square is None else SQUARE_NAMES[self.square]

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    @classmethod
    def parse(cls, text: str) -> Move:
        """A move in standard notation: ``f5``/``F5``, or ``pass``/``PA``/``--``; ``NotationError``
        for anything else."""
        key = text.strip(WHITE_SPACE).lower()
        if key in PASS_WORDS:
            return PASS
        if key in _SQUARE_INDEX:
            return move_at(_SQUARE_INDEX[key])
        raise NotationError(f"{text!r} is not a move: expected a square like f5, or pass")


PASS = Move(None)
_MOVES = tuple(Move(s) for s in SQUARES)


def move_at(square: Square) -> Move:
    """The (shared) move value for a square."""
    return _MOVES[square]


def move_from_square(square: int) -> Move:
    """A kernel's move as a ``Move``: ``PASS_SQUARE`` (the kernels' pass) is ``PASS``."""
    return PASS if square == PASS_SQUARE else move_at(square)


def square_from_move(move: Move) -> int:
    """A ``Move`` as the kernels' square: ``PASS`` is ``PASS_SQUARE``."""
    return PASS_SQUARE if move.square is None else move.square


def moves_from_squares(squares: list[int]) -> tuple[Move, ...]:
    """A kernel's principal variation as moves (entries outside 0..``PASS_SQUARE`` are unused slots)."""
    return tuple(move_from_square(s) for s in squares if 0 <= s <= PASS_SQUARE)


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game's disc counts on the board, and its result as the rules count it: the
    tournament rules (and WTHOR, GGS, the FFO suite) give the empty squares to the winner, shared in
    a draw.  The one home of that rule: every result shown or written comes from ``final_counts``."""

    black: int
    white: int

    @classmethod
    def from_margin(cls, margin: float) -> GameResult | None:
        """The result a record's margin (Black's discs minus White's, empties counted, as WTHOR and
        GGF write it) stands for; ``None`` for a margin no board under the rules ends with (odd,
        fractional or past 64)."""
        if isinstance(margin, float) and not margin.is_integer():  # nan and infinities too
            return None
        whole = int(margin)
        if whole % 2 or not -64 <= whole <= 64:
            return None
        return cls((64 + whole) // 2, (64 - whole) // 2)

    @property
    def winner(self) -> Color | None:
        if self.black == self.white:
            return None
        return BLACK if self.black > self.white else WHITE

    @property
    def final_counts(self) -> tuple[int, int]:
        """(Black, White) as the rules count them: 63-0 with one square empty is 64-0."""
        empties = 64 - self.black - self.white
        winner = self.winner
        if winner is BLACK:
            return self.black + empties, self.white
        if winner is WHITE:
            return self.black, self.white + empties
        return self.black + empties // 2, self.white + empties - empties // 2

    @property
    def score(self) -> int:
        """Black's margin as the rules count it (0 for a draw)."""
        black, white = self.final_counts
        return black - white

    def __str__(self) -> str:
        black, white = self.final_counts
        winner = self.winner
        if winner is None:
            return f"Draw {black}-{white}"
        return f"{winner} wins {max(black, white)}-{min(black, white)}"


@dataclass(frozen=True, slots=True)
class Position:
    """Discs of both sides and the side to move.  Immutable and hashable."""

    black: int
    white: int
    turn: Color = BLACK

    def __post_init__(self) -> None:
        if self.black & self.white:
            raise ValueError("a square cannot hold both a black and a white disc")
        if not (0 <= self.black <= _MASK64 and 0 <= self.white <= _MASK64):
            raise ValueError("bitboards must be unsigned 64-bit integers")

    # --- construction ---------------------------------------------------------------------------

    @classmethod
    def initial(cls, first: Color = BLACK) -> Position:
        """The standard start: white on d4 and e5, black on e4 and d5; ``first`` to move."""
        return cls(black=(1 << 28) | (1 << 35), white=(1 << 27) | (1 << 36), turn=first)

    @classmethod
    def from_sides(cls, player: int, opponent: int, turn: Color) -> Position:
        """From the side to move's discs and the other side's."""
        if turn is BLACK:
            return cls(black=player, white=opponent, turn=turn)
        return cls(black=opponent, white=player, turn=turn)

    # --- views ----------------------------------------------------------------------------------

    @property
    def player(self) -> int:
        """Discs of the side to move."""
        return self.black if self.turn is BLACK else self.white

    @property
    def opponent(self) -> int:
        """Discs of the side not to move."""
        return self.white if self.turn is BLACK else self.black

    @property
    def occupied(self) -> int:
        return self.black | self.white

    @property
    def empty_count(self) -> int:
        return 64 - (self.black | self.white).bit_count()

    def discs(self, color: Color) -> int:
        return self.black if color is BLACK else self.white

    def count(self, color: Color) -> int:
        return self.discs(color).bit_count()

    def piece_at(self, square: Square) -> Color | None:
        bit = 1 << square
        if self.black & bit:
            return BLACK
        if self.white & bit:
            return WHITE
        return None

    # --- rules ----------------------------------------------------------------------------------

    def legal_mask(self) -> int:
        """Bitboard of the side to move's legal squares."""
        return int(_bb.legal_moves(_U64(self.player), _U64(self.opponent)))

    def legal_moves(self) -> list[Move]:
        """Legal moves in square order; ``[PASS]`` if the side must pass, ``[]`` if the game is over."""
        mask = self.legal_mask()
        if mask:
            return [_MOVES[s] for s in bits_to_squares(mask)]
        return [] if self.opponent_can_move() is False else [PASS]

    def opponent_can_move(self) -> bool:
        return bool(_bb.legal_moves(_U64(self.opponent), _U64(self.player)))

    def must_pass(self) -> bool:
        return self.legal_mask() == 0 and self.opponent_can_move()

    def is_game_over(self) -> bool:
        return self.legal_mask() == 0 and not self.opponent_can_move()

    def is_legal(self, move: Move) -> bool:
        try:
            self.check_move(move)
        except ValueError:
            return False
        return True

    def flips(self, move: Move) -> int:
        """Bitboard of the discs ``move`` turns over (0 for a pass or an illegal move)."""
        if move.square is None or (self.occupied >> move.square) & 1:
            return 0
        return int(_bb.flips(_U64(self.player), _U64(self.opponent), move.square))

    def check_move(self, move: Move) -> int:
        """The flips of ``move``, or an ``IllegalMoveError`` subclass saying why it is illegal."""
        mask = self.legal_mask()
        if move.square is None:
            if mask:
                raise CannotPassError(
                    f"{self.turn} cannot pass: {len(bits_to_squares(mask))} legal move(s) available"
                )
            if not self.opponent_can_move():
                raise GameOverError("the game is over: neither side can move")
            return 0
        name = SQUARE_NAMES[move.square]
        if not mask:
            if self.opponent_can_move():
                raise MustPassError(f"{self.turn} has no legal move and must pass")
            raise GameOverError("the game is over: neither side can move")
        if (self.occupied >> move.square) & 1:
            raise SquareOccupiedError(f"{name} is occupied")
        flipped = int(_bb.flips(_U64(self.player), _U64(self.opponent), move.square))
        if not flipped:
            raise NoFlipsError(f"{name} flips no {self.turn.opponent.display_name.lower()} disc")
        return flipped

    def play(self, move: Move) -> Position:
        """The position after ``move``; raises an ``IllegalMoveError`` subclass if it is illegal."""
        return self.play_with_flips(move)[0]

    def play_with_flips(self, move: Move) -> tuple[Position, int]:
        """The position after ``move`` and the bitboard of the discs it turned, from one legality
        check; raises an ``IllegalMoveError`` subclass if it is illegal."""
        flipped = self.check_move(move)
        return self._after(move, flipped), flipped

    def _after(self, move: Move, flipped: int) -> Position:
        player, opponent = self.player, self.opponent
        if move.square is not None:
            player |= flipped | (1 << move.square)
            opponent ^= flipped
        return Position.from_sides(opponent, player, self.turn.opponent)

    def result(self) -> GameResult:
        return GameResult(self.count(BLACK), self.count(WHITE))

    # --- text -----------------------------------------------------------------------------------

    def board_string(self) -> str:
        """64 characters a1..h8 (``X`` black, ``O`` white, ``-`` empty), a space, the side to move."""
        cells = "".join("-" if piece is None else piece.symbol for piece in self)
        return f"{cells} {self.turn.symbol}"

    @classmethod
    def from_board_string(cls, text: str, *, where: str = "board string") -> Position:
        """The one parser of board strings (plain, FFO/Edax, GGF's ``BO``): 64 cells a1..h8 and the
        side to move, spaces anywhere; FFO annotations after ``;`` are left to
        ``notation.parse_annotated_board``.  ``NotationError`` naming ``where`` and the bad cell."""
        compact = _WHITE_RUN.sub("", text.partition(";")[0])
        if len(compact) != 65:
            raise NotationError(
                f"{where}: expected 64 squares and a side to move (65 characters without spaces), "
                f"found {len(compact)}"
            )
        black = white = 0
        for square, char in enumerate(compact[:64]):
            if char in BOARD_CHARS[BLACK]:
                black |= 1 << square
            elif char in BOARD_CHARS[WHITE]:
                white |= 1 << square
            elif char not in BOARD_EMPTY_CHARS:
                raise NotationError(
                    f"{where}: character {square + 1} ({SQUARE_NAMES[square]}) is {char!r}; "
                    "expected X or * (black), O (white), - or . (empty)"
                )
        side = compact[64]
        for color in (BLACK, WHITE):
            if side in BOARD_CHARS[color]:
                return cls(black, white, color)
        raise NotationError(f"{where}: side to move {side!r} must be X or * (black), O (white)")

    def __iter__(self) -> Iterator[Color | None]:
        return (self.piece_at(s) for s in SQUARES)

    def __str__(self) -> str:
        rows = ["  a b c d e f g h"]
        for r in range(8):
            cells = []
            for c in range(8):
                piece = self.piece_at(8 * r + c)
                cells.append("-" if piece is None else piece.symbol)
            rows.append(f"{r + 1} " + " ".join(cells))
        rows.append(f"{self.turn} to move")
        return "\n".join(rows)
