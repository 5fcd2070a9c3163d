"""The small forms every text of the window is built from: a list, a number with decimals, a score
and its unit, a count of discs.

Apart so the status line, the players' words and the screen reader's say them the same way (context
``StatusText``, as before the texts were split by audience).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLocale

from othello_qt.core.search_result import ScoreUnit
from othello_qt.ui.i18n import translate


def list_separator() -> str:
    """What goes between the items of a list: ``, `` (``、`` in Japanese)."""
    return translate("StatusText", ", ", "between the items of a list")


def join_list(items: Iterable[str]) -> str:
    return list_separator().join(item for item in items if item)


def decimal_text(value: float, decimals: int) -> str:
    """``0.41`` (``0,41`` in German): a number with a fixed count of decimals, the player's way."""
    return QLocale().toString(float(value), "f", decimals)


def disc_text(value: float) -> str:
    """A score in discs as shown to players: ``+4``, ``-2``, ``0`` (never ``-0``)."""
    discs = round(value)
    return f"{discs:+d}" if discs else "0"


def percent_text(chance: float) -> str:
    """A chance 0..1 as a percentage: ``62%``."""
    return translate("StatusText", "{percent}%").format(percent=round(100 * chance))


def score_text(value: float, unit: ScoreUnit) -> str:
    """A move's value as written on the board: ``+4`` (discs or points), ``62%`` (a chance to win),
    ``""`` for a player whose scores mean nothing."""
    if unit == ScoreUnit.WIN_PROBABILITY:
        return percent_text(value)
    if unit == ScoreUnit.NONE:
        return ""
    return disc_text(value)


def worth_text(value: float, unit: ScoreUnit) -> str:
    """A value with its unit: ``+4 discs``, ``+1 disc``, ``-7 points``, ``62% to win``; ``""``
    without a scale."""
    if unit == ScoreUnit.WIN_PROBABILITY:
        return translate("StatusText", "{chance} to win").format(chance=percent_text(value))
    if unit == ScoreUnit.NONE:
        return ""
    count = abs(round(value))
    if unit == ScoreUnit.DISCS:
        return translate("StatusText", "{value} disc(s)", None, count).format(value=disc_text(value))
    return translate("StatusText", "{value} point(s)", None, count).format(value=disc_text(value))


def disc_count(discs: int) -> str:
    """``1 disc``, ``4 discs``."""
    return translate("StatusText", "%n disc(s)", None, discs)
