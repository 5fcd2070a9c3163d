"""The real engines of ``../shared/engines`` (ntest, and Edax with its evaluation off) as entries of the
user's engine list, for the tests that check the NBoard host against programs other people wrote.

The folder is beside the checkout on every developer's machine and in CI.  Where it is missing a test
skips and says why; in CI (``CI`` set) it fails instead, since a skip there would hide a missing folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from othello_qt.core.engine_list import EngineEntry, make_entry
from tests.missing_in_ci import skip_or_fail

ENGINES = Path(__file__).resolve().parents[1].parent / "shared" / "engines"
NTEST = ENGINES / "ntest"
EDAX = ENGINES / "edax"
EDAX_PROGRAM = EDAX / "bin" / "lEdax-x86-64-v3"


def _require(program: Path) -> None:
    if program.is_file() and os.access(program, os.X_OK):
        return
    reason = f"the real engine {program} is missing: the shared engines folder ../shared/engines is needed"
    skip_or_fail(reason)


def ntest_entry(budget: str, name: str = "ntest") -> EngineEntry:
    """ntest as its README runs it: ``./ntest x`` in its own folder (coefficients, parameters)."""
    _require(NTEST / "ntest")
    return make_entry(name, f"{NTEST / 'ntest'} x", str(NTEST), budget)


def edax_entry(budget: str, name: str = "Edax") -> EngineEntry:
    """Edax as an NBoard engine.  It opens ``data/eval.dat`` from its working folder; the shared copy
    keeps ``data/`` beside ``bin/`` (``bin/data`` there is a link's text, not a link), so it runs in
    ``edax/``."""
    _require(EDAX_PROGRAM)
    return make_entry(name, f"{EDAX_PROGRAM} -nboard", str(EDAX), budget)
