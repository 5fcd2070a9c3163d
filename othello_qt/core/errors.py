"""Exceptions of the rules core.  All are ``ValueError``s: bad input, never a bug."""

from __future__ import annotations

from othello_qt.core.translatable import TranslatableError


class IllegalMoveError(ValueError):
    """A move that the rules do not allow in this position."""


class OffBoardError(IllegalMoveError):
    """The move names a square that is not on the board."""


class SquareOccupiedError(IllegalMoveError):
    """The square already holds a disc."""


class NoFlipsError(IllegalMoveError):
    """The disc would flank no opponent disc."""


class MustPassError(IllegalMoveError):
    """The side to move has no legal move and must pass."""


class CannotPassError(IllegalMoveError):
    """A pass was played while the side to move has a legal move."""


class GameOverError(IllegalMoveError):
    """Neither side can move: the game is finished."""


class NotationError(ValueError):
    """Text that does not parse as the notation or file format it claims to be."""


class NotTextError(TranslatableError, NotationError):
    """A file that holds bytes that are not text where a text format was expected (a program, a
    picture): said as such, not as the parser's complaint about its first bytes."""
