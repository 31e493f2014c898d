"""Dragonmaster's records on the wire (`tda.table.wire`): the classes it sends and where
the wire finds a message's seats and cards; its registration hands them to the table
as its `Game.wire`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tda.dragonmaster import events as dm_events
from tda.dragonmaster.actions import Action as DragonmasterAction
from tda.dragonmaster.cards import ALL_SUIT_CARDS, DRAGON
from tda.dragonmaster.record import DragonmasterResult
from tda.dragonmaster.view import Decision as DragonmasterDecision
from tda.dragonmaster.view import DragonmasterView
from tda.table.wire import Table, WireTypes, card_ids, events_of, seats_of

DRAGONMASTER_SEATS = (3, 4)

DRAGONMASTER_CARDS = card_ids((*ALL_SUIT_CARDS, DRAGON))


def dragonmaster_table(message: Mapping[str, Any]) -> Table:
    return Table(seats_of(message, DRAGONMASTER_SEATS), DRAGONMASTER_CARDS)


DRAGONMASTER_WIRE = WireTypes(
    classes=(DragonmasterView, DragonmasterDecision, DragonmasterAction, DragonmasterResult,
             *events_of(dm_events, dm_events.Event)),
    table=dragonmaster_table,
)
