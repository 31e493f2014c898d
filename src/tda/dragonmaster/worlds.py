"""Determinization for search bots: worlds consistent with one seat's view.

Everything the seat cannot see is dealt again at random: the other hands (but
the Dragon stays with its holder, which is public) and a face-down extra card.
Each hand keeps its size, and nobody gets a card of a suit they have shown to be
void in. The deal also agrees with how the hand's cards were played (`PlayFacts`,
ruling L75): a card played for a seat unasked, a card it chose, the seat asked
now; with the early end judged on what the table sees (ruling L74), no world is
one the table has ruled out (tests/test_worlds_sweep.py replays the hand in
each). A world's generator is reseeded from the caller's, so the true seed's
future deals cannot leak (its config keeps no seed and no stacked deal), its log
is the seat's redacted log and its action list starts empty.

`DragonmasterSampler` does the scrubbing once per decision (a template that
depends only on what the seat may see: the hidden cards in sorted order) and
then only redeals the template's hidden places per sample. The real game keeps
weak references to its samplers and marks them stale when its next action is
applied, so a sampler used after its decision fails loudly (as Three-Dragon
Ante's `Sampler` does).
"""

from __future__ import annotations

import random
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from tda.table.rng import seed_state

from . import events as ev
from .cards import DRAGON, SUIT_OF, SUITS, sort_key
from .contracts import restricted_suits
from .tricks import legal_leads

if TYPE_CHECKING:
    from .state import DragonmasterState

EXTRA = -1  # the slot of the face-down extra card
TEMPLATE_SEED = 0x5EED  # the template's fixed deal: it depends on the view alone


def scrub(g: DragonmasterState, seat: int) -> DragonmasterState:
    """A copy of `g` holding only what `seat` may know: its hidden places dealt
    from the sorted pool of unseen cards under a fixed seed (two games that look
    the same from the seat's chair give the same copy)."""
    world = g.clone()
    # The config's seed and stacked deals would tell the world's future deals.
    world.config = g.config.model_copy(update={"seed": 0, "deck_order": [], "deals": []})
    world._acts = None
    world._log = None
    world._watch = None
    for event in g.log:
        world._log = (event.visible_to(seat), world._log)
    deal_hidden(world, seat, random.Random(TEMPLATE_SEED))
    return world


def determinize(g: DragonmasterState, seat: int, rng: random.Random) -> DragonmasterState:
    """One world for `seat`: the game scrubbed, its hidden places dealt with `rng`."""
    world = scrub(g, seat)
    deal_hidden(world, seat, rng)
    return world


def hidden_slots(world: DragonmasterState, seat: int) -> dict[int, int]:
    """The places `seat` cannot see and how many cards each holds: the other
    hands (the publicly held Dragon aside) and the face-down extra card."""
    sizes = {s: sum(1 for c in world.hands[s] if c != DRAGON)
             for s in range(world.n) if s != seat}
    if world.extra is not None:
        sizes[EXTRA] = 1
    return sizes


def deal_hidden(world: DragonmasterState, seat: int, rng: random.Random,
                facts: PlayFacts | None = None) -> None:
    """Deal the cards `seat` cannot see again at random, in place, and give the
    world a fresh generator. The pool is sorted first, so the outcome depends on
    what the seat may see and on `rng` alone. The deal agrees with the plays the
    table saw asked and unasked (`PlayFacts`); a deal that breaks one of the facts
    no void can express is dealt again (a few tries: such deals are rare)."""
    world.rng = seed_state(rng.getrandbits(64))
    world._legal = None
    if world.is_over:
        return
    sizes = hidden_slots(world, seat)
    pool = sorted((c for s in sizes if s != EXTRA for c in world.hands[s] if c != DRAGON),
                  key=sort_key)
    if world.extra is not None:
        pool.append(world.extra)
        pool.sort(key=sort_key)
    if facts is None:
        facts = play_facts(world, seat)
    voids = facts.voids(world)
    for attempt in range(REDEALS):
        # Half the tries deal freely; then each seat that must still hold a suit
        # gets one card of it first (a little less uniform, but found at once).
        must = facts.some_of if attempt >= REDEALS // 2 else ()
        try:
            dealt = _deal_keeping(pool, sizes, voids, must, rng)
        except AssertionError:  # pragma: no cover (the true deal fits every fact)
            continue
        _place(world, dealt)
        if facts.kept_by(world):
            break
    world._legal = None


REDEALS = 48  # tries at a deal that keeps every fact; the last one stands


