"""What crosses to a bot process, and how: a `BotRequest` holds only what the seat
may know, and `request_bytes` pickles it so that nothing else can ride along.

`RequestPickler` refuses any game state but the sampler's own scrubbed world (its
template), turns a view's lazy pieces (a `SeatLog` that holds the raw event
chain and redacts on reading) into the plain tuples the seat would read, flattens
event chains (pickle would recurse once per link) and writes sets in sorted order
(a set's order tells how it was built). tests/test_bot_process.py proves the bytes
are the same for two worlds that differ only in what the seat cannot see.
"""

from __future__ import annotations

import io
import pickle
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .registry import get_game

# What a class must have to be a game state (tda.table.protocol.GameState). Checked on
# the class, never by `isinstance` on the object: that would evaluate its properties.
STATE_MEMBERS = ("to_act", "decision", "is_over", "result", "actions", "log",
                 "legal_actions", "apply", "parse_action", "view", "clone", "determinize")


@dataclass(frozen=True)
class BotRequest:
    """One decision, as the worker gets it: only what the seat may know."""
    game: str  # the registry name of the game
    bot: str  # the bot's registry name, options included ('hard', 'ismcts:seconds=1')
    view: Any  # the seat's view
    legal: tuple[Any, ...]  # the legal actions
    rng: Any  # the bot's generator state (random.Random.getstate())
    sampler: Any  # the game's scrubbed sampler for the seat, or None


@dataclass(frozen=True)
class BotAnswer:
    """The worker's choice: the action's canonical string, the generator's new state."""
    token: int
    action: str
    rng: Any


# -- what crosses --------------------------------------------------------------

def is_state_class(cls: type) -> bool:
    return all(hasattr(cls, name) for name in STATE_MEMBERS)


def _chain_items(value: Any) -> list[Any] | None:
    """The items of a cons chain `(newest, (older, (... None)))`, newest first, or None
    if `value` is not one. Games keep logs this way; pickle would recurse once per link."""
    if type(value) is not tuple or len(value) != 2:
        return None
    items = []
    while value is not None:
        if type(value) is not tuple or len(value) != 2:
            return None
        items.append(value[0])
        value = value[1]
    return items


def rechain(items: tuple[Any, ...]) -> Any:
    """The chain `_chain_items` flattened (pickle calls this in the worker)."""
    chain: Any = None
    for item in reversed(items):
        chain = (item, chain)
    return chain


class _Chain:
    __slots__ = ("items",)

    def __init__(self, items: list[Any]) -> None:
        self.items = tuple(items)

    def __reduce__(self) -> tuple[Any, ...]:
        return rechain, (self.items,)


class _Sorted:
    """A set that pickles its items in sorted order: its bytes then say nothing of
    the order it was built in (a set's iteration order follows its history)."""
    __slots__ = ("kind", "items")

    def __init__(self, kind: type, items: list[Any]) -> None:
        self.kind, self.items = kind, items

    def __reduce__(self) -> tuple[Any, ...]:
        return self.kind, (self.items,)


def _sorted_set(value: Any) -> Any:
    try:
        return _Sorted(type(value), sorted(value))
    except TypeError:  # items with no order: as they are
        return value


def _field(value: Any) -> Any:
    """One field of an object crossing: a cons chain flattened, a set (or a list or
    tuple of sets) in sorted order; anything else as it is."""
    kind = type(value)
    if kind is set or kind is frozenset:
        return _sorted_set(value)
    if kind is tuple or kind is list:
        if value and all(type(v) in (set, frozenset) for v in value):
            return kind(_sorted_set(v) for v in value)
        items = _chain_items(value)
        if items is not None and len(items) > 1:
            return _Chain(items)
    return value


def _fields(state: Any) -> Any:
    """An object's pickled state (its `__dict__`, or `(__dict__, slots)`) field by field."""
    if isinstance(state, tuple) and len(state) == 2 and all(
            part is None or isinstance(part, dict) for part in state):
        return tuple(None if part is None else {k: _field(v) for k, v in part.items()}
                     for part in state)
    if isinstance(state, dict):
        return {k: _field(v) for k, v in state.items()}
    return state


