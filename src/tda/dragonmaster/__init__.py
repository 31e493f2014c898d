"""Dragonmaster (1981): the rules engine, pure and deterministic, no I/O.

See ../shared/rules/DRAGONMASTER.md for the rules and rulings DM1-DM22, and
DESIGN.md "Dragonmaster: the public surface".
"""

from .actions import Action, act, parse
from .cards import DRAGON, SUITS, Card, card_info
from .config import LEVELS, DragonmasterConfig
from .contracts import CONTRACTS
from .errors import ConfigError, IllegalActionError, RecordError, TdaError
from .events import Event
from .record import FORMAT_VERSION, DragonmasterRecord, DragonmasterResult, replay
from .state import DragonmasterState, new_game
from .view import Decision, DragonmasterView

__all__ = [
    "Action", "act", "parse", "DRAGON", "SUITS", "Card", "card_info", "LEVELS",
    "DragonmasterConfig", "CONTRACTS", "ConfigError", "IllegalActionError", "RecordError",
    "TdaError", "Event", "FORMAT_VERSION", "DragonmasterRecord", "DragonmasterResult",
    "replay", "DragonmasterState", "new_game", "Decision", "DragonmasterView",
]
