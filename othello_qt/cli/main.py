"""``othello-qt``: opens the window with no arguments; sub-commands run the tools.

Sub-command modules are imported when the parser is built, so they keep heavy imports (numba
kernels, Qt) inside their handlers.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from othello_qt import __version__

COMMAND_MODULES: tuple[str, ...] = (
    "perft",
    "solve",
    "match",
    "play",
    "wpi",
    "referee",
    "train_td",
    "train_eval",
    "build_book",
    "train_probcut",
    "nboard",
    "games",
)
"""Modules of ``othello_qt.cli`` that each define ``register(subparsers)``."""


def build_parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with ``command`` (a sub-command's name) only that sub-command's
    module is imported: ``othello-qt games`` loads no engine or players (issue 40: a process that
    lists the database in under 2 s)."""
    parser = argparse.ArgumentParser(
        prog="othello-qt",
        description="Othello (Reversi) for the desktop. With no command, opens the game window.",
    )
    parser.add_argument("--version", action="version", version=f"othello-qt {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="load the kernels, play a short game between two simple players, print a summary, exit",
    )
    shot = parser.add_argument_group("screenshots (headless)")
    shot.add_argument("--screenshot", metavar="FILE.png", help="render the window to a PNG and exit")
    shot.add_argument("--moves", metavar="f5d6c3", help="transcript to play before the screenshot")
    shot.add_argument("--size", metavar="WxH", help="window size for the screenshot (default 1000x700)")
    shot.add_argument("--theme", default="classic", help="classic, dark or high-contrast")
    shot.add_argument("--hints", action="store_true", help="show the hint overlay in the screenshot")
    shot.add_argument("--review", action="store_true", help="review the game first (marks and summary)")
    shot.add_argument(
        "--show-ply", type=int, metavar="N", help="then show the position after N moves and its best move"
    )
    shot.add_argument("--editor", action="store_true", help="show the board editor on the final position")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    chosen = command.replace("-", "_") if command is not None else None
    for name in (chosen,) if chosen in COMMAND_MODULES else COMMAND_MODULES:
        importlib.import_module(f"othello_qt.cli.{name}").register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; Ctrl-C at any moment (even while modules load) exits 130 quietly."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if arguments[:1] == ["--child-supervisor"]:  # the frozen app as a child's supervisor (Linux)
        from othello_qt.core import child_supervisor

        return child_supervisor.main(arguments[1:])
    try:
        return _run(argv)
    except KeyboardInterrupt:
        return _interrupted()


def _interrupted() -> int:
    """One line and status 130; a second Ctrl-C while saying so must not turn into a traceback."""
    import contextlib
    import signal

    previous = None
    with contextlib.suppress(ValueError, OSError):  # not the main thread: nothing to silence
        previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        print("othello-qt: interrupted", file=sys.stderr, flush=True)
    except (KeyboardInterrupt, OSError, ValueError):
        pass
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)
    return 130


def printable_output(streams: Sequence[object] = (), windows: bool | None = None) -> None:
    """Let standard output and error print any text (a player's or a file's name in any script).

    Windows gives a pipe or a redirected file its ANSI code page (cp1252 in Western Europe), so
    ``othello-qt-cli.exe games FILE > list.txt`` died with ``UnicodeEncodeError`` on a Japanese name:
    there such a stream is switched to UTF-8, what Windows' own newer tools write.  Elsewhere a
    stream whose locale cannot spell a character writes it as an escape (``\\u5bfe``) rather than
    failing.  UTF-8 streams (and Windows consoles, which Python writes in UTF-16) are left alone."""
    import codecs
    import os

    windows = os.name == "nt" if windows is None else windows
    for stream in streams or (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        encoding = getattr(stream, "encoding", None)
        if reconfigure is None or encoding is None or codecs.lookup(encoding).name == "utf-8":
            continue
        try:
            if windows and not stream.isatty():  # type: ignore[attr-defined]
                reconfigure(encoding="utf-8")
            else:
                reconfigure(errors="backslashreplace")
        except (OSError, ValueError):
            pass  # a stream already written to in another encoding keeps it


def _run(argv: Sequence[str] | None) -> int:
    if not (sys.argv[1:] if argv is None else argv):  # the window: no parser, no command modules
        from othello_qt.ui.app import run_app

        return run_app(sys.argv[:1])
    printable_output()
    arguments = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(arguments[0])
    args = parser.parse_args(arguments)
    if args.self_test:
        from othello_qt.cli.selftest import run_self_test

        return run_self_test()
    if args.screenshot:
        from othello_qt.ui.screenshot import run_from_args

        return run_from_args(args)
    if args.command is None:
        from othello_qt.ui.app import run_app

        return run_app(sys.argv[:1])
    return int(args.handler(args) or 0)
