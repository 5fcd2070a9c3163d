"""Guard against a broken Qt binding: PySide6 6.12.0 drops a reference to ``None`` on every call
of a method returning void (QPainter.drawEllipse, setPen, ...), which aborts the app after a few
thousand paints on Python < 3.12.  pyproject excludes that version; this test catches a relapse."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12 on")
def test_painter_calls_keep_the_reference_count_of_none(qapp) -> None:
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.drawEllipse(QPointF(5, 5), 3.0, 3.0)
    after = sys.getrefcount(None)
    painter.end()
    assert after - before > -50, "this PySide6 build leaks references to None: install another version"
