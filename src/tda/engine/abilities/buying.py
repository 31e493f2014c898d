"""Buying cards with abilities at the table, as steps (W6, W7, W8; rulings A13, A16,
A22, A23, A33), and the other continuations the abilities' windows need.

`hands.buy` reveals, discards and announces the card either way. Without abilities
it pays and draws at once; with them the rest of the purchase is a `FinishBuy`
frame that pays and draws, with the windows on top of it, so the draw waits for
the answers (`after_reveal`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..powers import trigger
from ..steps import AutoStep, SeatArgs, per_seat
from ..words import Occasion
from .model import holds, is_ready
from .windows import ask

if TYPE_CHECKING:
    from ..state import GameState

BUY_TO = 4


class BuyArgs(NamedTuple):
    seat: int
    card: int  # the revealed card
    price: int
    paid: bool
    cap: int  # 4, or 3 after a Card Denial


class FinishBuy(AutoStep, BuyArgs):
    """The rest of a purchase: pay (unless paid) and draw up to `cap`."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat = self.seat
        if not self.paid:
            g.pay(seat, g.buy_payee(seat), self.price)
        g.draw(seat, self.cap - len(g.hands[seat]))
        if holds(g, seat, "stealth"):
            g.draw(seat, 1)  # ruling A23
        stolen = 0
        for other in g.opponents(seat):
            if holds(g, other, "endurance"):
                from .hooks import steal_raw
                stolen += steal_raw(g, other, 2)  # ruling A16
        if stolen and g.stakes == 0 and g.round > 0:
            # A16: once the gambit is under way the empty-stakes rule applies as usual,
            # and the book's rule is "at any time": the gambit ends now, before the
            # buyer plays (at the refill before the ante, round 0, there is no gambit
            # to end yet).
            g.end_gambit_now()
            return
        if is_ready(g, seat, "versatile-trickster"):
            g.push(ask(seat, "W8", seat))


def after_reveal(g: GameState, seat: int, card: int, price: int) -> None:
    """A purchase with abilities once `hands.buy` has revealed, discarded and announced
    `card`: the payment and the draw as a `FinishBuy` step, under the windows that may
    change them (W6, W7)."""
    ab = g.abilities
    assert ab is not None
    if ab.edition == "original":  # Profession (gambler) may change the price first
        g.push(FinishBuy(seat, card, price, False, BUY_TO))
        if is_ready(g, seat, "profession-gambler"):
            g.push(ask(seat, "W6", seat, (card,)))
        return
    g.pay(seat, g.buy_payee(seat), price)
    g.push(FinishBuy(seat, card, price, True, BUY_TO))
    if is_ready(g, seat, "religion"):
        g.push(ask(seat, "W6", seat, (card,)))
    denial = ("cutting-words", "magical-discouragement")
    deniers = [s for s in g.opponents(seat) if any(is_ready(g, s, a) for a in denial)]
    for other in reversed(deniers):
        g.push(ask(other, "W7", seat, (card,)))


def buy_frame(g: GameState) -> tuple[int, FinishBuy] | None:
    """The pending purchase under the windows, with its place on the stack."""
    for i in range(len(g.stack) - 1, -1, -1):
        frame = g.stack[i]
        if type(frame) is FinishBuy:
            return i, frame
    return None


# -- continuations of the engine's own steps ------------------------------------------
class TurnPlay(AutoStep, SeatArgs):
    """After any forced buy and W5: play, if there is a card to play."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        if g.hands[self.seat]:
            from ..flow import END_TURN, PLAY  # (flow.py imports the hooks, which import this)
            g.push(END_TURN[self.seat])
            g.push(PLAY[self.seat])


class SettleBuy(AutoStep, SeatArgs):
    """An emptied hand buys, each purchase finished before the next."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        if not g.hands[self.seat] and g.effects.no_buy != self.seat:
            g.buy(self.seat)


class DeferredPowerArgs(NamedTuple):
    seat: int
    card: int
    strength: int


class DeferredPower(AutoStep, DeferredPowerArgs):
    """A played card's power, after the W9 window (ruling A11)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        power = g.cards[self.card].power
        assert power is not None
        trigger(g, self.seat, self.card, self.strength, power)


class History(AutoStep, SeatArgs):
    """History: after the dragon god's power step, steal 1 (ruling A18)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        from .hooks import steal_raw
        steal_raw(g, self.seat, 1)


class StrengthRewardArgs(NamedTuple):
    seat: int
    strength: int
    paid: bool  # Streetwise made the opponents pay instead


class StrengthReward(AutoStep, StrengthRewardArgs):
    """A strength flight's steal (or Streetwise's payments, done already), Arcana,
    then the ante cards (after W13, ruling A24)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        seat = self.seat
        from .hooks import flight_bonus, flight_collected
        if not self.paid:
            g.steal(seat, self.strength + flight_bonus(g, seat), "flight")
        flight_collected(g, seat)
        g.take_strength_ante(seat)


class GambitDrawsArgs(NamedTuple):
    first: int
    winner: int


class GambitDraws(AutoStep, GambitDrawsArgs):
    """Step 5 of the gambit's end, after Insight (W14): each seat draws 2 from the
    winner on; then the W15 window (ruling A31)."""

    __slots__ = ()

    def run(self, g: GameState) -> None:
        first, winner = self.first, self.winner
        for seat in g.clockwise(first):
            g.draw(seat, 2, Occasion.GAMBIT_END)
        from ..flow import GAMBIT  # (flow.py imports the hooks, which import this)
        g.push(GAMBIT)
        from .hooks import gambit_drawn
        gambit_drawn(g, first, winner)


TURN_PLAY, SETTLE_BUY, HISTORY = per_seat(TurnPlay), per_seat(SettleBuy), per_seat(History)
