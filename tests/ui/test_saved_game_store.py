"""The autosave file without a window: strict parsing (properties, linear time), unreadable files
set aside and never overwritten, write failures reported once, the writer thread's end, and the
move out of the doubled data folder of earlier versions."""

from __future__ import annotations

import errno
import json
import os
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from othello_qt.core.game import Game
from othello_qt.core.players.registry import check_spec
from othello_qt.core.position import BLACK, WHITE
from othello_qt.ui.saved_game import (
    FILE_NAME,
    FORMAT,
    SavedGame,
    SavedGameError,
    SavedGameStore,
    parse_saved_game,
    parse_saved_game_bytes,
)
from othello_qt.ui.settings import move_old_data
from tests.linear_time import assert_linear

GAME = "f5d6c3d3c4f4f6"
START = Game.new().start.board_string()


def saved_text(**changes: object) -> str:
    data: dict[str, object] = {
        "format": FORMAT,
        "version": 1,
        "start": START,
        "moves": ["f5", "d6", "c3"],
        "redo": ["d3"],
        "black": "human",
        "white": "level",
        "level": 5,
    }
    data.update(changes)
    return json.dumps(data)


# --- parsing -------------------------------------------------------------------------------------

BAD_FILES: dict[str, tuple[bytes, str]] = {
    "not UTF-8": (saved_text().encode().replace(b"human", b"hum\xffn"), "not UTF-8 text (byte"),
    "level Infinity": (saved_text().replace('"level": 5', '"level": Infinity').encode(), "Infinity is not"),
    "level 1e400": (saved_text().replace('"level": 5', '"level": 1e400').encode(), "1e400 is out of range"),
    "level 5.5": (saved_text(level=5.5).encode(), "'level' must be a whole number, not 5.5"),
    "deeply nested": (("[" * 30_000 + "]" * 30_000).encode(), "nests too deeply"),
    "version true": (saved_text(version=True).encode(), "unsupported format version true"),
    "moves object": (saved_text(moves={"0": "f5"}).encode(), "'moves' must be a list"),
    "truncated": (saved_text().encode()[:60], "damaged or cut short"),
    "NUL bytes": (saved_text().encode()[:40] + b"\0" * 20, "damaged or cut short"),
    "illegal move": (saved_text(moves=["f5", "a1"]).encode(), "move 2 (a1) is illegal"),
    "newer version": (saved_text(version=2).encode(), "saved by a newer version of othello-qt (format 2"),
    "not a save": (b'{"hello": 1}', "not an othello-qt saved game"),
    "start missing": (saved_text(start=None).encode(), "'start' must be text"),
    "player not text": (saved_text(black=["x"]).encode(), "'black' must be text"),
    "paused not true or false": (saved_text(paused=1).encode(), "'paused' must be true or false, not 1"),
    "player odd": (saved_text(white="td:\x00x").encode(), "'white' is not a player setting"),
    "too many moves": (saved_text(moves=["f5"] * 201).encode(), "more than a game has"),
    "kept not an object": (saved_text(kept=["f5"]).encode(), "'kept' must be an object"),
    "kept illegal move": (
        saved_text(kept={"start": START, "moves": ["f5", "a1"]}).encode(),
        "the kept game: move 2 (a1) is illegal",
    ),
    "kept without moves": (saved_text(kept={"start": START}).encode(), "the kept game: the file has no"),
    "kept player odd": (
        saved_text(kept={"start": START, "moves": ["f5"], "black": "x\x00"}).encode(),
        "the kept game: 'black' is not a player setting",
    ),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_bad_files_are_saved_game_errors(name: str) -> None:
    data, words = BAD_FILES[name]
    with pytest.raises(SavedGameError) as error:
        parse_saved_game_bytes(data)
    assert words in str(error.value)


def test_a_good_file_round_trips(tmp_path: Path) -> None:
    saved = parse_saved_game(saved_text())
    assert saved.game.transcript() == "f5d6c3" and [str(m) for m in saved.game.redo_moves] == ["d3"]
    assert (saved.black, saved.white, saved.level) == ("human", "level", 5)
    assert saved.kept is None  # a file without a kept game, as every earlier version wrote


def test_the_kept_game_round_trips_through_the_store(tmp_path: Path) -> None:
    store = SavedGameStore(tmp_path)
    kept = Game.from_transcript(GAME)
    kept.undo()
    store.save(Game.from_transcript("f5f6"), "human", "level", 3, kept=kept)
    assert store.flush()
    saved = SavedGameStore(tmp_path).load()
    assert saved is not None and saved.game.transcript() == "f5f6"
    assert saved.kept is not None
    assert (saved.kept.moves, saved.kept.redo_moves) == (kept.moves, kept.redo_moves)
    assert saved.kept_players is None  # not given, as files before them: the players of the moment
    store.save(
        Game.from_transcript("f5f6"), "human", "level", 3, kept=kept, kept_players=("human", "greedy", 7)
    )
    assert store.flush()
    saved = SavedGameStore(tmp_path).load()
    assert saved is not None and saved.kept_players == ("human", "greedy", 7)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
field_values = {
    "format": st.just(FORMAT) | json_values,
    "version": st.sampled_from([1, 1, 2, 0, True, 1.0, "1"]) | json_values,
    "start": st.just(START) | json_values,
    "moves": st.lists(st.sampled_from(["f5", "d6", "c3", "d3", "a1", "pass", "F5", "zz", 3]), max_size=6)
    | json_values,
    "redo": st.lists(st.sampled_from(["d3", "c4", "a1"]), max_size=2) | json_values,
    "black": st.sampled_from(["human", "level", "greedy", ""]) | json_values,
    "white": st.sampled_from(["level", "td:x.npz"]) | json_values,
    "level": st.integers(-5, 20) | json_values,
    "kept": st.fixed_dictionaries(
        {},
        optional={
            "start": st.just(START) | json_values,
            "moves": st.lists(st.sampled_from(["f5", "d6", "a1", "pass", 3]), max_size=4) | json_values,
            "redo": st.lists(st.sampled_from(["c3", "a1"]), max_size=2) | json_values,
        },
    )
    | json_values,
    "saved_at": st.text(max_size=30) | json_values,
    "clock": st.fixed_dictionaries(
        {},
        optional={
            "ti": st.sampled_from(["01:00/00:05/00:00", "5:00", "", "x", "1/2/3/4"]) | json_values,
            "times": st.lists(st.sampled_from([1.5, 0, None, -1, "2", 1e300, True]), max_size=4)
            | json_values,
            "used": st.lists(st.sampled_from([3.0, 0, -2, None]), max_size=3) | json_values,
        },
    )
    | json_values,
}
saved_dicts = st.fixed_dictionaries({}, optional=field_values)


def test_a_timed_game_keeps_its_clock_and_a_bad_clock_is_refused() -> None:
    clock = {"ti": "01:00/00:05/00:00", "times": [4.0, 7.5, None], "used": [6.0, 7.5]}
    saved = parse_saved_game(saved_text(clock=clock))
    assert saved.clock is not None and saved.clock.move_times == [4.0, 7.5, None]
    assert saved.clock.remaining(BLACK) == 60 + 10 - 6 and saved.clock.remaining(WHITE) == 60 + 5 - 7.5
    for bad, words in (
        ({**clock, "times": [4.0]}, "do not match"),
        ({**clock, "ti": "soon"}, "the clock"),
        ({**clock, "used": [1, -1]}, "time used"),
        ({**clock, "times": [4.0, True, 1]}, "move time"),
        ([1], "must be an object"),
    ):
        with pytest.raises(SavedGameError, match=words):
            parse_saved_game(saved_text(clock=bad))


def _parsed_or_error(parse, data) -> SavedGame | None:
    try:
        saved = parse(data)
    except SavedGameError as exc:
        assert str(exc)
        return None
    assert isinstance(saved.game, Game) and type(saved.level) is int
    assert isinstance(saved.black, str) and isinstance(saved.white, str)
    return saved


@settings(max_examples=400, deadline=None)
@given(saved_dicts)
def test_any_json_object_gives_a_game_or_a_saved_game_error(data: dict) -> None:
    _parsed_or_error(parse_saved_game, json.dumps(data))


@settings(max_examples=200, deadline=None)
@given(json_values)
def test_any_json_value_gives_a_saved_game_error(value: object) -> None:
    assert _parsed_or_error(parse_saved_game, json.dumps(value)) is None


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200), st.integers(0, 400))
def test_any_bytes_or_damage_give_a_game_or_a_saved_game_error(noise: bytes, at: int) -> None:
    good = saved_text().encode()
    _parsed_or_error(parse_saved_game_bytes, noise)
    _parsed_or_error(parse_saved_game_bytes, good[:at] + noise + good[at + len(noise) :])


