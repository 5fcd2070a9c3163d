"""The words of the window in the player's language: every ``status_text`` text, the players', levels'
and openings' names, the games database window and the Engines dialog, under the pseudo-locale (every
translated letter full-width, so an ASCII word left is a text that never went through ``translate``);
and the same words in English, where the translation adds its own helpers."""

from __future__ import annotations

import errno
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from othello_qt.core.engine_list import EngineListError, make_entry
from othello_qt.core.game import Game
from othello_qt.core.openings import OPENINGS
from othello_qt.core.players import classic_specs, registry
from othello_qt.core.players.levels import LEVELS
from othello_qt.core.position import BLACK, WHITE, GameResult, Move, Position
from othello_qt.core.search_result import Certainty, ScoreUnit, SearchResult
from othello_qt.ui import player_words as players
from othello_qt.ui import spoken_text as spoken
from othello_qt.ui import status_text as text
from othello_qt.ui import text_parts as parts
from othello_qt.ui.board_state import BoardState, Hints
from othello_qt.ui.database_model import COLUMNS, NEXT, OPENING, end_text
from othello_qt.ui.engines_dialog import EnginesDialog
from tests.core import wthor_writer as wthor
from tests.ui.conftest import shown_dialog
from tests.ui.pseudo_locale import WORD, pseudo, untranslated, untranslated_in
from tests.ui.test_game_browser import open_database, write_database

SPECS = (
    "random",
    "greedy",
    "corners",
    "diff",
    "weighted",
    "minimax",
    "alphabeta:3:diff",
    "negascout:5",
    "id:500ms:squares",
    "master",
    "master:5s",
    "master:7s:threads=2",
    "master:12:mpc=off:book=off:vary=1",
    "master:10:mpc=2.5:book=on:vary=2.5",
    "master-linear:4",
    "humanlike:2:4",
    "td:net.npz",
    "engine:Edax:2s",
)
"""A spec of every kind, and every setting a spec's words name."""
SPEC_DATA = frozenset({"net", "npz", "Edax", "soon", "ms", "squares", "on"})
"""Words of the specs themselves (a file's and an engine's name, a setting that does not read, the
spec's own words in a tooltip: ``id:500ms:squares``, ``book=on``)."""


def words_in(*texts: str) -> set[str]:
    """The ASCII words of texts that are data (a file's name, an engine's error): allowed as they are."""
    return {word for t in texts for word in WORD.findall(t)}


def search(depth: int | None = 6, score: float | None = 2.0, certainty=Certainty.ESTIMATE) -> SearchResult:
    return SearchResult(
        Move.parse("d3"),
        score=score,
        depth=depth,
        pv=(Move.parse("d3"), Move.parse("c5")),
        nodes=48_070,
        seconds=0.41,
        certainty=certainty,
    )


