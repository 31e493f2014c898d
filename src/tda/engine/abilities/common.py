"""Effects several abilities share: naming a leader, looking at a hand, steals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.table.phrase import Phrase

from ..actions import Action, act
from ..events import CardMoved, LeaderChosen
from ..words import LeadReason, Place
from .events import HandLookedAt
from .windows import AbilityAsk

if TYPE_CHECKING:
    from ..state import GameState


def diplomacy_options(g: GameState, frame: AbilityAsk) -> list[Action]:
    return [act("use", "diplomacy", str(s)) for s in g.opponents(frame.seat)]


def diplomacy_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    return Phrase("ability.diplomacy", other=g.names[int(action.args[1])])


def look_words(g: GameState, frame: AbilityAsk, action: Action) -> Phrase:
    """A look at the other seat's hand (Sense Motive, Insight), with its size."""
    return Phrase("ability.look", other=g.names[frame.other], count=len(g.hands[frame.other]))


def name_leader(g: GameState, frame: AbilityAsk, action: Action) -> None:
    """Diplomacy: the named seat leads; turns go clockwise from it (A8, A9)."""
    g.leader = int(action.args[1])
    g.emit(LeaderChosen(g.leader, LeadReason.DIPLOMACY))


def reveal_top(g: GameState, seat: int) -> int | None:
    """The deck's top card turned face up onto the discard pile for `seat`'s ability
    (Profession (gambler), Heal); None when no card is left."""
    card = g.top_card()
    if card is None:
        return None
    g.discard.append(card)
    g.known[card] = g.everyone
    g.emit(CardMoved(seat, g.cards[card].id, Place.DECK, Place.DISCARD))
    return card


def look(g: GameState, viewer: int, target: int, ability_id: str) -> None:
    """`viewer` sees `target`'s hand as it is now (only the two know what it held)."""
    hand = g.hands[target]
    bit = 1 << viewer
    for card in hand:
        g.known[card] |= bit
    g.emit(HandLookedAt(viewer, target, ability_id, tuple(g.cards[c].id for c in hand)))


def steal_words(amount: int, draw: int = 0) -> Phrase:
    """Steal `amount` more gold and/or draw `draw` cards (at least one of them)."""
    return Phrase("ability.steal-draw", amount=amount, draw=draw)
