"""The bot protocol and registry.

A bot sees only its seat's PlayerView and the legal actions, plus a generator
of its own; it returns one of the legal actions. It never touches the state.
A search bot may also use the `Sampler` the session passes beside the view:
it deals the cards the seat cannot see again at random, nothing more (R10).
"""

from __future__ import annotations

import inspect
import math
import random
import re
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

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


NUMBER_LIMIT = 40  # characters of an option's number; longer ones are typos or worse
_WHOLE = re.compile(r"[+-]?[0-9]+")


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


def option_not_taken(name: str, key: str, takes: Sequence[str]) -> ConfigError:
    """A bot option the bot does not take, and the ones it does."""
    offer = f"its options: {', '.join(takes)}" if takes else "it takes no options"
    return ConfigError(f"bot {quote(name)} does not take the option {quote(key)}; {offer}",
                       phrase=Phrase("bot.option-not-taken", bot=quote(name), key=quote(key),
                                     takes=tuple(takes)))


def bot_refused(name: str, err: ConfigError) -> ConfigError:
    """A bot's own refusal of an option's value, said with the bot's name."""
    return ConfigError(f"bot {quote(name)}: {err}",
                       phrase=Phrase("bot.refused", bot=quote(name),
                                     why=err.phrase or str(err)))


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
        kwargs[key] = _option_number(name, key, value)
    return base, kwargs


def option_form(name: str, item: str) -> ConfigError:
    return ConfigError(f"bot {quote(name)}: option {quote(item)} must be KEY=NUMBER",
                       phrase=Phrase("bot.option-form", bot=quote(name), option=quote(item)))


def option_twice(name: str, key: str) -> ConfigError:
    return ConfigError(f"bot {quote(name)}: option {quote(key)} is given twice",
                       phrase=Phrase("bot.option-twice", bot=quote(name), key=quote(key)))


def _option_number(name: str, key: str, value: str) -> int | float:
    """A whole number stays an int; anything else must be a finite float."""
    if len(value) > NUMBER_LIMIT:
        raise ConfigError(f"bot {quote(name)}: {key} is not a usable number "
                          f"({len(value):,} characters)",
                          phrase=Phrase("bot.option-too-long", bot=quote(name), key=key,
                                        length=len(value)))
    if _WHOLE.fullmatch(value):
        return int(value)
    try:
        number = float(value)
    except ValueError:
        raise ConfigError(f"bot {quote(name)}: option {key}={quote(value)} must be "
                          "KEY=NUMBER", phrase=Phrase("bot.option-number", bot=quote(name),
                                                      key=key, value=quote(value))) from None
    if not math.isfinite(number):
        raise ConfigError(f"bot {quote(name)}: {key} must be a finite number, not {value}",
                          phrase=Phrase("bot.option-finite", bot=quote(name), key=key,
                                        value=value))
    return number


def check_option(key: str, value: float, low: float, high: float,
                 whole: bool = False) -> float:
    """`value` if it lies from `low` to `high` (and is whole, for a count); else a
    ConfigError naming the option. Bots check their own options: a search with a
    negative budget would quietly play by rules of thumb instead."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ConfigError(f"{key} must be a number, not {value!r}",
                          phrase=Phrase("bot.value-number", key=key, value=repr(value)))
    if whole and not float(value).is_integer():
        raise ConfigError(f"{key} must be a whole number, not {_figure(value)}",
                          phrase=Phrase("bot.value-whole", key=key, value=_figure(value)))
    if not (low <= value <= high):  # nan fails too
        raise ConfigError(f"{key} must be from {_figure(low)} to {_figure(high)}, "
                          f"not {_figure(value)}",
                          phrase=Phrase("bot.value-range", key=key, low=_figure(low),
                                        high=_figure(high), value=_figure(value)))
    return int(value) if whole else value


def _figure(number: float) -> str:
    """1000000000 rather than 1e+09, 0.5 as 0.5, and a huge number in short."""
    if isinstance(number, int) or float(number).is_integer():
        text = str(int(number)) if math.isfinite(number) else str(number)
        return text if len(text) <= 15 else f"{float(number):.3g}"
    return f"{number:g}"
