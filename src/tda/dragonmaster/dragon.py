"""The Dragon: announcing it, refusing it (the swap with the extra card), and
how it plays in a trick.

Only a Power Player ever holds the Dragon during play: a refused Dragon, or one
the Dragonmaster was dealt, is swapped for the extra card before the contract
is chosen (rulings DM3, DM11).
"""

from __future__ import annotations

from .actions import Action, act
from .cards import DRAGON, KING_OF, SUITS


def swap(hand: list[str], extra: str) -> list[str]:
    """The hand after giving up the Dragon for the extra card."""
    return [extra if c == DRAGON else c for c in hand]


def dragon_leads(hand: list[str], banned: tuple[str, ...]) -> list[Action]:
    """Leading the Dragon means naming the suit it stands for (as that suit's King).
    Any suit may be named, even one whose King is gone (book example 3), except a
    suit the Expert lead restriction bans on trick 1 (ruling DM9)."""
    if DRAGON not in hand:
        return []
    return [act("play", DRAGON, s) for s in SUITS if s not in banned]


def dragon_beats(best: str, led_suit: str) -> bool:
    """Whether the Dragon, played now, beats the best card so far. It ranks as the
    King of the suit led and beats everything, except that suit's real King played
    earlier in the same trick. It always stands for that King, never low (DM10)."""
    return best != KING_OF[led_suit]
