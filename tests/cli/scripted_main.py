"""Run ``othello-qt`` with test players: ``script:MOVES`` plays a fixed line, ``stall:S`` stalls.

Tests start this file as a subprocess (``python scripted_main.py wpi NAME --player script:e3g3``)
so that the protocol commands run end to end while the moves stay predictable.  Once its line
is used up (or its next move is illegal) the scripted player plays the first legal move.
"""

from __future__ import annotations

import re
import sys

from othello_qt.cli.main import main
from othello_qt.core.notation import parse_move
from othello_qt.core.players.base import Player, Request
from othello_qt.core.players.registry import PlayerKind, register
from othello_qt.core.position import PASS, Move
from othello_qt.core.search_result import SearchResult


class ScriptedPlayer(Player):
    description = "plays a fixed line of moves"

    def __init__(self, line: str) -> None:
        self.spec = f"script:{line}"
        self.moves = [parse_move(m) for m in re.findall(r"[a-h][1-8]|pa", line.lower())]

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position = request.position
        if position.must_pass():
            return SearchResult(PASS)
        while self.moves:
            move: Move = self.moves.pop(0)
            if position.is_legal(move):
                return SearchResult(move)
        return SearchResult(position.legal_moves()[0])


class StallingPlayer(Player):
    """Thinks until stopped (at most ARG seconds), then plays the first legal move: for ping tests."""

    description = "stalls until stopped (tests)"

    def __init__(self, seconds: float) -> None:
        self.spec = f"stall:{seconds:g}"
        self.seconds = seconds

    answers_forced_moves = False

    def decide(self, request: Request) -> SearchResult:
        position, stop = request.position, request.stop
        if stop is not None:
            stop.wait(self.seconds)
        return SearchResult(position.legal_moves()[0], score=0.0)


register(
    PlayerKind("stall", "stalls until stopped (tests)", lambda arg, _s: StallingPlayer(float(arg or 30)), "s")
)
register(PlayerKind("script", "fixed line (tests)", lambda arg, _seed: ScriptedPlayer(arg or ""), "moves"))

if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
