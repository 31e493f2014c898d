"""The shape every game's state has at the table (DESIGN.md, "the game-state protocol").

The table, the bots and the conformance test speak only these names, so a second game
needs nothing from the first. Modelled on OpenSpiel's `State`: `to_act` is its
`current_player`, `view(seat)` its information state (stricter: a bot gets the view,
never the state).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel


@runtime_checkable
class Decision(Protocol):
    """What the seat to act must decide, as the UI shows it."""
    kind: Any
    seat: int
    prompt: str
    options: Sequence[Any]


@runtime_checkable
class GameState(Protocol):
    """One game in progress: mutated by `apply`, copied by `clone`."""

    @property
    def names(self) -> tuple[str, ...]: ...  # the seats' names, in seat order

    @property
    def to_act(self) -> int | None: ...  # None when the game is over

    @property
    def decision(self) -> Any: ...  # a Decision, None when over

    @property
    def is_over(self) -> bool: ...

    @property
    def result(self) -> Any: ...  # per-seat outcome and winners; None until over

    @property
    def actions(self) -> list[str]: ...  # canonical strings so far (what the record keeps)

    @property
    def log(self) -> list[Any]: ...  # the events so far

    def legal_actions(self) -> list[Any]: ...  # stable order; never empty while not over

    def apply(self, action: Any) -> list[Any]: ...  # illegal: IllegalActionError

    def parse_action(self, text: str) -> Any: ...  # canonical string -> legal action

    def view(self, seat: int | None) -> Any: ...  # only what that seat may see

    def clone(self) -> GameState: ...

    def determinize(self, seat: int, rng: random.Random) -> GameState: ...

    def record(self) -> BaseModel: ...  # names its game; JSON round-trips
