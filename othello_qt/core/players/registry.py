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


def _master(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master  # numba engine: imported on demand

    return create_master(argument, seed)


register(
    PlayerKind(
        "master",
        "master engine: PVS, tuned evaluation, exact endgame",
        _master,
        argument="depth (master:12) or seconds a move (master:5s); default 2 s",
    )
)
