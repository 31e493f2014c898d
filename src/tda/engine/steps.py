"""Pending work: the frames on a game's stack, each one a step that knows what it does.

A frame is a small immutable record whose class is its step: `Refill(seat=2)` is
the refill of seat 2, `AnteChoice(seat=0)` seat 0's ante. An automatic step
`run`s and may push more frames; a decision step waits for an action (its
`options`, then `resolve`). The state dispatches on the frame itself
(`frame.run(game)`): no table of step names to look anything up in.

Frames are NamedTuples under the step classes (`class Refill(AutoStep, SeatArgs)`),
so they are still plain tuples: a clone copies the stack's list and nothing else,
and a state can be cloned, determinized or rebuilt from its record at any point,
even in the middle of a card power. Two frames are equal when they are the same
step with the same parts.

A decision step also says, for its deciding seat's eyes, what each option does
(`describe`, with its numbers: "Take 4 gold from the stakes") and whether every
option leads to the same outcome (`needless`, with the reason; local ruling L3).
It says them as `Phrase`s (a key and its arguments: seat names, card ids, numbers);
the words layer (`tda.games.three_dragon_ante.words.phrases`) turns them into sentences (issue 29).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from tda.table.phrase import Phrase

from .actions import Action
from .words import DecisionKind

if TYPE_CHECKING:
    from typing import Self

    from .state import GameState

MAX_SEATS = 6  # GameConfig allows 2 to 6 players

# What a step says: a Phrase. A str only from a card power's step whose words have
# not moved to the words layer yet (issue 29); the engine's own steps never.
Said = Phrase | str


class Step:
    """A frame of pending work. Each concrete step is also a NamedTuple of its parts:
    `class Name(AutoStep or DecisionStep, ItsArgs)`, the step first so that its
    methods (and equality by step) come before the tuple's."""

    __slots__ = ()
    decides: ClassVar[bool] = False

    def run(self, game: GameState) -> None:
        """An automatic step's work (a decision step waits for an action instead)."""
        raise NotImplementedError(type(self).__name__)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if issubclass(cls, tuple):  # a concrete step, not an abstract base
            if cls.__name__ in STEPS:
                raise RuntimeError(f"step {cls.__name__!r} defined twice")
            # A class attribute of the step (`kind`...) would hide a part of its frame.
            hidden = [part for part in cls._fields  # type: ignore[attr-defined]
                      if any(part in vars(base) for base in cls.__mro__
                             if base is not tuple and "_fields" not in vars(base))]
            if hidden:
                raise RuntimeError(f"step {cls.__name__!r} hides its parts {hidden}")
            STEPS[cls.__name__] = cls

    def scrubbed_for(self, seat: int) -> Step:
        """This frame as it stands in `seat`'s sampled worlds (tda.engine.sampling):
        itself, unless a part of it names a card `seat` may not see."""
        return self

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and super().__eq__(other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return super().__hash__()

    if TYPE_CHECKING:  # every concrete step is a NamedTuple
        def _replace(self, **parts: Any) -> Self: ...


class AutoStep(Step):
    """A step the game runs by itself (`run`) when it comes to the top of the stack."""

    __slots__ = ()


class DecisionStep(Step):
    """A step that waits for its seat's action: `options`, then `resolve`."""

    __slots__ = ()
    decides = True
    kind: ClassVar[DecisionKind | str] = ""  # shown to UIs

    if TYPE_CHECKING:
        @property
        def seat(self) -> int:
            """The seat that decides (a part of every decision frame)."""

    def options(self, game: GameState) -> list[Action]:  # in a stable order
        raise NotImplementedError(type(self).__name__)

    def resolve(self, game: GameState, action: Action) -> None:
        raise NotImplementedError(type(self).__name__)

    def prompt(self, game: GameState) -> Said:
        return Phrase("decision.kind", kind=str(self.kind))

    def describe(self, game: GameState, action: Action) -> Said:
        """What `action` does, in a few words for the deciding seat's eyes."""
        return option_words(game, action)

    def needless(self, game: GameState, options: list[Action]) -> Said | None:
        """Why every option provably leads to the same outcome, or None when the
        choice matters (ruling L3): a table may take the first for a human. The
        engine still asks, so records and replays are unchanged. The proof may
        use only what the deciding seat can see."""
        return None


# The parts most steps share.
class NoArgs(NamedTuple):
    """A step with no parts (a phase of the gambit)."""


class SeatArgs(NamedTuple):
    """A step for one seat (an ante, a turn, a play, a flight check...)."""
    seat: int


S = TypeVar("S", bound=Step)


def per_seat(step: type[S]) -> tuple[S, ...]:
    """One frame of `step` per seat, built once: frames are immutable, so pushing
    the same one again and again is cheaper than building a tuple every time."""
    return tuple(step(seat) for seat in range(MAX_SEATS))  # type: ignore[call-arg]


_DECLINE = Phrase("option.decline")
# An action on a card says the same in every game: made once per action (the
# game's actions are interned), so showing a hand's options builds nothing.
_ON_CARD: dict[Action, Phrase] = {}


def option_words(game: GameState, action: Action) -> Phrase:
    """An action in plain words: its verb and the card it names ("Play Red Dragon
    (12)"), "Decline" for a pass, else its verb and its words ("Pay 5")."""
    if action.args and action.args[0] in game.by_id:
        found = _ON_CARD.get(action)
        if found is None:
            found = _ON_CARD[action] = Phrase("option.card", verb=action.verb,
                                              card=action.args[0])
        return found
    if action.verb == "pass":
        return _DECLINE
    return Phrase("option.plain", verb=action.verb, args=action.args)


# Every concrete step by its class name (tests meet them all; a name is used once).
STEPS: dict[str, type[Step]] = {}
