"""The rules engine: pure, deterministic, no I/O. See ../shared/DESIGN.md."""

from .actions import Action, act, parse
from .card import Card
from .config import GameConfig
from .errors import ConfigError, IllegalActionError, RecordError, TdaError
from .events import STAKES, Event
from .record import FORMAT_VERSION, GameRecord, GameResult, replay
from .rulesets import RULESETS, Ruleset, get_ruleset
from .sampling import Sampler
from .setup import new_game
from .state import GameState
from .view import Decision, PlayerView
from . import flow as _flow  # noqa: F401  (registers the gambit's steps)

__all__ = [
    "Action", "act", "parse", "Card", "GameConfig", "ConfigError", "IllegalActionError",
    "RecordError", "TdaError", "STAKES", "Event", "FORMAT_VERSION", "GameRecord",
    "GameResult", "replay", "RULESETS", "Ruleset", "get_ruleset", "new_game", "GameState",
    "Decision", "PlayerView", "Sampler",
]
