"""The game session without Qt: every flow of ``tests/ui/test_games_are_never_lost.py`` in milliseconds.

A recorder stands for the window (it keeps what the session says), a dictionary for the autosave
file, and the test answers for the computer: whatever it asks to think about, the test plays.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core.game import Game
from othello_qt.core.game_clock import GameClock, TimeControl
from othello_qt.core.notation import parse_move
from othello_qt.core.position import BLACK, WHITE, Color
from othello_qt.core.search_result import SearchResult
from othello_qt.core.session.events import Note, Problem, SessionEvents
from othello_qt.core.session.modes import LineEnd, Pause, pause_at
from othello_qt.core.session.session import GameSession
from othello_qt.core.session.sides import HUMAN, LEVEL

FINISHED = "d3c3f5f4f3d2d1e3b3"
"""A whole game: black wipes white out after nine moves."""
UNFINISHED = "f5d6c3d3c4f4f6"


@dataclass
class Saved:
    line: str
    ply: int
    players: tuple[str, str, int]
    kept: str | None
    kept_players: tuple[str, str, int] | None
    paused: bool


def line_of(game: Game) -> str:
    return "".join(str(m) for m in game.line)


@dataclass
class Window(SessionEvents):
    """Records what the session says, as the window would show it."""

    notes: list[Note] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    thinking: list[tuple[Color, str]] = field(default_factory=list)
    kept_lines: list[str] = field(default_factory=list)
    over: int = 0
    flags: list[Color] = field(default_factory=list)

    def on_note(self, note, move=None, error=None) -> None:
        self.notes.append(note)

    def on_problem(self, problem, color, reason) -> None:
        self.problems.append(problem)

    def on_think(self, color, spec, budget, guard) -> None:
        self.thinking.append((color, spec))

    def on_stop_thinking(self) -> None:
        self.thinking.clear()

    def on_interrupt(self) -> None:
        self.thinking.clear()

    def on_line_kept(self, game) -> None:
        self.kept_lines.append(line_of(game))

    def on_game_over(self, result) -> None:
        self.over += 1

    def on_flag_fell(self, color) -> None:
        self.flags.append(color)


class Store:
    """The autosave file: what was last written, as plain values (the games go on changing)."""

    def __init__(self) -> None:
        self.saved: Saved | None = None

    def save(self, game, black, white, level, clock=None, kept=None, kept_players=None, paused=False, **_):
        kept_line = None if kept is None else line_of(kept)
        self.saved = Saved(line_of(game), game.ply, (black, white, level), kept_line, kept_players, paused)

    def clear(self) -> None:
        self.saved = None


def session(
    black: str = HUMAN, white: str = HUMAN, game: Game | None = None, **start
) -> tuple[GameSession, Window, Store]:
    window, store = Window(), Store()
    played = GameSession(window, store=store, level_number=4)
    played.start(game, black, white, 4, **start)
    return played, window, store


def play(played: GameSession, moves: str) -> None:
    for at in range(0, len(moves), 2):
        played.play_square(parse_move(moves[at : at + 2]).square)


def answer(played: GameSession, window: Window, move: str) -> None:
    """The computer that was asked to think plays ``move``."""
    assert window.thinking, "the computer was not asked to move"
    window.thinking.clear()
    played.computer_moved(SearchResult(move=parse_move(move)))


def undo_until(played: GameSession, window: Window, note: Note) -> None:
    window.notes.clear()
    for _ in range(100):
        played.undo()
        if note in window.notes:
            return
    raise AssertionError(f"Undo never said {note}")


def test_playing_on_from_a_browsed_finished_game_keeps_it() -> None:
    played, window, _ = session()
    played.load_game(Game.from_transcript(FINISHED))
    played.go_to_ply(1)
    play(played, "c5")
    assert played.game.transcript() == "d3c5"
    assert window.kept_lines == [FINISHED]
    played.undo()
    assert line_of(played.game) == FINISHED and Note.BROWSED_GAME_BACK in window.notes
    played.redo()
    assert played.game.transcript() == "d3c5"
    assert window.notes[-1] is Note.PLAYED_LINE_BACK  # the same game's other line, not another game


def test_a_move_off_the_line_keeps_the_old_line_and_the_recorded_move_keeps_the_rest() -> None:
    played, window, _ = session()
    played.load_game(Game.from_transcript(UNFINISHED))
    played.go_to_ply(0)
    play(played, "f5")
    assert line_of(played.game) == UNFINISHED and window.kept_lines == []
    played.go_to_ply(0)
    play(played, "d3")
    assert played.game.transcript() == "d3" and window.kept_lines == [UNFINISHED]
    played.undo()
    assert played.game.ply == 0 and line_of(played.game) == UNFINISHED


def test_redo_back_to_the_last_move_lets_the_computer_play() -> None:
    played, window, _ = session(white="greedy")
    play(played, "f5")
    assert window.thinking == [(WHITE, "greedy")]
    played.undo()
    assert played.game.ply == 0 and not played.paused and not window.thinking
    played.redo()
    assert played.game.ply == 1 and not played.paused and window.thinking == [(WHITE, "greedy")]
    play(played, "d3")
    assert window.notes[-1] is Note.COMPUTER_TO_MOVE
    answer(played, window, "d6")
    assert played.human_to_move() and played.game.ply == 2


def test_a_paused_computer_waits_and_a_click_is_told_so() -> None:
    played, window, _ = session(white="greedy")
    play(played, "f5")
    played.set_paused(True)
    assert played.paused and played.chosen_pause and not window.thinking
    play(played, "d3")
    assert window.notes[-1] is Note.COMPUTER_TO_MOVE and played.game.ply == 1
    played.set_paused(False)
    assert window.thinking


def test_declining_the_unfinished_game_keeps_it() -> None:
    played, window, store = session(set_aside=Game.from_transcript(UNFINISHED))
    assert played.game.ply == 0 and store.saved is None  # the empty board does not replace it
    played.undo()
    assert played.game.transcript() == UNFINISHED and Note.PREVIOUS_GAME_BACK in window.notes
    played.redo()
    assert played.game.ply == 0
    play(played, "f5")
    while played.game.can_undo():
        played.undo()
    played.undo()
    assert played.game.transcript() == UNFINISHED


def test_a_continued_game_goes_on_and_stays_the_saved_one() -> None:
    played, _, store = session(game=Game.from_transcript(UNFINISHED))
    assert played.game.transcript() == UNFINISHED and played.played_here
    play(played, "f3")
    assert store.saved is not None and store.saved.line == UNFINISHED + "f3"


def test_undo_and_redo_between_games_lose_neither() -> None:
    played, window, _ = session()
    played.load_game(Game.from_transcript(UNFINISHED))  # game A
    played.new_game()  # game B, three moves
    play(played, "f5d6c3")
    undo_until(played, window, Note.PREVIOUS_GAME_BACK)
    assert played.game.transcript() == UNFINISHED
    played.undo()  # a move of A taken back: B must still be reachable
    assert played.game.ply == 6
    for _ in range(20):
        played.redo()
        if line_of(played.game) == "f5d6c3":
            break
    assert line_of(played.game) == "f5d6c3"
    assert window.notes[-1] is Note.OTHER_GAME_BACK  # another game: said so


def test_an_opened_game_does_not_replace_the_autosave_until_played_on() -> None:
    played, _, store = session()
    play(played, "f5d6c3d3")
    played.load_game(Game.from_transcript("f5"))
    assert store.saved is not None and store.saved.line == "f5d6c3d3"
    play(played, "d6")
    assert store.saved.line == "f5d6"


def test_a_game_browsed_back_to_its_start_is_saved_with_its_moves() -> None:
    played, _, store = session()
    play(played, "f5d6c3d3")
    played.go_to_ply(0)
    assert store.saved is not None and (store.saved.line, store.saved.ply) == ("f5d6c3d3", 0)


def test_an_older_game_brought_back_is_saved_with_the_newer_one_beside_it() -> None:
    played, window, store = session()
    play(played, "f5d6")  # game A
    played.new_game()
    play(played, "d3c5")  # game B
    undo_until(played, window, Note.PREVIOUS_GAME_BACK)
    assert store.saved is not None and store.saved.line == "f5d6" and store.saved.kept == "d3c5"


def test_undo_back_to_the_browsed_game_autosaves_the_game_on_the_board() -> None:
    played, _, store = session()
    play(played, "f5d6c3d3c4")
    played.go_to_ply(2)
    play(played, "c5")
    assert store.saved is not None and (store.saved.line, store.saved.kept) == ("f5d6c5", "f5d6c3d3c4")
    played.undo()
    assert line_of(played.game) == "f5d6c3d3c4"
    assert (store.saved.line, store.saved.ply, store.saved.kept) == ("f5d6c3d3c4", played.game.ply, "f5d6c5")
    played.redo()
    assert store.saved.line == "f5d6c5"


def test_browsing_a_finished_game_to_its_end_keeps_the_line_played_from_it() -> None:
    played, _, store = session()
    played.load_game(Game.from_transcript(FINISHED))
    played.go_to_ply(2)
    play(played, "c4")  # a new line (the game has f5 here)
    played.undo()
    played.go_to_ply(len(FINISHED) // 2)
    assert played.game.is_over()
    assert store.saved is not None and store.saved.line == FINISHED[:4] + "c4"


def test_a_game_played_to_its_end_leaves_the_kept_game_to_be_offered() -> None:
    played, window, store = session()
    play(played, "f5d6")  # game A, unfinished
    played.new_game()
    play(played, FINISHED)  # game B, played to its end
    assert played.game.is_over() and window.over == 1
    assert store.saved is not None and store.saved.line == "f5d6"


def test_a_finished_game_is_never_offered_as_unfinished() -> None:
    played, _, store = session()
    play(played, FINISHED)
    played.go_to_ply(3)
    assert store.saved is None
    played.new_game()
    play(played, FINISHED)
    assert store.saved is None


def test_a_pause_ends_when_both_sides_become_human() -> None:
    played, _, _ = session("greedy", "greedy")
    played.set_paused(True)
    played.set_side(BLACK, HUMAN)
    assert played.paused  # White, a computer, is still held
    played.set_side(WHITE, HUMAN)
    assert not played.paused
    play(played, "f5")
    assert played.game.ply == 1


def test_looking_back_pauses_the_computer_and_the_end_of_the_line_resumes_it() -> None:
    played, window, _ = session(white="greedy")
    played.load_game(Game.from_transcript(UNFINISHED))
    assert played.chosen_pause and not window.thinking  # a loaded game's computer waits to be resumed
    played.set_paused(False)
    assert window.thinking
    played.go_to_ply(1)  # White, the computer, to move at move 1
    assert played.browse_paused and played.browsing and not window.thinking
    played.go_to_ply(len(UNFINISHED) // 2)
    assert not played.browsing and not played.paused and window.thinking


def test_pause_pressed_while_looking_back_becomes_the_players_own() -> None:
    played, _, _ = session(white="greedy")
    play(played, "f5")
    played.set_paused(True)
    played.set_paused(False)
    played.load_game(Game.from_transcript(UNFINISHED))
    played.set_paused(False)
    played.go_to_ply(1)
    assert played.browse_paused
    played.set_paused(True)
    assert played.chosen_pause
    played.go_to_ply(len(UNFINISHED) // 2)
    assert played.chosen_pause  # the end of the line no longer resumes it


def test_a_game_resumed_at_an_earlier_move_waits_for_the_player() -> None:
    game = Game.from_transcript("f5d6c3d3")
    game.undo()  # saved where the player looked: White, the computer, to move
    played, window, _ = session(white="greedy", game=game)
    assert played.game.ply == 3 and played.paused and not window.thinking


def test_the_game_offered_after_another_ends_keeps_its_own_players() -> None:
    played, window, store = session(white="greedy")
    play(played, "d3")
    answer(played, window, "c3")
    played.new_game("greedy", "random")
    assert store.saved is not None and store.saved.line == "d3c3" and store.saved.kept is None
    for at in range(0, len(FINISHED), 2):  # both sides are computers now: the test answers for them
        answer(played, window, FINISHED[at : at + 2])
        assert at or (store.saved.kept, store.saved.kept_players) == ("d3c3", (HUMAN, "greedy", 4))
    assert played.game.is_over()
    assert store.saved is not None and store.saved.line == "d3c3"
    assert store.saved.players[:2] == (HUMAN, "greedy")  # its own players, not the new game's


def test_undo_of_a_new_game_brings_the_old_game_back_with_its_players() -> None:
    played, window, _ = session()
    played.new_game(HUMAN, LEVEL, level_number=3)
    play(played, "f5")
    answer(played, window, "d6")
    played.new_game(HUMAN, HUMAN, level_number=7)
    play(played, "d3")
    undo_until(played, window, Note.PREVIOUS_GAME_BACK)
    assert played.game.line[0] == parse_move("f5")
    assert (*played.sides, played.level) == (HUMAN, LEVEL, 3)
    for _ in range(10):
        played.redo()
        if played.game.transcript() == "d3":
            break
    assert (*played.sides, played.level) == (HUMAN, HUMAN, 7)


def test_an_illegal_computer_move_pauses_it_and_says_so() -> None:
    played, window, _ = session(white="greedy")
    play(played, "f5")
    answer(played, window, "a1")
    assert played.chosen_pause and window.problems == [Problem.ILLEGAL_COMPUTER_MOVE]
    assert played.game.ply == 1


def test_a_click_before_the_game_is_ready_is_played_when_it_is() -> None:
    window, store = Window(), Store()
    played = GameSession(window, store=store, level_number=4)
    played.play_square(parse_move("f5").square)
    assert window.notes == [Note.PLAYED_WHEN_READY] and played.game.ply == 0
    played.start(None, HUMAN, HUMAN, 4)
    assert played.game.transcript() == "f5"


def test_clicks_typed_during_an_animation_are_played_in_order() -> None:
    played, _, _ = session()
    played.wait_for_animation = True
    play(played, "f5d6c3")
    assert played.animating and played.game.ply == 1
    for _ in range(3):
        played.animation_finished()
    assert played.game.transcript() == "f5d6c3" and not played.animating


def test_a_flag_falls_on_the_fake_clock_and_the_game_is_lost_on_time() -> None:
    now = [100.0]
    window, store = Window(), Store()
    played = GameSession(window, store=store, level_number=4, now=lambda: now[0])
    played.start(None, HUMAN, HUMAN, 4)
    played.new_game(time_control=TimeControl(60.0))
    play(played, "f5")
    now[0] += 61.0
    assert played.check_clock() == WHITE
    assert played.finished and window.flags == [WHITE]
    play(played, "d6")
    assert window.notes[-1] is Note.GAME_IS_OVER and played.game.ply == 1


@pytest.mark.parametrize("clock", [None, GameClock(TimeControl(600.0))])
def test_a_loaded_game_with_the_computer_to_move_waits(clock) -> None:
    played, window, _ = session(white="greedy")
    played.load_game(Game.from_transcript("f5"), clock=clock)
    assert played.chosen_pause and not window.thinking
    played.load_game(Game.from_transcript("f5"), play_on=True)
    assert not played.paused and window.thinking


@given(
    pause=st.sampled_from(Pause),
    moves=st.integers(0, 6),
    back=st.integers(0, 6),
    people_play=st.booleans(),
    computer_to_move=st.booleans(),
    loaded=st.booleans(),
)
def test_the_pause_rule(pause, moves, back, people_play, computer_to_move, loaded) -> None:
    game = Game.from_transcript(UNFINISHED[: 2 * moves])
    for _ in range(min(back, moves)):
        game.undo()
    after = pause_at(pause, game, people_play=people_play, computer_to_move=computer_to_move, loaded=loaded)
    at_end = not game.can_redo()
    if at_end:
        assert after is not Pause.BROWSING  # the end of the line never waits for browsing
        if not loaded:
            assert after is (Pause.NONE if pause is Pause.BROWSING else pause)
    elif pause is Pause.CHOSEN and not loaded:
        assert after is Pause.CHOSEN  # the player's own pause stays while browsing
    else:
        waits = computer_to_move if people_play else not game.is_over()
        assert after is (Pause.BROWSING if waits else Pause.NONE)
    if loaded and at_end:
        assert after is (Pause.CHOSEN if computer_to_move else Pause.NONE)


def test_a_resumed_game_left_unplayed_keeps_its_players() -> None:
    played, window, store = session(white="greedy", game=Game.from_transcript("d3c3"))
    played.new_game("greedy", "random")
    for at in range(0, len(FINISHED), 2):
        answer(played, window, FINISHED[at : at + 2])
    assert played.game.is_over()
    assert store.saved is not None and store.saved.line == "d3c3"
    assert store.saved.players[:2] == (HUMAN, "greedy")


def test_declining_and_quitting_at_once_leaves_the_file_alone() -> None:
    played, _, store = session(set_aside=Game.from_transcript(UNFINISHED))
    played.close()
    assert store.saved is None and played.closed
    play(played, "f5")  # a closed session plays nothing more
    assert played.game.ply == 0


def test_quitting_on_a_clock_keeps_the_time_of_the_move_being_thought_about() -> None:
    now = [0.0]
    window, store = Window(), Store()
    played = GameSession(window, store=store, level_number=4, now=lambda: now[0])
    played.start(None, HUMAN, HUMAN, 4)
    played.new_game(time_control=TimeControl(600.0))
    play(played, "f5")
    now[0] += 30.0
    played.close()
    assert played.clock is not None and played.clock.spent(WHITE) == pytest.approx(30.0)
    assert store.saved is not None and store.saved.line == "f5"


def test_where_the_end_of_the_line_leads() -> None:
    """What » brings from an earlier position: the browsing line says it (the computer plays on
    only where it is the computer's turn)."""
    played, window, _ = session(white="greedy")
    play(played, "f5")
    answer(played, window, "d6")
    played.go_to_ply(0)
    assert played.line_end() is LineEnd.PERSON  # after White's answer, Black (a person) is to move
    played.load_game(Game.from_transcript("f5"))
    played.go_to_ply(0)
    assert played.line_end() is LineEnd.COMPUTER
    played.load_game(Game.from_transcript(FINISHED))
    played.go_to_ply(3)
    assert played.line_end() is LineEnd.OVER
