"""Legendary Edition dragon powers (standard and Legendary Dragons), as the
rulebook's appendix 4 explains them. Mortals live in `legendary_mortals`.

Standard dragons whose Legendary power is the original one (Bronze, Copper,
Gold, Green, Red, Silver, Bahamut) reuse the original power ids. Each function
gets (game, seat, card, strength): `card` is the card whose power this is (for
the Prophet's borrowed power, the Prophet) and `strength` the strength used in
any "weaker/stronger" test (ruling R5).
"""

from __future__ import annotations

from tda.engine import gambit_effects as fx
from tda.engine.actions import act
from tda.engine.events import STAKES, CardMoved, CardsDrawn, CardsPeeked, OptionChosen
from tda.engine.powers import fizzle, power, trigger
from tda.engine.steps import Step, auto, decision
from tda.engine.words import CardKind, DebtRule, DecisionKind, Fizzle, Place
from tda.table.phrase import Phrase

from .choices import (
    CardOfKind,
    OnTargetAmount,
    SeatCard,
    SeatCount,
    SeatFrame,
    demand,
    take_weakest_ante,
    target_words,
    with_target,
)


# -- evil dragons -------------------------------------------------------------
@power("legendary-black")
def black(g, seat, card, strength):
    g.steal(seat, 3)


@power("legendary-blue")
def blue(g, seat, card, strength):
    g.push(SeatCount("legendary_blue", seat, 1))


@power("legendary-blue-overlord")
def blue_overlord(g, seat, card, strength):
    g.push(SeatCount("legendary_blue", seat, 2))


@decision
class BlueChoice(Step):
    """Blue Dragon (1) and Blue Overlord (2): tribute from each opponent, or a tax
    per card in your flight paid by each opponent into the stakes."""
    name = "legendary_blue"
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g, frame):
        _, seat, k = frame
        return Phrase("power.legendary-blue.prompt", name=g.names[seat], amount=k,
                      tax=k * len(g.flights[seat]))

    def options(self, g, frame):
        return [act("choose", "gold"), act("choose", "tax")]

    def describe(self, g, frame, action):
        _, seat, k = frame
        if action.args[0] == "gold":
            return Phrase("power.legendary-blue.gold", amount=k)
        return Phrase("power.blue.tax", amount=k * len(g.flights[seat]))

    def needless(self, g, frame, options):
        # Opponents with empty hoards pay nothing either way: what they cannot pay
        # goes into the hole (ruling R9) whoever it was owed to, so equal amounts
        # (a flight of one card) end the same.
        _, seat, k = frame
        if (g.rules.debt == DebtRule.HOLE and len(g.flights[seat]) == 1
                and all(g.hoards[opp] == 0 for opp in g.opponents(seat))):
            return Phrase("power.legendary-blue.needless", amount=k)
        return ""

    def resolve(self, g, frame, action):
        _, seat, k = frame
        g.emit(OptionChosen(seat, action.args[0], self.describe(g, frame, action)))
        if action.args[0] == "gold":
            for opp in g.opponents(seat):
                g.pay(opp, seat, k)
        else:
            per = k * len(g.flights[seat])
            for opp in g.opponents(seat):
                g.pay(opp, STAKES, per)


@power("legendary-white")
def white(g, seat, card, strength):
    # The weakest opponent, whatever your own flight; ties are yours to break (R6).
    with_target(g, seat, g.extreme_opponents(seat, strongest=False),
                OnTargetAmount("legendary_pay_me", seat, 2))


@auto("legendary_pay_me")
def pay_me(g, frame: OnTargetAmount):
    g.pay(frame.target, frame.seat, frame.amount)


@target_words("legendary_pay_me")
def _pay_me_words(g, cont: OnTargetAmount) -> Phrase:
    return Phrase("power.pay-me.target", amount=cont.amount)


@power("legendary-white-hunter")
def white_hunter(g, seat, card, strength):
    mine = g.flight_strength(seat)  # printed strengths during play (R3)
    for opp in g.opponents(seat):
        if g.flight_strength(opp) < mine:
            g.pay(opp, seat, 3)


