"""``othello-qt match`` end to end, with tiny games."""

from __future__ import annotations

import io
import json

import pytest

from othello_qt.cli.main import main
from othello_qt.cli.match import ProgressBar, parse_budget


def test_match_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "corners", "random", "--games", "4", "--seed", "3", "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["games"] == 4 and data["wins"] + data["draws"] + data["losses"] == 4
    assert len(data["results"]) == 4
    assert {r["a_color"] for r in data["results"]} == {"black", "white"}
    assert "game 4/4" in err  # not a TTY: one plain progress line per game
    again = main(["match", "corners", "random", "--games", "4", "--seed", "3", "--json"])
    assert again == 0 and json.loads(capsys.readouterr().out)["results"] == data["results"]


def test_match_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "alphabeta:2", "greedy", "--games", "2", "--budget", "1"]) == 0
    out = capsys.readouterr().out
    assert "alphabeta:2 vs greedy: 2 games" in out
    assert "Elo difference (A - B):" in out and "95% interval" in out
    assert "mean disc difference" in out


@pytest.mark.parametrize(
    "args",
    [
        ["match", "nosuch", "random"],
        ["match", "random"],
        ["match", "alphabeta:x", "random"],
        ["match", "alphabeta:6:nosuch", "random"],
        ["match", "random", "random", "--games", "0"],
        ["match", "random", "random", "--budget", "fast"],
    ],
)
def test_match_bad_input_is_a_clear_error(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(args) == 2
    assert capsys.readouterr().err.startswith("match: ")


def test_match_lists_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--list"]) == 0
    out = capsys.readouterr().out
    for name in ("corners", "minimax:ARG", "alphabeta:ARG", "negascout:ARG", "id:ARG"):
        assert f"\n{name} " in "\n" + out


def test_parse_budget() -> None:
    assert parse_budget("8").depth == 8
    assert parse_budget("1.5s").seconds == 1.5
    assert parse_budget("500ms").seconds == 0.5
    both = parse_budget("8,2s")
    assert (both.depth, both.seconds) == (8, 2.0)


def test_match_with_two_threads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "weighted", "greedy", "--games", "4", "--threads", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in data["results"]] == [0, 1, 2, 3]
    assert data["elo_text"].startswith(("+", "-"))


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_rewrites_one_line_on_a_terminal() -> None:
    stream = _Terminal()
    bar = ProgressBar(2, stream)
    bar.start()
    bar.update(1, 1, 0, 0, "game 1")
    bar.update(2, 1, 1, 0, "game 2")
    text = stream.getvalue()
    assert text.count("\r") == 3 and text.endswith("\n") and text.count("\n") == 1
    assert "[############------------] 1/2" in text


def test_progress_is_plain_lines_elsewhere() -> None:
    stream = io.StringIO()
    bar = ProgressBar(2, stream)
    bar.update(1, 0, 0, 1, "game 1: A (black) 20-44")
    assert stream.getvalue().startswith("game 1/2  +0 =0 -1") and "\r" not in stream.getvalue()
