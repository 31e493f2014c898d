"""The cards: four suits ("tribes") of eight ranks, and the wild Dragon.

Cards are their ids (`warriors-prince`, `dragon`): plain strings compare, hash
and copy for free, and records, events and views all speak the same words.
"""

from __future__ import annotations

from dataclasses import dataclass

SUITS = ("dragonlords", "warriors", "druids", "nomads")
SUIT_LABELS = {"dragonlords": "DRA", "warriors": "WAR", "druids": "DRU", "nomads": "NOM"}

# High to low. The third rank is printed Prince or Princess depending on the suit;
# it plays the same either way.
RANKS = ("king", "queen", "prince", "wizard", "duke", "count", "baron", "fool")
RANK_LETTERS = {"king": "K", "queen": "Q", "prince": "P", "princess": "P", "wizard": "W",
                "duke": "D", "count": "C", "baron": "B", "fool": "F"}
THIRD_TITLE = {"dragonlords": "princess", "warriors": "prince", "druids": "princess",
               "nomads": "prince"}

DRAGON = "dragon"
RUNESWORD = "warriors-prince"  # the Prince of Warriors holds the Runesword
# With three players the Barons and Fools leave the deck.
THREE_PLAYER_DROPS = ("baron", "fool")


def card_id(suit: str, rank: str) -> str:
    """The printed id: `rank` "prince" becomes the suit's own title."""
    return f"{suit}-{THIRD_TITLE[suit] if rank == 'prince' else rank}"


ALL_SUIT_CARDS: tuple[str, ...] = tuple(card_id(s, r) for s in SUITS for r in RANKS)
SUIT_OF: dict[str, str] = {card_id(s, r): s for s in SUITS for r in RANKS}
# Strength within a suit: the King is 7, the Fool 0.
STRENGTH: dict[str, int] = {card_id(s, r): 7 - i for s in SUITS for i, r in enumerate(RANKS)}
RANK_OF: dict[str, str] = {card_id(s, r): r for s in SUITS for r in RANKS}
KING_OF: dict[str, str] = {s: card_id(s, "king") for s in SUITS}
WIZARDS = tuple(card_id(s, "wizard") for s in SUITS)

# Accepted spellings: the other title of the third rank is an alias
# ("warriors-princess" is the Prince of Warriors); records store the printed one.
ALIASES: dict[str, str] = {
    f"{s}-{'prince' if THIRD_TITLE[s] == 'princess' else 'princess'}": card_id(s, "prince")
    for s in SUITS}


def canonical(card: str) -> str:
    """The printed id for `card`, or `card` unchanged when it is no alias."""
    return ALIASES.get(card, card)


def suit_cards(players: int) -> tuple[str, ...]:
    """The suit cards in play: all 32 with four players, 24 with three."""
    if players == 3:
        return tuple(c for c in ALL_SUIT_CARDS if RANK_OF[c] not in THREE_PLAYER_DROPS)
    return ALL_SUIT_CARDS


def dragonlords(players: int) -> tuple[str, ...]:
    return tuple(c for c in suit_cards(players) if SUIT_OF[c] == "dragonlords")


def label(card: str) -> str:
    """The book's short label: `P-WAR`, `W-DRA`; the Dragon is `DRAGON`."""
    if card == DRAGON:
        return "DRAGON"
    return f"{RANK_LETTERS[RANK_OF[card]]}-{SUIT_LABELS[SUIT_OF[card]]}"


def name(card: str) -> str:
    """The card in words: "Prince of Warriors", "the Dragon"."""
    if card == DRAGON:
        return "the Dragon"
    rank = RANK_OF[card]
    title = THIRD_TITLE[SUIT_OF[card]] if rank == "prince" else rank
    return f"{title.title()} of {SUIT_OF[card].title()}"


@dataclass(frozen=True)
class Card:
    """A card for display: its id, label and name, suit and strength (None for
    the Dragon, which takes the suit it stands for)."""
    id: str
    label: str
    name: str
    suit: str | None
    strength: int | None


def card_info(card: str) -> Card:
    if card == DRAGON:
        return Card(DRAGON, label(card), name(card), None, None)
    return Card(card, label(card), name(card), SUIT_OF[card], STRENGTH[card])


def sort_key(card: str) -> tuple[int, int]:
    """Hand order: by suit as the book lists them, high cards first; the Dragon last."""
    if card == DRAGON:
        return (len(SUITS), 0)
    return (SUITS.index(SUIT_OF[card]), -STRENGTH[card])
