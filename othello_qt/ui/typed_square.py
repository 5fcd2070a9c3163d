"""A square typed on the keyboard as two keys, a file letter then a rank digit (``c4``).

The board and the move list both read squares this way, so a player can type a move wherever the
keyboard focus is in the game."""

from __future__ import annotations

from othello_qt.core.position import FILE_NAMES, RANK_NAMES


class TypedSquare:
    """Collects the keys of one square; ``key`` says whether it took the key and, once both keys
    are in, which square they name."""

    def __init__(self) -> None:
        self._file = ""

    def key(self, text: str) -> tuple[bool, int | None]:
        """``(taken, square)`` for one key's text: a file letter is kept (taken, no square yet); a
        rank digit after it completes the square; any other key is not taken and forgets the
        letter."""
        text = text.lower()
        if len(text) == 1 and text in FILE_NAMES:
            self._file = text
            return True, None
        if len(text) == 1 and text in RANK_NAMES and self._file:
            square = 8 * RANK_NAMES.index(text) + FILE_NAMES.index(self._file)
            self._file = ""
            return True, square
        self._file = ""
        return False, None

    def clear(self) -> None:
        self._file = ""
