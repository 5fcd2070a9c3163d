"""Players by name: ``random``, ``greedy``, ... so the CLI and the UI can build them from a string.

A spec is ``NAME`` or ``NAME:ARG`` where ARG is a depth (``alphabeta:6``) or a time (``id:2s``).
Each kind carries typed metadata (display name, a plain description, its score unit, whether it
values every move) so a window or a protocol can ask about a player without building it.  The words
meant for players (title, description, setting, detail) are English marked ``QT_TRANSLATE_NOOP("Players",
...)``; a spec's argument is parsed into ``ArgumentPart`` facts, whose phrases live here
(``part_phrase``), said in English by ``PlayerKind.words`` and in the player's language by the
window (``ui.player_words``).
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import PurePath

from othello_qt.core.budget import Budget
from othello_qt.core.players.base import Player
from othello_qt.core.players.master_spec import parse_threads, split_master_argument
from othello_qt.core.players.simple import GreedyPlayer, RandomPlayer
from othello_qt.core.search_result import ScoreUnit
from othello_qt.core.translatable import QT_TRANSLATE_NOOP

ArgumentPart = tuple[str, int | float | str]
"""One fact a spec's argument sets, for words in any language: ``("depth", 3)``, ``("seconds", 5.0)``,
``("evaluation", "diff")``, ``("threads", 2)``, ``("mpc", "off")`` or ``("mpc", "1.5")``, ``("book",
"off")``, ``("vary", "4")``, ``("randomness", 4.0)``, ``("file", "net.npz")``, ``("engine", "Edax")``."""


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
    argument_parts: Callable[[str], tuple[ArgumentPart, ...]] | None = None
    """What ARG sets, fact by fact (``3:diff`` -> depth 3, evaluation ``diff``); ``ValueError`` if ARG
    is bad."""

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

    def parts(self, argument: str) -> tuple[ArgumentPart, ...] | None:
        """What ARG sets (``argument_parts``); ``None`` when this kind has no words for it or ARG is bad."""
        if self.argument_parts is None:
            return None
        try:
            return self.argument_parts(argument)
        except ValueError:
            return None

    def words(self, argument: str) -> str:
        """ARG in a player's words, in English (``5 s a move``); ARG itself when this kind has no words
        for it.  The window says it in the player's language (``ui.player_words.argument_text``)."""
        parts = self.parts(argument)
        return argument if parts is None else ", ".join(part_words(part) for part in parts)

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


MOVES_AHEAD = "%n move(s) ahead"
THREADS = "%n thread(s)"
VARIED_WITHIN = "varied openings (book moves within %n disc(s))"
"""The counted phrases' templates (``PartPhrase.count``).  Qt's translation tools read a text's
plural forms only from a literal counted ``translate`` call, so these are not marked here: the window
writes each out once (``ui.player_words``), the same text."""

EVALUATION_WORDS = {
    "weighted": QT_TRANSLATE_NOOP("StatusText", "weighted squares"),
    "diff": QT_TRANSLATE_NOOP("StatusText", "counting discs"),
    "squares": QT_TRANSLATE_NOOP("StatusText", "square values"),
}
"""The seeds' evaluations (``("evaluation", NAME)``) in words."""


@dataclass(frozen=True)
class PartPhrase:
    """One fact of a spec's argument as a phrase: the one home of these words, said in English here
    (``english``, for files and command lines) and in the player's language by the window
    (``ui.player_words.part_text``).  ``template`` is the English and the translators' source text
    (context ``StatusText``), its ``{name}`` fields filled from ``fields`` and, for a counted phrase,
    its ``%n`` from ``count``; ``data`` marks a phrase that is data (a file's or an engine's name),
    never translated."""

    template: str
    fields: tuple[tuple[str, int | float | str], ...] = ()
    count: int | None = None
    data: bool = False

    def english(self) -> str:
        text = self.template
        if self.count is not None:
            text = text.replace("%n", str(self.count)).replace("(s)", "" if self.count == 1 else "s")
        values = {name: f"{value:g}" if isinstance(value, float) else value for name, value in self.fields}
        return text.format(**values) if values else text


