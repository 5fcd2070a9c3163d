"""Who played a saved game, as its GGF file names them: ``PB``/``PW`` in words any reader of the file
understands (``othello-qt level 12 (Grandmaster)``, ``Human``), and the exact player in a private
property beside each (``XPB[master:5s]``), so the game reopens here with the players it was saved with.

Files stay English (the window translates what it shows).  A file from before the private properties
wrote the spec itself as the name (``PW[master:5s:threads=all]``); such a name is still read as that
player.  A name someone edited after saving wins over the private property, which no longer says
who it names.
"""

from __future__ import annotations

from collections.abc import Mapping

from othello_qt.core.players.levels import level_of_spec
from othello_qt.core.players.registry import ENGINE_KIND, split_spec
from othello_qt.core.position import BLACK, WHITE

HUMAN_IN_FILES = "human"
"""The spec-like word a file keeps for a side a person played (a computer side keeps its spec)."""
HUMAN_NAME = "Human"
SPEC_PROPERTIES = {BLACK: "XPB", WHITE: "XPW"}
"""othello-qt's own GGF properties: each side's exact player (other programs keep or ignore them)."""
NAME_PROPERTIES = {BLACK: "PB", WHITE: "PW"}
PROGRAM = "othello-qt"


def readable_name(spec: str | None) -> str:
    """A side's player in words a reader of the file understands: ``Human`` (``spec`` ``None``),
    ``othello-qt level 12 (Grandmaster)``, ``othello-qt Master engine (5 s a move)``, an external
    engine's own name; an unknown spec as it is."""
    if spec is None or spec.strip().lower() == HUMAN_IN_FILES:
        return HUMAN_NAME
    level = level_of_spec(spec)
    if level is not None:
        return f"{PROGRAM} level {level.number} ({level.name})"
    try:
        kind, argument = split_spec(spec)
    except ValueError:
        return spec
    if kind.name == ENGINE_KIND and argument:
        return argument
    if not argument:
        return f"{PROGRAM} {kind.display_name}"
    return f"{PROGRAM} {kind.display_name} ({kind.words(argument)})"


def player_properties(black: str | None, white: str | None) -> dict[str, str]:
    """The GGF properties naming the sides' players (``None``: a person)."""
    properties = {}
    for color, spec in ((BLACK, black), (WHITE, white)):
        properties[NAME_PROPERTIES[color]] = readable_name(spec)
        properties[SPEC_PROPERTIES[color]] = HUMAN_IN_FILES if spec is None else spec
    return properties


def players_from_properties(properties: Mapping[str, str]) -> tuple[str, str] | None:
    """Who played each side of a game read from a file: the private spec where the file's name is
    still the one written for it (so the window says it in its own words), else the name as written;
    ``None`` when the file names neither side."""
    players = []
    for color in (BLACK, WHITE):
        name = properties.get(NAME_PROPERTIES[color], "").strip()
        spec = properties.get(SPEC_PROPERTIES[color], "").strip()
        if spec and (not name or name == readable_name(spec)) and _known(spec):
            players.append(spec)
        else:
            players.append(name)
    return (players[0], players[1]) if any(players) else None


def _known(spec: str) -> bool:
    """True if ``spec`` is a person or a player this build can name (a damaged property is not)."""
    if spec.lower() == HUMAN_IN_FILES:
        return True
    try:
        split_spec(spec)
    except ValueError:
        return False
    return True
