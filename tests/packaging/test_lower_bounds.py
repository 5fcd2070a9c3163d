"""The declared requirements are ones ``make test-lowest`` can check: each has a lower bound.

``make test-lowest`` installs the project with uv's ``--resolution lowest-direct``, every direct
requirement at its lower bound, and runs the self-test and the core tests there (CI runs it).  A
requirement without a lower bound would resolve to the oldest release on the index, which nobody
chose and the code was never meant to run on, so every requirement names the oldest version the
code is known to be correct on.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOWER_BOUND = re.compile(r"(>=|==|~=)\s*\d")


def _requirements() -> list[str]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+; CI runs 3.11
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project.get("optional-dependencies", {})
    return [*project["dependencies"], *(r for group in extras.values() for r in group)]


def test_every_requirement_has_a_lower_bound() -> None:
    requirements = _requirements()
    assert requirements
    unbounded = [r for r in requirements if not LOWER_BOUND.search(r.split(";")[0])]
    assert not unbounded, f"no lower bound, make test-lowest would install an arbitrary release: {unbounded}"


def test_ci_runs_the_lowest_versions_check_after_the_tests_and_before_the_build() -> None:
    steps = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    assert steps.index("make test") < steps.index("make test-lowest") < steps.index("make dist")
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--resolution lowest-direct" in makefile  # from pyproject.toml itself, no second list of versions
