"""Decks chosen card by card: the theme decks and a player's own deck file.

Both pick whole dragon colors (every standard dragon of that color, six per
color) and single cards by id from the sets that mix: the original deck and
Emperor's Gambit. A card keeps its own set's power in any deck; the ruleset
decides the table rules. A user's deck file looks like:

    name = "Dragonborn night"
    ruleset = "revised"            # optional; revised unless told otherwise
    colors = ["red", "mithral"]    # six cards each
    cards = ["bahamut", "io", "the-spy-or-any-id"]

Every problem is reported as a ConfigError naming the file.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tda.engine.card import Card
from tda.engine.errors import ConfigError
from tda.table.phrase import Phrase
from tda.text import clip, quote

from .loader import build_cards, load_edition, read_toml, shown_path
from .schema import CardModel

# Sets whose cards mix freely (Emperor's Gambit was made to combine with the original).
MIXABLE = ("original", "emperors_gambit")


class CustomDeckFile(BaseModel):
    """A player's deck: whole colors plus single cards from the mixable sets."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(min_length=1, description="The deck's title.")
    description: str = Field("", description="A line about the deck.")
    ruleset: str = Field("revised", description="Table rules the deck is played under by default.")
    colors: list[str] = Field(default_factory=list,
                              description="Dragon colors; each brings its six standard dragons.")
    cards: list[str] = Field(default_factory=list,
                             description="Ids of further cards: unique cards or single dragons.")


@cache
def card_pool() -> dict[str, tuple[str, CardModel]]:
    """Every mixable card by id: (edition id, CardModel), in set order."""
    pool: dict[str, tuple[str, CardModel]] = {}
    for edition_id in MIXABLE:
        for model in load_edition(edition_id).cards:
            pool[model.id] = (edition_id, model)
    return pool


@cache
def color_pool() -> dict[str, tuple[str, ...]]:
    """Each dragon color's standard dragons (cards of that one color only), by id."""
    colors: dict[str, list[str]] = {}
    for card_id, (_, model) in card_pool().items():
        if len(model.colors) == 1 and model.kind != "mortal":
            colors.setdefault(model.colors[0], []).append(card_id)
    return {color: tuple(ids) for color, ids in colors.items()}


def select_cards(colors: Iterable[str], card_ids: Iterable[str], where: str
                 ) -> tuple[Card, ...]:
    """The cards of `colors` (six each) then `card_ids`, checked: unknown names,
    repeats and empty decks raise ConfigError mentioning `where`."""
    chosen: list[str] = []
    for color in colors:
        if color not in color_pool():
            raise ConfigError(f"{where}: unknown dragon color {quote(color)}"
                              f"{_hint(color, color_pool())}; known colors: "
                              + ", ".join(sorted(color_pool())),
                              phrase=_in(where, Phrase(
                                  "deck-file.unknown-color", color=quote(color),
                                  close=_close(color, color_pool()),
                                  known=tuple(sorted(color_pool())))))
        chosen.extend(color_pool()[color])
    for card_id in card_ids:
        if card_id not in card_pool():
            raise ConfigError(f"{where}: unknown card {quote(card_id)}"
                              f"{_hint(card_id, card_pool())} (cards come from the "
                              f"{' and '.join(MIXABLE)} sets)",
                              phrase=_in(where, Phrase(
                                  "deck-file.unknown-card", card=quote(card_id),
                                  close=_close(card_id, card_pool()), sets=tuple(MIXABLE))))
        chosen.append(card_id)
    repeated = sorted(c for c, n in Counter(chosen).items() if n > 1)  # linear: lists may be long
    if repeated:
        raise ConfigError(f"{where}: card(s) listed twice (a color brings all six of its "
                          f"dragons): {', '.join(repeated)}",  # known ids only: short
                          phrase=_in(where, Phrase("deck-file.twice", cards=tuple(repeated))))
    if not chosen:
        raise ConfigError(f"{where}: the deck lists no cards",
                          phrase=_in(where, Phrase("deck-file.empty")))
    pool = card_pool()
    return build_cards(pool[c] for c in chosen)


def _hint(name: str, known: Iterable[str]) -> str:
    close = _close(name, known)
    return f" (did you mean {close!r}?)" if close else ""


def _close(name: str, known: Iterable[str]) -> str | None:
    """The known name `name` is likely a typo of, if any."""
    if len(name) > 40:
        return None  # no card id is that long; a typo of one is not either
    close = difflib.get_close_matches(name, list(known), n=1)
    return close[0] if close else None


def _in(where: str, why: Phrase | str) -> Phrase:
    return Phrase("table.in-file", path=where, why=why)


def parse_custom_deck(path: Path) -> tuple[CustomDeckFile, tuple[Card, ...]]:
    """Read and check a deck file; returns its settings and its cards."""
    where = shown_path(path)
    raw = read_toml(path, ConfigError, "deck file")
    try:
        deck = CustomDeckFile.model_validate(raw)
    except ValidationError as err:
        raise ConfigError(f"{where}: malformed deck file: {_problems(err)}",
                          phrase=_in(where, _problem_phrase(err))) from None
    from tda.engine.rulesets import get_ruleset
    try:
        get_ruleset(deck.ruleset)
    except ConfigError as err:
        raise ConfigError(f"{where}: {err}", phrase=_in(where, err.phrase or str(err))) from None
    return deck, select_cards(deck.colors, deck.cards, where)


def _problem_phrase(err: ValidationError, shown: int = 3) -> Phrase:
    """`_problems` for a player: each finding at its key, the checker's words said by
    the words layer where it knows them."""
    found = tuple(Phrase("problem.at", where=".".join(clip(str(p), 40) for p in e["loc"]) or None,
                         what=e["msg"], more=0) for e in err.errors()[:shown])  # None: the file
    return Phrase("deck-file.malformed", problems=found,
                  more=max(0, err.error_count() - shown))


def _problems(err: ValidationError, shown: int = 3) -> str:
    """The first few problems, each as `where: what` (keys quoted short: a key is
    whatever the file says)."""
    lines = [f"{'.'.join(clip(str(p), 40) for p in e['loc']) or 'file'}: {e['msg']}"
             for e in err.errors()[:shown]]
    more = err.error_count() - shown
    return "; ".join(lines) + (f" (and {more} more)" if more > 0 else "")
