"""``othello-qt --screenshot FILE.png``: render the real window after some moves, headless.

Uses a throw-away settings file and data folder, so the user's preferences and game in progress
are never touched.  The side to move is played by a human (so its legal moves show), the other
by the computer at the default level.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from othello_qt.core.budget import Budget
from othello_qt.core.errors import NotationError

DEFAULT_SIZE = (1000, 700)


def parse_size(text: str) -> tuple[int, int]:
    """``1000x700`` -> (1000, 700); ``ValueError`` for anything else."""
    width, sep, height = text.lower().partition("x")
    try:
        size = (int(width), int(height))
    except ValueError:
        raise ValueError(f"size {text!r} must look like 1000x700") from None
    if not sep or not (200 <= size[0] <= 8000 and 200 <= size[1] <= 8000):
        raise ValueError(f"size {text!r} must look like 1000x700 (200..8000 pixels each way)")
    return size


def render_screenshot(
    path: Path,
    moves: str = "",
    size: tuple[int, int] = DEFAULT_SIZE,
    theme: str = "classic",
    hints: bool = False,
    hint_seconds: float = 3.0,
    review: bool = False,
    ply: int | None = None,
    editor: bool = False,
) -> str:
    """Save the window after ``moves`` (a transcript) to ``path``; returns a one-line summary.

    ``review``: review the game first (marks, summary); ``ply``: then show that position with its best
    move; ``editor``: the board editor on the final position instead of the window.
    """
    from PySide6.QtCore import QSettings

    from othello_qt.core import jit
    from othello_qt.core.atomic import write_atomically
    from othello_qt.core.game import Game
    from othello_qt.core.position import BLACK, WHITE
    from othello_qt.core.session.sides import HUMAN, LEVEL
    from othello_qt.ui.png import png_bytes
    from othello_qt.ui.qt_app import application
    from othello_qt.ui.settings import AppSettings
    from othello_qt.ui.themes import THEMES

    if theme not in THEMES:
        raise ValueError(f"unknown theme {theme!r}; themes: {', '.join(THEMES)}")
    app = application(offscreen=True)
    jit.warm_up()
    game = Game.from_transcript(moves) if moves.strip() else Game.new()
    with tempfile.TemporaryDirectory(prefix="othello-qt-shot-") as temp:
        from othello_qt.ui.i18n import color_name, translate
        from othello_qt.ui.main_window import MainWindow
        from othello_qt.ui.status_scopes import ENGINE

        settings = AppSettings(QSettings(str(Path(temp) / "settings.ini"), QSettings.Format.IniFormat))
        settings.theme = theme
        settings.animation_speed = "off"
        settings.show_hints = False
        window = MainWindow(settings, Path(temp) / "data", resume=False, sound=False)
        window.controller.set_hint_budget(Budget(seconds=hint_seconds))
        window.resize(*size)
        window.show()
        _process_until(app, lambda: window.controller.ready, 10.0)
        mover = game.position.turn
        if game.must_pass() and not game.is_over():
            mover = mover.opponent
        black, white = (HUMAN, LEVEL) if mover == 0 else (LEVEL, HUMAN)
        # replay the last move through the controller, so what follows it (a pass, the end) shows
        moves_played = list(game.moves)
        while moves_played and moves_played[-1].is_pass:
            moves_played.pop()
        last = moves_played.pop() if moves_played else None
        window.controller.start(Game(game.start, moves_played), HUMAN, HUMAN)
        if last is not None:
            # the status says what just happened (a pass or the end replace it); the panel whose turn
            played = translate("Screenshot", "{color} played {move}")
            window.show_status(
                played.format(color=color_name(window.controller.position.turn), move=last), ENGINE
            )
            window.controller.play_move(last)
        _process_until(app, lambda: not window.controller.animating, 2.0)
        window.controller.set_side(BLACK, black)
        window.controller.set_side(WHITE, white)
        note = ""
        if hints:
            window.view_options.set_hints(True)
            window.view_options.hints_action.setChecked(True)
            if window.controller.analyzer_spec() is None:
                note = " (no analysing engine is registered: no hint values)"
            else:
                _process_until(
                    app,
                    lambda: window.controller.hints is not None and window.controller.hints.final,
                    hint_seconds + 5,
                )
        note += _analyse(app, window, review, ply)
        _process_until(app, lambda: False, 0.15)
        image = window.grab()
        if editor:
            from othello_qt.ui.board_editor import BoardEditor

            dialog = BoardEditor(window.controller.position, THEMES[theme], window)
            dialog.resize(*size)
            dialog.show()
            _process_until(app, lambda: False, 0.3)
            image = dialog.grab()
            dialog.close()
        try:  # encoded in memory, written atomically: a full disk leaves no empty or half PNG
            write_atomically(path, png_bytes(image, quality=0))
        except OSError as exc:
            window.close()
            raise OSError(f"could not write {path}: {exc.strerror or exc}") from None
        window.close()
        _process_until(app, lambda: False, 0.05)
    shot = f"{image.width()}x{image.height()}"
    if (image.width(), image.height()) != size:  # the window cannot be smaller than its minimum size
        shot += f", not the {size[0]}x{size[1]} asked: the window's minimum size"
    return f"saved {path} ({shot}, {theme}, {game.ply} moves){note}"


def _analyse(app, window, review: bool, ply: int | None) -> str:
    """Let the graph fill in, or review the whole game; then show position ``ply``'s best move."""
    analysis = window.analysis
    if review:
        if not analysis.analyzer.reviewing:
            analysis.start_review()
        _process_until(app, lambda: not analysis.analyzer.reviewing, 600)
    else:
        _process_until(app, lambda: all(v is not None for v in analysis.analyzer.values()), 20)
    if ply is not None:
        window.controller.go_to_ply(ply)
        _process_until(app, lambda: False, 0.2)
        analysis.show_best_move()
    summary = analysis.panel.summary.text()
    return f"; {summary}" if summary else ""


def _process_until(app, done, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.005)


def run_from_args(args) -> int:
    try:
        size = parse_size(args.size) if args.size else DEFAULT_SIZE
        print(
            render_screenshot(
                Path(args.screenshot),
                args.moves or "",
                size,
                args.theme,
                args.hints,
                review=args.review,
                ply=args.show_ply,
                editor=args.editor,
            )
        )
    except (ValueError, NotationError, OSError) as exc:
        print(f"othello-qt: {exc}")
        return 2
    return 0
