"""Growing the opening book by self-play and deepening, resumable and the same for any worker count.

The book grows in rounds.  A round first plays ``walks`` self-play walks from the start through the
book: at each expanded node a walk picks, at random (seeded by the run's seed, the round and the
walk alone), one of the moves whose book value is within ``window`` discs of the best, and stops at
the first node that is not expanded yet.  Those stopping nodes, deduplicated, are the round's
*frontier*.  Each is *expanded*: one deep search (``depth`` plies; exact with at most
``exact_empties`` empty squares) values all its moves, and every move's position joins the book as
a leaf with that value (Edax's "deviations": the book always knows its unplayed alternatives).
The values are then backed up by negamax (``book.negamax``), so the next round's walks follow the
deeper knowledge.  A frontier is split into units of ``unit_positions``; a unit's result depends only
on its positions and the plan (each search starts from an empty table), never on the worker that
ran it or how many there are, so any executor may run them (``workers.make_pool``).

Everything lands in the work folder atomically: each finished unit (``round000012-unit0003.npz``),
and after each round the whole book (``book.npz``).  A run started again with the same plan redoes
only what is missing, and so ends with exactly the book an uninterrupted run makes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from othello_qt.core.atomic import write_atomically
from othello_qt.core.datafile import ArraySpec, DataFileError, read_npz, set_aside
from othello_qt.core.engine.book import EXACT_DEPTH, Book, key_of, load_book
from othello_qt.core.engine.book_games import FrequentPositions
from othello_qt.core.engine.search import child_position
from othello_qt.core.position import Position

CHECKPOINT = "book.npz"
UNIT_SPEC = {
    "counts": ArraySpec("i", (range(0, 100_000),)),
    "squares": ArraySpec("i", (range(0, 64 * 100_000),)),
    "values": ArraySpec("f", (range(0, 64 * 100_000),)),
    "exact": ArraySpec("b", (range(0, 100_000),)),
}
Progress = Callable[[str, int, int], None]
"""(stage, done, total): the caller's progress display."""
Expansion = tuple[list[int], list[float], bool]
"""A position's moves (squares), their values for the side to move, and whether they are exact."""


@dataclass(frozen=True)
class BookPlan:
    """Everything that decides the book a run grows (recorded in the work folder)."""

    seed: int = 1
    depth: int = 14
    """Search depth of a frontier position's moves' values."""
    exact_empties: int = 20
    """Positions with at most this many empty squares are solved exactly instead."""
    max_ply: int = 30
    """Positions more than this many moves from the start are never expanded."""
    window: float = 3.0
    """Walks choose among the moves within this many discs of the best."""
    walks: int = 32
    unit_positions: int = 4
    weights: str = ""
    """Fingerprint of the evaluation the searches use: another evaluation gives another book."""
    min_games: int = 0
    """With a database (``--from-games``): expand first every position at least this many of its
    games reached; 0 grows by self-play alone."""
    games: str = ""
    """Fingerprint of that database's positions and counts: another database gives another book."""

    def to_json(self) -> dict:
        """The plan as recorded; a self-play plan leaves out the database's fields, so the books
        grown before they existed still resume."""
        recorded = asdict(self)
        if not self.min_games:
            del recorded["min_games"], recorded["games"]
        return recorded


# --- a unit of work: runs in any worker ---------------------------------------------------------

TABLE_MIB = 64
"""The transposition table of a unit's searches, cleared before each position."""
SHALLOW_DEPTH = 4
"""Searches this shallow use a 1 MiB table: clearing 64 MiB for each would be most of their time
(``benchmarks.book_coverage`` builds a whole database's book one ply deep)."""


def expand_positions(
    players: list[int], opponents: list[int], depth: int, exact_empties: int
) -> list[Expansion]:
    """Worker: every move's value (for the side to move) of each position, by one deep search each,
    started from an empty table so the values depend on the position alone.  The unit has its own
    searcher, so a Dask worker running several units at once (``--nthreads``) never shares one."""
    from othello_qt.core.engine.search import Searcher, best_square

    searcher = Searcher(tt_mib=TABLE_MIB if depth > SHALLOW_DEPTH else 1)
    out: list[Expansion] = []
    for player, opponent in zip(players, opponents, strict=True):
        searcher.clear()
        result = searcher.search(player, opponent, depth=depth, analyze=True, solve_empties=exact_empties)
        scores = {best_square(result): result.score} if not result.move_scores else {}
        for move, value in result.move_scores.items():
            scores[move.square] = value  # type: ignore[index]
        squares = sorted(scores)
        out.append((squares, [float(scores[s]) for s in squares], result.exact))
    return out


