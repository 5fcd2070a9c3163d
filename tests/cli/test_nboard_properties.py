"""Any line NBoard (or anything else) may send: handled or reported, never an exception, linear time."""

from __future__ import annotations

import io

from hypothesis import given, settings
from hypothesis import strategies as st

from othello_qt.core.players.registry import create_player
from othello_qt.core.protocols.nboard import NBoardEngine
from tests.linear_time import assert_linear

WORDS = ["nboard", "set", "depth", "game", "contempt", "move", "go", "hint", "ping", "learn", "analyze"]
PIECES = [*WORDS, "F5", "f5", "PA", "/", "-3.5", "1e999", "nan", "(;GM[Othello];)", "\x00", "\u2028", "ÿ"]


def _engine() -> tuple[NBoardEngine, io.StringIO, io.StringIO]:
    out, err = io.StringIO(), io.StringIO()
    return NBoardEngine(create_player("greedy", seed=1), out, seconds=0.5, err=err), out, err


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(st.sampled_from(PIECES) | st.text(max_size=8), max_size=6), max_size=8))
def test_any_command_lines_are_handled_without_an_exception(lines: list[list[str]]) -> None:
    engine, out, err = _engine()
    for words in lines:
        text = " ".join(words)
        if text.strip().startswith(("quit", "exit")):
            continue
        assert engine.handle(text) is True
    engine.wait()
    engine.handle("ping 99")
    engine.close()  # its worker thread ends
    assert out.getvalue().rstrip().endswith("pong 99")
    assert engine.game.position is not None
    assert "failed" not in err.getvalue()  # no search raised


def test_long_lines_take_linear_time() -> None:
    def run(n: int) -> None:
        engine, _out, err = _engine()
        for line in (
            "move " + "F" * n,
            "set depth " + "9" * n,
            "hint " + "x" * n,
            "x" * n,
            "set " + "q " * n,
        ):
            engine.handle(line)
        assert max(len(line) for line in err.getvalue().splitlines()) < 300  # not echoed in full

    assert_linear(run, 20_000)
