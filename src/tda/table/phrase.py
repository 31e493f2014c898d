"""Words the rules want said, as data (DESIGN.md, "Words at the edge").

A rules engine never builds a sentence a player reads. Where it has something to
say (a decision's prompt, what an option does, why a choice is needless, why the
game ended, why an action was refused) it returns a `Phrase`: a message key and
its arguments (seats, card ids, amounts, option words, other phrases). The words
layer (`tda.words`) turns a phrase into the reader's language through gettext.

A phrase is frozen, hashable, cheap to build and compares by value, so views that
hold phrases still compare equal after a replay, and the wire sends one as
`{"key": ..., "args": {...}}`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Union

# What a phrase may carry: numbers (seats, amounts), words (card ids, option words,
# names), other phrases (a clause inside a sentence), and tuples of those (a list
# of cards). Never a Card or a state: a phrase goes over the wire as it is.
Arg = Union[int, str, bool, None, "Phrase", tuple["Arg", ...]]


class Phrase:
    """A message key and its arguments: `Phrase("take-ante", card="red-3")`.

    Keys are kebab-case and name the game's concern ("play.prompt",
    "dm.choose.label"); each key is rendered by exactly one function in the words
    layer. `args` keeps the keyword order given, so equal phrases repr equally."""

    __slots__ = ("key", "args", "_hash")

    key: str
    args: tuple[tuple[str, Arg], ...]
    _hash: int | None

    def __init__(self, key: str, /, **args: Arg) -> None:
        # Built at every decision a table shows: plain arguments (the usual case) are
        # kept as they are, without a call per argument.
        for value in args.values():
            if type(value) not in _PLAIN:
                args = {k: _frozen(v) for k, v in args.items()}
                break
        _set(self, "key", key)
        _set(self, "args", tuple(args.items()))
        _set(self, "_hash", None)

    @classmethod
    def of(cls, key: str, args: Mapping[str, Arg]) -> Phrase:
        """A phrase from a mapping of arguments (as the wire sends them)."""
        return cls(key, **dict(args))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Phrase is frozen")

    def __getitem__(self, name: str) -> Arg:
        for key, value in self.args:
            if key == name:
                return value
        raise KeyError(name)

    def get(self, name: str, default: Arg = None) -> Arg:
        for key, value in self.args:
            if key == name:
                return value
        return default

    @property
    def kwargs(self) -> dict[str, Arg]:
        return dict(self.args)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Phrase):
            return NotImplemented
        return self.key == other.key and dict(self.args) == dict(other.args)

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = hash((self.key, frozenset(self.args)))
            object.__setattr__(self, "_hash", h)
        return h

    def __reduce__(self) -> tuple[object, ...]:  # pickle and deepcopy (bot workers)
        return (Phrase.of, (self.key, dict(self.args)))

    def __repr__(self) -> str:
        inner = "".join(f", {k}={v!r}" for k, v in self.args)
        return f"Phrase({self.key!r}{inner})"

    # A phrase printed raw (a programmer's error, a test failure) shows its key and
    # arguments, never pretends to be a sentence.
    __str__ = __repr__

    def __bool__(self) -> bool:
        return True


_set = object.__setattr__
_PLAIN = frozenset({int, str, bool, type(None), Phrase})


def _frozen(value: object) -> Arg:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, tuple):
        return tuple(_frozen(v) for v in value)
    if value is None or isinstance(value, (int, str, bool, Phrase)):
        return value
    raise TypeError(f"a Phrase argument must be a number, a word, a Phrase or a tuple, "
                    f"not {type(value).__name__}")