# --- rounds -------------------------------------------------------------------------------------


def initial_book() -> Book:
    start = Position.initial()
    p, o = key_of(start.player, start.opponent)
    return Book(
        np.array([[p, o]], np.uint64),
        np.zeros(1, np.float32),
        np.zeros(1, np.uint8),
        np.zeros((0, 2), np.int32),
    )


def expandable(position: Position, plan: BookPlan) -> bool:
    """A position the book may expand: not too deep, and the side to move has a move."""
    return (
        60 - position.empty_count <= plan.max_ply and not position.must_pass() and not position.is_game_over()
    )


def frontier(book: Book, plan: BookPlan, round_number: int) -> list[tuple[int, int]]:
    """The round's positions to expand: where its self-play walks leave the expanded book."""
    found: dict[tuple[int, int], None] = {}
    for walk in range(plan.walks):
        rng = np.random.default_rng([plan.seed, round_number, walk])
        position = Position.initial()
        while True:
            known = book.moves(position)
            if known is None:
                node = book.node(position)
                if node is not None and expandable(position, plan):
                    found[tuple(int(k) for k in book.keys[node])] = None  # type: ignore[index]
                break
            near = known.near_best(plan.window)
            position = position.play(near[int(rng.integers(len(near)))])
    return list(found)


def grow(book: Book, expanded: list[tuple[tuple[int, int], Expansion]], plan: BookPlan) -> Book:
    """The book with these positions expanded (added first if new): their moves' positions join it
    (a transposition already there keeps the deeper of its two values) and edges link them."""
    keys = [tuple(k) for k in book.keys.tolist()]
    old_games = book.games
    leaf = book.leaf.tolist()
    depth = book.depth.tolist()
    edges = [tuple(e) for e in book.edges.tolist()]
    index = dict(book.index)
    has_edges = set(book.edges[:, 0].tolist())
    for key, (squares, values, exact) in expanded:
        child_depth = EXACT_DEPTH if exact else plan.depth - 1
        parent = index.get(key)
        if parent is None:  # a learned game's position: its value is its best move's
            parent = index[key] = len(keys)
            keys.append(key)
            leaf.append(float(np.float32(max(values))))
            depth.append(EXACT_DEPTH if exact else plan.depth)
        if parent in has_edges:
            continue
        has_edges.add(parent)
        children: dict[int, None] = {}
        for square, value in zip(squares, values, strict=True):
            child_key = key_of(*child_position(key[0], key[1], square))
            child_value = float(np.float32(-value))
            node = index.get(child_key)
            if node is None:
                node = index[child_key] = len(keys)
                keys.append(child_key)
                leaf.append(child_value)
                depth.append(child_depth)
            elif node not in has_edges and _deeper(child_depth, depth[node]):
                leaf[node], depth[node] = child_value, child_depth
            children[node] = None
        edges.extend((parent, child) for child in children)
    games = np.zeros(len(keys), np.uint32)
    if old_games is not None:
        games[: len(old_games)] = old_games
    return Book(
        np.array(keys, np.uint64).reshape(-1, 2),
        np.array(leaf, np.float32),
        np.array(depth, np.uint8),
        np.array(edges, np.int32).reshape(-1, 2),
        games=games,
    )


def _deeper(new: int, old: int) -> bool:
    rank = {EXACT_DEPTH: 1000}
    return rank.get(new, new) > rank.get(old, old)


def unit_path(work: Path, round_number: int, unit: int) -> Path:
    return work / f"round{round_number:06d}-unit{unit:04d}.npz"


def _save_unit(path: Path, results: list[Expansion]) -> None:
    arrays = {
        "counts": np.array([len(s) for s, _, _ in results], np.int32),
        "squares": np.array([q for s, _, _ in results for q in s], np.int32),
        "values": np.array([v for _, vs, _ in results for v in vs], np.float64),
        "exact": np.array([e for _, _, e in results], bool),
    }
    write_atomically(path, lambda handle: np.savez(handle, **arrays))


