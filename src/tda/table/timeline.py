"""A recorded game as a timeline: the state after any step, quickly, either way."""

from __future__ import annotations

from typing import Any

from .protocol import GameState
from .registry import DEFAULT_GAME, get_game

CHECKPOINT_EVERY = 25  # keep a clone every N actions so stepping back is quick


class Timeline:
    """Steps through a record of any game; its stages are the game's (`Game.stage`:
    gambits, hands; the names below keep "gambit", the replay screen's word)."""

    def __init__(self, record: Any) -> None:
        self.actions = list(record.actions)
        game = get_game(getattr(record, "game", DEFAULT_GAME))
        state = game.new_game(record.config)
        self.checkpoints: dict[int, GameState] = {0: state.clone()}
        self.gambit_at = [game.stage(state)]  # the stage (gambit) in play after each step
        for i, text in enumerate(self.actions, 1):
            state.apply(state.parse_action(text))
            self.gambit_at.append(game.stage(state))
            if i % CHECKPOINT_EVERY == 0:
                self.checkpoints[i] = state.clone()
        self.final = state

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> GameState:
        """The state after `step` actions (0 = the deal)."""
        step = max(0, min(step, len(self.actions)))
        base = step - step % CHECKPOINT_EVERY
        state = self.checkpoints[base].clone()
        for text in self.actions[base:step]:
            state.apply(state.parse_action(text))
        return state

    def first_step_of(self, gambit: int) -> int:
        return next((i for i, g in enumerate(self.gambit_at) if g >= gambit), len(self.actions))

    def next_gambit(self, step: int) -> int:
        return self.first_step_of(self.gambit_at[step] + 1)

    def previous_gambit(self, step: int) -> int:
        """The start of this gambit, or of the one before if already at its start."""
        current = self.gambit_at[step]
        first = self.first_step_of(current)
        if step == first and current > self.gambit_at[0]:
            first = self.first_step_of(current - 1)
        return first
