"""The columnar database (``core.database``) against the per-record reader it replaces (``core.wthor``),
its filters and sorts against ``GameFilter.matches``, its next-move statistics against a count by
hand, and its cached copy: reused, rebuilt when a file changes, set aside when damaged."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core import database_cache, wthor
from othello_qt.core.database_build import build_database
from othello_qt.core.database_cache import cache_path, database_files, open_database
from othello_qt.core.game_database import GameFilter, format_game_line, parse_years
from othello_qt.core.game_record import DatabaseGame
from othello_qt.core.notation import parse_transcript
from othello_qt.core.position import Position
from othello_qt.core.wthor_columns import read_games_columns
from tests.core.wthor_writer import FULL_GAME, game, games_file, players_file, tournaments_file
from tests.linear_time import assert_linear

PLAYERS = ["Nicolet Stéphane", "Tastet Marc", "Brightwell Graham", "Müller Jörg"]
TOURNAMENTS = ["Championnat de France", "Open de Paris"]
TIGER = "f5d6c3d3c4"
LINES = [TIGER, "f5f6e6f4", "f5d6c5f4e3", "e6f4c3c4d3", FULL_GAME, "c4c3", "d3c5f6f5e6e3"]


def _folder(folder: Path, records: list[bytes], year: int = 2001) -> Path:
    path = folder / f"WTH_{year}.wtb"
    path.write_bytes(games_file(*records, year=year))
    (folder / "WTHOR.JOU").write_bytes(players_file(PLAYERS))
    (folder / "WTHOR.TRN").write_bytes(tournaments_file(TOURNAMENTS))
    return path


def _reference(path: Path) -> tuple[list[str], list[int]]:
    """The lines of the games and the numbers of the records that are not games, by ``core.wthor``
    (which read a record of zeros as a game of no moves: it is none)."""
    lines, skipped = [], []
    for record in wthor.open_wthor(path):
        if isinstance(record, DatabaseGame) and record.moves:
            lines.append(format_game_line(record))
        else:
            skipped.append(record.number)
    return lines, skipped


_RECORD = st.one_of(
    st.builds(
        lambda line, cut, black, white, discs: game(line[: 2 * cut], black=black, white=white, discs=discs),
        st.sampled_from(LINES),
        st.integers(0, 60),
        st.integers(0, 5),
        st.integers(0, 5),
        st.integers(0, 66),
    ),
    st.binary(min_size=68, max_size=68),
    st.just(bytes(68)),
    st.builds(
        lambda line, at, value: (lambda r: r[:at] + bytes([value]) + r[at + 1 :])(game(line)),
        st.sampled_from(LINES),
        st.integers(0, 67),
        st.integers(0, 255),
    ),
)


@settings(max_examples=120, deadline=None)
@given(st.lists(_RECORD, max_size=8), st.binary(max_size=67))
def test_any_records_read_as_the_per_record_reader_reads_them(records: list[bytes], tail: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = _folder(Path(folder), records)
        path.write_bytes(path.read_bytes() + tail)
        database = build_database([path])
        lines, skipped = _reference(path)
        assert database.lines(np.arange(len(database))) == lines
        (source,) = database.sources
        assert source.skipped == len(skipped) and source.records == len(records) + bool(tail)
        if skipped:
            assert source.first_skipped is not None and source.first_skipped.startswith(
                f"record {skipped[0]}:"
            )


def test_reading_and_replaying_take_linear_time() -> None:
    record = game()

    def run(count: int) -> None:
        columns = read_games_columns(games_file(*[record] * count), "x.wtb")
        assert len(columns.records) == count

    assert_linear(run, 2000)


@pytest.fixture
def sample(tmp_path: Path) -> Path:
    records = [
        game(line, tournament=i % 2, black=i % 4, white=(i + 1) % 4, discs=20 + 5 * i)
        for i, line in enumerate(LINES)
    ]
    return _folder(tmp_path, records)


@pytest.mark.parametrize(
    "wanted",
    [
        GameFilter(player="müller"),
        GameFilter(player="TASTET", tournament="paris"),
        GameFilter(first_year=2001, last_year=2001, opening="tiger"),
        GameFilter(first_year=2000, last_year=2000),
        GameFilter(first_year=1999, last_year=2002),
        GameFilter(first_year=2002),
        GameFilter(last_year=2001, result="white"),
        GameFilter(result="white"),
        GameFilter(result="draw"),
        GameFilter(opening="perpendicular", result="black"),
    ],
)
def test_the_filters_keep_what_game_filter_keeps(sample: Path, wanted: GameFilter) -> None:
    database = build_database([sample.parent])
    expected = [i for i in range(len(database)) if wanted.matches(database.game(i))]
    assert np.flatnonzero(database.select(wanted)).tolist() == expected


def test_a_range_of_years_keeps_the_games_of_each_year_in_it(tmp_path: Path) -> None:
    """A new-user trial: the year filter took one year only."""
    for year in (1999, 2001, 2003, 2005):
        _folder(tmp_path, [game(TIGER), game("f5f6e6f4")], year=year)
    database = build_database([tmp_path])

    def years(wanted: GameFilter) -> set[int]:
        return set(database.year[database.select(wanted)].tolist())

    assert years(GameFilter(first_year=2000, last_year=2004)) == {2001, 2003}
    assert years(GameFilter(first_year=2001, last_year=2001)) == {2001}  # one year still
    assert years(GameFilter(first_year=2003)) == {2003, 2005}
    assert years(GameFilter(last_year=2001)) == {1999, 2001}
    assert int(database.select(GameFilter(first_year=2000, last_year=2004)).sum()) == 4
    in_range = GameFilter(first_year=2000, last_year=2004)
    assert [in_range.matches(database.game(i)) for i in range(len(database))] == list(
        database.select(in_range)
    )
    assert not in_range.matches_year(None) and GameFilter().matches_year(None)


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("2002", (2002, 2002)),
        (" 1990-2000 ", (1990, 2000)),
        ("1990–2000", (1990, 2000)),
        ("1990..2000", (1990, 2000)),
        ("1990-", (1990, None)),
        ("-2000", (None, 2000)),
        ("", (None, None)),
    ],
)
def test_years_as_typed(text: str, years: tuple[int | None, int | None]) -> None:
    assert parse_years(text) == years


@pytest.mark.parametrize("text", ["-", "2000-1990", "19901", "1990 2000", "abc", "1990-2000-2010"])
def test_what_is_no_year_or_range_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_years(text)


def test_the_sorts_order_by_each_column(sample: Path) -> None:
    database = build_database([sample.parent])
    by_black = [database.players[database.black[i]] for i in database.sort_order("black")]
    assert by_black == sorted(by_black, key=str.casefold)
    scores = database.score[database.sort_order("score", descending=True)]
    assert (np.diff(scores) <= 0).all()
    rows = np.array([5, 1, 3])
    assert sorted(database.sort_order("year", rows).tolist()) == [1, 3, 5]


def test_next_moves_count_the_games_their_score_and_margin(sample: Path) -> None:
    database = build_database([sample.parent])
    position = Position.initial().play(parse_transcript("f5")[0])
    table = database.next_moves(position)
    reached = database.reaching(position)
    assert sum(entry.games for entry in table) == len(reached) == len(LINES)  # every first move is f5 turned
    assert [entry.games for entry in table] == sorted((entry.games for entry in table), reverse=True)
    legal = {str(move) for move in position.legal_moves()}
    for entry in table:
        assert str(entry.move) in legal
        scores = [
            float(database.score[game])
            for game, square in zip(reached.games, reached.next_squares, strict=True)
            if reached.next_move(list(reached.next_squares).index(square)) == entry.move
        ]
        assert entry.games == len(scores)
        assert entry.average_margin == pytest.approx(sum(scores) / len(scores))
        assert entry.black_percent == pytest.approx(
            100 * sum((s > 0) + (s == 0) / 2 for s in scores) / len(scores)
        )


def test_the_cached_copy_is_used_then_rebuilt_when_a_file_changes(
    sample: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = open_database([sample.parent])
    assert cache_path(database_files([sample.parent])).is_file() and first.notes == ()
    built: list[object] = []
    real_build = database_cache.build_database
    monkeypatch.setattr(database_cache, "build_database", lambda *a: built.append(a) or real_build(*a))
    again = open_database([sample.parent])
    assert built == [] and again.lines(np.arange(len(again))) == first.lines(np.arange(len(first)))
    assert again.reaching(Position.initial()).games.tolist() == list(range(len(LINES)))
    sample.write_bytes(games_file(game(TIGER), year=2001))
    changed = open_database([sample.parent])
    assert len(built) == 1 and len(changed) == 1


def test_a_damaged_cached_copy_is_set_aside_and_rebuilt(sample: Path) -> None:
    open_database([sample.parent])
    cached = cache_path(database_files([sample.parent]))
    data = bytearray(cached.read_bytes())
    data[len(data) // 2] ^= 0xFF
    cached.write_bytes(bytes(data))
    database = open_database([sample.parent])
    (note,) = database.notes
    assert str(cached) in note and "set aside" in note and len(database) == len(LINES)
    assert len(list(cached.parent.glob("*.unreadable-*"))) == 1
    assert open_database([sample.parent]).notes == ()


def test_a_fifo_is_never_opened_for_the_cache_key(tmp_path: Path, sample: Path) -> None:
    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    fifo = tmp_path / "fifo.wtb"
    os.mkfifo(fifo)
    database = open_database([tmp_path])
    assert len(database) == len(LINES)
    (error,) = [source.error for source in database.sources if source.error]
    assert error.startswith(f"{fifo}: ") and "not a regular file" in error


def test_names_that_are_not_cp1252_read_as_latin1(tmp_path: Path) -> None:
    path = _folder(tmp_path, [game(black=0, white=1)])
    (tmp_path / "WTHOR.JOU").write_bytes(players_file(["x"]).replace(b"x", b"\x81\x8d\x90", 1))
    database = build_database([path])
    assert database.players[database.black[0]] == "\x81\x8d\x90"


def test_only_the_newest_cached_copies_are_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(database_cache, "KEPT_COPIES", 2)
    for year in (2001, 2002, 2003):
        folder = tmp_path / str(year)
        folder.mkdir()
        open_database([_folder(folder, [game(TIGER)], year)])
    copies = [path for path in database_cache.cache_folder().glob("*.npz") if "unreadable" not in path.name]
    assert len(copies) == 2 and cache_path([tmp_path / "2003" / "WTH_2003.wtb"]) in copies
