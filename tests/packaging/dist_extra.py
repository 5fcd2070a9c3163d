"""The packaging tests need the ``dist`` extra (PyInstaller, build); without it they fail, never skip."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

INSTALL = "pip install -e '.[test,dist,sound,train]' (what `make test` installs)"


def require_dist(module: str) -> ModuleType:
    """The ``dist`` extra's ``module``; a clear failure naming the command that installs it."""
    try:
        return importlib.import_module(module)
    except ImportError:
        pytest.fail(f"{module} is missing: the packaging tests need the dist extra; {INSTALL}", pytrace=False)
