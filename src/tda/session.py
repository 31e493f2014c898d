"""The seat loop shared by headless runs and the TUI: who acts, and how."""

from __future__ import annotations

import random
from typing import Callable, Sequence

from tda.bots import Bot
from tda.engine import GameConfig, GameState, new_game


def bot_rngs(seed: int, seats: int) -> list[random.Random]:
    """One generator per bot seat, derived from the game's seed (deterministic)."""
    return [random.Random(seed * 1000 + seat) for seat in range(seats)]


def play_bots(config: GameConfig, bots: Sequence[Bot],
              on_events: Callable[[GameState, list], None] | None = None,
              step: Callable[[GameState], None] | None = None) -> GameState:
    """Play a whole game with a bot in every seat."""
    state = new_game(config)
    rngs = bot_rngs(config.seed, len(bots))
    if on_events:
        on_events(state, state.log)
    while not state.is_over:
        seat = state.to_act
        action = bots[seat].choose(state.view(seat), state.legal_actions(), rngs[seat])
        events = state.apply(action)
        if on_events:
            on_events(state, events)
        if step:
            step(state)
    return state
