"""othello-qt: Othello for the desktop, with the classic AI strategies and a strong engine."""

from othello_qt._cache import configure_numba_cache

__version__ = "0.1.0"

configure_numba_cache()
