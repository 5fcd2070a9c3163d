"""NBoard's line grammar, both ways: every line the GUI (host) and the engine write, and how each is read.

One home for the protocol's words, as python-chess's ``UciProtocol`` is for UCI: the engine we serve
(``protocols.nboard``, ``othello-qt nboard``) and the host that drives external engines
(``players.external``) write their lines with the ``*_line`` functions here and read the other
side's with the ``parse_*`` functions.  What a line means for a game (a search's stop, a clock, a
refusal) stays with them: nothing here raises, a line that is not what it should be reads as
``None`` or as ``Noise``.

The host writes ``nboard 2``, ``set game GGF``, ``set depth N``, ``ping N``, ``go``, ``hint N`` and
``quit``; the engine answers ``set myname NAME``, ``pong N``, ``=== MOVE[/EVAL/TIME]`` (Edax spaces
the fields), ``search PV EVAL 0 DEPTH`` and ``book PV EVAL GAMES DEPTH``, ``nodestats NODES
SECONDS``, ``analysis MOVE_NUMBER EVAL``, ``learned`` and ``status TEXT``.  A PV has no white space
(``F5-D6-C3``, ``PA`` a pass); a depth is plies, ``100%`` for an exact endgame value, ``100%W`` for a
win/loss/draw proof (NBoard's ``Depth`` class).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from othello_qt.core.bitboard import MAX_DEPTH
from othello_qt.core.position import Move, Position
from othello_qt.core.search_result import Certainty, SearchResult

HOST_VERSION = 2
"""The protocol version the host says it speaks (``nboard 2``)."""
REQUESTS = frozenset({"go", "hint", "analyze"})
"""Commands that start a search."""
ENGINE_WORDS = frozenset(
    {"===", "search", "book", "nodestats", "status", "set", "pong", "learned", "analysis"}
)
"""The first words of the lines NBoard's protocol lets an engine write; any other line is noise."""
MYNAME = "set myname"


# --- what the host writes, and how the engine reads it ---------------------------------------------


def hello_line(version: int = HOST_VERSION) -> str:
    return f"nboard {version}"


def set_game_line(ggf: str) -> str:
    return f"set game {ggf}"


def set_depth_line(depth: int) -> str:
    return f"set depth {depth}"


def ping_line(number: int) -> str:
    return f"ping {number}"


def hint_line(count: int) -> str:
    return f"hint {count}"


GO_LINE = "go"
QUIT_LINE = "quit"


@dataclass(frozen=True)
class Command:
    """One line from the GUI: its first ``word`` and the ``argument`` after it (stripped).  A bare
    move (NBoard 1.1 sends ``F5`` alone) reads as ``move F5`` with ``bare`` set."""

    word: str
    argument: str
    text: str
    """The whole line, stripped (for messages)."""
    bare: bool = False


def parse_command(line: str) -> Command | None:
    """The command of a line from the GUI; ``None`` for a blank line."""
    text = line.strip()
    if not text:
        return None
    word, _, argument = text.partition(" ")
    argument = argument.strip()
    if len(word) == 2 and not argument and word not in REQUESTS:
        return Command("move", word, text, bare=True)
    return Command(word, argument, text)


def parse_setting(argument: str) -> tuple[str, str]:
    """``set WHAT VALUE``'s argument as ``(WHAT, VALUE)``: ``depth 12`` is ``("depth", "12")``."""
    what, _, value = argument.partition(" ")
    return what, value.strip()


def move_field(argument: str) -> str:
    """The move of ``move F5/EVAL/TIME``'s argument: ``F5`` (the time is ``game_clock``'s to read)."""
    return argument.split("/")[0].strip()


# --- what the engine writes --------------------------------------------------------------------------


def format_move(move: Move) -> str:
    return "PA" if move.is_pass else str(move).upper()


def format_pv(moves: tuple[Move, ...] | list[Move]) -> str:
    """A PV without white space, as the protocol requires: ``F5-D6-C3`` (``PA`` for a pass)."""
    return "-".join(format_move(m) for m in moves) or "PA"


def depth_text(depth: int, certainty: Certainty) -> str:
    """NBoard's depth field: ``100%`` exact, ``100%W`` win/loss/draw proved, else plies."""
    if certainty is Certainty.EXACT:
        return "100%"
    if certainty is Certainty.WIN_LOSS_DRAW:
        return "100%W"
    return str(max(1, depth))


def myname_line(name: str) -> str:
    return f"{MYNAME} {name}"


def status_line(text: str = "") -> str:
    """NBoard shows a ``status`` line under the board; an empty one clears it."""
    return f"status {text}".rstrip()


def pong_line(number: str) -> str:
    """``pong N`` with N as the GUI wrote it."""
    return f"pong {number}".rstrip()


def answer_line(move: Move, score: float | None = None, seconds: float = 0.0) -> str:
    """``=== F5/EVAL/TIME``, or ``=== F5`` for a move without a value in discs."""
    if score is None:
        return f"=== {format_move(move)}"
    return f"=== {format_move(move)}/{score:.2f}/{seconds:.2f}"


def search_line(pv: tuple[Move, ...] | list[Move], score: float, depth: int, certainty: Certainty) -> str:
    """``search PV EVAL 0 DEPTH``: one line of a search, its value from the side to move's view."""
    return f"search {format_pv(pv)} {score:.2f} 0 {depth_text(depth, certainty)}"


