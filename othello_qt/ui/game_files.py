"""Games as files and clipboard text: GGF, transcripts (``f5d6c3``) and board strings."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import DataFileError, FileTooLargeError, decode_text, read_regular_file
from othello_qt.core.errors import NotationError
from othello_qt.core.file_players import player_properties, players_from_properties
from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, RunningClock
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.notation import WHITE_SPACE, IllegalTranscriptMoveError, parse_board_string
from othello_qt.core.position import BLACK, WHITE, Position
from othello_qt.core.translatable import QT_TRANSLATE_NOOP
from othello_qt.ui.i18n import translate
from othello_qt.ui.status_text import data_file_reason

OPEN_TYPES = (
    (QT_TRANSLATE_NOOP("GameFiles", "Othello games"), "*.ggf *.txt *.obf"),
    (QT_TRANSLATE_NOOP("GameFiles", "GGF games"), "*.ggf"),
    (QT_TRANSLATE_NOOP("GameFiles", "Transcripts"), "*.txt"),
    (QT_TRANSLATE_NOOP("GameFiles", "All files"), "*"),
)
"""The Open dialog's file types: the name (translated where shown) and its patterns."""
SAVE_TYPES = (
    (QT_TRANSLATE_NOOP("GameFiles", "GGF game"), "*.ggf"),
    (QT_TRANSLATE_NOOP("GameFiles", "Transcript"), "*.txt"),
)
"""The Save dialog's file types; the chosen one's suffix picks the format (``save_game``)."""
SAVE_SUFFIXES = (".ggf", ".txt")
FILTER_SUFFIX = re.compile(r"\(\*(\.[A-Za-z0-9]+)\)\s*$")
"""The suffix of a one-pattern filter, ``GGF game (*.ggf)``, whatever the language of its name."""


def file_filter(types: tuple[tuple[str, str], ...]) -> str:
    """A file dialog's filter: each type's name in the player's language, its patterns as they are."""
    return ";;".join(f"{translate('GameFiles', name)} ({patterns})" for name, patterns in types)


def open_filter() -> str:
    return file_filter(OPEN_TYPES)


def save_filter() -> str:
    return file_filter(SAVE_TYPES)


MEGABYTE = 1024 * 1024
MAX_GAME_FILE_BYTES = 16 * MEGABYTE
"""Larger than any game collection a player opens; a bigger file is refused, not read."""


def read_game_file(path: Path) -> str:
    """The text of a game file.  A FIFO, a folder, a huge or unreadable file is a ``ValueError``
    saying why without the path, which the caller names once; opening never blocks.  Old files'
    Latin-1 names read as written; a file that is not text at all holds U+FFFD where its bytes are
    not (``decode_text``)."""
    try:
        data = read_regular_file(path, MAX_GAME_FILE_BYTES)
    except FileTooLargeError as exc:
        raise ValueError(too_large_text(exc.size)) from None
    except DataFileError as exc:
        raise ValueError(data_file_reason(exc, path)) from None
    return decode_text(data)


