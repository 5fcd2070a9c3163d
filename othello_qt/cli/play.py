"""``othello-qt play``: the book's terminal game, on the shared rules and players.

By default it is the game of *Invent Your Own Computer Games with Python*, chapter 11 (the book
seed): the start position as the book draws it (X on d4 and e5, so the book's first sample move
``53`` is legal), who moves first drawn at random, and the book's corner-first AI as the
opponent.  ``--standard`` plays from the standard start instead (Black, X, moves first; the
greedy player unless another is given).  As in the book: the board drawn with coordinates, a
score line, ``hints`` toggling marks on the legal moves, ``quit``, and "play again?" at the end.
Moves are typed as the book's two digits, column then row (``65``), or as squares (``f5``).
``BOOK_DIFFERENCES`` lists what still differs from the book (``--help`` shows it).

Reads lines from stdin, so it works in a terminal and through a pipe; end of input quits.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
from collections.abc import Callable
from typing import TextIO

from othello_qt.core.budget import Budget
from othello_qt.core.errors import NoFlipsError
from othello_qt.core.players.base import Player
from othello_qt.core.position import BLACK, WHITE, Color, Move, Position, move_at

HLINE = "  +---+---+---+---+---+---+---+---+"
VLINE = "  |   |   |   |   |   |   |   |   |"
PROMPT = "Enter your move, or type quit to end the game, or hints to turn off/on hints."
"""The book's prompt, word for word (it fits 80 columns); ``help`` and wrong entries explain the input."""
HINT_MARK = "."
LINES_AROUND_BOARD = 4
"""Lines a human's turn shows besides the board: the computer's move, the score, the prompt, the answer."""


BOOK_DIFFERENCES = """\
differences from the book's game that remain:
  - a side with no legal move passes and the game goes on while either side can move
    (the book ends the game as soon as the side to move is stuck);
  - moves can also be typed as squares (f5), and a wrong entry gets a line saying why
    (the book asks again without a word when a two-digit move is illegal);
  - the colour question also takes "random" (or --color), and "help" explains the input;
  - "Press Enter to see the computer's move" only when the input is a terminal (--pause);
  - the board also has the letters a-h over the digits, and a terminal too short for the
    book's board gets a small one (--compact and --no-compact choose);
  - "1 point" instead of "1 points"; "Thanks for playing!" also when the input ends.
"""


def register(subparsers: argparse._SubParsersAction) -> None:
    from othello_qt.cli.common import add_player_options

    parser = subparsers.add_parser(
        "play",
        help="play against the computer in the terminal (the book's text game)",
        description="Play Othello in the terminal against a computer player, as in the book "
        "(Invent Your Own Computer Games with Python): its start position, a random first mover "
        "and its corner-first AI. Type moves as two digits, column then row (65), or as f5; "
        "'hints' shows legal moves, 'quit' ends.",
        epilog=BOOK_DIFFERENCES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--standard",
        action="store_true",
        help="the standard start instead of the book's: Black (X) on e4 and d5 moves first, "
        "against the greedy player unless --player or --level says otherwise",
    )
    parser.add_argument(
        "--color",
        choices=("black", "white", "random"),
        help="your colour, X (black) or O (white) (default: ask)",
    )
    parser.add_argument("--think", type=float, default=2.0, help="computer's seconds per move (default 2)")
    parser.add_argument(
        "--compact",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="one text line per board row; --no-compact: always the book's board "
        "(default: compact when the terminal is too short for the book's board)",
    )
    parser.add_argument(
        "--pause",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="wait for Enter before computer moves; --no-pause: never wait",
    )
    add_player_options(
        parser,
        default="corners, the book's AI (greedy with --standard)",
        seed_help="random seed (colour draw, first mover, computer)",
    )
    parser.set_defaults(handler=run)


def book_start(first: Color) -> Position:
    """The book's start (``resetBoard``): X on d4 and e5, O on e4 and d5, ``first`` to move.

    The colours of the standard start swapped: the book puts X where standard Othello puts White.
    """
    x_discs, o_discs = (1 << 27) | (1 << 36), (1 << 28) | (1 << 35)
    black, white = x_discs, o_discs  # X is Black
    return (
        Position.from_sides(black, white, BLACK)
        if first is BLACK
        else Position.from_sides(white, black, WHITE)
    )


