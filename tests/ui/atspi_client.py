"""An assistive technology's view of the running app, over AT-SPI: the client half of test_atspi.py.

Run by the system's python3 (its GObject bindings, ``gir1.2-atspi-2.0``) inside a private D-Bus
session, with ``DISPLAY`` on an X server: it starts the app (argv: the app's Python, the project
folder), reads the board through the AT-SPI table interface, plays a move through a square's
action, tabs out of the move list and moves the board's cursor with synthesized keys, and prints
what it found as one JSON object for the test to judge.  It imports nothing of
the project, so it runs under any Python that has ``gi``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import traceback

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

APP_NAME = "othello-qt"
EVENTS = (
    "object:state-changed:showing",
    "object:state-changed:focused",
    "object:property-change:accessible-name",
    "object:announcement",
)
XK_TAB = 0xFF09
XK_DOWN = 0xFF54
SHIFT_MASK = 1


class Recorder:
    """The events the app sends, as ``(type, role, name, detail1)``."""

    def __init__(self) -> None:
        self.events: list[tuple[str, str, str, int]] = []
        self._listener = Atspi.EventListener.new(self._heard)
        for kind in EVENTS:
            self._listener.register(kind)

    def _heard(self, event) -> None:
        try:
            source = event.source
            role = source.get_role_name() if source is not None else ""
            name = source.get_name() if source is not None else ""
        except GLib.Error:
            role, name = "", ""
        data = event.any_data if isinstance(event.any_data, str) else ""
        self.events.append((event.type, role, name or data, event.detail1))


def pump(seconds: float, until=lambda: False) -> bool:
    """Run the GLib loop (events arrive there) for up to ``seconds`` or until ``until()``."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        while context.pending():
            context.iteration(False)
        if until():
            return True
        time.sleep(0.02)
    return until()


def find_app():
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        child = desktop.get_child_at_index(index)
        if child is not None and child.get_name() == APP_NAME:
            return child
    return None


def walk(node, depth: int = 0):
    """Every object under ``node`` (depth first); an object that went away while the app was
    building its window (a start-up dialog, say: GLib.Error on asking it) is passed over."""
    yield node
    if depth > 30:
        return
    try:
        count = node.get_child_count()
    except GLib.Error:
        return
    for index in range(count):
        try:
            child = node.get_child_at_index(index)
        except GLib.Error:
            continue
        if child is not None:
            yield from walk(child, depth + 1)


def is_named(node, role: str, name: str) -> bool:
    try:
        return node.get_role_name() == role and node.get_name() == name
    except GLib.Error:
        return False


def name_of(node) -> str:
    try:
        return node.get_name() or ""
    except GLib.Error:
        return ""


def find(app, role: str, name: str):
    return next((n for n in walk(app) if is_named(n, role, name)), None)


def focused_names(recorder: Recorder, start: int) -> list[str]:
    return [
        f"{role}: {name}"
        for kind, role, name, detail in recorder.events[start:]
        if kind == "object:state-changed:focused" and detail == 1
    ]


def press_key(keysym: int, *, shift: bool = False) -> None:
    """Type one key as the X server's keyboard (XTEST), then let the app answer."""
    if shift:
        Atspi.generate_keyboard_event(SHIFT_MASK, None, Atspi.KeySynthType.LOCKMODIFIERS)
    Atspi.generate_keyboard_event(keysym, None, Atspi.KeySynthType.SYM)
    if shift:
        Atspi.generate_keyboard_event(SHIFT_MASK, None, Atspi.KeySynthType.UNLOCKMODIFIERS)
    pump(0.5)


