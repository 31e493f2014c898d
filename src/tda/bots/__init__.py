"""Bot seats: they see a PlayerView and the legal actions, never the state."""

from .base import BOTS, DESCRIPTIONS, Bot, make_bot, register
from . import random_bot  # noqa: F401  (registers "random")
from . import heuristic, ismcts, levels  # noqa: F401  (register the rest)

__all__ = ["BOTS", "DESCRIPTIONS", "Bot", "make_bot", "register"]