class QuitGame(Exception):
    """The human typed quit, or the input ended."""


def draw_board(position: Position, marks: frozenset[int] = frozenset(), compact: bool = False) -> str:
    """The book's board: columns 1-8 (a-h) across, rows 1-8 down, ``X`` black, ``O`` white."""

    def cell(square: int) -> str:
        piece = position.piece_at(square)
        if piece is not None:
            return piece.symbol
        return HINT_MARK if square in marks else ("-" if compact else " ")

    if compact:
        lines = ["    a b c d e f g h", "    1 2 3 4 5 6 7 8"]
        for row in range(8):
            lines.append(f"{row + 1}   " + " ".join(cell(8 * row + c) for c in range(8)))
        return "\n".join(lines)
    lines = ["    a   b   c   d   e   f   g   h", "    1   2   3   4   5   6   7   8", HLINE]
    for row in range(8):
        lines.append(VLINE)
        lines.append(f"{row + 1} | " + " | ".join(cell(8 * row + c) for c in range(8)) + " |")
        lines.append(VLINE)
        lines.append(HLINE)
    return "\n".join(lines)


def fits_full_board(lines: int) -> bool:
    """Whether a terminal ``lines`` high shows a whole turn with the book's (tall) board."""
    return lines >= len(draw_board(Position.initial()).splitlines()) + LINES_AROUND_BOARD


def points(count: int) -> str:
    """``1 point``, ``2 points``: the score lines read as English."""
    return f"{count} point" if count == 1 else f"{count} points"


def parse_human_move(text: str) -> Move:
    """``f5``/``F5`` or the book's two digits column-then-row (``65``); ``ValueError`` with advice."""
    key = text.strip().lower()
    if len(key) == 2 and key[0] in "12345678" and key[1] in "12345678":
        return move_at(8 * (int(key[1]) - 1) + int(key[0]) - 1)
    if len(key) == 2 and key[0] in "abcdefgh" and key[1] in "12345678":
        return move_at(8 * (int(key[1]) - 1) + "abcdefgh".index(key[0]))
    raise ValueError(f"{text.strip()!r} is not a move: type a square like f5, or column then row like 65.")


