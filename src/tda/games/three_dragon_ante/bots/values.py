"""What a card's power is worth when it triggers now, in gold relative to the
average opponent (see outlook.py), for every edition's power ids.

Each valuer gets a `Play`: the table, the card and its strength, my flight with
the card in it, my hand without it, and my chance to win this gambit's stakes.
An unknown power id is worth a little (most powers help their player).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence

from tda.engine import Card, CardKind
from tda.games.three_dragon_ante.bots.outlook import CARD_GOLD, Flight, Outlook, stakes_share
from tda.games.three_dragon_ante.bots.table import Table

UNKNOWN_POWER = 1.0


class Play:
    """One card about to be played (or copied) by the seat deciding."""

    __slots__ = ("t", "card", "strength", "flight", "hand", "p", "future", "sv", "m", "depth")

    def __init__(self, t: Table, card: Card | None, strength: int, flight: list[Card],
                 hand: Sequence[Card], p: float, future: float) -> None:
        self.depth = 0  # copies of copies (Princess, Dracolich...) stop early
        self.t, self.card, self.strength = t, card, strength
        self.flight, self.hand, self.p, self.future = flight, hand, p, future
        self.m = t.players
        self.sv = stakes_share(p, self.m)

    # -- gold moves, valued -------------------------------------------------
    def steal(self, x: int) -> float:
        """I take x from the stakes."""
        return min(x, self.t.stakes) * (1 - self.sv)

    def from_each(self, x: float, count: int | None = None) -> float:
        """`count` opponents (default: all) each pay me x."""
        count = self.m - 1 if count is None else count
        return count * x * self.m / max(1, self.m - 1)

    def from_one(self, x: float) -> float:
        return self.from_each(x, 1)

    def pay_in(self, x: int) -> float:
        """I put x into the stakes."""
        return -x * (1 - self.sv)

    def taxes(self, x: float) -> float:
        """Every opponent puts x into the stakes."""
        return x + (self.m - 1) * x * self.sv

    def draws(self, k: int) -> float:
        room = 10 - len(self.hand) - 1
        return max(0, min(k, room)) * CARD_GOLD

    def gambit_gain(self, flights: Mapping[int, Flight], reverse: bool | None = None) -> float:
        """Stakes value of changed flights (a removal, a bonus) against the plain play."""
        t = self.t
        after = Outlook(t, flights, reverse).chance(flights.get(t.seat, self.flight), self.future)
        return t.stakes * (stakes_share(after, self.m) - self.sv)

    def count(self, kind: CardKind) -> int:
        return sum(1 for c in self.flight if c.kind == kind)

    def opponents_with(self, test: Callable[[Sequence[Card]], bool]) -> int:
        t = self.t
        return sum(1 for o in t.opponents if test(t.flights[o]))


def _mixed(flight: Sequence[Card]) -> bool:
    kinds = {c.kind for c in flight}
    return "good" in kinds and "evil" in kinds


def _give_or_pay(pl: Play, gold: int) -> float:
    # They choose: a card when it is cheap for them, gold otherwise.
    return 0.8 * pl.from_one(gold)


def _ante_take(pl: Play, count: int, test: Callable[[Card], bool] = lambda c: True) -> float:
    cards = sorted((c for c in pl.t.ante if test(c)), key=lambda c: c.strength)[:count]
    room = 10 - len(pl.hand)
    return sum(card_worth(c) for c in cards[:max(0, room)])


def _best_copy(pl: Play, sources: Iterable[Card]) -> float:
    best = 0.0
    for c in sources:
        if c.power and c is not pl.card:
            best = max(best, value(pl, c.power))
    return best


def _removal(pl: Play, limit: int) -> float:
    """Discard the dragon weaker than `limit` whose loss helps me most."""
    t = pl.t
    look = Outlook(t)
    best = pl.p
    for s in [t.seat] + t.opponents:
        flight = pl.flight if s == t.seat else t.flights[s]
        for c in flight:
            if c.kind is not CardKind.MORTAL and c.strength < limit:
                rest = [x for x in flight if x is not c]
                p = (look.chance(rest, pl.future) if s == t.seat
                     else look.chance(pl.flight, pl.future, s, rest))
                best = max(best, p)
    return t.stakes * (stakes_share(best, pl.m) - pl.sv)


def _stronger_opponents(pl: Play) -> int:
    mine = sum(c.strength for c in pl.flight)
    return sum(1 for o in pl.t.opponents if pl.t.total(o) > mine)


def _blue(pl: Play, gold_each: int, tax_mult: int) -> float:
    return max(pl.from_each(gold_each), pl.taxes(tax_mult * len(pl.flight)))


Valuer = Callable[[Play], float]

VALUERS: dict[str, Valuer] = {
    # original
    "black": lambda pl: pl.steal(2),
    "blue": lambda pl: max(pl.steal(pl.count(CardKind.EVIL)), pl.taxes(pl.count(CardKind.EVIL))),
    "green": lambda pl: _give_or_pay(pl, 5),
    "red": lambda pl: pl.from_one(1) + CARD_GOLD,
    "white": lambda pl: pl.steal(3) if any(c.kind is CardKind.MORTAL for f in pl.t.flights for c in f)
    else 0.0,
    "brass": lambda pl: _give_or_pay(pl, 5),
    "bronze": lambda pl: _ante_take(pl, 2),
    "copper": lambda pl: 1.5,
    "gold": lambda pl: pl.draws(pl.count(CardKind.GOOD)),
    "silver": lambda pl: pl.draws(1) - CARD_GOLD / max(1, pl.m - 1) * pl.opponents_with(
        lambda f: any(c.kind is CardKind.GOOD for c in f)),
    "bahamut": lambda pl: pl.from_each(10, pl.opponents_with(_mixed)),
    "dracolich": lambda pl: _best_copy(pl, [c for f in pl.t.flights for c in f
                                            if c.kind is CardKind.EVIL]),
    "archmage": lambda pl: pl.pay_in(1) + _best_copy(pl, pl.t.ante),
    "dragonslayer": lambda pl: pl.pay_in(1) + _removal(pl, pl.strength),
    "druid": lambda pl: pl.pay_in(1) + pl.gambit_gain({}, reverse=not pl.t.weakest_wins),
    "fool": lambda pl: pl.pay_in(1) + pl.draws(_stronger_opponents(pl)),
    "priest": lambda pl: pl.pay_in(1) + (1.5 if pl.t.round < pl.t.scoring_round else 0.0),
    "princess": lambda pl: pl.pay_in(1) + sum(value(pl, c.power) for c in pl.flight
                                              if c.kind is CardKind.GOOD and c.power),
    "thief": lambda pl: pl.steal(7) - (min((0.3 * c.strength + 1 for c in pl.hand), default=0)),
    # Emperor's Gambit
    "adamantine": lambda pl: pl.draws(1) + pl.taxes(1),
    "iron": lambda pl: _ante_take(pl, 1, lambda c: c.kind is CardKind.EVIL),
    "mercury": lambda pl: pl.draws(len({x for c in pl.flight if c.kind is CardKind.GOOD
                                        for x in c.colors})),
    "mithral": lambda pl: pl.draws(2 if len(pl.hand) <= 3 else 1),
    "steel": lambda pl: _give_or_pay(pl, 4),
    "brown": lambda pl: pl.steal(1 if pl.count(CardKind.GOOD) else 3),
    "earthquake": lambda pl: pl.from_each(sum(1 for f in pl.t.flights for c in f
                                              if "earthquake" in c.colors) + 1),
    "gray": lambda pl: pl.from_one(sum(1 for c in pl.t.ante if c.kind is CardKind.EVIL)),
    "purple": lambda pl: 1.0,
    "shadow": lambda pl: 2.5,
    "io": lambda pl: pl.m * pl.m * pl.sv,
    "hatchling": lambda pl: _best_copy(pl, [c for f in pl.t.flights for c in f
                                            if c.strength < pl.strength]),
    "adventurer": lambda pl: 1.0,
    "exarch": lambda pl: 1.5,
    "sorcerer": lambda pl: 3.0,
    "queen": lambda pl: pl.from_each(5 + CARD_GOLD, pl.opponents_with(_mixed)),
    "emperor": lambda pl: pl.gambit_gain({pl.t.seat: pl.flight + [_Bonus(4)]}),
    "spy": lambda pl: _ante_take(pl, 1),
    "wyrmpriest": lambda pl: 1.0,
    "dragon-turtle": lambda pl: sum(value(pl, c.power) for c in pl.flight
                                    if c.kind is CardKind.MORTAL and c.power and c is not pl.card),
    # Legendary
    "legendary-black": lambda pl: pl.steal(3),
    "legendary-blue": lambda pl: _blue(pl, 1, 1),
    "legendary-blue-overlord": lambda pl: _blue(pl, 2, 2),
    "legendary-white": lambda pl: pl.from_one(2),
    "legendary-white-hunter": lambda pl: pl.from_each(3, sum(
        1 for o in pl.t.opponents if pl.t.total(o) < sum(c.strength for c in pl.flight))),
    "legendary-red-destroyer": lambda pl: pl.from_one(10) + CARD_GOLD,
    "legendary-black-raider": lambda pl: pl.steal(1) + sum(pl.from_one(k + 2)
                                                            for k in range(pl.m - 1)),
    "legendary-green-schemer": lambda pl: 2 * _give_or_pay(pl, 5),
    "legendary-dracolich": lambda pl: pl.gambit_gain(
        {pl.t.seat: pl.flight + [_Bonus(2 * pl.count(CardKind.EVIL))]}),
    "legendary-brass": lambda pl: _give_or_pay(pl, 5),
    "legendary-brass-sultan": lambda pl: 2 * _give_or_pay(pl, 5),
    "legendary-gold-monarch": lambda pl: pl.draws(pl.count(CardKind.GOOD)) - 3 * (pl.m - 1) * pl.p,
    "legendary-silver-seer": lambda pl: VALUERS["silver"](pl) + CARD_GOLD,
    "legendary-bronze-warlord": lambda pl: _ante_take(pl, 2),
    "legendary-copper-trickster": lambda pl: 2.0,
    "legendary-chromatic-wyrmling": lambda pl: 1.5,
    "legendary-metallic-wyrmling": lambda pl: 1.5,
    "legendary-prophet": lambda pl: _best_copy(pl, [c for c in pl.hand if c.kind is not CardKind.MORTAL]),
    "legendary-archmage": lambda pl: 2.0 * max(0, pl.t.scoring_round - pl.t.round),
    "legendary-dragonslayer": lambda pl: _removal(pl, 8),
    "legendary-sorcerer": lambda pl: 3.0,
    "legendary-queen": lambda pl: pl.from_each(5 + CARD_GOLD, pl.opponents_with(_mixed)),
    "legendary-thief": lambda pl: pl.steal(7),
    "legendary-dragonrider": lambda pl: 0.0,
    "legendary-druid": lambda pl: pl.gambit_gain({}, reverse=not pl.t.weakest_wins),
    "legendary-merchant-prince": lambda pl: 1.5,
    "legendary-priest": lambda pl: 0.0,
    "legendary-wyrmpriest": lambda pl: 1.0,
    "legendary-illusionist": lambda pl: 1.5,
    "legendary-princess": lambda pl: sum(value(pl, c.power) for c in pl.flight
                                         if c.kind is CardKind.GOOD and c.power),
    "legendary-fool": lambda pl: pl.draws(_stronger_opponents(pl)),
    "legendary-kobold": lambda pl: 1.0,
}

# A power's usual worth, for valuing a card kept in hand (not tied to a moment).
TYPICAL_UNKNOWN = 1.5
# keyed by power id; looked up with a card's power, None for a plain dragon (not here)
TYPICAL: dict[str | None, float] = {
    "black": 2, "blue": 2.5, "green": 4, "red": 3.5, "white": 1.5, "brass": 4, "bronze": 3,
    "copper": 2, "gold": 4, "silver": 1.5, "bahamut": 5, "dracolich": 3, "archmage": 3,
    "dragonslayer": 3, "druid": 2, "fool": 2, "priest": 1.5, "princess": 3, "thief": 5,
    "legendary-black": 3, "legendary-thief": 6, "legendary-red-destroyer": 12,
    "legendary-blue-overlord": 5, "legendary-black-raider": 8, "legendary-green-schemer": 7,
    "legendary-brass-sultan": 7, "legendary-gold-monarch": 4,
}


def card_worth(card: Card) -> float:
    """A card kept in hand for later gambits, in gold."""
    return 0.3 * card.strength + 0.35 * TYPICAL.get(card.power, TYPICAL_UNKNOWN) + 0.8


class _Bonus:
    """A scoring bonus counted as a strength-only card in a flight."""
    __slots__ = ("strength", "kind", "god")

    def __init__(self, strength: int):
        self.strength, self.kind, self.god = strength, "bonus", None


def value(pl: Play, power: str | None) -> float:
    """What `power` triggering now is worth to the seat deciding."""
    if not power:
        return 0.0
    valuer = VALUERS.get(power)
    if valuer is None:
        return UNKNOWN_POWER
    if pl.depth > 2:
        return 0.0
    pl.depth += 1
    try:
        return valuer(pl)
    finally:
        pl.depth -= 1
