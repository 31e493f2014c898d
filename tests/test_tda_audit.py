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
    AnteEffectStarted,
    AnteRevealed,
    CardGiven,
    CardMoved,
    CardPlayed,
    CardReplaced,
    CardsBought,
    CardsDrawn,
    CardsPeeked,
    CardsRevealed,
    CardsSwapped,
    CardTaken,
    DebtCancelled,
    DebtIncurred,
    DebtRepaid,
    FlightCompleted,
    GambitStarted,
    GambitUndecided,
    GambitWon,
    GameEnded,
    GoldPaid,
    GoldStolen,
    HoleAwarded,
    HolePaid,
    LeaderChosen,
    PowerTriggered,
    RoundStarted,
    StakesSplit,
)

STAKES = -1
EVIL5 = ("black", "blue", "green", "red", "white")
# strengths of the cards whose id carries none (rules/CARDS.md, every edition)
UNIQUE = {"bahamut": 13, "tiamat": 13, "io": 13, "dracolich": 10, "archmage": 9,
          "dragonslayer": 8, "thief": 7, "druid": 6, "priest": 5, "princess": 4, "fool": 3,
          "adventurer": 10, "exarch": 9, "sorcerer": 8, "queen": 7, "emperor": 6, "spy": 5,
          "wyrmpriest": 5, "hatchling": 4, "dragon-turtle": 3, "gold-monarch": 12,
          "red-destroyer": 11, "silver-seer": 11, "blue-overlord": 10, "bronze-warlord": 10,
          "copper-trickster": 9, "black-raider": 8, "brass-sultan": 8, "white-hunter": 7,
          "green-schemer": 5, "chromatic-wyrmling": 1, "metallic-wyrmling": 1,
          "prophet": 10, "dragonrider": 6, "merchant-prince": 5, "illusionist": 4,
          "kobold": 2}


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
        self.seat_plays: list[list] = []  # [seat, strength, card] played this round
        self.swapped = False
        self.peeked = 0
        self.out = state.view(None).knocked_out
        self.ruleset = state.view(None).ruleset
        self.original = self.ruleset == "original"

    def check_view(self):
        s = self.state
        full = s.view(None)
        # gold never appears or vanishes (debts and hole counts are not gold)
        assert sum(full.hoards) + full.stakes + full.hole_total == self.gold
        assert all(h >= 0 for h in full.hoards) and full.stakes >= 0
        cards = sum(full.hand_counts) + sum(len(f) for f in full.flights)
        cards += len(full.ante) + full.deck_count + len(full.discard)
        cards += len(self.revealed)  # ruling L9: face up, out of the deck, for a while
        if full.decision is not None and full.decision.source == "silver-seer":
            cards += self.peeked  # looked at, off the deck, until one is kept
        picking = full.decision is not None and full.decision.kind == "pick-special"
        assert cards == self.deck_size or (picking and cards == 0)  # pick 'em: no deck yet
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
                if isinstance(e, CardsPeeked) and e.seat != seat:
                    assert set(e.cards) == {None}  # Silver Seer's look (ruling R10)
            if v.decision is not None and v.decision.seat != seat:
                # another seat's options may name its hand cards: never shown
                assert v.decision.labels == () and v.decision.options == ()
            for card in v.ante:
                assert card is None or full.ante  # face-down ante stays hidden
        assert full.hand == ()
        # ruling R7: a knocked-out player's debts are never paid and count for nobody
        assert not [d for d in full.debts if full.knocked_out[d[0]]]
        for e in full.log:  # a spectator sees no hidden card at all
            if isinstance(e, AnteChosen | CardTaken):
                assert e.card is None
            elif isinstance(e, CardsDrawn):
                assert e.cards == ()
            elif isinstance(e, CardsPeeked):
                assert set(e.cards) == {None}
        self.out = full.knocked_out

    def follow(self, events):
        for e in events:
            if isinstance(e, RoundStarted):
                self.round_plays = []
                self.seat_plays = []
                self.swapped = False
            elif isinstance(e, CardsSwapped):
                self.swapped = True
            elif isinstance(e, LeaderChosen) and e.reason in ("strongest", "tie"):
                self.check_leader(e)
            elif isinstance(e, CardMoved) and e.source == "flight":
                # a card played this round and discarded (the Dragonslayer) is ignored
                self.seat_plays = [p for p in self.seat_plays if p[2] != e.card]
            elif isinstance(e, CardsBought):
                assert e.price == self.strength(e.revealed)
            elif isinstance(e, CardPlayed):
                self.seat_plays.append([e.seat, self.strength(e.card), e.card])
                strength = self.strength(e.card)
                if self.state.view(None).ruleset == "original" and e.card != "tiamat":
                    # a power triggers on the round's first card or a card no
                    # stronger than the card the previous player played
                    expect = not self.round_plays or strength <= self.round_plays[-1]
                    assert e.triggered == expect, (e, self.round_plays)
                self.round_plays.append(strength)
            elif isinstance(e, CardReplaced):
                self.revealed.discard(e.new)
                if self.seat_plays and self.seat_plays[-1][2] == e.old:
                    # ruling R4: the replacement is the card played this turn (a Copper
                    # the Princess triggers in the flight is not)
                    self.seat_plays[-1][1:] = [self.strength(e.new), e.new]
                    self.round_plays[-1] = self.strength(e.new)
            elif isinstance(e, CardsPeeked):
                self.peeked = len(e.cards)
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
                # most gold wins; the winners are fixed before they share the hole
                # (Legendary: ruling R9, L11), so count the gold without the hole's shares
                gold = list(e.gold)
                for award in of(events, HoleAwarded):
                    gold[award.seat] -= award.amount
                assert set(e.winners) == {i for i, g in enumerate(gold) if g == max(gold)}
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
            self.check_flights()
            # any card of the hand may be played, nothing else
            assert sorted(options) == sorted({f"play {c}" for c in hand})
            v = s.view(None)
            if v.deck_count or v.discard:
                assert len(hand) != 1, "one card at a turn's start: the player buys first"
        elif d.kind == "ante":
            assert sorted(options) == sorted({f"ante {c}" for c in hand})
        elif d.kind == "give-or-pay":
            self.check_demand(d, options)
        elif d.kind == "discard" and d.source == "thief":
            assert sorted(options) == sorted({f"discard {c}" for c in hand})
        elif d.kind == "choose-flight-card" and d.source == "dragonslayer":
            # a weaker dragon from any flight, the player's own included
            limit = d.prompt["strength"]  # the phrase's data (issue 29), not its words
            fits = {f"discard {c.id}" for f in s.view(None).flights for c in f
                    if c.kind in ("good", "evil") and c.strength < limit}
            assert set(options) == fits, (d.prompt, options)
        elif d.kind == "copy-power" and d.source == "dracolich" and self.original:
            # an evil dragon in any flight (Tiamat has no power to copy)
            fits = {f"copy {c.id}" for f in s.view(None).flights for c in f
                    if c.kind == "evil" and c.id not in ("dracolich", "tiamat")}
            assert set(options) == fits, options
        elif d.kind == "choose-target" and self.ruleset != "revised":
            self.check_target(d, options)

    def check_target(self, d, options):
        """Ruling R6: the acting player picks among the opponents tied for strongest
        (Red, original Brass) or weakest (Legendary White) flight, printed strengths (R3)."""
        if d.source.startswith(("red", "brass")) and (self.original or d.source[:4] == "red-"):
            pick = max
        elif d.source.startswith("white-") and self.ruleset == "legendary":
            pick = min
        else:
            return
        flights = self.state.view(None).flights
        totals = {i: sum(c.strength for c in f) for i, f in enumerate(flights)
                  if i != d.seat and not self.out[i]}
        best = pick(totals.values())
        assert {int(o.split()[1]) for o in options} == {
            i for i, t in totals.items() if t == best}, (d, totals)

    def check_demand(self, d, options):
        """A demand (Brass, Green, Steel...) offers exactly the fitting cards of the hand."""
        # The card asked for, read from the prompt's phrase (issue 29): its kind and
        # how it compares with a strength (1 stronger, -1 weaker, 0 any).
        assert d.prompt.key == "power.give-or-pay.prompt", d.prompt
        wanted = d.prompt["wanted"]
        kind, direction, strength = wanted["kind"], wanted["direction"], wanted["strength"]
        fits = set()
        for c in self.state.view(d.seat).hand:
            if c.kind != kind:
                continue
            if direction == 1 and not c.strength > strength:
                continue
            if direction == -1 and not c.strength < strength:
                continue
            fits.add(f"give {c.id}")
        assert {o for o in options if o.startswith("give")} == fits, (d.prompt, options)
        assert sum(o.startswith("pay") for o in options) == 1

    def check_leader(self, e):
        if self.swapped:
            return
        strengths = [p[1] for p in self.seat_plays]
        untied = [p for p in self.seat_plays if strengths.count(p[1]) == 1]
        if e.reason == "tie":
            assert not untied, (e, self.seat_plays)
        else:
            best = max(untied, key=lambda p: p[1])
            assert e.seat == best[0], (e, self.seat_plays)

    def check_flights(self):
        """At a turn's start every special flight in sight has been collected."""
        v = self.state.view(None)
        for seat, flight in enumerate(v.flights):
            colors: dict[str, int] = {}
            strengths: dict[int, int] = {}
            for c in flight:
                if c.kind in ("good", "evil"):
                    for color in (EVIL5 if c.id == "tiamat" else c.colors):
                        colors[color] = colors.get(color, 0) + 1
                if c.kind != "mortal" or not self.original:
                    strengths[c.strength] = strengths.get(c.strength, 0) + 1
            for color, n in colors.items():
                if n >= 3:
                    assert (seat, "color", color) in self.collected, (seat, color, flight)
            for strength, n in strengths.items():
                if n >= 3:
                    assert (seat, "strength", str(strength)) in self.collected, (seat, flight)

    def check_color_flight(self, e):
        # each opponent pays the second-strongest of the three matching dragons
        color = e.key
        flight = self.state.view(None).flights[e.seat]
        if not flight:
            return  # the gambit ended in the same action: its flights are gone
        matching = sorted((c.strength for c in flight
                           if color in c.colors and c.kind != "mortal"), reverse=True)
        assert len(matching) >= 3, (e, flight)
        if len(matching) == 3:
            assert e.amount == matching[1], (e, flight)

    def check_winner(self, e):
        if not e.totals:
            return
        # who was still playing before this action (a winner can be knocked out by its end)
        eligible = [i for i in range(self.seats) if i not in e.barred and not self.out[i]]
        assert e.seat in eligible
        totals = [e.totals[i] for i in eligible]
        best = min(totals) if e.reason == "weakest" else max(totals)
        assert e.totals[e.seat] == best and totals.count(best) == 1, e

    def strength(self, card_id):
        for c in self.all_cards():
            self.known[c.id] = c.strength
        if card_id in self.known:
            return self.known[card_id]
        if card_id in UNIQUE:  # reshuffled out of sight
            return UNIQUE[card_id]
        return int(card_id.rsplit("-", 1)[1])  # a standard dragon's id

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
        assert all(p.amount <= top for p in pays[: len(e.cards)])


