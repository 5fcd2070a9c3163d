"""Players, levels and openings as a player reads them: a kind's name and what it does, a named
player's title and tooltip, who plays a side, a level's label, an opening's names.

Apart from the status line because the chooser, the score cards, the games list and the tooltips all
say them.  The core's marked words go through their own contexts (``Players``, ``Levels``,
``Openings``), this module's through ``StatusText``; the names a saved game gives its players are
the files' own (``core.file_players``), never translated.
"""

from __future__ import annotations

from collections.abc import Sequence

from othello_qt.core.file_players import HUMAN_IN_FILES, HUMAN_NAME
from othello_qt.core.openings import Opening
from othello_qt.core.players.levels import Level, level_of_spec
from othello_qt.core.players.registry import (
    MOVES_AHEAD,
    THREADS,
    VARIED_WITHIN,
    ArgumentPart,
    PartPhrase,
    PlayerKind,
    part_phrase,
    split_spec,
)
from othello_qt.ui.i18n import number_text, translate
from othello_qt.ui.text_parts import join_list, list_separator


def kind_title(kind: PlayerKind) -> str:
    """A kind of player's name (``Master engine``) in the player's language."""
    return translate("Players", kind.display_name)


def kind_description(kind: PlayerKind) -> str:
    """What a kind of player does, in one sentence, in the player's language."""
    return translate("Players", kind.description)


def kind_setting(kind: PlayerKind) -> str:
    """What a kind's argument sets (a chooser's field hint), in the player's language; ``""`` if none."""
    return translate("Players", kind.setting) if kind.setting else ""


def kind_detail(kind: PlayerKind) -> str:
    """The technical summary of a kind of player, in the player's language; ``""`` if none."""
    return translate("Players", kind.detail) if kind.detail else ""


def level_name(level: Level) -> str:
    """``Casual``, in the player's language."""
    return translate("Levels", level.name)


def level_description(level: Level) -> str:
    return translate("Levels", level.description)


def level_label(level: Level) -> str:
    """What the slider shows: ``3 — Casual`` (``Level.label``, in the player's language)."""
    return translate("StatusText", "{number} — {name}").format(number=level.number, name=level_name(level))


def opening_title(opening: Opening) -> str:
    """An opening's name with its other names, ``Snake (Peasant)`` (``Opening.full_name``), in the
    player's language."""
    name = translate("Openings", opening.name)
    if not opening.aliases:
        return name
    others = join_list(translate("Openings", alias) for alias in opening.aliases)
    return translate("StatusText", "{name} ({other_names})").format(name=name, other_names=others)


def moves_ahead_text(depth: int) -> str:
    """A search depth as a player says it: ``1 move ahead``, ``12 moves ahead``."""
    return translate("StatusText", "%n move(s) ahead", None, depth)


def time_a_move_text(seconds: float) -> str:
    """A time budget as a player says it: ``5 s a move``, ``0.5 s a move`` (a spec's ``seconds``)."""
    return part_text(("seconds", seconds))


def part_text(part: ArgumentPart) -> str:
    """One fact of a player's setting (``registry.ArgumentPart``) in the player's words: its phrase
    (``registry.part_phrase``, the one home of these words) translated, its numbers the player's way."""
    phrase = part_phrase(part)
    if phrase.data:
        return phrase.english()  # a file's or an engine's name
    if phrase.count is not None:
        return _counted(phrase)
    fields = {name: _shown(value) for name, value in phrase.fields}
    return translate("StatusText", phrase.template).format(**fields)


def _counted(phrase: PartPhrase) -> str:
    """A counted phrase in the player's language: each of the registry's counted templates written
    out as a literal counted ``translate``, the only form whose plural forms Qt's tools collect."""
    count = phrase.count if phrase.count is not None else -1
    if phrase.template == MOVES_AHEAD:
        return moves_ahead_text(count)
    if phrase.template == THREADS:
        return translate("StatusText", "%n thread(s)", None, count)
    if phrase.template == VARIED_WITHIN:
        return translate("StatusText", "varied openings (book moves within %n disc(s))", None, count)
    return phrase.english()


