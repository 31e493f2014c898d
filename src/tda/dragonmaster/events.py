"""Events: facts in the past tense. Each one knows who may see it.

Public events return None from `seen_by`; private ones name the seats that may
see the hidden part, and `redacted()` gives everyone else a copy without it.
Seats are ints, cards are card ids, contracts are contract ids.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tda.table.marks import CardId, Seat

# Why crystals moved (CrystalsPaid.reason).
PENALTY = "penalty"
POWER_PLAY_WON = "power-play-won"
POWER_PLAY_FAILED = "power-play-failed"
SECRET_POWER_PLAY_WON = "secret-power-play-won"
# Why a hand was dealt again (Redealt.reason): the only reason there is (ruling DM14).
DRAGON_WAS_EXTRA = "dragon-was-extra"


class Event:
    __slots__ = ()

    def seen_by(self) -> tuple[int, ...] | None:
        """Seats that may see this event in full; None means everyone."""
        return None

    def redacted(self) -> Event:
        """The version shown to seats not in `seen_by`."""
        return self

    def visible_to(self, seat: int | None) -> Event:
        seats = self.seen_by()
        return self if seats is None or seat in seats else self.redacted()


@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    round: int
    dragonmaster: Seat


@dataclass(frozen=True, slots=True)
class HandStarted(Event):
    round: int
    hand_number: int  # 1-5 within the round
    dragonmaster: Seat
    contracts_left: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class HandDealt(Event):
    """One seat's eight cards, seen by that seat only; the others see the count."""
    seat: Seat
    cards: tuple[CardId, ...]
    count: int

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat,)

    def redacted(self) -> HandDealt:
        return replace(self, cards=())


@dataclass(frozen=True, slots=True)
class Redealt(Event):
    """The Dragon was the extra card: the same hand is dealt again (ruling DM14)."""
    reason: str  # a code: DRAGON_WAS_EXTRA


@dataclass(frozen=True, slots=True)
class DragonAnnounced(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class DragonRefused(Event):
    """The Dragon went out of play face up and the extra card joined `seat`'s hand,
    seen by that seat only (ruling DM11). `forced`: the Dragonmaster was dealt the
    Dragon and swapped it without a choice (ruling DM3)."""
    seat: Seat
    card: CardId | None
    forced: bool

    def seen_by(self) -> tuple[int, ...]:
        return (self.seat,)

    def redacted(self) -> DragonRefused:
        return replace(self, card=None)


@dataclass(frozen=True, slots=True)
class ContractChosen(Event):
    seat: Seat
    contract: str
    power: bool  # a Power Play by the Dragon's holder


@dataclass(frozen=True, slots=True)
class CardPlayed(Event):
    seat: Seat
    card: CardId
    suit: str | None  # the suit a led Dragon stands for; None otherwise


@dataclass(frozen=True, slots=True)
class TrickWon(Event):
    seat: Seat
    trick: int  # 1-8
    cards: tuple[CardId, ...]  # in the order played


@dataclass(frozen=True, slots=True)
class HandThrownIn(Event):
    """The hand stopped early: no remaining play could change a payment (DM6)."""
    tricks_played: int


@dataclass(frozen=True, slots=True)
class ExtraCardRevealed(Event):
    card: CardId
    seat: Seat  # the Power Player, who receives it win or lose (ruling DM2)


@dataclass(frozen=True, slots=True)
class CrystalsPaid(Event):
    payer: Seat
    payee: Seat
    amount: int
    reason: str


@dataclass(frozen=True, slots=True)
class PowerPlayWon(Event):
    seat: Seat
    contract: str


@dataclass(frozen=True, slots=True)
class PowerPlayFailed(Event):
    seat: Seat
    contract: str


@dataclass(frozen=True, slots=True)
class SecretPowerPlayWon(Event):
    seat: Seat
    contract: str


@dataclass(frozen=True, slots=True)
class DragonmasterChanged(Event):
    seat: Seat
    reason: str  # "power-play", "secret-power-play", "new-round"


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[Seat, ...]
    scores: tuple[int, ...]
