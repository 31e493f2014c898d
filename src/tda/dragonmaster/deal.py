"""Shuffling, stacking and dealing; choosing the first Dragonmaster.

Dealing is cosmetic in a digital game (ruling DM21), so it is pinned for tests:
the Dragonmaster's seat gets the first eight cards of the deck, each seat
clockwise the next eight, and in the advanced and expert games the card after
that is the extra card.
"""

from __future__ import annotations

from tda.table.rng import shuffle

from .cards import DRAGON, KING_OF, SUIT_OF, suit_cards

HAND_SIZE = 8


def full_deck(players: int, uses_dragon: bool) -> list[str]:
    """The cards of one deal: 32 or 24 suit cards, plus the Dragon above basic."""
    deck = list(suit_cards(players))
    return deck + [DRAGON] if uses_dragon else deck


def ordered_deck(rng: int, players: int, uses_dragon: bool,
                 stacked: list[str]) -> tuple[int, list[str]]:
    """The deck top first: the stacked cards, then the rest shuffled. Returns the
    generator's new state too (the rest is shuffled even under a full stack, so the
    stream advances the same way however much is stacked)."""
    rest = [c for c in full_deck(players, uses_dragon) if c not in set(stacked)]
    rng = shuffle(rng, rest)
    return rng, list(stacked) + rest


def deal_hands(deck: list[str], players: int, dragonmaster: int
               ) -> tuple[list[list[str]], str | None]:
    """Hands per seat and the extra card (None when the deck divides evenly)."""
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(players):
        seat = (dragonmaster + i) % players
        hands[seat] = deck[i * HAND_SIZE:(i + 1) * HAND_SIZE]
    rest = deck[players * HAND_SIZE:]
    return hands, (rest[0] if rest else None)


def first_dragonmaster(rng: int, players: int) -> tuple[int, int]:
    """Ruling DM13: deal face up one at a time from seat 0 until someone gets a
    King. Returns (new generator state, that seat). This keeps the book's lean
    toward early seats, as dealing at a real table does."""
    deck = list(suit_cards(players))
    rng = shuffle(rng, deck)
    kings = set(KING_OF.values())
    for i, card in enumerate(deck):
        if card in kings:
            return rng, i % players
    raise AssertionError("a deck always holds a King")  # pragma: no cover


def holder_of(hands: list[list[str]], card: str) -> int | None:
    for seat, hand in enumerate(hands):
        if card in hand:
            return seat
    return None


def is_void(hand: list[str], suit: str) -> bool:
    return not any(SUIT_OF.get(c) == suit for c in hand)
