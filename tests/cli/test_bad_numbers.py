"""Times and sizes that are not positive finite numbers (``nan``, ``inf``, ``0``) are refused by every
command with one line and exit status 2, before anything starts."""

from __future__ import annotations

from pathlib import Path

import pytest

from othello_qt.cli.main import main


@pytest.mark.parametrize("value", ["nan", "inf", "-inf", "0", "-1"])
@pytest.mark.parametrize(
    ("command", "option"),
    [
        (["nboard"], "--seconds"),
        (["play"], "--think"),
        (["wpi", "me"], "--time-limit"),
        (["wpi", "me"], "--move-time"),
        (["referee", "a=true", "b=true"], "--time-limit"),
        (["referee", "a=true", "b=true"], "--startup-time"),
        (["train-td", "--games", "1"], "--max-minutes"),
    ],
)
def test_non_numbers_are_refused(
    command: list[str], option: str, value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    extra = ["--dir", str(tmp_path)] if command[0] in ("wpi", "referee") else []
    if command[0] == "train-td":
        extra = ["--out", str(tmp_path / "x.npz")]
    assert main([*command, *extra, f"{option}={value}"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and option in err and "positive" in err, err
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("command", "option"),
    [
        (["nboard"], "--seconds"),
        (["wpi", "me"], "--time-limit"),
        (["wpi", "me"], "--move-time"),
        (["referee", "a=true", "b=true"], "--time-limit"),
        (["referee", "a=true", "b=true"], "--startup-time"),
    ],
)
def test_times_beyond_the_platforms_timers_are_refused(
    command: list[str], option: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``1e300`` s overflows ``time.sleep`` and thread joins: refused like ``inf``, up to 100 days."""
    extra = ["--dir", str(tmp_path)] if command[0] in ("wpi", "referee") else []
    assert main([*command, *extra, f"{option}=1e300"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and option in err and "at most 8640000" in err, err
    assert list(tmp_path.iterdir()) == []
