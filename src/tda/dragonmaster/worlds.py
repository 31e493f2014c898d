"""Determinization for search bots: worlds consistent with one seat's view.

Everything the seat cannot see is dealt again at random: the other hands (but
the Dragon stays with its holder, which is public) and a face-down extra card.
Each hand keeps its size, and nobody gets a card of a suit they have shown to be
void in. A world's generator is reseeded from the caller's, so the true seed's
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
from typing import TYPE_CHECKING

from tda.table.rng import seed_state

from .cards import DRAGON, SUIT_OF, sort_key

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


def deal_hidden(world: DragonmasterState, seat: int, rng: random.Random) -> None:
    """Deal the cards `seat` cannot see again at random, in place, and give the
    world a fresh generator. The pool is sorted first, so the outcome depends on
    what the seat may see and on `rng` alone."""
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
    dealt = deal_cards(pool, sizes, world.voids, rng)
    for slot, cards in dealt.items():
        if slot == EXTRA:
            world.extra = cards[0]
        else:
            world.hands[slot] = cards + ([DRAGON] if DRAGON in world.hands[slot] else [])


def deal_cards(pool: list[str], sizes: dict[int, int], voids, rng: random.Random
               ) -> dict[int, list[str]]:
    """Cards to slots at random, each slot filled to its size, no card in a slot
    whose seat has shown void in its suit."""
    cards = pool[:]
    rng.shuffle(cards)
    if not any(voids[s] for s in sizes if s != EXTRA):  # the common case: a plain deal
        out: dict[int, list[str]] = {}
        start = 0
        for slot, size in sizes.items():
            out[slot] = cards[start:start + size]
            start += size
        return out
    return _deal_around_voids(cards, sizes, voids, rng)


def _deal_around_voids(cards: list[str], sizes: dict[int, int], voids,
                       rng: random.Random) -> dict[int, list[str]]:
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

    __slots__ = ("seat", "_template", "_stale", "__weakref__")

    def __init__(self, state: DragonmasterState, seat: int) -> None:
        self.seat = seat
        self._template = scrub(state, seat)
        self._stale = False
        state.watch(self)

    def sample(self, rng: random.Random) -> DragonmasterState:
        if self._stale:
            raise RuntimeError("this sampler is stale: the game has moved on since it was made")
        world = self._template.clone()
        deal_hidden(world, self.seat, rng)
        return world


def mark_stale(refs: list[weakref.ref[DragonmasterSampler]]) -> None:
    """An action was applied: every sampler made for the decision before is stale."""
    for ref in refs:
        sampler = ref()
        if sampler is not None:
            sampler._stale = True
