"""A rule-of-thumb Dragonmaster bot ('heuristic'): it sees only its seat's view.

On the Dragonmaster side everyone avoids the contract's penalty items. It
counts the cards played, so it knows which of its cards are masters (nothing
higher of the suit is left with anyone else) and which suits the others have
shown void in. Following, it ducks with its highest card that still loses, and
unloads high cards when it is last to a clean trick; void, it sheds its most
dangerous card; leading, it picks the card least likely to win a trick full of
items. It ducks whenever a later seat may still follow with an item (a
Dragonlord under Staff of Power), rather than unload a high card there. As
Dragonmaster it picks the contract its hand suits best compared with an average
hand (every contract is played once a round, so a hand is spent where it helps
most).

Holding the Dragon, it weighs refusing and each Power Play on a few dealt-out
worlds when the table gives it a sampler (`dragonmaster_power`); without one
(inside a search's playouts, or `easy`) it makes a Power Play only when its hand
wins every trick it must (masters all the way, or the Prince of Warriors under
its King and Queen). As a Power Player it keeps the lead with masters; the
others then try to take one item from it, leading where it is void once the
Dragon is out. In the expert game, a seat that alone has taken enough items
(`SECRET_START`) is on its way to a Secret Power Play: the others take an item
from it and shed none to it, and the seat itself plays on for it when at most
two items are left in other hands.

The same rules read a sampled world directly (`Seen.from_state`), so a search
can use them as its playout policy without building views.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from tda.dragonmaster import DRAGON, SUITS, Action, DragonmasterView
from tda.dragonmaster.cards import RUNESWORD, STRENGTH, SUIT_OF, suit_cards
from tda.dragonmaster.contracts import (
    FIRST_OR_LAST_PENALTY,
    LAST_TRICK,
    POWER_PLAY_REWARD,
    SECRET_POWER_PLAY_CONTRACTS,
    card_items,
    card_penalty,
    trick_items,
)
from tda.dragonmaster.events import TrickWon
from tda.dragonmaster.state import DragonmasterState
from tda.dragonmaster.worlds import DragonmasterSampler

HIGH = 5  # a Prince or better (the King is 7, the Fool 0)
KING = 7
DRAGON_STRENGTH = 8  # the Dragon beats every card but an earlier real King
TRICK_CONTRACTS = ("first-or-last", "staff-of-power")
THOUSAND = 1000.0


def suit_of(card: str) -> str | None:
    return SUIT_OF.get(card)


def strength(card: str) -> int:
    """The card's strength in its suit; the Dragon plays as a King (7)."""
    return STRENGTH.get(card, KING)


def penalty(contract: str | None, card: str) -> int:
    """What taking `card` costs under `contract`, in thousands of crystals."""
    if contract is None or card == DRAGON:
        return 0
    return card_penalty(contract, card) // 1000


