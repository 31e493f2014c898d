"""Cards moving between deck, hands, discard pile and flights."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .abilities import hooks as ability_hooks
from .abilities.buying import buy as buy_with_abilities
from .events import CardGiven, CardsBought, CardsDrawn, CardTaken, DeckReshuffled
from .fields import GameFields
from .rng import next_state
from .specials import note_reshuffled
from .words import Occasion

if TYPE_CHECKING:
    pass

HAND_LIMIT = 10


class HandsMixin(GameFields):
    __slots__ = ()

    def rand_below(self, n: int) -> int:
        self.rng, out = next_state(self.rng)
        return out % n

    def shuffle(self, cards: list[int]) -> None:
        """Fisher-Yates with the game's own generator."""
        for i in range(len(cards) - 1, 0, -1):
            j = self.rand_below(i + 1)
            cards[i], cards[j] = cards[j], cards[i]

    def room(self, seat: int) -> int:
        return HAND_LIMIT - len(self.hands[seat])

    def top_card(self) -> int | None:
        """Remove and return the deck's top card, reshuffling the discard pile if needed."""
        if not self.deck:
            self.reshuffle()
            if not self.deck:
                return None
        return self.deck.pop()

    def reshuffle(self) -> None:
        if not self.discard:
            return
        self.deck, self.discard = self.discard, []
        if self.building.specials:  # Legendary: face-up specials are known to be in
            note_reshuffled(self, self.deck)
        self.shuffle(self.deck)
        self.emit(DeckReshuffled(len(self.deck)))

    def draw(self, seat: int, count: int, occasion: Occasion | None = None) -> int:
        """Draw up to `count` cards, stopping at the hand limit; returns how many.
        `occasion`: the gambit's step that deals them (the deal, a gambit's end)."""
        count = min(count, HAND_LIMIT - len(self.hands[seat]))
        drawn = []
        for _ in range(count):
            card = self.top_card()
            if card is None:
                break
            self.hands[seat].append(card)
            self.known[card] = 1 << seat
            drawn.append(self.cards[card].id)
        if drawn:
            self.emit(CardsDrawn(seat, tuple(drawn), len(drawn), occasion))
            if self.abilities is not None:  # Luck domain (W12)
                ability_hooks.drew(self, seat, self.hands[seat][-len(drawn):])
        return len(drawn)

    def buy(self, seat: int) -> None:
        """Reveal and discard the top card, pay its strength, draw up to four."""
        if self.abilities is not None:  # as steps, with their windows (buying.py)
            buy_with_abilities(self, seat)  # type: ignore[arg-type]
            return
        card = self.top_card()
        if card is None:
            return
        self.discard.append(card)
        price = self.cards[card].strength
        self.emit(CardsBought(seat, self.cards[card].id, price))
        self.pay(seat, self.buy_payee(seat), price)
        self.draw(seat, 4 - len(self.hands[seat]))

    def buy_payee(self, seat: int) -> int:
        """Who receives the price of bought cards (the stakes, unless a rule says otherwise)."""
        return self.effects.buy_payee  # STAKES, or the Legendary Merchant Prince's (R13)

    def take_random(self, taker: int, victim: int) -> int | None:
        """Take a random card from `victim`'s hand, seen only by the two (ruling R10)."""
        hand = self.hands[victim]
        if not hand or len(self.hands[taker]) >= HAND_LIMIT:
            return None
        card = hand.pop(self.rand_below(len(hand)))
        self.hands[taker].append(card)
        self.known[card] = (1 << taker) | (1 << victim)
        forget_rest(self, hand, taker, victim)
        self.emit(CardTaken(taker, victim, self.cards[card].id))
        if self.abilities is not None:  # Dungeoneering (W11)
            ability_hooks.took(self, taker, victim, card)
        return card

    def give(self, giver: int, receiver: int, card: int) -> None:
        """Hand over a card on demand: it is shown to all; a full hand refuses it."""
        self.known[card] = self.everyone
        if len(self.hands[receiver]) >= HAND_LIMIT:
            self.emit(CardGiven(giver, receiver, self.cards[card].id, kept=True))
            return
        self.hands[giver].remove(card)
        self.hands[receiver].append(card)
        self.emit(CardGiven(giver, receiver, self.cards[card].id))

    def hand_to(self, seat: int, card: int) -> None:
        """Put a public card (from the ante, say) into a hand."""
        self.hands[seat].append(card)
        self.known[card] = self.everyone


def forget_rest(g: GameFields, hand: list[int], taker: int, victim: int) -> None:
    """A card was taken at random from `hand`: a third seat that knew cards there (a
    look, a card shown to all) can no longer tell which of them went, so it knows
    none of the rest for sure; only the taker and the victim saw the take (R10)."""
    keep = (1 << taker) | (1 << victim)
    known = g.known
    for card in hand:
        known[card] &= keep
