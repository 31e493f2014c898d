"""Where each seat's last turn began, for "since your last turn" (every game).

A turn is a run of decisions by one seat with nobody else deciding in between; "your
last turn" is the moment your previous turn began. Each game notes what it needs at
that moment (`mark`: a snapshot of the seat's view, or the log's length) and builds its recap from it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic, Self, TypeVar

from .errors import TdaError

M = TypeVar("M")


class TurnMarks(Generic[M]):
    """Where each remembered seat's last two turns began, noted before every action.
    Only the seats given (the humans) are remembered: a bot has no screen."""

    def __init__(self, seats: Iterable[int]) -> None:
        self.seats = frozenset(seats)
        self._run: int | None = None  # the seat that took the last action
        self._began: dict[int, M] = {}  # when each seat's latest turn began
        self._before: dict[int, M] = {}  # when the turn before that began

    def mark(self, state: Any, seat: int) -> M:
        """What the game notes of `state` as a turn of `seat` begins."""
        raise NotImplementedError

    def before_action(self, state: Any) -> None:
        """Call with the game about to take an action from `state.to_act`."""
        seat = state.to_act
        if seat is None or seat == self._run:
            return  # the same turn goes on
        self._run = seat
        if seat in self.seats:
            if seat in self._began:
                self._before[seat] = self._began[seat]
            self._began[seat] = self.mark(state, seat)

    def is_new_turn(self, seat: int) -> bool:
        """Whether a decision due now for `seat` begins a turn (someone else acted last)."""
        return seat != self._run

    def since(self, seat: int) -> M | None:
        """When `seat`'s last turn began; a turn in progress is not the last one.
        None before the seat's first turn."""
        return self._before.get(seat) if seat == self._run else self._began.get(seat)

    # -- a resumed save -------------------------------------------------------
    @staticmethod
    def new_game(config: Any) -> Any:
        """A new game of `config` (the game's own `new_game`)."""
        raise NotImplementedError

    @staticmethod
    def same_game(rebuilt: Any, game: Any) -> bool:
        """Whether `rebuilt` (from `game`'s config and actions) is `game` again."""
        return len(rebuilt.log) == len(game.log)

    @classmethod
    def replayed(cls, game: Any, seats: Iterable[int]) -> Self:
        """The marks `game` would have had, rebuilt from its config and actions (a
        resumed save). A game its actions do not rebuild (one edited by hand in a
        test) gets no marks rather than wrong ones."""
        marks = cls(seats)
        state = cls.new_game(game.config)
        try:
            for text in game.actions:
                marks.before_action(state)
                state.apply(text)
        except TdaError:
            return cls(seats)
        return marks if cls.same_game(state, game) else cls(seats)
