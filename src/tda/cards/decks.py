"""Decks: named card sets (an edition, later mixes and theme decks) with a default ruleset."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from tda.engine.card import Card
from tda.engine.errors import ConfigError

from .loader import build_cards, load_edition


@dataclass(frozen=True)
class DeckSpec:
    name: str
    title: str
    description: str
    default_ruleset: str
    build: Callable[[], tuple[Card, ...]] = field(repr=False)
    _cache: dict = field(default_factory=dict, repr=False, compare=False)

    def cards(self) -> tuple[Card, ...]:
        """The deck's cards (built once; cards are immutable, so games share them)."""
        if "cards" not in self._cache:
            self._cache["cards"] = self.build()
        return self._cache["cards"]


def _edition_deck(edition_id: str) -> Callable[[], tuple[Card, ...]]:
    def build() -> tuple[Card, ...]:
        edition = load_edition(edition_id)
        return build_cards((edition_id, m) for m in edition.cards)
    return build


DECKS: dict[str, DeckSpec] = {
    "original": DeckSpec(
        name="original", title="Original (2005), 70 cards",
        description="Ten dragon colors, Bahamut and Tiamat, and eight mortals.",
        default_ruleset="original", build=_edition_deck("original")),
}


def get_deck(name: str) -> DeckSpec:
    try:
        return DECKS[name]
    except KeyError:
        raise ConfigError(f"unknown deck {name!r}; choose from: "
                          + ", ".join(sorted(DECKS))) from None
