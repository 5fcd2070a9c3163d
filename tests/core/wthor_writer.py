"""A tiny WTHOR writer for the tests, written from the FFO's published layout (not from the reader).

Header: century, year, month, day (bytes), N1 (uint32), N2 (uint16), games' year (uint16), board size,
game type, depth, reserved (bytes), little-endian, 16 bytes.  A game: tournament, black, white (uint16),
black's discs, black's theoretical discs (bytes), 60 move bytes ``10 * row + column`` (a1 = 11,
h8 = 88), 0 after the last move: 68 bytes.  A player's name is 20 bytes, a tournament's 26, NUL-padded.
"""

from __future__ import annotations

import struct

FULL_GAME = (
    "e6f4c3c4d3d6f6c6f5g5g6e3f2f7e7f3h5e2c5b6b4b5b3a4a3h4h3d8c7d7c8e8c2g4f1h6g3h2a5d2e1b2b7d1g2a6a7"
    "h1f8a8b8a2a1g1c1b1h7h8g7g8"
)
"""fangr-patzer, GGS 2000 (``tests/data/ggs-games.ggf`` line 2): black passes twice, black 12 discs."""
FULL_GAME_BLACK_DISCS = 12


def header(
    records: int = 0, names: int = 0, year: int = 0, size: int = 8, kind: int = 0, depth: int = 22
) -> bytes:
    return struct.pack("<4BIH H4B", 20, 24, 11, 25, records, names, year, size, kind, depth, 0)


def move_bytes(transcript: str) -> bytes:
    squares = [transcript[i : i + 2] for i in range(0, len(transcript), 2)]
    return bytes(10 * int(square[1]) + (ord(square[0]) - ord("a") + 1) for square in squares)


def game(
    transcript: str = FULL_GAME,
    *,
    tournament: int = 0,
    black: int = 0,
    white: int = 1,
    discs: int = FULL_GAME_BLACK_DISCS,
    theoretical: int = FULL_GAME_BLACK_DISCS,
    moves: bytes | None = None,
) -> bytes:
    played = move_bytes(transcript) if moves is None else moves
    return struct.pack("<3H2B", tournament, black, white, discs, theoretical) + played.ljust(60, b"\0")


def games_file(*records: bytes, year: int = 2001, size: int = 8) -> bytes:
    return header(records=len(records), year=year, size=size) + b"".join(records)


def names_file(names: list[str], width: int) -> bytes:
    return header(names=len(names), size=0, depth=0) + b"".join(
        name.encode("cp1252").ljust(width, b"\0") for name in names
    )


def players_file(names: list[str]) -> bytes:
    return names_file(names, 20)


def tournaments_file(names: list[str]) -> bytes:
    return names_file(names, 26)
