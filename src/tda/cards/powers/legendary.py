"""Legendary Edition dragon powers (standard and Legendary Dragons), as the
rulebook's appendix 4 explains them. Mortals live in `legendary_mortals`.

Standard dragons whose Legendary power is the original one (Bronze, Copper,
Gold, Green, Red, Silver, Bahamut) reuse the original power ids. Each function
gets (game, seat, card, strength): `card` is the card whose power this is (for
the Prophet's borrowed power, the Prophet) and `strength` the strength used in
any "weaker/stronger" test (ruling R5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.engine import gambit_effects as fx
from tda.engine.actions import Action, act
from tda.engine.events import STAKES, CardMoved, CardsDrawn, CardsPeeked, OptionChosen
from tda.engine.powers import fizzle, power, trigger
from tda.engine.steps import DecisionStep, Said, SeatArgs
from tda.engine.words import CardKind, DebtRule, DecisionKind, Fizzle, Place
from tda.table.phrase import Phrase

from .choices import (
    CardOfKindArgs,
    OnTargetAmountArgs,
    SeatCardArgs,
    SeatCountArgs,
    Targeted,
    demand,
    take_weakest_ante,
    with_target,
)

if TYPE_CHECKING:
    from tda.engine.state import GameState


# -- evil dragons -------------------------------------------------------------
@power("legendary-black")
def black(g: GameState, seat: int, card: int, strength: int) -> None:
    g.steal(seat, 3)


@power("legendary-blue")
def blue(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(LegendaryBlueChoice(seat, 1))


@power("legendary-blue-overlord")
def blue_overlord(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(LegendaryBlueChoice(seat, 2))


class LegendaryBlueChoice(DecisionStep, SeatCountArgs):
    """Blue Dragon (1) and Blue Overlord (2): tribute from each opponent, or a tax
    per card in your flight paid by each opponent into the stakes."""

    __slots__ = ()
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g: GameState) -> Phrase:
        seat, k = self
        return Phrase("power.legendary-blue.prompt", name=g.names[seat], amount=k,
                      tax=k * len(g.flights[seat]))

    def options(self, g: GameState) -> list[Action]:
        return [act("choose", "gold"), act("choose", "tax")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        seat, k = self
        if action.args[0] == "gold":
            return Phrase("power.legendary-blue.gold", amount=k)
        return Phrase("power.blue.tax", amount=k * len(g.flights[seat]))

    def needless(self, g: GameState, options: list[Action]) -> Said | None:  # "": no reason
        # Opponents with empty hoards pay nothing either way: what they cannot pay
        # goes into the hole (ruling R9) whoever it was owed to, so equal amounts
        # (a flight of one card) end the same.
        seat, k = self
        if (g.rules.debt == DebtRule.HOLE and len(g.flights[seat]) == 1
                and all(g.hoards[opp] == 0 for opp in g.opponents(seat))):
            return Phrase("power.legendary-blue.needless", amount=k)
        return ""

    def resolve(self, g: GameState, action: Action) -> None:
        seat, k = self
        g.emit(OptionChosen(seat, action.args[0], self.describe(g, action)))
        if action.args[0] == "gold":
            for opp in g.opponents(seat):
                g.pay(opp, seat, k)
        else:
            per = k * len(g.flights[seat])
            for opp in g.opponents(seat):
                g.pay(opp, STAKES, per)


@power("legendary-white")
def white(g: GameState, seat: int, card: int, strength: int) -> None:
    # The weakest opponent, whatever your own flight; ties are yours to break (R6).
    with_target(g, seat, g.extreme_opponents(seat, strongest=False),
                LegendaryPayMe(seat, 2))


class LegendaryPayMe(Targeted, OnTargetAmountArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.pay(self.target, self.seat, self.amount)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.pay-me.target", amount=self.amount)


@power("legendary-white-hunter")
def white_hunter(g: GameState, seat: int, card: int, strength: int) -> None:
    mine = g.flight_strength(seat)  # printed strengths during play (R3)
    for opp in g.opponents(seat):
        if g.flight_strength(opp) < mine:
            g.pay(opp, seat, 3)


@power("legendary-red-destroyer")
def red_destroyer(g: GameState, seat: int, card: int, strength: int) -> None:
    with_target(g, seat, g.extreme_opponents(seat), LegendaryRedHit(seat, 10))


class LegendaryRedHit(Targeted, OnTargetAmountArgs):
    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.pay(self.target, self.seat, self.amount)
        g.take_random(self.seat, self.target)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.pay-and-take.target", amount=self.amount)


@power("legendary-black-raider")
def black_raider(g: GameState, seat: int, card: int, strength: int) -> None:
    g.steal(seat, 1)
    for k, opp in enumerate(g.opponents(seat)):  # 2 from the left, 3 from the next...
        g.pay(opp, seat, 2 + k)


@power("legendary-green-schemer")
def green_schemer(g: GameState, seat: int, card: int, strength: int) -> None:
    _both_neighbours(g, seat, CardKind.EVIL, -1, strength)


@power("legendary-dracolich")
def dracolich(g: GameState, seat: int, card: int, strength: int) -> None:
    _score_effect(g, card, "dracolich")  # ruling R3: counted when the gambit is scored


def _score_effect(g: GameState, card: int, kind: str) -> None:
    if (card, kind) not in g.effects.score_effects:
        fx.append(g, "score_effects", (card, kind))


# -- good dragons -------------------------------------------------------------
@power("legendary-brass")
def brass(g: GameState, seat: int, card: int, strength: int) -> None:
    opps = g.opponents(seat)
    if opps:
        demand(g, opps[-1], seat, CardKind.GOOD, 1, strength, 5)  # the opponent on your right


@power("legendary-brass-sultan")
def brass_sultan(g: GameState, seat: int, card: int, strength: int) -> None:
    _both_neighbours(g, seat, CardKind.GOOD, 1, strength)


def _both_neighbours(g: GameState, seat: int, kind: CardKind, direction: int, strength: int) -> None:
    """Left, then right, each give a card of `kind` or pay 5. With two players the
    one opponent is both and answers twice (rulebook appendix 4)."""
    opps = g.opponents(seat)
    if opps:
        demand(g, opps[-1], seat, kind, direction, strength, 5)  # pushed first: runs second
        demand(g, opps[0], seat, kind, direction, strength, 5)


@power("legendary-gold-monarch")
def gold_monarch(g: GameState, seat: int, card: int, strength: int) -> None:
    g.draw(seat, g.count_in_flight(seat, CardKind.GOOD))
    fx.append(g, "winner_gifts", seat)  # each trigger promises its own gift


@power("legendary-silver-seer")
def silver_seer(g: GameState, seat: int, card: int, strength: int) -> None:
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
        g.push(SeerKeep(seat))


class SeerKeep(DecisionStep, SeatArgs):
    __slots__ = ()
    kind = DecisionKind.KEEP_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.seer.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        if g.room(self.seat) <= 0:
            return [act("pass")]  # a full hand keeps nothing (local ruling L20)
        return [act("take", g.cards[c].id) for c in g.peeked or ()]

    def describe(self, g: GameState, action: Action) -> Phrase:
        if action.verb == "pass":
            return Phrase("power.seer.keep-none")
        return Phrase("power.seer.keep", card=action.args[0], others=len(g.peeked or ()) - 1)

    def resolve(self, g: GameState, action: Action) -> None:
        seat = self.seat
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
def bronze_warlord(g: GameState, seat: int, card: int, strength: int) -> None:
    take_weakest_ante(g, seat, 2)
    fx.add_seat(g, "warlords", seat)  # ruling R14


@power("legendary-copper-trickster")
def copper_trickster(g: GameState, seat: int, card: int, strength: int) -> None:
    others = [c for c in g.flights[seat] if c != card]
    if others:
        g.push(TricksterSwap(seat, card))
    else:
        fizzle(g, seat, card, Fizzle.NO_OTHER_FLIGHT_CARD)


class TricksterSwap(DecisionStep, SeatCardArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_FLIGHT_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.trickster.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        return [act("discard", g.cards[c].id) for c in g.flights[self.seat] if c != self.card]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.trickster.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat, old = self.seat, g.by_id[action.args[0]]
        new = g.top_card()  # drawn first, as for the Copper Dragon (local ruling L2)
        if new is None:
            return
        g.replace_in_flight(seat, old, new)
        if not g.cards[new].power:
            return
        if seat in g.effects.always_fires:  # the Archmage leaves no choice (L13)
            _fire(g, seat, new)
        else:
            g.push(TricksterTrigger(seat, new))


class TricksterTrigger(DecisionStep, SeatCardArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_OPTION

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.trickster-trigger.prompt", name=g.names[self.seat],
                      card=g.cards[self.card].id)

    def options(self, g: GameState) -> list[Action]:
        return [act("choose", "trigger"), act("pass")]

    def describe(self, g: GameState, action: Action) -> Phrase:
        card = g.cards[self.card].id
        return Phrase("power.trickster-trigger.trigger" if action.verb == "choose"
                      else "power.trickster-trigger.leave", card=card)

    def resolve(self, g: GameState, action: Action) -> None:
        if action.verb == "choose":
            _fire(g, self.seat, self.card)


def _fire(g: GameState, seat: int, card: int) -> None:
    """A card now in `seat`'s flight triggers its own power."""
    info = g.cards[card]
    g.triggered.add(card)
    assert info.power is not None  # a card fired for its own power has one
    trigger(g, seat, card, info.strength, info.power)


