"""The words the window shows: the turn line, the title, the status line's texts, the result banner,
the resume prompt, and why a move, a file or an engine failed.

Pure functions of plain values (no widgets, no controller, no logging: whoever meets a failure logs
it), so every text is tested without a window and a change of wording happens in one place.  Every
text goes through Qt's translator (context ``StatusText``), a sentence as one text with named
placeholders, a count through Qt's plural forms.  The players' words are ``player_words``', the
screen reader's ``spoken_text``'s, the small shared forms ``text_parts``'.
"""

from __future__ import annotations

import errno
from collections.abc import Collection
from datetime import datetime

from PySide6.QtCore import QDate, QLocale
from PySide6.QtGui import QKeySequence

from othello_qt.core.datafile import DataFileError
from othello_qt.core.errors import (
    GameOverError,
    IllegalMoveError,
    MustPassError,
    NoFlipsError,
    SquareOccupiedError,
)
from othello_qt.core.game import Game
from othello_qt.core.notation import move_count
from othello_qt.core.position import WHITE, Color, GameResult, Move, Position, square_name
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.core.session.modes import LineEnd
from othello_qt.core.translatable import QT_TRANSLATE_NOOP, TranslatableError
from othello_qt.ui.board_state import Hints
from othello_qt.ui.i18n import color_name, number_text, translate
from othello_qt.ui.player_words import moves_ahead_text
from othello_qt.ui.text_parts import decimal_text, join_list, percent_text, worth_text

APP_TITLE = QT_TRANSLATE_NOOP("Application", "Othello")
"""The application's display name; window titles end with it (and Qt then adds nothing).  English:
``app_title()`` is the player's."""


def app_title() -> str:
    """``Othello`` in the player's language (``オセロ``)."""
    return translate("Application", APP_TITLE)


def key_text(keys: str) -> str:
    """A shortcut as the menus show it (``Ctrl+P``; Qt's words for the keys in the player's language)."""
    return QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)


# --- whose move, the end ----------------------------------------------------------------------------


def turn_text(
    *,
    ready: bool,
    over: bool,
    turn: Color,
    humans: Collection[Color],
    paused: bool,
    thinking: bool,
) -> str:
    """The panel's one-line answer to "whose move is it?"."""
    if not ready:
        return translate("StatusText", "Preparing…")
    if over:
        return translate("StatusText", "Game over")
    color = color_name(turn)
    if turn in humans:
        if len(humans) == 2 or turn is WHITE:
            return translate("StatusText", "Your move ({color})").format(color=color)
        return translate("StatusText", "Your move")
    if paused:
        return translate("StatusText", "{color} (computer) is paused").format(color=color)
    if thinking:
        return translate("StatusText", "{color} is thinking…").format(color=color)
    return translate("StatusText", "{color} to move").format(color=color)


def window_title(turn: str | None) -> str:
    """``Your move — Othello``; just ``Othello`` before play begins."""
    if not turn:
        return app_title()
    return translate("StatusText", "{turn} — {app}").format(turn=turn, app=app_title())


def result_text(result: GameResult, humans: Collection[Color]) -> str:
    """The board's end-of-game banner, spoken to the one human player if there is one; the result as
    the rules count it (``GameResult.final_counts``), as the games list and the review say it."""
    black, white = result.final_counts
    score = f"{max(black, white)}–{min(black, white)}"
    if result.winner is None:
        return translate("StatusText", "Draw, {black}–{white}").format(black=black, white=white)
    if len(humans) == 1:
        (human,) = humans
        if result.winner == human:
            return translate("StatusText", "You win {score}!").format(score=score)
        return translate("StatusText", "You lose {score}").format(score=score)
    return translate("StatusText", "{color} wins {score}").format(
        color=color_name(result.winner), score=score
    )


def game_over_status(result: GameResult) -> str:
    """``Game over: Black wins 40-24. Start a new game with Ctrl+N.``"""
    shortcut = key_text("Ctrl+N")
    black, white = result.final_counts
    if result.winner is None:
        return translate(
            "StatusText", "Game over: Draw {black}-{white}. Start a new game with {shortcut}."
        ).format(black=black, white=white, shortcut=shortcut)
    return translate(
        "StatusText", "Game over: {color} wins {high}-{low}. Start a new game with {shortcut}."
    ).format(
        color=color_name(result.winner), high=max(black, white), low=min(black, white), shortcut=shortcut
    )


