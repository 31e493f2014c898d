"""The games at the table, by name: OpenSpiel's `register_game` for tda.

A game is a package that hands the table one `Game` entry. Entries are found through
the entry point group `tda.games` (pyproject.toml: `[project.entry-points."tda.games"]`),
so a game installed beside tda registers itself and no shared file names it; a test
adds one with `register_game`. The table imports no game: it only loads what the
entry points name.

`Game` is generic in the game's own state, config and record classes, so mypy checks
each game's hooks against its own classes (a hook for one game's states is no hook
for another's). A lookup by name gives a `Game` of unknown classes (`AnyGame`):
the caller holds a state of that same game, which is all the table needs.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeAlias, TypeVar

from pydantic import BaseModel

# Where the games are found: light, for the command line; named here too, where they
# were first named (their users import them from the registry).
from tda.game_entries import BUILTIN_MODULES as BUILTIN_MODULES
from tda.game_entries import DEFAULT_GAME as DEFAULT_GAME
from tda.game_entries import DISTRIBUTION as DISTRIBUTION
from tda.game_entries import ENTRY_POINTS as ENTRY_POINTS
from tda.game_entries import THREE_DRAGON_ANTE as THREE_DRAGON_ANTE
from tda.game_entries import Entry, game_entries

from .errors import TdaError
from .phrase import Phrase
from .protocol import GameState

if TYPE_CHECKING:
    from .wire import WireTypes

StateT = TypeVar("StateT", bound=GameState)
ConfigT = TypeVar("ConfigT", bound=BaseModel)
RecordT = TypeVar("RecordT", bound=BaseModel)
RecordT_contra = TypeVar("RecordT_contra", bound=BaseModel, contravariant=True)
StateT_co = TypeVar("StateT_co", bound=GameState, covariant=True)
StateT_contra = TypeVar("StateT_contra", bound=GameState, contravariant=True)


class UnknownGameError(TdaError, ValueError):
    """A record, save or command names a game this tda does not have."""


class Replay(Protocol[RecordT_contra, StateT_co]):
    """`replay(record, upto=None)`: the state after the record's first `upto` actions."""

    def __call__(self, record: RecordT_contra, upto: int | None = None, /) -> StateT_co: ...


class SeatBot(Protocol):
    """A bot at a seat: `choose(view, legal, rng, sampler=None)` picks one legal action.
    (Its view, actions and sampler are its game's: the table only hands them over.)"""

    def choose(self, view: Any, legal: list[Any], rng: random.Random,
               sampler: Any = None) -> Any: ...


class Marks(Protocol[StateT_contra]):
    """Where each human's turns began (`tda.table.turns.TurnMarks` or the like)."""

    def before_action(self, state: StateT_contra) -> None: ...

    def is_new_turn(self, seat: int) -> bool: ...


Checker: TypeAlias = Callable[[StateT, list[object]], None]


@dataclass(frozen=True)
class Presentation:
    """Where a game's screens and words live, by module path ("pkg.mod:Name"), so the
    shared setup screen, table screen and tournament report hold no game's name or
    code. A path is imported only when that screen needs it. (Its command-line flags
    are its entry module's `COMMAND_LINE`: `tda.cli_game`.)

    - `panel`: its table panel class (`tda.tui.panels.TablePanel`).
    - `setup`, `table_rules`: its setup fields (`tda.tui.setup_fields.SetupFields`),
      above and below the seats; None: the game takes no options there.
    - `bot_words`: the bots the setup screen offers, each with what it plays like.
    - `setup_word`/`score_word`: what a tournament calls its setups and its scores.
    """
    panel: str
    setup: str | None = None
    table_rules: str | None = None
    bot_words: Mapping[str, str] = field(
        default_factory=lambda: {"random": "plays any legal move at random"})
    setup_word: str = "setup"
    score_word: str = "score"


@dataclass(frozen=True)
class Words:
    """Where a game's words live (`tda.words` and its catalogs read them; the table
    never says a word):

    - `modules`: the modules whose `@says(key)` functions say its phrases, imported
      when a phrase nobody has said yet is rendered.
    - `data_messages`: (context, English) of the interface messages it says from data
      by id, which no extractor finds in the source (`tda.words.interface_catalog`).
    - `card_messages`: (context, English, where) of its cards' and decks' words, the
      card domain's template (`tda.words.card_catalog`).
    """
    modules: tuple[str, ...]
    data_messages: Callable[[], Sequence[tuple[str, str]]] | None = None
    card_messages: Callable[[], Sequence[tuple[str, str, str]]] | None = None


