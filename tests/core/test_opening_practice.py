"""Practising an opening, without Qt: the line followed (turned as the player turns it), the
database's most played reply after it, a move off the line caught with the book's move and value,
Retry, the end of the practice, and the results file (round trip, a damaged one set aside)."""

from __future__ import annotations

import datetime
import json
import os
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.datafile import DataFileError
from othello_qt.core.engine.book import BookMoves
from othello_qt.core.notation import parse_transcript
from othello_qt.core.opening_practice import (
    ENDED_BOOK,
    ENDED_LIMIT,
    ENDED_REPLIES,
    EXTRA_PLIES,
    OFF_LINE_DISCS,
    RESULTS_FILE,
    OpeningRecord,
    PracticeResults,
    PracticeSession,
    book_replies,
    database_replies,
    parse_results,
    practice_name,
    results_text,
)
from othello_qt.core.openings import OPENINGS
from othello_qt.core.position import BLACK, WHITE, Move, Position
from othello_qt.core.symmetry import canonical_bits

TIGER = next(o for o in OPENINGS if o.name == "Tiger")


def flat_book(bad: dict[str, float] | None = None, best: str | None = None):
    """A book that knows every position: each move worth 0, but ``bad`` moves worth less and
    ``best`` worth 2 where legal."""
    bad = bad or {}

    def values(position: Position) -> BookMoves:
        found = {}
        for move in position.legal_moves():
            value = bad.get(str(move), 0.0)
            found[move] = 2.0 if str(move) == best else value
        return BookMoves(found, 20)

    return values


def session(side=BLACK, replies=None, values=None, line=TIGER.moves) -> PracticeSession:
    values = values or flat_book()
    moves = tuple(parse_transcript(line))
    return PracticeSession(
        "Tiger", Position.initial(), moves, side, replies or book_replies(values), values, TIGER
    )


def key(position: Position):
    return (*canonical_bits(position.black, position.white), position.turn)


def test_the_computer_plays_the_line_then_the_most_played_reply() -> None:
    replies = {"f4": 10, "e3": 99, "g6": 50, "b5": 50}
    practice = session(replies=lambda _p: [(Move.parse(m), n) for m, n in replies.items()])
    for mine, theirs in (("f5", "d6"), ("c3", "d3")):
        assert practice.player_to_move()
        verdict = practice.play(Move.parse(mine))
        assert verdict is not None and not verdict.off_line
        assert str(practice.computer_move()) == theirs
        practice.play(practice.computer_move())
    practice.play(Move.parse("c4"))
    # the line is played out: the most played legal reply (e3 is not), ties to the lower square
    assert str(practice.computer_move()) == "b5"
    assert practice.ended() is None and practice.clean


def test_the_line_is_followed_as_the_player_turns_the_board() -> None:
    practice = session()
    practice.play(Move.parse("d3"))  # f5 turned: the line goes on turned the same way
    reply = practice.computer_move()
    assert reply is not None
    line = Position.initial().play(Move.parse("f5")).play(Move.parse("d6"))
    assert key(practice.position.play(reply)) == key(line)


def test_the_computer_plays_the_line_when_it_is_black() -> None:
    practice = session(side=WHITE)
    assert not practice.player_to_move()
    assert str(practice.computer_move()) == "f5"


def test_a_move_off_the_line_is_caught_with_the_books_move_and_value_and_can_be_retried() -> None:
    loss = OFF_LINE_DISCS + 1
    practice = session(values=flat_book({"c7": -loss}, best="c3"))
    practice.play(Move.parse("f5"))
    practice.play(practice.computer_move())
    verdict = practice.play(Move.parse("c7"))
    assert verdict is not None and verdict.off_line
    assert (str(verdict.best_move), verdict.best_value, verdict.value) == ("c3", 2.0, -loss)
    assert verdict.ply == 3 and not practice.clean
    practice.take_back(2)  # Retry
    assert practice.position == Position.initial().play(Move.parse("f5")).play(Move.parse("d6"))
    assert practice.verdicts == [practice.verdicts[0]] and practice.mistakes == 1
    again = practice.play(Move.parse("c3"))
    assert again is not None and not again.off_line and again.loss == 0
    assert not practice.clean  # a retried run is not a clean one


def test_a_small_loss_is_no_mistake() -> None:
    practice = session(values=flat_book({"c7": -OFF_LINE_DISCS}, best=None))
    practice.play(Move.parse("f5"))
    practice.play(practice.computer_move())
    verdict = practice.play(Move.parse("c7"))
    assert verdict is not None and not verdict.off_line and practice.clean


def test_follow_takes_back_and_plays_as_the_game_goes() -> None:
    practice = session(values=flat_book({"c7": -10.0}))
    found = practice.follow(parse_transcript("f5d6c7"))
    assert [v.off_line for v in found] == [False, True]
    assert practice.follow(parse_transcript("f5d6")) == [] and len(practice.moves) == 2
    assert [str(v.move) for v in practice.verdicts] == ["f5"]


def test_the_practice_ends_where_the_book_ends() -> None:
    known = {key(Position.initial()), key(Position.initial().play(Move.parse("f5")))}
    full = flat_book()

    def values(position: Position):
        return full(position) if key(position) in known else None

    practice = session(values=values, replies=lambda p: [(m, 1) for m in p.legal_moves()])
    practice.play(Move.parse("f5"))
    practice.play(practice.computer_move())
    assert practice.ended() == ENDED_BOOK


def test_the_practice_ends_where_no_reply_is_known() -> None:
    practice = session(line="f5", replies=lambda _p: [])
    practice.play(Move.parse("f5"))
    assert practice.computer_move() is None
    assert practice.ended() == ENDED_REPLIES


