"""An independent audit of the Dragonmaster engine, written from the rulebook.

Written as an outside tester would: only the public surface of DESIGN.md
("Dragonmaster: the public surface") is used: `DragonmasterConfig`, `new_game`,
action strings, `view(seat)`, the events named there and `result`. Rulings are
those of ../shared/rules/DRAGONMASTER.md (DM1-DM22) and docs/RULINGS-LOCAL.md
(L60-L69 come from this audit).

Part 1 is a referee: seeded games played with random legal actions, every step
checked against rules recomputed here (legal plays, trick winners, payments,
early ends, the Dragonmaster's rotation, what each view may show). Part 2 is
one scenario per rule or ruling, with stacked deals in the book's notation.
"""

from __future__ import annotations

import random
import re

import pytest

from tda.dragonmaster import (
    DragonmasterConfig,
    IllegalActionError,
    new_game,
    replay,
)
from tda.dragonmaster import events as ev

SUITS = {"DRA": "dragonlords", "WAR": "warriors", "DRU": "druids", "NOM": "nomads"}
RANKS = {"K": "king", "Q": "queen", "W": "wizard", "D": "duke", "C": "count",
         "B": "baron", "F": "fool"}
PRINCESS = {"dragonlords", "druids"}


def card(short: str) -> str:
    if short.upper() in ("DRAGON", "DRG"):
        return "dragon"
    rank, suit = short.upper().split("-")
    s = SUITS[suit]
    r = ("princess" if s in PRINCESS else "prince") if rank == "P" else RANKS[rank]
    return f"{s}-{r}"


def cards(spec: str) -> list[str]:
    """'DRA K Q D / WAR W F / DRU F / NOM C B / DRAGON'"""
    out = []
    for part in spec.split("/"):
        toks = part.split()
        if not toks:
            continue
        if toks[0].upper() == "DRAGON":
            out.append("dragon")
            continue
        suit = toks[0].upper()
        out.extend(card(f"{r}-{suit}") for r in toks[1:])
    return out


def full_deck(players: int, dragon: bool) -> list[str]:
    ranks = "K Q P W D C" + ("" if players == 3 else " B F")
    d = []
    for s in SUITS:
        d += cards(f"{s} {ranks}")
    return d + (["dragon"] if dragon else [])


def stack(hands: dict, players=4, level="basic", extra=None, dm=0):
    """hands: seat -> spec; unspecified seats filled with leftovers (deck order).
    Returns the deck_order list (DM first, clockwise, then extra)."""
    dragon = level != "basic"
    given = {seat: cards(spec) for seat, spec in hands.items()}
    used = [c for h in given.values() for c in h]
    extra_c = card(extra) if extra else None
    if extra_c:
        used.append(extra_c)
    assert len(used) == len(set(used)), used
    rest = [c for c in full_deck(players, dragon) if c not in used]
    for seat in range(players):
        h = given.setdefault(seat, [])
        need = 8 - len(h)
        h.extend(rest[:need])
        rest = rest[need:]
        assert len(h) == 8, (seat, h)
    if dragon:
        if extra_c is None:
            extra_c = rest.pop(0)
        assert not rest, rest
    order = []
    for i in range(players):
        order += given[(dm + i) % players]
    if dragon:
        order.append(extra_c)
    return order


def game(hands, players=4, level="basic", extra=None, dm=0, seed=1, **kw):
    names = ["Ann", "Bob", "Cid", "Dee"][:players]
    order = stack(hands, players, level, extra, dm)
    return new_game(DragonmasterConfig(players=names, level=level, seed=seed,
                                       deck_order=order, first_dragonmaster=dm, **kw))


def play(state, moves: str):
    """Apply moves for whoever is to act: card shorts, 'DRG' (follow) or 'DRG:DRA'
    (lead). A play the engine already made (a forced single option) is skipped."""
    idx = len(state.log)
    for tok in moves.replace("|", " ").split():
        cid = "dragon" if tok.upper().startswith("DRG") else card(tok)
        log = state.log
        done = [j for j in range(idx, len(log))
                if isinstance(log[j], ev.CardPlayed) and log[j].card == cid]
        if done:
            idx = done[0] + 1
            continue
        if tok.upper().startswith("DRG:"):
            state.apply(f"play dragon {SUITS[tok.split(':')[1].upper()]}")
        elif tok.upper() == "DRG":
            state.apply("play dragon")
        else:
            state.apply(f"play {cid}")
        log = state.log
        idx = [j for j in range(idx, len(log))
               if isinstance(log[j], ev.CardPlayed) and log[j].card == cid][0] + 1
    return state


def paid(events):
    return [(e.payer, e.payee, e.amount) for e in events if isinstance(e, ev.CrystalsPaid)]


def names(players: int) -> list[str]:
    return ["Ann", "Bob", "Cid", "Dee"][:players]


# ---------------------------------------------------------------------------
# The rules, recomputed independently of the engine
# ---------------------------------------------------------------------------

RANK_VALUE = {"king": 8, "queen": 7, "prince": 6, "princess": 6, "wizard": 5, "duke": 4,
              "count": 3, "baron": 2, "fool": 1}
PRINCE_OF_WARRIORS = "warriors-prince"
REWARD = {"dragonlords": 10000, "wizards": 10000, "runesword": 6000,
          "first-or-last": 6000, "staff-of-power": 15000}
SECRET_CONTRACTS = {"dragonlords", "wizards", "staff-of-power"}
BANNED_LEADS = {"dragonlords": {"dragonlords"}, "runesword": {"warriors"},
                "staff-of-power": {"dragonlords", "warriors"}}
CARD_ID = re.compile(r"\b(?:dragonlords|warriors|druids|nomads)-"
                     r"(?:king|queen|princess|prince|wizard|duke|count|baron|fool)\b")


def suit(c: str) -> str:
    return c.split("-")[0]


def value(c: str) -> int:
    return RANK_VALUE[c.split("-", 1)[1]]


def trick_winner(plays: list[tuple[int, str]], named: str | None) -> int:
    """The highest card of the suit led wins; the Dragon is that suit's King and
    loses only to the real King played before it in the same trick."""
    led = named if plays[0][1] == "dragon" else suit(plays[0][1])
    best, best_v, king_seen = -1, -1.0, False
    for seat, c in plays:
        if c == "dragon":
            v = -1.0 if king_seen else 8.5
        elif suit(c) == led:
            v = float(value(c))
            king_seen = king_seen or v == 8
        else:
            v = -1.0
        if v > best_v:
            best, best_v = seat, v
    return best


def items(contract: str, players: int) -> set[str]:
    """The penalty cards of a contract (tricks 1 and 8 apart)."""
    deck = full_deck(players, False)
    dra = {c for c in deck if suit(c) == "dragonlords"}
    wiz = {c for c in deck if c.endswith("-wizard")}
    return {"dragonlords": dra, "wizards": wiz, "runesword": {PRINCE_OF_WARRIORS},
            "first-or-last": set(), "staff-of-power": dra | wiz | {PRINCE_OF_WARRIORS}}[contract]


def penalty(contract: str, taken: set[str], first: bool, last: bool) -> int:
    dra = sum(suit(c) == "dragonlords" for c in taken)
    wiz = sum(c.endswith("-wizard") for c in taken)
    tricks = 4000 * (first + last)
    prince = 8000 * (PRINCE_OF_WARRIORS in taken)
    return {"dragonlords": 1000 * dra, "wizards": 2000 * wiz, "runesword": prince,
            "first-or-last": tricks,
            "staff-of-power": 1000 * dra + 2000 * wiz + prince + tricks}[contract]


def uses_tricks(contract: str) -> bool:
    return contract in ("first-or-last", "staff-of-power")