def test_parsing_time_grows_linearly() -> None:
    cases = {
        "long name": lambda n: _parsed_or_error(parse_saved_game, saved_text(white="x" * n)),
        "long list": lambda n: _parsed_or_error(parse_saved_game, saved_text(moves=["f5"] * n)),
        "nesting": lambda n: _parsed_or_error(parse_saved_game, "[" * n + "]" * n),
        "spaces": lambda n: _parsed_or_error(parse_saved_game, " " * n + saved_text()),
    }
    for name, run in cases.items():
        try:
            assert_linear(run, 20_000)
        except AssertionError as exc:
            raise AssertionError(f"{name}: {exc}") from None


# --- settings player specs -------------------------------------------------------------------------

spec_texts = st.one_of(
    st.text(max_size=20),
    st.tuples(
        st.sampled_from(["human", "random", "greedy", "corners", "alphabeta", "id", "master", "td", "x"]),
        st.sampled_from(["", ":", ":4", ":2s", ":0", ":-1", ":99999999999", ":nan", ":abc", ":/no/such.npz"]),
    ).map("".join),
)


@settings(max_examples=300, deadline=None)
@given(spec_texts)
def test_any_player_spec_is_accepted_or_a_value_error(text: str) -> None:
    try:
        spec = check_spec(text)
    except ValueError as exc:
        assert str(exc)
    else:
        assert spec == text.strip()


