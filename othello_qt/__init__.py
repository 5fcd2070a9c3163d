"""othello-qt: Othello for the desktop, with the classic AI strategies and a strong engine."""

from othello_qt._cache import configure_numba_cache

__version__ = "0.1.0"


def _install_kernel_locator() -> None:
    """Importing ``core.kernel_cache`` installs its locator.  If that import is what is loading numba
    right now, the module is half-initialized here; it then installs itself when it finishes."""
    import othello_qt.core.kernel_cache  # noqa: F401


configure_numba_cache(_install_kernel_locator)
