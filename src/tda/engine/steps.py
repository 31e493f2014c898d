"""The step registry: how pending work lives in the state as plain tuples.

A frame is a tuple `(step_name, *args)` on the state's stack, a NamedTuple that
names its parts (`frames.py` for the engine's, `cards/powers/choices.py` for the
powers'). Automatic steps run and may push more frames; decision steps wait for
an action. Because frames are plain values, a state can be cloned, determinized
or rebuilt from a record at any point, even in the middle of a card power.

By convention a decision frame's second item is the seat that decides.

A decision step also says, for its deciding seat's eyes, what each option does
(`describe`, with its numbers: "Take 4 gold from the stakes") and whether every
option leads to the same outcome (`needless`, with the reason; local ruling L3).
It says them as `Phrase`s (a key and its arguments: seat names, card ids, numbers);
the words layer (`tda.games.three_dragon_ante.words.phrases`) turns them into sentences (issue 29).
A card power's step may still answer with a str until its words move too: every
reader renders through `tda.words.render`, which passes a str through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from tda.table.phrase import Phrase

from .actions import Action
from .words import DecisionKind

if TYPE_CHECKING:
    from .state import GameState

# A decision frame: its step's name, the deciding seat, then the step's own parts.
SeatFrame = tuple[str, int, *tuple[Any, ...]]

# What a step says: a Phrase. A str only from a card power's step whose words have
# not moved to the words layer yet (issue 29); the engine's own steps never.
Said = Phrase | str


class Step:
    """A kind of pending work. Subclasses set `decides` and implement its hooks."""

    name = ""
    decides = False
    kind: DecisionKind | str = ""  # a decision step's kind (shown to UIs); "" when automatic

    # `frame: Any` here: each step's frame is its own NamedTuple (frames.py,
    # cards/powers/choices.py), which the subclass's methods name.
    def run(self, game: GameState, frame: Any) -> None:  # automatic steps
        raise NotImplementedError(self.name)

    def options(self, game: GameState, frame: Any) -> list[Action]:  # decision steps, stable order
        raise NotImplementedError(self.name)

    def resolve(self, game: GameState, frame: Any, action: Action) -> None:
        raise NotImplementedError(self.name)

    def prompt(self, game: GameState, frame: Any) -> Said:
        return Phrase("decision.kind", kind=str(self.kind))

    def describe(self, game: GameState, frame: Any, action: Action) -> Said:
        """What `action` does, in a few words for the deciding seat's eyes."""
        return option_words(game, action)

    def needless(self, game: GameState, frame: Any, options: list[Action]) -> Said | None:
        """Why every option provably leads to the same outcome, or None when the
        choice matters (ruling L3): a table may take the first for a human. The
        engine still asks, so records and replays are unchanged. The proof may
        use only what the deciding seat can see."""
        return None

    def seat(self, frame: SeatFrame) -> int:
        return frame[1]


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


STEPS: dict[str, Step] = {}


StepFn = Callable[["GameState", Any], None]  # (game, its step's own frame)
S = TypeVar("S", bound=type[Step])


def auto(name: str) -> Callable[[StepFn], StepFn]:
    """Register `fn(game, frame)` as an automatic step."""
    def register(fn: StepFn) -> StepFn:
        step = Step()
        step.name = name
        step.run = fn  # type: ignore[method-assign,assignment]  # no wrapper call per run
        _add(step)
        return fn
    return register


def decision(cls: S) -> S:
    """Register a Step subclass (with a `name`) as a decision step."""
    step = cls()
    step.decides = True
    _add(step)
    return cls


def _add(step: Step) -> None:
    if step.name in STEPS:
        raise RuntimeError(f"step {step.name!r} registered twice")
    STEPS[step.name] = step
