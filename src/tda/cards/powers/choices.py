"""Decision steps shared by many powers: picking a target, give-or-pay demands,
copying a power, taking ante cards, discarding from hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from tda.engine import ante_effects
from tda.engine.actions import Action, act
from tda.engine.events import CardMoved, TargetChosen
from tda.engine.powers import trigger
from tda.engine.steps import AutoStep, DecisionStep, Said, SeatArgs
from tda.engine.words import CardKind, DecisionKind, Place
from tda.table.phrase import Phrase

if TYPE_CHECKING:
    from tda.engine.state import GameState


# The parts of these steps' frames (and of the powers' own steps elsewhere).
# What a power does to the one opponent it picks (`with_target`): a frame whose
# last part, `target`, is -1 until the seat is known (chosen, or the only one).
class OnTargetArgs(NamedTuple):
    seat: int  # the acting seat
    target: int = -1


class OnTargetAmountArgs(NamedTuple):
    seat: int
    amount: int  # the gold the target pays
    target: int = -1


class OnTargetCardArgs(NamedTuple):
    seat: int
    card: int  # the acting card (the Shadow Dragon, replaced by what it takes)
    target: int = -1


class DemandFromArgs(NamedTuple):
    demander: int
    card_kind: CardKind  # the card kind asked for
    direction: int  # 1: stronger than `strength`, -1: weaker, 0: any
    strength: int
    gold: int  # paid instead
    target: int = -1


class Targeted(AutoStep):
    """A step a power runs on the one opponent it picks (`with_target`); its last
    part, `target`, is -1 until the seat is known (chosen, or the only one)."""

    __slots__ = ()

    if TYPE_CHECKING:
        @property
        def target(self) -> int: ...

    def target_words(self, g: GameState) -> Phrase | None:
        """What the target undergoes, said after its name ("pays you 1 gold")."""
        return None


class TargetArgs(NamedTuple):
    seat: int  # the acting seat, who breaks the tie (R6)
    candidates: tuple[int, ...]
    cont: Targeted  # the step to run once its target is chosen


class DemandArgs(NamedTuple):
    seat: int  # the responder, who decides
    demander: int
    card_kind: CardKind  # the card kind asked for
    direction: int  # 1: stronger than `strength`, -1: weaker, 0: any
    strength: int
    gold: int  # paid instead


class CopyArgs(NamedTuple):
    seat: int
    card: int  # the copying card (its strength and place count, R5)
    strength: int
    candidates: tuple[int, ...]


class TakeWeakestArgs(NamedTuple):
    seat: int
    how_many: int


class InOrderArgs(NamedTuple):
    seat: int
    cards: tuple[int, ...]  # still to trigger
    what: str  # the kind of card triggered: "good" (dragons) or "mortal"


class SeatCountArgs(NamedTuple):
    seat: int
    how_many: int  # the power's count ("count" would hide tuple.count)


class SeatStrengthArgs(NamedTuple):
    seat: int
    strength: int  # the acting card's strength (weaker/stronger tests, R5)


class SeatCardArgs(NamedTuple):
    seat: int
    card: int  # the card whose power this is (or the card concerned)


class SeatWordsArgs(NamedTuple):
    seat: int
    words: str  # the power that asks, for the prompt: "purple" or "exarch"


class CardCardsArgs(NamedTuple):
    seat: int
    card: int
    cards: tuple[int, ...]


class SeatCardsArgs(NamedTuple):
    seat: int
    cards: tuple[int, ...]


class CardOfKindArgs(NamedTuple):
    seat: int
    card: int
    card_kind: CardKind  # the kind of card it asks for


class CardStrengthArgs(NamedTuple):
    seat: int
    card: int
    strength: int


def with_target(g: GameState, seat: int, candidates: list[int], cont: Targeted) -> None:
    """Run `cont` on one of `candidates` (its `target`); the acting seat breaks ties (R6)."""
    if len(candidates) == 1:
        g.push(cont._replace(target=candidates[0]))
    elif candidates:
        g.push(ChooseTarget(seat, tuple(candidates), cont))


class ChooseTarget(DecisionStep, TargetArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_TARGET

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.target.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        return [act("choose", str(s)) for s in self.candidates]

    def describe(self, g: GameState, action: Action) -> Phrase:
        name = g.names[int(action.args[0])]
        return Phrase("power.target.label", target=name, effect=self.cont.target_words(g))

    def resolve(self, g: GameState, action: Action) -> None:
        target = int(action.args[0])
        g.emit(TargetChosen(self.seat, target))
        g.push(self.cont._replace(target=target))


def wanted_card(kind: CardKind, direction: int, strength: int) -> Phrase:
    """The card a demand asks for: "an evil dragon weaker than 7", "a mortal"."""
    return Phrase("power.wanted-card", kind=kind.value, direction=direction, strength=strength)


def demand(g: GameState, responder: int, demander: int, kind: CardKind, direction: int, strength: int,
           gold: int) -> None:
    """`responder` either gives `demander` a card of `kind` (stronger than `strength`
    if direction > 0, weaker if < 0, any if 0) or pays `gold`; the responder chooses."""
    g.push(Demand(responder, demander, kind, direction, strength, gold))


class DemandFrom(Targeted, DemandFromArgs):
    """Brass Dragon: the target gives a card (`Demand`) or pays."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        demand(g, self.target, self.demander, self.card_kind, self.direction, self.strength,
               self.gold)

    def target_words(self, g: GameState) -> Phrase:
        return Phrase("power.give-or-pay.target",
                      wanted=wanted_card(self.card_kind, self.direction, self.strength), gold=self.gold)


