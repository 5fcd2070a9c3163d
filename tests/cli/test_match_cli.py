"""``othello-qt match`` end to end, with tiny games."""

from __future__ import annotations

import json

import pytest

from othello_qt.cli.main import main


def test_match_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "corners", "random", "--games", "4", "--seed", "3", "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert data["games"] == 4 and data["wins"] + data["draws"] + data["losses"] == 4
    assert len(data["results"]) == 4
    assert {r["a_color"] for r in data["results"]} == {"black", "white"}
    assert "4/4 games  +" in err and "(game 4: A (" in err  # not a TTY: a plain line per game
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


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["id:0s", "greedy"], "id: time must be greater than 0 seconds, got '0s'"),
        (["master:-1s", "greedy"], "master: time must be greater than 0 seconds, got '-1s'"),
        (["master:nans", "greedy"], "master: time must be a finite number"),
        (["id:infs", "greedy"], "id: time must be a finite number"),
        (["random", "greedy", "--budget", "xyz"], "is not a depth like 6, a time like 2s or 500ms"),
        (["random", "greedy", "--budget", "nans"], "budget: time must be a finite number"),
        (["random", "greedy", "--budget", "0s"], "budget: time must be greater than 0 seconds"),
        (["random", "greedy", "--budget", "0"], "budget: depth must be between 1 and 60 plies"),
    ],
)
def test_bad_times_and_budgets_say_what_is_wrong(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["match", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("match: ") and message in err, err
    assert err.count("\n") == 1 and "invalid literal" not in err and "between 0" not in err


def test_master_takes_the_same_times_as_id() -> None:
    from othello_qt.core.budget import Budget
    from othello_qt.core.players.master import parse_budget as master_budget

    assert master_budget("500ms") == Budget(seconds=0.5)
    assert master_budget("1.5s") == Budget(seconds=1.5)
    assert master_budget("12") == Budget(depth=12)


def test_match_lists_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--list"]) == 0
    out = capsys.readouterr().out
    for name in ("corners", "minimax:ARG", "alphabeta:ARG", "negascout:ARG", "id:ARG"):
        assert f"\n{name} " in "\n" + out


def test_match_with_two_threads(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "weighted", "greedy", "--games", "4", "--threads", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [r["game"] for r in data["results"]] == [0, 1, 2, 3]
    assert data["elo_text"].startswith(("+", "-"))
