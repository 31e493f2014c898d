"""Cards moving between deck, hands, discard pile and flights."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import hooks as ability_hooks
from .abilities.buying import after_reveal as buy_with_abilities
from .events import CardGiven, CardsBought, CardsDrawn, CardTaken, DeckReshuffled
from .rng import next_state
from .specials import note_reshuffled
from .words import Occasion

if TYPE_CHECKING:
    from .state import GameState

HAND_LIMIT = 10


def rand_below(g: GameState, n: int) -> int:
    g.rng, out = next_state(g.rng)
    return out % n


def shuffle(g: GameState, cards: list[int]) -> None:
    """Fisher-Yates with the game's own generator."""
    for i in range(len(cards) - 1, 0, -1):
        j = g.rand_below(i + 1)
        cards[i], cards[j] = cards[j], cards[i]


def room(g: GameState, seat: int) -> int:
    return HAND_LIMIT - len(g.hands[seat])


def top_card(g: GameState) -> int | None:
    """Remove and return the deck's top card, reshuffling the discard pile if needed."""
    if not g.deck:
        g.reshuffle()
        if not g.deck:
            return None
    return g.deck.pop()


def reshuffle(g: GameState) -> None:
    if not g.discard:
        return
    g.deck, g.discard = g.discard, []
    if g.building.specials:  # Legendary: face-up specials are known to be in
        note_reshuffled(g, g.deck)
    g.shuffle(g.deck)
    g.emit(DeckReshuffled(len(g.deck)))


def draw(g: GameState, seat: int, count: int, occasion: Occasion | None = None) -> int:
    """Draw up to `count` cards, stopping at the hand limit; returns how many.
    `occasion`: the gambit's step that deals them (the deal, a gambit's end)."""
    count = min(count, HAND_LIMIT - len(g.hands[seat]))
    drawn = []
    for _ in range(count):
        card = g.top_card()
        if card is None:
            break
        g.hands[seat].append(card)
        g.known[card] = 1 << seat
        drawn.append(g.cards[card].id)
    if drawn:
        g.emit(CardsDrawn(seat, tuple(drawn), len(drawn), occasion))
        if g.abilities is not None:  # Luck domain (W12)
            ability_hooks.drew(g, seat, g.hands[seat][-len(drawn):])
    return len(drawn)


def buy(g: GameState, seat: int) -> None:
    """Reveal and discard the top card, pay its strength, draw up to four. With
    abilities the rest of the purchase is steps, with their windows (buying.py)."""
    card = g.top_card()
    if card is None:
        return
    g.discard.append(card)
    price = g.cards[card].strength
    g.emit(CardsBought(seat, g.cards[card].id, price))
    if g.abilities is not None:
        buy_with_abilities(g, seat, card, price)
        return
    g.pay(seat, g.buy_payee(seat), price)
    g.draw(seat, 4 - len(g.hands[seat]))


def buy_payee(g: GameState, seat: int) -> int:
    """Who receives the price of bought cards (the stakes, unless a rule says otherwise)."""
    return g.effects.buy_payee  # STAKES, or the Legendary Merchant Prince's (R13)


def take_random(g: GameState, taker: int, victim: int) -> int | None:
    """Take a random card from `victim`'s hand, seen only by the two (ruling R10)."""
    hand = g.hands[victim]
    if not hand or len(g.hands[taker]) >= HAND_LIMIT:
        return None
    card = hand.pop(g.rand_below(len(hand)))
    g.hands[taker].append(card)
    g.known[card] = (1 << taker) | (1 << victim)
    forget_rest(g, hand, taker, victim)
    g.emit(CardTaken(taker, victim, g.cards[card].id))
    if g.abilities is not None:  # Dungeoneering (W11)
        ability_hooks.took(g, taker, victim, card)
    return card


def give(g: GameState, giver: int, receiver: int, card: int) -> None:
    """Hand over a card on demand: it is shown to all; a full hand refuses it."""
    g.known[card] = g.everyone
    if len(g.hands[receiver]) >= HAND_LIMIT:
        g.emit(CardGiven(giver, receiver, g.cards[card].id, kept=True))
        return
    g.hands[giver].remove(card)
    g.hands[receiver].append(card)
    g.emit(CardGiven(giver, receiver, g.cards[card].id))


def hand_to(g: GameState, seat: int, card: int) -> None:
    """Put a public card (from the ante, say) into a hand."""
    g.hands[seat].append(card)
    g.known[card] = g.everyone


def forget_rest(g: GameState, hand: list[int], taker: int, victim: int) -> None:
    """A card was taken at random from `hand`: a third seat that knew cards there (a
    look, a card shown to all) can no longer tell which of them went, so it knows
    none of the rest for sure; only the taker and the victim saw the take (R10)."""
    keep = (1 << taker) | (1 << victim)
    known = g.known
    for card in hand:
        known[card] &= keep
