"""Test configuration: everything runs headless, whoever calls pytest."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_sessionstart(session: object) -> None:
    """Compile (or load) every kernel once, before any test: tests that start the program in a child
    process then find them in the cache instead of each racing a compile against its timeout."""
    from othello_qt.core import jit

    jit.warm_up()
