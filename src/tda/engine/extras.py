"""`state.extra`: the rule state by its old string keys, over the typed fields.

The engine keeps that state in typed records (`GambitEffects`, `DeckBuilding`)
and fields (`hole_total`, `peeked`). Tools and tests written against the old
`extra` dict still read and write it by key. A known key always reads its
field's value (the default until a card sets it); it counts as present (`in`,
iteration, equality) when its value is not the default, as it was once set.
"""

from __future__ import annotations

from collections.abc import Iterator, MutableMapping
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any

from .gambit_effects import NO_EFFECTS
from .specials import NO_BUILDING

if TYPE_CHECKING:
    from .fields import GameFields

# key -> the record field holding it ("" for a plain state field), and its default.
KEYS: dict[str, tuple[str, Any]] = {
    **{f.name: ("effects", getattr(NO_EFFECTS, f.name)) for f in fields(NO_EFFECTS)},
    **{f.name: ("building", getattr(NO_BUILDING, f.name)) for f in fields(NO_BUILDING)},
    "hole_total": ("", 0),
    "peeked": ("", None),
}


class Extras(MutableMapping[str, Any]):
    __slots__ = ("_g",)

    def __init__(self, g: GameFields) -> None:
        self._g = g

    def _read(self, key: str) -> Any:
        record, _default = KEYS[key]
        return getattr(getattr(self._g, record) if record else self._g, key)

    def __getitem__(self, key: str) -> Any:
        if key not in KEYS:
            raise KeyError(key)
        return self._read(key)

    def __contains__(self, key: object) -> bool:
        return key in KEYS and self._read(str(key)) != KEYS[str(key)][1]

    def __setitem__(self, key: str, value: Any) -> None:
        record, _default = KEYS[key]
        if record:
            setattr(self._g, record, replace(getattr(self._g, record), **{key: value}))
        else:
            setattr(self._g, key, value)

    def __delitem__(self, key: str) -> None:
        if key not in self:
            raise KeyError(key)
        self[key] = KEYS[key][1]

    def __iter__(self) -> Iterator[str]:
        return (key for key, (_r, default) in KEYS.items() if self._read(key) != default)

    def __len__(self) -> int:
        return sum(1 for _ in self)
