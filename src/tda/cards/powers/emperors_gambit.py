"""The twenty powers of the Emperor's Gambit (2010) deck, as its rulebook explains them.

Each function gets (game, seat, card, strength): `card` is the card whose power
this is (for a copy, the copying card) and `strength` is the strength to use in
any "weaker/stronger" test (ruling R5). Ante effects are not powers: they live
in tda.engine.ante_effects and nothing here copies them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, NamedTuple

from tda.engine import ante_effects
from tda.engine import gambit_effects as fx
from tda.engine.abilities.windows import AbilityAsk
from tda.engine.actions import Action, act
from tda.engine.events import STAKES, CardMoved, CardsRevealed
from tda.engine.flow import TakeAnte
from tda.engine.powers import fizzle, power, trigger
from tda.engine.steps import AutoStep, DecisionStep, SeatArgs
from tda.engine.words import CardKind, DecisionKind, Fizzle, Place
from tda.table.phrase import Phrase

from .choices import (
    CardCardsArgs,
    OnTargetAmountArgs,
    OnTargetCardArgs,
    SeatCardsArgs,
    SeatWordsArgs,
    Targeted,
    copy_power,
    demand,
    into_hand,
    trigger_in_order,
    with_target,
)

if TYPE_CHECKING:
    from tda.engine.state import GameState

EMPEROR_BONUS = 4
EMPEROR_ROUNDS = 4
QUEEN_GOLD = 5
STEEL_GOLD = 4
SORCERER_REVEALS = 3


def replace_and_trigger(g: GameState, seat: int, old: int, new: int) -> None:
    """`new` takes `old`'s place in the flight and its power triggers (ruling R4:
    it becomes the card played this turn if `old` was)."""
    g.replace_in_flight(seat, old, new)
    info = g.cards[new]
    if info.power:
        g.triggered.add(new)
        trigger(g, seat, new, info.strength, info.power)


# -- good dragons -------------------------------------------------------------
@power("adamantine")
def adamantine(g: GameState, seat: int, card: int, strength: int) -> None:
    # The draw comes first and happens even if opponents go into debt.
    g.draw(seat, 1)
    for opp in g.opponents(seat):
        g.pay(opp, STAKES, 1)


@power("iron")
def iron(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(TakeEvilAnte(seat))


class TakeEvilAnte(DecisionStep, SeatArgs):
    __slots__ = ()
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.take-evil-ante.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        if g.room(self.seat) <= 0:
            return []
        cards = g.cards
        return [act("take", cards[c].id) for c in g.ante if cards[c].is_evil]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return into_hand(g, action)

    def resolve(self, g: GameState, action: Action) -> None:
        g.take_from_ante(self.seat, g.by_id[action.args[0]])


@power("mercury")
def mercury(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    colors = {color for c in g.flights[seat] if cards[c].is_good for color in cards[c].colors}
    g.draw(seat, len(colors))


@power("mithral")
def mithral(g: GameState, seat: int, card: int, strength: int) -> None:
    for s in g.clockwise(seat):  # each hand is counted when its turn to draw comes
        if len(g.hands[s]) <= 3:
            g.draw(s, 1)
    g.draw(seat, 1)


@power("steel")
def steel(g: GameState, seat: int, card: int, strength: int) -> None:
    opponents = g.opponents(seat)
    if opponents:
        demand(g, opponents[0], seat, CardKind.MORTAL, 0, strength, STEEL_GOLD)


# -- evil dragons -------------------------------------------------------------
@power("brown")
def brown(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    has_good = any(cards[c].is_good for c in g.flights[seat])
    g.steal(seat, 1 if has_good else 3)


@power("earthquake")
def earthquake(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    places = [c for flight in g.flights for c in flight] + g.ante
    count = sum(1 for c in places if "earthquake" in cards[c].colors)
    for opp in g.opponents(seat):
        g.pay(opp, seat, count)


@power("gray")
def gray(g: GameState, seat: int, card: int, strength: int) -> None:
    count = sum(1 for c in g.ante if g.cards[c].is_evil)
    if count:
        with_target(g, seat, g.extreme_opponents(seat), GrayHit(seat, count))
    else:
        fizzle(g, seat, card, Fizzle.NO_EVIL_IN_ANTE)


class GrayHit(Targeted, OnTargetAmountArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.pay(self.target, self.seat, self.amount)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.pay-me.target", amount=self.amount)


@power("purple")
def purple(g: GameState, seat: int, card: int, strength: int) -> None:
    g.draw(seat, 1)
    g.push(AnteFromHand(seat, "purple"))


class AnteFromHand(DecisionStep, SeatWordsArgs):
    """Put a card from your hand face up into the ante (Purple Dragon, the Exarch);
    its ante effect starts at once."""

    __slots__ = ()
    kind = DecisionKind.PUT_ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.ante-from-hand.prompt", name=g.names[self.seat], asker=self.words)

    def options(self, g: GameState) -> list[Action]:
        acts = g.ante_acts
        return [acts[c] for c in g.hands[self.seat]]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.ante-from-hand.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card = self.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        ante_effects.add_to_ante(g, seat, (card,), Place.HAND)


@power("shadow")
def shadow(g: GameState, seat: int, card: int, strength: int) -> None:
    if g.room(seat) <= 0:  # a full hand may take no card (the hand limit)
        return
    opps = g.opponents(seat)
    most = max((len(g.hands[o]) for o in opps), default=0)
    if most:
        with_target(g, seat, [o for o in opps if len(g.hands[o]) == most],
                    ShadowTake(seat, card))


class ShadowTake(Targeted, OnTargetCardArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat, card, victim = self.seat, self.card, self.target
        taken = g.take_random(seat, victim)
        if taken is None:
            return
        if g.stack and type(g.stack[-1]) is AbilityAsk:  # Dungeoneering may swap it first (A15)
            g.stack.insert(len(g.stack) - 1,
                           ShadowKeep(seat, card, taken, victim))
            return
        g.hands[seat].remove(taken)
        replace_and_trigger(g, seat, card, taken)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.shadow.target", card=g.cards[self.card].id)


class ShadowKeepArgs(NamedTuple):
    seat: int
    card: int  # the Shadow Dragon
    taken: int  # the card first taken
    victim: int = -1  # the seat it was taken from


class ShadowKeep(AutoStep, ShadowKeepArgs):
    """After Dungeoneering's question: the card finally taken replaces the Shadow."""

    __slots__ = ()

    def scrubbed_for(self, seat: int) -> ShadowKeep:
        """The frame in `seat`'s sampled worlds (tda.engine.sampling): the card taken
        at random is seen only by the taker and the victim (ruling R10), so for a
        third seat it is forgotten (`ShadowKeep` then takes the hand's last card)."""
        return self if seat in (self.seat, self.victim) else self._replace(taken=-1)

    def run(self, g: GameState) -> None:
        hand = g.hands[self.seat]
        final = self.taken if self.taken in hand else hand[-1]  # the swap takes the last
        hand.remove(final)
        replace_and_trigger(g, self.seat, self.card, final)