def _deal_keeping(pool: list[str], sizes: dict[int, int], voids: Sequence[frozenset[str]],
                  must: Sequence[tuple[int, str]], rng: random.Random) -> dict[int, list[str]]:
    """`deal_cards`, after giving each (seat, suit) of `must` one card of the suit."""
    if not must:
        return deal_cards(pool, sizes, voids, rng)
    cards, room = pool[:], dict(sizes)
    first: dict[int, list[str]] = {s: [] for s in sizes}
    for seat, suit in sorted(set(must)):
        suited = [c for c in cards if SUIT_OF[c] == suit]
        if not suited or room[seat] <= 0:
            raise AssertionError("no card left for a suit a seat must hold")
        card = suited[rng.randrange(len(suited))]
        cards.remove(card)
        first[seat].append(card)
        room[seat] -= 1
    dealt = deal_cards(cards, room, voids, rng)
    return {s: first[s] + dealt[s] for s in sizes}


def _place(world: DragonmasterState, dealt: dict[int, list[str]]) -> None:
    for slot, cards in dealt.items():
        if slot == EXTRA:
            world.extra = cards[0]
        else:
            world.hands[slot] = cards + ([DRAGON] if DRAGON in world.hands[slot] else [])


class PlayFacts(NamedTuple):
    """What the hand's plays told the table about the hidden hands. A card the
    engine played for a seat (its one legal card, `DragonmasterState.asked`)
    that followed suit says the seat had no other card of that suit: it has none
    now (`none_of`). A card a seat chose to follow suit with says it could have
    played another: one of that suit it still holds, unless it played one later
    or held the Dragon (`some_of`). The seat to act, asked now, has two legal
    cards or more. Any other follow or lead was asked exactly when the seat held
    more than one card, which is public, but for the Expert game's first lead
    under its restriction (`opening`; unasked, its one allowed card: none of the
    allowed suits is left). Plain tuples: a sampler keeps them."""
    none_of: tuple[tuple[int, str], ...]  # (seat, suit): it holds none of that suit
    some_of: tuple[tuple[int, str], ...]  # (seat, suit): it holds one at least
    to_act: int | None  # another seat asked now
    opening: tuple[int, bool, tuple[str, ...]] | None  # (seat, asked, cards played since)

    def voids(self, world: DragonmasterState) -> list[frozenset[str]]:
        """The shown voids with the suits the unasked plays emptied."""
        voids = list(world.voids)
        for seat, suit in self.none_of:
            voids[seat] = voids[seat] | {suit}
        return voids

    def kept_by(self, world: DragonmasterState) -> bool:
        for s, suit in self.some_of:
            if not any(c != DRAGON and SUIT_OF[c] == suit for c in world.hands[s]):
                return False
        if self.to_act is not None and len(world._options()) < 2:
            return False
        if self.opening is not None:
            seat, asked, played = self.opening
            assert world.contract is not None
            then = world.hands[seat] + list(played)
            return (len(legal_leads(then, world.contract, True)) > 1) == asked
        return True


def play_facts(world: DragonmasterState, seat: int) -> PlayFacts:
    """The facts of this hand's plays about the seats `seat` cannot see into."""
    plays = _hand_plays(world)
    none_of: set[tuple[int, str]] = set()
    some_of: set[tuple[int, str]] = set()
    opening = None
    if len(plays) == len(world.asked):
        led = ""
        for i, (play, asked) in enumerate(zip(plays, world.asked, strict=True)):
            if i % world.n == 0:
                led = play.suit if play.card == DRAGON and play.suit else SUIT_OF.get(play.card, "")
                if i == 0 and world.config.level == "expert" and play.seat != seat:
                    opening = (play.seat, asked,
                               tuple(p.card for p in plays if p.seat == play.seat))
                    none_of |= _lone_opening(world, play, asked)
                continue
            if play.seat == seat or play.card == DRAGON or SUIT_OF[play.card] != led:
                continue
            if not asked:
                none_of.add((play.seat, led))
            elif not _another_option(world, plays, i, led):
                some_of.add((play.seat, led))
    to_act = world.to_act if world.phase == "play" and world.to_act != seat else None
    return PlayFacts(tuple(sorted(none_of)), tuple(sorted(some_of)), to_act, opening)


def _lone_opening(world: DragonmasterState, play: ev.CardPlayed,
                  asked: bool) -> set[tuple[int, str]]:
    """An Expert first lead played unasked, of a suit the restriction allows: it was
    the leader's one allowed card, so it holds none of the allowed suits now."""
    barred = restricted_suits(world.contract or "")
    if asked or play.card == DRAGON or SUIT_OF[play.card] in barred:
        return set()
    return {(play.seat, suit) for suit in SUITS if suit not in barred}