def every_status_text() -> list[str]:
    """Each function of ``status_text`` on inputs that reach each of its texts."""
    said: list[str] = []
    for spec in (*SPECS, "master:soon"):
        said += [players.player_title(spec), players.player_tooltip(spec), *players.side_texts(spec)]
    said += [
        *players.side_texts(None),
        *players.named_player_texts("human"),
        *players.named_player_texts("master:5s"),
    ]
    said += players.loaded_side_texts(players.named_player_texts("master:5s"), players.side_texts(None))
    for code in (errno.EROFS, errno.EACCES, errno.ENOSPC, errno.ENOENT, errno.EISDIR, errno.ENAMETOOLONG):
        said.append(text.file_error_text(OSError(code, "the system's English")))
    for level in LEVELS:
        said += [players.level_label(level), players.level_name(level), players.level_description(level)]
        said += players.side_texts(level.spec, level)
    for kind in registry.available_players():
        said += [
            players.kind_title(kind),
            players.kind_description(kind),
            players.kind_setting(kind),
            players.kind_detail(kind),
        ]
    said += [players.opening_title(opening) for opening in OPENINGS]
    said += [
        players.moves_ahead_text(1),
        players.moves_ahead_text(12),
        players.time_a_move_text(0.5),
        text.app_title(),
    ]
    for unit in ScoreUnit:
        said += [parts.score_text(0.62, unit), parts.worth_text(1, unit), parts.worth_text(-4, unit)]
    said += [parts.disc_count(1), parts.disc_count(4), parts.percent_text(0.5)]
    for color in (BLACK, WHITE):
        for humans in ([], [BLACK], [WHITE], [BLACK, WHITE]):
            for ready, over, paused, thinking in ((False, False, False, False), (True, True, False, False)):
                said.append(
                    text.turn_text(
                        ready=ready, over=over, turn=color, humans=humans, paused=paused, thinking=thinking
                    )
                )
            for paused, thinking in ((True, False), (False, True), (False, False)):
                said.append(
                    text.turn_text(
                        ready=True, over=False, turn=color, humans=humans, paused=paused, thinking=thinking
                    )
                )
            said.append(text.time_loss_text(color, humans))
        said += [text.time_loss_status(color), spoken.passed_text(color), spoken.pass_announcement(color)]
        said.append(text.thinking_text(color, players.side_texts("master:5s")[1]))
    said += [text.window_title(None), text.window_title(said[-1])]
    for result in (GameResult(40, 24), GameResult(24, 40), GameResult(32, 32)):
        said += [text.game_over_status(result)] + [
            text.result_text(result, h) for h in ([], [BLACK], [WHITE])
        ]
    for certainty in Certainty:
        said.append(text.lookahead_text(8, certainty))
        for score in (4.0, 1.0, 0.0, -1.0, -4.0):
            said.append(text.outlook_text(WHITE, score, ScoreUnit.DISCS, certainty))
            info = search(score=score, certainty=certainty)
            said += [text.progress_text(BLACK, info), text.progress_detail(info)]
            said += [text.decision_text(WHITE, info), text.decision_detail(info)]
    said.append(text.outlook_text(WHITE, 0.62, ScoreUnit.WIN_PROBABILITY, Certainty.ESTIMATE))
    said += [text.decision_detail(search(score=0.62), unit) for unit in ScoreUnit]
    for unit in ScoreUnit:
        said.append(
            text.hint_text(Hints({37: 4.2, 29: -1.0}, 37, SearchResult(depth=8, score=4.2, unit=unit)))
        )
    said += [text.paused_text(), text.paused_text(clocks_only=True)]
    said += [text.browsing_text(3, 10, at_end=end) for end in ("over", "person", "computer")]
    said += [text.browsing_move_text(3, 10), text.browsing_turn_text(3)]
    for later in (1, 3):
        kept = Game.from_transcript("f5d6c3d3c4"[: 2 * (1 + later)])
        for _ in range(later):
            kept.undo()
        said += [text.line_kept_title(kept), text.line_kept_text(kept)]
    said.append(text.line_kept_title(Game.new()))
    said += [text.loaded_text("WTH_2002.wtb", moves, True, True) for moves in (1, 60)]
    now = datetime(2026, 11, 23, 21, 0, tzinfo=timezone(timedelta(hours=1)))
    for stamp in ("2026-11-23T19:38:59+01:00", "2026-11-22T08:05:00+01:00", "2026-10-02T08:05:00+01:00", ""):
        said += [text.saved_at_text(stamp, now), text.resume_question(12, stamp, now)]
    said += [text.resume_question(1, "", now), text.continue_answer(), text.new_game_answer()]
    start = Position.initial()
    legal = {sq: start.flips(move) for move in start.legal_moves() if (sq := move.square) is not None}
    state = BoardState(start, legal, None, True, False)
    hints = Hints(
        {sq: 2.0 for sq in legal}, next(iter(legal)), SearchResult(depth=4, score=2.0, unit=ScoreUnit.DISCS)
    )
    said += [spoken.square_text(state, sq, hints) for sq in range(64)]
    said += [spoken.board_summary(state), spoken.board_summary(BoardState(start, {}, None, False, True))]
    game = Game.new()
    played = game.play("f5")
    after = BoardState(played.after, {}, played.move)
    said += [spoken.square_text(after, sq) for sq in range(64)] + [spoken.move_announcement(played)]
    said += [
        spoken.score_card_text(WHITE, "Edax", discs, to_move) for discs in (1, 4) for to_move in (True, False)
    ]
    said += [spoken.clock_spoken(BLACK, s) for s in (0, 1, 59, 60, 61, 299)]
    said.append(spoken.clock_spoken(WHITE, 0, fallen=True))
    return [t for t in said if t]


def test_every_status_text_is_translated(qapp, pseudo_locale) -> None:
    data = set(SPEC_DATA) | {"WTH", "wtb"}  # the spec words, and a loaded file's name
    found = [f"{said!r}: {words}" for said in every_status_text() if (words := untranslated(said, data))]
    assert not found, "\n".join(found)


def test_each_part_of_a_setting_has_words(qapp) -> None:
    for spec in SPECS:
        kind, argument = registry.split_spec(spec)
        if argument:
            # the window's words are the core's English words (and say "1 disc" for one)
            assert players.argument_text(kind, argument) == kind.words(argument), spec


