"""GGF (Generic Game Format) records, as written by NBoard and the GGS servers.

A game looks like ``(;GM[Othello]PC[...]PB[alice]PW[bob]RE[+8]BO[8 ---...--- *]B[f5]W[d6//1.5];)``:
properties ``KEY[value]``; ``BO`` is the board size, 64 cells (``*`` black, ``O`` white, ``-``
empty) and the side to move; moves ``B[..]``/``W[..]`` hold a square (any case) or ``PA``/``pass``,
optionally followed by ``/eval/seconds`` (read once, into ``GgfGame.evals`` and ``GgfGame.times``).
A file may hold several games.

GGS writes the cells as eight rows of eight separated by spaces
(``BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]``), and its
archives put the number of games of each match before them, one match a line: ``1 (;...;)``, or
``2 (;...;)(;...;)`` for a synchro match (two games from one start, colours swapped).  ``TY`` is
GGS's game type: ``[s]8[k][rN]`` (synchro, komi, random start of N discs).  Both layouts are read;
anything else is an error, as is a count that differs from the games that follow it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from othello_qt.core.errors import IllegalMoveError, NotationError
from othello_qt.core.game import Game
from othello_qt.core.game_clock import (
    GameClock,
    TimeControl,
    checked_move_seconds,
    time_loser,
    time_loss_result,
)
from othello_qt.core.notation import WHITE_SPACE, parse_move
from othello_qt.core.openings import opening_name
from othello_qt.core.position import BLACK, PASS, WHITE, Color, Move, Position
from othello_qt.core.protocol_numbers import NumberFieldError, parse_float

_WHITE_RUN = re.compile(r"[ \t\r\n]+")
_PROPERTY = re.compile(r"[ \t\r\n]*([A-Z]{1,3})\[([^\]\\]*(?:\\.[^\]\\]*)*)\]", re.DOTALL)
_GAME_BODY = re.compile(r"(?:[^\[;]+|\[[^\]\\]*(?:\\.[^\]\\]*)*\]|;(?!\)))*", re.DOTALL)
"""A game's body up to its closing ``;)``: text, whole ``[...]`` values (a comment may hold ``;)``,
an escaped ``\\]`` does not close a value) and ``;`` not followed by ``)``; never fails, never
backtracks (each step takes one of three disjoint starts)."""
MAX_EVAL = 10_000.0
"""Largest evaluation after a move (``B[f5/-1.5]``): discs, or an engine's own finer units; a finite
number read by ``protocol_numbers`` (never ``nan``, ``inf`` or ``1e400``)."""
_HEADER_ORDER = ("GM", "PC", "DT", "PB", "PW", "RB", "RW", "TI", "TY", "RE")
_MATCH_COUNT = re.compile(r"[1-9][0-9]{0,2}")
"""A GGS archive's game count before a match's games (1, or 2 for a synchro match)."""
_GAME_TYPE = re.compile(
    r"(?P<synchro>s?)(?P<size>[0-9]{1,3})(?P<options>(?:[kabw]|r[0-9]{0,3})*)", re.IGNORECASE
)
"""GGS's ``TY``: synchro ``s``, the board size (``88`` the octagon), then komi ``k``, anti ``a``, a
colour preference ``b``/``w`` and a random start ``rN`` (read without its ``N`` too: the game's
``BO`` gives the start, and the rules are the same)."""
BOARD_SIZE = "8"
MAX_GAME_TYPE = 40
"""Longest ``TY`` read (GGS's are a few characters: ``s8r20``); longer text is refused unread."""


@dataclass
class GgfGame:
    """One game of a GGF file: its properties, start position and moves (passes explicit)."""

    start: Position = field(default_factory=Position.initial)
    moves: list[Move] = field(default_factory=list)
    properties: dict[str, str] = field(default_factory=dict)
    evals: list[float | None] = field(default_factory=list)
    """The evaluation written after each move (``B[f5/1.5]``), if any."""
    times: list[float | None] = field(default_factory=list)
    """The seconds written after each move (``B[f5/1.5/20]``), if any and usable (``GameClock``)."""
    time_problems: list[str] = field(default_factory=list)
    """Why a written time was not usable (``1e400``): such a time counts as absent."""

    def to_game(self) -> Game:
        return Game(self.start, list(self.moves))

    def clock(self) -> GameClock:
        """The game's clock: its ``TI``, the seconds of each move (``times``; an unusable time counts
        as none, see ``time_problems``) and a loss on time (``RE[-64.00:t]``)."""
        clock = GameClock(TimeControl.parse(self.properties.get("TI", "")))
        clock.fallen = time_loser(self.properties.get("RE", ""))
        position = self.start
        for move, seconds in zip(self.moves, self.times, strict=True):
            clock.record(position.turn, seconds)
            position = position.play(move)
        return clock


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value, flags=re.DOTALL) if "\\" in value else value