def _another_option(world: DragonmasterState, plays: list[ev.CardPlayed], i: int,
                    led: str) -> bool:
    """Whether the table saw the other legal card the seat of play `i` had: one of
    the suit led it played later, or the Dragon still in its hand."""
    seat = plays[i].seat
    later = plays[i + 1:]
    if any(p.seat == seat and p.card != DRAGON and SUIT_OF[p.card] == led for p in later):
        return True
    return DRAGON in world.hands[seat] or any(p.seat == seat and p.card == DRAGON
                                              for p in later)


def _hand_plays(world: DragonmasterState) -> list[ev.CardPlayed]:
    """This hand's CardPlayed events, oldest first (the log is public for them)."""
    plays: list[ev.CardPlayed] = []
    chain = world._log
    while chain is not None:
        event = chain[0]
        if isinstance(event, ev.HandStarted):
            break
        if isinstance(event, ev.CardPlayed):
            plays.append(event)
        chain = chain[1]
    plays.reverse()
    return plays


def deal_cards(pool: list[str], sizes: dict[int, int], voids: Sequence[frozenset[str]],
               rng: random.Random) -> dict[int, list[str]]:
    """Cards to slots at random, each slot filled to its size, no card in a slot
    whose seat has shown void in its suit."""
    cards = pool[:]
    rng.shuffle(cards)
    if not any(voids[s] for s in sizes if s != EXTRA):  # the common case: a plain deal
        return _plain(cards, sizes)
    # A few plain deals first: the one that fits is uniform among those that do, and
    # found at once when the voids bar few cards; then the search below.
    for _ in range(PLAIN_TRIES):
        out = _plain(cards, sizes)
        if all(SUIT_OF[c] not in voids[s] for s, held in out.items() if s != EXTRA
               for c in held):
            return out
        rng.shuffle(cards)
    return _deal_around_voids(cards, sizes, voids, rng)


PLAIN_TRIES = 6


def _plain(cards: list[str], sizes: dict[int, int]) -> dict[int, list[str]]:
    out: dict[int, list[str]] = {}
    start = 0
    for slot, size in sizes.items():
        out[slot] = cards[start:start + size]
        start += size
    return out


def _deal_around_voids(cards: list[str], sizes: dict[int, int],
                       voids: Sequence[frozenset[str]], rng: random.Random) -> dict[int, list[str]]:
    """Most constrained cards go first; a dead end backs up (a consistent deal
    always exists: the true one)."""
    def allowed(card: str) -> list[int]:
        return [s for s in sizes if s == EXTRA or SUIT_OF[card] not in voids[s]]

    options = {c: allowed(c) for c in cards}
    cards.sort(key=lambda c: len(options[c]))
    room = dict(sizes)
    out: dict[int, list[str]] = {s: [] for s in sizes}

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        slots = [s for s in options[cards[i]] if room[s] > 0]
        rng.shuffle(slots)
        # weight toward roomier slots so the deal is close to uniform
        slots.sort(key=lambda s: -room[s] * rng.random())
        for s in slots:
            room[s] -= 1
            out[s].append(cards[i])
            if place(i + 1):
                return True
            room[s] += 1
            out[s].pop()
        return False

    if not place(0):
        raise AssertionError("no deal fits the shown voids")  # pragma: no cover
    return out


class DragonmasterSampler:
    """Worlds for one seat's search that hold nothing the seat may not know: a
    scrubbed template is made at construction and no reference to the real game
    is kept (the game keeps a weak one to this sampler, to mark it stale when its
    next action is applied); each sample redeals the template's hidden places."""

    __slots__ = ("seat", "_template", "_facts", "_stale", "__weakref__")

    def __init__(self, state: DragonmasterState, seat: int) -> None:
        self.seat = seat
        self._template = scrub(state, seat)
        self._facts = None if self._template.is_over else play_facts(self._template, seat)
        self._stale = False
        state.watch(self)

    def sample(self, rng: random.Random) -> DragonmasterState:
        if self._stale:
            raise RuntimeError(  # programmer's words: a bot kept a sampler too long
                "this sampler is stale: the game has moved on since it was made")
        world = self._template.clone()
        deal_hidden(world, self.seat, rng, self._facts)
        return world


def mark_stale(refs: list[weakref.ref[DragonmasterSampler]]) -> None:
    """An action was applied: every sampler made for the decision before is stale."""
    for ref in refs:
        sampler = ref()
        if sampler is not None:
            sampler._stale = True
