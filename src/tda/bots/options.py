"""What every game's bots share: the options after a bot's name ("ismcts:seconds=4")
read as numbers and checked against their ranges, and the table's time budget.

A bot name is `NAME[:KEY=NUMBER]...`; each game's registry (its `make_bot`) reads it
with these, so a bad option gets the same one-line error in every game.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

from tda.table.errors import ConfigError
from tda.table.phrase import Phrase
from tda.text import quote

# The hard level's think time: room under the one second a move the table promises.
HARD_SECONDS = 0.85

NUMBER_LIMIT = 40  # characters of an option's number; longer ones are typos or worse
_WHOLE = re.compile(r"[+-]?[0-9]+")


def option_number(name: str, key: str, value: str) -> int | float:
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


# The refusals of a bot's name and options, each with its phrase for a player
# (said by tda.words.settings, issue 29.1).

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


def option_form(name: str, item: str) -> ConfigError:
    return ConfigError(f"bot {quote(name)}: option {quote(item)} must be KEY=NUMBER",
                       phrase=Phrase("bot.option-form", bot=quote(name), option=quote(item)))


def option_twice(name: str, key: str) -> ConfigError:
    return ConfigError(f"bot {quote(name)}: option {quote(key)} is given twice",
                       phrase=Phrase("bot.option-twice", bot=quote(name), key=quote(key)))


def _figure(number: float) -> str:
    """1000000000 rather than 1e+09, 0.5 as 0.5, and a huge number in short."""
    if isinstance(number, int) or float(number).is_integer():
        text = str(int(number)) if math.isfinite(number) else str(number)
        return text if len(text) <= 15 else f"{float(number):.3g}"
    return f"{number:g}"