class Seen:
    """What one seat knows now, read from its view or (inside a search) from a
    sampled world that is the bot's own. Sequences are shared: read only."""

    __slots__ = ("seat", "n", "hand", "trick", "led_suit", "contract", "power_player",
                 "dragonmaster", "played", "taken", "voids", "kind", "hand_counts",
                 "level", "first_winner", "_gone")

    seat: int
    n: int
    hand: Sequence[str]
    trick: Sequence[tuple[int, str]]
    led_suit: str | None
    contract: str | None
    power_player: int | None
    dragonmaster: int
    played: int  # tricks played this hand
    taken: Sequence[Sequence[str]]
    voids: Sequence[frozenset[str]]
    kind: str
    hand_counts: Sequence[int]
    level: str
    first_winner: int | None  # who won trick 1 of this hand, once it is played
    _gone: frozenset[str] | None

    @classmethod
    def from_view(cls, view: DragonmasterView) -> Seen:
        s = cls.__new__(cls)
        assert view.seat is not None, "a bot sits in a seat"
        s.seat, s.n = view.seat, len(view.names)
        s.hand, s.trick, s.led_suit = view.hand, view.trick, view.led_suit
        s.contract, s.power_player = view.contract, view.power_player
        s.dragonmaster, s.played = view.dragonmaster, sum(view.tricks_won)
        s.taken, s.voids, s.hand_counts = view.taken, view.shown_voids, view.hand_counts
        s.kind = view.decision.kind if view.decision is not None else "play"
        s.level, s.first_winner = view.level, None
        if s.played:
            for event in reversed(view.log):  # this hand's trick 1 is the latest one
                if isinstance(event, TrickWon) and event.trick == 1:
                    s.first_winner = event.seat
                    break
        s._gone = None
        return s

    @classmethod
    def from_state(cls, state: DragonmasterState, seat: int) -> Seen:
        """From a sampled world (never the real game: that holds other hands)."""
        s = cls.__new__(cls)
        s.seat, s.n = seat, state.n
        s.hand, s.trick, s.led_suit = state.hands[seat], state.trick, state.led_suit
        s.contract, s.power_player = state.contract, state.power_player
        s.dragonmaster, s.played = state.dragonmaster, len(state.trick_winners)
        s.taken, s.voids = state.taken, state.voids
        s.hand_counts = [len(h) for h in state.hands]
        s.kind = state.phase or "play"
        s.level = state.config.level
        s.first_winner = state.trick_winners[0] if state.trick_winners else None
        s._gone = None
        return s

    @property
    def gone(self) -> frozenset[str]:
        """Cards out of the other hands for good: taken in tricks or in this trick."""
        if self._gone is None:
            self._gone = frozenset([c for t in self.taken for c in t]
                                   + [c for _, c in self.trick])
        return self._gone

    def higher_out(self, card: str) -> int:
        """How many higher cards of `card`'s suit may still be in other hands."""
        suit, mine, gone = SUIT_OF[card], set(self.hand), self.gone
        return sum(1 for c in _suit_above(card, self.n)
                   if c not in mine and c not in gone and SUIT_OF[c] == suit)

    def others_hold(self, suit: str) -> int:
        """How many cards of `suit` may still be in other hands."""
        mine, gone = set(self.hand), self.gone
        return sum(1 for c in _suit(suit, self.n) if c not in mine and c not in gone)

    def later_seats(self) -> list[int]:
        """Seats still to play to the current trick after this one."""
        return [(self.seat + k) % self.n for k in range(1, self.n - len(self.trick))]


@cache
def _suit(suit: str, n: int) -> tuple[str, ...]:
    return tuple(c for c in suit_cards(n) if SUIT_OF[c] == suit)


@cache
def _suit_above(card: str, n: int) -> tuple[str, ...]:
    return tuple(c for c in _suit(SUIT_OF[card], n) if STRENGTH[c] > STRENGTH[card])


# -- before play: the Power Play and the contract --------------------------------

def wins_every_trick(hand: Sequence[str], n: int) -> bool:
    """Each suit held is a run from its King down, so every card is a master when
    led in order (no trumps: a master led always wins), and the Dragon wins
    whatever it leads. Then every item of any contract is the Power Player's."""
    for suit in SUITS:
        held = sorted((STRENGTH[c] for c in hand if c != DRAGON and SUIT_OF[c] == suit),
                      reverse=True)
        ranks = sorted((STRENGTH[c] for c in _suit(suit, n)), reverse=True)
        if held != ranks[:len(held)]:
            return False
    return True


def can_surely_power_play(contract: str, hand: Sequence[str], n: int = 4) -> bool:
    """A Power Play only when the hand wins the contract outright: it takes every
    trick, or (Runesword) it holds the Prince of Warriors with the King and
    Queen above it, so leading them in turn wins the Prince's trick."""
    if wins_every_trick(hand, n):
        return True
    if contract == "runesword":
        warriors = {strength(c) for c in hand if c != DRAGON and suit_of(c) == "warriors"}
        return {5, 6, 7} <= warriors
    return False


def risk(contract: str, hand: Sequence[str], n: int) -> float:
    """Thousands of crystals the hand is likely to take under `contract` (what the
    Dragonmaster would collect from the others, or pay as one of them): the items
    it holds, kept when the suit is short of low cards to hide behind, and the
    items its high cards and Kings are likely to win."""
    cards = [c for c in hand if c != DRAGON]
    total = 0.0
    for suit in SUITS:
        held = sorted((c for c in cards if SUIT_OF[c] == suit), key=STRENGTH.__getitem__)
        low = sum(1 for c in held if STRENGTH[c] < HIGH - 1)
        for c in held:
            cost = penalty(contract, c)
            if cost:
                # an item with small cards beside it can be let go under others' winners
                total += cost * (0.8 if low == 0 else 0.45)
            if STRENGTH[c] >= HIGH:
                # a high card wins a trick and whatever was shed into it
                above = sum(1 for r in range(STRENGTH[c] + 1, KING + 1)
                            if not any(STRENGTH[x] == r for x in held))
                win = 0.6 if above == 0 else 0.3 if above == 1 else 0.1
                total += win * item_density(contract, n) * (n - 1)
    if trick_items(contract) and cards:
        # trick 1 (the Dragonmaster leads it): the safest lead, the card with the
        # most higher cards of its suit in other hands, still wins now and then
        mine = set(cards)
        first = min(0.55 ** sum(1 for c in _suit_above(card, n) if c not in mine)
                    for card in cards)
        # trick 8: the last card is a high one when the hand is short of low cards
        high = sum(1 for c in cards if STRENGTH[c] >= HIGH)
        lows = sum(1 for c in cards if STRENGTH[c] <= 2)
        last = min(0.6, max(0.02, 0.1 + 0.08 * high - 0.03 * lows))
        total += FIRST_OR_LAST_PENALTY / THOUSAND * (first + last)
    return total