def _escape(value: str) -> str:
    return value.replace("\\", "\\\\").replace("]", "\\]")


def _parse_board(value: str, game_number: int) -> Position:
    """``BO[8 <cells> <side>]``: the size, the 64 cells a1..h8 in one run (NBoard) or as eight rows
    of eight separated by spaces (GGS), then the side to move; read by the one board parser."""
    parts = [part for part in _WHITE_RUN.split(value.strip(WHITE_SPACE)) if part]
    where = f"GGF game {game_number}: BO[{value[:20]}...]"
    if len(parts) < 3 or parts[0] != BOARD_SIZE:
        raise NotationError(
            f"{where}: expected '8', 64 cells (in one run or 8 rows of 8) and the side to move"
        )
    rows, side = parts[1:-1], parts[-1]
    if len(rows) == 8:
        for number, row in enumerate(rows, start=1):
            if len(row) != 8:
                raise NotationError(f"{where}: row {number} has {len(row)} cells, expected 8")
    elif len(rows) != 1 or len(rows[0]) != 64:
        found = sum(len(row) for row in rows)
        raise NotationError(
            f"{where}: expected 64 cells in one run or as 8 rows of 8, found {found} in {len(rows)} group(s)"
        )
    if len(side) != 1:
        raise NotationError(f"{where}: side to move {side[:10]!r} must be one character, * or O")
    return Position.from_board_string(f"{''.join(rows)} {side}", where=where)


def _check_game_type(value: str, game_number: int) -> None:
    """``TY``: empty, or a GGS game type of 8x8 Othello as these rules score it (not anti)."""
    text = value.strip(WHITE_SPACE)
    if not text:
        return
    game_type = _GAME_TYPE.fullmatch(text) if len(text) <= MAX_GAME_TYPE else None
    if game_type is None:
        raise NotationError(f"GGF game {game_number}: TY[{text[:20]}] is not a game type such as 8 or s8r20")
    if game_type["size"] != BOARD_SIZE:
        raise NotationError(f"GGF game {game_number}: TY[{text[:20]}] is not an 8x8 game")
    if "a" in game_type["options"].lower():
        raise NotationError(
            f"GGF game {game_number}: TY[{text[:20]}] is anti-Othello, where the fewest discs win"
        )


def _find_game_end(text: str, index: int) -> int:
    """Index of the ``;)`` closing the game whose body starts at ``index``, or -1 (a value left open,
    or no ``;)``); one regular-expression match, linear in the body."""
    end = _GAME_BODY.match(text, index).end()  # type: ignore[union-attr]  # it matches the empty text
    return end if text.startswith(";)", end) else -1


def _split_games(text: str, limit: int | None = None) -> list[str]:
    """The bodies of the ``(;...;)`` games.  Between them only white space, or a GGS archive's
    match count followed by that many games; anything else is an error.

    With a ``limit``, reading stops once that many games are read with the rest of their match (a
    game without a count is a match of its own): what follows is not looked at, so damage further
    on does not hide the games asked for."""
    games: list[str] = []
    index = 0
    match: tuple[int, int, int] | None = None
    """The open match: its count, where it stands, and how many games came before it."""
    while True:
        start = text.find("(;", index)
        stray = text[index : len(text) if start < 0 else start]
        word = stray.strip(WHITE_SPACE)
        at = index + len(stray) - len(stray.lstrip(WHITE_SPACE))
        in_match = match is not None and start >= 0 and not word  # no count: the next game is the match's
        if limit is not None and games and len(games) >= limit and not in_match:
            _close_match(match, len(games))
            break
        if word and start >= 0 and _MATCH_COUNT.fullmatch(word):
            _close_match(match, len(games))
            match = (int(word), at, len(games))
        elif word and (games or start >= 0):
            raise NotationError(
                f"GGF: unexpected {word[:15]!r} at character {at + 1}, outside a game "
                "(games are written (; ... ;))"
            )
        if start < 0:
            _close_match(match, len(games))
            break
        end = _find_game_end(text, start + 2)
        if end < 0:
            raise NotationError(f"GGF: game starting at character {start + 1} has no closing ';)'")
        games.append(text[start + 2 : end])
        index = end + 2
    if not games and text.strip(WHITE_SPACE):
        raise NotationError("GGF: no game found (a game starts with '(;' and ends with ';)')")
    return games