# --- the store -------------------------------------------------------------------------------------


def test_an_unreadable_file_is_set_aside_never_overwritten(tmp_path: Path) -> None:
    for name, (data, words) in BAD_FILES.items():
        folder = tmp_path / name.replace(" ", "-")
        folder.mkdir()
        (folder / FILE_NAME).write_bytes(data)
        store = SavedGameStore(folder)
        with pytest.raises(SavedGameError) as error:
            store.load()
        (kept,) = [p for p in folder.iterdir() if p.name != FILE_NAME]
        assert kept.read_bytes() == data and kept.name.startswith("game-in-progress.unreadable-")
        assert words in str(error.value) and f"kept as {kept}" in str(error.value)
        store.save(Game.from_transcript(GAME), "human", "level", 3)
        assert store.close()
        assert kept.read_bytes() == data and parse_saved_game((folder / FILE_NAME).read_text())


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this platform")
def test_a_fifo_in_the_files_place_is_refused_without_blocking(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / FILE_NAME)
    store = SavedGameStore(tmp_path)
    errors: list[Exception] = []

    def load() -> None:
        try:
            store.load()
        except SavedGameError as exc:
            errors.append(exc)

    reader = threading.Thread(target=load)
    reader.start()
    reader.join(5)
    assert not reader.is_alive() and "FIFO" in str(errors[0])
    store.close()


