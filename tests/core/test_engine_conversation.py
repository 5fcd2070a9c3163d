"""The NBoard host's conversation for ``go`` and ``hint`` as real engines hold it: ntest and Edax search to
the depth they are given whatever the clock says, and answer ``ping`` during a search with ``===`` (their
best move so far), then ``pong``.  A scripted engine that does the same, and the real ones."""

from __future__ import annotations

import sys
import textwrap
import time
from pathlib import Path

import pytest

from othello_qt.core import engine_list
from othello_qt.core.budget import Budget
from othello_qt.core.engine_list import make_entry
from othello_qt.core.game import Game
from othello_qt.core.players.external import ExternalPlayer, game_text
from othello_qt.core.position import Move, Position
from tests.real_engines import edax_entry, ntest_entry

START = Game.new().position

DEPTH_ONLY_ENGINE = textwrap.dedent(
    """
    import sys, threading, time
    mode = sys.argv[1]
    searching = threading.Event()
    depth = ["0"]
    def say(text):
        sys.stdout.write(text + "\\n")
        sys.stdout.flush()
    def search(command):
        # deeper and deeper, never done: only a ping ends it, as ntest at `set depth 60`
        searching.set()
        ply = 0
        while searching.is_set():
            ply += 1
            say(f"search F5-F6 0.{ply % 10}0 0 {ply}")
            time.sleep(0.05)
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "ping":
            if searching.is_set():
                searching.clear()
                if mode == "answers":
                    say("=== F5/0.50/1.00")
            say("pong " + words[1])
        elif words[0] == "nboard":
            say("set myname DepthOnly")
        elif words[0] == "set" and words[1] == "depth":
            depth[0] = words[2]
        elif words[0] == "go" and mode == "echo-depth":
            say(f"search F5 0.00 0 {depth[0]}")
            say("=== F5")
        elif words[0] in ("go", "hint"):
            threading.Thread(target=search, args=(words[0],), daemon=True).start()
        elif words[0] == "quit":
            break
    """
)


@pytest.fixture
def depth_only(tmp_path: Path):
    """``depth_only(mode, budget)``: an engine entry of the scripted depth-only engine."""
    script = tmp_path / "depth_only.py"
    script.write_text(DEPTH_ONLY_ENGINE)

    def entry(mode: str, budget: str, name: str = "DepthOnly") -> engine_list.EngineEntry:
        return make_entry(name, f"{sys.executable} {script} {mode}", str(tmp_path), budget)

    return entry


def timed_choice(player: ExternalPlayer, position: Position, budget: Budget | None = None):
    started = time.monotonic()
    decision = player.choose(position, budget)
    return decision, time.monotonic() - started


def test_an_engine_that_searches_until_asked_moves_when_its_time_is_up(depth_only) -> None:
    """What failed with ntest in the window: with "1s" it was sent depth 60 and never asked to move,
    so it searched on until the host gave up on it."""
    player = ExternalPlayer(depth_only("answers", "1s"))
    try:
        player.choose(START)  # the engine's start is not the move's time
        decision, seconds = timed_choice(player, START)
        assert decision.move == Move.parse("f5") and decision.score == 0.5
        assert 0.9 <= seconds < 2.0
    finally:
        player.close()


def test_an_engine_that_answers_only_pong_is_taken_at_its_best_line(depth_only) -> None:
    """``othello-qt nboard`` stops on ``ping`` and prints nothing of the stopped search: the host
    plays the best move of the ``search`` lines it had."""
    player = ExternalPlayer(depth_only("pong-only", "500ms"))
    try:
        decision, seconds = timed_choice(player, START)
        assert decision.move == Move.parse("f5") and decision.pv[:2] == (Move.parse("f5"), Move.parse("f6"))
        assert seconds < 5.0 and decision.depth is not None and decision.depth >= 2
    finally:
        player.close()


def test_a_game_clock_is_never_overrun_by_an_engine_that_ignores_it(depth_only) -> None:
    from othello_qt.core.game_clock import ClockReading

    player = ExternalPlayer(depth_only("answers", "60"))
    try:
        player.choose(START, Budget(seconds=0.3))  # started (at depth 60 alone it would search 5 minutes)
        clock = Budget(clock=ClockReading(remaining=4.0, increment=0.0))
        decision, seconds = timed_choice(player, START, clock)
        assert decision.move == Move.parse("f5") and seconds < 2.0
    finally:
        player.close()


