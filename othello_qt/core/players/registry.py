"""Players by name: ``random``, ``greedy``, ... so the CLI and the UI can build them from a string.

A spec is ``NAME`` or ``NAME:ARG`` where ARG is a depth (``alphabeta:6``) or a time (``id:2s``).
Each kind carries typed metadata (display name, a plain description, its score unit, whether it
values every move) so a window or a protocol can ask about a player without building it.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from othello_qt.core.players.base import Budget, Player, ScoreUnit
from othello_qt.core.players.simple import GreedyPlayer, RandomPlayer


@dataclass(frozen=True)
class PlayerKind:
    """One kind of player: how to build it from a spec, and what a user should know about it."""

    name: str
    description: str
    """One sentence a player of the game understands (no jargon): what this opponent does."""
    factory: Callable[[str | None, int | None], Player]
    argument: str = ""
    """What ARG means for this kind (empty if it takes none)."""
    title: str = ""
    """Display name (``Master engine``); the spec name if empty."""
    detail: str = ""
    """The technical summary (``PVS, tuned evaluation, exact endgame``)."""
    player: type[Player] | str = Player
    """The class it builds, whose ``score_unit`` and ``supports_analysis`` are this kind's; or its
    ``module:Class`` path, for classes imported on first use (the numba engine)."""
    unit_for_argument: Callable[[str], ScoreUnit] | None = None
    """The unit when the class takes it from its evaluation: ``alphabeta:6:diff`` counts discs,
    ``alphabeta:6`` (ARG ``""``) points."""
    check: Callable[[str | None], None] | None = None
    """Validates ARG without building the player (``ValueError`` if bad), for kinds whose building
    reads files: such a check is cheap and never blocks, so the UI thread may call it."""
    setting: str = ""
    """What ARG sets, in a player's words (a chooser's field hint): ``moves ahead, e.g. 4``."""
    argument_words: Callable[[str], str] | None = None
    """ARG in a player's words (``3 moves ahead, counting discs``); ``ValueError`` if ARG is bad."""

    @property
    def display_name(self) -> str:
        return self.title or self.name

    @property
    def player_class(self) -> type[Player]:
        return self.player if isinstance(self.player, type) else _import_class(self.player)

    @property
    def analyses_all_moves(self) -> bool:
        """True if ``Player.analyze`` values every legal move (hints, NBoard ``hint N``)."""
        return self.player_class.supports_analysis

    @property
    def score_unit(self) -> ScoreUnit:
        """What its scores count, for the default argument."""
        return self.unit()

    def words(self, argument: str) -> str:
        """ARG in a player's words (``5 s a move``); ARG itself when this kind has no words for it."""
        if self.argument_words is None:
            return argument
        try:
            return self.argument_words(argument)
        except ValueError:
            return argument

    def unit(self, argument: str | None = None) -> ScoreUnit:
        """The score unit of ``NAME:argument`` (``ValueError`` only from a bad argument)."""
        if self.unit_for_argument is not None:
            return self.unit_for_argument(argument or "")
        return self.player_class.score_unit


_KINDS: dict[str, PlayerKind] = {}


@functools.cache
def _import_class(path: str) -> type[Player]:
    """The class ``module:Class`` names (``othello_qt.core.players.master:MasterPlayer``)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def moves_ahead(depth: int) -> str:
    """A search depth as a player says it: ``1 move ahead``, ``12 moves ahead``."""
    return f"{depth} move{'s' if depth != 1 else ''} ahead"


def time_a_move(seconds: float) -> str:
    """A time budget as a player says it: ``5 s a move``, ``0.5 s a move``."""
    return f"{seconds:g} s a move"


def register(kind: PlayerKind) -> None:
    _KINDS[kind.name] = kind


def available_players() -> list[PlayerKind]:
    return list(_KINDS.values())


def split_spec(spec: str) -> tuple[PlayerKind, str | None]:
    """(kind, argument or None) of a spec; ``ValueError`` naming the known players if unknown."""
    name, _, argument = spec.strip().partition(":")
    kind = _KINDS.get(name.strip().lower())
    if kind is None:
        known = ", ".join(sorted(_KINDS))
        raise ValueError(f"unknown player {spec!r}; known players: {known}")
    if argument and not kind.argument:
        raise ValueError(f"player {name!r} takes no argument (got {argument!r})")
    return kind, argument or None


def kind_of(spec: str) -> PlayerKind:
    """The kind a spec names, without building the player (``ValueError`` if unknown)."""
    return split_spec(spec)[0]


def score_unit_of(spec: str) -> ScoreUnit:
    """What the scores of ``spec``'s player count, without building it."""
    kind, argument = split_spec(spec)
    return kind.unit(argument)


def create_player(spec: str, seed: int | None = None) -> Player:
    """Build a player from its spec; ``ValueError`` naming the known players if it is unknown."""
    kind, argument = split_spec(spec)
    return kind.factory(argument, seed)


