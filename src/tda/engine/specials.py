"""Legendary specials set aside unseen (deck building; ruling R10).

A Legendary deck's card table holds all 100 cards, but a game plays the 70
standard dragons and 10 of the 30 specials. The other 20 sit in the state's
`building.set_aside`: in no hand, deck, flight or pile, so no view shows them.
Also in `building` (a `DeckBuilding`: immutable, kept for the whole game):

- `specials`: the 30 specials' card indices (None: not a Legendary deck);
- `specials_in`: pick 'em, before the deal: the specials in so far (None after);
- `specials_public`: the specials every seat knows are in the game (show 'em
  shows all ten; picks, the Druid's party and named sets show theirs);
- `specials_seen`: specials that were face up and went back into the deck at a
  reshuffle, so every seat knows they are in.

Determinizing for a seat resamples which unknown specials are in the game, so a
search bot never learns what was set aside (`tda.engine.sampling`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True, slots=True)
class DeckBuilding:
    """Which specials a Legendary game plays, and what every seat knows of them."""

    specials: frozenset[int] | None = None
    specials_in: tuple[int, ...] | None = None
    specials_public: tuple[int, ...] = ()
    specials_seen: frozenset[int] = frozenset()
    set_aside: tuple[int, ...] = ()


NO_BUILDING = DeckBuilding()


def change(g: GameState, **values: Any) -> None:  # fields by name, each its own type
    """Replace some of the deck building's values (the record itself never changes)."""
    g.building = replace(g.building, **values)


def public_indices(g: GameState) -> tuple[int, ...]:
    return g.building.specials_public


def note_reshuffled(g: GameState, cards: Iterable[int]) -> None:
    """Cards from the face-up discard pile went back into the deck."""
    specials = g.building.specials
    if specials:
        seen = {c for c in cards if c in specials}
        if seen:
            change(g, specials_seen=g.building.specials_seen | seen)
