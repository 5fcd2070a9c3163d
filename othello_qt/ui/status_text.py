"""The words of the window: turn line, title, status-line texts, result banner, resume prompt.

Pure functions of plain values (no widgets, no controller), so every text is tested without a window
and a change of wording happens in one place.
"""

from __future__ import annotations

from collections.abc import Collection
from datetime import datetime

from othello_qt.core.game import Game
from othello_qt.core.notation import move_count
from othello_qt.core.players.base import ScoreUnit
from othello_qt.core.players.levels import Level, level_of_spec
from othello_qt.core.players.registry import moves_ahead, split_spec
from othello_qt.core.position import BLACK, WHITE, Color, GameResult, square_name
from othello_qt.core.search_result import Certainty, SearchResult
from othello_qt.ui.board_state import BoardState, Hints, PlayedMove

APP_TITLE = "Othello"
"""The application's display name; window titles end with it (and Qt then adds nothing)."""


def disc_text(value: float) -> str:
    """A score in discs as shown to players: ``+4``, ``-2``, ``0`` (never ``-0``)."""
    discs = round(value)
    return f"{discs:+d}" if discs else "0"


def player_title(spec: str) -> str:
    """A named player as a player calls it: ``Master engine``, ``Master engine (5 s a move)``,
    ``Alpha-beta (3 moves ahead, counting discs)``; the spec itself for a player this build does not
    know.  The one place a spec becomes words (``side_texts`` adds the levels)."""
    try:
        kind, argument = split_spec(spec)
    except ValueError:
        return spec
    name = kind.display_name
    if not argument:
        return name
    words = kind.words(argument)
    return f"{name[:-1]}, {words})" if name.endswith(")") else f"{name} ({words})"


def player_tooltip(spec: str) -> str:
    """What a named player does, in plain words, with the technical detail and spec last."""
    try:
        kind, _argument = split_spec(spec)
    except ValueError:
        return spec
    detail = f"{kind.detail}; " if kind.detail else ""
    return f"{kind.description}\n({detail}{spec})"


def side_texts(spec: str | None, level: Level | None = None) -> tuple[str, ...]:
    """Who plays a side, longest first: a full sentence for the tooltip, then shorter forms for the
    score card.  ``spec`` ``None``: a human; ``level``: the difficulty level the computer plays at
    (found from ``spec`` if it is a level's player); otherwise the named player ``spec``."""
    if spec is None:
        return ("Human", "Human")
    if level is None:
        level = level_of_spec(spec)
    if level is not None:
        return (
            f"Computer, level {level.label}",
            f"Computer · level {level.number}",
            f"Level {level.number}",
        )
    title = player_title(spec)
    return (f"Computer: {title}", f"Computer · {title}", title)


HUMAN_IN_FILES = "human"
"""How a saved game names a side a person played (a computer side is named by its spec)."""


def file_player_name(spec: str | None) -> str:
    """The name a saved game gives a side: its player's spec, ``human`` for a person."""
    return HUMAN_IN_FILES if spec is None else spec


def named_player_texts(name: str) -> tuple[str, ...]:
    """A player named in a game file, longest first like ``side_texts``: a name this app writes
    (``human``, ``master:5s``) in player words (``Human``, ``Computer · level 12``); any other
    name (a person's, another program's) as it is."""
    if name.strip().lower() == HUMAN_IN_FILES:
        return side_texts(None)
    try:
        split_spec(name)
    except ValueError:
        return (name, name)
    return side_texts(name)


def score_text(value: float, unit: ScoreUnit) -> str:
    """A move's value as written on the board: ``+4`` (discs or points), ``62%`` (a chance to win),
    ``""`` for a player whose scores mean nothing."""
    if unit == ScoreUnit.WIN_PROBABILITY:
        return f"{round(100 * value)}%"
    if unit == ScoreUnit.NONE:
        return ""
    return disc_text(value)


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


def lookahead_text(depth: int | None, certainty: Certainty = Certainty.ESTIMATE) -> str:
    """How far a search saw, as a player says it: ``8 moves ahead``, ``to the end of the game``
    (a proved result), ``from the opening book``; ``""`` when it does not say."""
    if certainty is Certainty.BOOK:
        return "from the opening book"
    if certainty is not Certainty.ESTIMATE:
        return "to the end of the game"
    return moves_ahead(depth) if depth else ""


def outlook_text(color: Color, score: float, unit: ScoreUnit, certainty: Certainty) -> str:
    """Where ``color`` stands by its own search's ``score``, as a player says it: an estimate is the
    player's own view (``White thinks it is 1 disc behind``: a weak player's may disagree with the
    graph), a proof is a fact (``Black wins by 4 discs with best play``); ``White's chance to win:
    62%``; ``""`` for a scale that counts neither discs nor chances."""
    if unit == ScoreUnit.WIN_PROBABILITY:
        return f"{color}'s chance to win: {round(100 * score)}%"
    if unit != ScoreUnit.DISCS:
        return ""
    discs = round(score)
    if certainty is Certainty.BOOK:
        if not discs:
            return "the game is even by the opening book"
        return f"{color} is {disc_count(abs(discs))} {'ahead' if discs > 0 else 'behind'} by the opening book"
    if certainty is Certainty.ESTIMATE:
        if not discs:
            return f"{color} thinks the game is even"
        return f"{color} thinks it is {disc_count(abs(discs))} {'ahead' if discs > 0 else 'behind'}"
    if not discs:
        return "a draw with best play"
    result = "wins" if discs > 0 else "loses"
    margin = f" by {disc_count(abs(discs))}" if certainty is Certainty.EXACT else ""
    return f"{color} {result}{margin} with best play"


