"""Flights: their strength, dragon-god abilities, special flights and scoring."""

from __future__ import annotations

from . import ante_effects, gambit_effects
from .abilities import hooks as ability_hooks
from .events import CardMoved, Cause, FlightCompleted
from .fields import GameFields
from .flow import TakeAnte
from .words import CardKind, CauseKind, Outcome, Place

# Dragon-god abilities: a flight holding this god and a card of this kind
# cannot win the gambit (ruling R1). They are not powers and are never copied.
GOD_FORBIDS = {"bahamut": "evil", "tiamat": "good", "io": "mortal"}


class FlightsMixin(GameFields):
    __slots__ = ()

    def flight_strength(self, seat: int) -> int:
        cards = self.cards
        return sum(cards[c].strength for c in self.flights[seat])

    def count_in_flight(self, seat: int, kind: CardKind) -> int:
        cards = self.cards
        return sum(1 for c in self.flights[seat] if cards[c].kind == kind)

    def has_mixed_flight(self, seat: int) -> bool:
        """Good and evil dragons together in one flight (Bahamut, the Queen)."""
        kinds = {self.cards[c].kind for c in self.flights[seat]}
        return "good" in kinds and "evil" in kinds

    def can_win(self, seat: int) -> bool:
        """False when a dragon god in the flight forbids winning (ruling R1)."""
        cards = self.cards
        flight = self.flights[seat]
        for c in flight:
            god = cards[c].god
            forbidden = GOD_FORBIDS.get(god) if god else None
            if forbidden and any(cards[o].kind == forbidden for o in flight):
                return False
        return True

    def opponents(self, seat: int) -> tuple[int, ...]:
        """Active opponents from `seat`'s left, clockwise."""
        return self.seat_orders[seat][1]

    def clockwise(self, seat: int) -> tuple[int, ...]:
        """Active seats starting with `seat` (if active), clockwise."""
        return self.seat_orders[seat][0]

    def refresh_seat_orders(self) -> None:
        """Precompute both seat orders for every seat; redone when someone leaves."""
        n, out = self.n, self.out
        orders = []
        for seat in range(n):
            ring = tuple(s for s in ((seat + k) % n for k in range(n)) if not out[s])
            orders.append((ring, tuple(s for s in ring if s != seat)))
        self.seat_orders = tuple(orders)

    def extreme_opponents(self, seat: int, strongest: bool = True) -> list[int]:
        """The opponents tied for the strongest (or weakest) flight."""
        opps = self.opponents(seat)
        if not opps:
            return []
        totals = {s: self.flight_strength(s) for s in opps}
        best = max(totals.values()) if strongest else min(totals.values())
        tied = [s for s in opps if totals[s] == best]
        if strongest and len(tied) > 1 and self.abilities is not None:
            return ability_hooks.intimidate(self, tied)  # ruling A10
        return tied

    # -- scoring ---------------------------------------------------------
    def score_flight(self, seat: int) -> int:
        """A flight's total when the gambit winner is decided (ruling R3 hooks here)."""
        total = self.flight_strength(seat)
        effects = self.effects
        for bonus_seat, bonus in effects.score_bonus:  # the Emperor's +4
            if bonus_seat == seat:
                total += bonus
        if effects.score_effects:  # Legendary Dracolich and Dragonrider
            total += gambit_effects.score_bonus(self, seat)
        return total

    def scored_totals(self) -> tuple[int, ...]:
        """Every seat's flight as scored now (0 for seats out of the game)."""
        return tuple(0 if self.out[s] else self.score_flight(s) for s in range(self.n))

    def barred_seats(self) -> tuple[int, ...]:
        """Active seats whose dragon god forbids winning now (ruling R1)."""
        return tuple(s for s in self.clockwise(0) if not self.can_win(s))

    def reverse_scoring(self) -> bool:
        """Ruling R2: a triggered Druid (or a Hatchling in the ante) makes the weakest
        flight win; both at once are the same as one."""
        return self.druid is not None or ante_effects.weakest_wins(self)

    def reverse_causes(self) -> tuple[Cause, ...]:
        """The cards that make the weakest flight win now, Druid first (ruling R2)."""
        causes: tuple[Cause, ...] = ()
        if self.druid is not None:
            causes = (Cause(CauseKind.POWER, self.druid),)
        hatchling = ante_effects.live_card(self, ante_effects.HATCHLING)
        if hatchling is not None:
            causes += (Cause(CauseKind.ANTE_EFFECT, self.cards[hatchling].id),)
        return causes

    def decide_winner(self) -> tuple[Outcome, int]:
        """('win', seat), ('tie', -1) or ('none', -1) when nobody may win (R1)."""
        eligible = [s for s in self.clockwise(0) if self.can_win(s)]
        if not eligible:
            return Outcome.NONE, -1
        totals = [(self.score_flight(s), s) for s in eligible]
        pick = min if self.reverse_scoring() else max
        best = pick(t for t, _ in totals)
        winners = [s for t, s in totals if t == best]
        return (Outcome.WIN, winners[0]) if len(winners) == 1 else (Outcome.TIE, -1)

    # -- special flights -------------------------------------------------
    def flight_colors(self, card: int, seat: int = -1) -> tuple[str, ...]:
        """Colors a card in `seat`'s flight counts as for color flights (dragons only
        by default)."""
        c = self.cards[card]
        colors = c.colors if c.is_dragon else ()
        effects = self.effects
        if effects.mortal_flights or effects.wild_cards:
            colors = self._wyrmpriest_colors(card, seat, colors)
        if self.rules.mortal_color_flight and not c.is_dragon and "mortal" not in colors:
            colors += ("mortal",)  # Legendary: three mortals are a color flight
        return colors

    def _wyrmpriest_colors(self, card: int, seat: int,
                           colors: tuple[str, ...]) -> tuple[str, ...]:
        """A triggered Wyrmpriest counts as every color, and its owner's mortals make
        a color flight of their own ("mortal")."""
        if seat < 0:
            seat = next((s for s, f in enumerate(self.flights) if card in f), -1)
            if seat < 0:
                return colors
        if card in self.effects.wild_cards:
            cards = self.cards
            seen = [x for c in self.flights[seat] if c != card and cards[c].is_dragon
                    for x in cards[c].colors]
            colors = tuple(dict.fromkeys(seen))  # every color that could use it
        if self.cards[card].kind is CardKind.MORTAL and seat in self.effects.mortal_flights:
            colors += ("mortal",)
        return colors

    def counts_for_strength_flight(self, card: int) -> bool:
        return self.cards[card].is_dragon or self.rules.strength_flight_mortals

    def check_special_flights(self, seat: int) -> None:
        """Collect every new color flight, then every new strength flight."""
        flight = self.flights[seat]
        if len(flight) < 3:
            return
        cards = self.cards
        by_color: dict[str, list[int]] = {}
        by_strength: dict[int, list[int]] = {}
        for c in flight:
            for color in self.flight_colors(c, seat):
                by_color.setdefault(color, []).append(c)
            if self.counts_for_strength_flight(c):
                by_strength.setdefault(cards[c].strength, []).append(c)
        done = self.collected[seat]
        for color, group in by_color.items():
            if len(group) >= 3 and "color:" + color not in done:
                done.add("color:" + color)
                self.collect_color_flight(seat, color, group)
        for strength, group in by_strength.items():
            key = f"strength:{strength}"
            if len(group) >= 3 and key not in done:
                done.add(key)
                self.collect_strength_flight(seat, strength)

    def collect_color_flight(self, seat: int, color: str, group: list[int]) -> None:
        strengths = sorted((self.cards[c].strength for c in group), reverse=True)
        amount = strengths[1]  # the second-strongest card of the set
        ab = self.abilities
        if ab is not None:
            amount += ability_hooks.flight_bonus(self, seat)  # Nature (ruling A20)
        self.emit(FlightCompleted(seat, "color", color, amount))
        if ab is not None:
            ability_hooks.flight_scored(self, seat)  # ruling A5
        for opp in self.opponents(seat):
            self.pay(opp, seat, amount)
        if ab is not None:
            ability_hooks.flight_collected(self, seat)  # Arcana

    def collect_strength_flight(self, seat: int, strength: int) -> None:
        self.emit(FlightCompleted(seat, "strength", str(strength), strength))
        if self.abilities is not None:  # rulings A5, A20, A24; the reward as steps
            ability_hooks.flight_scored(self, seat)
            ability_hooks.flight_reward(self, seat, strength)
            return
        self.steal(seat, strength, "flight")
        self.take_strength_ante(seat)

    def take_strength_ante(self, seat: int) -> None:
        """A strength flight's ante cards (all that fit, or the ruleset's count)."""
        limit = self.rules.strength_flight_takes
        count = len(self.ante) if limit is None else min(limit, len(self.ante))
        count = min(count, self.room(seat))
        if count >= len(self.ante):
            for card in list(self.ante):
                self.take_from_ante(seat, card)
        elif count > 0:
            self.push(TakeAnte(seat, count, "strength flight"))

    def take_from_ante(self, seat: int, card: int) -> None:
        self.ante.remove(card)
        self.hand_to(seat, card)
        self.emit(CardMoved(seat, self.cards[card].id, Place.ANTE, Place.HAND))
        self.ante_left(card)

    def ante_left(self, card: int) -> None:
        """Hook: a card left the ante (ante effects stop here in the revised rules)."""
        if self.rules.ante_effects:
            ante_effects.left(self, card)


