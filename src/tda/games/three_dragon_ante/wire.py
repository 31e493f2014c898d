"""Each built-in game's records on the wire (`tda.table.wire`): the classes it sends
and where the wire finds a message's seats and cards. `tda.games` hands these to
the registry as each game's `Game.wire`.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, lru_cache
from typing import Any

from tda.cards.loader import data_dir, load_edition
from tda.dragonmaster import events as dm_events
from tda.dragonmaster.actions import Action as DragonmasterAction
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON
from tda.dragonmaster.record import DragonmasterResult
from tda.dragonmaster.view import Decision as DragonmasterDecision
from tda.dragonmaster.view import DragonmasterView
from tda.engine import Action, Card, ConfigError, Decision, GameResult, PlayerView, find_deck
from tda.engine import events as tda_events
from tda.engine.view import SeatLog
from tda.table.wire import Codec, Table, WireError, WireTypes, card_ids

TDA_SEATS = (2, 6)
DRAGONMASTER_SEATS = (3, 4)


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


# -- Three-Dragon Ante --------------------------------------------------------

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


# -- Dragonmaster ---------------------------------------------------------------

DRAGONMASTER_CARDS = card_ids((*ALL_SUIT_CARDS, DRAGON))


def dragonmaster_table(message: Mapping[str, Any]) -> Table:
    return Table(seats_of(message, DRAGONMASTER_SEATS), DRAGONMASTER_CARDS)


DRAGONMASTER_WIRE = WireTypes(
    classes=(DragonmasterView, DragonmasterDecision, DragonmasterAction, DragonmasterResult,
             *events_of(dm_events, dm_events.Event)),
    table=dragonmaster_table,
)
