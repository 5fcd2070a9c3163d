"""``python -m benchmarks weights``: the shipped weights against a commit's, each opening both ways."""

from __future__ import annotations

import re

from benchmarks import weights


def test_the_shipped_weights_against_their_own_commit_score_exactly_half(capsys) -> None:
    # Each opening is played both ways by the same deterministic search: the two games mirror.
    assert weights.main(["--reference", "HEAD", "--depths", "1,2", "--games", "4", "--jobs", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["depth 1", "depth 2"]
    for line in lines:
        wins, draws, losses = map(int, re.search(r"(\d+)–(\d+)–(\d+)", line).groups())
        assert wins + draws + losses == 4
        assert wins == losses and "50.0%" in line and "+0.0 discs" in line


def test_bad_options_are_refused(capsys) -> None:
    for argv in (["--reference", "HEAD", "--games", "1"], ["--reference", "HEAD", "--depths", "0"]):
        try:
            weights.main(argv)
        except SystemExit as exit:
            assert exit.code == 2
        else:
            raise AssertionError(f"{argv} was accepted")
    assert "--games must be at least 2" in capsys.readouterr().err
