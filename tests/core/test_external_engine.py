"""External engines as players, with real child processes: ``othello-qt nboard`` itself, and small
scripted engines that crash, hang, answer illegal moves, write garbage or flood their output."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from othello_qt.core import engine_list
from othello_qt.core.budget import Budget
from othello_qt.core.engine_list import EngineListError, make_entry, parse_engines
from othello_qt.core.game import Game
from othello_qt.core.game_clock import ClockReading, plan_move_time
from othello_qt.core.ggf import parse_ggf
from othello_qt.core.players import engine_process, external
from othello_qt.core.players.engine_process import (
    EngineCrashed,
    EngineGarbage,
    EngineIllegalMove,
    EngineStartError,
    EngineStopped,
    EngineTimeout,
)
from othello_qt.core.players.external import ExternalPlayer, check_engine, game_text, parse_answer
from othello_qt.core.players.registry import check_spec, create_player
from othello_qt.core.position import Move
from othello_qt.core.protocols.nboard_grammar import parse_search
from othello_qt.core.stop_flag import StopFlag
from tests.linear_time import assert_linear

START = Game.new().position
FAKE_ENGINE = textwrap.dedent(
    """
    import sys, time
    mode = sys.argv[1]
    if mode == "refuse":
        print("fake: cannot open eval.dat: No such file or directory", file=sys.stderr, flush=True)
        sys.exit(2)
    def say(text):
        sys.stdout.write(text + "\\n")
        sys.stdout.flush()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "ping" and mode != "deaf":
            say("pong " + words[1])
        elif words[0] == "nboard":
            say("set myname Fake-" + mode)
        elif words[0] == "quit":
            break
        elif words[0] in ("go", "hint"):
            if mode == "crash":
                print("fake: segmentation fault in search", file=sys.stderr, flush=True)
                sys.exit(139)
            elif mode == "hang":
                time.sleep(3600)
            elif mode == "illegal":
                say("=== A1/3.00/0.1")
            elif mode == "garbage":
                say("=== banana")
            elif mode == "flood":
                while True:
                    say("chatter " * 20)
            elif mode == "longline":
                sys.stdout.write("x" * 200000)
                sys.stdout.flush()
                time.sleep(3600)
            elif mode == "thinker":
                say("search E6-F4 0.70 0 3")
            elif mode == "good":
                say("status thinking")
                say("search F5-F6 1.50 0 4")
                say("search D3 -2.00 0 4")
                say("search C4 1.00 0 4")
                say("search E6 0.50 0 4")
                say("=== F5/1.50/0.01" if words[0] == "go" else "status")
    """
)


@pytest.fixture
def fake(tmp_path: Path):
    """``fake(mode)``: an engine entry running the scripted engine in ``mode``."""
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)

    def entry(mode: str, budget: str = "4") -> engine_list.EngineEntry:
        return make_entry(f"fake-{mode}", f"{sys.executable} {script} {mode}", str(tmp_path), budget)

    return entry


@pytest.fixture
def engines(tmp_path: Path) -> engine_list.EngineList:
    return engine_list.use_file(tmp_path / "data" / engine_list.FILE_NAME)


def othello_qt_engine(budget: str = "3") -> engine_list.EngineEntry:
    command = f"{sys.executable} -m othello_qt nboard --player master --seconds 5"
    return make_entry("othello-qt", command, str(Path.cwd()), budget)


def test_check_reads_the_name_the_engine_gives_itself(fake) -> None:
    assert check_engine(fake("good")) == "Fake-good"


def test_check_refuses_with_the_engines_own_error_text(fake) -> None:
    with pytest.raises(EngineCrashed, match=r"cannot open eval\.dat: No such file"):
        check_engine(fake("refuse"))


def test_check_refuses_a_program_that_is_not_there(tmp_path: Path) -> None:
    entry = make_entry("none", str(tmp_path / "no-such-engine"))
    with pytest.raises(EngineStartError, match="cannot start"):
        check_engine(entry)


def test_check_refuses_an_engine_that_never_answers_ping(fake) -> None:
    with pytest.raises(EngineTimeout):
        check_engine(fake("deaf"), timeout=1.0)


@pytest.mark.skipif(shutil.which("yes") is None, reason="needs the yes command")
@pytest.mark.parametrize("words", ["garbage", "''"])
def test_check_stops_a_program_that_floods_its_output_at_once(words: str) -> None:
    """``yes garbage`` (or empty lines) answers nothing but never stops: it is refused as not speaking
    the protocol after a bounded amount of its output, not after the minute of the start's time."""
    with pytest.raises(EngineGarbage, match="does not speak NBoard's protocol") as refused:
        check_engine(make_entry("Garbage", f"yes {words}"))
    assert f"{engine_process.MAX_NOISE_LINES + 1:,} lines" in str(refused.value)