def progress_text(color: Color, info: SearchResult) -> str:
    """``Black is thinking… (22 moves ahead)``: how far the thinking side has looked."""
    ahead = lookahead_text(info.depth, info.certainty)
    return f"{color} is thinking… ({ahead})" if ahead else f"{color} is thinking…"


def progress_detail(info: SearchResult) -> str:
    """The engine's own report for the tooltip: ``depth 4, +1, f5, 40 kN/s``."""
    nps = f", {info.nodes / info.seconds / 1000:.0f} kN/s" if info.seconds > 0 and info.nodes else ""
    return f"{info.describe()}{nps}"


def worth_text(value: float, unit: ScoreUnit) -> str:
    """A value with its unit: ``+4 discs``, ``+1 disc``, ``-7 points``, ``62% to win``; ``""``
    without a scale."""
    if unit == ScoreUnit.WIN_PROBABILITY:
        return f"{score_text(value, unit)} to win"
    if unit == ScoreUnit.NONE:
        return ""
    noun = str(unit).removesuffix("s") if abs(round(value)) == 1 else str(unit)  # discs, points
    return f"{disc_text(value)} {noun}"


def decision_text(color: Color, decision: SearchResult, unit: ScoreUnit = ScoreUnit.DISCS) -> str:
    """``White played f6 — White thinks it is 1 disc behind`` (``unit``: what its scores count)."""
    text = f"{color} played {decision.move}"
    if decision.score is None:
        return text
    outlook = outlook_text(color, decision.score, unit, decision.certainty)
    return f"{text} — {outlook}" if outlook else text


def decision_detail(decision: SearchResult, unit: ScoreUnit = ScoreUnit.DISCS) -> str:
    """The engine's own report for the tooltip: ``depth 6, +2 discs, line d3 c5, 0.41 s``."""
    parts = []
    worth = worth_text(decision.score, unit) if decision.score is not None else ""
    if worth:
        kind = "exact" if decision.exact else f"depth {decision.depth}" if decision.depth else ""
        if decision.certainty is Certainty.BOOK:
            kind = "book"
        parts.extend(part for part in (kind, worth) if part)
    if decision.pv:
        parts.append("line " + " ".join(str(m) for m in decision.pv))
    if decision.seconds:
        parts.append(f"{decision.seconds:.2f} s")
    return ", ".join(parts)


def hint_text(hints: Hints) -> str | None:
    """``Hint: f5 is best (+4 discs, 8 moves ahead)``; ``None`` when no move is valued yet."""
    if hints.best is None:
        return None
    info = hints.info
    worth = worth_text(hints.scores[hints.best], hints.unit)
    details = ", ".join(part for part in (worth, lookahead_text(info.depth, info.certainty)) if part)
    return f"Hint: {square_name(hints.best)} is best ({details})"


def passed_text(color: Color) -> str:
    return f"{color} had no legal move and passed"


def paused_text(*, clocks_only: bool = False) -> str:
    """What Pause stopped: the computer, or (two humans on a clock) the clocks."""
    if clocks_only:
        return "The clocks are stopped — press Resume (Ctrl+P) to play on"
    return "The computer is paused — press Resume (Ctrl+P) to let it play"


def browsing_text(shown: int, total: int, *, finished: bool) -> str:
    """The status line while the computer waits because an earlier position is shown (move
    ``shown`` of ``total``); a finished game does not invite the computer to play on."""
    if finished:
        return f"Looking at move {shown} of the finished game — » (Alt+End) returns to its end"
    return (
        f"Looking at move {shown} of {total} — » (Alt+End) returns to the last move, where the computer "
        "plays on; Play on (Ctrl+P) lets it continue from here instead"
    )


def browsing_move_text(shown: int, total: int) -> str:
    """The status line while an earlier position is shown and a human is to move there."""
    return (
        f"Looking at move {shown} of {total} — » (Alt+End) goes to the last move; a move here starts "
        "a new line (Undo brings the old one back)"
    )


def browsing_turn_text(shown: int) -> str:
    """The panel's turn line while the computer waits for the user's browsing."""
    return f"Looking at move {shown}"


def line_kept_title(kept: Game) -> str:
    """Where a new line left ``kept`` (the board's short note): ``New line from move 12``."""
    return f"New line from {f'move {move_count(kept.moves)}' if kept.moves else 'the start'}"


def line_kept_text(kept: Game) -> str:
    """What the window says when a move left a browsed game's recorded line (``kept``: that game,
    at the position where the new move was played)."""
    later = move_count(kept.redo_moves)
    which = "later move is" if later == 1 else "later moves are"
    it = "it" if later == 1 else "them"
    return f"{line_kept_title(kept)}: the game's {later} {which} kept — Undo (Ctrl+Z) brings {it} back"