def _load_unit(path: Path, size: int) -> list[Expansion]:
    arrays = read_npz(path, UNIT_SPEC)
    counts = arrays["counts"].tolist()
    if len(counts) != size or len(arrays["exact"]) != size or sum(counts) != len(arrays["squares"]):
        raise DataFileError(f"{path}: does not hold the unit's {size} positions")
    if len(arrays["values"]) != len(arrays["squares"]):
        raise DataFileError(f"{path}: squares and values differ in length")
    out, at = [], 0
    for count, exact in zip(counts, arrays["exact"].tolist(), strict=True):
        out.append(
            (arrays["squares"][at : at + count].tolist(), arrays["values"][at : at + count].tolist(), exact)
        )
        at += count
    return out


def load_checkpoint(work: Path) -> tuple[Book, int]:
    """The book after the last finished round and that round's count (a new run: the start position)."""
    path = work / CHECKPOINT
    if not path.exists():
        return initial_book(), 0
    book = load_book(path)
    rounds = book.provenance.get("rounds")
    if not isinstance(rounds, int) or rounds < 0:
        raise DataFileError(f"{path}: its provenance does not say how many rounds it holds")
    return book, rounds


def start_from(work: Path, path: Path, plan: BookPlan) -> int:
    """Start the run in ``work`` from the book at ``path``, grown with ``plan`` (its provenance says
    so, and how many rounds it holds): a run whose work folder is gone goes on from the book it
    exported.  Returns its rounds; refuses a work folder that already holds a round."""
    if (work / CHECKPOINT).exists():
        raise ValueError(f"{work} already holds a run; resume it without --from, or use another --work")
    book = load_book(path)
    rounds = book.provenance.get("rounds")
    if not isinstance(rounds, int) or rounds < 0:
        raise DataFileError(f"{path}: its provenance does not say how many rounds it holds")
    if book.provenance.get("plan") != plan.to_json():
        raise ValueError(f"{path} was grown with other settings; give the options its provenance names")
    book.provenance = {
        "rounds": rounds,
        "plan": plan.to_json(),
        GAMES_DONE: bool(book.provenance.get(GAMES_DONE)),
    }
    work.mkdir(parents=True, exist_ok=True)
    book.save(work / CHECKPOINT)
    return rounds


def build(
    work: Path,
    plan: BookPlan,
    rounds: int,
    pool: Executor | None,
    progress: Progress,
    frequent: FrequentPositions | None = None,
) -> tuple[Book, int]:
    """Grow the book in ``work``: first, for a plan with ``min_games``, every position of the
    database (``frequent``) that many games reached; then self-play rounds until it has ``rounds``
    (or no walk finds a new position).  Returns the book and its rounds."""
    from othello_qt.core.engine.training import run_in_order

    book, done = load_checkpoint(work)
    if plan.min_games and not book.provenance.get(GAMES_DONE):
        if frequent is None or frequent.fingerprint() != plan.games:
            raise ValueError("this run studies a games database: give the same --from-games files")
        book = study_games(work, plan, book, frequent, pool, progress)
    for stale in work.glob("round*-unit*.npz"):
        if int(stale.name[5:11]) <= done:
            stale.unlink(missing_ok=True)
    while done < rounds:
        number = done + 1
        todo = frontier(book, plan, number)
        if not todo:
            break
        units = [todo[i : i + plan.unit_positions] for i in range(0, len(todo), plan.unit_positions)]
        missing = [u for u in range(len(units)) if not unit_path(work, number, u).exists()]
        jobs = [
            ([k[0] for k in units[u]], [k[1] for k in units[u]], plan.depth, plan.exact_empties)
            for u in missing
        ]
        for unit, results in zip(missing, run_in_order(pool, expand_positions, jobs), strict=True):
            _save_unit(unit_path(work, number, unit), results)
        expanded = []
        for u, unit_keys in enumerate(units):
            expanded.extend(
                zip(unit_keys, _load_unit(unit_path(work, number, u), len(unit_keys)), strict=True)
            )
        book = grow(book, expanded, plan)
        book.provenance = {"rounds": number, "plan": plan.to_json(), GAMES_DONE: bool(plan.min_games)}
        book.save(work / CHECKPOINT)
        for u in range(len(units)):
            unit_path(work, number, u).unlink(missing_ok=True)
        done = number
        progress("rounds", done, rounds)
    return book, done


