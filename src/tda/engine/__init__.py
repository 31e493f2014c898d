"""The rules engine: pure, deterministic, no I/O. See ../shared/DESIGN.md."""

from . import flow as _flow  # noqa: F401  (registers the gambit's steps)
from .abilities.catalog import ANCESTRY_COLORS, DRAFT_PREFERENCE, Ability
from .abilities.catalog import EDITIONS as ABILITIES
from .abilities.catalog import edition_of as ability_edition
from .actions import Action, act, parse
from .card import Card
from .config import GameConfig
from .decks import DECKS, DeckSource, find_deck, register_deck, register_finder
from .errors import ConfigError, IllegalActionError, RecordError, TdaError
from .events import STAKES, Event
from .flights import GOD_FORBIDS
from .match import Match, MatchConfig, MatchRecord, replay_match  # the table's options
from .record import FORMAT_VERSION, GameRecord, GameResult, replay
from .rulesets import RULESETS, Ruleset, get_ruleset
from .sampling import Sampler
from .setup import new_game
from .state import GameState
from .timelimit import CALL_TIME
from .view import Decision, PlayerView
from .words import (
    CardKind,
    CauseKind,
    DebtEnd,
    DebtRule,
    DecisionKind,
    EffectEnd,
    Fizzle,
    GameEnd,
    LeadReason,
    Occasion,
    Outcome,
    Place,
    Undecided,
    WinRule,
)

__all__ = [
    "Action", "act", "parse", "Card", "GameConfig", "ConfigError", "IllegalActionError",
    "RecordError", "TdaError", "STAKES", "Event", "FORMAT_VERSION", "GameRecord",
    "GameResult", "replay", "RULESETS", "Ruleset", "get_ruleset", "new_game", "GameState",
    "Decision", "PlayerView", "Sampler", "DECKS", "DeckSource", "find_deck", "register_deck",
    "register_finder", "GOD_FORBIDS", "CauseKind", "DebtRule", "DecisionKind", "GameEnd",
    "WinRule", "CardKind", "DebtEnd", "EffectEnd", "Fizzle", "LeadReason", "Occasion", "Outcome",
    "Place", "Undecided",
    # the table's optional rules (rules/ABILITIES.md section 5)
    "CALL_TIME", "Match", "MatchConfig", "MatchRecord", "replay_match",
    # character abilities (rules/ABILITIES.md)
    "Ability", "ABILITIES", "ANCESTRY_COLORS", "DRAFT_PREFERENCE", "ability_edition",
]