class Referee:
    """Follows a game's full event log and checks every fact against the rules."""

    def __init__(self, state, config: DragonmasterConfig):
        self.s = state
        self.cfg = config
        self.n = len(config.players)
        self.level = config.level
        self.balances = [100000] * self.n
        self.known: dict[int | None, set[str]] = {s: set() for s in range(self.n)}
        self.known[None] = set()
        self.pos = 0
        self.round = 0
        self.starter: int | None = None
        self.dm: int | None = None
        self.next_dm: int | None = None
        self.hand_no = 0
        self.left: list[str] = []
        self.hand_open = False
        self.seen_kinds: set[str] = set()
        self.over = False

    # -- one hand's model ---------------------------------------------------
    def _new_hand(self) -> None:
        self.hands: dict[int, list[str]] = {}
        self.holder: int | None = None
        self.extra: str | None = None
        self.contract: str | None = None
        self.pp: int | None = None
        self.refused = False
        self.trick: list[tuple[int, str]] = []
        self.named: str | None = None
        self.leader: int | None = None
        self.tricks: list[int] = []  # winners, in order
        self.taken: dict[int, set[str]] = {s: set() for s in range(self.n)}
        self.voids: dict[int, set[str]] = {s: set() for s in range(self.n)}
        self.thrown_in = False
        self.payments: list[tuple[int, int, int]] = []
        self.outcome: list[tuple[str, int]] = []  # (event kind, seat)
        self.dm_changes: list[int] = []
        self.revealed: str | None = None

    def _deck(self) -> set[str]:
        return set(full_deck(self.n, self.level != "basic"))

    # -- what the rules say -------------------------------------------------
    def pp_cards(self) -> set[str]:
        got = set(self.taken[self.pp])
        if self.cfg.extra_card_counts and self.extra:
            got.add(self.extra)
        return got

    def pp_status(self) -> str | None:
        """'won', 'failed' or None (still open) for the Power Play now."""
        c, pp = self.contract, self.pp
        need = items(c, self.n)
        got = self.pp_cards()
        lost = any(need & self.taken[s] for s in range(self.n) if s != pp)
        if not self.cfg.extra_card_counts and self.extra in need:
            lost = True
        if uses_tricks(c):
            if self.tricks and self.tricks[0] != pp:
                lost = True
            if len(self.tricks) == 8 and self.tricks[7] != pp:
                lost = True
        if lost:
            return "failed"
        done = need <= got and (not uses_tricks(c) or len(self.tricks) == 8)
        return "won" if done else None

    def settled(self) -> bool:
        """No remaining play can change the payments (ruling DM6, simple form); a
        Power Play is judged without the face-down extra card (ruling L74: the same
        outcome with any unplayed card there), except in rules 1."""
        if len(self.tricks) == 8:
            return True
        if self.pp is not None and self.cfg.rules_version < 2:
            return self.pp_status() is not None
        if self.pp is not None:
            real, outcomes = self.extra, set()
            unplayed = [c for h in self.hands.values() for c in h if c != "dragon"]
            for card in unplayed + [real] if real else [None]:
                self.extra = card
                outcomes.add(self.pp_status())
            self.extra = real
            return len(outcomes) == 1 and None not in outcomes
        if uses_tricks(self.contract):
            return False
        need = items(self.contract, self.n)
        return need <= set().union(*self.taken.values())

    def expected_payments(self) -> tuple[list[tuple[int, int, int]], list[tuple[str, int]], int | None]:
        c, dm, n = self.contract, self.dm, self.n
        first = self.tricks[0] if self.tricks else None
        last = self.tricks[7] if len(self.tricks) == 8 else None
        if self.pp is not None:
            status = self.pp_status()
            assert status is not None, "a Power Play hand ended undecided"
            if status == "won":
                pays = [(s, self.pp, REWARD[c]) for s in range(n) if s != self.pp]
                return pays, [("PowerPlayWon", self.pp)], self.pp
            return [(self.pp, dm, 8000)], [("PowerPlayFailed", self.pp)], None
        if self.level == "expert" and c in SECRET_CONTRACTS:
            need = items(c, n)
            for s in range(n):
                if s == dm or not need <= self.taken[s]:
                    continue
                if uses_tricks(c) and not (first == s and last == s):
                    continue
                pays = [(o, s, REWARD[c]) for o in range(n) if o != s]
                return pays, [("SecretPowerPlayWon", s)], s
        pays = []
        for s in range(n):
            if s == dm:
                continue
            amount = penalty(c, self.taken[s], first == s, last == s)
            if amount:
                pays.append((s, dm, amount))
        return pays, [], None

    def legal(self, seat: int) -> set[str]:
        hand = self.hands[seat]
        plain = [c for c in hand if c != "dragon"]
        has_dragon = "dragon" in hand
        if not self.trick:
            banned: set[str] = set()
            if self.level == "expert" and not self.tricks:
                banned = BANNED_LEADS.get(self.contract, set())
            free = [c for c in plain if suit(c) not in banned]
            dragon_suits = [x for x in SUITS.values() if x not in banned] if has_dragon else []
            if not free and not dragon_suits:  # ruling DM8
                free = plain
            return {f"play {c}" for c in free} | {f"play dragon {x}" for x in dragon_suits}
        led = self.named if self.trick[0][1] == "dragon" else suit(self.trick[0][1])
        follow = [c for c in plain if suit(c) == led] or plain
        return {f"play {c}" for c in follow} | ({"play dragon"} if has_dragon else set())

    # -- following the log --------------------------------------------------
    def catch_up(self) -> None:
        log = self.s.log
        while self.pos < len(log):
            e = log[self.pos]
            self.pos += 1
            self.seen_kinds.add(type(e).__name__)
            getattr(self, "on_" + type(e).__name__, lambda e: None)(e)

    def _settle(self) -> None:
        """The hand that was open has ended: compare its payments."""
        if not self.hand_open:
            return
        self.hand_open = False
        assert self.settled(), f"hand ended before its result was certain: {self.tricks}"
        pays, outcome, new_dm = self.expected_payments()
        assert sorted(self.payments) == sorted(pays), (self.contract, self.pp, self.tricks,
                                                       self.payments, pays)
        assert self.outcome == outcome
        for payer, payee, amount in pays:
            self.balances[payer] -= amount
            self.balances[payee] += amount
        if self.pp is not None:
            assert self.revealed == self.extra, "the extra card goes to the Power Player (DM2)"
        if new_dm is not None and self.hand_no < 5 and new_dm != self.dm:
            assert self.dm_changes == [new_dm]
            self.next_dm = new_dm
        else:
            assert self.dm_changes == [] or self.hand_no == 5
            self.next_dm = self.dm

    def on_RoundStarted(self, e) -> None:
        self._settle()
        self.round += 1
        expected = self.cfg.first_dragonmaster if self.round == 1 else (self.starter + 1) % self.n
        if expected is not None:
            assert e.dragonmaster == expected, "a round starts left of the last starter (§3)"
        assert e.round == self.round
        self.starter = self.next_dm = e.dragonmaster
        self.hand_no = 0
        self.left = ["dragonlords", "wizards", "runesword", "first-or-last", "staff-of-power"]

    def on_HandStarted(self, e) -> None:
        self._settle()
        self.hand_no += 1
        assert (e.round, e.hand_number) == (self.round, self.hand_no)
        assert e.dragonmaster == self.next_dm
        assert sorted(e.contracts_left) == sorted(self.left)
        self.dm = e.dragonmaster
        self._new_hand()
        self.hand_open = True

    def on_HandDealt(self, e) -> None:
        assert len(e.cards) == 8 == e.count
        self.hands[e.seat] = list(e.cards)
        self.known[e.seat] |= set(e.cards)
        if len(self.hands) == self.n:
            dealt = [c for h in self.hands.values() for c in h]
            assert len(set(dealt)) == len(dealt)
            rest = self._deck() - set(dealt)
            assert len(rest) == (1 if self.level != "basic" else 0)
            self.extra = rest.pop() if rest else None
            holders = [s for s, h in self.hands.items() if "dragon" in h]
            self.holder = holders[0] if holders else None

    def on_Redealt(self, e) -> None:
        assert self.extra == "dragon", "redeal only when the Dragon is the extra card (§6 A)"
        assert self.contract is None
        self.hands = {}

    def on_DragonAnnounced(self, e) -> None:
        assert e.seat == self.holder

    def on_DragonRefused(self, e) -> None:
        assert e.seat == self.holder and e.card == self.extra
        assert e.forced == (e.seat == self.dm), "the DM swaps automatically (DM3)"
        self.hands[e.seat].remove("dragon")
        self.hands[e.seat].append(e.card)
        self.known[e.seat].add(e.card)
        self.extra = None
        self.refused = True

    def on_ContractChosen(self, e) -> None:
        assert self.contract is None and e.contract in self.left
        if self.level != "basic":
            assert self.holder is not None and self.extra != "dragon"
        if e.power:
            assert e.seat == self.holder != self.dm and not self.refused
            self.pp = e.seat
        else:
            assert e.seat == self.dm
            assert self.level == "basic" or self.refused, "no play while the Dragon is undecided"
        self.contract = e.contract
        self.left.remove(e.contract)
        self.leader = e.seat

    def on_CardPlayed(self, e) -> None:
        assert self.contract is not None
        assert not self.settled(), "the hand should have been thrown in (DM6)"
        expected = self.leader if not self.trick else (self.trick[-1][0] + 1) % self.n
        assert e.seat == expected, "play goes clockwise from the leader"
        action = f"play {e.card}" + (f" {e.suit}" if e.suit and not self.trick else "")
        assert action in self.legal(e.seat), (action, self.legal(e.seat))
        if not self.trick and e.card == "dragon":
            assert e.suit in SUITS.values()
            self.named = e.suit
        elif self.trick and e.card != "dragon":
            led = self.named if self.trick[0][1] == "dragon" else suit(self.trick[0][1])
            if suit(e.card) != led:
                self.voids[e.seat].add(led)
        self.hands[e.seat].remove(e.card)
        self.trick.append((e.seat, e.card))
        for k in self.known.values():
            k.add(e.card)

    def on_TrickWon(self, e) -> None:
        assert len(self.trick) == self.n
        winner = trick_winner(self.trick, self.named)
        assert e.seat == winner, (self.trick, self.named, e.seat)
        assert e.trick == len(self.tricks) + 1
        assert tuple(c for _, c in self.trick) == tuple(e.cards)
        self.tricks.append(winner)
        self.taken[winner] |= {c for _, c in self.trick}
        self.trick, self.named, self.leader = [], None, winner

    def on_HandThrownIn(self, e) -> None:
        assert e.tricks_played == len(self.tricks) < 8
        assert self.settled(), "thrown in while the result could still change (DM6)"
        self.thrown_in = True

    def on_ExtraCardRevealed(self, e) -> None:
        assert self.pp is not None and e.seat == self.pp
        self.revealed = e.card
        for k in self.known.values():
            k.add(e.card)

    def on_CrystalsPaid(self, e) -> None:
        assert e.amount > 0 and e.payer != e.payee
        self.payments.append((e.payer, e.payee, e.amount))

    def on_PowerPlayWon(self, e) -> None:
        self.outcome.append(("PowerPlayWon", e.seat))

    def on_PowerPlayFailed(self, e) -> None:
        self.outcome.append(("PowerPlayFailed", e.seat))

    def on_SecretPowerPlayWon(self, e) -> None:
        self.outcome.append(("SecretPowerPlayWon", e.seat))

    def on_DragonmasterChanged(self, e) -> None:
        if e.reason != "new-round":
            self.dm_changes.append(e.seat)

    def on_GameEnded(self, e) -> None:
        self._settle()
        assert self.round == self.n and self.hand_no == 5, "a game is n rounds of 5 hands"
        assert list(e.scores) == self.balances
        top = max(self.balances)
        assert sorted(e.winners) == [s for s in range(self.n) if self.balances[s] == top]
        self.over = True

    # -- checks at a decision -------------------------------------------------
    def check_decision(self) -> None:
        s = self.s
        seat, d = s.to_act, s.decision
        legal = {str(a) for a in s.legal_actions()}
        if d.kind == "play":
            assert legal == self.legal(seat), (legal, self.legal(seat))
        elif d.kind == "dragon":
            assert seat == self.holder != self.dm
            assert legal == {f"choose {c}" for c in self.left} | {"pass"}
        else:
            assert d.kind == "contract" and seat == self.dm
            assert legal == {f"choose {c}" for c in self.left} and len(legal) > 1

    def check_views(self) -> None:
        for seat in [*range(self.n), None]:
            v = self.s.view(seat)
            assert v.seat == seat
            assert list(v.balances) == self.balances
            assert v.dragonmaster == self.dm and v.round == self.round
            assert v.hand_number == self.hand_no
            assert v.contract == self.contract and v.power_player == self.pp
            assert v.dragon_holder == self.holder
            assert sorted(v.contracts_left) == sorted(self.left)
            if seat is None:
                assert not v.hand
            else:
                assert sorted(v.hand) == sorted(self.hands[seat])
            assert list(v.hand_counts) == [len(self.hands[x]) for x in range(self.n)]
            assert list(v.trick) == self.trick
            led = None
            if self.trick:
                led = self.named if self.trick[0][1] == "dragon" else suit(self.trick[0][1])
            assert v.led_suit == led
            assert list(v.tricks_won) == [self.tricks.count(x) for x in range(self.n)]
            assert [set(t) for t in v.taken] == [self.taken[x] for x in range(self.n)]
            assert v.to_act == self.s.to_act
            if self.contract is not None:
                assert v.leader == self.leader
            assert [set(x) for x in v.shown_voids] == [self.voids[x] for x in range(self.n)]
            if seat != self.s.to_act:
                assert v.decision is None or not (v.decision.options or v.decision.labels)
            leaked = set(CARD_ID.findall(repr(v))) - self.known[seat]
            assert not leaked, f"seat {seat} sees {sorted(leaked)}"