def test_check_stops_a_flood_of_long_lines_by_its_size(tmp_path: Path) -> None:
    script = tmp_path / "wide.py"
    script.write_text("import sys\nwhile True:\n    sys.stdout.write('x' * 50000 + '\\n')\n")
    with pytest.raises(EngineGarbage, match=r"it wrote 2[01] lines that are not the protocol's"):
        check_engine(make_entry("Wide", f"{sys.executable} {script}"))


def test_a_stopped_check_kills_the_engine_at_once(fake, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[external.ExternalEngine] = []

    class Recorded(external.ExternalEngine):
        def __init__(self, entry: engine_list.EngineEntry) -> None:
            super().__init__(entry)
            started.append(self)

    monkeypatch.setattr(external, "ExternalEngine", Recorded)
    monkeypatch.setattr(engine_process, "QUIT_SECONDS", 60.0)  # a polite close would be seen waiting
    stop = StopFlag()
    threading.Timer(0.3, stop.set).start()
    begun = time.monotonic()
    with pytest.raises(EngineStopped):
        check_engine(fake("deaf"), stop=stop)
    assert time.monotonic() - begun < 30  # not the start's 60 s, nor a polite quit's wait
    assert started and started[0].process.poll() is not None  # killed and reaped


def test_a_good_engines_move_and_values_are_read(fake) -> None:
    player = ExternalPlayer(fake("good"))
    try:
        decision = player.choose(START)
        assert decision.move == Move.parse("f5") and decision.score == 1.5 and decision.depth == 4
        assert decision.pv == (Move.parse("f5"), Move.parse("f6"))
        reports = []
        analysis = player.analyze(START, Budget(depth=4), None, reports.append)
        assert analysis.move_scores == {
            Move.parse("f5"): 1.5,
            Move.parse("d3"): -2.0,
            Move.parse("c4"): 1.0,
            Move.parse("e6"): 0.5,
        }
        assert analysis.complete and reports
    finally:
        player.close()


@pytest.mark.parametrize(
    ("mode", "error", "words"),
    [
        ("crash", EngineCrashed, "segmentation fault in search"),
        ("illegal", EngineIllegalMove, "a1, which is not legal"),
        ("garbage", EngineGarbage, "'banana' is not a move"),
        ("flood", EngineGarbage, "does not speak NBoard's protocol"),
        ("longline", EngineGarbage, "line longer than"),
    ],
)
def test_a_misbehaving_engine_is_stopped_with_a_message(fake, mode: str, error: type, words: str) -> None:
    player = ExternalPlayer(fake(mode))
    with pytest.raises(error, match=words):
        player.choose(START)
    assert player._engine is None  # stopped: the next request starts it again


def test_an_engine_that_hangs_past_its_time_is_killed(fake, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(external, "GRACE_SECONDS", 0.5)
    player = ExternalPlayer(fake("hang", budget="1s"))
    with pytest.raises(EngineTimeout, match=r"asked for its move after 1\.0 s and gave none in the 0\.5 s"):
        player.choose(START)
    assert player._engine is None


def test_cancelling_stops_a_hung_search_promptly(fake, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(external, "GRACE_SECONDS", 0.5)
    player = ExternalPlayer(fake("hang", budget="60s"))
    stop = StopFlag()
    threading.Timer(0.3, stop.set).start()
    started = time.monotonic()
    with pytest.raises(external.EngineError):
        player.choose(START, stop=stop)
    assert time.monotonic() - started < 30  # the 60 s budget was not waited for


def test_move_now_answers_with_the_engines_best_line_so_far(fake) -> None:
    player = ExternalPlayer(fake("thinker", budget="60s"))
    stop = StopFlag()
    reports = []
    progress = lambda info: (reports.append(info), stop.set())  # noqa: E731 (stop once it has a line)
    try:
        decision = player.choose(START, stop=stop, progress=progress)
        assert decision.move == Move.parse("e6") and decision.score == 0.7 and not decision.complete
        assert decision.pv == (Move.parse("e6"), Move.parse("f4")) and reports
    finally:
        player.close()


def test_a_stop_before_any_move_keeps_an_engine_that_answers_ping(fake) -> None:
    player = ExternalPlayer(fake("mute", budget="60s"))
    stop = StopFlag()
    threading.Timer(0.3, stop.set).start()
    try:
        with pytest.raises(EngineStopped):
            player.choose(START, stop=stop)
        assert player._engine is not None and player._engine.alive
    finally:
        player.close()


def test_the_game_sent_is_the_position_written_by_the_ggf_writer() -> None:
    position = START.play(Move.parse("f5"))
    record = parse_ggf(game_text(position, Budget(seconds=2.0)))[0]
    assert record.to_game().position == position
    assert record.properties["TI"] == "1:00"  # 2 s for each of White's 30 moves to come


def test_a_game_clock_is_sent_as_the_time_the_side_to_move_has_left() -> None:
    position = START.play(Move.parse("f5"))
    budget = Budget(clock=ClockReading(remaining=95.5, increment=3.0))
    record = parse_ggf(game_text(position, budget))[0]
    clock = record.clock()
    assert clock.control.main == pytest.approx(95.5, abs=0.01) and clock.control.increment == 3.0
    # the move is asked for at the most this move may take of the clock, never past the clock
    planned = plan_move_time(95.5, 3.0, position.empty_count).maximum
    assert ExternalPlayer._ask_after(budget, position) == pytest.approx(planned)
    assert planned < 95.5 / 4


def test_a_clock_nearly_out_is_not_sent_as_an_untimed_game() -> None:
    record = parse_ggf(game_text(START, Budget(clock=ClockReading(remaining=0.0))))[0]
    assert not record.clock().control.untimed


def test_othello_qt_nboard_is_an_external_engine(engines) -> None:
    engines.add(othello_qt_engine("3"))
    assert check_spec("engine:othello-qt:2") == "engine:othello-qt:2"
    player = create_player("engine:othello-qt")
    try:
        decision = player.choose(START)
        assert START.is_legal(decision.move) and decision.score is not None
        analysis = player.analyze(START.play(decision.move), Budget(depth=2))
        assert set(analysis.move_scores) == set(START.play(decision.move).legal_moves())
    finally:
        player.close()


def test_an_engine_not_in_the_list_is_named_in_the_error(engines) -> None:
    with pytest.raises(ValueError, match="no engine named 'edax'"):
        check_spec("engine:edax")


def test_an_engine_player_without_a_name_is_refused_when_chosen(engines) -> None:
    engines.add(othello_qt_engine("3"))
    for spec in ("engine", "engine:", " engine "):  # refused in the chooser, not at the first move
        with pytest.raises(ValueError, match="give the name of an engine"):
            check_spec(spec)
    assert check_spec("td") == "td"  # a kind whose argument may be left out still passes


def test_the_list_survives_a_restart_and_a_corrupt_file_is_set_aside(tmp_path: Path, fake) -> None:
    path = tmp_path / "data" / engine_list.FILE_NAME
    engine_list.EngineList(path).add(fake("good"))
    assert [e.name for e in engine_list.EngineList(path).entries] == ["fake-good"]
    path.write_text("{not json")
    again = engine_list.EngineList(path)
    assert again.entries == [] and "could not be read" in str(again.problem)
    assert len(list(path.parent.glob("engines.unreadable-*.json"))) == 1


def test_bad_entries_are_refused_with_a_reason(tmp_path: Path) -> None:
    with pytest.raises(EngineListError, match="name"):
        make_entry("a:b", "edax")
    with pytest.raises(EngineListError, match="split"):
        make_entry("edax", "edax 'unclosed")
    with pytest.raises(EngineListError, match="not a folder"):
        make_entry("edax", "edax", str(tmp_path / "missing"))


CHILD = textwrap.dedent(
    """
    import sys, time
    from othello_qt.core.engine_list import make_entry
    from othello_qt.core.players.engine_process import ExternalEngine
    engine = ExternalEngine(make_entry("hang", sys.argv[1]))
    print(engine.process.pid, flush=True)
    if sys.argv[2] == "wait":
        time.sleep(3600)
    """
)


def test_a_closed_engine_is_killed_and_reaped(fake) -> None:
    engine = external.ExternalEngine(fake("hang"))
    pid = engine.process.pid
    engine.send("go")
    engine.close()
    assert engine.process.returncode is not None  # waited for: reaped, on every system
    if sys.platform.startswith("linux"):
        assert not Path(f"/proc/{pid}").exists()  # no zombie either


def test_no_engine_outlives_an_app_that_exits_without_closing_it(tmp_path: Path) -> None:
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)
    app = subprocess.run(
        [sys.executable, "-c", CHILD, f"{sys.executable} {script} hang", "exit"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    pid = int(app.stdout)
    deadline = time.monotonic() + 10
    while not process_gone(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert process_gone(pid)


def process_gone(pid: int) -> bool:
    """The process no longer runs (dead; reaping an orphan is then the system's init's task)."""
    try:
        status = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):  # gone before the open, or between open and read
        return True
    return status in ("X", "Z")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_no_engine_outlives_an_app_killed_with_sigkill(tmp_path: Path) -> None:
    script = tmp_path / "fake_engine.py"
    script.write_text(FAKE_ENGINE)
    app = subprocess.Popen(
        [sys.executable, "-c", CHILD, f"{sys.executable} {script} hang", "wait"],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        pid = int(app.stdout.readline())
        assert not process_gone(pid)
        os.kill(app.pid, signal.SIGKILL)
        app.wait(10)
        deadline = time.monotonic() + 10
        while not process_gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert process_gone(pid)
    finally:
        app.kill()
        app.wait()


MOVE_WORDS = st.sampled_from(["F5", "f4", "D3", "C4", "E6", "PA", "A1", "-", "x", "100%", "100%W", "21@98%"])
FIELDS = st.one_of(st.text(max_size=12), MOVE_WORDS, st.floats(allow_nan=True).map(str))


OPENING = ["F5", "f5", "D3", "C4", "E6"]
"""The legal first moves, as an engine may write them."""
PV = st.one_of(
    st.tuples(st.sampled_from(OPENING), st.sampled_from(["", "D6", "-d6", "F6", "zz", "D6C3", ":F4"])).map(
        "".join
    ),
    st.lists(MOVE_WORDS, max_size=3).map("".join),
    st.text(max_size=6),
)
SCORE = st.one_of(st.integers(-64, 64).map(str), st.floats(-64, 64).map(str), FIELDS)
DEPTH = st.one_of(st.sampled_from(["20", "60", "0", "99", "100%", "100%W", "21@98%", "-", "x1"]), FIELDS)
LEGAL_PV = st.tuples(st.sampled_from(OPENING), st.sampled_from(["", "D6", "-d6", "F6", "zz", "D6C3", ":F4"]))
NUMBER = st.one_of(st.integers(-64, 64).map(str), st.floats(-64, 64).map(str))


def _line_fields(pv: st.SearchStrategy[str], score: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    """PV, score, games and depth, cut after two to four of them."""
    return st.tuples(pv, score, st.sampled_from(["0", "12"]), DEPTH, st.integers(2, 4)).map(
        lambda fields: list(fields[: fields[4]])
    )


SEARCH_FIELDS = st.one_of(
    _line_fields(LEGAL_PV.map("".join), NUMBER),  # lines an engine writes
    _line_fields(PV, SCORE),  # the same with any field broken
    st.lists(FIELDS, max_size=7),
)
HEADS = st.sampled_from(["search", "book"] * 3 + ["===", "", "status"])


def _reads_as_a_line(line: str) -> bool:
    """What the test expects of a line, read as words: a search or book head, a legal first move
    and a finite score."""
    words = line.split()
    if len(words) < 3 or words[0] not in ("search", "book"):
        return False
    try:
        score = float(words[2])
    except ValueError:
        return False
    letters = words[1].replace("-", "").replace(":", "")
    return letters[:2].upper() in {"F5", "D3", "C4", "E6"} and abs(score) < float("inf")


@given(SEARCH_FIELDS, HEADS)
def test_any_search_line_reads_as_a_legal_line_or_nothing(fields: list[str], head: str) -> None:
    """Lines an engine writes (about a third) must be read, every other line refused: both
    branches assert, in every example."""
    line = " ".join([head, *fields])
    found = parse_search(line, START)
    if not _reads_as_a_line(line):
        assert found is None, line
        return
    assert found is not None, line
    assert found.move == Move.parse(line.split()[1].lstrip("-:")[:2])
    assert found.pv and found.pv[0] == found.move and START.is_legal(found.move)
    assert found.score == float(line.split()[2]) and abs(found.score) < float("inf")
    assert 0 <= found.depth <= 60


def test_search_lines_of_each_kind() -> None:
    found = parse_search("search F5d6C3 -2.5 0 21@98%", START)
    assert found is not None and found.pv == tuple(Move.parse(m) for m in ("F5", "D6", "C3"))
    assert (found.score, found.depth) == (-2.5, 21)
    book = parse_search("book D3-C3 1 120 100%", START)
    assert book is not None and book.pv == (Move.parse("D3"), Move.parse("C3")) and book.depth == 60
    for line in ("search A1 2 0 10", "search F5 nan 0 10", "status F5 1 0 10", "search F5"):
        assert parse_search(line, START) is None, line


@given(st.lists(FIELDS, max_size=4), st.sampled_from([" ", "/"]))
def test_any_answer_is_a_legal_move_or_a_typed_error(fields: list[str], separator: str) -> None:
    try:
        answer = parse_answer("=== " + separator.join(fields), START, "fake")
    except (EngineGarbage, EngineIllegalMove) as exc:
        assert "fake" in str(exc)
        return
    assert START.is_legal(answer.move)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
ENGINE = st.fixed_dictionaries(
    {"name": st.text(max_size=12), "argv": st.lists(st.text(max_size=6), max_size=3)},
    optional={"folder": JSON, "budget": st.sampled_from(["4", "2s", "0", "x", "4,2s"])},
)


LISTS = st.fixed_dictionaries(
    {"format": st.just(engine_list.FORMAT), "engines": st.lists(ENGINE | JSON, max_size=3)}
)


NAMES = st.text("abcdEdax- 1", min_size=1, max_size=8).map(str.strip).filter(bool)
GOOD_LISTS = st.lists(
    st.fixed_dictionaries(
        {
            "name": NAMES,
            "argv": st.lists(st.text("edax-/ 1", min_size=1, max_size=6), min_size=1, max_size=3),
        },
        optional={"budget": st.sampled_from(["4", "2s", "4,2s"])},
    ),
    max_size=3,
    unique_by=lambda entry: entry["name"].casefold(),
).map(lambda engines: {"format": engine_list.FORMAT, "engines": engines})


@given(st.booleans().flatmap(lambda good: st.tuples(st.just(good), GOOD_LISTS if good else JSON | LISTS)))
def test_any_engine_file_reads_as_a_list_or_a_reason(example: tuple[bool, object]) -> None:
    """Half the examples are good lists, which must read whole; anything else reads whole or is
    refused with a reason."""
    good, data = example
    try:
        entries = parse_engines(data)
    except EngineListError as exc:
        assert not good, f"a good list refused: {exc}"
        assert str(exc)  # a reason to show
        return
    assert isinstance(data, dict) and len(entries) == len(data["engines"])
    for entry in entries:
        assert entry.argv and entry.name == entry.name.strip() and ":" not in entry.name
        Budget.parse(entry.budget)


def test_reading_engine_lines_takes_linear_time() -> None:
    assert_linear(lambda n: parse_search("search " + "F5" * n + " " + "9" * n + " 0 " + "7" * n, START), 4000)
    assert_linear(lambda n: parse_answer("=== F5 " + "1" * n, START, "fake"), 4000)


def test_an_engine_error_keeps_its_fields_through_pickle_and_plain_messages_keep_braces() -> None:
    """A worker process's error reaches its parent whole; a message built before the templates
    (tests, old callers) may hold braces."""
    import pickle

    from othello_qt.core.players.engine_process import EngineCrashed

    error = EngineCrashed("{engine} exited with code {code}", "said {x}", engine="Edax", code="1")
    back = pickle.loads(pickle.dumps(error))
    assert type(back) is EngineCrashed and str(back) == str(error) == "Edax exited with code 1: said {x}"
    assert (back.template, back.detail, back.fields) == (error.template, error.detail, error.fields)
    assert str(EngineCrashed("Edax answered '{x}'")) == "Edax answered '{x}'"