@cache
def item_density(contract: str, n: int) -> float:
    """Thousands of crystals of card items per card in the deck."""
    deck = suit_cards(n)
    return sum(penalty(contract, c) for c in deck) / len(deck)


@cache
def average_risk(contract: str, n: int) -> float:
    """`risk` over many random hands: how exposed a typical hand is."""
    rng = random.Random(n * 7919)
    deck = list(suit_cards(n))
    total = 0.0
    samples = 400
    for _ in range(samples):
        total += risk(contract, rng.sample(deck, 8), n)
    return total / samples


def contract_fit(contract: str, hand: Sequence[str], n: int) -> float:
    """How much worse this hand is for `contract` than a typical hand (lower
    suits better): every contract is played once a round, so each hand goes to
    the contract it helps most."""
    return risk(contract, hand, n) - average_risk(contract, n)


# -- the bot ----------------------------------------------------------------------

class DragonmasterHeuristicBot:
    """Rules of thumb; `rng` deals the worlds a Dragon decision is weighed on."""

    name = "heuristic"

    def choose(self, view: DragonmasterView, legal: Sequence[Action], rng: random.Random,
               sampler: DragonmasterSampler | None = None) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return decide_with_worlds(Seen.from_view(view), legal, rng, sampler)


def decide_with_worlds(seen: Seen, legal: Sequence[Action], rng: random.Random,
                       sampler: DragonmasterSampler | None) -> Action:
    """`decide`, except that the Dragon holder weighs its options on a few
    dealt-out worlds when the table offers a sampler (`dragonmaster_power`)."""
    if seen.kind == "dragon" and len(legal) > 1 and sampler is not None:
        # imported here: the weighing plays hands out with `decide` from this module
        from tda.games.dragonmaster.bots.power import weigh_dragon
        return weigh_dragon(seen, legal, sampler, rng)
    return decide(seen, legal)


def decide(seen: Seen, legal: Sequence[Action]) -> Action:
    """The heuristic's choice for the seat `seen` describes."""
    if len(legal) == 1:
        return legal[0]
    if seen.kind == "dragon":
        return _dragon(seen, legal)
    if seen.kind == "contract":
        return _contract(seen, legal)
    plays = [a for a in legal if a.verb == "play"]
    if not plays:
        return legal[0]
    if seen.power_player is not None:
        return _power_hand(seen, plays)
    threat = secret_threat(seen)
    if threat is not None:
        if threat != seen.seat:
            return _block(seen, plays, threat)
        if _can_finish(seen):
            return _take(seen, plays)  # a Secret Power Play in reach: play as a Power Player
    return _avoid(seen, plays)


def _dragon(seen: Seen, legal: Sequence[Action]) -> Action:
    sure = [a for a in legal if a.verb == "choose"
            and can_surely_power_play(a.args[0], seen.hand, seen.n)]
    if sure:
        return max(sure, key=lambda a: (POWER_PLAY_REWARD[a.args[0]], a.args[0]))
    for action in legal:
        if action.verb == "pass":
            return action
    return _contract(seen, legal)


def _contract(seen: Seen, legal: Sequence[Action]) -> Action:
    chooses = [a for a in legal if a.verb == "choose"]
    if not chooses:
        return legal[0]
    return min(chooses, key=lambda a: (contract_fit(a.args[0], seen.hand, seen.n), a.args[0]))


# -- the Dragonmaster side: avoid the items ------------------------------------------

def _bad_trick(seen: Seen) -> bool:
    return seen.contract in TRICK_CONTRACTS and seen.played + 1 in (1, LAST_TRICK)


