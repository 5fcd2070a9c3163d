"""A game: a start position, the moves played, undo/redo, passes and the result."""

from __future__ import annotations

from dataclasses import dataclass, field

from othello_qt.core.notation import format_transcript, parse_move, parse_transcript
from othello_qt.core.position import BLACK, PASS, Color, GameResult, Move, Position, bits_to_squares


@dataclass(frozen=True, slots=True)
class PlayedMove:
    """What a move did, as ``Game.play`` returns it: who played it, the discs it turned, the
    positions before and after.  A board animates it without asking the rules again."""

    move: Move
    color: Color
    flips: tuple[int, ...]
    """The squares of the turned discs, in increasing order (empty for a pass)."""
    before: Position
    after: Position


@dataclass
class Game:
    """Moves from a start position, with a redo stack.

    Passes are explicit moves in the history (``PASS``), so every ply alternates sides;
    ``play`` raises the ``IllegalMoveError`` subclass that says what is wrong with a move.
    """

    start: Position = field(default_factory=Position.initial)
    _moves: list[Move] = field(default_factory=list)
    _positions: list[Position] = field(default_factory=list)
    _redo: list[Move] = field(default_factory=list)

    def __post_init__(self) -> None:
        self._positions = [self.start]
        moves, self._moves = self._moves, []
        for move in moves:
            self.play(move)

    @classmethod
    def new(cls, first: Color = BLACK) -> Game:
        """A game from the standard start; ``first`` is black by standard rules."""
        return cls(Position.initial(first))

    @classmethod
    def from_transcript(cls, text: str, start: Position | None = None) -> Game:
        start = start if start is not None else Position.initial()
        return cls(start, parse_transcript(text, start))

    # --- state ----------------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._positions[-1]

    @property
    def moves(self) -> tuple[Move, ...]:
        """Moves played so far, passes included."""
        return tuple(self._moves)

    @property
    def positions(self) -> tuple[Position, ...]:
        """The start and the position after each move."""
        return tuple(self._positions)

    @property
    def ply(self) -> int:
        return len(self._moves)

    @property
    def redo_moves(self) -> tuple[Move, ...]:
        """Moves that ``redo`` would replay, next first."""
        return tuple(reversed(self._redo))

    @property
    def line(self) -> tuple[Move, ...]:
        """The whole recorded line: the moves played, then those ``redo`` would replay."""
        return tuple(self._moves) + tuple(reversed(self._redo))

    def is_over(self) -> bool:
        return self.position.is_game_over()

    def must_pass(self) -> bool:
        return self.position.must_pass()

    def result(self) -> GameResult | None:
        """Final disc counts once the game is over, else ``None``."""
        return self.position.result() if self.is_over() else None

    def transcript(self) -> str:
        return format_transcript(self._moves)

    # --- changes --------------------------------------------------------------------------------

    def play(self, move: Move | str) -> PlayedMove:
        """Play a move (a ``Move`` or its text), checked once, and say what it did.

        The next move of the redo line replays it and keeps the rest of the line; any other move
        starts a new line and clears redo.  Raises the ``IllegalMoveError`` subclass that says why
        an illegal move is refused (the game is then unchanged).
        """
        if isinstance(move, str):
            move = parse_move(move)
        before = self.position
        after, flipped = before.play_with_flips(move)
        self._moves.append(move)
        self._positions.append(after)
        if self._redo and self._redo[-1] == move:
            self._redo.pop()
        else:
            self._redo.clear()
        return PlayedMove(move, before.turn, tuple(bits_to_squares(flipped)), before, after)

    def play_pass_if_forced(self) -> bool:
        """Play the forced pass, if the side to move has one; tells whether it did."""
        if self.must_pass():
            self.play(PASS)
            return True
        return False

    def leaves_line(self, move: Move) -> bool:
        """Whether playing ``move`` would clear a redo line (it is not the line's next move)."""
        return bool(self._redo) and self._redo[-1] != move

    def copy(self) -> Game:
        """An independent game with the same moves and redo line (positions are immutable)."""
        twin = Game(self.start)
        twin._moves = list(self._moves)
        twin._positions = list(self._positions)
        twin._redo = list(self._redo)
        return twin

    def whole_line(self) -> Game:
        """A copy at the end of the recorded line (the moves ``redo`` would replay played): what a
        saved or copied game holds, whichever move is shown."""
        whole = self.copy()
        while whole._redo:
            whole.redo()
        return whole

    def line_is_over(self) -> bool:
        """The recorded line ends the game: a game played to its end is finished even while an
        earlier move is shown (it is no game to resume)."""
        return self.whole_line().is_over()

    def can_undo(self) -> bool:
        return bool(self._moves)

    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> Move:
        """Take back the last move (``IndexError`` if there is none)."""
        if not self._moves:
            raise IndexError("no move to undo")
        self._positions.pop()
        move = self._moves.pop()
        self._redo.append(move)
        return move

    def redo(self) -> Move:
        """Replay the last undone move (``IndexError`` if there is none)."""
        if not self._redo:
            raise IndexError("no move to redo")
        move = self._redo.pop()
        self._positions.append(self.position.play(move))
        self._moves.append(move)
        return move

    def truncate(self, ply: int) -> None:
        """Go back to ``ply`` moves from the start, keeping the rest for redo."""
        if not 0 <= ply <= len(self._moves):
            raise IndexError(f"ply {ply} is outside 0..{len(self._moves)}")
        while len(self._moves) > ply:
            self.undo()
