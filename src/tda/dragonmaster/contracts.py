"""The five contracts: their penalty items, what they pay on each side, and the
Expert game's lead restrictions.

Amounts are in crystals (every one a multiple of 1,000).
"""

from __future__ import annotations

from .cards import RUNESWORD, SUIT_OF, WIZARDS, dragonlords

CONTRACTS = ("dragonlords", "wizards", "runesword", "first-or-last", "staff-of-power")
# The printed names, as data for the screens that still read them; a player reads
# them through tda.games.dragonmaster.words.phrases.contract_name. Names as data.
NAMES = {"dragonlords": "Dragonlords", "wizards": "Wizards", "runesword": "Runesword",
         "first-or-last": "First or Last", "staff-of-power": "Staff of Power"}  # names as data

# Dragonmaster side: what one item costs the seat that takes it.
DRAGONLORD_PENALTY = 1000
WIZARD_PENALTY = 2000
RUNESWORD_PENALTY = 8000
FIRST_OR_LAST_PENALTY = 4000

# Power Play side: what each other seat pays a winning Power Player, and the flat
# amount a failing one pays the Dragonmaster.
POWER_PLAY_REWARD = {"dragonlords": 10000, "wizards": 10000, "runesword": 6000,
                     "first-or-last": 6000, "staff-of-power": 15000}
POWER_PLAY_FAILURE = 8000
# Secret Power Plays exist only in these contracts (ruling DM5: "Warriors" in the
# book's WHEN paragraph means Wizards), paying the Power Play rewards.
SECRET_POWER_PLAY_CONTRACTS = ("dragonlords", "wizards", "staff-of-power")

LAST_TRICK = 8  # ruling DM22: the "last" trick is the 8th, even in a hand thrown in
TRICKS = 8

# Expert: suits the opening leader may not lead on trick 1.
LEAD_RESTRICTIONS = {"dragonlords": ("dragonlords",), "runesword": ("warriors",),
                     "staff-of-power": ("dragonlords", "warriors")}


def card_items(contract: str, players: int) -> frozenset[str]:
    """The penalty cards of a contract (a Power Player must take them all)."""
    lords = frozenset(dragonlords(players))
    items = {"dragonlords": lords, "wizards": frozenset(WIZARDS),
             "runesword": frozenset((RUNESWORD,)), "first-or-last": frozenset()}
    if contract == "staff-of-power":
        return lords | frozenset(WIZARDS) | {RUNESWORD}
    return items[contract]


def trick_items(contract: str) -> tuple[int, ...]:
    """The penalty tricks (1-based): the first and the last."""
    return (1, LAST_TRICK) if contract in ("first-or-last", "staff-of-power") else ()


def card_penalty(contract: str, card: str) -> int:
    """What taking `card` costs under `contract` on the Dragonmaster side. In Staff
    of Power the Wizard of Dragonlords is charged as both a Dragonlord and a Wizard."""
    staff = contract == "staff-of-power"
    cost = 0
    if (staff or contract == "dragonlords") and SUIT_OF.get(card) == "dragonlords":
        cost += DRAGONLORD_PENALTY
    if (staff or contract == "wizards") and card in WIZARDS:
        cost += WIZARD_PENALTY
    if (staff or contract == "runesword") and card == RUNESWORD:
        cost += RUNESWORD_PENALTY
    return cost


def trick_penalty(contract: str, cards: list[str], trick: int) -> int:
    """What taking trick number `trick` (1-based) holding `cards` costs its taker under
    `contract` on the Dragonmaster side: its penalty cards, and the trick itself where
    the contract charges it (trick 1 and trick 8)."""
    return penalty(contract, cards, [trick])


def penalty(contract: str, taken: list[str], tricks: list[int]) -> int:
    """A seat's Dragonmaster-side penalty: the cards it took and the tricks (1-based)
    it won."""
    total = sum(card_penalty(contract, c) for c in taken)
    return total + FIRST_OR_LAST_PENALTY * sum(1 for t in trick_items(contract) if t in tricks)


def restricted_suits(contract: str) -> tuple[str, ...]:
    return LEAD_RESTRICTIONS.get(contract, ())
