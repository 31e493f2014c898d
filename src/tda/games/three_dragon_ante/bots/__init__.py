"""Bot seats: they see a PlayerView and the legal actions, never the state."""

from tda.games.three_dragon_ante.bots import (  # noqa: F401  (register the rest)
    heuristic,
    ismcts,
    levels,
    random_bot,  # noqa: F401  (registers "random")
)
from tda.games.three_dragon_ante.bots.base import BOTS, DESCRIPTIONS, Bot, make_bot, register

__all__ = ["BOTS", "DESCRIPTIONS", "Bot", "make_bot", "register"]
