"""Dragonmaster's bots by name, and its levels as Three-Dragon Ante has them:
`easy` is the heuristic slipping now and then, and weighing no Power Play on
dealt-out worlds (it makes one only with a hand that cannot lose it); `normal`
a short search; `hard` the search at about a second a move
(`levels.HARD_SECONDS`, the table's promise). docs/DRAGONMASTER-BOTS.md tells
how each decides.

Names take options after colons, as at Three-Dragon Ante's table:
`hard:seconds=2`, `normal:iterations=400:seconds=0`. A bad name or option is
one ConfigError line that names the choices.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

from tda.bots.options import (
    HARD_SECONDS,
    bot_refused,
    check_option,
    option_form,
    option_not_taken,
    option_twice,
)
from tda.bots.options import option_number as parse_option_number
from tda.dragonmaster import Action, DragonmasterView
from tda.dragonmaster.worlds import DragonmasterSampler
from tda.games.dragonmaster.bots.heuristic import DragonmasterHeuristicBot, Seen, decide
from tda.games.dragonmaster.bots.search import DragonmasterSearchBot
from tda.table.errors import ConfigError
from tda.table.phrase import Phrase
from tda.text import quote

NORMAL_SECONDS = 0.25
EASY_SLIP = 0.3  # how often the easy bot plays a card without thinking


class DragonmasterBot(Protocol):
    """A Dragonmaster seat's bot: its seat's view and the legal actions in, one of
    them out (the bots every game seats, `random` and `search`, fit too)."""

    name: str

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: DragonmasterSampler | None = None) -> Action: ...


class SlippingHeuristicBot:
    """The heuristic, except that now and then (`slip`) it plays any legal card:
    a casual player's table. Its contract choice stays considered; it holds the
    Dragon for a Power Play only when its hand alone wins it (no dealt-out worlds)."""

    name = "easy"

    def __init__(self, slip: float = EASY_SLIP) -> None:
        self.slip = check_option("slip", slip, 0, 1)

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: object | None = None) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        kind = view.decision.kind if view.decision is not None else "play"
        if kind == "play" and len(legal) > 1 and rng.random() < self.slip:
            return legal[rng.randrange(len(legal))]
        return decide(Seen.from_view(view), legal)


def easy() -> SlippingHeuristicBot:
    return SlippingHeuristicBot()


def normal(seconds: float = NORMAL_SECONDS, iterations: int | None = None
           ) -> DragonmasterSearchBot:
    return DragonmasterSearchBot(seconds=seconds, iterations=iterations)


def hard(seconds: float = HARD_SECONDS, iterations: int | None = None
         ) -> DragonmasterSearchBot:
    return DragonmasterSearchBot(seconds=seconds, iterations=iterations)


def ismcts(seconds: float = 1.0, iterations: int | None = None, exploration: float = 0.7,
           noise: float = 0.1) -> DragonmasterSearchBot:
    return DragonmasterSearchBot(seconds=seconds, iterations=iterations,
                                 exploration=exploration, noise=noise)


def heuristic() -> DragonmasterHeuristicBot:
    return DragonmasterHeuristicBot()


# name -> (factory, its options, a description for players)
DRAGONMASTER_BOTS: dict[str, tuple[Callable[..., DragonmasterBot], tuple[str, ...], str]] = {
    "easy": (easy, (), "a casual player who slips now and then and makes a Power Play "
             "only with a hand that cannot lose it"),
    "normal": (normal, ("seconds", "iterations"), "a steady player who thinks a moment "
               "(a quarter second of possible deals a move)"),
    "hard": (hard, ("seconds", "iterations"), "a sharp player who thinks about a second a "
             "move: when to Power Play and in what, when to refuse the Dragon, how to "
             "stop a Power Play or a Secret one"),
    "heuristic": (heuristic, (), "rules of thumb with no slips: ducks under the winner, "
                  "blocks a Secret Power Play, plays out a few possible deals before a "
                  "Power Play"),
    "ismcts": (ismcts, ("seconds", "iterations", "exploration", "noise"),
               "the search with every knob"),
}


def make_dragonmaster_bot(name: str, others: Callable[[str], DragonmasterBot] | None = None
                          ) -> DragonmasterBot:
    """A Dragonmaster bot by name with its options ('hard:seconds=2'); names this
    module does not know go to `others` (the bots every game seats)."""
    base, _, rest = name.partition(":")
    if base not in DRAGONMASTER_BOTS:
        if others is not None and base in ("random", "search"):
            return others(name)
        known = sorted([*DRAGONMASTER_BOTS, "random", "search"])
        raise ConfigError(f"unknown Dragonmaster bot {quote(base)}; choose from: "
                          f"{', '.join(known)}",
                          phrase=Phrase("bot.unknown-dragonmaster", bot=quote(base),
                                        known=tuple(known)))
    factory, takes, _ = DRAGONMASTER_BOTS[base]
    kwargs: dict[str, int | float] = {}
    for item in rest.split(":") if rest else ():
        key, eq, value = (part.strip() for part in item.partition("="))
        if not (eq and key):
            raise option_form(name, item)
        if key not in takes:
            raise option_not_taken(name, key, takes)
        if key in kwargs:
            raise option_twice(name, key)
        kwargs[key] = parse_option_number(name, key, value)
    try:
        return factory(**kwargs)
    except ConfigError as err:  # a value out of range: the bot says which
        raise bot_refused(name, err) from None
