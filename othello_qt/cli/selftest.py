"""``othello-qt --self-test``: proves an install (or a frozen bundle) works, without a screen."""

from __future__ import annotations

import os
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from othello_qt.core.game import Game


def run_self_test() -> int:
    started = time.perf_counter()
    from othello_qt.core import jit
    from othello_qt.core.perft import PUBLISHED_COUNTS, perft
    from othello_qt.core.position import Position

    warm = jit.warm_up()
    leaves = perft(Position.initial(), 6)
    if leaves != PUBLISHED_COUNTS[6]:
        print(f"self-test FAILED: perft 6 = {leaves}, expected {PUBLISHED_COUNTS[6]}")
        return 1
    game = _play_through_engine_service()
    if isinstance(game, str):
        print(f"self-test {game}")
        return 1
    proofs = [
        f"kernels ready in {warm:.2f} s",
        f"perft 6 = {leaves}",
        f"{SELF_TEST_PLAYERS[0]} vs {SELF_TEST_PLAYERS[1]} through the engine service {game.result()} in "
        f"{game.ply} plies",
    ]
    # in this order: the game file's check needs the QApplication the window's check makes
    for check in (_check_child_process, _check_qt, lambda: _check_game_file(game), _check_translations):
        proof = check()
        if proof.startswith("FAILED"):
            print(f"self-test {proof}")
            return 1
        proofs.append(proof)
    proofs.append(_check_resources())
    print(
        f"self-test ok: {', '.join(proofs)}, total {time.perf_counter() - started:.2f} s, "
        f"numba cache {os.environ.get('NUMBA_CACHE_DIR', 'default')}"
    )
    return 0


SELF_TEST_PLAYERS = ("master:4:book=off", "greedy")
"""Black and White of the self-test's game: the master engine's search kernels, a depth that takes
milliseconds, and a player that needs no search."""
MOVE_SECONDS = 60.0
"""Longest wait for one move of the self-test's game (a depth-4 search takes milliseconds)."""


def _play_through_engine_service() -> Game | str:
    """A whole game with each move asked of the engine service, as the window asks for the computer's
    moves (a thread the service owns, a ticket, an answer); the game, or ``FAILED: …``."""
    from othello_qt.core.engine_service import EngineService, SearchRequest
    from othello_qt.core.game import Game

    service = EngineService("self-test engine")
    game = Game.new()
    try:
        while not game.is_over():
            spec = SELF_TEST_PLAYERS[game.position.turn]
            ticket = service.submit(SearchRequest("move", game.position, spec))
            if not ticket.wait(MOVE_SECONDS) or ticket.error is not None or ticket.result is None:
                why = ticket.error or f"no answer in {MOVE_SECONDS:g} s"
                return f"FAILED: the engine service gave {spec} no move at ply {game.ply}: {why}"
            game.play(ticket.result.move)  # type: ignore[attr-defined]  # a SearchResult
    finally:
        service.shutdown()
    return game


def _check_child_process() -> str:
    """The app starts a child as it starts an engine or the kernel compiler (``start_child``: on
    Linux under its supervisor, which a frozen app runs as ``--child-supervisor``; on Windows in the
    app's job), and the child answers and ends."""
    import subprocess
    import sys

    from othello_qt import __version__
    from othello_qt.core.child_process import start_child

    frozen = getattr(sys, "frozen", False)
    argv = [sys.executable, "--version"] if frozen else [sys.executable, "-m", "othello_qt", "--version"]
    try:
        child = start_child(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        output, _ = child.communicate(timeout=MOVE_SECONDS)
    except (OSError, subprocess.SubprocessError) as exc:
        return f"FAILED: a child process did not start and end: {exc}"
    if child.returncode != 0 or f"othello-qt {__version__}" not in output:
        return f"FAILED: a child process answered {output.strip()!r} (exit code {child.returncode})"
    return "a child process started and ended"


def _check_translations() -> str:
    """Every language loads its own ``.qm`` and, but for English, Qt's (its buttons and dialogs), and
    translates; then the language the app started in is installed again."""
    from othello_qt.ui import i18n
    from othello_qt.ui.qt_app import install_translations

    missing = []
    try:
        for language in i18n.LANGUAGES:
            i18n.install(language)
            names = [name.replace("\\", "/").rsplit("/", 1)[-1] for name in i18n.loaded_files()]
            wanted = [f"{i18n.FILE_PREFIX}{language}.qm"]
            if language != i18n.SOURCE_LANGUAGE:
                wanted.append(f"qtbase_{language}.qm")
                if i18n.translate("Color", "Black") == "Black":
                    missing.append(f"{language} (does not translate)")
            missing += [f"{language} ({name})" for name in wanted if name not in names]
    finally:
        install_translations()
    if missing:
        return f"FAILED: translations missing: {', '.join(missing)}"
    return f"translations: {len(i18n.LANGUAGES)} languages"


SCRATCH_FOLDER = "othello-qt self-test Zoë Ünïcødé "
GAME_FILE = "Partie de Zoë – 対局 ça.ggf"
"""A folder and a file name with spaces and letters outside ASCII (and outside Windows' ANSI code
page), as a user's own may have."""


def _check_game_file(game: Game) -> str:
    """Save the game as GGF and read it back, as Save and Open do, in a scratch folder of the user's
    data folder (``%LOCALAPPDATA%`` on Windows, ``~/.local/share`` on Linux), named like
    ``SCRATCH_FOLDER`` and ``GAME_FILE``; saved twice, so the second replaces the first; removed after.
    Needs the ``QApplication`` of ``_check_qt``."""
    import shutil
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QStandardPaths

    from othello_qt.ui.game_files import read_game_file, read_game_text, save_game

    base = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation))
    base.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix=SCRATCH_FOLDER, dir=base))
    try:
        path = folder / GAME_FILE
        save_game(game, path)
        save_game(game, path)
        loaded = read_game_text(read_game_file(path)).game
        names = [p.name for p in folder.iterdir()]
    except (OSError, ValueError) as exc:
        return f"FAILED: the game file in {folder} could not be saved and read back: {exc}"
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if names != [GAME_FILE]:
        return f"FAILED: saving the game file left {names} in its folder"
    if loaded.moves != game.moves:
        return "FAILED: the game file read back differs from the game saved"
    return f"game file saved and read back ({len(loaded.moves)} moves)"


def _check_resources() -> str:
    """The data files are where ``resource_path`` looks (in a frozen bundle: ``sys._MEIPASS``)."""
    from othello_qt.resources import resource_path

    icon = resource_path("icons/othello-qt-256.png")  # FileNotFoundError says where it looked
    resource_path("sounds/place.wav")
    return f"resources in {icon.parent.parent}"


def _check_qt() -> str:
    """Build the main window offscreen and render it once.

    It gets throwaway settings and a throwaway data folder: a self-test must neither change the
    user's preferences nor offer (or overwrite) their saved game.
    """
    import tempfile
    from pathlib import Path

    from PySide6.QtCore import QSettings

    from othello_qt.ui.main_window import MainWindow
    from othello_qt.ui.qt_app import application

    app = application(offscreen=True)
    with tempfile.TemporaryDirectory(prefix="othello-qt-self-test-") as scratch:
        settings = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        window = MainWindow(settings, Path(scratch) / "data", resume=False, sound=False)
        window.resize(640, 560)
        image = window.grab()
        window.close()
        app.processEvents()
        del window
        settings.sync()
    return f"window rendered {image.width()}x{image.height()}"
