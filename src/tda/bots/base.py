"""The bot protocol and registry.

A bot sees only its seat's PlayerView and the legal actions, plus a generator
of its own; it returns one of the legal actions. It never touches the state.
"""

from __future__ import annotations

import random
from typing import Callable, Protocol, Sequence

from tda.engine import Action, ConfigError, PlayerView


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        """Pick one of `legal` for the seat `view.seat`."""


BOTS: dict[str, Callable[[], Bot]] = {}
DESCRIPTIONS: dict[str, str] = {}


def register(name: str, description: str):
    def add(factory):
        BOTS[name] = factory
        DESCRIPTIONS[name] = description
        return factory
    return add


def make_bot(name: str) -> Bot:
    """A fresh bot by registry name ('random', ...)."""
    try:
        factory = BOTS[name]
    except KeyError:
        raise ConfigError(f"unknown bot {name!r}; choose from: {', '.join(sorted(BOTS))}") from None
    return factory()
