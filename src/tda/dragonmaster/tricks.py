"""Trick play: follow suit, no trumps, and who wins a trick.

The Dragon's own rules (playable at any time, its rank, naming a suit when led)
live in `dragon.py`; this module asks it where the Dragon is concerned.
"""

from __future__ import annotations

from .actions import Action, act
from .cards import DRAGON, STRENGTH, SUIT_OF, SUITS, sort_key
from .contracts import restricted_suits
from .dragon import dragon_beats, dragon_leads


def legal_leads(hand: list[str], contract: str, restricted: bool) -> list[Action]:
    """What a leader may lead. `restricted`: the Expert game's trick-1 lead
    restrictions apply (the opening leader only)."""
    banned = restricted_suits(contract) if restricted else ()
    plays = [act("play", c) for c in sorted(hand, key=sort_key)
             if c != DRAGON and SUIT_OF[c] not in banned]
    plays += dragon_leads(hand, banned)
    if plays:
        return plays
    # Ruling DM8: a leader holding only restricted cards may lead any of them. A
    # Dragon that may be named as an allowed suit is an allowed lead (ruling L60).
    return legal_leads(hand, contract, False)


def legal_follows(hand: list[str], led_suit: str) -> list[Action]:
    """Follow the suit led if you can, otherwise play anything; the Dragon may be
    played even by a seat that could follow."""
    cards = sorted((c for c in hand if c != DRAGON), key=sort_key)
    following = [c for c in cards if SUIT_OF[c] == led_suit]
    plays = [act("play", c) for c in (following or cards)]
    if DRAGON in hand:
        plays.append(act("play", DRAGON))
    return plays


def trick_winner(trick: list[tuple[int, str]], led_suit: str) -> int:
    """The seat whose card wins: the highest card of the suit led; cards of other
    suits never win; the Dragon as in `dragon.dragon_beats`."""
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if card == DRAGON:
            if dragon_beats(best, led_suit):
                best_seat, best = seat, card
        elif SUIT_OF[card] == led_suit and best != DRAGON and (
                SUIT_OF[best] != led_suit or STRENGTH[card] > STRENGTH[best]):
            best_seat, best = seat, card
    return best_seat


def led_suit_of(card: str, named: str | None) -> str:
    """The suit led: the card's own, or the suit named for a led Dragon."""
    if card != DRAGON:
        return SUIT_OF[card]
    assert named is not None, "a led Dragon names its suit (dragon_leads offers no other)"
    return named


__all__ = ["legal_leads", "legal_follows", "trick_winner", "led_suit_of", "SUITS"]
