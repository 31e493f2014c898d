"""The twenty powers of the Emperor's Gambit (2010) deck, as its rulebook explains them.

Each function gets (game, seat, card, strength): `card` is the card whose power
this is (for a copy, the copying card) and `strength` is the strength to use in
any "weaker/stronger" test (ruling R5). Ante effects are not powers: they live
in tda.engine.ante_effects and nothing here copies them.
"""

from __future__ import annotations

from typing import NamedTuple

from tda.engine import ante_effects
from tda.engine import gambit_effects as fx
from tda.engine.actions import act
from tda.engine.events import STAKES, CardMoved, CardsRevealed
from tda.engine.frames import TakeAnteFrame
from tda.engine.powers import fizzle, power, trigger
from tda.engine.steps import Step, auto, decision
from tda.engine.words import CardKind, DecisionKind, Fizzle, Place
from tda.table.phrase import Phrase

from .choices import (
    CardCards,
    OnTargetAmount,
    OnTargetCard,
    SeatCards,
    SeatFrame,
    SeatWords,
    copy_power,
    demand,
    into_hand,
    target_words,
    trigger_in_order,
    with_target,
)

EMPEROR_BONUS = 4
EMPEROR_ROUNDS = 4
QUEEN_GOLD = 5
STEEL_GOLD = 4
SORCERER_REVEALS = 3


def replace_and_trigger(g, seat: int, old: int, new: int) -> None:
    """`new` takes `old`'s place in the flight and its power triggers (ruling R4:
    it becomes the card played this turn if `old` was)."""
    g.replace_in_flight(seat, old, new)
    info = g.cards[new]
    if info.power:
        g.triggered.add(new)
        trigger(g, seat, new, info.strength, info.power)


# -- good dragons -------------------------------------------------------------
@power("adamantine")
def adamantine(g, seat, card, strength):
    # The draw comes first and happens even if opponents go into debt.
    g.draw(seat, 1)
    for opp in g.opponents(seat):
        g.pay(opp, STAKES, 1)


@power("iron")
def iron(g, seat, card, strength):
    g.push(SeatFrame("take_evil_ante", seat))


