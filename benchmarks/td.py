"""The shipped TD(λ) network as a player: win rates of ``td`` over 500 games against the random
mover (the seed's figure is 95 %) and against the simple strategies the registry has.

Games go through the real ``Player`` objects from ``create_player``, colours alternating, so
this measures exactly what the app and the command line play.  Against random, games start
from the initial position, as in the seed; the other opponents are deterministic (so is
``td``, but for rare ties), so those matches are ``othello-qt match`` ones, from 250 distinct
4-ply openings played once with each colour.  ``python -m benchmarks td``;
``TD_BENCH_GAMES=N`` and ``TD_BENCH_PLAYER=td:FILE`` change the match length and the network.
"""

from __future__ import annotations

import os
import time
from typing import Any

from benchmarks.figures import table
from othello_qt.core import jit
from othello_qt.core.match import run_match
from othello_qt.core.players.base import Player
from othello_qt.core.players.registry import available_players, create_player
from othello_qt.core.position import BLACK, Position

GAMES = int(os.environ.get("TD_BENCH_GAMES", "500"))
OPPONENTS = ("random", "greedy", "corners", "weighted")
"""Compared against when the registry knows them (``corners`` is the book's corner-first player)."""

WRITES = ("td",)
"""The figure files this benchmark writes."""

OPPONENT_WORDS = {
    "random": "random (from the start position, as the seed)",
    "greedy": "greedy (most discs)",
    "corners": "corners (the book's corner-first player)",
    "weighted": "weighted (weighted squares, one ply)",
}


def play(first: Player, second: Player) -> int:
    """One game, ``first`` as Black: +1 if Black wins, 0 draw, -1 if White wins."""
    position = Position.initial()
    first.new_game()
    second.new_game()
    while not position.is_game_over():
        mover = first if position.turn is BLACK else second
        position = position.play(mover.choose(position).move)
    winner = position.result().winner
    return 0 if winner is None else (1 if winner is BLACK else -1)


def match(td: Player, opponent: Player, games: int) -> tuple[int, int, int]:
    wins = draws = losses = 0
    for game in range(games):
        td_black = game % 2 == 0
        outcome = play(td, opponent) if td_black else -play(opponent, td)
        wins += outcome > 0
        draws += outcome == 0
        losses += outcome < 0
    return wins, draws, losses


def run() -> dict[str, Any]:
    jit.warm_up()
    spec = os.environ.get("TD_BENCH_PLAYER", "td")
    known = {kind.name for kind in available_players()}
    td = create_player(spec, seed=1)
    info = getattr(td, "network", None)
    print(f"== td: {spec}, {getattr(info, 'games_trained', '?'):,} training games, {GAMES} games a match ==")
    against: dict[str, Any] = {}
    for name in OPPONENTS:
        if name not in known:
            print(f"td vs {name:9s}: (no '{name}' player registered)")
            continue
        started = time.perf_counter()
        if name == "random":
            wins, draws, losses = match(td, create_player(name, seed=2), GAMES)
        else:
            result = run_match(spec, name, GAMES, seed=1)
            wins, draws, losses = result.wins, result.draws, result.losses
        seconds = time.perf_counter() - started
        print(
            f"td vs {name:9s}: {100 * wins / GAMES:5.1f} % wins  "
            f"({wins} won, {draws} drawn, {losses} lost; {seconds:.0f} s)"
        )
        against[name] = {"wins": wins, "draws": draws, "losses": losses, "seconds": round(seconds)}
    return {"player": spec, "runs": {str(GAMES): against}}


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """One column a run (its games a match), one row an opponent."""
    runs = values.get("runs", {})
    opponents = [name for name in OPPONENTS if any(name in run for run in runs.values())]
    rows = []
    for name in opponents:
        row = [OPPONENT_WORDS.get(name, name)]
        for run in runs.values():
            result = run.get(name)
            if result is None:
                row.append("")
                continue
            games = result["wins"] + result["draws"] + result["losses"]
            row.append(
                f"{100 * result['wins'] / games:.1f} % won "
                f"({result['wins']}, {result['draws']} drawn, {result['losses']} lost)"
            )
        rows.append(row)
    columns = [f"`{values.get('player', 'td')}` against", *(f"{int(games):,} games" for games in runs)]
    return [table(columns, rows)]


if __name__ == "__main__":
    run()
