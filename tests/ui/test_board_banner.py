"""The board's banner (a result, a pass) fits the board in every language: wrapped, then smaller,
never cut off at its ends."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from othello_qt.core.position import BLACK
from othello_qt.ui import i18n
from othello_qt.ui.board_banner import BANNER_MIN_PIXELS, banner_text
from othello_qt.ui.status_text import time_loss_text


def letters(text: str) -> str:
    return "".join(text.split())


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("de", "Deine Zeit ist abgelaufen — du verlierst durch Zeitüberschreitung"),
        ("ja", "持ち時間が切れました — あなたの時間切れ負けです"),
    ],
)
def test_a_long_result_fits_the_board_at_the_default_size(make_window, language: str, expected: str) -> None:
    try:
        i18n.install(language)
        window = make_window(black="human", white="human")
        view = window.board_view
        view.show_result(time_loss_text(BLACK, [BLACK]))
        assert view.result_text == expected
        layout = view.banner_layout(view.result_text)
        board_width = view.square_rect(7).right() - view.square_rect(0).left()
        metrics = QFontMetricsF(layout.font, view)
        one_line = metrics.horizontalAdvance(expected)
        if language == "de":
            assert one_line > board_width  # one line would be cut off
        # It wraps exactly when one line would be cut off: with no CJK font installed the ideographs
        # fall back to narrow boxes that fit one line (ideographs wrap in the test below).
        assert (len(layout.lines) > 1) == (one_line > board_width)
        assert layout.font.pixelSize() >= BANNER_MIN_PIXELS
        assert all(metrics.horizontalAdvance(line) < board_width for line in layout.lines)
        assert letters("".join(layout.lines)) == letters(expected)  # nothing left out
        assert not view.grab().isNull()  # and it paints
    finally:
        i18n.install("en")


def test_banner_text_wraps_then_shrinks_never_clips(qapp) -> None:
    font = QFont()
    font.setBold(True)
    font.setPixelSize(24)
    short = banner_text("You win 40–24!", font, 400)
    assert short.lines == ("You win 40–24!",) and short.font.pixelSize() == 24
    two = banner_text("Your time ran out — you lose on time", font, 300)
    assert two.lines == ("Your time ran out —", "you lose on time")
    text = "Deine Zeit ist abgelaufen — du verlierst durch Zeitüberschreitung " * 3 + "Zeit" * 30
    for width in (120, 200, 320):
        layout = banner_text(text, font, width)
        metrics = QFontMetricsF(layout.font)
        assert layout.font.pixelSize() == BANNER_MIN_PIXELS and len(layout.lines) > 2
        assert all(metrics.horizontalAdvance(line) <= width for line in layout.lines)
        assert letters("".join(layout.lines)) == letters(text)
    chinese = banner_text("你的时间用完了——超时负" * 2, font, 300)  # no spaces: broken between ideographs
    metrics = QFontMetricsF(chinese.font)
    assert len(chinese.lines) == 2 and all(metrics.horizontalAdvance(line) <= 300 for line in chinese.lines)


FINISHED = (
    "c4c5f6c3b5g7e3e6c2f3g3a5h8b3f4f2b4f5f7h3a3d2e2e1a6e7d7c1c6g8f1g4d1b6b1d3g6b7f8a7c7h6a8b2g5g2a1d6h2"
    "h5a4d8c8h7e8a2h4b8h1g1"
)
"""A whole game, Black wins 48-16; h1, far from the banner, ends white."""


def test_the_discs_under_the_result_keep_their_colours(qtbot, make_window) -> None:
    """Issue 43, item 4: at the end every white disc under the banner was drawn grey."""
    from othello_qt.core.game import Game
    from othello_qt.core.position import WHITE, Move

    window = make_window(black="human", white="human")
    view = window.board_view
    window.controller.load_game(Game.from_transcript(FINISHED))
    qtbot.waitUntil(lambda: bool(view.result_text), timeout=5000)
    h1 = Move.parse("h1").square
    assert window.controller.position.piece_at(h1) is WHITE
    centre = view.square_rect(h1).center().toPoint()
    ratio = view.devicePixelRatioF()
    spot = centre * ratio

    def pixel() -> tuple[int, int, int]:
        color = view.grab().toImage().pixelColor(spot)
        return color.red(), color.green(), color.blue()

    over = pixel()
    corner = view.grab().toImage().pixelColor(view.square_rect(h1).topLeft().toPoint() * ratio)
    view.show_result("")
    assert pixel() == over  # the white disc as white as before the game ended
    assert corner != view.grab().toImage().pixelColor(view.square_rect(h1).topLeft().toPoint() * ratio)
