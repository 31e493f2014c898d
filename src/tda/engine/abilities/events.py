"""Events of the character abilities (re-exported by tda.engine.events)."""

from __future__ import annotations

from dataclasses import replace

from tda.table.marks import CardId, Seat

from ..events import Event, frozen


@frozen
class AbilityUsed(Event):
    """A seat used an ability; `args` are its public words (a seat, a card, a color)."""
    seat: Seat
    ability: str
    args: tuple[str, ...] = ()

    @property
    def public_args(self) -> tuple[str, ...]:
        """`args` by the name rules/ABILITIES.md 4.2 gives them."""
        return self.args


@frozen
class AbilityExpended(Event):
    """An ability (Legendary: the seat's disk, ability "disk") cannot be used again
    until its holder scores a special flight; or, for a once-per-game or
    once-per-gambit ability, until then."""
    seat: Seat
    ability: str


@frozen
class AbilityReady(Event):
    """An expended ability (Legendary: the disk) is ready again."""
    seat: Seat
    ability: str


@frozen
class AbilityPicked(Event):
    """Emperor's Gambit draft: a seat took an ability (ruling A25)."""
    seat: Seat
    ability: str


@frozen
class HandLookedAt(Event):
    """`viewer` looked at `target`'s hand: the two see the cards, the rest that it happened."""
    viewer: Seat
    target: Seat
    ability: str
    cards: tuple[CardId, ...] | None = None

    def seen_by(self) -> tuple[int, ...]:
        return (self.viewer, self.target)

    def redacted(self) -> Event:
        return replace(self, cards=None)


@frozen
class DiceRolled(Event):
    """Dice rolled for an ability (the 2d6 of Ante Manipulation): `seat` pays their sum."""
    seat: Seat
    values: tuple[int, ...]


@frozen
class InsightRolled(Event):
    """Emperor's Gambit draft order: a seat's d20 Insight check plus its bonus."""
    seat: Seat
    roll: int
    bonus: int
    total: int


@frozen
class AbilityCardsReturned(Event):
    """Dungeoneering: `seat` gave `card` back to `victim` (seen by the two)."""
    seat: Seat
    victim: Seat
    card: CardId | None

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat, self.victim)

    def redacted(self) -> Event:
        return replace(self, card=None)


ABILITY_EVENTS = (AbilityUsed, AbilityExpended, AbilityReady, AbilityPicked, HandLookedAt,
                  DiceRolled, InsightRolled, AbilityCardsReturned)
