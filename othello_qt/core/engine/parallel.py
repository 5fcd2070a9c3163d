"""Parallel search: young brothers wait, at every node large enough to share.

A node searches its first move before the others ("young brothers wait"): it is usually the best
and its value gives the others a bound, and at a node that cuts off it is usually the only one
searched.  Then the node becomes a *split point*: its other moves are handed out one at a time to
whichever thread is free, each a null-window test at the best value known when it starts (tested
again if another thread raised the bound meanwhile) and, when it fails high, searched again with
the open window.  Every move's node that is large enough to share (``SplitTree.splits``) is
searched the same way, so a later move whose subtree turns out large is itself split: a thread
that has nothing left to do joins the largest open split point, and a split point's owner, once
its own moves are handed out, helps below it while it waits for the others ("helpful master").
A move that reaches beta cuts its split point: every thread working below it is stopped through
its ``CUT`` control word.  In analysis (every root move with the full window) all root moves are
handed out at once.

Below the shared nodes each move is one call of a ``nogil`` kernel (``midgame.mid_move``,
``endgame.end_move``), so the threads run truly in parallel and share only the transposition
table; the shared nodes themselves are Python, the kernels doing their table probes, cuts and move
ordering (``midgame.mid_expand``, ``endgame.end_expand``).  The threads never search the same move:
on two cores, threads repeating each other's work (lazy SMP) are slower than one thread
(``python -m benchmarks engine``, parallel search).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, wait
from typing import Protocol, TypeVar

import numpy as np

from othello_qt.core.bitboard import child_position
from othello_qt.core.engine.context import ABORT, ABORTED, CUT, PASSES, SETTLED, SearchState
from othello_qt.core.engine.prelude import MAX_MOVES, PASS_SQUARE

T = TypeVar("T")

NO_VALUE = -(1 << 30)
"""Below every search value: a split point's best before any move is known."""


class SplitTree(Protocol):
    """What a parallel search needs of a search (midgame to a depth, or endgame at a level): its
    kernels for a node's steps.  ``plies`` is the node's remaining depth (the endgame counts it
    down too, but decides by empties); values are fail-soft, from the node's side to move's view."""

    def splits(self, player: int, opponent: int, plies: int) -> bool:
        """Whether the node is worth sharing among the threads (else ``leaf`` searches it)."""
        ...

    def expand(
        self,
        state: SearchState,
        player: int,
        opponent: int,
        plies: int,
        alpha: int,
        beta: int,
        order: np.ndarray,
    ) -> tuple[int, int, int, int, int]:
        """The node's steps before its moves: ``(status, value, alpha, beta, count)``
        (``context.EXPANDED``, ``SETTLED`` or ``PASSES``; see ``endgame.end_expand``)."""
        ...

    def child(
        self, state: SearchState, player: int, opponent: int, square: int, plies: int, alpha: int, beta: int
    ) -> int:
        """The node's move to ``square`` searched by one thread, the node's view."""
        ...

    def leaf(self, state: SearchState, player: int, opponent: int, plies: int, alpha: int, beta: int) -> int:
        """The node searched by one thread."""
        ...

    def store(
        self,
        state: SearchState,
        player: int,
        opponent: int,
        plies: int,
        window: tuple[int, int],
        best: int,
        move: int,
    ) -> None:
        """Record the node's result in the table."""
        ...