def test_the_practice_ends_after_the_line_and_some_moves() -> None:
    practice = session(replies=lambda p: [(m, 1) for m in p.legal_moves()])
    while practice.ended() is None:
        move = (
            practice.computer_move() if not practice.player_to_move() else practice.position.legal_moves()[0]
        )
        practice.play(move)
    assert practice.ended() == ENDED_LIMIT
    assert len(practice.moves) == TIGER.length + EXTRA_PLIES


def test_names_of_practices() -> None:
    assert practice_name(Position.initial(), parse_transcript(TIGER.moves), TIGER) == "Tiger"
    assert practice_name(Position.initial(), parse_transcript("f5d6"), None) == "f5d6"
    board = Position.initial().play(Move.parse("f5"))
    assert practice_name(board, (), None) == board.board_string()


# --- the results file ----------------------------------------------------------------------------


def test_results_round_trip(tmp_path: Path) -> None:
    results = PracticeResults(tmp_path)
    assert results.records == {} and results.problem is None
    day = datetime.date(2026, 12, 2)
    results.record("Tiger", clean=True, today=day)
    results.record("Tiger", clean=False, today=day)
    results.record("Rose-v-Toth", clean=True, today=day)
    again = PracticeResults(tmp_path)
    assert again.problem is None
    assert again.records == {
        "Tiger": OpeningRecord(2, 1, "2026-12-02"),
        "Rose-v-Toth": OpeningRecord(1, 1, "2026-12-02"),
    }
    assert [p.name for p in tmp_path.iterdir()] == [RESULTS_FILE]  # no temporary file left


@pytest.mark.parametrize(
    "damage",
    [
        b"{not json",
        b'{"version": 1}',
        b'{"version": 1, "openings": {"Tiger": {"tries": 1, "clean": 2}}}',
        b"\xff",
    ],
)
def test_a_damaged_results_file_is_set_aside_never_overwritten(tmp_path: Path, damage: bytes) -> None:
    (tmp_path / RESULTS_FILE).write_bytes(damage)
    results = PracticeResults(tmp_path)
    assert results.problem is not None and results.records == {}
    kept = [p for p in tmp_path.iterdir() if p.name != RESULTS_FILE]
    assert len(kept) == 1 and kept[0].read_bytes() == damage
    assert "unreadable" in kept[0].name and str(kept[0]) in str(results.problem)
    results.record("Tiger", clean=True)
    assert kept[0].read_bytes() == damage
    assert PracticeResults(tmp_path).records["Tiger"].tries == 1


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a folder root cannot write")
def test_a_results_file_that_cannot_be_set_aside_is_never_written_over(tmp_path: Path) -> None:
    (tmp_path / RESULTS_FILE).write_bytes(b"damaged")
    tmp_path.chmod(0o500)
    try:
        results = PracticeResults(tmp_path)
        assert results.problem is not None
        results.record("Tiger", clean=True)
    finally:
        tmp_path.chmod(0o700)
    assert (tmp_path / RESULTS_FILE).read_bytes() == b"damaged"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=20,
)
entries = st.fixed_dictionaries(
    {
        "tries": st.integers(-2, 5) | json_values,
        "clean": st.integers(-2, 5) | json_values,
        "last": st.sampled_from(["", "2026-12-02", "2026-13-01", "x"]) | json_values,
    }
)


@settings(max_examples=300, deadline=None)
@given(
    st.fixed_dictionaries(
        {"version": st.just(1) | json_values, "openings": st.dictionaries(st.text(max_size=20), entries)}
    )
    | json_values
)
def test_the_parser_gives_results_or_its_error(value: object) -> None:
    try:
        records = parse_results(value)
    except DataFileError:
        return
    for name, record in records.items():
        assert len(name) > 0 and 0 <= record.clean <= record.tries
    assert parse_results(json.loads(results_text(records))) == records


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.text(min_size=1, max_size=30),
        st.builds(
            lambda tries, clean, day: OpeningRecord(tries, min(clean, tries), day),
            st.integers(0, 1000),
            st.integers(0, 1000),
            st.dates().map(lambda d: d.isoformat() if d.year >= 1000 else ""),
        ),
    )
)
def test_written_results_read_back(records: dict[str, OpeningRecord]) -> None:
    assert parse_results(json.loads(results_text(records).decode("utf-8"))) == records


def test_the_computer_plays_the_databases_most_played_reply(tmp_path: Path) -> None:
    """Three games went on from the Tiger with b3, one with f4: the computer plays b3, and in a
    game turned by a symmetry (d3 for f5) the same reply turned."""
    from othello_qt.core.database_build import build_database
    from othello_qt.core.game import Game
    from othello_qt.core.ggf import write_ggf

    lines = ["f5d6c3d3c4b3", "f5d6c3d3c4b3c2", "f5d6c3d3c4b3b4", "f5d6c3d3c4f4"]
    path = tmp_path / "games.ggf"
    path.write_text("\n".join(write_ggf(Game.from_transcript(line)) for line in lines), encoding="utf-8")
    replies = database_replies(build_database([path]))
    assert sorted((str(m), n) for m, n in replies(Position.initial())) == [("f5", 4)]
    practice = session(replies=replies)
    for move in parse_transcript(TIGER.moves)[::2]:
        practice.play(move)
        if not practice.player_to_move() and practice.line_move() is not None:
            practice.play(practice.line_move())
    assert str(practice.computer_move()) == "b3"
    turned = session(replies=replies)
    turned.follow(parse_transcript("d3c5e6f5f6"))  # the Tiger turned (f5 -> d3)
    reply = turned.computer_move()
    tiger_b3 = Game.from_transcript("f5d6c3d3c4b3").position
    assert reply is not None and key(turned.position.play(reply)) == key(tiger_b3)
