"""The words for what the game session notes (a click that did nothing, a game brought back) and for
a computer player that broke the game: the session names them, the status line and a box say them."""

from __future__ import annotations

from othello_qt.core.errors import IllegalMoveError
from othello_qt.core.notation import move_count
from othello_qt.core.players.levels import level
from othello_qt.core.position import Color, Move, Position
from othello_qt.core.session.events import Note, Problem
from othello_qt.core.session.session import GameSession
from othello_qt.core.session.sides import LEVEL
from othello_qt.ui.i18n import translate
from othello_qt.ui.player_words import side_texts
from othello_qt.ui.status_text import (
    browsing_move_text,
    browsing_text,
    browsing_turn_text,
    illegal_move_text,
    key_text,
    turn_text,
)


def side_words(session: GameSession, color: Color) -> tuple[str, ...]:
    """Who plays ``color``: a sentence (tooltips, the thinking line), then shorter forms for the
    score card, longest first (``Computer · level 5``, ``Level 5``), the last the fewest words to
    name the player inside a sentence (``External engine (Edax)``, never a spec)."""
    at_level = level(session.level) if session.sides[color] == LEVEL else None
    return side_texts(session.spec_for(color), at_level)


def computer_turn_text(*, browse_paused: bool, paused: bool, thinking: bool) -> str:
    """Why a click on the computer's turn does nothing, naming only an action that is enabled."""
    if browse_paused:
        return translate(
            "GameController",
            "The computer waits while you look back — » ({last_keys}) or Play on ({play_keys}) lets it play",
        ).format(last_keys=key_text("Alt+End"), play_keys=key_text("Ctrl+P"))
    if paused:
        return translate("GameController", "The computer is paused — Resume ({keys}) lets it play").format(
            keys=key_text("Ctrl+P")
        )
    if thinking:
        return translate(
            "GameController", "Wait for the computer to move (or press Move now, {keys})"
        ).format(keys=key_text("Ctrl+M"))
    return translate("GameController", "Wait for the computer to move")


def note_text(note: Note, position: Position, move: Move | None, error: IllegalMoveError | None) -> str:
    """The status line's words for ``note`` (all but ``COMPUTER_TO_MOVE``: ``computer_turn_text``)."""
    if note is Note.PLAYED_WHEN_READY:
        return translate("GameController", "{move} will be played as soon as the game is ready").format(
            move=move
        )
    if note is Note.GAME_IS_OVER:
        return translate("GameController", "The game is over — start a new game ({keys})").format(
            keys=key_text("Ctrl+N")
        )
    if note is Note.CLOCKS_STOPPED:
        return translate("GameController", "The clocks are stopped — Resume ({keys}) to play on").format(
            keys=key_text("Ctrl+P")
        )
    if note is Note.ILLEGAL_MOVE and move is not None and error is not None:
        return illegal_move_text(move, error, position)
    if note is Note.PREVIOUS_GAME_BACK:
        return translate(
            "GameController", "The previous game is back — Redo ({keys}) returns to the other one"
        ).format(keys=key_text("Ctrl+Shift+Z"))
    if note is Note.BROWSED_GAME_BACK:
        return translate(
            "GameController",
            "The game you were looking at is back, with its later moves — "
            "Redo ({keys}) returns to the moves you played",
        ).format(keys=key_text("Ctrl+Shift+Z"))
    if note is Note.PLAYED_LINE_BACK:
        return translate(
            "GameController",
            "The moves you played are back — Undo ({keys}) returns to the game you were looking at",
        ).format(keys=key_text("Ctrl+Z"))
    if note is Note.OTHER_GAME_BACK:
        return translate(
            "GameController", "The other game is back — Undo ({keys}) returns to the previous one"
        ).format(keys=key_text("Ctrl+Z"))
    raise ValueError(f"no words for {note}")


def problem_text(problem: Problem, player: str, reason: str) -> str:
    """The box's words for a computer player that broke the game (it is paused)."""
    if problem is Problem.ILLEGAL_COMPUTER_MOVE:
        return translate("GameController", "The computer ({player}) chose an illegal move: {reason}").format(
            player=player, reason=reason
        )
    return translate(
        "GameController", "The computer player {player} failed and is paused.\n\n{reason}"
    ).format(player=player, reason=reason)


def browsing_line(session: GameSession) -> str:
    """The status line while an earlier position is shown: where it is, and what » or a move does."""
    game = session.game
    shown, total = move_count(game.moves), move_count(game.line)
    if session.human_to_move():
        return browsing_move_text(shown, total)
    return browsing_text(shown, total, at_end=session.line_end())


def turn_line(session: GameSession, humans: list[Color], *, thinking: bool) -> str:
    """The panel's turn line (and the window's title): whose turn, or the earlier move shown."""
    game = session.game
    # a finished game looked at from an earlier move: so said on either side's turn
    if session.browse_paused or (game.can_redo() and game.line_is_over()):
        return browsing_turn_text(move_count(game.moves))
    return turn_text(
        ready=session.ready,
        over=session.ready and session.finished,  # no kernel call before they are warm
        turn=session.position.turn,
        humans=humans,
        paused=session.paused,
        thinking=thinking,
    )
