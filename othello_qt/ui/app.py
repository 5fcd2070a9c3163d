"""Start-up: the application object, the window at once, the kernels warmed in the background."""

from __future__ import annotations

import logging
import sys
import traceback

from PySide6.QtWidgets import QApplication

from othello_qt.core import jit


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


def run_app(argv: list[str] | None = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    app = _application(argv if argv is not None else sys.argv[:1])
    _install_excepthook()
    from othello_qt.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    jit.start_warm_up()
    return app.exec()
