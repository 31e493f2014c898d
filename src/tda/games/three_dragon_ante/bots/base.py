"""Three-Dragon Ante's bot protocol and registry (`make_bot` by name).

A bot sees only its seat's PlayerView and the legal actions, plus a generator
of its own; it returns one of the legal actions. It never touches the state.
A search bot may also use the `Sampler` the session passes beside the view:
it deals the cards the seat cannot see again at random, nothing more (R10).
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from tda.bots.options import (
    bot_refused,
    check_option,
    option_form,
    option_not_taken,
    option_number,
    option_twice,
)
from tda.engine import Action, ConfigError, PlayerView, Sampler
from tda.table.phrase import Phrase
from tda.text import quote


class Bot(Protocol):
    """A bot may also set `searches = False`: it never reads a sampler, so the
    table makes none for it (a sampler costs a scrubbed copy of the game each
    decision). A bot without the attribute gets one."""

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random,
               sampler: Sampler | None = None) -> Action:
        """Pick one of `legal` for the seat `view.seat`."""


BOTS: dict[str, Callable[..., Bot]] = {}
DESCRIPTIONS: dict[str, str] = {}


Factory = TypeVar("Factory", bound=Callable[..., Bot])


def register(name: str, description: str) -> Callable[[Factory], Factory]:
    """Name a bot factory; the description is shown to players (keep it short)."""
    def add(factory: Factory) -> Factory:
        BOTS[name] = factory
        DESCRIPTIONS[name] = description
        return factory
    return add


def make_bot(name: str) -> Bot:
    """A fresh bot by registry name ('random', 'hard', ...), optionally with
    options after colons: 'ismcts:seconds=4', 'ismcts:iterations=500:seconds=0'.
    Any problem is a ConfigError naming the bot and the option."""
    base, kwargs = parse_bot_name(name)
    factory = BOTS[base]
    takes = [p for p in inspect.signature(factory).parameters if not p.startswith("_")]
    unknown = [key for key in kwargs if key not in takes]
    if unknown:
        raise option_not_taken(name, unknown[0], takes)
    try:
        return factory(**kwargs)
    except ConfigError as err:  # a value out of range: the factory says which
        raise bot_refused(name, err) from None


def parse_bot_name(name: str) -> tuple[str, dict[str, int | float]]:
    """'ismcts:seconds=4' -> ('ismcts', {'seconds': 4}); a clear error for an
    unknown bot, an option that is not KEY=NUMBER, a number that is not finite,
    or an option given twice."""
    base, _, options = name.partition(":")
    if base not in BOTS:
        raise ConfigError(f"unknown bot {quote(base)}; choose from: {', '.join(sorted(BOTS))}",
                          phrase=Phrase("bot.unknown", bot=quote(base), known=tuple(sorted(BOTS))))
    kwargs: dict[str, int | float] = {}
    for item in options.split(":") if options else ():
        key, eq, value = (part.strip() for part in item.partition("="))
        if not (eq and key):
            raise option_form(name, item)
        if key in kwargs:  # which one was meant? neither is a safe guess
            raise option_twice(name, key)
        kwargs[key] = option_number(name, key, value)
    return base, kwargs


__all__ = ["BOTS", "DESCRIPTIONS", "Bot", "check_option", "make_bot",
           "option_number", "parse_bot_name", "register"]