def test_the_new_helpers_speak_english(qapp) -> None:
    assert players.level_label(LEVELS[2]) == "3 — Casual" == LEVELS[2].label
    snake = next(o for o in OPENINGS if o.name == "Snake")
    assert players.opening_title(snake) == "Snake (Peasant)" == snake.full_name
    assert text.app_title() == "Othello"
    assert players.moves_ahead_text(1) == "1 move ahead" and players.moves_ahead_text(12) == "12 moves ahead"
    assert (
        players.player_title("master:12:vary=1")
        == "Master engine (12 moves ahead, varied openings (book moves within 1 disc))"
    )
    assert players.kind_setting(registry.kind_of("minimax")) == "moves ahead, e.g. 4"
    assert text.continue_answer() == "Continue" and text.new_game_answer() == "New game"
    kept = Game.from_transcript("f5d6c3")
    kept.undo()
    assert text.line_kept_text(kept) == (
        "New line from move 2: the game's 1 later move is kept — Undo (Ctrl+Z) brings it back"
    )
    kept.undo()
    assert text.line_kept_text(kept).endswith(
        "the game's 2 later moves are kept — Undo (Ctrl+Z) brings them back"
    )
    assert spoken.clock_spoken(BLACK, 299) == "Black's clock: 4 minutes 59 seconds left"
    assert spoken.score_card_text(BLACK, "Human", 1, True) == "Black: Human, 1 disc, to move"


def test_the_words_of_the_search_players_name_their_defaults() -> None:
    """Their descriptions and hints are literal texts (for the translators): their numbers are the code's."""
    for name, depth in classic_specs.DEFAULT_DEPTH.items():
        kind = registry.kind_of(name)
        assert f"({depth} unless" in kind.description and kind.setting.endswith(f"e.g. {depth}")
    seconds = f"{classic_specs.DEFAULT_SECONDS:g}"
    assert f"({seconds} s a move" in registry.kind_of("id").description
    assert registry.kind_of("id").setting.startswith(f"time a move, e.g. {seconds}s")


def test_every_pseudo_text_is_translated_by_context(qapp, pseudo_locale) -> None:
    """The contexts the core marks its words in are the ones the window reads them in."""
    assert not untranslated(players.level_name(LEVELS[0]), set())
    assert not untranslated(players.kind_title(registry.kind_of("master")), set())
    assert not untranslated(players.opening_title(OPENINGS[0]), set())


# --- the games database window -----------------------------------------------------------------------

NAMES = frozenset(
    word for name in ("Tastet Marc", "Dorsimont Guy", "Nicolet Stephane") for word in name.split()
) | {"WTH", "wtb", "ggf", "big", "games", "x"}
"""The players of the test file and the files' names: data."""


def test_the_games_database_window_is_translated(qtbot, make_window, tmp_path: Path, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    browser = open_database(qtbot, window, write_database(tmp_path))
    browser.resize(1000, 600)
    assert not untranslated_in(browser, NAMES), "\n".join(untranslated_in(browser, NAMES))
    model = browser.model
    header = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))]
    assert all(not untranslated(h, set()) for h in header) and header[0] != COLUMNS[0]
    openings = [model.data(model.index(row, OPENING)) for row in range(model.rowCount())]
    assert openings[0] and not untranslated(openings[0], set())  # the opening's name, translated
    tips = [model.data(model.index(row, 0), Qt.ItemDataRole.ToolTipRole) for row in range(model.rowCount())]
    assert all(not untranslated(tip, NAMES) for tip in tips)
    # the opening filter finds a game by its opening's name in either language
    assert openings[0] == pseudo("Comp'Oth")
    for name in (pseudo("Comp'Oth"), "comp'oth"):
        browser.opening_field.setText(name)
        qtbot.waitUntil(lambda: not browser._filter_timer.isActive(), timeout=2000)
        shown = [model.data(model.index(row, OPENING)) for row in range(model.rowCount())]
        assert shown and set(shown) == {pseudo("Comp'Oth")}, name
    browser.opening_field.clear()
    # the games that reached the board's position, and the moves they played there
    window.controller.load_game(Game.from_transcript("f5d6"))
    browser.reached_box.setChecked(True)
    assert not untranslated(browser.summary.text(), NAMES), browser.summary.text()
    nexts = [model.data(model.index(row, NEXT)) for row in range(model.rowCount())]
    assert nexts and all(re.fullmatch(r"[a-h][1-8]", move) for move in nexts)
    assert not untranslated(end_text(), set())  # the Next of a game that ended in the position
    browser._on_progress(1500, 3000)  # while a file is read
    assert not untranslated(browser.progress.format(), set()), browser.progress.format()