@decision
class TakeEvilAnte(Step):
    name = "take_evil_ante"
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g, frame):
        return Phrase("power.take-evil-ante.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        if g.room(frame.seat) <= 0:
            return []
        cards = g.cards
        return [act("take", cards[c].id) for c in g.ante if cards[c].is_evil]

    def describe(self, g, frame, action):
        return into_hand(g, action)

    def resolve(self, g, frame, action):
        g.take_from_ante(frame.seat, g.by_id[action.args[0]])


@power("mercury")
def mercury(g, seat, card, strength):
    cards = g.cards
    colors = {color for c in g.flights[seat] if cards[c].is_good for color in cards[c].colors}
    g.draw(seat, len(colors))


@power("mithral")
def mithral(g, seat, card, strength):
    for s in g.clockwise(seat):  # each hand is counted when its turn to draw comes
        if len(g.hands[s]) <= 3:
            g.draw(s, 1)
    g.draw(seat, 1)


@power("steel")
def steel(g, seat, card, strength):
    opponents = g.opponents(seat)
    if opponents:
        demand(g, opponents[0], seat, CardKind.MORTAL, 0, strength, STEEL_GOLD)


# -- evil dragons -------------------------------------------------------------
@power("brown")
def brown(g, seat, card, strength):
    cards = g.cards
    has_good = any(cards[c].is_good for c in g.flights[seat])
    g.steal(seat, 1 if has_good else 3)


@power("earthquake")
def earthquake(g, seat, card, strength):
    cards = g.cards
    places = [c for flight in g.flights for c in flight] + g.ante
    count = sum(1 for c in places if "earthquake" in cards[c].colors)
    for opp in g.opponents(seat):
        g.pay(opp, seat, count)


@power("gray")
def gray(g, seat, card, strength):
    count = sum(1 for c in g.ante if g.cards[c].is_evil)
    if count:
        with_target(g, seat, g.extreme_opponents(seat), OnTargetAmount("gray_hit", seat, count))
    else:
        fizzle(g, seat, card, Fizzle.NO_EVIL_IN_ANTE)


@auto("gray_hit")
def gray_hit(g, frame: OnTargetAmount):
    g.pay(frame.target, frame.seat, frame.amount)


@target_words("gray_hit")
def _gray_words(g, cont: OnTargetAmount) -> Phrase:
    return Phrase("power.pay-me.target", amount=cont.amount)


@power("purple")
def purple(g, seat, card, strength):
    g.draw(seat, 1)
    g.push(SeatWords("ante_from_hand", seat, "purple"))


@decision
class AnteFromHand(Step):
    """Put a card from your hand face up into the ante (Purple Dragon, the Exarch);
    its ante effect starts at once."""
    name = "ante_from_hand"
    kind = DecisionKind.PUT_ANTE

    def prompt(self, g, frame):
        return Phrase("power.ante-from-hand.prompt", name=g.names[frame.seat], asker=frame.words)

    def options(self, g, frame):
        acts = g.ante_acts
        return [acts[c] for c in g.hands[frame.seat]]

    def describe(self, g, frame, action):
        return Phrase("power.ante-from-hand.label", card=action.args[0])

    def resolve(self, g, frame, action):
        seat, card = frame.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        ante_effects.add_to_ante(g, seat, (card,), Place.HAND)


@power("shadow")
def shadow(g, seat, card, strength):
    if g.room(seat) <= 0:  # a full hand may take no card (the hand limit)
        return
    opps = g.opponents(seat)
    most = max((len(g.hands[o]) for o in opps), default=0)
    if most:
        with_target(g, seat, [o for o in opps if len(g.hands[o]) == most],
                    OnTargetCard("shadow_take", seat, card))


@target_words("shadow_take")
def _shadow_words(g, cont: OnTargetCard) -> Phrase:
    return Phrase("power.shadow.target", card=g.cards[cont.card].id)


@auto("shadow_take")
def shadow_take(g, frame: OnTargetCard):
    seat, card, victim = frame.seat, frame.card, frame.target
    taken = g.take_random(seat, victim)
    if taken is None:
        return
    if g.stack and g.stack[-1][0] == "ability":  # Dungeoneering may swap it first (A15)
        g.stack.insert(len(g.stack) - 1,
                       ShadowKeep("shadow_keep", seat, card, taken, victim))
        return
    g.hands[seat].remove(taken)
    replace_and_trigger(g, seat, card, taken)


class ShadowKeep(NamedTuple):
    """After Dungeoneering's question: the card finally taken replaces the Shadow."""
    step: str  # "shadow_keep"
    seat: int
    card: int  # the Shadow Dragon
    taken: int  # the card first taken
    victim: int = -1  # the seat it was taken from

    def scrubbed_for(self, seat: int) -> ShadowKeep:
        """The frame in `seat`'s sampled worlds (tda.engine.sampling): the card taken
        at random is seen only by the taker and the victim (ruling R10), so for a
        third seat it is forgotten (`shadow_keep` then takes the hand's last card)."""
        return self if seat in (self.seat, self.victim) else self._replace(taken=-1)


@auto("shadow_keep")
def shadow_keep(g, frame: ShadowKeep):
    hand = g.hands[frame.seat]
    final = frame.taken if frame.taken in hand else hand[-1]  # the swap takes the last
    hand.remove(final)
    replace_and_trigger(g, frame.seat, frame.card, final)


# -- Io and Hatchling ---------------------------------------------------------
@power("io")
def io_power(g, seat, card, strength):
    players = g.clockwise(seat)  # you pay too, first
    for s in players:
        g.pay(s, STAKES, len(players))


@power("hatchling")
def hatchling(g, seat, card, strength):
    cards = g.cards
    weaker = [c for flight in g.flights for c in flight
              if c != card and cards[c].power and cards[c].strength < strength]
    if not weaker:
        fizzle(g, seat, card, Fizzle.NO_WEAKER_POWER)
    copy_power(g, seat, card, strength, weaker)


# -- the mortals --------------------------------------------------------------
@power("adventurer")
def adventurer(g, seat, card, strength):
    g.push(SeatFrame("adventurer", seat))


@decision
class AdventurerDiscard(Step):
    name = "adventurer"
    kind = DecisionKind.DISCARD

    def prompt(self, g, frame):
        return Phrase("power.adventurer.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        hand = g.hands[frame.seat]
        whole = [act("discard", "all")] if len(hand) > 1 else []
        return [act("discard", g.cards[c].id) for c in hand] + whole

    def describe(self, g, frame, action):
        if action.args[0] == "all":
            return Phrase("power.adventurer.all", count=len(g.hands[frame.seat]))
        return Phrase("power.adventurer.one", card=action.args[0])

    def resolve(self, g, frame, action):
        seat = frame.seat
        hand = g.hands[seat]
        chosen = list(hand) if action.args[0] == "all" else [g.by_id[action.args[0]]]
        for card in chosen:
            hand.remove(card)
            g.discard.append(card)
            g.known[card] = g.everyone
            g.emit(CardMoved(seat, g.cards[card].id, Place.HAND, Place.DISCARD))
        g.draw(seat, len(chosen))


@power("exarch")
def exarch(g, seat, card, strength):
    for opp in reversed(g.opponents(seat)):  # the left-hand opponent goes first
        g.push(SeatWords("ante_from_hand", opp, "exarch"))


@power("sorcerer")
def sorcerer(g, seat, card, strength):
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
    g.push(CardCards("sorcerer", seat, card, tuple(shown)))


def _release(g, cards) -> None:
    """The revealed cards leave the limbo the invariants count them in."""
    fx.change(g, revealed=tuple(c for c in g.effects.revealed if c not in cards))


@decision
class SorcererChoice(Step):
    name = "sorcerer"
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g, frame):
        return Phrase("power.sorcerer.prompt", name=g.names[frame.seat],
                      cards=tuple(g.cards[c].id for c in frame.cards))

    def options(self, g, frame):
        return [act("choose", g.cards[c].id) for c in frame.cards]

    def describe(self, g, frame, action):
        return Phrase("power.sorcerer.label", card=action.args[0])

    def resolve(self, g, frame, action):
        _, seat, card, shown = frame
        chosen = g.by_id[action.args[0]]
        _release(g, (chosen,))
        # Local ruling L9: in the power's own order, the new card's power resolves
        # first, then the other revealed cards go into the ante together.
        g.push(SeatCards("sorcerer_ante", seat, tuple(c for c in shown if c != chosen)))
        replace_and_trigger(g, seat, card, chosen)


@auto("sorcerer_ante")
def sorcerer_ante(g, frame):
    _, seat, rest = frame
    if rest:
        _release(g, rest)
        ante_effects.add_to_ante(g, seat, rest, Place.DECK)


@power("queen")
def queen(g, seat, card, strength):
    for opp in g.opponents(seat):
        if g.has_mixed_flight(opp):
            g.pay(opp, seat, QUEEN_GOLD)
            g.take_random(seat, opp)  # seen only by the two (ruling R10)


@power("emperor")
def emperor(g, seat, card, strength):
    # Ruling R3: the bonus counts only when the gambit's winner is decided.
    # Local ruling L10: every time this power resolves it adds another 4.
    effects = g.effects
    fx.change(g, min_rounds=max(effects.min_rounds, EMPEROR_ROUNDS),
              score_bonus=effects.score_bonus + ((seat, EMPEROR_BONUS),))


@power("spy")
def spy(g, seat, card, strength):
    if g.ante and g.room(seat) > 0:
        # not words: the engine's TakeAnte prompt shows `why` (its words are the engine's)
        g.push(TakeAnteFrame("take_ante", seat, 1, "the Spy"))


@power("wyrmpriest")
def wyrmpriest(g, seat, card, strength):
    # For the rest of the gambit: the card is wild for color flights, and its
    # owner's mortals make a color flight (FlightsMixin.flight_colors reads these).
    effects = g.effects
    fx.change(g, wild_cards=effects.wild_cards | {card},
              mortal_flights=effects.mortal_flights | {seat})


@power("dragon-turtle")
def dragon_turtle(g, seat, card, strength):
    cards = g.cards
    mortals = tuple(c for c in g.flights[seat]
                    if c != card and cards[c].kind is CardKind.MORTAL and cards[c].power)
    trigger_in_order(g, seat, mortals, "mortal")