def held_states(sampler: Any) -> list[Any]:
    """The game states a sampler holds in its own fields: its scrubbed worlds."""
    if sampler is None:
        return []
    names = set(getattr(sampler, "__dict__", {}))
    for cls in type(sampler).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names.update((slots,) if isinstance(slots, str) else slots)
    values = (getattr(sampler, name, None) for name in sorted(names))
    return [v for v in values if v is not None and is_state_class(type(v))]


def set_frozen_state(obj: Any, state: Any) -> None:
    """Restore an object whose `__setattr__` refuses (a frozen card): as its own
    constructor does, through `object.__setattr__`."""
    attrs, slots = state if isinstance(state, tuple) else (state, None)
    for part in (attrs, slots):
        for key, value in (part or {}).items():
            object.__setattr__(obj, key, value)


def _frozen(cls: type) -> bool:
    """A class pickle cannot restore by itself: it refuses `setattr` and has no
    `__setstate__` to say how."""
    setter: object = cls.__setattr__  # any class's own, compared with object's by identity
    return setter is not object.__setattr__ and not hasattr(cls, "__setstate__")


class RequestPickler(pickle.Pickler):
    """Pickles a request, refusing every game state but the templates it is told
    of, and materializing lazy sequences (a view's log) as the tuples a reader sees."""

    def __init__(self, file: io.BytesIO, allowed: Sequence[Any] = ()) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.allowed = {id(state) for state in allowed}
        self._kinds: dict[type, str] = {}

    def _kind(self, cls: type) -> str:
        kind = self._kinds.get(cls)
        if kind is None:
            if is_state_class(cls):
                kind = "state"
            elif issubclass(cls, Sequence) and not issubclass(
                    cls, (tuple, list, str, bytes, bytearray, range, memoryview)):
                kind = "lazy"
            elif _frozen(cls):
                kind = "frozen"
            else:
                kind = "plain"
            self._kinds[cls] = kind
        return kind

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, type):
            return NotImplemented  # a class pickles by name
        kind = self._kind(type(obj))
        if kind == "lazy":
            return tuple, (tuple(obj),)
        if kind == "state":
            if id(obj) not in self.allowed:
                raise pickle.PicklingError(
                    f"a game state ({type(obj).__name__}) may not cross to the bot process")
            func, args, state, *rest = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
            return (func, args, _fields(state), *rest)
        if kind == "frozen":
            reduced = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
            if len(reduced) < 3 or reduced[2] is None:
                return reduced  # rebuilt by its own call (a Phrase): no state to set
            func, args, state, *_ = reduced
            return func, args, _fields(state), None, None, set_frozen_state
        try:
            reduced = obj.__reduce_ex__(pickle.HIGHEST_PROTOCOL)
        except Exception:  # pickle's own way (a function, say) or its own error
            return NotImplemented
        if not isinstance(reduced, tuple) or len(reduced) < 3 or reduced[2] is None:
            return NotImplemented
        return (*reduced[:2], _fields(reduced[2]), *reduced[3:])


def request_bytes(request: BotRequest) -> bytes:
    """The bytes that cross to the worker for `request`."""
    out = io.BytesIO()
    RequestPickler(out, held_states(request.sampler)).dump(request)
    return out.getvalue()


def choose(request: BotRequest, bots: dict[tuple[str, str], Any] | None = None
           ) -> tuple[str, Any]:
    """Run the request's bot: (the action's canonical string, the generator's state).
    `bots` caches bots by (game, name) across requests."""
    key = (request.game, request.bot)
    bot = bots.get(key) if bots is not None else None
    if bot is None:
        bot = get_game(request.game).make_bot(request.bot)
        if bots is not None:
            bots[key] = bot
    rng = random.Random()
    rng.setstate(request.rng)
    action = bot.choose(request.view, list(request.legal), rng, sampler=request.sampler)
    return str(action), rng.getstate()
