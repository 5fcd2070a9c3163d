"""Parse the specs of the seeds' players and register them (``corners``, ``alphabeta:6:diff``, ``id:2s``).

Grammar, after the name: ``minimax|alphabeta:DEPTH[:EVAL]``, ``negascout:DEPTH[:EVAL]``,
``id:SECONDS[s][:EVAL]`` with EVAL one of ``weighted`` (Norvig's table), ``diff`` (disc
difference), ``squares`` (the NegaScout seed's table).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from othello_qt.core.players.base import Player, ScoreUnit
from othello_qt.core.players.classic import (
    EVALUATION_UNITS,
    EVALUATIONS,
    CornersPlayer,
    FixedDepthSearchPlayer,
    MaximizerPlayer,
)

DEFAULT_DEPTH = {"minimax": 4, "alphabeta": 6, "negascout": 6}
DEFAULT_EVALUATION = {
    "minimax": "weighted",
    "alphabeta": "weighted",
    "negascout": "squares",
    "id": "weighted",
}
DEFAULT_SECONDS = 2.0
MAX_SECONDS = 3600.0


def _split(name: str, argument: str | None) -> tuple[str | None, str]:
    """(main argument or None, evaluation name) from ``6`` or ``6:diff``."""
    if not argument:
        return None, DEFAULT_EVALUATION[name]
    main, _, evaluation = argument.partition(":")
    evaluation = evaluation.strip().lower() or DEFAULT_EVALUATION[name]
    if evaluation not in EVALUATIONS:
        raise ValueError(
            f"{name}: unknown evaluation {evaluation!r}; known evaluations: {', '.join(EVALUATIONS)}"
        )
    return (main.strip() or None), evaluation


def parse_depth(name: str, text: str | None) -> int:
    if text is None:
        return DEFAULT_DEPTH[name]
    try:
        depth = int(text)
    except ValueError:
        raise ValueError(f"{name}: depth must be a whole number of plies, got {text!r}") from None
    if not 1 <= depth <= 60:
        raise ValueError(f"{name}: depth must be between 1 and 60, got {depth}")
    return depth


def parse_seconds(name: str, text: str | None) -> float:
    """``2s``, ``2``, ``500ms``, ``1.5s`` as seconds: the one time parser of the player specs."""
    if text is None:
        return DEFAULT_SECONDS
    raw = text.strip().lower()
    scale = 1.0
    if raw.endswith("ms"):
        raw, scale = raw[:-2], 0.001
    elif raw.endswith("s"):
        raw = raw[:-1]
    try:
        seconds = float(raw) * scale
    except ValueError:
        raise ValueError(f"{name}: time must look like 2s, 1.5s or 500ms, got {text!r}") from None
    if not math.isfinite(seconds):
        raise ValueError(f"{name}: time must be a finite number of seconds like 2s or 500ms, got {text!r}")
    if seconds <= 0:
        raise ValueError(f"{name}: time must be greater than 0 seconds, got {text!r}")
    if seconds > MAX_SECONDS:
        raise ValueError(f"{name}: time must be at most {MAX_SECONDS:g} seconds, got {text!r}")
    return seconds


def search_factory(algorithm: str) -> Callable[[str | None, int | None], Player]:
    def build(argument: str | None, _seed: int | None) -> Player:
        depth_text, evaluation = _split(algorithm, argument)
        return FixedDepthSearchPlayer(algorithm, parse_depth(algorithm, depth_text), evaluation)

    return build


def unit_factory(name: str) -> Callable[[str], ScoreUnit]:
    """The score unit of ``name:ARGUMENT``: that of the evaluation the argument names."""
    return lambda argument: EVALUATION_UNITS[_split(name, argument)[1]]


def build_corners(argument: str | None, seed: int | None) -> Player:
    return CornersPlayer(seed)


def build_maximizer(evaluation: str) -> Callable[[str | None, int | None], Player]:
    return lambda _argument, _seed: MaximizerPlayer(evaluation)


def build_iterative(argument: str | None, _seed: int | None) -> Player:
    from othello_qt.core.players.iterative import IterativeDeepeningPlayer

    seconds_text, evaluation = _split("id", argument)
    return IterativeDeepeningPlayer(parse_seconds("id", seconds_text), evaluation)
