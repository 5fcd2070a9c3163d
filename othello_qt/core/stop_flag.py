"""The cross-thread stop request every search polls: a primitive with no imports of the engine.

It lives apart from the players so that the time keeper, the engine and the protocol adapters can
all use it without importing the player interface (which imports the engine through the registry).
"""

from __future__ import annotations

import threading

import numpy as np


class StopFlag:
    """A cross-thread stop request, readable by numba kernels as ``flag.array[0] != 0``."""

    def __init__(self) -> None:
        self.array = np.zeros(1, dtype=np.int64)
        self._event = threading.Event()

    def set(self) -> None:
        self.array[0] = 1
        self._event.set()

    def clear(self) -> None:
        self.array[0] = 0
        self._event.clear()

    def is_set(self) -> bool:
        return self._event.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        """Sleep until the flag is set or ``timeout`` passes (no busy loop)."""
        return self._event.wait(timeout)
