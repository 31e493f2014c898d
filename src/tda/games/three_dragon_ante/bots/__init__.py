"""Three-Dragon Ante's bots: they see a PlayerView and the legal actions, never the
state. `make_bot(name)` makes one by registry name."""

from tda.bots import random_bot

from . import heuristic, ismcts, levels  # noqa: F401  (each registers its bots)
from .base import BOTS, DESCRIPTIONS, Bot, make_bot, register

register("random", random_bot.DESCRIPTION)(random_bot.RandomBot)

__all__ = ["BOTS", "DESCRIPTIONS", "Bot", "make_bot", "register"]
