"""Flights: their strength, dragon-god abilities, special flights and scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import ante_effects, gambit_effects
from .abilities import hooks as ability_hooks
from .events import CardMoved, Cause, FlightCompleted
from .flow import TakeAnte
from .words import CardKind, CauseKind, Outcome, Place

if TYPE_CHECKING:
    from .state import GameState

# Dragon-god abilities: a flight holding this god and a card of this kind
# cannot win the gambit (ruling R1). They are not powers and are never copied.
GOD_FORBIDS = {"bahamut": "evil", "tiamat": "good", "io": "mortal"}


def flight_strength(g: GameState, seat: int) -> int:
    cards = g.cards
    return sum(cards[c].strength for c in g.flights[seat])


def count_in_flight(g: GameState, seat: int, kind: CardKind) -> int:
    cards = g.cards
    return sum(1 for c in g.flights[seat] if cards[c].kind == kind)


def has_mixed_flight(g: GameState, seat: int) -> bool:
    """Good and evil dragons together in one flight (Bahamut, the Queen)."""
    kinds = {g.cards[c].kind for c in g.flights[seat]}
    return "good" in kinds and "evil" in kinds


def can_win(g: GameState, seat: int) -> bool:
    """False when a dragon god in the flight forbids winning (ruling R1)."""
    cards = g.cards
    flight = g.flights[seat]
    for c in flight:
        god = cards[c].god
        forbidden = GOD_FORBIDS.get(god) if god else None
        if forbidden and any(cards[o].kind == forbidden for o in flight):
            return False
    return True


def opponents(g: GameState, seat: int) -> tuple[int, ...]:
    """Active opponents from `seat`'s left, clockwise."""
    return g.seat_orders[seat][1]


def clockwise(g: GameState, seat: int) -> tuple[int, ...]:
    """Active seats starting with `seat` (if active), clockwise."""
    return g.seat_orders[seat][0]


def refresh_seat_orders(g: GameState) -> None:
    """Precompute both seat orders for every seat; redone when someone leaves."""
    n, out = g.n, g.out
    orders = []
    for seat in range(n):
        ring = tuple(s for s in ((seat + k) % n for k in range(n)) if not out[s])
        orders.append((ring, tuple(s for s in ring if s != seat)))
    g.seat_orders = tuple(orders)


def extreme_opponents(g: GameState, seat: int, strongest: bool = True) -> list[int]:
    """The opponents tied for the strongest (or weakest) flight."""
    opps = g.opponents(seat)
    if not opps:
        return []
    totals = {s: g.flight_strength(s) for s in opps}
    best = max(totals.values()) if strongest else min(totals.values())
    tied = [s for s in opps if totals[s] == best]
    if strongest and len(tied) > 1 and g.abilities is not None:
        return ability_hooks.intimidate(g, tied)  # ruling A10
    return tied


# -- scoring ---------------------------------------------------------
def score_flight(g: GameState, seat: int) -> int:
    """A flight's total when the gambit winner is decided (ruling R3 hooks here)."""
    total = g.flight_strength(seat)
    effects = g.effects
    for bonus_seat, bonus in effects.score_bonus:  # the Emperor's +4
        if bonus_seat == seat:
            total += bonus
    if effects.score_effects:  # Legendary Dracolich and Dragonrider
        total += gambit_effects.score_bonus(g, seat)
    return total


def scored_totals(g: GameState) -> tuple[int, ...]:
    """Every seat's flight as scored now (0 for seats out of the game)."""
    return tuple(0 if g.out[s] else g.score_flight(s) for s in range(g.n))


def barred_seats(g: GameState) -> tuple[int, ...]:
    """Active seats whose dragon god forbids winning now (ruling R1)."""
    return tuple(s for s in g.clockwise(0) if not g.can_win(s))


def reverse_scoring(g: GameState) -> bool:
    """Ruling R2: a triggered Druid (or a Hatchling in the ante) makes the weakest
    flight win; both at once are the same as one."""
    return g.druid is not None or ante_effects.weakest_wins(g)


def reverse_causes(g: GameState) -> tuple[Cause, ...]:
    """The cards that make the weakest flight win now, Druid first (ruling R2)."""
    causes: tuple[Cause, ...] = ()
    if g.druid is not None:
        causes = (Cause(CauseKind.POWER, g.druid),)
    hatchling = ante_effects.live_card(g, ante_effects.HATCHLING)
    if hatchling is not None:
        causes += (Cause(CauseKind.ANTE_EFFECT, g.cards[hatchling].id),)
    return causes


def decide_winner(g: GameState) -> tuple[Outcome, int]:
    """('win', seat), ('tie', -1) or ('none', -1) when nobody may win (R1)."""
    eligible = [s for s in g.clockwise(0) if g.can_win(s)]
    if not eligible:
        return Outcome.NONE, -1
    totals = [(g.score_flight(s), s) for s in eligible]
    pick = min if g.reverse_scoring() else max
    best = pick(t for t, _ in totals)
    winners = [s for t, s in totals if t == best]
    return (Outcome.WIN, winners[0]) if len(winners) == 1 else (Outcome.TIE, -1)


# -- special flights -------------------------------------------------
def flight_colors(g: GameState, card: int, seat: int = -1) -> tuple[str, ...]:
    """Colors a card in `seat`'s flight counts as for color flights (dragons only
    by default)."""
    c = g.cards[card]
    colors = c.colors if c.is_dragon else ()
    effects = g.effects
    if effects.mortal_flights or effects.wild_cards:
        colors = _wyrmpriest_colors(g, card, seat, colors)
    if g.rules.mortal_color_flight and not c.is_dragon and "mortal" not in colors:
        colors += ("mortal",)  # Legendary: three mortals are a color flight
    return colors