def referee_game(seed, players, deck_size, steps=4000, **kw):
    state = game(players, seed=seed, **kw)
    ref = Referee(state, deck_size)
    rng = random.Random(seed)
    ref.check_view()
    for _ in range(steps):
        if state.is_over:
            break
        options = legal(state)
        assert options, "legal actions never empty while the game is not over"
        assert len(options) > 1, "a decision with one legal option is taken for the seat"
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
    record = state.record()
    assert replay(record).view(0) == state.view(0)
    again = type(record).model_validate_json(record.model_dump_json())  # the save format
    twin = replay(again)
    assert twin.result == state.result
    assert all(twin.view(seat) == state.view(seat) for seat in range(players))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 9, 10])
def test_referee_original(seed):
    referee_game(seed, 2 + seed % 5, 70, ruleset="original", deck="original")


@pytest.mark.parametrize("seed", [5, 6, 11, 12])
def test_referee_revised(seed):
    referee_game(seed, 2 + seed % 5, 70, ruleset="revised", deck="emperors-gambit")


@pytest.mark.parametrize(("seed", "deck", "size"), [
    (13, "original+emperors-gambit", 140), (14, "age-of-mortals", 68), (15, "evil-times", 70),
    (16, "avandras-hand", 70)])
def test_referee_revised_mixes_and_theme_decks(seed, deck, size):
    referee_game(seed, 2 + seed % 5, size, ruleset="revised", deck=deck)


@pytest.mark.parametrize(("seed", "variant"), [
    (7, None), (8, None), (17, "show-em"), (18, "pick-em"), (19, "traditional"),
    (20, "druids-party")])
def test_referee_legendary(seed, variant):
    referee_game(seed, 2 + seed % 5, 80, ruleset="legendary", deck="legendary", variant=variant)


@pytest.mark.parametrize("players", [2, 6])
@pytest.mark.parametrize(("seed", "ruleset", "deck", "size"), [
    (24, "original", "original", 70), (25, "revised", "emperors-gambit", 70),
    (26, "legendary", "legendary", 80)])
def test_referee_two_and_six_players(seed, ruleset, deck, size, players):
    referee_game(seed, players, size, ruleset=ruleset, deck=deck)


@pytest.mark.parametrize(("seed", "ruleset", "deck", "size"), [
    (21, "original", "original", 70), (22, "revised", "emperors-gambit", 70),
    (23, "legendary", "legendary", 80)])
def test_referee_short_of_gold(seed, ruleset, deck, size):
    # debts (R7, R8), the hole (R9) and knocked-out players who leave (end_players_left)
    players = 4
    referee_game(seed, players, size, ruleset=ruleset, deck=deck, starting_gold=[6] * players,
                 end_players_left=1)


# -- stacked deals ------------------------------------------------------------------

def stacked(hands, rest=(), **kw):
    """A game whose seat i holds hands[i] (six cards each), then `rest` on the deck."""
    order = [c for hand in hands for c in hand] + list(rest)
    kw.setdefault("ruleset", "original")
    kw.setdefault("deck", "original")
    state = game(len(hands), deck_order=order, **kw)
    for seat, hand in enumerate(hands):
        assert sorted(c.id for c in state.view(seat).hand) == sorted(hand)
    return state


def hoards(state):
    return state.view(None).hoards


def stakes(state):
    return state.view(None).stakes


def test_ante_ties_are_ignored_for_the_leader_but_count_for_the_payment():
    # the original rulebook's example: two strength-9 antes and a 7; the 7 leads, all pay 9
    s = stacked([["black-9", "white-1", "green-1", "blue-1", "red-2", "gold-2"],
                 ["gold-9", "white-2", "green-2", "blue-2", "red-3", "gold-4"],
                 ["copper-7", "white-3", "green-4", "blue-4", "red-5", "gold-6"]])
    events = acts(s, "ante black-9", "ante gold-9", "ante copper-7")
    assert [x.seat for x in of(events, LeaderChosen)] == [2]
    assert hoards(s) == (41, 41, 41) and stakes(s) == 27
    assert s.to_act == 2 and s.view(None).round == 1


def test_all_tied_antes_are_discarded_each_player_draws_and_antes_again():
    s = stacked([["black-2", "white-1", "green-1", "blue-1", "red-3", "gold-4"],
                 ["gold-2", "white-2", "green-2", "blue-2", "red-5", "gold-6"],
                 ["red-2", "white-3", "green-4", "blue-4", "red-8", "gold-9"]],
                rest=["silver-12", "bronze-11", "copper-10"])
    events = acts(s, "ante black-2", "ante gold-2", "ante red-2")
    assert of(events, GoldPaid) == [] and stakes(s) == 0
    assert sorted(c.id for c in s.view(None).discard) == ["black-2", "gold-2", "red-2"]
    assert "silver-12" in [c.id for c in s.view(0).hand]
    assert "bronze-11" in [c.id for c in s.view(1).hand]
    assert "copper-10" in [c.id for c in s.view(2).hand]
    assert s.decision.kind == "ante" and s.to_act == 0
    acts(s, "ante silver-12", "ante red-5", "ante red-8")
    assert stakes(s) == 36 and s.to_act == 0


def test_trigger_rule_first_card_then_only_equal_or_weaker():
    # ante: Ann leads. Black steals 2 (original).
    s = stacked([["gold-13", "black-9", "white-1", "green-1", "blue-1", "red-2"],
                 ["gold-2", "red-10", "black-2", "blue-2", "red-3", "gold-4"],
                 ["white-2", "black-7", "green-2", "blue-4", "red-5", "gold-6"]])
    acts(s, "ante gold-13", "ante gold-2", "ante white-2")
    assert stakes(s) == 39
    played = of(acts(s, "play black-9"), CardPlayed)
    assert played[0].triggered and stakes(s) == 37  # first card of the round
    events = acts(s, "play red-10")
    assert not of(events, CardPlayed)[0].triggered  # stronger than 9
    assert of(events, CardTaken) == []
    events = acts(s, "play black-7")
    assert of(events, CardPlayed)[0].triggered and stakes(s) == 35  # 7 <= 10
    # the strongest card of the round leads the next one
    assert s.to_act == 1 and s.view(None).round == 2


def test_equal_strength_triggers_and_a_tied_round_keeps_its_leader():
    s = stacked([["gold-13", "black-5", "white-1", "green-1", "blue-1", "red-2"],
                 ["gold-2", "black-3", "black-2", "blue-2", "red-3", "gold-4"],
                 ["white-2", "red-5", "green-2", "blue-4", "copper-5", "gold-6"]])
    acts(s, "ante gold-13", "ante gold-2", "ante white-2")
    acts(s, "play black-5")
    events = acts(s, "play red-3", "play copper-5")
    plays = of(events, CardPlayed)
    assert plays[0].triggered  # 3 <= 5
    assert not plays[1].triggered  # 5 > 3: only the previous player's card counts
    # the two 5s tie, so the strongest untied card is Bob's 3
    assert s.to_act == 1


