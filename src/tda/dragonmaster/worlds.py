"""Determinization for search bots: a world consistent with one seat's view.

Everything the seat cannot see is dealt again at random: the other hands (but
the Dragon stays with its holder, which is public) and a face-down extra card.
Each hand keeps its size, and nobody gets a card of a suit they have shown to be
void in. The world's generator is reseeded from `rng`, so the true seed's future
deals cannot leak either (its config keeps no seed and no stacked deal), and its
log is the seat's redacted log.
"""

from __future__ import annotations

import random

from tda.table.rng import seed_state

from .cards import DRAGON, SUIT_OF

EXTRA = -1  # the slot of the face-down extra card


def determinize(g, seat: int, rng: random.Random):
    world = g.clone()
    world.rng = seed_state(rng.getrandbits(64))
    # The config's seed and stacked deals would tell the world's future deals.
    world.config = g.config.model_copy(update={"seed": 0, "deck_order": [], "deals": []})
    world._acts = None
    world._log = None
    for event in g.log:
        world._log = (event.visible_to(seat), world._log)
    if g.is_over:
        return world
    sizes = {s: sum(1 for c in g.hands[s] if c != DRAGON) for s in range(g.n) if s != seat}
    pool = [c for s in sizes for c in g.hands[s] if c != DRAGON]
    if g.extra is not None:
        sizes[EXTRA] = 1
        pool.append(g.extra)
    dealt = _deal(pool, sizes, g.voids, rng)
    for slot, cards in dealt.items():
        if slot == EXTRA:
            world.extra = cards[0]
        else:
            keep = [DRAGON] if DRAGON in g.hands[slot] else []
            world.hands[slot] = cards + keep
    world._legal = None
    return world


def _deal(pool: list[str], sizes: dict[int, int], voids, rng: random.Random
          ) -> dict[int, list[str]]:
    """Cards to slots at random, each slot filled to its size, no card in a slot
    whose seat has shown void in its suit. Most constrained cards go first; a dead
    end backs up (a consistent deal always exists: the true one)."""
    def allowed(card: str) -> list[int]:
        return [s for s in sizes if s == EXTRA or SUIT_OF[card] not in voids[s]]

    cards = pool[:]
    rng.shuffle(cards)
    cards.sort(key=lambda c: len(allowed(c)))
    room = dict(sizes)
    out: dict[int, list[str]] = {s: [] for s in sizes}

    def place(i: int) -> bool:
        if i == len(cards):
            return True
        slots = [s for s in allowed(cards[i]) if room[s] > 0]
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