def loaded_text(source: str, moves: int, replaced: bool, paused: bool) -> str:
    """What the status line says after a game was opened or pasted."""
    plural = "move" if moves == 1 else "moves"
    parts = [f"Loaded {source}: {moves} {plural}"]
    if paused:
        parts.append("the computer waits: Resume (Ctrl+P) lets it play")
    if replaced:
        parts.append("Undo (Ctrl+Z) brings back your previous game")
    return " — ".join(parts)


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
    """The question asked at start-up about an unfinished game, and what each answer does."""
    when = saved_at_text(saved_at, now)
    plural = "move" if moves == 1 else "moves"
    saved = f", saved {when}" if when else ""
    return (
        f"You have an unfinished game ({moves} {plural}{saved}). Continue it?\n\n"
        "New game starts a fresh board and keeps this one: Undo (Ctrl+Z) brings it back, and it is "
        "offered again next time until you play a move in the new game."
    )


CONTINUE_ANSWER, NEW_GAME_ANSWER = "Continue", "New game"
"""The start-up prompt's two buttons."""


# --- what a screen reader says ---------------------------------------------------------------------


def square_text(state: BoardState, square: int, hints: Hints | None = None) -> str:
    """A square as a screen reader names it: ``d3, empty, legal, flips 2``, ``e4, black, last move``,
    ``c4, empty, legal, flips 1, hint +4 discs, best``."""
    parts = [square_name(square)]
    piece = state.position.piece_at(square)
    parts.append("empty" if piece is None else piece.display_name.lower())
    if state.last_move is not None and state.last_move.square == square:
        parts.append("last move")
    flips = state.legal.get(square)
    if flips is not None:
        parts.append("legal")
        parts.append(f"flips {flips.bit_count()}")
        if hints is not None and square in hints.scores:
            value = score_text(hints.scores[square], hints.unit)
            if value:
                discs = hints.unit == ScoreUnit.DISCS
                parts.append(f"hint {worth_text(hints.scores[square], hints.unit) if discs else value}")
            if square == hints.best:
                parts.append("best")
    return ", ".join(parts)


def board_summary(state: BoardState) -> str:
    """The whole board in one line (the board's description, after its name): the count of each side
    and who is to move."""
    position = state.position
    counts = f"Black {position.count(BLACK)}, White {position.count(WHITE)}"
    if state.game_over:
        return f"{counts}. The game is over."
    legal = len(state.legal)
    moves = f", {legal} legal {'move' if legal == 1 else 'moves'}" if state.human_to_move else ""
    return f"{counts}. {position.turn} to move{moves}."


def disc_count(discs: int) -> str:
    """``1 disc``, ``4 discs``."""
    return f"{discs} disc" if discs == 1 else f"{discs} discs"


def score_card_text(color: Color, player: str, discs: int, to_move: bool) -> str:
    """A side's score card as a screen reader names it: ``Black: Human, 2 discs, to move``."""
    return f"{color.display_name}: {player}, {disc_count(discs)}" + (", to move" if to_move else "")


def clock_spoken(color: Color, seconds: float, *, fallen: bool = False) -> str:
    """A clock in words: ``Black's clock: 4 minutes 59 seconds left``; ``... time is up``."""
    if fallen:
        return f"{color.display_name}'s clock: time is up"
    whole = max(0, int(seconds))
    minutes, secs = divmod(whole, 60)
    parts = [f"{minutes} minute{'s' * (minutes != 1)}"] if minutes else []
    if secs or not minutes:
        parts.append(f"{secs} second{'s' * (secs != 1)}")
    return f"{color.display_name}'s clock: {' '.join(parts)} left"


def time_loss_text(loser: Color, humans: Collection[Color]) -> str:
    """The banner of a game lost on time, spoken to the one human player if there is one."""
    if len(humans) == 1:
        (human,) = humans
        return "Your time ran out — you lose on time" if loser == human else "Time! You win on time"
    return f"{loser.display_name}'s time ran out — {loser.opponent.display_name} wins on time"


def time_loss_status(loser: Color) -> str:
    return f"Game over: {loser.opponent.display_name} wins on time. Start a new game with Ctrl+N."


def move_announcement(played: PlayedMove) -> str:
    """Said when a move is played: ``Black plays f5, turns 1 disc. Black 4, White 1. White to move.``"""
    after = played.after
    counts = f"Black {after.count(BLACK)}, White {after.count(WHITE)}"
    text = f"{played.color} plays {played.move}, turns {disc_count(len(played.flips))}. {counts}."
    if after.legal_mask():  # a pass or the end is announced on its own
        text += f" {after.turn} to move."
    return text


def pass_announcement(color: Color) -> str:
    return f"{color} has no legal move and passes. {color.opponent} to move."


def one_line(text: str) -> str:
    """A message as the status line shows it: its lines joined (a dialog's ``Cannot read x:`` and
    the reason under it read as one sentence)."""
    return " ".join(line.strip() for line in text.splitlines() if line.strip())
