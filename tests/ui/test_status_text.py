"""The window's words, checked as pure functions: no widgets, no window."""

from __future__ import annotations

import subprocess
import sys
from datetime import datetime, timedelta, timezone

from othello_qt.core.players.base import Decision, ScoreUnit, SearchInfo
from othello_qt.core.position import BLACK, WHITE, GameResult, Move
from othello_qt.ui import status_text as text
from othello_qt.ui.board_state import Hints


def turn(**kwargs) -> str:
    values = {"ready": True, "over": False, "turn": BLACK, "humans": [BLACK], "paused": False}
    values.update(kwargs)
    return text.turn_text(thinking=values.pop("thinking", False), **values)


def test_turn_text_says_whose_move_it_is() -> None:
    assert turn(ready=False) == "Preparing…"
    assert turn(over=True) == "Game over"
    assert turn() == "Your move"
    assert turn(turn=WHITE, humans=[WHITE]) == "Your move (White)"
    assert turn(humans=[BLACK, WHITE]) == "Your move (Black)"
    assert turn(turn=WHITE) == "White to move"
    assert turn(turn=WHITE, thinking=True) == "White is thinking…"
    assert turn(turn=WHITE, paused=True) == "White (computer) is paused"


def test_window_title_names_the_app_once() -> None:
    assert text.window_title(None) == "Othello"
    title = text.window_title("Your move")
    assert title == "Your move — Othello"
    assert title.count("Othello") == 1


def test_result_text_speaks_to_the_one_human() -> None:
    assert text.result_text(GameResult(40, 24), [BLACK]) == "You win 40–24!"
    assert text.result_text(GameResult(40, 24), [WHITE]) == "You lose 40–24"
    assert text.result_text(GameResult(24, 40), []) == "White wins 40–24"
    assert text.result_text(GameResult(32, 32), [BLACK]) == "Draw, 32–32"


def test_disc_text_never_shows_minus_zero() -> None:
    assert [text.disc_text(v) for v in (3.6, -2.2, -0.4, 0.0)] == ["+4", "-2", "0", "0"]


def test_engine_texts() -> None:
    decision = Decision(
        Move.parse("d3"), score=2.0, depth=6, pv=(Move.parse("d3"), Move.parse("c5")), seconds=0.41
    )
    assert text.decision_text(WHITE, decision) == "White played d3, depth 6 +2 discs, line d3 c5, 0.41 s"
    assert text.decision_text(WHITE, decision, ScoreUnit.POINTS).startswith(
        "White played d3, depth 6 +2 points"
    )
    assert text.decision_text(WHITE, decision, ScoreUnit.NONE) == "White played d3, line d3 c5, 0.41 s"
    info = SearchInfo(depth=4, score=1.0, pv=(Move.parse("f5"),), nodes=20_000, seconds=0.5)
    assert text.progress_text(BLACK, info) == "Black thinking: depth 4, +1, f5, 40 kN/s"
    hints = Hints({37: 4.2, 29: -1.0}, 37, SearchInfo(8, 4.2), unit="discs")
    assert text.hint_text(hints) == "Hint: f5 is best (+4 discs, depth 8)"
    assert text.hint_text(Hints({}, None, SearchInfo(1, 0.0))) is None


def test_saved_at_reads_as_a_player_says_it() -> None:
    now = datetime(2026, 11, 23, 21, 0, tzinfo=timezone(timedelta(hours=1)))
    assert text.saved_at_text("2026-11-23T19:38:59+01:00", now) == "today at 19:38"
    assert text.saved_at_text("2026-11-23T18:38:59+00:00", now) == "today at 19:38"  # shown in local time
    assert text.saved_at_text("2026-11-22T08:05:00+01:00", now) == "yesterday at 08:05"
    assert text.saved_at_text("2026-10-02T08:05:00+01:00", now) == "on 2 Oct 2026 at 08:05"
    assert text.saved_at_text("", now) == ""
    assert text.saved_at_text("not a date", now) == ""


def test_resume_question_has_no_raw_timestamp() -> None:
    now = datetime(2026, 11, 23, 21, 0, tzinfo=timezone.utc)
    question = text.resume_question(12, "2026-11-23T19:38:59+00:00", now)
    assert question.startswith("You have an unfinished game (12 moves, saved today at 19:38). Continue it?")
    assert "New game" in question and "Undo" in question  # says what declining does
    assert "+00:00" not in question
    assert text.resume_question(1, "", now).startswith("You have an unfinished game (1 move). Continue it?")


def test_status_texts_and_board_state_load_no_qt() -> None:
    code = (
        "import sys, othello_qt.ui.status_text, othello_qt.ui.board_state;"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_hint_values_say_their_unit() -> None:
    info = SearchInfo(8, 0.62)
    assert text.hint_text(Hints({37: 0.62}, 37, info, unit=ScoreUnit.WIN_PROBABILITY)) == (
        "Hint: f5 is best (62% to win, depth 8)"
    )
    assert text.hint_text(Hints({37: 7.0}, 37, info, unit=ScoreUnit.POINTS)) == (
        "Hint: f5 is best (+7 points, depth 8)"
    )
    assert text.score_text(0.62, ScoreUnit.WIN_PROBABILITY) == "62%"
    assert text.score_text(-3.4, ScoreUnit.DISCS) == "-3"
    assert text.score_text(5.0, ScoreUnit.NONE) == ""
