"""Start-up: the application object, the window at once, the kernels warmed in the background."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication

from othello_qt.core import jit
from othello_qt.ui.main_window import MainWindow


def run_app(argv: list[str] | None = None) -> int:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("othello-qt")
    app.setOrganizationName("othello-qt")
    app.setApplicationDisplayName("Othello")
    window = MainWindow()
    window.resize(720, 760)
    window.show()
    jit.start_warm_up()
    return app.exec()
