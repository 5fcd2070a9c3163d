"""Fixtures shared by the command-line tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.cli.nboard_helpers import Engine


@pytest.fixture
def engine() -> Iterator[Engine]:
    """``othello-qt nboard`` with a fast, seeded player; killed if the test leaves it running."""
    started = Engine("--player", "greedy", "--seed", "1")
    yield started
    if started.process.poll() is None:
        started.process.kill()
        started.process.communicate()
