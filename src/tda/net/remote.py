"""A remote seat as the table's screens see a session (issue 30.2).

The screens of a local table read a `Session` (its state, its seats, its bots). At a
joined table there is no state: only this seat's view, kept by a `TableClient`.
`RemoteSession` and `RemoteState` give the screens the same names, answered from
that view: `state.view(seat)` is the client's view (for its own seat, or for the
spectator's eyes), `to_act`, `decision`, `log`, `result` come from it, and the
game's static facts (its cards, its rules) from a game built from the table's
public settings, which holds no hand of this game (its seed is not this game's).
Any other attribute of the state is refused rather than answered from that stand-in.

`apply(action)` sends the action to the host and returns no events: the events
arrive with the host's next `table` message, and the screen is told then.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from tda.table.registry import Game, get_game
from tda.table.session import Seat
from tda.table.wire import WireError, dump, load

from .client import TableClient

# What a joined table takes from its stand-in game: facts fixed by the settings.
# (Its cards are not among them: a deck dealt from a seed, Legendary's, holds other
# cards than this game's; `cards` is every card the deck may hold, from the wire.)
STATIC = frozenset({"rules", "n"})


class RemoteState:
    """The game as one remote seat knows it."""

    def __init__(self, client: TableClient, stand_in: Any, config: Any,
                 game: Game | None = None) -> None:
        self._client = client
        self._stand_in = stand_in
        self._game = game
        self._cards: list[Any] | None = None
        self.config = config

    @property
    def cards(self) -> list[Any]:
        """Every card this game's deck may hold (the wire's table for the seat's view):
        a joined table cannot know which of them the seed dealt into the deck."""
        if self._cards is None:
            wire = self._game.wire if self._game is not None else None
            try:
                found = wire.table(dump(self._view)).cards if wire is not None else None
            except WireError:  # a deck read from a file: the stand-in's cards
                found = None
            self._cards = (list(found.values()) if found is not None
                           else list(self._stand_in.cards))
        return self._cards

    @property
    def _view(self) -> Any:
        return self._client.view

    def view(self, seat: int | None) -> Any:
        if seat is not None and seat != self._client.seat:
            raise PermissionError(f"seat {seat}'s view is not this terminal's to see")
        return self._view

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self._client.names)

    @property
    def to_act(self) -> int | None:
        return self._view.to_act

    @property
    def is_over(self) -> bool:
        return self._client.over is not None

    @property
    def decision(self) -> Any:
        return self._view.decision

    def legal_actions(self) -> list[Any]:
        decision = self._view.decision
        if decision is None or decision.seat != self._client.seat:
            return []
        return list(decision.options)

    @property
    def log(self) -> list[Any]:
        return self._client.log

    @property
    def actions(self) -> list[str]:
        return []  # the record stays on the host while the game is live

    @property
    def result(self) -> Any:
        over = self._client.over
        return None if over is None or over.get("result") is None else load(over["result"])

    def __getattr__(self, name: str) -> Any:
        if name in STATIC:
            return getattr(self._stand_in, name)
        view = self.__dict__.get("_client")
        if view is not None and view.view is not None and hasattr(view.view, name):
            return getattr(view.view, name)  # round, hand_number, gold_history...
        raise AttributeError(f"a joined table does not know the game's {name!r}")


class RemoteSession:
    """What the table's screens need of a session, for one seat played from here."""

    remote = True
    bots: dict[int, Any] = {}
    match = None
    on_change = None
    hot_seat = False

    def __init__(self, client: TableClient, config: Any, game: Game,
                 send: Callable[[str], None]) -> None:
        self.client = client
        self.game = game
        self.config = config
        self.state = RemoteState(client, game.new_game(config), config, game)
        self.seats = [Seat(name) for name in client.names]
        self.notes: list[tuple[int, int, Any]] = []
        self.pending = False  # an action sent, its answer not come yet
        self._send = send
        # The game's TurnMarks class (its `replayed` is the registry's hook), fed each
        # table as it comes (`before_update`) rather than rebuilt from the record.
        marks: Any = getattr(game.turn_marks, "__self__", None)
        if marks is None:
            raise TypeError(f"{game.name}'s turn_marks is not a TurnMarks class's")
        self.turns: Any = marks([client.seat] if client.seat is not None else [])

    @classmethod
    def joined(cls, client: TableClient, send: Callable[[str], None]) -> RemoteSession:
        """The session of a client that has been welcomed (its config and view known)."""
        game = get_game(client.game)
        config_class: Any = game.config_class  # a pydantic model, as every game's is
        config = config_class.model_validate(client.config)
        return cls(client, config, game, send)

    @property
    def seat(self) -> int | None:
        return self.client.seat

    @property
    def humans(self) -> list[int]:
        return [] if self.client.seat is None else [self.client.seat]

    @property
    def match_over(self) -> bool:
        return self.state.is_over

    def viewer(self) -> int | None:
        return self.client.seat

    def away(self, seat: int) -> bool:
        """Whether the host waits for `seat`'s player to reconnect."""
        return seat == self.client.waiting_for

    def is_bot_turn(self) -> bool:
        return False  # the host's bots think on the host

    def take_needless(self) -> None:
        return None  # the host takes choices that do not matter, and says so

    def apply(self, action: Any) -> list[Any]:
        self.pending = True
        self._send(str(action))
        return []

    def before_update(self) -> None:
        """The host moved on: note where a turn began (the recap's marks)."""
        self.turns.before_action(self.state)

    # The table clock is the host's at a joined table: it calls time; here the time
    # left it last told is counted down between its messages.
    @property
    def time_limit(self) -> float | None:
        minutes = getattr(self.config, "time_limit_minutes", None)
        return None if minutes is None else minutes * 60.0

    @property
    def time_left(self) -> float | None:
        told = self.client.time_left
        if told is None:
            return None
        return max(0.0, told - (time.monotonic() - self.client.time_told))

    @property
    def time_called(self) -> bool:
        return getattr(self.client.view, "time_called_in", None) is not None

    def start_clock(self, now: float) -> list[Any]:
        return []

    def stop_clock(self, now: float) -> None:
        return None

    def tick(self, now: float) -> list[Any]:
        return []


def public_config(config: Any) -> dict[str, Any]:
    """The table's settings as every seat may know them: no seed, no stacked deck,
    no seat's chosen abilities (they may be secret); the rest builds the stand-in."""
    data = config.model_dump(mode="json")
    for hidden in ("seed", "deck_order", "deals", "abilities"):
        data.pop(hidden, None)
    return data
