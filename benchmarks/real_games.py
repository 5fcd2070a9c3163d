"""The evaluation against real games it never trained on: positions from the WTHOR games of 2019-2021
(the years held out of any training), against their exact values where these can be had (24 empty
squares and fewer) and against ntest's deep search before.

The error is the root mean square, in discs, of the shipped pattern evaluation's value (depth 0)
and of the master engine's midgame search at a few fixed depths (no exact solving), against a
label for the side to move:

- at 24 empty squares the exact value the federation's files give (Black's discs under perfect
  play, the empties to the winner): a fixed sample of 1000 games;
- by phase, over a smaller sample at each of ``PHASES`` empties: the exact value where it can be
  had (the files' at 24 empties, this engine's exact solver from 20 down: its solves are checked
  against the FFO positions), and before that the value of ntest, an independent engine with a
  trained evaluation, searching ``REFERENCE_DEPTH`` plies (not exact: its own error against the
  exact values at 24 empties is measured in the same run and shown beside them).

An evaluation trained on the earlier years' games may have met the early positions before (the
openings players share), so the first phases' figures are partly not of unseen positions.  The
self-play held-out error by phase is the training section's; this is the same evaluation on
the positions of real players.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from benchmarks.figures import table
from othello_qt.core.engine.real_game_positions import SOLVED_EMPTIES, TRAINING_UNTIL, side_to_move_margin

if TYPE_CHECKING:
    from othello_qt.core.database import Database
    from othello_qt.core.position import Position

WRITES = ("real_games",)
"""The figure files this benchmark writes."""

WTHOR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "wthor"
HELD_OUT_YEARS = (TRAINING_UNTIL + 1, 2021)
"""The years no training run reads (issue 42: train on games up to 2018)."""
SAMPLE = 1000
SEED = 42
DEPTHS = (0, 4, 8)
"""0: the evaluation alone; then midgame searches of these depths."""
PHASES = (44, 36, 30, 24, 20, 16)
"""Empty squares of the positions measured by phase."""
PHASE_SAMPLE = 200
"""Positions at each phase (one a game)."""
REFERENCE_DEPTH = 20
"""ntest's depth for the labels before 24 empties: about a second a position on this machine."""
NTEST = WTHOR.parents[1] / "engines" / "ntest"


def held_out_games(database: Database, seed: int) -> list[int]:
    """The games of the held-out years, in the order ``seed`` shuffles them to."""
    low, high = HELD_OUT_YEARS
    games = [i for i in range(len(database.year)) if low <= int(database.year[i]) <= high]
    random.Random(seed).shuffle(games)
    return games


def positions_by_phase(
    database: Database, empties: tuple[int, ...], per_phase: int, seed: int
) -> Iterator[tuple[int, int, Position]]:
    """``(empties, game number, position)`` of held-out games, ``per_phase`` positions with a move to
    play at each of ``empties``, each game's in the order they arise (``held_out_games``' order)."""
    taken = dict.fromkeys(empties, 0)
    for i in held_out_games(database, seed):
        game = database.game(i)
        position = game.start
        for move in game.moves:
            count = position.empty_count
            if count in taken and taken[count] < per_phase and position.legal_mask():
                taken[count] += 1
                yield count, i, position
            position = position.play(move)
        if all(n == per_phase for n in taken.values()):
            return


def labelled_positions(database: Database, sample: int, seed: int) -> list[tuple[int, int, int]]:
    """(player, opponent, exact margin for the side to move) at 24 empties, of ``sample`` held-out
    games chosen by ``seed`` (games that never reach 24 empties with a move to play are passed over)."""
    import numpy as np

    from othello_qt.core.position import BLACK

    low, high = HELD_OUT_YEARS
    chosen = np.flatnonzero((database.year >= low) & (database.year <= high) & (database.theoretical <= 64))
    rng = random.Random(seed)
    found: list[tuple[int, int, int]] = []
    for i in rng.sample(chosen.tolist(), len(chosen)):
        game = database.game(i)
        position = game.start
        for move in game.moves:
            if position.empty_count == SOLVED_EMPTIES:
                break
            position = position.play(move)
        if position.empty_count != SOLVED_EMPTIES or position.is_game_over() or position.must_pass():
            continue
        margin = int(side_to_move_margin(int(database.theoretical[i]), position.turn is BLACK))
        found.append((position.player, position.opponent, margin))
        if len(found) == sample:
            break
    return found


def engine_value(searcher: Any, weights: Any, player: int, opponent: int, depth: int) -> float:
    """The shipped evaluation (``depth`` 0) or master's midgame search of ``depth`` plies, in discs."""
    import numpy as np

    from othello_qt.core.engine.patterns import SEARCH_SCALE, pattern_evaluate

    if depth == 0:
        return float(pattern_evaluate(np.uint64(player), np.uint64(opponent), weights)) / SEARCH_SCALE
    searcher.clear()
    return float(searcher.search(player, opponent, depth=depth, solve_empties=0).score)


def _rms(errors: list[float]) -> float:
    return round(math.sqrt(sum(e * e for e in errors) / len(errors)), 2)


def _ntest() -> Any:
    """ntest as an NBoard engine at ``REFERENCE_DEPTH``, or ``None`` (said why) where it is missing."""
    from benchmarks.versus import NBoardOpponent

    if not (NTEST / "ntest").is_file():
        print(f"real_games: {NTEST} not found (../shared/engines): no labels before 24 empties")
        return None
    return NBoardOpponent("ntest", "./ntest x", str(NTEST)).player(str(REFERENCE_DEPTH), None)