def test_a_file_that_cannot_be_set_aside_is_not_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"{ damaged")

    def refuse(*_args: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    store = SavedGameStore(tmp_path)
    with pytest.raises(SavedGameError, match="this session will not save the game in progress"):
        store.load()
    store.save(Game.from_transcript(GAME), "human", "level", 3)
    store.close()
    assert (tmp_path / FILE_NAME).read_bytes() == b"{ damaged"


def test_a_failing_write_is_reported_once_naming_the_real_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    problems: list[str] = []
    store = SavedGameStore(tmp_path, on_problem=problems.append)
    real_fsync = os.fsync

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    game = Game.new()
    for move in ("f5", "d6", "c3"):
        game = Game.from_transcript(game.transcript() + move)
        store.save(game, "human", "human", 3)
        assert store.flush()
    assert len(problems) == 1
    assert f"cannot be saved to {tmp_path / FILE_NAME}: the disk is full" in problems[0]
    assert ".tmp" not in problems[0] and not list(tmp_path.iterdir())
    monkeypatch.setattr(os, "fsync", real_fsync)
    store.save(Game.from_transcript("f5d6c3d3"), "human", "human", 3)
    assert store.flush() and (tmp_path / FILE_NAME).exists()
    monkeypatch.setattr(os, "fsync", full)  # a new failure after a success is news again
    store.save(Game.from_transcript("f5d6c3d3c4"), "human", "human", 3)
    assert store.flush() and len(problems) == 2
    store.close()


def test_close_ends_the_writer_thread_after_the_last_write(tmp_path: Path) -> None:
    store = SavedGameStore(tmp_path)
    store.save(Game.from_transcript(GAME), "human", "level", 3)
    assert store.close(5.0)
    assert not store.writer_alive
    assert parse_saved_game((tmp_path / FILE_NAME).read_text()).game.transcript() == GAME


# --- the data folder -------------------------------------------------------------------------------


def test_the_doubled_data_folder_is_moved_up_without_losing_anything(tmp_path: Path) -> None:
    new = tmp_path / "othello-qt"
    old = new / "othello-qt"
    old.mkdir(parents=True)
    (old / FILE_NAME).write_text(saved_text())
    (old / "game-in-progress.unreadable-1.json").write_text("kept")
    assert move_old_data(old, new) == []
    assert not old.exists()
    assert parse_saved_game((new / FILE_NAME).read_text()).game.transcript() == "f5d6c3"
    assert (new / "game-in-progress.unreadable-1.json").read_text() == "kept"
    # a newer autosave already in place wins; the old one stays where it was
    old.mkdir()
    (old / FILE_NAME).write_text("older")
    assert move_old_data(old, new) == [FILE_NAME]
    assert (old / FILE_NAME).read_text() == "older" and (new / FILE_NAME).read_text() == saved_text()


def test_the_app_uses_and_fills_the_single_folder(
    qapp, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import QCoreApplication

    from othello_qt.ui.settings import prepare_data_dir

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    names = QCoreApplication.applicationName(), QCoreApplication.organizationName()
    QCoreApplication.setApplicationName("othello-qt")
    QCoreApplication.setOrganizationName("othello-qt")
    try:
        doubled = tmp_path / "othello-qt" / "othello-qt"
        doubled.mkdir(parents=True)
        (doubled / FILE_NAME).write_text(saved_text())
        folder = prepare_data_dir()
    finally:
        QCoreApplication.setApplicationName(names[0])
        QCoreApplication.setOrganizationName(names[1])
    if os.name == "posix" and not str(folder).startswith(str(tmp_path)):
        pytest.skip(f"this platform's data folder ignores XDG_DATA_HOME ({folder})")
    assert folder == tmp_path / "othello-qt"
    assert (folder / FILE_NAME).read_text() == saved_text() and not doubled.exists()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.lists(st.sampled_from([FILE_NAME, "a.json", "b", "game-in-progress.unreadable-x.json"]), unique=True)
)
def test_moving_the_old_folder_never_loses_a_file(tmp_path_factory, names: list[str]) -> None:
    new = tmp_path_factory.mktemp("data")
    old = new / "othello-qt"
    old.mkdir()
    for name in names:
        (old / name).write_text("old " + name)
        if name.startswith("a"):
            (new / name).write_text("new " + name)
    left = move_old_data(old, new)
    for name in names:
        if name in left:
            assert (old / name).read_text() == "old " + name
        else:
            assert (new / name).read_text() == "old " + name


def test_why_a_saved_game_could_not_be_read_is_said_in_the_players_language(qapp, tmp_path: Path) -> None:
    """A German window read "…: the JSON is damaged or cut short (Expecting value: …)"."""
    from othello_qt.ui import i18n

    (tmp_path / FILE_NAME).write_bytes(saved_text().encode()[:60])
    store = SavedGameStore(tmp_path)
    try:
        i18n.install("de")
        with pytest.raises(SavedGameError) as error:
            store.load()
    finally:
        i18n.install("en")
        store.close()
    assert "das JSON ist beschädigt oder abgeschnitten" in str(error.value), str(error.value)
    assert "damaged or cut short" not in str(error.value)  # json's own words after it stay