@dataclass(frozen=True)
class Game(Generic[StateT, ConfigT, RecordT]):
    """What the table needs from a game beyond the state protocol, typed by the game's
    own state, config and record classes."""
    name: str  # stable: written into every record and save
    title: str  # as players call it
    config_class: type[ConfigT]
    record_class: type[RecordT]  # the game's record model (has a `game` field)
    new_game: Callable[[ConfigT], StateT]
    replay: Replay[RecordT, StateT]
    # config_for(seed, players, **options): a bot game's config, seats Ann, Bob, ...;
    # its options are the game's own (a deck, a level), so they are not typed here
    config_for: Callable[..., ConfigT]
    players: tuple[int, int]  # fewest and most seats
    progress: Callable[[StateT], str]  # "gambit 3": where a game is, for a listing
    stage: Callable[[StateT], int]  # the gambit or hand number, for stepping a replay
    summary: Callable[[RecordT], str]  # a record's setup in a few words ("original deck")
    story: Callable[[RecordT, StateT], str]  # a finished or saved game told as text
    make_bot: Callable[[str], SeatBot]  # a bot seat by registry name
    sampler: Callable[[StateT, int], object]  # determinized worlds for a seat's bot
    scores: Callable[[StateT], Sequence[int]]  # per seat, what the result ranks by
    start_scores: Callable[[StateT], Sequence[int]]  # the same, as the game began
    turn_marks: Callable[[StateT, list[int]], Marks[StateT]]  # where each human's turns began
    # Its screens and command-line words (None: the game is played headless only).
    presentation: Presentation | None = None
    # `tda sim`'s invariant checks: checker(full_every) -> on_events(state, events),
    # called after every action (the costly checks every `full_every` actions)
    checker: Callable[[int], Checker[StateT]] | None = None
    # For search bots (`tda.bots.search`): a playout policy, (world, rng) -> action
    # (a sampled world is the bot's own, so the policy may read it), and a world's
    # value per seat, higher better. None: random playouts, a share of the win.
    playout: Callable[[StateT, random.Random], object] | None = None
    evaluate: Callable[[StateT], Sequence[float]] | None = None
    # Setups every check should cover, as `config_for` options (the first: the plain
    # game); the conformance test plays each.
    variants: tuple[dict[str, object], ...] = field(default=({},))
    # A match, games in a row at one table (`tda.table.match`): game `index`'s config
    # (0-based) from any game's config of the match and the match's seed,
    # match_game(config, match_seed, index). None: the game plays no matches.
    match_game: Callable[[ConfigT, int, int], ConfigT] | None = None
    # Its words: the modules that say its phrases, and its messages said from data.
    words: Words = field(default_factory=lambda: Words(()))
    # Its views, decisions, events, actions and results on the wire (`tda.table.wire`).
    # None: the game cannot be played from another terminal.
    wire: WireTypes | None = None


# A game found by name: its classes are the caller's state's own, unknown here.
AnyGame: TypeAlias = "Game[Any, Any, Any]"

_GAMES: dict[str, AnyGame] = {}
_loaded = False


def register_game(game: Game[StateT, ConfigT, RecordT]) -> Game[StateT, ConfigT, RecordT]:
    """Add a game (its entry point's module calls this on import, and so may a test);
    a name is registered once."""
    known = _GAMES.get(game.name)
    if known is not None and known is not game:
        raise ValueError(f"a game named {game.name!r} is already registered")
    _GAMES[game.name] = game
    return game


def unregister_game(name: str) -> None:
    """Take a game off the table again (a test's own game, when the test is done)."""
    _GAMES.pop(name, None)


def _load(entry: Entry) -> None:
    """Import an entry's module; the `Game` it names is registered (its module
    registers it on import, or here)."""
    _register(load_object(f"{entry.module}:{entry.attribute}"))


def _register(game: object) -> None:
    """Register what an entry module names as its game, unless it did so itself."""
    if isinstance(game, Game) and game.name not in _GAMES:
        register_game(game)


def _load_games() -> None:
    """Load every game the entries name (`tda.game_entries`), once (a failed import
    is raised again next time, rather than leaving a registry that quietly lacks a
    game)."""
    global _loaded
    if _loaded:
        return
    for entry in game_entries():
        _load(entry)
    _loaded = True


def game_names() -> list[str]:
    """Every registered game's name: the default game first, then the others in
    registration order."""
    _load_games()
    return sorted(_GAMES, key=lambda name: name != DEFAULT_GAME)


def get_game(name: str | None = None) -> AnyGame:
    """The game with this name (None: the default game)."""
    _load_games()
    name = DEFAULT_GAME if name is None else name
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(game_names()) or "none"
        raise UnknownGameError(f"unknown game {name!r} (this tda has: {known})",
                               phrase=Phrase("game.unknown", game=repr(name),
                                             known=tuple(game_names()))) from None


def game_of_config(config: object) -> AnyGame:
    """The game a config belongs to (its class is the game's config class)."""
    _load_games()
    for game in _GAMES.values():
        if isinstance(config, game.config_class):
            return game
    raise UnknownGameError(f"no registered game takes a {type(config).__name__}")


def load_object(path: str) -> object:
    """What a module path names: "package.module:Name" (a `Presentation` field)."""
    module, _, name = path.partition(":")
    found: object = importlib.import_module(module)
    for part in filter(None, name.split(".")):
        found = getattr(found, part)
    return found
