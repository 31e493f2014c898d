"""Rulesets: the table rules a deck is played under, kept apart from the cards.

The core reads these switches instead of asking "which edition is this?", so
the revised (Emperor's Gambit) and Legendary rules slot in as new entries plus
the hooks their switches name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .words import DebtRule


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    description: str
    gold_per_player: int | None  # fixed starting gold per player...
    gold_times_players: int | None  # ...or this times the player count
    strength_flight_mortals: bool  # may mortals make a strength flight?
    strength_flight_takes: int | None  # ante cards taken; None = all that fit
    debt: DebtRule  # immediate (R7), deferred (R8) or the hole (R9)
    ante_effects: bool
    # Legendary switches (the defaults keep the other rulesets as they were):
    mortal_color_flight: bool = False  # three mortals make a color flight
    buy_after_flights: bool = False  # an emptied hand buys once the turn's flights are paid

    def starting_gold(self, players: int) -> int:
        if self.gold_per_player is not None:
            return self.gold_per_player
        assert self.gold_times_players is not None, "a ruleset sets one of the two"
        return self.gold_times_players * players


RULESETS: dict[str, Ruleset] = {
    "original": Ruleset(
        name="original", title="Original (2005)",
        description="The first rules: 50 gold each, debts repaid as soon as gold comes in.",
        gold_per_player=50, gold_times_players=None,
        strength_flight_mortals=False, strength_flight_takes=None,
        debt=DebtRule.IMMEDIATE, ante_effects=False),
    # The Emperor's Gambit rulebook says its changes apply to every game, original
    # cards included (ruling R8 for the debts).
    "revised": Ruleset(
        name="revised", title="Revised (Emperor's Gambit, 2010)",
        description="10 gold per player, mortals in strength flights, debts settled "
                    "when the gambit ends, ante effects.",
        gold_per_player=None, gold_times_players=10,
        strength_flight_mortals=True, strength_flight_takes=3,
        debt=DebtRule.DEFERRED, ante_effects=True),
    "legendary": Ruleset(
        name="legendary", title="Legendary Edition",
        description="10 gold per player, any three cards of a strength or three mortals "
                    "make a special flight, unpaid gold goes into the hole.",
        gold_per_player=None, gold_times_players=10,
        strength_flight_mortals=True, strength_flight_takes=2,
        debt=DebtRule.HOLE, ante_effects=False,
        mortal_color_flight=True, buy_after_flights=True),
}


def get_ruleset(name: str) -> Ruleset:
    from tda.table.phrase import Phrase
    from tda.text import quote

    from .errors import ConfigError
    try:
        return RULESETS[name]
    except KeyError:
        raise ConfigError(f"unknown ruleset {quote(name)}; choose from: "
                          + ", ".join(sorted(RULESETS)),
                          phrase=Phrase("ruleset.unknown", ruleset=quote(name),
                                        known=tuple(sorted(RULESETS)))) from None
