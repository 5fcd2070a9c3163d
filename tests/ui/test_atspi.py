"""The board as a real screen reader meets it: the app on an X server, its accessibility over a
private AT-SPI bus, and a client of that bus (``atspi_client.py``, run by the system's python3
with its ``gi`` bindings) that reads the board as a table, plays a move through a square's action,
listens for what would be spoken, tabs out of the move list and moves the board's cursor.  Needs
Xvfb, D-Bus, at-spi2-core and gir1.2-atspi-2.0 (``.ci/run`` installs them); skips with the reason
when they are missing, but fails in CI on Linux (``CI`` set), where a skip would hide a failed install."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from othello_qt.ui import system_libraries
from tests.missing_in_ci import skip_or_fail

PROJECT = Path(__file__).resolve().parents[2]
CLIENT = Path(__file__).with_name("atspi_client.py")
SYSTEM_PYTHON = "/usr/bin/python3"
AT_SPI_BUS_SERVICE = Path("/usr/share/dbus-1/services/org.a11y.Bus.service")
PACKAGES = "xvfb dbus at-spi2-core python3-gi gir1.2-atspi-2.0"


def missing_system_parts() -> str | None:
    """Why this machine cannot run the test, or None."""
    if not sys.platform.startswith("linux"):
        return "AT-SPI is Linux's accessibility bus"
    absent = [tool for tool in ("Xvfb", "dbus-run-session") if shutil.which(tool) is None]
    if not AT_SPI_BUS_SERVICE.exists():
        absent.append("at-spi2-core")
    if not absent and not Path(SYSTEM_PYTHON).exists():
        absent.append(SYSTEM_PYTHON)
    if not absent:
        probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
        if subprocess.run([SYSTEM_PYTHON, "-c", probe], capture_output=True, timeout=30).returncode:
            absent.append("the Atspi GObject bindings")
    if absent:
        return f"missing {', '.join(absent)} (apt-get install {PACKAGES})"
    return system_libraries.advice()


@contextmanager
def x_server() -> Iterator[str]:
    """A private X server (Xvfb) for the app; its display name."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        assert number, "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(10)


def client_facts(tmp_path: Path) -> dict:
    """Run the AT-SPI client against the app in a private D-Bus session; what it found."""
    with x_server() as display:
        env = dict(
            os.environ,
            DISPLAY=display,
            XDG_CONFIG_HOME=str(tmp_path / "config"),  # fresh settings: Black human, White computer
            XDG_DATA_HOME=str(tmp_path / "data"),
        )
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        env.pop("AT_SPI_BUS_ADDRESS", None)
        run = subprocess.run(
            ["dbus-run-session", "--", SYSTEM_PYTHON, str(CLIENT), sys.executable, str(PROJECT)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
    lines = run.stdout.strip().splitlines()
    assert lines, f"the AT-SPI client printed nothing:\n{run.stderr[-3000:]}"
    facts = json.loads(lines[-1])
    assert "error" not in facts, f"{facts['error']}\n{run.stderr[-3000:]}"
    return facts


@pytest.mark.slow
def test_a_screen_reader_plays_and_hears_a_move_over_atspi(tmp_path: Path) -> None:
    reason = missing_system_parts()
    if reason is not None:
        skip_or_fail(
            reason,
            in_ci_on_linux_only=True,
            ci_reason=f"{reason}: .ci/run installs them on Linux, so CI must not skip this",
        )
    facts = client_facts(tmp_path)
    # the board: named once (its description and the widget around it do not repeat the name)
    assert not facts["board_description"].startswith("Othello board")
    assert facts["board_parent_name"] == "" and facts["board_parent_role"] == "filler"
    # a table readers navigate: 8 ranks by 8 files, described by their names, a cell at each place
    assert "Table" in facts["board_interfaces"]
    assert facts["table_size"] == [8, 8]
    assert facts["row_descriptions"] == [str(rank) for rank in range(1, 9)]
    assert facts["column_descriptions"] == list("abcdefgh")
    assert facts["corner_names"] == ["a1, empty", "h8, empty"]
    assert facts["d3_name"] == "d3, empty, legal, flips 1"
    # a cell knows its row, column and headers, and its action plays it
    assert "TableCell" in facts["d3_interfaces"] and "Action" in facts["d3_interfaces"]
    assert facts["d3_position"] == [2, 3] and facts["d3_table_is_board"]
    assert facts["d3_headers"] == [["d"], ["3"]]
    assert facts["d3_actions"] == ["Toggle"]
    assert facts["d3_after"] == "d3, black, last move"
    # the move is spoken by readers that ignore announcements: a notification shown with its text
    said = "Black plays d3, turns 1 disc. Black 4, White 1. White to move."
    assert ["object:state-changed:showing", "notification", said, 1] in facts["move_events"]
    # Tab leaves the move list: Shift+Tab from the first history button enters it, Tab goes on
    assert facts["move_list_focused"], facts["focus_after_shift_tab"]
    assert facts["focus_after_tabs"][:3] == [
        "push button: Start position",
        "push button: Previous move",
        "push button: Review",
    ]
    assert not facts["move_list_focused_after_tabs"]
    # on the board, an arrow key puts the cursor on the first legal square: the focused cell
    assert facts["white_answered"], "the computer never answered d3"
    assert facts["focus_after_down"], facts
    assert facts["focus_after_down"][-1].startswith("table cell: ")
    assert facts["focus_after_down"][-1].split(", ", 1)[1].startswith("empty, legal, flips")
    # no object a reader cannot name the kind of, no unnamed progress bar
    assert "unknown" not in facts["roles"] and facts["unnamed_progress_bars"] == 0
