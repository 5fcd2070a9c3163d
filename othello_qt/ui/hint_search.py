"""Hints: the value of every legal move of the position the player studies, from one search thread.

The controller decides when hints are wanted (a human to move, or a computer's turn that waits);
``HintSearch`` runs the analyst's search for that position, refines it while the player thinks, and
publishes each deeper answer as ``Hints``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal, Slot

from othello_qt.core.budget import Budget
from othello_qt.core.players.registry import available_players
from othello_qt.core.position import Position
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.session import GameSession
from othello_qt.ui.ai_worker import SearchThread
from othello_qt.ui.board_state import Hints
from othello_qt.ui.i18n import translate

PREFERRED_ANALYZERS = ("master", "id", "negascout", "alphabeta")
"""Registry names tried first for hints, strongest first; then any player that analyses."""

HINT_SECONDS = 30.0
"""A hint search refines for at most this long (it is stopped as soon as a move is played)."""


def find_analyzer_spec() -> str | None:
    """The registered player that values every move (for hints), strongest first, or ``None``;
    read from the registry's metadata, without building any player."""
    names = [kind.name for kind in available_players() if kind.analyses_all_moves]
    preferred = [name for name in PREFERRED_ANALYZERS if name in names]
    return (preferred or names or [None])[0]


class HintSearch(QObject):
    """The hints of one position at a time, by the analyst ``spec`` (``None``: the strongest
    built-in player), each search refining for at most ``budget``."""

    changed = Signal(object)
    """``Hints`` or ``None`` (hints cleared)."""
    message = Signal(str)
    """Why there are no hints (no analyst, the search failed), for the status line."""

    def __init__(self, spec: str | None, budget: Budget | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._spec = spec
        self.budget = budget or Budget(seconds=HINT_SECONDS)
        """How long (or deep) a hint search may refine; applies from the next search."""
        self.hints: Hints | None = None
        self.wanted = False
        """The user turned hints on (View > Show hints)."""
        self.search = SearchThread("othello-hints", self)
        self.search.progress.connect(self._on_progress)
        self.search.finished.connect(self._on_finished)
        self.search.failed.connect(self._on_failed)

    def follow(self, session: GameSession) -> None:
        """Hints for the session's position while they are wanted and the user studies it."""
        if self.wanted and session.studying() and not session.position.must_pass():
            self.start(session.position)
        else:
            self.clear()

    def spec(self) -> str | None:
        """The analyst: the chosen one, else the strongest registered player that analyses."""
        if self._spec is None:
            self._spec = find_analyzer_spec()
        return self._spec

    def set_spec(self, spec: str | None) -> bool:
        """Another analyst (a dropped engine's process stops); True if it changed."""
        if spec == self._spec:
            return False
        self._spec = spec
        self.search.retain({spec} if spec else set())
        return True

    def start(self, position: Position) -> None:
        """Clear the hints and value ``position``'s moves (the caller checked that hints are wanted
        and that the side to move has a move)."""
        self.clear()
        spec = self.spec()
        if spec is None:
            self.message.emit(
                translate(
                    "GameController", "Hints need an engine that values every move; none is installed yet"
                )
            )
            return
        self.search.submit("analyze", position, spec, self.budget)

    def clear(self) -> None:
        """Stop the search and take the hints off."""
        self.search.cancel()
        self._set(None)

    def mark_new_game(self) -> None:
        self.search.mark_new_game()

    def shutdown(self) -> None:
        self.search.shutdown()

    def _set(self, hints: Hints | None) -> None:
        if hints is None and self.hints is None:
            return
        self.hints = hints
        self.changed.emit(hints)

    def _hints_from(self, info: SearchResult, final: bool) -> Hints | None:
        scores = {m.square: float(v) for m, v in info.move_scores.items() if m.square is not None}
        if not scores:
            return None
        best = max(scores, key=lambda s: scores[s])
        return Hints(scores, best, info, final)

    @Slot(SearchResult)
    def _on_progress(self, info: SearchResult) -> None:
        hints = self._hints_from(info, final=False)
        if hints is not None:
            self._set(hints)

    @Slot(SearchResult)
    def _on_finished(self, info: SearchResult) -> None:
        hints = self._hints_from(info, final=True)
        if hints is not None:
            self._set(hints)

    @Slot(str)
    def _on_failed(self, message: str) -> None:
        self.message.emit(translate("GameController", "Hints failed: {reason}").format(reason=message))
