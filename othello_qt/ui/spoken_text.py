"""What a screen reader says: a square, the whole board, a score card, a clock, a move or a pass as
it is played.

Apart from the status line: these are read out, not shown, and say in words what the board shows
by its look (a disc's colour, a hint's place).
"""

from __future__ import annotations

from othello_qt.core.position import BLACK, WHITE, Color, square_name
from othello_qt.core.search_result import ScoreUnit
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove
from othello_qt.ui.i18n import color_name, translate
from othello_qt.ui.text_parts import join_list, score_text, worth_text


def square_text(state: BoardState, square: int, hints: Hints | None = None) -> str:
    """A square as a screen reader names it: ``d3, empty, legal, flips 2``, ``e4, black, last move``,
    ``c4, empty, legal, flips 1, hint +4 discs, best``."""
    parts = [square_name(square)]
    piece = state.position.piece_at(square)
    if piece is None:
        parts.append(translate("StatusText", "empty", "a square"))
    elif piece is BLACK:
        parts.append(translate("StatusText", "black", "a square's disc"))
    else:
        parts.append(translate("StatusText", "white", "a square's disc"))
    if state.last_move is not None and state.last_move.square == square:
        parts.append(translate("StatusText", "last move"))
    flips = state.legal.get(square)
    if flips is not None:
        parts.append(translate("StatusText", "legal", "a move"))
        parts.append(translate("StatusText", "flips %n", None, flips.bit_count()))
    if hints is not None and square in hints.scores:  # also where no one may move: a finished game's
        value = score_text(hints.scores[square], hints.unit)
        if value:
            if hints.unit == ScoreUnit.DISCS:
                value = worth_text(hints.scores[square], hints.unit)
            parts.append(translate("StatusText", "hint {value}").format(value=value))
        if square == hints.best:
            parts.append(translate("StatusText", "best", "a hint's move"))
    return join_list(parts)


def disc_counts_text(black: int, white: int) -> str:
    """``Black 4, White 1``."""
    return translate("StatusText", "Black {black}, White {white}").format(black=black, white=white)


def board_summary(state: BoardState) -> str:
    """The whole board in one line (the board's description, after its name): the count of each side
    and who is to move."""
    position = state.position
    counts = disc_counts_text(position.count(BLACK), position.count(WHITE))
    if state.game_over:
        return translate("StatusText", "{counts}. The game is over.").format(counts=counts)
    turn = color_name(position.turn)
    if state.human_to_move:
        text = translate("StatusText", "{counts}. {color} to move, %n legal move(s).", None, len(state.legal))
    else:
        text = translate("StatusText", "{counts}. {color} to move.")
    return text.format(counts=counts, color=turn)


def score_card_text(color: Color, player: str, discs: int, to_move: bool) -> str:
    """A side's score card as a screen reader names it: ``Black: Human, 2 discs, to move``."""
    if to_move:
        text = translate("StatusText", "{color}: {player}, %n disc(s), to move", None, discs)
    else:
        text = translate("StatusText", "{color}: {player}, %n disc(s)", None, discs)
    return text.format(color=color_name(color), player=player)


def clock_spoken(color: Color, seconds: float, *, fallen: bool = False) -> str:
    """A clock in words: ``Black's clock: 4 minutes 59 seconds left``; ``... time is up``."""
    if fallen:
        return translate("StatusText", "{color}'s clock: time is up").format(color=color_name(color))
    whole = max(0, int(seconds))
    minutes, secs = divmod(whole, 60)
    minutes_text = translate("StatusText", "%n minute(s)", None, minutes)
    seconds_text = translate("StatusText", "%n second(s)", None, secs)
    if minutes and secs:
        time = translate("StatusText", "{minutes} {seconds}", "a time: 4 minutes 59 seconds").format(
            minutes=minutes_text, seconds=seconds_text
        )
    else:
        time = minutes_text if minutes else seconds_text
    return translate("StatusText", "{color}'s clock: {time} left").format(color=color_name(color), time=time)


def passed_text(color: Color) -> str:
    """The one wording of a pass, on the board's banner, in the status line and read out."""
    return translate("StatusText", "{color} has no legal move and passes").format(color=color_name(color))


def move_announcement(played: PlayedMove) -> str:
    """Said when a move is played: ``Black plays f5, turns 1 disc. Black 4, White 1. White to move.``"""
    after = played.after
    counts = disc_counts_text(after.count(BLACK), after.count(WHITE))
    flips = len(played.flips)
    if after.legal_mask():  # a pass or the end is announced on its own
        text = translate(
            "StatusText", "{color} plays {move}, turns %n disc(s). {counts}. {next} to move.", None, flips
        )
    else:
        text = translate("StatusText", "{color} plays {move}, turns %n disc(s). {counts}.", None, flips)
    return text.format(
        color=color_name(played.color), move=played.move, counts=counts, next=color_name(after.turn)
    )


def pass_announcement(color: Color) -> str:
    return translate("StatusText", "{passes}. {opponent} to move.").format(
        passes=passed_text(color), opponent=color_name(color.opponent)
    )
