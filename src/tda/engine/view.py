"""What one seat may see (ruling R10), and determinization for search bots."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

from tda.table.marks import CardId, Seat, SeatOrStakes
from tda.table.phrase import Phrase

from .actions import Action
from .ante_effects import live_cards
from .card import Card
from .events import Event
from .sampling import scrubbed
from .words import DecisionKind

if TYPE_CHECKING:
    from .state import Chain, GameState


@dataclass(frozen=True)


class Decision:
    """The decision due now: its kind, who decides, a prompt, and the options.

    For the deciding seat's eyes (a view for another seat leaves them empty):
    `labels`, what each option does in words with its numbers, one per option;
    `needless`, why every option leads to the same outcome, or None when the
    choice matters (local ruling L3): `if decision.needless` means there is a reason.
    `source` is the id of the card whose power asks (None for an ante, a play...).

    The words are `Phrase`s, said by `tda.words.render` (issue 29); a card power's
    step whose words have not moved yet still gives a str, which render passes on."""
    kind: DecisionKind | str  # a DecisionKind: equal to its word ("play")
    seat: Seat
    prompt: Phrase | str
    options: tuple[Action, ...]
    labels: tuple[Phrase | str, ...] = ()
    source: CardId | None = None
    needless: Phrase | str | None = None


@dataclass(frozen=True)


class PlayerView:
    """Everything seat `seat` may know. Bots and the UI see nothing else."""
    seat: Seat | None  # None: a spectator (view(None)), who sees no hand
    names: tuple[str, ...]
    ruleset: str
    deck_name: str  # the deck with its option (GameConfig.full_deck): it names the cards
    hoards: tuple[int, ...]
    stakes: int
    hole: tuple[int, ...]  # Legendary: each seat's shortfall this gambit
    hole_total: int
    debts: tuple[tuple[Seat, SeatOrStakes, int], ...]  # (debtor, creditor or -1 for the stakes, amount)
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    flights: tuple[tuple[Card, ...], ...]
    triggered: frozenset[CardId]  # ids of flight cards whose power triggered this gambit
    ante: tuple[Card | None, ...]  # None: a face-down card not yet revealed
    deck_count: int
    discard: tuple[Card, ...]
    gambit: int
    round: int
    leader: Seat
    to_act: Seat | None
    decision: Decision | None
    knocked_out: tuple[bool, ...]
    weakest_wins: bool
    collected: tuple[frozenset[str], ...]
    log: SeatLog
    gold_history: tuple[tuple[int, ...], ...] = ()  # hoards at the start and after each gambit
    ante_effects: tuple[CardId, ...] = ()  # ids of ante cards whose ante effect is live (revised)
    # Legendary deck building: the specials everyone knows are in this game (all
    # ten with "show 'em"); the ones set aside are never shown (ruling R10).
    specials: tuple[Card, ...] = ()
    # -- the table's optional rules (timelimit.py) -------------------------------
    # The gambit in which the table called time (public); the game ends after the
    # next one (ruling A36). None: time has not been called.
    time_called_in: int | None = None
    # -- character abilities (rules/ABILITIES.md); empty when the game has none --
    # Per seat its ability ids, or None while secret and unused (ruling A27).
    abilities: tuple[tuple[str, ...] | None, ...] = ()
    # Per seat {ability id: ready}; in Legendary every ability of a seat shares its disk.
    ability_ready: tuple[dict[str, bool], ...] = ()
    # Legendary: per seat whether its disk is ready (public even while secret).
    disks: tuple[bool, ...] = ()
    # Per seat, the card ids this seat knows are in that hand (a look, a reveal), only
    # as they were then, in card order (a face-down ante card still counts); () for
    # its own seat.
    known: tuple[tuple[CardId, ...], ...] = ()
    # Which edition's list the abilities come from (the ruleset's, or the config's
    # `ability_edition`, ruling A1); None when the game has no abilities.
    ability_edition: str | None = None


class SeatLog(Sequence[Event]):
    """A seat's redacted event log, materialized only when read, so building a
    view for every bot decision does not copy the whole game's history."""

    __slots__ = ("_chain", "_seat", "_items")

    def __init__(self, chain: Chain, seat: int) -> None:
        self._chain, self._seat = chain, seat
        self._items: tuple[Event, ...] | None = None

    @classmethod
    def of(cls, events: Iterable[Event]) -> SeatLog:
        """A log of events already redacted for its seat (one read off the wire)."""
        log = cls(None, -1)
        log._items = tuple(events)
        return log

    def _all(self) -> tuple[Event, ...]:
        if self._items is None:
            events = []
            chain = self._chain
            while chain:
                events.append(chain[0])
                chain = chain[1]
            seat = self._seat
            self._items = tuple(e.visible_to(seat) for e in reversed(events))
        return self._items

    @overload
    def __getitem__(self, index: int) -> Event: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Event, ...]: ...
    def __getitem__(self, index: int | slice) -> Event | tuple[Event, ...]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __iter__(self) -> Iterator[Event]:
        return iter(self._all())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Sequence) and tuple(self) == tuple(other)

    def __hash__(self) -> int:
        return hash(self._all())

    def __repr__(self) -> str:
        return f"SeatLog({len(self)} events)"


