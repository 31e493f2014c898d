"""The games at the table, by name: OpenSpiel's `register_game` for tda.

A game registers one `Game` entry when its module is imported; the table looks games
up by name (a record and a save name theirs) or by config class. The table imports no
game: the built-in games are found by module name on first lookup, the way entry
points name a plugin, so `tda.table` never depends on a game's code.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from .errors import TdaError
from .protocol import GameState

if TYPE_CHECKING:
    from .wire import WireTypes

THREE_DRAGON_ANTE = "three-dragon-ante"
DEFAULT_GAME = THREE_DRAGON_ANTE  # what a record or save that names no game holds
BUILTIN_MODULES = ("tda.games",)  # imported on first lookup; each registers its games


class UnknownGameError(TdaError, ValueError):
    """A record, save or command names a game this tda does not have."""


@dataclass(frozen=True)
class Game:
    """What the table needs from a game beyond the state protocol. The hooks take the
    game's own state class (typed Any here: a hook for one game's states is not a
    hook for every `GameState`)."""
    name: str  # stable: written into every record and save
    title: str  # as players call it
    config_class: type
    record_class: type[BaseModel]  # the game's record model (has a `game` field)
    new_game: Callable[[Any], GameState]
    replay: Callable[..., GameState]  # replay(record, upto=None)
    config_for: Callable[..., Any]  # config_for(seed, players, **options): a bot game
    players: tuple[int, int]  # fewest and most seats
    progress: Callable[[Any], str]  # "gambit 3": where a game is, for a listing
    stage: Callable[[Any], int]  # the gambit or hand number, for stepping a replay
    summary: Callable[[Any], str]  # a record's setup in a few words ("original deck")
    story: Callable[[Any, Any], str]  # a finished or saved game told as text
    make_bot: Callable[[str], Any]  # a bot seat by registry name
    sampler: Callable[[Any, int], Any]  # determinized worlds for a seat's bot
    scores: Callable[[Any], Sequence[int]]  # per seat, what the result ranks by
    start_scores: Callable[[Any], Sequence[int]]  # the same, as the game began
    turn_marks: Callable[[Any, list[int]], Any]  # where each human's turns began
    # `tda sim`'s invariant checks: checker(full_every) -> on_events(state, events),
    # called after every action (the costly checks every `full_every` actions)
    checker: Callable[[int], Callable[[Any, list[Any]], None]] | None = None
    # For search bots (`tda.bots.search`): a playout policy, (world, rng) -> action
    # (a sampled world is the bot's own, so the policy may read it), and a world's
    # value per seat, higher better. None: random playouts, a share of the win.
    playout: Callable[[Any, random.Random], Any] | None = None
    evaluate: Callable[[Any], Sequence[float]] | None = None
    # Setups every check should cover, as `config_for` options (the first: the plain
    # game); the conformance test plays each.
    variants: tuple[dict[str, Any], ...] = ({},)
    # A match, games in a row at one table (`tda.table.match`): game `index`'s config
    # (0-based) from any game's config of the match and the match's seed,
    # match_game(config, match_seed, index). None: the game plays no matches.
    match_game: Callable[[Any, int, int], Any] | None = None
    # Its views, decisions, events, actions and results on the wire (`tda.table.wire`).
    # None: the game cannot be played from another terminal.
    wire: WireTypes | None = None


_GAMES: dict[str, Game] = {}
_loaded = False


def register_game(game: Game) -> Game:
    """Add a game (called by the game's module on import); a name is registered once."""
    known = _GAMES.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"a game named {game.name!r} is already registered")
    _GAMES[game.name] = game
    return game


def _load_builtins() -> None:
    """Import the built-in games once (a failed import is raised again next time,
    rather than leaving a registry that quietly lacks a game)."""
    global _loaded
    if not _loaded:
        for module in BUILTIN_MODULES:
            importlib.import_module(module)
        _loaded = True


def game_names() -> list[str]:
    """Every registered game's name, in registration order."""
    _load_builtins()
    return list(_GAMES)


def get_game(name: str | None = None) -> Game:
    """The game with this name (None: the default game, Three-Dragon Ante)."""
    _load_builtins()
    name = DEFAULT_GAME if name is None else name
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(_GAMES) or "none"
        raise UnknownGameError(f"unknown game {name!r} (this tda has: {known})") from None


def game_of_config(config: object) -> Game:
    """The game a config belongs to (its class is the game's config class)."""
    _load_builtins()
    for game in _GAMES.values():
        if isinstance(config, game.config_class):
            return game
    raise UnknownGameError(f"no registered game takes a {type(config).__name__}")
