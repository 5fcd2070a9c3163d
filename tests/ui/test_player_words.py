"""What a player reads (issue 19, section 3), each through the real window: the status line in a
player's words, players named as players, one numbering of moves, marks that never contradict the
review, texts and marks that fit, and a message after a bad paste."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QResizeEvent
from PySide6.QtWidgets import QMessageBox

from othello_qt.core.game import Game
from othello_qt.core.players import registry
from othello_qt.core.players.base import Player, Request
from othello_qt.core.players.levels import LEVELS
from othello_qt.core.position import WHITE, Move, Position
from othello_qt.core.review import Verdict
from othello_qt.core.search_result import ScoreUnit, SearchResult
from othello_qt.ui import game_analysis
from othello_qt.ui.panels import CUSTOM, PlayerDialog
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

    def __init__(self, spec: str, scores: Scores) -> None:
        self.spec = spec
        self._scores = scores

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        info = self.analyze(position, None)
        best = info.pv[0] if info.pv else position.legal_moves()[0]
        return SearchResult(best, score=info.score, depth=info.depth, pv=(best,), seconds=0.01)

    def value_moves(self, request: Request) -> SearchResult:
        position, budget, progress = request.position, request.budget, request.progress
        depth = budget.depth if budget is not None and budget.depth else DEEP
        scores = self._scores(position, depth)
        if not scores:
            return SearchResult(depth=depth, score=0.0, nodes=10, seconds=0.001)
        best = max(scores, key=lambda m: scores[m])
        info = SearchResult(
            depth=depth, score=scores[best], pv=(best,), nodes=10, seconds=0.001, move_scores=scores
        )
        if progress is not None:
            progress(info)
        return info


class BehindPlayer(Player):
    """A computer that plays its first move and reports a search of 3 moves valued -1 disc."""

    score_unit = ScoreUnit.DISCS

    def __init__(self) -> None:
        self.spec = "test-behind"

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position, progress = request.position, request.progress
        move = squares_in_order(position)[0]
        if progress is not None:
            progress(SearchResult(depth=3, score=-1.0, pv=(move,), nodes=48_070, seconds=0.01))
        return SearchResult(move, score=-1.0, depth=3, pv=(move,), seconds=0.01)


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
            player=ScriptedAnalyzer,
        )
        monkeypatch.setitem(registry._KINDS, name, kind)
    behind = registry.PlayerKind("test-behind", "Behind.", lambda _a, _s: BehindPlayer(), player=BehindPlayer)
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
    window.files.paste_action.trigger()


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
    assert status.text() == f"White played {white_move} — White thinks it is 1 disc behind"
    assert "depth 3, -1 disc" in status.toolTip()  # the engine's own words, for who wants them
    wait_human_turn(qtbot, controller)
    window.view_options.hints_action.setChecked(True)
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
    assert window.files.save_path(path)
    saved = path.read_text()
    assert "PW[othello-qt level 12 (Grandmaster)]" in saved  # words any reader of the file understands
    assert f"XPW[{LEVELS[-1].spec}]" in saved  # and the exact player, which the window reads back
    window.controller.set_side(WHITE, "human")
    assert window.files.open_path(path)
    black, white = window.panel.black_card, window.panel.white_card
    assert black.player.text() == "Human" and not black.played.isVisible()  # the same player: said once
    # who played it, and who plays on, each on its own line
    assert white.played.text() in ("Computer · level 12", "Level 12")
    assert white.player.text() in ("plays on: Human", "Human")
    assert white.player.toolTip() == "Computer, level 12 — Grandmaster (from the file) — now Human"
    # an older file, with a spec as the name: a player that is no level reads as what it is
    old = path.read_text().replace(f"XPW[{LEVELS[-1].spec}]", "")
    path.write_text(old.replace("PW[othello-qt level 12 (Grandmaster)]", "PW[master:7s]"))
    assert window.files.open_path(path)
    assert white.player.toolTip().startswith("Computer: Master engine (7 s a move) (from the file)")
    assert "master:7s" not in white.player.text()


def test_a_loaded_games_card_says_who_plays_now_at_every_width(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(black="human", white="level", level=12)
    path = tmp_path / "game.ggf"
    assert window.files.save_path(path)
    window.controller.set_level(2, restart=False)
    assert window.files.open_path(path)
    white = window.panel.white_card
    shown, played = [], []
    for width in (600, 250, 160, 90):
        white.player.resize(width, white.player.height())
        white.played.resize(width, white.played.height())
        white.resizeEvent(QResizeEvent(white.size(), white.size()))
        shown.append(white.player.text())
        played.append(white.played.text())
    assert shown[0] == "plays on: Computer · level 2" and played[0] == "Computer · level 12"
    assert shown[-1] == "Level 2"  # the narrowest card still says who plays now
    assert all("Level 2" in text or "level 2" in text for text in shown)
    assert all(text.startswith(("Computer", "Level", "Lev")) for text in played)  # and who played, elided
    # a side the file's player still plays is named once
    assert window.panel.black_card.player.toolTip() == "Human"


# --- 3. one numbering of moves: each disc placed, passes not counted ------------------------------


def test_moves_are_numbered_as_othello_players_count_them(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="human", hint_spec="test-squares")
    game = Game.from_transcript(PASS_GAME)
    assert game.ply == 61 and sum(m.is_pass for m in game.moves) == 1
    paste(window, PASS_GAME)
    assert window.status.text().startswith("Loaded the clipboard: 60 moves")
    shown = cells(window)
    assert len(shown) == 61 and shown.count("pass") == 1
    numbers = [int(cell.split(".")[0]) for cell in shown if cell != "pass"]
    assert numbers == list(range(1, 61))  # 1..60, one per disc, as transcripts count
    review(qtbot, window)
    shown = cells(window)
    reviews = [r for r in window.analysis.analyzer.reviews() if r is not None]
    after_pass = [r for r in reviews if r.ply > 37 and r.verdict is not Verdict.GOOD]
    assert after_pass, "random moves after the pass are valued as mistakes by this analyser"
    for r in after_pass:
        label = f"{r.number}. {r.move} {r.verdict.symbol}"
        assert label in shown  # the move list, the tooltip, the graph and the summary agree
        assert r.number == r.ply - 1
        (item,) = window.panel.move_list.findItems(label, Qt.MatchFlag.MatchExactly)
        assert item.toolTip().startswith(f"Move {r.number} ({r.move}): a {r.verdict.word}")
        assert f"move {r.number} ({r.move}) {r.verdict.symbol}" in window.analysis.panel.graph.describe()
    summary = window.analysis.panel.summary.text()
    for part in summary.split("the largest, move ")[1:]:
        number, move = part.split(" ")[:2]
        assert f"{number}. {move.strip('(),')}" in " ".join(shown)


# --- 4. the marks during play are the review's -----------------------------------------------------


def test_the_move_a_hint_called_best_is_never_a_mistake(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="test-deep", hint_spec="test-deep")
    controller = window.controller
    window.view_options.hints_action.setChecked(True)
    qtbot.waitUntil(lambda: controller.hints is not None and controller.hints.final, timeout=5000)
    best = controller.hints.best
    assert best == squares_in_order(controller.position)[0].square
    click(qtbot, window, best)  # the hint's move: shallow searches call it a 30-disc blunder
    qtbot.waitUntil(lambda: controller.game.ply == 2, timeout=5000)  # and the engine plays its own
    wait_human_turn(qtbot, controller)
    review(qtbot, window)
    reviews = window.analysis.analyzer.reviews()
    assert [r.verdict for r in reviews[:2] if r is not None] == [Verdict.GOOD, Verdict.GOOD]
    assert not any("?" in cell for cell in cells(window))


def test_marks_seen_during_play_never_contradict_the_review(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="human", hint_spec="test-shallow")
    seen: list[dict[int, tuple[Verdict, str]]] = []
    window.analysis.marksChanged.connect(lambda marks: seen.append(dict(marks)))
    game = first_squares_game(8)  # each move the one a shallow search calls a mistake
    paste(window, game.transcript())
    analyzer = window.analysis.analyzer
    qtbot.waitUntil(lambda: all(v is not None and v.depth >= 8 for v in analyzer.values()), timeout=10000)
    qtbot.wait(200)
    assert not any("?" in cell for cell in cells(window))  # a first look marks nothing yet
    review(qtbot, window)
    final = {r.ply: r.verdict for r in analyzer.reviews() if r is not None and r.verdict is not Verdict.GOOD}
    assert final and all(verdict is Verdict.BLUNDER for verdict in final.values())
    for marks in seen:
        for ply, (verdict, _note) in marks.items():
            assert final.get(ply) is verdict, (ply, verdict, final.get(ply))
    assert all(cell.endswith(" ??") for cell in cells(window))


# --- 5. texts and marks that fit ----------------------------------------------------------------


def test_the_review_fits_the_status_line_at_980_px(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="human", hint_spec="test-squares")
    assert window.width() == 980
    paste(window, first_squares_game(60, pick=-1).transcript())
    review(qtbot, window)
    status = window.status
    assert status.fontMetrics().horizontalAdvance(status.text()) <= status.contentsRect().width()
    assert status.text().startswith("Review done — Black: ")
    assert "the largest, move" in window.analysis.panel.summary.text()  # the whole summary is there


def test_many_marks_on_the_graph_never_overlap(qtbot, make_window, scripted) -> None:
    window = make_window(black="human", white="human", hint_spec="test-squares")
    paste(window, first_squares_game(60, pick=-1).transcript())
    review(qtbot, window)
    graph = window.analysis.panel.graph
    marks = {
        r.ply for r in window.analysis.analyzer.reviews() if r is not None and r.verdict is not Verdict.GOOD
    }
    assert len(marks) > 40
    labels = graph.mark_labels()
    assert {ply for ply, _rect in labels} == marks  # every symbol found room
    plot_top = graph._plot_rect().top()
    for index, (_ply, rect) in enumerate(labels):
        assert rect.bottom() <= plot_top and rect.top() >= 0  # above the line, inside the widget
        for _other, other in labels[index + 1 :]:
            assert not rect.intersects(other)
    graph.grab()


def test_the_board_takes_the_room_of_the_graph(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    board, strip = window.board_view, window.analysis.panel
    qtbot.waitUntil(lambda: strip.graph.isVisible() and strip.graph.height() > 50, timeout=3000)
    with_graph = board.height()
    window.analysis.graph_action.trigger()  # off
    qtbot.waitUntil(lambda: board.height() > with_graph + 100, timeout=3000)
    assert strip.height() <= strip.sizeHint().height()  # its header and summary, no empty band
    window.analysis.graph_action.trigger()  # on again: the graph gets its room back
    qtbot.waitUntil(lambda: strip.graph.height() > 80, timeout=3000)


# --- 6. a bad paste says why -----------------------------------------------------------------------


def test_a_bad_paste_says_why(qtbot, make_window) -> None:
    window = make_window(black="human", white="human")
    paste(window, "this is not a game")
    text = window.status.text()
    assert text.startswith("Cannot read the clipboard: ") and "not a GGF game" in text
    assert not window.status.shown_text().rstrip().endswith(":")
    shown_dialog(window, QMessageBox).close()


def test_a_window_started_without_the_graph_gives_the_board_its_room(qtbot, make_window) -> None:
    window = make_window(black="human", white="human", show_graph=False)
    strip = window.analysis.panel
    qtbot.waitUntil(lambda: strip.isVisible() and window.splitter.board_splitter.sizes()[1] > 0, timeout=3000)
    qtbot.waitUntil(
        lambda: window.splitter.board_splitter.sizes()[1] <= strip.sizeHint().height(), timeout=3000
    )
    assert strip.graph.isHidden()
