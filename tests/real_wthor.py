"""The French federation's own WTHOR files (``../shared/data/wthor``: 1977-2021, 127,475 games), for
the tests that read the real database rather than files the writer of ``tests/core/wthor_writer`` made.

The folder is beside the checkout on every developer's machine and in CI.  Where it is missing a test
skips and says why; in CI (``CI`` set) it fails instead, since a skip there would hide a missing folder.
"""

from __future__ import annotations

from pathlib import Path

from tests.missing_in_ci import skip_or_fail

WTHOR = Path(__file__).resolve().parents[1].parent / "shared" / "data" / "wthor"
GAMES = 127_475
"""Games in the shared files, by their headers."""


def wthor_folder() -> Path:
    """The shared WTHOR folder; skips (fails in CI) if it is not there."""
    if (WTHOR / "WTHOR.JOU").is_file() and any(WTHOR.glob("WTH_*.wtb")):
        return WTHOR
    reason = (
        f"the real WTHOR database {WTHOR} is missing: the shared data folder ../shared/data/wthor is needed"
    )
    skip_or_fail(reason)
