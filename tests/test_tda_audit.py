"""An outside rules audit of Three-Dragon Ante's core game (no character abilities).

Written against the public surface of DESIGN.md only ("Three-Dragon Ante: the public
surface"): `GameConfig`, `new_game`, `replay`, action strings, views and events. Two
parts: a referee that follows random seeded games and checks what the rulebooks fix
at every step, and stacked-deal scenarios, one per rule, naming the ruling they cover.
"""
from __future__ import annotations

import random

import pytest

from tda.engine import GameConfig, IllegalActionError, new_game, replay
from tda.engine.events import (
    AnteChosen,
    AnteRevealed,
    CardPlayed,
    CardMoved,
    CardReplaced,
    CardsRevealed,
    CardsDrawn,
    CardTaken,
    FlightCompleted,
    GambitStarted,
    GambitUndecided,
    GameEnded,
    GambitWon,
    GoldPaid,
    LeaderChosen,
    RoundStarted,
)

STAKES = -1


def game(players: int = 3, **kw):
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"][:players]
    kw.setdefault("seed", 1)
    return new_game(GameConfig(players=names, **kw))


def acts(state, *texts):
    events = []
    for text in texts:
        events.extend(state.apply(text))
    return events


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


def legal(state):
    return [str(a) for a in state.legal_actions()]


# -- the referee ------------------------------------------------------------------

class Referee:
    """Follows one game through the surface and checks the rules it can derive."""

    def __init__(self, state, deck_size: int):
        self.state = state
        self.seats = len(state.view(None).names)
        self.deck_size = deck_size
        v = state.view(None)
        self.gold = sum(v.hoards) + v.stakes + v.hole_total
        self.round_plays: list[int] = []  # strengths of the cards played this round
        self.collected: set[tuple[int, str, str]] = set()
        self.known: dict[str, int] = {}
        self.revealed: set[str] = set()
        self.original = state.view(None).ruleset == "original"

    def check_view(self):
        s = self.state
        full = s.view(None)
        # gold never appears or vanishes (debts and hole counts are not gold)
        assert sum(full.hoards) + full.stakes + full.hole_total == self.gold
        assert all(h >= 0 for h in full.hoards) and full.stakes >= 0
        cards = sum(full.hand_counts) + sum(len(f) for f in full.flights)
        cards += len(full.ante) + full.deck_count + len(full.discard)
        cards += len(self.revealed)  # ruling L9: face up, out of the deck, for a while
        assert cards == self.deck_size
        for seat in range(self.seats):
            v = s.view(seat)
            assert len(v.hand) == v.hand_counts[seat] == full.hand_counts[seat]
            assert len(v.hand) <= 10  # the hand limit
            # the view never holds another seat's hidden cards
            for e in v.log:
                if isinstance(e, AnteChosen) and e.seat != seat:
                    assert e.card is None
                if isinstance(e, CardsDrawn) and e.seat != seat:
                    assert e.cards == ()
                if isinstance(e, CardTaken) and seat not in (e.taker, e.victim):
                    assert e.card is None
            if v.decision is not None and v.decision.seat != seat:
                assert v.decision.labels == ()
            for card in v.ante:
                assert card is None or full.ante  # face-down ante stays hidden
        assert full.hand == ()

    def follow(self, events):
        for e in events:
            if isinstance(e, RoundStarted):
                self.round_plays = []
            elif isinstance(e, CardPlayed):
                strength = self.strength(e.card)
                if self.state.view(None).ruleset == "original" and e.card != "tiamat":
                    # a power triggers on the round's first card or a card no
                    # stronger than the card the previous player played
                    expect = not self.round_plays or strength <= self.round_plays[-1]
                    assert e.triggered == expect, (e, self.round_plays)
                self.round_plays.append(strength)
            elif isinstance(e, CardReplaced) and self.round_plays:
                self.revealed.discard(e.new)
                # ruling R4: the replacement is the card played this turn
                self.round_plays[-1] = self.strength(e.new)
            elif isinstance(e, CardsRevealed):
                self.revealed = set(e.cards)
            elif isinstance(e, CardMoved):
                self.revealed.discard(e.card)
            elif isinstance(e, AnteRevealed):
                self.check_ante(e, events)
            elif isinstance(e, FlightCompleted):
                key = (e.seat, e.flight, e.key)
                assert key not in self.collected, e  # once per gambit
                self.collected.add(key)
                if e.flight == "color" and self.original:
                    self.check_color_flight(e)
                if e.flight == "strength":
                    assert e.amount <= int(e.key)  # steals the shared strength (or what is left)
            elif isinstance(e, GambitWon):
                self.collected = set()
                self.check_winner(e)
            elif isinstance(e, GambitUndecided):
                self.collected = set()
            elif isinstance(e, GameEnded):
                # most gold wins
                assert set(e.winners) == {i for i, g in enumerate(e.gold) if g == max(e.gold)}
            elif isinstance(e, GambitStarted) and e.gambit > 1:
                # the game ends when a hoard is empty at a gambit's end
                v = self.state.view(None)
                assert all(h > 0 for i, h in enumerate(v.hoards) if not v.knocked_out[i])
        self.check_decision()

    def check_decision(self):
        s = self.state
        if s.is_over:
            return
        d = s.decision
        hand = [c.id for c in s.view(d.seat).hand]
        options = legal(s)
        if d.kind == "play":
            # any card of the hand may be played, nothing else
            assert sorted(options) == sorted({f"play {c}" for c in hand})
            v = s.view(None)
            if v.deck_count or v.discard:
                assert len(hand) != 1, "one card at a turn's start: the player buys first"
        elif d.kind == "ante":
            assert sorted(options) == sorted({f"ante {c}" for c in hand})

    def check_color_flight(self, e):
        # each opponent pays the second-strongest of the three matching dragons
        color = e.key
        flight = self.state.view(None).flights[e.seat]
        matching = sorted((c.strength for c in flight
                           if color in c.colors and c.kind != "mortal"), reverse=True)
        assert len(matching) >= 3, (e, flight)
        if len(matching) == 3:
            assert e.amount == matching[1], (e, flight)

    def check_winner(self, e):
        v = self.state.view(None)
        if not e.totals:
            return
        eligible = [i for i in range(self.seats) if i not in e.barred and not v.knocked_out[i]]
        assert e.seat in eligible
        totals = [e.totals[i] for i in eligible]
        best = min(totals) if e.reason == "weakest" else max(totals)
        assert e.totals[e.seat] == best and totals.count(best) == 1, e

    def strength(self, card_id):
        for c in self.all_cards():
            self.known[c.id] = c.strength
        return self.known[card_id]

    def all_cards(self):
        v = self.state.view(None)
        yield from (c for f in v.flights for c in f)
        yield from (c for c in v.ante if c is not None)
        yield from v.discard
        for seat in range(self.seats):
            yield from self.state.view(seat).hand

    def check_ante(self, e, events):
        strengths = [self.strength(card) for _seat, card in e.cards]
        top = max(strengths)
        pays = [p for p in of(events, GoldPaid) if p.payee == STAKES]
        leaders = [x for x in of(events, LeaderChosen) if x.reason == "ante"]
        untied = [s for s in strengths if strengths.count(s) == 1]
        if not untied:
            return  # all tied: discarded, everyone antes again
        best = max(untied)
        assert leaders and leaders[0].seat == e.cards[strengths.index(best)][0]
        # everyone pays the strongest ante card (ties included), as far as they can
        assert all(p.amount <= top for p in pays[: self.seats])