def too_large_text(size: int) -> str:
    """Why a file of ``size`` bytes is not opened, in megabytes (rounded up: never the limit itself)."""
    text = translate("GameFiles", "the file is {size} MB; game files are at most {limit} MB")
    return text.format(size=-(-size // MEGABYTE), limit=MAX_GAME_FILE_BYTES // MEGABYTE)


@dataclass(frozen=True)
class LoadedGame:
    """A game read from text, with its players' names when the text has them (GGF ``PB``/``PW``)."""

    game: Game
    names: tuple[str, str] | None = None
    clock: GameClock | None = None
    """A timed game's clock (GGF ``TI`` and move times): play goes on with the times left."""


def save_path_for(path: Path, chosen_filter: str) -> Path:
    """The file a save writes: a name without a known suffix gets the chosen file type's."""
    if path.suffix.lower() in SAVE_SUFFIXES:
        return path
    found = FILTER_SUFFIX.search(chosen_filter)
    suffix = found.group(1).lower() if found and found.group(1).lower() in SAVE_SUFFIXES else ".ggf"
    return path.with_name(path.name + suffix)


def read_game_text(text: str) -> LoadedGame:
    """A game from GGF (a collection's first game), a board string (optionally followed by a
    transcript) or a transcript.

    Raises ``NotationError`` saying what was expected when the text is none of those.
    """
    stripped = text.strip(WHITE_SPACE)
    if not stripped:
        raise NotationError(translate("GameFiles", "the text is empty"))
    if "(;" in stripped:  # GGF, perhaps with text around it, which parse_ggf then names
        games = parse_ggf(stripped, limit=1)  # a collection's first game; the rest is not replayed
        if not games:
            raise NotationError(translate("GameFiles", "GGF: the text holds no game"))
        first = games[0]
        names = players_from_properties(first.properties)
        timed = first.properties.get("TI", "").strip()
        clock = first.clock() if timed else None
        if clock is not None and clock.control.untimed:
            clock = None
        return LoadedGame(first.to_game(), names, clock)
    return LoadedGame(parse_game_text(stripped))


def parse_game_text(text: str) -> Game:
    """A game from a board string (optionally followed by a transcript) or a transcript; GGF too
    (``read_game_text`` keeps its players' names)."""
    stripped = text.strip(WHITE_SPACE)
    if not stripped:
        raise NotationError(translate("GameFiles", "the text is empty"))
    if "(;" in stripped:
        return read_game_text(stripped).game
    # only CR/LF end lines: str.splitlines would also split at U+2028 and control characters
    lines = [line.strip(WHITE_SPACE) for line in stripped.replace("\r", "\n").split("\n")]
    lines = [line for line in lines if line]
    first = lines[0]
    compact = "".join(first.partition(";")[0].translate({ord(c): None for c in WHITE_SPACE}))
    if len(compact) == 65:
        start = parse_board_string(first)
        if start.count(BLACK) + start.count(WHITE) == 0:
            raise NotationError(
                translate("GameFiles", "the board string has no discs: there is no game to play from it")
            )
        rest = " ".join(lines[1:])
        try:
            return Game.from_transcript(rest, start) if rest else Game(start)
        except IllegalTranscriptMoveError as exc:
            raise NotationError(transcript_move_text(exc)) from None
    try:
        return Game.from_transcript(" ".join(lines))
    except IllegalTranscriptMoveError as exc:  # a transcript all the same: say which move is wrong
        raise NotationError(transcript_move_text(exc)) from None
    except NotationError as exc:
        raise NotationError(
            translate(
                "GameFiles", "not a GGF game, a board string or a transcript like f5d6c3 ({reason})"
            ).format(reason=exc)
        ) from None


def transcript_move_text(error: IllegalTranscriptMoveError) -> str:
    """Which move of a transcript cannot be played, as a player counts moves."""
    if error.move.is_pass:
        text = translate("GameFiles", "a pass before move {number} is not a legal move in this game")
        return text.format(number=error.number)
    text = translate("GameFiles", "move {number}, {square}, is not a legal move in this game")
    return text.format(number=error.number, square=error.move)


def transcript_text(game: Game) -> str:
    """The whole game's transcript (``Game.whole_line``, whichever move is shown); a game from
    another start position is preceded by its board string."""
    game = game.whole_line()
    if game.start == Position.initial():
        return game.transcript()
    return f"{game.start.board_string()}\n{game.transcript()}".rstrip()


def save_game(
    game: Game,
    path: Path,
    players: tuple[str | None, str | None] | None = None,
    clock: GameClock | None = None,
) -> None:
    """GGF for ``.ggf`` (and unknown suffixes, with the clock's ``TI`` and move times, and the
    ``players``' specs, ``None`` for a person, as ``file_players`` writes them), a transcript for
    ``.txt``; written atomically.  The whole game is saved, not only the moves up to the one shown
    (``Game.whole_line``)."""
    game = game.whole_line()
    if isinstance(clock, RunningClock):
        clock = clock.copy()
        clock.follow(game)  # the moves taken back come back with their seconds
    if path.suffix.lower() == ".txt":
        text = transcript_text(game) + "\n"
    else:
        properties = {"PC": "othello-qt", "DT": date.today().isoformat()}
        if players is not None:
            properties.update(player_properties(*players))
        text = write_ggf(game, properties, clock) + "\n"
    write_atomically(path, text.encode("utf-8"))