@power("legendary-red-destroyer")
def red_destroyer(g, seat, card, strength):
    with_target(g, seat, g.extreme_opponents(seat), OnTargetAmount("legendary_red_hit", seat, 10))


@auto("legendary_red_hit")
def red_hit(g, frame: OnTargetAmount):
    g.pay(frame.target, frame.seat, frame.amount)
    g.take_random(frame.seat, frame.target)


@target_words("legendary_red_hit")
def _red_hit_words(g, cont: OnTargetAmount) -> Phrase:
    return Phrase("power.pay-and-take.target", amount=cont.amount)


@power("legendary-black-raider")
def black_raider(g, seat, card, strength):
    g.steal(seat, 1)
    for k, opp in enumerate(g.opponents(seat)):  # 2 from the left, 3 from the next...
        g.pay(opp, seat, 2 + k)


@power("legendary-green-schemer")
def green_schemer(g, seat, card, strength):
    _both_neighbours(g, seat, CardKind.EVIL, -1, strength)


@power("legendary-dracolich")
def dracolich(g, seat, card, strength):
    _score_effect(g, card, "dracolich")  # ruling R3: counted when the gambit is scored


def _score_effect(g, card: int, kind: str) -> None:
    if (card, kind) not in g.effects.score_effects:
        fx.append(g, "score_effects", (card, kind))


# -- good dragons -------------------------------------------------------------
@power("legendary-brass")
def brass(g, seat, card, strength):
    opps = g.opponents(seat)
    if opps:
        demand(g, opps[-1], seat, CardKind.GOOD, 1, strength, 5)  # the opponent on your right


@power("legendary-brass-sultan")
def brass_sultan(g, seat, card, strength):
    _both_neighbours(g, seat, CardKind.GOOD, 1, strength)


def _both_neighbours(g, seat: int, kind: CardKind, direction: int, strength: int) -> None:
    """Left, then right, each give a card of `kind` or pay 5. With two players the
    one opponent is both and answers twice (rulebook appendix 4)."""
    opps = g.opponents(seat)
    if opps:
        demand(g, opps[-1], seat, kind, direction, strength, 5)  # pushed first: runs second
        demand(g, opps[0], seat, kind, direction, strength, 5)


@power("legendary-gold-monarch")
def gold_monarch(g, seat, card, strength):
    g.draw(seat, g.count_in_flight(seat, CardKind.GOOD))
    fx.append(g, "winner_gifts", seat)  # each trigger promises its own gift


@power("legendary-silver-seer")
def silver_seer(g, seat, card, strength):
    cards = g.cards
    for s in g.clockwise(seat):
        if any(cards[c].is_good for c in g.flights[s]):
            g.draw(s, 1)
    peeked = []
    for _ in range(3):
        top = g.top_card()
        if top is None:
            break
        peeked.append(top)
        g.known[top] = 1 << seat  # ruling R10: only the Seer's player sees them
    if peeked:
        g.peeked = tuple(peeked)
        g.emit(CardsPeeked(seat, tuple(cards[c].id for c in peeked)))
        g.push(SeatFrame("legendary_seer", seat))


