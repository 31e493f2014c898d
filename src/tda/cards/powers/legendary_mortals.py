"""Legendary Edition mortals, as the rulebook's appendix 4 explains them.

None of them pays the stakes (the original mortals paid 1). Effects that last the
gambit are plain values in the state's `effects`, read by its hooks (see
`tda.engine.gambit_effects`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.engine import gambit_effects as fx
from tda.engine.actions import Action, act
from tda.engine.events import CardMoved, CardsSwapped
from tda.engine.powers import asking_power, power, trigger
from tda.engine.steps import DecisionStep
from tda.engine.words import CardKind, DecisionKind, Place
from tda.table.phrase import Phrase

from .choices import CardStrengthArgs, SeatCardArgs, SeatCountArgs, trigger_in_order
from .legendary import _fire, _score_effect
from .original import Slay

if TYPE_CHECKING:
    from tda.engine.state import GameState


@power("legendary-prophet")
def prophet(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(ProphetReveal(seat, card, strength))


class ProphetReveal(DecisionStep, CardStrengthArgs):
    """Optionally show a dragon from your hand and resolve its power as the
    Prophet's: the Prophet's strength and place count (ruling R5)."""

    __slots__ = ()
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.prophet.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        cards = g.cards
        shown = [act("choose", cards[c].id) for c in g.hands[self.seat]
                 if cards[c].is_dragon and cards[c].power]
        return shown + [act("pass")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        if action.verb == "pass":
            return Phrase("power.prophet.none")
        return Phrase("power.prophet.show", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        if action.verb == "pass":
            return
        seat, card, strength = self
        dragon = g.by_id[action.args[0]]
        g.known[dragon] = g.everyone  # shown to the table; it stays in the hand
        power = g.cards[dragon].power
        assert power is not None  # the options are dragons with powers
        trigger(g, seat, card, strength, power, copied_from=dragon)


@power("legendary-archmage")
def archmage(g: GameState, seat: int, card: int, strength: int) -> None:
    fx.add_seat(g, "always_fires", seat)


@power("legendary-dragonslayer")
def dragonslayer(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(Slay(seat, strength))  # the original's choice: a weaker dragon, any flight


@power("legendary-thief")
def thief(g: GameState, seat: int, card: int, strength: int) -> None:
    g.steal(seat, 7)


@power("legendary-dragonrider")
def dragonrider(g: GameState, seat: int, card: int, strength: int) -> None:
    _score_effect(g, card, "dragonrider")  # ruling R3: its strength changes at scoring


@power("legendary-druid")
def druid(g: GameState, seat: int, card: int, strength: int) -> None:
    g.druid = asking_power(g.stack) or g.cards[card].id  # ruling R2; the summary names it


@power("legendary-merchant-prince")
def merchant_prince(g: GameState, seat: int, card: int, strength: int) -> None:
    fx.change(g, buy_payee=seat)  # ruling R13: whoever triggered it last holds it


@power("legendary-priest")
def priest(g: GameState, seat: int, card: int, strength: int) -> None:
    fx.change(g, stakes_split=1)


@power("legendary-wyrmpriest")
def wyrmpriest(g: GameState, seat: int, card: int, strength: int) -> None:
    # Every color from now on; three mortals make a color flight anyway (ruleset).
    fx.change(g, wild_cards=g.effects.wild_cards | {card})


@power("legendary-illusionist")
def illusionist(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(IllusionistSwap(seat, card))


class IllusionistSwap(DecisionStep, SeatCardArgs):
    """Optionally trade the Illusionist for a mortal in an opponent's flight; the
    mortal you get triggers for you (rulings R13, L14)."""

    __slots__ = ()
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.illusionist.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        seat, card = self
        cards = g.cards
        if card not in g.flights[seat]:
            return []
        mortals = [act("choose", cards[c].id) for opp in g.opponents(seat)
                   for c in g.flights[opp] if cards[c].kind is CardKind.MORTAL]
        return mortals + [act("pass")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        mine = g.cards[self.card].id
        if action.verb == "pass":
            return Phrase("power.illusionist.keep", card=mine)
        owner = g.flight_owner(g.by_id[action.args[0]])
        return Phrase("power.illusionist.trade", card=mine, owner=g.names[owner],
                      mortal=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        if action.verb == "pass":
            return
        seat, card = self
        mortal = g.by_id[action.args[0]]
        opp = g.flight_owner(mortal)
        swap_cards(g, seat, card, opp, mortal)
        _fire(g, seat, mortal)


def swap_cards(g: GameState, seat: int, card: int, opp: int, other: int) -> None:
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
def princess(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    goods = tuple(c for c in g.flights[seat] if cards[c].is_good and cards[c].power)
    trigger_in_order(g, seat, goods, "good")  # as the original's, without the fee


@power("legendary-fool")
def fool(g: GameState, seat: int, card: int, strength: int) -> None:
    mine = g.flight_strength(seat)
    g.draw(seat, sum(1 for opp in g.opponents(seat) if g.flight_strength(opp) > mine))


@power("legendary-kobold")
def kobold(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(KoboldDiscard(seat, 0))


class KoboldDiscard(DecisionStep, SeatCountArgs):
    """Discard cards one at a time, then stop: as many cards are drawn as were
    discarded (all chosen before any replacement is seen)."""

    __slots__ = ()
    kind = DecisionKind.DISCARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.kobold.prompt", name=g.names[self.seat], count=self.how_many)

    def options(self, g: GameState) -> list[Action]:
        return [act("discard", g.cards[c].id) for c in g.hands[self.seat]] + [act("pass")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        count = self.how_many
        if action.verb == "pass":
            return Phrase("power.kobold.stop", count=count)
        return Phrase("power.kobold.discard", card=action.args[0], count=count + 1)

    def resolve(self, g: GameState, action: Action) -> None:
        seat, count = self
        if action.verb == "pass":
            g.draw(seat, count)
            return
        c = g.by_id[action.args[0]]
        g.hands[seat].remove(c)
        g.discard.append(c)
        g.known[c] = g.everyone
        g.emit(CardMoved(seat, g.cards[c].id, Place.HAND, Place.DISCARD))
        g.push(KoboldDiscard(seat, count + 1))
