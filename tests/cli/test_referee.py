"""``othello-qt referee``: our own ``wpi`` players to the end, and programs that break the rules."""

from __future__ import annotations

import shlex
import stat
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from othello_qt.cli.main import main
from othello_qt.cli.referee import parse_program
from othello_qt.cli.wpi import default_player_spec
from tests.cli.wpi_helpers import othello_qt

CHEATER = """\
import pathlib, sys, time
name = sys.argv[1]
inbox = pathlib.Path(name + ".in")
while not inbox.exists():
    time.sleep(0.05)
color = inbox.read_text().strip()
inbox.unlink()
if color == "B":  # wait for White's first move
    while not inbox.exists():
        time.sleep(0.05)
    inbox.unlink()
pathlib.Path(name + ".out").write_text(color + " A 1\\n")  # a corner: no trap at the start
time.sleep(30)
"""

SLEEPER = """#!{python}
import pathlib, time
inbox = pathlib.Path("sleepy.in")
while not inbox.exists():
    time.sleep(0.05)
inbox.unlink()
time.sleep(60)
"""


def _wpi(name: str, *extra: str) -> str:
    return f"{name}=" + shlex.join(othello_qt("wpi", name, *extra))


def _referee(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run(othello_qt("referee", *args), capture_output=True, text=True, timeout=timeout)


def test_program_specs() -> None:
    named = parse_program("alice=othello-qt wpi alice --player greedy")
    assert named.name == "alice"
    assert named.command == ["othello-qt", "wpi", "alice", "--player", "greedy"]
    by_path = parse_program("/opt/players/groupname")
    assert by_path.name == "groupname"
    assert by_path.command == ["/opt/players/groupname"]


@pytest.mark.slow
def test_two_of_our_players_play_a_whole_game(tmp_path: Path) -> None:
    done = _referee(
        _wpi("alice", "--player", "greedy", "--seed", "1", "--time-limit", "5"),
        _wpi("bob", "--player", "random", "--seed", "2", "--time-limit", "5"),
        "--time-limit",
        "5",
        "--dir",
        str(tmp_path),
        "--seed",
        "7",
    )
    out = done.stdout
    assert done.returncode == 0, out + done.stderr
    assert "(moves first)" in out
    assert "referee: game over" in out
    assert "    A B C D E F G H" in out  # the board after each move
    assert "s per move on average" in out
    # both players saw the same end and said so in their logs
    final = out.strip().splitlines()[-1]
    score = final[final.index("White ") :] if "White " in final else final
    for name in ("alice", "bob"):
        log = (tmp_path / f"{name}.log").read_text()
        assert "game over" in log
        assert score.split(": ")[-1] in log


def test_an_invalid_move_stops_the_game_and_names_the_offender(tmp_path: Path) -> None:
    script = tmp_path / "cheater.py"
    script.write_text(CHEATER)
    cheater = "cheat=" + shlex.join([sys.executable, str(script), "cheat"])
    done = _referee(
        cheater,
        _wpi("honest", "--player", "greedy", "--time-limit", "5"),
        "--time-limit",
        "5",
        "--dir",
        str(tmp_path),
        timeout=120,
    )
    out = done.stdout
    assert done.returncode == 1
    assert "cheat invalid move" in out and "no trap" in out
    assert "honest wins; cheat loses" in out


def test_a_program_that_does_not_move_loses_on_time(tmp_path: Path) -> None:
    program = tmp_path / "sleepy"
    program.write_text(SLEEPER.format(python=sys.executable))
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    done = _referee(
        str(program),
        _wpi("awake", "--player", "greedy", "--time-limit", "1"),
        "--time-limit",
        "1",
        "--dir",
        str(tmp_path),
        "--seed",
        "1",
        timeout=120,
    )
    out = done.stdout
    assert done.returncode == 1
    if "White = sleepy" in out:
        assert "sleepy did not move within the 1 s limit" in out
        assert "awake wins; sleepy loses" in out
    else:  # sleepy is Black: awake moves first, then sleepy times out
        assert "sleepy did not move within the 1 s limit" in out


def test_bad_arguments(tmp_path: Path) -> None:
    same = _referee(_wpi("x"), _wpi("x"), "--dir", str(tmp_path), timeout=60)
    assert same.returncode == 2
    assert "both programs are named 'x'" in same.stderr
    assert "Traceback" not in same.stderr


@pytest.mark.slow
def test_our_default_iterative_deepening_players_answer_in_time(tmp_path: Path) -> None:
    """With no --player, ``wpi`` picks the registry's time-limited searcher and stays within a 2 s limit."""
    done = _referee(
        _wpi("deep", "--time-limit", "2", "--seed", "1"),
        _wpi("deeper", "--time-limit", "2", "--seed", "2"),
        "--time-limit",
        "2",
        "--dir",
        str(tmp_path),
        "--quiet",
    )
    out = done.stdout
    assert done.returncode == 0, out + done.stderr
    assert "referee: game over" in out
    for name in ("deep", "deeper"):
        log = (tmp_path / f"{name}.log").read_text()
        assert f"({default_player_spec()}" in log.splitlines()[0]  # e.g. "(id:2s, 0.4 s per move)"


@pytest.mark.parametrize(
    ("programs", "message"),
    [
        (["no-such-program-a", "no-such-program-b"], "'no-such-program-a' is not a command on PATH"),
        (["alice=no-such-command --flag", "bob=true"], "program alice: 'no-such-command' is not a command"),
        (["/no/such/folder/groupname", "bob=true"], "'/no/such/folder/groupname' does not exist"),
        (["alice=./missing", "bob=true"], "give --dir or a full path"),
    ],
)
def test_programs_that_cannot_be_found_are_usage_errors(
    programs: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["referee", *programs]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and message in err, err
    assert "wins" not in out + err


def test_a_file_that_is_not_executable_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "plain").write_text("not a program\n")
    assert main(["referee", "alice=./plain", "bob=true", "--dir", str(tmp_path)]) == 2
    assert "'./plain' is not executable" in capsys.readouterr().err


def test_the_referees_own_temp_folder_is_removed_and_a_given_one_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two programs that exit at once: the game stops quickly, then the files are tidied up."""
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    assert main(["referee", "alice=true", "bob=true", "--startup-time", "5", "--quiet"]) == 1
    out = capsys.readouterr().out
    assert "temporary: removed at the end" in out and "exited before reading" in out
    assert list(temp.iterdir()) == []

    kept = tmp_path / "kept"
    assert main(["referee", "alice=true", "bob=true", "--dir", str(kept), "--quiet"]) == 1
    assert "temporary" not in capsys.readouterr().out
    assert {p.name for p in kept.iterdir()} >= {"alice.log", "bob.log"}