def test_the_games_database_says_what_went_wrong_in_the_players_language(
    qtbot, make_window, tmp_path: Path, pseudo_locale
) -> None:
    window = make_window(black="human", white="human")
    damaged = write_database(tmp_path, wthor.game(moves=wthor.move_bytes("a1")))
    browser = open_database(qtbot, window, damaged)
    label = browser.file_label.text()
    first = browser.model.database.sources[0].first_skipped  # "record N: why"
    reason = first.partition(": ")[2]  # the reader's own words close the sentence
    assert reason in label and not untranslated(label, NAMES | words_in(reason)), label
    unreadable = tmp_path / "x.wtb"
    unreadable.write_bytes(b"short")
    browser = open_database(qtbot, window, unreadable)
    first, _, error = browser.file_label.text().partition("\n")
    assert error and not untranslated(first, set()), first
    big = tmp_path / "big.wtb"
    big.write_bytes(wthor.games_file(*[wthor.game()] * 20_000))
    browser = window.database.open_path(big)
    assert not untranslated(browser.file_label.text(), NAMES), browser.file_label.text()
    browser.cancel()
    assert not untranslated(browser.file_label.text(), NAMES), browser.file_label.text()


# --- the Engines dialog --------------------------------------------------------------------------------

DIALOG_DATA = frozenset({"Edax", "mEdax", "Close", "Fake"})
"""An engine's name (and the example command's program), and Qt's own Close button (qtbase's
translations speak for it, not ours)."""


def test_the_engines_dialog_is_translated(qtbot, make_window, tmp_path: Path, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    window.menus.engines_action.trigger()
    dialog = shown_dialog(window, EnginesDialog)
    # untranslated_in cannot read a QListWidget's header (its columnCount wants a parent): the list
    # is left out, its name checked here
    assert not untranslated(dialog.list.accessibleName(), set())
    dialog.list.hide()
    assert not untranslated_in(dialog, DIALOG_DATA), "\n".join(untranslated_in(dialog, DIALOG_DATA))
    dialog.list.show()
    dialog.remove()  # nothing chosen
    assert not untranslated(dialog.message.text(), set()), dialog.message.text()
    nowhere = str(tmp_path / "nowhere")
    with pytest.raises(EngineListError) as refused:
        make_entry("Fake", "fake-engine", nowhere)
    dialog.name.setText("Fake")
    dialog.command.setText("fake-engine")
    dialog.folder.setText(nowhere)
    dialog.add()  # refused before any check: the list's own reason, translated too
    message = dialog.message.text()
    folder = refused.value.fields["folder"]
    assert folder in message and not untranslated(message.replace(folder, ""), set()), message
    entry = make_entry("Fake", "fake-engine --nboard", str(tmp_path), "4")
    dialog._show_checking(entry)  # its check under way (the dialog takes only that check's answer)
    assert not untranslated(dialog.stop_button.text(), set()), dialog.stop_button.text()
    dialog.stop_check()
    assert not untranslated(dialog.message.text(), DIALOG_DATA), dialog.message.text()
    dialog._show_checking(entry)
    dialog._checked(entry, None, "cannot open eval.dat")  # the engine's own words after the sentence
    first, _, error = dialog.message.text().partition("\n")
    assert error == "cannot open eval.dat" and not untranslated(first, DIALOG_DATA), first
    dialog._show_checking(entry)
    dialog._checked(entry, "Fake-good", "")  # answered and added
    assert not untranslated(dialog.message.text(), DIALOG_DATA | words_in(repr("Fake-good"))), (
        dialog.message.text()
    )
    item = dialog.list.item(0)
    assert not untranslated(item.toolTip(), words_in(str(tmp_path))), item.toolTip()
    dialog.list.setCurrentRow(0)
    dialog.remove()
    assert not untranslated(dialog.message.text(), DIALOG_DATA), dialog.message.text()


# --- an opening's name where the window shows it ---------------------------------------------------


def test_the_opening_is_named_in_the_players_language(qtbot, make_window, pseudo_locale) -> None:
    window = make_window(black="human", white="human")
    window.controller.load_game(Game.from_transcript("f5d6c3d3c4"))
    label = window.analysis.panel.opening
    qtbot.waitUntil(lambda: pseudo("Tiger") in label.text(), timeout=3000)
