"""The engine against an earlier version of itself: the reference is a git worktree of a named commit
run as an NBoard engine (``othello-qt nboard``), so no old data has to ship.  Games come from
varied openings, each with both colours, one search thread a side unless a spec asks for more.

``python -m benchmarks versus --new master:1s --old master:1s --games 200 --reference ed29eef``
checks the commit out (detached) in ``~/.cache/othello-qt/reference/<commit>`` once, plays the match
with ``core.match`` (``resumable_match``: each game is saved as it ends, and a run started again
plays only the missing games) and stores the new engine's score with its 95 % interval and the mean
disc difference in ``benchmarks/results/figures/versus.json``.  A match's file is named by the
reference, the new side's last change to the package (``engine_commit``) and the engine data
(``resumable_match.engine_data_stamp``), so a match resumes across commits of docs or tests only.

Any NBoard engine can be the old side instead (``--engine``; ``--old`` is then its depth or time):
``python -m benchmarks versus --new master:1s --old 18 --games 200 --engine "./ntest x"
--engine-dir ../shared/engines/ntest --engine-name ntest``.
"""

from __future__ import annotations

import argparse
import json
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks import figures, page, resumable_match
from othello_qt.core.budget import Budget
from othello_qt.core.engine_list import EngineEntry
from othello_qt.core.match import MatchResult, score_interval
from othello_qt.core.players.base import Player
from othello_qt.core.players.registry import PlayerKind, create_player, register

REFERENCE_COMMIT = "ed29eef"
"""The issue's reference: the engine before issue 20's work.  Main at ``ea130a0`` differs in its engine
only by the game clock (a target time, used only with a clock) and Dask training, so a fixed time
a move (``master:1s``) plays the same at both."""
KIND = "reference"
"""The player kind of the reference engine: ``reference:master:1s`` is ``master:1s`` of the old commit."""
RESULTS = resumable_match.RESULTS / "versus"
FIGURES_NAME = "versus"

WRITES = ("versus",)
"""The figure files this benchmark writes."""
REPOSITORY = Path(__file__).resolve().parent.parent
CAPTION = (
    "The new engine's score against the reference (the old engine's time a move includes its process's "
    "start, once a game):"
)


class VersusError(RuntimeError):
    """The reference cannot be prepared; the message says what to do."""