def nodestats_line(nodes: int, seconds: float) -> str:
    """``nodestats NODES SECONDS``: microseconds, fixed point, so a short search is not 0 s."""
    return f"nodestats {nodes} {max(0.0, seconds):.6f}"


def analysis_line(number: int, black_value: float) -> str:
    """``analysis MOVE_NUMBER EVAL``, EVAL from Black's view."""
    return f"analysis {number} {black_value:.2f}"


LEARNED_LINE = "learned"


# --- how the host reads the engine's lines ----------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """``=== F5[/EVAL/TIME]``: ``word`` as written (``""`` if none), its ``move`` (``None`` if the word
    is not one; legality is the reader's to check) and its value."""

    word: str
    move: Move | None
    score: float | None


@dataclass(frozen=True)
class Search:
    """``search`` or ``book``: the line read in a position (``result`` is ``None`` if it is not one)."""

    result: SearchResult | None


@dataclass(frozen=True)
class Pong:
    number: str
    """The rest of the line, as the engine wrote it."""


@dataclass(frozen=True)
class NodeStats:
    nodes: int | None
    """``None`` when the field is missing or not a count."""


@dataclass(frozen=True)
class Status:
    text: str
    """What follows ``status``, stripped: ``""`` for an empty one."""

    @property
    def idle(self) -> bool:
        """Empty, or saying the engine waits: the end of a ``hint``."""
        return not self.text or "wait" in self.text


@dataclass(frozen=True)
class Other:
    """A line of the protocol that the host has no use for but the name: ``set``, ``learned``,
    ``analysis``."""

    word: str
    myname: str | None
    """What ``set myname NAME`` gives (at most 80 characters), else ``None``."""


@dataclass(frozen=True)
class Noise:
    """A line outside the protocol (an empty one included)."""

    text: str


EngineLine = Answer | Search | Pong | NodeStats | Status | Other | Noise


def parse_engine_line(text: str, position: Position | None = None) -> EngineLine:
    """What an engine's line says; ``search`` and ``book`` lines are read in ``position`` (without one,
    their ``result`` is ``None``)."""
    fields = text.split()
    if not fields or fields[0] not in ENGINE_WORDS:
        return Noise(text)
    word = fields[0]
    if word == "===":
        return parse_answer(text)
    if word in ("search", "book"):
        return Search(parse_search(text, position) if position is not None else None)
    if word == "pong":
        return Pong(" ".join(fields[1:]))
    if word == "nodestats":
        nodes = _number(fields[1]) if len(fields) > 1 else None
        return NodeStats(int(nodes) if nodes is not None and 0 <= nodes < 2**62 else None)
    if word == "status":
        return Status(text.strip().removeprefix("status").strip())
    return Other(word, parse_myname(text))


def is_pong(text: str, number: int) -> bool:
    """Whether ``text`` is exactly ``pong NUMBER``."""
    return text.split() == ["pong", str(number)]


def parse_myname(text: str) -> str | None:
    """The name of ``set myname NAME`` (at most 80 characters); ``None`` for another line."""
    if not text.startswith(MYNAME):
        return None
    return text.removeprefix(MYNAME).strip()[:80]


def parse_pv(text: str, position: Position) -> tuple[Move, ...]:
    """``F5-D6-C3`` or ``F5d6C3`` (``PA`` a pass) as moves, up to the first that is not legal there."""
    letters = text.replace("-", "").replace(":", "")
    moves: list[Move] = []
    for index in range(0, len(letters) - 1, 2):
        try:
            move = Move.parse(letters[index : index + 2])
        except ValueError:
            break
        if position.is_game_over() or not position.is_legal(move):
            break
        moves.append(move)
        position = position.play(move)
    return tuple(moves)


def parse_depth(text: str, position: Position) -> tuple[int, Certainty]:
    """NBoard's depth field: ``100%`` an exact endgame, ``100%W`` win/loss/draw, else plies
    (``21@98%``: 21)."""
    if text.upper() == "100%":
        return position.empty_count, Certainty.EXACT
    if text.upper() == "100%W":
        return position.empty_count, Certainty.WIN_LOSS_DRAW
    digits = re.match(r"[0-9]{1,3}(?![0-9])", text)
    return (min(int(digits.group()), MAX_DEPTH) if digits else 0), Certainty.ESTIMATE


def _number(text: str) -> float | None:
    try:
        value = float(text)
    except ValueError:
        return None
    return value if math.isfinite(value) else None


def parse_search(text: str, position: Position) -> SearchResult | None:
    """A ``search PV EVAL 0 DEPTH`` or ``book PV EVAL GAMES DEPTH`` line; ``None`` if it is not one."""
    fields = text.split()
    if len(fields) < 3 or fields[0] not in ("search", "book"):
        return None
    pv = parse_pv(fields[1], position)
    score = _number(fields[2])
    if not pv or score is None:
        return None
    depth, certainty = parse_depth(fields[4], position) if len(fields) > 4 else (0, Certainty.ESTIMATE)
    return SearchResult(pv[0], score, depth, pv, certainty=certainty)


def parse_answer(text: str) -> Answer:
    """``=== F5``, ``=== F5/EVAL/TIME`` or ``=== F5 EVAL TIME`` (Edax's spacing)."""
    fields = text.removeprefix("===").replace("/", " ").split()
    if not fields:
        return Answer("", None, None)
    try:
        move: Move | None = Move.parse(fields[0])
    except ValueError:
        move = None
    return Answer(fields[0], move, _number(fields[1]) if len(fields) > 1 else None)
