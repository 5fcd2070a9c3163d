"""What a player reads (issue 19, section 3), each through the real window: the status line in a
player's words, players named as players, and a message after a bad paste."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.players import registry
from othello_qt.core.players.base import Decision, Player, ScoreUnit, SearchInfo
from othello_qt.core.position import WHITE, Move, Position
from othello_qt.ui import game_analysis
from othello_qt.ui.panels import CUSTOM, PlayerDialog
from othello_qt.ui.status_text import side_texts
from tests.ui.conftest import shown_dialog
from tests.ui.test_game_play import click, wait_human_turn

DEEP = 20
"""The depth of a hint's (or the computer's) search in these tests: deeper than the review's."""

PASS_GAME = (
    "d3c3f5f6e6d6g7g5d7h8b3c7h5c8e7g6f7f4g8g4c6f8f3h7e8h3h4e3e2d8b8g3h2a8h6h1f2f1a3c4b4d2d1c2b5a2c1a6"
    "b6b7a4c5e1b2b1a5g1a7a1g2"
)
"""A whole game of 60 discs placed in 61 plies: Black passes after the 36th move (random play)."""

Scores = Callable[[Position, int], dict[Move, float]]


def squares_in_order(position: Position) -> list[Move]:
    return sorted((m for m in position.legal_moves() if not m.is_pass), key=lambda m: m.square or 0)


def lower_squares_better(position: Position, _depth: int) -> dict[Move, float]:
    """Every move worth minus its square's index: the highest square is a blunder when there is choice."""
    return {m: -float(m.square or 0) for m in squares_in_order(position)}


def trap(shallow: float, deep: float, deep_from: int) -> Scores:
    """The first move (by square) costs ``shallow`` discs below depth ``deep_from``, ``deep`` from it."""

    def scores(position: Position, depth: int) -> dict[Move, float]:
        moves = squares_in_order(position)
        cost = deep if depth >= deep_from else shallow
        return {m: (-cost if i == 0 else 0.0) for i, m in enumerate(moves)}

    return scores


class ScriptedAnalyzer(Player):
    """An analysing engine whose values a test chooses; a time budget (hints) searches ``DEEP``."""

    supports_analysis = True
    score_unit = ScoreUnit.DISCS
    description = "scripted analyser"

    def __init__(self, spec: str, scores: Scores) -> None:
        self.spec = spec
        self._scores = scores

    def choose(self, position, budget=None, stop=None, progress=None) -> Decision:
        info = self.analyze(position, None)
        best = info.pv[0] if info.pv else position.legal_moves()[0]
        return Decision(best, score=info.score, depth=info.depth, pv=(best,), seconds=0.01)

    def analyze(self, position, budget=None, stop=None, progress=None) -> SearchInfo:
        depth = budget.depth if budget is not None and budget.depth else DEEP
        scores = self._scores(position, depth)
        if not scores:
            return SearchInfo(depth, 0.0, (), 10, 0.001, False, {})
        best = max(scores, key=lambda m: scores[m])
        info = SearchInfo(depth, scores[best], (best,), 10, 0.001, False, scores)
        if progress is not None:
            progress(info)
        return info


class BehindPlayer(Player):
    """A computer that plays its first move and reports a search of 3 moves valued -1 disc."""

    description = "plays its first move, 1 disc behind"

    def __init__(self) -> None:
        self.spec = "test-behind"

    def choose(self, position, budget=None, stop=None, progress=None) -> Decision:
        move = squares_in_order(position)[0]
        if progress is not None:
            progress(SearchInfo(3, -1.0, (move,), 48_070, 0.01))
        return Decision(move, score=-1.0, depth=3, pv=(move,), seconds=0.01)


@pytest.fixture
def scripted(monkeypatch: pytest.MonkeyPatch) -> None:
    """``test-squares``, ``test-deep`` (the first move looks 30 discs worse below ``DEEP``, best at
    it), ``test-shallow`` (costs 5 discs below the review's depth, 12 at it), ``test-behind``."""
    review = game_analysis.LEVELS[game_analysis.REVIEW_LEVEL].depth
    analysers = {
        "test-squares": lower_squares_better,
        "test-deep": trap(30.0, -5.0, DEEP),
        "test-shallow": trap(5.0, 12.0, review),
    }
    for name, scores in analysers.items():
        kind = registry.PlayerKind(
            name,
            "A scripted analyser.",
            lambda _a, _s, name=name, scores=scores: ScriptedAnalyzer(name, scores),
            score_unit=ScoreUnit.DISCS,
            analyses_all_moves=True,
        )
        monkeypatch.setitem(registry._KINDS, name, kind)
    behind = registry.PlayerKind(
        "test-behind", "Behind.", lambda _a, _s: BehindPlayer(), score_unit=ScoreUnit.DISCS
    )
    monkeypatch.setitem(registry._KINDS, "test-behind", behind)


