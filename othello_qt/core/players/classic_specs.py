"""Parse the specs of the seeds' players and register them (``corners``, ``alphabeta:6:diff``, ``id:2s``).

Grammar, after the name: ``minimax|alphabeta:DEPTH[:EVAL]``, ``negascout:DEPTH[:EVAL]``,
``id:SECONDS[s][:EVAL]`` with EVAL one of ``weighted`` (Norvig's table), ``diff`` (disc
difference), ``squares`` (the NegaScout seed's table).
"""

from __future__ import annotations

from collections.abc import Callable

from othello_qt.core.budget import Budget, BudgetError
from othello_qt.core.players.base import Player
from othello_qt.core.players.classic import (
    DEFAULT_EVALUATION,
    EVALUATION_UNITS,
    EVALUATIONS,
    CornersPlayer,
    FixedDepthSearchPlayer,
    MaximizerPlayer,
)
from othello_qt.core.search_result import ScoreUnit

DEFAULT_DEPTH = {"minimax": 4, "alphabeta": 6, "negascout": 6}
DEFAULT_SECONDS = 2.0


def split_argument(name: str, argument: str | None) -> tuple[str | None, str]:
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
    """``6`` as plies (``DEFAULT_DEPTH`` when absent), through ``Budget.parse``."""
    if text is None:
        return DEFAULT_DEPTH[name]
    budget = Budget.parse(text, owner=name)
    if budget.depth is None or budget.seconds is not None:
        raise BudgetError(f"{name}: give a depth like {DEFAULT_DEPTH[name]}, got {text!r}")
    return budget.depth


def parse_seconds(name: str, text: str | None) -> float:
    """``2s``, ``2``, ``500ms``, ``1.5s`` as seconds (``DEFAULT_SECONDS`` if absent), by ``Budget.parse``."""
    if text is None:
        return DEFAULT_SECONDS
    seconds = Budget.parse(text, owner=name, bare="seconds").seconds
    assert seconds is not None  # a bare number is a time here
    return seconds


def search_factory(algorithm: str) -> Callable[[str | None, int | None], Player]:
    def build(argument: str | None, _seed: int | None) -> Player:
        depth_text, evaluation = split_argument(algorithm, argument)
        return FixedDepthSearchPlayer(algorithm, parse_depth(algorithm, depth_text), evaluation)

    return build


def unit_factory(name: str) -> Callable[[str], ScoreUnit]:
    """The score unit of ``name:ARGUMENT``: that of the evaluation the argument names."""
    return lambda argument: EVALUATION_UNITS[split_argument(name, argument)[1]]


def evaluation_unit(evaluation: str) -> Callable[[str], ScoreUnit]:
    """The score unit of a kind whose evaluation is fixed (``diff`` counts discs)."""
    return lambda _argument: EVALUATION_UNITS[evaluation]


def build_corners(argument: str | None, seed: int | None) -> Player:
    return CornersPlayer(seed)


def build_maximizer(evaluation: str) -> Callable[[str | None, int | None], Player]:
    return lambda _argument, _seed: MaximizerPlayer(evaluation)


def build_iterative(argument: str | None, _seed: int | None) -> Player:
    from othello_qt.core.players.iterative import IterativeDeepeningPlayer

    seconds_text, evaluation = split_argument("id", argument)
    return IterativeDeepeningPlayer(parse_seconds("id", seconds_text), evaluation)