class _SplitPoint:
    """A node whose moves are shared: the next move to hand out, the best so far, who works below.

    ``path`` is the chain of split points from the root's down to this one: a cut at any of them
    makes this one's work void.  Fields change only under the search's lock."""

    __slots__ = (
        "all_moves",
        "alpha",
        "best",
        "best_move",
        "beta",
        "cut",
        "helpers",
        "next_index",
        "node",
        "order",
        "path",
        "plies",
        "recorded",
        "scores",
    )

    def __init__(
        self,
        node: tuple[int, int],
        plies: int,
        order: np.ndarray,
        scores: np.ndarray | None,
        window: tuple[int, int],
        all_moves: bool,
        above: tuple[_SplitPoint, ...],
    ) -> None:
        self.node = node
        self.plies = plies
        self.order = order
        self.scores = scores
        self.alpha, self.beta = window
        self.all_moves = all_moves
        self.path = (*above, self)
        self.next_index = 0
        self.recorded = 0
        self.best = NO_VALUE
        self.best_move = PASS_SQUARE
        self.cut = False
        self.helpers = 0
        """Threads other than the owner working on this point's moves now."""

    def has_work(self) -> bool:
        return self.next_index < len(self.order) and not any(point.cut for point in self.path)

    def bound(self) -> int:
        """The window's lower end for the next null-window test: the best value found so far."""
        return max(self.alpha, self.best)


class _Worker:
    """One thread of the search: its kernels' state and the split points it works below."""

    __slots__ = ("path", "state")

    def __init__(self, state: SearchState) -> None:
        self.state = state
        self.path: tuple[_SplitPoint, ...] = ()


