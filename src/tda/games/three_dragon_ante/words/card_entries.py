"""Three-Dragon Ante's card words for the card domain's template (`tda.words.card_catalog`):
every card's name and text by card id, from the edition files, and every deck's title,
description and building options by deck name."""

from __future__ import annotations

from tda.games.three_dragon_ante.words.cards import deck_key

EDITIONS = ("original", "emperors_gambit", "legendary")


def card_messages() -> list[tuple[str, str, str]]:
    """(context, English, where) for every card word: each edition's cards in file
    order (name, then text), then the decks' words."""
    from tda.cards.loader import load_edition
    entries: list[tuple[str, str, str]] = []
    for edition in EDITIONS:
        where = f"data/editions/{edition}.toml"
        for card in load_edition(edition).cards:
            entries.append((f"{card.id}:name", card.name, where))
            if card.text:
                entries.append((f"{card.id}:text", card.text, where))
    return entries + deck_entries()


def named_decks() -> list[str]:
    """Every deck a table can name outright: the registered ones, each Legendary
    building option, each theme deck's colour swap (a deck file names itself)."""
    from tda.cards import DECKS
    from tda.cards.deckbuilding import BASES
    from tda.cards.decks import THEME_SWAPS
    legendary = [f"legendary:{'custom=druid' if base == 'custom' else base}{show}"
                 for base in BASES for show in ("", "+show-em")]  # a custom list goes as one
    return [*DECKS, *legendary,
            *(f"{theme}:{swap}" for theme, swaps in THEME_SWAPS.items() for swap in swaps)]


def deck_entries() -> list[tuple[str, str, str]]:
    """The decks' words, by deck name, as cards have theirs: `deck:<name>:name` its
    title, `deck:<name>:text` its description, `deck:<name>:option:<option>:text` what each
    building option does."""
    from tda.cards.decks import DeckSpec
    from tda.engine.decks import find_deck
    entries: list[tuple[str, str, str]] = []
    seen: set[str] = set()
    for asked in named_decks():
        spec = find_deck(asked)
        if not isinstance(spec, DeckSpec):
            raise TypeError(f"deck {asked!r} is no DeckSpec: its words cannot be read")
        # "legendary:among-friends" is the deck "legendary"; custom lists go as one
        name = deck_key(spec.name)
        if name in seen:
            continue
        seen.add(name)
        where = "src/tda/cards/deckbuilding.py" if name.startswith("legendary") \
            else "src/tda/cards/decks.py"
        entries.append((f"deck:{name}:name", spec.title, where))
        entries.append((f"deck:{name}:text", spec.description, where))
        for option, about in spec.variants.items():
            entries.append((f"deck:{name}:option:{option}:text", about, where))
    return entries
