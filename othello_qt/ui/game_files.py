"""Games as files and clipboard text: GGF, transcripts (``f5d6c3``) and board strings."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from pathlib import Path

from othello_qt.core.errors import NotationError
from othello_qt.core.game import Game
from othello_qt.core.ggf import parse_ggf, write_ggf
from othello_qt.core.notation import parse_board_string
from othello_qt.core.position import Position
from othello_qt.ui.saved_game import write_atomically

OPEN_FILTER = "Othello games (*.ggf *.txt *.obf);;GGF games (*.ggf);;Transcripts (*.txt);;All files (*)"
SAVE_FORMATS = {"GGF game (*.ggf)": ".ggf", "Transcript (*.txt)": ".txt"}
"""Save dialog filter -> the suffix that picks the format (``save_game``)."""
SAVE_FILTER = ";;".join(SAVE_FORMATS)


@dataclass(frozen=True)
class LoadedGame:
    """A game read from text, with its players' names when the text has them (GGF ``PB``/``PW``)."""

    game: Game
    names: tuple[str, str] | None = None


def save_path_for(path: Path, chosen_filter: str) -> Path:
    """The file a save writes: a name without a known suffix gets the chosen file type's."""
    if path.suffix.lower() in SAVE_FORMATS.values():
        return path
    suffix = SAVE_FORMATS.get(chosen_filter, ".ggf")
    return path.with_name(path.name + suffix)


def read_game_text(text: str) -> LoadedGame:
    """A game from GGF, a board string (optionally followed by a transcript) or a transcript.

    Raises ``NotationError`` saying what was expected when the text is none of those.
    """
    stripped = text.strip()
    if not stripped:
        raise NotationError("the text is empty")
    if stripped.startswith("(;"):
        games = parse_ggf(stripped)
        if not games:
            raise NotationError("GGF: the text holds no game")
        first = games[0]
        names = (first.properties.get("PB", "").strip(), first.properties.get("PW", "").strip())
        return LoadedGame(first.to_game(), names if any(names) else None)
    return LoadedGame(parse_game_text(stripped))


def parse_game_text(text: str) -> Game:
    """A game from a board string (optionally followed by a transcript) or a transcript; GGF too
    (``read_game_text`` keeps its players' names)."""
    stripped = text.strip()
    if not stripped:
        raise NotationError("the text is empty")
    if stripped.startswith("(;"):
        return read_game_text(stripped).game
    lines = [line.strip() for line in stripped.splitlines() if line.strip()]
    first = lines[0]
    compact = "".join(first.partition(";")[0].split())
    if len(compact) == 65:
        start = parse_board_string(first)
        rest = " ".join(lines[1:])
        return Game.from_transcript(rest, start) if rest else Game(start)
    try:
        return Game.from_transcript(" ".join(lines))
    except NotationError as exc:
        raise NotationError(f"not a GGF game, a board string or a transcript like f5d6c3 ({exc})") from None


def transcript_text(game: Game) -> str:
    """The transcript; a game from another start position is preceded by its board string."""
    if game.start == Position.initial():
        return game.transcript()
    return f"{game.start.board_string()}\n{game.transcript()}".rstrip()


def save_game(game: Game, path: Path, players: tuple[str, str] = ("", "")) -> None:
    """GGF for ``.ggf`` (and unknown suffixes), a transcript for ``.txt``; written atomically."""
    if path.suffix.lower() == ".txt":
        text = transcript_text(game) + "\n"
    else:
        properties = {"PC": "othello-qt", "DT": date.today().isoformat()}
        if players[0]:
            properties["PB"] = players[0]
        if players[1]:
            properties["PW"] = players[1]
        text = write_ggf(game, properties) + "\n"
    write_atomically(path, text)
