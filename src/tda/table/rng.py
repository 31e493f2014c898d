"""Each game's own seeded generator: a splitmix64 stream held in one int.

A plain int copies for free, which keeps `clone()` cheap, and the sequence is
the same on every machine and under every PYTHONHASHSEED. Every game at the
table draws from this one stream, so none copies another's.
"""

from __future__ import annotations

from typing import Any

MASK = (1 << 64) - 1


def next_state(state: int) -> tuple[int, int]:
    """Advance the stream: returns (new state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def seed_state(seed: int) -> int:
    """Spread a user seed over the 64-bit state."""
    return next_state(seed & MASK)[1]


def shuffle(state: int, cards: list[Any]) -> int:
    """Fisher-Yates in place with the stream; returns the new stream state."""
    for i in range(len(cards) - 1, 0, -1):
        state, out = next_state(state)
        j = out % (i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return state
