"""Card data and card powers, joined by power id."""

from . import powers  # noqa: F401  (registers every power)
from .decks import DECKS, DeckSpec, get_deck
from .loader import CardDataError, load_edition, parse_edition

__all__ = ["DECKS", "DeckSpec", "get_deck", "CardDataError", "load_edition", "parse_edition"]
