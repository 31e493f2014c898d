"""What every game at the table shares and no game's words: the game-state protocol,
the registry of games, records that name their game, the seat loop, saves and replay
timelines. Imports no game (see `registry`)."""

from .errors import TdaError
from .protocol import Decision, GameState
from .registry import (
    DEFAULT_GAME,
    THREE_DRAGON_ANTE,
    Game,
    Presentation,
    UnknownGameError,
    game_names,
    game_of_config,
    get_game,
    register_game,
    unregister_game,
)

__all__ = ["TdaError", "Decision", "GameState", "DEFAULT_GAME", "THREE_DRAGON_ANTE", "Game",
           "Presentation", "UnknownGameError", "game_names", "game_of_config", "get_game",
           "register_game", "unregister_game"]
