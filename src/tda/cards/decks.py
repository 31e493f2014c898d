"""Decks: named card sets (an edition, a mix, a theme deck, a player's own deck
file) with a default ruleset."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tda.engine.card import Card
from tda.engine.decks import DECKS as DECKS  # the registry, for `tda.cards.DECKS`
from tda.engine.decks import find_deck, register_deck, register_finder
from tda.engine.errors import ConfigError
from tda.table.phrase import Phrase

from .loader import build_cards, load_edition

if TYPE_CHECKING:
    from tda.engine.state import GameState

# A deck must hold at least this many cards per player (the deal alone takes six).
MIN_CARDS_PER_PLAYER = 10


@dataclass(frozen=True)
class DeckSpec:
    name: str
    title: str
    description: str
    default_ruleset: str
    build: Callable[[], tuple[Card, ...]] = field(repr=False)
    _cache: dict[str, tuple[Card, ...]] = field(default_factory=dict, repr=False,
                                                compare=False)
    # Deck building before the deal (Legendary): `prepare(game)` may set cards
    # aside and queue decisions; see deckbuilding.py.
    prepare: Callable[[GameState], None] | None = field(default=None, repr=False, compare=False)
    # Deck-building options offered by name (GameConfig.variant), name -> description.
    variants: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    def cards(self) -> tuple[Card, ...]:
        """The deck's cards (built once; cards are immutable, so games share them)."""
        if "cards" not in self._cache:
            self._cache["cards"] = self.build()
        return self._cache["cards"]

    def check_players(self, players: int) -> None:
        """Refuse a deck too small for the table."""
        have, need = len(self.cards()), MIN_CARDS_PER_PLAYER * players
        if have < need:
            raise ConfigError(f"the {self.name!r} deck has {have} cards; {players} players "
                              f"need at least {need} ({MIN_CARDS_PER_PLAYER} per player)",
                              phrase=Phrase("deck.too-small", deck=repr(self.name), have=have,
                                            players=players, need=need,
                                            each=MIN_CARDS_PER_PLAYER))


def _edition_deck(*edition_ids: str) -> Callable[[], tuple[Card, ...]]:
    """Every card of these sets, set after set (their ids never clash)."""
    def build() -> tuple[Card, ...]:
        return build_cards((edition_id, m) for edition_id in edition_ids
                           for m in load_edition(edition_id).cards)
    return build


def _theme_deck(name: str, colors: str, cards: str) -> Callable[[], tuple[Card, ...]]:
    def build() -> tuple[Card, ...]:
        from .custom import select_cards
        return select_cards(colors.split(), cards.split(), f"theme deck {name!r}")
    return build


# Emperor's Gambit appendix 1 (checked lists in ../shared/rules/CARDS.md): good
# colors, evil colors, then the unique cards. Age of Mortals has 68 cards, the rest 70.
THEMES = {
    "age-of-mortals": (
        "Age of Mortals", "The courtiers' 'face deck': few dragons, twenty unique cards.",
        "adamantine copper silver steel brown purple red white",
        "adventurer archmage bahamut dracolich dragon-turtle dragonslayer druid emperor "
        "exarch fool hatchling io priest princess queen sorcerer spy thief tiamat wyrmpriest"),
    "avandras-hand": (
        "Avandra's Hand", "As many cards as possible that tinker with the ante.",
        "adamantine bronze copper iron steel black earthquake gray green purple",
        "adventurer archmage bahamut dracolich dragon-turtle exarch hatchling sorcerer spy tiamat"),
    "oddshuffle": (
        "Oddshuffle", "Surprises and unpredictable outcomes, the halflings' favourite.",
        "copper iron mithral mercury silver earthquake gray purple red shadow",
        "adventurer archmage dracolich dragon-turtle exarch hatchling princess queen "
        "sorcerer spy"),
    "strength-and-greed": (
        "Strength and Greed", "Evil dragons strip the stakes; good ones and mortals refill them.",
        "adamantine bronze iron mercury silver black blue brown purple white",
        "adventurer archmage dracolich dragon-turtle dragonslayer druid exarch io princess thief"),
    "evil-times": (
        "Evil Times", "No good dragons at all: a plunge off a cliff.",
        "black blue brown earthquake gray green purple red shadow white",
        "dracolich dragon-turtle dragonslayer exarch fool hatchling io sorcerer spy tiamat"),
}


# Emperor's Gambit appendix 2 names swaps tables make in two theme decks (rules/
# ABILITIES.md 5.6): deck options (GameConfig.variant) that trade one color's six
# dragons for another's, so the deck keeps its size. theme -> option -> (out, in, about)
THEME_SWAPS: dict[str, dict[str, tuple[str, str, str]]] = {
    "avandras-hand": {
        "gold-for-bronze": ("bronze", "gold", "the original Gold Dragons in place of the Bronze"),
        "gold-for-iron": ("iron", "gold", "the original Gold Dragons in place of the Iron"),
    },
    "age-of-mortals": {
        "bronze-for-copper": ("copper", "bronze", "the older deck: the Bronze Dragons in "
                              "place of the Copper"),
    },
}