def first_squares_game(plies: int, pick: int = 0) -> Game:
    """A game that always plays the first (``pick=0``) or last (``pick=-1``) legal move by square."""
    game = Game.new()
    while game.ply < plies and not game.is_over():
        if not game.play_pass_if_forced():
            game.play(squares_in_order(game.position)[pick])
    return game


def paste(window, text: str) -> None:
    QGuiApplication.clipboard().setText(text)
    window.paste_action.trigger()


def review(qtbot, window) -> None:
    with qtbot.waitSignal(window.analysis.analyzer.reviewFinished, timeout=30000) as finished:
        window.analysis.review_action.trigger()
    assert finished.args == [True]
    qtbot.wait(150)  # the marks' coalesced redraw


def cells(window) -> list[str]:
    return [cell for row in window.panel.move_list.text_rows() for cell in row if cell]


# --- 1. the status line speaks as a player, the engine's report in its tooltip ----------------------


def test_status_line_says_it_as_a_player_would(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="test-behind", hint_spec="test-squares")
    controller = window.controller
    click(qtbot, window, squares_in_order(controller.position)[0].square)
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)
    white_move = controller.game.moves[1]
    status = window.status
    assert status.text() == f"White played {white_move} — White is 1 disc behind"
    assert "depth 3, -1 discs" in status.toolTip()  # the engine's own words, for who wants them
    wait_human_turn(qtbot, controller)
    window.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: status.text().startswith("Hint:"), timeout=5000)
    assert status.text().endswith(f", {DEEP} moves ahead)")
    for said in (status.text(), window.panel.turn_label.text()):
        for jargon in ("depth", "kN/s", "line ", " s,"):
            assert jargon not in said


def test_thinking_says_how_far_ahead(qtbot, make_window, test_players) -> None:
    window = make_window(black="human", white="test-slow")
    controller = window.controller
    click(qtbot, window, 37)
    qtbot.waitUntil(
        lambda: "thinking" in window.status.text() and "ahead" in window.status.text(), timeout=5000
    )
    assert window.status.text() == "White is thinking… (1 move ahead)"
    assert "kN/s" in window.status.toolTip()
    controller.move_now()


# --- 2. players are named as players --------------------------------------------------------------


def test_the_player_chooser_speaks_in_player_words(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    chooser = window.panel.white_chooser
    chooser.activated.emit(chooser.findData(CUSTOM))
    dialog = shown_dialog(window, PlayerDialog)
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    assert "Random mover" in names
    dialog.list.setCurrentRow(names.index("Random mover"))
    assert dialog.detail.text() == "Computer: Random mover"
    dialog.list.setCurrentRow(names.index("Alpha-beta"))
    placeholder = dialog.setting.placeholderText()
    assert placeholder == "optional: moves ahead, e.g. 6"
    dialog.setting.setText("3:diff")
    assert dialog.detail.text() == "Computer: Alpha-beta (3 moves ahead, counting discs)"
    for said in (placeholder, dialog.detail.text(), dialog.about.text()):
        for jargon in ("spec", "EVAL", "depth[", "alphabeta"):
            assert jargon not in said
    assert "alphabeta:3:diff" in dialog.detail.toolTip()  # the spec is still there for who wants it
    dialog.accept()
    assert window.controller.side(WHITE) == "alphabeta:3:diff"
    assert chooser.currentText() == "Computer — Alpha-beta (3 moves ahead, counting discs)"


def test_a_saved_games_players_read_as_players(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="level", level=12)
    path = tmp_path / "game.ggf"
    assert window.save_path(path)
    assert "PW[master:5s]" in path.read_text()  # the file names the player exactly
    window.controller.set_side(WHITE, "human")
    assert window.open_path(path)
    black, white = window.panel.black_card, window.panel.white_card
    assert black.player.text() == "Human"
    assert white.player.text() in side_texts("master:5s")[1:]  # "Computer · level 12", or shorter
    assert side_texts("master:5s")[1] == "Computer · level 12"
    assert white.player.toolTip().startswith("Computer, level 12 — Grandmaster (from the file)")
    # a player that is no level reads as what it is
    path.write_text(path.read_text().replace("PW[master:5s]", "PW[master:7s]"))
    assert window.open_path(path)
    assert white.player.toolTip().startswith("Computer: Master engine (7 s a move) (from the file)")
    assert "master:7s" not in white.player.text()


# --- 6. a bad paste says why -----------------------------------------------------------------------


def test_a_bad_paste_says_why(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    paste(window, "this is not a game")
    text = window.status.text()
    assert text.startswith("Cannot read the clipboard: ") and "not a GGF game" in text
    assert not window.status.shown_text().rstrip().endswith(":")
    shown_dialog(window, QMessageBox).close()
