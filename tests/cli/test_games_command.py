"""``othello-qt games``: WTHOR and GGF files listed and filtered through the real command."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.wthor_writer import FULL_GAME, game, games_file, players_file, tournaments_file

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data"
PLAYERS = ["Nicolet Stéphane", "Tastet Marc", "Brightwell Graham"]
TOURNAMENTS = ["Championnat de France", "Open de Paris"]
TIGER = "f5d6c3d3c4"


def games(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "othello_qt", "games", *map(str, args)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"},
    )


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """A year of three games, with its players and tournaments files named in lower and mixed case."""
    path = tmp_path / "WTH_2001.wtb"
    path.write_bytes(
        games_file(
            game(tournament=0, black=0, white=1),
            game(TIGER, tournament=1, black=2, white=0, discs=40, theoretical=40),
            game("f5f6", tournament=1, black=1, white=2, discs=33, theoretical=32),
            year=2001,
        )
    )
    (tmp_path / "wthor.jou").write_bytes(players_file(PLAYERS))
    (tmp_path / "Wthor.Trn").write_bytes(tournaments_file(TOURNAMENTS))
    return path


def test_every_game_is_one_line_of_players_score_and_transcript(database: Path) -> None:
    done = games(database)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines() == [
        f"Nicolet Stéphane\tTastet Marc\t-40\t{FULL_GAME}",
        f"Brightwell Graham\tNicolet Stéphane\t+16\t{TIGER}",
        "Tastet Marc\tBrightwell Graham\t+2\tf5f6",
    ]


@pytest.mark.parametrize(
    ("options", "blacks"),
    [
        (["--player", "NICOLET"], ["Nicolet Stéphane", "Brightwell Graham"]),
        (["--player", "stéph", "--tournament", "paris"], ["Brightwell Graham"]),
        (["--tournament", "championnat"], ["Nicolet Stéphane"]),
        (["--year", "2001", "--opening", "tiger"], ["Brightwell Graham"]),
        (["--year", "2000"], []),
        (["--year", "1999-2001", "--opening", "tiger"], ["Brightwell Graham"]),
        (["--year", "2002-"], []),
        (["--opening", "perpendicular"], []),
    ],
)
def test_the_filters_pick_the_games(database: Path, options: list[str], blacks: list[str]) -> None:
    done = games(database, *options)
    assert done.returncode == 0
    assert [line.split("\t")[0] for line in done.stdout.splitlines()] == blacks


def test_a_single_players_file_of_another_name_is_read(tmp_path: Path) -> None:
    path = tmp_path / "WTH_1999.WTB"
    path.write_bytes(games_file(game(black=1, white=0), year=1999))
    (tmp_path / "MYCLUB.JOU").write_bytes(players_file(PLAYERS))
    done = games(path)
    assert done.stdout.startswith("Tastet Marc\tNicolet Stéphane\t-40\t")


def test_without_a_players_file_the_numbers_are_shown(tmp_path: Path) -> None:
    path = tmp_path / "WTH_1999.wtb"
    path.write_bytes(games_file(game(black=4, white=5)))
    assert games(path).stdout.startswith("#4\t#5\t-40\t")


def test_malformed_records_are_skipped_and_counted(database: Path) -> None:
    damaged = database.with_name("damaged.wtb")
    bad_move = game(moves=bytes([56, 99]))
    damaged.write_bytes(games_file(bad_move, game("f5d6a1"), game(), game())[:-20])
    done = games(damaged)
    assert done.returncode == 0
    assert len(done.stdout.splitlines()) == 1
    assert done.stderr == (
        f"games: {damaged}: skipped 3 record(s) that are not games "
        "(first: record 1: move byte 99 is not a square (11 = a1 ... 88 = h8))\n"
    )


def test_a_ggf_collection_is_read_and_filtered() -> None:
    done = games(DATA / "ggs-games.ggf", DATA / "ggs-matches.ggf", "--player", "saio1200")
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == 2 and all(line.startswith("Saio1200\tSaio3000\t+0\t") for line in lines)
    assert lines[0].endswith("a1b1")
    (random_start,) = games(DATA / "ggs-games.ggf", "--player", "IGOR").stdout.splitlines()
    black, white, score, transcript, start = random_start.split("\t")
    assert (black, white, score, transcript[:6]) == ("igor", "ant", "-22.87", "b3b6g5")
    assert start.endswith(" X") and start.count("-") == 64 - 20  # the 20 discs of TY[8kr20]


def test_a_game_of_another_board_in_a_ggf_collection_is_skipped() -> None:
    done = games(DATA / "ggs-4x4.ggf", DATA / "ggs-games.ggf", "--year", "2000")
    assert done.returncode == 0
    assert done.stdout.startswith("fangr\tpatzer\t-40\te6f4") and len(done.stdout.splitlines()) == 1
    assert "ggs-4x4.ggf: skipped 1 record(s)" in done.stderr


def _fifo(path: Path) -> Path:
    os.mkfifo(path)
    return path


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda folder: folder / "missing.wtb", "missing.wtb: no such file"),
        (lambda folder: _write(folder / "short.wtb", b"\x14\x18\x0b"), "shorter than a WTHOR header"),
        (lambda folder: _write(folder / "big.wtb", games_file(game(), size=10)), "10x10"),
        (lambda folder: _write(folder / "text.ggf", b"not a game"), "no game found"),
        (lambda folder: _write(folder / "WTHOR.JOU", players_file(PLAYERS)), "give the .wtb games files"),
        pytest.param(
            lambda folder: _fifo(folder / "fifo.wtb"),
            "not a regular file",
            marks=pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system"),
        ),
    ],
)
def test_a_file_that_does_not_read_is_reported_and_the_others_are_read(
    tmp_path: Path, make, message: str
) -> None:
    """Issue 45 item 7: ``games a.wtb fifo.wtb b.wtb`` printed nothing."""
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = _write(tmp_path / "a" / "first.wtb", games_file(game("f5d6")))
    last = _write(tmp_path / "b" / "last.wtb", games_file(game("f5f6")))
    done = games(first, make(tmp_path), last)
    assert done.returncode == 2
    assert [line.split("\t")[3] for line in done.stdout.splitlines()] == ["f5d6", "f5f6"]
    assert done.stderr.startswith("games: ") and message in done.stderr and done.stderr.count("\n") == 1


def test_a_damaged_players_file_is_reported_and_its_numbers_shown(database: Path) -> None:
    """Issue 45 item 7: a damaged ``WTHOR.JOU`` made the games beside it unreadable."""
    (database.parent / "wthor.jou").write_bytes(b"\x14")
    done = games(database)
    assert done.returncode == 2 and "wthor.jou" in done.stderr and done.stderr.count("\n") == 1
    names = [line.split("\t")[:2] for line in done.stdout.splitlines()]
    assert names == [["#0", "#1"], ["#2", "#0"], ["#1", "#2"]]


def test_zero_filled_records_are_counted_not_listed(tmp_path: Path) -> None:
    """Issue 45 item 6: a sparse 256 MiB ``.wtb`` gave 3.9 million ``???`` games."""
    path = tmp_path / "WTH_2001.wtb"
    with path.open("wb") as file:
        file.write(games_file(game(TIGER)))
        file.truncate(16 + 68 * 400_000)  # a hole: 399,999 records of zeros
    done = games(path)
    assert done.returncode == 0 and done.stdout.splitlines() == [f"#0\t#1\t-40\t{TIGER}"]
    assert done.stderr == (
        f"games: {path}: skipped 399999 record(s) that are not games "
        "(first: record 2: no moves (a zero-filled record is no game))\n"
    )


def test_a_folder_is_a_database_and_reached_finds_its_games_in_any_symmetry(database: Path) -> None:
    done = games(database.parent, "--reached", TIGER)  # the first game plays it reflected: e6f4c3c4d3
    assert done.returncode == 0 and done.stderr == ""
    assert [line.split("\t")[0] for line in done.stdout.splitlines()] == [
        "Nicolet Stéphane",
        "Brightwell Graham",
    ]
    deeper = games(database.parent, "--reached", "e6f4c3c4d3d6").stdout.splitlines()
    assert [line.split("\t")[0] for line in deeper] == ["Nicolet Stéphane"]
    assert games(database.parent, "--reached", "f5f5").returncode == 2


def test_next_moves_is_a_table_of_games_score_and_margin(database: Path) -> None:
    done = games(database.parent, "--next-moves")
    assert done.returncode == 0
    assert done.stdout.splitlines() == [
        "move\tgames\tblack %\tmargin",
        "f5\t2\t100.0\t+9.0",
        "e6\t1\t0.0\t-40.0",
    ]
    after = games(database.parent, "--reached", "f5", "--next-moves", "--result", "black").stdout
    assert after.splitlines()[1:] == ["d6\t1\t100.0\t+16.0", "f6\t1\t100.0\t+2.0"]


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def test_a_reader_that_stops_early_gets_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "WTH_2001.wtb"
    path.write_bytes(games_file(*[game()] * 2000))  # far more than a pipe holds
    command = [sys.executable, "-m", "othello_qt", "games", str(path)]
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT, env=env
    ) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.readline().startswith(b"#0\t#1\t-40\t")
        process.stdout.close()
        error = process.stderr.read()
        assert process.wait(timeout=120) == 0 and error == b""


def test_a_game_without_a_result_shows_a_question_mark(tmp_path: Path) -> None:
    board = "-" * 27 + "O*------*O" + "-" * 27
    path = _write(tmp_path / "x.ggf", f"(;GM[Othello]PB[a]PW[b]TY[8]BO[8 {board} *]B[f5]W[d6];)\n".encode())
    assert games(path).stdout == "a\tb\t?\tf5d6\n"


def test_follow_prints_each_move_against_the_database_and_where_the_game_left_it(database: Path) -> None:
    done = games(database.parent, "--follow", TIGER + "b3")  # the first game reaches the Tiger turned
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.splitlines() == [
        "move 1 (f5): 3 of 3 game(s) played it, Black scored 66.7 %, margin -7.3",
        "move 2 (d6): 2 of 3 game(s) played it, Black scored 50.0 %, margin -12.0",
        "move 3 (c3): 2 of 2 game(s) played it, Black scored 50.0 %, margin -12.0",
        "move 4 (d3): 2 of 2 game(s) played it, Black scored 50.0 %, margin -12.0",
        "move 5 (c4): 2 of 2 game(s) played it, Black scored 50.0 %, margin -12.0",
        "move 6 (b3): 0 of 2 game(s) played it",
        "out of the database at move 6 (b3)",
    ]
    whole = games(database.parent, "--follow", "f5f6").stdout.splitlines()
    assert whole[-1] == "the whole game is in the database" and len(whole) == 3
    refused = games(database.parent, "--follow", "f5f5")
    assert refused.returncode == 2 and refused.stderr.startswith("games: --follow: ")


def test_the_games_command_loads_no_engine_or_players(tmp_path: Path) -> None:
    """Only the sub-command's module is imported: ``games`` over the whole database has 2 s as a
    process, and the players and the engine's training took a third of it to import."""
    path = tmp_path / "one.ggf"
    path.write_text(
        "(;GM[Othello]PC[x]PB[a]PW[b]RE[0]TY[8]BO[8 "
        + "-" * 27
        + "OX------XO"
        + "-" * 27
        + " *]B[f5]W[d6];)",
        encoding="utf-8",
    )
    code = (
        "import sys\n"
        "from othello_qt.cli.main import main\n"
        f"status = main(['games', {str(path)!r}])\n"
        "heavy = [m for m in sys.modules if m.startswith(('othello_qt.core.players', "
        "'othello_qt.core.engine.training', 'othello_qt.cli.play'))]\n"
        "print(status, heavy)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert done.stdout.strip().splitlines()[-1] == "0 []", done.stdout + done.stderr
