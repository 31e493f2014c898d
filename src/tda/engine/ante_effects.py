"""Ante effects (revised rules): live exactly while their card sits in the ante.

An ante effect is not a power and nothing copies it (ruling R5). It starts when
its card is revealed in the ante or a power puts the card there (Exarch, Purple
Dragon, Sorcerer) and stops when a power or a strength flight takes the card out
(Spy, Iron, Bronze, a strength flight). Whether an effect is live is read from
the ante itself, so every way a card can leave the ante ends its effect without
further bookkeeping; the events below only tell the table what happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.table.phrase import Phrase

from .events import (
    STAKES,
    AnteEffectApplied,
    AnteEffectEnded,
    AnteEffectStarted,
    CardMoved,
    StakesSplit,
)
from .words import EffectEnd, Place

if TYPE_CHECKING:
    from .state import GameState

ADVENTURER = "adventurer"  # the gambit winner shares the stakes (ruling R15)
EXARCH = "exarch"  # cards of strength 10 or more trigger when played
SPY = "spy"  # whoever opens a round pays each opponent 2 first
HATCHLING = "hatchling"  # the weakest flight wins (ruling R2)
TURTLE = "dragon-turtle"  # on entering the ante: everyone pays the weakest ante strength

EFFECTS = (ADVENTURER, EXARCH, SPY, HATCHLING, TURTLE)
SPY_TOLL = 2
EXARCH_STRENGTH = 10


def live_card(g: GameState, effect: str) -> int | None:
    """The ante card whose `effect` is live now, if any."""
    if not g.rules.ante_effects:
        return None
    cards = g.cards
    for card in g.ante:
        if cards[card].ante_effect == effect:
            return card
    return None


def live_cards(g: GameState) -> tuple[str, ...]:
    """Ids of the ante cards whose effects are live, in ante order (for views)."""
    if not g.rules.ante_effects:
        return ()
    cards = g.cards
    return tuple(cards[c].id for c in g.ante if cards[c].ante_effect)


def applied(g: GameState, card: int) -> None:
    info = g.cards[card]
    assert info.ante_effect is not None  # applied: the card's live effect
    g.emit(AnteEffectApplied(info.id, info.ante_effect))


# -- entering and leaving the ante -------------------------------------------
def revealed(g: GameState) -> None:
    """The ante was just revealed and its stakes paid: every effect in it starts."""
    for card in list(g.ante):
        entered(g, card, 0)


def add_to_ante(g: GameState, seat: int, cards: tuple[int, ...], source: Place) -> None:
    """A power puts `cards` (already taken from `source`) face up into the ante.
    They enter together; then each effect they carry starts and, if immediate,
    resolves (so the Dragon Turtle's toll sees every card put in with it)."""
    for card in cards:
        g.ante.append(card)
        g.known[card] = g.everyone
        g.emit(CardMoved(seat, g.cards[card].id, source, Place.ANTE))
    for card in cards:
        entered(g, card, seat)


def entered(g: GameState, card: int, seat: int) -> None:
    info = g.cards[card]
    if not (g.rules.ante_effects and info.ante_effect):
        return
    g.emit(AnteEffectStarted(info.id, info.ante_effect))
    if info.ante_effect == TURTLE:
        turtle_toll(g, card, seat)


def left(g: GameState, card: int) -> None:
    """`card` left the ante (still listed there only when the gambit's end clears it)."""
    info = g.cards[card]
    if g.rules.ante_effects and info.ante_effect:
        reason = EffectEnd.GAMBIT_OVER if card in g.ante else EffectEnd.LEFT_ANTE
        g.emit(AnteEffectEnded(info.id, info.ante_effect, reason))


# -- the effects -----------------------------------------------------------
def turtle_toll(g: GameState, card: int, first: int) -> None:
    """Everyone pays the stakes the strength of the weakest ante card (the Dragon
    Turtle included), clockwise from the seat that put it in (local ruling L8)."""
    applied(g, card)
    weakest = min(g.cards[c].strength for c in g.ante)
    for seat in g.clockwise(first):
        g.pay(seat, STAKES, weakest)


def exarch_fires(g: GameState, card: int) -> bool:
    """A card that would not trigger does so while the Exarch is in the ante, if its
    strength is 10 or more. A card that triggers anyway triggers once, not twice."""
    if g.cards[card].strength < EXARCH_STRENGTH:
        return False
    exarch = live_card(g, EXARCH)
    if exarch is None:
        return False
    applied(g, exarch)
    return True


def spy_toll(g: GameState, seat: int) -> None:
    """The round's first turn: its player pays each opponent 2 before playing."""
    spy = live_card(g, SPY)
    if spy is None:
        return
    applied(g, spy)
    for opp in g.opponents(seat):
        g.pay(seat, opp, SPY_TOLL)


# The effects whose end an option that takes their card out of the ante tells
# (issue 27.13: "Take the Hatchling into your hand" hid that the weakest flight
# would stop winning). The Dragon Turtle's effect was spent on entering.
ENDS = frozenset({HATCHLING, SPY, EXARCH, ADVENTURER})


def leaving_words(g: GameState, card: int) -> Phrase | None:
    """What else taking `card` out of the ante changes (None when nothing): its live
    effect ends ("ante-effect.ends", said after the option's words). The Hatchling's
    is told only when no Druid keeps the reversal."""
    effect = g.cards[card].ante_effect
    if not g.rules.ante_effects or card not in g.ante or effect not in ENDS:
        return None
    if effect == HATCHLING and g.druid is not None:
        return None
    return Phrase("ante-effect.ends", effect=effect)


def weakest_wins(g: GameState) -> bool:
    return live_card(g, HATCHLING) is not None


def split_stakes(g: GameState, winner: int, amount: int) -> bool:
    """Ruling R15: the winner shares the stakes with every opponent who completed a
    special flight this gambit, as evenly as possible; odd coins go one each to the
    winner first, then clockwise. Returns False when the Adventurer is not live."""
    adventurer = live_card(g, ADVENTURER)
    if adventurer is None:
        return False
    sharers = [winner] + [s for s in g.opponents(winner) if g.collected[s]]
    base, odd = divmod(amount, len(sharers))
    shares = tuple((s, base + (1 if k < odd else 0)) for k, s in enumerate(sharers))
    applied(g, adventurer)
    g.emit(StakesSplit(shares))
    for seat, gold in shares:
        if gold:
            g.gain(seat, gold)
    return True
