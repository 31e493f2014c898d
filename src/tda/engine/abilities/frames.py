"""The pending frames the abilities add (named records, like the engine's own)."""

from __future__ import annotations

from typing import NamedTuple

from ..frames import Phase

ROUND_OPEN = Phase("round_open")  # the round begins once Diplomacy (W4) was answered


class AnteEval(NamedTuple):
    """The revealed ante, evaluated after Perception (W2, ruling A21)."""
    step: str  # "ab_ante_eval"
    chosen: tuple[tuple[int, int], ...]  # (seat, card) in seat order


class DeferredPower(NamedTuple):
    """A played card's power, after the W9 window (ruling A11)."""
    step: str  # "ab_power"
    seat: int
    card: int
    strength: int


class StrengthReward(NamedTuple):
    """A strength flight's reward after W13 (Streetwise, ruling A24)."""
    step: str  # "ab_strength_reward"
    seat: int
    strength: int
    paid: bool  # Streetwise made the opponents pay instead


class GambitDraws(NamedTuple):
    """Step 5 of the gambit's end after Insight (W14); then W15 (ruling A31)."""
    step: str  # "gambit_draws"
    first: int
    winner: int