def _wyrmpriest_colors(g: GameState, card: int, seat: int,
                       colors: tuple[str, ...]) -> tuple[str, ...]:
    """A triggered Wyrmpriest counts as every color, and its owner's mortals make
    a color flight of their own ("mortal")."""
    if seat < 0:
        seat = next((s for s, f in enumerate(g.flights) if card in f), -1)
        if seat < 0:
            return colors
    if card in g.effects.wild_cards:
        cards = g.cards
        seen = [x for c in g.flights[seat] if c != card and cards[c].is_dragon
                for x in cards[c].colors]
        colors = tuple(dict.fromkeys(seen))  # every color that could use it
    if g.cards[card].kind is CardKind.MORTAL and seat in g.effects.mortal_flights:
        colors += ("mortal",)
    return colors


def counts_for_strength_flight(g: GameState, card: int) -> bool:
    return g.cards[card].is_dragon or g.rules.strength_flight_mortals


def check_special_flights(g: GameState, seat: int) -> None:
    """Collect every new color flight, then every new strength flight."""
    flight = g.flights[seat]
    if len(flight) < 3:
        return
    cards = g.cards
    by_color: dict[str, list[int]] = {}
    by_strength: dict[int, list[int]] = {}
    for c in flight:
        for color in g.flight_colors(c, seat):
            by_color.setdefault(color, []).append(c)
        if g.counts_for_strength_flight(c):
            by_strength.setdefault(cards[c].strength, []).append(c)
    done = g.collected[seat]
    for color, group in by_color.items():
        if len(group) >= 3 and "color:" + color not in done:
            done.add("color:" + color)
            g.collect_color_flight(seat, color, group)
    for strength, group in by_strength.items():
        key = f"strength:{strength}"
        if len(group) >= 3 and key not in done:
            done.add(key)
            g.collect_strength_flight(seat, strength)


def collect_color_flight(g: GameState, seat: int, color: str, group: list[int]) -> None:
    strengths = sorted((g.cards[c].strength for c in group), reverse=True)
    amount = strengths[1]  # the second-strongest card of the set
    ab = g.abilities
    if ab is not None:
        amount += ability_hooks.flight_bonus(g, seat)  # Nature (ruling A20)
    g.emit(FlightCompleted(seat, "color", color, amount))
    if ab is not None:
        ability_hooks.flight_scored(g, seat)  # ruling A5
    for opp in g.opponents(seat):
        g.pay(opp, seat, amount)
    if ab is not None:
        ability_hooks.flight_collected(g, seat)  # Arcana


def collect_strength_flight(g: GameState, seat: int, strength: int) -> None:
    g.emit(FlightCompleted(seat, "strength", str(strength), strength))
    if g.abilities is not None:  # rulings A5, A20, A24; the reward as steps
        ability_hooks.flight_scored(g, seat)
        ability_hooks.flight_reward(g, seat, strength)
        return
    g.steal(seat, strength, "flight")
    g.take_strength_ante(seat)


def take_strength_ante(g: GameState, seat: int) -> None:
    """A strength flight's ante cards (all that fit, or the ruleset's count)."""
    limit = g.rules.strength_flight_takes
    count = len(g.ante) if limit is None else min(limit, len(g.ante))
    count = min(count, g.room(seat))
    if count >= len(g.ante):
        for card in list(g.ante):
            g.take_from_ante(seat, card)
    elif count > 0:
        g.push(TakeAnte(seat, count, "strength flight"))


def take_from_ante(g: GameState, seat: int, card: int) -> None:
    g.ante.remove(card)
    g.hand_to(seat, card)
    g.emit(CardMoved(seat, g.cards[card].id, Place.ANTE, Place.HAND))
    g.ante_left(card)


def ante_left(g: GameState, card: int) -> None:
    """Hook: a card left the ante (ante effects stop here in the revised rules)."""
    if g.rules.ante_effects:
        ante_effects.left(g, card)


# -- Changing flights mid-gambit (ruling R4 for replacements). -------------
def replace_in_flight(g: GameState, seat: int, old: int, new: int) -> None:
    """`new` takes `old`'s place; `old` is discarded. If `old` was the card played
    this turn, `new` becomes it: its strength decides the next trigger and the
    round's leader (ruling R4)."""
    from .events import CardReplaced
    flight = g.flights[seat]
    flight[flight.index(old)] = new
    g.discard.append(old)
    g.known[new] = g.everyone
    if g.round_cards[seat] == old:
        g.round_cards[seat] = new
        if seat == g.turn_seat:
            g.last_strength = g.cards[new].strength
    g.emit(CardReplaced(seat, g.cards[old].id, g.cards[new].id))


def discard_from_flight(g: GameState, seat: int, card: int) -> None:
    """A card leaves a flight for the discard pile; if it was played this round,
    its owner drops out of the contest for the next leader."""
    g.flights[seat].remove(card)
    g.discard.append(card)
    if g.round_cards[seat] == card:
        g.round_cards[seat] = -1
    g.emit(CardMoved(seat, g.cards[card].id, Place.FLIGHT, Place.DISCARD))


def flight_owner(g: GameState, card: int) -> int:
    for seat, flight in enumerate(g.flights):
        if card in flight:
            return seat
    raise ValueError(f"card {g.cards[card].id} is in no flight")