def time_loss_text(loser: Color, humans: Collection[Color]) -> str:
    """The banner of a game lost on time, spoken to the one human player if there is one."""
    if len(humans) == 1:
        (human,) = humans
        if loser == human:
            return translate("StatusText", "Your time ran out — you lose on time")
        return translate("StatusText", "Time! You win on time")
    return translate("StatusText", "{loser}'s time ran out — {winner} wins on time").format(
        loser=color_name(loser), winner=color_name(loser.opponent)
    )


def time_loss_status(loser: Color) -> str:
    return translate(
        "StatusText", "Game over: {winner} wins on time. Start a new game with {shortcut}."
    ).format(winner=color_name(loser.opponent), shortcut=key_text("Ctrl+N"))


# --- the computer's thinking and its moves ------------------------------------------------------------


def thinking_text(color: Color, description: str) -> str:
    """``White (Computer · level 4) is thinking…`` (``description``: ``side_texts``'s words)."""
    return translate("StatusText", "{color} ({player}) is thinking…").format(
        color=color_name(color), player=description
    )


def lookahead_text(depth: int | None, certainty: Certainty = Certainty.ESTIMATE) -> str:
    """How far a search saw, as a player says it: ``8 moves ahead``, ``to the end of the game``
    (a proved result), ``from the opening book``; ``""`` when it does not say."""
    if certainty is Certainty.BOOK:
        return translate("StatusText", "from the opening book")
    if certainty is not Certainty.ESTIMATE:
        return translate("StatusText", "to the end of the game")
    return moves_ahead_text(depth) if depth else ""


def outlook_text(color: Color, score: float, unit: ScoreUnit, certainty: Certainty) -> str:
    """Where ``color`` stands by its own search's ``score``, as a player says it: an estimate is the
    player's own view (``White thinks it is 1 disc behind``: a weak player's may disagree with the
    graph), a proof is a fact (``Black wins by 4 discs with best play``); ``White's chance to win:
    62%``; ``""`` for a scale that counts neither discs nor chances."""
    name = color_name(color)
    if unit == ScoreUnit.WIN_PROBABILITY:
        return translate("StatusText", "{color}'s chance to win: {chance}").format(
            color=name, chance=percent_text(score)
        )
    if unit != ScoreUnit.DISCS:
        return ""
    discs = round(score)
    margin = abs(discs)
    if certainty is Certainty.BOOK:
        if not discs:
            return translate("StatusText", "the opening book calls the game even")
        if discs > 0:
            text = translate("StatusText", "the opening book puts {color} %n disc(s) ahead", None, margin)
        else:
            text = translate("StatusText", "the opening book puts {color} %n disc(s) behind", None, margin)
        return text.format(color=name)
    if certainty is Certainty.ESTIMATE:
        if not discs:
            return translate("StatusText", "{color} thinks the game is even").format(color=name)
        if discs > 0:
            text = translate("StatusText", "{color} thinks it is %n disc(s) ahead", None, margin)
        else:
            text = translate("StatusText", "{color} thinks it is %n disc(s) behind", None, margin)
        return text.format(color=name)
    if not discs:
        return translate("StatusText", "a draw with best play")
    if certainty is Certainty.EXACT:
        if discs > 0:
            text = translate("StatusText", "{color} wins by %n disc(s) with best play", None, margin)
        else:
            text = translate("StatusText", "{color} loses by %n disc(s) with best play", None, margin)
    elif discs > 0:
        text = translate("StatusText", "{color} wins with best play")
    else:
        text = translate("StatusText", "{color} loses with best play")
    return text.format(color=name)


def progress_text(color: Color, info: SearchResult) -> str:
    """``Black is thinking… (22 moves ahead)``: how far the thinking side has looked."""
    ahead = lookahead_text(info.depth, info.certainty)
    if ahead:
        return translate("StatusText", "{color} is thinking… ({ahead})").format(
            color=color_name(color), ahead=ahead
        )
    return translate("StatusText", "{color} is thinking…").format(color=color_name(color))


def _search_kind(certainty: Certainty, depth: int | None) -> str:
    """``depth 6``, ``exact``, ``win/loss/draw``, ``book``: the engine's own word for a value."""
    if certainty is Certainty.BOOK:
        return translate("StatusText", "book")
    if certainty is Certainty.EXACT:
        return translate("StatusText", "exact")
    if certainty is Certainty.WIN_LOSS_DRAW:
        return translate("StatusText", "win/loss/draw")
    return translate("StatusText", "depth {depth}").format(depth=depth) if depth else ""