def _avoid(seen: Seen, plays: list[Action]) -> Action:
    if not seen.trick:
        return _lead(seen, plays)
    contract, led = seen.contract, seen.led_suit
    following = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led]
    top = _winning_strength(seen)
    winner = _winning_seat(seen)
    if following:
        losers = [a for a in following if strength(_card(a)) < top]
        if losers:
            # the highest card that still loses: it unloads a high card for free,
            # an item first when it goes to someone who pays for it
            def duck(a: Action) -> tuple[int, int, str]:
                card = _card(a)
                shed = penalty(contract, card) if winner != seen.dragonmaster else 0
                return (shed, strength(card), card)
            return max(losers, key=duck)
        if len(seen.trick) == seen.n - 1 or not _more_danger(seen):
            # the trick is ours: win it with the highest card, keeping items to
            # shed later (an item played now is taken for certain)
            return max(following, key=lambda a: (-penalty(contract, _card(a)),
                                                 strength(_card(a)), _card(a)))
        # a later seat may still beat us: the lowest card, the one most likely to
        # be beaten
        return min(following, key=lambda a: (penalty(contract, _card(a)),
                                             strength(_card(a)), _card(a)))
    # void in the suit led: shed the most dangerous card (an item, else the high
    # card least likely to be beaten later)
    def danger(a: Action) -> tuple[int, int, int, str]:
        card = _card(a)
        if card == DRAGON:
            return (-1, 0, 0, card)
        shed = penalty(contract, card) if winner != seen.dragonmaster or \
            seen.seat == seen.dragonmaster else 0
        return (shed, -seen.higher_out(card), strength(card), card)
    return max(plays, key=danger)


def _more_danger(seen: Seen) -> bool:
    """Items may still fall into this trick: a later seat void in the suit led
    can shed one, the trick itself is an item, or an item of the suit led is
    still out (a Dragonlord under Dragonlords or Staff of Power, a Wizard, the
    Prince of Warriors): a later seat may have to follow with it."""
    if _bad_trick(seen):
        return True
    led = seen.led_suit
    if any(led in seen.voids[s] for s in seen.later_seats()):
        return True
    if seen.contract is None or led is None:
        return False
    mine, gone = set(seen.hand), seen.gone
    return any(penalty(seen.contract, c) for c in _suit(led, seen.n)
               if c not in mine and c not in gone)


def _lead(seen: Seen, plays: list[Action]) -> Action:
    """The lead least likely to win a trick that holds items: a card with higher
    cards of its suit still out (the more, the safer), in a suit the others can
    still follow; an item led that way is passed to someone else."""
    contract = seen.contract
    bad = _bad_trick(seen)
    shed_per_void = 2.0 * item_density(contract, seen.n) if contract else 0.0

    def cost(a: Action) -> tuple[float, int, str]:
        card = _card(a)
        if card == DRAGON:
            return (99.0, 0, card)
        suit = SUIT_OF[card]
        above = seen.higher_out(card)
        followers = seen.others_hold(suit)
        p_win = 1.0 if above == 0 or followers == 0 else 0.55 ** above
        voids = sum(1 for s in range(seen.n) if s != seen.seat and suit in seen.voids[s])
        if followers == 0:
            voids = seen.n - 1
        own = penalty(contract, card)
        expected = p_win * (own + voids * shed_per_void * 4 + (4.0 if bad else 0.0)
                            + 0.5 * item_density(contract, seen.n) * (seen.n - 1)
                            if contract else 0.0)
        expected -= (1 - p_win) * own * 0.8  # an item passed on for good
        return (expected, strength(card), card)

    return min(plays, key=cost)


# -- expert: the Secret Power Play, blocked by all and aimed for by one ------------------

# Items one seat (not the Dragonmaster) must have taken, and nobody else any, before
# the others see a Secret Power Play coming (the Dragonmaster sees it one sooner).
SECRET_START = {"dragonlords": 3, "wizards": 2, "staff-of-power": 4}


def secret_threat(seen: Seen) -> int | None:
    """The seat on its way to a Secret Power Play (expert, Dragonlords, Wizards or
    Staff of Power, no Power Play): it alone has taken items, enough of them
    (`SECRET_START`), and in Staff of Power it won trick 1. None if nobody is."""
    contract = seen.contract
    if seen.level != "expert" or seen.power_player is not None or \
            contract not in SECRET_POWER_PLAY_CONTRACTS:
        return None
    items = card_items(contract, seen.n)
    holders = {s for s in range(seen.n) if any(c in items for c in seen.taken[s])}
    if len(holders) != 1:
        return None
    (who,) = holders
    if who == seen.dragonmaster:
        return None  # the Dragonmaster can never make one (DM18)
    if trick_items(contract) and seen.first_winner not in (None, who):
        return None
    count = sum(1 for c in seen.taken[who] if c in items)
    # the Dragonmaster takes items for free (and would lose the role): it blocks
    # one item sooner, as the book advises ("at least two players, even himself")
    early = 1 if seen.seat == seen.dragonmaster else 0
    return who if count >= SECRET_START[contract] - early else None


