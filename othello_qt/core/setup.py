"""Checking a position set up by hand (the board editor) before a game is played from it.

Errors make the position unplayable; notes only tell what is unusual about it.  The messages are
for the player, in the window: each is a ``SetupMessage``, its text marked for the translators (the
window shows it in the player's language, ``str`` gives the English).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from othello_qt.core.position import BLACK, WHITE, Color, Position, square_name
from othello_qt.core.translatable import QT_TRANSLATE_NOOP

CENTER_SQUARES = (27, 28, 35, 36)
"""d4, e4, d5, e5: never empty in a game from the standard start."""

EMPTY_BOARD = QT_TRANSLATE_NOOP("SetupCheck", "The board is empty: place discs of both colours.")
NO_MOVES = QT_TRANSLATE_NOOP(
    "SetupCheck", "Neither side has a legal move: the game would be over at once. Add or remove discs."
)
MUST_PASS = QT_TRANSLATE_NOOP(
    "SetupCheck", "{color} has no legal move here: choose {opponent} to move, or change the discs."
)
EMPTY_CENTER_SQUARE = QT_TRANSLATE_NOOP(
    "SetupCheck", "{squares} is empty: no game from the start reaches this position, but it can be played."
)
EMPTY_CENTER_SQUARES = QT_TRANSLATE_NOOP(
    "SetupCheck", "{squares} are empty: no game from the start reaches this position, but it can be played."
)
READY = QT_TRANSLATE_NOOP("SetupCheck", "Ready: this position can be played or analysed.")


@dataclass(frozen=True, slots=True)
class SetupMessage:
    """One line for the player: ``text`` (English, with ``{color}``, ``{opponent}`` and ``{squares}``
    placeholders) and what fills them."""

    text: str
    color: Color | None = None
    squares: tuple[str, ...] = ()

    def format(self, text: str, color_name: Callable[[Color], str] = str) -> str:
        """``text`` (``self.text`` or its translation) filled in; ``color_name`` names a side."""
        color = self.color if self.color is not None else BLACK
        return text.format(
            color=color_name(color), opponent=color_name(color.opponent), squares=", ".join(self.squares)
        )

    def __str__(self) -> str:
        return self.format(self.text)


@dataclass(frozen=True, slots=True)
class SetupCheck:
    errors: tuple[SetupMessage, ...]
    notes: tuple[SetupMessage, ...]

    @property
    def ok(self) -> bool:
        return not self.errors

    def shown(self) -> tuple[SetupMessage, ...]:
        """What the player is told: the errors, else the notes, else that all is well."""
        return self.errors or self.notes or (SetupMessage(READY),)

    def message(self) -> str:
        """The errors, else the notes, else a word that all is well (one line each), in English."""
        return "\n".join(str(line) for line in self.shown())


def check_setup(position: Position) -> SetupCheck:
    """What stops ``position`` from being played (errors) and what is unusual about it (notes)."""
    errors: list[SetupMessage] = []
    notes: list[SetupMessage] = []
    black, white = position.count(BLACK), position.count(WHITE)
    if black + white == 0:
        errors.append(SetupMessage(EMPTY_BOARD))
    elif position.is_game_over():
        errors.append(SetupMessage(NO_MOVES))
    elif position.must_pass():
        errors.append(SetupMessage(MUST_PASS, color=position.turn))
    if black + white and not errors:
        empty_center = tuple(square_name(s) for s in CENTER_SQUARES if position.piece_at(s) is None)
        if empty_center:
            text = EMPTY_CENTER_SQUARE if len(empty_center) == 1 else EMPTY_CENTER_SQUARES
            notes.append(SetupMessage(text, squares=empty_center))
    return SetupCheck(tuple(errors), tuple(notes))