class TerminalGame:
    """One or more games between the human and ``computer`` over text streams."""

    def __init__(
        self,
        computer: Player,
        read_line: Callable[[], str | None],
        out: TextIO,
        *,
        color: str | None,
        rng: random.Random,
        think: float,
        pause: bool,
        compact: bool,
        standard: bool = False,
    ) -> None:
        self.computer = computer
        self.standard = standard
        self.read_line = read_line
        self.out = out
        self.color_choice = color
        self.rng = rng
        self.think = think
        self.pause = pause
        self.compact = compact
        self.hints = False

    def say(self, text: str = "") -> None:
        self.out.write(text + "\n")
        self.out.flush()

    def ask(self) -> str:
        line = self.read_line()
        if line is None:
            raise QuitGame
        return line.strip()

    def choose_color(self) -> Color:
        choice = self.color_choice
        while choice is None:
            first = " moves first" if self.standard else ""
            self.say(f"Do you want to be X (Black{first}) or O (White)? Type x, o or random.")
            answer = self.ask().lower()
            if answer in ("x", "b", "black"):
                choice = "black"
            elif answer in ("o", "w", "white"):
                choice = "white"
            elif answer in ("r", "random", ""):
                choice = "random"
            elif answer == "quit":
                raise QuitGame
            else:
                self.say(f"{answer!r} is not a choice: type x for Black, o for White, or random.")
        if choice == "random":
            return self.rng.choice((BLACK, WHITE))
        return BLACK if choice == "black" else WHITE

    def show(self, position: Position, human: Color, marks: frozenset[int] = frozenset()) -> None:
        self.say(draw_board(position, marks, self.compact))
        mine, theirs = position.count(human), position.count(human.opponent)
        self.say(f"You have {points(mine)}. The computer has {points(theirs)}.")

    def human_move(self, position: Position, human: Color) -> Move:
        while True:
            marks = frozenset(m.square for m in position.legal_moves() if m.square is not None)
            self.show(position, human, marks if self.hints else frozenset())
            while True:
                self.say(PROMPT)
                answer = self.ask()
                word = answer.lower()
                if word == "quit":
                    raise QuitGame
                if word in ("hints", "hint"):
                    self.hints = not self.hints
                    self.say(
                        f"Hints are {'on: your legal moves are marked with a dot' if self.hints else 'off'}."
                    )
                    break  # redraw the board with or without the marks
                if word in ("help", "?"):
                    self.say("Type a square like f5, or two digits, column then row, like 65 (= f5).")
                    self.say(f"'hints' marks your legal moves with '{HINT_MARK}'; 'quit' ends the game.")
                    continue
                try:
                    move = parse_human_move(answer)
                except ValueError as exc:
                    self.say(str(exc))
                    continue
                try:
                    position.check_move(move)
                except NoFlipsError:
                    # The board shows X and O, so the message names the discs the same way.
                    self.say(f"That is not a valid move: {move} flips no {human.opponent.symbol} disc.")
                    continue
                except ValueError as exc:
                    self.say(f"That is not a valid move: {exc}.")
                    continue
                return move

    def computer_move(self, position: Position, human: Color) -> Move:
        self.show(position, human)
        if self.pause:
            self.say("Press Enter to see the computer's move.")
            self.ask()
        decision = self.computer.choose(position, Budget(seconds=self.think))
        return decision.move

    def start(self, human: Color) -> Position:
        """Standard: Black first from the standard start.  The book: a coin decides who goes first."""
        if self.standard:
            return Position.initial()
        return book_start(human if self.rng.randint(0, 1) == 1 else human.opponent)

    def play_one(self) -> None:
        human = self.choose_color()
        position = self.start(human)
        self.computer.new_game()
        who = "player" if position.turn is human else "computer"
        self.say(f"You are {human.symbol} ({human}). The {who} will go first.")
        while not position.is_game_over():
            mover_is_human = position.turn is human
            if position.must_pass():
                self.say(
                    "You have no legal move and must pass."
                    if mover_is_human
                    else "The computer has no legal move and passes."
                )
                position = position.play(position.legal_moves()[0])
                continue
            if mover_is_human:
                move = self.human_move(position, human)
            else:
                move = self.computer_move(position, human)
                self.say(f"The computer plays {move}.")
            position = position.play(move)
        self.say(draw_board(position, compact=self.compact))
        black, white = position.count(BLACK), position.count(WHITE)
        self.say(f"X scored {points(black)}. O scored {points(white)}.")
        mine, theirs = position.count(human), position.count(human.opponent)
        if mine > theirs:
            self.say(f"You beat the computer by {points(mine - theirs)}! Congratulations!")
        elif mine < theirs:
            self.say(f"You lost. The computer beat you by {points(theirs - mine)}.")
        else:
            self.say("The game was a tie!")

    def play_again(self) -> bool:
        while True:
            self.say("Do you want to play again? (yes or no)")
            answer = self.ask().lower()
            if answer.startswith("y"):
                return True
            if answer.startswith("n") or answer == "quit":
                return False
            self.say("Please answer yes or no.")

    def run(self) -> int:
        self.say("Welcome to Othello!")
        try:
            while True:
                self.play_one()
                if not self.play_again():
                    break
        except QuitGame:
            pass
        self.say("Thanks for playing!")
        return 0


def run(args: argparse.Namespace) -> int:
    from othello_qt.cli.common import build_player_from_args, is_positive_number, tolerant_stdin
    from othello_qt.core import jit

    if not is_positive_number(args.think):
        print(f"play: --think must be a positive number of seconds, got {args.think}", file=sys.stderr)
        return 2
    try:
        computer = build_player_from_args(args, "greedy" if args.standard else "corners")
    except ValueError as exc:
        print(f"play: {exc}", file=sys.stderr)
        return 2
    jit.warm_up()
    pause = sys.stdin.isatty() if args.pause is None else args.pause
    # Without a terminal (a pipe) the fallback height is "tall enough": the book's board.
    height = shutil.get_terminal_size((80, 1000)).lines
    compact = not fits_full_board(height) if args.compact is None else args.compact
    lines = tolerant_stdin()

    def read_line() -> str | None:
        return lines.readline() or None

    game = TerminalGame(
        computer,
        read_line,
        sys.stdout,
        color=args.color,
        rng=random.Random(args.seed),
        think=args.think,
        pause=pause,
        compact=compact,
        standard=args.standard,
    )
    return game.run()
