"""Three-Dragon Ante's records on the wire (`tda.table.wire`): the classes it sends and
where the wire finds a message's seats and cards; its registration hands them to the
table as its `Game.wire`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any

from tda.cards.loader import data_dir, load_edition
from tda.engine import Action, Card, ConfigError, Decision, GameResult, PlayerView, find_deck
from tda.engine import events as tda_events
from tda.engine.view import SeatLog
from tda.table.wire import Codec, Table, WireError, WireTypes, card_ids, events_of, seats_of

TDA_SEATS = (2, 6)


def is_deck_file(name: str) -> bool:
    """A deck read from a file (tda.cards.decks): never looked up from a message."""
    return name.startswith("custom:") or name.endswith(".toml")


@lru_cache(maxsize=16)  # bounded: the names come from messages
def deck_cards(name: str) -> Mapping[str, Card]:
    """A named deck's cards by id (its option included: a swap changes the cards)."""
    if is_deck_file(name):
        raise WireError(f"the cards of deck file {name[:40]!r} come with the table, "
                        "not in a message")
    try:
        return {card.id: card for card in find_deck(name).cards()}
    except ConfigError:
        raise WireError(f"no deck {name[:40]!r} in this tda") from None


@cache
def every_card_id() -> Mapping[str, str]:
    """Every card id of every edition (an event names cards by id, not by deck)."""
    return card_ids({model.id for path in sorted(data_dir().glob("*.toml"))
                     for model in load_edition(path.stem).cards})


def tda_table(message: Mapping[str, Any]) -> Table:
    deck = message.get("deck_name")
    if message.get("type") == "PlayerView" and isinstance(deck, str):
        cards: Mapping[str, Any] = deck_cards(deck)
    else:
        cards = every_card_id()
    return Table(seats_of(message, TDA_SEATS), cards)


def tda_table_of(state: Any) -> Table:
    """The table of a game in play, as a client that knows its config holds it."""
    return Table(state.n, {card.id: card for card in state.cards})


THREE_DRAGON_ANTE_WIRE = WireTypes(
    classes=(PlayerView, Decision, Action, GameResult, tda_events.Cause,
             *events_of(tda_events, tda_events.Event)),
    table=tda_table,
    card_class=Card,
    # A seat's log is read lazily off the game's event chain; it travels as its events.
    codecs={SeatLog: Codec(wire=tuple[tda_events.Event, ...], dump=tuple, load=SeatLog.of)},
)
