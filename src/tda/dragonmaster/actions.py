"""Actions: requests a seat makes, each with a canonical string.

The same shape as Three-Dragon Ante's (a verb plus words), so a table can show
and record either game's actions alike: `choose wizards`, `pass`,
`play warriors-prince`, `play dragon nomads`, `play dragon`.
"""

from __future__ import annotations

from typing import NamedTuple

from tda.table.phrase import Phrase
from tda.text import quote

from .cards import canonical
from .errors import IllegalActionError

VERBS = ("choose", "pass", "play")


class Action(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb,) + self.args)

    @property
    def card(self) -> str | None:
        """The card id this action names, when it names one."""
        return self.args[0] if self.verb == "play" and self.args else None


_INTERNED: dict[tuple[str, tuple[str, ...]], Action] = {}


def act(verb: str, *args: str) -> Action:
    """A shared Action instance (they are immutable, so reuse them)."""
    key = (verb, args)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = Action(verb, args)
    return found


def parse(text: str) -> Action:
    """A canonical action string back into an Action (syntax only). The third
    rank's other title is accepted and stored as printed."""
    if not isinstance(text, str):
        raise IllegalActionError(  # a programmer's slip: records and the table send str
            f"an action is a string such as 'play warriors-prince', "
            f"not {type(text).__name__} {quote(text)}")
    # The messages below are a programmer's; a player reads their phrases.
    words = str.__str__(text).lower().split()
    if not words:
        raise IllegalActionError(f"empty action {quote(text)}",  # programmer's words
                                 phrase=Phrase("dm.error.empty-action", text=quote(text)))
    verb, args = words[0], tuple(words[1:])
    if verb not in VERBS:
        raise IllegalActionError(
            f"unknown action {quote(text)}: it must start with one of "  # programmer's words
            f"{', '.join(VERBS)}",
            phrase=Phrase("dm.error.unknown-verb", text=quote(text), verbs=VERBS))
    if verb == "play" and args:
        args = (canonical(args[0]),) + args[1:]
    return _INTERNED.get((verb, args)) or Action(verb, args)
