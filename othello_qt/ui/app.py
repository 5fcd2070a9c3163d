"""Start-up: something on screen at once, the window next, the kernels warmed in the background.

Importing numba and numpy takes about a second (more on a busy machine), so a splash painted with
Qt alone goes up first; only then are the game modules imported and the window built.
"""

from __future__ import annotations

import logging
import sys
import traceback

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QSplashScreen

from othello_qt.ui import startup_probe


def _application(argv: list[str]) -> QApplication:
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("othello-qt")
    app.setOrganizationName("othello-qt")
    app.setApplicationDisplayName("Othello")
    app.setStyle("Fusion")
    from othello_qt.ui.icon import app_icon

    app.setWindowIcon(app_icon())
    return app  # type: ignore[return-value]


def _install_excepthook() -> None:
    """An unexpected error in a slot is logged and shown to the user; the game goes on."""
    previous = sys.excepthook

    def hook(kind, value, tb) -> None:
        logging.getLogger("othello_qt").error("unexpected error", exc_info=(kind, value, tb))
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        from PySide6.QtWidgets import QMessageBox

        app = QApplication.instance()
        parent = app.activeWindow() if isinstance(app, QApplication) else None
        box = QMessageBox(
            QMessageBox.Icon.Critical, "Othello", f"Something went wrong: {value}", parent=parent
        )
        box.setDetailedText("".join(traceback.format_exception(kind, value, tb)))
        box.setModal(False)
        box.show()
        _open_boxes.append(box)

    sys.excepthook = hook


_open_boxes: list[object] = []


def splash_screen() -> QSplashScreen:
    """A small splash (the icon and the name) drawn without touching the game modules."""
    from othello_qt.ui.icon import _pixmap

    pixmap = QPixmap(360, 200)
    pixmap.fill(QColor("#24362c"))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.drawPixmap(24, 36, _pixmap(128))
    font = QFont()
    font.setPixelSize(40)
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor("#f3e6c8"))
    painter.drawText(170, 110, "Othello")
    font.setPixelSize(14)
    font.setBold(False)
    painter.setFont(font)
    painter.drawText(172, 138, "Loading…")
    painter.end()
    splash = QSplashScreen(pixmap, Qt.WindowType.WindowStaysOnTopHint)
    return splash


def run_app(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = _application(argv if argv is not None else sys.argv[:1])
    _install_excepthook()
    # Headless (offscreen) there is no screen to show a splash on, and QSplashScreen.show() would
    # wait its full second for the splash to be exposed.
    splash = splash_screen() if app.platformName() != "offscreen" else None
    if splash is not None:
        splash.show()
        app.processEvents()
    from othello_qt.core import jit
    from othello_qt.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    if splash is not None:
        splash.finish(window)
    report = startup_probe.requested()
    if report is not None:
        startup_probe.StartupProbe(window, report, ready=lambda: window.controller.ready, warm=jit.is_warm)
    QTimer.singleShot(0, jit.start_warm_up)  # after the first frame, which then has the GIL to itself
    return app.exec()


def main() -> int:
    """The ``othello-qt-gui`` launcher of desktop menus: the window, whatever the arguments."""
    return run_app(sys.argv[:1])
