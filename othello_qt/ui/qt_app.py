"""The process's one ``QApplication``, made the same way for the window, the headless commands
(self-test, screenshot, plots), the tests and the benchmarks."""

from __future__ import annotations

import os

from PySide6.QtWidgets import QApplication

APP_NAME = "othello-qt"
"""Application and organisation name: where ``QSettings()`` keeps the user's preferences."""

LANGUAGE_VARIABLE = "OTHELLO_QT_LANGUAGE"
"""Names a language of ``i18n.LANGUAGES`` to speak instead of the setting's (the tests' ``en``)."""


def application(
    argv: list[str] | None = None, *, offscreen: bool = False, name: str | None = None
) -> QApplication:
    """The running application, or a new one; named, styled and given the game's icon.

    ``offscreen``: a new application draws on no screen (unless ``QT_QPA_PLATFORM`` already names a
    platform).  ``name``: the tests give their own, so a ``QSettings()`` they forget to replace never
    reads or writes the player's; without one a new application is ``othello-qt`` and a running one
    keeps its name (a self-test or screenshot run inside the tests' process must not rename theirs).
    Always a full ``QApplication``, never a ``QGuiApplication``: widgets made later in the process
    abort it when the application that exists is only a ``QGuiApplication``.
    """
    app = QApplication.instance()
    if app is None:
        if offscreen:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication(argv if argv is not None else [APP_NAME])
        name = name or APP_NAME
    if not isinstance(app, QApplication):
        raise RuntimeError(f"a {type(app).__name__} already runs: widgets need a QApplication")
    if name is not None:
        app.setApplicationName(name)
    app.setOrganizationName(APP_NAME)
    install_translations()
    from othello_qt.ui.i18n import translate

    app.setApplicationDisplayName(translate("Application", "Othello"))
    app.setStyle("Fusion")
    from othello_qt.ui.icon import app_icon  # painted: needs the application

    app.setWindowIcon(app_icon())
    return app


def install_translations() -> None:
    """The player's language: ``OTHELLO_QT_LANGUAGE`` if set, else *View → Language* (else the system's)."""
    from othello_qt.ui import i18n
    from othello_qt.ui.settings import AppSettings

    choice = os.environ.get(LANGUAGE_VARIABLE)
    i18n.install(choice if choice is not None else AppSettings().language)