__all__ = ["FlightsMixin", "FlightEditsMixin", "GOD_FORBIDS"]


class FlightEditsMixin(GameFields):
    """Changing flights mid-gambit (ruling R4 for replacements)."""

    __slots__ = ()

    def replace_in_flight(self, seat: int, old: int, new: int) -> None:
        """`new` takes `old`'s place; `old` is discarded. If `old` was the card played
        this turn, `new` becomes it: its strength decides the next trigger and the
        round's leader (ruling R4)."""
        from .events import CardReplaced
        flight = self.flights[seat]
        flight[flight.index(old)] = new
        self.discard.append(old)
        self.known[new] = self.everyone
        if self.round_cards[seat] == old:
            self.round_cards[seat] = new
            if seat == self.turn_seat:
                self.last_strength = self.cards[new].strength
        self.emit(CardReplaced(seat, self.cards[old].id, self.cards[new].id))

    def discard_from_flight(self, seat: int, card: int) -> None:
        """A card leaves a flight for the discard pile; if it was played this round,
        its owner drops out of the contest for the next leader."""
        self.flights[seat].remove(card)
        self.discard.append(card)
        if self.round_cards[seat] == card:
            self.round_cards[seat] = -1
        self.emit(CardMoved(seat, self.cards[card].id, Place.FLIGHT, Place.DISCARD))

    def flight_owner(self, card: int) -> int:
        for seat, flight in enumerate(self.flights):
            if card in flight:
                return seat
        raise ValueError(f"card {self.cards[card].id} is in no flight")