# --- the positions people play: a games database's ----------------------------------------------

GAMES_DONE = "games_done"
"""The checkpoint's provenance key that says the database's positions are in the book."""
GAMES_UNIT = 16
"""Positions per unit of the database stage: a unit is saved as it finishes, so a stopped run loses
at most one unit's searches per worker."""


def games_unit_path(work: Path, unit: int) -> Path:
    return work / f"games-unit{unit:05d}.npz"


def games_frontier(book: Book, plan: BookPlan, frequent: FrequentPositions) -> list[tuple[int, int]]:
    """The database's positions the book is to expand: reached by ``plan.min_games`` games at
    least, at most ``plan.max_ply`` moves in, not expanded yet; by move number, then key."""
    wanted = frequent.at_least(plan.min_games)
    found = []
    for p, o in wanted.keys.tolist():
        ply = (p | o).bit_count() - 4
        node = book.index.get((p, o))
        if ply <= plan.max_ply and (node is None or not book.expanded[node]):
            found.append((ply, p, o))
    found.sort()
    return [(p, o) for _, p, o in found]


def study_games(
    work: Path,
    plan: BookPlan,
    book: Book,
    frequent: FrequentPositions,
    pool: Executor | None,
    progress: Progress,
) -> Book:
    """Expand the database's positions (``games_frontier``) in units saved as they finish, then
    grow the book with them all, record every node's games and checkpoint it.  Started again, it
    redoes only the units that are missing."""
    from othello_qt.core.engine.training import run_as_done

    todo = games_frontier(book, plan, frequent)
    units = [todo[i : i + GAMES_UNIT] for i in range(0, len(todo), GAMES_UNIT)]
    missing = [u for u in range(len(units)) if not games_unit_path(work, u).exists()]
    jobs = [
        ([k[0] for k in units[u]], [k[1] for k in units[u]], plan.depth, plan.exact_empties) for u in missing
    ]
    done = len(units) - len(missing)
    progress("database positions", done * GAMES_UNIT, len(todo))
    for job, results in run_as_done(pool, expand_positions, jobs):
        _save_unit(games_unit_path(work, missing[job]), results)
        done += 1
        progress("database positions", min(done * GAMES_UNIT, len(todo)), len(todo))
    expanded = []
    for u, unit_keys in enumerate(units):
        expanded.extend(zip(unit_keys, _load_unit(games_unit_path(work, u), len(unit_keys)), strict=True))
    book = grow(book, expanded, plan)
    book.games = np.minimum(frequent.counts_of(book.keys), np.iinfo(np.uint32).max).astype(np.uint32)
    book.provenance = {"rounds": 0, "plan": plan.to_json(), GAMES_DONE: True}
    book.save(work / CHECKPOINT)
    for u in range(len(units)):
        games_unit_path(work, u).unlink(missing_ok=True)
    return book


LEARN_PLAN = BookPlan(depth=12, exact_empties=16, max_ply=44)
"""How a learned game's positions are expanded: quick enough to answer NBoard's ``learn`` in seconds."""


def learn_game(positions: list[Position], path: Path, plan: BookPlan = LEARN_PLAN) -> Book:
    """Add a game's positions, each expanded, to the user's book at ``path`` (created if missing) and
    write it atomically; returns the book.  A damaged book is set aside (``datafile.set_aside``, said
    on stderr) and a new one started: never written over, never in the way of the games learned."""
    try:
        book = load_book(path) if path.exists() else Book.empty()
    except DataFileError as exc:
        kept = set_aside(path)  # an OSError here stops the learning: nothing is written over
        print(f"othello-qt: {exc}; set aside as {kept}, a new book is started", file=sys.stderr)
        book = Book.empty()
    todo: dict[tuple[int, int], None] = {}
    for position in positions:
        key = key_of(position.player, position.opponent)
        node = book.index.get(key)
        if expandable(position, plan) and (node is None or not book.expanded[node]):
            todo[key] = None
    keys = list(todo)
    results = expand_positions([k[0] for k in keys], [k[1] for k in keys], plan.depth, plan.exact_empties)
    book = grow(book, list(zip(keys, results, strict=True)), plan)
    if len(book) == 0:  # nothing of this game to learn, and no book yet: no file to write
        return book
    book.provenance = {"learned": "games added by NBoard's learn command", "plan": plan.to_json()}
    book.save(path)
    return book
