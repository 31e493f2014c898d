"""Events: facts in the past tense. Each one knows who may see it.

Public events return None from `seen_by`; private ones name the seats that may
see the hidden part, and `redacted()` gives everyone else a copy without it.
Seats are ints, cards are card ids (strings), and STAKES (-1) names the stakes
wherever a payer or payee could be the stakes.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

STAKES = -1
frozen = dataclass(frozen=True, slots=True)


class Event:
    __slots__ = ()

    def seen_by(self) -> tuple[int, ...] | None:
        """Seats that may see this event in full; None means everyone."""
        return None

    def redacted(self) -> "Event":
        """The version shown to seats not in `seen_by`."""
        return self

    def visible_to(self, seat: int) -> "Event":
        seats = self.seen_by()
        return self if seats is None or seat in seats else self.redacted()


@frozen
class GambitStarted(Event):
    gambit: int


@frozen
class AnteChosen(Event):
    seat: int
    card: str | None

    def seen_by(self):
        return (self.seat,)

    def redacted(self):
        return replace(self, card=None)


@frozen
class AnteRevealed(Event):
    cards: tuple[tuple[int, str], ...]  # (seat, card) in seat order


@frozen
class AnteTied(Event):
    """Every ante card tied another: they are discarded and everyone antes again."""
    cards: tuple[str, ...]


@frozen
class LeaderChosen(Event):
    seat: int
    reason: str  # "ante", "strongest", "tie", "priest"


@frozen
class RoundStarted(Event):
    round: int
    leader: int


@frozen
class CardPlayed(Event):
    seat: int
    card: str
    triggered: bool


@frozen
class PowerTriggered(Event):
    seat: int
    card: str
    power: str
    copied_from: str | None = None


@frozen
class GoldPaid(Event):
    payer: int
    payee: int  # a seat or STAKES
    amount: int


@frozen
class GoldStolen(Event):
    """Gold taken from the stakes."""
    seat: int
    amount: int


@frozen
class DebtIncurred(Event):
    debtor: int
    creditor: int  # a seat or STAKES
    amount: int


@frozen
class DebtRepaid(Event):
    debtor: int
    creditor: int
    amount: int


@frozen
class DebtCancelled(Event):
    debtor: int
    creditor: int
    amount: int
    reason: str


@frozen
class CardsDrawn(Event):
    seat: int
    cards: tuple[str, ...]
    count: int

    def seen_by(self):
        return (self.seat,)

    def redacted(self):
        return replace(self, cards=())


@frozen
class CardsBought(Event):
    seat: int
    revealed: str  # the top card, discarded face up; its strength is the price
    price: int


@frozen
class CardGiven(Event):
    """A card handed over on demand; it is shown to everyone."""
    giver: int
    receiver: int
    card: str
    kept: bool = False  # the receiver's hand was full, so the giver kept it


@frozen
class CardTaken(Event):
    """A card taken at random from a hand: only the two players see it."""
    taker: int
    victim: int
    card: str | None

    def seen_by(self):
        return (self.taker, self.victim)

    def redacted(self):
        return replace(self, card=None)


@frozen
class CardMoved(Event):
    """A public card moving between places: ante, hand, flight, discard, deck."""
    seat: int | None
    card: str
    source: str
    destination: str


@frozen
class CardReplaced(Event):
    seat: int
    old: str
    new: str


@frozen
class OptionChosen(Event):
    seat: int
    option: str


@frozen
class TargetChosen(Event):
    seat: int
    target: int


@frozen
class FlightCompleted(Event):
    seat: int
    flight: str  # "color" or "strength"
    key: str  # the color, or the strength as text
    amount: int


@frozen
class DeckReshuffled(Event):
    count: int


@frozen
class GambitWon(Event):
    seat: int
    amount: int
    reason: str  # "strongest", "weakest"
    totals: tuple[int, ...] = ()  # each seat's scored flight, for the summary


@frozen
class GambitUndecided(Event):
    reason: str
    stakes: int
    totals: tuple[int, ...] = ()


@frozen
class PlayerKnockedOut(Event):
    seat: int


@frozen
class GameEnded(Event):
    winners: tuple[int, ...]
    gold: tuple[int, ...]
    reason: str
