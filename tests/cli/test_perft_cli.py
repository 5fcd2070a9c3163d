"""``othello-qt perft``: counts checked against the published ones, bad options refused."""

from __future__ import annotations

import pytest

from othello_qt.cli.main import main


def test_small_counts_match_the_published_ones(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 3 and all(line.endswith("ok") for line in lines)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["perft", "3", "--threads", "0"], "--threads must be at least 1, got 0"),
        (["perft", "3", "--threads", "-2"], "--threads must be at least 1, got -2"),
        (["perft", "21"], "depth must be between 0 and 20"),
        (["perft", "3", "--position", "nonsense"], "perft: "),
    ],
)
def test_bad_options_are_one_line_errors(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and message in err and err.count("\n") == 1