DRUID_HANDS = [["gold-13", "druid", "white-1", "white-2", "green-1", "green-2"],
               ["blue-1", "red-12", "black-9", "black-7", "blue-2", "blue-4"]]


def test_druid_makes_the_weakest_flight_win_after_three_rounds():
    s = stacked(DRUID_HANDS, rest=["gold-2", "gold-4", "silver-2", "silver-3"])
    acts(s, "ante gold-13", "ante blue-1")
    assert stakes(s) == 26
    acts(s, "play druid")  # leads: triggers, pays 1 (original)
    assert stakes(s) == 27 and s.view(None).weakest_wins
    acts(s, "play red-12")  # stronger: no power
    acts(s, "play black-9")  # Bob leads round 2: steals 2
    acts(s, "play white-1")  # 1 <= 9, a mortal in a flight: steals 3
    acts(s, "play black-7", "play white-2")
    won = of(s.view(None).log, GambitWon)
    assert won and won[-1].seat == 0 and won[-1].reason == "weakest"
    assert won[-1].amount == 17
    assert hoards(s) == (59, 41)
    # each player draws two (the winner first)
    assert sorted(c.id for c in s.view(0).hand) == ["gold-2", "gold-4", "green-1", "green-2"]
    assert sorted(c.id for c in s.view(1).hand) == ["blue-2", "blue-4", "silver-2", "silver-3"]
    assert s.view(None).gambit == 2


def test_without_the_druid_the_strongest_flight_wins_and_a_tie_plays_a_fourth_round():
    s = stacked([["gold-13", "black-3", "white-1", "white-2", "green-1", "green-2"],
                 ["blue-1", "black-2", "blue-2", "red-2", "gold-2", "silver-2"]])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play black-3", "play black-2")  # 3 vs 2: each steals 2
    acts(s, "play white-1", "play blue-2")  # Ann leads: white (no mortal), Bob 2 > 1
    assert s.to_act == 1  # Bob's 2 was the strongest card of round 2
    acts(s, "play gold-2", "play white-2")  # Bob draws a card per good dragon: one
    v = s.view(None)
    assert [sum(c.strength for c in f) for f in v.flights] == [6, 6]
    assert v.round == 4 and not of(v.log, GambitWon)  # tied: another round
    assert s.to_act == 1  # round 3 tied 2 and 2: its leader leads again
    events = acts(s, "play silver-2", "play green-1")  # Ann's Green: Bob pays 5
    assert GoldPaid(payer=1, payee=0, amount=5) in events
    won = of(s.view(None).log, GambitWon)
    assert won and won[-1].seat == 1 and won[-1].totals == (7, 8)


def test_original_priest_leads_the_next_round_over_the_strongest_card():
    # ruling R12
    s = stacked([["gold-13", "priest", "white-1", "white-2", "green-1", "green-2"],
                 ["blue-1", "red-12", "black-9", "black-7", "blue-2", "blue-4"],
                 ["blue-9", "red-10", "black-5", "black-3", "green-4", "green-6"]])
    acts(s, "ante gold-13", "ante blue-1", "ante blue-9")
    before = hoards(s)[0]
    acts(s, "play priest")
    assert hoards(s)[0] == before - 1  # pays 1 to the stakes
    acts(s, "play red-12", "play red-10")
    assert of(s.view(None).log, RoundStarted)[-1] == RoundStarted(round=2, leader=0)


def test_original_thief_steals_seven_then_discards_a_card():
    s = stacked([["gold-13", "thief", "white-1", "white-2", "green-1", "green-2"],
                 ["blue-1", "red-12", "black-9", "black-7", "blue-2", "blue-4"]])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play thief")
    assert stakes(s) == 26 - 7 and hoards(s)[0] == 37 + 7
    assert s.to_act == 0 and sorted(legal(s)) == sorted(
        f"discard {c}" for c in ["white-1", "white-2", "green-1", "green-2"])
    acts(s, "discard green-2")
    assert len(s.view(0).hand) == 3 and s.view(None).discard[-1].id == "green-2"
    assert s.to_act == 1


def test_original_debt_is_repaid_at_once_from_gold_gained():
    # ruling R7: the ante Ann cannot pay is a debt to the stakes; her first gold repays it
    s = stacked([["gold-13", "black-3", "white-1", "white-2", "green-1", "green-2"],
                 ["blue-1", "black-2", "blue-2", "red-2", "gold-2", "silver-2"]],
                starting_gold=[5, 50])
    events = acts(s, "ante gold-13", "ante blue-1")
    assert DebtIncurred(debtor=0, creditor=STAKES, amount=8) in events
    assert s.view(None).debts == ((0, STAKES, 8),)
    assert hoards(s) == (0, 37) and stakes(s) == 18
    events = acts(s, "play black-3")  # steals 2: straight back to the stakes
    assert DebtRepaid(debtor=0, creditor=STAKES, amount=2) in events
    assert s.view(None).debts == ((0, STAKES, 6),)
    assert hoards(s) == (0, 37) and stakes(s) == 18


