"""The wire: every view, decision, event, action and result of every game as plain
JSON-able data, and back (DESIGN.md, "The wire").

`dump(obj) -> dict` gives `{"protocol": 1, "game": ..., "type": ..., field: ...}`:
cards as their ids, tuples and sets as lists, enums as their values; a record inside
another keeps only its `type` (the class's name inside its game). `load(d)` checks a
dict against the schema of its type and builds the very object again, so
`load(dump(x)) == x` with every type the same. A message that fails its schema
(an unknown type, a missing, extra or mistyped field, a seat outside the table, a
card id not in the game) raises one `WireError` with one line, and builds nothing.

The table imports no game: each game hands its classes to the wire through its
registry entry (`Game.wire`, a `WireTypes`). A record's fields are its own typed
annotations, plus two marks the rules put on plain ints and strings that mean more:
`Seat` (a seat of the table; `SeatOrStakes` also takes -1, the stakes) and `CardId`
(a card of the game in play), from `tda.table.marks`. Checking is pydantic's
(strict: no "1" for 1); the schemas are TypedDicts made once per game from those
annotations. Dumping walks the same annotations with plain functions compiled once
per class, because a host dumps a view for every seat after every action.
"""

from __future__ import annotations

import dataclasses
import enum
import re
import types
import typing
from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Union

from pydantic import (
    AfterValidator,
    ConfigDict,
    Field,
    PlainValidator,
    StrictBool,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
)
from typing_extensions import TypedDict  # pydantic needs it on Python < 3.12

from .errors import TdaError
from .marks import CARD_MARK, PAYEE_MARK, SEAT_MARK, STAKES, CardId, Seat, SeatOrStakes
from .phrase import Arg, Phrase

PROTOCOL = 1  # the wire's version: a message of another version is refused


class WireError(TdaError, ValueError):
    """A message that fails its schema, or an object the wire cannot carry."""


@dataclass(frozen=True)
class Table:
    """What a message is checked against: the number of seats, and the game's cards
    by id (to the card objects that travel as ids, or to the ids themselves)."""
    seats: int
    cards: Mapping[str, Any]


@dataclass(frozen=True)
class Codec:
    """A type that travels in another shape: `wire` is the shape's annotation,
    `dump` turns an object into it and `load` a checked value back into the type
    (a lazy log of events goes as a tuple of events)."""
    wire: Any
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


@dataclass(frozen=True)
class WireTypes:
    """What one game sends over the wire (its `Game.wire`).

    `classes`: every view, decision, event, action and result class (dataclasses or
    NamedTuples), each known by its name; a field typed with a base class of some of
    them (`Event`) takes any of those. `table(message)`: the `Table` a message (a dict,
    not yet checked) is checked against when `load` is given none: the game's own
    cards and seats, from what the message says of them (a view names its players
    and its deck) or else the largest table. `card_class`: card objects that travel
    as their `id` and come back through the table's cards."""
    classes: tuple[type, ...]
    table: Callable[[Mapping[str, Any]], Table]
    card_class: type | None = None
    codecs: Mapping[type, Codec] = field(default_factory=dict)


# -- dumping: one function per annotation, compiled once ------------------------

Encoder = Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