def reference_value(reference: Any, position: Position) -> float:
    """ntest's value of ``position`` for the side to move, in discs.  An engine answers a forced move
    (or a pass) at once, with no value: the forced moves are played first, and the value of the
    first position with a choice (or of the game's end) is carried back."""
    from othello_qt.core.players.base import Request
    from othello_qt.core.position import BLACK

    sign = 1.0
    while not position.is_game_over():
        moves = position.legal_moves()
        if len(moves) > 1:
            score = reference.decide(Request(position)).score
            if score is None:
                raise RuntimeError(f"ntest gave no value for {position.board_string()}")
            return sign * float(score)
        position = position.play(moves[0])  # the one move, or PASS
        sign = -sign
    margin = position.result().score
    return sign * float(margin if position.turn is BLACK else -margin)


def phase_errors(database: Database, searcher: Any, weights: Any, reference: Any) -> list[dict[str, Any]]:
    """Per phase: the labels' source, the positions, and the RMS error of each of ``DEPTHS`` (and of
    ntest where the label is exact and ntest plays)."""
    from othello_qt.core.position import BLACK

    groups: dict[int, list[tuple[int, Position]]] = {e: [] for e in PHASES}
    for empties, game, position in positions_by_phase(database, PHASES, PHASE_SAMPLE, SEED):
        groups[empties].append((game, position))
    found = []
    for empties in PHASES:
        if empties > SOLVED_EMPTIES and reference is None:
            continue
        errors: dict[int, list[float]] = {d: [] for d in DEPTHS}
        reference_errors: list[float] = []
        for game, position in groups[empties]:
            if empties > SOLVED_EMPTIES:
                label = reference_value(reference, position)
            elif empties == SOLVED_EMPTIES:
                if int(database.theoretical[game]) > 64:
                    continue  # no theoretical score in the file
                label = float(side_to_move_margin(int(database.theoretical[game]), position.turn is BLACK))
            else:
                searcher.clear()
                label = float(searcher.search(position.player, position.opponent, solve_empties=64).score)
            if empties <= SOLVED_EMPTIES and reference is not None:
                reference_errors.append(reference_value(reference, position) - label)
            for depth in DEPTHS:
                value = engine_value(searcher, weights, position.player, position.opponent, depth)
                errors[depth].append(value - label)
        source = (
            f"ntest depth {REFERENCE_DEPTH}"
            if empties > SOLVED_EMPTIES
            else "exact (the files)"
            if empties == SOLVED_EMPTIES
            else "exact (solved)"
        )
        row = {
            "empties": empties,
            "label": source,
            "positions": len(errors[DEPTHS[0]]),
            "rms": {str(d): _rms(e) for d, e in errors.items()},
            "reference_rms": _rms(reference_errors) if reference_errors else None,
        }
        print(f"real_games: {empties} empties: {row}", flush=True)
        found.append(row)
    return found


def run() -> dict[str, Any] | None:
    if not (WTHOR / "WTHOR.JOU").is_file():
        print(f"real_games: {WTHOR} not found (../shared/data/wthor), skipped")
        return None
    from othello_qt.core import jit
    from othello_qt.core.database_build import build_database
    from othello_qt.core.engine.pattern_weights import load_pattern_weights
    from othello_qt.core.engine.search import Searcher

    jit.warm_up()
    database = build_database([WTHOR])
    positions = labelled_positions(database, SAMPLE, SEED)
    weights = load_pattern_weights()
    searcher = Searcher()
    errors: dict[str, float] = {}
    for depth in DEPTHS:
        misses = [engine_value(searcher, weights, p, o, depth) - margin for p, o, margin in positions]
        errors[str(depth)] = _rms(misses)
        print(
            f"depth {depth}: RMS error {errors[str(depth)]:.2f} discs over {len(positions)} positions",
            flush=True,
        )
    reference = _ntest()
    try:
        phases = phase_errors(database, searcher, weights, reference)
    finally:
        if reference is not None:
            reference.close()
    return {
        "positions": len(positions),
        "empties": SOLVED_EMPTIES,
        "years": list(HELD_OUT_YEARS),
        "rms": errors,
        "phases": phases,
        "reference_depth": REFERENCE_DEPTH,
    }


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The error of the evaluation and of each search depth at 24 empties; then by phase."""
    low, high = values["years"]
    depths = [("evaluation" if d == "0" else f"depth {d}") for d in values["rms"]]
    rows = [[f"{values['positions']} at {values['empties']} empties, {low}–{high}", *values["rms"].values()]]
    caption = "Root mean square error against the exact value, in discs:"
    shown = [table(["positions", *depths], rows, caption)]
    phases = values.get("phases")
    if phases:
        reference = f"ntest depth {values['reference_depth']}"
        columns = ["empties", "label", "positions", *depths, reference]
        phase_rows = [
            [
                row["empties"],
                row["label"],
                row["positions"],
                *row["rms"].values(),
                "—" if row["reference_rms"] is None else row["reference_rms"],
            ]
            for row in phases
        ]
        caption = (
            "By phase, the same games' positions at each number of empty squares: root mean square "
            f"error in discs against the label ({reference} where nothing exact can be had; the last "
            "column is its own error where the label is exact):"
        )
        shown.append(table(columns, phase_rows, caption))
    return shown


if __name__ == "__main__":
    run()
