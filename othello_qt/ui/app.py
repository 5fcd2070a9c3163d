"""Start-up: the application object, the window at once, the kernels warmed in the background."""

from __future__ import annotations

import sys

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


def run_app(argv: list[str] | None = None) -> int:
    app = _application(argv if argv is not None else sys.argv[:1])
    from othello_qt.ui.main_window import MainWindow

    window = MainWindow()
    window.show()
    jit.start_warm_up()
    return app.exec()