def _number_or_none(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def part_phrase(part: ArgumentPart) -> PartPhrase:
    """One fact of an argument as a phrase: ``3 moves ahead``, ``2 threads``, ``full search``."""
    key, value = part
    if key == "depth":
        return PartPhrase(MOVES_AHEAD, count=int(value))
    if key == "seconds":
        return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "{seconds} s a move"), (("seconds", float(value)),))
    if key == "evaluation" and str(value) in EVALUATION_WORDS:
        return PartPhrase(EVALUATION_WORDS[str(value)])
    if key == "threads":
        return PartPhrase(THREADS, count=int(value))
    if key == "mpc":
        if value == "off":
            return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "full search"))
        return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "selectivity {value}"), (("value", str(value)),))
    if key == "book":
        if value == "off":
            return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "no opening book"))
        return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "opening book"))
    if key == "vary":
        discs = _number_or_none(str(value))
        if discs is not None and discs.is_integer():
            return PartPhrase(VARIED_WITHIN, count=int(discs))
        template = QT_TRANSLATE_NOOP("StatusText", "varied openings (book moves within {discs} discs)")
        return PartPhrase(template, (("discs", str(value)),))
    if key == "randomness":
        return PartPhrase(QT_TRANSLATE_NOOP("StatusText", "randomness {value}"), (("value", float(value)),))
    return PartPhrase("{value}", (("value", str(value)),), data=True)  # a file's or an engine's name


def part_words(part: ArgumentPart) -> str:
    """One fact of an argument in English words (``part_phrase``'s)."""
    return part_phrase(part).english()


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
        kind.check(argument)  # it knows whether no argument will do (``td``) or not (``engine``)
        return spec.strip()
    create_player(spec)
    return spec.strip()


register(
    PlayerKind(
        "random",
        QT_TRANSLATE_NOOP("Players", "Plays any legal move at random: the easiest opponent."),
        lambda _arg, seed: RandomPlayer(seed),
        title=QT_TRANSLATE_NOOP("Players", "Random mover"),
        player=RandomPlayer,
        detail=QT_TRANSLATE_NOOP("Players", "uniformly random legal move (seeded)"),
    )
)
register(
    PlayerKind(
        "greedy",
        QT_TRANSLATE_NOOP("Players", "Always takes the move that flips the most discs right now."),
        lambda _arg, seed: GreedyPlayer(seed),
        title=QT_TRANSLATE_NOOP("Players", "Greedy"),
        player=GreedyPlayer,
        detail=QT_TRANSLATE_NOOP("Players", "one ply, most discs flipped, ties at random"),
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
            QT_TRANSLATE_NOOP(
                "Players", "Grabs a corner whenever it can, otherwise the move that leaves it the most discs."
            ),
            cs.build_corners,
            title=QT_TRANSLATE_NOOP("Players", "Corner grabber"),
            player=CornersPlayer,
            detail=QT_TRANSLATE_NOOP("Players", "corner-first, like the book: any corner, else most discs"),
        )
    )
    register(
        PlayerKind(
            "diff",
            QT_TRANSLATE_NOOP("Players", "Looks one move ahead and keeps as many discs as it can."),
            cs.build_maximizer("diff"),
            title=QT_TRANSLATE_NOOP("Players", "Disc counter"),
            detail=QT_TRANSLATE_NOOP("Players", "one-ply maximizer of the disc difference (Norvig)"),
            player=MaximizerPlayer,
            unit_for_argument=cs.evaluation_unit("diff"),
        )
    )
    register(
        PlayerKind(
            "weighted",
            QT_TRANSLATE_NOOP(
                "Players",
                "Looks one move ahead and prefers strong squares: corners and edges, "
                "not the squares next to corners.",
            ),
            cs.build_maximizer("weighted"),
            title=QT_TRANSLATE_NOOP("Players", "Square weigher"),
            detail=QT_TRANSLATE_NOOP("Players", "one-ply maximizer of the weighted-squares table (Norvig)"),
            player=MaximizerPlayer,
            unit_for_argument=cs.evaluation_unit("weighted"),
        )
    )
    evals = "EVAL: weighted (default), diff, squares"

    def search_parts(name: str) -> Callable[[str], tuple[ArgumentPart, ...]]:
        """``3`` -> 3 moves ahead; ``3:diff`` -> 3 moves ahead, counting discs."""

        def parts(argument: str) -> tuple[ArgumentPart, ...]:
            main, evaluation = cs.split_argument(name, argument)
            budget = (
                ("seconds", cs.parse_seconds(name, main))
                if name == "id"
                else ("depth", cs.parse_depth(name, main))
            )
            return (budget, ("evaluation", evaluation)) if ":" in argument else (budget,)

        return parts

    # The words are literal, for the translators: their numbers are cs.DEFAULT_DEPTH's and
    # cs.DEFAULT_SECONDS (tests/ui/test_translations_words.py checks).
    searches = (
        (
            "minimax",
            QT_TRANSLATE_NOOP("Players", "Minimax"),
            QT_TRANSLATE_NOOP("Players", "plain minimax to a fixed depth"),
            QT_TRANSLATE_NOOP(
                "Players",
                "Looks a few moves ahead (4 unless you set another number), weighing corners and edges.",
            ),
            QT_TRANSLATE_NOOP("Players", "moves ahead, e.g. 4"),
        ),
        (
            "alphabeta",
            QT_TRANSLATE_NOOP("Players", "Alpha-beta"),
            QT_TRANSLATE_NOOP("Players", "alpha-beta to a fixed depth (Norvig)"),
            QT_TRANSLATE_NOOP(
                "Players",
                "Looks several moves ahead (6 unless you set another number), weighing corners and edges.",
            ),
            QT_TRANSLATE_NOOP("Players", "moves ahead, e.g. 6"),
        ),
        (
            "negascout",
            QT_TRANSLATE_NOOP("Players", "NegaScout"),
            QT_TRANSLATE_NOOP("Players", "NegaScout over square weights with priority move ordering"),
            QT_TRANSLATE_NOOP(
                "Players",
                "Looks several moves ahead (6 unless you set another number), weighing corners and edges.",
            ),
            QT_TRANSLATE_NOOP("Players", "moves ahead, e.g. 6"),
        ),
    )
    for name, title, detail, description, setting in searches:
        default_eval = cs.DEFAULT_EVALUATION[name]
        register(
            PlayerKind(
                name,
                description,
                cs.search_factory(name),
                f"depth[:EVAL]; EVAL: {default_eval} (default), "
                + ", ".join(e for e in cs.EVALUATION_UNITS if e != default_eval),
                title=title,
                detail=detail,
                player=FixedDepthSearchPlayer,
                unit_for_argument=cs.unit_factory(name),
                setting=setting,
                argument_parts=search_parts(name),
            )
        )
    register(
        PlayerKind(
            "id",
            QT_TRANSLATE_NOOP(
                "Players",
                "Thinks deeper and deeper until its time is up (2 s a move unless you give a time).",
            ),
            cs.build_iterative,
            f"time (2s, 500ms)[:EVAL]; {evals}",
            title=QT_TRANSLATE_NOOP("Players", "Iterative deepening"),
            detail=QT_TRANSLATE_NOOP(
                "Players", "iterative deepening alpha-beta, answers before its time limit"
            ),
            player=IterativeDeepeningPlayer,
            unit_for_argument=cs.unit_factory("id"),
            setting=QT_TRANSLATE_NOOP("Players", "time a move, e.g. 2s or 500ms"),
            argument_parts=search_parts("id"),
        )
    )


