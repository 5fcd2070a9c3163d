"""``othello-qt play`` driven through a pipe, as a user at a terminal would drive it."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from othello_qt.cli.play import PROMPT, book_start, draw_board, parse_human_move, points
from othello_qt.core.position import BLACK, Position, move_at
from tests.cli.wpi_helpers import othello_qt


def _play(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Today's standard game (``--standard``) against greedy; the book's game has its own tests."""
    return subprocess.run(
        othello_qt("play", "--standard", "--player", "greedy", "--seed", "1", *args),
        input=script,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_two_digit_input_is_column_then_row() -> None:
    assert parse_human_move("65") == move_at(8 * 4 + 5)  # f5
    assert parse_human_move("F5") == parse_human_move("f5") == move_at(37)
    assert parse_human_move("11") == move_at(0)  # a1, top left
    assert parse_human_move("81") == move_at(7)  # h1, top right, as the book says


def test_scores_are_singular_for_one_point() -> None:
    assert (points(0), points(1), points(2), points(64)) == ("0 points", "1 point", "2 points", "64 points")


def test_board_has_coordinates_and_hint_marks() -> None:
    text = draw_board(Position.initial(), frozenset({19, 26}))
    lines = text.splitlines()
    assert lines[0].split() == list("abcdefgh")
    assert lines[1].split() == list("12345678")
    assert text.count("X") == 2 and text.count("O") == 2 and text.count(".") == 2


def test_a_session_through_a_pipe() -> None:
    """Bad input, an illegal square, hints on and off, two-digit and f5 moves, then quit."""
    script = "\n".join(["black", "hello", "99", "a1", "hints", "43", "hints", "quit"]) + "\n"
    done = _play(script)
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in out + done.stderr
    assert out.startswith("Welcome to Othello!")
    assert "The player will go first." in out
    assert "'hello' is not a move" in out
    assert "'99' is not a move" in out
    assert "a1 flips no O disc." in out  # the discs are named as the board draws them
    assert "white disc" not in out
    assert "Hints are on" in out and "Hints are off" in out
    assert "The computer plays" in out
    assert "You have 2 points. The computer has 2 points." in out
    assert "You have 4 points. The computer has 1 point." in out  # after d3 (= 43)
    assert out.rstrip().endswith("Thanks for playing!")


def test_hints_mark_exactly_the_legal_moves() -> None:
    done = _play("black\nhints\nquit\n", "--compact")
    boards = [b for b in done.stdout.split("    a b c d e f g h") if b.strip()]
    rows = [line for line in boards[-1].splitlines() if line[:1].isdigit() and "-" in line]
    marked = {f"{'abcdefgh'[i // 2]}{row[0]}" for row in rows for i, c in enumerate(row[4:]) if c == "."}
    assert marked == {"d3", "c4", "f5", "e6"}  # black's moves at the start


def test_white_lets_the_computer_open() -> None:
    done = _play("o\nquit\n", "--compact")
    out = done.stdout
    assert "You are O (White). The computer will go first." in out
    assert out.index("The computer plays") < out.index("Enter your move")


@pytest.mark.slow
def test_whole_games_end_with_the_result_and_play_again() -> None:
    """Type every legal move in order until the game ends, twice, then say no."""
    # Every square in two-digit form, over and over: illegal ones are answered and skipped, legal
    # ones are played, until the game is over.
    squares = [f"{c}{r}" for r in range(1, 9) for c in range(1, 9)]
    game = "\n".join(squares * 40)
    done = subprocess.run(
        othello_qt(
            "play", "--standard", "--player", "random", "--seed", "2", "--color", "black", "--compact"
        ),
        input=game + "\nyes\n" + game + "\nno\n",
        capture_output=True,
        text=True,
        timeout=300,
    )
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert out.count("X scored") == 2  # two games played to the end: "yes" started the second
    assert "Please answer yes or no." in out  # left-over squares at the question are answered
    assert any(p in out for p in ("You beat the computer by", "You lost.", "The game was a tie!"))
    assert out.rstrip().endswith("Thanks for playing!")


def test_end_of_input_quits_politely() -> None:
    done = _play("")
    assert done.returncode == 0
    assert "Traceback" not in done.stderr
    assert done.stdout.rstrip().endswith("Thanks for playing!")


def test_unknown_player_is_refused() -> None:
    done = subprocess.run(
        othello_qt("play", "--player", "nobody"), input="", capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2
    assert "unknown player 'nobody'" in done.stderr
    assert "Traceback" not in done.stderr


class Terminal:
    """``othello-qt ARGS`` in a pseudo-terminal ``rows`` high and ``columns`` wide."""

    def __init__(self, *args: str, rows: int = 24, columns: int = 80) -> None:
        import fcntl
        import pty
        import struct
        import termios

        self.main, secondary = pty.openpty()
        fcntl.ioctl(secondary, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS")}
        self.process = subprocess.Popen(
            othello_qt(*args), stdin=secondary, stdout=secondary, stderr=secondary, close_fds=True, env=env
        )
        os.close(secondary)
        self.seen = b""

    def read_until(self, text: bytes, timeout: float = 60.0) -> None:
        import select

        deadline = time.monotonic() + timeout
        while text not in self.seen:
            remaining = deadline - time.monotonic()
            assert remaining > 0, f"no {text!r} in {self.seen[-400:]!r}"
            ready, _, _ = select.select([self.main], [], [], remaining)
            if ready:
                try:
                    self.seen += os.read(self.main, 4096)
                except OSError:
                    break

    def type(self, line: str) -> None:
        os.write(self.main, line.encode() + b"\n")

    def close(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.main)


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
def test_in_a_real_terminal_it_waits_for_enter_before_the_computer_moves() -> None:
    """Through a pseudo-terminal the game behaves as in the book: "Press Enter to see the computer's move"."""
    terminal = Terminal("play", "--standard", "--player", "greedy", "--seed", "1", "--color", "white")
    try:
        terminal.read_until(b"Press Enter to see the computer's move.")
        assert b"The computer plays" not in terminal.seen
        terminal.type("")
        terminal.read_until(b"The computer plays")
        terminal.read_until(b"Enter your move")
        terminal.type("quit")
        terminal.read_until(b"Thanks for playing!")
        assert terminal.process.wait(timeout=30) == 0
    finally:
        terminal.close()


@pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")
@pytest.mark.parametrize("rows, compact", [(24, True), (38, True), (39, False)])
def test_the_board_fits_the_terminal_and_every_line_fits_80_columns(rows: int, compact: bool) -> None:
    """A whole turn (the computer's move, the board, the score, the prompt, the answer) stays on screen."""
    terminal = Terminal("play", "--standard", "--seed", "1", "--color", "white", "--no-pause", rows=rows)
    try:
        terminal.read_until(b"Enter your move")
        for answer, reply in [
            ("hello", "'hello' is not a move"),
            ("a1", "That is not a valid move: a1 flips no X disc."),
            ("d4", "That is not a valid move: d4 is occupied."),
            ("help", "'quit' ends the game."),
            ("quit", "Thanks for playing!"),
        ]:
            terminal.type(answer)
            terminal.read_until(reply.encode())
        assert terminal.process.wait(timeout=30) == 0
    finally:
        terminal.close()
    lines = terminal.seen.decode().splitlines()
    assert ("    a b c d e f g h" in lines) is compact
    assert ("    a   b   c   d   e   f   g   h" in lines) is not compact
    turn = lines[next(i for i, line in enumerate(lines) if line.startswith("The computer plays")) :]
    assert len(turn[: turn.index(PROMPT) + 2]) <= rows  # from the computer's move to the typed answer
    assert max(len(line) for line in lines) <= 80, max(lines, key=len)


@pytest.mark.parametrize(
    "lines, option, compact",
    [(None, None, False), ("24", None, True), ("24", "--no-compact", False), ("50", "--compact", True)],
)
def test_the_height_chooses_the_board_unless_an_option_does(
    lines: str | None, option: str | None, compact: bool
) -> None:
    """Through a pipe there is no terminal to fit (the book's board) unless LINES gives a height."""
    env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS")}
    if lines is not None:
        env["LINES"] = lines
    out = subprocess.run(
        othello_qt("play", "--standard", "--seed", "1", "--color", "black", *([option] if option else [])),
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    ).stdout
    assert ("    a b c d e f g h" in out.splitlines()) is compact
    assert ("    a   b   c   d   e   f   g   h" in out.splitlines()) is not compact


# --- the book's game, the default -------------------------------------------------------------------


def _book(script: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        othello_qt("play", "--compact", *args), input=script, capture_output=True, text=True, timeout=120
    )


def test_the_default_game_starts_as_the_book_draws_it_and_53_is_legal() -> None:
    done = _book("x\n53\nquit\n", "--seed", "5")  # seed 5: the player goes first
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert "The player will go first." in out
    first_board = out.split("    1 2 3 4 5 6 7 8")[1]
    assert "4   - - - X O - - -" in first_board and "5   - - - O X - - -" in first_board
    assert "You have 4 points. The computer has 1 point." in out  # the book's sample after 53
    assert book_start(BLACK).piece_at(27) is BLACK and book_start(BLACK).piece_at(36) is BLACK


def test_who_goes_first_is_drawn_at_random() -> None:
    firsts = set()
    for seed in range(1, 7):
        out = _book("x\nquit\n", "--seed", str(seed)).stdout
        firsts.add("The player will go first." in out)
        assert ("The player will go first." in out) != ("The computer will go first." in out)
    assert firsts == {True, False}


def test_the_default_opponent_is_the_books_corner_first_ai() -> None:
    """Every computer move obeys the book's rule: a corner if it can, else the most own discs.

    The board printed before each computer move is read back and the move checked against it.
    """
    squares = [f"{c}{r}" for r in range(1, 9) for c in range(1, 9)]
    done = _book("\n".join(squares * 30) + "\nno\n", "--seed", "3", "--color", "white", "--no-pause")
    out = done.stdout
    assert done.returncode == 0, done.stderr
    rows: list[str] = []
    checked = corners_taken = 0
    for line in out.splitlines():
        if len(line) == 19 and line[0] in "12345678" and line[1:4] == "   ":
            rows = [*rows, line[4:].replace(" ", "")][-8:]
        elif line.startswith("The computer plays "):
            cells = "".join(rows).replace(".", "-")
            position = Position.from_board_string(cells + " X")  # the computer is X (Black)
            move = parse_human_move(line.removeprefix("The computer plays ").rstrip("."))
            legal = position.legal_moves()
            corners = [m for m in legal if m.square in (0, 7, 56, 63)]
            if corners:
                assert move in corners
                corners_taken += 1
            else:
                own_after = {
                    m: position.player.bit_count() + 1 + position.flips(m).bit_count() for m in legal
                }
                assert own_after[move] == max(own_after.values()), line
            checked += 1
    assert checked >= 20 and corners_taken >= 1


def test_standard_keeps_todays_start() -> None:
    done = _book("x\nquit\n", "--standard", "--seed", "5")
    first_board = done.stdout.split("    1 2 3 4 5 6 7 8")[1]
    assert "4   - - - O X - - -" in first_board and "5   - - - X O - - -" in first_board
    assert "The player will go first." in done.stdout  # Black (X) always moves first


def test_help_lists_the_differences_from_the_book() -> None:
    done = subprocess.run(othello_qt("play", "--help"), capture_output=True, text=True, timeout=60)
    assert "differences from the book's game that remain:" in done.stdout
    assert "--standard" in done.stdout and "passes" in done.stdout


def test_bytes_that_are_not_utf8_are_answered_not_fatal() -> None:
    done = subprocess.run(
        othello_qt("play", "--standard", "--player", "greedy", "--color", "black", "--compact"),
        input=b"\xff\xfe\x80\n\xc3\n43\nquit\n",
        capture_output=True,
        timeout=120,
        env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"},
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"is not a move" in done.stdout and b"The computer plays" in done.stdout