def _git(*args: str, cwd: Path = REPOSITORY) -> str:
    done = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, timeout=300)
    if done.returncode != 0:
        raise VersusError(f"git {' '.join(args)}: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout.strip()


def engine_commit() -> str:
    """The last commit that changed the package (``othello_qt/``), ``-dirty`` when it has local changes:
    the new side's version, so a match resumes across commits that change only docs, tests or
    benchmarks."""
    try:
        commit = _git("log", "-1", "--format=%h", "--", "othello_qt")
        dirty = _git("status", "--porcelain", "--", "othello_qt")
    except (VersusError, OSError):
        return page._commit()
    return f"{commit}-dirty" if dirty else commit


def default_cache() -> Path:
    from othello_qt._cache import user_cache_dir

    return user_cache_dir() / "reference"


def reference_worktree(commit: str, cache: Path) -> tuple[str, Path]:
    """(full commit, folder) of a detached worktree of ``commit`` under ``cache``: made once, reused
    while it is at that commit with no local change, refused (never deleted) otherwise."""
    try:
        full = _git("rev-parse", "--verify", "--quiet", f"{commit}^{{commit}}") if commit else ""
    except VersusError:
        full = ""
    if not re.fullmatch(r"[0-9a-f]{40}", full):
        raise VersusError(f"no commit named {commit!r} in {REPOSITORY}")
    folder = cache / full
    if not folder.exists():
        cache.mkdir(parents=True, exist_ok=True)
        _git("worktree", "add", "--detach", str(folder), full)
    elif _git("rev-parse", "HEAD", cwd=folder) != full or _git("status", "--porcelain", cwd=folder):
        raise VersusError(f"{folder} is not a clean checkout of {full[:12]}; remove it to have it made again")
    return full, folder


def warm_up(folder: Path) -> None:
    """Compile (or load) the reference's kernels before the first game, whose engine must answer its
    first ``ping`` within a minute, and check that the reference's own package is the one imported."""
    script = "import othello_qt; from othello_qt.core import jit; jit.warm_up(); print(othello_qt.__file__)"
    done = subprocess.run([sys.executable, "-c", script], cwd=folder, capture_output=True, text=True)
    where = (
        Path(done.stdout.strip().splitlines()[-1]) if done.returncode == 0 and done.stdout.strip() else None
    )
    if where is None or not where.resolve().is_relative_to(folder.resolve()):
        raise VersusError(f"the reference in {folder} does not run: {done.stderr.strip()[-300:] or where}")


@dataclass(frozen=True)
class Reference:
    """The old engine: a worktree whose ``othello-qt nboard`` plays a player spec of that commit."""

    commit: str
    folder: Path

    def entry(self, spec: str, seed: int | None) -> tuple[EngineEntry, Budget]:
        """The engine entry (in memory: the user's engine list is not touched) and the budget its
        player sends through NBoard.  The spec's time goes on the command line (``--seconds``), not
        into a GGF clock (``TI``), which the engine would share out as a game clock."""
        budget = getattr(create_player(spec, seed=0), "budget", None) or Budget()
        argv = [sys.executable, "-m", "othello_qt", "nboard", "--player", spec]
        if budget.seconds is not None:
            argv += ["--seconds", f"{budget.seconds:g}"]
        if seed is not None:
            argv += ["--seed", str(seed)]
        entry = EngineEntry(
            f"{self.commit[:7]} {spec}", tuple(argv), str(self.folder), str(budget.depth or 60)
        )
        return entry, Budget(depth=budget.depth)

    def player(self, spec: str | None, seed: int | None) -> Player:
        from othello_qt.core.players.external import ExternalPlayer

        if not spec:
            raise ValueError(f"{KIND}: give the old engine's player spec ({KIND}:master:1s)")
        entry, budget = self.entry(spec, seed)
        return ExternalPlayer(entry, budget, spec=f"{KIND}:{spec}")

    def register(self) -> None:
        """Make ``reference:SPEC`` a player spec of this process, for ``core.match``."""
        register(
            PlayerKind(
                KIND,
                f"The engine of commit {self.commit[:7]}, as an NBoard engine.",
                self.player,
                argument="the old commit's player spec",
            )
        )


def _row(match: dict) -> list[object]:
    """A match's line on the page, its interval computed from the games (the stored bounds are rounded)."""
    return [
        f"`{match['new']}`",
        f"`{match['old']}`",
        f"`{match['reference'][:7]}`",
        match["games"],
        f"{match['wins']}–{match['draws']}–{match['losses']}",
        page.score_text(match["wins"], match["draws"], match["losses"]),
        f"{match['mean_discs']:+.1f}",
        f"{match['new_seconds_per_move']:.2f} / {match['old_seconds_per_move']:.2f}",
    ]


TIMED_MASTER = re.compile(r"^master:(\d+(?:\.\d+)?)s$")
CURVE_POINTS = 3
"""Timed masters of one commit against one opponent make a curve from this many times on."""


def time_curves(matches: dict[str, Any]) -> list[dict[str, Any]]:
    """Strength against time: for each opponent and new-side commit with ``CURVE_POINTS`` or more
    matches of ``master:Ts``, one table, a row a time (the largest match of a time counts)."""
    groups: dict[tuple[str, str], dict[float, dict]] = {}
    for match in matches.values():
        timed = TIMED_MASTER.match(str(match["new"]))
        if timed:
            points = groups.setdefault((str(match["old"]), str(match["new_commit"])), {})
            seconds = float(timed.group(1))
            if seconds not in points or points[seconds]["games"] < match["games"]:
                points[seconds] = match
    shown = []
    for (old, commit), points in sorted(groups.items()):
        if len(points) < CURVE_POINTS:
            continue
        # _row's games, W–D–L, score and discs, as the matches' table shows them
        rows = [
            [f"{seconds:g} s", *_row(m)[3:7], f"{m['new_seconds_per_move']:.2f}"]
            for seconds, m in sorted(points.items())
        ]
        caption = f"Strength against time: `master` of `{commit}` at each time a move against `{old}`:"
        columns = ["time a move", "games", "W–D–L", "score (95 % interval)", "discs", "s/move used"]
        shown.append(figures.table(columns, rows, caption))
    return shown


def tables(values: dict[str, Any]) -> list[dict[str, Any]]:
    """The section's tables: one row a match of ``values["matches"]``, then the strength-against-time
    curves among them (``time_curves``)."""
    columns = [
        "new",
        "old",
        "reference",
        "games",
        "W–D–L",
        "score (95 % interval)",
        "discs",
        "s/move new / old",
        "new side's commit",
        "last game",
    ]
    rows = [
        [*_row(m), f"`{m['new_commit']}`", m.get("last_game", "")] for m in values.get("matches", {}).values()
    ]
    return [figures.table(columns, rows, CAPTION), *time_curves(values.get("matches", {}))]


def record(path: Path, key: str, row: dict[str, object], command: str) -> None:
    """Put one match's figures in the fragment at ``path``, keeping the other matches' (each row is
    one match) and the commands that played them."""
    previous = figures.load(path.stem, path.parent) or {}
    matches = {**previous.get("values", {}).get("matches", {}), key: row}
    commands = [c for c in previous.get("command", []) if c != command] + [command]
    values = {"matches": matches}
    data = figures.fragment(
        "versus", command=commands, values=values, tables=tables(values), commit_=str(row["new_commit"])
    )
    figures.write(path.stem, data, path.parent)


@dataclass(frozen=True)
class NBoardOpponent:
    """Any NBoard engine, started as its own README says (``ntest x`` in ntest's folder):
    ``NAME:BUDGET`` plays it at that depth or time (``ntest:18``), the budget sent over NBoard."""

    name: str
    command: str
    folder: str = ""

    @property
    def tag(self) -> str:
        """The name as a match file's reference (letters, digits and ``_`` only)."""
        return re.sub(r"[^A-Za-z0-9_]", "_", self.name)

    def player(self, budget: str | None, seed: int | None) -> Player:
        from othello_qt.core.engine_list import make_entry
        from othello_qt.core.players.external import ExternalPlayer

        if not budget:
            raise ValueError(f"{self.name}: give the engine's depth or time ({self.name}:18)")
        entry = make_entry(self.name, self.command, self.folder, budget)
        return ExternalPlayer(entry, spec=f"{self.name}:{entry.budget}")

    def register(self) -> None:
        """Make ``NAME:BUDGET`` a player spec of this process, for ``core.match``."""
        register(
            PlayerKind(
                self.name,
                f"{self.name}, an NBoard engine.",
                self.player,
                argument="its depth or time",
            )
        )


def match_row(new: str, old: str, reference: str, new_commit: str, match: MatchResult) -> dict[str, object]:
    """One match's stored figures: the sides, the score with its 95 % interval, discs, time a move."""
    score, low, high = score_interval(match.wins, match.draws, match.losses)
    return {
        "new": new,
        "old": old,
        "reference": reference,
        "new_commit": new_commit,
        "games": match.games,
        "wins": match.wins,
        "draws": match.draws,
        "losses": match.losses,
        "score": round(score, 4),
        "low": round(low, 4),
        "high": round(high, 4),
        "mean_discs": round(match.mean_discs, 2),
        "new_seconds_per_move": round(match.a_seconds_per_move, 3),
        "old_seconds_per_move": round(match.b_seconds_per_move, 3),
    }


def summary_row(path: Path) -> tuple[str, dict[str, object]]:
    """A stored match file's key and row, computed from its games: the file's name holds the
    reference, the new side's commit and the engine data (``main``'s tag)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    games = data["games"]
    match = resumable_match.summarise(games.values())
    reference, new_commit, _stamp = path.stem.split("-")[-3:]
    new, old = data["player_a"], data["player_b"].removeprefix(f"{KIND}:")
    row = {
        **match_row(new, old, reference, new_commit, match),
        "last_game": max(g["finished"] for g in games.values())[:10],
    }
    return f"{new} vs {old} of {reference} at {new_commit}", row


CONDITIONS = "each match from its games stored in `benchmarks/results/versus/`; one search thread a side"


def record_files(
    path: Path, folder: Path, command: str | None, played: tuple[Path, dict[str, object]] | None = None
) -> None:
    """The fragment at ``path`` from every match file in ``folder``, oldest last game first;
    ``played``, the match just played (its file and row), names its reference in full."""
    rows = []
    for match_file in folder.glob("match-*.json"):
        key, row = summary_row(match_file)
        if played is not None and match_file == played[0]:
            row = {**row, **played[1]}
        rows.append((key, row))
    rows.sort(key=lambda kr: str(kr[1]["last_game"]))
    previous = figures.load(path.stem, path.parent) or {}
    commands = [c for c in previous.get("command", []) if c != command] + ([command] if command else [])
    values = {"matches": dict(rows)}
    data = figures.fragment(
        "versus", command=commands, values=values, tables=tables(values), conditions=CONDITIONS
    )
    figures.write(path.stem, data, path.parent)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m benchmarks versus", description=__doc__.split("\n\n")[0])
    parser.add_argument("--new", default="master:1s", help="this tree's player spec (default master:1s)")
    parser.add_argument("--old", default="master:1s", help="the reference's player spec (default master:1s)")
    parser.add_argument("--games", type=int, default=200, help="games in the match (default 200)")
    parser.add_argument(
        "--reference", default=REFERENCE_COMMIT, help=f"the old commit (default {REFERENCE_COMMIT})"
    )
    parser.add_argument("--jobs", type=int, default=1, help="games played at a time (default 1)")
    parser.add_argument(
        "--results", type=Path, default=RESULTS, help="folder of the match's game-by-game file"
    )
    parser.add_argument("--figures", type=Path, default=None, help="figures file (default: the page's)")
    parser.add_argument("--cache", type=Path, default=None, help="folder of the reference worktrees")
    parser.add_argument(
        "--engine",
        default=None,
        metavar="COMMAND",
        help="play an NBoard engine instead of a commit (--old is then its depth or time: 18, 1s)",
    )
    parser.add_argument("--engine-dir", type=Path, default=None, help="the engine's working folder")
    parser.add_argument("--engine-name", default="engine", help="the engine's name on the page (ntest)")
    parser.add_argument(
        "--from-files",
        action="store_true",
        help="play nothing: rebuild the figures from the match files in --results",
    )
    args = parser.parse_args(argv)
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    return args


def prepare_opponent(args: argparse.Namespace) -> tuple[str, str, str]:
    """Register the old side's player kind; (its spec, its label on the page, the reference the
    match file is named by): an NBoard engine (``--engine``) or the git worktree of a commit."""
    if args.engine:
        opponent = NBoardOpponent(args.engine_name, args.engine, str(args.engine_dir or ""))
        opponent.register()
        spec = f"{opponent.name}:{args.old}"
        return spec, spec, opponent.tag
    commit, folder = reference_worktree(args.reference, args.cache or default_cache())
    warm_up(folder)
    Reference(commit, folder).register()
    return f"{KIND}:{args.old}", args.old, commit


def main(argv: list[str]) -> int:
    args = parse_args(argv)
    if args.from_files:
        record_files(args.figures or page.FIGURES / f"{FIGURES_NAME}.json", args.results, None)
        if args.figures is None:
            print(f"wrote {page.write_page()}")
        return 0
    from othello_qt.core.engine_list import EngineListError
    from othello_qt.core.players.external import EngineError

    try:
        old, old_label, reference = prepare_opponent(args)
    except (VersusError, EngineListError) as exc:
        print(f"versus: {exc}", file=sys.stderr)
        return 2
    new_commit = engine_commit()
    stamp = resumable_match.engine_data_stamp()
    against = f"{old_label} of {reference[:7]}" if not args.engine else old_label
    print(f"== versus: {args.new} (this tree, {new_commit}) against {against} ==", flush=True)
    tag = f"{reference[:7]}-{new_commit}-{stamp}"
    try:
        match = resumable_match.play(args.new, old, args.games, args.jobs, tag=tag, folder=args.results)
    except (ValueError, EngineError) as exc:  # a bad spec; the old engine failed (its own words)
        print(f"versus: {exc}", file=sys.stderr)
        return 2
    print(match.describe(f"{args.new} vs {against}"), flush=True)
    row = match_row(args.new, old_label, reference, new_commit, match)
    target = args.figures or page.FIGURES / f"{FIGURES_NAME}.json"
    opponent = (
        f"--engine {shlex.quote(args.engine)} --engine-name {args.engine_name}"
        + (f" --engine-dir {shlex.quote(str(args.engine_dir))}" if args.engine_dir else "")
        if args.engine
        else f"--reference {args.reference}"
    )
    command = f"python -m benchmarks versus --new {args.new} --old {args.old} --games {args.games} {opponent}"
    played = resumable_match.results_path(args.new, old, args.games, tag, args.results)
    record_files(target, args.results, command, (played, row))
    if args.figures is None:
        print(f"wrote {page.write_page()}")
    return 0
