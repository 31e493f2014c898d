"""Marks the rules put on plain ints and strings that mean more: a seat, a card.

`seat: Seat` reads as an int everywhere (to the type checker too); the wire
(`tda.table.wire`) reads the mark and refuses a seat outside the table or a card
the game does not have. Kept apart from the wire so the rules import no schema
machinery (a game's events load without pydantic's validators).
"""

from __future__ import annotations

from typing import Annotated

STAKES = -1  # `SeatOrStakes`: where a payee or a creditor may be the stakes


class Mark:
    """A meaning put on a plain int or str field (its checks need the table)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name


SEAT_MARK, PAYEE_MARK, CARD_MARK = Mark("seat"), Mark("seat or stakes"), Mark("card id")
Seat = Annotated[int, SEAT_MARK]  # a seat of the table: 0 to seats - 1
SeatOrStakes = Annotated[int, PAYEE_MARK]  # a seat, or STAKES (-1)
CardId = Annotated[str, CARD_MARK]  # a card of the game in play, by id
