"""Dragonmaster's card words for the card domain's template (`tda.words.card_catalog`):
each card's name by card id."""

from __future__ import annotations

from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON
from tda.dragonmaster.cards import name as dm_name


def card_messages() -> list[tuple[str, str, str]]:
    """(context, English, where) for each card of the deck, the Dragon last."""
    return [(f"{card}:name", dm_name(card), "src/tda/dragonmaster/cards.py")
            for card in (*ALL_SUIT_CARDS, DRAGON)]
