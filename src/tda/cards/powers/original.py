"""The twenty powers of the original (2005) deck, as its rulebook explains them.

Each function gets (game, seat, card, strength): `card` is the card whose power
this is (for a copy, the copying card) and `strength` is the strength to use in
any "weaker/stronger" test (ruling R5).
"""

from __future__ import annotations

from tda.engine import gambit_effects as fx
from tda.engine.actions import act
from tda.engine.events import STAKES, OptionChosen
from tda.engine.powers import asking_power, fizzle, power, trigger
from tda.engine.steps import Step, auto, decision
from tda.engine.words import CardKind, DecisionKind, Fizzle, Outcome
from tda.table.phrase import Phrase

from .choices import (
    DemandFrom,
    OnTarget,
    SeatCount,
    SeatFrame,
    SeatStrength,
    copy_power,
    demand,
    take_weakest_ante,
    target_words,
    trigger_in_order,
    with_target,
)


# -- evil dragons -------------------------------------------------------------
@power("black")
def black(g, seat, card, strength):
    g.steal(seat, 2)


@power("blue")
def blue(g, seat, card, strength):
    count = g.count_in_flight(seat, CardKind.EVIL)  # this dragon counts itself
    if count:
        g.push(SeatCount("blue", seat, count))


@decision
class BlueChoice(Step):
    name = "blue"
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g, frame):
        return Phrase("power.blue.prompt", name=g.names[frame.seat], amount=frame.how_many)

    def options(self, g, frame):
        return [act("choose", "steal"), act("choose", "tax")]

    def describe(self, g, frame, action):
        n = frame.how_many
        if action.args[0] == "tax":
            return Phrase("power.blue.tax", amount=n)
        taken = min(n, g.stakes)
        return Phrase("power.blue.steal", amount=taken, all_there_is=taken < n)

    def resolve(self, g, frame, action):
        _, seat, count = frame
        g.emit(OptionChosen(seat, action.args[0], self.describe(g, frame, action)))
        if action.args[0] == "steal":
            g.steal(seat, count)
        else:
            for opp in g.opponents(seat):
                g.pay(opp, STAKES, count)


@power("green")
def green(g, seat, card, strength):
    opponents = g.opponents(seat)
    if opponents:
        demand(g, opponents[0], seat, CardKind.EVIL, -1, strength, 5)


@power("red")
def red(g, seat, card, strength):
    # The opponent with the strongest flight, whatever your own flight is.
    with_target(g, seat, g.extreme_opponents(seat), OnTarget("red_hit", seat))


@auto("red_hit")
def red_hit(g, frame: OnTarget):
    g.pay(frame.target, frame.seat, 1)
    g.take_random(frame.seat, frame.target)


@target_words("red_hit")
def _red_words(g, cont) -> Phrase:
    return Phrase("power.pay-and-take.target", amount=1)


@power("white")
def white(g, seat, card, strength):
    cards = g.cards
    if any(cards[c].kind is CardKind.MORTAL for flight in g.flights for c in flight):
        g.steal(seat, 3)
    else:
        fizzle(g, seat, card, Fizzle.NO_MORTAL_IN_FLIGHTS)


# -- good dragons -------------------------------------------------------------
@power("brass")
def brass(g, seat, card, strength):
    with_target(g, seat, g.extreme_opponents(seat),
                DemandFrom("demand_from", seat, CardKind.GOOD, 1, strength, 5))


@power("bronze")
def bronze(g, seat, card, strength):
    take_weakest_ante(g, seat, 2)


@power("copper")
def copper(g, seat, card, strength):
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
def gold(g, seat, card, strength):
    g.draw(seat, g.count_in_flight(seat, CardKind.GOOD))


@power("silver")
def silver(g, seat, card, strength):
    cards = g.cards
    for s in g.clockwise(seat):
        if any(cards[c].kind is CardKind.GOOD for c in g.flights[s]):
            g.draw(s, 1)


@power("bahamut")
def bahamut(g, seat, card, strength):
    for opp in g.opponents(seat):
        if g.has_mixed_flight(opp):
            g.pay(opp, seat, 10)


# -- Dracolich and the mortals ------------------------------------------------
@power("dracolich")
def dracolich(g, seat, card, strength):
    cards = g.cards
    copy_power(g, seat, card, strength,
               [c for flight in g.flights for c in flight
                if c != card and cards[c].is_evil and cards[c].power])


@power("archmage")
def archmage(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    copy_power(g, seat, card, strength,
               [c for c in g.ante if c != card and g.cards[c].power])


@power("dragonslayer")
def dragonslayer(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    g.push(SeatStrength("slay", seat, strength))


@decision
class Slay(Step):
    name = "slay"
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g, frame):
        return Phrase("power.slay.prompt", name=g.names[frame.seat], strength=frame.strength)

    def options(self, g, frame):
        cards = g.cards
        return [act("discard", cards[c].id) for flight in g.flights for c in flight
                if cards[c].is_dragon and cards[c].strength < frame.strength]

    def describe(self, g, frame, action):
        owner = g.flight_owner(g.by_id[action.args[0]])
        return Phrase("power.slay.label", card=action.args[0],
                      owner=None if owner == frame.seat else g.names[owner])

    def resolve(self, g, frame, action):
        card = g.by_id[action.args[0]]
        g.discard_from_flight(g.flight_owner(card), card)


@power("thief")
def thief(g, seat, card, strength):
    g.steal(seat, 7)
    g.push(SeatFrame("thief_discarded", seat))
    g.push(SeatFrame("discard_hand", seat))


@auto("thief_discarded")
def thief_discarded(g, frame):
    """The rulebook's Thief exception: a player whose discard emptied their hand
    does not buy when the gambit ends this very turn (they draw 2 at its end)."""
    seat = frame.seat
    if not g.hands[seat] and gambit_ends_this_turn(g):
        fx.change(g, no_buy=seat)


def gambit_ends_this_turn(g) -> bool:
    """The stakes are empty, or this is the last turn of a round that decides the gambit."""
    if g.stakes == 0:
        return True
    for frame in reversed(g.stack):
        if frame.step == "turn":
            return False
        if frame.step == "round_end":
            break
    return g.round >= g.rounds_before_scoring() and g.decide_winner()[0] is not Outcome.TIE


@power("druid")
def druid(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    g.druid = asking_power(g.stack) or g.cards[card].id  # ruling R2; the summary names it


@power("priest")
def priest(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    g.priest = seat  # ruling R12: the last Priest to trigger this round leads next


@power("princess")
def princess(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    cards = g.cards
    goods = tuple(c for c in g.flights[seat] if cards[c].is_good and cards[c].power)
    trigger_in_order(g, seat, goods, "good")


@power("fool")
def fool(g, seat, card, strength):
    g.pay(seat, STAKES, 1)
    mine = g.flight_strength(seat)
    g.draw(seat, sum(1 for opp in g.opponents(seat) if g.flight_strength(opp) > mine))