def _close_match(match: tuple[int, int, int] | None, games: int) -> None:
    """``NotationError`` unless the open match (if any) got as many games as its count says."""
    if match is None:
        return
    count, at, before = match
    if games - before != count:
        raise NotationError(
            f"GGF: the match count {count} at character {at + 1} is followed by {games - before} game(s)"
        )


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
                game.times.append(None)
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
            try:
                evaluation = parse_float(eval_text, -MAX_EVAL, MAX_EVAL, "evaluation") if eval_text else None
            except NumberFieldError as exc:
                raise NotationError(
                    f"GGF game {number}, move {len(game.moves)} ({key}[{value[:20]}]): {exc}"
                ) from None
            game.evals.append(evaluation)
            try:
                game.times.append(checked_move_seconds(value))
            except NumberFieldError as exc:
                game.times.append(None)
                game.time_problems.append(str(exc))
        elif key == "BO":
            if position is not None:
                raise NotationError(f"GGF game {number}: BO[] after the first move")
            game.start = _parse_board(value, number)
        else:
            game.properties[key] = value
    game_type = game.properties.get("GM", "Othello")
    if game_type.lower() != "othello":
        raise NotationError(f"GGF game {number}: GM[{game_type}] is not an Othello game")
    _check_game_type(game.properties.get("TY", ""), number)
    return game


def parse_ggf(text: str, limit: int | None = None) -> list[GgfGame]:
    """Every game of a GGF text (the first ``limit`` if given), each checked move by move against the
    rules.  Without a limit the layout of the whole text is checked; with one, reading stops after
    the match holding the last game asked for, so a reader that shows one game shows it even when
    a collection's last game is cut short (and does not replay thousands of games to show one)."""
    bodies = _split_games(text, limit)
    return [_parse_game(body, n) for n, body in enumerate(bodies[:limit], start=1)]


def iter_ggf_games(text: str) -> Iterator[GgfGame | NotationError]:
    """Every game of a GGF collection, replayed one at a time as it is asked for; a game that does not
    read (an illegal move, a bad board) is yielded as its ``NotationError`` so a reader of a large
    archive can skip it.  The collection's layout is checked before the first game (an error there
    is raised: there are no games to skip to)."""
    bodies = _split_games(text)

    def games() -> Iterator[GgfGame | NotationError]:
        for number, body in enumerate(bodies, start=1):
            try:
                yield _parse_game(body, number)
            except NotationError as exc:
                yield exc

    return games()


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
    times: list[float | None] | None = None,
) -> str:
    """One game as GGF text: header properties, ``BO``, then every move (passes as ``PA``), with its
    evaluation and its seconds when given (``B[f5/1.50/2.25]``, ``W[d6//3.10]``)."""
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
        seconds = times[index] if times is not None and index < len(times) else None
        if value is not None or seconds is not None:
            text += "/" if value is None else f"/{value:.2f}"
        if seconds is not None:
            text += f"/{seconds:.2f}"
        parts.append(f"{key}[{text}]")
        position = position.play(move)
    parts.append(";)")
    return "".join(parts)


def write_ggf(game: Game, properties: dict[str, str] | None = None, clock: GameClock | None = None) -> str:
    """A ``Game`` as GGF text; the result goes into ``RE`` once the game is over, the name of its
    opening into ``ON`` (SGF's opening property; GGF readers keep properties they do not know).

    A ``clock`` adds its time control (``TI``) and the seconds of each move; a game lost on time
    (``RunningClock.fallen``) gets GGS's ``RE[-64.00:t]``."""
    props = dict(properties or {})
    times = None
    if clock is not None:
        props.setdefault("TI", clock.control.ggf())
        times = clock.move_times
        if clock.fallen is not None:
            props.setdefault("RE", time_loss_result(clock.fallen))
    result = game.result()
    if result is not None and "RE" not in props:
        props["RE"] = f"{result.score:+d}"  # empties to the winner: 63-0 is RE[+64]
    opening = opening_name(game.start, game.moves)
    if opening is not None and "ON" not in props:
        props["ON"] = opening
    return format_ggf(game.start, game.moves, props, times=times)
