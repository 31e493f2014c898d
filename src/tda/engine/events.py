"""Events: facts in the past tense. Each one knows who may see it.

Public events return None from `seen_by`; private ones name the seats that may
see the hidden part, and `redacted()` gives everyone else a copy without it.
Seats are ints, cards are card ids (strings), and STAKES (-1) names the stakes
wherever a payer or payee could be the stakes.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TypeVar, dataclass_transform

from tda.table.marks import CardId, Seat, SeatOrStakes
from tda.table.phrase import Phrase

from .words import (
    CauseKind,
    DebtEnd,
    EffectEnd,
    Fizzle,
    GameEnd,
    LeadReason,
    Occasion,
    Place,
    Undecided,
    WinRule,
)

STAKES = -1
_E = TypeVar("_E")


@dataclass_transform(frozen_default=True, field_specifiers=(field,))
def frozen(cls: type[_E]) -> type[_E]:
    """An event: a frozen, slotted dataclass."""
    return dataclass(frozen=True, slots=True)(cls)


@frozen
class Cause:
    """A card that made an outcome so, and how: the summary names it, never guesses."""
    kind: CauseKind
    card: CardId  # the card id whose text did it (for a copied power, the copied card)


class Event:
    __slots__ = ()

    def seen_by(self) -> tuple[int, ...] | None:
        """Seats that may see this event in full; None means everyone."""
        return None

    def redacted(self) -> Event:
        """The version shown to seats not in `seen_by`."""
        return self

    def visible_to(self, seat: int) -> Event:
        seats = self.seen_by()
        return self if seats is None or seat in seats else self.redacted()


@frozen
class GambitStarted(Event):
    gambit: int


@frozen
class AnteChosen(Event):
    seat: Seat
    card: CardId | None

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat,)

    def redacted(self) -> Event:
        return replace(self, card=None)


@frozen
class AnteRevealed(Event):
    cards: tuple[tuple[Seat, CardId], ...]  # (seat, card) in seat order


@frozen
class AnteTied(Event):
    """Every ante card tied another: they are discarded and everyone antes again."""
    cards: tuple[CardId, ...]


@frozen
class LeaderChosen(Event):
    seat: Seat
    reason: LeadReason


@frozen
class RoundStarted(Event):
    round: int
    leader: Seat


@frozen
class CardPlayed(Event):
    seat: Seat
    card: CardId
    triggered: bool


@frozen
class PowerTriggered(Event):
    seat: Seat
    card: CardId
    power: str
    copied_from: CardId | None = None


@frozen
class PowerFizzled(Event):
    """A power triggered and changed nothing, and why (issue 27.12): the log says so
    instead of leaving "its power triggers" followed by nothing."""
    seat: Seat
    card: CardId
    reason: Fizzle


@frozen
class GoldPaid(Event):
    payer: SeatOrStakes
    payee: SeatOrStakes  # a seat or STAKES
    amount: int
    # The step of the gambit that caused it (the deal, the ante, the gambit's end),
    # or None for the power or ability being resolved. Left out of equality and repr,
    # which logs and scenario files quote as they always read (issue 27.11).
    occasion: Occasion | None = field(default=None, repr=False, compare=False)


@frozen
class GoldStolen(Event):
    """Gold taken from the stakes."""
    seat: Seat
    amount: int


@frozen
class DebtIncurred(Event):
    debtor: Seat
    creditor: SeatOrStakes  # a seat or STAKES
    amount: int
    # The step of the gambit that caused it (the deal, the ante, the gambit's end),
    # or None for the power or ability being resolved. Left out of equality and repr,
    # which logs and scenario files quote as they always read (issue 27.11).
    occasion: Occasion | None = field(default=None, repr=False, compare=False)


@frozen
class DebtRepaid(Event):
    debtor: Seat
    creditor: SeatOrStakes
    amount: int


@frozen
class DebtCancelled(Event):
    debtor: Seat
    creditor: SeatOrStakes
    amount: int
    reason: DebtEnd


@frozen
class CardsDrawn(Event):
    seat: Seat
    cards: tuple[CardId, ...]
    count: int
    # The step of the gambit that caused it (the deal, the ante, the gambit's end),
    # or None for the power or ability being resolved. Left out of equality and repr,
    # which logs and scenario files quote as they always read (issue 27.11).
    occasion: Occasion | None = field(default=None, repr=False, compare=False)

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat,)

    def redacted(self) -> Event:
        return replace(self, cards=())


@frozen
class CardsBought(Event):
    seat: Seat
    revealed: CardId  # the top card, discarded face up; its strength is the price
    price: int


@frozen
class CardGiven(Event):
    """A card handed over on demand; it is shown to everyone."""
    giver: Seat
    receiver: Seat
    card: CardId
    kept: bool = False  # the receiver's hand was full, so the giver kept it


@frozen
class CardTaken(Event):
    """A card taken at random from a hand: only the two players see it."""
    taker: Seat
    victim: Seat
    card: CardId | None

    def seen_by(self) -> tuple[int, ...]:
        return (self.taker, self.victim)

    def redacted(self) -> Event:
        return replace(self, card=None)


@frozen
class CardMoved(Event):
    """A public card moving between places: ante, hand, flight, discard, deck."""
    seat: Seat | None
    card: CardId
    source: Place
    destination: Place


@frozen
class CardReplaced(Event):
    seat: Seat
    old: CardId
    new: CardId


@frozen
class OptionChosen(Event):
    seat: Seat
    option: str  # the option word of the action, e.g. "tax" in `choose tax`
    # The option's words as the decider read them ("Make each opponent add 4 gold
    # to the stakes"), so the log repeats them. Words, not part of the fact: left
    # out of equality and repr, which keeps event checks written before it valid.
    # A Phrase once the card's words move to the words layer (issue 29), said by render.
    label: Phrase | str = field(default="", repr=False, compare=False)


@frozen
class TargetChosen(Event):
    seat: Seat
    target: Seat


@frozen
class FlightCompleted(Event):
    seat: Seat
    flight: str  # "color" or "strength"
    key: str  # the color, or the strength as text
    amount: int


@frozen
class DeckReshuffled(Event):
    count: int


@frozen
class GambitWon(Event):
    seat: Seat
    amount: int
    reason: WinRule
    totals: tuple[int, ...] = ()  # each seat's scored flight, for the summary
    barred: tuple[Seat, ...] = ()  # seats a dragon god kept from winning (ruling R1)
    causes: tuple[Cause, ...] = ()  # the cards that made the weakest flight win


@frozen
class GambitUndecided(Event):
    reason: Undecided
    stakes: int
    totals: tuple[int, ...] = ()
    barred: tuple[Seat, ...] = ()
    causes: tuple[Cause, ...] = ()  # the cards that made the weakest flight win


@frozen
class PlayerKnockedOut(Event):
    seat: Seat


@frozen
class GameEnded(Event):
    winners: tuple[Seat, ...]
    gold: tuple[int, ...]
    end: GameEnd  # which end condition it was
    number: int = 0  # the count its words name: players left, gold, gambits, last gambit
    stakes: int = 0  # left in the stakes, belonging to no one (ruling R16)

    @property
    def reason(self) -> Phrase:
        """Why the game ended, for the words layer: "3 players remain"."""
        return self.end.reason(self.number)


# -- the revised rules' ante effects and the Emperor's Gambit powers ------------
@frozen
class AnteEffectStarted(Event):
    """A card with an ante effect is now in the ante: its effect is live."""
    card: CardId
    effect: str


@frozen
class AnteEffectEnded(Event):
    card: CardId
    effect: str
    reason: EffectEnd


@frozen
class AnteEffectApplied(Event):
    """A live ante effect just acted (the Exarch made a card trigger, the Spy's
    toll, the Dragon Turtle's payment, the Adventurer's split)."""
    card: CardId
    effect: str


@frozen
class StakesSplit(Event):
    """The Adventurer's ante effect: the stakes shared out (ruling R15)."""
    shares: tuple[tuple[Seat, int], ...]  # (seat, gold), the winner first


