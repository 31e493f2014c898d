"""The twenty powers of the original (2005) deck, as its rulebook explains them.

Each function gets (game, seat, card, strength): `card` is the card whose power
this is (for a copy, the copying card) and `strength` is the strength to use in
any "weaker/stronger" test (ruling R5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.engine import gambit_effects as fx
from tda.engine.actions import Action, act
from tda.engine.events import STAKES, OptionChosen
from tda.engine.flow import EndRound, StartTurn
from tda.engine.powers import asking_power, fizzle, power, trigger
from tda.engine.steps import AutoStep, DecisionStep, SeatArgs
from tda.engine.words import CardKind, DecisionKind, Fizzle, Outcome
from tda.table.phrase import Phrase

from .choices import (
    DemandFrom,
    DiscardFromHand,
    OnTargetArgs,
    SeatCountArgs,
    SeatStrengthArgs,
    Targeted,
    copy_power,
    demand,
    take_weakest_ante,
    trigger_in_order,
    with_target,
)

if TYPE_CHECKING:
    from tda.engine.state import GameState


# -- evil dragons -------------------------------------------------------------
@power("black")
def black(g: GameState, seat: int, card: int, strength: int) -> None:
    g.steal(seat, 2)


@power("blue")
def blue(g: GameState, seat: int, card: int, strength: int) -> None:
    count = g.count_in_flight(seat, CardKind.EVIL)  # this dragon counts itself
    if count:
        g.push(BlueChoice(seat, count))


class BlueChoice(DecisionStep, SeatCountArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.blue.prompt", name=g.names[self.seat], amount=self.how_many)

    def options(self, g: GameState) -> list[Action]:
        return [act("choose", "steal"), act("choose", "tax")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        n = self.how_many
        if action.args[0] == "tax":
            return Phrase("power.blue.tax", amount=n)
        taken = min(n, g.stakes)
        return Phrase("power.blue.steal", amount=taken, all_there_is=taken < n)

    def resolve(self, g: GameState, action: Action) -> None:
        seat, count = self
        g.emit(OptionChosen(seat, action.args[0], self.describe(g, action)))
        if action.args[0] == "steal":
            g.steal(seat, count)
        else:
            for opp in g.opponents(seat):
                g.pay(opp, STAKES, count)


@power("green")
def green(g: GameState, seat: int, card: int, strength: int) -> None:
    opponents = g.opponents(seat)
    if opponents:
        demand(g, opponents[0], seat, CardKind.EVIL, -1, strength, 5)


@power("red")
def red(g: GameState, seat: int, card: int, strength: int) -> None:
    # The opponent with the strongest flight, whatever your own flight is.
    with_target(g, seat, g.extreme_opponents(seat), RedHit(seat))


class RedHit(Targeted, OnTargetArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.pay(self.target, self.seat, 1)
        g.take_random(self.seat, self.target)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.pay-and-take.target", amount=1)


@power("white")
def white(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    if any(cards[c].kind is CardKind.MORTAL for flight in g.flights for c in flight):
        g.steal(seat, 3)
    else:
        fizzle(g, seat, card, Fizzle.NO_MORTAL_IN_FLIGHTS)


# -- good dragons -------------------------------------------------------------
@power("brass")
def brass(g: GameState, seat: int, card: int, strength: int) -> None:
    with_target(g, seat, g.extreme_opponents(seat),
                DemandFrom(seat, CardKind.GOOD, 1, strength, 5))


@power("bronze")
def bronze(g: GameState, seat: int, card: int, strength: int) -> None:
    take_weakest_ante(g, seat, 2)


@power("copper")
def copper(g: GameState, seat: int, card: int, strength: int) -> None:
    # Draw the replacement before discarding, so a Copper can never come back as
    # its own replacement when the deck is empty and the pile is reshuffled.
    new = g.top_card()
    if new is None:
        return
    g.replace_in_flight(seat, card, new)
    replacement = g.cards[new]
    if replacement.power:
        g.triggered.add(new)
        trigger(g, seat, new, replacement.strength, replacement.power)


@power("gold")
def gold(g: GameState, seat: int, card: int, strength: int) -> None:
    g.draw(seat, g.count_in_flight(seat, CardKind.GOOD))


@power("silver")
def silver(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    for s in g.clockwise(seat):
        if any(cards[c].kind is CardKind.GOOD for c in g.flights[s]):
            g.draw(s, 1)


@power("bahamut")
def bahamut(g: GameState, seat: int, card: int, strength: int) -> None:
    for opp in g.opponents(seat):
        if g.has_mixed_flight(opp):
            g.pay(opp, seat, 10)


# -- Dracolich and the mortals ------------------------------------------------
@power("dracolich")
def dracolich(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    copy_power(g, seat, card, strength,
               [c for flight in g.flights for c in flight
                if c != card and cards[c].is_evil and cards[c].power])


@power("archmage")
def archmage(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    copy_power(g, seat, card, strength,
               [c for c in g.ante if c != card and g.cards[c].power])


@power("dragonslayer")
def dragonslayer(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    g.push(Slay(seat, strength))


class Slay(DecisionStep, SeatStrengthArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.slay.prompt", name=g.names[self.seat], strength=self.strength)

    def options(self, g: GameState) -> list[Action]:
        cards = g.cards
        return [act("discard", cards[c].id) for flight in g.flights for c in flight
                if cards[c].is_dragon and cards[c].strength < self.strength]

    def describe(self, g: GameState, action: Action) -> Phrase:
        owner = g.flight_owner(g.by_id[action.args[0]])
        return Phrase("power.slay.label", card=action.args[0],
                      owner=None if owner == self.seat else g.names[owner])

    def resolve(self, g: GameState, action: Action) -> None:
        card = g.by_id[action.args[0]]
        g.discard_from_flight(g.flight_owner(card), card)


@power("thief")
def thief(g: GameState, seat: int, card: int, strength: int) -> None:
    g.steal(seat, 7)
    g.push(ThiefDiscarded(seat))
    g.push(DiscardFromHand(seat))


class ThiefDiscarded(AutoStep, SeatArgs):
    """The rulebook's Thief exception: a player whose discard emptied their hand
    does not buy when the gambit ends this very turn (they draw 2 at its end)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat = self.seat
        if not g.hands[seat] and gambit_ends_this_turn(g):
            fx.change(g, no_buy=seat)


def gambit_ends_this_turn(g: GameState) -> bool:
    """The stakes are empty, or this is the last turn of a round that decides the gambit."""
    if g.stakes == 0:
        return True
    for frame in reversed(g.stack):
        if type(frame) is StartTurn:
            return False
        if type(frame) is EndRound:
            break
    return g.round >= g.rounds_before_scoring() and g.decide_winner()[0] is not Outcome.TIE


@power("druid")
def druid(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    g.druid = asking_power(g.stack) or g.cards[card].id  # ruling R2; the summary names it


@power("priest")
def priest(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    g.priest = seat  # ruling R12: the last Priest to trigger this round leads next


@power("princess")
def princess(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    cards = g.cards
    goods = tuple(c for c in g.flights[seat] if cards[c].is_good and cards[c].power)
    trigger_in_order(g, seat, goods, "good")


@power("fool")
def fool(g: GameState, seat: int, card: int, strength: int) -> None:
    g.pay(seat, STAKES, 1)
    mine = g.flight_strength(seat)
    g.draw(seat, sum(1 for opp in g.opponents(seat) if g.flight_strength(opp) > mine))
