"""Computer players behind one interface (``base.Player``), built by name from ``registry``."""

from othello_qt.core.budget import Budget
from othello_qt.core.players.base import Player
from othello_qt.core.players.registry import available_players, create_player
from othello_qt.core.search_result import SearchResult
from othello_qt.core.stop_flag import StopFlag

__all__ = ["Budget", "Player", "SearchResult", "StopFlag", "available_players", "create_player"]
