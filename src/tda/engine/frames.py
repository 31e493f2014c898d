"""The engine's pending frames as named, typed records.

A frame is still a plain tuple, step name first (`steps.py` dispatches on
`frame[0]`), so clones, records and replays are unchanged; a NamedTuple only
names its parts and lets the checker follow them. Frames are immutable, so the
ones without a changing argument are built once and pushed again and again
(`GAMBIT`, `TURN[seat]`, ...): cheaper than building a tuple every time.
"""

from __future__ import annotations

from typing import NamedTuple

from .words import Undecided

MAX_SEATS = 6  # GameConfig allows 2 to 6 players


class Phase(NamedTuple):
    """A step of the gambit's sequence with no argument."""
    step: str


class SeatStep(NamedTuple):
    """A step for one seat (an ante, a turn, a play, a flight check...)."""
    step: str
    seat: int


class GambitEnd(NamedTuple):
    step: str  # "gambit_end"
    winner: int  # -1: nobody won
    why: Undecided | None  # why nobody won (None when someone did)


class PowerMark(NamedTuple):
    """Under a power's frames: the card whose power asks (`Decision.source`)."""
    step: str  # "power"
    seat: int
    card: str  # the card id whose power this is
    copied: str | None  # the copied card's id, for a copy


class TakeAnteFrame(NamedTuple):
    """Take `how_many` ante cards of the seat's choice (a strength flight, the Spy)."""
    step: str  # "take_ante"
    seat: int
    how_many: int  # ("count" would hide tuple.count)
    why: str


class FillSpecials(NamedTuple):
    """Legendary deck building: top the specials up to ten, then set the rest aside."""
    step: str  # "fill_specials"
    show: bool  # show 'em: every seat sees which ten are in


def per_seat(step: str) -> tuple[SeatStep, ...]:
    return tuple(SeatStep(step, seat) for seat in range(MAX_SEATS))


GAMBIT, DEAL, ANTE_REVEAL = Phase("gambit"), Phase("deal"), Phase("ante_reveal")
ROUND, SETTLE, ROUND_END = Phase("round"), Phase("settle"), Phase("round_end")
ANTE, REFILL, TURN, PLAY = per_seat("ante"), per_seat("refill"), per_seat("turn"), per_seat("play")
END_TURN, CHECK_FLIGHTS = per_seat("end_turn"), per_seat("check_flights")
PICK_SPECIAL = per_seat("pick_special")
