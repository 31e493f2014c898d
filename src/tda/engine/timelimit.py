"""The time limit (rules/ABILITIES.md section 5.1, ruling A36): `call time`.

The engine never reads a clock. The table (a session with a clock) applies the
action `call time` when its limit runs out; the engine records it like any other
action, so a replay or an undo is exact whatever a real clock says. It is no seat's
action: it is never in `legal_actions()`, it leaves the pending decision as it was
and uses no randomness. It is accepted once per game, while the game is not over.

The end: after the end-of-gambit check of gambit g, with time called in gambit c,
the game ends by the time limit when g > c. So the gambit in progress when time was
called is finished, and exactly one more is played. Every other end condition is
checked first (a hoard emptied in gambit c still ends the game there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tda.table.phrase import Phrase
from tda.text import quote

from .actions import Action, act
from .errors import IllegalActionError
from .events import TimeCalled

if TYPE_CHECKING:
    from .state import GameState

CALL_TIME: Action = act("call", "time")


def is_call_time(action: Action) -> bool:
    return action.verb == "call"


def check_call(g: GameState, action: Action) -> Action:
    """`action` is `call time` and it may be applied now; else IllegalActionError."""
    if action != CALL_TIME:
        shown = quote(str(action))
        raise IllegalActionError(f"{shown} is not a table action; the only one is 'call time'",
                                 phrase=Phrase("error.not-a-table-action", action=shown))
    if g.result is not None:
        raise IllegalActionError("the game is over; time cannot be called",
                                 phrase=Phrase("error.time-after-game"))
    called = g.time_called_in
    if called is not None:
        raise IllegalActionError(f"time was already called (in gambit {called}); "
                                 f"gambit {last_gambit(called)} is the last",
                                 phrase=Phrase("error.time-called-twice", called=called,
                                               last=last_gambit(called)))
    return CALL_TIME


def last_gambit(called_in: int) -> int:
    """The last gambit when time is called during gambit `called_in` (ruling A36: the
    gambit under way is finished, then one more is played). Before the first gambit
    (Legendary deck building) the first gambit is the last."""
    return called_in + 1


def call_time(g: GameState) -> None:
    """Record that time was called: the decision due stays due."""
    g.time_called_in = g.gambit
    g.emit(TimeCalled(g.gambit, last_gambit(g.gambit)))


def time_is_up(g: GameState) -> bool:
    """The gambit just ended is the last one the time limit allows."""
    called = g.time_called_in
    return called is not None and g.gambit > called
