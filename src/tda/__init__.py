"""tda: Three-Dragon Ante at the terminal."""

__version__ = "0.1.0"

# The composition root: the card editions fill the engine's registries (decks,
# powers, ante effects), so `from tda.engine import new_game` finds every deck
# while the engine itself never imports the cards.
from . import cards as _cards  # noqa: E402,F401
