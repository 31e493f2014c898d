"""Legendary Edition mortals, as the rulebook's appendix 4 explains them.

None of them pays the stakes (the original mortals paid 1). Effects that last the
gambit are plain values in the state's `effects`, read by its hooks (see
`tda.engine.gambit_effects`).
"""

from __future__ import annotations

from tda.engine import gambit_effects as fx
from tda.engine.actions import act
from tda.engine.events import CardMoved, CardsSwapped
from tda.engine.powers import asking_power, power, trigger
from tda.engine.steps import Step, decision
from tda.engine.words import CardKind, DecisionKind, Place
from tda.table.phrase import Phrase

from .choices import CardStrength, SeatCard, SeatCount, SeatStrength, trigger_in_order
from .legendary import _fire, _score_effect


@power("legendary-prophet")
def prophet(g, seat, card, strength):
    g.push(CardStrength("legendary_prophet", seat, card, strength))


@decision
class ProphetReveal(Step):
    """Optionally show a dragon from your hand and resolve its power as the
    Prophet's: the Prophet's strength and place count (ruling R5)."""
    name = "legendary_prophet"
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g, frame):
        return Phrase("power.prophet.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        cards = g.cards
        shown = [act("choose", cards[c].id) for c in g.hands[frame.seat]
                 if cards[c].is_dragon and cards[c].power]
        return shown + [act("pass")]

    def describe(self, g, frame, action):
        if action.verb == "pass":
            return Phrase("power.prophet.none")
        return Phrase("power.prophet.show", card=action.args[0])

    def resolve(self, g, frame, action):
        if action.verb == "pass":
            return
        _, seat, card, strength = frame
        dragon = g.by_id[action.args[0]]
        g.known[dragon] = g.everyone  # shown to the table; it stays in the hand
        trigger(g, seat, card, strength, g.cards[dragon].power, copied_from=dragon)


@power("legendary-archmage")
def archmage(g, seat, card, strength):
    fx.add_seat(g, "always_fires", seat)


@power("legendary-dragonslayer")
def dragonslayer(g, seat, card, strength):
    g.push(SeatStrength("slay", seat, strength))  # the original's choice: a weaker dragon, any flight


@power("legendary-thief")
def thief(g, seat, card, strength):
    g.steal(seat, 7)


@power("legendary-dragonrider")
def dragonrider(g, seat, card, strength):
    _score_effect(g, card, "dragonrider")  # ruling R3: its strength changes at scoring


@power("legendary-druid")
def druid(g, seat, card, strength):
    g.druid = asking_power(g.stack) or g.cards[card].id  # ruling R2; the summary names it


@power("legendary-merchant-prince")
def merchant_prince(g, seat, card, strength):
    fx.change(g, buy_payee=seat)  # ruling R13: whoever triggered it last holds it


@power("legendary-priest")
def priest(g, seat, card, strength):
    fx.change(g, stakes_split=1)


@power("legendary-wyrmpriest")
def wyrmpriest(g, seat, card, strength):
    # Every color from now on; three mortals make a color flight anyway (ruleset).
    fx.change(g, wild_cards=g.effects.wild_cards | {card})


@power("legendary-illusionist")
def illusionist(g, seat, card, strength):
    g.push(SeatCard("legendary_illusionist", seat, card))


@decision
class IllusionistSwap(Step):
    """Optionally trade the Illusionist for a mortal in an opponent's flight; the
    mortal you get triggers for you (rulings R13, L14)."""
    name = "legendary_illusionist"
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g, frame):
        return Phrase("power.illusionist.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        _, seat, card = frame
        cards = g.cards
        if card not in g.flights[seat]:
            return []
        mortals = [act("choose", cards[c].id) for opp in g.opponents(seat)
                   for c in g.flights[opp] if cards[c].kind is CardKind.MORTAL]
        return mortals + [act("pass")]

    def describe(self, g, frame, action):
        mine = g.cards[frame.card].id
        if action.verb == "pass":
            return Phrase("power.illusionist.keep", card=mine)
        owner = g.flight_owner(g.by_id[action.args[0]])
        return Phrase("power.illusionist.trade", card=mine, owner=g.names[owner],
                      mortal=action.args[0])

    def resolve(self, g, frame, action):
        if action.verb == "pass":
            return
        _, seat, card = frame
        mortal = g.by_id[action.args[0]]
        opp = g.flight_owner(mortal)
        swap_cards(g, seat, card, opp, mortal)
        _fire(g, seat, mortal)


def swap_cards(g, seat: int, card: int, opp: int, other: int) -> None:
    """Trade places: each card takes the other's place in flight and in this
    round's plays (the new card is the one played this turn: rulings R4, L19)."""
    mine, theirs = g.flights[seat], g.flights[opp]
    mine[mine.index(card)] = other
    theirs[theirs.index(other)] = card
    if g.round_cards[seat] == card:
        g.round_cards[seat] = other
        if seat == g.turn_seat:
            g.last_strength = g.cards[other].strength
    if g.round_cards[opp] == other:
        g.round_cards[opp] = card
    g.emit(CardsSwapped(seat, g.cards[card].id, opp, g.cards[other].id))
    fx.append(g, "flight_checks", opp)  # checked after yours (L19)


@power("legendary-princess")
def princess(g, seat, card, strength):
    cards = g.cards
    goods = tuple(c for c in g.flights[seat] if cards[c].is_good and cards[c].power)
    trigger_in_order(g, seat, goods, "good")  # as the original's, without the fee


@power("legendary-fool")
def fool(g, seat, card, strength):
    mine = g.flight_strength(seat)
    g.draw(seat, sum(1 for opp in g.opponents(seat) if g.flight_strength(opp) > mine))


@power("legendary-kobold")
def kobold(g, seat, card, strength):
    g.push(SeatCount("legendary_kobold", seat, 0))


@decision
class KoboldDiscard(Step):
    """Discard cards one at a time, then stop: as many cards are drawn as were
    discarded (all chosen before any replacement is seen)."""
    name = "legendary_kobold"
    kind = DecisionKind.DISCARD

    def prompt(self, g, frame):
        return Phrase("power.kobold.prompt", name=g.names[frame.seat], count=frame.how_many)

    def options(self, g, frame):
        return [act("discard", g.cards[c].id) for c in g.hands[frame.seat]] + [act("pass")]

    def describe(self, g, frame, action):
        count = frame.how_many
        if action.verb == "pass":
            return Phrase("power.kobold.stop", count=count)
        return Phrase("power.kobold.discard", card=action.args[0], count=count + 1)

    def resolve(self, g, frame, action):
        _, seat, count = frame
        if action.verb == "pass":
            g.draw(seat, count)
            return
        c = g.by_id[action.args[0]]
        g.hands[seat].remove(c)
        g.discard.append(c)
        g.known[c] = g.everyone
        g.emit(CardMoved(seat, g.cards[c].id, Place.HAND, Place.DISCARD))
        g.push(SeatCount("legendary_kobold", seat, count + 1))
