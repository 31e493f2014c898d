"""Cards as the engine sees them: plain frozen objects built once per deck."""

from __future__ import annotations

from .words import CardKind

KINDS = tuple(CardKind)  # each equals its word: "good", "evil", "unaligned", "mortal"


class Card:
    """One physical card. `index` is its position in the game's card table."""

    __slots__ = ("index", "id", "name", "strength", "kind", "colors", "power", "god",
                 "ante_effect", "text", "edition", "is_dragon", "is_good", "is_evil")
    index: int
    id: str
    name: str
    strength: int
    kind: CardKind
    colors: tuple[str, ...]
    power: str | None  # power id (powers.POWERS), None for a plain dragon
    god: str | None  # "bahamut", "tiamat", "io" (flights.GOD_FORBIDS)
    ante_effect: str | None  # ante effect id (ante_effects.EFFECTS)
    text: str
    edition: str
    is_dragon: bool
    is_good: bool
    is_evil: bool

    def __init__(self, index: int, id: str, name: str, strength: int, kind: CardKind | str,
                 colors: tuple[str, ...], power: str | None, god: str | None,
                 ante_effect: str | None, text: str, edition: str) -> None:
        set_ = object.__setattr__
        kind = CardKind(kind)  # a word from card data, checked here
        for key, value in (("index", index), ("id", id), ("name", name),
                           ("strength", strength), ("kind", kind), ("colors", colors),
                           ("power", power), ("god", god), ("ante_effect", ante_effect),
                           ("text", text), ("edition", edition),
                           ("is_dragon", kind is not CardKind.MORTAL),
                           ("is_good", kind is CardKind.GOOD), ("is_evil", kind is CardKind.EVIL)):
            set_(self, key, value)

    def __setattr__(self, key: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id and other.edition == self.edition

    def __hash__(self) -> int:
        return hash((self.id, self.edition))

    def __repr__(self) -> str:
        return f"Card({self.id})"

    @property
    def label(self) -> str:
        """Short human label: 'Red Dragon (12)'."""
        return f"{self.name} ({self.strength})"