@frozen
class CardsRevealed(Event):
    """Cards turned face up from the top of the deck by a power (the Sorcerer)."""
    seat: Seat
    cards: tuple[CardId, ...]


# -- the Legendary Edition: the hole, deck building, swaps and peeks -------------
@frozen
class HoleIncurred(Event):
    """A payment fell short: the unpaid part goes on the seat's hole count (R9)."""
    seat: Seat
    amount: int
    owed: int  # the seat's hole count for this gambit, now
    # The step of the gambit that caused it (the deal, the ante, the gambit's end),
    # or None for the power or ability being resolved. Left out of equality and repr,
    # which logs and scenario files quote as they always read (issue 27.11).
    occasion: Occasion | None = field(default=None, repr=False, compare=False)


@frozen
class HolePaid(Event):
    """Step 4: the seat moved `amount` of the `owed` count out of the game."""
    seat: Seat
    amount: int
    owed: int


@frozen
class HoleAwarded(Event):
    """The game is over: a winner receives (a share of) the hole."""
    seat: Seat
    amount: int


@frozen
class SpecialPicked(Event):
    """Deck building, pick 'em: a player chose a special for this game."""
    seat: Seat
    card: CardId


@frozen
class DeckBuilt(Event):
    """The Legendary deck is made: the specials everyone knows are in, and how
    many more are in unseen (the other 20 are set aside, unseen)."""
    known: tuple[CardId, ...]
    unseen: int


@frozen
class CardsPeeked(Event):
    """Cards looked at from the top of the deck (Silver Seer): only that seat sees them."""
    seat: Seat
    cards: tuple[CardId | None, ...]

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat,)

    def redacted(self) -> Event:
        return replace(self, cards=(None,) * len(self.cards))


@frozen
class CardsSwapped(Event):
    """Two flight cards traded places (the Illusionist)."""
    seat: Seat
    card: CardId  # leaves `seat`'s flight for `other_seat`'s
    other_seat: Seat
    other_card: CardId  # leaves `other_seat`'s flight for `seat`'s


# -- the table's optional rules (rules/ABILITIES.md section 5; timelimit.py) ----
@frozen
class TimeCalled(Event):
    """The table called time during gambit `gambit`: it is finished, then gambit
    `last` is played and the game ends (ruling A36). Public."""
    gambit: int
    last: int


@frozen
class HoleLost(Event):
    """'Hole in the house' (Legendary option): the gold in the hole goes to no player."""
    amount: int
# -- character abilities (rules/ABILITIES.md): defined in abilities/events.py ----------
from .abilities.events import (  # noqa: E402, F401  (they subclass Event, defined above)
    AbilityCardsReturned,
    AbilityExpended,
    AbilityPicked,
    AbilityReady,
    AbilityUsed,
    DiceRolled,
    HandLookedAt,
    InsightRolled,
)

