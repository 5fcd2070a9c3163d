"""Opening names: every line is legal, the well-known ones end where an independent table says, and
a game is named up to the board's symmetries."""

from __future__ import annotations

import pytest

from othello_qt.core.notation import parse_transcript
from othello_qt.core.openings import MAX_LENGTH, OPENINGS, opening_name, opening_of
from othello_qt.core.position import Position, move_at
from othello_qt.core.symmetry import N_SYMMETRIES, canonical_bits, transform_bits, transform_square

# Final positions of some named openings as Egaroucid's opening table draws them (its own data,
# written independently of Gatliff's move list): 64 cells a1..h8, '0' a black disc, '1' a white one.
EGAROUCID_BOARDS = {
    "Tiger": "..................01......000......100.....1....................",
    "Rose": "...................00......001....0101....1111.....1............",
    "Buffalo": "..................0........011.....001......01..................",
    "Heath": "...........................111.....0000.....01..................",
    "Cow": "....................0......101.....001......01..................",
    "Snake": "...........................111.....001......000.................",
    "Cat": "...................1......010.....0000.....1....................",
    "Chimney": "....................0......101.....111.....111..................",
    "Aubrey": ".................111......100......100.....1....................",
    "Brightwell": "..................000.....0001.....110.....1....................",
    "Cow Bat": "....................0......100....11110.....01..................",
    "Rabbit": "....................0......011....0010.....1....................",
    "Leader's Tiger": "..................01......0001.....000.....10...................",
    "Inoue": "....................0......001....0100....110...................",
}


def _board_bits(cells: str) -> tuple[int, int]:
    black = sum(1 << i for i, c in enumerate(cells) if c == "0")
    white = sum(1 << i for i, c in enumerate(cells) if c == "1")
    return black, white


def _final(moves: str) -> Position:
    position = Position.initial()
    for move in parse_transcript(moves):
        position = position.play(move)
    return position


def _named(name: str):
    return next(o for o in OPENINGS if o.name == name)


def test_every_line_is_legal_and_names_are_unique() -> None:
    assert len(OPENINGS) >= 75
    for opening in OPENINGS:
        assert len(parse_transcript(opening.moves)) == opening.length  # no pass inside an opening
    assert len({o.name for o in OPENINGS}) == len(OPENINGS)
    ends = {canonical_bits(_final(o.moves).black, _final(o.moves).white) for o in OPENINGS}
    assert len(ends) == len(OPENINGS)  # no two names for one position


@pytest.mark.parametrize("name", sorted(EGAROUCID_BOARDS))
def test_well_known_openings_end_where_egaroucid_draws_them(name: str) -> None:
    position = _final(_named(name).moves)
    assert canonical_bits(position.black, position.white) == canonical_bits(
        *_board_bits(EGAROUCID_BOARDS[name])
    )


def test_a_game_is_named_by_its_deepest_line() -> None:
    assert opening_name(Position.initial(), parse_transcript("f5d6c3d3c4")) == "Tiger"
    match = opening_of(Position.initial(), parse_transcript("f5d6c3d3c4f4f6f3e6e7"))
    assert match is not None and match.opening.name == "Comp'Oth" and match.ply == 8
    assert opening_of(Position.initial(), parse_transcript("f5d6c3d3c4f4f6b3")).opening.name == "Stephenson"
    assert opening_name(Position.initial(), parse_transcript("f5")) is None
    assert opening_name(Position.initial(), ()) is None


def _fixes_start(k: int) -> bool:
    start = Position.initial()
    return Position(transform_bits(start.black, k), transform_bits(start.white, k)) == start


START_SYMMETRIES = [k for k in range(N_SYMMETRIES) if _fixes_start(k)]
"""The four symmetries that keep the start; the other four swap its colours."""


@pytest.mark.parametrize("k", START_SYMMETRIES)
def test_named_up_to_symmetry(k: int) -> None:
    """Every first move's version of the Rose is the Rose."""
    moves = [move_at(transform_square(m.square, k)) for m in parse_transcript(_named("Rose").moves)]
    assert opening_name(Position.initial(), moves) == "Rose"
    assert len(START_SYMMETRIES) == 4


@pytest.mark.parametrize(
    ("order", "name"),
    [("f5d6c4d3c3", "Tiger"), ("f5f4e3f6e6", "Cow"), ("f5d6c5f6e6f4d3c6e3d7", "Rose")],
)
def test_transposition_finds_the_name(order: str, name: str) -> None:
    """The same board reached in another move order has the same name."""
    assert opening_name(Position.initial(), parse_transcript(order)) == name


def test_other_starts_have_no_opening_and_long_games_stop_early() -> None:
    start = Position.from_board_string("-" * 27 + "OX------XO" + "-" * 27 + " X")
    assert opening_name(start, ()) is None
    assert MAX_LENGTH >= 20
