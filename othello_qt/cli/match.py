"""``othello-qt match A B --games N``: who is stronger, by how much, with what confidence."""

from __future__ import annotations

import argparse
import json
import sys

from othello_qt.cli.progress import ProgressBar


def register(subparsers: argparse._SubParsersAction) -> None:
    parser = subparsers.add_parser(
        "match",
        help="play a match between two players and estimate their Elo difference",
        description="Play N games between PLAYER_A and PLAYER_B, alternating colours, from distinct "
        "opening positions (each played once with each colour), and print wins/draws/losses, the mean "
        "disc difference and the Elo difference of A over B with its 95% interval. "
        "Players are registry specs: random, greedy, corners, diff, weighted, minimax:4, alphabeta:6, "
        "alphabeta:6:diff, negascout:6, id:2s, master:5s, ...",
    )
    parser.add_argument(
        "player_a", metavar="PLAYER_A", nargs="?", help="spec of the first player, e.g. alphabeta:6"
    )
    parser.add_argument(
        "player_b", metavar="PLAYER_B", nargs="?", help="spec of the second player, e.g. corners"
    )
    parser.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="seed of openings and random players (default 1)")
    parser.add_argument(
        "--budget",
        metavar="BUDGET",
        help="override both players' budget: a depth (8), a time (1.5s, 500ms) or both (8,1.5s)",
    )
    parser.add_argument(
        "--opening-plies",
        type=int,
        default=4,
        help="random plies of each opening position (default 4)",
    )
    parser.add_argument(
        "--threads", type=int, default=1, help="games played at once (default 1; 2 halves the wall time)"
    )
    parser.add_argument("--json", action="store_true", help="print the result as one JSON object")
    parser.add_argument("--list", action="store_true", help="list the known players and exit")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    from othello_qt.core import jit
    from othello_qt.core.budget import Budget
    from othello_qt.core.match import PlayerError, run_match
    from othello_qt.core.players.registry import available_players, create_player

    if args.list:
        for kind in available_players():
            name = f"{kind.name}:ARG" if kind.argument else kind.name
            print(f"{name:16s}{kind.display_name}: {kind.description}")
            print(f"{'':16s}{kind.detail}; scores: {kind.score_unit}")
            if kind.argument:
                print(f"{'':16s}ARG: {kind.argument}")
        return 0
    if args.player_a is None or args.player_b is None:
        print(
            "match: give two players, e.g. othello-qt match alphabeta:6 corners (--list shows them)",
            file=sys.stderr,
        )
        return 2
    if args.games < 1:
        print("match: --games must be at least 1", file=sys.stderr)
        return 2
    if not 0 <= args.opening_plies <= 20:
        print("match: --opening-plies must be between 0 and 20", file=sys.stderr)
        return 2
    try:
        budget = Budget.parse(args.budget) if args.budget else None
        for spec in (args.player_a, args.player_b):
            create_player(spec, seed=0)
    except ValueError as exc:
        print(f"match: {exc}", file=sys.stderr)
        return 2
    jit.warm_up()
    bar = ProgressBar(sys.stderr, args.games, unit=" games", log_step=0)  # a log: a line per game
    bar.start("playing the first game...")

    def on_game(record, result) -> None:
        color = "black" if record.a_color == 0 else "white"
        a_discs, b_discs = (
            (record.black, record.white) if record.a_color == 0 else (record.white, record.black)
        )
        last = f"game {record.number + 1}: A ({color}) {a_discs}-{b_discs}"
        done = len(result.games)
        left = bar.seconds_left(done) or 0.0
        tally = f"+{result.wins} ={result.draws} -{result.losses}"
        bar.update(done, f"{tally}  {bar.elapsed():.0f}s elapsed, ~{left:.0f}s left", aside=last)

    try:
        result = run_match(
            args.player_a,
            args.player_b,
            args.games,
            seed=args.seed,
            budget=budget,
            threads=max(1, args.threads),
            opening_plies=args.opening_plies,
            on_game=on_game,
        )
    except ValueError as exc:
        bar.close()
        print(f"match: {exc}", file=sys.stderr)
        return 2
    except PlayerError as exc:
        bar.close()
        print(f"match: {exc}", file=sys.stderr)
        return 1
    bar.close()
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    a_spm, b_spm = result.seconds_per_move()
    print(f"{result.player_a} vs {result.player_b}: {len(result.games)} games")
    print(f"  A wins {result.wins}, draws {result.draws}, losses {result.losses}  (score {result.score:.1%})")
    print(f"  mean disc difference (A - B): {result.mean_disc_difference:+.1f}")
    print(f"  Elo difference (A - B): {result.elo().describe()}")
    print(f"  thinking time per move: A {a_spm * 1000:.1f} ms, B {b_spm * 1000:.1f} ms")
    return 0
