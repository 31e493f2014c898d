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
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .actions import Action
from .words import DecisionKind

if TYPE_CHECKING:
    from .state import GameState


class Step:
    """A kind of pending work. Subclasses set `decides` and implement its hooks."""

    name = ""
    decides = False
    kind: DecisionKind | str = ""  # a decision step's kind (shown to UIs); "" when automatic

    def run(self, game: GameState, frame: Any) -> None:  # automatic steps
        raise NotImplementedError(self.name)

    def options(self, game: GameState, frame: Any) -> list[Action]:  # decision steps, stable order
        raise NotImplementedError(self.name)

    def resolve(self, game: GameState, frame: Any, action: Action) -> None:
        raise NotImplementedError(self.name)

    def prompt(self, game: GameState, frame: Any) -> str:
        return self.kind

    def describe(self, game: GameState, frame: Any, action: Action) -> str:
        """What `action` does, in a few words for the deciding seat's eyes."""
        return option_words(game, action)

    def needless(self, game: GameState, frame: Any, options: list[Action]) -> str:
        """Why every option provably leads to the same outcome, or "" when the
        choice matters (ruling L3): a table may take the first for a human. The
        engine still asks, so records and replays are unchanged. The proof may
        use only what the deciding seat can see."""
        return ""

    def seat(self, frame: Any) -> int:
        return frame[1]


# The plain words for an action on a card, by verb ("Play Red Dragon (12)").
VERB_WORDS = {"play": "Play {}", "ante": "Ante {}", "give": "Give {}", "take": "Take {}",
              "discard": "Discard {}", "copy": "Copy the power of {}", "choose": "Choose {}",
              "pick": "Pick {}"}


def option_words(game: GameState, action: Action) -> str:
    """An action in plain words: its verb and the card it names, by label."""
    card = game.by_id.get(action.args[0]) if action.args else None
    if card is not None:
        return VERB_WORDS.get(action.verb, action.verb.title() + " {}").format(
            game.cards[card].label)
    if action.verb == "pass":
        return "Decline"
    return " ".join((action.verb.title(), *action.args))


STEPS: dict[str, Step] = {}


StepFn = Callable[[Any, Any], None]
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