class _SharedSearch:
    """One parallel search: its open split points and its threads, under one lock.

    A thread leaves a cut split point with its ``CUT`` and ``ABORTED`` words cleared (unless the
    caller stopped the search or a split point above is cut too), so it can go on elsewhere."""

    def __init__(self, tree: SplitTree, states: Sequence[SearchState]) -> None:
        self.tree = tree
        self.workers = [_Worker(state) for state in states]
        self.changed = threading.Condition()
        """Notified when a split point opens or a thread leaves one, and when the search ends."""
        self.open: list[_SplitPoint] = []
        self.done = False
        self.failed = False

    # --- under the lock ---------------------------------------------------------------------------

    def _halted(self, worker: _Worker) -> bool:
        """Whether the caller stopped the search (stop flag or deadline) or a thread failed."""
        state = worker.state
        return self.failed or bool(state.stop[0]) or bool(state.control[ABORT])

    def _resume(self, worker: _Worker) -> None:
        """Clear the thread's stop words if nothing still stops it (it has just left a cut point)."""
        if not self._halted(worker) and not any(point.cut for point in worker.path):
            worker.state.control[CUT] = 0
            worker.state.control[ABORTED] = 0

    def _close(self, point: _SplitPoint) -> None:
        """No thread joins the point any more (its moves are all handed out, or it is cut or done)."""
        if point in self.open:
            self.open.remove(point)

    def _take(self, point: _SplitPoint, worker: _Worker) -> int:
        if self.done or self._halted(worker) or not point.has_work():
            return -1
        index = point.next_index
        point.next_index += 1
        if point.next_index == len(point.order):
            self._close(point)
        return index

    def _record(self, point: _SplitPoint, index: int, value: int) -> None:
        if point.scores is not None:
            point.scores[index] = value
        point.recorded += 1
        if value > point.best:
            point.best = value
            point.best_move = int(point.order[index])
        if not point.all_moves and value >= point.beta and not point.cut:
            point.cut = True
            self._close(point)
            for worker in self.workers:
                if any(other is point for other in worker.path):
                    worker.state.control[CUT] = 1

    def _largest(self, below: _SplitPoint | None) -> _SplitPoint | None:
        """The open split point with the most plies left (``below``: only those under it)."""
        if self.failed:
            return None
        found = None
        for point in self.open:
            if not point.has_work() or (below is not None and below not in point.path):
                continue
            if found is None or point.plies > found.plies:
                found = point
        return found

    def fail(self) -> None:
        self.failed = True
        for worker in self.workers:
            worker.state.control[CUT] = 1
        self.changed.notify_all()

    # --- the search -------------------------------------------------------------------------------

    def node_value(
        self, worker: _Worker, player: int, opponent: int, plies: int, alpha: int, beta: int
    ) -> int | None:
        """The node's fail-soft value within (alpha, beta), ``None`` if this thread was stopped."""
        tree, state = self.tree, worker.state
        if not tree.splits(player, opponent, plies):
            value = tree.leaf(state, player, opponent, plies, alpha, beta)
            return None if state.control[ABORTED] else int(value)
        order = np.empty(MAX_MOVES, dtype=np.int64)
        status, value, alpha, beta, count = tree.expand(state, player, opponent, plies, alpha, beta, order)
        if state.control[ABORTED]:
            return None
        if status == SETTLED:
            return int(value)
        if status == PASSES:
            passed = self.node_value(worker, opponent, player, plies, -beta, -alpha)
            return None if passed is None else -passed
        node = (player, opponent)
        point, complete = self.moves(worker, node, plies, order[:count], None, (alpha, beta), False)
        if not complete:
            return None
        tree.store(state, player, opponent, plies, (alpha, beta), point.best, point.best_move)
        return point.best

    def moves(
        self,
        worker: _Worker,
        node: tuple[int, int],
        plies: int,
        order: np.ndarray,
        scores: np.ndarray | None,
        window: tuple[int, int],
        all_moves: bool,
    ) -> tuple[_SplitPoint, bool]:
        """Search the node's moves in ``order``: the first alone (unless ``all_moves``), then the
        others shared.  The split point and whether its result is complete (not if this thread's
        work was stopped first; a stopped root still tells what its completed moves established)."""
        point = _SplitPoint(node, plies, order, scores, window, all_moves, worker.path)
        if not all_moves:
            value = self._move_value(worker, point, 0, point.alpha, point.beta)
            if value is None:
                return point, False
            with self.changed:
                point.next_index = 1
                self._record(point, 0, value)
            if point.cut or len(order) == 1:
                return point, True
        try:
            with self.changed:
                self.open.append(point)
                worker.path = point.path
                self.changed.notify_all()
            self._work(worker, point)
            self._help_until_done(worker, point)
        finally:
            with self.changed:
                self._close(point)
                worker.path = point.path[:-1]
                complete = point.cut or point.recorded == len(order)
                void = any(above.cut for above in worker.path)  # a cut above: this value is not needed
                self._resume(worker)
        return point, complete and not void

    def _work(self, worker: _Worker, point: _SplitPoint) -> None:
        """Search the point's moves until none is left to hand out, or this thread is stopped."""
        while True:
            with self.changed:
                index = self._take(point, worker)
            if index < 0:
                return
            value = self._test(worker, point, index)
            if value is None:
                return
            with self.changed:
                self._record(point, index, value)

    def _help_until_done(self, worker: _Worker, point: _SplitPoint) -> None:
        """The owner's wait for the point's helpers, spent on the open points below it."""
        while True:
            with self.changed:
                # A failed search is thrown away whole (``_shared`` still waits for every thread).
                if point.helpers == 0 or self.failed:
                    self._close(point)  # now: no one may join once its owner stops waiting
                    return
                target = None if self._halted(worker) else self._largest(point)
                if target is None:
                    self.changed.wait()
                    continue
                self._join(worker, target)
            self._serve(worker, target, point.path)

    def _join(self, worker: _Worker, point: _SplitPoint) -> None:
        point.helpers += 1
        worker.path = point.path

    def _serve(self, worker: _Worker, point: _SplitPoint, back: tuple[_SplitPoint, ...]) -> None:
        """Work on a joined point's moves, then return to ``back`` (the thread's own path)."""
        try:
            self._work(worker, point)
        finally:
            with self.changed:
                point.helpers -= 1
                worker.path = back
                self._resume(worker)
                self.changed.notify_all()

    def _test(self, worker: _Worker, point: _SplitPoint, index: int) -> int | None:
        """A later move's value: a null-window test at the best so far, searched again with the
        open window when it fails high (the full window in analysis)."""
        if point.all_moves:
            return self._move_value(worker, point, index, point.alpha, point.beta)
        low = point.bound()
        value = self._move_value(worker, point, index, low, low + 1)
        while value is not None and low < value < point.beta:
            raised = point.bound()
            if value <= raised:  # another thread raised the bound past this one: test again there
                low = raised
                value = self._move_value(worker, point, index, low, low + 1)
                continue
            return self._move_value(worker, point, index, value, point.beta)
        return value

    def _move_value(self, worker: _Worker, point: _SplitPoint, index: int, low: int, high: int) -> int | None:
        """The point's move at ``index`` within (low, high), the point's view; split again when the
        move's node is large enough."""
        player, opponent = point.node
        square = int(point.order[index])
        child_p, child_o = child_position(player, opponent, square)
        if self.tree.splits(child_p, child_o, point.plies - 1):
            value = self.node_value(worker, child_p, child_o, point.plies - 1, -high, -low)
            return None if value is None else -value
        state = worker.state
        value = self.tree.child(state, player, opponent, square, point.plies, low, high)
        return None if state.control[ABORTED] else int(value)

    def help(self, worker: _Worker) -> None:
        """A helper thread's life: join the largest open split point until the search ends."""
        try:
            while True:
                with self.changed:
                    while (
                        not self.done
                        and (target := None if self._halted(worker) else self._largest(None)) is None
                    ):
                        self.changed.wait()
                    if self.done:
                        return
                    self._join(worker, target)
                self._serve(worker, target, ())
        except BaseException:
            with self.changed:
                self.fail()
            raise


