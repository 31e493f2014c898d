"""Actions: requests a seat makes, each with a canonical string.

An action is a verb plus words (card ids, seat numbers or option words), e.g.
`play red-12`, `choose 2`, `pay 5`. `str(action)` is what records store.
"""

from __future__ import annotations

from typing import NamedTuple

from .errors import IllegalActionError

VERBS = ("ante", "play", "choose", "copy", "pay", "give", "take", "discard", "pass", "pick")


class Action(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.args)

    @property
    def card(self) -> str | None:
        """The card id this action names, when it names one."""
        return self.args[0] if self.args else None


_INTERNED: dict[tuple, Action] = {}


def act(verb: str, *args: str) -> Action:
    """A shared Action instance (they are immutable, so reuse them)."""
    key = (verb, args)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = Action(verb, args)
    return found


def parse(text: str) -> Action:
    """Turn a canonical action string back into an Action (syntax only)."""
    words = text.split() if isinstance(text, str) else []
    if not words:
        raise IllegalActionError(f"empty or non-text action {text!r}")
    verb = words[0].lower()
    if verb not in VERBS:
        raise IllegalActionError(
            f"unknown action {text!r}: it must start with one of {', '.join(VERBS)}")
    return act(verb, *words[1:])
