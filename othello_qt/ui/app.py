"""Start-up: the window as soon as its modules are imported, the kernels warmed in the background.

No splash: importing Qt, numpy and numba and building the window take about half a second of CPU,
while ``QSplashScreen.show()`` alone waits up to a second for the splash to be exposed (all of it
headless or on a bare X server), so a splash delayed the window it announced.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import traceback

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from othello_qt.ui import startup_probe
from othello_qt.ui.qt_app import application

QUIET_MULTIMEDIA = "qt.multimedia.*=false"


def _install_excepthook() -> None:
    """An unexpected error in a slot is logged and shown to the user; the game goes on."""
    previous = sys.excepthook

    def hook(kind, value, tb) -> None:
        logging.getLogger("othello_qt").error("unexpected error", exc_info=(kind, value, tb))
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        from PySide6.QtWidgets import QMessageBox

        from othello_qt.ui.i18n import translate

        app = QApplication.instance()
        parent = app.activeWindow() if isinstance(app, QApplication) else None
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            translate("App", "Othello"),
            translate("App", "Something went wrong: {error}").format(error=value),
            parent=parent,
        )
        box.setDetailedText("".join(traceback.format_exception(kind, value, tb)))
        box.setModal(False)
        box.show()
        _open_boxes.append(box)

    sys.excepthook = hook


_open_boxes: list[object] = []


def run_app(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from othello_qt.ui import system_libraries
    from othello_qt.ui.display import display_problem

    problem = display_problem()  # else Qt aborts with advice about libraries that are not the problem
    if problem is None and system_libraries.uses_xcb():
        problem = system_libraries.advice()  # else Qt aborts with "Reinstalling … may fix this"
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    # QtMultimedia lists every optional codec library it did not find at each start; a user's own
    # rules still apply
    os.environ.setdefault("QT_LOGGING_RULES", QUIET_MULTIMEDIA)
    app = application(argv if argv is not None else sys.argv[:1])
    _install_excepthook()
    from othello_qt.core import jit
    from othello_qt.ui.main_window import MainWindow

    window = MainWindow()
    gc.freeze()  # see jit._freeze_garbage_collector: what start-up made lives as long as the app
    window.show()
    report = startup_probe.requested()
    if report is not None:
        startup_probe.StartupProbe(window, report, ready=lambda: window.controller.ready, warm=jit.is_warm)

    def warmed(_seconds: float) -> None:  # in the warm-up thread: problemFound reaches the window's
        from othello_qt.ui.unread_books import unread_book_messages

        for text in unread_book_messages():
            window.problemFound.emit(text)

    QTimer.singleShot(0, lambda: jit.start_warm_up(on_done=warmed))  # after the first frame: it has the GIL
    return app.exec()


def main() -> int:
    """The ``othello-qt-gui`` launcher of desktop menus: the window, whatever the arguments."""
    return run_app(sys.argv[:1])
