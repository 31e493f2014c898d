"""Decision steps shared by many powers: picking a target, give-or-pay demands,
copying a power, taking ante cards, discarding from hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from tda.engine import ante_effects
from tda.engine.actions import act
from tda.engine.events import CardMoved, TargetChosen
from tda.engine.powers import trigger
from tda.engine.steps import Step, auto, decision
from tda.engine.words import CardKind, DecisionKind, Place
from tda.table.phrase import Phrase


# The pending frames of these steps (plain tuples, step name first, named).
# What a power does to the one opponent it picks (`with_target`): a frame whose
# last part, `target`, is -1 until the seat is known (chosen, or the only one).
class OnTarget(NamedTuple):
    step: str  # "red_hit"
    seat: int  # the acting seat
    target: int = -1


class OnTargetAmount(NamedTuple):
    step: str  # "gray_hit", "legendary_pay_me", "legendary_red_hit"
    seat: int
    amount: int  # the gold the target pays
    target: int = -1


class OnTargetCard(NamedTuple):
    step: str  # "shadow_take"
    seat: int
    card: int  # the acting card (the Shadow Dragon, replaced by what it takes)
    target: int = -1


class DemandFrom(NamedTuple):
    """Brass Dragon: the target gives a card (`demand`) or pays."""
    step: str  # "demand_from"
    demander: int
    kind: CardKind  # the card kind asked for
    direction: int  # 1: stronger than `strength`, -1: weaker, 0: any
    strength: int
    gold: int  # paid instead
    target: int = -1


Continuation = OnTarget | OnTargetAmount | OnTargetCard | DemandFrom


class Target(NamedTuple):
    step: str  # "target"
    seat: int  # the acting seat, who breaks the tie (R6)
    candidates: tuple[int, ...]
    cont: Continuation  # the step to run once its target is chosen


class DemandFrame(NamedTuple):
    step: str  # "demand"
    responder: int
    demander: int
    kind: CardKind  # the card kind asked for
    direction: int  # 1: stronger than `strength`, -1: weaker, 0: any
    strength: int
    gold: int  # paid instead


class CopyFrame(NamedTuple):
    step: str  # "copy"
    seat: int
    card: int  # the copying card (its strength and place count, R5)
    strength: int
    candidates: tuple[int, ...]


class TakeWeakestFrame(NamedTuple):
    step: str  # "take_weakest" or "take_one_of_weakest"
    seat: int
    how_many: int


class InOrder(NamedTuple):
    step: str  # "in_order"
    seat: int
    cards: tuple[int, ...]  # still to trigger
    what: str  # the kind of card triggered: "good" (dragons) or "mortal"


class SeatFrame(NamedTuple):
    step: str  # "discard_hand", "adventurer", "legendary_seer", ...
    seat: int


class SeatCount(NamedTuple):
    step: str  # "blue", "legendary_blue", "legendary_kobold"
    seat: int
    how_many: int  # the power's count ("count" would hide tuple.count)


class SeatStrength(NamedTuple):
    step: str  # "slay"
    seat: int
    strength: int  # the acting card's strength (weaker/stronger tests, R5)


class SeatCard(NamedTuple):
    step: str  # "legendary_trickster", "legendary_illusionist", ...
    seat: int
    card: int  # the card whose power this is (or the card concerned)


class SeatWords(NamedTuple):
    step: str  # "ante_from_hand"
    seat: int
    words: str  # the power that asks, for the prompt: "purple" or "exarch"


class CardCards(NamedTuple):
    step: str  # "sorcerer": (seat, card, shown)
    seat: int
    card: int
    cards: tuple[int, ...]


class SeatCards(NamedTuple):
    step: str  # "sorcerer_ante"
    seat: int
    cards: tuple[int, ...]


class CardOfKind(NamedTuple):
    step: str  # "legendary_wyrmling"
    seat: int
    card: int
    kind: CardKind  # the kind of card it asks for


class CardStrength(NamedTuple):
    step: str  # "legendary_prophet"
    seat: int
    card: int
    strength: int


def with_target(g, seat: int, candidates: list[int], cont: Continuation) -> None:
    """Run `cont` on one of `candidates` (its `target`); the acting seat breaks ties (R6)."""
    if len(candidates) == 1:
        g.push(cont._replace(target=candidates[0]))
    elif candidates:
        g.push(Target("target", seat, tuple(candidates), cont))


# What happens to the chosen seat, by the name of the step the choice continues
# with: cont frame -> a phrase said after the target's name ("pays you 1 gold").
TargetWords = Callable[..., Phrase]
TARGET_WORDS: dict[str, TargetWords] = {}


def target_words(step_name: str) -> Callable[[TargetWords], TargetWords]:
    """Register `fn(g, cont) -> Phrase`: what the target of `step_name` undergoes."""
    def register(fn: TargetWords) -> TargetWords:
        TARGET_WORDS[step_name] = fn
        return fn
    return register


@decision
class ChooseTarget(Step):
    name = "target"
    kind = DecisionKind.CHOOSE_TARGET

    def prompt(self, g, frame):
        return Phrase("power.target.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        return [act("choose", str(s)) for s in frame.candidates]

    def describe(self, g, frame, action):
        name = g.names[int(action.args[0])]
        words = TARGET_WORDS.get(frame.cont.step)
        return Phrase("power.target.label", target=name,
                      effect=words(g, frame.cont) if words else None)

    def resolve(self, g, frame, action):
        target = int(action.args[0])
        g.emit(TargetChosen(frame.seat, target))
        g.push(frame.cont._replace(target=target))


def wanted_card(kind: CardKind, direction: int, strength: int) -> Phrase:
    """The card a demand asks for: "an evil dragon weaker than 7", "a mortal"."""
    return Phrase("power.wanted-card", kind=kind.value, direction=direction, strength=strength)


def demand(g, responder: int, demander: int, kind: CardKind, direction: int, strength: int,
           gold: int) -> None:
    """`responder` either gives `demander` a card of `kind` (stronger than `strength`
    if direction > 0, weaker if < 0, any if 0) or pays `gold`; the responder chooses."""
    g.push(DemandFrame("demand", responder, demander, kind, direction, strength, gold))


@auto("demand_from")
def demand_from(g, frame: DemandFrom) -> None:
    demand(g, frame.target, frame.demander, frame.kind, frame.direction, frame.strength,
           frame.gold)


@target_words("demand_from")
def _demand_words(g, cont: DemandFrom) -> Phrase:
    return Phrase("power.give-or-pay.target",
                  wanted=wanted_card(cont.kind, cont.direction, cont.strength), gold=cont.gold)


@decision
class Demand(Step):
    name = "demand"
    kind = DecisionKind.GIVE_OR_PAY

    def prompt(self, g, frame):
        _, responder, demander, kind, direction, strength, gold = frame
        return Phrase("power.give-or-pay.prompt", name=g.names[responder],
                      demander=g.names[demander], wanted=wanted_card(kind, direction, strength),
                      gold=_gold(g, frame))

    def describe(self, g, frame, action):
        demander = g.names[frame.demander]
        if action.verb == "give":
            return Phrase("power.give-or-pay.give", card=action.args[0], demander=demander)
        return Phrase("power.give-or-pay.pay", gold=_gold(g, frame), demander=demander)

    def options(self, g, frame):
        _, responder, _, kind, direction, strength, gold = frame
        cards = g.cards
        fits = [c for c in g.hands[responder] if cards[c].kind == kind
                and (direction == 0 or (cards[c].strength - strength) * direction > 0)]
        return [act("give", cards[c].id) for c in fits] + [act("pay", str(gold))]

    def resolve(self, g, frame, action):
        _, responder, demander, _, _, _, gold = frame
        if action.verb == "give":
            g.give(responder, demander, g.by_id[action.args[0]])
        else:
            g.pay(responder, demander, gold)


def _gold(g, frame) -> Phrase:
    """The demanded gold as it would be paid: "5 gold", "4 gold (5, less 1 for Bluff)"
    (ruling A6). The action stays `pay 5`: the printed amount names the choice."""
    return Phrase("power.give-or-pay.gold",
                  due=g.owed(frame.responder, frame.demander, frame.gold), asked=frame.gold)


def copy_power(g, seat: int, card: int, strength: int, candidates: list[int]) -> None:
    """Copy the power of one of `candidates` as the power of `card` (ruling R5)."""
    if candidates:
        g.push(CopyFrame("copy", seat, card, strength, tuple(candidates)))


@decision
class CopyPower(Step):
    name = "copy"
    kind = DecisionKind.COPY_POWER

    def prompt(self, g, frame):
        return Phrase("power.copy.prompt", name=g.names[frame.seat], card=g.cards[frame.card].id)

    def options(self, g, frame):
        return [act("copy", g.cards[c].id) for c in frame.candidates]

    def describe(self, g, frame, action):
        return Phrase("power.copy.label", card=action.args[0])

    def needless(self, g, frame, options):
        # The copy uses the copying card's own strength and place (ruling R5), so
        # cards with the same power give the same copy.
        if len({g.cards[c].power for c in frame.candidates}) == 1:
            return Phrase("power.copy.needless")
        return ""

    def resolve(self, g, frame, action):
        _, seat, card, strength, _ = frame
        source = g.by_id[action.args[0]]
        trigger(g, seat, card, strength, g.cards[source].power, copied_from=source)


@decision
class TakeWeakest(Step):
    """Take the weakest ante card (choosing among ties), `count` times."""
    name = "take_weakest"
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g, frame):
        return Phrase("power.take-weakest.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        if not g.ante or g.room(frame.seat) <= 0:
            return []
        low = min(g.cards[c].strength for c in g.ante)
        return [act("take", g.cards[c].id) for c in g.ante if g.cards[c].strength == low]

    def describe(self, g, frame, action):
        return into_hand(g, action)

    def needless(self, g, frame, options):
        # Room for `count` was checked before the first take (take_weakest_ante):
        # with no more tied cards than takes left, every one of them is taken.
        if len(options) > frame.how_many:
            return ""
        return Phrase("power.take-weakest.needless", count=len(options))

    def resolve(self, g, frame, action):
        _, seat, count = frame
        g.take_from_ante(seat, g.by_id[action.args[0]])
        if count > 1:
            g.push(TakeWeakestFrame("take_weakest", seat, count - 1))


@decision
class TakeOneOfWeakest(Step):
    """Room for one card: keep one of the `k` weakest ante cards, the rest stay."""
    name = "take_one_of_weakest"
    kind = DecisionKind.TAKE_ANTE

    def prompt(self, g, frame):
        return Phrase("power.take-one-of-weakest.prompt", name=g.names[frame.seat])

    def describe(self, g, frame, action):
        return Phrase("power.take-one-of-weakest.label", card=action.args[0],
                      ends=effect_ends(g, g.by_id[action.args[0]]))

    def options(self, g, frame):
        strengths = sorted(g.cards[c].strength for c in g.ante)
        if not strengths:
            return []
        cutoff = strengths[min(frame.how_many, len(strengths)) - 1]
        return [act("take", g.cards[c].id) for c in g.ante if g.cards[c].strength <= cutoff]

    def resolve(self, g, frame, action):
        g.take_from_ante(frame.seat, g.by_id[action.args[0]])


def into_hand(g, action) -> Phrase:
    """Taking an ante card into your hand, and what its leaving ends."""
    return Phrase("power.into-hand.label", card=action.args[0],
                  ends=effect_ends(g, g.by_id[action.args[0]]))


def effect_ends(g, card: int) -> Phrase | None:
    """What taking `card` out of the ante ends (issue 27.13), or None: the engine's
    `leaving_words` decides whether a live effect ends; the words say which."""
    if not ante_effects.leaving_words(g, card):
        return None
    return Phrase("power.ante-effect-ends", effect=g.cards[card].ante_effect)


def take_weakest_ante(g, seat: int, count: int) -> None:
    """Put the `count` weakest ante cards into your hand, as far as it has room."""
    room = g.room(seat)
    if room <= 0 or not g.ante:
        return
    if room >= count or len(g.ante) == 1:
        g.push(TakeWeakestFrame("take_weakest", seat, count))
    else:
        g.push(TakeWeakestFrame("take_one_of_weakest", seat, count))


@decision
class DiscardFromHand(Step):
    name = "discard_hand"
    kind = DecisionKind.DISCARD

    def prompt(self, g, frame):
        return Phrase("power.discard-hand.prompt", name=g.names[frame.seat])

    def options(self, g, frame):
        return [act("discard", g.cards[c].id) for c in g.hands[frame.seat]]

    def describe(self, g, frame, action):
        return Phrase("power.discard.label", card=action.args[0])

    def resolve(self, g, frame, action):
        seat, card = frame.seat, g.by_id[action.args[0]]
        g.hands[seat].remove(card)
        g.discard.append(card)
        g.known[card] = g.everyone
        g.emit(CardMoved(seat, g.cards[card].id, Place.HAND, Place.DISCARD))


def trigger_in_order(g, seat: int, cards: tuple[int, ...], what: str) -> None:
    """Trigger each of `cards` (still in the flight when its turn comes), one at a
    time, in the order the player picks: the Princess's good dragons, the Dragon
    Turtle's mortals (`what`: "good" or "mortal"). Cards that join the flight
    meanwhile are not included."""
    if cards:
        g.push(InOrder("in_order", seat, tuple(cards), what))


@decision
class TriggerInOrder(Step):
    name = "in_order"
    kind = DecisionKind.CHOOSE_ORDER

    def prompt(self, g, frame):
        return Phrase("power.in-order.prompt", name=g.names[frame.seat], kind=frame.what)

    def options(self, g, frame):
        flight = g.flights[frame.seat]
        return [act("choose", g.cards[c].id) for c in frame.cards if c in flight]

    def describe(self, g, frame, action):
        return Phrase("power.in-order.label", card=action.args[0])

    def resolve(self, g, frame, action):
        _, seat, cards, what = frame
        chosen = g.by_id[action.args[0]]
        rest = tuple(c for c in cards if c != chosen)
        if rest:
            g.push(frame._replace(cards=rest))
        info = g.cards[chosen]
        g.triggered.add(chosen)
        trigger(g, seat, chosen, info.strength, info.power)