def _can_finish(seen: Seen) -> bool:
    """This seat leads the Secret Power Play and at most two items are left in
    other hands: worth a try, for the items it took are paid for anyway."""
    items = card_items(seen.contract, seen.n) if seen.contract else frozenset()
    out = [c for c in items if c not in seen.gone and c not in seen.hand]
    return len(out) <= 2


def _block(seen: Seen, plays: list[Action], threat: int) -> Action:
    """Seat `threat` is on its way to a Secret Power Play, which would cost this
    seat 10,000 or 15,000: take an item from it (an item's penalty is 1,000 to
    3,000, the Dragonmaster's is free) and never shed one where it may win."""
    items = card_items(seen.contract, seen.n) if seen.contract else frozenset()
    if not seen.trick:
        # an item that wins its trick ends the threat; a master takes it
        sure = [a for a in plays if _card(a) in items and seen.higher_out(_card(a)) == 0]
        if sure:
            return max(sure, key=lambda a: (penalty(seen.contract, _card(a)), _card(a)))
        return _avoid(seen, plays)
    winner = _winning_seat(seen)
    exposed = winner == threat or threat in seen.later_seats()
    led, top = seen.led_suit, _winning_strength(seen)
    following = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led]
    in_trick = any(c in items for _, c in seen.trick)
    if following:
        beaters = [a for a in following if strength(_card(a)) > top]
        if exposed and beaters and (in_trick or any(_card(a) in items for a in beaters)):
            # take it from the threat: with an item of ours if one wins, else our best
            return max(beaters, key=lambda a: (_card(a) in items, strength(_card(a)),
                                               _card(a)))
        if not exposed:
            ours = [a for a in following if _card(a) in items]
            if ours:  # another seat takes this trick: an item to it breaks the run
                return max(ours, key=lambda a: (penalty(seen.contract, _card(a)), _card(a)))
            return _avoid(seen, plays)
        clean = [a for a in following if _card(a) not in items]
        return _avoid(seen, clean or plays)
    if not exposed:
        ours = [a for a in plays if _card(a) in items]
        if ours:
            return max(ours, key=lambda a: (penalty(seen.contract, _card(a)), _card(a)))
    clean = [a for a in plays if _card(a) not in items]
    return _avoid(seen, clean or plays)


# -- a Power Play hand: the Power Player wins tricks, the rest stop them ---------------

def _power_hand(seen: Seen, plays: list[Action]) -> Action:
    if seen.seat == seen.power_player:
        return _take(seen, plays)
    return _defend(seen, plays)


def _take(seen: Seen, plays: list[Action]) -> Action:
    """The Power Player keeps the lead with masters and wins what it must."""
    if not seen.trick:
        cards = [a for a in plays if _card(a) != DRAGON]
        masters = [a for a in cards if seen.higher_out(_card(a)) == 0]
        keep_dragon = seen.contract in TRICK_CONTRACTS and seen.played + 1 < LAST_TRICK
        if masters:
            return max(masters, key=lambda a: (seen.others_hold(SUIT_OF[_card(a)]),
                                               strength(_card(a)), _card(a)))
        dragon = [a for a in plays if _card(a) == DRAGON and len(a.args) > 1]
        if dragon and not keep_dragon:
            # name the suit that draws out the most cards still with the others
            return max(dragon, key=lambda a: (seen.others_hold(a.args[1]), a.args[1]))
        if cards:
            return max(cards, key=lambda a: (strength(_card(a)), _card(a)))
        return plays[0]
    top = _winning_strength(seen)
    led = seen.led_suit
    winners = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led
               and strength(_card(a)) > top]
    must = _trick_matters(seen)
    if winners:
        last = len(seen.trick) == seen.n - 1
        pick = min if last else max  # last: the cheapest winner; else the safest
        return pick(winners, key=lambda a: (strength(_card(a)), _card(a)))
    dragon = [a for a in plays if _card(a) == DRAGON]
    if dragon and must:
        return dragon[0]
    return min(plays, key=lambda a: (_card(a) == DRAGON, strength(_card(a)), _card(a)))


