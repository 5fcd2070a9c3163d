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
    check: Callable[[str | None], None] | None = None
    """Validates ARG without building the player (``ValueError`` if bad), for kinds whose building
    reads files: such a check is cheap and never blocks, so the UI thread may call it."""


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


def check_spec(spec: str) -> str:
    """The spec, stripped, if it names a registered player with an acceptable argument; else
    ``ValueError`` saying what is wrong.  Kinds that read files only check the file's kind (never
    reading it), so this is safe on a UI thread; the others are built once and dropped."""
    name, _, argument = spec.strip().partition(":")
    kind = _KINDS.get(name.lower())
    if kind is not None and kind.check is not None:
        if argument or not kind.argument:
            kind.check(argument or None)
        return spec.strip()
    create_player(spec)
    return spec.strip()


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
        argument="depth (master:12) or time a move (master:5s, master:500ms); default 2 s",
    )
)


def _master_linear(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master_linear

    return create_master_linear(argument, seed)


register(
    PlayerKind(
        "master-linear",
        "master engine with its former linear evaluation (to measure the pattern evaluation's gain)",
        _master_linear,
        argument="depth or time a move, as for master",
    )
)


def _humanlike(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.humanlike import create_humanlike

    return create_humanlike(argument, seed)


register(
    PlayerKind(
        "humanlike",
        "plays like a person: looks a few moves ahead and sometimes prefers a slightly worse move",
        _humanlike,
        argument="DEPTH:TEMPERATURE (humanlike:2:4: two plies ahead, 4 discs of randomness)",
    )
)


def _td_player(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.td import TDPlayer

    return TDPlayer.from_file(argument, seed)


def _check_td_weights(argument: str | None) -> None:
    if argument:
        from othello_qt.core.datafile import check_regular_file

        check_regular_file(argument)


register(
    PlayerKind(
        "td", "TD(λ) network, 1 ply (the learning seed)", _td_player, "weights .npz file", _check_td_weights
    )
)