def _shared(
    tree: SplitTree,
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
    search: Callable[[_SharedSearch, _Worker], tuple[T, bool]],
) -> T:
    """Run ``search`` on this thread with ``helpers`` joining from ``pool``; every helper has stopped
    when it returns (or raises).  ``main.control[ABORTED]`` tells whether the result is complete."""
    shared = _SharedSearch(tree, (main, *helpers))
    futures: list[Future[None]] = []
    try:
        futures += [pool.submit(shared.help, worker) for worker in shared.workers[1:]]
        result, complete = search(shared, shared.workers[0])
    except BaseException:
        with shared.changed:
            shared.fail()
        raise
    finally:
        with shared.changed:
            shared.done = True
            for helper in helpers:
                helper.control[CUT] = 1
            shared.changed.notify_all()
        wait(futures)  # every helper has stopped before any error goes up
        for helper in helpers:  # a helper's stop ends with this search
            helper.control[ABORTED] = 0
            helper.control[CUT] = 0
    for future in futures:
        future.result()
    main.control[ABORTED] = 0 if complete else 1
    main.control[CUT] = 0
    return result


def split_moves(
    tree: SplitTree,
    node: tuple[int, int],
    plies: int,
    order: np.ndarray,
    scores: np.ndarray,
    window: tuple[int, int],
    all_moves: bool,
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
) -> tuple[int, int, int]:
    """Search the moves in ``order`` of ``node`` (its player's and opponent's discs), ``plies`` deep
    in ``tree``, with ``main`` (this thread) and ``helpers`` (in ``pool``).

    Like ``midgame.mid_root``: ``scores[i]`` gets each completed move's value (a bound under PVS;
    with ``all_moves``, each move's value within the full window), and the result is ``(best value,
    best square, moves completed)``.  If the search was stopped (deadline or stop flag) before every
    needed move was known, ``main.control[ABORTED]`` is set, as a stopped kernel would leave it.
    """

    def root(shared: _SharedSearch, worker: _Worker) -> tuple[tuple[int, int, int], bool]:
        point, complete = shared.moves(worker, node, plies, order, scores, window, all_moves)
        return (point.best, point.best_move, point.recorded), complete

    return _shared(tree, main, helpers, pool, root)


def split_search(
    tree: SplitTree,
    player: int,
    opponent: int,
    plies: int,
    window: tuple[int, int],
    main: SearchState,
    helpers: Sequence[SearchState],
    pool: Executor,
) -> int | None:
    """The node's fail-soft value within ``window``, searched by ``main`` and ``helpers``; ``None``
    when the search was stopped (``main.control[ABORTED]`` is then set)."""

    def node(shared: _SharedSearch, worker: _Worker) -> tuple[int | None, bool]:
        value = shared.node_value(worker, player, opponent, plies, *window)
        return value, value is not None

    return _shared(tree, main, helpers, pool, node)