def progress_detail(info: SearchResult) -> str:
    """The engine's own report for the tooltip: ``depth 4, +1, f5, 40 kN/s``
    (``SearchResult.describe``, in the player's language)."""
    kind = _search_kind(info.certainty, info.depth) or translate("StatusText", "depth {depth}").format(
        depth=info.depth
    )
    score = f"{0.0 if info.score is None else info.score:+.0f}"
    pv = " ".join(str(m) for m in info.pv)
    speed = ""
    if info.seconds > 0 and info.nodes:
        speed = translate("StatusText", "{speed} kN/s").format(
            speed=number_text(round(info.nodes / info.seconds / 1000))
        )
    return join_list((kind, score, pv, speed))


def decision_text(color: Color, decision: SearchResult, unit: ScoreUnit = ScoreUnit.DISCS) -> str:
    """``White played f6 — White thinks it is 1 disc behind`` (``unit``: what its scores count)."""
    name, move = color_name(color), str(decision.move)
    outlook = (
        outlook_text(color, decision.score, unit, decision.certainty) if decision.score is not None else ""
    )
    if outlook:
        return translate("StatusText", "{color} played {move} — {outlook}").format(
            color=name, move=move, outlook=outlook
        )
    return translate("StatusText", "{color} played {move}").format(color=name, move=move)


def decision_detail(decision: SearchResult, unit: ScoreUnit = ScoreUnit.DISCS) -> str:
    """The engine's own report for the tooltip: ``depth 6, +2 discs, line d3 c5, 0.41 s``."""
    parts = []
    worth = worth_text(decision.score, unit) if decision.score is not None else ""
    if worth:
        if decision.certainty is Certainty.BOOK:
            kind = _search_kind(Certainty.BOOK, None)
        elif decision.exact:
            kind = _search_kind(Certainty.EXACT, None)
        else:
            kind = _search_kind(Certainty.ESTIMATE, decision.depth)
        parts.extend((kind, worth))
    if decision.pv:
        line = " ".join(str(m) for m in decision.pv)
        parts.append(translate("StatusText", "line {moves}").format(moves=line))
    if decision.seconds:
        parts.append(translate("StatusText", "{seconds} s").format(seconds=decimal_text(decision.seconds, 2)))
    return join_list(parts)


def hint_text(hints: Hints) -> str | None:
    """``Hint: f5 is best (+4 discs, 8 moves ahead)``; ``None`` when no move is valued yet."""
    if hints.best is None:
        return None
    info = hints.info
    worth = worth_text(hints.scores[hints.best], hints.unit)
    details = join_list((worth, lookahead_text(info.depth, info.certainty)))
    return translate("StatusText", "Hint: {square} is best ({details})").format(
        square=square_name(hints.best), details=details
    )


def paused_text(*, clocks_only: bool = False) -> str:
    """What Pause stopped: the computer, or (two humans on a clock) the clocks."""
    shortcut = key_text("Ctrl+P")
    if clocks_only:
        text = translate("StatusText", "The clocks are stopped — press Resume ({shortcut}) to play on")
    else:
        text = translate("StatusText", "The computer is paused — press Resume ({shortcut}) to let it play")
    return text.format(shortcut=shortcut)


# --- files ---------------------------------------------------------------------------------------------


def error_text(error: TranslatableError) -> str:
    """An error of the core in the player's language (an external engine's failure, a bad engine
    entry); its ``detail`` (an engine's own stderr) stays as it was written."""
    fields = {key: _field_text(value) for key, value in error.fields.items()}
    text = translate("Errors", error.template)
    text = text.format(**fields) if fields else text  # a plain message may hold braces
    code = error.fields.get("os_errno")
    detail = program_start_reason(code) if isinstance(code, int) else ""
    detail = detail or error.detail
    if not detail:
        return text
    return translate("Errors", "{problem}: {detail}").format(problem=text, detail=detail)


def data_file_reason(error: DataFileError, path: object) -> str:
    """Why a data file could not be read, without its path (which the window names once), in the
    player's language."""
    return error_text(error.reason()).removeprefix(f"{path}: ")


def _field_text(value: object) -> object:
    """A field of an error as the window says it: a number the player's way, an error within the
    error (why a file could not be read) in the player's language too."""
    if isinstance(value, TranslatableError):
        return error_text(value)
    return number_text(value) if isinstance(value, int) else value


