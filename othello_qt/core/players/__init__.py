"""Computer players behind one interface (``base.Player``), built by name from ``registry``."""

from othello_qt.core.players.base import Budget, Decision, Player, SearchInfo
from othello_qt.core.players.registry import available_players, create_player
from othello_qt.core.stop_flag import StopFlag

__all__ = ["Budget", "Decision", "Player", "SearchInfo", "StopFlag", "available_players", "create_player"]