def view(g: GameState, seat: int | None) -> PlayerView:
    """What `seat` may see; `view(None)` is a spectator's view (no hand at all)."""
    n = len(g.names)
    if seat is not None and (type(seat) is not int or not 0 <= seat < n):
        # A negative index would show another seat's hand under a false name.
        raise ValueError(f"no seat {seat!r} in a {n}-player game: a view is for a "
                         f"seat 0-{n - 1}, or None for a spectator")
    cards = g.cards
    decision = g.decision
    own = -1 if seat is None else seat
    if decision is not None and decision.seat != seat:
        decision = Decision(decision.kind, decision.seat, decision.prompt, (),
                            source=decision.source)
    hidden = [cards[c] if s == own else None
              for s, c in enumerate(g.ante_hidden) if c >= 0]
    return PlayerView(
        seat=seat, names=tuple(g.names), ruleset=g.rules.name,
        deck_name=g.config.full_deck, hoards=tuple(g.hoards), stakes=g.stakes,
        hole=tuple(g.hole), hole_total=g.hole_total,
        debts=tuple(g.debts),
        hand=() if seat is None else tuple(cards[c] for c in g.hands[seat]),
        hand_counts=tuple(len(h) for h in g.hands),
        flights=tuple(tuple(cards[c] for c in f) for f in g.flights),
        triggered=frozenset(cards[c].id for c in g.triggered),
        ante=tuple(cards[c] for c in g.ante) + tuple(hidden),
        deck_count=len(g.deck), discard=tuple(cards[c] for c in g.discard),
        gambit=g.gambit, round=g.round, leader=g.leader, to_act=g.to_act,
        decision=decision, knocked_out=tuple(g.out), weakest_wins=g.reverse_scoring(),
        collected=tuple(frozenset(c) for c in g.collected),
        log=SeatLog(g._log, own), gold_history=tuple(g.gold_history),
        ante_effects=live_cards(g),
        specials=tuple(cards[c] for c in g.building.specials_public),
        time_called_in=g.time_called_in,
        **(_ability_view(g, seat) if g.abilities is not None else {}))


def _ability_view(g: GameState, seat: int | None) -> dict[str, Any]:  # the view's ability fields
    from .abilities.model import DISK, ready_map, shown_to
    ab = g.abilities
    assert ab is not None
    shown = tuple(shown_to(g, seat, s) for s in range(g.n))
    bit = 0 if seat is None else 1 << seat
    return dict(
        abilities=shown,
        ability_ready=tuple(ready_map(g, s, held or ())
                            for s, held in enumerate(shown)),
        disks=tuple((s, DISK) not in ab.expended for s in range(g.n))
        if ab.edition == "legendary" else (),
        known=tuple(() if s == seat else _known_in(g, s, bit)
                    for s in range(g.n)),
        ability_edition=ab.edition)


def _known_in(g: GameState, other: int, bit: int) -> tuple[str, ...]:
    """Cards `bit`'s seat knows `other` holds, in card order. A face-down ante card
    counts as held: the seat cannot tell it from the hand until the reveal."""
    held = g.hands[other] + [c for c in (g.ante_hidden[other],) if c >= 0]
    known, cards = g.known, g.cards
    return tuple(cards[c].id for c in sorted(held) if known[c] & bit)


def hidden_from(g: GameState, seat: int) -> list[int]:
    """Cards whose place `seat` cannot know: the deck, unknown cards in other
    hands, and other seats' face-down ante choices."""
    bit = 1 << seat
    known = g.known
    pool = list(g.deck)
    for s, hand in enumerate(g.hands):
        if s != seat:
            pool.extend(c for c in hand if not known[c] & bit)
    pool.extend(c for s, c in enumerate(g.ante_hidden) if c >= 0 and s != seat)
    return pool


def determinize(g: GameState, seat: int, rng: random.Random) -> GameState:
    """A world where everything `seat` cannot see is dealt again at random,
    keeping every count and every card `seat` knows the place of. It depends
    only on what `seat` may see and on `rng` (ruling R10): the same world a
    `Sampler(g, seat)` deals, with the seat's redacted log and no actions
    (see `tda.engine.sampling` for what is scrubbed and how)."""
    return scrubbed(g, seat, rng)[0]