@decision
class SeerKeep(Step):
    name = "legendary_seer"
    kind = DecisionKind.KEEP_CARD

    def prompt(self, g, frame):
        return Phrase("power.seer.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        if g.room(frame.seat) <= 0:
            return [act("pass")]  # a full hand keeps nothing (local ruling L20)
        return [act("take", g.cards[c].id) for c in g.peeked or ()]

    def describe(self, g, frame, action):
        if action.verb == "pass":
            return Phrase("power.seer.keep-none")
        return Phrase("power.seer.keep", card=action.args[0], others=len(g.peeked or ()) - 1)

    def resolve(self, g, frame, action):
        seat = frame.seat
        peeked, g.peeked = g.peeked or (), None
        kept = g.by_id[action.args[0]] if action.verb == "take" else -1
        for c in peeked:
            if c == kept:
                g.hands[seat].append(c)
                g.emit(CardsDrawn(seat, (g.cards[c].id,), 1))
            else:
                g.discard.append(c)
                g.known[c] = g.everyone
                g.emit(CardMoved(None, g.cards[c].id, Place.DECK, Place.DISCARD))


@power("legendary-bronze-warlord")
def bronze_warlord(g, seat, card, strength):
    take_weakest_ante(g, seat, 2)
    fx.add_seat(g, "warlords", seat)  # ruling R14


@power("legendary-copper-trickster")
def copper_trickster(g, seat, card, strength):
    others = [c for c in g.flights[seat] if c != card]
    if others:
        g.push(SeatCard("legendary_trickster", seat, card))
    else:
        fizzle(g, seat, card, Fizzle.NO_OTHER_FLIGHT_CARD)


@decision
class TricksterSwap(Step):
    name = "legendary_trickster"
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g, frame):
        return Phrase("power.trickster.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        return [act("discard", g.cards[c].id) for c in g.flights[frame.seat] if c != frame.card]

    def describe(self, g, frame, action):
        return Phrase("power.trickster.label", card=action.args[0])

    def resolve(self, g, frame, action):
        seat, old = frame.seat, g.by_id[action.args[0]]
        new = g.top_card()  # drawn first, as for the Copper Dragon (local ruling L2)
        if new is None:
            return
        g.replace_in_flight(seat, old, new)
        if not g.cards[new].power:
            return
        if seat in g.effects.always_fires:  # the Archmage leaves no choice (L13)
            _fire(g, seat, new)
        else:
            g.push(SeatCard("legendary_trickster_trigger", seat, new))


@decision
class TricksterTrigger(Step):
    name = "legendary_trickster_trigger"
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g, frame):
        return Phrase("power.trickster-trigger.prompt", name=g.names[frame.seat],
                      card=g.cards[frame.card].id)

    def options(self, g, frame):
        return [act("choose", "trigger"), act("pass")]

    def describe(self, g, frame, action):
        card = g.cards[frame.card].id
        return Phrase("power.trickster-trigger.trigger" if action.verb == "choose"
                      else "power.trickster-trigger.leave", card=card)

    def resolve(self, g, frame, action):
        if action.verb == "choose":
            _fire(g, frame.seat, frame.card)


def _fire(g, seat: int, card: int) -> None:
    """A card now in `seat`'s flight triggers its own power."""
    info = g.cards[card]
    g.triggered.add(card)
    trigger(g, seat, card, info.strength, info.power)


# -- the Wyrmlings --------------------------------------------------------------
@power("legendary-chromatic-wyrmling")
def chromatic_wyrmling(g, seat, card, strength):
    g.push(CardOfKind("legendary_wyrmling", seat, card, CardKind.EVIL))


@power("legendary-metallic-wyrmling")
def metallic_wyrmling(g, seat, card, strength):
    g.push(CardOfKind("legendary_wyrmling", seat, card, CardKind.GOOD))


@decision
class WyrmlingSwap(Step):
    """Optionally swap the Wyrmling for a dragon of its kind from your hand; the
    newcomer becomes the card played this turn (ruling R4) and its power triggers.
    Buying for an empty hand waits until the turn's flights are collected."""
    name = "legendary_wyrmling"
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g, frame):
        return Phrase("power.wyrmling.prompt", name=g.names[frame.seat], kind=frame.kind.value)

    def describe(self, g, frame, action):
        if action.verb == "pass":
            return Phrase("power.wyrmling.keep", card=g.cards[frame.card].id)
        card = g.cards[g.by_id[action.args[0]]]
        return Phrase("power.wyrmling.swap", card=card.id, triggers=bool(card.power))

    def options(self, g, frame):
        seat, card, kind = frame.seat, frame.card, frame.kind
        cards = g.cards
        swaps = [act("choose", cards[c].id) for c in g.hands[seat] if cards[c].kind is kind]
        return swaps + [act("pass")] if card in g.flights[seat] else []

    def resolve(self, g, frame, action):
        if action.verb == "pass":
            return
        seat, old, new = frame.seat, frame.card, g.by_id[action.args[0]]
        g.hands[seat].remove(new)
        g.replace_in_flight(seat, old, new)
        if g.cards[new].power:
            _fire(g, seat, new)