def referee_game(players: int, level: str, seed: int, extra_card_counts: bool = True,
                 pass_rate: float = 0.5, views_every: int = 1):
    cfg = DragonmasterConfig(players=names(players), level=level, seed=seed,
                             extra_card_counts=extra_card_counts)
    state = new_game(cfg)
    ref = Referee(state, cfg)
    rng = random.Random(seed)
    steps = 0
    while True:
        ref.catch_up()
        if state.is_over:
            break
        ref.check_decision()
        if steps % views_every == 0:
            ref.check_views()
        legal = state.legal_actions()
        if state.decision.kind == "dragon" and rng.random() < pass_rate:
            choice = next(a for a in legal if str(a) == "pass")
        else:
            choice = rng.choice(legal)
        state.apply(str(choice))
        steps += 1
    assert ref.over
    assert list(state.result.scores) == ref.balances
    assert sum(ref.balances) == 100000 * players
    return state, ref


# ---------------------------------------------------------------------------
# Part 1: the referee over whole seeded games
# ---------------------------------------------------------------------------

@pytest.mark.parametrize("players,level,seed,counts", [
    (4, "basic", 11, True), (3, "basic", 12, True),
    (4, "advanced", 13, True), (3, "advanced", 14, False),
    (4, "expert", 0, True), (3, "expert", 16, True), (4, "expert", 17, False),
])
def test_referee_whole_game(players, level, seed, counts):
    """Every decision's legal actions, trick winner, payment, early end (DM6),
    Dragonmaster change (§3, DM20), view (no card a seat may not know) and the
    final result agree with the rules recomputed here."""
    _, ref = referee_game(players, level, seed, extra_card_counts=counts, views_every=3)
    if level == "basic":
        assert "DragonAnnounced" not in ref.seen_kinds
    else:
        assert {"DragonAnnounced", "DragonRefused", "ExtraCardRevealed"} <= ref.seen_kinds


def test_referee_sees_a_secret_power_play():
    """Expert seed 0 (4 players, random play) has a Secret Power Play won: the
    referee checked its reward and the change of Dragonmaster."""
    _, ref = referee_game(4, "expert", 0, views_every=50)
    assert "SecretPowerPlayWon" in ref.seen_kinds


# ---------------------------------------------------------------------------
# Part 2: scenarios
# ---------------------------------------------------------------------------

def events_of(state, kind: str, since: int = 0) -> list:
    return [e for e in state.log[since:] if type(e).__name__ == kind]


def one_line_error(state, action) -> str:
    """The action is refused with one clear line, and nothing changes."""
    before = (len(state.log), state.to_act, [str(a) for a in state.legal_actions()])
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    message = str(info.value)
    assert message and "\n" not in message and "Traceback" not in message
    assert before == (len(state.log), state.to_act, [str(a) for a in state.legal_actions()])
    return message


# -- setup and the surface --------------------------------------------------

@pytest.mark.parametrize("kwargs", [
    {"players": ["A", "B"]}, {"players": ["A", "B", "C", "D", "E"]},
    {"players": ["A", "B", "C"], "level": "master"},
    {"players": ["A", "B", "C", "D"], "first_dragonmaster": 4},
    {"players": ["A", "B", "C"], "deck_order": ["warriors-baron"]},  # no Barons with 3
    {"players": ["A", "B", "C", "D"], "deck_order": ["dragon"]},  # basic: no Dragon
    {"players": ["A", "B", "C", "D"], "deck_order": ["nomads-king", "nomads-king"]},
    {"players": ["A", "B", "C", "D"], "deck_order": ["nomads-emperor"]},
])
def test_bad_configs_are_refused_with_a_value_error(kwargs):
    """3 or 4 players only (§2); the 3-player deck has no Barons or Fools; the
    Dragon only above the basic game."""
    with pytest.raises(ValueError):
        DragonmasterConfig(**kwargs)


def test_three_player_deck_and_deal_ruling_DM7():
    """3 players: 24 suit cards (no Barons, no Fools), 8 each; with the Dragon 25
    cards, 8 each and one extra card (ruling DM7: 8, not the misprinted 6)."""
    for level in ("basic", "advanced", "expert"):
        for seed in range(4):
            s = new_game(DragonmasterConfig(players=names(3), level=level, seed=seed,
                                            first_dragonmaster=0))
            deals = events_of(s, "HandDealt")[-3:]
            dealt = [c for e in deals for c in e.cards]
            assert [e.count for e in deals] == [8, 8, 8] and len(set(dealt)) == 24
            assert not any(c.endswith(("-baron", "-fool")) for c in dealt)
            rest = set(full_deck(3, level != "basic")) - set(dealt)
            assert len(rest) == (0 if level == "basic" else 1)
            assert len(s.view(0).hand) == 8


def test_first_dragonmaster_comes_from_the_seed_ruling_DM13():
    """Without first_dragonmaster the seed deals face up until a King: the same
    seed gives the same first Dragonmaster and game, and every seat can be it."""
    firsts = []
    for seed in range(60):
        config = DragonmasterConfig(players=names(4), level="advanced", seed=seed)
        a, b = new_game(config), new_game(config)
        assert a.log == b.log and a.view(0).dragonmaster == b.view(0).dragonmaster
        assert events_of(a, "RoundStarted")[0].dragonmaster == a.view(0).dragonmaster
        firsts.append(a.view(0).dragonmaster)
    assert set(firsts) == {0, 1, 2, 3}


