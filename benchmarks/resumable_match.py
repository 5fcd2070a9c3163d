"""A long match that survives interruption: each finished game is saved at once (atomically) to a
JSON file under ``benchmarks/results``, and a run started again plays only the missing games.

The games are ``run_match``'s (openings from the match seed, A with Black in even games), so a
match played in several sittings is the same match as one played at once.
"""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from pathlib import Path

from othello_qt.core.atomic import write_atomically
from othello_qt.core.match import DEFAULT_OPENING_PLIES, GameRecord, MatchResult, run_match, score_interval

RESULTS = Path(__file__).with_name("results")


@dataclass(frozen=True)
class MatchSummary:
    games: int
    wins: int
    draws: int
    losses: int
    mean_discs: float
    a_seconds_per_move: float
    b_seconds_per_move: float

    def describe(self, label: str) -> str:
        score, low, high = score_interval(self.wins, self.draws, self.losses)
        return (
            f"{label}, {self.games} games: {self.wins}-{self.draws}-{self.losses}, score {score:.1%} "
            f"(95% interval {low:.1%} .. {high:.1%}), mean {self.mean_discs:+.1f} discs, "
            f"{self.a_seconds_per_move:.2f} / {self.b_seconds_per_move:.2f} s a move"
        )


def engine_data_stamp() -> str:
    """A short hash of the data files the engine's play depends on (the shipped weights and ProbCut
    statistics): matches of a retrained engine are new matches."""
    import hashlib

    from othello_qt.core.engine import pattern_weights, probcut

    digest = hashlib.sha256()
    for path in (pattern_weights.shipped_path(), probcut.shipped_path()):
        digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def results_path(spec_a: str, spec_b: str, games: int, tag: str = "", folder: Path = RESULTS) -> Path:
    """The match's file in ``folder``; ``tag`` (for example the engine data's stamp) keeps other
    versions apart."""
    name = re.sub(r"[^A-Za-z0-9.=-]+", "_", f"{spec_a}-vs-{spec_b}-{games}" + (f"-{tag}" if tag else ""))
    return folder / f"match-{name}.json"


def played_so_far(
    spec_a: str, spec_b: str, games: int, tag: str = "", folder: Path = RESULTS
) -> MatchSummary | None:
    """The games of a match played so far (it may be unfinished), or ``None`` if none is on file."""
    done = _load(results_path(spec_a, spec_b, games, tag, folder))
    return summarise(done.values()) if done else None


def _load(path: Path) -> dict[str, dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data.get("games", {}) if isinstance(data, dict) else {}


def play(
    spec_a: str,
    spec_b: str,
    games: int,
    threads: int = 2,
    opening_plies: int = DEFAULT_OPENING_PLIES,
    tag: str = "",
    folder: Path = RESULTS,
) -> MatchSummary:
    """Play (or finish) the match and summarise every game played so far."""
    path = results_path(spec_a, spec_b, games, tag, folder)
    done = _load(path)
    todo = [n for n in range(games) if str(n) not in done]
    if todo:
        print(f"{spec_a} vs {spec_b}: {len(done)} of {games} games on file, playing {len(todo)}", flush=True)

    def save(record: GameRecord, _result: MatchResult) -> None:
        done[str(record.number)] = {
            "a_disc_difference": record.a_disc_difference,
            "a_seconds": round(record.a_seconds, 3),
            "b_seconds": round(record.b_seconds, 3),
            "a_moves": _moves_of(record, a=True),
            "b_moves": _moves_of(record, a=False),
            "transcript": "".join(str(m) for m in record.moves),
            "finished": time.strftime("%Y-%m-%d %H:%M:%S"),
        }
        path.parent.mkdir(parents=True, exist_ok=True)
        body = {"player_a": spec_a, "player_b": spec_b, "games": done}
        write_atomically(path, (json.dumps(body, indent=1, sort_keys=True) + "\n").encode())

    if todo:
        run_match(
            spec_a,
            spec_b,
            games,
            seed=1,
            threads=threads,
            opening_plies=opening_plies,
            on_game=save,
            numbers=todo,
        )
    return summarise(done.values())


def _moves_of(record: GameRecord, *, a: bool) -> int:
    played = len(record.moves) - len(record.opening.moves)
    first_is_a = record.opening.position.turn == record.a_color
    return (played + 1) // 2 if first_is_a == a else played // 2


def summarise(games: object) -> MatchSummary:
    records = list(games)  # type: ignore[call-overload]
    diffs = [r["a_disc_difference"] for r in records]
    return MatchSummary(
        games=len(records),
        wins=sum(d > 0 for d in diffs),
        draws=sum(d == 0 for d in diffs),
        losses=sum(d < 0 for d in diffs),
        mean_discs=sum(diffs) / max(1, len(diffs)),
        a_seconds_per_move=sum(r["a_seconds"] for r in records) / max(1, sum(r["a_moves"] for r in records)),
        b_seconds_per_move=sum(r["b_seconds"] for r in records) / max(1, sum(r["b_moves"] for r in records)),
    )
