"""Test configuration: everything runs headless, whoever calls pytest."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def qapp(qapp_args: list[str]) -> object:
    """pytest-qt's application is the one the program makes (``qt_app.application``), under
    pytest-qt's name (a ``QSettings()`` a test forgets to replace is not the player's)."""
    from othello_qt.ui.qt_app import application

    return application(qapp_args, offscreen=True, name=qapp_args[0])


def pytest_sessionstart(session: object) -> None:
    """Compile (or load) every kernel once, before any test: tests that start the program in a child
    process then find them in the cache instead of each racing a compile against its timeout."""
    from othello_qt.core import jit

    jit.warm_up()
