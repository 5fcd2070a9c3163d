"""The words of the window: turn line, title, status-line texts, result banner, resume prompt.

Pure functions of plain values (no widgets, no controller), so every text is tested without a window
and a change of wording happens in one place.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from othello_qt.core.players.base import Decision, SearchInfo
from othello_qt.core.position import WHITE, Color, GameResult, square_name
from othello_qt.ui.board_state import Hints

APP_TITLE = "Othello"
"""The application's display name; window titles end with it (and Qt then adds nothing)."""


def disc_text(value: float) -> str:
    """A score in discs as shown to players: ``+4``, ``-2``, ``0`` (never ``-0``)."""
    discs = round(value)
    return f"{discs:+d}" if discs else "0"


def turn_text(
    *,
    ready: bool,
    over: bool,
    turn: Color,
    humans: Collection[Color],
    paused: bool,
    thinking: bool,
) -> str:
    """The panel's one-line answer to "whose move is it?"."""
    if not ready:
        return "Preparing…"
    if over:
        return "Game over"
    if turn in humans:
        return "Your move" + (f" ({turn})" if len(humans) == 2 or turn is WHITE else "")
    if paused:
        return f"{turn} (computer) is paused"
    return f"{turn} is thinking…" if thinking else f"{turn} to move"


def window_title(turn: str | None) -> str:
    """``Your move — Othello``; just ``Othello`` before play begins."""
    return f"{turn} — {APP_TITLE}" if turn else APP_TITLE


def result_text(result: GameResult, humans: Collection[Color]) -> str:
    """The board's end-of-game banner, spoken to the one human player if there is one."""
    score = f"{max(result.black, result.white)}–{min(result.black, result.white)}"
    if result.winner is None:
        return f"Draw, {result.black}–{result.white}"
    if len(humans) == 1:
        (human,) = humans
        return f"You win {score}!" if result.winner == human else f"You lose {score}"
    return f"{result.winner} wins {score}"


def game_over_status(result: GameResult) -> str:
    return f"Game over: {result}. Start a new game with Ctrl+N."


def thinking_text(color: Color, description: str) -> str:
    return f"{color} ({description}) is thinking…"


def progress_text(color: Color, info: SearchInfo) -> str:
    """The thinking side's last completed depth, with its speed when it counted nodes."""
    nps = f", {info.nodes / info.seconds / 1000:.0f} kN/s" if info.seconds > 0 and info.nodes else ""
    return f"{color} thinking: {info.describe()}{nps}"


def decision_text(color: Color, decision: Decision) -> str:
    """``White played d3, depth 6 +2, line d3 c5, 0.41 s``."""
    parts = [f"{color} played {decision.move}"]
    if decision.score is not None:
        kind = "exact" if decision.exact else f"depth {decision.depth}" if decision.depth else ""
        parts.append(f"{kind} {disc_text(decision.score)}".strip())
    if decision.pv:
        parts.append("line " + " ".join(str(m) for m in decision.pv))
    if decision.seconds:
        parts.append(f"{decision.seconds:.2f} s")
    return ", ".join(parts)


def hint_text(hints: Hints) -> str | None:
    """``Hint: f5 is best (+4 discs, depth 8)``; ``None`` when no move is valued yet."""
    if hints.best is None:
        return None
    info = hints.info
    depth = "exact" if info.exact else f"depth {info.depth}"
    value = disc_text(hints.scores[hints.best])
    return f"Hint: {square_name(hints.best)} is best ({value} {hints.unit}, {depth})"


def passed_text(color: Color) -> str:
    return f"{color} had no legal move and passed"


def paused_text() -> str:
    return "The computer is paused — press Resume (Ctrl+P) to let it play"


def saved_at_text(saved_at: str, now: datetime | None = None) -> str:
    """When an autosave was written, as a player says it: ``today at 19:38``, ``yesterday at 08:05``,
    ``on 23 Nov 2026 at 19:38`` (local time); ``""`` for a missing or unreadable stamp."""
    try:
        when = datetime.fromisoformat(saved_at)
    except (TypeError, ValueError):
        return ""
    now = now if now is not None else datetime.now().astimezone()
    if when.tzinfo is not None:
        when = when.astimezone(now.tzinfo) if now.tzinfo is not None else when.astimezone()
    clock = f"{when:%H:%M}"
    days = (now.date() - when.date()).days
    if days == 0:
        return f"today at {clock}"
    if days == 1:
        return f"yesterday at {clock}"
    return f"on {when.day} {when:%b %Y} at {clock}"


def resume_question(moves: int, saved_at: str, now: datetime | None = None) -> str:
    """The question asked at start-up about an unfinished game."""
    when = saved_at_text(saved_at, now)
    plural = "move" if moves == 1 else "moves"
    saved = f", saved {when}" if when else ""
    return f"You have an unfinished game ({moves} {plural}{saved}). Continue it?"