class _Game:
    """One game's wire: encoders by class and the schema of every message."""

    def __init__(self, name: str, spec: WireTypes) -> None:
        self.name, self.spec = name, spec
        self.classes = {cls.__name__: cls for cls in spec.classes}
        if len(self.classes) != len(spec.classes):
            raise TypeError(f"{name}: two wire classes share a name")
        self.encoders: dict[type, Encoder] = {}
        self.schemas: dict[type, Any] = {}
        for cls in spec.classes:
            self._compile(cls)
        self.adapter: TypeAdapter[Any] = TypeAdapter(
            _tagged([self.schemas[cls] for cls in spec.classes]))

    def _compile(self, cls: type) -> None:
        """A record's encoder and schema, made once (a field may name a record whose
        own are made on the way)."""
        if cls in self.encoders:
            return
        hints = typing.get_type_hints(cls, include_extras=True)
        names = _field_names(cls)
        tag = cls.__name__
        encoders: list[tuple[str, Encoder]] = []  # filled below, read when dumping
        self.encoders[cls] = lambda obj: _encode_record(obj, tag, encoders)
        fields: dict[str, Any] = {"type": Literal[tag]}
        for name in names:
            encode, schema = self._translate(hints[name], f"{tag}.{name}")
            encoders.append((name, encode))
            fields[name] = schema
        typed = TypedDict(f"Wire{tag}", fields)  # type: ignore[misc]  # every key required
        typed.__pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[attr-defined]
        self.schemas[cls] = Annotated[typed, AfterValidator(_builder(cls))]

    def _translate(self, hint: Any, where: str) -> tuple[Encoder, Any]:
        """An annotation's encoder and its schema."""
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if origin is Annotated:
            return _marked(args[0], hint.__metadata__, where)
        if hint in self.spec.codecs:
            codec = self.spec.codecs[hint]
            encode, schema = self._translate(codec.wire, where)
            return (lambda obj: encode(codec.dump(obj))), Annotated[
                schema, AfterValidator(codec.load)]
        if hint is not None and hint is self.spec.card_class:
            return (lambda card: card.id), Annotated[StrictStr, AfterValidator(_card_object)]
        if hint is type(None) or hint is None:
            return _same, None
        if hint is Phrase:
            return _dump_phrase, _PHRASE
        if hint in _PLAIN:
            return _same, _PLAIN[hint]
        if isinstance(hint, type) and issubclass(hint, enum.Enum):
            values = tuple(member.value for member in hint)
            return (lambda member: member.value), Annotated[
                Literal[values], AfterValidator(hint)]
        if origin in (Union, types.UnionType):
            return self._union(args, where)
        if origin is tuple:
            return self._tuple(args, where)
        if origin is frozenset:
            encode, schema = self._translate(args[0], where)
            return (lambda items: sorted(map(encode, items))), frozenset[schema]  # type: ignore[valid-type]
        if origin is dict:
            encode_key, key = self._translate(args[0], where)
            encode, schema = self._translate(args[1], where)
            if key is not StrictStr and typing.get_origin(key) is not Annotated:
                raise TypeError(f"{where}: a JSON object's keys are strings")
            return (lambda items: {encode_key(k): encode(v) for k, v in items.items()}), \
                dict[key, schema]  # type: ignore[valid-type]
        if isinstance(hint, type):
            return self._record(hint, where)
        raise TypeError(f"{where}: the wire cannot carry {hint!r}")

    def _record(self, cls: type, where: str) -> tuple[Encoder, Any]:
        """A record of the game: one class, or a base class meaning any of them."""
        members = [c for c in self.spec.classes if issubclass(c, cls)]
        if not members:
            raise TypeError(f"{where}: {cls.__name__} is no wire class of {self.name}")
        for member in members:
            self._compile(member)
        encoders, schemas = self.encoders, self.schemas
        if members == [cls]:
            return (lambda obj: encoders[cls](obj)), schemas[cls]
        return (lambda obj: encoders[type(obj)](obj)), _tagged([schemas[c] for c in members])

    def _union(self, args: tuple[Any, ...], where: str) -> tuple[Encoder, Any]:
        parts = [(arg, *self._translate(arg, where)) for arg in args]
        kinds = [_runtime_type(arg) for arg, _, _ in parts]

        def encode(obj: Any) -> Any:
            for kind, (_, part, _schema) in zip(kinds, parts, strict=True):
                if isinstance(obj, kind):
                    return part(obj)
            raise WireError(f"{where}: {type(obj).__name__} is none of {args}")
        schemas = [s for _, _, s in parts if s is not None]
        schema = _UNION[tuple(schemas)]
        if len(schemas) > 1:  # the first that fits: an enum's word before any string
            schema = Annotated[schema, Field(union_mode="left_to_right")]
        return encode, schema if len(schemas) == len(parts) else schema | None

    def _tuple(self, args: tuple[Any, ...], where: str) -> tuple[Encoder, Any]:
        if len(args) == 2 and args[1] is Ellipsis:
            encode, schema = self._translate(args[0], where)
            if encode is _same:
                return list, tuple[schema, ...]  # type: ignore[valid-type]
            return (lambda items: [encode(item) for item in items]), tuple[schema, ...]  # type: ignore[valid-type]
        if not args:
            return list, tuple[()]
        parts = [self._translate(arg, where) for arg in args]
        encoders = [encode for encode, _ in parts]
        return (lambda items: [e(i) for e, i in zip(encoders, items, strict=True)]), \
            tuple[tuple(schema for _, schema in parts)]  # type: ignore[misc]


_PLAIN: dict[Any, Any] = {int: StrictInt, str: StrictStr, bool: StrictBool}
_UNION: Any = Union  # schemas are made at run time, out of the type checker's sight


def _tagged(schemas: list[Any]) -> Any:
    """Any of these records, told apart by their `type`."""
    return Annotated[_UNION[tuple(schemas)], Field(discriminator="type")]


def _field_names(cls: type) -> tuple[str, ...]:
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    fields = getattr(cls, "_fields", None)  # a NamedTuple
    if isinstance(fields, tuple):
        return fields
    raise TypeError(f"{cls.__name__}: a wire class is a dataclass or a NamedTuple")


