"""The window's words, checked as pure functions: no widgets, no window (the application only for its
English translator, which holds the plural forms: ``1 disc``, ``4 discs``)."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from datetime import datetime, timedelta, timezone

import pytest

from othello_qt.core.file_players import readable_name
from othello_qt.core.position import BLACK, WHITE, GameResult, Move
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.ui import player_words as players
from othello_qt.ui import status_text as text
from othello_qt.ui import text_parts as parts
from othello_qt.ui.board_state import Hints

pytestmark = pytest.mark.usefixtures("qapp")


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
    # the empty squares go to the winner, shared in a draw (issue 43, item 2; issue 46, item 8)
    assert text.result_text(GameResult(17, 45), []) == "White wins 47–17"
    assert text.result_text(GameResult(0, 63), [BLACK]) == "You lose 64–0"
    assert text.result_text(GameResult(31, 31), []) == "Draw, 32–32"
    assert text.game_over_status(GameResult(17, 45)).startswith("Game over: White wins 47-17.")


def test_disc_text_never_shows_minus_zero() -> None:
    assert [parts.disc_text(v) for v in (3.6, -2.2, -0.4, 0.0)] == ["+4", "-2", "0", "0"]


def test_engine_texts_speak_as_a_player_with_the_detail_apart() -> None:
    decision = SearchResult(
        Move.parse("d3"), score=2.0, depth=6, pv=(Move.parse("d3"), Move.parse("c5")), seconds=0.41
    )
    assert text.decision_text(WHITE, decision) == "White played d3 — White thinks it is 2 discs ahead"
    assert text.decision_detail(decision) == "depth 6, +2 discs, line d3 c5, 0.41 s"
    behind = SearchResult(Move.parse("f6"), score=-1.0, depth=3, pv=(Move.parse("f6"),), seconds=0.01)
    assert text.decision_text(WHITE, behind) == "White played f6 — White thinks it is 1 disc behind"
    exact = SearchResult(
        Move.parse("h4"), score=0.0, depth=10, pv=(Move.parse("h4"),), certainty=Certainty.EXACT
    )
    assert text.decision_text(BLACK, exact) == "Black played h4 — a draw with best play"
    won = SearchResult(Move.parse("h4"), score=6.0, certainty=Certainty.EXACT)
    assert text.decision_text(BLACK, won) == "Black played h4 — Black wins by 6 discs with best play"
    assert text.decision_text(
        BLACK, SearchResult(Move.parse("h4"), 1.0, 20, certainty=Certainty.WIN_LOSS_DRAW)
    ) == ("Black played h4 — Black wins with best play")
    assert text.decision_text(WHITE, decision, ScoreUnit.POINTS) == "White played d3"  # points: no lead
    assert text.decision_detail(decision, ScoreUnit.POINTS).startswith("depth 6, +2 points")
    assert text.decision_text(WHITE, SearchResult(Move.parse("d3"), 0.62), ScoreUnit.WIN_PROBABILITY) == (
        "White played d3 — White's chance to win: 62%"
    )
    assert text.decision_text(WHITE, decision, ScoreUnit.NONE) == "White played d3"
    info = SearchResult(depth=22, score=1.0, pv=(Move.parse("f5"),), nodes=20_000, seconds=0.5)
    assert text.progress_text(BLACK, info) == "Black is thinking… (22 moves ahead)"
    assert text.progress_detail(info) == "depth 22, +1, f5, 40 kN/s"
    solved = SearchResult(depth=20, score=0.0, certainty=Certainty.EXACT)
    assert text.progress_text(BLACK, solved) == "Black is thinking… (to the end of the game)"
    hints = Hints({37: 4.2, 29: -1.0}, 37, SearchResult(depth=8, score=4.2, unit=ScoreUnit.DISCS))
    assert text.hint_text(hints) == "Hint: f5 is best (+4 discs, 8 moves ahead)"
    assert text.hint_text(Hints({}, None, SearchResult(depth=1, score=0.0))) is None
    for said in (text.decision_text(WHITE, behind), text.progress_text(BLACK, info), text.hint_text(hints)):
        for jargon in ("depth", "kN/s", "line ", "exact"):
            assert jargon not in said


def test_specs_read_as_players(tmp_path) -> None:
    assert players.player_title("random") == "Random mover"
    assert players.player_title("alphabeta:3:diff") == "Alpha-beta (3 moves ahead, counting discs)"
    assert players.player_title("master:5s:threads=2") == "Master engine (5 s a move, 2 threads)"
    assert players.player_title("master-linear:4") == "Master engine, simpler judgement (4 moves ahead)"
    assert players.player_title("td:" + str(tmp_path / "net.npz")) == "Self-taught network (net.npz)"
    assert players.player_title("master:soon") == "Master engine (soon)"  # a bad setting: as written
    assert players.player_title("nobody") == "nobody"
    assert players.side_texts("master:5s")[1] == "Computer · level 12"  # a level's player is that level
    assert players.side_texts("master:7s")[1] == "Computer · Master engine (7 s a move)"
    assert players.named_player_texts("human")[1] == "Human"
    assert players.named_player_texts("master:5s")[1] == "Computer · level 12"
    assert players.named_player_texts("Brian Rose") == ("Brian Rose", "Brian Rose")
    assert players.named_player_texts(readable_name(None))[1] == "Human"


def test_a_message_is_one_line() -> None:
    assert (
        text.one_line("Cannot read the clipboard:\nnot a game\n") == "Cannot read the clipboard: not a game"
    )
    assert text.one_line("failed.\n\n  RuntimeError: x") == "failed. RuntimeError: x"


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


def test_status_texts_and_board_state_load_no_widgets() -> None:
    """The words need Qt's translator, locale and key names (QtCore, QtGui), never a widget."""
    code = (
        "import sys, othello_qt.ui.status_text, othello_qt.ui.board_state;"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6.QtWidgets')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_hint_values_say_their_unit() -> None:
    info = SearchResult(depth=8, score=0.62)
    assert text.hint_text(Hints({37: 0.62}, 37, replace(info, unit=ScoreUnit.WIN_PROBABILITY))) == (
        "Hint: f5 is best (62% to win, 8 moves ahead)"
    )
    assert text.hint_text(Hints({37: 7.0}, 37, replace(info, unit=ScoreUnit.POINTS))) == (
        "Hint: f5 is best (+7 points, 8 moves ahead)"
    )
    assert parts.score_text(0.62, ScoreUnit.WIN_PROBABILITY) == "62%"
    assert parts.score_text(-3.4, ScoreUnit.DISCS) == "-3"
    assert parts.score_text(5.0, ScoreUnit.NONE) == ""


def test_a_value_of_one_reads_in_the_singular() -> None:
    worth_text = parts.worth_text
    assert worth_text(1, ScoreUnit.DISCS) == "+1 disc"
    assert worth_text(-0.6, ScoreUnit.DISCS) == "-1 disc"
    assert worth_text(4, ScoreUnit.DISCS) == "+4 discs"
    assert worth_text(-1, ScoreUnit.POINTS) == "-1 point"
    assert worth_text(0, ScoreUnit.POINTS) == "0 points"


def test_a_refused_move_says_why_in_the_players_words() -> None:
    from othello_qt.core.errors import IllegalMoveError
    from othello_qt.core.position import Move, Position
    from othello_qt.ui.status_text import illegal_move_text

    start = Position.initial()
    reasons = {}
    for square in ("d4", "a1"):
        try:
            start.play(Move.parse(square))
        except IllegalMoveError as exc:
            reasons[square] = illegal_move_text(Move.parse(square), exc, start)
    assert reasons == {
        "d4": "d4 is not a legal move: the square is taken",
        "a1": "a1 is not a legal move: it would turn no White disc",
    }