def test_a_changed_entry_applies_to_the_next_move(depth_only, tmp_path: Path) -> None:
    """The user edits the engine's depth in Game → Engines…: the player already in the game takes it
    at its next move, without a restart of the app."""
    engines = engine_list.use_file(tmp_path / "data" / engine_list.FILE_NAME)
    engines.add(depth_only("echo-depth", "4"))
    from othello_qt.core.players.registry import create_player

    player = create_player("engine:DepthOnly")
    try:
        assert player.choose(START).depth == 4
        engines.add(depth_only("echo-depth", "9"))
        assert player.choose(START).depth == 9
        engines.add(depth_only("answers", "700ms"))  # another command: a new process, a time
        decision, seconds = timed_choice(player, START)
        assert decision.score == 0.5 and seconds < 2.5
    finally:
        player.close()


def test_a_time_a_move_is_sent_as_a_clock_shared_out_to_about_that_time() -> None:
    position = START.play(Move.parse("f5"))
    text = game_text(position, Budget(seconds=2.0))
    assert "TI[1:00]" in text  # 2 s for each of White's 30 moves; the host asks for the move at 2 s


# --- the real engines ----------------------------------------------------------------------------------

MIDGAME = Game.from_transcript("f5d6c3d3c4f4f6f3e6e7d7c5b6").position


@pytest.mark.parametrize("make", [ntest_entry, edax_entry], ids=["ntest", "edax"])
def test_a_real_engine_answers_within_its_time_a_move(make) -> None:
    player = ExternalPlayer(make("1s"))
    try:
        player.choose(START)
        for position in (START, MIDGAME):
            decision, seconds = timed_choice(player, position)
            assert position.is_legal(decision.move)
            assert seconds < 1.0 + 1.0, f"{seconds:.2f} s for a move of 1 s"
    finally:
        player.close()


@pytest.mark.parametrize("make", [ntest_entry, edax_entry], ids=["ntest", "edax"])
def test_a_real_engine_plays_at_its_depth_and_gives_hints(make) -> None:
    player = ExternalPlayer(make("8"))
    try:
        decision = player.choose(MIDGAME)
        assert MIDGAME.is_legal(decision.move)
        hints = player.analyze(MIDGAME, Budget(depth=6))
        assert set(hints.move_scores) == set(MIDGAME.legal_moves())
        assert hints.move in MIDGAME.legal_moves()
    finally:
        player.close()


def test_a_changed_engine_keeps_its_place_in_the_list(depth_only, tmp_path: Path) -> None:
    """The trial saw ntest move from first to last when its depth was changed (and the analyst menu
    followed)."""
    engines = engine_list.EngineList(tmp_path / engine_list.FILE_NAME)
    for name in ("ntest", "Edax", "Self"):
        engines.add(depth_only("answers", "4", name))
    engines.add(depth_only("answers", "9", "ntest"))
    assert [(e.name, e.budget) for e in engines.entries] == [("ntest", "9"), ("Edax", "4"), ("Self", "4")]
    assert [e.name for e in engine_list.EngineList(engines.path).entries] == ["ntest", "Edax", "Self"]


def test_an_engines_windows_command_line_keeps_its_backslashes(monkeypatch: pytest.MonkeyPatch) -> None:
    """On Windows the list split ``C:\\Engines\\edax.exe`` as a POSIX shell does: ``C:Enginesedax.exe``."""
    from othello_qt.core import command_line

    monkeypatch.setattr(command_line, "WINDOWS", True)
    typed = r'"C:\Program Files\Edax\wEdax-x64.exe" -nboard -l 10'
    argv = engine_list.parse_command(typed)
    assert argv == (r"C:\Program Files\Edax\wEdax-x64.exe", "-nboard", "-l", "10")
    entry = engine_list.EngineEntry("Edax", argv)
    assert engine_list.parse_command(entry.command_line) == argv
