"""Rulesets: the table rules a deck is played under, kept apart from the cards.

The core reads these switches instead of asking "which edition is this?", so
the revised (Emperor's Gambit) and Legendary rules slot in as new entries plus
the hooks their switches name.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    description: str
    gold_per_player: int | None  # fixed starting gold per player...
    gold_times_players: int | None  # ...or this times the player count
    strength_flight_mortals: bool  # may mortals make a strength flight?
    strength_flight_takes: int | None  # ante cards taken; None = all that fit
    debt: str  # "immediate" (R7), "deferred" (R8) or "hole" (R9)
    ante_effects: bool

    def starting_gold(self, players: int) -> int:
        if self.gold_per_player is not None:
            return self.gold_per_player
        return self.gold_times_players * players


RULESETS: dict[str, Ruleset] = {
    "original": Ruleset(
        name="original", title="Original (2005)",
        description="The first rules: 50 gold each, debts repaid as soon as gold comes in.",
        gold_per_player=50, gold_times_players=None,
        strength_flight_mortals=False, strength_flight_takes=None,
        debt="immediate", ante_effects=False),
}


def get_ruleset(name: str) -> Ruleset:
    from .errors import ConfigError
    try:
        return RULESETS[name]
    except KeyError:
        raise ConfigError(f"unknown ruleset {name!r}; choose from: "
                          + ", ".join(sorted(RULESETS))) from None
