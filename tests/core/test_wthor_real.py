"""The federation's own WTHOR files read whole (issue 40 section 3): every game of every year replays,
the counts agree with the headers, the names decode, the stored results agree with the boards, and the
exact solver gives the stored theoretical scores."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from othello_qt.core.database import Database
from othello_qt.core.database_build import build_database
from othello_qt.core.position import BLACK, GameResult, Position
from othello_qt.core.wthor import parse_header
from tests.real_wthor import GAMES, wthor_folder

SOLVED_EMPTIES = 24
"""The depth of the files' theoretical scores (their headers' P3)."""


@pytest.fixture(scope="module")
def database() -> Database:
    return build_database([wthor_folder()])


def test_every_game_of_every_year_replays(database: Database) -> None:
    assert [source for source in database.sources if source.error or source.notes or source.skipped] == []
    assert len(database) == GAMES and len(database.sources) == 2021 - 1977 + 1


def test_the_games_of_each_file_are_as_many_as_its_header_says(database: Database) -> None:
    for number, source in enumerate(database.sources):
        path = Path(source.path)
        header = parse_header(path.read_bytes()[:16], source.path)
        assert header.depth == SOLVED_EMPTIES and f"WTH_{header.year}.wtb" == path.name
        assert int(np.count_nonzero(database.source == number)) == header.records == source.records
        assert set(database.year[database.source == number].tolist()) == {header.year}


def test_the_names_decode_accents_included(database: Database) -> None:
    names = database.players + database.tournaments
    assert not any("\ufffd" in name or "#" in name for name in names)
    assert {"Préqualif de Paris", "Pérenchies (prg)"} <= set(database.tournaments)
    assert "Tastet Marc" in database.players


def test_the_stored_discs_are_the_finished_boards_count_with_the_empties_to_the_winner(
    database: Database,
) -> None:
    """A game stopped before its end (time, resignation) records its result, which the board cannot
    tell; every game played to the end records its board's count."""
    stored = (64 + database.score.astype(int)) // 2
    counted = np.array(
        [
            GameResult(b, w).final_counts[0]
            for b, w in zip(database.final_black.tolist(), database.final_white.tolist(), strict=True)
        ]
    )
    for i in np.flatnonzero(stored != counted).tolist():
        game = database.game(i)
        position = game.start
        for move in game.moves:
            position = position.play(move)
        assert not position.is_game_over(), (i, game)
    assert np.count_nonzero(stored == counted) > 0.99 * len(database)


def _position_at(database: Database, i: int, empties: int) -> Position | None:
    game = database.game(i)
    position = game.start
    for move in game.moves:
        if 64 - bin(position.black | position.white).count("1") == empties:
            return position
        position = position.play(move)
    return None


def _check_theoretical_scores(database: Database, count: int, seed: int) -> None:
    from othello_qt.core.engine.search import Searcher

    searcher = Searcher(tt_mib=64)
    rng = random.Random(seed)
    checked = 0
    for i in rng.sample(range(len(database)), 4 * count):
        position = _position_at(database, i, SOLVED_EMPTIES)
        if position is None or position.is_game_over():
            continue
        black_to_move = position.turn is BLACK
        player, opponent = (
            (position.black, position.white) if black_to_move else (position.white, position.black)
        )
        searcher.clear()
        margin = searcher.search(player, opponent, solve_empties=64).score
        black_margin = margin if black_to_move else -margin
        assert (64 + black_margin) // 2 == database.theoretical[i], (i, database.game(i))
        checked += 1
        if checked == count:
            return
    raise AssertionError(f"only {checked} of the sampled games reached {SOLVED_EMPTIES} empties")


def test_the_exact_solver_gives_the_stored_theoretical_score(database: Database) -> None:
    _check_theoretical_scores(database, 3, seed=40)


@pytest.mark.slow
def test_the_exact_solver_gives_the_stored_theoretical_score_of_many_games(database: Database) -> None:
    _check_theoretical_scores(database, 40, seed=45)


def _copy(tmp_path: Path, name: str, change) -> Path:
    """A copy of the shared ``name`` with the names files, its bytes passed through ``change``."""
    folder = wthor_folder()
    for names in ("WTHOR.JOU", "WTHOR.TRN"):
        (tmp_path / names).write_bytes((folder / names).read_bytes())
    path = tmp_path / name
    path.write_bytes(change(bytearray((folder / name).read_bytes())))
    return path


def test_a_real_file_cut_inside_a_record_keeps_the_records_before(tmp_path: Path) -> None:
    path = _copy(tmp_path, "WTH_2001.wtb", lambda data: bytes(data[: 16 + 68 * 1000 + 30]))
    database = build_database([path])
    (source,) = database.sources
    assert len(database) == 1000 and source.skipped == 1
    assert source.first_skipped == "record 1001: truncated: 30 of 68 bytes"


def test_a_real_file_whose_header_count_lies_is_read_to_its_end(tmp_path: Path) -> None:
    def lie(data: bytearray) -> bytes:
        data[4:8] = (7).to_bytes(4, "little")
        return bytes(data)

    path = _copy(tmp_path, "WTH_2001.wtb", lie)
    assert len(build_database([path])) == (path.stat().st_size - 16) // 68


def test_names_that_are_not_cp1252_and_a_10x10_header_stay_clear(tmp_path: Path) -> None:
    def not_cp1252(data: bytearray) -> bytes:
        data[16:20] = b"\x81\x8d\x8f\x90"
        return bytes(data)

    def ten_by_ten(data: bytearray) -> bytes:
        data[12] = 10
        return bytes(data)

    path = _copy(tmp_path, "WTH_2001.wtb", bytes)
    (tmp_path / "WTHOR.JOU").write_bytes(not_cp1252(bytearray((tmp_path / "WTHOR.JOU").read_bytes())))
    database = build_database([path])
    assert database.players[0].startswith("\x81\x8d\x8f\x90") and database.sources[0].skipped == 0
    big = _copy(tmp_path, "WTH_2002.wtb", ten_by_ten)
    (report,) = build_database([big]).sources
    assert report.error is not None and report.error.startswith(str(big)) and "10x10" in report.error
