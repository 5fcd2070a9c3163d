"""Ctrl-C anywhere in ``othello-qt`` (loading the commands, running one, reporting it) exits 130 quietly."""

from __future__ import annotations

import argparse
import io
import signal

import pytest

from othello_qt.cli import main as cli_main


def _interrupt(*_args: object, **_kwargs: object) -> None:
    raise KeyboardInterrupt


def test_ctrl_c_while_the_commands_load(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setattr(cli_main.importlib, "import_module", _interrupt)
    assert cli_main.main(["perft", "1"]) == 130
    err = capsys.readouterr().err
    assert err == "othello-qt: interrupted\n"


def test_ctrl_c_in_a_command(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture) -> None:
    args = argparse.Namespace(self_test=False, screenshot=None, command="perft", handler=_interrupt)
    monkeypatch.setattr(argparse.ArgumentParser, "parse_args", lambda _self, _argv=None: args)
    assert cli_main.main(["perft", "1"]) == 130
    assert capsys.readouterr().err == "othello-qt: interrupted\n"


class _InterruptedStream(io.StringIO):
    """stderr that is interrupted (a second Ctrl-C) while the message is written."""

    def write(self, text: str) -> int:
        raise KeyboardInterrupt


def test_a_second_ctrl_c_while_reporting_is_swallowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cli_main, "build_parser", _interrupt)
    monkeypatch.setattr(cli_main.sys, "stderr", _InterruptedStream())
    handler = signal.getsignal(signal.SIGINT)
    assert cli_main.main(["perft", "1"]) == 130
    assert signal.getsignal(signal.SIGINT) is handler  # Ctrl-C works again afterwards
