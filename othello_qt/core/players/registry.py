"""Players by name: ``random``, ``greedy``, ... so the CLI and the UI can build them from a string.

A spec is ``NAME`` or ``NAME:ARG`` where ARG is a depth (``alphabeta:6``) or a time (``id:2s``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from othello_qt.core.players.base import Player
from othello_qt.core.players.simple import GreedyPlayer, RandomPlayer


@dataclass(frozen=True)
class PlayerKind:
    name: str
    description: str
    factory: Callable[[str | None, int | None], Player]
    argument: str = ""
    """What ARG means for this kind (empty if it takes none)."""


_KINDS: dict[str, PlayerKind] = {}


def register(kind: PlayerKind) -> None:
    _KINDS[kind.name] = kind


def available_players() -> list[PlayerKind]:
    return list(_KINDS.values())


def create_player(spec: str, seed: int | None = None) -> Player:
    """Build a player from its spec; ``ValueError`` naming the known players if it is unknown."""
    name, _, argument = spec.strip().partition(":")
    kind = _KINDS.get(name.lower())
    if kind is None:
        known = ", ".join(sorted(_KINDS))
        raise ValueError(f"unknown player {spec!r}; known players: {known}")
    if argument and not kind.argument:
        raise ValueError(f"player {name!r} takes no argument (got {argument!r})")
    return kind.factory(argument or None, seed)


register(PlayerKind("random", "random mover", lambda _arg, seed: RandomPlayer(seed)))
register(PlayerKind("greedy", "most discs flipped", lambda _arg, seed: GreedyPlayer(seed)))


def _register_classic() -> None:
    """The seeds' strategies (``classic_specs`` documents their spec grammar)."""
    from othello_qt.core.players import classic_specs as cs

    register(
        PlayerKind("corners", "corner-first, like the book: any corner, else most discs", cs.build_corners)
    )
    register(
        PlayerKind("diff", "one-ply maximizer of the disc difference (Norvig)", cs.build_maximizer("diff"))
    )
    register(
        PlayerKind(
            "weighted",
            "one-ply maximizer of the weighted-squares table (Norvig)",
            cs.build_maximizer("weighted"),
        )
    )
    evals = "EVAL: weighted (default), diff, squares"
    register(
        PlayerKind(
            "minimax",
            "plain minimax to a fixed depth",
            cs.search_factory("minimax"),
            f"depth[:EVAL]; {evals}",
        )
    )
    register(
        PlayerKind(
            "alphabeta",
            "alpha-beta to a fixed depth (Norvig)",
            cs.search_factory("alphabeta"),
            f"depth[:EVAL]; {evals}",
        )
    )
    register(
        PlayerKind(
            "negascout",
            "NegaScout over square weights with priority move ordering",
            cs.search_factory("negascout"),
            "depth[:EVAL]; EVAL: squares (default), weighted, diff",
        )
    )
    register(
        PlayerKind(
            "id",
            "iterative deepening alpha-beta, answers before its time limit",
            cs.build_iterative,
            f"time (2s, 500ms)[:EVAL]; {evals}",
        )
    )


_register_classic()


def _master(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master  # numba engine: imported on demand

    return create_master(argument, seed)


register(
    PlayerKind(
        "master",
        "master engine: PVS, tuned evaluation, exact endgame",
        _master,
        argument="depth (master:12) or time a move (master:5s, master:500ms); default 2 s; "
        "then :threads=N for a parallel search (master:5s:threads=2)",
    )
)


def _td_player(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.td import TDPlayer

    return TDPlayer.from_file(argument, seed)


register(PlayerKind("td", "TD(λ) network, 1 ply (the learning seed)", _td_player, "weights .npz file"))