_register_classic()


def _budget_parts(text: str) -> tuple[ArgumentPart, ...]:
    """A master budget's facts: ``12`` -> 12 moves ahead, ``5s`` -> 5 s a move."""
    budget = Budget.parse(text, owner="master")
    depth: tuple[ArgumentPart, ...] = () if budget.depth is None else (("depth", budget.depth),)
    return depth + (() if budget.seconds is None else (("seconds", budget.seconds),))


def _master_parts(argument: str) -> tuple[ArgumentPart, ...]:
    """``5s:threads=2`` -> 5 s a move, 2 threads; ``12:mpc=off`` -> 12 moves ahead, full search:
    the fields ``master_spec`` reads, in the order given (``threads=all`` said as a count)."""
    budget, options = split_master_argument(argument)
    parts = _budget_parts(budget) if budget is not None else ()
    for name, value in options.items():
        parts += ((name, parse_threads(value) if name == "threads" else value.strip()),)
    return parts


def _master(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master  # numba engine: imported on demand

    return create_master(argument, seed)


register(
    PlayerKind(
        "master",
        QT_TRANSLATE_NOOP(
            "Players",
            "The strongest opponent: searches deep and plays perfect endgames (2 s a move unless you "
            "set a time or how many moves ahead).",
        ),
        _master,
        argument="depth (master:12) or time a move (master:5s, master:500ms); default 2 s; "
        "then :threads=N for a parallel search (master:5s:threads=2; :threads=all: every core) and "
        ":mpc=off to search without ProbCut cuts (or :mpc=T, a selectivity; default 1.5); it plays "
        "the opening book's best move while the game is in it (:book=off: never; :vary=D: varied "
        "openings, any book move within D discs)",
        title=QT_TRANSLATE_NOOP("Players", "Master engine"),
        detail=QT_TRANSLATE_NOOP(
            "Players", "opening book, PVS with Multi-ProbCut over a trained pattern evaluation, exact endgame"
        ),
        player="othello_qt.core.players.master:MasterPlayer",
        setting=QT_TRANSLATE_NOOP("Players", "time a move (5s) or moves ahead (12)"),
        argument_parts=_master_parts,
    )
)


def _master_linear(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.master import create_master_linear

    return create_master_linear(argument, seed)


register(
    PlayerKind(
        "master-linear",
        QT_TRANSLATE_NOOP(
            "Players",
            "The master engine as it was before it learned patterns: a yardstick for the trained evaluation.",
        ),
        _master_linear,
        argument="depth or time a move, as for master",
        title=QT_TRANSLATE_NOOP("Players", "Master engine, simpler judgement"),
        detail=QT_TRANSLATE_NOOP(
            "Players", "the master engine with the linear evaluation of hand-picked features"
        ),
        player="othello_qt.core.players.master:MasterPlayer",
        setting=QT_TRANSLATE_NOOP("Players", "time a move (5s) or moves ahead (12)"),
        argument_parts=_budget_parts,
    )
)


def _humanlike_parts(argument: str) -> tuple[ArgumentPart, ...]:
    """``2:4`` -> 2 moves ahead, randomness 4."""
    depth, _, temperature = argument.partition(":")
    if not depth.strip().isdigit():
        raise ValueError(f"not a depth: {depth!r}")
    ahead: ArgumentPart = ("depth", int(depth))
    return (ahead, ("randomness", float(temperature))) if temperature.strip() else (ahead,)


def _humanlike(argument: str | None, seed: int | None) -> Player:
    from othello_qt.core.players.humanlike import create_humanlike

    return create_humanlike(argument, seed)


register(
    PlayerKind(
        "humanlike",
        QT_TRANSLATE_NOOP(
            "Players",
            "Plays like a person: looks a few moves ahead and now and then settles for a slightly "
            "worse move.",
        ),
        _humanlike,
        argument="DEPTH:TEMPERATURE (humanlike:2:4: two plies ahead, 4 discs of randomness)",
        title=QT_TRANSLATE_NOOP("Players", "Human-like player"),
        detail=QT_TRANSLATE_NOOP(
            "Players",
            "every move valued by a shallow master search, chosen by softmax at a temperature in discs",
        ),
        player="othello_qt.core.players.humanlike:HumanlikePlayer",
        setting=QT_TRANSLATE_NOOP("Players", "moves ahead and randomness, e.g. 2:4"),
        argument_parts=_humanlike_parts,
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
        QT_TRANSLATE_NOOP(
            "Players",
            "A neural network that taught itself by playing: it picks the move it thinks most likely to win.",
        ),
        _td_player,
        "weights .npz file",
        title=QT_TRANSLATE_NOOP("Players", "Self-taught network"),
        detail=QT_TRANSLATE_NOOP("Players", "TD(λ) network, 1 ply (the learning seed)"),
        player="othello_qt.core.players.td:TDPlayer",
        check=_check_td_weights,
        setting=QT_TRANSLATE_NOOP("Players", "its weights file (.npz)"),
        argument_parts=lambda path: (("file", PurePath(path).name),),
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


def _engine_parts(argument: str) -> tuple[ArgumentPart, ...]:
    """``Edax`` -> Edax; ``Edax:2s`` -> Edax, 2 s a move."""
    name, _, budget = argument.partition(":")
    return (("engine", name),) + (_budget_parts(budget) if budget.strip() else ())


register(
    PlayerKind(
        ENGINE_KIND,
        QT_TRANSLATE_NOOP(
            "Players",
            "A program you added in Game → Engines… (such as Edax or ntest), speaking NBoard's protocol.",
        ),
        _engine_player,
        argument="NAME of an engine from your list, then :DEPTH or :TIME (engine:Edax, engine:Edax:2s); "
        "without it the engine's own setting",
        title=QT_TRANSLATE_NOOP("Players", "External engine"),
        detail=QT_TRANSLATE_NOOP("Players", "an NBoard-protocol engine run as a separate program"),
        player="othello_qt.core.players.external:ExternalPlayer",
        check=_check_engine,
        setting=QT_TRANSLATE_NOOP("Players", "its name, then :depth or :time, e.g. Edax:2s"),
        argument_parts=_engine_parts,
    )
)
