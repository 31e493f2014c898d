"""A rough outlook on the gambit for heuristics: who is likely to win the stakes,
and what a gold coin in the stakes, a hoard or a hand is worth to one seat.

Values are in gold, relative to the average opponent: gold I gain counts fully,
gold an opponent gains counts against me split over the opponents.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Protocol

from tda.engine import GOD_FORBIDS, Card
from tda.games.three_dragon_ante.bots.table import Table

AVG_STRENGTH = 6.5  # a typical card's strength (original deck: 6.4)
CARD_GOLD = 2.5  # a card in hand, in gold: buying costs about 6 gold for 3-4 cards


class Counted(Protocol):
    """What the outlook reads of a card in a flight: a `Card`, or a scoring bonus
    counted as a strength-only card (`values._Bonus`)."""

    @property
    def strength(self) -> int: ...
    @property
    def kind(self) -> str: ...  # a CardKind word, or "bonus"
    @property
    def god(self) -> str | None: ...


Flight = Sequence[Counted]


def can_win(flight: Flight) -> bool:
    """False when a dragon god in the flight forbids winning (ruling R1)."""
    for card in flight:
        god = card.god
        forbidden = GOD_FORBIDS.get(god) if god else None  # most cards have no god
        if forbidden and any(c.kind == forbidden for c in flight):
            return False
    return True


class Outlook:
    """The race for this gambit's stakes as one seat sees it: every flight's total
    plus the plays its owner has left, turned into chances by a softmax. The
    opponents' side is fixed; `chance` tries different flights for me (and, for
    removals, for one opponent)."""

    __slots__ = ("t", "reverse", "tau", "others", "mine_left")

    def __init__(self, t: Table, flights: Mapping[int, Flight] | None = None,
                 reverse: bool | None = None) -> None:
        self.t = t
        self.reverse = t.weakest_wins if reverse is None else reverse
        flights = flights or {}
        spread = self.mine_left = t.plays_left(t.seat)
        # seat -> (score or None when it cannot win, plays left)
        others: dict[int, tuple[float | None, int]] = {}
        for s in t.opponents:
            left = t.plays_left(s)
            if left > spread:
                spread = left
            others[s] = (self._score(flights.get(s, t.flights[s]), left), left)
        self.others = others
        self.tau = 2.5 + 2.5 * math.sqrt(spread)

    def _score(self, flight: Flight, future: float) -> float | None:
        if not can_win(flight):
            return None
        total = future * AVG_STRENGTH if future >= 0 else 0.0
        for c in flight:
            total += c.strength
        return -total if self.reverse else total

    def chance(self, flight: Flight, future: float, seat: int = -1,
               their_flight: Flight = ()) -> float:
        """My chance to win the stakes with `flight` and `future` strength to come;
        `seat`'s flight replaced by `their_flight` if given."""
        if not can_win(flight):
            return 0.0
        mine = future
        for c in flight:
            mine += c.strength
        if self.reverse:
            mine = -mine
        tau, exp = self.tau, math.exp
        rest = 0.0
        for s, (x, left) in self.others.items():
            if s == seat:
                x = self._score(their_flight, left)
            if x is not None:
                d = (x - mine) / tau
                rest += exp(d if d > -60.0 else -60.0)
        return 1.0 / (1.0 + rest)


def stakes_share(p: float, players: int) -> float:
    """What one coin in the stakes is worth to me, given my chance `p` to win them."""
    if players <= 1:
        return p
    return p - (1 - p) / (players - 1)


def future_strength(strengths: list[int], plays: int, without: int | None = None) -> float:
    """Strength I can still add this gambit from a hand (strengths, strongest
    first; one card of strength `without` set aside): my best `plays` cards, a
    bought card's average for the rest."""
    if plays <= 0:
        return 0.0
    best = strengths[:plays + 1]
    if without in best:
        best.remove(without)
    best = best[:plays]
    return sum(best) * 0.9 + (plays - len(best)) * AVG_STRENGTH


def hand_strengths(hand: Sequence[Card]) -> list[int]:
    return sorted((c.strength for c in hand), reverse=True)
