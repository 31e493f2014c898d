"""The decision a hand waits for: the Dragon's holder, the Dragonmaster's contract,
or a card to the trick.

A `StrEnum`, so a phase equals its word (`Phase.PLAY == "play"`), keys a dict of
words, and goes over the wire and into logs as that word.
"""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    DRAGON = "dragon"  # the Dragon's holder makes a Power Play or refuses it
    CONTRACT = "contract"  # the Dragonmaster chooses the contract
    PLAY = "play"  # a seat plays a card to the trick