class Demand(DecisionStep, DemandArgs):
    __slots__ = ()
    kind = DecisionKind.GIVE_OR_PAY

    def prompt(self, g: GameState) -> Phrase:
        responder, demander, kind, direction, strength, gold = self
        return Phrase("power.give-or-pay.prompt", name=g.names[responder],
                      demander=g.names[demander], wanted=wanted_card(kind, direction, strength),
                      gold=_gold(g, self))

    def describe(self, g: GameState, action: Action) -> Phrase:
        demander = g.names[self.demander]
        if action.verb == "give":
            return Phrase("power.give-or-pay.give", card=action.args[0], demander=demander)
        return Phrase("power.give-or-pay.pay", gold=_gold(g, self), demander=demander)

    def options(self, g: GameState) -> list[Action]:
        responder, _, kind, direction, strength, gold = self
        cards = g.cards
        fits = [c for c in g.hands[responder] if cards[c].kind == kind
                and (direction == 0 or (cards[c].strength - strength) * direction > 0)]
        return [act("give", cards[c].id) for c in fits] + [act("pay", str(gold))]

    def resolve(self, g: GameState, action: Action) -> None:
        responder, demander, _, _, _, gold = self
        if action.verb == "give":
            g.give(responder, demander, g.by_id[action.args[0]])
        else:
            g.pay(responder, demander, gold)


def _gold(g: GameState, frame: DemandArgs) -> Phrase:
    """The demanded gold as it would be paid: "5 gold", "4 gold (5, less 1 for Bluff)"
    (ruling A6). The action stays `pay 5`: the printed amount names the choice."""
    return Phrase("power.give-or-pay.gold",
                  due=g.owed(frame.seat, frame.demander, frame.gold), asked=frame.gold)


def copy_power(g: GameState, seat: int, card: int, strength: int, candidates: list[int]) -> None:
    """Copy the power of one of `candidates` as the power of `card` (ruling R5)."""
    if candidates:
        g.push(CopyPower(seat, card, strength, tuple(candidates)))


class CopyPower(DecisionStep, CopyArgs):
    __slots__ = ()
    kind = DecisionKind.COPY_POWER

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.copy.prompt", name=g.names[self.seat], card=g.cards[self.card].id)

    def options(self, g: GameState) -> list[Action]:
        return [act("copy", g.cards[c].id) for c in self.candidates]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.copy.label", card=action.args[0])

    def needless(self, g: GameState, options: list[Action]) -> Said | None:  # "": no reason
        # The copy uses the copying card's own strength and place (ruling R5), so
        # cards with the same power give the same copy.
        if len({g.cards[c].power for c in self.candidates}) == 1:
            return Phrase("power.copy.needless")
        return ""

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card, strength, _ = self
        source = g.by_id[action.args[0]]
        power = g.cards[source].power
        assert power is not None  # a copy's candidates have powers
        trigger(g, seat, card, strength, power, copied_from=source)