def _encode_record(obj: Any, tag: str, encoders: list[tuple[str, Encoder]]) -> dict[str, Any]:
    out: dict[str, Any] = {"type": tag}
    for name, encode in encoders:
        out[name] = encode(getattr(obj, name))
    return out


def _builder(cls: type) -> Callable[[dict[str, Any]], Any]:
    def build(fields: dict[str, Any]) -> Any:
        del fields["type"]
        return cls(**fields)
    return build


def _runtime_type(hint: Any) -> type | tuple[type, ...]:
    """What `isinstance` tests for a member of a union."""
    origin = typing.get_origin(hint)
    if origin is Annotated:
        return _runtime_type(typing.get_args(hint)[0])
    if hint is None or hint is type(None):
        return type(None)
    if origin is not None:
        return typing.cast(type, origin)
    return typing.cast(type, hint)


def _marked(base: Any, marks: tuple[Any, ...], where: str) -> tuple[Encoder, Any]:
    for mark in marks:
        if mark is SEAT_MARK:
            return _same, Annotated[StrictInt, AfterValidator(_seat)]
        if mark is PAYEE_MARK:
            return _same, Annotated[StrictInt, AfterValidator(_seat_or_stakes)]
        if mark is CARD_MARK:
            return _same, Annotated[StrictStr, AfterValidator(_card_id)]
    raise TypeError(f"{where}: the wire knows no mark among {marks!r} on {base!r}")


# -- phrases: words the rules want said, the same for every game --------------------
# A phrase goes as {"key": ..., "args": {name: value}}: values are ints, strings,
# booleans, null, lists (a tuple) and phrases in the same shape. Checked by hand,
# strictly: a key is kebab-case words joined by dots, a name an identifier, and
# nothing else is let in (a float, an extra field, a phrase nested without end).

PHRASE_KEY = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*")
PHRASE_DEPTH = 8  # phrases inside phrases: a clause in a sentence, never deeper than this


def _dump_phrase(phrase: Phrase) -> dict[str, Any]:
    return {"key": phrase.key, "args": {name: _dump_arg(value) for name, value in phrase.args}}


def _dump_arg(value: Arg) -> Any:
    if isinstance(value, Phrase):
        return _dump_phrase(value)
    if isinstance(value, tuple):
        return [_dump_arg(v) for v in value]
    return value


def _load_phrase(value: Any, depth: int = 0) -> Phrase:
    if depth > PHRASE_DEPTH:
        raise ValueError(f"phrases nested deeper than {PHRASE_DEPTH}")
    if type(value) is not dict or set(value) != {"key", "args"}:
        raise ValueError("a phrase is an object of a key and its args")
    key, args = value["key"], value["args"]
    if type(key) is not str or len(key) > 80 or not PHRASE_KEY.fullmatch(key):
        raise ValueError(f"no phrase key {_short(key)}")
    if type(args) is not dict:
        raise ValueError(f"a phrase's args are an object, not {type(args).__name__}")
    for name in args:
        if type(name) is not str or not name.isidentifier():
            raise ValueError(f"no phrase argument {_short(name)}")
    return Phrase.of(key, {name: _load_arg(v, depth) for name, v in args.items()})


def _load_arg(value: Any, depth: int) -> Arg:
    if value is None or type(value) in (int, str, bool):
        return typing.cast(Arg, value)
    if type(value) is list:
        return tuple(_load_arg(v, depth + 1) for v in value)
    if type(value) is dict:
        return _load_phrase(value, depth + 1)
    raise ValueError(f"a phrase argument is no {type(value).__name__}")


_PHRASE: Any = Annotated[Any, PlainValidator(_load_phrase)]


def dump_phrase(phrase: Phrase) -> dict[str, Any]:
    """A phrase alone on the wire (a networked table's refusal): {"key", "args"}."""
    return _dump_phrase(phrase)


def load_phrase(value: object) -> Phrase:
    """A phrase from the wire, checked as strictly as one inside a record; WireError
    if it is not one."""
    try:
        return _load_phrase(value)
    except (ValueError, RecursionError) as err:
        raise WireError(f"refused phrase: {str(err)[:120]}") from None


# -- checks that need the table (pydantic passes it as the context) -------------

def _table(info: ValidationInfo) -> Table:
    table = info.context
    assert isinstance(table, Table), "load() passes the table as the context"
    return table


def _seat(value: int, info: ValidationInfo) -> int:
    seats = _table(info).seats
    if not 0 <= value < seats:
        raise ValueError(f"no seat {value} at a table of {seats}")
    return value


def _seat_or_stakes(value: int, info: ValidationInfo) -> int:
    return value if value == STAKES else _seat(value, info)