def _swap_options(theme: str) -> dict[str, str]:
    return {option: about for option, (_out, _in, about) in THEME_SWAPS.get(theme, {}).items()}


def _theme_swap(name: str) -> DeckSpec | None:
    """`avandras-hand:gold-for-bronze`: a theme deck with one of its named swaps."""
    theme, _, option = name.partition(":")
    if theme not in THEME_SWAPS:
        return None
    if option not in THEME_SWAPS[theme]:
        raise ConfigError(f"the {theme!r} deck has no option {option[:40]!r}; its options: "
                          + ", ".join(THEME_SWAPS[theme]),
                          phrase=Phrase("deck.no-such-option", deck=repr(theme),
                                        option=repr(option[:40]),
                                        known=tuple(THEME_SWAPS[theme])))
    if name not in _SWAPPED:
        out, into, about = THEME_SWAPS[theme][option]
        title, _about, colors, cards = THEMES[theme]
        colors = " ".join(into if c == out else c for c in colors.split())
        _SWAPPED[name] = DeckSpec(name=name, title=f"{title} ({about})", description=_about,
                                  default_ruleset="revised",
                                  build=_theme_deck(name, colors, cards))
    return _SWAPPED[name]


_SWAPPED: dict[str, DeckSpec] = {}


# The engine's registry (tda.engine.decks) is the one place decks are found.
for _spec in (
    DeckSpec(
        name="original", title="Original (2005), 70 cards",
        description="Ten dragon colors, Bahamut and Tiamat, and eight mortals.",
        default_ruleset="original", build=_edition_deck("original")),
    DeckSpec(
        name="emperors-gambit", title="Emperor's Gambit (2010), 70 cards",
        description="Ten new dragon colors, Io, the Hatchling and eight mortals; ante effects.",
        default_ruleset="revised", build=_edition_deck("emperors_gambit")),
    DeckSpec(
        name="original+emperors-gambit", title="Original + Emperor's Gambit, 140 cards",
        description="Both sets shuffled together, each card with its own power.",
        default_ruleset="revised", build=_edition_deck("original", "emperors_gambit")),
    *(DeckSpec(name=name, title=f"{title} (theme deck)", description=about,
               default_ruleset="revised", build=_theme_deck(name, colors, cards),
               variants=_swap_options(name))
      for name, (title, about, colors, cards) in THEMES.items())):
    register_deck(_spec)


def get_deck(name: str) -> DeckSpec:
    """A named deck, or a player's deck file: `custom:PATH` or a path ending in .toml."""
    spec = find_deck(name)
    assert isinstance(spec, DeckSpec)
    return spec


def _deck_file(name: str) -> DeckSpec | None:
    if name.startswith("custom:") or name.endswith(".toml"):
        return custom_deck(name)
    return None


def _building_option(name: str) -> DeckSpec | None:
    if name.startswith("legendary:"):
        return legendary_deck(name)  # a deck-building option (deckbuilding.py)
    return None


# a deck file's name, resolved path, mtime and size -> its deck
_CUSTOM: dict[tuple[str, str, int, int] | None, DeckSpec] = {}


def custom_deck(name: str) -> DeckSpec:
    """The deck a user's file describes, read again whenever the file changes."""
    from pathlib import Path

    from .custom import parse_custom_deck
    path = Path(name.removeprefix("custom:"))
    try:
        path = path.expanduser()
    except RuntimeError:
        pass  # "~nobody/...": no such home; reading the path as written reports it
    try:
        stat = path.stat()
        key = (name, str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    except (OSError, ValueError):  # ValueError: a NUL byte in the name
        key = None  # parse_custom_deck reports what is wrong with the file
    if key in _CUSTOM:
        return _CUSTOM[key]
    deck, cards = parse_custom_deck(path)
    spec = DeckSpec(name=name, title=f"{deck.name} (custom, {len(cards)} cards)",
                    description=deck.description or f"A deck file: {path}",
                    default_ruleset=deck.ruleset, build=lambda: cards)
    if key is not None:
        _CUSTOM[key] = spec
    return spec


# Legendary deck-building options (they need DeckSpec, defined above).
from .deckbuilding import legendary_deck  # noqa: E402

register_deck(legendary_deck("legendary"))
register_finder(_deck_file, "a deck file (custom:PATH or PATH.toml)")
register_finder(_building_option)
register_finder(_theme_swap)
