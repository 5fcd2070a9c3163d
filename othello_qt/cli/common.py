"""Helpers the game commands share: the ``--player`` / ``--level`` / ``--seed`` options and the player."""

from __future__ import annotations

import argparse
import io
import math
import sys
from typing import TextIO

from othello_qt.core.players.base import Player
from othello_qt.core.protocol_numbers import in_range


def is_positive_number(value: float, high: float = math.inf) -> bool:
    """A usable time or size: above zero, finite and at most ``high`` (``float`` options also accept
    ``nan`` and ``inf``).  The range rule is ``core.protocol_numbers``', shared with the protocols."""
    return in_range(value, 0.0, high, low_open=True)


def add_plan_option(parser: argparse.ArgumentParser, plan: object, name: str, help_text: str) -> None:
    """``--NAME`` whose default is ``plan``'s field of that name (dashes for underscores), of that
    field's type, its help ending with the default."""
    value = getattr(plan, name.replace("-", "_"))
    shown = f"{value:g}" if isinstance(value, float) else value
    parser.add_argument(f"--{name}", type=type(value), default=value, help=f"{help_text} (default {shown})")


def add_player_options(
    parser: argparse.ArgumentParser, *, default: str, seed_help: str = "random seed of the player"
) -> None:
    """The one definition of how a command picks its computer player (``nboard``, ``wpi``, ``play``)."""
    from othello_qt.core.players.levels import LEVELS

    group = parser.add_argument_group("computer player")
    who = group.add_mutually_exclusive_group()
    who.add_argument(
        "--player",
        metavar="SPEC",
        help=f"computer player spec such as master:5s or alphabeta:6 (default: {default}; "
        "'othello-qt match --list' lists them)",
    )
    who.add_argument(
        "--level", type=int, metavar="N", help=f"difficulty level 1-{len(LEVELS)} instead of --player"
    )
    group.add_argument("--seed", type=int, default=None, help=seed_help)


def build_player_from_args(args: argparse.Namespace, default_spec: str) -> Player:
    """The player the options of ``add_player_options`` name (``default_spec`` if neither is given)."""
    spec = args.player if args.player or args.level is not None else default_spec
    return build_player(spec, args.level, args.seed)


def build_player(spec: str | None, level_number: int | None, seed: int | None = None) -> Player:
    """The player named by ``spec``, or by difficulty level; ``ValueError`` with a helpful message."""
    from othello_qt.core.players.levels import level
    from othello_qt.core.players.registry import create_player

    if spec and level_number is not None:
        raise ValueError("give either --player or --level, not both")
    if level_number is not None:
        spec = level(level_number).spec
    if not spec:
        raise ValueError("no player given")
    return create_player(spec, seed)


def tolerant_stdin() -> TextIO:
    """Standard input as text where bytes that are not UTF-8 become U+FFFD instead of an exception.

    The line-based commands (``nboard``, ``play``) then answer such a line as any unknown input.
    """
    return io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8", errors="replace", newline=None)
