"""The table as a bot reasons about it: one seat's knowledge, read from its
PlayerView (or, inside a search, from a sampled state), plus derived facts.

Two sources, one shape: a bot at the table builds `Table.from_view(view)`; a
search bot builds `Table.from_state(sample, seat)` for the sampled deals it
plays forward (a sample is already a deal consistent with the seat's view, so
reading it hides nothing the seat should not know; `from_state` is only the
cheaper way to read it, without copying the whole view).
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Protocol

from tda.engine import Card, GameState, PlayerView, Ruleset, find_deck, get_ruleset


class CardLookup(Protocol):
    """Cards by id: a dict, or a sample's own card table (_StateCards)."""

    def get(self, card_id: str, /) -> Card | None: ...

_DECK_CARDS: dict[str, dict[str, Card]] = {}


def cards_by_id(deck_name: str) -> dict[str, Card]:
    """Every card of a deck by id (public data: which cards the deck holds)."""
    found = _DECK_CARDS.get(deck_name)
    if found is None:
        found = _DECK_CARDS[deck_name] = {c.id: c for c in find_deck(deck_name).cards()}
    return found


class Table:
    """What one seat knows now. Lists are shared with their source: read only."""

    __slots__ = ("seat", "n", "hand", "hand_counts", "flights", "hoards", "stakes", "debts",
                 "ante", "leader", "round", "last_strength", "weakest_wins", "collected",
                 "out", "rules", "scoring_round", "live_effects", "kind", "by_id", "revealed",
                 "_opponents", "_played", "_later")
    seat: int
    n: int
    hand: Sequence[Card]
    hand_counts: Sequence[int]
    flights: Sequence[Sequence[Card]]
    hoards: Sequence[int]
    stakes: int
    debts: Sequence[tuple[int, int, int]]
    ante: Sequence[Card]
    leader: int
    round: int
    last_strength: int
    weakest_wins: bool
    collected: Sequence[AbstractSet[str]]
    out: Sequence[bool]
    rules: Ruleset
    scoring_round: int
    live_effects: tuple[str | None, ...]
    kind: str
    by_id: CardLookup
    revealed: Card | None  # the discard pile's top card (a purchase's revealed card)
    _opponents: list[int] | None
    _played: list[bool] | None
    _later: int

    @classmethod
    def from_view(cls, view: PlayerView) -> Table:
        t = cls.__new__(cls)
        assert view.seat is not None, "a bot sits in a seat"
        t.seat, t.n = view.seat, len(view.names)
        t.hand, t.hand_counts = view.hand, view.hand_counts
        t.flights, t.hoards, t.stakes, t.debts = view.flights, view.hoards, view.stakes, view.debts
        t.ante = tuple(c for c in view.ante if c is not None)
        t.leader, t.round, t.out = view.leader, view.round, view.knocked_out
        t.weakest_wins, t.collected = view.weakest_wins, view.collected
        t.rules = get_ruleset(view.ruleset)
        t.by_id = cards_by_id(view.deck_name)
        emperor = any(t.by_id[i].power == "emperor" for i in view.triggered if i in t.by_id)
        t.scoring_round = 4 if emperor else 3
        t.live_effects = tuple(t.by_id[i].ante_effect for i in view.ante_effects if i in t.by_id)
        t.kind = view.decision.kind if view.decision else ""
        t.revealed = view.discard[-1] if view.discard else None
        t._opponents = t._played = None
        t.last_strength = t._last_strength_seen()
        return t

    @classmethod
    def from_state(cls, state: GameState, seat: int, kind: str = "") -> Table:
        t = cls.__new__(cls)
        cards = state.cards
        t.seat, t.n = seat, state.n
        t.hand = [cards[c] for c in state.hands[seat]]
        t.hand_counts = [len(h) for h in state.hands]
        t.flights = [[cards[c] for c in f] for f in state.flights]
        t.hoards, t.stakes, t.debts = state.hoards, state.stakes, state.debts
        t.ante = [cards[c] for c in state.ante]
        t.leader, t.round, t.out = state.leader, state.round, state.out
        t.weakest_wins, t.collected = state.reverse_scoring(), state.collected
        t.rules, t.by_id = state.rules, _StateCards(state.by_id, cards)
        t.scoring_round = state.rounds_before_scoring()
        t.live_effects = tuple(c.ante_effect for c in t.ante if c.ante_effect) \
            if state.rules.ante_effects else ()
        t.kind = kind
        t.revealed = cards[state.discard[-1]] if state.discard else None
        t._opponents = t._played = None
        t.last_strength = state.last_strength if state.round_played else -1
        return t

    def _last_strength_seen(self) -> int:
        """The card the previous player played this round (-1: I open the round).
        A view shows flights, not rounds: the previous seat's newest flight card is
        that card except in rare cases (a Dragonslayer took it)."""
        if self.seat == self.leader:
            return -1
        seat = self.seat
        for _ in range(self.n - 1):
            seat = (seat - 1) % self.n
            if not self.out[seat] and self.flights[seat]:
                return self.flights[seat][-1].strength
            if seat == self.leader:
                break
        return -1

    # -- derived facts -----------------------------------------------------
    def card(self, card_id: str) -> Card | None:
        """Any card of the deck by id (None for a word that names no card)."""
        return self.by_id.get(card_id)

    @property
    def opponents(self) -> list[int]:
        """Active opponents, clockwise from my left."""
        if self._opponents is None:
            n, out = self.n, self.out
            self._opponents = [(self.seat + k) % n for k in range(1, n)
                               if not out[(self.seat + k) % n]]
        return self._opponents

    @property
    def players(self) -> int:
        """Seats still in the game, mine included."""
        return len(self.opponents) + 1

    def total(self, seat: int) -> int:
        return sum(c.strength for c in self.flights[seat])

    def opens_round(self) -> bool:
        return self.last_strength < 0

    def fires(self, card: Card) -> bool:
        """Would this card's power trigger if played now?"""
        if self.last_strength < 0 or card.strength <= self.last_strength:
            return True
        return "exarch" in self.live_effects and card.strength >= 10

    def plays_left(self, seat: int) -> int:
        """Cards `seat` will still play this gambit, counting a turn due this round."""
        if self._played is None:
            self._played = self._played_this_round()
        return self._later + (0 if self._played[seat] else 1)

    def has_played_this_round(self, seat: int) -> bool:
        if self._played is None:
            self._played = self._played_this_round()
        return self._played[seat]

    def _played_this_round(self) -> list[bool]:
        """Seats from the leader up to the seat deciding (not included) have played."""
        self._later = max(0, self.scoring_round - max(self.round, 1))
        played = [False] * self.n
        if self.round >= 1:
            s = self.leader
            for _ in range(self.n):
                if s == self.seat:
                    break
                played[s] = True
                s = (s + 1) % self.n
        return played

    def net_gold(self, seat: int) -> int:
        return net_gold(self.hoards, self.debts, seat)


def net_gold(hoards: Sequence[int], debts: Sequence[tuple[int, int, int]], seat: int) -> int:
    """A hoard less the debts its owner owes, plus the debts owed to it."""
    gold = hoards[seat]
    for debtor, creditor, amount in debts:
        if debtor == seat:
            gold -= amount
        elif creditor == seat:
            gold += amount
    return gold


class _StateCards:
    """`get(id)` over a game's own card table (a sample's cards are the deck's)."""
    __slots__ = ("ids", "cards")

    def __init__(self, ids: dict[str, int], cards: Sequence[Card]) -> None:
        self.ids, self.cards = ids, cards

    def get(self, card_id: str, /) -> Card | None:
        index = self.ids.get(card_id)
        return None if index is None else self.cards[index]
