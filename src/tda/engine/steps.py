"""The step registry: how pending work lives in the state as plain tuples.

A frame is a tuple `(step_name, *args)` on the state's stack. Automatic steps
run and may push more frames; decision steps wait for an action. Because frames
are plain values, a state can be cloned, determinized or rebuilt from a record
at any point, even in the middle of a card power.

By convention a decision frame's second item is the seat that decides.
"""

from __future__ import annotations

from typing import Callable

from .actions import Action


class Step:
    """A kind of pending work. Subclasses set `decides` and implement its hooks."""

    name = ""
    decides = False
    kind = ""  # decision kind shown to UIs: "ante", "play", "choose-target", ...

    def run(self, game, frame) -> None:  # automatic steps
        raise NotImplementedError(self.name)

    def options(self, game, frame) -> list[Action]:  # decision steps, stable order
        raise NotImplementedError(self.name)

    def resolve(self, game, frame, action: Action) -> None:
        raise NotImplementedError(self.name)

    def prompt(self, game, frame) -> str:
        return self.kind

    def seat(self, frame) -> int:
        return frame[1]


STEPS: dict[str, Step] = {}


def auto(name: str) -> Callable:
    """Register `fn(game, frame)` as an automatic step."""
    def register(fn):
        step = Step()
        step.name = name
        step.run = fn
        _add(step)
        return fn
    return register


def decision(cls):
    """Register a Step subclass (with a `name`) as a decision step."""
    step = cls()
    step.decides = True
    _add(step)
    return cls


def _add(step: Step) -> None:
    if step.name in STEPS:
        raise RuntimeError(f"step {step.name!r} registered twice")
    STEPS[step.name] = step
