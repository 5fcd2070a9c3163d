"""The ``master`` spec's grammar, read once: ``master[:BUDGET][:NAME=VALUE...]``.

``master:5s:threads=2``, ``master:12:mpc=off``, ``master:8:vary=2``, ``master:5s:book=off``: the
budget first (``Budget.parse``: ``12``, ``5s``, ``500ms``), then options.  The engine
(``players.master``) builds its player from what ``split_master_argument`` reads, and the registry
says the same fields in words (``registry.part_words``); this module imports no kernel, so the
registry reads a spec without loading the engine.
"""

from __future__ import annotations

import math

from othello_qt.core.engine.workers import MAX_SEARCH_THREADS, every_core_threads

OPTIONS = ("threads", "mpc", "book", "vary")
OPTIONS_HELP = (
    "threads=N or threads=all (master:5s:threads=2), mpc=off or mpc=T (ProbCut selectivity, e.g. mpc=2), "
    "book=off (no opening book), vary=D (varied openings: any book move within D discs of the best)"
)
MAX_VARY = 16.0
"""The widest ``vary=`` window in discs: wider would play book moves that lose outright."""


def split_master_argument(argument: str | None) -> tuple[str | None, dict[str, str]]:
    """(the budget's text or ``None``, the options' values by name, in the order given, lower case)
    of what follows ``master:``; ``ValueError`` for an unknown or repeated option."""
    fields = [] if argument is None else argument.split(":")
    budget = None
    if fields and "=" not in fields[0]:
        budget = fields.pop(0)
    options: dict[str, str] = {}
    for field in fields:
        name, equals, value = field.strip().lower().partition("=")
        if not equals or name not in OPTIONS or name in options:
            raise ValueError(f"master: unknown or repeated option {field!r}; known: {OPTIONS_HELP}")
        options[name] = value
    return budget, options


def parse_threads(text: str) -> int:
    """``"2"`` -> 2, ``"all"`` -> every core (at most ``MAX_SEARCH_THREADS``): the value of a ``master``
    spec's ``threads=`` option."""
    if text.strip().lower() == "all":
        return every_core_threads()
    if not text.strip().isdigit():
        raise ValueError(f"master: threads must be a whole number or all, not {text!r}")
    threads = int(text)
    if not 1 <= threads <= MAX_SEARCH_THREADS:
        raise ValueError(f"master: threads must be 1..{MAX_SEARCH_THREADS}, got {threads}")
    return threads


def parse_book(text: str) -> bool:
    """``"on"``/``"off"``: the value of the ``book=`` option."""
    value = text.strip().lower()
    if value not in ("on", "off"):
        raise ValueError(f"master: book must be on or off, not {text!r}")
    return value == "on"


def parse_vary(text: str) -> float:
    """``"2"`` -> 2.0 discs: the value of the ``vary=`` option (varied openings)."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 <= value <= MAX_VARY:
        raise ValueError(f"master: vary must be a number of discs from 0 to {MAX_VARY:g}, not {text!r}")
    return value
