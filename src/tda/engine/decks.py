"""The deck registry: `tda.cards` fills it, the engine only looks decks up.

The engine never imports the cards (they import the engine): it reads decks by
name from here, as it finds card powers in `powers.POWERS`. Named decks sit in
`DECKS`; a deck named by a pattern (a deck file, a deck-building option) comes
from a finder registered with `register_finder`.

Who fills it: the game's entry (`tda.games.three_dragon_ante`, its composition root)
imports the cards. A program that uses the engine alone (`from tda.engine import
new_game`) has it loaded, through the table's registry of games, the first time it
looks a deck up while none is registered.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

from tda.table.phrase import Phrase
from tda.text import quote

from .card import Card
from .errors import ConfigError


class DeckSource(Protocol):
    """What the engine needs of a deck (tda.cards.DeckSpec is one)."""

    @property
    def name(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def default_ruleset(self) -> str: ...
    # Deck building before the deal (Legendary): `prepare(game)` may set cards
    # aside and queue decisions; None for a plain deck.
    @property
    def prepare(self) -> Callable[[Any], None] | None: ...
    @property
    def variants(self) -> Mapping[str, str]: ...

    def cards(self) -> tuple[Card, ...]: ...

    def check_players(self, players: int) -> None: ...


DeckFinder = Callable[[str], "DeckSource | None"]

DECKS: dict[str, DeckSource] = {}
_FINDERS: list[tuple[DeckFinder, str | None]] = []


def register_deck(spec: DeckSource) -> None:
    """Offer a named deck (its name is its key)."""
    DECKS[spec.name] = spec


def register_finder(finder: DeckFinder, hint: str | None = None) -> None:
    """Offer decks named by a pattern: `finder(name)` returns the deck, None when the
    name is not its kind, or raises ConfigError for a bad name of its kind. `hint`,
    if given, says in the unknown-deck message what such names look like."""
    _FINDERS.append((finder, hint))


def _fill() -> None:
    """No deck is registered: load this game's entry, whose card editions register
    theirs (the engine never imports them itself)."""
    from tda.table.registry import THREE_DRAGON_ANTE, get_game
    get_game(THREE_DRAGON_ANTE)


def find_deck(name: str) -> DeckSource:
    """A registered deck by name; ConfigError naming the choices when there is none."""
    if not DECKS:
        _fill()
    spec = DECKS.get(name)
    if spec is not None:
        return spec
    for finder, _hint in _FINDERS:
        spec = finder(name)
        if spec is not None:
            return spec
    if not DECKS:
        raise ConfigError(f"unknown deck {quote(name)}: no decks are registered "
                          "(the game's entry, tda.games.three_dragon_ante, registers them)")
    hints = "".join(f", or {hint}" for _finder, hint in _FINDERS if hint)
    raise ConfigError(f"unknown deck {quote(name)}; choose from: "
                      + ", ".join(sorted(DECKS)) + hints,
                      # the words name the one hint there is, deck files, when it is given
                      phrase=Phrase("deck.unknown", deck=quote(name), known=tuple(sorted(DECKS)),
                                    files=any(hint for _finder, hint in _FINDERS)))
