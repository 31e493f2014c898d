"""Lasting effects of powers for the rest of a gambit, read by the state's hooks.

A power that changes the rest of the gambit replaces the state's `effects`
record (`GambitEffects`: immutable, so a clone shares it for nothing); a new
gambit starts from `NO_EFFECTS`. The Legendary ones, read by the hooks below:

- `always_fires`: seats whose every later card triggers (the Archmage);
- `warlords`: seats that want a fourth round unless they win (Bronze Warlord, R14);
- `score_effects`: (card, kind) pairs changing a flight's total at scoring (R3):
  "dracolich" (+2 per evil dragon) and "dragonrider" (its strength becomes the
  flight's weakest dragon's);
- `buy_payee`: the seat that receives buying gold (Merchant Prince, R13);
- `stakes_split`: the winner shares the stakes with their left neighbor (Priest);
- `winner_gifts`: seats that give each opponent 3 gold if they win (Gold Monarch);
- `flight_checks`: seats whose flight a swap changed this turn (Illusionist).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from .events import STAKES, StakesSplit
from .steps import AutoStep, SeatArgs, per_seat
from .words import CardKind, Outcome

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True, slots=True)
class GambitEffects:
    """What cards played this gambit changed for the rest of it (plain values)."""

    score_bonus: tuple[tuple[int, int], ...] = ()  # (seat, gold) at scoring: the Emperor
    min_rounds: int = 3  # rounds before scoring: the Emperor makes it 4
    wild_cards: frozenset[int] = frozenset()  # cards of every color (Wyrmpriest)
    mortal_flights: frozenset[int] = frozenset()  # seats whose mortals make color flights
    revealed: tuple[int, ...] = ()  # cards the Sorcerer turned up, awaiting a choice
    always_fires: frozenset[int] = frozenset()
    warlords: frozenset[int] = frozenset()
    score_effects: tuple[tuple[int, str], ...] = ()
    buy_payee: int = STAKES
    stakes_split: int = 0
    winner_gifts: tuple[int, ...] = ()
    flight_checks: tuple[int, ...] = ()
    no_buy: int | None = None  # the Thief's exception: this seat does not buy now


NO_EFFECTS = GambitEffects()


def change(g: GameState, **values: Any) -> None:  # fields by name, each its own type
    """Replace some of the gambit's effects (the record itself never changes)."""
    g.effects = replace(g.effects, **values)


def add_seat(g: GameState, key: str, seat: int) -> None:
    change(g, **{key: getattr(g.effects, key) | {seat}})


def append(g: GameState, key: str, value: object) -> None:
    change(g, **{key: getattr(g.effects, key) + (value,)})


# -- rounds and scoring ---------------------------------------------------------
def wants_extra_round(g: GameState) -> bool:
    """Ruling R14: after round 3, a Bronze Warlord's owner who is not the sole
    winner gets a fourth round (which is then scored as usual)."""
    owners = g.effects.warlords
    if not owners or g.round != 3:
        return False
    outcome, winner = g.decide_winner()
    return outcome is not Outcome.WIN or any(seat != winner for seat in owners)


def score_bonus(g: GameState, seat: int) -> int:
    """Ruling R3: what triggered Dracolich and Dragonrider cards in `seat`'s flight add."""
    total = 0
    flight = g.flights[seat]
    for card, kind in g.effects.score_effects:
        if card in flight:
            if kind == "dracolich":
                total += 2 * g.count_in_flight(seat, CardKind.EVIL)
            else:
                total += rider_strength(g, seat) - g.cards[card].strength
    return total


def rider_strength(g: GameState, seat: int) -> int:
    """A triggered Dragonrider at scoring: the weakest dragon in its flight, or 0."""
    cards = g.cards
    return min((cards[c].strength for c in g.flights[seat] if cards[c].is_dragon), default=0)


def collect_scoring_flights(g: GameState) -> bool:
    """A Dragonrider's strength at scoring may complete a strength flight (rulebook
    appendix 4; local ruling L12). Pushes another "round_end" under the rewards and
    returns True when one is collected, so the scoring check then runs again."""
    due = []
    for card, kind in g.effects.score_effects:
        seat = next((s for s in range(g.n) if card in g.flights[s]), -1)
        if kind != "dragonrider" or seat < 0:
            continue
        strength = rider_strength(g, seat)
        key = f"strength:{strength}"
        if strength <= 0 or key in g.collected[seat]:
            continue
        cards = g.cards
        same = [c for c in g.flights[seat] if c != card and cards[c].strength == strength
                and g.counts_for_strength_flight(c)]
        if len(same) >= 2:
            g.collected[seat].add(key)
            due.append((seat, strength))
    if not due:
        return False
    from .flow import ROUND_END, SETTLE  # (flow.py imports this module)
    g.push(ROUND_END)
    g.push(SETTLE)
    for seat, strength in due:
        g.collect_strength_flight(seat, strength)
    return True


# -- the stakes and buying ----------------------------------------------------
def split_stakes(g: GameState, winner: int, amount: int) -> bool:
    """The Legendary Priest: the winner shares the stakes with the player on their
    left, keeping the odd coin. Returns False when no Priest triggered."""
    if not g.effects.stakes_split or not g.opponents(winner):
        return False
    left = g.opponents(winner)[0]
    mine = amount - amount // 2
    g.emit(StakesSplit(((winner, mine), (left, amount // 2))))
    g.gain(winner, mine)
    g.gain(left, amount // 2)
    return True


def give_gifts(g: GameState, winner: int) -> None:
    """The Gold Monarch: its owner, having won, gives each opponent 3 gold,
    once per trigger (local ruling L17)."""
    for seat in g.effects.winner_gifts:
        if seat == winner:
            for opp in g.opponents(winner):
                g.pay(winner, opp, 3)


# -- special flights after a swap ----------------------------------------------
def push_swapped_checks(g: GameState, seat: int) -> None:
    """At the end of a turn, after `seat`'s own flights (they have priority), check
    the flights a swap changed (the Illusionist)."""
    checks = g.effects.flight_checks
    if checks:
        change(g, flight_checks=())
    for other in reversed(checks):
        if other != seat:
            g.push(CHECK_FLIGHTS[other])


class CheckFlights(AutoStep, SeatArgs):
    """The special flights of a seat whose flight a swap changed (the Illusionist)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        g.check_special_flights(self.seat)


CHECK_FLIGHTS = per_seat(CheckFlights)