def _card_id(value: str, info: ValidationInfo) -> str:
    if value not in _table(info).cards:
        raise ValueError(f"no card {value[:40]!r} in this game")
    return value


def _card_object(value: str, info: ValidationInfo) -> Any:
    card = _table(info).cards.get(value)
    if card is None or isinstance(card, str):
        raise ValueError(f"no card {value[:40]!r} in this game")
    return card


# -- the games' wires, found through the registry ----------------------------

_GAMES: dict[str, _Game] = {}
_BY_CLASS: dict[type, _Game] = {}


def _game(name: str) -> _Game:
    found = _GAMES.get(name)
    if found is None:
        from .registry import UnknownGameError, get_game
        try:
            spec = get_game(name).wire
        except UnknownGameError:
            spec = None
        if spec is None:
            raise WireError(f"no game {name[:40]!r} on the wire")
        found = _GAMES[name] = _Game(name, spec)
        for cls in spec.classes:
            _BY_CLASS.setdefault(cls, found)
    return found


def _game_of(cls: type) -> _Game:
    found = _BY_CLASS.get(cls)
    if found is None:
        from .registry import game_names, get_game
        for name in game_names():
            if get_game(name).wire is not None:
                _game(name)
        found = _BY_CLASS.get(cls)
        if found is None:
            raise WireError(f"a {cls.__name__} does not go over the wire")
    return found


def dump(obj: object) -> dict[str, Any]:
    """`obj` (a view, decision, event, action or result of any game) as JSON-able data."""
    game = _game_of(type(obj))
    body = game.encoders[type(obj)](obj)
    return {"protocol": PROTOCOL, "game": game.name, **body}


def load(message: object, table: Table | None = None) -> Any:
    """The object `message` holds, checked against its schema; WireError if it fails.

    `table`: the seats and cards of the game in play (a client knows them from its
    table); None: the game finds them from the message, or checks against its
    largest table and every card it has. A deck read from a file is never looked
    up from a message (that would read a file the message names)."""
    if not isinstance(message, dict):
        raise WireError(f"a message is a JSON object, not {type(message).__name__}")
    body = dict(message)
    protocol, name = body.pop("protocol", None), body.pop("game", None)
    if protocol != PROTOCOL or type(protocol) is not int:
        raise WireError(f"protocol {_short(protocol)} is not this tda's ({PROTOCOL})")
    if not isinstance(name, str):
        raise WireError(f"a message names its game, not {_short(name)}")
    game = _game(name)
    kind = body.get("type")
    if not isinstance(kind, str) or kind not in game.classes:
        raise WireError(f"no message type {_short(kind)} in {name}")
    if table is None:
        table = game.spec.table(body)
    try:
        return game.adapter.validate_python(body, context=table)
    except ValidationError as err:
        raise WireError(f"refused {kind}: {_first_problem(err)}") from None
    except (TypeError, ValueError) as err:  # a record that would not build: not on the wire
        raise WireError(f"refused {kind}: {str(err).splitlines()[0][:200]}") from None


def _first_problem(err: ValidationError) -> str:
    """pydantic's first complaint, in one short line: where, then what."""
    first = err.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in first["loc"][1:]) or "message"
    if first["type"] == "union_tag_invalid":  # pydantic lists every type there is
        what = f"no type {_short(first.get('ctx', {}).get('tag'))}"
    else:
        what = first["msg"].removeprefix("Value error, ")
    return f"{where[:80]}: {what[:120]}"


def _short(value: object) -> str:
    return repr(value)[:40]


__all__ = ["PROTOCOL", "WireError", "Table", "Codec", "WireTypes", "dump", "load", "card_ids",
           "dump_phrase", "load_phrase",
           "events_of", "seats_of",
           "Seat", "SeatOrStakes", "CardId", "STAKES"]


def card_ids(cards: Collection[str]) -> Mapping[str, str]:
    """A `Table.cards` for a game whose cards are their ids."""
    return {card: card for card in cards}


# -- what a game's wire types are made of ----------------------------------------

def events_of(module: Any, base: type) -> tuple[type, ...]:
    """Every event class a game's events module defines or re-exports."""
    return tuple(cls for cls in vars(module).values()
                 if isinstance(cls, type) and issubclass(cls, base) and cls is not base)


def seats_of(message: Mapping[str, Any], seats: tuple[int, int]) -> int:
    """A view's table has as many seats as it names players; any other message is
    checked against the largest table."""
    names = message.get("names")
    if names is None:
        return seats[1]
    if not isinstance(names, list) or not seats[0] <= len(names) <= seats[1]:
        raise WireError(f"refused {message.get('type')}: names: a table of "
                        f"{seats[0]} to {seats[1]} players")
    return len(names)
