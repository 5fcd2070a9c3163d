"""Checking a position set up by hand (the board editor) before a game is played from it.

Errors make the position unplayable; notes only tell what is unusual about it.  The messages are
for the player, in the window.
"""

from __future__ import annotations

from dataclasses import dataclass

from othello_qt.core.position import BLACK, WHITE, Position, square_name

CENTER_SQUARES = (27, 28, 35, 36)
"""d4, e4, d5, e5: never empty in a game from the standard start."""


@dataclass(frozen=True, slots=True)
class SetupCheck:
    errors: tuple[str, ...]
    notes: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.errors

    def message(self) -> str:
        """The errors, else the notes, else a word that all is well (one line each)."""
        if self.errors:
            return "\n".join(self.errors)
        if self.notes:
            return "\n".join(self.notes)
        return "Ready: this position can be played or analysed."


def check_setup(position: Position) -> SetupCheck:
    """What stops ``position`` from being played (errors) and what is unusual about it (notes)."""
    errors: list[str] = []
    notes: list[str] = []
    black, white = position.count(BLACK), position.count(WHITE)
    if black + white == 0:
        errors.append("The board is empty: place discs of both colours.")
    elif position.is_game_over():
        errors.append("Neither side has a legal move: the game would be over at once. Add or remove discs.")
    elif position.must_pass():
        errors.append(
            f"{position.turn} has no legal move here: choose {position.turn.opponent} to move, "
            "or change the discs."
        )
    if black + white and not errors:
        empty_center = [square_name(s) for s in CENTER_SQUARES if position.piece_at(s) is None]
        if empty_center:
            notes.append(
                f"{', '.join(empty_center)} {'is' if len(empty_center) == 1 else 'are'} empty: no game "
                "from the start reaches this position, but it can be played."
            )
    return SetupCheck(tuple(errors), tuple(notes))
