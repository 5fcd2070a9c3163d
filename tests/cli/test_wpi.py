"""``othello-qt wpi`` against a scripted referee, through the real NAME.in / NAME.out files.

The line e3 f3 g3 g2 c5 h3 h1 f1 (White first, as the protocol has it) leaves White without a
move while Black still has some: the shortest way to a pass.  The player under test plays its
half of that line through the test-only ``script:`` player, then whatever is legal.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from othello_qt.core.notation import parse_move
from othello_qt.core.players.base import Player, Request
from othello_qt.core.position import BLACK, PASS, WHITE, Position, move_at
from othello_qt.core.protocols.wpi import TimedPlayer, format_move, parse_move_line, start_position
from othello_qt.core.search_result import SearchResult
from tests.cli.wpi_helpers import ScriptedReferee

PASS_LINE = ["e3", "f3", "g3", "g2", "c5", "h3", "h1", "f1"]


@pytest.fixture
def referee(tmp_path: Path) -> Iterator[ScriptedReferee]:
    ref = ScriptedReferee(tmp_path, "tester")
    yield ref
    ref.kill()


def _play(position: Position, line: str) -> Position:
    return position.play(parse_move_line(line).move)


def test_white_moves_first_passes_when_it_must_and_wins_on_an_occupied_square(
    referee: ScriptedReferee,
) -> None:
    referee.start("--player", "script:" + "".join(PASS_LINE[0::2]), "--time-limit", "10")
    referee.give("W")
    position = start_position()
    for ours, theirs in zip(PASS_LINE[0::2], PASS_LINE[1::2], strict=True):
        line = referee.take()
        assert line == format_move(WHITE, parse_move(ours))
        position = _play(position, line)
        reply = format_move(BLACK, parse_move(theirs))
        referee.give(reply)
        position = _play(position, reply)
    assert position.must_pass() and position.turn is WHITE
    assert referee.take() == "(W P 0)"
    position = position.play(PASS)
    black_move = position.legal_moves()[0]
    referee.give(format_move(BLACK, black_move))
    position = _play(position.play(black_move), referee.take())
    occupied = next(s for s in range(64) if position.piece_at(s) is not None)
    referee.give(format_move(BLACK, move_at(occupied)))
    code, output = referee.finish()
    assert code == 0
    assert "space occupied" in output
    assert "White (tester) wins" in output


def test_black_accepts_the_opponents_pass_and_rejects_an_illegal_pass(referee: ScriptedReferee) -> None:
    referee.start("--player", "script:" + "".join(PASS_LINE[1::2]), "--time-limit", "10")
    referee.give("B")
    position = start_position()
    for ours, theirs in zip(PASS_LINE[1::2], PASS_LINE[0::2], strict=True):
        move = format_move(WHITE, parse_move(theirs))
        referee.give(move)
        position = _play(position, move)
        line = referee.take()
        assert line == format_move(BLACK, parse_move(ours))
        position = _play(position, line)
    assert position.must_pass()
    referee.give("(W P 1)")  # column P alone makes a pass, whatever the row says
    position = position.play(PASS)
    position = _play(position, referee.take())  # black moves again after our pass
    assert position.turn is WHITE and not position.must_pass()
    referee.give("W P")  # illegal: White has moves
    code, output = referee.finish()
    assert code == 0
    assert "illegal pass" in output
    assert "Black (tester) wins" in output


@pytest.mark.parametrize(
    ("bad_line", "reason"),
    [
        ("B I 9", "off the board"),
        ("hello there", "malformed"),
        ("W C 4", "not your turn"),
        ("B A 1", "no trap"),
    ],
)
def test_invalid_opponent_moves_are_reported_with_their_reason(
    referee: ScriptedReferee, bad_line: str, reason: str
) -> None:
    referee.start("--player", "greedy", "--seed", "3", "--time-limit", "10")
    referee.give("W")
    first = referee.take()
    assert parse_move_line(first).color is WHITE
    referee.give(bad_line)
    code, output = referee.finish()
    assert code == 0
    assert f"invalid move by Black {bad_line!r}: {reason}" in output
    assert "White (tester) wins: the opponent made an invalid move" in output
    assert "Traceback" not in output


@pytest.mark.slow
def test_a_full_game_ends_with_the_winner_announced(referee: ScriptedReferee) -> None:
    """Against a scripted first-legal-move opponent until the end: both sides see the same result."""
    referee.start("--player", "greedy", "--seed", "5", "--time-limit", "10", "--quiet")
    referee.give("B")
    position = start_position()
    while not position.is_game_over():
        if position.turn is WHITE:
            move = position.legal_moves()[0]
            line = format_move(WHITE, move)
            referee.give(line)
        else:
            line = referee.take()
        position = _play(position, line)
    code, output = referee.finish()
    result = position.result()
    assert code == 0
    assert f"White {result.white} - Black {result.black}" in output
    assert "game over" in output


def test_bad_arguments_are_refused_without_a_traceback(tmp_path: Path) -> None:
    import subprocess

    from tests.cli.wpi_helpers import othello_qt

    for args in (
        ["wpi", "two words"],
        ["wpi", "x", "--dir", str(tmp_path / "missing")],
        ["wpi", "x", "--player", "nobody"],
    ):
        done = subprocess.run(othello_qt(*args), capture_output=True, text=True, timeout=60)
        assert done.returncode == 2
        assert "Traceback" not in done.stderr
        assert done.stderr.startswith("wpi: ")


class _Overrunner(Player):
    """Ignores the stop flag until ``release`` is set (or ``linger`` seconds pass), counting searches."""

    spec = "overrunner"

    def __init__(self, linger: float, release: threading.Event) -> None:
        self.linger = linger
        self.release = release
        self.calls = 0
        self.running = 0
        self.most_at_once = 0
        self._lock = threading.Lock()

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        with self._lock:
            self.calls += 1
            self.running += 1
            self.most_at_once = max(self.most_at_once, self.running)
        self.release.wait(self.linger)
        with self._lock:
            self.running -= 1
        return SearchResult(position.legal_moves()[0])


def test_the_next_search_waits_for_the_abandoned_one() -> None:
    """A search that overran its deadline is joined before the same player searches again."""
    release = threading.Event()
    made: list[_Overrunner] = []

    def make() -> _Overrunner:
        made.append(_Overrunner(0.4, release))
        return made[-1]

    timed = TimedPlayer(make, settle_seconds=5.0)
    position = Position.initial()
    first = timed.decide(position, think=0.05, hard=0.1)  # abandoned at 0.1 s, busy until 0.4 s
    assert position.is_legal(first.move)
    second = timed.decide(position, think=0.05, hard=2.0)  # waits (<= 1 s) for the first to end
    assert position.is_legal(second.move)
    release.set()
    assert len(made) == 1 and made[0].calls == 2 and made[0].most_at_once == 1


def test_a_player_still_busy_after_the_bound_is_replaced(capsys: pytest.CaptureFixture[str]) -> None:
    release = threading.Event()
    made: list[_Overrunner] = []

    def make() -> _Overrunner:
        made.append(_Overrunner(30.0, release))
        return made[-1]

    timed = TimedPlayer(make, settle_seconds=0.1)
    position = Position.initial()
    try:
        timed.decide(position, think=0.05, hard=0.1)
        timed.decide(position, think=0.05, hard=0.1)
        assert len(made) == 2 and [p.calls for p in made] == [1, 1]
        assert all(p.most_at_once == 1 for p in made)
        assert "using a fresh one" in capsys.readouterr().err
    finally:
        release.set()
