"""Actions: requests a seat makes, each with a canonical string.

An action is a verb plus words (card ids, seat numbers or option words), e.g.
`play red-12`, `choose 2`, `pay 5`. `str(action)` is what records store.
"""

from __future__ import annotations

from typing import NamedTuple, TypeGuard

from tda.table.phrase import Phrase
from tda.text import quote

from .errors import IllegalActionError

VERBS = ("ante", "play", "choose", "copy", "pay", "give", "take", "discard", "pass", "pick",
         "call",  # "call time": the table's action (timelimit.py), never a seat's
         "use")  # use: a character ability (rules/ABILITIES.md)


class Action(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.args)

    @property
    def card(self) -> str | None:
        """The card id this action names, when it names one."""
        return self.args[0] if self.args else None


_INTERNED: dict[tuple[str, tuple[str, ...]], Action] = {}


def act(verb: str, *args: str) -> Action:
    """A shared Action instance (they are immutable, so reuse them)."""
    key = (verb, args)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = Action(verb, args)
    return found


def is_action(value: object) -> TypeGuard[Action]:
    """A genuine Action: exactly that type, holding plain strings. A tuple, a
    subclass or a string subclass could compare equal to a legal action and still
    break the state once applied, so only this exact shape is trusted."""
    return (type(value) is Action and type(value.verb) is str
            and type(value.args) is tuple and all(type(a) is str for a in value.args))


def parse(text: str) -> Action:
    """Turn a canonical action string back into an Action (syntax only).

    The game's own actions are interned by `act`; anything else parsed from input
    is a fresh Action, so junk typed at the table is not kept for the process's life."""
    if not isinstance(text, str):
        raise IllegalActionError(f"an action is a string such as 'play red-12', not "
                                 f"{type(text).__name__} {quote(text)}")
    words = str.__str__(text).split()  # a str subclass cannot redefine how it splits
    if not words:
        raise IllegalActionError(f"empty action {quote(text)}",
                                 phrase=Phrase("error.empty-action", text=quote(text)))
    verb, args = words[0].lower(), tuple(words[1:])
    if verb not in VERBS:
        raise IllegalActionError(
            f"unknown action {quote(text)}: it must start with one of {', '.join(VERBS)}",
            phrase=Phrase("error.unknown-verb", text=quote(text), verbs=VERBS))
    return _INTERNED.get((verb, args)) or Action(verb, args)