def check_spec(spec: str) -> str:
    """The spec, stripped, if it names a registered player with an acceptable argument; else
    ``ValueError`` saying what is wrong.  Kinds that read files only check the file's kind (a
    regular file that begins as their format does; a few bytes, never blocking), so this is safe on
    a UI thread; the others are built once and dropped."""
    kind, argument = split_spec(spec)
    if kind.check is not None:
        if argument or not kind.argument:
            kind.check(argument)
        return spec.strip()
    create_player(spec)
    return spec.strip()


register(
    PlayerKind(
        "random",
        "Plays any legal move at random: the easiest opponent.",
        lambda _arg, seed: RandomPlayer(seed),
        title="Random mover",
        player=RandomPlayer,
        detail="uniformly random legal move (seeded)",
    )
)
register(
    PlayerKind(
        "greedy",
        "Always takes the move that flips the most discs right now.",
        lambda _arg, seed: GreedyPlayer(seed),
        title="Greedy",
        player=GreedyPlayer,
        detail="one ply, most discs flipped, ties at random",
    )
)


def _register_classic() -> None:
    """The seeds' strategies (``classic_specs`` documents their spec grammar)."""
    from othello_qt.core.players import classic_specs as cs
    from othello_qt.core.players.classic import CornersPlayer, FixedDepthSearchPlayer, MaximizerPlayer
    from othello_qt.core.players.iterative import IterativeDeepeningPlayer

    register(
        PlayerKind(
            "corners",
            "Grabs a corner whenever it can, otherwise the move that leaves it the most discs.",
            cs.build_corners,
            title="Corner grabber",
            player=CornersPlayer,
            detail="corner-first, like the book: any corner, else most discs",
        )
    )
    register(
        PlayerKind(
            "diff",
            "Looks one move ahead and keeps as many discs as it can.",
            cs.build_maximizer("diff"),
            title="Disc counter",
            detail="one-ply maximizer of the disc difference (Norvig)",
            player=MaximizerPlayer,
            unit_for_argument=cs.evaluation_unit("diff"),
        )
    )
    register(
        PlayerKind(
            "weighted",
            "Looks one move ahead and prefers strong squares: corners and edges, "
            "not the squares next to corners.",
            cs.build_maximizer("weighted"),
            title="Square weigher",
            detail="one-ply maximizer of the weighted-squares table (Norvig)",
            player=MaximizerPlayer,
            unit_for_argument=cs.evaluation_unit("weighted"),
        )
    )
    evals = "EVAL: weighted (default), diff, squares"
    eval_words = {"weighted": "weighted squares", "diff": "counting discs", "squares": "square values"}

    def search_words(name: str) -> Callable[[str], str]:
        """``3`` -> ``3 moves ahead``; ``3:diff`` -> ``3 moves ahead, counting discs``."""

        def words(argument: str) -> str:
            main, evaluation = cs._split(name, argument)
            budget = (
                time_a_move(cs.parse_seconds(name, main))
                if name == "id"
                else moves_ahead(cs.parse_depth(name, main))
            )
            return f"{budget}, {eval_words[evaluation]}" if ":" in argument else budget

        return words

    searches = (
        ("minimax", "Minimax", "plain minimax to a fixed depth", "a few"),
        ("alphabeta", "Alpha-beta", "alpha-beta to a fixed depth (Norvig)", "several"),
        ("negascout", "NegaScout", "NegaScout over square weights with priority move ordering", "several"),
    )
    for name, title, detail, how_far in searches:
        default_eval = cs.DEFAULT_EVALUATION[name]
        register(
            PlayerKind(
                name,
                f"Looks {how_far} moves ahead ({cs.DEFAULT_DEPTH[name]} unless you set another number), "
                "weighing corners and edges.",
                cs.search_factory(name),
                f"depth[:EVAL]; EVAL: {default_eval} (default), "
                + ", ".join(e for e in cs.EVALUATION_UNITS if e != default_eval),
                title=title,
                detail=detail,
                player=FixedDepthSearchPlayer,
                unit_for_argument=cs.unit_factory(name),
                setting=f"moves ahead, e.g. {cs.DEFAULT_DEPTH[name]}",
                argument_words=search_words(name),
            )
        )
    register(
        PlayerKind(
            "id",
            f"Thinks deeper and deeper until its time is up ({cs.DEFAULT_SECONDS:g} s a move "
            "unless you give a time).",
            cs.build_iterative,
            f"time (2s, 500ms)[:EVAL]; {evals}",
            title="Iterative deepening",
            detail="iterative deepening alpha-beta, answers before its time limit",
            player=IterativeDeepeningPlayer,
            unit_for_argument=cs.unit_factory("id"),
            setting=f"time a move, e.g. {cs.DEFAULT_SECONDS:g}s or 500ms",
            argument_words=search_words("id"),
        )
    )


_register_classic()


def _budget_words(text: str) -> str:
    """A master budget in a player's words: ``12`` -> ``12 moves ahead``, ``5s`` -> ``5 s a move``."""
    budget = Budget.parse(text, owner="master")
    words = [] if budget.depth is None else [moves_ahead(budget.depth)]
    return ", ".join(words + ([] if budget.seconds is None else [time_a_move(budget.seconds)]))