def test_prince_and_princess_are_one_rank_and_records_keep_the_printed_title():
    """The third rank plays the same whatever its title; the parser takes either
    spelling, events and the record store the printed one."""
    order = stack({0: "DRA K P D / WAR W F / DRU F / NOM C B"})
    aliased = [{"dragonlords-princess": "dragonlords-prince",
                "nomads-prince": "nomads-princess"}.get(c, c) for c in order]
    s = new_game(DragonmasterConfig(players=names(4), seed=1, deck_order=aliased,
                                    first_dragonmaster=0))
    dealt = {c for e in events_of(s, "HandDealt") for c in e.cards}
    assert {"dragonlords-princess", "nomads-prince"} <= dealt
    assert not {"dragonlords-prince", "nomads-princess"} & dealt
    s.apply("choose wizards")
    s.apply("play dragonlords-prince")
    assert events_of(s, "CardPlayed")[-1].card == "dragonlords-princess"
    assert s.record().actions[-1] == "play dragonlords-princess"
    assert replay(s.record()).log == s.log


# -- basic game: the Dragonmaster side --------------------------------------

# Seat 1 wins every trick: the Dragonmaster leads into its suit, then it leads
# Dragonlords nobody else holds (or can follow only below).
TAKE_ALL_4 = {0: "DRA F / NOM Q P W D C B F", 1: "DRA K Q P W D C B / NOM K",
              2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"}
TAKE_ALL_3 = {0: "DRA C / NOM K Q P W D C / DRU C", 1: "DRA K Q P W D / WAR K Q / DRU K",
              2: "WAR P W D C / DRU Q P W D"}


def play_first_legal(state, stop=lambda s: False) -> None:
    while not state.is_over and not stop(state):
        state.apply(str(state.legal_actions()[0]))


def test_staff_of_power_maximum_is_32000_with_four_players():
    """Staff of Power is all four hands at once; one seat taking everything pays
    8,000 + 8,000 + 8,000 + 8,000 (the Wizard of Dragonlords counts twice)."""
    s = game(TAKE_ALL_4)
    s.apply("choose staff-of-power")
    start = len(s.log)
    play(s, "B-NOM K-NOM")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert [e.seat for e in events_of(s, "TrickWon", start)] == [1] * 8
    assert paid(s.log[start:]) == [(1, 0, 32000)]
    assert not events_of(s, "HandThrownIn", start)  # trick 8 is an item: all 8 played
    assert s.view(0).balances == (132000, 68000, 100000, 100000)


def test_staff_of_power_maximum_is_30000_with_three_players():
    """With 3 players there are 6 Dragonlords: at most 6,000 + 8,000 + 8,000 + 8,000."""
    s = game(TAKE_ALL_3, players=3)
    s.apply("choose staff-of-power")
    start = len(s.log)
    play(s, "C-DRA K-DRA")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert [e.seat for e in events_of(s, "TrickWon", start)] == [1] * 8
    assert paid(s.log[start:]) == [(1, 0, 30000)]


@pytest.mark.parametrize("contract", ["dragonlords", "wizards", "runesword",
                                      "first-or-last"])
def test_each_contract_charges_the_taker_and_ends_when_settled_ruling_DM6(contract):
    """The same deal under each contract: seat 1 takes everything and pays 8,000
    (8 Dragonlords, 4 Wizards, the Prince, or both tricks). The hand is thrown in
    right after the trick that takes its last item (ruling DM6), and never before
    trick 8 in First or Last (ruling DM22)."""
    s = game(TAKE_ALL_4)
    s.apply(f"choose {contract}")
    start = len(s.log)
    play(s, "F-DRA K-DRA")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    tricks = events_of(s, "TrickWon", start)
    assert {e.seat for e in tricks} == {1}
    assert paid(s.log[start:]) == [(1, 0, 8000)]
    thrown = events_of(s, "HandThrownIn", start)
    if contract == "first-or-last":
        assert not thrown and len(tricks) == 8
        return
    need, seen, settled_at = items(contract, 4), set(), None
    for number, trick in enumerate(tricks, 1):
        seen |= set(trick.cards)
        if need <= seen:
            settled_at = number
            break
    assert settled_at == len(tricks)
    assert [t.tricks_played for t in thrown] == ([settled_at] if settled_at < 8 else [])


def test_dragonmasters_own_items_are_free_and_nobody_pays():
    """Every seat holds one whole suit: the Dragonmaster leads and wins all 8
    tricks, so takes every item, and pays nothing to anyone (§4)."""
    hands = {0: "NOM K Q P W D C B F", 1: "DRA K Q P W D C B F",
             2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"}
    for contract in ("dragonlords", "wizards", "runesword", "first-or-last",
                     "staff-of-power"):
        s = game(hands)
        s.apply(f"choose {contract}")
        start = len(s.log)
        while s.view(0).hand_number == 1:
            s.apply(str(s.legal_actions()[0]))
        assert {e.seat for e in events_of(s, "TrickWon", start)} == {0}
        assert paid(s.log[start:]) == []
        assert s.view(0).balances == (100000,) * 4


# -- advanced game: the Dragon and Power Plays --------------------------------

def adv(hands, extra, level="advanced", **kw):
    return game(hands, level=level, extra=extra, **kw)


def test_power_play_decided_by_the_extra_card_alone_ends_before_the_lead_rulings_DM6_L61():
    """The Prince of Warriors lies face down as the extra card and seat 1 makes a
    Power Play in Runesword: by ruling DM2 it counts as taken by the Power Player,
    so nothing left to play can change the result (ruling DM6). The hand ends at
    once: the extra card is shown, each other seat pays 6,000, and seat 1 is the
    Dragonmaster for hand 2 (§6). Rules 1 (ruling L74): games saved before the
    extra card was kept out of the decision."""
    s = adv({1: "DRAGON"}, extra="P-WAR", rules_version=1)
    assert s.decision.kind == "dragon" and s.to_act == 1
    start = len(s.log)
    s.apply("choose runesword")
    assert [e.tricks_played for e in events_of(s, "HandThrownIn", start)] == [0]
    assert [(e.card, e.seat) for e in events_of(s, "ExtraCardRevealed", start)] == [
        ("warriors-prince", 1)]
    assert [e.seat for e in events_of(s, "PowerPlayWon", start)] == [1]
    assert sorted(paid(s.log[start:])) == [(0, 1, 6000), (2, 1, 6000), (3, 1, 6000)]
    assert not events_of(s, "CardPlayed", start)
    v = s.view(2)
    assert (v.hand_number, v.dragonmaster, v.balances) == (2, 1, (94000, 118000, 94000, 94000))
    assert "runesword" not in v.contracts_left


def test_purists_extra_card_out_of_reach_fails_at_once_rulings_DM2_L61():
    """With extra_card_counts=False the Prince lying face down is out of anyone's
    reach: the Runesword Power Play has failed before a card is led (DM2, DM6), in
    rules 1 (ruling L74)."""
    s = adv({1: "DRAGON"}, extra="P-WAR", extra_card_counts=False, rules_version=1)
    start = len(s.log)
    s.apply("choose runesword")
    assert [e.tricks_played for e in events_of(s, "HandThrownIn", start)] == [0]
    assert [e.seat for e in events_of(s, "PowerPlayFailed", start)] == [1]
    assert paid(s.log[start:]) == [(1, 0, 8000)]
    assert s.view(0).dragonmaster == 0 and s.view(0).hand_number == 2


@pytest.mark.parametrize("counts", [True, False])
def test_extra_dragonlord_counts_for_the_power_player_ruling_DM2(counts):
    """Seat 1's Dragonlords Power Play takes the 7 Dragonlords in play; the 8th,
    the Baron, is the extra card. It counts as the Power Player's by default, so
    the play is won after trick 6 (10,000 from each other seat); without it the
    play has failed before the lead (8,000 to the Dragonmaster). Rules 1 (ruling L74)."""
    s = adv({1: "DRAGON / DRA K Q P W D C / NOM K", 2: "DRA F"}, extra="B-DRA",
            extra_card_counts=counts, rules_version=1)
    start = len(s.log)
    s.apply("choose dragonlords")
    if not counts:
        assert paid(s.log[start:]) == [(1, 0, 8000)]
        assert [e.tricks_played for e in events_of(s, "HandThrownIn", start)] == [0]
        return
    play(s, "K-DRA F-DRA")
    while s.view(0).hand_number == 1:
        s.apply("play " + next(c for c in s.view(1).hand if c.startswith("dragonlords"))
                if s.to_act == 1 else str(s.legal_actions()[0]))
    assert [e.tricks_played for e in events_of(s, "HandThrownIn", start)] == [6]
    assert sorted(paid(s.log[start:])) == [(0, 1, 10000), (2, 1, 10000), (3, 1, 10000)]
    assert events_of(s, "ExtraCardRevealed", start)[0].card == "dragonlords-baron"
    assert s.view(1).dragonmaster == 1


def test_failed_power_play_pays_only_the_flat_8000_ruling_DM19():
    """Seat 3 takes the Wizard of Druids in seat 1's Wizards Power Play: the play
    has failed and the hand stops (DM6). Seat 1 pays the Dragonmaster 8,000 and
    nothing else; seat 3 pays nothing for the Wizard (§5b); the contract is used
    up and the Dragonmaster stays."""
    s = adv({1: "DRAGON / DRU F", 2: "DRU W", 3: "DRU K", 0: "DRU Q"}, extra="F-NOM")
    start = len(s.log)
    s.apply("choose wizards")
    play(s, "F-DRU W-DRU K-DRU Q-DRU")
    assert events_of(s, "TrickWon", start)[0].seat == 3
    assert [e.tricks_played for e in events_of(s, "HandThrownIn", start)] == [1]
    assert paid(s.log[start:]) == [(1, 0, 8000)]
    assert [e.seat for e in events_of(s, "PowerPlayFailed", start)] == [1]
    v = s.view(0)
    assert v.dragonmaster == 0 and v.hand_number == 2 and "wizards" not in v.contracts_left


def test_first_or_last_power_play_ends_early_only_on_failure_ruling_DM22():
    """Losing trick 1 fails at once; winning it leaves trick 8 open, so a won
    First or Last Power Play always plays all 8 tricks."""
    lost = adv({1: "DRAGON / DRU F", 2: "DRU K"}, extra="F-NOM")
    start = len(lost.log)
    lost.apply("choose first-or-last")
    play(lost, "F-DRU K-DRU")
    while lost.view(0).hand_number == 1:
        lost.apply(str(lost.legal_actions()[0]))
    assert [e.tricks_played for e in events_of(lost, "HandThrownIn", start)] == [1]
    assert paid(lost.log[start:]) == [(1, 0, 8000)]

    won = adv({1: "DRAGON / DRA K / WAR K / DRU K / NOM K"}, extra="F-NOM")
    start = len(won.log)
    won.apply("choose first-or-last")
    while won.view(0).hand_number == 1:
        legal = [str(a) for a in won.legal_actions()]
        keep = [a for a in legal if "dragon" not in a] if won.to_act == 1 else legal
        won.apply((keep or legal)[0])
    tricks = events_of(won, "TrickWon", start)
    assert len(tricks) == 8 and tricks[0].seat == tricks[7].seat == 1
    assert "dragon" in tricks[7].cards
    assert not events_of(won, "HandThrownIn", start)
    assert sorted(paid(won.log[start:])) == [(0, 1, 6000), (2, 1, 6000), (3, 1, 6000)]


def test_dragon_beats_a_later_king_even_when_its_holder_could_follow():
    """The book's check 2: Q-NOM led, the Dragon, K-NOM, B-NOM: the Dragon wins.
    Seat 1 still holds Nomads: the Dragon may be played anyway (§6)."""
    s = adv({0: "DRU K / NOM Q", 1: "DRAGON / DRU F / NOM D C", 2: "NOM K / DRU Q",
             3: "NOM B / DRU P / WAR P"}, extra="F-WAR")
    s.apply("choose runesword")
    play(s, "F-DRU Q-DRU P-DRU K-DRU")
    assert s.to_act == 0
    play(s, "Q-NOM")
    assert "play dragon" in [str(a) for a in s.legal_actions()]
    assert "play nomads-duke" in [str(a) for a in s.legal_actions()]
    assert "lead" in one_line_error(s, "play dragon nomads")  # named only when led
    assert "follow" in one_line_error(s, "play warriors-king")
    play(s, "DRG K-NOM B-NOM")
    assert events_of(s, "TrickWon")[-1].seat == 1


def test_real_king_played_before_the_dragon_wins():
    """The book's check 1: D-WAR led, F-WAR, K-WAR, then the Dragon: the King wins."""
    s = adv({1: "DRAGON / DRU F / WAR Q P", 2: "DRU K / WAR D", 3: "WAR F", 0: "WAR K"},
            extra="B-WAR")
    s.apply("choose runesword")
    play(s, "F-DRU K-DRU")
    while s.to_act != 2:  # seat 3 and the Dragonmaster keep their Warriors
        legal = [str(a) for a in s.legal_actions()]
        s.apply(next((a for a in legal if "warriors" not in a), legal[0]))
    assert events_of(s, "TrickWon")[-1].seat == 2
    play(s, "D-WAR F-WAR K-WAR DRG")
    assert events_of(s, "TrickWon")[-1].seat == 0


def test_led_dragon_names_a_suit_even_after_its_king_is_gone():
    """Leading the Dragon names the suit it stands for (book example 3 names a
    suit whose King was already played): that suit is the suit led, the others
    must follow it, and the Dragon wins."""
    s = adv({1: "DRAGON / NOM K / WAR P", 2: "NOM Q F / DRU K"}, extra="B-WAR")
    s.apply("choose runesword")
    play(s, "K-NOM F-NOM")
    while s.to_act != 1:
        s.apply(str(s.legal_actions()[0]))
    leads = {str(a) for a in s.legal_actions()}
    assert {f"play dragon {x}" for x in SUITS.values()} <= leads
    assert "play dragon" not in leads
    s.apply("play dragon nomads")
    v = s.view(0)
    assert v.led_suit == "nomads" and v.trick[:2] == ((1, "dragon"), (2, "nomads-queen"))
    while len(s.view(0).trick) != 0:
        s.apply(str(s.legal_actions()[0]))
    assert events_of(s, "TrickWon")[-1].seat == 1
    assert events_of(s, "CardPlayed")[-4].suit == "nomads"


def test_dragon_action_strings_are_checked():
    """A led Dragon names exactly one suit; a following one names none; only its
    holder may play it. Each refusal is one clear line (DESIGN.md actions)."""
    s = adv({1: "DRAGON / NOM K / WAR P"}, extra="B-WAR")
    s.apply("choose runesword")
    for bad in ("play dragon", "play dragon elves", "play dragon nomads druids",
                "play dragon king"):
        assert "dragon" in one_line_error(s, bad).lower()
    s.apply("play nomads-king")
    s.apply(str(s.legal_actions()[0]))  # seat 2 follows
    one_line_error(s, "play dragon")  # seat 3 does not hold it
    while s.to_act != 1:
        s.apply(str(s.legal_actions()[0]))
    assert "not in the hand" in one_line_error(s, "play nomads-king")


# -- the Dragon's announcement, refusal, the Dragonmaster's swap, redeals ------

def cards_in(view) -> set[str]:
    return set(CARD_ID.findall(repr(view)))


def test_refused_dragon_swaps_for_the_extra_card_seen_by_the_refuser_only_ruling_DM11():
    """Seat 2 refuses: the Dragon leaves play (everyone knows who held it), the
    extra card joins seat 2's hand unseen by the others, and the Dragonmaster
    names the contract and leads (§6 C)."""
    s = adv({2: "DRAGON"}, extra="K-NOM")
    for seat in range(4):
        assert s.view(seat).dragon_holder == 2
    assert "nomads-king" not in cards_in(s.view(2))  # face down: not even its receiver
    assert "pass" in [str(a) for a in s.legal_actions()]
    s.apply("pass")
    assert s.to_act == 0 and s.decision.kind == "contract"
    mine = s.view(2)
    assert "nomads-king" in mine.hand and "dragon" not in mine.hand
    assert mine.dragon_holder == 2 and mine.power_player is None
    assert not mine.extra_card_down
    for seat in (0, 1, 3, None):
        v = s.view(seat)
        assert "nomads-king" not in cards_in(v), seat
        assert v.dragon_holder == 2
        refused = [e for e in v.log if type(e).__name__ == "DragonRefused"]
        assert [e.seat for e in refused] == [2]
    s.apply("choose wizards")
    assert s.to_act == 0
    assert not [a for a in s.legal_actions() if str(a).startswith("play dragon ")
                or str(a) == "play dragon"]


def test_dragonmaster_dealt_the_dragon_swaps_it_without_a_decision_ruling_DM3():
    """The Dragonmaster can never make a Power Play: the Dragon is swapped for the
    extra card at once, no question asked, and the hand is a Dragonmaster-side one."""
    s = adv({0: "DRAGON"}, extra="W-DRU", dm=0)
    assert s.to_act == 0 and s.decision.kind == "contract"
    assert [(e.seat, e.forced) for e in events_of(s, "DragonRefused")] == [(0, True)]
    assert "druids-wizard" in s.view(0).hand and "dragon" not in s.view(0).hand
    for seat in (1, 2, 3, None):
        assert "druids-wizard" not in cards_in(s.view(seat))
        assert s.view(seat).dragon_holder == 0


def test_dragon_as_the_extra_card_means_a_redeal_by_the_same_dragonmaster_ruling_DM14():
    """Nobody was dealt the Dragon: the hand is dealt again (a redeal counts as a
    deal in `deals`), same Dragonmaster, same hand number."""
    first = stack({}, level="advanced", extra="DRAGON", dm=2)
    second = stack({3: "DRAGON"}, level="advanced", extra="F-NOM", dm=2)
    s = new_game(DragonmasterConfig(players=names(4), level="advanced", seed=3,
                                    deals=[first, second], first_dragonmaster=2))
    assert len(events_of(s, "Redealt")) == 1
    assert len(events_of(s, "HandStarted")) == 1
    last = {e.seat: e.cards for e in events_of(s, "HandDealt")}
    assert last[2] == tuple(second[:8]) and last[3] == tuple(second[8:16])  # DM first
    v = s.view(3)
    assert (v.dragonmaster, v.hand_number, v.round, v.dragon_holder) == (2, 1, 1, 3)
    assert s.to_act == 3 and s.decision.kind == "dragon"


def test_views_hold_no_other_hand_and_others_see_no_options():
    """Each view has only its own hand; another seat's decision shows no options
    (they would show the hand); the spectator has no hand at all."""
    s = adv({1: "DRAGON"}, extra="F-NOM")
    hands = {seat: set(s.view(seat).hand) for seat in range(4)}
    assert set().union(*hands.values()) | {"nomads-fool"} == set(full_deck(4, True))
    for seat in range(4):
        seen = cards_in(s.view(seat))
        for other in range(4):
            if other != seat:
                assert not seen & hands[other], (seat, other)
        assert "nomads-fool" not in seen
        d = s.view(seat).decision
        assert d.seat == 1 and (bool(d.options) == (seat == 1))
    assert not s.view(None).hand and not cards_in(s.view(None))


def test_power_players_extra_card_stays_hidden_until_scored():
    s = adv({1: "DRAGON / NOM K / DRU K"}, extra="W-NOM")
    s.apply("choose runesword")
    play(s, "K-NOM")
    for seat in (None, 0, 1, 2, 3):
        assert "nomads-wizard" not in cards_in(s.view(seat))
        assert s.view(seat).extra_card_down


# -- the Dragonmaster's rotation and the end of the game ------------------------

def pass_and_play_first(state, until) -> None:
    """Refuse every Dragon, otherwise take the first legal action, until `until`."""
    while not state.is_over and not until(state):
        if state.decision.kind == "dragon":
            state.apply("pass")
        else:
            state.apply(str(state.legal_actions()[0]))


def test_power_player_rules_the_rest_of_the_round_but_the_next_round_starts_left_of_its_starter():
    """Seat 2 wins a Power Play in hand 1: it is Dragonmaster for hands 2-5. Round
    2 starts with seat 1, left of round 1's starter (seat 0), not left of seat 2."""
    s = adv({2: "DRAGON"}, extra="P-WAR")
    s.apply("choose runesword")  # the Prince lies face down: won after trick 8 (L74)
    pass_and_play_first(s, lambda g: g.view(0).hand_number == 2)
    assert [(e.seat, e.reason) for e in events_of(s, "DragonmasterChanged")] == [
        (2, "power-play")]
    dms = []
    pass_and_play_first(s, lambda g: g.view(0).round == 2)
    for e in events_of(s, "HandStarted"):
        dms.append((e.round, e.hand_number, e.dragonmaster))
    assert dms == [(1, 1, 0), (1, 2, 2), (1, 3, 2), (1, 4, 2), (1, 5, 2), (2, 1, 1)]
    assert events_of(s, "DragonmasterChanged")[-1].seat == 1
    assert s.view(1).contracts_left == ("dragonlords", "wizards", "runesword",
                                        "first-or-last", "staff-of-power")


@pytest.mark.parametrize("power_player", [2, 1])
def test_power_play_won_in_hand_5_pays_but_gives_no_role_ruling_DM20(power_player):
    """A Power Play won in the round's 5th hand earns its reward; the next round
    starts with the left neighbour of the round's starter all the same (§3)."""
    quiet = stack({0: "DRAGON"}, level="advanced")  # the DM swaps: no Power Play
    fifth = stack({power_player: "DRAGON"}, level="advanced", extra="P-WAR")
    s = new_game(DragonmasterConfig(players=names(4), level="advanced", seed=9,
                                    deals=[quiet] * 4 + [fifth], first_dragonmaster=0))
    for contract in ("dragonlords", "wizards", "first-or-last", "staff-of-power"):
        s.apply(f"choose {contract}")
        pass_and_play_first(s, lambda g: g.decision.kind != "play")
    assert s.view(0).hand_number == 5 and s.to_act == power_player
    before = s.view(0).balances
    start = len(s.log)
    s.apply("choose runesword")  # the Prince lies face down: won after trick 8 (L74)
    pass_and_play_first(s, lambda g: g.view(0).round == 2)
    after = s.view(0).balances
    assert after[power_player] - before[power_player] == 18000
    assert [e.seat for e in events_of(s, "PowerPlayWon", start)] == [power_player]
    assert [e.reason for e in events_of(s, "DragonmasterChanged", start)] == ["new-round"]
    assert s.view(0).round == 2 and s.view(0).dragonmaster == 1


def test_basic_three_player_game_is_three_rounds_of_five_with_the_role_passing_left():
    """Basic game: each seat is Dragonmaster for one round of 5 hands, clockwise
    from the first; a 3-player game is 15 hands, then it ends (§3, §8)."""
    s = new_game(DragonmasterConfig(players=names(3), seed=21, first_dragonmaster=2))
    play_first_legal(s)
    assert [(e.round, e.hand_number, e.dragonmaster) for e in events_of(s, "HandStarted")] \
        == [(r, h, (2 + r - 1) % 3) for r in (1, 2, 3) for h in range(1, 6)]
    contracts = [e.contract for e in events_of(s, "ContractChosen")]
    for r in range(3):
        assert sorted(contracts[5 * r:5 * r + 5]) == sorted(
            ["dragonlords", "wizards", "runesword", "first-or-last", "staff-of-power"])
    assert s.is_over and len(events_of(s, "GameEnded")) == 1
    assert sum(s.result.scores) == 300000
    assert "game is over" in one_line_error(s, "pass")


def test_a_tie_lists_every_seat_on_top_ruling_DM12():
    """Each seat holds one whole suit, so the Dragonmaster wins every trick and
    nobody ever pays: all 20 hands end level, and all four seats win."""
    deal = stack({0: "NOM K Q P W D C B F", 1: "DRA K Q P W D C B F",
                  2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"})
    s = new_game(DragonmasterConfig(players=names(4), seed=2, deals=[deal] * 20,
                                    first_dragonmaster=3))
    play_first_legal(s)
    assert not events_of(s, "CrystalsPaid")
    assert len(events_of(s, "HandStarted")) == 20
    assert s.result.scores == (100000,) * 4 and sorted(s.result.winners) == [0, 1, 2, 3]
    assert events_of(s, "GameEnded")[0].winners == s.result.winners


def test_balances_may_go_negative_and_nobody_is_knocked_out_ruling_DM1():
    """In every round seat 1 (or, while seat 1 is Dragonmaster, seat 2) takes
    every item of all five hands: 8,000 x 4 + 32,000 = 64,000 a round. Seat 1
    ends 28,000 in debt and is never knocked out; seats 0 and 3 tie on top."""
    dm_hand, taker_hand = "DRA F / NOM Q P W D C B F", "DRA K Q P W D C B / NOM K"
    deals = []
    for dm in range(4):
        taker = 1 if dm != 1 else 2
        others = [x for x in range(4) if x not in (dm, taker)]
        hands = {dm: dm_hand, taker: taker_hand, others[0]: "WAR K Q P W D C B F",
                 others[1]: "DRU K Q P W D C B F"}
        deals += [stack(hands, dm=dm)] * 5
    s = new_game(DragonmasterConfig(players=names(4), seed=4, deals=deals,
                                    first_dragonmaster=0))
    play_first_legal(s)
    assert s.result.scores == (164000, -28000, 100000, 164000)
    assert s.result.winners == (0, 3)


# -- expert game: lead restrictions ---------------------------------------------

def leads(state) -> set[str]:
    return {str(a) for a in state.legal_actions()}


@pytest.mark.parametrize("contract,banned", [
    ("dragonlords", {"dragonlords"}), ("runesword", {"warriors"}),
    ("staff-of-power", {"dragonlords", "warriors"}), ("wizards", set()),
    ("first-or-last", set()),
])
def test_expert_opening_lead_restrictions(contract, banned):
    """Expert: on trick 1 the Dragonmaster may not lead a Dragonlord in Dragonlords,
    a Warrior in Runesword, either in Staff of Power; nothing is barred in Wizards
    or First or Last (§7). The advanced game bars nothing."""
    hands = {0: "DRAGON / DRA K Q / WAR K Q / DRU F / NOM F B"}
    for level in ("expert", "advanced"):
        s = adv(hands, extra="C-NOM", level=level)
        s.apply(f"choose {contract}")
        hand = s.view(0).hand
        barred = banned if level == "expert" else set()
        assert leads(s) == {f"play {c}" for c in hand if suit(c) not in barred}
        for c in hand:
            if suit(c) in barred:
                assert "trick 1" in one_line_error(s, f"play {c}")


def test_lead_restriction_lasts_for_trick_1_only():
    """After trick 1 the leader may lead the barred suit."""
    s = adv({0: "DRAGON / DRA K Q / NOM K Q P W D", 1: "NOM F"}, extra="C-DRU",
            level="expert")
    s.apply("choose dragonlords")
    assert not any("dragonlords" in a for a in leads(s))
    play(s, "K-NOM F-NOM")
    while s.to_act != 0 or s.view(0).trick:
        s.apply(str(s.legal_actions()[0]))
    assert events_of(s, "TrickWon")[-1].seat == 0
    assert "play dragonlords-king" in leads(s)


def test_leader_with_only_barred_cards_may_lead_any_ruling_DM8():
    """The Dragonmaster holds all 8 Dragonlords in an expert Dragonlords hand: any
    of them may be led."""
    s = adv({0: "DRAGON / DRA K Q P W D C B"}, extra="F-DRA", level="expert")
    s.apply("choose dragonlords")
    assert leads(s) == {f"play {c}" for c in cards("DRA K Q P W D C B F")}


def test_power_player_is_restricted_too_and_may_not_name_a_barred_suit_ruling_DM9():
    """The Power Player's opening lead obeys the same restriction; a led Dragon
    may not stand for a barred suit, but may stand for any other."""
    s = adv({1: "DRAGON / DRA K Q / WAR K / NOM K"}, extra="F-NOM", level="expert")
    s.apply("choose staff-of-power")
    assert s.to_act == 1
    legal = leads(s)
    assert legal == {"play nomads-king", "play dragon druids", "play dragon nomads"}
    for bad in ("play dragon dragonlords", "play dragon warriors", "play dragonlords-king",
                "play warriors-king"):
        assert "trick 1" in one_line_error(s, bad)
    s.apply("play dragon druids")
    assert s.view(2).led_suit == "druids"


def test_only_the_dragon_escapes_the_restriction_local_ruling_L60():
    """Ruling L60: a leader whose only unbarred lead is the Dragon (named as an
    unbarred suit) must lead it; DM8's 'any card' is for a leader with no unbarred
    lead at all."""
    s = adv({1: "DRAGON / DRA K Q P W D C B"}, extra="F-NOM", level="expert")
    s.apply("choose dragonlords")
    assert leads(s) == {"play dragon warriors", "play dragon druids", "play dragon nomads"}


# -- expert game: Secret Power Plays ----------------------------------------------

# Seat 1 wins every trick again, now with the Dragon in the game: held by the
# Dragonmaster (swapped at once, DM3/DM4) or by seat 3 (refused, §7).
SPP_DEALS = {
    "dm-swap": ({0: "DRA F / NOM Q P W D C B / DRAGON", 1: "DRA K Q P W D C B / NOM K",
                 2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"}, "F-NOM"),
    "refused": ({0: "DRA F / NOM Q P W D C B F", 1: "DRA K Q P W D C B / NOM K",
                 2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B / DRAGON"}, "F-DRU"),
}
EXPERT = {"dragonlords": ("secret", 10000), "wizards": ("secret", 10000),
          "staff-of-power": ("secret", 15000), "runesword": ("penalty", 8000),
          "first-or-last": ("penalty", 8000)}
ADVANCED = {"dragonlords": 8000, "wizards": 8000, "runesword": 8000,
            "first-or-last": 8000, "staff-of-power": 32000}


@pytest.mark.parametrize("how", ["dm-swap", "refused"])
@pytest.mark.parametrize("contract", list(EXPERT))
def test_secret_power_play_by_taking_every_item_rulings_DM4_DM16(how, contract):
    """Seat 1 takes every item. Expert, in Dragonlords, Wizards and Staff of
    Power: a Secret Power Play: every other seat, the Dragonmaster too, pays seat 1
    10,000 / 10,000 / 15,000 and seat 1 is Dragonmaster for hand 2 (DM16). Not in
    Runesword or First or Last (§7): seat 1 pays the usual 8,000 there. Whether
    the Dragonmaster swapped the Dragon (DM4) or seat 3 refused it."""
    hands, extra = SPP_DEALS[how]
    s = adv(hands, extra=extra, level="expert")
    if how == "refused":
        s.apply("pass")
    s.apply(f"choose {contract}")
    start = len(s.log)
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert {e.seat for e in events_of(s, "TrickWon", start)} == {1}
    kind, amount = EXPERT[contract]
    if kind == "secret":
        assert [(e.seat, e.contract) for e in events_of(s, "SecretPowerPlayWon", start)] \
            == [(1, contract)]
        assert sorted(paid(s.log[start:])) == [(0, 1, amount), (2, 1, amount),
                                               (3, 1, amount)]
        assert [(e.seat, e.reason) for e in events_of(s, "DragonmasterChanged", start)] \
            == [(1, "secret-power-play")]
        assert s.view(0).dragonmaster == 1
    else:
        assert not events_of(s, "SecretPowerPlayWon", start)
        assert paid(s.log[start:]) == [(1, 0, amount)]
        assert s.view(0).dragonmaster == 0


@pytest.mark.parametrize("contract", list(ADVANCED))
def test_no_secret_power_play_below_expert(contract):
    """The same seat taking every item in the advanced game just pays (§5c)."""
    hands, extra = SPP_DEALS["refused"]
    s = adv(hands, extra=extra)
    s.apply("pass")
    s.apply(f"choose {contract}")
    start = len(s.log)
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert not events_of(s, "SecretPowerPlayWon", start)
    assert paid(s.log[start:]) == [(1, 0, ADVANCED[contract])]


def test_failed_secret_power_play_pays_per_item_ruling_DM17():
    """Seat 1 takes 7 Dragonlords; the Dragonmaster, by leading a Nomad seat 1
    cannot follow, takes the 8th. No Secret Power Play: seat 1 pays 7,000."""
    s = adv({0: "DRA F / NOM K Q P W D C / DRAGON", 1: "DRA K Q P W D C B / NOM F",
             2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"}, extra="B-NOM",
            level="expert")
    s.apply("choose dragonlords")
    start = len(s.log)
    play(s, "K-NOM F-NOM")  # trick 1: the Dragonmaster may not lead its Dragonlord
    while s.to_act != 0:
        s.apply(str(s.legal_actions()[0]))
    play(s, "Q-NOM B-DRA")  # seat 1, void in Nomads, throws a Dragonlord
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert not events_of(s, "SecretPowerPlayWon", start)
    assert paid(s.log[start:]) == [(1, 0, 7000)]
    assert s.view(0).dragonmaster == 0


def test_dragonmaster_taking_every_item_stops_any_secret_power_play_ruling_DM18():
    """The Dragonmaster takes all 8 Dragonlords in an expert hand: nobody pays,
    nobody wins anything, and the Dragonmaster stays."""
    s = adv({0: "DRA K / NOM K Q P W D C / DRAGON", 1: "DRA Q P W D C B F / NOM F",
             2: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"}, extra="B-NOM",
            level="expert")
    s.apply("choose dragonlords")
    start = len(s.log)
    play(s, "K-NOM F-NOM")
    while s.to_act != 0:
        s.apply(str(s.legal_actions()[0]))
    play(s, "K-DRA")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]) if s.to_act != 0 else
                next(str(a) for a in s.legal_actions() if "nomads" in str(a)))
    assert {e.seat for e in events_of(s, "TrickWon", start)} == {0}
    assert paid(s.log[start:]) == []
    assert not events_of(s, "SecretPowerPlayWon", start)
    assert s.view(0).dragonmaster == 0 and s.view(0).hand_number == 2


def test_secret_power_play_with_three_players_needs_the_six_dragonlords():
    """3 players: the Dragonlords are 6; seat 1 taking all 6 wins 10,000 from
    each of the two others."""
    s = adv({0: "DRA C / NOM K Q P W D C / DRAGON", 1: "DRA K Q P W D / WAR K Q / DRU K",
             2: "WAR P W D C / DRU Q P W D"}, extra="C-DRU", level="expert", players=3)
    s.apply("choose dragonlords")
    start = len(s.log)
    play(s, "K-NOM K-WAR")  # trick 1: a Nomad led, seat 1 throws a Warrior
    while s.to_act != 0:
        s.apply(str(s.legal_actions()[0]))
    play(s, "C-DRA K-DRA")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    assert [e.seat for e in events_of(s, "SecretPowerPlayWon", start)] == [1]
    assert sorted(paid(s.log[start:])) == [(0, 1, 10000), (2, 1, 10000)]


# -- illegal action strings: one clear line, nothing lost ------------------------

GARBAGE = ["", "   ", "fly away", "play", "play nomads", "play nomads-emperor",
           "choose", "choose bogus", "choose wizards please", "pass now", "bid 3",
           "PLAY", "play dragon", "play dragon nomads", "choose dragon"]


@pytest.mark.parametrize("phase", ["dragon", "contract", "lead", "follow"])
def test_illegal_action_strings_get_one_clear_line_in_every_phase(phase):
    """Whatever the phase, a bad string is an IllegalActionError (a ValueError)
    with a one-line message, never another exception, and the state is intact."""
    s = adv({1: "DRAGON / NOM K"}, extra="F-WAR")
    if phase != "dragon":
        s.apply("pass")
    if phase in ("lead", "follow"):
        s.apply("choose wizards")
    if phase == "follow":
        s.apply(str(s.legal_actions()[0]))
    legal = {str(a) for a in s.legal_actions()}
    for bad in GARBAGE + [None, 7, ["play"], b"pass"]:
        if isinstance(bad, str) and bad in legal:
            continue
        message = one_line_error(s, bad)
        assert len(message) < 1000
    assert issubclass(IllegalActionError, ValueError)


def test_a_used_contract_cannot_be_chosen_again():
    s = game(TAKE_ALL_4)
    s.apply("choose runesword")
    pass_and_play_first(s, lambda g: g.decision.kind == "contract")
    assert "runesword" not in s.view(0).contracts_left
    assert "played this round" in one_line_error(s, "choose runesword")
    assert s.parse_action("choose wizards") in s.legal_actions()
    with pytest.raises(IllegalActionError):
        s.parse_action("choose runesword")


def test_pass_is_only_for_the_dragons_holder():
    """`pass` refuses the Dragon; it is no action in the basic game, for the
    Dragonmaster's contract choice, or in play."""
    basic = game(TAKE_ALL_4)
    one_line_error(basic, "pass")
    s = adv({0: "DRAGON"}, extra="F-WAR")  # swapped at once (DM3): no question
    one_line_error(s, "pass")


# -- the general surface: apply's events, clone, record, replay, determinize ------

def test_apply_returns_the_events_it_caused_and_clone_is_independent():
    s = adv({1: "DRAGON"}, extra="F-WAR")
    copy = s.clone()
    events = s.apply("choose dragonlords")
    assert [type(e).__name__ for e in events][0] == "ContractChosen"
    assert events == s.log[-len(events):]
    assert copy.decision.kind == "dragon" and copy.view(0).contract is None
    copy.apply("pass")
    assert s.view(0).contract == "dragonlords" and s.view(0).power_player == 1


def test_record_round_trips_through_json_and_replays_the_same_game():
    from tda.dragonmaster import DragonmasterRecord
    s, _ = referee_game(3, "expert", 31, views_every=1000)
    text = s.record().model_dump_json()
    again = replay(DragonmasterRecord.model_validate_json(text))
    assert again.is_over and again.result == s.result
    for seat in (0, 1, 2, None):
        assert again.view(seat) == s.view(seat)


def test_determinized_world_agrees_with_the_seat_and_hides_the_rest():
    """A world for seat 2 keeps seat 2's hand and every public fact, deals the
    other hands from the cards seat 2 cannot see, and respects shown voids."""
    s = adv({1: "DRAGON / NOM K", 2: "NOM F"}, extra="W-DRA", seed=77)
    s.apply("choose runesword")
    play(s, "K-NOM")
    while s.to_act != 1 or s.view(1).trick:
        s.apply(str(s.legal_actions()[0]))
    truth = s.view(2)
    rng = random.Random(5)
    for _ in range(5):
        world = s.determinize(2, rng)
        w = world.view(2)
        assert sorted(w.hand) == sorted(truth.hand)
        for field in ("balances", "dragonmaster", "contract", "power_player", "trick",
                      "taken", "hand_counts", "dragon_holder", "to_act"):
            assert getattr(w, field) == getattr(truth, field), field
        unseen = set(full_deck(4, True)) - set(truth.hand) - {c for t in truth.taken
                                                              for c in t}
        others = [set(world.view(x).hand) for x in (0, 1, 3)]
        assert set().union(*others) <= unseen
        assert "dragon" in others[1]  # the holder of the Dragon is public
        for x, hand in zip((0, 1, 3), others, strict=True):
            assert not {suit(c) for c in hand if c != "dragon"} & truth.shown_voids[x]
        # Nothing in the world tells the true deal: no seed, no stack, the seat's log.
        assert not world.config.deals and not world.config.deck_order
        assert world.config.seed != s.config.seed and list(world.log) == list(truth.log)
    extras = set()
    for i in range(40):  # the face-down extra card is dealt afresh in each world
        world = s.determinize(2, random.Random(i))
        while world.view(0).hand_number == 1:
            world.apply(str(world.legal_actions()[0]))
        extras |= {e.card for e in events_of(world, "ExtraCardRevealed")}
    assert len(extras) > 5


def test_refusals_give_the_true_reason():
    """The reason in the message fits the mistake: an unknown contract or card is
    named as such, a contract still open is never called 'played', and a choice
    made at the wrong time says what is due instead."""
    s = adv({1: "DRAGON / NOM K"}, extra="F-WAR")
    assert "no contract is called 'bogus'" in one_line_error(s, "choose bogus")
    assert "one contract" in one_line_error(s, "choose wizards please")
    assert "no card is called 'nomads-emperor'" in one_line_error(s, "play nomads-emperor")
    assert "Power Play or refuses" in one_line_error(s, "play nomads-king")
    s.apply("choose wizards")
    message = one_line_error(s, "choose dragonlords")
    assert "played this round" not in message and "the contract is wizards" in message
    assert "refuse" in one_line_error(s, "pass")
    basic = game(TAKE_ALL_4)
    assert "Dragonmaster chooses" in one_line_error(basic, "pass")


@pytest.mark.parametrize("seat", [-1, 3, 4, True, "0", 1.0])
def test_a_view_for_no_seat_is_refused_not_another_seats_hand(seat):
    """view(-1) must not show the last seat's hand under the name of seat -1."""
    s = new_game(DragonmasterConfig(players=names(3), seed=1, first_dragonmaster=0))
    with pytest.raises(ValueError, match="no seat"):
        s.view(seat)
    assert s.view(None).hand == () and s.view(2).seat == 2


@pytest.mark.parametrize("extra,counts,outcome", [
    ("F-NOM", True, "won"), ("W-NOM", True, "won"), ("W-NOM", False, "failed")])
def test_staff_of_power_power_play_takes_everything_rulings_DM2_L61(extra, counts, outcome):
    """Seat 1 holds the Dragon and seven Dragonlords and wins all 8 tricks: every
    Dragonlord, Wizard, the Prince, trick 1 and trick 8 are its, so its Staff of
    Power Power Play wins 15,000 from each other seat, and only after trick 8. A
    Wizard lying face down counts for it (DM2); for purists it is out of reach
    and the play fails before the lead (L61; rules 1, ruling L74)."""
    s = adv({1: "DRAGON / DRA K Q P W D C B", 2: "DRA F"}, extra=extra,
            extra_card_counts=counts, rules_version=1)
    start = len(s.log)
    s.apply("choose staff-of-power")
    while s.view(0).hand_number == 1:
        s.apply(str(s.legal_actions()[0]))
    tricks = events_of(s, "TrickWon", start)
    if outcome == "won":
        assert len(tricks) == 8 and {t.seat for t in tricks} == {1}
        assert not events_of(s, "HandThrownIn", start)
        assert sorted(paid(s.log[start:])) == [(0, 1, 15000), (2, 1, 15000), (3, 1, 15000)]
        assert s.view(0).dragonmaster == 1
    else:
        assert not tricks and paid(s.log[start:]) == [(1, 0, 8000)]
        assert s.view(0).dragonmaster == 0


def test_story_tells_a_hand_settled_before_the_lead_local_ruling_L61():
    from tda.games.dragonmaster.words.story import tell
    s = adv({1: "DRAGON"}, extra="P-WAR", rules_version=1)
    s.apply("choose runesword")
    text = "\n".join(tell(s.names, s.view(0).log))
    assert "before the first lead" in text and "after 0 tricks" not in text


def test_table_summary_of_a_hand_settled_before_the_lead_local_ruling_L61():
    """The table's end-of-hand summary works for a hand with no trick at all."""
    from tda.games.dragonmaster.tui.summary import hand_summary
    s = adv({1: "DRAGON"}, extra="P-WAR", rules_version=1)
    s.apply("choose runesword")
    log = s.view(None).log
    starts = [i for i, e in enumerate(log) if type(e).__name__ == "HandStarted"]
    lines = hand_summary(list(s.names), list(log[starts[0]:starts[1]]),
                         list(log[starts[1]:]), list(s.view(0).balances))
    text = "\n".join(str(line) for line in lines)
    assert "before the first lead" in text and "Bob's Power Play succeeds" in text
    assert "Ann pays Bob 6,000" in text and "Bob is Dragonmaster" in text


def test_secret_power_play_in_hand_5_pays_but_gives_no_role_ruling_DM20():
    """Expert: seat 2 wins a Secret Power Play in Wizards, the round's last hand
    (chosen for the Dragonmaster, the only contract left). It is paid; the next
    round still starts with seat 1, left of the round's starter."""
    quiet = stack({0: "DRAGON"}, level="expert")
    fifth = stack({0: "DRA F / NOM Q P W D C B / DRAGON", 2: "DRA K Q P W D C B / NOM K",
                   1: "WAR K Q P W D C B F", 3: "DRU K Q P W D C B F"},
                  level="expert", extra="F-NOM")
    s = new_game(DragonmasterConfig(players=names(4), level="expert", seed=9,
                                    deals=[quiet] * 4 + [fifth], first_dragonmaster=0))
    for number, contract in enumerate(("dragonlords", "runesword", "first-or-last",
                                       "staff-of-power"), 1):
        s.apply(f"choose {contract}")
        pass_and_play_first(s, lambda g, n=number: g.view(0).hand_number != n)
    assert s.view(0).hand_number == 5 and s.view(0).contract == "wizards"
    assert s.view(0).dragonmaster == 0
    start = len(s.log)
    pass_and_play_first(s, lambda g: g.view(0).round == 2)
    assert [e.seat for e in events_of(s, "SecretPowerPlayWon", start)] == [2]
    assert sorted(paid(s.log[start:])) == [(0, 2, 10000), (1, 2, 10000), (3, 2, 10000)]
    assert [(e.seat, e.reason) for e in events_of(s, "DragonmasterChanged", start)] == [
        (1, "new-round")]
