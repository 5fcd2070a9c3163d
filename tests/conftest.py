"""Test configuration: everything runs headless, whoever calls pytest."""

import os
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["OTHELLO_QT_LANGUAGE"] = "en"
"""The window speaks English under test, whatever the machine's locale (a test of another language
installs its own)."""
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="othello-qt-test-data-")
"""The user's data folder (their own opening book) is never the real one, here or in a child process."""
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="othello-qt-test-config-")
"""Nor their settings folder: the check of the settings file (``core.settings_file``) never sets a
file of theirs aside."""


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """A ``very_slow`` test (hours of CPU) runs only when ``-m`` names the marker: ``make test`` and
    CI run every other test, the slow ones included."""
    if "very_slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="very slow: run with -m very_slow")
    for item in items:
        if item.get_closest_marker("very_slow") is not None:
            item.add_marker(skip)


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


@pytest.fixture(autouse=True)
def _no_opening_book_unless_marked(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """The master engine searches from the first move in tests about its search; a test marked
    ``opening_book`` gets the books it would get in the game."""
    if request.node.get_closest_marker("opening_book") is None:
        from othello_qt.core.engine import book

        monkeypatch.setattr(book, "default_books", lambda: book.Books(()))