def test_bahamut_collects_from_mixed_flights_and_its_god_ability_bars_an_evil_flight():
    # ruling R1: the barred strongest flight is skipped; the best eligible flight wins
    s = stacked([["red-10", "black-9", "gold-6", "white-1", "green-1", "green-2"],
                 ["blue-1", "red-12", "black-7", "bahamut", "blue-2", "blue-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1")
    acts(s, "play black-9", "play red-12")  # Ann steals 2; Bob's 12 leads round 2
    acts(s, "play black-7", "play gold-6")  # Bob steals 2; Ann draws one (one good dragon)
    assert s.to_act == 1 and stakes(s) == 16
    events = acts(s, "play bahamut")
    assert GoldPaid(payer=0, payee=1, amount=10) in events  # good and evil in Ann's flight
    acts(s, "play white-1")
    won = of(s.view(None).log, GambitWon)[-1]
    assert won.seat == 0 and won.barred == (1,) and won.totals == (16, 32)
    assert hoards(s) == (48, 52)


def test_tiamat_completes_a_color_flight_of_any_evil_color_and_bars_a_good_flight():
    s = stacked([["red-10", "black-1", "black-2", "tiamat", "green-1", "green-2"],
                 ["blue-1", "red-12", "gold-11", "silver-12", "blue-2", "blue-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1")
    acts(s, "play black-2", "play red-12")  # Ann steals 2
    acts(s, "play gold-11", "play black-1")  # Bob draws one; Ann steals 2
    events = acts(s, "play silver-12")  # Bob leads: both gold-11 and silver-12 good
    events += acts(s, "play tiamat")  # 13 > 12: no power, but a black flight
    flights = of(events, FlightCompleted)
    assert flights == [FlightCompleted(seat=0, flight="color", key="black", amount=2)]
    assert GoldPaid(payer=1, payee=0, amount=2) in events
    won = of(s.view(None).log, GambitWon)[-1]
    assert won.seat == 1  # Ann's Tiamat and no good dragon: Ann may win, but is weaker
    assert won.totals == (16, 35)


def test_tiamat_with_a_good_dragon_cannot_win():
    # ruling R1
    s = stacked([["red-10", "gold-2", "black-2", "tiamat", "green-1", "green-2"],
                 ["blue-1", "red-8", "white-2", "white-3", "blue-2", "blue-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1")
    acts(s, "play gold-2", "play red-8")  # Ann draws one
    acts(s, "play white-2", "play black-2")
    acts(s, "play white-3", "play tiamat")
    won = of(s.view(None).log, GambitWon)[-1]
    assert won.seat == 1 and won.barred == (0,) and won.totals == (17, 13)


def test_original_strength_flight_counts_dragons_only_and_takes_every_ante_card():
    hands = [["red-10", "black-2", "red-2", "gold-2", "green-1", "green-2"],
             ["blue-1", "red-12", "white-1", "silver-12", "blue-2", "blue-4"],
             ["white-4", "red-8", "white-2", "white-3", "copper-1", "bronze-1"]]
    s = stacked(hands, rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1", "ante white-4")
    assert stakes(s) == 30
    acts(s, "play black-2", "play blue-2")  # Ann steals 2 -> 28; Bob 2 <= 2: choose
    # Bob's Blue: one evil dragon in his flight; 'steal' or make each opponent pay
    assert s.to_act == 1 and s.decision.kind == "choose-option"
    acts(s, legal(s)[0])
    while s.to_act != 0:
        acts(s, legal(s)[0])
    v = s.view(None)
    assert v.round == 2
    acts(s, "play red-2")
    while s.to_act != 0 or s.decision.kind != "play":
        acts(s, legal(s)[0])
    events = acts(s, "play gold-2")  # the third 2: the gambit then ends (round 3)
    done = of(events, FlightCompleted)
    assert done[0] == FlightCompleted(seat=0, flight="strength", key="2", amount=2)
    after = events[events.index(done[0]) + 1:]
    assert after[0] == GoldStolen(seat=0, amount=2)
    taken = {e.card for e in of(after, CardMoved) if e.source == "ante"}
    assert taken == {"red-10", "blue-1", "white-4"}  # all the ante cards (original)
    assert taken <= {c.id for c in s.view(0).hand}


def test_original_mortals_make_no_strength_flight():
    s = stacked([["red-10", "priest", "black-5", "red-5", "green-1", "green-2"],
                 ["blue-1", "red-12", "white-1", "silver-12", "blue-2", "blue-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1")
    events = []
    for card in ["priest", "black-5", "red-5"]:
        while s.to_act != 0 or s.decision.kind != "play":
            events += acts(s, legal(s)[-1])
        events += acts(s, f"play {card}")
    assert of(events, FlightCompleted) == []


def test_dragonslayer_discards_only_a_weaker_dragon_and_its_owner_drops_out_of_the_lead():
    # original rulebook: a dragon discarded this round is ignored when the next leader is chosen
    s = stacked([["gold-13", "black-7", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "red-8", "black-2", "blue-4", "red-3", "gold-4"],
                 ["white-3", "dragonslayer", "green-6", "blue-7", "red-5", "gold-6"],
                 ["green-4", "white-2", "black-1", "black-3", "copper-1", "brass-1"]])
    acts(s, "ante gold-13", "ante blue-1", "ante white-3", "ante green-4")
    assert stakes(s) == 52
    acts(s, "play black-7", "play red-8")  # Ann steals 2; Bob's 8 > 7
    events = acts(s, "play dragonslayer")  # 8 <= 8: triggers, pays 1
    assert GoldPaid(payer=2, payee=STAKES, amount=1) in events
    # the only dragon of strength 7 or less in any flight is Ann's (a one-option choice)
    assert [c.id for c in s.view(None).flights[0]] == []
    assert s.view(None).discard[-1].id == "black-7"
    events = acts(s, "play white-2")  # 2 <= 8; a mortal in a flight: steals 3
    assert GoldStolen(seat=3, amount=3) in events
    # the two 8s tie, Ann's 7 is gone: Dee's 2 is the strongest untied card
    assert of(events, LeaderChosen)[-1].seat == 3


def test_copper_replacement_is_the_card_played_this_turn():
    # ruling R4
    s = stacked([["red-10", "copper-8", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "red-5", "black-2", "blue-4", "red-3", "gold-4"]],
                rest=["black-3", "silver-2", "silver-3", "silver-6"])
    acts(s, "ante red-10", "ante blue-1")
    events = acts(s, "play copper-8")
    assert CardReplaced(seat=0, old="copper-8", new="black-3") in events
    assert GoldStolen(seat=0, amount=2) in events  # the Black's power triggers
    assert [c.id for c in s.view(None).flights[0]] == ["black-3"]
    assert s.view(None).discard[-1].id == "copper-8"
    events = acts(s, "play red-5")
    assert not of(events, CardPlayed)[0].triggered  # 5 > 3, the Copper's 8 is gone
    assert of(events, LeaderChosen)[-1].seat == 1


def test_original_archmage_pays_then_copies_an_ante_card_with_its_own_strength():
    # ruling R5: a copied Green asks for an evil dragon weaker than the Archmage's 9
    s = stacked([["red-10", "archmage", "white-1", "green-1", "green-2", "blue-2"],
                 ["green-8", "black-9", "black-7", "blue-4", "red-3", "gold-4"]])
    acts(s, "ante red-10", "ante green-8")
    assert stakes(s) == 20
    acts(s, "play archmage")
    assert stakes(s) == 21
    assert sorted(legal(s)) == ["copy green-8", "copy red-10"]
    acts(s, "copy green-8")
    assert s.to_act == 1
    options = legal(s)
    assert any("black-7" in o for o in options) and any("blue-4" in o for o in options)
    assert not any("black-9" in o for o in options)
    assert any(o.startswith("pay") for o in options)
    events = acts(s, next(o for o in options if "black-7" in o))
    assert CardGiven(giver=1, receiver=0, card="black-7") in events
    assert "black-7" in {c.id for c in s.view(0).hand}


def test_thief_empties_the_stakes_the_gambit_ends_at_once_after_the_discard():
    # ruling L6: the gambit is scored at once
    s = stacked([["black-2", "thief", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "red-5", "black-3", "blue-4", "red-3", "gold-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8"])
    acts(s, "ante black-2", "ante blue-1")
    assert stakes(s) == 4
    events = acts(s, "play thief")
    assert GoldStolen(seat=0, amount=4) in events
    assert s.to_act == 0 and legal(s)[0].startswith("discard")
    events = acts(s, "discard blue-2")
    won = of(events, GambitWon)
    assert won and won[0].seat == 0 and won[0].amount == 0
    assert hoards(s) == (52, 48)
    assert s.view(None).gambit == 2


# -- the Legendary Edition ------------------------------------------------------------

def legendary(hands, rest=(), **kw):
    return stacked(hands, rest, ruleset="legendary", deck="legendary", **kw)


def test_legendary_shortfall_goes_into_the_hole_and_the_hole_goes_to_the_winner():
    # ruling R9 (the hole), L11 (tied winners share it, the odd coin to the last winner)
    s = legendary([["red-10", "black-9", "black-7", "black-6", "white-1", "white-2"],
                   ["blue-1", "gold-2", "silver-2", "gold-4", "silver-3", "copper-1"]],
                  rest=["brass-1", "brass-2", "brass-3", "brass-4", "green-1", "green-2",
                        "green-4", "green-5", "red-2", "red-3"],
                  starting_gold=[5, 20], max_gambits=1)
    acts(s, "ante red-10", "ante blue-1")
    v = s.view(None)
    assert v.hoards == (0, 10) and v.stakes == 15 and v.hole == (5, 0) and v.debts == ()
    acts(s, "play black-9")  # Legendary Black: steals 3
    assert hoards(s)[0] == 3 and v.hole == (5, 0)  # gold gained repays nothing yet
    acts(s, "play gold-2", "play black-7", "play silver-2", "play black-6", "play gold-4")
    log = s.view(None).log
    # three Black Dragons: a color flight, Bob pays the middle one (7)
    assert FlightCompleted(seat=0, flight="color", key="black", amount=7) in log
    won = of(log, GambitWon)[-1]
    assert won.seat == 0 and won.amount == 6 and won.totals == (22, 8)
    # step 4: Ann moves the 5 she could not pay into the hole (3+3+3+7+6 = 22 - 5);
    # the game is over (one gambit) and its winner takes the hole
    assert HolePaid(seat=0, amount=5, owed=5) in log and HoleAwarded(seat=0, amount=5) in log
    assert s.is_over and s.result.winners == (0,) and s.result.gold == (22, 3)


def test_legendary_strength_flight_counts_mortals_and_takes_two_ante_cards():
    hands = [["red-10", "thief", "black-7", "red-7", "green-1", "green-2"],
             ["blue-1", "gold-9", "white-1", "silver-12", "blue-2", "blue-4"],
             ["white-4", "red-8", "gold-8", "white-3", "copper-1", "bronze-1"]]
    s = legendary(hands, rest=["silver-2", "silver-3", "silver-6", "silver-8", "brass-1"])
    acts(s, "ante red-10", "ante blue-1", "ante white-4")
    assert stakes(s) == 30
    events = acts(s, "play thief")  # Legendary Thief: steals 7, no discard
    assert GoldStolen(seat=0, amount=7) in events and s.to_act == 1
    acts(s, "play gold-9", "play red-8")  # 9 > 7; Cid's Red: 8 <= 9
    acts(s, "play white-1")  # Legendary White: the weakest opponent (Ann, 7) pays 2
    assert hoards(s)[0] == 20 + 7 - 2
    acts(s, "play gold-8", "play black-7")  # Ann's Black: 7 <= 8, steals 3
    acts(s, "play white-3")  # Cid leads round 3; the weakest opponent is now Bob
    events = acts(s, "play red-7")  # the third 7: Thief, Black, Red
    assert of(events, FlightCompleted) == [
        FlightCompleted(seat=0, flight="strength", key="7", amount=7)]
    assert GoldStolen(seat=0, amount=7) in events
    # Legendary: two of the three ante cards, one at a time
    assert sorted(legal(s)) == ["take blue-1", "take red-10", "take white-4"]
    acts(s, "take red-10")
    assert sorted(legal(s)) == ["take blue-1", "take white-4"]
    acts(s, "take white-4")
    assert s.to_act == 1 and [c.id for c in s.view(None).ante] == ["blue-1"]


SPECIALS = {"bahamut", "tiamat", "gold-monarch", "red-destroyer", "silver-seer", "blue-overlord",
            "bronze-warlord", "dracolich", "copper-trickster", "black-raider", "brass-sultan",
            "white-hunter", "green-schemer", "chromatic-wyrmling", "metallic-wyrmling",
            "prophet", "archmage", "dragonslayer", "sorcerer", "queen", "thief",
            "dragonrider", "druid", "merchant-prince", "priest", "wyrmpriest", "illusionist",
            "princess", "fool", "kobold"}


def deck_specials(state):
    """Every special in play, read through all seats' views (a referee's eye)."""
    v = state.view(None)
    seen = {c.id for f in v.flights for c in f} | {c.id for c in v.discard}
    for seat in range(len(v.names)):
        seen |= {c.id for c in state.view(seat).hand}
    return seen & SPECIALS


def test_legendary_among_friends_hides_which_ten_specials_are_in():
    # ruling R10: the set-aside specials (and so the chosen ten) are unseen
    s = game(3, ruleset="legendary", deck="legendary", seed=3)
    v = s.view(0)
    assert v.specials == () and v.deck_count + sum(v.hand_counts) == 80
    for seat in range(3):
        assert s.view(seat).specials == ()


def test_legendary_show_em_shows_all_ten_to_everyone():
    s = game(3, ruleset="legendary", deck="legendary", seed=3, variant="show-em")
    shown = {c.id for c in s.view(0).specials}
    assert len(shown) == 10 and shown <= SPECIALS
    assert all({c.id for c in s.view(seat).specials} == shown for seat in (1, 2, None))
    # play it out with random choices: no special outside the ten ever appears
    rng = random.Random(3)
    for _ in range(300):
        if s.is_over:
            break
        acts(s, rng.choice(legal(s)))
        assert deck_specials(s) <= shown


def test_legendary_traditional_set_and_custom_lists():
    s = game(3, ruleset="legendary", deck="legendary", variant="traditional")
    assert {c.id for c in s.view(1).specials} == {
        "archmage", "bahamut", "dracolich", "dragonslayer", "druid", "fool", "priest",
        "princess", "thief", "tiamat"}
    custom = ["kobold", "prophet", "wyrmpriest"]
    s = game(3, ruleset="legendary", deck="legendary", variant="custom=" + ",".join(custom))
    assert {c.id for c in s.view(2).specials} == set(custom)
    s = game(3, ruleset="legendary", deck="legendary", variant="druids-party")
    assert [c.id for c in s.view(0).specials] == ["druid"]


def test_legendary_pick_em_picks_in_seat_order_publicly_and_never_twice():
    # ruling L18
    s = game(3, ruleset="legendary", deck="legendary", variant="pick-em")
    assert s.decision.kind == "pick-special" and s.to_act == 0
    assert len(legal(s)) == 30
    acts(s, "pick kobold")
    assert s.to_act == 1 and "pick kobold" not in legal(s) and len(legal(s)) == 29
    with pytest.raises(IllegalActionError):
        s.apply("pick kobold")
    acts(s, "pick druid", "pick bahamut")
    assert s.decision.kind == "ante"
    for seat in (0, 1, 2, None):
        assert {c.id for c in s.view(seat).specials} == {"kobold", "druid", "bahamut"}
    assert s.view(0).deck_count + sum(s.view(0).hand_counts) == 80


# -- the revised rules (Emperor's Gambit) ----------------------------------------------

def test_revised_debts_wait_for_the_gambit_end_and_the_winner_owes_the_stakes_nothing():
    # ruling R8
    s = stacked([["gray-10", "brown-9", "brown-6", "gray-8", "purple-2", "purple-3"],
                 ["brown-1", "mercury-1", "mercury-3", "mercury-5", "iron-1", "iron-3"]],
                rest=["steel-2", "steel-4", "steel-5", "steel-7", "steel-9", "steel-11"],
                ruleset="revised", deck="emperors-gambit", starting_gold=[5, 20])
    acts(s, "ante gray-10", "ante brown-1")
    v = s.view(None)
    assert v.hoards == (0, 10) and v.stakes == 15 and v.debts == ((0, STAKES, 5),)
    acts(s, "play brown-9")  # Brown: steals 1, and 2 more with no good dragon
    assert hoards(s)[0] == 3 and s.view(None).debts == ((0, STAKES, 5),)  # not repaid yet
    acts(s, "play mercury-1", "play brown-6", "play mercury-3")
    events = acts(s, "play gray-8")  # Bob pays 1 per evil dragon in the ante: 2
    assert GoldPaid(payer=1, payee=0, amount=2) in events
    events = acts(s, "play mercury-5")  # Bob's color flight: Ann pays the middle one, 3
    assert FlightCompleted(seat=1, flight="color", key="mercury", amount=3) in events
    won = of(events, GambitWon)
    assert won and won[0].seat == 0 and won[0].amount == 9
    assert any(isinstance(e, DebtCancelled) and e.debtor == 0 and e.creditor == STAKES
               and e.amount == 5 for e in events)
    assert hoards(s) == (14, 11) and s.view(None).debts == ()


# -- buying, drawing, the end of the game (original) --------------------------------------

def test_one_card_at_a_turns_start_buys_first():
    s = stacked([["gold-13", "thief", "black-1", "white-1", "silver-2", "silver-3"],
                 ["blue-1", "red-5", "green-1", "blue-2", "blue-4", "black-2"]],
                rest=["red-2", "gold-2", "gold-4", "gold-6", "gold-9"])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play thief", "discard silver-2")
    acts(s, "play red-5")  # Ann pays 1, Bob takes a card at random from her hand
    assert s.to_act == 0 and len(s.view(0).hand) == 2
    mine = [c.id for c in s.view(0).hand if c.id != "silver-3"]
    acts(s, f"play {mine[0]}", "play green-1")  # 1 and 1 tie: Ann leads again
    assert s.to_act == 0 and s.view(None).round == 3
    hand = s.view(0).hand
    assert len(hand) == 4, "with one card left Ann bought: the top card's price, up to four"
    bought = of(s.view(0).log, CardsBought)
    assert bought == [CardsBought(seat=0, revealed="red-2", price=2)]
    assert {"gold-2", "gold-4", "gold-6"} <= {c.id for c in hand}
    assert s.view(None).discard[-1].id == "red-2"


def test_fool_pays_and_draws_one_card_per_stronger_flight():
    s = stacked([["gold-13", "black-9", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "red-12", "black-2", "blue-4", "red-3", "gold-4"],
                 ["white-3", "fool", "green-6", "blue-7", "red-5", "gold-6"]],
                rest=["silver-2", "silver-3", "silver-6"])
    acts(s, "ante gold-13", "ante blue-1", "ante white-3")
    acts(s, "play black-9", "play red-12")
    events = acts(s, "play fool")
    assert GoldPaid(payer=2, payee=STAKES, amount=1) in events
    drawn = of(events, CardsDrawn)
    assert sum(e.count for e in drawn) == 2  # Ann's 9 and Bob's 12 beat the Fool's 3
    assert {"silver-2", "silver-3"} <= {c.id for c in s.view(2).hand}


def test_silver_draws_for_every_good_flight_its_player_first_then_clockwise():
    s = stacked([["gold-13", "gold-2", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "silver-2", "black-2", "blue-4", "red-3", "gold-4"],
                 ["white-3", "red-5", "green-6", "blue-7", "black-5", "gold-6"]],
                rest=["silver-3", "silver-6", "silver-8", "silver-10"])
    acts(s, "ante gold-13", "ante blue-1", "ante white-3")
    acts(s, "play gold-2")  # one good dragon: Ann draws silver-3
    events = acts(s, "play silver-2")  # 2 <= 2
    drawn = [(e.seat, e.count) for e in of(events, CardsDrawn)]
    assert drawn == [(1, 1), (0, 1)]  # Bob first, Cid has no good dragon, then Ann
    assert "silver-6" in {c.id for c in s.view(1).hand}
    assert "silver-8" in {c.id for c in s.view(0).hand}


def test_original_game_ends_when_a_hoard_is_empty_after_a_gambit():
    s = stacked([["gold-13", "white-1", "white-2", "bronze-1", "gold-2", "silver-2"],
                 ["blue-1", "gold-11", "silver-10", "silver-8", "blue-2", "blue-4"]],
                starting_gold=[13, 50])
    acts(s, "ante gold-13", "ante blue-1")
    assert hoards(s) == (0, 37)
    acts(s, "play white-1", "play gold-11")  # no mortal: the White does nothing
    acts(s, "play silver-10", "play white-2")
    acts(s, "play silver-8")
    events = acts(s, "play bronze-1")  # the two ante cards go to Ann's hand
    assert {e.card for e in of(events, CardMoved) if e.source == "ante"} == {"gold-13", "blue-1"}
    won = of(events, GambitWon)
    assert won[0].seat == 1 and won[0].totals == (4, 29) and won[0].amount == 26
    ended = of(events, GameEnded)
    assert s.is_over and ended and ended[0].winners == (1,)
    assert s.result.gold == (0, 63) and s.result.winners == (1,)


def test_original_knocked_out_player_ends_the_game_unless_more_players_must_remain():
    hands = [["gold-13", "white-1", "white-2", "silver-3", "gold-2", "silver-2"],
             ["blue-1", "red-12", "red-10", "red-8", "blue-2", "blue-4"],
             ["blue-9", "copper-10", "gold-11", "silver-12", "gold-9", "silver-10"]]
    for players_left, over in [(None, True), (2, True), (1, False)]:
        kw = {} if players_left is None else {"end_players_left": players_left}
        s = stacked(hands, starting_gold=[13, 50, 50], **kw)
        acts(s, "ante gold-13", "ante blue-1", "ante blue-9")
        assert hoards(s)[0] == 0
        acts(s, "play white-1", "play red-12", "play gold-11")  # Bob's 12 leads round 2
        while s.view(None).gambit == 1:
            seat = s.to_act
            if s.decision.kind == "play":
                # Ann plays her weakest, the others their strongest: Ann cannot win
                cards = sorted(s.view(seat).hand, key=lambda c: c.strength)
                acts(s, f"play {(cards[0] if seat == 0 else cards[-1]).id}")
            else:
                acts(s, legal(s)[0])
            if s.is_over:
                break
        assert hoards(s)[0] == 0
        assert s.is_over == over
        if not over:
            assert s.view(None).knocked_out == (True, False, False)
            assert s.to_act != 0 and s.decision.kind == "ante"
        else:
            assert s.result.winners != (0,)


def test_princess_triggers_a_copper_in_the_flight_but_not_its_replacement_and_stays_the_turns_card():
    s = stacked([["blue-1", "copper-8", "princess", "green-1", "green-2", "blue-2"],
                 ["red-10", "black-2", "white-4", "blue-4", "red-3", "gold-4"]],
                rest=["gold-2", "silver-2", "silver-3", "silver-6"])
    acts(s, "ante blue-1", "ante red-10")
    acts(s, "play black-2", "play copper-8")  # 8 > 2: the Copper does not trigger
    assert s.to_act == 0 and [c.id for c in s.view(None).flights[0]] == ["copper-8"]
    events = acts(s, "play princess")
    assert GoldPaid(payer=0, payee=STAKES, amount=1) in events
    assert CardReplaced(seat=0, old="copper-8", new="gold-2") in events
    # the Gold from the deck triggers once (the Copper's doing), not again by the Princess
    assert [e.card for e in of(events, PowerTriggered)] == ["princess", "copper-8", "gold-2"]
    assert [e.count for e in of(events, CardsDrawn)] == [1]
    events = acts(s, "play white-4")  # 4 <= the Princess's 4 (not the Gold's 2)
    assert of(events, CardPlayed)[0].triggered and GoldStolen(seat=1, amount=3) in events


def test_original_dracolich_copies_an_evil_flight_power_with_its_own_strength():
    # ruling R5: the copied Green asks for an evil dragon weaker than 10, so a 9 will do
    s = stacked([["gold-2", "dracolich", "silver-12", "gold-6", "gold-9", "silver-8"],
                 ["red-12", "green-8", "black-9", "blue-4", "red-3", "gold-4"]],
                rest=["silver-2", "silver-3", "silver-6"])
    acts(s, "ante gold-2", "ante red-12")
    events = acts(s, "play green-8")  # Ann holds no weaker evil dragon: she pays 5
    assert GoldPaid(payer=0, payee=1, amount=5) in events and s.to_act == 0
    acts(s, "play silver-12")  # Ann's 12 leads round 2
    acts(s, "play dracolich")  # the only evil dragon in a flight is Bob's Green
    assert s.to_act == 1
    options = legal(s)
    assert "give black-9" in options and "give blue-4" in options and "give red-3" in options
    assert not any("red-12" in o or "gold-4" in o for o in options)
    events = acts(s, "give black-9")
    assert CardGiven(giver=1, receiver=0, card="black-9") in events


def test_legendary_priest_splits_the_stakes_with_the_winners_left_odd_coin_to_the_winner():
    s = legendary([["red-10", "priest", "gold-13", "silver-12", "green-1", "green-2"],
                   ["blue-1", "gold-4", "gold-2", "gold-6", "blue-2", "blue-4"],
                   ["white-1", "silver-3", "black-2", "silver-6", "red-3", "red-5"]])
    acts(s, "ante red-10", "ante blue-1", "ante white-1")
    assert hoards(s) == (20, 20, 20)
    events = acts(s, "play priest")  # Legendary: no payment
    assert not of(events, GoldPaid)
    events = []
    for card in ["gold-4", "silver-3", "gold-13", "gold-2", "black-2", "silver-12", "gold-6",
                 "silver-6"]:
        events += acts(s, f"play {card}")
    assert GoldStolen(seat=2, amount=3) in events  # Legendary Black: 3
    won = of(events, GambitWon)
    assert won[0].seat == 0 and won[0].totals == (30, 12, 11) and won[0].amount == 27
    assert of(events, StakesSplit) == [StakesSplit(shares=((0, 14), (1, 13)))]
    # Bob's three Golds (4, 2, 6) made a color flight: Ann and Cid paid him 4 each
    assert FlightCompleted(seat=1, flight="color", key="gold", amount=4) in events
    assert hoards(s) == (20 + 14 - 4, 20 + 13 + 8, 20 + 3 - 4)


# -- hidden information --------------------------------------------------------------------

def test_a_determinized_world_keeps_the_seats_own_cards_and_resamples_the_rest():
    # ruling R10: a bot's world holds nothing its seat may not know (face-down antes too)
    s = game(3, seed=4)
    acts(s, legal(s)[0])  # Ann and Bob ante face down
    acts(s, legal(s)[0])
    truth = [sorted(c.id for c in s.view(i).hand) for i in range(3)]
    antes, others = set(), set()
    for k in range(6):
        world = s.determinize(2, random.Random(k))
        assert world.view(2).hand == s.view(2).hand
        assert world.view(2).hand_counts == s.view(2).hand_counts
        assert world.view(2).ante == (None, None)  # Cid still sees no face-down ante
        antes.add(world.view(0).ante[0].id)
        others.add(tuple(sorted(c.id for c in world.view(1).hand)))
    assert len(antes) > 1 and len(others) > 1
    assert others != {tuple(truth[1])}


def test_revised_strength_flight_counts_mortals_and_takes_three_ante_cards():
    s = stacked([["earthquake-12", "queen", "mercury-7", "earthquake-7", "purple-2", "purple-3"],
                 ["adamantine-3", "mithral-3", "mithral-9", "mithral-11", "mithral-13",
                  "adamantine-4"],
                 ["mithral-5", "mercury-3", "mercury-5", "mercury-9", "mercury-10",
                  "adamantine-6"],
                 ["mercury-1", "adamantine-8", "adamantine-10", "adamantine-12", "iron-1",
                  "iron-3"]],
                ruleset="revised", deck="emperors-gambit")
    acts(s, "ante earthquake-12", "ante adamantine-3", "ante mithral-5", "ante mercury-1")
    events = []
    for card in ["queen", "mercury-7", "earthquake-7"]:
        while s.to_act != 0 or s.decision.kind != "play":
            events += acts(s, legal(s)[0])
        events += acts(s, f"play {card}")
    done = [e for e in of(events, FlightCompleted) if e.seat == 0]
    assert done == [FlightCompleted(seat=0, flight="strength", key="7", amount=7)]
    taken = []
    while s.to_act == 0 and s.decision.kind != "play" and legal(s)[0].startswith("take"):
        taken.append(legal(s)[0].split()[1])
        acts(s, legal(s)[0])
    assert len(taken) == 3  # revised: three of the four ante cards
    assert len(s.view(None).ante) == 1


def test_original_brass_asks_the_strongest_flight_for_a_stronger_good_dragon():
    s = stacked([["gold-13", "white-6", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "gold-9", "gold-2", "gold-6", "silver-8", "black-7"],
                 ["white-3", "brass-4", "green-6", "blue-7", "red-5", "black-5"]],
                rest=["silver-2", "silver-3"])
    acts(s, "ante gold-13", "ante blue-1", "ante white-3")
    acts(s, "play white-6", "play gold-9")
    acts(s, "play brass-4")  # 4 <= 9: Bob (9) has the strongest opposing flight
    assert s.to_act == 1 and s.decision.source == "brass-4"
    assert sorted(legal(s)) == ["give gold-6", "give silver-8", "pay 5"]
    events = acts(s, "give silver-8")
    assert CardGiven(giver=1, receiver=2, card="silver-8") in events
    # a card given on demand is shown to all (ruling R10)
    assert CardGiven(giver=1, receiver=2, card="silver-8") in s.view(0).log


def test_legendary_brass_asks_the_opponent_to_the_right():
    s = legendary([["gold-13", "brass-4", "white-1", "green-1", "green-2", "blue-2"],
                   ["blue-1", "gold-9", "gold-2", "gold-6", "silver-8", "black-7"],
                   ["white-3", "gold-11", "green-6", "blue-7", "red-5", "black-5"]])
    acts(s, "ante gold-13", "ante blue-1", "ante white-3")
    acts(s, "play brass-4")
    assert s.to_act == 2 and s.decision.source == "brass-4"  # Cid sits to Ann's right
    assert sorted(legal(s)) == ["give gold-11", "pay 5"]


def test_original_priest_in_round_three_leads_round_four_when_the_flights_tie():
    # ruling R12: the Priest does nothing only in the gambit's final round; a tie after
    # round 3 makes round 3 not the last
    s = stacked([["gold-13", "white-8", "gold-2", "priest", "green-1", "green-2"],
                 ["blue-1", "black-2", "black-3", "silver-10", "blue-2", "blue-4"]],
                rest=["silver-2", "silver-3", "silver-6", "silver-8"])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play white-8", "play black-2")  # Bob's 2 <= 8: steals 2
    acts(s, "play gold-2", "play black-3")  # Ann draws one; Bob's 3 leads round 3
    acts(s, "play silver-10", "play priest")  # the Priest triggers (5 <= 10)
    v = s.view(None)
    assert [sum(c.strength for c in f) for f in v.flights] == [15, 15]
    assert of(v.log, RoundStarted)[-1] == RoundStarted(round=4, leader=0)
    assert of(v.log, LeaderChosen)[-1].reason == "priest"


def test_original_thief_discarding_the_last_card_buys_at_once_when_the_gambit_goes_on():
    s = stacked([["gold-13", "white-8", "white-6", "thief", "black-1", "black-2"],
                 ["blue-1", "green-8", "blue-2", "blue-4", "red-3", "gold-4"]],
                rest=["red-5", "silver-2", "silver-3", "silver-6", "silver-8", "gold-6"])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play white-8", "play green-8")  # 8 <= 8: Ann gives a weaker evil dragon
    acts(s, "give black-1")
    assert s.to_act == 0  # 8 and 8 tie: Ann leads again
    acts(s, "play white-6", "play blue-2", "choose steal")
    assert s.to_act == 0 and len(s.view(0).hand) == 2
    # the discard of her last card is forced (ruling L3); her hand is empty, the
    # gambit goes on: she buys at once
    events = acts(s, "play thief")
    assert "black-2" in {c.id for c in s.view(None).discard}
    assert of(events, CardsBought) == [CardsBought(seat=0, revealed="red-5", price=5)]
    assert sorted(c.id for c in s.view(0).hand) == ["silver-2", "silver-3", "silver-6", "silver-8"]
    assert s.to_act == 1


def test_original_thief_discarding_the_last_card_as_the_gambit_ends_buys_nothing():
    # the original rulebook: no purchase, the end-of-gambit draw follows
    s = stacked([["gold-13", "white-8", "white-6", "thief", "black-1", "black-2"],
                 ["blue-1", "green-8", "blue-9", "blue-11", "red-3", "gold-4"]],
                rest=["red-5", "silver-2", "silver-3", "silver-6", "silver-8", "gold-6"])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play white-8", "play green-8", "give black-1")
    acts(s, "play white-6", "play blue-9")  # 9 > 6: Bob leads round 3
    acts(s, "play blue-11", "choose steal")
    events = acts(s, "play thief")  # steals 7, discards her last card; round 3 ends
    assert GoldStolen(seat=0, amount=7) in events
    assert of(events, CardsBought) == []
    won = of(events, GambitWon)
    assert won and won[0].seat == 1 and won[0].totals == (21, 28)
    assert len(s.view(0).hand) == 2  # the two end-of-gambit cards only


def test_original_debt_to_a_player_is_repaid_to_that_player_first():
    # ruling R7
    s = stacked([["gold-13", "silver-12", "black-9", "white-1", "white-2", "white-3"],
                 ["blue-1", "green-1", "blue-2", "blue-4", "red-3", "gold-4"]],
                rest=["silver-2", "silver-3", "silver-6"], starting_gold=[13, 50])
    acts(s, "ante gold-13", "ante blue-1")
    acts(s, "play silver-12")
    events = acts(s, "play green-1")  # nothing weaker than a 1: Ann must pay 5, owes it
    assert DebtIncurred(debtor=0, creditor=1, amount=5) in events
    assert s.view(None).debts == ((0, 1, 5),) and hoards(s) == (0, 37)
    events = acts(s, "play black-9")  # the 2 stolen go to Bob at once
    assert DebtRepaid(debtor=0, creditor=1, amount=2) in events
    assert s.view(None).debts == ((0, 1, 3),) and hoards(s) == (0, 39)


def play_out(state, plan):
    """Each seat plays its planned cards in turn; any other decision takes the first option."""
    events = []
    gambit = state.view(None).gambit
    while state.view(None).gambit == gambit and not state.is_over:
        seat = state.to_act
        if state.decision.kind == "play" and plan.get(seat):
            events += acts(state, f"play {plan[seat].pop(0)}")
        else:
            events += acts(state, legal(state)[0])
    return events


def test_legendary_end_of_gambit_draws_start_with_the_winner_and_go_clockwise():
    # the Legendary rulebook, step 5 (ruling L4)
    s = legendary([["red-10", "white-1", "white-2", "white-3", "green-1", "green-2"],
                   ["blue-1", "gold-13", "silver-12", "gold-11", "blue-2", "blue-4"],
                   ["white-4", "black-1", "black-2", "black-3", "red-2", "red-3"]])
    acts(s, "ante red-10", "ante blue-1", "ante white-4")
    events = play_out(s, {0: ["white-1", "white-2", "white-3"],
                          1: ["gold-13", "silver-12", "gold-11"],
                          2: ["black-1", "black-2", "black-3"]})
    won = of(events, GambitWon)
    assert won[0].seat == 1
    after = events[events.index(won[0]):]
    assert [(e.seat, e.count) for e in of(after, CardsDrawn)] == [(1, 2), (2, 2), (0, 2)]


def test_legendary_a_player_who_cannot_fill_the_hole_ends_the_game():
    # ruling R9: pay what you can into the hole; an empty hoard ends the game, and the
    # winner takes the hole
    s = legendary([["red-10", "black-2", "gold-2", "silver-2", "gold-4", "silver-3"],
                   ["blue-1", "gold-13", "silver-12", "gold-11", "blue-2", "blue-4"]],
                  starting_gold=[5, 20])
    acts(s, "ante red-10", "ante blue-1")
    assert s.view(None).hole == (5, 0)
    events = play_out(s, {0: ["black-2", "gold-2", "silver-3"],
                          1: ["gold-13", "silver-12", "gold-11"]})
    assert GoldStolen(seat=0, amount=3) in events
    won = of(events, GambitWon)
    assert won[0].seat == 1 and won[0].amount == 12
    assert HolePaid(seat=0, amount=3, owed=5) in events
    assert s.is_over and s.result.winners == (1,)
    assert s.result.gold == (0, 10 + 12 + 3)
    assert HoleAwarded(seat=1, amount=3) in events


def test_bronze_takes_the_two_weakest_then_the_last_and_an_archmage_finds_no_ante():
    s = stacked([["red-10", "bronze-11", "white-1", "green-1", "green-2", "blue-2"],
                 ["blue-1", "bronze-9", "black-2", "blue-4", "red-3", "gold-4"],
                 ["white-4", "archmage", "green-6", "blue-7", "red-5", "gold-6"]])
    acts(s, "ante red-10", "ante blue-1", "ante white-4")
    events = acts(s, "play bronze-11")
    assert {e.card for e in of(events, CardMoved) if e.source == "ante"} == {"blue-1", "white-4"}
    events = acts(s, "play bronze-9")  # 9 <= 11: the one card left
    assert [e.card for e in of(events, CardMoved) if e.source == "ante"] == ["red-10"]
    assert s.view(None).ante == ()
    before = hoards(s)[2]
    events = acts(s, "play archmage")  # 9 <= 9: pays 1, nothing to copy
    assert hoards(s)[2] == before - 1
    assert of(events, RoundStarted) and s.view(None).round == 2


def test_legendary_black_raider_archmage_and_the_dracolich_scoring_bonus():
    # ruling R3: the Dracolich's +2 per evil dragon counts when the winner is chosen, and
    # only because its power triggered (here through the Legendary Archmage's effect)
    s = legendary([["red-10", "black-raider", "archmage", "dracolich", "black-9", "red-12"],
                   ["blue-1", "gold-13", "gold-8", "gold-6", "blue-2", "blue-4"],
                   ["white-1", "silver-12", "silver-6", "silver-2", "red-3", "red-5"],
                   ["green-1", "brass-9", "bronze-11", "brass-2", "copper-3", "copper-5"]])
    acts(s, "ante red-10", "ante blue-1", "ante white-1", "ante green-1")
    events = acts(s, "play black-raider")  # steal 1; then 2, 3 and 4 from the left round
    assert [e for e in events if isinstance(e, GoldStolen | GoldPaid)] == [
        GoldStolen(seat=0, amount=1), GoldPaid(payer=1, payee=0, amount=2),
        GoldPaid(payer=2, payee=0, amount=3), GoldPaid(payer=3, payee=0, amount=4)]
    events = play_out(s, {0: ["archmage", "dracolich"],
                          1: ["gold-13", "gold-8", "gold-6"],
                          2: ["silver-12", "silver-6", "silver-2"],
                          3: ["brass-9", "bronze-11", "brass-2"]})
    ann = [e for e in events if isinstance(e, CardPlayed) and e.seat == 0]
    assert [(e.card, e.triggered) for e in ann] == [("archmage", True), ("dracolich", True)]
    won = of(events, GambitWon)
    # printed: Ann 8 + 9 + 10 = 27, Bob 13 + 8 + 6 = 27; two evil dragons give Ann +4
    assert won[0].seat == 0 and won[0].totals[:2] == (31, 27)


def test_revised_hatchling_in_the_ante_makes_the_weakest_flight_win():
    # ruling R2 (an ante effect: only while the Hatchling lies in the ante)
    s = stacked([["hatchling", "mithral-3", "mercury-1", "mercury-3", "steel-2", "adamantine-3"],
                 ["brown-1", "earthquake-12", "earthquake-10", "gray-10", "purple-11",
                  "shadow-9"]],
                ruleset="revised", deck="emperors-gambit")
    events = acts(s, "ante hatchling", "ante brown-1")
    assert any(isinstance(e, AnteEffectStarted) and e.card == "hatchling" for e in events)
    assert s.view(None).ante_effects == ("hatchling",)
    events = play_out(s, {0: ["mercury-1", "mercury-3", "steel-2"],
                          1: ["earthquake-12", "earthquake-10", "gray-10"]})
    won = of(events, GambitWon)
    assert won[0].seat == 0 and won[0].reason == "weakest" and won[0].totals == (6, 32)


@pytest.mark.parametrize(("deck", "ruleset", "gold", "size"), [
    ("original", "original", 50, 70), ("emperors-gambit", "revised", 40, 70),
    ("legendary", "legendary", 40, 80)])
def test_each_deck_plays_its_own_rules_with_its_starting_gold_and_six_cards(deck, ruleset, gold,
                                                                            size):
    s = game(4, deck=deck)  # ruleset None: the deck's own
    v = s.view(2)
    assert v.ruleset == ruleset and v.hoards == (gold,) * 4
    assert v.hand_counts == (6,) * 4 and v.deck_count == size - 24
    assert v.stakes == 0 and v.gambit == 1 and s.decision.kind == "ante"
    # every seat antes in seat order (ruling L4); no ante is shown before all are in
    for seat in range(4):
        assert s.to_act == seat
        acts(s, legal(s)[0])
        if seat < 3:
            assert all(c is None for c in s.view(3).ante[: seat + 1])
    assert all(c is not None for c in s.view(3).ante)


BAD_INPUTS = ["", "   ", "play", "ante", "play red-99", "PLAY RED-12", "give", "give 5",
              "pay", "pay 4", "pay 5 5", "choose", "choose nothing", "take", "copy",
              "discard", "pick kobold", "pass", "use heal 2", "call", "call time now",
              "play \x00", "play é", "x" * 5000, None, 7, 3.5, ("play", "red-12"), b"play"]


def test_illegal_actions_raise_one_clear_error_and_change_nothing():
    s = stacked([["red-10", "archmage", "white-1", "green-1", "green-2", "blue-2"],
                 ["green-8", "black-9", "black-7", "blue-4", "red-3", "gold-4"]])
    stops = []
    for step in ["ante red-10", "ante green-8", "play archmage", "copy green-8", None]:
        stops.append(s.clone())
        if step:
            acts(s, step)
    for state in stops:  # an ante, a play, a copy, a give-or-pay
        before = [state.view(seat) for seat in (0, 1, None)]
        actions = len(state.record().actions)
        for bad in BAD_INPUTS:
            if isinstance(bad, str) and bad in legal(state):
                continue
            with pytest.raises(IllegalActionError) as caught:
                state.apply(bad)
            message = str(caught.value)
            assert message and "\n" not in message and len(message) < 2000
            with pytest.raises(IllegalActionError):
                state.parse_action(bad)
        assert [state.view(seat) for seat in (0, 1, None)] == before
        assert len(state.record().actions) == actions


def test_legendary_bronze_warlord_adds_a_fourth_round_when_its_owner_is_not_winning():
    # ruling R14
    s = legendary([["red-10", "bronze-warlord", "white-1", "white-2", "green-1", "green-2"],
                   ["blue-1", "gold-13", "silver-12", "gold-11", "gold-9", "silver-10"]])
    acts(s, "ante red-10", "ante blue-1")
    events = acts(s, "play bronze-warlord")  # the two weakest ante cards: both
    assert {e.card for e in of(events, CardMoved) if e.source == "ante"} == {"red-10", "blue-1"}
    events = play_out(s, {0: ["white-1", "white-2", "green-1"],
                          1: ["gold-13", "silver-12", "gold-11", "gold-9"]})
    assert RoundStarted(round=4, leader=1) in events  # Bob's 36 beats Ann's 13 after round 3
    won = of(events, GambitWon)
    assert won[0].seat == 1 and won[0].totals == (14, 45)


def test_legendary_gold_monarch_winner_gives_each_opponent_three_after_taking_the_stakes():
    # ruling L17
    s = legendary([["red-10", "gold-monarch", "silver-12", "gold-11", "green-1", "green-2"],
                   ["blue-1", "gold-2", "gold-4", "silver-2", "blue-2", "blue-4"],
                   ["white-1", "silver-3", "bronze-1", "copper-1", "red-2", "red-3"]])
    acts(s, "ante red-10", "ante blue-1", "ante white-1")
    events = play_out(s, {0: ["gold-monarch", "silver-12", "gold-11"],
                          1: ["gold-2", "gold-4", "silver-2"],
                          2: ["silver-3", "bronze-1", "copper-1"]})
    won = of(events, GambitWon)
    assert won[0].seat == 0
    after = events[events.index(won[0]) + 1:]
    gifts = [e for e in after if isinstance(e, GoldPaid) and e.payer == 0]
    assert gifts == [GoldPaid(payer=0, payee=1, amount=3), GoldPaid(payer=0, payee=2, amount=3)]


def test_the_public_surface_is_spelled_as_designed():
    s = game(3, ruleset="original", deck="original", seed=7)
    assert replay(s.record()).view(0) == s.view(0)
    v = s.view(1)
    for name in ["seat", "names", "hoards", "stakes", "hole", "hole_total", "debts", "hand",
                 "hand_counts", "flights", "ante", "ante_effects", "specials", "deck_count",
                 "discard", "gambit", "round", "leader", "to_act", "decision", "gold_history",
                 "log"]:
        assert hasattr(v, name), name
    card = v.hand[0]
    for name in ["id", "name", "strength", "kind", "colors", "text"]:
        assert hasattr(card, name), name
    assert isinstance(card.text, str) and card.text
    for name in ["to_act", "decision", "legal_actions", "apply", "parse_action", "view",
                 "clone", "determinize", "record", "result", "is_over"]:
        assert hasattr(s, name), name
    assert s.parse_action(legal(s)[0]) == s.legal_actions()[0]
    clone = s.clone()
    acts(clone, legal(clone)[0])
    assert s.view(1) == v  # a clone is independent
    while not s.is_over:
        acts(s, legal(s)[-1])
    assert s.to_act is None and not s.legal_actions()
    r = s.result
    assert len(r.gold) == 3 and r.winners and isinstance(r.hole, int)


def test_revised_gambit_end_settles_debts_then_an_empty_hoard_ends_the_game():
    # rulings R8, L7, R16: Ann pays her ante debt as far as she can into the stakes of the
    # next gambit; her hoard is then empty, so there is none
    s = stacked([["gray-10", "brown-9", "mercury-1", "mercury-3", "purple-2", "purple-3"],
                 ["brown-1", "mithral-13", "mercury-10", "mercury-9", "iron-9", "steel-11"]],
                ruleset="revised", deck="emperors-gambit", starting_gold=[5, 20])
    acts(s, "ante gray-10", "ante brown-1")
    assert s.view(None).debts == ((0, STAKES, 5),)
    events = play_out(s, {0: ["brown-9", "mercury-1", "mercury-3"],
                          1: ["mithral-13", "mercury-10", "mercury-9"]})
    assert GoldStolen(seat=0, amount=3) in events
    won = of(events, GambitWon)
    assert won[0].seat == 1 and won[0].amount == 12 and won[0].totals == (13, 32)
    assert DebtRepaid(debtor=0, creditor=STAKES, amount=3) in events
    assert s.is_over and s.result.winners == (1,)
    assert s.result.gold == (0, 22) and s.result.stakes == 3
