"""Legendary deck building (rulebook appendix 1): which 10 of the 30 specials
(Legendary Dragons and Mortals) join the 70 standard dragons.

The option is part of the deck name, so every tool that takes a deck takes it
(or, the same, deck ``legendary`` with ``GameConfig.variant`` set to the option):

- ``legendary`` or ``legendary:among-friends``: 10 at random, set aside unseen;
- ``legendary:druids-party``: the Druid and 9 at random;
- ``legendary:pick-em``: each player in seat order picks one (a decision of the
  game, before the deal), the rest at random;
- ``legendary:traditional``: the original edition's ten specials;
- ``legendary:custom=<id>,<id>,...``: the listed specials, topped up to 10 at random;
- ``+show-em`` after any of these (or ``legendary:show-em`` alone): everyone
  sees which 10 are in, in every view.

The 20 left out never reach a hand, the deck or any view (`tda.engine.specials`).
Cards stacked by `deck_order` (tests) are put in first.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

from tda.engine.actions import Action, act
from tda.engine.card import Card
from tda.engine.errors import ConfigError
from tda.engine.events import DeckBuilt, SpecialPicked
from tda.engine.specials import DeckBuilding, change
from tda.engine.steps import AutoStep, DecisionStep, SeatArgs, per_seat
from tda.engine.words import DecisionKind
from tda.table.phrase import Phrase
from tda.text import quote, quote_some

from .decks import DeckSpec
from .loader import build_cards, load_edition

if TYPE_CHECKING:
    from tda.engine.state import GameState

IN_PLAY = 10
BASES = ("among-friends", "druids-party", "pick-em", "traditional", "custom")
TRADITIONAL = ("archmage", "bahamut", "dracolich", "dragonslayer", "druid", "fool", "priest",
               "princess", "thief", "tiamat")
# The options a table picks from by name (GameConfig.variant), the default first.
VARIANTS = {
    "among-friends": "10 random specials, set aside unseen (the rules as written)",
    "druids-party": "the Druid and 9 random specials",
    "pick-em": "each player picks a special in turn, the rest random",
    "show-em": "10 random specials, shown to everyone before play",
    "druids-party+show-em": "the Druid and 9 random specials, all shown",
    "pick-em+show-em": "each player picks a special, the rest random, all shown",
    "traditional": "the original edition's ten specials",
}
# Each option's deck title, whole (the card domain translates it by deck name): by
# base option, then whether everyone sees the ten.
_TITLES = {
    ("among-friends", False): "Legendary: 10 random specials, set aside unseen",
    ("among-friends", True): "Legendary: 10 random specials, set aside unseen, shown to all",
    ("druids-party", False): "Legendary: the Druid and 9 random specials",
    ("druids-party", True): "Legendary: the Druid and 9 random specials, shown to all",
    ("pick-em", False): "Legendary: each player picks a special, the rest random",
    ("pick-em", True): "Legendary: each player picks a special, the rest random, shown to all",
    ("traditional", False): "Legendary: the original edition's ten specials",
    ("traditional", True): "Legendary: the original edition's ten specials, shown to all",
    ("custom", False): "Legendary: a chosen list of specials, topped up at random",
    ("custom", True): "Legendary: a chosen list of specials, topped up at random, "
                      "shown to all",
}


@dataclass(frozen=True)
class Building:
    base: str = "among-friends"
    show: bool = False
    custom: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """The canonical deck name."""
        base = "custom=" + ",".join(self.custom) if self.base == "custom" else self.base
        parts = [] if base == "among-friends" else [base]
        if self.show:
            parts.append("show-em")
        return "legendary:" + "+".join(parts) if parts else "legendary"

    def named(self) -> tuple[str, ...]:
        """The specials this option itself puts in (known to every player)."""
        return {"druids-party": ("druid",), "traditional": TRADITIONAL,
                "custom": self.custom}.get(self.base, ())


def parse(name: str) -> Building:
    """`legendary[:option[+show-em]]` -> Building; a clear ConfigError otherwise."""
    if name == "legendary":
        return Building()
    if not name.startswith("legendary:"):
        raise ConfigError(f"{quote(name)} is not a Legendary deck name",
                          phrase=Phrase("deck.not-legendary", deck=quote(name)))
    base, show = "among-friends", False
    custom: tuple[str, ...] = ()
    for part in name.removeprefix("legendary:").split("+"):
        word, _, value = part.partition("=")
        if word == "show-em" and not value:
            show = True
        elif word in BASES and base == "among-friends" and bool(value) == (word == "custom"):
            base = word
            custom = _custom_list(value) if value else ()
        else:
            raise ConfigError(f"bad Legendary deck option {quote(part)} in {quote(name)}; "
                              f"use one of {', '.join(BASES[:-1])}, custom=<id>,<id>... "
                              "and optionally +show-em",
                              phrase=Phrase("deck.legendary-option", option=quote(part),
                                            deck=quote(name), known=tuple(BASES[:-1])))
    return Building(base, show, custom)


def _custom_list(value: str) -> tuple[str, ...]:
    ids = tuple(v.strip() for v in value.split(",") if v.strip())
    specials = special_ids()
    unknown = [i for i in ids if i not in specials]
    if unknown:
        raise ConfigError(f"custom Legendary deck: {quote_some(unknown)} not among the 30 "
                          f"specials ({', '.join(specials)})",
                          phrase=Phrase("deck.custom-unknown", cards=quote_some(unknown),
                                        known=specials))
    if len(set(ids)) != len(ids) or not 1 <= len(ids) <= IN_PLAY:
        raise ConfigError(f"custom Legendary deck: list 1 to {IN_PLAY} different specials",
                          phrase=Phrase("deck.custom-count", most=IN_PLAY))
    return ids


@cache
def special_ids() -> tuple[str, ...]:
    return tuple(m.id for m in load_edition("legendary").cards if m.special)


@cache
def _table() -> tuple[Card, ...]:
    """All 100 cards, shared by every Legendary deck (cards are immutable)."""
    return build_cards(("legendary", m) for m in load_edition("legendary").cards)


def legendary_deck(name: str) -> DeckSpec:
    return _deck(parse(name).name)


@cache
def _deck(canonical: str) -> DeckSpec:
    building = parse(canonical)
    return DeckSpec(
        name=canonical, title=_TITLES[building.base, building.show],
        description="70 standard dragons and 10 of the 15 Legendary Dragons and 15 Mortals.",
        default_ruleset="legendary", build=_table,
        prepare=lambda g: prepare(g, building),
        variants=VARIANTS if canonical == "legendary" else {})


def prepare(g: GameState, building: Building) -> None:
    """Before the deal: note the specials, put in the named and stacked ones, and
    queue the picks (pick 'em) and the random fill."""
    cards = g.cards
    specials = tuple(c.index for c in cards if c.id in special_ids())
    named = [g.by_id[i] for i in building.named()]
    stacked = [g.by_id[i] for i in g.config.deck_order if i in g.by_id]
    inside = list(dict.fromkeys(named + [c for c in stacked if c in specials]))
    picks = g.n if building.base == "pick-em" else 0
    if len(inside) + picks > IN_PLAY:
        extra = [cards[c].id for c in inside if c not in named]
        raise ConfigError(f"the {building.name!r} deck has room for {IN_PLAY - len(named) - picks} "
                          f"more specials, but deck_order names {', '.join(extra)}")
    g.building = DeckBuilding(specials=frozenset(specials), specials_in=tuple(inside),
                              specials_public=tuple(named))
    g.push(FillSpecials(building.show))
    for seat in reversed(range(picks)):
        g.push(PICK_SPECIAL[seat])


class PickSpecial(DecisionStep, SeatArgs):
    """Pick 'em: this seat chooses one special to put in the deck, publicly
    (local ruling L18)."""

    __slots__ = ()
    kind = DecisionKind.PICK_SPECIAL

    def prompt(self, g: GameState) -> Phrase:
        return Phrase("deck.pick-special.prompt", name=g.names[self.seat])

    def options(self, g: GameState) -> list[Action]:
        inside, specials = g.building.specials_in, g.building.specials
        assert inside is not None and specials is not None  # set by `prepare`
        return [act("pick", g.cards[c].id) for c in sorted(specials) if c not in inside]

    def describe(self, g: GameState, action: Action) -> Phrase:
        return Phrase("deck.pick-special.label", card=action.args[0])

    def resolve(self, g: GameState, action: Action) -> None:
        card = g.by_id[action.args[0]]
        b = g.building
        assert b.specials_in is not None  # set by `prepare`
        change(g, specials_in=b.specials_in + (card,), specials_public=b.specials_public + (card,))
        g.emit(SpecialPicked(self.seat, action.args[0]))


class FillSpecialsArgs(NamedTuple):
    show: bool  # show 'em: every seat sees which ten are in


class FillSpecials(AutoStep, FillSpecialsArgs):
    """Top the specials up to 10 at random; the rest are set aside unseen."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        b = g.building
        assert b.specials_in is not None and b.specials is not None  # set by `prepare`
        inside = list(b.specials_in)
        rest = [c for c in sorted(b.specials) if c not in inside]
        g.shuffle(rest)
        need = IN_PLAY - len(inside)
        inside += rest[:need]
        public = inside if self.show else b.specials_public
        change(g, specials_in=None, set_aside=tuple(sorted(rest[need:])),
               specials_public=tuple(sorted(public)))
        g.emit(DeckBuilt(tuple(g.cards[c].id for c in g.building.specials_public),
                         IN_PLAY - len(public)))


PICK_SPECIAL = per_seat(PickSpecial)
