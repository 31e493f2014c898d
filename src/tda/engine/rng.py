"""The game's seeded generator: the table's splitmix64 stream (one for every game)."""

from tda.table.rng import MASK, next_state, seed_state

__all__ = ["MASK", "next_state", "seed_state"]