def referee_game(seed, players, deck_size, steps=2500, **kw):
    state = game(players, seed=seed, **kw)
    ref = Referee(state, deck_size)
    rng = random.Random(seed)
    ref.check_view()
    for _ in range(steps):
        if state.is_over:
            break
        options = legal(state)
        assert options, "legal actions never empty while the game is not over"
        assert state.to_act == state.decision.seat
        if rng.random() < 0.1:  # an illegal string: one clear error, state unchanged
            before = state.view(None)
            bad = rng.choice(["play", "play nothing-9", "ante", "zz", "choose", "pay 1 2",
                              "play red-99", " ", "pass pass", "take -1"])
            if bad not in options:
                with pytest.raises(IllegalActionError):
                    state.apply(bad)
                assert state.view(None) == before
        ref.follow(state.apply(rng.choice(options)))
        ref.check_view()
    assert state.is_over
    result = state.result
    assert result is not None and result.winners
    assert replay(state.record()).view(0) == state.view(0)
    return state


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 9, 10])
def test_referee_original(seed):
    referee_game(seed, 2 + seed % 5, 70, ruleset="original", deck="original")


@pytest.mark.parametrize("seed", [5, 6])
def test_referee_revised(seed):
    referee_game(seed, 3 + seed % 2, 70, ruleset="revised", deck="emperors-gambit")


@pytest.mark.parametrize("seed", [7, 8])
def test_referee_legendary(seed):
    referee_game(seed, 3 + seed % 3, 80, ruleset="legendary", deck="legendary")
