"""Numbers read from protocol fields: one checked parser, with a range, for every numeric field.

Python's ``int`` and ``float`` take more than a protocol means -- ``inf``, ``nan``, ``1_000``,
other scripts' digits, ``1e400`` (which becomes infinity) -- and ``int`` of a long digit string
takes quadratic time.  A field here is ASCII: a whole number is ``[+-]digits``, a real number
may add a fraction and an exponent (``-1.5``, ``2e3``); at most ``MAX_NUMBER_CHARS`` characters;
finite; and inside the field's range.  Anything else is a ``NumberFieldError`` whose message
names the field, quotes the text (shortened) and says what was wrong, ready for a status line.
"""

from __future__ import annotations

import math

MAX_NUMBER_CHARS = 40
"""Longest field read as a number: longer text is refused before any conversion (linear time)."""

_WHOLE_CHARACTERS = frozenset("+-0123456789")
_REAL_CHARACTERS = _WHOLE_CHARACTERS | frozenset(".eE")


class NumberFieldError(ValueError):
    """A numeric field that cannot be used; ``str()`` is one line naming the field and the text."""

    def __init__(self, name: str, text: str, problem: str) -> None:
        self.name = name
        self.text = text
        self.problem = problem
        super().__init__(f"{name}: {quoted(text)} {problem}")


class NotANumber(NumberFieldError):
    """The text is not written as a number of the field's kind."""


class OutOfRange(NumberFieldError):
    """A number, but not a finite one inside the field's range."""


def quoted(text: str, limit: int = 20) -> str:
    """``text`` as a message quotes it: ``repr`` of at most ``limit`` characters."""
    return repr(text) if len(text) <= limit else repr(text[:limit]) + "..."


def in_range(value: float, low: float, high: float, *, low_open: bool = False) -> bool:
    """``value`` is finite and between ``low`` and ``high`` (``low`` itself refused if ``low_open``)."""
    if not math.isfinite(value) or value > high:
        return False
    return value > low if low_open else value >= low


def describe_range(low: float, high: float, *, low_open: bool = False) -> str:
    """The range as messages say it: ``1 to 60``, ``above 0 up to 8.64e+06``."""
    if low_open:
        return f"above {low:g}" if math.isinf(high) else f"above {low:g} up to {high:g}"
    return f"{low:g} to {high:g}"


def parse_int(text: str, low: int, high: int, name: str) -> int:
    """The whole number ``text`` (``[+-]digits``) if in ``low``..``high``; else ``NumberFieldError``."""
    _check_characters(text, _WHOLE_CHARACTERS, name, "whole number")
    try:
        value = int(text)
    except ValueError:
        raise NotANumber(name, text, "is not a whole number") from None
    if not low <= value <= high:
        raise OutOfRange(name, text, f"is out of range ({describe_range(low, high)})")
    return value


def parse_float(text: str, low: float, high: float, name: str, *, low_open: bool = False) -> float:
    """The finite number ``text`` if it lies in the range; else ``NumberFieldError`` (``1e400`` too)."""
    _check_characters(text, _REAL_CHARACTERS, name, "number")
    try:
        value = float(text)
    except ValueError:
        raise NotANumber(name, text, "is not a number") from None
    if not in_range(value, low, high, low_open=low_open):
        raise OutOfRange(name, text, f"is out of range ({describe_range(low, high, low_open=low_open)})")
    return value


def _check_characters(text: str, allowed: frozenset[str], name: str, kind: str) -> None:
    if not text:
        raise NotANumber(name, text, f"is missing (a {kind} is needed)")
    if len(text) > MAX_NUMBER_CHARS:
        raise NotANumber(name, text, f"is too long for a {kind} ({len(text)} characters)")
    if not allowed.issuperset(text):
        raise NotANumber(name, text, f"is not a {kind}")
