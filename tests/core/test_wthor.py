"""WTHOR files built by the tests' own writer from the published layout, read back by ``core.wthor``."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core import wthor
from othello_qt.core.errors import NotationError
from othello_qt.core.game_record import DatabaseGame, SkippedRecord
from othello_qt.core.ggf import iter_ggf_games
from othello_qt.core.notation import format_transcript
from othello_qt.core.position import PASS
from tests.core.wthor_writer import (
    FULL_GAME,
    FULL_GAME_BLACK_DISCS,
    game,
    games_file,
    header,
    move_bytes,
    players_file,
    tournaments_file,
)
from tests.linear_time import assert_linear

DATA = Path(__file__).resolve().parents[1] / "data"
PLAYERS = ("Nicolet Stéphane", "Tastet Marc", "Brightwell Graham", "Müller Jörg")
TOURNAMENTS = ("Championnat de France", "Open de Paris")


def read(data: bytes) -> list[DatabaseGame | SkippedRecord]:
    return list(wthor.iter_games(data, "test.wtb", PLAYERS, TOURNAMENTS))


def test_a_game_reads_with_its_names_year_score_and_moves() -> None:
    (played,) = read(games_file(game(tournament=1, black=3, white=0), year=2001))
    assert isinstance(played, DatabaseGame)
    assert (played.black, played.white, played.tournament) == (
        "Müller Jörg",
        "Nicolet Stéphane",
        "Open de Paris",
    )
    assert played.year == 2001 and played.number == 1
    assert played.score == 2 * FULL_GAME_BLACK_DISCS - 64 and played.theoretical_black_discs == 12
    assert format_transcript(played.moves) == FULL_GAME
    assert played.moves.count(PASS) == 2  # the passes a WTHOR record leaves out are put back


def test_the_replayed_game_ends_with_the_recorded_discs() -> None:
    (played,) = read(games_file(game()))
    assert isinstance(played, DatabaseGame)
    position = played.start
    for move in played.moves:
        position = position.play(move)
    assert position.is_game_over() and position.result().black == FULL_GAME_BLACK_DISCS


def test_names_are_read_in_the_windows_code_page() -> None:
    data = players_file(["Nicolet Stéphane", "Šimon Øyvind", "Œuvre"])
    assert wthor.parse_names(data, wthor.PLAYER_NAME_BYTES, "x.jou")[0] == "Nicolet Stéphane"
    assert wthor.parse_names(data, 20, "x.jou")[1:] == ("Šimon Øyvind", "Œuvre")
    assert wthor.parse_names(tournaments_file(list(TOURNAMENTS)), 26, "x.trn") == TOURNAMENTS
    assert wthor.decode_name(b"Caf\xe9\x81\0garbage") == "Caf\xe9\x81"  # 0x81: not cp1252, read as Latin-1


def test_a_number_without_a_name_reads_as_its_number() -> None:
    (played,) = read(games_file(game(black=7, white=1, tournament=9)))
    assert isinstance(played, DatabaseGame)
    assert (played.black, played.white, played.tournament) == ("#7", "Tastet Marc", "#9")


def test_a_truncated_header_is_a_clear_error() -> None:
    with pytest.raises(wthor.WthorError, match="shorter than a WTHOR header"):
        read(header()[:10])


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (games_file(game(), size=10), "10x10"),
        (header(records=1, kind=1) + game(), "not a WTHOR games file"),
        (players_file(["a"]), "not a WTHOR games file"),
        (b"\x14\x18\x0d\x01" + bytes(12), "month 13"),
    ],
)
def test_a_file_that_is_not_an_8x8_games_file_is_refused(data: bytes, message: str) -> None:
    with pytest.raises(wthor.WthorError, match=message):
        read(data)


def test_a_truncated_last_record_is_skipped_and_counted() -> None:
    data = games_file(game(), game())[:-30]
    first, second = read(data)
    assert isinstance(first, DatabaseGame)
    assert second == SkippedRecord(2, "truncated: 38 of 68 bytes")


@pytest.mark.parametrize(
    ("record", "reason"),
    [
        (game(moves=move_bytes("f5d6") + bytes([19])), "move byte 19 is not a square"),
        (game(moves=move_bytes("f5") + bytes([90])), "move byte 90 is not a square"),
        (game(moves=move_bytes("f5") + bytes([255])), "move byte 255 is not a square"),
        (game("f5d6a1"), "move 3 (a1) is illegal"),
        (game("f5f5"), "move 2 (f5) is illegal"),
        (game(moves=move_bytes("f5d6") + b"\0" + move_bytes("c3")), "after the end of the game"),
        (game(discs=65), "more than 64"),
        (game(theoretical=200), "more than 64"),
    ],
)
def test_a_malformed_record_is_skipped_and_the_next_one_read(record: bytes, reason: str) -> None:
    skipped, after = read(games_file(record, game("f5d6c3")))
    assert isinstance(skipped, SkippedRecord) and skipped.number == 1 and reason in skipped.reason
    assert isinstance(after, DatabaseGame) and format_transcript(after.moves) == "f5d6c3"


def test_games_are_decoded_as_they_are_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bytes] = []
    real = wthor.replay
    monkeypatch.setattr(wthor, "replay", lambda moves: calls.append(moves) or real(moves))
    games = wthor.iter_games(games_file(*[game()] * 1000), "big.wtb")
    assert calls == []
    next(games)
    assert len(calls) == 1


def test_the_names_files_are_found_beside_the_games_in_any_case(tmp_path: Path) -> None:
    games = tmp_path / "WTH_2001.wtb"
    games.write_bytes(games_file(game(black=1, white=2, tournament=1)))
    (tmp_path / "wthor.jou").write_bytes(players_file(list(PLAYERS)))
    (tmp_path / "Wthor.Trn").write_bytes(tournaments_file(list(TOURNAMENTS)))
    (played,) = wthor.open_wthor(games)
    assert isinstance(played, DatabaseGame)
    assert (played.black, played.white, played.tournament) == (
        "Tastet Marc",
        "Brightwell Graham",
        "Open de Paris",
    )


def test_a_single_players_file_of_another_name_is_used_and_two_are_not(tmp_path: Path) -> None:
    games = tmp_path / "WTH_2001.WTB"
    (tmp_path / "MYBASE.JOU").write_bytes(players_file(list(PLAYERS)))
    assert wthor.find_beside(games, wthor.PLAYERS_FILE) == tmp_path / "MYBASE.JOU"
    (tmp_path / "OTHER.jou").write_bytes(players_file(list(PLAYERS)))
    assert wthor.find_beside(games, wthor.PLAYERS_FILE) is None
    (tmp_path / "WTHOR.JOU").write_bytes(players_file(list(PLAYERS)))
    assert wthor.find_beside(games, wthor.PLAYERS_FILE) == tmp_path / "WTHOR.JOU"


def test_a_damaged_players_file_is_a_clear_error(tmp_path: Path) -> None:
    games = tmp_path / "WTH_2001.wtb"
    games.write_bytes(games_file(game()))
    (tmp_path / "WTHOR.JOU").write_bytes(b"\x14\x18")
    with pytest.raises(wthor.WthorError, match=r"WTHOR\.JOU"):
        wthor.open_wthor(games)


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_read_as_records_or_one_clear_error(data: bytes) -> None:
    try:
        records = read(data)
    except wthor.WthorError:
        return
    assert all(isinstance(record, DatabaseGame | SkippedRecord) for record in records)
    assert len(records) == -(-(len(data) - 16) // 68)  # one outcome per record, in one pass


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(min_size=68, max_size=68), max_size=5), st.binary(max_size=67))
def test_any_records_after_a_good_header_read_one_outcome_each(records: list[bytes], tail: bytes) -> None:
    outcomes = read(games_file(*records) + tail)
    assert [outcome.number for outcome in outcomes] == list(range(1, len(records) + bool(tail) + 1))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200), st.sampled_from([20, 26]))
def test_any_bytes_read_as_names_or_one_clear_error(data: bytes, width: int) -> None:
    try:
        names = wthor.parse_names(data, width, "x.jou")
    except wthor.WthorError:
        return
    assert all(isinstance(name, str) and "\0" not in name for name in names)


def test_reading_takes_linear_time() -> None:
    def run(count: int) -> None:
        assert len(read(games_file(*[game()] * count))) == count

    assert_linear(run, 40)


def test_a_ggf_collection_yields_a_bad_game_in_place_and_goes_on() -> None:
    good = (DATA / "ggs-games.ggf").read_text().splitlines()[0]
    bad = (DATA / "ggs-4x4.ggf").read_text().strip()
    games = list(iter_ggf_games(f"{good}\n{bad}\n{good}"))
    assert [type(g).__name__ for g in games] == ["GgfGame", "NotationError", "GgfGame"]
    assert isinstance(games[1], NotationError) and "GGF game 2" in str(games[1])


def test_records_the_filter_turns_down_are_not_replayed(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[bytes] = []
    real = wthor.replay
    monkeypatch.setattr(wthor, "replay", lambda moves: calls.append(moves) or real(moves))
    data = games_file(game(black=0, white=2), game(black=1, white=2), game("f5d6", black=2, white=1))
    seen: list[tuple[str, str, str, int | None]] = []

    def keep(black: str, white: str, tournament: str, year: int | None) -> bool:
        seen.append((black, white, tournament, year))
        return "tastet" in (black + white).lower()

    kept = list(wthor.iter_games(data, "x.wtb", PLAYERS, TOURNAMENTS, keep))
    assert [(g.number, g.black) for g in kept if isinstance(g, DatabaseGame)] == [
        (2, "Tastet Marc"),
        (3, "Brightwell Graham"),
    ]
    assert len(calls) == 2 and seen[0] == (
        "Nicolet Stéphane",
        "Brightwell Graham",
        "Championnat de France",
        2001,
    )


_TASTET_DORSIMONT_TEXT = (
    "56 64 53 46 35 63 34 36 65 76 47 43 75 57 66 37 68 85 86 87 74 48 26 16 67 24 28 25 84 58 38 "
    "83 77 27 88 73 82 13 14 78 12 15 17 18 72 62 52 51 61 71 11 33 42 41"
)
TASTET_DORSIMONT_2002 = bytes(map(int, _TASTET_DORSIMONT_TEXT.split()))
"""The move bytes of a game of the real WTHOR database, Tastet-Dorsimont 2002, +64, where White first
passes on move 38: copied from NBoard's tests (weltyc/nboard ``test/com/welty/nboard/thor/ThorTest.java``)."""


def test_a_game_of_the_real_database_replays_with_its_passes() -> None:
    (played,) = read(games_file(game(moves=TASTET_DORSIMONT_2002, discs=64, theoretical=64), year=2002))
    assert isinstance(played, DatabaseGame) and played.score == 64 and played.year == 2002
    assert played.moves.index(PASS) == 37  # White's first pass, before the 38th move
    assert len(played.moves) - played.moves.count(PASS) == len(TASTET_DORSIMONT_2002)
    position = played.start
    for move in played.moves:
        position = position.play(move)
    assert position.is_game_over() and position.result().white == 0  # a wipe-out: +64 with the empties