# -- Io and Hatchling ---------------------------------------------------------
@power("io")
def io_power(g: GameState, seat: int, card: int, strength: int) -> None:
    players = g.clockwise(seat)  # you pay too, first
    for s in players:
        g.pay(s, STAKES, len(players))


@power("hatchling")
def hatchling(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    weaker = [c for flight in g.flights for c in flight
              if c != card and cards[c].power and cards[c].strength < strength]
    if not weaker:
        fizzle(g, seat, card, Fizzle.NO_WEAKER_POWER)
    copy_power(g, seat, card, strength, weaker)


# -- the mortals --------------------------------------------------------------
@power("adventurer")
def adventurer(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(AdventurerDiscard(seat))


class AdventurerDiscard(DecisionStep, SeatArgs):
    __slots__ = ()
    kind = DecisionKind.DISCARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.adventurer.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        hand = g.hands[self.seat]
        whole = [act("discard", "all")] if len(hand) > 1 else []
        return [act("discard", g.cards[c].id) for c in hand] + whole

    def describe(self, g: GameState, action: Action) -> Phrase:
        if action.args[0] == "all":
            return Phrase("power.adventurer.all", count=len(g.hands[self.seat]))
        return Phrase("power.adventurer.one", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat = self.seat
        hand = g.hands[seat]
        chosen = list(hand) if action.args[0] == "all" else [g.by_id[action.args[0]]]
        for card in chosen:
            hand.remove(card)
            g.discard.append(card)
            g.known[card] = g.everyone
            g.emit(CardMoved(seat, g.cards[card].id, Place.HAND, Place.DISCARD))
        g.draw(seat, len(chosen))


@power("exarch")
def exarch(g: GameState, seat: int, card: int, strength: int) -> None:
    for opp in reversed(g.opponents(seat)):  # the left-hand opponent goes first
        g.push(AnteFromHand(opp, "exarch"))


@power("sorcerer")
def sorcerer(g: GameState, seat: int, card: int, strength: int) -> None:
    shown = []
    for _ in range(SORCERER_REVEALS):
        top = g.top_card()
        if top is None:
            break
        shown.append(top)
        g.known[top] = g.everyone
    if not shown:
        return
    fx.change(g, revealed=g.effects.revealed + tuple(shown))
    g.emit(CardsRevealed(seat, tuple(g.cards[c].id for c in shown)))
    g.push(SorcererChoice(seat, card, tuple(shown)))


def _release(g: GameState, cards: Iterable[int]) -> None:
    """The revealed cards leave the limbo the invariants count them in."""
    fx.change(g, revealed=tuple(c for c in g.effects.revealed if c not in cards))


class SorcererChoice(DecisionStep, CardCardsArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.sorcerer.prompt", name=g.names[self.seat],
                      cards=tuple(g.cards[c].id for c in self.cards))

    def options(self, g: GameState) -> list[Action]:
        return [act("choose", g.cards[c].id) for c in self.cards]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.sorcerer.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card, shown = self
        chosen = g.by_id[action.args[0]]
        _release(g, (chosen,))
        # Local ruling L9: in the power's own order, the new card's power resolves
        # first, then the other revealed cards go into the ante together.
        g.push(SorcererAnte(seat, tuple(c for c in shown if c != chosen)))
        replace_and_trigger(g, seat, card, chosen)


class SorcererAnte(AutoStep, SeatCardsArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat, rest = self
        if rest:
            _release(g, rest)
            ante_effects.add_to_ante(g, seat, rest, Place.DECK)


@power("queen")
def queen(g: GameState, seat: int, card: int, strength: int) -> None:
    for opp in g.opponents(seat):
        if g.has_mixed_flight(opp):
            g.pay(opp, seat, QUEEN_GOLD)
            g.take_random(seat, opp)  # seen only by the two (ruling R10)


@power("emperor")
def emperor(g: GameState, seat: int, card: int, strength: int) -> None:
    # Ruling R3: the bonus counts only when the gambit's winner is decided.
    # Local ruling L10: every time this power resolves it adds another 4.
    effects = g.effects
    fx.change(g, min_rounds=max(effects.min_rounds, EMPEROR_ROUNDS),
              score_bonus=effects.score_bonus + ((seat, EMPEROR_BONUS),))


@power("spy")
def spy(g: GameState, seat: int, card: int, strength: int) -> None:
    if g.ante and g.room(seat) > 0:
        # not words: the engine's TakeAnte prompt shows `why` (its words are the engine's)
        g.push(TakeAnte(seat, 1, "the Spy"))


@power("wyrmpriest")
def wyrmpriest(g: GameState, seat: int, card: int, strength: int) -> None:
    # For the rest of the gambit: the card is wild for color flights, and its
    # owner's mortals make a color flight (flights.flight_colors reads these).
    effects = g.effects
    fx.change(g, wild_cards=effects.wild_cards | {card},
              mortal_flights=effects.mortal_flights | {seat})


@power("dragon-turtle")
def dragon_turtle(g: GameState, seat: int, card: int, strength: int) -> None:
    cards = g.cards
    mortals = tuple(c for c in g.flights[seat]
                    if c != card and cards[c].kind is CardKind.MORTAL and cards[c].power)
    trigger_in_order(g, seat, mortals, "mortal")

