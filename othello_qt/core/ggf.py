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
from othello_qt.core.notation import parse_move
from othello_qt.core.openings import opening_name
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position

_PROPERTY = re.compile(r"\s*([A-Z]{1,3})\[((?:[^\]\\]|\\.)*)\]", re.DOTALL)
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
    return re.sub(r"\\(.)", r"\1", value)


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _parse_board(value: str, game_number: int) -> Position:
    """``BO[8 <64 cells> <side>]``: the size, then a board string read by the one board parser."""
    size, _, board = value.strip().partition(" ")
    where = f"GGF game {game_number}: BO[{value[:20]}...]"
    if size != "8":
        raise NotationError(f"{where}: expected '8', 64 cells and the side to move")
    cells = board.split()
    if len(cells) != 2 or len(cells[0]) != 64:
        found = len(cells[0]) if cells else 0
        raise NotationError(f"{where}: expected 64 cells and the side to move, found {found} cells")
    return Position.from_board_string(board, where=where)


def _find_game_end(text: str, index: int) -> int:
    """Index of the ``;)`` closing a game, skipping property values (a comment may hold ``;)``)."""
    in_value = False
    while index < len(text):
        char = text[index]
        if in_value:
            if char == "\\":
                index += 1
            elif char == "]":
                in_value = False
        elif char == "[":
            in_value = True
        elif text.startswith(";)", index):
            return index
        index += 1
    return -1


def _split_games(text: str) -> list[str]:
    games = []
    index = 0
    while True:
        start = text.find("(;", index)
        if start < 0:
            break
        end = _find_game_end(text, start + 2)
        if end < 0:
            raise NotationError(f"GGF: game starting at character {start + 1} has no closing ';)'")
        games.append(text[start + 2 : end])
        index = end + 2
    if not games and text.strip():
        raise NotationError("GGF: no game found (a game starts with '(;' and ends with ';)')")
    return games


def _parse_game(body: str, number: int) -> GgfGame:
    game = GgfGame()
    position: Position | None = None
    index = 0
    body = body.rstrip()
    while index < len(body):
        match = _PROPERTY.match(body, index)
        if match is None:
            if not body[index:].strip():
                break
            snippet = body[index : index + 15].strip()
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
            eval_text = extra.partition("/")[0].strip()
            try:
                game.evals.append(float(eval_text) if eval_text else None)
            except ValueError:
                game.evals.append(None)
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
