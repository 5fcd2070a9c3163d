"""``othello-qt nboard`` reads games recorded on GGS, sent with ``set game`` as the GUI sends them."""

from __future__ import annotations

import re
from pathlib import Path

from othello_qt.core.ggf import parse_ggf
from othello_qt.core.notation import parse_move
from tests.cli.nboard_helpers import Engine

DATA = Path(__file__).resolve().parents[1] / "data"
LINES = [
    line for name in ("ggs-matches.ggf", "ggs-games.ggf") for line in (DATA / name).read_text().splitlines()
]
GAMES = [game for line in LINES for game in re.findall(r"\(;.*?;\)", line)]
"""Each game of the records alone, in GGS's layout (their values hold no ``;)``)."""


def _cut(game: str, moves: int) -> str:
    """The record up to its first ``moves`` moves (still GGS's layout)."""
    board_end = game.index("]", game.index("BO[")) + 1
    starts = [m.start() for m in re.finditer(r"[BW]\[", game[board_end:])]
    return game[: board_end + starts[moves]] + ";)"


def test_every_ggs_record_is_read_by_set_game(engine: Engine) -> None:
    assert len(GAMES) == 9
    engine.send("nboard 2")
    for number, text in enumerate([*GAMES, *LINES], start=1):  # single games, then whole archive lines
        engine.send(f"set game {text}", f"ping {number}")
        lines = engine.until(f"pong {number}", exact=True)
        assert not [line for line in lines if "cannot read" in line], (text[:80], lines)
    for number, text in enumerate(GAMES, start=1):
        middle = _cut(text, 30)
        (record,) = parse_ggf(middle)
        engine.send(f"set game {middle}", "go")
        answer = engine.until("===")[-1]
        assert record.to_game().position.is_legal(parse_move(answer.split()[1])), (number, answer)
    code, err = engine.close()
    assert code == 0 and "cannot read" not in err and "Traceback" not in err