def program_start_reason(code: int) -> str:
    """Why the system would not start a program, as a player says it (not ``No such file or
    directory``); empty for a reason without words of ours, whose system text is then said."""
    reasons = {
        "ENOENT": translate("Errors", "there is no such program (or its folder is missing)"),
        "EACCES": translate("Errors", "it may not be run (is it marked as a program?)"),
        "EPERM": translate("Errors", "it may not be run (is it marked as a program?)"),
        "ENOEXEC": translate("Errors", "it is not a program this system can run"),
        "ENOTDIR": translate("Errors", "a part of its path is not a folder"),
        "EISDIR": translate("Errors", "that is a folder, not a program"),
    }
    return reasons.get(errno.errorcode.get(code, ""), "")


def failure_text(error: BaseException, english: str) -> str:
    """A failed search's line for the window: in the player's language when an external engine
    failed, else ``english`` (``engine_service.failure_message``'s line, which its caller logged)."""
    return error_text(error) if isinstance(error, TranslatableError) else english


def file_error_text(error: OSError) -> str:
    """Why a file could not be written or read, as a player says it (``the disk is full``), not the
    system's English (``[Errno 28] No space left on device``); the system's words for the rest."""
    read_only = translate("StatusText", "the disk or folder is read-only")
    forbidden = translate("StatusText", "you may not write or read there")
    full = translate("StatusText", "the disk is full")
    reasons = {
        "EROFS": read_only,
        "EACCES": forbidden,
        "EPERM": forbidden,
        "ENOSPC": full,
        "EDQUOT": full,  # not on every system
        "ENOENT": translate("StatusText", "the folder or file does not exist"),
        "EISDIR": translate("StatusText", "that is a folder, not a file"),
        "ENAMETOOLONG": translate("StatusText", "the name is too long"),
    }
    name = errno.errorcode.get(error.errno) if error.errno is not None else None
    return reasons.get(name or "") or error.strerror or str(error)


# --- browsing, lines, loading, resuming ------------------------------------------------------------


def browsing_text(shown: int, total: int, *, at_end: LineEnd) -> str:
    """The status line while the computer waits because an earlier position is shown (move
    ``shown`` of ``total``); ``at_end``: what the last move leads to (the game's end, a person's
    turn, the computer's), so the line never invites the computer to play on where it would not."""
    if at_end is LineEnd.OVER:
        return translate(
            "StatusText", "Looking at move {shown} of the finished game — » ({last_keys}) returns to its end"
        ).format(shown=shown, last_keys=key_text("Alt+End"))
    if at_end is LineEnd.PERSON:
        text = translate(
            "StatusText",
            "Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where it is "
            "your turn; Play on ({play_keys}) lets the computer continue from here instead",
        )
    else:
        text = translate(
            "StatusText",
            "Looking at move {shown} of {total} — » ({last_keys}) returns to the last move, where the "
            "computer plays on; Play on ({play_keys}) lets it continue from here instead",
        )
    return text.format(shown=shown, total=total, last_keys=key_text("Alt+End"), play_keys=key_text("Ctrl+P"))


def browsing_move_text(shown: int, total: int) -> str:
    """The status line while an earlier position is shown and a human is to move there."""
    return translate(
        "StatusText",
        "Looking at move {shown} of {total} — » ({last_keys}) goes to the last move; a move here starts "
        "a new line (Undo brings the old one back)",
    ).format(shown=shown, total=total, last_keys=key_text("Alt+End"))


def browsing_turn_text(shown: int) -> str:
    """The panel's turn line while the computer waits for the user's browsing."""
    return translate("StatusText", "Looking at move {shown}").format(shown=shown)


def line_kept_title(kept: Game) -> str:
    """Where a new line left ``kept`` (the board's short note): ``New line from move 12``."""
    if kept.moves:
        return translate("StatusText", "New line from move {number}").format(number=move_count(kept.moves))
    return translate("StatusText", "New line from the start")


def line_kept_text(kept: Game) -> str:
    """What the window says when a move left a browsed game's recorded line (``kept``: that game,
    at the position where the new move was played)."""
    later = move_count(kept.redo_moves)
    text = translate(
        "StatusText",
        "{title}: the game's %n later move(s) kept — Undo ({shortcut}) brings them back",
        None,
        later,
    )
    return text.format(title=line_kept_title(kept), shortcut=key_text("Ctrl+Z"))


