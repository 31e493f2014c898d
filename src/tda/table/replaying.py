"""Replaying a record's actions: the same for every game at the table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from tda.text import quote

from .errors import IllegalActionError, RecordError
from .phrase import Phrase
from .protocol import GameState

State = TypeVar("State", bound=GameState)


def replay_actions(state: State, actions: Sequence[str], upto: int | None = None) -> State:
    """Apply `actions` (the first `upto` of them) to a new game, in order; an action
    that is not legal when its turn comes is a RecordError naming its step."""
    for step, text in enumerate(actions if upto is None else actions[:upto], 1):
        try:
            state.apply(state.parse_action(text))
        except IllegalActionError as err:
            why = None if err.phrase is None else Phrase(
                "table.replay-refused", step=step, action=quote(text), why=err.phrase)
            raise RecordError(f"step {step}: {quote(text)} cannot be replayed: {err}",
                              phrase=why) from None
    return state
