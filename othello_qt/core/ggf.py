"""GGF (Generic Game Format) records, as written by NBoard and the GGS servers.

A game looks like ``(;GM[Othello]PC[...]PB[alice]PW[bob]RE[+8]BO[8 ---...--- *]B[f5]W[d6//1.5];)``:
properties ``KEY[value]``; ``BO`` is the board size, 64 cells (``*`` black, ``O`` white, ``-``
empty) and the side to move; moves ``B[..]``/``W[..]`` hold a square (any case) or ``PA``/``pass``,
optionally followed by ``/eval/seconds``.  A file may hold several games.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from othello_qt.core.errors import IllegalMoveError, NotationError
from othello_qt.core.game import Game
from othello_qt.core.notation import WHITE_SPACE, parse_move
from othello_qt.core.openings import opening_name
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position

_WHITE_RUN = re.compile(r"[ \t\r\n]+")
_PROPERTY = re.compile(r"[ \t\r\n]*([A-Z]{1,3})\[((?:[^\]\\]|\\.)*)\]", re.DOTALL)
_VALUE_REST = re.compile(r"(?:[^\]\\]|\\.)*\]", re.DOTALL)
"""The rest of a property value after its ``[``: escaped characters, then the closing ``]``."""
_EVAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
"""The evaluation after a move (``B[f5/-1.5]``): a plain decimal, never ``nan`` or ``inf``."""
_HEADER_ORDER = ("GM", "PC", "DT", "PB", "PW", "RB", "RW", "TI", "TY", "RE")


@dataclass
class GgfGame:
    """One game of a GGF file: its properties, start position and moves (passes explicit)."""

    start: Position = field(default_factory=Position.initial)
    moves: list[Move] = field(default_factory=list)
    properties: dict[str, str] = field(default_factory=dict)
    evals: list[float | None] = field(default_factory=list)
    """The evaluation written after each move (``B[f5/1.5]``), if any."""

    def to_game(self) -> Game:
        return Game(self.start, list(self.moves))


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value, flags=re.DOTALL) if "\\" in value else value


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _parse_board(value: str, game_number: int) -> Position:
    """``BO[8 <64 cells> <side>]``: the size, then a board string read by the one board parser."""
    parts = [part for part in _WHITE_RUN.split(value.strip(WHITE_SPACE)) if part]
    where = f"GGF game {game_number}: BO[{value[:20]}...]"
    if len(parts) != 3 or parts[0] != "8":
        raise NotationError(f"{where}: expected '8', 64 cells and the side to move")
    cells, side = parts[1], parts[2]
    if len(cells) != 64:
        raise NotationError(f"{where}: expected 64 cells, found {len(cells)}")
    if len(side) != 1:
        raise NotationError(f"{where}: side to move {side[:10]!r} must be one character, * or O")
    return Position.from_board_string(f"{cells} {side}", where=where)


def _find_game_end(text: str, index: int) -> int:
    """Index of the ``;)`` closing a game, skipping property values (a comment may hold ``;)``).

    Each character is looked at once (``str.find`` and one regular expression over each value).
    """
    end = -2
    while True:
        if end < index:
            end = text.find(";)", index)
            if end < 0:
                return -1
        bracket = text.find("[", index, end)
        if bracket < 0:
            return end
        value = _VALUE_REST.match(text, bracket + 1)
        if value is None:
            return -1
        index = value.end()


def _split_games(text: str) -> list[str]:
    """The bodies of the ``(;...;)`` games; anything but white space between them is an error."""
    games = []
    index = 0
    while True:
        start = text.find("(;", index)
        stray = text[index : len(text) if start < 0 else start]
        if stray.strip(WHITE_SPACE) and (games or start >= 0):
            at = index + len(stray) - len(stray.lstrip(WHITE_SPACE))
            raise NotationError(
                f"GGF: unexpected {stray.strip(WHITE_SPACE)[:15]!r} at character {at + 1}, outside a game "
                "(games are written (; ... ;))"
            )
        if start < 0:
            break
        end = _find_game_end(text, start + 2)
        if end < 0:
            raise NotationError(f"GGF: game starting at character {start + 1} has no closing ';)'")
        games.append(text[start + 2 : end])
        index = end + 2
    if not games and text.strip(WHITE_SPACE):
        raise NotationError("GGF: no game found (a game starts with '(;' and ends with ';)')")
    return games


def _parse_game(body: str, number: int) -> GgfGame:
    game = GgfGame()
    position: Position | None = None
    index = 0
    body = body.rstrip(WHITE_SPACE)
    while index < len(body):
        match = _PROPERTY.match(body, index)
        if match is None:
            if not body[index:].strip(WHITE_SPACE):
                break
            snippet = body[index : index + 15].strip(WHITE_SPACE)
            raise NotationError(f"GGF game {number}: cannot read {snippet!r} at character {index + 1}")
        key, value = match.group(1), _unescape(match.group(2))
        index = match.end()
        if key in ("B", "W"):
            if position is None:
                position = game.start
            color: Color = BLACK if key == "B" else WHITE
            move_text, _, extra = value.partition("/")
            try:
                move = parse_move(move_text)
            except NotationError as exc:
                raise NotationError(f"GGF game {number}, move {len(game.moves) + 1}: {exc}") from None
            if color is not position.turn and position.must_pass():
                game.moves.append(PASS)  # a pass the record leaves out
                game.evals.append(None)
                position = position.play(PASS)
            if color is not position.turn:
                raise NotationError(
                    f"GGF game {number}, move {len(game.moves) + 1} ({key}[{value}]): "
                    f"it is {position.turn.display_name}'s turn"
                )
            try:
                position = position.play(move)
            except IllegalMoveError as exc:
                raise NotationError(
                    f"GGF game {number}, move {len(game.moves) + 1} ({key}[{value}]): {exc}"
                ) from None
            game.moves.append(move)
            eval_text = extra.partition("/")[0].strip(WHITE_SPACE)
            if eval_text and _EVAL.fullmatch(eval_text) is None:
                raise NotationError(
                    f"GGF game {number}, move {len(game.moves)} ({key}[{value[:20]}]): "
                    f"evaluation {eval_text[:20]!r} is not a number"
                )
            game.evals.append(float(eval_text) if eval_text else None)
        elif key == "BO":
            if position is not None:
                raise NotationError(f"GGF game {number}: BO[] after the first move")
            game.start = _parse_board(value, number)
        else:
            game.properties[key] = value
    game_type = game.properties.get("GM", "Othello")
    if game_type.lower() != "othello":
        raise NotationError(f"GGF game {number}: GM[{game_type}] is not an Othello game")
    board_type = game.properties.get("TY", "8")
    if board_type and not board_type.startswith("8"):
        raise NotationError(f"GGF game {number}: TY[{board_type}] is not an 8x8 game")
    return game


def parse_ggf(text: str) -> list[GgfGame]:
    """Every game of a GGF text, each checked move by move against the rules."""
    return [_parse_game(body, n) for n, body in enumerate(_split_games(text), start=1)]


def read_ggf(text: str) -> Game:
    """The first game of a GGF text, as a ``Game``."""
    games = parse_ggf(text)
    if not games:
        raise NotationError("GGF: the text holds no game")
    return games[0].to_game()


def format_ggf(
    start: Position,
    moves: list[Move] | tuple[Move, ...],
    properties: dict[str, str] | None = None,
    evals: list[float | None] | None = None,
) -> str:
    """One game as GGF text: header properties, ``BO``, then every move (passes as ``PA``)."""
    props = {"GM": "Othello", "TY": "8"}
    props.update(properties or {})
    parts = ["(;"]
    for key in _HEADER_ORDER:
        if key in props:
            parts.append(f"{key}[{_escape(props[key])}]")
    for key, value in props.items():
        if key not in _HEADER_ORDER and key not in ("BO", "B", "W"):
            parts.append(f"{key}[{_escape(value)}]")
    cells = "".join(
        "-" if piece is None else ("*" if piece is BLACK else "O")
        for piece in (start.piece_at(s) for s in range(64))
    )
    parts.append(f"BO[8 {cells} {'*' if start.turn is BLACK else 'O'}]")
    position = start
    for index, move in enumerate(moves):
        key = "B" if position.turn is BLACK else "W"
        text = "PA" if move.is_pass else str(move)
        value = evals[index] if evals is not None and index < len(evals) else None
        if value is not None:
            text += f"/{value:.2f}"
        parts.append(f"{key}[{text}]")
        position = position.play(move)
    parts.append(";)")
    return "".join(parts)


def write_ggf(game: Game, properties: dict[str, str] | None = None) -> str:
    """A ``Game`` as GGF text; the result goes into ``RE`` once the game is over, the name of its
    opening into ``ON`` (SGF's opening property; GGF readers keep properties they do not know)."""
    props = dict(properties or {})
    result = game.result()
    if result is not None and "RE" not in props:
        props["RE"] = f"{result.black - result.white:+d}"
    opening = opening_name(game.start, game.moves)
    if opening is not None and "ON" not in props:
        props["ON"] = opening
    return format_ggf(game.start, game.moves, props)