def loaded_text(source: str, moves: int, replaced: bool, paused: bool) -> str:
    """What the status line says after a game was opened or pasted (``source``: ``the clipboard``, a
    file's name)."""
    parts = [translate("StatusText", "Loaded {source}: %n move(s)", None, moves).format(source=source)]
    if paused:
        parts.append(
            translate("StatusText", "the computer waits: Resume ({shortcut}) lets it play").format(
                shortcut=key_text("Ctrl+P")
            )
        )
    if replaced:
        parts.append(
            translate("StatusText", "Undo ({shortcut}) brings back your previous game").format(
                shortcut=key_text("Ctrl+Z")
            )
        )
    return " — ".join(parts)


def saved_at_text(saved_at: str, now: datetime | None = None) -> str:
    """When an autosave was written, as a player says it: ``today at 19:38``, ``yesterday at 08:05``,
    ``on 23 Nov 2026 at 19:38`` (local time); ``""`` for a missing or unreadable stamp."""
    try:
        when = datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        return ""
    now = now if now is not None else datetime.now().astimezone()
    if when.tzinfo is not None:
        when = when.astimezone(now.tzinfo) if now.tzinfo is not None else when.astimezone()
    clock = f"{when:%H:%M}"
    days = (now.date() - when.date()).days
    if days == 0:
        return translate("StatusText", "today at {clock}").format(clock=clock)
    if days == 1:
        return translate("StatusText", "yesterday at {clock}").format(clock=clock)
    date_format = translate(
        "StatusText",
        "d MMM yyyy",
        "a date, as QLocale::toString writes it: d the day, MMM the month, yyyy the year",
    )
    date = QLocale().toString(QDate(when.year, when.month, when.day), date_format)
    return translate("StatusText", "on {date} at {clock}").format(date=date, clock=clock)


CONTINUE_ANSWER = QT_TRANSLATE_NOOP("StatusText", "Continue")
NEW_GAME_ANSWER = QT_TRANSLATE_NOOP("StatusText", "New game")
"""The start-up prompt's two buttons, in English: ``continue_answer()`` and ``new_game_answer()`` are
the player's words."""


def continue_answer() -> str:
    return translate("StatusText", CONTINUE_ANSWER)


def new_game_answer() -> str:
    return translate("StatusText", NEW_GAME_ANSWER)


def resume_question(moves: int, saved_at: str, now: datetime | None = None) -> str:
    """The question asked at start-up about an unfinished game, and what each answer does."""
    when = saved_at_text(saved_at, now)
    if when:
        question = translate(
            "StatusText", "You have an unfinished game (%n move(s), saved {when}). Continue it?", None, moves
        ).format(when=when)
    else:
        question = translate(
            "StatusText", "You have an unfinished game (%n move(s)). Continue it?", None, moves
        )
    answers = translate(
        "StatusText",
        "{new_game} starts a fresh board and keeps this one: Undo ({shortcut}) brings it back, and it is "
        "offered again next time until you play a move in the new game.",
    ).format(new_game=new_game_answer(), shortcut=key_text("Ctrl+Z"))
    return f"{question}\n\n{answers}"


# --- refused moves -----------------------------------------------------------------------------------


def one_line(text: str) -> str:
    """A message as the status line shows it: its lines joined (a dialog's ``Cannot read x:`` and
    the reason under it read as one sentence)."""
    return " ".join(line.strip() for line in text.splitlines() if line.strip())


def illegal_move_text(move: Move, error: IllegalMoveError, position: Position) -> str:
    """Why a move is refused, in the player's words: ``a1 is not a legal move: it would turn no White
    disc``; a reason this window does not word itself is the rules' own."""
    if isinstance(error, SquareOccupiedError):
        text = translate("StatusText", "{move} is not a legal move: the square is taken")
    elif isinstance(error, NoFlipsError):
        text = translate("StatusText", "{move} is not a legal move: it would turn no {color} disc")
    elif isinstance(error, MustPassError):
        text = translate("StatusText", "{move} is not a legal move: {turn} has no move and must pass")
    elif isinstance(error, GameOverError):
        text = translate("StatusText", "{move} is not a legal move: the game is over")
    else:
        text = translate("StatusText", "{move} is not a legal move: {reason}")
    return text.format(
        move=move,
        color=color_name(position.turn.opponent),
        turn=color_name(position.turn),
        reason=error,
    )