def _shown(value: int | float | str) -> str:
    """A field of a phrase as the player reads it: a number the player's way (``0,5``), else as it is."""
    if isinstance(value, str):
        try:
            return number_text(float(value))
        except ValueError:
            return value
    return number_text(value)


def argument_text(kind: PlayerKind, argument: str) -> str:
    """A spec's argument in the player's words (``3 moves ahead, counting discs``); the argument as
    written when the kind has no words for it or it does not read (``PlayerKind.words`` in English)."""
    parts = kind.parts(argument)
    return argument if parts is None else join_list(part_text(part) for part in parts)


def player_title(spec: str) -> str:
    """A named player as a player calls it: ``Master engine``, ``Master engine (5 s a move)``,
    ``Alpha-beta (3 moves ahead, counting discs)``; the spec itself for a player this build does not
    know.  The one place a spec becomes words (``side_texts`` adds the levels)."""
    try:
        kind, argument = split_spec(spec)
    except ValueError:
        return spec
    name = kind_title(kind)
    if not argument:
        return name
    words = argument_text(kind, argument)
    if name.endswith(")"):
        return f"{name[:-1]}{list_separator()}{words})"
    return translate("StatusText", "{player} ({setting})").format(player=name, setting=words)


def player_tooltip(spec: str) -> str:
    """What a named player does, in plain words, with the technical detail and spec last."""
    try:
        kind, _argument = split_spec(spec)
    except ValueError:
        return spec
    description, detail = kind_description(kind), kind_detail(kind)
    if detail:
        return translate("StatusText", "{description}\n({detail}; {spec})").format(
            description=description, detail=detail, spec=spec
        )
    return translate("StatusText", "{description}\n({spec})").format(description=description, spec=spec)


def side_texts(spec: str | None, level: Level | None = None) -> tuple[str, ...]:
    """Who plays a side, longest first: a full sentence for the tooltip, then shorter forms for the
    score card.  ``spec`` ``None``: a human; ``level``: the difficulty level the computer plays at
    (found from ``spec`` if it is a level's player); otherwise the named player ``spec``."""
    if spec is None:
        human = translate("StatusText", "Human")
        return (human, human)
    if level is None:
        level = level_of_spec(spec)
    if level is not None:
        return (
            translate("StatusText", "Computer, level {level}").format(level=level_label(level)),
            translate("StatusText", "Computer · level {number}").format(number=level.number),
            translate("StatusText", "Level {number}").format(number=level.number),
        )
    title = player_title(spec)
    return (
        translate("StatusText", "Computer: {player}").format(player=title),
        translate("StatusText", "Computer · {player}").format(player=title),
        title,
    )


def loaded_side_texts(played: Sequence[str], now: Sequence[str]) -> tuple[str, ...]:
    """Who played a side of a loaded game and who plays it now, longest first like ``side_texts``
    (``played`` and ``now`` are two such lists): the sentence, then the pairs of shorter forms, then
    who plays now alone, which a narrow card must not lose.  The same player is said once."""
    if played[-1] == now[-1]:
        return tuple(now)
    sentence = translate("SidePanel", "{played} (from the file) — now {now}")
    pair = translate("SidePanel", "{played} — now {now}")
    shorter = [pair.format(played=a, now=b) for a, b in zip(played[1:], now[1:], strict=False)]
    return (sentence.format(played=played[0], now=now[0]), *shorter, now[-1])


def named_player_texts(name: str) -> tuple[str, ...]:
    """A player named in a game file, longest first like ``side_texts``: a name this app writes
    (``human``, ``master:5s``) in player words (``Human``, ``Computer · level 12``); any other
    name (a person's, another program's) as it is."""
    if name.strip().lower() in (HUMAN_IN_FILES, HUMAN_NAME.lower()):
        return side_texts(None)
    try:
        split_spec(name)
    except ValueError:
        return (name, name)
    return side_texts(name)
