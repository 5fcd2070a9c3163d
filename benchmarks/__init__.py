"""Benchmarks behind ``make bench``: each prints its figures and stores them for ``docs/benchmarks.md``.

A benchmark never reads or writes the player's own data (their opening book, engines, settings and
games): importing the package points the per-user data and settings folders at a temporary one,
for this process and the commands it starts.
"""

import os
import tempfile

_PRIVATE = tempfile.mkdtemp(prefix="othello-qt-bench-")
os.environ["XDG_DATA_HOME"] = os.path.join(_PRIVATE, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_PRIVATE, "config")
