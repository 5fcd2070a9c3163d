"""The board's banner (a result, a pass) fits the board in every language: wrapped, then smaller,
never cut off at its ends."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from othello_qt.core.position import BLACK
from othello_qt.ui import i18n
from othello_qt.ui.board_view import BANNER_MIN_PIXELS, banner_text
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
