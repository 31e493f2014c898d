"""The bot protocol and registry.

A bot sees only its seat's PlayerView and the legal actions, plus a generator
of its own; it returns one of the legal actions. It never touches the state.
A search bot may also use the `Sampler` the session passes beside the view:
it deals the cards the seat cannot see again at random, nothing more (R10).
"""

from __future__ import annotations

import inspect
import random
from typing import Callable, Protocol, Sequence

from tda.engine import Action, ConfigError, PlayerView, Sampler
from tda.text import quote


class Bot(Protocol):
    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
               sampler: Sampler | None = None) -> Action:
        """Pick one of `legal` for the seat `view.seat`."""


BOTS: dict[str, Callable[..., Bot]] = {}
DESCRIPTIONS: dict[str, str] = {}


def register(name: str, description: str):
    """Name a bot factory; the description is shown to players (keep it short)."""
    def add(factory):
        BOTS[name] = factory
        DESCRIPTIONS[name] = description
        return factory
    return add


def make_bot(name: str) -> Bot:
    """A fresh bot by registry name ('random', 'hard', ...), optionally with
    options after colons: 'ismcts:seconds=4', 'ismcts:iterations=500:seconds=0'."""
    base, kwargs = parse_bot_name(name)
    factory = BOTS[base]
    try:
        inspect.signature(factory).bind(**kwargs)
    except TypeError:
        raise ConfigError(f"bot {quote(base)} does not take the options "
                          f"{quote(name.partition(':')[2])}") from None
    return factory(**kwargs)


def parse_bot_name(name: str) -> tuple[str, dict[str, int | float]]:
    """'ismcts:seconds=4' -> ('ismcts', {'seconds': 4}); a clear error for an
    unknown bot or an option that is not KEY=NUMBER."""
    base, _, options = name.partition(":")
    if base not in BOTS:
        raise ConfigError(f"unknown bot {quote(base)}; choose from: {', '.join(sorted(BOTS))}")
    kwargs: dict[str, int | float] = {}
    for item in options.split(":") if options else ():
        key, eq, value = item.partition("=")
        try:
            kwargs[key.strip()] = float(value) if "." in value else int(value)
        except ValueError:
            eq = ""
        if not eq:
            raise ConfigError(f"bot option {quote(item)} in {quote(name)} must be KEY=NUMBER")
    return base, kwargs