class TakeWeakest(DecisionStep, TakeWeakestArgs):
    """Take the weakest ante card (choosing among ties), `count` times."""

    __slots__ = ()
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.take-weakest.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        if not g.ante or g.room(self.seat) <= 0:
            return []
        low = min(g.cards[c].strength for c in g.ante)
        return [act("take", g.cards[c].id) for c in g.ante if g.cards[c].strength == low]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return into_hand(g, action)

    def needless(self, g: GameState, options: list[Action]) -> Said | None:  # "": no reason
        # Room for `count` was checked before the first take (take_weakest_ante):
        # with no more tied cards than takes left, every one of them is taken.
        if len(options) > self.how_many:
            return ""
        return Phrase("power.take-weakest.needless", count=len(options))

    def resolve(self, g: GameState, action: Action) -> None:
        seat, count = self
        g.take_from_ante(seat, g.by_id[action.args[0]])
        if count > 1:
            g.push(TakeWeakest(seat, count - 1))


class TakeOneOfWeakest(DecisionStep, TakeWeakestArgs):
    """Room for one card: keep one of the `k` weakest ante cards, the rest stay."""

    __slots__ = ()
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.take-one-of-weakest.prompt", name=g.names[self.seat])

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.take-one-of-weakest.label", card=action.args[0],
                      ends=effect_ends(g, g.by_id[action.args[0]]))

    def options(self, g: GameState) -> list[Action]:
        strengths = sorted(g.cards[c].strength for c in g.ante)
        if not strengths:
            return []
        cutoff = strengths[min(self.how_many, len(strengths)) - 1]
        return [act("take", g.cards[c].id) for c in g.ante if g.cards[c].strength <= cutoff]

    def resolve(self, g: GameState, action: Action) -> None:
        g.take_from_ante(self.seat, g.by_id[action.args[0]])


def into_hand(g: GameState, action: Action) -> Phrase:
    """Taking an ante card into your hand, and what its leaving ends."""
    return Phrase("power.into-hand.label", card=action.args[0],
                  ends=effect_ends(g, g.by_id[action.args[0]]))


def effect_ends(g: GameState, card: int) -> Phrase | None:
    """What taking `card` out of the ante ends (issue 27.13), or None: the engine's
    `leaving_words` decides whether a live effect ends; the words say which."""
    if not ante_effects.leaving_words(g, card):
        return None
    return Phrase("power.ante-effect-ends", effect=g.cards[card].ante_effect)


def take_weakest_ante(g: GameState, seat: int, count: int) -> None:
    """Put the `count` weakest ante cards into your hand, as far as it has room."""
    room = g.room(seat)
    if room <= 0 or not g.ante:
        return
    if room >= count or len(g.ante) == 1:
        g.push(TakeWeakest(seat, count))
    else:
        g.push(TakeOneOfWeakest(seat, count))


class DiscardFromHand(DecisionStep, SeatArgs):
    __slots__ = ()
    kind = DecisionKind.DISCARD

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.discard-hand.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        return [act("discard", g.cards[c].id) for c in g.hands[self.seat]]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.discard.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat, card = self.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        g.discard.append(card)
        g.known[card] = g.everyone
        g.emit(CardMoved(seat, g.cards[card].id, Place.HAND, Place.DISCARD))


def trigger_in_order(g: GameState, seat: int, cards: tuple[int, ...], what: str) -> None:
    """Trigger each of `cards` (still in the flight when its turn comes), one at a
    time, in the order the player picks: the Princess's good dragons, the Dragon
    Turtle's mortals (`what`: "good" or "mortal"). Cards that join the flight
    meanwhile are not included."""
    if cards:
        g.push(TriggerInOrder(seat, tuple(cards), what))


class TriggerInOrder(DecisionStep, InOrderArgs):
    __slots__ = ()
    kind = DecisionKind.CHOOSE_ORDER

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("power.in-order.prompt", name=g.names[self.seat], kind=self.what)

    def options(self, g: GameState) -> list[Action]:
        flight = g.flights[self.seat]
        return [act("choose", g.cards[c].id) for c in self.cards if c in flight]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("power.in-order.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        seat, cards, what = self
        chosen = g.by_id[action.args[0]]
        rest = tuple(c for c in cards if c != chosen)
        if rest:
            g.push(self._replace(cards=rest))
        info = g.cards[chosen]
        g.triggered.add(chosen)
        assert info.power is not None  # cards triggered in order have powers
        trigger(g, seat, chosen, info.strength, info.power)