def main() -> int:
    app_python, project = sys.argv[1], sys.argv[2]
    recorder = Recorder()  # before the app starts: Qt sends only the events someone listens to
    env = dict(os.environ, QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1")
    app_process = subprocess.Popen([app_python, "-m", "othello_qt"], cwd=project, env=env)
    facts: dict[str, object] = {}
    try:
        app = None
        deadline = time.monotonic() + 90
        while app is None and time.monotonic() < deadline:
            pump(0.3)
            app = find_app()
        if app is None:
            facts["error"] = "the app never appeared on the AT-SPI desktop"
            return 0
        board = None
        while time.monotonic() < deadline:
            board = find(app, "table", "Othello board")
            frame = app.get_child_at_index(0)
            if board is not None and frame is not None and " — " in (name_of(frame) or ""):
                break  # the title names whose move it is once play can begin
            pump(0.3)
        if board is None:
            facts["error"] = "no Othello board table"
            return 0
        facts["board_description"] = board.get_description()
        facts["board_interfaces"] = list(board.get_interfaces())
        facts["board_parent_role"] = board.get_parent().get_role_name()
        facts["board_parent_name"] = board.get_parent().get_name()
        table = Atspi.Table  # the board's table interface
        facts["table_size"] = [table.get_n_rows(board), table.get_n_columns(board)]
        facts["row_descriptions"] = [table.get_row_description(board, r) for r in range(8)]
        facts["column_descriptions"] = [table.get_column_description(board, c) for c in range(8)]
        facts["corner_names"] = [table.get_accessible_at(board, r, c).get_name() for r, c in ((0, 0), (7, 7))]
        objects = list(walk(app))
        facts["roles"] = sorted({n.get_role_name() for n in objects})
        facts["unnamed_progress_bars"] = sum(
            1 for n in objects if n.get_role_name() == "progress bar" and not n.get_name()
        )
        d3 = table.get_accessible_at(board, 2, 3)
        facts["d3_name"] = d3.get_name()
        facts["d3_interfaces"] = list(d3.get_interfaces())
        position = Atspi.TableCell.get_position(d3)
        facts["d3_position"] = list(position)[-2:]
        facts["d3_table_is_board"] = bool(d3.get_parent() == board)
        facts["d3_headers"] = [
            [header.get_name() for header in headers]
            for headers in (d3.get_column_header_cells(), d3.get_row_header_cells())
        ]
        actions = [d3.get_action_name(i) for i in range(d3.get_n_actions())]
        facts["d3_actions"] = actions
        start = len(recorder.events)
        d3.do_action(0)

        def spoken() -> list[tuple[str, str, str, int]]:
            return [e for e in recorder.events[start:] if "Black plays d3" in e[2]]

        pump(20, lambda: d3.get_name().startswith("d3, black") and len(spoken()) >= 2)
        facts["d3_after"] = d3.get_name()
        facts["move_events"] = [list(e) for e in spoken()]

        # White (the computer) answers; then Tab from the move list must reach other controls
        # (a loaded machine may still be loading the engine: the arrow key below needs Black's turn)
        def white_played() -> bool:
            return any("White plays" in e[2] for e in recorder.events[start:])

        facts["white_answered"] = pump(90, white_played)
        moves = find(app, "table", "Moves")
        start_button = find(app, "push button", "Start position")
        status_bar = next(n for n in walk(app) if n.get_role_name() == "status bar")
        extents = status_bar.get_extents(Atspi.CoordType.SCREEN)
        # no window manager here: a click (on the status bar, which does nothing) activates the window
        Atspi.generate_mouse_event(extents.x + extents.width // 2, extents.y + extents.height // 2, "b1c")
        pump(1)
        start = len(recorder.events)
        start_button.grab_focus()  # its SetFocus action; the move list comes just before it
        pump(2, lambda: start_button.get_state_set().contains(Atspi.StateType.FOCUSED))
        facts["focus_after_grab"] = focused_names(recorder, start)
        start = len(recorder.events)
        press_key(XK_TAB, shift=True)
        facts["focus_after_shift_tab"] = focused_names(recorder, start)
        facts["move_list_focused"] = moves.get_state_set().contains(Atspi.StateType.FOCUSED)
        start = len(recorder.events)
        for _ in range(3):
            press_key(XK_TAB)
        facts["focus_after_tabs"] = focused_names(recorder, start)
        facts["move_list_focused_after_tabs"] = moves.get_state_set().contains(Atspi.StateType.FOCUSED)
        # a click on the board's frame (around the squares) gives it the focus; an arrow key shows the
        # cursor on the first legal square, which a reader hears as the focused cell
        frame_extents = board.get_parent().get_extents(Atspi.CoordType.SCREEN)
        square_extents = board.get_extents(Atspi.CoordType.SCREEN)
        corner_x = (frame_extents.x + square_extents.x) // 2
        corner_y = (frame_extents.y + square_extents.y) // 2
        Atspi.generate_mouse_event(corner_x, corner_y, "b1c")
        pump(1)
        start = len(recorder.events)
        press_key(XK_DOWN)
        pump(2, lambda: bool(focused_names(recorder, start)))
        facts["focus_after_down"] = focused_names(recorder, start)
        return 0
    except Exception:  # the test prints what went wrong, with the facts gathered so far
        facts["error"] = traceback.format_exc()
        return 0
    finally:
        app_process.terminate()
        try:
            app_process.wait(10)
        except subprocess.TimeoutExpired:
            app_process.kill()
        print(json.dumps(facts))


if __name__ == "__main__":
    sys.exit(main())