# -- the Wyrmlings --------------------------------------------------------------
@power("legendary-chromatic-wyrmling")
def chromatic_wyrmling(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(WyrmlingSwap(seat, card, CardKind.EVIL))


@power("legendary-metallic-wyrmling")
def metallic_wyrmling(g: GameState, seat: int, card: int, strength: int) -> None:
    g.push(WyrmlingSwap(seat, card, CardKind.GOOD))


class WyrmlingSwap(DecisionStep, CardOfKindArgs):
    """Optionally swap the Wyrmling for a dragon of its kind from your hand; the
    newcomer becomes the card played this turn (ruling R4) and its power triggers.
    Buying for an empty hand waits until the turn's flights are collected."""

    __slots__ = ()
    kind = DecisionKind.CHOOSE_CARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.wyrmling.prompt", name=g.names[self.seat], kind=self.card_kind.value)

    def describe(self, g: GameState, action: Action) -> Phrase:
        if action.verb == "pass":
            return Phrase("power.wyrmling.keep", card=g.cards[self.card].id)
        card = g.cards[g.by_id[action.args[0]]]
        return Phrase("power.wyrmling.swap", card=card.id, triggers=bool(card.power))

    def options(self, g: GameState) -> list[Action]:
        seat, card, kind = self.seat, self.card, self.card_kind
        cards = g.cards
        swaps = [act("choose", cards[c].id) for c in g.hands[seat] if cards[c].kind is kind]
        return swaps + [act("pass")] if card in g.flights[seat] else []

    def resolve(self, g: GameState, action: Action) -> None:
        if action.verb == "pass":
            return
        seat, old, new = self.seat, self.card, g.by_id[action.args[0]]
        g.hands[seat].remove(new)
        g.replace_in_flight(seat, old, new)
        if g.cards[new].power:
            _fire(g, seat, new)