def _master_words(argument: str) -> str:
    """``5s:threads=2`` -> ``5 s a move, 2 threads``; ``12:mpc=off`` -> ``12 moves ahead, full search``."""
    words = []
    for field in argument.split(":"):
        key, equals, value = field.partition("=")
        if not equals:
            words.append(_budget_words(field))
        elif key.strip() == "threads" and value.strip().isdigit():
            words.append(f"{int(value)} thread{'s' if int(value) != 1 else ''}")
        elif key.strip() == "mpc":
            words.append("full search" if value.strip() == "off" else f"selectivity {value.strip()}")
        elif key.strip() == "book":
            words.append("no opening book" if value.strip() == "off" else "opening book")
        elif key.strip() == "vary":
            words.append(f"varied openings (book moves within {value.strip()} discs)")
        else:
            raise ValueError(f"unknown option {field!r}")
    return ", ".join(words)


def _master(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master  # numba engine: imported on demand

    return create_master(argument, seed)


register(
    PlayerKind(
        "master",
        "The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you "
        "set a time or how many moves ahead).",
        _master,
        argument="depth (master:12) or time a move (master:5s, master:500ms); default 2 s; "
        "then :threads=N for a parallel search (master:5s:threads=2) and :mpc=off to search without "
        "ProbCut cuts (or :mpc=T, a selectivity; default 1.5); it plays the opening book's best move "
        "while the game is in it (:book=off: never; :vary=D: varied openings, any book move within D discs)",
        title="Master engine",
        detail="opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame",
        player="othello_qt.core.players.master:MasterPlayer",
        setting="time a move (5s) or moves ahead (12)",
        argument_words=_master_words,
    )
)


def _master_linear(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master_linear

    return create_master_linear(argument, seed)


register(
    PlayerKind(
        "master-linear",
        "The master engine as it was before it learned patterns: a yardstick for the trained evaluation.",
        _master_linear,
        argument="depth or time a move, as for master",
        title="Master engine, simpler judgement",
        detail="the master engine with the linear evaluation of hand-picked features",
        player="othello_qt.core.players.master:MasterPlayer",
        setting="time a move (5s) or moves ahead (12)",
        argument_words=_budget_words,
    )
)


def _humanlike_words(argument: str) -> str:
    """``2:4`` -> ``2 moves ahead, randomness 4``."""
    depth, _, temperature = argument.partition(":")
    if not depth.strip().isdigit():
        raise ValueError(f"not a depth: {depth!r}")
    words = moves_ahead(int(depth))
    return f"{words}, randomness {float(temperature):g}" if temperature.strip() else words


def _humanlike(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.humanlike import create_humanlike

    return create_humanlike(argument, seed)


register(
    PlayerKind(
        "humanlike",
        "Plays like a person: looks a few moves ahead and now and then settles for a slightly worse move.",
        _humanlike,
        argument="DEPTH:TEMPERATURE (humanlike:2:4: two plies ahead, 4 discs of randomness)",
        title="Human-like player",
        detail="every move valued by a shallow master search, chosen by softmax at a temperature in discs",
        player="othello_qt.core.players.humanlike:HumanlikePlayer",
        setting="moves ahead and randomness, e.g. 2:4",
        argument_words=_humanlike_words,
    )
)


def _td_player(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.td import TDPlayer

    return TDPlayer.from_file(argument, seed)


def _check_td_weights(argument: str | None) -> None:
    if argument:
        from othello_qt.core.datafile import check_npz

        check_npz(argument)


register(
    PlayerKind(
        "td",
        "A neural network that taught itself by playing: it picks the move it thinks most likely to win.",
        _td_player,
        "weights .npz file",
        title="Self-taught network",
        detail="TD(λ) network, 1 ply (the learning seed)",
        player="othello_qt.core.players.td:TDPlayer",
        check=_check_td_weights,
        setting="its weights file (.npz)",
        argument_words=lambda path: PurePath(path).name,
    )
)


ENGINE_KIND = "engine"
"""The registry name of the user's external engines: ``engine:NAME`` or ``engine:NAME:BUDGET``."""


def _engine_player(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.external import create_external

    return create_external(argument, seed)


def _check_engine(argument: str | None) -> None:
    """The engine is in the user's list and the budget reads; no process is started."""
    from othello_qt.core.players.external import resolve

    resolve(argument)


def _engine_words(argument: str) -> str:
    """``Edax`` -> ``Edax``; ``Edax:2s`` -> ``Edax, 2 s a move``."""
    name, _, budget = argument.partition(":")
    return f"{name}, {_budget_words(budget)}" if budget.strip() else name


register(
    PlayerKind(
        ENGINE_KIND,
        "A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard's protocol.",
        _engine_player,
        argument="NAME of an engine from your list, then :DEPTH or :TIME (engine:Edax, engine:Edax:2s); "
        "without it the engine's own setting",
        title="External engine",
        detail="an NBoard-protocol engine run as a separate program",
        player="othello_qt.core.players.external:ExternalPlayer",
        check=_check_engine,
        setting="its name, then :depth or :time, e.g. Edax:2s",
        argument_words=_engine_words,
    )
)
