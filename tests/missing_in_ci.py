"""What a test needs from outside the project: skipped where it is missing, failed in CI.

The shared engines and data folder (``../shared``) are beside every checkout in CI, and ``.ci/run``
installs the system packages some tests use; a skip there would hide a missing folder or a failed
install, so under ``CI`` a missing part fails the test instead of skipping it.
"""

from __future__ import annotations

import os
import sys
from typing import NoReturn

import pytest


def skip_or_fail(reason: str, *, in_ci_on_linux_only: bool = False, ci_reason: str | None = None) -> NoReturn:
    """Skip with ``reason``; under CI (only on Linux with ``in_ci_on_linux_only``, for what
    ``.ci/run`` installs with apt-get) fail with ``ci_reason`` (or ``reason``) instead."""
    if os.environ.get("CI") and (not in_ci_on_linux_only or sys.platform.startswith("linux")):
        pytest.fail(ci_reason or reason, pytrace=ci_reason is None)
    pytest.skip(reason)