def _trick_matters(seen: Seen) -> bool:
    """The Power Player must win this trick: it is trick 1 or 8 of a trick
    contract, or it holds (or may yet hold) an item."""
    if seen.contract in TRICK_CONTRACTS and seen.played + 1 in (1, LAST_TRICK):
        return True
    if seen.contract == "first-or-last":
        return False
    return True  # a card item may still be shed into it by a later seat


def _defend(seen: Seen, plays: list[Action]) -> Action:
    """Against a Power Play: take one item from the Power Player, or shed items
    where the Power Player will not get them. Against First or Last, a King is
    kept for the end while the Power Player holds the Dragon: the Dragon wins
    trick 8 unless the real King of the suit led comes before it (a King led
    to trick 8 beats it)."""
    if seen.contract == "first-or-last" and DRAGON not in seen.gone and \
            1 < seen.played + 1 < LAST_TRICK:
        others = [a for a in plays if strength(_card(a)) < KING]
        if others and len(others) < len(plays):
            return _defend_with(seen, others)
    return _defend_with(seen, plays)


def _defend_with(seen: Seen, plays: list[Action]) -> Action:
    contract = seen.contract
    pp = seen.power_player
    assert pp is not None, "a Power Play hand has its Power Player"
    if not seen.trick:
        items = card_items(contract, seen.n) if contract else frozenset()
        if DRAGON in seen.gone:
            # the Power Player cannot win a suit it is void in: an item led there
            # (or shed there by another defender) beats the Power Play
            short = [a for a in plays if suit_of(_card(a)) in seen.voids[pp]]
            if short:
                return max(short, key=lambda a: (_card(a) in items, penalty(contract, _card(a)),
                                                 -strength(_card(a)), _card(a)))
        # else low, and no item of ours (led into the Power Player's masters, it
        # would be the Power Player's): a card that can fall to another defender
        return min(plays, key=lambda a: (_card(a) in items, strength(_card(a)), _card(a)))
    winner = _winning_seat(seen)
    pp_to_play = pp not in {s for s, _ in seen.trick}
    led = seen.led_suit
    following = [a for a in plays if _card(a) != DRAGON and suit_of(_card(a)) == led]
    top = _winning_strength(seen)
    if following:
        beaters = [a for a in following if strength(_card(a)) > top]
        if winner == pp and beaters:
            return max(beaters, key=lambda a: (strength(_card(a)), _card(a)))
        if winner != pp and not pp_to_play:
            # a defender wins it: give it an item if we have one to follow with
            return max(following, key=lambda a: (penalty(contract, _card(a)) if contract
                                                  else 0, -strength(_card(a)), _card(a)))
        if pp_to_play and beaters:
            return max(beaters, key=lambda a: (strength(_card(a)), _card(a)))
        return min(following, key=lambda a: (penalty(contract, _card(a)),
                                             strength(_card(a)), _card(a)))
    # void: an item to a winning defender, else the least useful card to the Power Player
    if winner != pp and not pp_to_play:
        return max(plays, key=lambda a: (penalty(contract, _card(a)), _card(a)))
    return min(plays, key=lambda a: (penalty(contract, _card(a)), strength(_card(a)),
                                     _card(a)))


def _card(action: Action) -> str:
    return action.args[0] if action.args else ""


def _winning_strength(seen: Seen) -> int:
    """The strength to beat in the trick: the highest card of the led suit so far
    (a Dragon beats everything, 8, unless that suit's King came before it)."""
    best = _trick_leader(seen)
    return best[0]


def _winning_seat(seen: Seen) -> int | None:
    return _trick_leader(seen)[1]


def _trick_leader(seen: Seen) -> tuple[int, int | None]:
    best, seat = -1, None
    for who, card in seen.trick:
        if card == DRAGON:
            value = DRAGON_STRENGTH if best != KING else -1  # an earlier real King wins
        else:
            value = STRENGTH[card] if SUIT_OF[card] == seen.led_suit else -1
        if value > best:
            best, seat = value, who
    return best, seat


def make_dragonmaster_heuristic() -> DragonmasterHeuristicBot:
    return DragonmasterHeuristicBot()


__all__ = ["DragonmasterHeuristicBot", "Seen", "decide", "can_surely_power_play",
           "contract_fit", "penalty", "RUNESWORD"]
